/**
 * A request written as a filled-in form, read as the plain labelled text the readers read:
 * - markdown emphasis around labels and titles goes ("**Fornavn:** Marius" is "Fornavn: Marius");
 * - struck-through text is withdrawn ("~~15.04.2026~~ 01.04.2026" is 01.04.2026);
 * - a ticked box keeps its item and an unticked one drops it ("Type: [x] Customer [ ] Supplier" is
 *   "Type: Customer"): an option the writer left unticked is not asked for. A list of boxes one to a
 *   line none of which is ticked is a to-do list ("☐ Compras", "☐ Almacén"): every item stays; so is
 *   a single box on its line when no box in the request is ticked ("- [ ] Produkt anlegen").
 * Pure; each pattern is bounded within a line, so the pass is linear in the text.
 */

/** "**bold**", "__bold__": emphasis within a line. */
const BOLD = /\*\*([^*\n]{1,200})\*\*|(?<![_\w])__([^_\n]{1,200})__(?![_\w])/g;
/** "~~old~~": struck through, with the blanks after it. */
const STRUCK = /~~[^~\n]{1,200}~~[ \t]{0,3}/g;
/** A check box: "[x]", "[ ]", "[✓]", "☑", "☐", "✅" (one pattern; the others are built from it). */
const BOX_SOURCE = "\\[[ \\t]?\\]|\\[[ \\t]?[xX✓✔✗][ \\t]?\\]|[☐□☑☒✅]";
const BOX = new RegExp(BOX_SOURCE, "gu");
const ANY_BOX = new RegExp(BOX_SOURCE, "u");
const BOX_AND_BLANKS = new RegExp(`(?:${BOX_SOURCE})[ \\t]{0,3}`, "u");
const TICKED = /[xX✓✔✗☑☒✅]/u;
/** A ticked box anywhere: without one, the boxes are a to-do list, not a form's choices. */
const ANY_TICK = /\[[ \t]?[xX✓✔✗][ \t]?\]|[☑☒✅]/u;

export function readForm(text: string): string {
  let out = text;
  if (out.includes("**") || out.includes("__")) out = out.replace(BOLD, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? "");
  if (out.includes("~~")) out = out.replace(STRUCK, "");
  if (ANY_BOX.test(out)) out = readBoxLines(out.split("\n"), ANY_TICK.test(out)).join("\n");
  return out;
}

/** A line that is one box and its item ("☐ Compras", "2. [x] Pakkeri", "- [ ] Canteen"). */
const LIST_BOX = new RegExp(`^[ \\t]{0,8}(?:[-*•]|\\d{1,2}[.)])?[ \\t]{0,3}(${BOX_SOURCE})[ \\t]{0,3}(\\S.{0,300})$`, "u");

function readBoxLines(lines: string[], anyTicked: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    // A run of lines, each one box and its item: a to-do list when none is ticked.
    let j = i;
    while (j < lines.length && lines[j].length <= 320 && LIST_BOX.test(lines[j]) && (lines[j].match(BOX) ?? []).length === 1) j++;
    // A single box is a to-do too when no box is ticked anywhere ("- [ ] Produkt anlegen").
    if ((j - i >= 2 || (j - i === 1 && !anyTicked)) && !lines.slice(i, j).some((l) => TICKED.test(LIST_BOX.exec(l)![1]))) {
      // Each item keeps a list mark of its own: the list ends where the boxes end.
      for (const l of lines.slice(i, j)) out.push(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])/.test(l) ? l.replace(BOX_AND_BLANKS, "") : l.replace(BOX_AND_BLANKS, "- "));
      i = j;
      continue;
    }
    for (const l of lines.slice(i, Math.max(j, i + 1))) {
      // An unticked list line goes as a whole ("3. [ ] Kantine").
      const read = readBoxes(l).replace(/^[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]*$/, "");
      if (read.trim() || !l.trim()) out.push(read);
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

/** One line's boxes: each item runs from its box to the next box or the line's end. */
function readBoxes(line: string): string {
  const boxes = [...line.matchAll(BOX)];
  if (!boxes.length) return line;
  let out = line.slice(0, boxes[0].index).replace(/[ \t]+$/, "");
  const kept: string[] = [];
  boxes.forEach((m, i) => {
    const end = i + 1 < boxes.length ? boxes[i + 1].index! : line.length;
    const item = line.slice(m.index! + m[0].length, end).trim();
    if (item && TICKED.test(m[0])) kept.push(item);
  });
  if (kept.length) out += (out ? " " : "") + kept.join(", ");
  return out;
}
