/**
 * Figures written with signs the number and date readers do not know, written in digits:
 * - a vulgar fraction: "7½ Stunden", "36 ½ timar", "½ hour" are 7.5, 36.5 and 0.5 ("¼" and "¾" alike);
 * - a month in Roman numerals, as much of Central and Eastern Europe dates: "geb. 3.VIII.1988",
 *   "Mo 18.V.", "12-XI-2025" are "3.8.1988", "18.5." and "12-11-2025".
 * Pure; each pattern bounded, one pass each, so linear in the text.
 */

const FRACTION_VALUE: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

/** A whole number of at most four digits (no group of a larger figure before it) and its fraction sign, or the sign alone. */
const FRACTION = /(?<![\d.,'’])(?:(\d{1,4})[ \u00a0]?)?([½¼¾])/gu;

export function writeOutFractions(text: string): string {
  if (!/[½¼¾]/u.test(text)) return text;
  return text.replace(FRACTION, (_whole: string, digits: string | undefined, sign: string) => {
    const value = (digits ? Number(digits) : 0) + FRACTION_VALUE[sign];
    return String(value);
  });
}

const ROMAN_MONTH: Record<string, number> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7, VIII: 8, IX: 9, X: 10, XI: 11, XII: 12 };

/**
 * A day, a Roman month between the same marks (dots, hyphens or slashes) and, after a dot, a year or nothing:
 * "3.VIII.1988", "3. VIII. 1988", "18.V.", "12-XI-2025", "1/IV/26". Capitals only, so a word's letters are no month.
 */
const ROMAN_DATE = /(?<![\p{L}\p{N}.])(\d{1,2})(\.[ ]?|-|\/)(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)\2(?=\d{2,4}(?!\d)|(?<=\.)(?:[\s,;)]|$))/gu;

export function writeRomanMonths(text: string): string {
  if (!/\d[.\-/][ ]?[IVX]/.test(text)) return text;
  return text.replace(ROMAN_DATE, (whole: string, day: string, mark: string, roman: string) => {
    const d = Number(day);
    if (d < 1 || d > 31) return whole;
    return `${day}${mark}${ROMAN_MONTH[roman]}${mark}`;
  });
}
