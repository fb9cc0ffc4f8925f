import { fold } from "../text";

/**
 * The words of the accounting system's own screens (folded): its field, tab and column labels as
 * the system shows them, in Norwegian whatever language the writer uses ("«Restbeløp»", "«Utgående
 * saldo»", "«Dato»"), and their English. A quoted run of such words names a place on a screen, not a
 * thing to create. Each entry is one word.
 */
export const SCREEN_WORDS: ReadonlySet<string> = new Set([
  // Dates and periods.
  "dato", "date", "fakturadato", "forfallsdato", "betalingsdato", "startdato", "sluttdato", "avreise", "retur", "periode", "period",
  // Amounts, accounts and VAT.
  "belop", "amount", "restbelop", "saldo", "balance", "inngaende", "utgaende", "opening", "closing", "debet", "debit", "kredit", "credit",
  "konto", "account", "motkonto", "mva", "mva-kode", "mvakode", "vat", "code", "valuta", "currency", "kurs", "rate", "pris", "price",
  "antall", "quantity", "sats", "enhet", "unit", "rabatt", "discount", "fastpris", "timepris", "grunnlag",
  // Names, addresses and numbers of a record.
  "navn", "name", "fornavn", "etternavn", "e-post", "epost", "email", "e-mail", "telefon", "mobil", "adresse", "address", "postadresse",
  "besoksadresse", "postnr", "postnummer", "poststed", "sprak", "land", "nummer", "number", "ansattnummer", "kundenummer",
  "leverandornummer", "fakturanummer", "bilagsnummer", "avdelingsnavn", "avdelingsnummer", "prosjektleder", "avdelingsleder",
  // Kinds, states and notes.
  "type", "bilagstype", "kategori", "category", "status", "kommentar", "comment", "beskrivelse", "description", "tekst", "text",
  "tittel", "title",
  // Employment.
  "arbeidsforhold", "arbeidstid", "standard", "stillingsprosent", "arslonn", "yrkeskode", "lonnsart", "timer", "per", "dag",
  // Tabs.
  "detaljer", "details", "okonomi", "utlegg", "reisedetaljer", "oversikt", "innstillinger", "settings",
]);

/** Every word of a short quoted run one of the screen words (folded): a place on a screen, not a name. */
export function isScreenTerm(words: string): boolean {
  const list = fold(words).split(/[^\p{L}-]+/u).filter(Boolean);
  return list.length > 0 && list.length <= 3 && list.every((w) => SCREEN_WORDS.has(w));
}
