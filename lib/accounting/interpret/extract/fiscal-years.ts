/**
 * A financial year in a finance manager's shorthand: "FY25", "FY 2025", "GJ25" (Geschäftsjahr), "WJ 25"
 * (Wirtschaftsjahr), "EF25" / "AF25" (exercice, año fiscal), written out as the code and its full year
 * ("FY 2025"), so the readers that look for a year find it. A two-digit year reads in this century. Linear.
 */
const SHORTHAND = /(?<![\p{L}\p{N}])(FY|GJ|WJ|EF|AF)[ \u00a0]?'?(\d{2}|20\d{2})(?![\p{L}\p{N}]|[.,/-]\d)/gu;

export function writeOutFiscalYears(text: string): string {
  return text.replace(SHORTHAND, (_m, code: string, year: string) => `${code} ${year.length === 2 ? `20${year}` : year}`);
}
