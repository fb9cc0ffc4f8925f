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
  });
});
