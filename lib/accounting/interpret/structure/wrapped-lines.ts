/**
 * Lines broken at a fixed width — by a mail gateway, or by a printed paper's margin (a memo, a letter, a form as a PDF
 * gives its text) — joined where the phrase goes on, so a sentence is read whole. Pure; one pass over the lines.
 */

/** Words that leave a phrase open at a line's end ("Grøtta Reinhald &" over "Vaktmeister AS"). */
const OPEN_END = /(?:[&,+/-]|\b(?:og|and|und|et|y|e|i|in|im|de|da|do|du|del|von|van|for|til|of|the|der|die|das|den|le|la|el|o|a))$/iu;

/** A list's item opens the line: "- …", "• …", "3. …", "2) …". */
const LIST_ITEM = /^\s*(?:[-*•·–]|\d{1,2}[.)]\s)/;
/** A line of aligned columns: three spaces or a tab in it. */
const COLUMNS = / {3,}|\t/;

/**
 * A line broken at the width of its page: joined to the next where the phrase goes on, the next line opening in small
 * letters or the line ending on a joining word. A paragraph's gap, a list's item, a line of aligned columns stay as they
 * are. A joined line is kept as its pieces, and only its last piece is looked at: linear however many lines join.
 */
export function joinWrappedLines(text: string): string {
  const out: string[] = [];
  let pieces: string[] = [];
  let length = 0;
  let columns = false;
  for (const line of text.split("\n")) {
    const last = pieces.length ? pieces[pieces.length - 1].trimEnd() : "";
    const lineColumns = COLUMNS.test(line);
    const wrapped =
      pieces.length > 0 && length >= 40 && line.trim() !== "" && !columns && !lineColumns && !/[.!?:;]$/.test(last) && !LIST_ITEM.test(line) &&
      (/^\s*\p{Ll}/u.test(line) || OPEN_END.test(last));
    if (wrapped) {
      const piece = line.trimStart();
      pieces[pieces.length - 1] = last;
      pieces.push(piece);
      length += piece.length + 1;
      continue;
    }
    if (pieces.length) out.push(pieces.join(" "));
    pieces = [line];
    length = line.length;
    columns = lineColumns;
  }
  if (pieces.length) out.push(pieces.join(" "));
  return out.join("\n");
}
