import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findDates } from "./extract/dates";
import { parseReceiptDocument } from "@/lib/accounting/files/documents/receipt";
import { parseDocument, readFiles } from "@/lib/accounting/files";

/** Long letters that tell a story around the request: old date forms, memories with figures, corrections in a postscript. */

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });

describe("dates as an older writer writes them", () => {
  it("reads a day and month said as ordinals ('den tredje i ellevte 1971')", () => {
    expect(findDates("Ho er fødd den tredje i ellevte 1971, og den åttende i fjerde er fin.", "2026-04-07").map((d) => d.iso)).toEqual(["1971-11-03", "2026-04-08"]);
  });
  it("sets a numeric dateline aside and starts the employee on the date after the dateline", () => {
    const r = read(
      "Kristiansund, den 7/4-26\n\nGode hjelpar,\n\nTil saka: Ho heiter Signe Aukan, og ho er fødd den tredje i ellevte 1971. Ho tek til hos oss den 1/6-26. Ver så snill og før henne inn som tilsett, med e-post signe.aukan@example.org.\n\nMed venleg helsing\nAstrid",
      "2026-04-07",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Signe", lastName: "Aukan", dateOfBirth: "1971-11-03", startDate: "2026-06-01" });
  });
});

describe("a postscript that corrects the letter", () => {
  const letter = (ps: string) =>
    `Kristiansund, den 24/3-26\n\nKjære hjelper,\n\nVær så snill å legge inn Henrik Brattvåg som ansatt. Han er født den 20/7-97 og begynner hos oss den 15/4-26. E-post henrik.brattvag@example.org.\n\nMed vennlig hilsen\nAstrid Kvalsund\n\n${ps}`;
  it("puts the one value it gives where the letter wrote its near twin; 'jeg skrev feil' names no ledger error", () => {
    const r = read(letter("P.S. Nå ser jeg at jeg skrev feil fødselsår ovenfor. Henrik er født den 20/7-98. Bruk altså 20/7-98."));
    expect(r.task).toMatchObject({ type: "create_employee", dateOfBirth: "1998-07-20", startDate: "2026-04-15" });
  });
  it("of two values, replaces the one after 'not' by the other ('no es 7016 sino 7106', 'c'est 7 950, pas 9 750')", () => {
    const r = read(
      "Les ruego que hagan un pedido para Náutica Cantábrica SL (número de organización 891 861 680) con «Bomba de achique» (producto nº 7105) a kr. 3.280,- y «Instalación eléctrica» (producto nº 7016) a kr. 5.600,-, sin moms. Después conviertan el pedido en factura y registren el pago completo.\n\nLe saluda atentamente,\nAstrid\n\nP.S. Me he equivocado con el número del segundo producto: no es 7016 sino 7106. El 7016 no existe.",
    );
    expect((r.task as { lines: { productNumber: string }[] }).lines.map((l) => l.productNumber)).toEqual(["7105", "7106"]);
  });
  it("leaves the letter as it is when the value it calls wrong was never written above", () => {
    const text = "Opprett ordre til Kvamme Elektro AS (org.nr. 933005259) med Filterbytte (varenr. 7705), NOK 1 480,00 ekskl. mva, fakturer og registrer betalingen.\n\nPS: I saken er filterbyttet feilaktig oppført med varenr. 7750. Korrekt varenummer er 7705.";
    expect((read(text).task as { lines: { productNumber: string }[] }).lines[0].productNumber).toBe("7705");
  });
});

describe("memories told beside the request", () => {
  it("sets aside a figure from decades ago and a name from then", () => {
    const r = read(
      "Vær så snill å legge inn Henrik Brattvåg som ansatt, født 20.07.1998, start 15.04.2026, e-post henrik.brattvag@example.org. Bestefaren var maskinist på «Nordvåg» i sekstiårene. Kåre mener han bør gå på timelønn, slik han selv gjorde i 1979 for kr. 28,- timen. Lønn og slikt kommer Terje tilbake til.",
    );
    expect(r.classification.type).toBe("create_employee");
    expect(r.gate.ok).toBe(true);
  });
  it("keeps a salary in a sentence that names a birth year", () => {
    const r = read("Run payroll for Eirik Tøvik (eirik.tovik@example.org), born in 1985: base salary kr 41 500 this month.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41500 });
  });
});

describe("a receipt line left out in its own sentence", () => {
  it("reads a rate after the currency as the line's own, and books the line not said to be left out", async () => {
    const receipt = ["NORDMØRE FERJEDRIFT AS", "Org.nr: 951 190 209 MVA", "KVITTERING 08.04.2026", "Vare Pris MVA", "Personbil m/førar, inntil 6 m      358,00 kr   12 %", "Kaffi og vaffel                      96,00 kr   15 %", "-------------------------", "Totalt                              454,00 kr"].join("\n");
    expect(parseReceiptDocument(receipt).items).toEqual([
      { description: "Personbil m/førar, inntil 6 m", amount: 358, vatRate: 12 },
      { description: "Kaffi og vaffel", amount: 96, vatRate: 15 },
    ]);
    const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(
      "Til saka: vi treng utgifta til ferjebilletten frå denne kvitteringa ført på avdeling Verkstad. Kaffien og vaffelen dei åt om bord, skal ikkje førast her; Terje betaler det tilbake.",
      docs,
      { today: "2026-04-15" },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", amountIncludingVat: 358, vatRate: 12, department: "Verkstad" });
  });
});

describe("the story before the matter", () => {
  it("sets aside a name the letter tells of before it turns to the matter ('Til saka:')", () => {
    const r = read(
      "Eirik Tøvik på verkstaden (e-post eirik.tovik@example.org) har gjort ein kjempejobb: han fekk ferdig motoren til «Aurevågen» ei veke før tida. Til saka: ver så snill og køyr lønna for Eirik for denne månaden. Grunnløna hans er kr. 41.500,-, og så skal han ha ein eingongsbonus på kr. 6.000,-.",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", employee: { email: "eirik.tovik@example.org" }, baseSalary: 41500, bonus: 6000 });
    expect(r.gate.ok).toBe(true);
  });
  it("names no task by the story's words, nor by a postscript about last year's invoice", () => {
    const r = read(
      "Sehr geehrte Damen und Herren,\n\nFrau Behrendt sprach ein so schönes Hamburgisch, dass ich an meine Reisen nach Hamburg in den siebziger Jahren denken musste.\n\nNun aber zur Sache: Bitte legen Sie diese Firma als Kunden im Programm an. Sie heißt Nordkap Yachtcharter GmbH, Organisationsnummer 864 584 225, E-Post post@nordkapyachtcharter.no.\n\nHochachtungsvoll\nAstrid Kvalsund\n\nP.S. Die Rechnung vom vergangenen Jahr hat Frau Behrendt noch bar bezahlt, die brauchen Sie nicht zu suchen.",
    );
    expect(r.task).toMatchObject({ type: "create_customer", name: "Nordkap Yachtcharter GmbH", organizationNumber: "864584225" });
  });
  it("keeps a number told in the story unplaced: a withdrawn org. no. there holds the request back", () => {
    const r = read(
      "Notre client Nautisme Atlantique SARL (numéro d'organisation 881 312 336 ... non, pardon, c'est l'autre client : le leur est 918 954 767) a cassé l'hélice de son bateau. Mais venons-en au fait : je vous prie de faire une commande pour Nautisme Atlantique SARL avec «Hélice inox» (produit nº 7031) à kr. 11.900,-, de la facturer et d'enregistrer le paiement complet.",
    );
    expect(r.gate.ok).toBe(false);
  });
});

describe("a postscript that corrects a name, a code or a count", () => {
  const letter = (body: string, ps: string) => `Kristiansund, den 3/3-26\n\nGode hjelpar,\n\n${body}\n\nMed venleg helsing\nAstrid Kvalsund\n\n${ps}`;
  it("renames a quoted name the postscript puts after 'not' ('skal heite «X», ikkje «Y»')", () => {
    const r = read(
      letter(
        "Aure Sjøtransport AS (organisasjonsnummer 887 498 911) er alt kunde hos oss. Ver så snill og opprett prosjektet «Motorskifte Aurevågen» for kunden. Prosjektleiar skal vere Ragnhild Fiskvik, ragnhild.fiskvik@example.org.",
        "P.S. Terje ringde: prosjektet skal heite «Motorbyte Aurevågen», ikkje «Motorskifte Aurevågen» som eg skreiv over.",
      ),
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Motorbyte Aurevågen" });
    expect(r.gate.ok).toBe(true);
  });
  it("puts a document code written again with two digits changed in place of the mistyped one", () => {
    const r = read(
      letter(
        "Vi har fått faktura nummer INV-2026-7720 fra leverandøren Kystlys Elektro AS, organisasjonsnummer 831 465 859, på kr. 9.437,50 inklusive moms. Beløpet skal føres på konto 6340. Vær så snill å registrere leverandørfakturaen med 25 pst. inngående moms.",
        "P.S. Nummeret er INV-2026-7702, ikke 7720 som jeg skrev ovenfor.",
      ),
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "INV-2026-7702" });
  });
  it("corrects a count with its unit, in digits or in words ('5 Jahre, nicht 7', 'nicht zehn, sondern zwölf Stunden')", () => {
    const hours = read(
      "Für die Nordwind Segelreisen GmbH (Organisationsnummer 982 212 731) gibt es das Projekt „Elektrik Nordwind“. Bitte erfassen Sie für Jonas Weber (jonas.weber@example.org) zehn Stunden auf der Tätigkeit „Elektroarbeid“ im Projekt „Elektrik Nordwind“, Stundensatz kr. 980,-, und erstellen Sie eine Projektrechnung an den Kunden.\n\nHochachtungsvoll\nAstrid\n\nP.S. Jonas sagt, es waren nicht zehn, sondern zwölf Stunden.",
    );
    expect(hours.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12 });
    const years = read(
      "Bitte führen Sie für 2025 einen vereinfachten Jahresabschluss durch: Abschreibung linear für den Kompressor, kr. 171.500,- auf 7 Jahre, Konto 1200, Aufwand Konto 6010, kumulierte Abschreibungen Konto 1209.\n\nHochachtungsvoll\nAstrid\n\nP.S. Beim Kompressor habe ich mich verschrieben: die Nutzungsdauer ist 5 Jahre, nicht 7.",
      "2026-01-20",
    );
    expect((years.task as { assets: { usefulLifeYears: number }[] }).assets.map((a) => a.usefulLifeYears)).toEqual([5]);
  });
  it("corrects a house number though the postscript writes the postcode again; a year beside a date in words is no pair", () => {
    const r = read(
      "Please create the customer Harwick Marine Ltd, organisation number 878 055 047. The address is Storgata 21, 6413 Molde, and the e-mail is post@harwickmarine.no.\n\nYours faithfully,\nAstrid\n\nP.S. The house number is 27, not 21. So the address is Storgata 27, 6413 Molde.",
    );
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Storgata 27", postalCode: "6413" } });
    const dated = read("Legg inn Sindre Vatnøy som ansatt, e-post sindre.vatnoy@example.org, født 08.07.1991, start 27. april 2026.\n\nP.S. Han begynner mandag 4. mai 2026, ikke 27. april.");
    // "2026" and "27" are no pair of figures, so neither replaces the other as a figure; the day said not to be meant is
    // the day meant wherever it stands.
    expect(dated.message.text).toContain("start 4. mai 2026.");
    expect(dated.message.text).not.toContain("2027");
    expect(dated.task).toMatchObject({ startDate: "2026-05-04" });
  });
});

describe("the letter's story and memories", () => {
  it("takes the invoice's quoted line from the matter, not a saying quoted in the story before it", () => {
    const r = read(
      "Esta semana ha hecho mucho viento. Lucía dice que en Galicia a eso lo llaman «un día de perros».\n\nPero vamos al asunto. Nuestro cliente Astilleros Galicia SL (número de organización 901 549 974) se ha quejado de la factura por el «Cambio de aceite y filtros», de kr. 4.720,- sin moms. Les ruego que emitan una nota de crédito completa que anule toda esa factura.",
    );
    expect(r.task).toMatchObject({ type: "create_credit_note", invoiceDescription: "Cambio de aceite y filtros" });
  });
  it("reads no task in a memory's words ('mes voyages à Marseille en 1977')", () => {
    const r = read(
      "Notre client Voiles de Bretagne SARL (numéro d'organisation 881 312 336) existe déjà. Je vous prie d'établir la facture et de l'envoyer au client : « Révision du moteur hors-bord », kr. 6.360,- hors TVA, TVA 25 %. Monsieur Le Gall m'a parlé au téléphone, et j'ai pensé à mes voyages à Marseille en 1977.",
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
  });
  it("sets aside a figure of a memory written again in the next sentence", () => {
    const r = read(
      "Les ruego que den de alta el producto «Manual del patrón de yate», número de producto 2290, precio kr. 465,- sin IVA, tipo 0 % (libros). Cuando yo trabajaba en Bilbao, en los años setenta, un diccionario costaba kr. 45,-. Hoy no se compra nada por kr. 45,-.",
    );
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "2290", priceExcludingVat: 465 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a month's share beside the whole prepaid amount", () => {
  it("reads the total as the prepaid amount when the months are counted in words", () => {
    const r = read(
      "Please do the month-end closing for May 2026: we paid three months' rent in advance, kr. 41.400,- for May, June and July, on account 1710. So kr. 13.800,- per month is to go from account 1710 to expense account 6300. Also a salary accrual of kr. 52.750,-, debit 5000 and credit 2900.",
      "2026-05-29",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", accrual: { amount: 13800, prepaidTotal: 41400 } });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a person's name as the address spells it", () => {
  it("leaves out a title or job before the name and a label after it, and keeps a second surname", () => {
    const job = read("Für die Nordwind Segelreisen GmbH (Organisationsnummer 982 212 731) gibt es das Projekt „Elektrik Nordwind“. Unser Elektriker Jonas Weber (E-Post jonas.weber@example.org) hat daran gearbeitet. Bitte erfassen Sie für Jonas acht Stunden auf der Tätigkeit „Elektroarbeid“ im Projekt „Elektrik Nordwind“, Stundensatz kr. 980,-, und erstellen Sie eine Projektrechnung an den Kunden.");
    expect((job.task as { employee: { name: string } }).employee.name).toBe("Jonas Weber");
    const label = read("Lønnskjøring for Lukas Brenner E-Mail lukas.brenner@example.org: grunnlønn 52 300 kr, bonus 4 000 kr.");
    expect((label.task as { employee: { firstName: string; lastName: string } }).employee).toMatchObject({ firstName: "Lukas", lastName: "Brenner" });
    const double = read("Crea el proyecto «Renovación Web» para Olivares Hermanos SL (NIF 962518347); jefa de proyecto Lucía Fernández Peña (lucia.fernandez@example.org).");
    expect((double.task as { projectManager: { name: string } }).projectManager.name).toBe("Lucía Fernández Peña");
  });
});

describe("a manager's letter that tells the day before the request", () => {
  it("turns to the matter at 'Passo ao essencial', 'Nun zur eigentlichen Sache', 'J'en viens à l'essentiel', and the story's staff name no task", () => {
    const customer = read(
      "Temos um novo parceiro, a agência Sol e Fiorde Viagens Lda, que vai enviar grupos; eles querem receber as faturas em Ålesund.\n\nPasso ao essencial: peço-lhes a gentileza de registar a Sol e Fiorde Viagens Lda como cliente no sistema, org.nr. 933709906. A morada é Kongens gate 31, 6002 Ålesund, e o e-mail é post@solefiorde.no.",
    );
    expect(customer.task).toMatchObject({ type: "create_customer", organizationNumber: "933709906" });
    const departments = read(
      "Unser Steuerberater möchte, dass wir Kosten und Personal nach Bereichen getrennt sehen. Die Mitarbeiter sprechen von Resepsjon, Housekeeping und Kjøkken.\n\nNun zur eigentlichen Sache: Bitte legen Sie im System drei Abteilungen an: „Resepsjon“, „Housekeeping“ und „Kjøkken“.",
    );
    expect(departments.task).toMatchObject({ type: "create_departments", names: ["Resepsjon", "Housekeeping", "Kjøkken"] });
  });
  it("reads a reminder fee written before its words ('70 NOK de frais de relance'), not the payment after it", () => {
    const r = read(
      "Un de nos clients a une facture échue.\n– comptabilisez 70 NOK de frais de relance (débit 1500, crédit 3400) ;\n– facturez ces frais au client et envoyez-lui la facture ;\n– il nous a versé un acompte de 5 000 NOK sur la facture échue : enregistrez-le comme paiement partiel.",
    );
    expect(r.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 70, partialPaymentAmount: 5000 });
    // …and one after its words, with the story's payment told first ("J'en viens à l'essentiel").
    const letter = read(
      "Leur accompagnateur nous a appelés pour annoncer un virement partiel de 6 000 NOK, arrivé ce matin.\n\nJ'en viens à l'essentiel : trouvez la facture en retard et comptabilisez des frais de relance de 55 NOK, au débit 1500 et au crédit 3400. Créez une facture pour ces frais et envoyez-la. Enregistrez un paiement partiel de 6 000 NOK sur la facture en retard.",
    );
    expect(letter.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 55 });
  });
});

describe("a receipt line the story leaves out", () => {
  it("does not book the line a dash goes on to call private ('vaffel og kaffe på ferja – den har han selv sagt han betaler, så den skal ikke føres')", async () => {
    const receipt = ["FJORDSAMBAND FERJER AS", "Org.nr: 815405862 MVA", "KVITTERING   11.03.2026", "Vare Pris", "Bil inntil 6 m m/fører 516,00 kr", "Vaffel m/kaffe (kiosk) 207,00 kr", "Totalt: 723,00 kr"].join("\n");
    const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(
      "De tok bil og ferje hver vei, og Håkon spanderte vaffel og kaffe på ferja – den har han selv sagt han betaler, så den skal ikke føres på hotellet.\n\nSå til selve saken: vi trenger utgiften til ferja fra denne kvitteringen postert på avdeling Salg.",
      docs,
      { today: "2026-03-12" },
    );
    expect((r.task as { item?: string } | undefined)?.item ?? "").not.toMatch(/Vaffel/);
  });
});
