import type { FoundAmount } from "./amounts";

/**
 * Whether an amount is written as excluding or including VAT, by the words right beside it: "kr
 * 22 680,- eks. mva", "18 400 HT", "netto NOK 9 600", "zzgl. MwSt.", "+ 25 % mva" (net); "28 350
 * inkl. mva", "12 000 con IVA", "TTC", "brutto" (gross). Reads the folded text; bounded windows.
 */
export type VatBasis = "excl" | "incl";

const VAT = String.raw`(?:mva|moms|vat|mwst|ust|iva|tva|taxes?|avgift|meirverdiavgift|merverdiavgift|mehrwertsteuer|umsatzsteuer)`;
const EXCL_AFTER = new RegExp(String.raw`^[\s,(\-]{0,3}(?:(?:eks|ekskl|eksklusiv|excl|excluding|exclusive|ex|exkl|exklusive|ohne|sin|sem|s\/|hors|uten|utan|before|antes de|avant)\.?\s{0,2}${VAT}|ht\b|h\.t\.|netto|net\b|neto|liquido|zzgl\.?\s{0,2}${VAT}|(?:\+|plus|pluss|mais|mas|en plus)\s{0,2}(?:\d{1,2}\s?%\s{0,2})?${VAT})`);
const INCL_AFTER = new RegExp(String.raw`^[\s,(\-]{0,3}(?:(?:inkl|inklusiv|inklusive|incl|including|inclusive|med|with|mit|con|com|c\/|avec|incluido|incluida|incluso|inclus|inclusa)\.?\s{0,2}(?:\d{1,2}\s?%\s{0,2})?${VAT}|${VAT}\s{0,2}(?:inkl|incl|incluido|incluida|incluso|inclus|inclusa)\w*|ttc\b|brutto|gross\b|bruto)`);
// "montant hors TVA 12 880", "importe sin IVA 8 800", "beløp ekskl mva: 9600": the basis named right before the figure.
const EXCL_BEFORE = new RegExp(String.raw`(?<![a-z])(?:netto(?:preis|betrag|pris|belop)?|net|neto|(?:eks|ekskl|excl|excluding|exkl|ohne|sin|sem|s\/|hors|uten)\.?\s{0,2}${VAT}|ht)\s{0,2}:?\s{0,2}(?:nok|kr\.?|eur|usd)?\s{0,2}$`);
const INCL_BEFORE = new RegExp(String.raw`(?<![a-z])(?:brutto(?:preis|betrag|pris|belop)?|gross|bruto|ttc|(?:inkl|incl|including|mit|con|com|c\/|avec)\.?\s{0,2}${VAT})\s{0,2}:?\s{0,2}(?:nok|kr\.?|eur|usd)?\s{0,2}$`);

export function vatBasisOf(folded: string, a: Pick<FoundAmount, "index" | "length">): VatBasis | undefined {
  const after = folded.slice(a.index + a.length, a.index + a.length + 28);
  const before = folded.slice(Math.max(0, a.index - 16), a.index);
  if (EXCL_AFTER.test(after) || EXCL_BEFORE.test(before)) return "excl";
  if (INCL_AFTER.test(after) || INCL_BEFORE.test(before)) return "incl";
  return undefined;
}

/** "le montant TTC", "the amount incl. VAT", "beløpet eks. mva": the basis named for the request's amount, away from its figure. */
const AMOUNT_WORD = String.raw`(?:montant|amount|total|belop|belopet|betrag|summe|importe|valor|montante|sum|summen)`;
const STATED_INCL = new RegExp(String.raw`\b${AMOUNT_WORD}\s{0,2}(?:(?:inkl|inklusiv|inklusive|incl|including|mit|con|com|avec)\.?\s{0,2}${VAT}|ttc\b|brutto\b|gross\b|bruto\b)`);
const STATED_EXCL = new RegExp(String.raw`\b${AMOUNT_WORD}\s{0,2}(?:(?:eks|ekskl|excl|excluding|exkl|ohne|sin|sem|hors|uten)\.?\s{0,2}${VAT}|ht\b|netto\b|net\b|neto\b)`);

export function statedBasis(folded: string): VatBasis | undefined {
  const incl = STATED_INCL.test(folded);
  const excl = STATED_EXCL.test(folded);
  return incl === excl ? undefined : incl ? "incl" : "excl";
}

/** The rates Norwegian VAT has (11.11 % is raw fish): a percentage that is none of them is no VAT rate. */
const VAT_PERCENTS = [25, 15, 12, 11.11, 0];
export const isVatPercent = (p: number) => VAT_PERCENTS.includes(p);
