import { fold, indentOf } from "../text";
import { ANY_TICK, BOX_SOURCE } from "./forms";
import { ADDRESSEE } from "../message/parts";

/**
 * A card pasted from a task board: items with check boxes, done ones ticked, open ones for this
 * colleague or that ("→ @tobias, due Fr 13/3"), and one handed to the bookkeeping ("[ ] legg inn
 * jubileumsboka som nytt produkt → @regnskap", "→ Buchhaltung") with its details indented under
 * it. That item, with its details, is the request: the other items, done or someone else's, go
 * (their words would name tasks: "Angebot angenommen", "send Q1 numbers", "Rechnung raus"), and
 * so does a title tagged with the project ("#kessler-tagung – Abschluss"); lines after the list stay. Only a board of three boxes or more with an
 * item handed to the bookkeeping is read so. Pure; one pass over the lines.
 */
export function keepHandedItems(text: string): string {
  if (!/[@→>⇒]/.test(text)) return text;
  const lines = text.split("\n");
  const boxed = lines.map((l) => l.length <= 400 && BOX_LINE.test(l));
  if (boxed.filter(Boolean).length < 3) return text;
  const handed = lines.map((l, i) => boxed[i] && HANDED.test(fold(l)) && !TICKED_LINE.test(l));
  if (!handed.some(Boolean)) return text;
  const out: string[] = [];
  const firstBox = boxed.indexOf(true);
  for (let i = 0; i < lines.length; i++) {
    if (!boxed[i]) {
      // The card's title tagged with its project ("#kessler-tagung – Abschluss 🎉") names the project, not the work asked for.
      if (i > firstBox || !PROJECT_TAG.test(lines[i])) out.push(lines[i]);
      continue;
    }
    // The item's details: the lines under it indented deeper (its own boxes among them), up to a blank line.
    const indent = indentOf(lines[i]);
    let k = i + 1;
    while (k < lines.length && lines[k].trim() !== "" && indentOf(lines[k]) > indent) k++;
    // The item and its details as lines of their own, the details' indentation gone (an indented line reads as a code block or a quote).
    if (handed[i]) out.push(lines[i].replace(BOX_MARK, "").replace(HANDED_MARK, "").trim(), ...lines.slice(i + 1, k).map((l) => l.trim()));
    i = k - 1;
  }
  return out.join("\n");
}

/** A line that opens with a check box, perhaps after a list mark ("[x] …", "- [ ] …", "☐ …"), the box and its blanks; a ticked one. */
const BOX_LINE = new RegExp(`^[ \\t]{0,8}(?:[-*•][ \\t]{0,3})?(?:${BOX_SOURCE})`, "u");
const BOX_MARK = new RegExp(`^[ \\t]{0,8}(?:[-*•][ \\t]{0,3})?(?:${BOX_SOURCE})[ \\t]*`, "u");
const TICKED_LINE = new RegExp(`^[ \\t]{0,8}(?:[-*•][ \\t]{0,3})?(?:${ANY_TICK.source})`, "u");
/** An item handed to the bookkeeping: "→ @regnskap", "=> accounting", "@Buchhaltung", "👉 contabilidade", "→ Tripletex" (folded). */
const HANDED_SOURCE = `(?:@[ \\t]?|(?:→|->|=>|⇒|➡️?|➜|👉)[ \\t]{0,2}@?[ \\t]?)${ADDRESSEE}`;
const HANDED = new RegExp(HANDED_SOURCE, "u");
/** The same mark in the unfolded line, with the blanks before it, to take it out. */
const HANDED_MARK = new RegExp(`[ \\t]*${HANDED_SOURCE}`, "iu");

/** A project's tag: "#sommerfest26", "#brenner-hv26". */
const PROJECT_TAG = /(?:^|\s)#\p{L}[\p{L}\p{N}_-]{1,40}/u;
