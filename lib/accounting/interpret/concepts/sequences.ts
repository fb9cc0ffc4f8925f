import { fold } from "../text";
import { formsOf } from "./tokens";

/**
 * Word sequences matched on stems: each entry is a list of words or stems ("navn", "er"), and a
 * word of the text matches an entry's word when that word is one of its forms (the folded word
 * or its stem in one of the stemmed languages), so "navnet er", "namnet er" and "nombre es" need
 * no spelling of their own. Optional words (articles) may stand between an entry's words: "mit dem
 * Namen" is the entry "mit", "namen". An entry is a word or a stem, never a sentence.
 */
export interface Sequences {
  /** Entries by their first word. */
  byFirst: Map<string, string[][]>;
  optional: ReadonlySet<string>;
}

export function compileSequences(entries: readonly (readonly string[])[], optional: readonly string[] = []): Sequences {
  const byFirst = new Map<string, string[][]>();
  for (const e of entries) {
    const words = e.map((w) => fold(w));
    byFirst.set(words[0], [...(byFirst.get(words[0]) ?? []), words]);
  }
  return { byFirst, optional: new Set(optional.map((w) => fold(w))) };
}

/** Forms of a word as written (lower case, a trailing comma or point dropped). */
export function wordForms(word: string): string[] {
  // Entries are written as bare stems ("heiss", "navn"): the forms' stemmer tags are left off.
  return formsOf(word.toLowerCase().replace(/[.,;:!?]+$/, "")).map((f) => f.replace(/^\d\|/, ""));
}

/**
 * The number of words an entry takes from `forms[i]` on (optional words between its words
 * included), or 0 when none starts there; the longest entry wins. Each entry is at most a few
 * words, so a scan of the text is linear.
 */
export function matchAt(seq: Sequences, forms: readonly (readonly string[])[], i: number): number {
  let best = 0;
  for (const f of forms[i] ?? []) {
    for (const entry of seq.byFirst.get(f) ?? []) {
      let at = i + 1;
      let ok = true;
      for (let k = 1; k < entry.length && ok; k++) {
        if (at < forms.length && !forms[at].includes(entry[k]) && seq.optional.has(forms[at][0])) at++;
        ok = at < forms.length && forms[at].includes(entry[k]);
        at++;
      }
      if (ok && at - i > best) best = at - i;
    }
  }
  return best;
}
