import { fold } from "../text";

/**
 * Small numbers written as words in the seven request languages (folded), cardinal and ordinal:
 * "three days", "seis años", "neun Jahre", "the first of September", "tres de mayo".
 */
const WORDS: [number, string[]][] = [
  [1, ["one", "first", "en", "ein", "eitt", "ett", "forste", "fyrste", "uno", "una", "un", "primero", "primer", "um", "uma", "primeiro", "une", "premier", "premiere", "eins", "eine", "erste", "ersten"]],
  [2, ["two", "second", "to", "andre", "dos", "segundo", "dois", "duas", "deux", "deuxieme", "zwei", "zweite", "zweiten"]],
  [3, ["three", "third", "tre", "tredje", "tres", "tercero", "terceiro", "trois", "troisieme", "drei", "dritte", "dritten"]],
  [4, ["four", "fourth", "fire", "fjerde", "cuatro", "cuarto", "quatro", "quarto", "quatre", "quatrieme", "vier", "vierte", "vierten"]],
  [5, ["five", "fifth", "fem", "femte", "cinco", "quinto", "cinq", "cinquieme", "funf", "fuenf", "funfte", "funften"]],
  [6, ["six", "sixth", "seks", "sjette", "seis", "sexto", "sixieme", "sechs", "sechste", "sechsten"]],
  [7, ["seven", "seventh", "sju", "sjuande", "syv", "sjuende", "siete", "septimo", "sete", "setimo", "sept", "septieme", "sieben", "siebte", "siebten"]],
  [8, ["eight", "eighth", "atte", "attande", "attende", "ocho", "octavo", "oito", "oitavo", "huit", "huitieme", "acht", "achte", "achten"]],
  [9, ["nine", "ninth", "ni", "niande", "niende", "nueve", "noveno", "nove", "nono", "neuf", "neuvieme", "neun", "neunte", "neunten"]],
  [10, ["ten", "tenth", "ti", "tiande", "tiende", "diez", "decimo", "dez", "dix", "dixieme", "zehn", "zehnte", "zehnten"]],
  [11, ["eleven", "eleventh", "elleve", "once", "onze", "elf"]],
  [12, ["twelve", "twelfth", "tolv", "doce", "doze", "douze", "zwolf"]],
];

const VALUE = new Map<string, number>();
for (const [n, words] of WORDS) for (const w of words) VALUE.set(w, n);

/** The alternation of every number word (folded, longest first), for building patterns. */
export const NUMBER_WORD_PATTERN = [...VALUE.keys()].sort((a, b) => b.length - a.length).join("|");

/** Words that are also articles or prepositions ("en mars 2026" is "in March"): never a day of the month. */
const NOT_A_DAY = new Set(["en", "ein", "eine", "eins", "eitt", "ett", "un", "une", "una", "uno", "um", "uma", "to", "ni", "ti", "once", "onze"]);

/** Number words that may stand for a day of the month before a month name. */
export const DAY_WORD_PATTERN = [...VALUE.keys()]
  .filter((w) => !NOT_A_DAY.has(w))
  .sort((a, b) => b.length - a.length)
  .join("|");

/** The value of a number written in digits or as a word, or undefined. */
export function numberFromWord(word: string): number | undefined {
  const w = fold(word).trim();
  if (/^\d+(?:[.,]\d+)?$/.test(w)) return Number(w.replace(",", "."));
  return VALUE.get(w);
}

/** "seis (6) años", "four (4) days", "2 (2)": a count written in words and again in digits, as one count in digits. */
export function collapseRestatedCounts(text: string): string {
  return text.replace(/(?<![\p{L}\d])([\p{L}\d]{1,20}) \((\d{1,3})\)/gu, (whole, word: string, digits: string) =>
    word === digits || numberFromWord(fold(word)) === Number(digits) ? digits : whole,
  );
}
