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

/**
 * A count the writer takes back at once: "3 Tage – nee, 4 Tage", "tre dagar, nei vent det var fire
 * dagar", "two nights, no, three nights" are 4 Tage, fire dagar, three nights. Only when the same word
 * follows both counts (the thing counted), with a "no" between and at most a few words of filler.
 */
export function takeBackCounts(text: string): string {
  if (!TAKE_BACK_CUE.test(text)) return text;
  return text.replace(TAKE_BACK, (whole, first: string, unit: string, second: string, unit2: string) =>
    fold(unit) === fold(unit2) && numberFromWord(first) !== undefined && numberFromWord(second) !== undefined ? `${second} ${unit2}` : whole,
  );
}
const NO_WORDS = "nei|nee|no|non|nein|nao|não|nope|nix";
const TAKE_BACK_CUE = new RegExp(`[\\s,–—-](?:${NO_WORDS})\\b`, "iu");
const TAKE_BACK = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|\\p{L}{2,10})[ \\t]{1,2}(\\p{L}{3,12})[ \\t]{0,2}[,;–—-]?[ \\t]{0,3}(?:${NO_WORDS})[,.!:]?(?:[ \\t]{1,2}\\p{L}{1,10}[,.!:]?){0,4}?[ \\t]{1,3}(\\d{1,3}|\\p{L}{2,10})[ \\t]{1,2}(\\2)(?![\\p{L}])`,
  "giu",
);

/**
 * A date the writer takes back at once: "f. 23/11-93 – nei, vent, 23/11-94", "born 03.04.1990, no,
 * 04.03.1990" is the second date. Dates written in digits only, a "no" between and at most a few
 * words of filler.
 */
export function takeBackDates(text: string): string {
  if (!TAKE_BACK_CUE.test(text)) return text;
  return text.replace(TAKE_BACK_DATE, (_whole, _first: string, second: string) => second);
}
const DATE_DIGITS = String.raw`(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}(?:[./-]\d{2,4})?\.?)`;
const TAKE_BACK_DATE = new RegExp(
  `(?<![\\p{L}\\d])(${DATE_DIGITS})[ \\t]{0,2}[,;–—-]?[ \\t]{0,3}(?:${NO_WORDS})[,.!:]?(?:[ \\t]{1,2}\\p{L}{1,10}[,.!:]?){0,4}?[ \\t]{1,3}(${DATE_DIGITS})(?![\\d./-]\\d)`,
  "giu",
);
