/**
 * Facts set between dashes, as some writers mark every value: "la cuenta — 6540 — por — 8 950 coronas —",
 * "(— katharina.lunde@example.org —)". Where a request does so at least three times, those dashes are the
 * writer's brackets and go with a blank each, so "la cuenta 6540" is an account as any reader takes it (a run of
 * blanks left in their place would read as a table's columns). A dash pair in ordinary prose (once or twice) stays.
 * Linear: one bounded pattern over the text.
 */

/**
 * A dash after a word, a colon or a bracket (never after a figure: "NOK 8.400,00 — achttausendvierhundert Kronen —"
 * restates it), a short value without another dash on its line, a dash not followed by a figure (in "duplicado —
 * cuenta 6860 — 1 980 NOK" the dashes part a row's cells).
 */
const MARKED = /(?<=(?:^|[\p{L}:,][ \t]{1,2}|\())[—–][ \t]{1,2}([^—–\n]{1,80}?)[ \t]{1,2}[—–](?=[,.;:)!?]|[ \t]{1,2}[^\d\s]|\s*$)/gmu;
/** How often a writer must mark values so before the marks are read as brackets. */
const HABIT = 3;

export function readDashMarks(text: string): string {
  if (!text.includes("—") && !text.includes("–")) return text;
  const found = [...text.matchAll(MARKED)];
  if (found.length < HABIT) return text;
  return text.replace(MARKED, (_whole: string, inner: string) => inner);
}
