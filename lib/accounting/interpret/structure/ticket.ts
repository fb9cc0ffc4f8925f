import { fold } from "../text";
import { headerSegments, INTERNAL_NOTE, ticketFields } from "../message/header-fields";

/**
 * A helpdesk ticket pasted whole. The desk shows its requester's own words under "Customer wrote:",
 * in quotation marks or as "> " lines; in a ticket those words are the request (its internal notes
 * refine them), not someone else's words quoted as a reason. The intro line goes, and so do the
 * marks around the words. A text is a ticket when its header carries two of a ticket's own fields
 * (its number, status, priority, category…) or it holds an internal note. Pure; linear in the lines.
 */
export function readTicket(text: string): string {
  const lines = text.split("\n");
  const folded = lines.map((l) => fold(l.slice(0, MAX_LINE)));
  if (!folded.some((f) => WROTE_INTRO.test(f))) return text;
  const fields = folded.slice(0, HEAD_LINES).reduce((n, f) => n + ticketFields(f), 0);
  if (fields < 2 && !folded.some((f) => INTERNAL_NOTE.test(f))) return text;
  for (let i = 0; i < lines.length; i++) {
    if (!WROTE_INTRO.test(folded[i])) continue;
    // The requester's words: up to the next internal note, header line or signature dash.
    let end = i + 1;
    while (end < lines.length && !INTERNAL_NOTE.test(folded[end]) && !/^\s{0,4}--\s*$/.test(folded[end]) && !(end > i + 1 && headerSegments(folded[end]).length)) end++;
    lines[i] = "";
    unquote(lines, i + 1, end);
    i = end - 1;
  }
  return lines.join("\n");
}

const MAX_LINE = 400;
/** Lines of a ticket's header looked at for its fields. */
const HEAD_LINES = 12;
/** "Customer wrote:", "Kunden skreiv:", "Kunde schrieb:", "Le client a écrit :", "El cliente escribió:" (folded): a few words, a verb of writing, a colon. */
const WROTE_INTRO = /^\s{0,4}(?:[\p{L}.'-]{1,20}\s){1,4}(?:wrote|writes|skreiv|skrev|skriv|skriver|schrieb|schreibt|a ecrit|ecrit|escribio|escribe|escreveu|escreve)\s?:\s*$/u;
const OPENING = /^(\s*)["“„«‘'](?=\S)/;
const CLOSING = /(\S)["”»’'](\s*)$/;

/** The words between [from, to): "> " marks off every line, or one pair of quotation marks around them all. */
function unquote(lines: string[], from: number, to: number): void {
  let first = from;
  while (first < to && lines[first].trim() === "") first++;
  let last = to - 1;
  while (last > first && lines[last].trim() === "") last--;
  if (first > last) return;
  const body = lines.slice(first, last + 1);
  if (body.every((l) => l.trim() === "" || /^\s{0,3}>/.test(l))) {
    for (let k = first; k <= last; k++) lines[k] = lines[k].replace(/^\s{0,3}>\s?/, "");
    return;
  }
  if (OPENING.test(lines[first]) && CLOSING.test(lines[last])) {
    lines[first] = lines[first].replace(OPENING, "$1");
    lines[last] = lines[last].replace(CLOSING, "$1$2");
  }
}
