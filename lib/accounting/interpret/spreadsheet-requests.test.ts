import { describe, expect, it } from "vitest";
import { roleOf } from "./test-roles";
import { interpretWithRules } from "./rules";
import { readStructure } from "./structure";
import { readSpreadsheetRows } from "./structure/spreadsheet-rows";
import { writtenAsCheck } from "./derived-figures";

/** Requests written from a spreadsheet: rows pasted with semicolons, sheet names, formulas with and without their results. */

const read = (text: string, today = "2026-05-11") => interpretWithRules(text, [], { today });

describe("rows pasted from a spreadsheet", () => {
  it("reads a record pasted as a semicolon header over one row, and the sheet's name as no name of the task", () => {
    const r = read(
      "Hei,\n\nny kunde, rad 7 i fanen «Kunder_2026»:\n\nNavn;Org.nr;Gateadresse;Postnr;Poststed;E-post\nBrattli Sag AS;918 204 557;Sagbruksvegen 4;2850;Lena;post@brattlisag.no\n\nOpprett kunden med adressen over.\n\nMvh Siri",
    );
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Brattli Sag AS",
      organizationNumber: "918204557",
      email: "post@brattlisag.no",
      address: { addressLine1: "Sagbruksvegen 4", postalCode: "2850", city: "Lena" },
    });
    expect(roleOf(r, "Kunder_2026")).toMatchObject({ role: "context", reason: "sheet" });
  });

  it("sets a sheet named after its quote by a cell ('Lønn_Mai'!C9) aside, in every language's word for a tab", () => {
    for (const text of [
      "Hola: registra el pago de la factura de Fjellro AS, 12 500,00 NOK (pestaña «Cobros_Mayo», fila 3). Ya pagado hoy.",
      "Hallo, die Zahlung von Fjellro AS über 12 500,00 NOK auf die Rechnung buchen (Blatt „Zahlungen_Mai“, Zeile 3).",
      "Hi, register Fjellro AS's payment of NOK 12,500.00 on their invoice (see 'Payments_May'!C3).",
    ]) {
      const r = read(text);
      expect(r.message.context.find((c) => c.kind === "quoted")?.reason, text).toBe("sheet");
    }
  });

  it("reads the account a writer books on with 'fører vi på' or 'før den på' (no account word)", () => {
    for (const phrase of ["Husleie fører vi på 6300.", "Før den på 6300."]) {
      const r = read(`Hei, inngående faktura LF-77 fra Lunde Forvaltning AS (org.nr 998 114 207), husleie juni: 15 000 kr inkl. 25 % mva. ${phrase} Leverandøren finnes.`);
      expect(r.task, phrase).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6300 });
    }
  });

  it("reads a formula shown with its result as the result, worked out, and a formula's own factor as no amount", () => {
    expect(readSpreadsheetRows("Lønn;Bonus;Brutto\n41 000,00;=A2*0,1 → 4 100,00;=A2+B2 → 45 100,00")).toBe(
      "| Lønn | Bonus | Brutto |\n| 41 000,00 | = 4 100,00 | = 45 100,00 |",
    );
    // A result written right after its formula in a sentence stays, the formula goes.
    expect(readSpreadsheetRows("netto 9 000,00 (=B4*1,25 → 11 250,00 brutto)")).toBe("netto 9 000,00 (= 11 250,00 brutto)");
    const r = read(
      "Hei,\n\ninngående faktura VK-3381 fra Vikane Kjøl AS (org.nr 987 611 204), kjøleservice i mai: 11 250,00 inkl. 25 % mva, altså netto 9 000,00 (=D4/1,25). Før den på 6540. Leverandøren er ny, opprett den.\n\nHilsen Siri",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 11250, expenseAccount: 6540 });
    expect(roleOf(r, "1,25")).toMatchObject({ role: "context", reason: "formula" });
    // "Total = 3 * 450": a sum written out in words is no spreadsheet's formula.
    expect(read("Invoice Lia Hotell AS for 3 rooms at 450 NOK each, total = 3 * 450 = 1350 NOK.").message.context.some((c) => c.reason === "formula")).toBe(false);
  });

  it("reads the accounts under 'Debet' and 'Kredit' in a pasted posting table as accounts, not amounts", () => {
    const r = read(
      "Hei,\n\nmånadsavslutning for mai 2026, frå fana «Avslutning_Mai»:\n\n| Post | Debet | Kredit | Beløp |\n| Forskotsbetalt leige mai | 6300 | 1700 | 12 000,00 |\n| Avskriving lastebil | 6010 | 1209 | 9 500,00 |\n\nBokfør dei to med dato 2026-05-31.\n\nHelsing Siri",
    );
    expect(r.classification.type).toBe("month_end_closing");
    expect(r.message.values.money.map((m) => m.value).sort((a, b) => a - b)).toEqual([9500, 12000]);
  });

  it("reads a first column headed 'Position' as each row's item, not a count of rows", () => {
    const table = "Position\tDatum\tBetrag NOK\nAbreise\t2026-05-04\t\nRückkehr\t2026-05-05\t\nFlugticket\t2026-05-04\t2 980,00\nTaxi\t2026-05-05\t310,00";
    expect(readStructure(table).split("\n")).toEqual(["- Abreise: 2026-05-04", "- Rückkehr: 2026-05-05", "- Flugticket · Datum: 2026-05-04 · Betrag NOK: 2 980,00 NOK", "- Taxi · Datum: 2026-05-05 · Betrag NOK: 310,00 NOK"]);
    // Numbered rows still drop their counter: "Pos." over "1", "2".
    expect(readStructure("Pos.\tKonto\tBeløp\n1\t6300\t4 000,00\n2\t6540\t1 200,00").split("\n")[0]).toMatch(/^1\) Konto: 6300/);
    const r = read(`Hallo,\n\nbitte eine Reisekostenabrechnung für Jon Hauge (jon.hauge@example.org), Titel „Messe Hamar“:\n\n${table}\n\nDanke, Siri`);
    expect(r.task).toMatchObject({
      type: "register_travel_expense",
      departureDate: "2026-05-04",
      returnDate: "2026-05-05",
      costs: [expect.objectContaining({ amount: 2980 }), expect.objectContaining({ amount: 310 })],
    });
  });

  it("reads an invoice's rows under a product-number column as an invoice of several lines", () => {
    const r = read(
      "Hi,\n\ninvoice for Sandvika Båt AS (org no 913 420 776), rows from my invoicing sheet:\n\nProdNo;Product;Qty;Unit price excl. VAT;VAT\n4410;Mooring line 12 mm;3;1 250,00;25 %\n4425;Harbour guide (book);2;340,00;0 %\n\nThe products exist. Don't send it yet.\n\nSiri",
    );
    expect(r.classification.type).toBe("create_invoice_with_lines");
    expect(r.task).toMatchObject({ lines: [expect.objectContaining({ productNumber: "4410", quantity: 3 }), expect.objectContaining({ productNumber: "4425", quantity: 2 })] });
  });

  it("reads each row's line total as worked out (quantity × unit price on its line), not a figure left over", () => {
    const r = read(
      "Hola,\n\npedido de Lindås Marin AS (nº org. 912 334 871):\n\nNº;Producto;Cant.;Precio unit. sin mva;Total línea\n5120;Tauverk 20 mm;3;1 200,00;3 600,00\n5134;Fender 60 cm;4;450,00;1 800,00\n\nCrea el pedido, pásalo a factura y registra el pago completo de hoy.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment" });
    expect(roleOf(r, "3 600,00")).toMatchObject({ role: "context", reason: "derived" });
    expect(roleOf(r, "1 800,00")).toMatchObject({ role: "context", reason: "derived" });
  });

  it("reads a record's count and unit price as the invoice's amount (their product)", () => {
    const r = read(
      "Bonjour,\n\nfacture à envoyer au client Hitra Bygg AS (nº org. 986 331 522) :\n\nClient;Texte;Qté;Prix unitaire HT\nHitra Bygg AS;Formation sécurité;3;4 200,00\n\nmva 25 % en plus. Le client existe déjà.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 12600 });
    expect(roleOf(r, "4 200,00")).toMatchObject({ role: "field" });
  });

  it("reads cells copied one by one with their addresses ('B8 Name: …') as a record, and a column named to be ignored as no value", () => {
    const r = read(
      "Hallo,\n\nbitte einen neuen Kunden anlegen, aus meiner Tabelle „Kunden_neu“:\n\nB4 Name: Fjordlys Sjømat AS\nC4 Org.-Nr.: 921 554 036\nD4 Straße: Kaiveien 9\nE4 PLZ: 6009\nF4 Ort: Ålesund\n\nSpalte G („Rabatt“) bitte ignorieren.\n\nGruß Siri",
    );
    expect(r.task).toMatchObject({ type: "create_customer", name: "Fjordlys Sjømat AS", organizationNumber: "921554036", address: { addressLine1: "Kaiveien 9", postalCode: "6009", city: "Ålesund" } });
    expect(roleOf(r, "Rabatt")).toMatchObject({ role: "context", reason: "sheet" });
    // A quarter's label is no cell's address.
    expect(readSpreadsheetRows("Q1 Budsjett: 100\nQ2 Budsjett: 200")).toBe("Q1 Budsjett: 100\nQ2 Budsjett: 200");
  });

  it("reads three rows of two cells about one semicolon as a table, but not a list whose items end in a semicolon", () => {
    expect(readSpreadsheetRows("10;Lager\n11;Verksted\n12;Salg")).toBe("| 10 | Lager |\n| 11 | Verksted |\n| 12 | Salg |");
    const list = "a) intitulé : Salon Lyon ;\nb) dates : du 16 au 17 mars ;\nc) taxi : 275,00 NOK ;";
    expect(readSpreadsheetRows(list)).toBe(list);
  });

  it("reads a salary row's bonus from its own label line, not the base salary on the line above", () => {
    const r = read(
      "Hi,\n\nMay payroll for Ola Vik (ola.vik@example.org), row 4 of tab 'Lonn_Mai':\n\nEmployee;Base salary;Bonus %;Bonus\nOla Vik;44 000,00;5 %;=B4*C4 → 2 200,00\n\nSo: base salary 44 000 NOK plus a one-off bonus of 2 200 NOK. Please run it.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 44000, bonus: 2200 });
  });

  it("keeps the unit of an hours column on rows keyed by their date", () => {
    expect(readStructure("Datum;Stunden\n2026-08-24;8\n2026-08-25;7,5".replace(/;/g, "\t")).split("\n")).toEqual(["- 2026-08-24: 8 stunden", "- 2026-08-25: 7,5 stunden"]);
  });

  it("reads a table of assets (cost under 'AK', life under 'Jahre') and a prepaid figure with øre but no currency in a year-end request", () => {
    const r = read(
      "Hallo,\n\nJahresabschluss 2025, Datum 2025-12-31, Beträge in Kronen:\n\n1) Abschreibungen linear, je Anlage ein eigener Beleg, Soll 6010 / Haben 1209 — Blatt „Anlagen“:\nAnlage;Konto;AK;Jahre\nBandsäge;1200;240 000,00;6\nTransporter;1230;310 000,00;5\n2) Rechnungsabgrenzung auf 1700 auflösen (insgesamt 18 600,00) gegen 6300.\n3) Steuerrückstellung 22 %: Soll 8700, Haben 2920.\n\nGruß Siri",
      "2026-01-12",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Bandsäge", acquisitionCost: 240000, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Transporter", acquisitionCost: 310000, usefulLifeYears: 5, assetAccount: 1230 },
      ],
      prepaidReversal: { amount: 18600, account: 1700 },
    });
  });

  it("reads hours listed day by day as a day's entry each, their sum the hours invoiced, and no total line as a day", () => {
    const r = read(
      "Hallo,\n\nStunden von Eva Lund (eva.lund@example.org) für das Projekt „Kai Nord“ (Kunde Nordkai AS, Org.-Nr. 972 573 302), Aktivität „Montage“:\n\nDatum;Stunden\n2026-05-04;7,5\n2026-05-05;8\n2026-05-06;4\nSUMME;19,5\n\nStundensatz 950,00 NOK, danach eine Projektrechnung an den Kunden.\n\nGruß Siri",
    );
    expect(r.task).toMatchObject({
      type: "log_hours_and_invoice",
      hours: 19.5,
      hourlyRate: 950,
      entries: [
        { date: "2026-05-04", hours: 7.5 },
        { date: "2026-05-05", hours: 8 },
        { date: "2026-05-06", hours: 4 },
      ],
    });
  });

  it("keeps a remark column's cell that holds a figure the task needs (a ledger error's right account or amount)", () => {
    const r = read(
      "Bonjour,\n\nj'ai trouvé 2 erreurs dans le grand livre de mars 2026 :\n\nType;Compte;Montant;Commentaire\nMauvais compte;6300;4 200,00;aurait dû être passé en 6340\nMontant erroné;7140;1 850,00;le bon montant est 1 580,00\n\nMerci de les corriger par des pièces de correction.\n\nSiri",
    );
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6300, correctAccount: 6340, amount: 4200 },
        { kind: "wrong_amount", account: 7140, postedAmount: 1850, correctAmount: 1580 },
      ],
    });
  });

  it("sets another row's figures aside where the request acts on one row it names (a returned payment on one of two invoices)", () => {
    const r = read(
      "Hei,\n\nLysefjord Bygg AS (org.nr 985 501 238) har to betalte fakturaer hos oss, men banken returnerte betalingen for den ene:\n\nFaktura;Eks. mva;Inkl. mva;Status\nTakrenner montert;8 000,00;10 000,00;RETUR fra bank\nStillasleie mai;2 400,00;3 000,00;OK\n\nReverser betalingen på «Takrenner montert» så den står utestående igjen. Den andre er fortsatt betalt.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", invoiceDescription: "Takrenner montert", amountIncludingVat: 10000 });
    expect(r.gate.ok).toBe(true);
    expect(roleOf(r, "3 000,00")).toMatchObject({ role: "context", reason: "other-row" });
  });

  it("reads a figure written to the øre with 'eks. mva' after it as an amount, though kroner are named elsewhere", () => {
    const r = read(
      "Hei,\n\nheile prosjektløpet for «Kai Vest» (Vest Havn AS, org.nr. 978 210 333):\n1) Budsjett 180 000 NOK.\n2) Timar: Ola Vik (prosjektleiar, ola.vik@example.org) 20 t.\n3) Leverandørkostnad 12 400,00 eks. mva frå Tau og Kjetting AS (org.nr. 923 456 708), 25 % mva i tillegg → 15 500,00.\n4) Kundefaktura for prosjektet.\n\nHelsing Siri",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", supplierCost: { amount: 12400, supplier: { organizationNumber: "923456708" } } });
  });

  it("takes the hourly rate from the amount the hours multiply into another amount the request writes", () => {
    const r = read(
      "Registra 10 horas da Ana Lopes (ana.lopes@example.org) no projeto \"Portal\" (cliente Faro SL, org.nr 958496575), atividade Testing. Valor/hora NOK 900,00. Depois fatura essas horas pro cliente - deve dar 9.000,00 sem mva.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 10, hourlyRate: 900 });
    expect(r.gate.ok).toBe(true);
    // A totals row's figure, however many empty cells stand before it, is the rows' sum written out.
    const row = "| 8804 | fagbok | 1 | 560,00 kr | 0 % | 0,00 kr |\n| sum eks mva |  |  |  |  | 4 190,00 kr |";
    expect(writtenAsCheck(row, row.indexOf("4 190"), 11, "arithmetic")).toBe(true);
    expect(writtenAsCheck(row, row.indexOf("560"), 9, "arithmetic")).toBe(false);
  });

  it("reads rows of a department's number and name as the departments with their own numbers", () => {
    const r = read("Hi,\n\nthree new departments, from my sheet (col A = dept no., col B = name):\n\n10;Sales North\n11;Sales South\n12;Field Service\n\nThanks, Siri");
    expect(r.task).toEqual({ type: "create_departments", names: ["Sales North", "Sales South", "Field Service"], numbers: ["10", "11", "12"] });
    // A numbered list is no list of numbers: "1. Lager" names the department "Lager".
    expect(read("Opprett avdelingene:\n1. Lager\n2. Verksted\n3. Salg").task).toEqual({ type: "create_departments", names: ["Lager", "Verksted", "Salg"] });
  });

  it("reads the hourly rate written after the hours' working in brackets ('(32 + 18 = 50 t) à 1.250,-')", () => {
    const r = read(
      "Hei,\n\nhele løpet for prosjektet «Kai Øst» (Øst Havn AS, org.nr. 930 466 603), budsjett 200.000,- eks. mva, prosjektleder Ola Vik (ola.vik@example.org).\nFør timer: Ola 30 timer og Kari Lunde (kari.lunde@example.org, konsulent) 20 timer.\nLag kundefaktura for prosjektet: de førte timene (30 + 20 = 50 t) à 1.100,- eks. mva.\n\nSiri",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", hourlyRate: 1100 });
  });
});


describe("cells pasted from a sheet with tabs", () => {
  it("leaves out a totals row under the rows it adds up, and a formula or an error shown in a cell", () => {
    const r = read("Opprett disse avdelingene.\n\nAvdeling\tKostnadssted\tAnsatte\nInnkjøp\t50\t3\nLager\t60\t4\nSum\t\t7\n");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Innkjøp", "Lager"] });
    const sheet = readStructure("Eiendel\tKostpris\tÅrlig\t\nKompressor\t133 200,00\t22 200,00\t=B2/6\nVarebil\t#VERDI!\t54 000,00\t\nSum\t\t76 200,00\t");
    expect(sheet).not.toMatch(/Sum|=B2|#VERDI/);
    // A "field | value" table's total is a field; a receipt's rows keep their sum.
    expect(readStructure("| Field | Value |\n|---|---|\n| Net | 100 NOK |\n| Total | 125 NOK |")).toContain("Total: 125 NOK");
  });

  it("reads one record with its totals row and an empty row between as the record alone", () => {
    const text = "Rechnung erstellen und senden bitte.\n\nKunde\tOrgnr\tBeskrivelse\tBeløp eks mva\tMva 25 %\tTotalt\nFischerei Weser GmbH\t812 714 767\tReparatur Netz\t18 400,00\t4 600,00\t23 000,00\n\t\t\t\t\t\nSum\t\t\t18 400,00\t4 600,00\t23 000,00\n";
    expect(readStructure(text)).toContain("Beskrivelse: Reparatur Netz\n");
    expect(readStructure(text)).not.toContain("Sum");
    const r = read(text);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "812714767" }, amountExcludingVat: 18400, description: "Reparatur Netz" });
  });

  it("sets a customer's credit limit aside, and keeps a figure's unit that a dictated text would drop as a filler", () => {
    const r = read("Ny kunde:\nKunde\tOrgnr\tE-post\tKredittgrense\nUlstein Marine AS\t878 055 047\tpost@ulsteinmarine.no\t50 000\n");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Ulstein Marine AS", organizationNumber: "878055047" });
    expect(interpretWithRules("Opprett produktet «Trålwire 16 mm», varenr 4417, pris 3 450 kr eks mva.", [], {}).task).toMatchObject({ name: "Trålwire 16 mm" });
  });
});

describe("invoice lines pasted from a sheet", () => {
  const sheet = [
    "Invoice to Kinsale Seafood Ltd, three lines, the products exist. Don't send it yet.",
    "",
    "FAKTURAGRUNNLAG – Kinsale Seafood Ltd (orgnr 904 040 134)\t\t\t\t\t",
    "Varenr\tVare\tAntall\tPris eks mva\tMva-sats\tMva kr",
    "3310\tNotlin 210/36\t1\t2 450,00\t25 %\t612,50",
    "5120\tTørrfisk gaveeske\t1\t1 180,00\t15 %\t177,00",
    "8804\tFagbok\t1\t560,00\t0 %\t0,00",
    "Sum eks mva\t\t\t4 190,00\t\t789,50",
  ].join("\n");

  it("reads the lines under a title row, the rate from the rate's column beside one of kroner, and no sending where it is refused", () => {
    const r = read(sheet, "2026-03-20");
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { productNumber: "3310", unitPriceExcludingVat: 2450, vatRate: 25 },
        { productNumber: "5120", unitPriceExcludingVat: 1180, vatRate: 15 },
        { productNumber: "8804", unitPriceExcludingVat: 560, vatRate: 0 },
      ],
    });
    expect((r.task as { send?: boolean }).send).toBeUndefined();
    // The totals row restates the lines: the request is not held back for it.
    expect(r.gate.ok).toBe(true);
    // A totals row's figure, however many empty cells stand before it, is the rows' sum written out.
    const row = "| 8804 | fagbok | 1 | 560,00 kr | 0 % | 0,00 kr |\n| sum eks mva |  |  |  |  | 4 190,00 kr |";
    expect(writtenAsCheck(row, row.indexOf("4 190"), 11, "arithmetic")).toBe(true);
    expect(writtenAsCheck(row, row.indexOf("560"), 9, "arithmetic")).toBe(false);
  });

  it("sets aside each line's total with its VAT, written on the line under 'Inkl mva'", () => {
    const r = read("Factura a Redes Cantábrico SL, orgnr 891 861 680, no la envíes.\n\nVarenr\tVare\tPris eks mva\tMva\tInkl mva\n3120\tNotflåte\t7 200,00\t25 %\t9 000,00\n3145\tBlylinje\t12 600,00\t25 %\t15 750,00\n");
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", lines: [{ unitPriceExcludingVat: 7200 }, { unitPriceExcludingVat: 12600 }] });
    expect(roleOf(r, "15 750")).toMatchObject({ role: "context", reason: "derived" });
  });

  it("reads departments from a sheet's name column beside a column of figures, the figures no part of the names", () => {
    const r = read("Opprett desse avdelingane.\n\nAvdeling\tBudsjett\tKommentar\nProduksjon\t4 200 000\t\nLager og logistikk\t1 150 000\t[flytta]\nSal eksport\t2 300 000\t\nSUM\t7 650 000\t=SUMMER(B3:B5)\n");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Produksjon", "Lager og logistikk", "Sal eksport"] });
  });
});
