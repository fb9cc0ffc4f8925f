import { findFeastDates } from "./feast-days";
import { MONTH_NAMES } from "./month-names";

export { MONTH_NAMES };
import { fold } from "../text";
import { DAY_WORD_PATTERN, numberFromWord } from "./number-words";
import { findRelativeDates } from "./relative-dates";
import { findOrdinalDates } from "./ordinal-dates";

/** Month names in the seven prompt languages (folded), plus English abbreviations. */
const MONTHS: Record<string, number> = {};
MONTH_NAMES.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));

/** Month names that cannot be another word: a date without a year must use one of these ("3 des factures" is no date). */
const MONTH_FULL_ALT = Object.keys(MONTHS)
  .filter((n) => n.length >= 4 || n === "mai" || n === "may" || n === "maj")
  .sort((a, b) => b.length - a.length)
  .join("|");

/** A month named with its year in folded text ("marzo de 2026", "march 2026", "mars 2026"): a period. */
export const MONTH_WITH_YEAR = new RegExp(`\\b(?:${MONTH_FULL_ALT})\\.?\\s{0,3}(?:de\\s{1,3})?\\d{4}\\b`);

/** Three-letter month names ("aug", "okt", "dez"). */
const MONTH_ABBREVIATION_ALT = Object.keys(MONTHS)
  .filter((n) => n.length === 3)
  .join("|");

const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");

export interface FoundDate {
  iso: string;
  index: number;
  length: number;
  /** Written relative to today ("i går", "next Friday", "today"), not as a date. */
  relative?: boolean;
}

/**
 * The dates with those written out first: a field takes a date the writer wrote ("Arrivée prévue le
 * 15/06/2026") over one told relative to today ("Denne kom fra bakeriet i går"), which often says when
 * something happened rather than the date asked for; a relative date stands where no other is written.
 */
export function writtenFirst(dates: readonly FoundDate[]): FoundDate[] {
  return [...dates.filter((d) => !d.relative), ...dates.filter((d) => d.relative)];
}

function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined; // e.g. 31 February
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

// Patterns over folded text (every repeat bounded: linear time). Order matters only for
// overlaps: the earliest, longest match wins.
const PATTERNS: { re: RegExp; toIso: (m: RegExpExecArray, year?: number) => string | undefined }[] = [
  // 2026-03-04
  { re: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, toIso: (m) => iso(+m[1], +m[2], +m[3]) },
  // 21. February 1996 / 21 februar 1996 / 4 de marzo de 2026 / le 4 mars 2026 / the 4th of March, 2026 / 1er avril 2026
  {
    re: new RegExp(
      `\\b(\\d{1,2})(?:\\.?(?:º|o|°)|\\.|ste|nde|dje|st|nd|rd|th|er|de|te)?\\s{0,3}(?:de\\s{1,3}|of\\s{1,3})?(${MONTH_ALT})\\.?,?\\s{0,3}(?:de\\s{1,3})?(\\d{4})\\b`,
      "g",
    ),
    toIso: (m) => iso(+m[3], MONTHS[m[2]], +m[1]),
  },
  // "født 14 feb '91", "née 2 sept. '88": a month's name and a year shortened with an apostrophe (this century up to 50, the last one after)
  {
    re: new RegExp(`\\b(\\d{1,2})(?:\\.?(?:º|o|°)|\\.|ste|nde|dje|st|nd|rd|th|er|de|te)?\\s{0,3}(?:de\\s{1,3}|of\\s{1,3})?(${MONTH_ALT})\\.?,?\\s{0,3}['’‘´\\u0060](\\d{2})\\b`, "g"),
    toIso: (m) => iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], MONTHS[m[2]], +m[1]),
  },
  // March 4, 2026 / March 4th 2026
  {
    re: new RegExp(`\\b(${MONTH_ALT})\\.?\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?,?\\s{1,3}(\\d{4})\\b`, "g"),
    toIso: (m) => iso(+m[3], MONTHS[m[1]], +m[2]),
  },
  // "the first of September 2026", "tres de mayo de 1988", "le premier avril 2026": the day in words
  {
    re: new RegExp(`\\b(?:the\\s{1,3}|le\\s{1,3}|el\\s{1,3}|o\\s{1,3}|am\\s{1,3}|den\\s{1,3})?(${DAY_WORD_PATTERN})\\s{1,3}(?:of\\s{1,3}|de\\s{1,3})?(${MONTH_ALT})\\.?,?\\s{0,3}(?:de\\s{1,3})?(\\d{4})\\b`, "g"),
    toIso: (m) => {
      const d = numberFromWord(m[1]);
      return d ? iso(+m[3], MONTHS[m[2]], d) : undefined;
    },
  },
  // 01-SEP-2026 / 1-Sep-26 / 01/sep/2026: a day, a month's name and a year joined by dashes or slashes
  {
    re: new RegExp(`\\b(\\d{1,2})[-/](${MONTH_ALT})\\.?[-/](\\d{4}|\\d{2})\\b(?![-/.,]\\d)`, "g"),
    // A two-digit year: this century up to 50, the last one after ("12-FEB-91" is 1991).
    toIso: (m) => iso(m[3].length === 2 ? (+m[3] <= 50 ? 2000 : 1900) + +m[3] : +m[3], MONTHS[m[2]], +m[1]),
  },
  // 11AUG93 / 01JUN26: a telex's or a travel booking's day, three-letter month and two-digit year written as one word
  {
    re: new RegExp(`\\b(\\d{2})(${MONTH_ABBREVIATION_ALT})(\\d{2})\\b`, "g"),
    toIso: (m) => iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], MONTHS[m[2]], +m[1]),
  },
  // 04.03.2026 / 04/03/2026 / 4-3-2026 (day first, as in every prompt language); a month first shows
  // itself by a day over 12 after it ("08/17/2026", an American's way), the only reading it has.
  { re: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/g, toIso: (m) => (+m[2] > 12 && +m[1] <= 12 ? iso(+m[3], +m[1], +m[2]) : iso(+m[3], +m[2], +m[1])) },
  // 23/11-94, 18/5-26: day and month by a slash, a two-digit year after a dash (Norwegian everyday writing)
  { re: /\b(\d{1,2})\/(\d{1,2})-(\d{2})\b(?![-/.,]\d)/g, toIso: (m) => iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], +m[2], +m[1]) },
  // "född 17/9 1991", "3/8 2026": day and month by a slash, the year after a space (Swedish and Danish everyday writing)
  { re: /(?<![\d/.,])(\d{1,2})\/(\d{1,2})[ \u00a0](\d{4})\b(?![-/.,]\d)/g, toIso: (m) => (+m[2] >= 1 && +m[2] <= 12 && +m[1] >= 1 && +m[1] <= 31 ? iso(+m[3], +m[2], +m[1]) : undefined) },
  // 04.03.26, 23/11/01: a two-digit year is this century up to 50, the last one after ("7.11.96" is a birth date in 1996)
  { re: /\b(\d{1,2})\.(\d{1,2})\.(\d{2})\b(?![.,]\d)/g, toIso: (m) => iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], +m[2], +m[1]) },
  { re: /(?<![\d/.,])(\d{1,2})\/(\d{1,2})\/(\d{2})\b(?![-/.,]\d)/g, toIso: (m) => (+m[2] >= 1 && +m[2] <= 12 ? iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], +m[2], +m[1]) : undefined) },
  // "f. 120899", "born 230401": a birth date written as six digits after the birth's word (day, month, year).
  {
    re: /(?<=\b(?:f|fodt|fodd|fodselsdato|born|b|dob|geb|geboren|ne|nee|nacido|nacida|nac|nascido|nascida|nasc)\.?:?\s{1,2})(\d{2})(\d{2})(\d{2})(?!\d|[.,/-]\d)/g,
    toIso: (m) => (+m[2] >= 1 && +m[2] <= 12 && +m[1] >= 1 && +m[1] <= 31 ? iso((+m[3] <= 50 ? 2000 : 1900) + +m[3], +m[2], +m[1]) : undefined),
  },
  // "ab 1.4.", "Termin: 3.2.": day and month each closed by a dot, after a word: the year of today. Not
  // at a line's start or after "§", where "1.4." numbers a section.
  {
    re: /(?<=[a-z\u00c0-\u024f,:;(]\s{0,2})\b(\d{1,2})\.(\d{1,2})\.(?![\d.,]|\s?[–-]\s?\d)/g,
    toIso: (m, year) => (year ? iso(year, +m[2], +m[1]) : undefined),
  },
  // "start 20/4", "ab 3/11", "le 14/9", "Invoice date: 9/4": day and month with a slash after a word (or a label) that brings in a date: the year of today
  // (a fraction, "24/7" or "3/4 of the price", has no such word before it).
  {
    re: /(?<=(?:\b(?:start|starts|starter|startar|startdato|fra|fom|fr\.o\.m\.|from|ab|am|den|le|el|o|dia|on|til|to|bis|au|al|dato|date|datum|fecha|data|debut|inicio|beginn|begins|innen|by|until|due|forfall|begynner|comeca|commence)|→|->):?\s{1,2})(\d{1,2})\/(\d{1,2})(?![\d/]|[.,]\d)/g,
    toIso: (m, year) => (year && +m[2] >= 1 && +m[2] <= 12 && +m[1] >= 1 && +m[1] <= 31 ? iso(year, +m[2], +m[1]) : undefined),
  },
  // "oppstart: 09.02", "dato: fre 27.03", "Datum: Mi 4.11", "date Tue 18/8": day and month by a dot or a slash after a date's own label or a
  // weekday, the year of today; never before a currency or a unit ("ab 12.50 kr" is no date: no such label).
  {
    re: /(?<=(?:\b(?:start|startdato|oppstart|oppstartsdato|dato|date|datum|fecha|data|debut|inicio|beginn|tiltredelse|tiltreding|forfall|due|mandag|tirsdag|onsdag|torsdag|fredag|lordag|sondag|man|tir|ons|tor|fre|lor|son|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|mo|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lun|mar|mie|jue|vie|sab|dom|segunda|terca|quarta|quinta|sexta|seg|ter|qua|qui|sex|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|mer|jeu|ven|sam|dim)\.?):?\s{1,2})(\d{1,2})[./](\d{1,2})(?![\d.,/]|\s{0,2}(?:kr|nok|eur|usd|%|t\b|h\b|timer|hours|stunden|horas|heures))/g,
    toIso: (m, year) => (year && +m[2] >= 1 && +m[2] <= 12 && +m[1] >= 1 && +m[1] <= 31 ? iso(year, +m[2], +m[1]) : undefined),
  },
  // "1. april", "le 1er avril", "15 de mayo", "March 4th" without a year: the year of today; "dia 6 (abril)", the month in brackets;
  // an age after it is no year ("am 3. Mai 34 geworden")
  {
    // Not the "7" of "24/7" ("suporte 24/7 de outubro": round-the-clock support of October).
    re: new RegExp(`(?<!\\d\\/)\\b(\\d{1,2})(?:\\.?(?:º|o|°)|\\.|ste|nde|dje|st|nd|rd|th|er|de|te)?\\s{0,3}\\(?(?:de\\s{1,3}|of\\s{1,3})?(${MONTH_FULL_ALT})\\b(?![^\\S\\n]{0,3}\\d(?!\\d?\\s{1,2}(?:jahre\\s{1,2})?geworden))`, "g"),
    toIso: (m, year) => (year ? iso(year, MONTHS[m[2]], +m[1]) : undefined),
  },
];

/** "today" in the seven languages (folded). */
const TODAY = /\b(?:i dag|idag|today|hoy|hoje|aujourd'hui|heute)\b/g;

/** Every date in the text, in order of appearance, as ISO strings. `today` (ISO) dates relative words. */
export function findDates(text: string, today?: string): FoundDate[] {
  const folded = fold(text);
  const found: FoundDate[] = [];
  const year = today && /^\d{4}-\d{2}-\d{2}$/.test(today) ? Number(today.slice(0, 4)) : undefined;
  // Characters already part of a date: an overlap check per match that costs only its own length.
  const covered = new Uint8Array(folded.length);
  const push = (value: string | undefined, index: number, length: number, relative = false) => {
    if (!value) return;
    for (let i = index; i < index + length; i++) if (covered[i]) return;
    covered.fill(1, index, index + length);
    found.push(relative ? { iso: value, index, length, relative } : { iso: value, index, length });
  };
  // Month names are words: a text without letters has no named dates, one without digits no dates at all.
  // "på St. Hans i 1984", "første mandag i februar": a feast's day, the first weekday of a month.
  for (const f of findFeastDates(folded, today)) push(f.iso, f.index, f.length);
  // "den tredje i ellevte 1971": a day and a month said as ordinals.
  for (const o of findOrdinalDates(folded, text)) {
    const y = o.year ?? year;
    if (y) push(iso(y, o.month, o.day), o.index, o.length);
  }
  if (!/\d/.test(folded)) {
    if (year) for (const r of findRelativeDates(folded, today!)) push(r.iso, r.index, r.length, true);
    if (year) for (const m of folded.matchAll(TODAY)) push(today, m.index!, m[0].length, true);
    return found.sort((a, b) => a.index - b.index);
  }
  for (const { re, toIso } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) push(toIso(m, year), m.index, m[0].length);
  }
  // "13.10.–16.10.", "3.4.-5.4.": a range of days and months, both in today's year.
  if (year)
    for (const m of folded.matchAll(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\s{0,2}[–—-]\s{0,2})(\d{1,2})\.(\d{1,2})\.?(?![\d]|\.\d)/g)) {
      const firstLength = m[1].length + m[2].length + 2;
      const second = firstLength + m[3].length;
      push(iso(year, +m[2], +m[1]), m.index!, firstLength);
      push(iso(year, +m[5], +m[4]), m.index! + second, m[0].length - second);
    }
  // "du 10 au 11 mars", "vom 10. bis 11. März", "del 5 al 7 de mayo", "21 y 22 de octubre": the first day takes the month of the last.
  for (const d of [...found]) {
    const head = folded.slice(Math.max(0, d.index - 24), d.index);
    const m = STRETCH_START.exec(head);
    const day = m ? Number(m[1]) : NaN;
    if (!m || !(day >= 1 && day < Number(d.iso.slice(8, 10)))) continue;
    push(`${d.iso.slice(0, 8)}${String(day).padStart(2, "0")}`, d.index - head.length + m.index! + m[0].indexOf(m[1]), m[1].length);
  }
  // "10.03.–12.03.2026", "du 19/05 au 20/05/2026": a day and month before a stretch's dash or word take the year of its end.
  for (const d of [...found]) {
    const head = folded.slice(Math.max(0, d.index - 24), d.index);
    const m = PAIR_STRETCH_START.exec(head);
    if (m) push(iso(Number(d.iso.slice(0, 4)), +m[2], +m[1]), d.index - head.length + m.index!, m[1].length + m[2].length + 2);
  }
  // "heute in drei Wochen", "neste fredag", "the first Monday of next month": before "today" alone.
  if (year) for (const r of findRelativeDates(folded, today!)) push(r.iso, r.index, r.length, true);
  if (year) for (const m of folded.matchAll(TODAY)) push(today, m.index!, m[0].length, true);
  return birthdays(folded, found, today).sort((a, b) => a.index - b.index);
}

/**
 * An age turned on a date is a birth date: "hun fylte 23 i går", "er ist am 3. Mai 34 geworden", "turned 40 last
 * Friday", "cumplió 30 años el 2 de marzo", "fez 28 anos ontem", "a eu 45 ans le 1er mars". The date in the age's
 * clause becomes the day of birth (the age's years back; a past birthday written without a year that lies ahead of
 * today is last year's), and its span takes the age in. Bounded: each date looks at 40 characters either side.
 */
function birthdays(folded: string, found: FoundDate[], today?: string): FoundDate[] {
  return found.map((d) => {
    const from = Math.max(0, d.index - 40);
    const window = folded.slice(from, d.index + d.length + 40);
    const at = d.index - from;
    for (const m of window.matchAll(AGE_TURNED)) {
      const age = Number(m[1] ?? m[2]);
      const start = m.index!;
      const end = start + m[0].length;
      const between = start < at ? window.slice(end, at) : window.slice(at + d.length, start);
      if (!(age >= 14 && age <= 99) || /[.!?;\n]/.test(between)) continue;
      let born = Number(d.iso.slice(0, 4)) - age;
      if (today && d.iso > today && !/\b20\d\d\b/.test(folded.slice(d.index, d.index + d.length)) && !/fyller|turns|wird|cumple|faz|fera/.test(m[0])) born -= 1;
      const index = Math.min(d.index, from + start);
      const length = Math.max(d.index + d.length, from + end) - index;
      return { iso: `${born}${d.iso.slice(4)}`, index, length };
    }
    return d;
  });
}
/** "fylte 23", "turned 40", "wurde 34", "cumplió 30", "fez 28", "a eu 45", "completou 30"; "34 geworden" (folded). */
// A unit after the number makes it no age: "die Rechnung vom 3. März wurde 14 Tage später bezahlt".
const AGE_TURNED =
  /\b(?:fylte|fylde|fyllte|fyller|turned|turns|wurde|wird|cumplio|cumple|fez|faz|completou|a eu|a fete ses|fera)\s{1,2}(\d{2})\b(?!\s{0,2}(?:tage|tagen|dager|dagar|days?|dias|jours|wochen|weeks?|uker|veker|monate|monaten|months?|maneder|manader|timer|hours?|stunden|horas|heures|kr|nok|eur|%|prozent|percent|stk|mal|times|ganger|gonger|vezes|veces|fois)\b)|\b(\d{2})\s{1,2}(?:jahre\s{1,2})?geworden\b/g;

/** A day alone and the word that runs, or joins it, to the next date: "du 10 au ", "10. bis ", "from 10 to ", "del 5 al ", "21 y " (folded). */
const STRETCH_START = /(?<![\d.,/])(\d{1,2})\.?\s{1,2}(?:au|to|til|bis|al|a|ate|until|-|y|og|and|und|et|e|&)\s{1,2}(?:the\s{1,2})?$/;

/** A day and month, then the dash or word to the next date: "10.03.–", "19/05 au ", "10.3. bis " (folded). */
const PAIR_STRETCH_START = /(?<![\d.,/])(\d{1,2})[./](\d{1,2})\.?\s{0,2}(?:[–—-]|(?:au|to|til|bis|al|a|ate|until)\s)\s{0,2}(?:the\s{1,2})?$/;

/** The first date in the text, or undefined. */
export function parseDate(text: string): string | undefined {
  return findDates(text)[0]?.iso;
}

/** "March 2026", "mars 2026", "marzo de 2026" → {year, month}. */
/** A month's name and a year after it ("March 2026", "marzo de 2026"), folded. */
/**
 * "März 2026", "marzo de 2026", "March, 2026". After a comma only a year of this century or the last, no amount or
 * account: "først i mai, 8200 kroner", "i mars, 1720".
 */
const COMMA_YEAR = String.raw`,\s{1,3}(?=(?:19|20)\d\d\b(?![ \t]{0,2}(?:kr|nok|kroner|,-|[.,]\d)))`;
/** The pattern's source: group 1 the month's name, group 2 the year. */
export const MONTH_YEAR = String.raw`\b(${MONTH_ALT})\.?(?:\s{1,3}|${COMMA_YEAR})(?:de\s{1,3})?(\d{4})\b`;

export function findMonthYear(text: string): { year: number; month: number; index: number } | undefined {
  const re = new RegExp(MONTH_YEAR, "g");
  const m = re.exec(fold(text));
  if (!m) return undefined;
  return { year: +m[2], month: MONTHS[m[1]], index: m.index };
}

/** Every "March 2026", "juli 2026", "marzo de 2026" that is no full date's tail ("14. juli 1991"), as its first day. Bounded: 20. */
export function monthsWithYear(text: string): { iso: string; index: number }[] {
  const folded = fold(text);
  const re = new RegExp(MONTH_YEAR, "g");
  const out: { iso: string; index: number }[] = [];
  for (const m of folded.matchAll(re)) {
    if (/\d\.?\s{0,3}(?:de\s{1,3})?$/.test(folded.slice(Math.max(0, m.index! - 8), m.index!))) continue;
    out.push({ iso: `${m[2]}-${String(MONTHS[m[1]]).padStart(2, "0")}-01`, index: m.index! });
    if (out.length >= 20) break;
  }
  return out;
}

/** The month number of a month name (any prompt language), or undefined. */
export function monthNumber(name: string): number | undefined {
  return MONTHS[fold(name).replace(/\.$/, "")];
}

export const MONTH_PATTERN = MONTH_ALT;
