/**
 * A check figure: an amount the request states that the reading's own numbers already give —
 * the total incl. VAT of a net amount ("9 640 kroner ex. VAT, that is 12 050 incl."), the VAT
 * itself, a percentage of a price ("40 % of the fixed price, 96 000"), hours times a rate
 * ("12 × 950 = 11 400"), or the sum of an invoice's lines. Writers add such figures to be
 * understood; they ask for nothing more, so the gate need not hold the request back for them.
 * A coincidence must not hide a value, though ("3 hours at 1200 plus a licence at 4500": 3 600
 * with VAT is 4 500), so the figure must also be written as one: with VAT words beside a VAT
 * figure, with "=", "i.e." or a bracket beside the others (see `writtenAsCheck`).
 * Pure and bounded: at most MAX_FACTORS numbers are paired.
 */

/** A number of the reading with its dotted path ("lines.0.unitPrice"). */
export interface NumberLeaf {
  path: string;
  value: number;
}

/** Norwegian VAT rates: the general one, food, and transport/hotels. */
const VAT_RATES = [0.25, 0.15, 0.12];
const MAX_FACTORS = 60;
/** Numbers that are names of things, not quantities: an account, a product number, a year. */
const NOT_A_QUANTITY = /(?:account|number|year|month|day|id)$/i;
/** Fields that hold an amount with VAT in it. */
const INCLUDING_VAT = /(?:includingvat|inclvat|gross)$/i;

/** Amounts are compared to the øre; a derived amount written rounded to whole kroner also counts. */
function same(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005 || (Number.isInteger(a) && Math.abs(Math.round(b) - a) < 0.005 && Math.abs(a - b) < 0.5);
}

const show = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const pct = (r: number) => `${Math.round(r * 100)} %`;

/** How a figure follows: by VAT, or by a product, percentage or sum. */
export type DerivationKind = "vat" | "arithmetic";

export interface Derivation {
  how: string;
  kind: DerivationKind;
}

/** How `amount` follows from the reading's numbers, in words ("9640 + 25 % VAT"), or undefined. */
export function derivationOf(amount: number, leaves: readonly NumberLeaf[]): Derivation | undefined {
  const how = derive(amount, leaves);
  return how === undefined ? undefined : { how, kind: /VAT/.test(how) ? "vat" : "arithmetic" };
}

/** VAT words, "incl." and "gross" in the seven languages (folded). */
const VAT_WORDS = /\b(?:mva|moms|meirverdiavgift|merverdiavgift|vat|mwst|ust|iva|tva|inkl|incl|including|inclusive|inklusive|inclus|incluido|incluida|ttc|brutto|gross|bruto)\b/;
/** Words that restate a figure ("=", a bracket, "i.e.", "dvs", "soit", "d.h.", "total"), one word each. */
const RESTATES = /(?:=|\(|\b(?:i\.?e|dvs|altsa|tilsvarer|totalt|d\.?h|also|entspricht|insgesamt|soit|total|sum|summe|equals|equivalent|making)\b)/;
/** Words of consequence earlier in the sentence ("so", "dermed", "donc", "modo" of "de modo que"), one word each. */
const FOLLOWS = /\b(?:so|hence|thus|therefore|dermed|derfor|difor|daher|somit|folglich|sodass|donc|ainsi|sorte|modo|portanto|logo|assim)\b/;

/**
 * Whether the figure at [index, index + length) of the folded text is written as a check: VAT
 * words within a few words of a VAT figure; a restating word or bracket just before any figure,
 * or a word of consequence earlier in its sentence.
 */
export function writtenAsCheck(folded: string, index: number, length: number, kind: DerivationKind): boolean {
  const before = folded.slice(Math.max(0, index - 24), index);
  const after = folded.slice(index + length, index + length + 40);
  if (RESTATES.test(before)) return true;
  const sentence = folded.slice(Math.max(0, index - 60), index).split(/[.!?]\s|\n/).pop() ?? "";
  if (FOLLOWS.test(sentence)) return true;
  return kind === "vat" && (VAT_WORDS.test(before) || VAT_WORDS.test(after));
}

function derive(amount: number, leaves: readonly NumberLeaf[]): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const factors = leaves.filter((l) => Number.isFinite(l.value) && l.value > 0 && !NOT_A_QUANTITY.test(l.path)).slice(0, MAX_FACTORS);
  for (const { path, value: x } of factors) {
    // Each way only from the field that holds its side: a net field's amount with VAT, a gross
    // field's without. A reading that put the gross in a net field must not pass for right.
    const gross = INCLUDING_VAT.test(path);
    for (const r of VAT_RATES) {
      if (!gross && same(amount, x * (1 + r))) return `${show(x)} + ${pct(r)} VAT`;
      if (gross && same(amount, x / (1 + r))) return `${show(x)} without its ${pct(r)} VAT`;
      if (same(amount, (gross ? x / (1 + r) : x) * r)) return `the ${pct(r)} VAT of ${show(gross ? x / (1 + r) : x)}`;
    }
  }
  for (let i = 0; i < factors.length; i++) {
    for (let j = 0; j < factors.length; j++) {
      if (i === j) continue;
      const [a, b] = [factors[i].value, factors[j].value];
      if (a === 1 || b === 1 || same(amount, a) || same(amount, b)) continue;
      // A percentage of an amount ("40 % of 240 000"), with or without VAT on top.
      if (a <= 100 && /percent/i.test(factors[i].path)) {
        const part = (a / 100) * b;
        if (same(amount, part)) return `${show(a)} % of ${show(b)}`;
        if (VAT_RATES.some((r) => same(amount, part * (1 + r)))) return `${show(a)} % of ${show(b)}, with VAT`;
      }
      if (j > i && same(amount, a * b)) return `${show(a)} × ${show(b)}`;
    }
  }
  const total = sumOfLines(factors);
  if (total !== undefined) {
    if (same(amount, total)) return "the sum of the lines";
    for (const r of VAT_RATES) if (same(amount, total * (1 + r))) return `the sum of the lines + ${pct(r)} VAT`;
  }
  return undefined;
}

/** The sum of the lines' amounts (quantity × unit price where both are read), when there are two or more lines. */
function sumOfLines(leaves: readonly NumberLeaf[]): number | undefined {
  const lines = new Map<string, { price?: number; quantity?: number }>();
  for (const l of leaves) {
    const m = /^(lines\.\d+)\.(\w+)$/.exec(l.path);
    if (!m) continue;
    const line = lines.get(m[1]) ?? {};
    if (/price|amount/i.test(m[2])) line.price = l.value;
    else if (/quantity|count|hours/i.test(m[2])) line.quantity = l.value;
    lines.set(m[1], line);
  }
  const priced = [...lines.values()].filter((l) => l.price !== undefined);
  if (priced.length < 2) return undefined;
  return priced.reduce((s, l) => s + l.price! * (l.quantity ?? 1), 0);
}
