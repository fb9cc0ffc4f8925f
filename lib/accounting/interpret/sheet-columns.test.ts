import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";

/**
 * Rows pasted from a spreadsheet under their column headers: a purchase price beside the sales
 * price, columns worked out from the others (a share, hours times a rate, a month's part), money
 * columns whose header is a compound ("Timepris", "Fastløn", "Engangsbonus"), and a dimension named
 * after the writer's own column.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-04" });

describe("a product row with its purchase price", () => {
  it("the purchase price is the product's cost, not its price", () => {
    const r = read("Please add this item from the price list:\n\nVarenr\tVarenavn\tInnpris\tUtpris eks mva\tMva\n5120\tFortøyningstau 24 mm\t410,00\t690,00\t25 %");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Fortøyningstau 24 mm", productNumber: "5120", priceExcludingVat: 690, costExcludingVat: 410 });
    // Written in a sentence, with the cost before the price.
    const s = read("Create the product Ankerkjetting 10 mm, number 5121: cost price NOK 820, sales price NOK 1 290 excl. VAT.");
    expect(s.task).toMatchObject({ priceExcludingVat: 1290, costExcludingVat: 820 });
  });

  it("a purchase price given only for information is not entered", () => {
    const r = read("Opprett produktet Sommerkurv, nummer 3151, pris 240 kr eks. mva.\nInnkjøpspris fra grossisten: ca. 150 kr (bare til info)");
    expect(r.task).toMatchObject({ type: "create_product", priceExcludingVat: 240 });
    expect(r.task).not.toHaveProperty("costExcludingVat");
  });
});

describe("columns worked out from the others", () => {
  it("a milestone's amount beside its share of the fixed price holds nothing back", () => {
    const r = read(
      "Set the fixed price and invoice the first milestone.\n\nProsjekt\tKunde\tOrgnr\tFastpris\tMilepæl\tÅ fakturere\nKaianlegg Hareid\tHareid Sjømat AS\t918 273 645\t240 000,00\t25 %\t60 000,00",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 240000, milestonePercent: 25 });
  });

  it("a timesheet row's amount is its hours times the rate in the 'Timepris' column", () => {
    const r = read(
      "Register the hours and invoice the customer Hareid Sjømat AS (org no 918 273 645).\n\nDato\tAnsatt\tE-post\tProsjekt\tAktivitet\tTimer\tTimepris\tBeløp\n04.05.2026\tSigrun Vik\tsigrun.vik@example.org\tKaianlegg Hareid\tRigging\t6\t980,00\t5 880,00",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, hourlyRate: 980 });
  });

  it("a month's depreciation under 'Per måned' restates the cost over its life", () => {
    const r = read(
      "Month-end closing for May 2026.\n\nPost\tKonto\tMotkonto\tGrunnlag\tPer mnd\nAvskrivning gaffeltruck\t6010\t\t360 000,00 / 5 år\t6 000,00\nLønnsperiodisering\t5000\t2900\t\t38 000,00",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 360000, usefulLifeYears: 5 } });
  });

  it("a fixed salary and a one-off bonus under compound headers are both money", () => {
    const r = read("Payroll for May.\n\nAnsatt\tE-post\tFastløn\tBonus (eingongs)\tSum brutto\nSigrun Vik\tsigrun.vik@example.org\t48 000,00\t6 500,00\t54 500,00");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48000, bonus: 6500 });
    const e = read("Payroll for May, base plus the one-off bonus.\n\nAnsatt\tE-post\tGrunnlønn\tEngangsbonus\tBrutto\nSigrun Vik\tsigrun.vik@example.org\t48 000,00\t6 500,00\t54 500,00");
    expect(e.gate.ok).toBe(true);
    expect(e.task).toMatchObject({ type: "run_payroll", baseSalary: 48000, bonus: 6500 });
  });
});

describe("a dimension named after the writer's column", () => {
  it("the quoted name of a new dimension is its name though a column bears it, and the row's cell is the value", () => {
    const r = read(
      'Neue Buchhaltungsdimension "Region" mit den Werten "Nord" und "Sør", danach eine Buchung auf Konto 6800 mit dem Betrag unten.\n\nKonto\tTekst\tBeløp\tRegion\n6800\tKontorrekvisita\t2 450,00\tSør',
    );
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Region", values: ["Nord", "Sør"], account: 6800, amount: 2450, linkedValue: "Sør" });
  });

  it("values listed in a column of their own, a note beside one, are the dimension's values", () => {
    // The empty cells' tabs of the first row are gone, as a mail client trims them.
    const r = read(
      "Create the accounting dimension «Lokasjon» with these values and book the voucher below on the second one.\n\nDimensjon: Lokasjon\nVerdi\tKommentar\nKai 1\nKai 2\t[opened in March]\n\nKonto\tBeløp\tDimensjon\n6300\t4 900,00\tKai 2",
    );
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Lokasjon", values: ["Kai 1", "Kai 2"], account: 6300, amount: 4900, linkedValue: "Kai 2" });
  });
});
