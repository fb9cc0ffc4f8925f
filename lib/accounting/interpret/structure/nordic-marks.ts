/**
 * Marks as Swedish, Finnish and Danish writers set them, as the readers know them. One character for
 * one: every index of the text stays.
 * - Kronor written "kr 4 500:-" as the Norwegian "4 500,-".
 * - Ordinal dates "den 1:a maj", "den 5:e" as "den  1. maj", "den  5.".
 * - Hours in Swedish, "42 timmar", as the Nynorsk "42 timar ".
 * - Quote marks (below).
 */
export function nordicMarks(text: string): string {
  return pairQuoteMarks(
    text
      .replace(/(?<=\d):-/g, ",-")
      .replace(/(?<=\s)(\d{1,2}):[ae](?=\s)/g, " $1.")
      .replace(/(?<=\d[ \u00a0]?)([tT])immar\b/g, "$1imar "),
  );
}

/**
 * Quote marks as Swedish, Finnish and Danish writers set them, in the pairs every reader knows:
 * ”Julkorg Värmland” (the same mark on both sides) as “Julkorg Värmland”, and »Vinter« (the
 * guillemets turned inwards) as «Vinter». A mark is taken as opening only where a word starts after
 * it and its closing mark stands on the same line within MAX_QUOTED characters, before no letter.
 * One character for one: every index of the text stays. Linear: each mark looks ahead a bounded stretch.
 */

const MAX_QUOTED = 80;
const OPENS_AFTER = /[\s([{:;,/–—-]/;

function closeAt(text: string, from: number, mark: string): number {
  const limit = Math.min(text.length, from + MAX_QUOTED);
  for (let k = from; k < limit; k++) {
    if (text[k] === "\n") return -1;
    if (text[k] === mark) return /\p{L}/u.test(text[k + 1] ?? "") ? -1 : k;
  }
  return -1;
}

function pairQuoteMarks(text: string): string {
  if (!text.includes("”") && !text.includes("»")) return text;
  const chars = text.split("");
  for (let i = 0; i < chars.length; i++) {
    const mark = chars[i];
    if (mark !== "”" && mark !== "»") continue;
    const before = i === 0 ? " " : chars[i - 1];
    if (!OPENS_AFTER.test(before) || !/[\p{L}\p{N}]/u.test(chars[i + 1] ?? "")) continue;
    const end = closeAt(text, i + 1, mark === "”" ? "”" : "«");
    if (end < 0) continue;
    chars[i] = mark === "”" ? "“" : "«";
    if (mark === "»") chars[end] = "»";
    i = end;
  }
  return chars.join("");
}
