import { namesConcept } from "../concepts";
import { fold } from "../text";

/**
 * A request written all in small letters ("please make a new customer it is fjord ramblers ltd …
 * the email is booking@fjordramblers.no"), its names given back the capitals the readers know
 * names by:
 * - a person's name from an e-mail address written in it: "tormod.brekken61@…" makes every
 *   "tormod" and "brekken" of the text "Tormod", "Brekken";
 * - a company's name before its form ("fjord ramblers ltd", "bøfjorden beitelag sa"): the words
 *   back to the first small word of the sentence ("it is", "kunden", "frå") are the name. A form
 *   that is also a word ("as", "sa", "da") counts after two words of name, or before a bracket, a
 *   comma, an org. no. or the line's end.
 * A request with capitals of its own is left as written. Pure; one pass over the words, linear.
 */

/** Below this share of capitals among its letters, a request is written in small letters. */
const LOWER_SHARE = 0.01;
const MIN_LETTERS = 40;

const FORMS: Record<string, string> = {
  as: "AS", asa: "ASA", sa: "SA", ab: "AB", gmbh: "GmbH", ag: "AG", kg: "KG", ltd: "Ltd", limited: "Limited", llc: "LLC", inc: "Inc", plc: "PLC",
  sl: "SL", sarl: "SARL", sas: "SAS", lda: "Lda", ltda: "Ltda", oy: "Oy", aps: "ApS", ans: "ANS", da: "DA", ba: "BA", ks: "KS", bv: "BV", srl: "SRL",
};
/** Forms that are also everyday words in one of the languages. */
const WORD_FORMS = new Set(["as", "sa", "da", "ab", "ag", "ks", "ans", "ba", "sl", "inc"]);

/** Small words a company's name does not hold, in the seven languages (folded). */
const SMALL = new Set(
  (
    "og i pa for til fra fraa fra med av er e det den dei de som at vi eg du han ho hun oss meg seg har hadde ska skal vil kan ma no na sa om ein en eit et " +
    "the a an is it to from for with of and our at in on by this that its their my your we you he she they was are be please make new " +
    "der die das dem den des von fur mit und ist bei an auf zu ein eine einen unser unsere bitte " +
    "el la los las de del y es para con al un una nuestro nuestra por favor " +
    "le les des du et est pour avec chez au aux un une notre nos " +
    "o os as da do das dos e para com em no na um uma nosso nossa"
  ).split(" "),
);

const EMAIL = /[\p{L}\d._%+-]{1,64}@[\p{L}\d.-]{1,253}\.[\p{L}]{2,24}/gu;
const WORD = /[\p{L}][\p{L}'’-]*/gu;

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function restoreCase(text: string): string {
  let letters = 0;
  let capitals = 0;
  for (const ch of text) {
    if (ch.toLowerCase() !== ch.toUpperCase()) {
      letters++;
      if (ch !== ch.toLowerCase()) capitals++;
    }
  }
  if (letters < MIN_LETTERS || capitals / letters >= LOWER_SHARE) return text;
  // Names from the addresses' local parts.
  const emails: { from: number; to: number }[] = [];
  const names = new Set<string>();
  for (const m of text.matchAll(EMAIL)) {
    emails.push({ from: m.index!, to: m.index! + m[0].length });
    for (const part of m[0].split("@")[0].split(/[._+-]/)) {
      const w = part.replace(/\d+/g, "");
      if (w.length >= 2 && !SMALL.has(fold(w))) names.add(w);
    }
  }
  // Words and addresses both come in order: one pointer walks the addresses (linear however many there are).
  let next = 0;
  const inEmail = (i: number) => {
    while (next < emails.length && emails[next].to <= i) next++;
    return next < emails.length && i >= emails[next].from;
  };
  const words = [...text.matchAll(WORD)].filter((m) => !inEmail(m.index!));
  const out = text.split("");
  const setWord = (m: RegExpMatchArray, value: string) => {
    for (let k = 0; k < value.length; k++) out[m.index! + k] = value[k];
  };
  words.forEach((m, i) => {
    if (names.has(m[0])) setWord(m, capital(m[0]));
    // The form as written: "så" is no "sa".
    const form = FORMS[m[0].toLowerCase()];
    if (!form) return;
    // The name: the words before the form back to a small word, a concept's word or a line's or sentence's start.
    let start = i;
    while (start > 0 && i - start < 4) {
      const prev = words[start - 1];
      const gap = text.slice(prev.index! + prev[0].length, words[start].index!);
      if (/[\n.,;:!?()]/.test(gap) || SMALL.has(fold(prev[0])) || namesConcept(prev[0])) break;
      start--;
    }
    const count = i - start;
    if (count === 0) return;
    if (WORD_FORMS.has(m[0].toLowerCase())) {
      const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
      if (count < 2 && !/^\s{0,2}(?:$|\n|[(,.;:]|org|\d)/.test(after)) return;
    }
    for (let k = start; k < i; k++) setWord(words[k], capital(words[k][0]));
    setWord(m, form);
  });
  return out.join("");
}
