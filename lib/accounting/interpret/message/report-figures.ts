/**
 * A management report's figures around the one to book: "Overtid YTD jan 38 000 NOK", "omsetning 410 000 NOK, +12 % vs
 * LY", "est. volume 2 400 000 NOK p.a.", "MNOK 3.1 YTD, 104 % of bud", "so far this year 41 000 NOK". A figure
 * whose stretch (to the next comma, semicolon, bracket, line or sentence end) holds a report's word — year to date, against the
 * budget, last year, the plan or the target, per year — is the report's, not the task's. ("Accumulated" is no such word:
 * "kumulierte AfA 1209", "amortissements cumulés" name the closing's own account.) Stretches are cut in the text as
 * written, words looked for in the folded text (same positions); one pass over the stretches, linear.
 */

/** A report's words (folded). */
const REPORT_WORD =
  /\bytd\b|\b(?:hittil i (?:ar|aar)|so far this year|year[- ]to[- ]date|seit jahresbeginn|depuis le debut de l'annee|en lo que va del? ano|desde o inicio do ano)\b|\bbud\b|\bvs\.?\s{0,2}(?:budget\w*|budsjett\w*|ly|lj|vj|vorjahr\w*|plan\w*|kalkulation|forecast|fc|last|prior|forrige|fjor\w*|target|malet|ziel)\b|\b(?:over|under|above|below|uber|unter)\s(?:the\s)?(?:malet|target|ziel|plan|budget|budsjett\w*)\b|\bp\.\s?a\b/;

/**
 * Where a stretch ends (in the text as written): a comma or semicolon before a space, a line's end, "!" or "?", a
 * bracket ("Faktura 42 150 kr (YTD 410 000)": the bracket's report is not the invoice's), and a
 * sentence's point: one before a capital, a figure or the end, after a word that is no abbreviation ("p.a.", "est.
 * volume", "vs. TNOK 130" and "ca. 1,1" stay inside; "… 11,87 NOK/EUR. EUR-Exposure …" ends).
 */
const STRETCH_END = /[,;!?](?=\s|$)|\n|[()]|\.(?=\s+[\p{Lu}\d«"„“]|\s*$)/gu;
/** Abbreviations whose point ends no sentence (folded). */
const ABBREVIATIONS = new Set(["vs", "ca", "nr", "no", "est", "approx", "lt", "ggf", "inkl", "ekskl", "eks", "exkl", "excl", "incl", "zzgl", "bzw", "evt", "ev", "jf", "cf", "resp", "vgl", "mr", "dr", "st", "a", "e", "b", "h", "m"]);

/** A written amount: its sign, its currency before it, its digits. */
const FIGURE = /[-−+]?\s?(?:(?:kr|nok|eur|usd|sek|dkk|gbp)\.?\s{0,2}|[€$£]\s?)?\d[\d .,']*/g;

/** A stretch that opens with a percentage or a factor against a report's word: "8 % over målet", "+12 % vs LY", "2,1x bud". */
const OPENS_COMPARISON = /^\s*[-−+]?\d+(?:[.,]\d+)?\s?(?:%|x\b|pp\b|prosent|percent|prozent)/;

export function reportFigures(text: string, folded: string): { from: number; to: number }[] {
  if (!REPORT_WORD.test(folded)) return [];
  const out: { from: number; to: number }[] = [];
  const ends = [...text.matchAll(STRETCH_END)].filter((m) => m[0] !== "." || !ABBREVIATIONS.has(/\p{L}*$/u.exec(folded.slice(Math.max(0, m.index! - 12), m.index!))![0]));
  const bounds = [0, ...ends.map((m) => m.index! + m[0].length), text.length];
  const report = bounds.slice(1).map((end, k) => REPORT_WORD.test(folded.slice(bounds[k], end)));
  for (let k = 0; k + 1 < bounds.length; k++) {
    const stretch = folded.slice(bounds[k], bounds[k + 1]);
    if (!/\d/.test(stretch)) continue;
    // "AR o/s er nå 212 000 NOK, 8 % over målet": the comparison after the comma is the figure's.
    const compared = report[k + 1] && OPENS_COMPARISON.test(folded.slice(bounds[k + 1], bounds[k + 2]));
    if (!report[k] && !compared) continue;
    for (const m of stretch.matchAll(FIGURE)) {
      // An account's or a document's four digits, no currency with them, are no figure of the report.
      if (/^\d{4}\W*$/.test(m[0].trim())) continue;
      out.push({ from: bounds[k] + m.index!, to: bounds[k] + m.index! + m[0].length });
    }
  }
  return out;
}
