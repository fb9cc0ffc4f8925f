/**
 * A rough figure the writer makes exact at once: "ca 142k → 142 200 kr", "~59k, nøyaktig 58 900 kr",
 * "about 9,000 – exactly 8,940 NOK", "etwa 12 000, genau 11 870 EUR". The exact figure is the figure; the
 * rough one and its cue go. Only when an arrow or a word for "exactly" links the two and the figures lie
 * within a quarter of each other (a rough figure of something else stays, and keeps its own role). Pure;
 * one regular-expression pass with bounded gaps (linear).
 */
const CUE = String.raw`(?:~|≈|ca\.?|circa|cirka|approx\.?|about|around|roughly|omtrent|rundt|etwa|ungefähr|ungefahr|environ|cerca\s de|aprox\.?|unos|uns|umas|knapt|nesten|almost|nearly)`;
const CURRENCY = String.raw`(?:kr\.?|nok|eur|€|usd|\$)`;
const FIGURE = String.raw`\d(?:[\d \u00a0.,']{0,14}\d)?`;
const EXACT_WORD = String.raw`(?:exactly|exact|precisely|nøyaktig|nøyaktleg|noyaktig|eksakt|presist|presis|exakt|genau|exactement|exactamente|exatamente|precisamente|justement)`;
/** The link: an arrow, or a word for "exactly" after a comma or a dash. */
const LINK = String.raw`(?:\s{0,2}(?:→|->|=>|⇒)\s{0,2}(?:${EXACT_WORD}\s{0,2}:?\s{0,2})?|\s{0,2}[,(–-]?\s{0,2}${EXACT_WORD}\s{0,2}:?\s{0,2})`;
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\d])${CUE}\s{0,2}(?:${CURRENCY}\s{0,2})?(${FIGURE})(?:\s{0,2}${CURRENCY}(?![\p{L}]))?${LINK}(?=(?:${CURRENCY}\s{0,2})?(${FIGURE}))`,
  "giu",
);

/** A figure's value as written with spaces, dots or commas between its groups ("142 200", "8,940", "58.900,50"). */
function valueOf(written: string): number {
  const s = written.replace(/[\s\u00a0']/g, "");
  const decimals = /[.,](\d{1,2})$/.exec(s);
  const whole = (decimals ? s.slice(0, decimals.index) : s).replace(/[.,]/g, "");
  return Number(whole) + (decimals ? Number(decimals[1]) / 10 ** decimals[1].length : 0);
}

/** "36k → 36 000 kr": the same figure again after an arrow, with its currency. */
const SAME_AGAIN = new RegExp(String.raw`(?<![\p{L}\d.,])(${FIGURE})\s{0,2}(?:→|->|=>|⇒)\s{0,2}(?=(?:${CURRENCY}\s{0,2})?(${FIGURE}))`, "giu");

export function dropApproximateBeforeExact(text: string): string {
  if (!/\d/.test(text)) return text;
  const rough = text.replace(PATTERN, (whole: string, first: string, exact: string) => {
    const [a, b] = [valueOf(first), valueOf(exact)];
    return a > 0 && b > 0 && Math.max(a, b) / Math.min(a, b) <= 1.25 ? "" : whole;
  });
  return rough.replace(SAME_AGAIN, (whole: string, first: string, again: string) => (valueOf(first) === valueOf(again) && valueOf(first) > 0 ? "" : whole));
}
