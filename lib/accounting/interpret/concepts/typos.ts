import { fold } from "../text";
import { LEXICON, type Concept } from "./lexicon";
import { compoundConcepts, namesConcept } from "./index";
import { MONTH_NAMES } from "../extract/dates";
import { WEEKDAY } from "../extract/relative-dates";

/**
 * Typing slips in the words that name a task: "Rechnug", "projcet", "departamnetos", "fracture à
 * envoyer". A word of six letters or more that names nothing, one slip (a letter missing, added,
 * changed, or two swapped) from a word of the task nouns and verbs below, is written as that word.
 * Only those words are mended, and only when the word is no part of a capitalised name: a slip
 * elsewhere changes no reading. Each word is looked up by its one-letter deletions (a slip's two
 * sides share one), so the stage is linear in the text.
 */

const MENDED: readonly Concept[] = [
  "employee", "customer", "supplier", "product", "department", "invoice", "order", "creditNote", "supplierInvoice", "receipt",
  "payment", "project", "activity", "payroll", "travel", "dimension", "voucher", "depreciation", "budget", "send", "create",
  "accrual", "salaryAccrual", "reverse", "returned", "reconcile", "ledgerError", "duplicate", "reminderFee", "overdue", "closing",
  "yearEnd", "exchange", "milestone", "fixedPrice", "hourlyRate", "onboarding", "offerLetter", "bankStatement", "annualSalary",
  "hoursWord",
];
const MIN_WORD = 6;

type Entry = { word: string; prefix: boolean };
const index = new Map<string, Entry[]>();
const prefixLengths = new Set<number>();
const prefixes: string[] = [];

/** The word and its one-letter deletions. */
function deletions(w: string): string[] {
  const out = [w];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

for (const concept of MENDED) {
  for (const raw of LEXICON[concept]) {
    if (raw.startsWith("*") || /[^\p{L}*]/u.test(raw)) continue;
    const prefix = raw.endsWith("*");
    const word = fold(prefix ? raw.slice(0, -1) : raw);
    if (word.length < MIN_WORD) continue;
    if (prefix) {
      prefixLengths.add(word.length);
      prefixes.push(word);
    }
    for (const d of new Set(deletions(word))) index.set(d, [...(index.get(d) ?? []), { word, prefix }]);
  }
}

/**
 * Field labels mended as the task words are: "produktnumer", "produktnumemr" are the product number's
 * label, whose reader knows only the word as written.
 */
const LABELS: ReadonlySet<string> = new Set(["produktnummer", "varenummer", "artikelnummer", "organisasjonsnummer", "fodselsdato", "geburtsdatum", "startdato", "kontonummer"]);
const LABEL_WORDS = [...LABELS];
/** A label this long is mended for any one letter changed. */
const LONG_LABEL = 10;
for (const word of LABEL_WORDS) for (const d of new Set(deletions(word))) index.set(d, [...(index.get(d) ?? []), { word, prefix: false }]);

/** A word's consonant frame and its vowels sorted: two vowels exchanged keep it ("costumer", "customer"). */
const vowelKey = (w: string) => `${w.replace(/[aeiouy]/g, "_")}|${[...w.replace(/[^aeiouy]/g, "")].sort().join("")}`;
const byVowels = new Map<string, string[]>();
for (const words of [...index.values()]) for (const e of words) if (e.word.length >= 7) byVowels.set(vowelKey(e.word), [...new Set([...(byVowels.get(vowelKey(e.word)) ?? []), e.word])]);

/** Two vowels of `a` exchanged, at most two letters apart, give `b`: "costumer" for "customer". */
function vowelsExchanged(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at: number[] = [];
  for (let i = 0; i < a.length && at.length <= 2; i++) if (a[i] !== b[i]) at.push(i);
  return at.length === 2 && at[1] - at[0] <= 3 && a[at[0]] === b[at[1]] && a[at[1]] === b[at[0]];
}

/**
 * Whether `a` is `b` with one letter missing, one added, or two neighbours swapped. A changed
 * letter is no slip here: real words differ so ("protect", "project"; "produce", "product").
 */
export function oneSlip(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length === b.length) {
    let i = 0;
    while (i < a.length && a[i] === b[i]) i++;
    return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** Letters side by side on a keyboard (a row's neighbours and the keys above and below). */
const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const KEY_AT = new Map<string, [number, number]>(KEY_ROWS.flatMap((row, r) => [...row].map((k, c) => [k, [r, c + r * 0.4]] as [string, [number, number]])));
function besideOnKeyboard(x: string, y: string): boolean {
  const a = KEY_AT.get(x);
  const b = KEY_AT.get(y);
  return !!a && !!b && Math.abs(a[0] - b[0]) <= 1 && Math.abs(a[1] - b[1]) <= 1.01 && !(a[0] === b[0] && a[1] === b[1]);
}

/** The minimum length of a word mended when one letter is changed: long task words have no real neighbours so near. */
const KEY_SLIP_MIN = 8;

/**
 * Whether `a` is `b` with one letter struck by the key beside it ("departmemts", "departments"). Only
 * long words: a short word's changed letter makes another word ("protect", "project").
 */
function keySlip(a: string, b: string): boolean {
  if (a.length !== b.length || a.length < KEY_SLIP_MIN) return false;
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return false;
    at = i;
  }
  return at > 0 && at < a.length - 1 && besideOnKeyboard(a[at], b[at]);
}

/** One slip as `oneSlip` reads it, or a long word's neighbouring key. */
const slipped = (a: string, b: string) => oneSlip(a, b) || keySlip(a, b);

/** The word `w` (folded, letters only) mended, or undefined when it is no slip of a task word. */
export function mendedWord(w: string): string | undefined {
  // A label's slip, and two vowels exchanged, are read before the stems: "produktnumer" starts with "produkt", "costumer" with "cost".
  if (w.length >= MIN_WORD && w.length <= 30 && !LABELS.has(w)) {
    // A long label has no real word one letter from it: any letter changed is a slip too ("Produkknummer").
    for (const d of deletions(w)) for (const e of index.get(d) ?? []) if (LABELS.has(e.word) && (oneSlip(w, e.word) || (w.length >= LONG_LABEL && oneEdit(w, e.word)))) return e.word;
    for (const word of byVowels.get(vowelKey(w)) ?? []) if (vowelsExchanged(w, word)) return word;
  }
  if (w.length < MIN_WORD || w.length > 30 || namesConcept(w) || prefixes.some((p) => w.startsWith(p)) || compoundConcepts(w).length) return undefined;
  const found: { word: string; stem: number }[] = [];
  for (const d of deletions(w)) for (const e of index.get(d) ?? []) if (!e.prefix && slipped(w, e.word)) found.push({ word: e.word, stem: e.word.length });
  for (const p of prefixLengths) {
    for (let len = p - 1; len <= p + 1; len++) {
      // A long tail after the stem is a compound's other word ("vareregisteret" is no "varenr" + "egisteret"):
      // only an ending (up to four letters) follows a mended stem.
      if (len > w.length || len < MIN_WORD - 1 || w.length - len > 4) continue;
      const head = w.slice(0, len);
      // A letter missing before a one-letter ending makes another word ("produce" is no "product" + "e"); a long
      // stem's plural "s" is the ending all the same ("departmens"; a short one's may be a word: "supplies").
      const plural = p >= 9 && w.length - len === 1 && w[len] === "s";
      if (len === p - 1 && w.length - len === 1 && !plural) continue;
      // A word-forming ending makes a word of its own: "reception" is no "receipt" with "ion" ("recept" + "ion").
      if (DERIVING.test(w.slice(len))) continue;
      // Nor is a stem's last letter missing before an ending: "corrijo", "relevage", "recibida" are words of
      // their own that share a stem's start ("corrig…", "releve…", "recibo…").
      for (const d of deletions(head)) for (const e of index.get(d) ?? []) if (e.prefix && e.word.length === p && slipped(head, e.word) && !(len === p - 1 && w.length > len && head === e.word.slice(0, -1) && !plural)) found.push({ word: e.word + w.slice(len), stem: p });
    }
  }
  // A slip keeps the word's first letter: "kontoret" is no "akonto…", whatever one letter would make it.
  for (let i = found.length - 1; i >= 0; i--) if (found[i].word[0] !== w[0]) found.splice(i, 1);
  // The mended word written with as many letters as the slip (a swap keeps the length), then the longest stem.
  const best = found.filter((f) => slipped(w, f.word)).sort((x, y) => Number(x.word.length !== w.length) - Number(y.word.length !== w.length) || y.stem - x.stem)[0];
  return best?.word;
}

/** Endings that form a new word from a stem (folded): "-ion", "-ist", "-ive", "-al", "-ity". */
const DERIVING = /^(?:ions?|ist|ists|ive|ives|al|als|ity|ible|able|ique|ismo|ista)$/;

const WORD = /[\p{L}]+/gu;
const LIST_MARK = /^[ \t]*(?:[-–—•*·☐☑✓]|\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[).])?[ \t]*$/i;

/** Whether the word at `at` is all its line holds, but for a list mark before it and a mark after it. */
function aloneOnLine(text: string, at: number, length: number): boolean {
  // Bounded looks (a list mark of up to 12 characters before, a mark or two after): linear in the text.
  const from = Math.max(0, at - 13);
  const head = text.slice(from, at);
  const start = head.lastIndexOf("\n");
  if (start < 0 && from > 0) return false;
  const tail = text.slice(at + length, at + length + 5);
  const end = tail.indexOf("\n");
  if (end < 0 && at + length + 5 < text.length) return false;
  return LIST_MARK.test(head.slice(start + 1)) && /^[ \t.,;:]*$/.test(end < 0 ? tail : tail.slice(0, end));
}
const capital = (w: string | undefined) => !!w && /^\p{Lu}/u.test(w);

/** The month names of five letters or more, folded. */
const LONG_MONTHS = MONTH_NAMES.flat().filter((n) => n.length >= 5);

/** The days of the week (the relative dates' names) and the months' names, folded: words as written, never slips. */
const CALENDAR_WORDS: ReadonlySet<string> = new Set([...WEEKDAY.keys(), ...MONTH_NAMES.flat()]);

/** One letter changed, missing, added, or two neighbours swapped. */
function oneEdit(a: string, b: string): boolean {
  if (a.length === b.length) {
    let diff = 0;
    for (let i = 0; i < a.length && diff < 2; i++) if (a[i] !== b[i]) diff++;
    return diff === 1 || oneSlip(a, b);
  }
  return oneSlip(a, b);
}

/**
 * A month's name mistyped between a day and a year ("23 de novenbro de 1988", "3 Feburar 2026"): the
 * day and the year around it leave no other reading, so one letter changed is mended too. Linear: one
 * look at each such date's word.
 */
function mendMonths(text: string): string {
  return text.replace(/(\b\d{1,2}\.?\s{1,3}(?:de\s{1,3}|of\s{1,3})?)(\p{L}{5,12})(?=\.?,?\s{1,3}(?:de\s{1,3})?\d{4}\b)/gu, (whole: string, day: string, word: string) => {
    const f = fold(word);
    if (LONG_MONTHS.includes(f)) return whole;
    const month = LONG_MONTHS.find((n) => Math.abs(n.length - f.length) <= 1 && f[0] === n[0] && oneEdit(f, n));
    return month ? day + month : whole;
  });
}

/** A quoted stretch on one line: «…», “…”, „…“, "…". */
const QUOTE_SPAN = /«[^«»\n]{1,120}»|“[^“”\n]{1,120}”|„[^„“”\n]{1,120}[“”]|"[^"\n]{1,120}"/g;

/** The text with the task words' typing slips mended (other words as written). */
export function mendTypos(text: string): string {
  text = mendMonths(text);
  const quotes = [...text.matchAll(QUOTE_SPAN)].slice(0, 200).map((q) => [q.index!, q.index! + q[0].length] as const);
  let out = "";
  let last = 0;
  // Each word with the one before and after it, read as the matches come (no array of every word is kept).
  const look = (m: RegExpMatchArray, prev: RegExpMatchArray | undefined, next: RegExpMatchArray | undefined): void => {
    const w = m[0];
    if (w.length < MIN_WORD) return;
    // A capitalised word beside another is part of a name ("Produkto Bakeri AS").
    // Not past a quote's end or a comma: "«Fischsuppe Bordmenü», Produkknummer 4410" is a label after a name.
    const besideBefore = !!prev && !/[,;«»"“”„]/.test(text.slice(prev.index! + prev[0].length, m.index!));
    const besideAfter = !!next && !/[,;«»"“”„]/.test(text.slice(m.index! + w.length, next.index!));
    if (capital(w) && ((besideBefore && capital(prev?.[0])) || (besideAfter && capital(next?.[0])))) return;
    // A quoted word is a name as written, wherever it stands in the quote («Atelier de cadrage»).
    if (/["«“„'‘]/.test(text[m.index! - 1] ?? "") || quotes.some(([a, b]) => m.index! > a && m.index! < b)) return;
    // Digits, a dot or a dash joined to it: a code, an address or part of a compound, not a word as written.
    const before = text[m.index! - 1] ?? " ";
    const after = text[m.index! + w.length] ?? " ";
    if (/[\d@_/.-]/.test(before) || /[\d@_/-]/.test(after) || (after === "." && /[\p{L}\d]/u.test(text[m.index! + w.length + 1] ?? ""))) return;
    // A letter outside a–z (an accent, a cedilla) was typed on purpose: "Produção" is a word of its
    // language, never "productao".
    if (/[^a-z]/i.test(w)) return;
    // A word alone on its line (after a list mark) is an item's name: "b) Qualidade", "– Bemanning".
    if (aloneOnLine(text, m.index!, w.length)) return;
    // A day's or a month's name is a word as written ("vendredi" is no slip of "vendor").
    if (CALENDAR_WORDS.has(fold(w).toLowerCase())) return;
    const mended = mendedWord(fold(w));
    if (!mended) return;
    out += text.slice(last, m.index) + (capital(w) ? mended[0].toUpperCase() + mended.slice(1) : mended);
    last = m.index! + w.length;
  };
  let previous: RegExpMatchArray | undefined;
  let current: RegExpMatchArray | undefined;
  for (const next of text.matchAll(WORD)) {
    if (current) look(current, previous, next);
    previous = current;
    current = next;
  }
  if (current) look(current, previous, undefined);
  return last === 0 ? text : out + text.slice(last);
}
