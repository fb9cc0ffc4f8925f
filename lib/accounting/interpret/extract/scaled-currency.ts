/**
 * Amounts in a finance manager's units: "TNOK 86,375" (thousands of kroner: 86 375 kroner), "kNOK 1,249",
 * "18,735 kNOK", "TEUR 12,46", "MNOK 1,2", "NOK 0.52m", and a list headed "beløp i TNOK:" whose bare
 * figures are thousands. Each is written out as the plain figure and its currency ("86 375 NOK"), so every
 * later stage reads it as it reads a written amount. In such units the last mark before one to three digits
 * is the decimal mark whatever the language ("kNOK 1,249" is 1 249 kroner, never a million); both marks
 * ("TNOK 1.243,75") or a grouping space ("TNOK 1 243,75") read as usual. A figure in millions to a tenth or a
 * hundredth is written as the rough figure it is ("ca. 2 400 000 NOK"). One pass per line, linear.
 */

import { group } from "./thousands-suffix";

const CODES = "NOK|EUR|USD|SEK|DKK|GBP|CHF";
/** A figure: digits grouped by spaces, dots or commas, ending in a digit. */
const FIGURE = String.raw`\d{1,3}(?:[ \u00a0.,]\d{3})*(?:[.,]\d{1,3})?|\d+(?:[.,]\d{1,3})?`;
/** "TNOK 86,375", "kNOK 12.75", "MNOK 1,2", "MEUR 2.4" — the unit before the figure. */
const UNIT_FIRST = new RegExp(String.raw`(?<![\p{L}\p{N}])([TtkKM])(${CODES})\.?[ \u00a0]?(${FIGURE})(?![\p{N}]|[.,]\d)`, "gu");
/** "18,735 kNOK", "48,512 TNOK" — the figure before the unit. */
const UNIT_AFTER = new RegExp(String.raw`(?<![\p{L}\p{N}.,])(${FIGURE})[ \u00a0]?([TtkKM])(${CODES})(?![\p{L}])`, "gu");
/** "NOK 0.52m", "EUR 1,5 mill.", "NOK 2 mio" — millions after a currency named before the figure. */
const MILLIONS_AFTER_CODE = new RegExp(
  String.raw`(?<![\p{L}])(${CODES})[ \u00a0]?(\d+(?:[.,]\d{1,3})?)[ \u00a0]?(?:m|mill\.?|mio\.?|mn)(?![\p{L}\p{N}])`,
  "giu",
);
/** "1,2 mill. kr", "0,8 mio. EUR", "2,5m NOK" — millions before a currency named after the figure. */
const MILLIONS_BEFORE_CODE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d{1,3})?)[ \u00a0]?(?:m|mill\.?|mio\.?|mn)[ \u00a0](${CODES}|kr|kroner)(?![\p{L}])`,
  "giu",
);

/**
 * A heading that puts a list's figures in thousands: "beløp i TNOK:", "amounts in kNOK", "Beträge in TNOK",
 * "montants en kNOK", "importes en miles de NOK", "valores em milhares de NOK", "(TNOK)", "i tusen kroner".
 */
const THOUSANDS_HEADING = new RegExp(
  String.raw`(?:\b(?:i|in|en|em)[ \u00a0](?:[Tk](?:${CODES})|tusen kroner|tusen kr|thousands?(?: of)?(?: NOK| kroner)?|tausend(?: NOK)?|milliers(?: de)?(?: NOK| couronnes)?|miles(?: de)?(?: NOK| coronas)?|milhares(?: de)?(?: NOK| coroas)?)|\((?:[Tk](?:${CODES}))\))[ \u00a0]*:?[ \u00a0]*$`,
  "iu",
);
/** In a list under such a heading: a figure with decimals, or whole after an amount's or a cost's word. */
const LISTED_FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])(\d{1,3}(?:[ \u00a0]\d{3})*[.,]\d{1,3}|(?<=\b(?:kost|kostnad|cost|costs|AK|beløp|belop|amount|betrag|montant|importe|montante|valor|pris|price|preis|prix|precio|preço|sum|total)\.?:?[ \u00a0])\d{1,3}(?:[ \u00a0]\d{3})*)(?![\p{N}]|[.,]\d|[.,]?[ \u00a0]?(?:%|år|ar\b|years?|yrs?|jahre|ans\b|años|anos|mnd|months?|monate|mois|meses|t\b|h\b|timar|timer|stk|pcs))`,
  "gu",
);

function figureValue(raw: string): number | null {
  const s = raw.replace(/[ \u00a0]/g, "");
  const lastMark = Math.max(s.lastIndexOf(","), s.lastIndexOf("."));
  let whole = s;
  let part = "";
  // The last mark is the decimal one when one to three digits follow it (in thousands, "1,249" is 1.249).
  if (lastMark >= 0 && s.length - lastMark - 1 <= 3) {
    whole = s.slice(0, lastMark);
    part = s.slice(lastMark + 1);
  }
  whole = whole.replace(/[.,]/g, "");
  // Seven digits or more in thousands is no amount but an organisation's or a document's number.
  if (!/^\d{1,6}$/.test(whole) || (part && !/^\d+$/.test(part))) return null;
  return Number(`${whole}.${part || "0"}`);
}

/** 86375 as "86 375", 1243.5 as "1 243,50". */
function written(value: number): string {
  const ore = Math.round(value * 100);
  const rest = ore % 100;
  const grouped = group(Math.floor(ore / 100));
  return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, "0")}`;
}

/** An approximation's mark right before a figure: "~", "ca.", "approx.", "etwa", "environ", "rundt". */
const ROUGH_BEFORE = /(?:~|≈|\bca\.?|\bapprox\.?|\babout|\bc\.|\betwa|\benviron|\baprox\.?|\brundt|\bomkring|\bcirca)\s{0,2}$/i;

/** The figure scaled and written out; `before` is the text just before it (a dozen characters at most). */
function scaled(raw: string, factor: number, before = ""): string | null {
  const v = figureValue(raw);
  if (v === null) return null;
  // A figure in millions to a tenth or a hundredth ("MNOK 2.4", "NOK 0.52m") is a round one: a report's, never one to book.
  const rough = factor === 1_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
  return `${rough && !ROUGH_BEFORE.test(before) ? "ca. " : ""}${written(v * factor)}`;
}

/** A match written out with its currency after it, or left as it was when its figure is none. */
function rewrite(match: string, figure: string, factor: number, code: string, at: number, line: string): string {
  const out = scaled(figure, factor, line.slice(Math.max(0, at - 12), at));
  return out === null ? match : `${out} ${code}`;
}

const factorOf = (unit: string) => (unit === "M" ? 1_000_000 : 1_000);

export function writeOutScaledCurrency(text: string): string {
  if (!/\d/.test(text) || !/[TtkKM](?:NOK|EUR|USD|SEK|DKK|GBP|CHF)|\d[ \u00a0]?(?:m|mill|mio|mn)\b|tusen|thousand|tausend|milliers|miles|milhares/i.test(text)) {
    return text;
  }
  const lines = text.split("\n");
  let inList = false;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (inList && line.trim() === "") inList = false;
    else if (inList) line = line.replace(LISTED_FIGURE, (m: string, _fig: string, at: number, whole: string) => {
      // "kjøpt 30.03.": a day and month, no figure.
      if (/^\d{1,2}\.(?:0?[1-9]|1[0-2])$/.test(m) && /^[.\-/]/.test(whole.slice(at + m.length))) return m;
      const out = scaled(m, 1000);
      return out === null ? m : `${out} NOK`;
    });
    line = line
      .replace(UNIT_FIRST, (m, unit: string, code: string, fig: string, at: number, all: string) => rewrite(m, fig, factorOf(unit), code.toUpperCase(), at, all))
      .replace(UNIT_AFTER, (m, fig: string, unit: string, code: string, at: number, all: string) => rewrite(m, fig, factorOf(unit), code.toUpperCase(), at, all))
      .replace(MILLIONS_AFTER_CODE, (m, code: string, fig: string, at: number, all: string) => rewrite(m, fig, 1_000_000, code.toUpperCase(), at, all))
      .replace(MILLIONS_BEFORE_CODE, (m, fig: string, code: string, at: number, all: string) => rewrite(m, fig, 1_000_000, code, at, all));
    if (THOUSANDS_HEADING.test(lines[i])) inList = true;
    lines[i] = line;
  }
  return lines.join("\n");
}
