import { fold } from "../text";
import { numberFromWord } from "./number-words";

/**
 * How many errors a request says it holds: "4 erreurs à corriger", "les quatre erreurs", "fire feil",
 * "die 3 Fehler", or the count after the noun's sentence has named them ("errores en el libro mayor …
 * corregir los 4", "rett opp alle fire", "São 4:"), or in brackets after the noun's phrase ("erros no razão (4):"). Undefined when no count is stated. A reading with
 * fewer errors than the writer counted has missed some: it must not write the ones it found alone.
 * Linear: one pass over the words.
 */

const ERROR_NOUNS = String.raw`feil|feila|feilene|feilane|feilen|errors?|mistakes?|erreurs?|errores?|erros?|fehler[n]?|irregularit\w*|discrepanc\w*|avvik\w*`;
const ERROR_NOUN = new RegExp(`^(?:${ERROR_NOUNS})$`);
/** Words that point back to the errors before a count: "alle fire", "los 4", "all the three", "São 4". */
const BACK = new Set(["alle", "all", "los", "las", "les", "todos", "todas", "die", "the", "sao", "son", "sont", "sind", "er", "are", "is", "ces", "estos", "estes", "esses", "these", "disse", "desse", "diese"]);
const MAX_WORDS = 4_000;
/** The words after a count that point back to the errors (folded): "of them", "av dem", "davon", "de ellos", "d'entre elles". */
const OF_THEM = /^(?:of (?:them|those)|av (?:dem|dei|de)|davon|de (?:ellos|ellas|eles|elas)|entre (?:elles|eux)|deles|delas)\b/;

export function statedErrorCount(text: string): number | undefined {
  const words = (fold(text).match(/[a-z0-9]+/g) ?? []).slice(0, MAX_WORDS);
  const countAt = (i: number) => {
    const w = words[i] ?? "";
    const n = /^\d{1,2}$/.test(w) ? Number(w) : numberFromWord(w);
    return n !== undefined && n >= 2 && n <= 12 ? n : undefined;
  };
  let lastNoun = -1;
  for (let i = 0; i < words.length; i++) {
    if (ERROR_NOUN.test(words[i])) {
      // "4 erreurs", "quatre erreurs", "die 3 Fehler", "four ledger errors": the count right before, a word between at most.
      const before = countAt(i - 1) ?? countAt(i - 2);
      if (before !== undefined) return before;
      lastNoun = i;
      continue;
    }
    // "… errores … corregir los 4": a count pointed back to, within a few words of the noun's sentence.
    if (lastNoun >= 0 && i - lastNoun <= 20 && BACK.has(words[i - 1] ?? "") && countAt(i) !== undefined) return countAt(i);
    // "… mistakes in the ledger, four of them", "fire av dei", "vier davon", "cuatro de ellos".
    if (lastNoun >= 0 && i - lastNoun <= 20 && countAt(i) !== undefined && OF_THEM.test(`${words[i + 1] ?? ""} ${words[i + 2] ?? ""}`)) return countAt(i);
  }
  // "erros no razão jan e fev (4):": the count in brackets after the noun's phrase.
  const bracketed = BRACKETED_COUNT.exec(fold(text.slice(0, MAX_BRACKET_SCAN)));
  const n = bracketed ? Number(bracketed[1]) : undefined;
  return n !== undefined && n >= 2 && n <= 12 ? n : undefined;
}

const BRACKETED_COUNT = new RegExp(String.raw`(?<![a-z])(?:${ERROR_NOUNS})(?:[ \t]{1,3}[a-z+.]{1,12}){0,6}[ \t]{0,2}\((\d{1,2})\)`);
const MAX_BRACKET_SCAN = 4_000;
