/**
 * A request written as a work instruction: numbered steps with lettered sub-steps ("1a.", "2b)",
 * "a)"), and a purpose line under a step ("→ Purpose: …", "Formål: …", "Zweck: …"). Sub-step marks
 * become list marks, so every reader of lists sees the sub-steps as items; a purpose line says why,
 * not what, so it goes (its words would name other tasks: "so that payroll runs later").
 * Pure; one pass over the lines, each bounded, so linear in the text.
 */
export function readProcedure(text: string): string {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    if (line.length <= MAX_LINE && isPurposeLine(line)) continue;
    out.push(line.length <= MAX_LINE ? line.replace(SUB_STEP, "$1- ") : line);
  }
  return out.join("\n");
}

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
