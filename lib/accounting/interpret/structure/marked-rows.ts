import { fold } from "../text";
import { TOTAL_WORD } from "../message/tables";

/**
 * "Put in the hours of the marked line": a pasted sheet or list where the writer points at one row, and that row
 * alone carries a mark ("10/03  Installation … – Montage  7,5  <<", "→ 2026-03-12 …", "… [x]"). The other rows of
 * the same shape, and the sheet's total of them, are not the request: they go, and the mark with them, so the
 * table is read as the one row the writer means (as a form's unticked options are dropped).
 * Linear: one pass over the lines, a few bounded matches each.
 */

/** The writer's word for a marked row (folded): marked, highlighted, flagged, with an arrow. */
const MARK_WORD =
  /\b(?:markert[ea]?|merk(?:t|et|a)|marked|highlighted|flagged|starred|markiert[aenr]{0,2}|marquee?s?|marcad[ao]s?|destacad[ao]s?|assinalad[ao]s?|sinalizad[ao]s?|pil(?:a|en)?|arrow|pfeil|fleche|flecha|seta)\b/;
/** A row's mark at its end: "<<", "<--", "<=", "←", "◄", "***", "✓", "[x]", "(x)" (a word may follow: "<< denne"). */
const MARK_AT_END = /[ \t](?:<{2,3}|<-{1,3}|<={1,2}|←|⟵|◄|◀|\*{1,3}|✓|✔|☑|\[x\]|\(x\))[ \t]*(?:\p{L}{1,12}[ \t]*)?$/iu;
/** …or at its start: ">>", "-->", "=>", "→", "►", "✓", "[x]". */
const MARK_AT_START = /^[ \t]{0,4}(?:>{2,3}|-{1,3}>|={1,2}>|→|⟶|►|▶|✓|✔|☑|\[x\]|\(x\))[ \t]/iu;
const TOTAL_LINE = new RegExp(`^\\s{0,4}${TOTAL_WORD}`);
const MAX_LINES = 400;
const MAX_LINE = 300;

/** A row's shape: its first token with digits as 9 and letters as a ("10/03" → "99/99"), so rows of one table match. */
function shapeOf(line: string): string {
  const first = /^[ \t]*(\S{1,16})/.exec(line.replace(MARK_AT_START, ""))?.[1] ?? "";
  return first.replace(/\d/g, "9").replace(/\p{L}+/gu, "a");
}

export function keepMarkedRow(text: string): string {
  if (!MARK_WORD.test(fold(text.slice(0, 20_000)))) return text;
  const lines = text.split("\n");
  if (lines.length > MAX_LINES) return text;
  const drop = new Set<number>();
  const unmark = new Map<number, string>();
  // Blocks of lines without a blank one between.
  for (let i = 0; i < lines.length; ) {
    let j = i;
    while (j < lines.length && lines[j].trim() !== "") j++;
    const block = Array.from({ length: j - i }, (_, k) => i + k);
    i = j + 1;
    if (block.length < 3 || block.some((n) => lines[n].length > MAX_LINE)) continue;
    const marked = block.filter((n) => /\d/.test(lines[n]) && (MARK_AT_END.test(lines[n]) || MARK_AT_START.test(lines[n])));
    if (marked.length !== 1) continue;
    const shape = shapeOf(lines[marked[0]]);
    if (!/9/.test(shape)) continue;
    const rows = block.filter((n) => n !== marked[0] && shapeOf(lines[n]) === shape);
    if (rows.length === 0) continue;
    for (const n of rows) drop.add(n);
    // The sheet's total below its rows adds up the rows the writer did not point at.
    for (const n of block) if (n > marked[0] && TOTAL_LINE.test(fold(lines[n]))) drop.add(n);
    unmark.set(marked[0], lines[marked[0]].replace(MARK_AT_END, "").replace(MARK_AT_START, ""));
  }
  if (drop.size === 0) return text;
  return lines.flatMap((l, n) => (drop.has(n) ? [] : [unmark.get(n) ?? l])).join("\n");
}
