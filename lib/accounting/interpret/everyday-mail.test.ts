import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { namesOrganisation, organisationNamedByKind, personNamedInProse } from "./extract/named-parties";
import { accountForWhatWasBought } from "./extract/expense-accounts";
import { findAccounts } from "./extract/values";
import { findDates } from "./extract/dates";
import { typedAttachment } from "./test-attachments";

/**
 * Plain mail from a small business owner to the person doing the books: the matter told in a few
 * sentences, customers and colleagues named as people name them (no organisation number, no
 * address), a greeting, a sign-off and a signature with a phone number.
 */
const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-05-20" });

describe("parties named as people name them", () => {
  it("knows an organisation by its kind, standing alone or as a compound's tail", () => {
    expect(namesOrganisation("Bergen Seilforening")).toBe(true);
    expect(namesOrganisation("Kaigaten Hotell")).toBe(true);
    expect(namesOrganisation("Loddefjord Idrettslag")).toBe(true);
    expect(namesOrganisation("Advokatfirmaet Sælen & Co")).toBe(true);
    expect(namesOrganisation("Hanne Vatle")).toBe(false);
    expect(namesOrganisation("Jonas Fjell")).toBe(false);
  });

  it("finds the organisation and the colleague a mail names, not the writer's own firm", () => {
    const text = "Nordnes Roklubb har betalt. Tiago\nAlmeida Bakeri";
    expect(organisationNamedByKind(text, "Almeida Bakeri")).toBe("Nordnes Roklubb");
    expect(personNamedInProse("Podes tratar do ordenado de maio do Jonas Fjell? Tiago Almeida", "Tiago Almeida")).toBe("Jonas Fjell");
    // A quoted name is a project's or a line's, no party.
    expect(personNamedInProse("Prosjektet «Sommarfest Bryggen» er klart.")).toBeUndefined();
  });

  it("registers a payment from a customer named by its everyday name", () => {
    const r = read("Hi Fiona,\n\nGood news: the rowing club (Nordnes Roklubb) have paid for their summer party. The full 23,700 kr landed on Wednesday. Could you mark their invoice as paid?\n\nCheers,\nTiago\nAlmeida Bakeri · 915 42 873");
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ customer: { name: "Nordnes Roklubb" }, amountExcludingVat: 23700 });
  });

  it("runs the pay of a colleague named without an address", () => {
    const r = read("Olá Rita,\n\nPodes tratar do ordenado de maio do Jonas Fjell? É o fixo de sempre, 36 480 coroas, e este mês leva também um bónus único de 4 200 coroas.\n\nUm abraço,\nTiago");
    expect(r.classification.type).toBe("run_payroll");
    expect(r.task).toMatchObject({ employee: { firstName: "Jonas", lastName: "Fjell" }, baseSalary: 36480, bonus: 4200 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("what the mail asks, among the story it tells", () => {
  it("books a supplier's invoice the writer says is from a supplier not yet in the books", () => {
    const r = read("Hei Henrik!\n\nKjølerommet streiket i helga. Nå har fakturaen kommet: nr. BK-2026-0418, 18 437,50 kr inkl. mva. Vi har ikke brukt dem før, så de ligger ikke inne som leverandør. Firmanavnet er Fjord Kjøleteknikk AS, org.nr. 919 552 804. Kan du føre den? Reparasjon av utstyr skal på 6620.\n\nMvh Tiago");
    expect(r.classification.type).toBe("register_supplier_invoice");
  });

  it("sets a supplier up where the mail only says where their invoices will come from", () => {
    const r = read("Hi Fiona,\n\nWe're changing flour mills. Could you set them up as a supplier? Vestlandsmølla AS, org. no. 915 338 207, and their invoices come from faktura@vestlandsmolla.no.\n\nCheers,\nTiago");
    expect(r.classification.type).toBe("create_supplier");
  });
});

describe("where a bought thing is booked, as the mail says it or a bookkeeper knows it", () => {
  it("books electricity, rent and fuel on their accounts when the words name one kind only", () => {
    expect(accountForWhatWasBought("Voici la facture d'électricité du fournil pour mars")).toBe(6340);
    expect(accountForWhatWasBought("Strøm mars 2026 19240 kWh, Nettleie mars 2026")).toBe(6340);
    expect(accountForWhatWasBought("die Miete für das Lager")).toBe(6300);
    // Two kinds named: a human's choice.
    expect(accountForWhatWasBought("Strom und Miete für März")).toBeUndefined();
    expect(accountForWhatWasBought("Kaffebønner og melkemugge")).toBeUndefined();
  });

  it("reads the account a kind of purchase has always gone on ('Mjøl har alltid gått på 4000')", () => {
    expect(findAccounts("Mjøl har alltid gått på 4000 hjå oss.").map((a) => a.value)).toEqual([4000]);
    expect(findAccounts("Electricity goes on 6340, as always.").map((a) => a.value)).toEqual([6340]);
  });

  it("books the one line the writer names in her own language, a grinder not the coffee beans", async () => {
    const receipt = await typedAttachment(
      "kvittering.txt",
      "STORKJØKKEN AS\nOrg.nr. 915 774 120 MVA\n\nKVITTERING\nDato: 16.03.2026\n\nKaffekvern elektrisk 1,2 kW        1    3 490,00\nMelkemugge 0,6 l stål              1      289,00\nKaffebønner hele, 1 kg             1      329,00\nTOTALT                                  4 108,00\n\nAlle priser inkl. mva.\n",
    );
    const r = read("Hallo Katrin,\n\ndie alte Kaffeemühle im Café hat aufgegeben. Der Beleg ist im Anhang. Bitte nur die Kaffeemühle buchen, auf die Abteilung «Kafé Sandviken». Das Milchkännchen und die Bohnen waren für uns zu Hause.\n\nLiebe Grüsse\nTiago", receipt);
    expect(r.task).toMatchObject({ item: "Kaffekvern elektrisk 1,2 kW", amountIncludingVat: 3490 });
  });

  it("keeps representation to the lines it is said of: the meeting room booked, the lunch left out as representation", async () => {
    const receipt = await typedAttachment(
      "kvittering.txt",
      "FJORDHOTELLET AS\nOrg.nr. 914 097 398 MVA\nKvittering  Dato: 03.09.2026\n\nMøterom «Sjøsida» heil dag          3 125,00\nLunsjbuffet 9 pers.                  2 853,00\nParkering gjest                        210,00\nTotalt                               6 188,00\nAlle prisar inkl. mva.\n",
    );
    const r = read("Kvitteringa frå hotellet ligg ved. Berre møterommet skal førast, på avdeling «Ørsta», konto 6860. Lunsjen og parkeringa tek Oddbjørn sjølv som representasjon i ei eiga sak.", receipt);
    expect(r.task).toMatchObject({ amountIncludingVat: 3125, expenseAccount: 6860 });
    expect((r.task as { representation?: boolean }).representation).toBeUndefined();
  });
});

describe("dates, allowances and write-downs as a plain mail words them", () => {
  it("reads two days joined by 'and' before their month as two dates of that month", () => {
    expect(findDates("el miércoles y el jueves pasados (21 y 22 de octubre)", "2026-10-27").map((d) => d.iso)).toEqual(["2026-10-21", "2026-10-22"]);
    expect(findDates("på messa 3. og 4. mars", "2026-03-10").map((d) => d.iso)).toEqual(["2026-03-03", "2026-03-04"]);
  });

  it("reads a daily allowance given as a daily rate ('Indemnités : 3 jours, taux journalier 800 NOK')", () => {
    const r = read("Note de frais de Léa Morel (lea.morel@example.org), titre «Salon Lyon». Départ 29/09/2026, retour 01/10/2026.\nIndemnités : 3 jours, taux journalier 800 NOK\nBillet d'avion : 6 215,00 NOK");
    expect(r.task).toMatchObject({ days: 3, perDiemRate: 800 });
  });

  it("reads a write-down told in the past participle ('wird linear über 6 Jahre abgeschrieben')", () => {
    const r = read("Hallo Katrin,\n\nkannst du den Monatsabschluss für Juni machen? Der neue Kühlwagen, den wir im Mai für 412.900 Kronen gekauft haben, wird linear über 6 Jahre abgeschrieben, bitte auf 6010.\n\nDanke dir!");
    expect(r.task).toMatchObject({ depreciation: { acquisitionCost: 412900, usefulLifeYears: 6, expenseAccount: 6010 } });
  });
});
