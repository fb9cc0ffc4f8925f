/**
 * A memo, form or letter printed on a firm's paper: the letterhead at its top (the firm's name and its contact lines)
 * and the registration line at its foot (organisation number, bank accounts) say who printed it, not what is asked.
 * Pure; linear in the text's length.
 */

/** A contact line of a letterhead: an e-mail or web address, a phone, a street with its postcode and town, an org. number. */
const CONTACT =
  /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,40}|\bwww\.|\b(?:tlf|tel|telefon|phone|mob|mobil|fax|org\.? ?-?(?:nr|no)|nif|cif|siret|cnpj)\b\.?|\b\d{4,5}[ \t]{1,2}\p{Lu}\p{Ll}{2,}/iu;

/**
 * A foot line of the firm's paper: its registration and bank details ("Brekke Vardal AS - Org.nr. 915 337 204 MVA -
 * Driftskonto 9710.05.12348", "Sitz: Hamburg · HRB 1234 · IBAN DE…", "Registered in England no. …").
 */
const REGISTRATION = /\b(?:org\.? ?-?(?:nr|no|n[º°])|organisasjonsnummer|foretaksregisteret|handelsregister|hrb|registered (?:in|office|no)|sitz|siret|rcs|nif|cif|cnpj)\b/i;
const BANK_OR_FIRM = /\b(?:konto|kontonr|account|iban|bic|swift|bank|mva|vat|ust|tva|iva|as|asa|gmbh|ltd|sarl|sas|sl|lda)\b/i;

/** Lines looked at: at most six contact lines under the name, three registration lines at the foot, each of a bounded length. */
const HEAD_LINES = 6;
const FOOT_LINES = 3;
const MAX_LINE = 200;

/** The lines of the letterhead at the top: a name line with contact lines under it (none when no contact line follows). */
function letterheadEnd(lines: string[]): number {
  let i = 0;
  while (i < lines.length && !lines[i].trim()) i++;
  const name = lines[i]?.trim() ?? "";
  // The firm's name: a short line with no sentence in it and no label ("Til:", "Date:").
  if (!name || name.length > 80 || /[.!?]$|:\s*\S/.test(name)) return 0;
  let j = i + 1;
  while (j < lines.length && j <= i + HEAD_LINES && lines[j].length <= MAX_LINE && CONTACT.test(lines[j]) && !/^\s*(?:til|to|an|a|à|para|attn|v\/)\s*:/i.test(lines[j])) j++;
  return j > i + 1 ? j : 0;
}

/** Where the registration lines at the foot begin (the text's line count when there are none). */
function footStart(lines: string[]): number {
  let k = lines.length;
  while (k > 0 && !lines[k - 1].trim()) k--;
  let start = k;
  while (start > 0 && k - start < FOOT_LINES && lines[start - 1].length <= MAX_LINE && REGISTRATION.test(lines[start - 1]) && BANK_OR_FIRM.test(lines[start - 1])) start--;
  return start;
}

/** The document's text without its letterhead and its foot. */
export function withoutLetterhead(text: string): string {
  const lines = text.split("\n");
  const from = letterheadEnd(lines);
  const to = footStart(lines);
  return to > from ? lines.slice(from, to).join("\n") : text;
}
