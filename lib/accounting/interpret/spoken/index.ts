import type { Language } from "../language";
import {
  AT_WORDS, BEFORE_NOUN, CONNECTORS, COUNTED_UNITS, CURRENCY_WORDS, DASH_WORDS, DECIMAL, DOT_WORDS, FILLERS, HALF, HALF_ARTICLES, MONTH_WORDS, NO_WORDS, NOT_WORDS, PERCENT_BEFORE, SORRY_WORDS, SPOKEN_COLON, SPOKEN_COMMA, SPOKEN_MARK_PAIRS, SPOKEN_STOP, key,
} from "./lexicon";
import { isDictated, quoteDictatedNames } from "./names";
import { breakAddressLines, dropSpellingRemarks, joinOneWord } from "./remarks";
import type { Tok } from "./tokens";
import { isAccountingNoun, namesConcept } from "../concepts";
import { numberFromWord } from "../extract/number-words";
import { isOneBeforeMultiplier, morphemes, readNumbers, type Piece } from "./numbers";

/**
 * Dictated text read as written text: hesitations dropped, numbers said in words written in
 * digits ("zwölfhundertneunundvierzig" 1249, "twenty twenty six" 2026, "nine five six …" an
 * identifier), spoken e-mail addresses and identifiers joined ("kari punktum nordmann krøllalfa
 * example punktum no", "K E bindestrek fem fem"), the day of a date in words ("femtende april"),
 * and self-corrections resolved to the last value ("1200 nein Quatsch 1249", "sales no scratch
 * that not sales"). Pure; one pass per step over the words, so linear in the text. Text without
 * such words comes back unchanged.
 */
export function normaliseSpoken(text: string, lang: Language): string {
  let toks = tokenize(text);
  toks = dropFillers(toks, lang);
  toks = joinMisheardWords(toks, lang);
  toks = dropSpelledCase(toks);
  toks = splitHalves(toks, lang);
  toks = joinDigitMultipliers(toks, lang);
  toks = writeNumbers(toks, lang);
  toks = joinDecimals(toks, lang);
  toks = writeShortYears(toks);
  toks = joinOrgNumberGroups(toks);
  toks = capOrgNumbers(toks);
  toks = joinIdentifiers(toks);
  toks = joinOneWord(toks);
  toks = joinEmails(toks);
  toks = dropSpellingRemarks(toks);
  toks = breakAddressLines(toks);
  toks = resolveCorrections(toks, lang);
  const dictated = isDictated(toks.map((t) => t.ws + t.pre + t.core + t.post).join(""));
  toks = quoteSpokenMarks(toks);
  toks = writeSpokenPunctuation(toks);
  // Names said without punctuation around them are quoted, ended by the next label or joining word.
  return quoteDictatedNames(toks.map((t) => t.ws + t.pre + t.core + t.post + (t.post ? "" : (t.pause ?? ""))).join("") + trailing(text), dictated);
}


const PRE = /^[("'«“„¿¡[]+/;
const POST = /[.,;:!?)"'»”\]]+$/;

function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  let last = 0;
  // Words only: the whitespace between them is sliced, never matched (a run of spaces stays linear).
  for (const m of text.matchAll(/\S+/g)) {
    const body = m[0];
    const pre = PRE.exec(body)?.[0] ?? "";
    const rest = body.slice(pre.length);
    const post = POST.exec(rest)?.[0] ?? "";
    const core = rest.slice(0, rest.length - post.length);
    out.push({ ws: text.slice(last, m.index), pre, core, post, k: key(core) });
    last = m.index! + body.length;
  }
  return out;
}

/**
 * Punctuation said aloud ("… Vestbase komma koblet til …", "… deux mille cinquante et un point le prix …") becomes
 * the mark on the word before it. Only in text without any written mark: a writer who types punctuation says none,
 * and "komma"/"point" in written text are words. Decimals ("zwölf Komma fünf") and addresses were joined before.
 */
const QUOTE_PREPOSITIONS: ReadonlySet<string> = new Set(["i", "in", "inn", "mellom", "entre", "em", "med", "with", "between"]);
/** A name's label said before it ("Titel Bootsmesse Bergen in Anführungszeichen"): no part of the name. */
const NAME_LABELS: ReadonlySet<string> = new Set(
  ["titel", "title", "tittel", "titulo", "titre", "name", "navn", "namn", "nome", "nombre", "nom", "bezeichnung", "betreff", "subject", "emne", "asunto", "assunto", "objet"].map(key),
);
const QUOTE_MARKS: ReadonlySet<string> = new Set([
  "hermetegn", "hermeteikn", "anfoerselstegn", "anfoerselsteikn", "gaasoeyne", "quotes", "quotation", "anfuehrungszeichen",
  "anfuehrungsstrichen", "gaensefuesschen", "anfuhrungszeichen", "anfuhrungsstrichen", "gansefusschen", "comillas", "guillemets", "aspas",
]);

/**
 * "lag et prosjekt som heter Ombygging Kvitholmen i hermetegn": a name said "in quotes" after it is quoted, the marks'
 * words gone ("in quotation marks", "in Anführungszeichen", "entre comillas", "entre guillemets", "entre aspas").
 * The name is the capitalised words and figures right before the phrase (six at most).
 */
function quoteSpokenMarks(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // "call it quote Bilge Pump Kit end quote", "hermetegn Kaiutbygging Vest hermetegn slutt": the words between the marks.
    const closing = openedQuote(toks, i);
    if (closing) {
      const [end, after] = closing;
      out.push({ ...toks[i + 1], ws: t.ws, pre: `«${toks[i + 1].pre}` });
      for (let k = i + 2; k < end; k++) out.push(toks[k]);
      const last = out[out.length - 1];
      out[out.length - 1] = { ...last, post: `${last.post}»${toks[after].post}` };
      i = after;
      continue;
    }
    const mark = QUOTE_PREPOSITIONS.has(t.k) && !t.pre && !t.post && toks[i + 1] && QUOTE_MARKS.has(toks[i + 1].k) && !toks[i + 1].pre;
    if (!mark) {
      out.push(t);
      continue;
    }
    let from = out.length;
    while (from > 0 && out.length - from < 6 && /^[\p{Lu}\d]/u.test(out[from - 1].core) && !NAME_LABELS.has(out[from - 1].k) && !out[from - 1].pre && (from === out.length || !out[from - 1].post)) from--;
    // "ein Projekt Nordkap 2026 in Anführungszeichen": a capitalised word naming the thing is no part of its name.
    while (from < out.length - 1 && (namesConcept(out[from].core) || isAccountingNoun(out[from].core))) from++;
    if (from === out.length) {
      out.push(t);
      continue;
    }
    // "in quotation marks": the marks' second word goes too.
    let end = i + 1;
    if (toks[end + 1] && /^(?:marks|zeichen)$/.test(toks[end + 1].k) && !toks[end].post) end++;
    out[from] = { ...out[from], pre: `«${out[from].pre}` };
    const last = out[out.length - 1];
    out[out.length - 1] = { ...last, post: `»${last.post}${toks[end].post}` };
    i = end;
  }
  return out;
}

const QUOTE_OPENERS: ReadonlySet<string> = new Set(["quote", "hermetegn", "hermeteikn", "anfoerselstegn", "anfuhrungszeichen", "comillas", "guillemets", "aspas"]);
const QUOTE_ENDS: ReadonlySet<string> = new Set(["end", "close", "slutt", "ende", "fin", "cierra", "cierro", "fecha", "fim"]);

/** A quote opened by its word at i: [the index of the closing phrase's first word, its last], when one closes it within six words. */
function openedQuote(toks: Tok[], i: number): [number, number] | undefined {
  if (!QUOTE_OPENERS.has(toks[i].k) || toks[i].post || toks[i].pre) return undefined;
  for (let k = i + 2; k <= i + 7 && k < toks.length; k++) {
    if (toks[k - 1].post) return undefined;
    const x = toks[k].k;
    if (x === "unquote") return [k, k];
    if (QUOTE_ENDS.has(x) && toks[k + 1] && (QUOTE_OPENERS.has(toks[k + 1].k) || toks[k + 1].k === toks[i].k)) return [k, k + 1];
    if (x === toks[i].k) return toks[k + 1] && QUOTE_ENDS.has(toks[k + 1].k) && !toks[k].post ? [k, k + 1] : [k, k];
  }
  return undefined;
}

function writeSpokenPunctuation(toks: Tok[]): Tok[] {
  if (toks.some((t) => /[.,;:!?]/.test(t.post))) return toks;
  // The word after a stop keeps its small letter: a capital would make it look like a name.
  const out: Tok[] = [];
  // "period" is a word of accounting too: a stop only where the writer says other marks aloud.
  const saysMarks = toks.some((t) => SPOKEN_COMMA.has(t.k) || SPOKEN_STOP.has(t.k));
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const prev = out[out.length - 1];
    const bare = !t.pre && !t.post && !!prev && !prev.post;
    const pair = bare && toks[i + 1] && !toks[i + 1].pre ? SPOKEN_MARK_PAIRS.get(`${t.k} ${toks[i + 1].k}`) : undefined;
    if (pair) {
      out[out.length - 1] = { ...prev, post: pair + toks[i + 1].post };
      i++;
      continue;
    }
    const mark = !bare ? "" : SPOKEN_COMMA.has(t.k) ? "," : SPOKEN_COLON.has(t.k) ? ":" : (SPOKEN_STOP.has(t.k) || (t.k === "period" && saysMarks && saidPeriod(prev, toks[i + 1]))) && !BEFORE_NOUN.has(prev.k) ? "." : "";
    if (mark) out[out.length - 1] = { ...prev, post: mark };
    else out.push(t);
  }
  return out;
}

/** Words that make "period" the noun: "the accounting period", "a period of", "this pay period". */
const PERIOD_BEFORE: ReadonlySet<string> = new Set(
  [
    "accounting", "billing", "reporting", "pay", "payroll", "salary", "notice", "probation", "probationary", "trial", "grace", "credit", "payment", "rental", "lease",
    "holiday", "vacation", "this", "that", "same", "each", "every", "next", "last", "previous", "current", "whole", "entire", "fiscal", "financial",
    "budget", "closing", "depreciation", "settlement", "contract", "warranty", "rent", "two-month", "quarterly", "monthly", "annual", "yearly", "which", "what",
  ].map(key),
);
const PERIOD_AFTER: ReadonlySet<string> = new Set(["of", "from", "for", "to", "covering", "ending", "starting", "between", "until", "through", "is", "was", "in"]);

function saidPeriod(prev: Tok, next: Tok | undefined): boolean {
  return !PERIOD_BEFORE.has(prev.k) && !(next && PERIOD_AFTER.has(next.k));
}

function trailing(text: string): string {
  let i = text.length;
  while (i > 0 && /\s/.test(text[i - 1])) i--;
  return text.slice(i);
}

function word(core: string, like?: Tok): Tok {
  return { ws: like?.ws ?? " ", pre: like?.pre ?? "", core, post: "", k: key(core) };
}

/** "siebeneinhalb", "zweieinhalb": German writes the half into the number's word; read as "sieben und ein halb". */
function splitHalves(toks: Tok[], lang: Language): Tok[] {
  if (lang !== "de") return toks;
  return toks.flatMap((t) => {
    const m = /^([a-zäöü]{3,30})einhalb$/.exec(t.k);
    if (!m || t.pre || !morphemes(m[1], lang)) return [t];
    return [{ ...t, core: m[1], k: key(m[1]), post: "" }, word("und"), word("ein"), { ...word("halb"), post: t.post }];
  });
}

/** A unit after a count that speech-to-text writes as another word: "seven and a half ours". */
const MISHEARD_UNITS: ReadonlyMap<string, string> = new Map([["ours", "hours"]]);
/** English task words speech-to-text splits into two words it knows ("make an in voice", "run the pay roll"). */
const SPLIT_WORDS: ReadonlyMap<string, string> = new Map([
  ["in voice", "invoice"], ["in voices", "invoices"], ["in voiced", "invoiced"], ["pay roll", "payroll"], ["time sheet", "timesheet"],
  ["time sheets", "timesheets"], ["over due", "overdue"],
]);

/**
 * Dictated English: a task's word split in two by speech-to-text is that word; a unit heard as another word after a
 * count ("seven and a half ours") is the unit.
 */
function joinMisheardWords(toks: Tok[], lang: Language): Tok[] {
  if (lang !== "en") return toks;
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const next = toks[i + 1];
    const joined = next && !t.post && !t.pre && !next.pre ? SPLIT_WORDS.get(`${t.k} ${next.k}`) : undefined;
    if (joined) {
      out.push({ ...t, core: joined, k: joined, post: next.post });
      i++;
      continue;
    }
    const unit = MISHEARD_UNITS.get(t.k);
    const count = i > 0 && !toks[i - 1].post && (HALF.has(toks[i - 1].k) || numberFromWord(toks[i - 1].k) !== undefined);
    if (unit && !t.pre && count) {
      out.push({ ...t, core: unit, k: unit });
      continue;
    }
    out.push(t);
  }
  return out;
}

function dropFillers(toks: Tok[], lang: Language): Tok[] {
  const fillers = FILLERS[lang];
  // After a figure a filler's letters are its unit: "16 mm" is millimetres.
  const isFiller = (t: Tok, i: number) => t.pre === "" && fillers.has(t.k) && /^[a-zäöüæøå]+$/i.test(t.core) && !(i > 0 && /\d$/.test(toks[i - 1].core) && !toks[i - 1].post);
  const out: Tok[] = [];
  toks.forEach((t, i) => {
    if (!isFiller(t, i)) return void out.push(t);
    // "in Tripel Tex ähm Brattvåg Skipsteknikk AS": a hesitation between two capitalised words parts two names.
    const prev = out[out.length - 1];
    if (prev && !prev.post && /^\p{Lu}/u.test(prev.core) && /^\p{Lu}/u.test(toks[i + 1]?.core ?? "")) out[out.length - 1] = { ...prev, post: "," };
  });
  return out;
}

/** "med store bokstaver", "in capital letters", "in capitals", "all caps", "großgeschrieben", "en majuscules", "en mayúsculas", "em maiúsculas" (keys). */
const IN_CAPITALS = [
  ["med", "store", "bokstaver"], ["med", "store", "bokstavar"], ["in", "capital", "letters"], ["in", "capitals"], ["all", "caps"],
  ["in", "grossbuchstaben"], ["grossgeschrieben"], ["en", "majuscules"], ["en", "mayusculas"], ["em", "maiusculas"], ["em", "letras", "maiusculas"],
];

const MAX_SPELLED = 24;

/**
 * A word spelled out again to say how it is written: "Ombygging MS Storegg M S med store bokstaver" is "Ombygging MS
 * Storegg". The single letters before the phrase must spell a word said just before them; then letters and phrase go.
 */
function dropSpelledCase(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const phrase = IN_CAPITALS.find((p) => p.every((w, j) => toks[i + j]?.k.replace(/[^a-z]/g, "") === w.replace(/[^a-z]/g, "")));
    if (phrase) {
      // At most a word's letters back: a run of letters never makes the scan long.
      let j = out.length;
      while (j > 0 && out.length - j < MAX_SPELLED && /^\p{L}$/u.test(out[j - 1].core) && !out[j - 1].pre) j--;
      const spelled = out.slice(j).map((t) => t.core).join("").toLowerCase();
      if (spelled.length >= 1 && j < out.length && out.slice(Math.max(0, j - 4), j).some((t) => t.core.toLowerCase() === spelled)) {
        out.length = j;
        i += phrase.length - 1;
        continue;
      }
    }
    out.push(toks[i]);
  }
  return out;
}

/** Replace each run of number words by its digits. */
function writeNumbers(toks: Tok[], lang: Language): Tok[] {
  const out: Tok[] = [];
  const connectors = CONNECTORS[lang];
  const morphs = toks.map((t) => (t.pre === "" || t.pre === "(" ? morphemes(t.core, lang) : undefined));
  const isMul = (i: number) => morphs[i]?.[0] !== undefined && morphs[i]![0] !== "and" && (morphs[i]![0] as { kind: string }).kind === "mul";
  // After "and", a number goes on with a plain number word: not an ordinal ("thirty and third"), not an
  // article ("cuarenta y un taxi") unless a multiplier follows it.
  const joinsAfterConnector = (j: number): boolean => {
    const ms = morphs[j];
    if (!ms) return false;
    const first = ms[0];
    if (first === "and" || first.kind === "ordinal") return false;
    // A lone "un" ends the number where nothing can be its noun: punctuation, the end, a currency,
    // a spoken stop ("cinquante et un point", "trente et un euros").
    // (Spanish "uno" is the number's own form, never an article: "noventa y uno".)
    if (ms.length === 1 && first.weak && toks[j].k !== "uno") {
      const next = toks[j + 1];
      return isMul(j + 1) || !!(morphs[j + 1] && !toks[j].post) || !!toks[j].post || !next || CURRENCY_WORDS.has(next.k) || (DOT_WORDS.has(next.k) && !morphs[j + 2]);
    }
    return true;
  };
  for (let i = 0; i < toks.length; ) {
    const startsRun = morphs[i] || (isOneBeforeMultiplier(toks[i].core, lang) && isMul(i + 1));
    if (!startsRun) {
      out.push(toks[i++]);
      continue;
    }
    // The run: number words, "and" between two of them, "a" before a multiplier; punctuation ends it.
    const pieces: Piece[] = [];
    let j = i;
    for (; j < toks.length; j++) {
      const t = toks[j];
      if (j > i && t.pre) break;
      const ms = morphs[j];
      // "tre hundre og nittiåtte tusen fire hundre åtte år", "four hundred twelve thousand eight years": a unit right after
      // "hundred" or "thousand", with no "and" between, that counts the years after it starts a number of its own
      // (398 400 and 8 years, not 398 408).
      const prevHundred = j > i && !toks[j - 1].post && morphs[j - 1]?.some((m) => m !== "and" && (m.value === 100 || m.value === 1000) && m.kind !== "hundreds");
      // (A teen too: "hundertsechsundzwanzigtausend zehn Jahre" is 126 000 and 10 years.)
      if (prevHundred && ms?.length === 1 && ms[0] !== "and" && (ms[0].kind === "unit" || ms[0].kind === "teen") && !t.post && COUNTED_UNITS.has(toks[j + 1]?.k ?? "")) break;
      if (ms) for (const m of ms) pieces.push(m === "and" ? { connector: true, tok: j } : { morph: m, tok: j });
      else if (isOneBeforeMultiplier(t.core, lang) && isMul(j + 1)) pieces.push({ morph: { value: 1, kind: "unit" }, tok: j });
      else if (j > i && connectors.has(t.k) && joinsAfterConnector(j + 1) && !toks[j - 1].post) pieces.push({ connector: true, tok: j });
      else break;
      if (t.post) {
        j++;
        break;
      }
    }
    const numbers = readNumbers(pieces);
    // Pairs said as two numbers: "twenty twenty six" 2026, "seventeen twenty" 1720, "twelve oh nine" 1209.
    const merged: typeof numbers = [];
    for (const n of numbers) {
      const prev = merged[merged.length - 1];
      const pairable = (x: typeof n) => !x.multiplied && !x.ordinal && !x.weakAlone && !x.digitOnlyAlone;
      const second = n.digits ? n.text.length === 2 : n.value >= 10 && n.value <= 99;
      if (prev && !prev.digits && pairable(prev) && prev.value >= 10 && prev.value <= 99 && pairable(n) && second && prev.to + 1 >= n.from) {
        merged[merged.length - 1] = { ...prev, to: n.to, text: `${prev.value}${n.text.padStart(2, "0")}`, value: prev.value * 100 + n.value, digits: true };
      } else merged.push(n);
    }
    // Write the run: each number in digits, the words between numbers as they were.
    let k = i;
    const last = j - 1;
    for (const n of merged) {
      for (; k < n.from; k++) out.push(toks[k]);
      if (n.from < k) continue; // two numbers from one compound word: the first took the word
      const percent = n.from === n.to && n.value === 100 && i === n.from && i > 0 && PERCENT_BEFORE.has(toks[i - 1].k);
      // "tusen takk", "mil gracias": a multiplier alone is a number only before a currency.
      const loneMultiplier = n.from === n.to && n.multiplied && (n.value === 100 || n.value === 1000) && morphs[n.from]?.length === 1 && !CURRENCY_WORDS.has(toks[n.to + 1]?.k ?? "");
      const keepWords = percent || loneMultiplier || (smallAlone(n) && !wantsDigits(toks, n.from, n.to, lang)) || (n.weakAlone && !dayBeforeMonth(toks, n.from, n.to)) || n.digitOnlyAlone || (n.ordinal && !beforeMonth(toks, n.to + 1) && !rangeBeforeMonth(toks, n.to));
      if (keepWords) {
        for (; k <= n.to; k++) out.push(toks[k]);
        continue;
      }
      const text = n.ordinal ? `${n.value}.` : n.text;
      out.push({ ws: toks[n.from].ws, pre: toks[n.from].pre, core: text, post: toks[n.to].post, k: text, num: { text, value: n.value, digits: n.digits } });
      k = n.to + 1;
    }
    for (; k <= last; k++) out.push(toks[k]);
    i = Math.max(j, i + 1);
  }
  return out;
}

/** Multiplier words written after digits, by key(): "38 thousand 400", "13 Tausend 875", "12 mille 570", "1,5 millioner". */
const DIGIT_MULTIPLIERS = new Map<string, number>([
  ...["thousand", "thousands", "tusen", "tusn", "tusind", "tausend", "mille", "mil", "tsd"].map((w) => [w, 1_000] as [string, number]),
  ...["million", "millions", "millioner", "millionen", "mill", "mio", "millones", "millon", "milhoes", "milhao", "milhões", "milhão"].map((w) => [w, 1_000_000] as [string, number]),
]);

/**
 * Digits with a multiplier word after them, and the digits of the rest ("38 thousand 400 kroner" 38400,
 * "5 tusen kroner" 5000, "2 mil e 500" 2500, "1,5 millioner" 1500000), written as one figure. A
 * figure with the next figure read as its rest only when that rest is below the multiplier.
 */
function joinDigitMultipliers(toks: Tok[], lang: Language): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    // "12 mil" is a thousand in Spanish and Portuguese, a distance in Norwegian.
    const word = toks[i + 1]?.k;
    const mul = word && !t.post && !toks[i + 1].pre && (word !== "mil" || lang === "es" || lang === "pt") ? DIGIT_MULTIPLIERS.get(word) : undefined;
    const head = /^\d{1,3}(?:[.,]\d{1,2})?$/.test(t.core) ? Number(t.core.replace(",", ".")) : undefined;
    if (mul === undefined || head === undefined || (mul === 1_000 && !Number.isInteger(head))) {
      out.push(t);
      continue;
    }
    let value = Math.round(head * mul);
    let last = i + 1;
    // The rest: "… thousand 400", "… mil e 500", "… Tausend und 875".
    const afterMul = toks[last];
    const connector = !afterMul.post && toks[last + 1] && CONNECTORS[lang].has(toks[last + 1].k) ? 1 : 0;
    const rest = afterMul.post ? undefined : toks[last + 1 + connector];
    if (rest && !rest.pre && /^\d{1,3}(?:[.,]\d{1,2})?$/.test(rest.core) && (connector === 0 || !toks[last + 1].post)) {
      const r = Number(rest.core.replace(",", "."));
      if (r < mul && r >= 1) {
        value += r;
        last = last + 1 + connector;
      }
    }
    // Grouped in thousands ("7 950"): a figure said with its thousand is an amount, never an account or a year.
    const text = groupThousands(value);
    out.push({ ws: t.ws, pre: t.pre, core: text, post: toks[last].post, k: text, num: { text, value, digits: true } });
    i = last;
  }
  return out;
}

function groupThousands(value: number): string {
  const [whole, cents] = String(value).split(".");
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, " ") + (cents ? `,${cents}` : "");
}

/** A lone small number word ("fire feil", "to ganger"): the readers know these words as they are. */
function smallAlone(n: { from: number; to: number; value: number; multiplied: boolean; digits: boolean; ordinal: boolean }): boolean {
  return n.from === n.to && n.value <= 12 && !n.multiplied && !n.digits && !n.ordinal;
}

/** Where a small number must be in digits: a house number after a street name, before "and a half", beside a correction. */
function wantsDigits(toks: Tok[], from: number, to: number, lang: Language): boolean {
  if (toks[from].num === undefined && /^(null|zero|cero)$/.test(key(toks[from].core))) return false; // "går i null": no figure
  const prev = toks[from - 1];
  const next = toks[to + 1];
  if (prev && !prev.post && /^\p{Lu}\p{Ll}+$/u.test(prev.core) && from >= 2 && !toks[from - 2].post) return true;
  if (next && CONNECTORS[lang].has(next.k) && HALF_ARTICLES.has(toks[to + 2]?.k ?? "") && HALF.has(toks[to + 3]?.k ?? "")) return true;
  if ((next && DECIMAL[lang].has(next.k) && toks[to + 2] && /^\p{Ll}/u.test(toks[to + 2].core)) || (prev && DECIMAL[lang].has(prev.k))) return true;
  if ((next && NO_WORDS.has(next.k)) || (prev && (NO_WORDS.has(prev.k) || SORRY_WORDS.has(prev.k)))) return true;
  // "du dix au onze mars", "the tenth to the eleventh of March": a day before its month, or before another day and the month.
  if (beforeMonth(toks, to + 1) || (next && !toks[to].post && RANGE_WORDS.has(next.k) && beforeMonth(toks, to + 3))) return true;
  // "onze couronnes quarante-deux", "to kroner": a small number before its currency is an amount.
  if (next && !toks[to].post && CURRENCY_WORDS.has(next.k)) return true;
  // "enregistre douze heures", "log ten hours": a count of hours is the hours' figure.
  // Not before "… horas y media": the half is read with the words ("siete horas y media" is 7,5).
  const halfAfter = CONNECTORS[lang].has(toks[to + 2]?.k ?? "") && (HALF.has(toks[to + 3]?.k ?? "") || (HALF_ARTICLES.has(toks[to + 3]?.k ?? "") && HALF.has(toks[to + 4]?.k ?? "")));
  if (next && !toks[to].post && HOUR_WORDS.has(next.k) && !halfAfter) return true;
  return false;
}

/** The words for hours after their count (folded). */
const HOUR_WORDS: ReadonlySet<string> = new Set(["hours", "hour", "timer", "timar", "timen", "stunden", "stunde", "std", "horas", "hora", "heures", "heure"]);

/** Words between the two days of a stretch ("du dix au onze", "vom zehnten bis elften", "del cinco al siete"). */
const RANGE_WORDS: ReadonlySet<string> = new Set(["au", "a", "à", "til", "to", "bis", "al", "ate", "até", "until"].map(key));

/** "el uno de junio", "no dia um de junho": a word that is also an article is a day after a day's article and before a month. */
function dayBeforeMonth(toks: Tok[], from: number, to: number): boolean {
  return from > 0 && /^(?:el|dia|le|den|the|am|o)$/.test(toks[from - 1].k) && !toks[from - 1].post && beforeMonth(toks, to + 1);
}

/** "vom dritten bis vierten März", "from the third to the fourth of March": a day before a range word, the second day and the month. */
function rangeBeforeMonth(toks: Tok[], to: number): boolean {
  const next = toks[to + 1];
  if (!next || toks[to].post || !RANGE_WORDS.has(next.k)) return false;
  return beforeMonth(toks, to + 3) || (/^(?:the|den|le|el|o|dem|der)$/.test(toks[to + 2]?.k ?? "") && beforeMonth(toks, to + 4));
}

function beforeMonth(toks: Tok[], i: number): boolean {
  const t = toks[i];
  if (!t) return false;
  if (MONTH_WORDS.has(t.k)) return true;
  return (t.k === "of" || t.k === "de" || t.k === "do") && !!toks[i + 1] && MONTH_WORDS.has(toks[i + 1].k);
}

/** "onze vírgula quarenta e cinco" 11,45; "once con veinte" 11,20; "seven and a half" 7.5. */
function joinDecimals(toks: Tok[], lang: Language): Tok[] {
  const out: Tok[] = [];
  const sep = lang === "en" ? "." : ",";
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const a = toks[i + 1];
    const b = toks[i + 2];
    const c = toks[i + 3];
    if (t.num && !t.post && a && DECIMAL[lang].has(a.k) && b?.num && (b.num.digits || b.num.value < 100)) {
      const text = `${t.num.text}${sep}${b.num.text}`;
      out.push({ ...t, core: text, k: text, post: b.post, num: { text, value: Number(`${t.num.value}.${b.num.text}`), digits: false } });
      i += 2;
      continue;
    }
    // "onze couronnes quarante-deux" (11,42): the hundredths right after the currency, the amount's last words.
    if (t.num && !t.num.digits && !t.post && a && CURRENCY_WORDS.has(a.k) && !a.post && b?.num && !b.num.digits && b.num.value < 100 && !(c && (c.num || CURRENCY_WORDS.has(c.k) || COUNTED_UNITS.has(c.k)) && !b.post)) {
      const text = `${t.num.text}${sep}${String(b.num.value).padStart(2, "0")}`;
      out.push({ ...t, core: text, k: text, num: { text, value: t.num.value + b.num.value / 100, digits: false } });
      out.push({ ...a, post: b.post });
      i += 2;
      continue;
    }
    // "289 coroas e 50", "once coronas con seis" (11,06): the hundredths after the currency.
    if (t.num && !t.num.digits && !t.post && a && CURRENCY_WORDS.has(a.k) && !a.post && b && (CONNECTORS[lang].has(b.k) || DECIMAL[lang].has(b.k)) && c?.num && !c.num.digits && c.num.value < 100) {
      const text = `${t.num.text}${sep}${String(c.num.value).padStart(2, "0")}`;
      out.push({ ...t, core: text, k: text, num: { text, value: t.num.value + c.num.value / 100, digits: false } });
      out.push({ ...a, post: c.post });
      i += 3;
      continue;
    }
    if (t.num && !t.post && a && CONNECTORS[lang].has(a.k) && b && HALF_ARTICLES.has(b.k) && c && HALF.has(c.k)) {
      // "eleven and a half thousand": the half is of the thousand that follows.
      const d = toks[i + 4];
      if (!c.post && d?.num && (d.num.value === 1000 || d.num.value === 1_000_000)) {
        const value = (t.num.value + 0.5) * d.num.value;
        const text = groupThousands(value);
        out.push({ ...t, core: text, k: text, post: d.post, num: { text, value, digits: true } });
        i += 4;
        continue;
      }
      const text = `${t.num.text}${sep}5`;
      out.push({ ...t, core: text, k: text, post: c.post, num: { text, value: t.num.value + 0.5, digits: false } });
      i += 3;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** A Norwegian organisation number has nine digits: a spoken run after its label that goes on is cut there. */
/**
 * "født syvende november nittiåtte", "el veintitrés de febrero del noventa y uno": a year said by its last two digits after
 * a month is written whole (up to 30 in this century, else the last), and Spanish "del" before it as "de".
 */
function writeShortYears(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const n = t.num;
    const month = (k: number) => !!toks[k] && MONTH_WORDS.has(toks[k].k) && !toks[k].post;
    const joined = toks[i - 1] && /^(?:del|de|of)$/.test(toks[i - 1].k) && !toks[i - 1].post && month(i - 2);
    // (Not a count of something said after it: "the fifth of June twenty-five kroner".)
    const counted = !t.post && !!toks[i + 1] && (CURRENCY_WORDS.has(toks[i + 1].k) || COUNTED_UNITS.has(toks[i + 1].k) || HOUR_WORDS.has(toks[i + 1].k));
    if (n && !n.digits && /^\d{2}$/.test(n.text) && (month(i - 1) || joined) && !counted) {
      const year = String((n.value <= 30 ? 2000 : 1900) + n.value);
      if (joined && toks[i - 1].k === "del") out[out.length - 1] = { ...out[out.length - 1], core: "de", k: "de" };
      out.push({ ...t, core: year, k: year, num: { text: year, value: Number(year), digits: true } });
      continue;
    }
    out.push(t);
  }
  return out;
}

const ZERO_WORDS: ReadonlySet<string> = new Set(["zero", "null", "nul", "cero"]);

/**
 * "Organisationsnummer neun eins vier, drei sieben zwei, fünf acht sechs": an org. number said in groups with a pause
 * (a comma) between them is one number, when the groups' digits make its nine.
 */
function joinOrgNumberGroups(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  // A group said as digits ("neun eins vier") or as a number ("huit cent soixante-treize"), or opened by a zero said
  // as a word before its number ("zéro quarante-six": 046).
  const digitsOf = (x: Tok) => (x.num && /^\d{1,3}$/.test(x.num.text) ? x.num.text : ZERO_WORDS.has(x.k) && !x.pre ? "0" : undefined);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const labelled = () => toks.slice(Math.max(0, i - 4), i).some((p) => p.k.startsWith("org") || p.k.includes("organi"));
    const groups: string[] = [""];
    let j = i;
    while (j < toks.length && groups.length <= 3) {
      const d = digitsOf(toks[j]);
      if (d === undefined) break;
      groups[groups.length - 1] += d;
      const post = toks[j++].post;
      if (post === ",") groups.push("");
      // "nine three four comma one two seven comma five zero one": the pause said aloud.
      else if (post === "" && groups.length < 3 && toks[j] && SPOKEN_COMMA.has(toks[j].k) && !toks[j].pre && !toks[j].post && toks[j + 1] && digitsOf(toks[j + 1]) !== undefined) {
        groups.push("");
        j++;
      } else if (post !== "" || d !== "0") break;
    }
    if (groups[groups.length - 1] === "") groups.pop();
    if (groups.length === 3 && groups.every((g) => g.length === 3) && labelled()) {
      const digits = groups.join("");
      out.push({ ...t, core: digits, k: digits, post: toks[j - 1].post, num: { text: digits, value: Number(digits), digits: true } });
      i = j - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

function capOrgNumbers(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const labelled = toks.slice(Math.max(0, i - 4), i).some((p) => p.k.startsWith("org") || p.k.includes("organi"));
    if (t.num?.digits && t.num.text.length > 9 && labelled) {
      const head = t.num.text.slice(0, 9);
      const rest = t.num.text.slice(9);
      out.push({ ...t, core: head, k: head, post: "", num: { text: head, value: Number(head), digits: true } });
      out.push({ ws: " ", pre: "", core: rest, post: t.post, k: rest, num: { text: rest, value: Number(rest), digits: rest.length > 1 } });
      continue;
    }
    out.push(t);
  }
  return out;
}

const isCapLetter = (t: Tok) => /^[A-ZÆØÅ]$/.test(t.core) && !t.pre && !t.post;
const isLetter = (t: Tok) => /^[a-zæøå]$/.test(t.core) && !t.pre && !t.post;

/** "K E bindestrek fem fem en to null" KE-55120; "m y k l e b u s t" myklebust. */
function joinIdentifiers(toks: Tok[]): Tok[] {
  const out: Tok[] = [];
  for (let i = 0; i < toks.length; i++) {
    // Letters spelled one by one (four or more lowercase, or capitals before a dash word).
    let j = i;
    while (j < toks.length && isLetter(toks[j])) j++;
    if (j - i >= 4) {
      const core = toks.slice(i, j).map((t) => t.core).join("");
      out.push({ ...toks[i], core, k: key(core), post: toks[j - 1].post });
      i = j - 1;
      continue;
    }
    // Parts joined by spoken dashes: capitals, numbers.
    const parts: string[] = [];
    j = i;
    for (;;) {
      let e = j;
      while (e < toks.length && isCapLetter(toks[e])) e++;
      if (e > j) parts.push(toks.slice(j, e).map((t) => t.core).join(""));
      else if (toks[j]?.num && !toks[j].post) {
        parts.push(toks[j].num!.text);
        e = j + 1;
      } else break;
      if (toks[e] && DASH_WORDS.has(toks[e].k) && !toks[e].post && (isCapLetter(toks[e + 1] ?? word("")) || toks[e + 1]?.num)) j = e + 1;
      else {
        j = e;
        break;
      }
    }
    if (parts.length >= 2) {
      const core = parts.join("-");
      out.push({ ...toks[i], core, k: key(core), post: toks[j - 1].post, num: undefined });
      i = j - 1;
      continue;
    }
    out.push(toks[i]);
  }
  return out;
}

const isPart = (t: Tok | undefined) => !!t && !t.pre && /^[\p{L}\d_-]+$/u.test(t.core) && !DOT_WORDS.has(t.k) && !AT_WORDS.has(t.k);

const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set([
  "no", "com", "net", "org", "se", "dk", "fi", "is", "de", "at", "ch", "fr", "be", "lu", "es", "pt", "br", "uk", "ie", "nl", "it", "pl", "eu", "io", "info", "biz", "co", "us",
]);

/** "kari punktum nordmann krøllalfa example punktum no" kari.nordmann@example.no. */
function joinEmails(toks: Tok[]): Tok[] {
  const drop = new Set<number>();
  const replace = new Map<number, Tok>();
  for (let i = 1; i < toks.length; i++) {
    if (!AT_WORDS.has(toks[i].k) || toks[i].post || toks[i].pre) continue;
    // The domain: word ((dot | dash) word)+, ending in a top-level domain ("kerlann tiret voiles point fr").
    const domain: number[] = [];
    const joins: string[] = [];
    let j = i + 1;
    if (!isPart(toks[j])) continue;
    domain.push(j);
    while (toks[j + 1] && (DOT_WORDS.has(toks[j + 1].k) || DASH_WORDS.has(toks[j + 1].k)) && !toks[j].post && isPart(toks[j + 2])) {
      joins.push(DOT_WORDS.has(toks[j + 1].k) ? "." : "-");
      domain.push(j + 2);
      j += 2;
    }
    // "… kvalheim punktum no punktum grunnløna": the address ends at its country's or a common top-level domain; a word
    // said after it with a stop is the sentence's.
    if (!TOP_LEVEL_DOMAINS.has(toks[j].k)) {
      for (let d = domain.length - 2; d >= 1; d--) {
        if (joins[d - 1] === "." && TOP_LEVEL_DOMAINS.has(toks[domain[d]].k)) {
          domain.length = d + 1;
          joins.length = d;
          j = domain[d];
          break;
        }
      }
    }
    if (domain.length < 2 || joins[joins.length - 1] !== "." || !/^[a-z]{2,6}$/.test(toks[j].k)) continue;
    // The local part: word (dot word)* before the at word; a short remark between it and the at word is skipped.
    let end = i - 1;
    if (!(toks[end] && DOT_WORDS.has(toks[end - 1]?.k ?? "")) && toks[end] && toks[end].core.length <= 2) {
      for (let b = i - 2; b >= Math.max(0, i - 6); b--) if (DOT_WORDS.has(toks[b - 1]?.k ?? "") && isPart(toks[b])) {
        end = b;
        break;
      }
    }
    if (!isPart(toks[end]) || toks[end].post) continue;
    const local: number[] = [end];
    let s = end;
    while (s - 2 >= 0 && DOT_WORDS.has(toks[s - 1].k) && isPart(toks[s - 2]) && !toks[s - 2].post && !toks[s - 1].post) {
      local.unshift(s - 2);
      s -= 2;
    }
    const address = `${local.map((x) => toks[x].core).join(".")}@${domain.map((x, n) => (n > 0 ? joins[n - 1] : "") + toks[x].core).join("")}`.toLowerCase();
    replace.set(s, { ...toks[s], core: address, k: address, post: toks[j].post, num: undefined });
    for (let x = s + 1; x <= j; x++) drop.add(x);
    i = j;
  }
  return toks.flatMap((t, i) => (replace.has(i) ? [replace.get(i)!] : drop.has(i) ? [] : [t]));
}

/** Small words (at most three, in small letters, no mark after them) before a capitalised word or a figure: their count, else 0. */
function leadToNewValue(toks: Tok[], from: number): number {
  for (let n = 1; n <= 3; n++) {
    const words = toks.slice(from, from + n);
    if (words.length < n || words.some((w) => w.pre || w.post || !/^\p{Ll}{1,6}$/u.test(w.core))) return 0;
    const next = toks[from + n];
    if (next && (next.num || /^\p{Lu}/u.test(next.core))) return n;
  }
  return 0;
}

const STRONG_SORRY = new Set(["vent", "wait", "warte", "attends", "attendez", "espera", "espere", "sorry", "pardon", "desculpe", "desculpa", "perdon", "perdao", "quatsch", "unnskyld", "orsak", "beklager", "entschuldigung", "oops", "scratch"]);

/** The words of a correction starting at i ("nein Quatsch", "non pardon", "no scratch that"), or 0. */
function correctionLength(toks: Tok[], i: number, sorryNeeded = false): number {
  let n = 0;
  let strong = false;
  // Spoken words only: "Product no. |" is a label, not a correction.
  const spoken = (t: Tok | undefined) => !!t && !t.pre && !t.post;
  while (n < 4 && spoken(toks[i + n]) && (NO_WORDS.has(toks[i + n].k) || SORRY_WORDS.has(toks[i + n].k))) {
    if (STRONG_SORRY.has(toks[i + n].k) || (!sorryNeeded && NO_WORDS.has(toks[i + n].k))) strong = true;
    n++;
  }
  return strong ? n : 0;
}

const DATE_LINKS: ReadonlySet<string> = new Set(["de", "del", "of", "den", "der", "do", "da"]);

/** The first word of a date (a day in figures before its month) within ten words from `from` in the same sentence, or -1. */
function dateAhead(toks: Tok[], from: number): number {
  for (let k = from; k < Math.min(toks.length - 1, from + 10); k++) {
    const next = toks[k + 1];
    if (toks[k].num && !toks[k].post && (MONTH_WORDS.has(next.k) || (DATE_LINKS.has(next.k) && !next.post && MONTH_WORDS.has(toks[k + 2]?.k ?? "")))) return k;
    if (/[.!?]/.test(toks[k].post)) return -1;
  }
  return -1;
}

/** The last value wins: "1200 nein Quatsch 1249" is 1249; "sales no scratch that not sales quality" drops sales. */
function resolveCorrections(toks: Tok[], lang: Language): Tok[] {
  const drop = new Set<number>();
  for (let i = 1; i < toks.length; i++) {
    const n = correctionLength(toks, i);
    if (!n) continue;
    const before = toks[i - 1];
    const after = toks[i + n];
    // "el primero de agosto no espera que lo hablamos ayer el primero de septiembre": a date taken back, the new one
    // said a few words on; the words between go with it (their "ayer" is no date of the request).
    const newDate = MONTH_WORDS.has(before.k) && !before.post ? dateAhead(toks, i + n) : -1;
    if (newDate > 0) {
      let from = i - 1;
      while (from > 0 && i - 1 - from < 3 && !toks[from - 1].post && (toks[from - 1].num || DATE_LINKS.has(toks[from - 1].k))) {
        from--;
        if (toks[from].num) break;
      }
      if (toks[from].num) {
        for (let x = from; x < newDate; x++) drop.add(x);
        i = newDate - 1;
        continue;
      }
    }
    if (before.num && !before.post && after?.num) {
      for (let x = i - 1; x < i + n; x++) drop.add(x);
      i += n - 1;
      continue;
    }
    // "second one Engine Room no wait make that Outboard Service": a name said, taken back, and another said at once.
    const capital = (t: Tok | undefined) => !!t && !t.pre && /^\p{Lu}/u.test(t.core) && t.core !== "I";
    const lead = leadToNewValue(toks, i + n);
    // (Said, so in small letters: a "NÃO" in a text of capitals is no taking back.)
    // Portuguese "no" alone is "in the" ("o fornecedor Vouga Lda no Tripletex"): no taking back.
    const inThe = lang === "pt" && n === 1 && toks[i].k === "no" && !toks[i].post;
    if (!inThe && /^\p{Ll}/u.test(toks[i].core) && capital(before) && !before.post && capital(toks[i + n + lead]) && !toks[i + n + lead].num) {
      let from = i - 1;
      while (from > 0 && i - from < 3 && capital(toks[from - 1]) && !toks[from - 1].post) from--;
      for (let x = from; x < i + n + lead; x++) drop.add(x);
      i += n + lead - 1;
      continue;
    }
    // "W no scratch that not W": the retracted words are named again after "not" (an apology word is needed).
    if (!correctionLength(toks, i, true)) continue;
    const notAt = i + n - (NOT_WORDS.has(toks[i + n - 1].k) ? 1 : 0);
    const start = NOT_WORDS.has(toks[notAt]?.k ?? "") ? notAt + 1 : -1;
    if (start < 0) continue;
    for (let len = 3; len >= 1; len--) {
      const a = toks.slice(i - len, i).map((t) => t.k);
      const b = toks.slice(start, start + len).map((t) => t.k);
      if (a.length === len && b.length === len && a.join(" ") === b.join(" ")) {
        // "… ikkje lager det skal vere Eksport": up to three small words leading to the new value (a name or a figure)
        // go with the retraction.
        const lead = leadToNewValue(toks, start + len);
        for (let x = i - len; x < start + len + lead; x++) drop.add(x);
        i = start + len + lead - 1;
        break;
      }
    }
  }
  return toks.filter((_, i) => !drop.has(i));
}
