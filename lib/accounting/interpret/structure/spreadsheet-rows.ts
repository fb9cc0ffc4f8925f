/**
 * Rows pasted from a spreadsheet: semicolon-separated lines ("Navn;Org.nr;E-post" over
 * "Hydrostål Jæren AS;992133708;faktura@…") become a pipe table, which the table and record
 * readers read like any other; and a formula shown with its result ("=C11*D11 → 19 700,00",
 * "=B12+D12 -> 57 530,00") is the result the cell shows, still marked as worked out ("= 19 700,00": a
 * figure the others give, which the gate checks). A formula with no result stays: its
 * figures are set aside as the formula's own. Pure; one pass over the lines, each bounded.
 */
export function readSpreadsheetRows(text: string): string {
  let shown = text.replace(FORMULA_WITH_RESULT, "= $1");
  // "B8 Name: Lysefjord Smolt AS" over "C8 Org.-Nr.: 988204617": cells copied one by one, each with its address.
  if ((shown.match(CELL_LABEL) ?? []).length >= 2) shown = shown.replace(CELL_LABEL, "");
  if (!shown.includes(";")) return shown;
  const lines = shown.split("\n");
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const count = separators(lines[i]);
    let j = i + 1;
    // With one semicolon, a row has a cell on each side of it: "a) intitulé : Salon ;" is a list's item.
    const row = (line: string) => count >= MIN_SEPARATORS || TWO_CELLS.test(line);
    while (count >= 1 && row(lines[i]) && j < lines.length && separators(lines[j]) === count && row(lines[j])) j++;
    // Two rows of three cells or more, or three rows of two ("40;Sensors & IoT"): one semicolon in two lines may punctuate prose.
    if (j - i >= (count >= MIN_SEPARATORS ? 2 : 3)) {
      for (let k = i; k < j; k++) out.push(`| ${lines[k].split(";").map((c) => c.trim()).join(" | ")} |`);
    } else out.push(...lines.slice(i, j));
    i = j;
  }
  return out.join("\n");
}

/** Semicolons that make two lines rows; with one each, three lines are needed. */
const MIN_SEPARATORS = 2;
/** Two cells about one semicolon, the first no list item's mark ("40;Sensors & IoT", not "- b) prix : 450 ;"). */
const TWO_CELLS = /^(?![ \t]*(?:[-*•]|\(?[a-z0-9]{1,2}[.)])[ \t])[^;]*\S[^;]*;[ \t]*\S/;
const MAX_LINE = 2000;

/** The semicolons of a line that holds no pipes (a pipe table is a table already); 0 for a long line. */
function separators(line: string): number {
  if (line.length > MAX_LINE || line.includes("|")) return 0;
  let n = 0;
  for (const ch of line) if (ch === ";") n++;
  return n;
}

/**
 * A cell's address before a label at a line's start ("B8 Name:", "AA12 Org.-Nr.:"): the label and its line
 * stay. Not a quarter's or a half-year's ("Q1 Budget:", "H2 Umsatz:").
 */
const CELL_LABEL = /^[ \t]{0,3}(?![QH][1-4][ \t])[A-Z]{1,2}\d{1,5}[ \t]{1,3}(?=\p{L}[^:\n]{0,40}:)/gmu;

/** A term: a cell or a range ("C11", "$B$4", "B2:B4") or a figure, a function's name and bracket before it ("SUM(B2:B4"). */
const TERM = String.raw`(?:[A-Za-z]{2,12}\()?(?:\$?[A-Za-z]{1,3}\$?\d{1,6}(?::\$?[A-Za-z]{1,3}\$?\d{1,6})?|\d{1,9}(?:[.,]\d{1,6})?)`;
/**
 * "=C11*D11 → 19 700,00", "=A2*(C2-B2) → -2 976,00", "=SUM(B2:B4) -> 11 020,00": the formula
 * (terms joined by operators, brackets around any) and the arrow become "="; the result stays. An
 * operator stands between every two terms and there are at most 13 terms, so each match is bounded.
 */
const FORMULA_WITH_RESULT = new RegExp(
  String.raw`(?<![\p{L}\p{N}=<>!])=[ \t]?\(?${TERM}\)*(?:[ \t]?[-+*/][ \t]?\(?${TERM}\)*){0,12}[ \t]{0,2}(?:→|->|=>|⇒)[ \t]{0,2}(-?\d[\d \u00a0\u202f.,]{0,20}\d|\d)`,
  "gu",
);
