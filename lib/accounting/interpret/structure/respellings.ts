import { editDistance, escapeRegExp, fold } from "../text";

/**
 * Prose typed without a space after its commas and full stops ("hosten.Han er fodt 07/11/1998,ekte
 * Voss-gutt"), spaced as the readers expect: a comma before a letter, or between a word and a figure,
 * gets its space, and so does a full stop between a word or a figure and a capitalised word. Figures ("9 875,00", "2.400"), addresses
 * ("example.org") and abbreviations in small letters ("org.nr") stay as written; a colon after a word gets its space
 * before a name or a figure ("por favor:Tavares"). Read so only on
 * lines of prose (long, with words spaced apart), so a pasted list of values ("A,B,C") keeps its
 * commas. Pure; one pass a line.
 */
export function spaceRunOnPunctuation(text: string): string {
  if (!RUN_ON.test(text)) return text;
  return text
    .split("\n")
    .map((line) => (line.length >= MIN_PROSE && line.length <= MAX_LINE && (line.match(/ /g)?.length ?? 0) >= MIN_SPACES ? spaceLine(line) : line))
    .join("\n");
}

const RUN_ON = /\p{L}[,.]\p{L}|\p{Ll}:[\p{Lu}\d]|\d{4},\d{3}/u;
const MIN_PROSE = 80;
const MIN_SPACES = 10;
const MAX_LINE = 4000;

function spaceLine(line: string): string {
  // Addresses and web names are left as they are: their dots join words.
  const kept: [number, number][] = [...line.matchAll(/[\p{L}\d._%+-]+@[\p{L}\d.-]+|\b(?:https?:\/\/|www\.)\S+/gu)].map((m) => [m.index!, m.index! + m[0].length]);
  const inside = (at: number) => kept.some(([a, b]) => at >= a && at < b);
  return line
    .replace(/(?<=[\p{L}\d'"’”»)])(,)(?=\p{L})|(?<=[\p{L}'"’”»)])(,)(?=\d)/gu, (all, _c, _d, at: number) => (inside(at) ? all : ", "))
    .replace(/(?<=\p{Ll}{2}|\d)(\.)(?=\p{Lu}\p{Ll})/gu, (all, _d, at: number) => (inside(at) ? all : ". "))
    // "(compte 7140,2875 NOK …)": four digits, a comma and three or more is no figure (no group of thousands, no øre) but
    // an account and an amount run together.
    .replace(/(?<![\d.,])(\d{4}),(?=\d{3,12}(?![\d.,]))/g, (all, _n, at: number) => (inside(at) ? all : `${all} `))
    // "por favor:Tavares & Filhos Lda": a colon after a word, before a name or a figure.
    .replace(/(?<=\p{Ll}{2})(:)(?=\p{Lu}|\d)/gu, (all, _c, at: number) => (inside(at) ? all : ": "));
}

/**
 * A writer's own spelling fixes, applied: "Vangsnes, ikke Vangsnses", "belop, ikke below", a word
 * glossed in brackets by its right spelling ("fracture (factura)", "Kvamskogne Gear AS (Kvamskogen,
 * sorry…)"), a name taken back or said again ("Lawinekurs – nein, Lawinenkurs", "namnet er Myrkdalen
 * Fjellstove AS"). The misspelt word is written right wherever it stands. Only a near twin is mended (a
 * few letters apart, the same first letter): "kunde, ikke leverandør" says something else, and so
 * does a gloss in another word ("Abteilung (avdeling)"). At most a few fixes, each a pass over the
 * text, so linear.
 */
export function applyRespellings(text: string): string {
  const fixes: [string, string][] = [];
  for (const m of text.matchAll(RIGHT_NOT_WRONG)) if (fixes.length < MAX_FIXES && nearTwins(m[1], m[2])) fixes.push([m[2], m[1]]);
  for (const m of text.matchAll(GLOSSED)) {
    // The gloss may mend any of the few words before its bracket ("Kvamskogne Gear AS (Kvamskogen, …").
    const before = text.slice(Math.max(0, m.index! - 60), m.index!).split(/[^\p{L}'-]+/u).filter(Boolean).slice(-GLOSS_REACH);
    const wrong = before.reverse().find((w) => nearTwins(m[1], w));
    if (wrong && fixes.length < MAX_FIXES) fixes.push([wrong, m[1]]);
  }
  // "Lawinekurs Myrkdalen - nein, Lawinenkurs Myrkdalen", "og namnet er Myrkdalen Fjellstove AS": the word said after
  // a "no" or a "the name is" mends its near twin among the words before.
  for (const m of text.matchAll(SAID_AGAIN)) {
    if (fixes.length >= MAX_FIXES) break;
    const words = text.slice(m.index! + m[0].length, m.index! + m[0].length + 80).split(/[^\p{L}'-]+/u).filter(Boolean).slice(0, GLOSS_REACH);
    const before = text.slice(Math.max(0, m.index! - 400), m.index!).split(/[^\p{L}'-]+/u).filter(Boolean);
    // A name said again: capitalised words only (no flag for case, so "\p{Lu}" means a capital).
    for (const right of words.filter((w) => /^\p{Lu}/u.test(w))) {
      const wrong = before.find((w) => /^\p{Lu}/u.test(w) && nearTwins(right, w));
      if (wrong && fixes.length < MAX_FIXES) fixes.push([wrong, right]);
    }
  }
  let out = text;
  for (const [wrong, right] of fixes) {
    out = out.replace(new RegExp(`(?<![\\p{L}\\d@.])${escapeRegExp(wrong)}(?![\\p{L}\\d@])`, "giu"), (w) => withCase(right, w));
  }
  return out;
}

const MAX_FIXES = 5;
const MIN_WORD = 4;
/** "Vangsnes, ikke Vangsnses", "(belop, not below", "Montanas, no Montañas": the right word, a "not", the wrong one. */
const RIGHT_NOT_WRONG = /(?<![\p{L}\d])(\p{L}[\p{L}'-]{2,30}),?[ \t]{1,2}(?:ikke|ikkje|not|nicht|no|pas|nao|não|non)[ \t]{1,2}(\p{L}[\p{L}'-]{2,30})(?![\p{L}\d@])/gu;
/** "fracture (factura)", "Kvamskogne Gear AS (Kvamskogen, sorry": a bracket opening with one word, the right spelling of a word just before it. */
const GLOSSED = /\((\p{L}[\p{L}'-]{2,30})(?=[ \t]*[,;)]|\.{2,3}|…)/gu;
const GLOSS_REACH = 4;

/** A "no" taking back what was just written ("- nein, …", ", no, …"), or the name said again ("namnet er", "the name is", "der Name ist"). */
const SAID_AGAIN =
  /(?:[ \t]{0,2}[-–—,][ \t]{0,2}[Nn](?:ein|ei|o|on|ao|ão)[,:!]?[ \t]{1,2}|\b(?:[Nn]amnet|[Nn]avnet|[Tt]he name|[Dd]er [Nn]ame|[Ee]l nombre|[Oo] nome|[Ll]e nom)[ \t]{1,2}(?:er|is|ist|es|é|e|est)[ \t]{1,2})(?=\p{Lu})/gu;

/** Two spellings of one word of four letters or more: the same first letter, a few letters apart (one for a word of four, two up to eight, three for a longer one). */
function nearTwins(right: string, wrong: string): boolean {
  const a = fold(right);
  const b = fold(wrong);
  if (a === b || a[0] !== b[0] || Math.min(a.length, b.length) < MIN_WORD) return false;
  const shorter = Math.min(a.length, b.length);
  const allowed = shorter <= 4 ? 1 : shorter <= 8 ? 2 : 3;
  return editDistance(a, b) <= allowed;
}

/** The right spelling with the wrong one's first capital ("Below" → "Belop"). */
function withCase(right: string, written: string): string {
  return /^\p{Lu}/u.test(written) ? right[0].toUpperCase() + right.slice(1) : right;
}


/**
 * A scanned text's "1" or "0" read for a letter inside a word ("Sa1aire", "exceptionne1le"): a digit with small
 * letters on both sides of it, in a word of letters otherwise, is the letter it looks like ("l", "o"). Codes
 * ("A1B", "x10y") keep their digits: capitals or a second digit beside it. Pure; one pattern a word, so linear.
 */
export function mendScannedDigits(text: string): string {
  if (!/\p{Ll}[10]\p{Ll}/u.test(text)) return text;
  return text.replace(/(?<![\p{L}\p{N}])\p{L}*\p{Ll}[10]\p{Ll}[\p{L}10]*(?![\p{L}\p{N}])/gu, (word) =>
    word.length > 40 || /\d{2}/.test(word) || !/\p{L}{2}/u.test(word) ? word : word.replace(/(?<=\p{Ll})1(?=\p{Ll})/gu, "l").replace(/(?<=\p{Ll})0(?=\p{Ll})/gu, "o"),
  );
}
