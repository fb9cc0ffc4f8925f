/**
 * A request written as a work instruction: numbered steps with lettered sub-steps ("1a.", "2b)",
 * "a)"), and a purpose line under a step ("→ Purpose: …", "Formål: …", "Zweck: …"). Sub-step marks
 * become list marks, so every reader of lists sees the sub-steps as items; a purpose line says why,
 * not what, so it goes (its words would name other tasks: "so that payroll runs later").
 * Pure; one pass over the lines, each bounded, so linear in the text.
 */
export function readProcedure(text: string): string {
  const out: string[] = [];
  const lines = text.split("\n");
  // A specification's numbered clauses ("1.4 Hours: 12.5 h", "2.3 Gegenprobe: …"): where three or more lines open with
  // such a number, it marks a list item as deep as its dots, never a figure of the line.
  const clauses = lines.filter((l) => l.length <= MAX_LINE && CLAUSE.test(l)).length >= MIN_CLAUSES;
  // "1 Kunde: …", "2 Positionen …", "4 Stunden: 7.5 h": top clauses numbered 1, 2, 3 … in order are clauses too (a
  // list of quantities is not counted up one by one).
  const tops = lines.map((l) => (l.length <= MAX_LINE ? TOP_CLAUSE.exec(l) : null));
  const numbers = tops.flatMap((m) => (m ? [Number(m[2])] : []));
  const counted = numbers.length >= MIN_CLAUSES && numbers.every((n, i) => n === i + 1);
  for (const [i, line] of lines.entries()) {
    if (line.length <= MAX_LINE && isPurposeLine(line)) continue;
    if (line.length > MAX_LINE) out.push(line);
    else if (counted && tops[i]) out.push(line.replace(TOP_CLAUSE, "$1- "));
    else if (clauses && CLAUSE.test(line)) out.push(line.replace(CLAUSE, (_, indent: string, number: string) => `${indent}${"  ".repeat(number.split(".").filter(Boolean).length - 1)}- `));
    else out.push(line.replace(SUB_STEP, "$1- "));
  }
  return out.join("\n");
}

/** "1.4 ", "  2.3.1 " at a line's start, before a capital, a quote or a digit-free label. */
const CLAUSE = /^([ \t]{0,8})(\d{1,2}(?:\.\d{1,2}){1,3}\.?)[ \t]+(?=[\p{Lu}"«“„'])/u;
const MIN_CLAUSES = 3;
/** "4 Stunden: 7.5 h": a top clause's number and a space at a line's start, before a capital. */
const TOP_CLAUSE = /^([ \t]{0,8})(\d{1,2})[ \t]+(?=\p{Lu})/u;

const MAX_LINE = 2000;

/**
 * A purpose line says why in a clause ("→ Purpose: so that he can be paid later"); a purpose field
 * names a thing ("Føremål: «Kundemøte Florø»", "Purpose: Client meeting Bergen") and stays.
 */
function isPurposeLine(line: string): boolean {
  const m = PURPOSE.exec(line);
  if (!m) return false;
  const value = line.slice(m[0].length).trim();
  return !/["«»“”„']/.test(value) && value.split(/\s+/).length >= 4;
}
/** "1a. ", "  2b) ", "a) ", "iii. " at a line's start (a letter alone only before a bracket or a dot and a space). */
const SUB_STEP = /^([ \t]{0,8})(?:\d{1,2}[a-z]|[a-z]|[ivx]{2,4})[.)][ \t]+(?=\S)/;
/** A purpose line, after an arrow or as a label of its own: the seven languages' words for purpose. */
const PURPOSE =
  /^[ \t]{0,8}(?:(?:→|->|=>)[ \t]{0,3}(?:purpose|goal|aim|why|formal|formål|hensikt|føremål|foremal|zweck|ziel|but|objectif|objet|proposito|propósito|objetivo|finalidade|finalidad)|(?:purpose|formål|formal|hensikt|føremål|foremal|zweck|objectif|propósito|proposito|finalidade|finalidad))[ \t]{0,2}:/i;
