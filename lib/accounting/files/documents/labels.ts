import { fold, spellingKey } from "@/lib/accounting/interpret/text";
import { EMPLOYMENT_LABELS } from "./employment-labels";

/**
 * "Label: value" reading for document text where the PDF flattened every field onto one
 * line. A value runs until the next known label (of any document kind) or the next "Word:",
 * and is never longer than VALUE_MAX_CHARS: document fields are short, and the bound keeps
 * every lookup linear in the text however it is shaped.
 */

export const KNOWN_LABELS = [
  "arbeidsgiver", "employer", "arbeitgeber", "arbeidstaker", "employee", "arbeitnehmer", "navn", "name",
  "fodselsdato", "fodselsdato", "date of birth", "geburtsdatum", "personnummer", "fodselsnummer",
  "national identity number", "e-post", "epost", "email", "e-mail", "bankkonto", "bank account", "kontonummer",
  "ansettelsesdetaljer", "avdeling", "department", "abteilung", "stillingskode (styrk)", "stillingskode", "styrk",
  "occupation code", "stillingstittel", "stilling", "job title", "ansettelsesform", "employment form",
  "lonnstype", "salary type", "stillingsprosent", "employment percentage", "arslonn", "annual salary",
  "tiltredelse", "tiltreding", "startdato", "start date", "arbeidsgjevar", "arbeidstakar", "namn", "tilsetjingsform", "lontype", "arslon", "arbeidstid", "working hours", "vilkar", "detaljer",
  "org.nr", "org nr", "organisasjonsnummer", "fakturanummer", "invoice number", "fakturadato", "invoice date",
  "forfallsdato", "due date", "til", "beskrivelse", "belop", "mva", "totalt", "total", "sum", "konto", "account",
  "kvittering", "receipt", "vare", "pris", "betalt med", "paid with", "herav mva",
];

/** The longest value a label can have (names, dates, amounts, account numbers are far shorter). */
export const VALUE_MAX_CHARS = 200;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const LABEL_ALT = [...new Set([...KNOWN_LABELS, ...Object.values(EMPLOYMENT_LABELS).flat()])]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join("|");
// Runs over at most VALUE_MAX_CHARS + 1 characters; `\S{1,64}` keeps "Word:" bounded as well.
// A label in two languages ("Date of birth / Fødselsdato:") is one label.
// A typed form's dotted leader stands for the colon ("FAKTURANR ...... HSM-2026-0331").
const NEXT_LABEL = new RegExp(`\\s(?:${LABEL_ALT})(?:\\s?/[^:/\\n]{1,40})?\\s?(?::|\\.{3,}|…)|\\s\\S{1,64}:\\s|\\s\\S{1,64}\\s\\.{3,}|\\n`, "i");

/** `value` without trailing ".", "," and ";" (a loop, not `/[.,;]+$/`, which is quadratic on runs of them). */
function trimTrailingPunctuation(value: string): string {
  let end = value.length;
  while (end > 0 && ".,;".includes(value[end - 1])) end--;
  return value.slice(0, end);
}

/**
 * A reader of "Label: value" fields over one text, folding the text once for all lookups (pass
 * `folded` when the caller has it already). `read(labels)` is the value after the first of
 * `labels` that has one.
 */
export function labelReader(text: string, folded = fold(text)): (labels: string[]) => string | undefined {
  return (labels) => {
    for (const label of labels) {
      const key = fold(label);
      // Cheap test first: most labels are absent from a given document.
      if (!folded.includes(key)) continue;
      // "Employee / Arbeidstaker: …": the label first, its other language's word after a slash or in a bracket
      // ("Compte (Konto) : 6860").
      const re = new RegExp(`(?:^|[\\s.])${escape(key)}(?:\\s?/[^:/\\n]{1,40}|\\s?\\([^():\\n]{1,30}\\))?\\s?(?::|\\.{3,}|…+)\\s*`, "i");
      const m = re.exec(folded);
      if (!m) continue;
      const start = m.index + m[0].length;
      const rest = folded.slice(start, start + VALUE_MAX_CHARS);
      const next = NEXT_LABEL.exec(" " + rest);
      const end = next ? start + Math.max(0, next.index - 1) : start + rest.length;
      const value = trimTrailingPunctuation(text.slice(start, end).trim());
      if (value) return value;
    }
    return undefined;
  };
}

/** The value after the first of `labels` ("Avdeling: Økonomi Stillingskode …" → "Økonomi"). */
export function labelValue(text: string, labels: string[]): string | undefined {
  return labelReader(text)(labels);
}

/** A line of its own label and value: "Departamento:        Analítica", "Occupation code (STYRK):  2421". */
const LABEL_LINE = /^[ \t]{0,12}([^\n:]{1,60}?)[ \t]*:[ \t]*(\S[^\n]{0,200})$/gm;
/** A line of its label, a dotted leader and its value: "1.3 Date of birth .......... 1990-09-12". */
const LEADER_LINE = /^[ \t]{0,12}([^\n:]{1,60}?)[ \t]*(?:\.{3,}|…+|(?<=[ \t])\.(?=[ \t]))[ \t]*(\S[^\n]{0,200})$/gm;
/** A numbered clause's label, a wide gap and its value: "2.2 Stillingskode STYRK-08  2142". */
const NUMBERED_GAP_LINE = /^[ \t]{0,12}(\d{1,2}(?:\.\d{1,2}){1,3}[ \t]+\p{L}[^\n:]{0,50}?)[ \t]{2,}(\S[^\n]{0,200})$/gmu;
/** A line of its label closed by a bracket, a wide gap and its value: "Occupation code (STYRK-08)  2511". */
const BRACKET_GAP_LINE = /^[ \t]{0,12}([^\n:()]{1,50}\([^\n:()]{1,30}\))[ \t]{2,}(\S[^\n]{0,200})$/gm;
/** A two-column table's row, as Markdown writes it: "| Fødd | 14.09.1996 |" (a header's rule "|---|---|" has no letter). */
const PIPE_ROW = /^[ \t]{0,12}\|[ \t]*([^|\n]*\p{L}[^|\n]{0,58}?)[ \t]*\|[ \t]*(\S[^|\n]{0,200}?)[ \t]*\|[ \t]*$/gmu;
/** A label as compared: spelt plainly, its closing word for number in one form ("National ID no." is "national id number"). */
function labelKey(folded: string): string {
  return spellingKey(folded).replace(/\s(?:no|nr|num|number|nummer|numero)\.?$/, " number").replace(/\.$/, "");
}

/** Another field on the same line after a wide gap: "Økonomi     Stillingskode: 2411". */
const NEXT_FIELD = /[ \t]{3,}[^\s:]{1,40}(?:[ \t][^\s:]{1,40}){0,3}[ \t]?:/;

/**
 * A reader of the document's label lines, one field a line, as a typed or exported document keeps them: a value
 * is its line's rest, whatever words it holds. `read(labels)` is the value of the first line whose label is one of
 * `labels` (folded), or one of them followed by a bracket ("occupation code (styrk)"); undefined where no line is.
 */
export function lineLabelReader(written: string): (labels: string[]) => string | undefined {
  // A document written in Markdown ("- **Nom :** Julien Garnier"): its list marks and emphasis are no part of a label.
  const text = written.replace(/\*\*(?=\S)([^*\n]{1,80}?)\*\*|__(?=\S)([^_\n]{1,80}?)__/g, "$1$2").replace(/^([ \t]{0,12})[-*•+][ \t]+(?=\S)/gm, "$1");
  const lines: { label: string; value: string; qualified?: boolean }[] = [];
  // A form's label lines: with a colon, a dotted leader ("Date of birth .......... 1990-09-12"), or a bracket and a
  // wide gap ("National ID (fødselsnummer)  12099031490").
  // In the document's order: the first line with a label answers ("1.2 Employee …… Fiona McAllister" before the
  // signature's "Employee: Fiona McAllister, 2026-05-07T08:12").
  const found = [...text.matchAll(LABEL_LINE), ...text.matchAll(LEADER_LINE), ...text.matchAll(BRACKET_GAP_LINE), ...text.matchAll(NUMBERED_GAP_LINE), ...text.matchAll(PIPE_ROW)].sort((a, b) => a.index! - b.index!);
  for (const m of found) {
    // "2.1 Avdeling: Fellestjenester": a clause's number before its label is no part of it.
    const label = fold(m[1]).trim().replace(/\s+/g, " ").replace(/^(?:\d{1,2}(?:\.\d{1,2}){0,3}[.)]?|[a-h][.)])\s+(?=\p{L})/u, "");
    const cut = NEXT_FIELD.exec(m[2]);
    const value = trimTrailingPunctuation((cut ? m[2].slice(0, cut.index) : m[2]).trim());
    // "Salary account / Lønnskonto": a label in two languages answers to each.
    // Labels compared as spelt: a document in plain ASCII letters writes "AARSLOENN" for "Årslønn".
    for (const one of label.includes("/") ? [label, ...label.split(/\s?\/\s?/)] : [label]) if (one) lines.push({ label: labelKey(one.trim()), value });
    // "Personalnummer (norw. fødselsnummer)": the label's other name in its bracket answers too, a word of qualification before it.
    const other = /\(([^()]{3,40})\)\s*$/.exec(label)?.[1];
    if (other) lines.push({ label: labelKey(other.trim()), value, qualified: true });
  }
  return (labels) => {
    for (const label of labels) {
      const key = labelKey(fold(label));
      // "Occupation code (STYRK)", "Bankkonto for lønnsutbetaling": a bracket or a phrase of purpose after the label.
      const hit = lines.find((l) => l.value && (l.label === key || (l.qualified && l.label.endsWith(` ${key}`)) || (l.label.startsWith(key) && /^(?:\s?\(|\s(?:for|til|to|para|pour|fur|de|do|da|of)\s|\s(?:styrk|isco)\b)/.test(l.label.slice(key.length)))));
      if (hit) return hit.value;
    }
    return undefined;
  };
}
