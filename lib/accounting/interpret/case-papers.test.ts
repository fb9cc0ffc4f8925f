import { describe, expect, it } from "vitest";
import { sharedAttachment } from "./test-attachments";
import { tokenize } from "./concepts";
import { readMessage } from "./message";
import { readKeyValues } from "./structure/key-values";
import { expandAbbreviations } from "./concepts/abbreviations";
import { applyCorrectionLines } from "./structure/corrections";
import { interpret, interpretWithRules } from "./index";

/**
 * Requests written as case papers: a subject line over labelled fields, German infinitives with
 * "zu", a closing named by its month, a bracket explaining an address, a number called a mistake.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-14" });
const receipt = sharedAttachment;

describe("a letter's subject line and its own fields", () => {
  it("a field further down names the thing; the subject line only says what the letter is about", () => {
    const r = read(
      "Subject: expense claim for a business trip\n\nTraveller: Maren Holt (maren.holt@example.org)\nTitle: Supplier audit Trondheim\nDates: 2 April 2026 to 3 April 2026\nPer diem: 2 days at NOK 800 per day\nTrain ticket NOK 1 290",
    );
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Supplier audit Trondheim" });
    const i = read("Betreff: Ausgangsrechnung\nKunde: Moser Bau GmbH, Org.-Nr. 931 204 557\nBezeichnung: Gerüstmiete April\nBetrag: NOK 12 300,00 netto, zzgl. 25 % MwSt.\nBitte erstellen und versenden.");
    expect(i.task).toMatchObject({ type: "create_and_send_invoice", description: "Gerüstmiete April" });
  });

  it("'N° d'article', 'Art.-Nr.' label a product's number", () => {
    const p = read("Objet : nouvel article\nDésignation : Contrat de support annuel\nN° d'article : 8812\nPrix : NOK 4 500,00 HT, TVA 25 %");
    expect(p.task).toMatchObject({ type: "create_product", productNumber: "8812", name: "Contrat de support annuel" });
    const g = read("Neues Produkt anlegen: „Servicepaket Basis“, Art.-Nr. 6650, Preis 2 100,00 NOK netto, 25 % MwSt.");
    expect(g.task).toMatchObject({ type: "create_product", productNumber: "6650" });
  });
});

describe("German infinitives with 'zu' inside a separable verb", () => {
  it("'anzulegen', 'zuzuschicken' are read as 'anlegen', 'zuschicken' (and 'schicken')", () => {
    expect(tokenize("anzulegen")[0].word).toBe("anlegen");
    expect(tokenize("zuzuschicken")[0].forms).toEqual(expect.arrayContaining(["zuschicken", "schicken"]));
    // Words that only start like one stay as they are.
    expect(tokenize("Anzug Auszug")[0].word).toBe("anzug");
    const r = read("Es ist eine Rechnung an die Moser Bau GmbH (Org.-Nr. 931 204 557) auszustellen und dem Kunden zuzuschicken. Leistung: Gerüstmiete, NOK 12 300,00 netto zzgl. 25 % MwSt.");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Gerüstmiete", amountExcludingVat: 12300 });
  });
});

describe("a closing named by its month", () => {
  it("an accounts close followed by a month and its year is a month's closing, not the year's", () => {
    // "Cierre contable" alone may be the year's: the month after it says which.
    const r = read("Cierre contable de abril de 2026 (fecha 30/04/2026):\n- Periodificación: pasar NOK 6 000 de la cuenta 1700 a gasto.\n- Amortización lineal de un equipo de NOK 72 000 en 5 años, cuenta 6010.\n- Provisión de salarios: debe 5000, haber 2900.");
    expect(r.classification.type).toBe("month_end_closing");
  });
});

describe("a bracket after an e-mail address explains the address", () => {
  it("its words name no task ('invoices from them come from this address')", () => {
    const text = "Please register a new supplier:\nName: Fjordlink Transport AS\nOrg. no.: 927 114 530\nE-mail: billing@fjordlink.example (their invoices are sent from this address)";
    expect(readMessage(text).request).not.toContain("invoices");
    expect(read(text).task).toMatchObject({ type: "create_supplier", name: "Fjordlink Transport AS", email: "billing@fjordlink.example" });
  });
});

describe("a number the writer calls a mistake", () => {
  it("is set aside as an earlier figure; the number said right stays", () => {
    const text =
      "Order for Brekke Marine AS (org. no. 927 114 530): Hull cleaning (item no. 4410), NOK 3 000, and Anode kit (item no. 4412), NOK 900, both excl. VAT. Invoice the order and register it as paid.\nNote: the quote wrongly listed the anode kit as item no. 4421.";
    expect(readMessage(text).context.filter((c) => c.reason === "earlier-figure").map((c) => c.raw)).toEqual(["4421"]);
    const r = read(text);
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment" });
    expect((r.task as { lines: { productNumber: string }[] }).lines.map((l) => l.productNumber)).toEqual(["4410", "4412"]);
  });
});

describe("a department named after its word", () => {
  it("only on the word's own line: a sentence below opens with no department's name", async () => {
    const r = await interpret(
      "Receipt for the Kundeservice department\n\nThe attached receipt has two lines: only the USB-hub is the company's, the rest was private. Book it with the right VAT.",
      [receipt("kvittering_es_03.pdf")],
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "USB-hub", department: "Kundeservice" });
  });
});

describe("a free dimension however its name and values are written", () => {
  const dim = (text: string) => read(text).task as { dimensionName?: string; values?: string[]; linkedValue?: string; account?: number; amount?: number };

  it("a name label and a values label on their own lines ('namn:', 'Allowed values: A | B')", () => {
    expect(dim("ny dimensjon\nnamn: Segment\nverdiar: Privat og Bedrift\nbilag på konto 6800, kr 2 300, knytt til Bedrift")).toMatchObject({ dimensionName: "Segment", values: ["Privat", "Bedrift"], linkedValue: "Bedrift", account: 6800, amount: 2300 });
    expect(dim("New free dimension, link the voucher below to Retail.\n\nDimension: Segment\nAllowed values: Retail | Wholesale\n\nVoucher\nAccount 6800      Amount 2 300,00      Segment: Retail")).toMatchObject({ dimensionName: "Segment", values: ["Retail", "Wholesale"], linkedValue: "Retail", amount: 2300 });
  });

  it("the kind of dimension in quotes is no name; a value said not to be used is not the voucher's", () => {
    expect(dim("Créez une dimension analytique (une « dimension libre ») appelée « Segment », avec deux valeurs : « Privé » et « Entreprise ». Passez ensuite une écriture de 2 300 NOK sur le compte 6800, rattachée à la valeur « Entreprise ». La valeur « Privé » n'est pas utilisée ici.")).toMatchObject({ dimensionName: "Segment", linkedValue: "Entreprise" });
    expect(dim("bitte eine neue freie Dimension Segment anlegen, Werte Privat und Firma. dann 2.300 NOK auf Konto 6800 buchen und dem Wert Firma zuordnen")).toMatchObject({ dimensionName: "Segment", values: ["Privat", "Firma"], linkedValue: "Firma" });
    // "dimensjonsverdien Bedrift" names a value; the name follows "som heiter".
    expect(dim("Lag ein ny dimensjon som heiter Segment, med verdiane Privat og Bedrift. Før eit bilag på konto 6800, kr 2 300, knytt til dimensjonsverdien Bedrift.")).toMatchObject({ dimensionName: "Segment", values: ["Privat", "Bedrift"], linkedValue: "Bedrift" });
  });

  it("a posting's sides name its accounts: 'débit 6800 … / crédit 1920', 'D 6800 / K 1920'", () => {
    expect(dim("Dimension libre « Segment » avec les valeurs Privé et Entreprise. Écriture : débit 6800 2 300,00 (Segment = Entreprise) / crédit 1920 2 300,00.")).toMatchObject({ account: 6800, amount: 2300, linkedValue: "Entreprise" });
  });
});

describe("a posting note's ledger corrections", () => {
  it("the posting after an arrow is the writer's remedy; an arrow to a plain account states the error; an ISO date's year is no account", () => {
    const r = read(
      "Tre feil i hovedboka januar–februar 2026. Korreksjonsbilag datert 2026-02-28:\n1. Bilag 2026-01-12: 3 100,00 ført på 6540, skulle vært 6800 → D 6800 / K 6540 3 100,00.\n2. 6300: ført 14 000,00, riktig beløp 12 500,00 → D 1920 / K 6300 1 500,00.\n3. 2 450,00 på 7140 → hører til 7100.",
    );
    expect((r.task as { errors: unknown[] }).errors).toEqual([
      { kind: "wrong_account", wrongAccount: 6540, correctAccount: 6800, amount: 3100 },
      { kind: "wrong_amount", account: 6300, postedAmount: 14000, correctAmount: 12500 },
      { kind: "wrong_account", wrongAccount: 7140, correctAccount: 7100, amount: 2450 },
    ]);
    expect(r.gate.ok).toBe(true);
  });
});

describe("a posting note's figures with øre and no currency", () => {
  it("are kroner; an item's number before its name; a sum worked out on its line and a VAT code restate nothing new", () => {
    const r = read(
      "Brekke Marine AS, org.nr. 927114530 – ordre → faktura → innbetaling:\nOrdre med varene 4410 Skrogvask 3 000,00 og 4412 Anodesett 900,00 (eks. mva, kode 3).\nFakturer ordren: 3 900,00 + mva 975,00 = 4 875,00.\nHele beløpet er betalt: D 1920 / K 1500 4 875,00, bankdato 2026-04-10.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "order_to_invoice_with_payment",
      lines: [
        { description: "Skrogvask", productNumber: "4410", unitPriceExcludingVat: 3000 },
        { description: "Anodesett", productNumber: "4412", unitPriceExcludingVat: 900 },
      ],
    });
    expect(readMessage("Art.-Nr. 3108 Backkurs – 8 400,00 netto, MwSt-Code 31 (15 %)").context.map((c) => [c.raw, c.reason])).toContainEqual(["31", "vat-code"]);
  });

  it("hours times a price is the hourly rate; a table's small whole numbers beside its prices are quantities", () => {
    const h = read("Prosjekt «Kaiombygging» – Brekke Marine AS (org.nr. 927114530):\nTimer: Ola Dahl (ola.dahl@example.org), 6,0 t, aktivitet Montasje, dato 2026-04-10.\nDeretter prosjektfaktura til kunden: 6 × 1 050,00 = 6 300,00 eks. mva.");
    expect(h.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, hourlyRate: 1050 });
    const t = read("ordre fra nettbutikken – legg inn ordren, fakturer den og registrer full betaling\nKunde: Brekke Marine AS, org.nr. 927114530\nVarenr  Produkt  Ant.  Pris eks. mva\n4410    Skrogvask    2     3 000,00\n4412    Anodesett    1     900,00");
    expect((t.task as { lines: { quantity: number; unitPriceExcludingVat: number }[] }).lines.map((l) => [l.quantity, l.unitPriceExcludingVat])).toEqual([
      [2, 3000],
      [1, 900],
    ]);
  });
});

describe("names and figures said plainly", () => {
  it("'on the CRM rollout project': a capitalised word and the lowercase words of the same name before the noun", () => {
    const r = read("Tom Berge (tom.berge@example.org) put in 7.5 hours on the CRM rollout project for Northlight Systems AS (org no 958393636), activity Rådgivning, rate 1200 NOK an hour. Log the hours and invoice the customer.");
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", projectName: "CRM rollout" });
  });

  it("'a one-off bonus of 5500 on top': the figure after the bonus word is the bonus, currency or not", () => {
    const r = read("Run the payroll for March 2026 for Priya Nair (priya.nair@example.org): base salary 61 200 kroner, and add a one-off bonus of 5500 on top.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 61200, bonus: 5500 });
  });
});

describe("a note written like a config file", () => {
  it("'key=value' lines are label lines, short keys written out, '//' comments remarks, '240_000' a figure", () => {
    expect(readKeyValues("new employee\nfirst=Ada\nlast=Lind\ndob=1990-04-02  // check\norg_nr=912345678")).toBe(
      "new employee\nfirst name: Ada\nlast name: Lind\ndate of birth: 1990-04-02 – check\norg nr: 912345678",
    );
    expect(readKeyValues("fixed_price=240_000 NOK\npm=Ada Lind")).toBe("fixed price: 240 000 NOK\nproject manager: Ada Lind");
    // One "=" in a sentence is a sum, not a pair, and so are sums worked out line by line.
    expect(readKeyValues("Fakturer ordren: 3 900,00 + mva 975,00 = 4 875,00.")).toBe("Fakturer ordren: 3 900,00 + mva 975,00 = 4 875,00.");
    const sums = "1a. Software: NOK 90'000.00 / 6 Jahre = NOK 15'000.00\n1b. Inventar: NOK 50'000.00 / 10 Jahre = NOK 5'000.00";
    expect(readKeyValues(sums)).toBe(sums);
    const r = read("nytt produkt\nnavn=Havrekjeks Øko\nnum=5521\npris=89.50 eks mva\nmva=15%   // matvare");
    expect(r.task).toMatchObject({ type: "create_product", name: "Havrekjeks Øko", productNumber: "5521", priceExcludingVat: 89.5, vatRate: 15 });
  });

  it("a bracketed list is a list; an 'edit:' line corrects the figure or date it names", () => {
    expect(read("criar departamentos: [Armazém, Compras, Vendas]").task).toMatchObject({ type: "create_departments", names: ["Armazém", "Compras", "Vendas"] });
    const e = read("new employee\nfirst=Ada\nlast=Lind\ndob=1990-04-02\nemail=ada.lind@example.org\nstart=2026-08-01\nedit: start=2026-09-01 (september, not august)");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Ada", lastName: "Lind", dateOfBirth: "1990-04-02", startDate: "2026-09-01" });
    expect(applyCorrectionLines("linjer: 4410 Skrogvask 3000 ; 4412 Anodesett 9000\nedit: anodesett er 900, ikke 9000 (tastefeil)")).toBe("linjer: 4410 Skrogvask 3000 ; 4412 Anodesett 900");
  });

  it("a salary written bare under its label is kroner when the note names no currency", () => {
    const r = read("lønn mars 2026\nansatt: Ola Dahl <ola.dahl@example.org>\ngrunnlønn: 41200\nbonus: 3000 – engang");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41200, bonus: 3000 });
  });
});

describe("a year-end closing whose assets cannot be read", () => {
  it("is held back with the reason, not booked as the tax alone", () => {
    const r = read("jahresabschluss 2025, datum=2025-12-31\nAfA linear, soll 6010 / haben 1209:\n  Software, 8 jahre (konto 1250), kosten laut anlagenkartei\nsteuer: 22% vom gewinn -> 8700 / 2920");
    expect(r.gate.ok).toBe(false);
    expect(r.gate.reasons.join(" ")).toContain("no asset");
  });

  it("reads the asset when its cost is a bare figure in a note that names no currency", () => {
    const r = read("jahresabschluss 2025, datum=2025-12-31\nAfA linear, soll 6010 / haben 1209:\n  Software   96000   8 jahre   (konto 1250)\nsteuer: 22% vom gewinn -> 8700 / 2920");
    expect(r.task).toMatchObject({ type: "year_end_closing", assets: [{ name: "Software", acquisitionCost: 96000, usefulLifeYears: 8, assetAccount: 1250 }] });
  });
});

describe("German accounting abbreviations", () => {
  it("'RAP' is the accrual (Abgrenzungsposten), never a reminder", () => {
    const t = expandAbbreviations("aktive RAP auflösen: 79750 auf konto 1700", "de").toLowerCase();
    expect(t).toContain("abgrenzungsposten");
    expect(t).not.toContain("rappel");
  });
});
