import type { Language } from "../language";
import { COMPOUNDING, CONNECTORS, NUMBERS, ONE_BEFORE_MULTIPLIER, key, type Morph } from "./lexicon";

/** One piece of a spoken number run: a morpheme of a number word, or "and" inside a number. */
export interface Piece {
  morph?: Morph;
  connector?: boolean;
  /** The token it was read from. */
  tok: number;
}

/** A number read from a run of pieces, over tokens [from, to]. */
export interface SpokenNumber {
  from: number;
  to: number;
  /** As written in digits: "18600", or "0417" for a run of digits. */
  text: string;
  value: number;
  /** Spoken digit by digit ("nine five six ..."): an identifier, kept as its digits. */
  digits: boolean;
  /** Built with hundred/thousand/million. */
  multiplied: boolean;
  ordinal: boolean;
  /** Read from one weak word alone ("en", "one", "un"): not a number by itself. */
  weakAlone: boolean;
  /** Only words that are digits inside a run ("oh"). */
  digitOnlyAlone: boolean;
}

const MAX_COMPOUND = 60;
const morphCache = new Map<Language, { keys: Map<string, Morph>; longest: number }>();

function table(lang: Language) {
  let t = morphCache.get(lang);
  if (!t) {
    const keys = new Map<string, Morph>(Object.entries(NUMBERS[lang]));
    for (const c of CONNECTORS[lang]) if (lang === "de" || lang === "nb" || lang === "nn") keys.set(c, { value: 0, kind: "unit", weak: true, digitOnly: true, room: -1 });
    let longest = 0;
    for (const k of keys.keys()) longest = Math.max(longest, k.length);
    morphCache.set(lang, (t = { keys, longest }));
  }
  return t;
}

/**
 * The morphemes of one word, or undefined when it is no number word. Compound words are split by
 * the longest known morpheme first ("zwölfhundertneunundvierzig", "tjuetjueseks", "quatre-vingt-quinze");
 * a word that is not wholly made of number morphemes is no number. Capitalised words are names.
 */
export function morphemes(word: string, lang: Language): (Morph | "and")[] | undefined {
  if (!word || /^[A-ZÆØÅÄÖÜ]/.test(word)) return undefined;
  const k = key(word);
  const single = NUMBERS[lang][k];
  if (single) return [single];
  if (!COMPOUNDING.has(lang) || k.length > MAX_COMPOUND || !/^[a-z-]+$/.test(k)) return undefined;
  const w = k.replace(/-/g, "");
  const { keys, longest } = table(lang);
  // The split with the fewest morphemes, by dynamic programming over positions (linear: morphemes are short).
  const best = new Array<number>(w.length + 1).fill(Infinity);
  const back = new Array<number>(w.length + 1).fill(-1);
  best[0] = 0;
  for (let i = 0; i < w.length; i++) {
    if (best[i] === Infinity) continue;
    for (let len = 1; len <= longest && i + len <= w.length; len++) {
      if (keys.has(w.slice(i, i + len)) && best[i] + 1 < best[i + len]) {
        best[i + len] = best[i] + 1;
        back[i + len] = i;
      }
    }
  }
  if (best[w.length] === Infinity) return undefined;
  const out: (Morph | "and")[] = [];
  for (let e = w.length; e > 0; e = back[e]) {
    const m = keys.get(w.slice(back[e], e))!;
    out.unshift(m.room === -1 ? "and" : m);
  }
  if (out.length === 1 && k.includes("-") && out[0] !== "and") return out;
  if (out.length < 2 || out[0] === "and" || out[out.length - 1] === "and") return undefined;
  return out;
}

/** Whether a word is "a"/"one" standing for 1 before hundred/thousand/million. */
export function isOneBeforeMultiplier(word: string, lang: Language): boolean {
  return ONE_BEFORE_MULTIPLIER[lang].has(key(word));
}

/**
 * Read the numbers of a run of pieces: "to hundre og førti tusen" is 240000, "twenty twenty six"
 * is 20 then 26 (joined later), "nine five five ..." is a run of digits. Linear in the pieces.
 */
export function readNumbers(pieces: Piece[]): SpokenNumber[] {
  const out: SpokenNumber[] = [];
  // Runs of single digits, each its own word: an identifier spoken digit by digit.
  const digitRunEnd = new Array<number>(pieces.length).fill(-1);
  const articleAt = new Array<boolean>(pieces.length).fill(false);
  const hundredsOf = new Array<boolean>(pieces.length).fill(false);
  for (let i = 0; i < pieces.length; ) {
    let j = i;
    // A run opens on a word of its own: the "fem" closing "tjuetjuefem" is no digit of "fem en".
    // …and not after "and": "vinte e cinco um" is 25 and one, no digits "51".
    const ownWord = i === 0 || (pieces[i - 1].tok !== pieces[i].tok && !pieces[i - 1].connector);
    while (ownWord && j < pieces.length && pieces[j].morph?.kind === "unit" && (j === i || pieces[j].tok !== pieces[j - 1].tok)) j++;
    // Accounts and product numbers have four digits, organisation numbers nine: a fifth or tenth digit before a hundred or
    // a thousand is the multiplier's ("seven one four zero two thousand one hundred": 7140 and 2150; "sju sju null to tusen
    // to hundre": 7702 and 1250). Two digits before a hundred are its count ("four three hundred": 4300).
    const mul = pieces[j]?.morph;
    const ofMultiplier = !!mul && !pieces[j].connector && mul.kind !== "hundreds" && mul.value >= 100 && (j - i === 5 || j - i === 10);
    if (ofMultiplier) j--;
    if (mul?.value === 100 && mul.kind !== "hundreds" && j - i === 2 && !ofMultiplier) hundredsOf[i] = true;
    // Two digits opened by an article's word are no identifier, nor one number: "un zéro en trop" is an article and a zero.
    if (j - i === 2 && pieces[i].morph?.weak && pieces[i].tok !== pieces[i + 1].tok) articleAt[i] = true;
    else if (j - i >= 2 && new Set(pieces.slice(i, j).map((p) => p.tok)).size === j - i) digitRunEnd[i] = j;
    i = Math.max(j, i + 1);
  }

  let cur = 0;
  let total = 0;
  let room = 999;
  let started = false;
  let from = 0;
  let to = 0;
  let multiplied = false;
  let ordinal = false;
  let morphCount = 0;
  let weakOnly = true;
  let digitOnlyOnly = true;
  const flush = () => {
    if (!started) return;
    const value = total + cur;
    out.push({ from, to, text: String(value), value, digits: false, multiplied, ordinal, weakAlone: morphCount === 1 && weakOnly, digitOnlyAlone: digitOnlyOnly });
    cur = total = 0;
    room = 999;
    started = multiplied = ordinal = false;
    morphCount = 0;
    weakOnly = digitOnlyOnly = true;
  };
  const begin = (tok: number) => {
    if (!started) {
      started = true;
      from = tok;
    }
    to = tok;
  };

  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    const at = i;
    if (digitRunEnd[i] > 0) {
      flush();
      const run = pieces.slice(i, digitRunEnd[i]);
      const text = run.map((r) => String(r.morph!.value)).join("");
      if (hundredsOf[i] && run.length === 2) {
        // "six eight hundred": sixty-eight hundred, 6800.
        const value = Number(text) * 100;
        const hundred = pieces[digitRunEnd[i]];
        out.push({ from: run[0].tok, to: hundred.tok, text: String(value), value, digits: false, multiplied: true, ordinal: false, weakAlone: false, digitOnlyAlone: false });
        i = digitRunEnd[i];
        continue;
      }
      out.push({ from: run[0].tok, to: run[run.length - 1].tok, text, value: Number(text), digits: true, multiplied: false, ordinal: false, weakAlone: false, digitOnlyAlone: false });
      i = digitRunEnd[i] - 1;
      continue;
    }
    if (articleAt[i]) {
      flush();
      out.push({ from: p.tok, to: p.tok, text: "1", value: 1, digits: false, multiplied: false, ordinal: false, weakAlone: true, digitOnlyAlone: false });
      continue;
    }
    if (p.connector) continue; // "and" inside a number: its neighbours decide
    const m = p.morph!;
    if (m.digitOnly) {
      flush();
      continue;
    }
    let v = m.value;
    let kind = m.kind;
    let spanEnd = p.tok;
    // "neunundvierzig", "femogtjue": the unit before "and" and the tens after it, in one word.
    const next = pieces[i + 1];
    const after = pieces[i + 2];
    // "to og tjuge", "fem og tyve", "five and twenty": the same, said as three words (the old way of counting),
    // alone or right after a hundred or a thousand ("to hundre og åtte og førti tusen" is 248 000).
    const saidApart = !!next?.connector && next.tok === p.tok + 1 && after?.tok === p.tok + 2 && (!started || room >= 99);
    if (kind === "unit" && next?.connector && after?.morph?.kind === "tens" && ((next.tok === p.tok && after.tok === p.tok) || saidApart)) {
      v += after.morph.value;
      kind = "teen";
      spanEnd = after.tok;
      i += 2;
    }
    const small = kind === "unit" || kind === "teen" || kind === "tens" || kind === "ordinal";
    let accepted = false;
    // A unit before a hundred, after a number's own hundreds, opens the next number: "tolv hundre to hundre og fjorten
    // tusen" is 1200 and 214 000 (no "1202 hundred").
    const nextHundred = pieces[i + 1]?.morph?.value === 100 && pieces[i + 1].morph!.kind !== "hundreds" && pieces[i + 1].tok !== p.tok;
    if (small && started && nextHundred && cur >= 100 && kind === "unit") {
      flush();
      i = at - 1;
      continue;
    }
    if (small) {
      if (!started || v <= room) {
        begin(p.tok);
        to = spanEnd;
        cur += v;
        room = kind === "tens" || (kind === "ordinal" && v >= 20) ? (m.room ?? 9) : 0;
        if (kind === "ordinal") {
          ordinal = true;
          room = -1;
        }
        accepted = true;
      }
    } else if (kind === "hundreds") {
      if (!started || (cur === 0 && room >= 999)) {
        begin(p.tok);
        cur = v;
        room = 99;
        multiplied = true;
        accepted = true;
      }
    } else if (v === 100) {
      // Round tens are no count of hundreds ("tolv førti hundre og tjueseks tusen" is 1240 and 126 000): the hundred opens a number.
      const roundTens = cur >= 20 && cur < 100 && cur % 10 === 0;
      if (!started || (cur > 0 && cur < 100 && room >= 0 && !roundTens) || (cur === 0 && room >= 999)) {
        begin(p.tok);
        cur = (cur || 1) * 100;
        room = 99;
        multiplied = true;
        accepted = true;
      }
    } else if (v === 1000) {
      if (!started || (total % 1e6 === 0 && cur > 0 && room >= 0)) {
        begin(p.tok);
        total += (cur || 1) * 1000;
        cur = 0;
        room = 999;
        multiplied = true;
        accepted = true;
      }
    } else if (v === 1e6) {
      if (!started || (total === 0 && cur > 0 && room >= 0)) {
        begin(p.tok);
        total = (cur || 1) * 1e6;
        cur = 0;
        room = 999;
        multiplied = true;
        accepted = true;
      }
    }
    if (!accepted) {
      flush();
      i = at - 1; // read this piece again as the start of the next number
      continue;
    }
    morphCount++;
    if (!m.weak) weakOnly = false;
    digitOnlyOnly = false;
    // Nothing adds to an ordinal: it ends its number.
    if (room === -1) flush();
  }
  flush();
  return out;
}
