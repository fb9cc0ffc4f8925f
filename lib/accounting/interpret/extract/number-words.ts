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

/** "seis (6) años", "four (4) days", "2 (2)", "doce horas (12)": a count written in words and again in digits, as one count in digits. */
export function collapseRestatedCounts(text: string): string {
  return (
    text
      .replace(/(?<![\p{L}\d])([\p{L}\d]{1,20}) \((\d{1,3})\)/gu, (whole, word: string, digits: string) =>
        word === digits || numberFromWord(fold(word)) === Number(digits) ? digits : whole,
      )
      // "doce horas (12)", "ten days (10)": the thing counted between the word and its digits.
      .replace(/(?<![\p{L}\d])(\p{L}{2,20}) (\p{L}{3,12}) \((\d{1,3})\)/gu, (whole, word: string, unit: string, digits: string) =>
        numberFromWord(fold(word)) === Number(digits) ? `${digits} ${unit}` : whole,
      )
  );
}

/**
 * A count the writer takes back at once: "3 Tage – nee, 4 Tage", "tre dagar, nei vent det var fire
 * dagar", "two nights, no, three nights", "12 horas... no, perdón, 14 horas" are 4 Tage, fire dagar, three nights, 14 horas. Only when the same word
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
  `(?<![\\p{L}\\d])(\\d{1,3}|\\p{L}{2,10})[ \\t]{1,2}(\\p{L}{3,12})[ \\t]{0,2}(?:[,;–—-]|\\.{2,3}|…)?[ \\t]{0,3}(?:${NO_WORDS})[,.!:]?(?:[ \\t]{1,2}\\p{L}{1,10}[,.!:]?){0,4}?[ \\t]{1,3}(\\d{1,3}|\\p{L}{2,10})[ \\t]{1,2}(\\2)(?![\\p{L}])`,
  "giu",
);

/**
 * A date the writer takes back at once: "f. 23/11-93 – nei, vent, 23/11-94", "born 03.04.1990, no,
 * 04.03.1990" is the second date. Dates written in digits only, a "no" between and at most a few
 * words of filler.
 */
export function takeBackDates(text: string): string {
  if (NOT_DATE_CUE.test(text)) text = refuseDates(text);
  // "Startdato: 10.08.2026  -> correction from the client: 17.08.2026": the date after the arrow and a correction's word.
  if (/->|→|=>/.test(text)) text = text.replace(ARROW_DATE, (whole: string, _first: string, words: string, second: string) => (CORRECTION_WORD.test(fold(words)) ? second : whole));
  if (!TAKE_BACK_CUE.test(text)) return text;
  return text.replace(TAKE_BACK_DATE, (_whole, _first: string, second: string) => second);
}

const NOT_WORDS = "not|nicht|ikke|ikkje|nao|não|pas|no|non";
const NOT_DATE_CUE = new RegExp(`\\b(?:${NOT_WORDS})\\b`, "iu");
/**
 * "Eintrittsdatum ist jetzt der 01.07.2026, nicht der 15.06. wie im Formular": the date refused goes,
 * and where the text gave it before (the form's "Eintrittsdatum: 15.06.2026") the new date stands.
 * At most three refusals; each replacement is one pass over the text.
 */
function refuseDates(text: string): string {
  for (let guard = 0; guard < 3; guard++) {
    const m = NOT_DATE.exec(text);
    if (!m) break;
    const [whole, kept, refused] = m;
    const [d, mo] = refused.split(/[./]/).map(Number);
    text = text.slice(0, m.index) + kept + text.slice(m.index + whole.length);
    // The same day and month written before, with or without its year, is the date now kept.
    const same = new RegExp(`(?<![\\d./])0?${d}[./]0?${mo}(?:[./](?:\\d{4}|\\d{2}))?\\.?(?![\\d])`, "g");
    text = text.replace(same, (found: string, at: number) => (at < m.index ? kept : found));
  }
  return text;
}
const ARROW_DATE = new RegExp(`(?<![\\d./])(${String.raw`\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}`})[ \\t]{0,3}(?:->|→|=>)([^\\n\\d]{0,50}?)(${String.raw`\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}`})(?![\\d])`, "gu");
/** Words of a correction: "correction", "korrigert", "rettet", "endret", "changed", "neu", "nueva", "nova", "nouvelle", "updated". */
const CORRECTION_WORD = /\b(?:correct\w*|corrig\w*|korrig\w*|korrektur|rett\w*|endr\w*|chang\w*|updat\w*|neu|neue|neues|ny|nytt|nye|nueva|nuevo|nova|novo|nouvelle|nouveau|actual\w*|oppdater\w*|geandert|aktualisiert)\b/;
const DAY_MONTH = String.raw`\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?\.?`;
const NOT_DATE = new RegExp(
  `(?<![\\d./])(${DAY_MONTH})[ \\t]{0,2}[,;–—-]?[ \\t]{0,3}(?:${NOT_WORDS})[ \\t]{1,2}(?:(?:der|den|dem|the|o|a|le|la|el|som|like)[ \\t]{1,2})?(${DAY_MONTH})(?![\\d])`,
  "iu",
);
const DATE_DIGITS = String.raw`(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./]\d{1,2}(?:[./-]\d{2,4})?\.?)`;
const TAKE_BACK_DATE = new RegExp(
  `(?<![\\p{L}\\d])(${DATE_DIGITS})[ \\t]{0,2}[,;–—-]?[ \\t]{0,3}(?:${NO_WORDS})[,.!:]?(?:[ \\t]{1,2}\\p{L}{1,10}[,.!:]?){0,4}?[ \\t]{1,3}(${DATE_DIGITS})(?![\\d./-]\\d)`,
  "giu",
);

/** Folk counts: a dozen (12), a score (20), in the seven languages. */
const DOZEN_WORDS: Record<string, number> = { dozen: 12, dusin: 12, dussin: 12, dutzend: 12, douzaine: 12, douzaines: 12, docena: 12, docenas: 12, duzia: 12, duzias: 12, snes: 20, score: 20 };
/** How many of them: "a", "et", "two", "to", "zwei", "deux", "dos", "duas" (folded); "a score" only with its article and "of" (a score is also a result). */
const DOZEN = /(?<![\p{L}\d])(a|an|one|et|eit|ett|ein|eine|einem|une|una|uma|um|two|to|zwei|deux|dos|duas|three|tre|drei|trois|tres|half a|et halvt|eit halvt|ein halbes|(\d{1,2}))\s{1,2}(dozen|dusin|dussin|dutzend|douzaines?|docenas?|duzias?|snes|score)(?:\s{1,2}(of|med|de|d'|mit))?(?=\s|$)/giu;
const HOW_MANY: Record<string, number> = { a: 1, an: 1, one: 1, et: 1, eit: 1, ett: 1, ein: 1, eine: 1, einem: 1, une: 1, una: 1, uma: 1, um: 1, two: 2, to: 2, zwei: 2, deux: 2, dos: 2, duas: 2, three: 3, tre: 3, drei: 3, trois: 3, tres: 3, "half a": 0.5, "et halvt": 0.5, "eit halvt": 0.5, "ein halbes": 0.5 };

/** "et snes timer", "a dozen bottles", "zwei Dutzend Eier", "une douzaine de bouteilles": the count in digits. */
export function writeOutDozens(text: string): string {
  if (!/dozen|dusin|dussin|dutzend|douzaine|docena|duzia|dúzia|snes|score/i.test(text)) return text;
  return text.replace(DOZEN, (whole: string, how: string, digits: string | undefined, word: string, of: string | undefined) => {
    const per = DOZEN_WORDS[fold(word).toLowerCase()];
    const times = digits ? Number(digits) : HOW_MANY[fold(how).toLowerCase()];
    if (!per || !times) return whole;
    // "a score" without "of" is a result ("a score 4 points better"): only "a score of …" counts.
    if (fold(word).toLowerCase() === "score" && !of) return whole;
    return String(per * times);
  });
}
