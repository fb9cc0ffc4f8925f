/**
 * A date said with two ordinals, as Norwegian speech has it: "den tredje i ellevte 1971" (3 November 1971),
 * "den 17. i femte", "tjuefjerde i sjette 2026". The day may be a figure; the month is its ordinal word.
 */

// Folded ordinals. "åttende" (8th) folds to "attende" (18th): the unfolded text tells them apart.
const UNITS: [number, string[]][] = [
  [1, ["forste", "fyrste"]], [2, ["andre"]], [3, ["tredje"]], [4, ["fjerde"]], [5, ["femte"]], [6, ["sjette"]],
  [7, ["sjuende", "syvende", "sjuande"]], [8, ["attende", "attande"]], [9, ["niende", "niande"]],
];
const OWN: [number, string[]][] = [
  [10, ["tiende", "tiande"]], [11, ["ellevte"]], [12, ["tolvte"]], [13, ["trettende", "trettande"]], [14, ["fjortende", "fjortande"]],
  [15, ["femtende", "femtande"]], [16, ["sekstende", "sekstande"]], [17, ["syttende", "syttande"]], [18, ["attende", "attande"]],
  [19, ["nittende", "nittande"]], [20, ["tjuende", "tjuande", "tjugande", "tyvende"]], [30, ["trettiende", "trettiande"]],
];

const WORDS = new Map<string, number>();
for (const [v, ws] of OWN) for (const w of ws) WORDS.set(w, v);
// 8 over 18 for the plain word is decided by the unfolded text below.
for (const [v, ws] of UNITS) for (const w of ws) if (!WORDS.has(w)) WORDS.set(w, v);
for (const tens of [["tjue", 20], ["tjugo", 20], ["tretti", 30]] as const)
  for (const [v, ws] of UNITS) if (tens[1] + v <= 31) for (const w of ws) WORDS.set(`${tens[0]}${w}`, tens[1] + v);
WORDS.set("attende", 18);

const ALT = [...WORDS.keys()].sort((a, b) => b.length - a.length).join("|");
// "den" before, or a year after: "andre i tredje" alone may be "others in the third".
const DATE = new RegExp(`\\b(den\\s{1,2})?(${ALT}|\\d{1,2}\\.)\\s{1,2}i\\s{1,2}(${ALT})\\b(?:\\s{1,2}(\\d{4}))?`, "g");

export interface OrdinalDate {
  day: number;
  month: number;
  year?: number;
  index: number;
  length: number;
}

/** Ordinal dates in folded text; `original` is the unfolded text of the same length (for "åttende"). */
export function findOrdinalDates(folded: string, original: string): OrdinalDate[] {
  if (!/\bi\s/.test(folded)) return [];
  const out: OrdinalDate[] = [];
  const sameLength = folded.length === original.length;
  const valueAt = (word: string, at: number) => {
    if (/^\d/.test(word)) return Number(word.slice(0, -1));
    const v = WORDS.get(word);
    // "åttende"/"åttande" is 8, "attende"/"attande" 18.
    if ((word === "attende" || word === "attande") && sameLength) return /^å/i.test(original.slice(at, at + 1)) ? 8 : 18;
    return v;
  };
  for (const m of folded.matchAll(DATE)) {
    if (!m[1] && !m[4]) continue;
    const dayAt = m.index! + (m[1]?.length ?? 0);
    const day = valueAt(m[2], dayAt);
    const month = valueAt(m[3], m.index! + m[0].indexOf(m[3], (m[1]?.length ?? 0) + m[2].length));
    if (!day || !month || day > 31 || month > 12) continue;
    out.push({ day, month, year: m[4] ? Number(m[4]) : undefined, index: m.index!, length: m[0].length });
  }
  return out;
}
