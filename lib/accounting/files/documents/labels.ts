import { fold } from "@/lib/accounting/interpret/text";

/**
 * "Label: value" reading for document text where the PDF flattened every field onto one
 * line. A value runs until the next known label (of any document kind) or the next "Word:".
 */

export const KNOWN_LABELS = [
  "arbeidsgiver", "employer", "arbeitgeber", "arbeidstaker", "employee", "arbeitnehmer", "navn", "name",
  "fodselsdato", "fodselsdato", "date of birth", "geburtsdatum", "personnummer", "fodselsnummer",
  "national identity number", "e-post", "epost", "email", "e-mail", "bankkonto", "bank account", "kontonummer",
  "ansettelsesdetaljer", "avdeling", "department", "abteilung", "stillingskode (styrk)", "stillingskode", "styrk",
  "occupation code", "stillingstittel", "stilling", "job title", "ansettelsesform", "employment form",
  "lonnstype", "salary type", "stillingsprosent", "employment percentage", "arslonn", "annual salary",
  "tiltredelse", "startdato", "start date", "arbeidstid", "working hours", "vilkar", "detaljer",
  "org.nr", "org nr", "organisasjonsnummer", "fakturanummer", "invoice number", "fakturadato", "invoice date",
  "forfallsdato", "due date", "til", "beskrivelse", "belop", "mva", "totalt", "total", "sum", "konto", "account",
  "kvittering", "receipt", "vare", "pris", "betalt med", "paid with", "herav mva",
];

const LABEL_ALT = [...KNOWN_LABELS]
  .sort((a, b) => b.length - a.length)
  .map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");
const NEXT_LABEL = new RegExp(`\\s(?:${LABEL_ALT})\\s?:|\\s\\S+:\\s|\\n`, "i");

/** The value after the first of `labels` ("Avdeling: Økonomi Stillingskode …" → "Økonomi"). */
export function labelValue(text: string, labels: string[]): string | undefined {
  const folded = fold(text);
  for (const label of labels) {
    const re = new RegExp(`(?:^|[\\s.])${fold(label).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s?:\\s*`, "i");
    const m = re.exec(folded);
    if (!m) continue;
    const start = m.index + m[0].length;
    const rest = folded.slice(start);
    const next = NEXT_LABEL.exec(" " + rest);
    const end = next ? start + Math.max(0, next.index - 1) : text.length;
    const value = text.slice(start, end).trim().replace(/[.,;]+$/, "");
    if (value) return value;
  }
  return undefined;
}
