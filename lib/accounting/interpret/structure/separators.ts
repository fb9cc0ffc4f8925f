import { monthNumber } from "../extract/dates";
import { fold } from "../text";

/**
 * A dense note's separators read as punctuation the readers know: "Nr 6120 / Wandkalender 2027 /
 * 1249.00 NOK" is a list ("Nr 6120, Wandkalender 2027, 1249.00 NOK"), and an arrow between two
 * months or dates is a period ("janv. → févr. 2026": "janv. – févr."). A slash before a unit
 * ("950 NOK / h") is a rate and stays, and so does a slash without spaces ("2026/03", "takk /FR").
 * Pure; one pass over the text.
 */
export function readSeparators(text: string): string {
  if (/[·|]/.test(text)) text = unquoteRecords(text);
  if (!/ \/ |→|->|=>|⇒/.test(text)) return text;
  // Other arrows stay: "Kto 6300 → 7100" is a move the ledger reader reads as one.
  const arrows = text.replace(ARROW, (match: string, offset: number, whole: string) => {
    const before = /(\S{1,20})\s*$/u.exec(whole.slice(Math.max(0, offset - 24), offset))?.[1];
    const after = /^\s*(\S{1,20})/u.exec(whole.slice(offset + match.length, offset + match.length + 24))?.[1];
    return before && after && isTimePoint(before) && isTimePoint(after) ? " – " : match;
  });
  return arrows.replace(SLASH, (match: string, word: string) => (UNIT.test(fold(word)) || SIDE.test(fold(word)) ? match : `, ${word}`));
}

/** An arrow and the blanks around it. */
const ARROW = /[ \t]{0,3}(?:→|->|=>|⇒)[ \t]{0,3}/gu;
/** " / " and the word after it. */
const SLASH = / \/ (\p{L}{1,12}|\d)/gu;
/** Units after a slash: "NOK / h", "kr / måned". */
const UNIT = /^(?:h|t|time|timer|hour|hours|hr|hrs|std|stunde|hora|horas|heure|stk|pcs|unit|mnd|maned|month|mes|mois|monat|ar|year|jahr|ano|dag|day|tag|jour|dia|km|kg|pers|person|natt|night)$/;

/** A posting's two sides: "Dr 6010 / Cr 1209", "debit 5000 / credit 2900", "D 5000 / K 2900" stay one entry. */
const SIDE = /^(?:cr|credit|kredit|k|haben|h|credito|haber|dr|debit|debet|d|soll|s|debito|debe)$/;

function isTimePoint(word: string): boolean {
  const w = fold(word).replace(/[.,;:]+$/, "");
  return monthNumber(w) !== undefined || /^\d{1,4}[-./]\d{1,2}(?:[-./]\d{1,4})?$/.test(w);
}

/** A quotation of a record: its parts set apart by "·" or "|", a figure among them. */
const QUOTED_RECORD = /(["“«„])([^"“”«»„\n]{10,300})(["”»“])/gu;
const RECORD_PART = /[ \t][·|][ \t]/g;

/** Three parts and a figure, or two and an amount to the øre ("Tilbakeført innbetaling -12 000,00 · KUNDE AS"). */
function isRecord(inner: string): boolean {
  const parts = (inner.match(RECORD_PART)?.length ?? 0) + 1;
  return (parts >= 3 && /\d/.test(inner)) || (parts === 2 && /\d[.,]\d{2}(?!\d)/.test(inner));
}

/**
 * "[print of their signature: "Nordnes Hotelldrift AS · Nordnesgaten 12 · 5005 Bergen · org.nr …"]":
 * a record copied in quotation marks is the record, no name or term: the marks go and its parts
 * are set apart by commas, as a sentence lists them.
 */
function unquoteRecords(text: string): string {
  return text.replace(QUOTED_RECORD, (whole: string, _open: string, inner: string) =>
    isRecord(inner) ? inner.replace(RECORD_PART, ", ") : whole,
  );
}
