import { describe, expect, it } from "vitest";
import { derivationOf, writtenAsCheck } from "./derived-figures";
import { fold } from "./text";

const leaf = (path: string, value: number) => ({ path, value });

describe("a check figure the reading's numbers already give", () => {
  it("is the total incl. VAT, the net of a gross, or the VAT itself", () => {
    expect(derivationOf(12050, [leaf("amountExcludingVat", 9640)])?.how).toBe("9640 + 25 % VAT");
    expect(derivationOf(71.92, [leaf("priceIncludingVat", 89.9)])?.how).toBe("89.90 without its 25 % VAT");
    expect(derivationOf(2460, [leaf("amountExcludingVat", 9840)])?.how).toBe("the 25 % VAT of 9840");
    expect(derivationOf(1120, [leaf("amount", 1000)])?.how).toBe("1000 + 12 % VAT");
  });

  it("goes from a net field up and from a gross field down, never the other way", () => {
    // A reading that put the gross (12 050) in the net field must not make the net a check figure.
    expect(derivationOf(9640, [leaf("amountExcludingVat", 12050)])).toBeUndefined();
    expect(derivationOf(12050, [leaf("amountIncludingVat", 9640)])).toBeUndefined();
    expect(derivationOf(2410, [leaf("amountIncludingVat", 12050)])?.how).toBe("the 25 % VAT of 9640");
  });

  it("is a percentage of an amount, hours times a rate, or the sum of the lines", () => {
    expect(derivationOf(96000, [leaf("fixedPrice", 240000), leaf("percentage", 40)])?.how).toBe("40 % of 240000");
    expect(derivationOf(11400, [leaf("hours", 12), leaf("hourlyRate", 950)])?.how).toBe("12 × 950");
    const lines = [leaf("lines.0.unitPrice", 1200), leaf("lines.0.quantity", 3), leaf("lines.1.unitPrice", 4500)];
    expect(derivationOf(8100, lines)?.how).toBe("the sum of the lines");
    expect(derivationOf(10125, lines)?.how).toBe("the sum of the lines + 25 % VAT");
  });

  it("is a sum or difference of two, a cost spread over its life, a rate's change times an amount, a year of months, or the lines each with its VAT", () => {
    expect(derivationOf(51800, [leaf("baseSalary", 46800), leaf("bonus", 5000)])?.how).toBe("46800 + 5000");
    expect(derivationOf(3042, [leaf("invoiced", 95654), leaf("received", 92612)])?.how).toBe("95654 − 92612");
    expect(derivationOf(35000, [leaf("acquisitionCost", 245000), leaf("usefulLifeYears", 7)])?.how).toBe("245000 / 7");
    expect(derivationOf(5400, [leaf("acquisitionCost", 194400), leaf("usefulLifeYears", 3)])?.how).toBe("194400 / (3 × 12 months)");
    expect(derivationOf(1943.5, [leaf("amountForeign", 8450), leaf("invoiceRate", 11.42), leaf("paymentRate", 11.65)])?.how).toBe("8450 × (11.65 − 11.42)");
    expect(derivationOf(86400, [leaf("accrual.amount", 7200)])?.how).toBe("7200 a month for 12 months");
    const lines = [leaf("lines.0.unitPriceExcludingVat", 2300), leaf("lines.0.vatRate", 15), leaf("lines.1.unitPriceExcludingVat", 6800), leaf("lines.1.vatRate", 25), leaf("lines.2.unitPriceExcludingVat", 450), leaf("lines.2.vatRate", 0)];
    expect(derivationOf(11595, lines)?.how).toBe("the sum of the lines, each with its VAT");
  });

  it("is not an amount the numbers do not give, nor one made of an account or a product number", () => {
    expect(derivationOf(4500, [leaf("amountExcludingVat", 9640)])).toBeUndefined();
    expect(derivationOf(13600, [leaf("expenseAccount", 6800), leaf("quantity", 2)])).toBeUndefined();
    expect(derivationOf(8000, [leaf("productNumber", 4000), leaf("quantity", 2)])).toBeUndefined();
    expect(derivationOf(0, [leaf("amount", 0)])).toBeUndefined();
  });

  it("counts only when written as a check: VAT words beside a VAT figure, '=' or a bracket beside any", () => {
    const at = (text: string, figure: string, kind: "vat" | "arithmetic") => writtenAsCheck(fold(text), text.indexOf(figure), figure.length, kind);
    expect(at("9 640 kroner eks. mva., det vil si 12 050 kroner inklusive mva.", "12 050 kroner", "vat")).toBe(true);
    expect(at("9.840 NOK + IVA = 12.300 NOK", "12.300 NOK", "vat")).toBe(true);
    expect(at("the first milestone, 40 % of the price (96 000 NOK excl. VAT)", "96 000 NOK", "arithmetic")).toBe(true);
    expect(at("12 h at NOK 950/h = NOK 11,400", "NOK 11,400", "arithmetic")).toBe(true);
    expect(at("el euro estaba a 11,65 NOK, de modo que en el banco hemos recibido 98 442,50 NOK.", "98 442,50 NOK", "arithmetic")).toBe(true);
    // A second line that happens to equal the first with VAT is a line, not a check.
    expect(at("3 hours of consulting at 1200 NOK plus a software licence at 4500 NOK", "4500 NOK", "vat")).toBe(false);
    expect(at("and a cleaning fee of 1500 NOK", "1500 NOK", "arithmetic")).toBe(false);
    // Words of reckoning in the figure's sentence, before or after it; a checked figure in brackets.
    expect(at("the first milestone is 40 % – NOK 96,000 by my count?", "NOK 96,000", "arithmetic")).toBe(true);
    expect(at("Wenn ich richtig rechne: fakturiert 95.654 NOK, eingegangen 92.612 NOK", "92.612 NOK", "arithmetic")).toBe(true);
    expect(at("fastlønn 46 800 kr og en bonus på 5 000 kr – til sammen 51 800 kr brutto", "51 800 kr", "arithmetic")).toBe(true);
    expect(at("to expense: NOK 7,200 (check: NOK 86,400 paid for 12 months)", "NOK 86,400", "arithmetic")).toBe(true);
    // Everything in a bracket that opens with a check word, nested brackets and all.
    const control = "(control: 8.450 × (12,05 − 11,20) = 7.182,50 NOK de agio; recibido en el banco 101.822,50 NOK)";
    expect(at(control, "101.822,50 NOK", "arithmetic")).toBe(true);
    expect(at("18.400 NOK más IVA (el 25 %; si no me equivoco, 23.000 NOK en total)", "23.000 NOK", "vat")).toBe(true);
    expect(at("Son 18.400 NOK y 23.000 NOK en total.", "23.000 NOK", "arithmetic")).toBe(true);
    expect(at("O sea, hemos recibido 117.707,50 NOK frente a los 112.290 NOK facturados: 5.417,50 NOK de diferencia", "5.417,50 NOK", "arithmetic")).toBe(true);
    // An invoice (Rechnung, regning) is no reckoning.
    expect(at("Die Rechnung über 8.450 EUR und die Gebühr 1.943,50 NOK", "1.943,50 NOK", "arithmetic")).toBe(false);
    expect(at("regningen fra Telenor på 1 200 kr og gebyret 300 kr", "300 kr", "arithmetic")).toBe(false);
  });
});
