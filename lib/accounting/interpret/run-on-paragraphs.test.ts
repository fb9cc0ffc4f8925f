import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-20" });

describe("a request written as one breathless paragraph", () => {
  it("reads each ledger error between ', og så' and ', og til sist', amounts said with 'tusen', and 'i stedet for X' names the right side", () => {
    const r = read(
      "Hei, kassereren her, revisoren fann fire feil i januar og februar 2026, så rett dei med riktige bilag, først ei postering på feil konto, konto 6550 er brukt i staden for 6500, beløp 2 tusen 300 kroner, og så eit bilag som er ført to gonger, konto 7320, beløp 1 tusen 150 kroner, så ei manglande mva-line, konto 4000, beløp utan mva 8 tusen 400 kroner, der manglar inngåande mva på konto 2710, og til sist eit feil beløp på konto 6800, ført 5 tusen 620 kroner i staden for 2 tusen 560, takk!",
    );
    expect(r.task).toEqual({
      type: "correct_ledger_errors",
      fromDate: "2026-01-01",
      toDate: "2026-02-28",
      errors: [
        { kind: "wrong_account", wrongAccount: 6550, correctAccount: 6500, amount: 2300 },
        { kind: "duplicate_voucher", account: 7320, amount: 1150 },
        { kind: "missing_vat", account: 4000, amountExcludingVat: 8400, vatAccount: 2710, vatRate: 25 },
        { kind: "wrong_amount", account: 6800, postedAmount: 5620, correctAmount: 2560 },
      ],
    });
  });

  it("reads invoice lines said one after another, each named before its number, the currency said once", () => {
    const r = read(
      "Hola, soy Marta otra vez, a Remos del Sur SL, número de organización 931 442 870, hay que hacerles una factura con tres líneas, primero «Alquiler de kayaks», producto 5101, a 9 mil 600 coronas con IVA del 25 por ciento, y luego «Almuerzo del equipo», producto 5102, a 2 mil 450 con el IVA de alimentos del 15 por ciento, y luego «Cuota de regata», producto 5103, a 1 mil 300 con 0 por ciento de IVA, todos los precios sin IVA, ¡gracias!",
    );
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Alquiler de kayaks", productNumber: "5101", unitPriceExcludingVat: 9600, vatRate: 25 },
        { description: "Almuerzo del equipo", productNumber: "5102", unitPriceExcludingVat: 2450, vatRate: 15 },
        { description: "Cuota de regata", productNumber: "5103", unitPriceExcludingVat: 1300, vatRate: 0 },
      ],
    });
  });

  it("reads a year-end closing's assets without their articles, the prepaid amount after its word and the accumulated account beside its word", () => {
    const r = read(
      "Hallo, bitte den Jahresabschluss 2025 machen, erstens die Abschreibung für zwei Anlagen, den Kompressor (60 Tausend Kronen, 5 Jahre, Konto 1230) und die Werkbank (24 Tausend Kronen, 4 Jahre, Konto 1240), Konto 6010 für den Aufwand und 1209 für die kumulierten Abschreibungen, zweitens die vorausbezahlten Aufwendungen auflösen, 12 Tausend 600 Kronen auf Konto 1700, und drittens die Steuerrückstellung, 22 Prozent, Konto 8700 und 2920, danke!",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Kompressor", acquisitionCost: 60000, usefulLifeYears: 5, assetAccount: 1230 },
        { name: "Werkbank", acquisitionCost: 24000, usefulLifeYears: 4, assetAccount: 1240 },
      ],
      depreciationExpenseAccount: 6010,
      accumulatedDepreciationAccount: 1209,
      prepaidReversal: { amount: 12600, account: 1700 },
    });
  });
});

describe("the accumulated-depreciation account", () => {
  it("is the one its words label, not an asset's account written before them", () => {
    const r = read(
      "Year-end 2025: depreciate straight-line, one voucher per asset: van NOK 300,000 over 5 years (acct 1230), tools NOK 40,000 over 4 years (acct 1200) - expense 6010, accumulated depreciation 1209; reverse the prepaid expenses on 1700 (NOK 9,000 in total); tax 22% of taxable profit on 8700 against 2920.",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", depreciationExpenseAccount: 6010, accumulatedDepreciationAccount: 1209, prepaidReversal: { amount: 9000, account: 1700 } });
  });
});
