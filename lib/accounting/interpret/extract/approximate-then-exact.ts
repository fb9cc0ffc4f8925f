import { fold } from "../text";
import { parseNumber } from "./amounts";
import { APPROX } from "./approximation-words";

/**
 * A rough figure the writer makes exact at once: "ca 142k → 142 200 kr", "~59k, nøyaktig 58 900 kr",
 * "about 9,000 – exactly 8,940 NOK", "etwa 12 000, genau 11 870 EUR", "36k → 36 000 kr". The exact figure is the
 * figure; the rough one and its cue go. Only when an arrow or a word for "exactly" links the two and the figures lie
 * within a quarter of each other (a rough figure of something else stays, and keeps its own role). Pure; read in the
 * folded text (same length), one regular-expression pass with bounded gaps (linear).
 */
const CURRENCY = String.raw`(?:kr\.?|nok|eur|€|usd|\$)`;
const FIGURE = String.raw`\d(?:[\d \u00a0.,']{0,14}\d)?`;
const EXACT_WORD = String.raw`(?:exactly|exact|precisely|noyaktig|noyaktleg|eksakt|presist|presis|exakt|genau|exactement|exactamente|exatamente|precisamente|justement)`;
/** The link: an arrow, or a word for "exactly" after a comma or a dash (folded: every dash is "-"). */
const LINK = String.raw`(?:\s{0,2}(?:→|->|=>|⇒)\s{0,2}(?:${EXACT_WORD}\s{0,2}:?\s{0,2})?|\s{0,2}[,(-]?\s{0,2}${EXACT_WORD}\s{0,2}:?\s{0,2})`;
/** A cue (a tilde, or a word checked against the approximation words), a figure, the link; the exact figure looked at ahead. */
const ROUGH_THEN_EXACT = new RegExp(
  String.raw`(?:[~≈]|(?<![\p{L}\d])(\p{L}+)\.?)\s{0,2}(?:${CURRENCY}\s{0,2})?(${FIGURE})(?:\s{0,2}${CURRENCY}(?!\p{L}))?${LINK}(?=(?:${CURRENCY}\s{0,2})?(${FIGURE}))`,
  "gu",
);
/** "36k → 36 000 kr": the same figure again after an arrow. */
const SAME_AGAIN = new RegExp(String.raw`(?<![\p{L}\d.,])(${FIGURE})\s{0,2}(?:→|->|=>|⇒)\s{0,2}(?=(?:${CURRENCY}\s{0,2})?(${FIGURE}))`, "gu");

/** A word of approximation: whole for a short one, a long one's stem with more letters after it ("aproximadamente"). */
const rough = (w: string) => APPROX.includes(w) || (w.length > 5 && APPROX.some((s) => s.length >= 4 && w.startsWith(s)));

/** The text with every match of `pattern` in its folded form that `drop` approves cut out. */
function cut(text: string, pattern: RegExp, drop: (m: RegExpMatchArray) => boolean): string {
  let out = "";
  let last = 0;
  for (const m of fold(text).matchAll(pattern)) {
    if (!drop(m)) continue;
    out += text.slice(last, m.index);
    last = m.index! + m[0].length;
  }
  return last === 0 ? text : out + text.slice(last);
}

const near = (a?: number, b?: number) => !!a && !!b && a > 0 && b > 0 && Math.max(a, b) / Math.min(a, b) <= 1.25;

export function dropApproximateBeforeExact(text: string): string {
  if (!/\d/.test(text)) return text;
  const once = cut(text, ROUGH_THEN_EXACT, (m) => (m[1] === undefined || rough(m[1])) && near(parseNumber(m[2]), parseNumber(m[3])));
  return cut(once, SAME_AGAIN, (m) => {
    const [a, b] = [parseNumber(m[1]), parseNumber(m[2])];
    return a !== undefined && a > 0 && a === b;
  });
}
