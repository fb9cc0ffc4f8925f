/**
 * German and Norwegian write a concept and its kind as one word: "Lohnrückstellung",
 * "lønnsavsetning", "Gehaltsabgrenzung", "Mitarbeiterbonus". A compound is read by splitting it
 * once into a head and a tail that are both words of the lexicon (by stem or by a prefix entry),
 * with the linking letters the two languages put between them ("Gehalt-s-abgrenzung",
 * "lønn-s-avsetning"). The tail names what the word is; the head what it is of. One split per
 * word, tried at each position: linear in the word's length times the longest tail tried.
 */

/** Shortest head and tail: shorter parts are too often mere syllables ("an", "be", "for"). */
const MIN_HEAD = 3;
const MIN_TAIL = 4;
/** Longer words are no compounds of two words (and are not worth the splits). */
const MAX_WORD = 40;
/** Letters German and Norwegian put between the parts of a compound. */
const LINKS = ["s", "es", "e", "n", "en", "er", ""];

export interface Compound<C> {
  head: string;
  tail: string;
  headConcepts: C[];
  tailConcepts: C[];
}

/**
 * Split a folded word into head + link + tail, where `conceptsOf` names a concept for both parts.
 * The longest tail wins (the most specific reading: "lonn-savsetning" gives way to
 * "lonn-s-avsetning" because "savsetning" is no word).
 */
export function splitCompound<C>(word: string, conceptsOf: (part: string) => C[]): Compound<C> | undefined {
  if (word.length < MIN_HEAD + MIN_TAIL || word.length > MAX_WORD || !/^\p{L}+$/u.test(word)) return undefined;
  for (let cut = MIN_HEAD; cut <= word.length - MIN_TAIL; cut++) {
    const tail = word.slice(cut);
    const tailConcepts = conceptsOf(tail);
    if (!tailConcepts.length) continue;
    for (const link of LINKS) {
      const end = cut - link.length;
      if (end < MIN_HEAD || word.slice(end, cut) !== link) continue;
      const head = word.slice(0, end);
      const headConcepts = conceptsOf(head);
      if (headConcepts.length) return { head, tail, headConcepts, tailConcepts };
    }
  }
  return undefined;
}
