import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { splitMessage } from "./message/parts";
import { findParties } from "./extract/parties";
import { typedAttachment } from "./test-attachments";

/**
 * Long, courteous letters from an association's honorary treasurer: the matter among stories of the
 * people and the occasion, names and figures in running sentences, an old-fashioned closing formula,
 * the writer's title and a place and date under the name, now and then a note after the signature.
 */
const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-05-12" });
const kinds = (text: string) => splitMessage(text).map((p) => p.kind);

describe("the letter's closing and what stands under it", () => {
  it("knows the old closing formulas, and the title and dateline under the name are no request", () => {
    const text = "Dear Mr Hale,\n\nWould you create two departments for the club, Kajakk and Padleskule?\n\nYours ever,\nArne Vik\nHon. Treasurer, Stord Padleklubb\nStord, the ninth of May 2026";
    expect(kinds(text)).toEqual(["greeting", "request", "signoff", "signature"]);
    expect(kinds("Liebe Frau Berg,\n\nbitte die Rechnung anlegen.\n\nMit herzlichen Grüßen und vielem Dank\nIhr Arne Vik\nKassenwart")).toContain("signoff");
  });

  it("reads a note under the signature as the writer's words again", () => {
    const text = "Dear Sir,\n\nPlease invoice the hours below.\n\nYours faithfully,\nArne Vik\nTreasurer\n\nN.B. Six hours at 800 kroner make 4 800 kroner.";
    expect(kinds(text)).toEqual(["greeting", "request", "signoff", "signature", "request"]);
  });
});

describe("names and figures in running sentences", () => {
  it("creates the departments named each with what it is for, the words after a purpose no names", () => {
    const r = read("Liebe Frau Berg,\n\nich bitte Sie, drei Abteilungen anzulegen, mit den Namen aus dem Protokoll: Bygdekoret für die Sänger, Ungdomskoret für die Jugend und Notearkivet für die Noten und die Bibliothek.\n\nMit herzlichen Grüßen\nIhr Arne Vik\nKassenwart");
    expect(r.classification.type).toBe("create_departments");
    expect(r.task).toMatchObject({ names: ["Bygdekoret", "Ungdomskoret", "Notearkivet"] });
  });

  it("takes a project's name whole across a 'med' between its capitalised words", () => {
    const r = read("Lieber Herr Holm,\n\nbitte legen Sie für uns ein Projekt mit dem Namen Sommarstemne med Hardanger 2026 an — genau so, auf Norwegisch — und verknüpfen Sie es mit dem Kunden Fjordferie AS, Organisationsnummer 918 552 301. Projektleiter ist Herr Ola Brekke (ola.brekke@example.org).\n\nMit herzlichen Grüßen\nArne Vik");
    expect(r.classification.type).toBe("create_project");
    expect(r.task).toMatchObject({ name: "Sommarstemne med Hardanger 2026" });
  });

  it("names a product from the name the letter says it must have, joining words and all", () => {
    const r = read("Cara Dona Rita,\n\npeço-lhe que registe o livro como produto. O nome deve ser exatamente Viser frå Stord og Bømlo, em norueguês. Número de produto 1987. O preço é de 280 coroas sem IVA, taxa zero por ser um livro.\n\nCom os melhores cumprimentos,\nArne Vik");
    expect(r.task).toMatchObject({ name: "Viser frå Stord og Bømlo", productNumber: "1987", priceExcludingVat: 280 });
  });

  it("reads a record's title as the product's name", () => {
    const r = read("Liebe Frau Berg,\n\nbitte legen Sie unsere neue Platte als Produkt an. Der Name soll genau so lauten, mit dem norwegischen Titel: Songar frå fjorden. Als Produktnummer haben wir 2026 gewählt, Preis 190 Kronen ohne Mehrwertsteuer, der gewöhnliche Satz von 25 Prozent.\n\nMit herzlichen Grüßen\nArne Vik");
    expect(r.task).toMatchObject({ name: "Songar frå fjorden", productNumber: "2026", priceExcludingVat: 190 });
  });

  it("sets aside how a name is said or what people call a place, and registers the employee", () => {
    const r = read("Dear Mr Hale,\n\nPlease register Siobhan Doyle as an employee of the club. Her name is pronounced \"Shivawn\". She was born on 3 March 1995, starts on 1 June 2026 and her e-mail is siobhan.doyle@example.org. She will coach at the old boathouse, which everybody here still calls \"Naustet\".\n\nYours sincerely,\nArne Vik");
    expect(r.classification.type).toBe("create_employee");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ firstName: "Siobhan", lastName: "Doyle", email: "siobhan.doyle@example.org" });
  });

  it("reads an invoice to send though the letter says what the customer must pay under its lease", () => {
    const r = read("Kjære Ingrid,\n\nKafé Brygga AS skal etter leieavtalen betale sin del av straumen kvartalsvis, og eg ber deg difor lage og sende dei ein faktura på 6 400 kroner eksklusive meirverdiavgift, tjuefem prosent, med teksten «Straum, 2. kvartal». Kunden ligg inne med organisasjonsnummer 917 224 335.\n\nMed venleg helsing\nArne Vik");
    expect(r.classification.type).toBe("create_and_send_invoice");
    expect(r.task).toMatchObject({ amountExcludingVat: 6400 });
  });

  it("reads two figures, the second the first with VAT, as the invoice without and with VAT", () => {
    const r = read("Querida Inma:\n\nLe facturamos el concierto, 4800 coronas más el IVA del veinticinco por ciento, y hoy ha pagado la factura completa, seis mil coronas justas. Le ruego que registre el pago. La empresa es Bodega Sur AS, con número de organización 915 300 221.\n\nUn cordial saludo,\nArne Vik");
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ amountExcludingVat: 4800, amountIncludingVat: 6000 });
  });
});

describe("what the letter only tells", () => {
  it("registers a customer though the letter recalls being taught the difference between a customer and a supplier", () => {
    const r = read("Kjære Ingrid,\n\nTakk for at du forklarte meg forskjellen på en kunde og en leverandør i forrige uke. Nå har jeg bruk for det: Fjordly Hotell AS har bedt koret synge i desember, og jeg skal be deg lage fakturaene når den tid kommer, men først vil jeg gjerne at du registrerer hotellet som kunde. Organisasjonsnummeret er 915 985 343, e-post booking@fjordly.example.com.\n\nMed vennlig hilsen\nArne Vik");
    expect(r.classification.type).toBe("create_customer");
    expect(r.task).toMatchObject({ name: "Fjordly Hotell AS", organizationNumber: "915985343" });
  });
});

describe("an organisation number with no name beside it", () => {
  it("gives the number to the organisation the letter names by its kind", () => {
    const r = read("Liebe Frau Berg,\n\nim Fjordly Hotell ist das Julebord ausgefallen. Die Rechnung über 6.000 Kronen ohne Mehrwertsteuer, mit dem Text „Korsong 12. desember“, bitten wir mit einer vollständigen Gutschrift aufzuheben. Die Organisationsnummer des Hotels ist 915 985 343.\n\nMit herzlichen Grüßen\nArne Vik");
    expect(r.classification.type).toBe("create_credit_note");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ customer: { organizationNumber: "915985343" }, amountExcludingVat: 6000 });
  });
});

describe("the company a genitive speaks of", () => {
  it("gives the org. no. after 'Hotellets organisasjonsnummer' to the hotel named before, not to the word", () => {
    expect(findParties("Hotell Fjordly AS vil bli kunde. Hotellets organisasjonsnummer er 915 985 343.").map((p) => p.name)).not.toContain("Hotellets");
  });
});

describe("an offer letter's addressee", () => {
  it("reads the given name the address block writes after the title, and the French start field", async () => {
    const docs = await typedAttachment(
      "lettre_offre.txt",
      "LETTRE D'OFFRE D'EMPLOI\nMonsieur Loïc Kerbrat, 3 rue du Port, 29200 Brest, France\nCher Monsieur Kerbrat, nous avons le plaisir de vous proposer le poste de coordinateur.\nDate de naissance : 02.03.1990\nPoste : Koordinator\nService : Kultur\nEntrée en fonction : 01.09.2026\nTaux d'emploi : 100 %\nSalaire annuel brut : 480 000 NOK\n",
    );
    const r = read("Chère Madame, je vous joins la lettre d'offre signée : merci de créer le salarié selon la lettre.", docs);
    expect(r.task).toMatchObject({ firstName: "Loïc", lastName: "Kerbrat", startDate: "2026-09-01" });
  });
});
