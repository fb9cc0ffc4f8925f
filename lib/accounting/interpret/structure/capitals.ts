import { findConcepts } from "../concepts";

/**
 * A request written all in capitals (a telex, a radiogram, a note typed with caps lock on:
 * "REGISTRER LEVERANDOER: BUNKERSERVICE VEST AS / ORG 962551181") is written in small letters, so
 * that the small-letter stage that follows gives its names their capitals back from where they stand
 * (before a company's form, before an address that spells them, after the word for the thing), and
 * the rest of it, a ship's position or a port in the heading, no longer looks like a name. Read after
 * the stages that know words by their capitals (shorthand, a telegram's "STOP"s); addresses and
 * links keep their letters. Pure; one pass over the text.
 *
 * A word spelt in plain ASCII letters as a telex spells it ("LEVERANDOER", "BELOEPET",
 * "RECHNUNGSBETRAEGE") is the accounting word when only its "oe", "aa", "ae", "ue" read as one letter
 * make it one ("leverandør"): the readers know the words by their letters.
 */

/** At least this many letters, and capitals at least this share of them, make a request written in capitals. */
const MIN_LETTERS = 40;
const CAPITALS_SHARE = 0.95;

/** Addresses and links keep their letters; each bounded. */
const KEPT = /[\p{L}\d._%+-]{1,64}@[\p{L}\d.-]{1,253}\.\p{L}{2,24}|https?:\/\/[^\s<>]{1,300}|www\.[^\s<>]{1,300}/gu;
const WORD = /\p{L}+/gu;
/** The two letters a plain-ASCII spelling writes for one letter ("ø" "oe", "å" "aa", "æ" "ae", "ü" "ue"), by the letter it folds to. */
const DIGRAPH = /aa|ae|oe|ue/g;
const HAS_DIGRAPH = /aa|ae|oe|ue/;
const ONE_LETTER: Record<string, string> = { aa: "å", ae: "æ", oe: "ø", ue: "ü" };

/** Whether a request's letters, addresses and links apart, are capitals. */
export function writtenInCapitals(text: string): boolean {
  let letters = 0;
  let capitals = 0;
  for (const ch of text.replace(KEPT, " ")) {
    if (ch.toLowerCase() === ch.toUpperCase()) continue;
    letters++;
    if (ch !== ch.toLowerCase()) capitals++;
  }
  return letters >= MIN_LETTERS && capitals / letters >= CAPITALS_SHARE;
}

/** A small-letter word with its two-letter spellings read as one letter, when only that makes it an accounting word. */
function accountingSpelling(word: string): string {
  if (word.length < 4 || !HAS_DIGRAPH.test(word)) return word;
  if (findConcepts(word).hits.size > 0) return word;
  const joined = word.replace(DIGRAPH, (d) => ONE_LETTER[d]);
  return findConcepts(joined).hits.size > 0 ? joined : word;
}

export function lowerCapitals(text: string): string {
  if (!writtenInCapitals(text)) return text;
  let out = "";
  let last = 0;
  for (const m of text.matchAll(KEPT)) {
    out += lowerWords(text.slice(last, m.index!)) + m[0];
    last = m.index! + m[0].length;
  }
  return out + lowerWords(text.slice(last));
}

function lowerWords(text: string): string {
  return text.replace(WORD, (w) => accountingSpelling(w.toLowerCase()));
}
