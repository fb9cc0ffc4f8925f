import { NUMBER_WORD_PATTERN, numberFromWord } from "./number-words";

/**
 * Dates written relative to today, in the seven request languages (folded text): "yesterday",
 * "i forgårs", "heute in drei Wochen", "om 14 dagar", "next Friday", "vendredi prochain", "mandag
 * forrige uke", "første måndagen i neste månad", "end of next month", "le 1er du mois prochain";
 * and the month a period names relative to today ("forrige måned", "letzten Monat", "le mois
 * dernier"). Each pattern is one bounded regular expression: linear in the text's length.
 */

export interface RelativeDate {
  iso: string;
  index: number;
  length: number;
}

const WEEKDAYS: string[][] = [
  ["mandag", "mandagen", "monday", "montag", "lundi", "lunes", "segunda-feira", "segunda"],
  ["tirsdag", "tysdag", "tirsdagen", "tysdagen", "tuesday", "dienstag", "mardi", "martes", "terca-feira", "terca"],
  ["onsdag", "onsdagen", "wednesday", "mittwoch", "mercredi", "miercoles", "quarta-feira", "quarta"],
  ["torsdag", "torsdagen", "thursday", "donnerstag", "jeudi", "jueves", "quinta-feira", "quinta"],
  ["fredag", "fredagen", "friday", "freitag", "vendredi", "viernes", "sexta-feira", "sexta"],
  ["lordag", "laurdag", "lordagen", "laurdagen", "saturday", "samstag", "samedi", "sabado"],
  ["sondag", "sundag", "sondagen", "sundagen", "sunday", "sonntag", "dimanche", "domingo"],
];
/** ISO weekday (1 = Monday) of each folded name. */
export const WEEKDAY = new Map<string, number>();
WEEKDAYS.forEach((names, i) => names.forEach((n) => WEEKDAY.set(n, i + 1)));
/** The alternation of every weekday's name (folded), for building patterns. */
export const WEEKDAY_PATTERN = [...WEEKDAY.keys()].sort((a, b) => b.length - a.length).join("|");
const WD = WEEKDAY_PATTERN;

const NEXT = "forstkommende|forstkomande|neste|nest|kommende|komande|next|coming|nachste|nachsten|nachster|kommenden|proximo|proxima";
const LAST = "forrige|forre|siste|sist|last|previous|letzte|letzten|letzter|vorige|vorigen|vergangene|vergangenen";
const NEXT_AFTER = "prochain|prochaine|que vem|que viene|seguinte|siguiente";
const LAST_AFTER = "dernier|derniere|pasado|pasada|passado|passada|anterior";
const WEEK = "uke|uka|veke|veka|week|woche|semaine|semana";
const MONTH = "maned|maneden|manad|manaden|month|monat|monats|mois|mes";
const UNIT_DAYS: [RegExp, number][] = [
  [/^(?:dag|dagar|dager|dagen|days?|tage?n?|jours?|dias?)$/, 1],
  [/^(?:uke|uker|ukene|veke|veker|weeks?|wochen?|semaines?|semanas?)$/, 7],
];
const UNIT = "dagar|dager|dagen|dag|days|day|tagen|tage|tag|jours|jour|dias|dia|uker|uke|veker|veke|weeks|week|wochen|woche|semaines|semaine|semanas|semana|maneder|maned|manader|manad|months|month|monaten|monate|monat|mois|meses|mes";
const COUNT = `\\d{1,2}|${NUMBER_WORD_PATTERN}`;

/** A month after today's (+1), today's (0) or before it (−1), as written. */
// Portuguese "neste mês" is this month: "neste" before "mes" is no "next".
const NEXT_MONTH = `(?:(?:${NEXT})\\s(?:maned|maneden|manad|manaden|month|monat|monats|mois)|(?:proximo|proxima)\\smes|(?:${MONTH})\\s(?:${NEXT_AFTER})|following month)`;
const LAST_MONTH_RE = `(?:(?:${LAST})\\s(?:${MONTH})|(?:${MONTH})\\s(?:${LAST_AFTER})|(?:mois|mes)\\sprecedent|vormonats?)`;
const THIS_MONTH = `(?:(?:denne|dette|inneverande|innevaerende|this|current|diesen|dieses|laufenden|ce|este|deste|neste)\\s(?:${MONTH})|(?:mes|mois)\\s(?:en cours|corrente|actual|atual))`;

/** The first day of a month in words: "der Erste", "the first", "le premier" (folded). */
const FIRST_DAY = "first|forste|fyrste|erste|ersten|erster|premier|primero|primer|primeiro";

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoOf(new Date(toDate(iso).getTime() + n * DAY_MS));
const weekdayOf = (iso: string) => ((toDate(iso).getUTCDay() + 6) % 7) + 1;
/** The first day of the month `offset` months from the one `iso` falls in. */
export const monthStart = (iso: string, offset: number) => {
  const d = toDate(iso);
  return isoOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)));
};
const monthEnd = (iso: string, offset: number) => addDays(monthStart(iso, offset + 1), -1);
const LAST_MONTH_TEST = new RegExp(LAST_MONTH_RE);
const NEXT_MONTH_TEST = new RegExp(NEXT_MONTH);
const monthOffset = (phrase: string) => (LAST_MONTH_TEST.test(phrase) ? -1 : NEXT_MONTH_TEST.test(phrase) ? 1 : 0);

interface Pattern {
  re: RegExp;
  date: (m: RegExpExecArray, today: string, folded: string) => string | undefined;
}

/** Payment terms before "in 14 days" ("zahlbar in 14 Tagen", "due within 30 days"): a term, no date of the request. */
const TERMS_BEFORE = /(?:zahlbar|fallig|zahlungsziel|due|payable|payment|terms?|forfall\w*|betal\w*|frist|netto|net|plazo|prazo|vencimiento|vencimento|echeance|paiement|pago|pagamento)\W{0,3}(?:\p{L}+\W{1,3}){0,1}$/u;

const PATTERNS: Pattern[] = [
  // "the day before yesterday", "i forgårs", "vorgestern", "avant-hier", "anteayer", "anteontem"
  { re: /\b(?:the day before yesterday|i\s?forgars|vorgestern|avant-hier|anteayer|antes de ayer|anteontem|antes de ontem)\b/g, date: (_, t) => addDays(t, -2) },
  // "the day after tomorrow", "i overmorgen", "übermorgen", "après-demain", "pasado mañana", "depois de amanhã"
  { re: /\b(?:the day after tomorrow|i\s?overmorgen|overmorgen|ubermorgen|apres-demain|pasado manana|depois de amanha)\b/g, date: (_, t) => addDays(t, 2) },
  // "yesterday", "i går", "gestern", "ayer", "ontem"
  { re: /\b(?:yesterday|i\s?gar|gestern|ayer|ontem)\b/g, date: (_, t) => addDays(t, -1) },
  // "tomorrow", "i morgon/morgen", "demain", "amanhã"; "mañana" not after an article (la mañana is the morning)
  { re: /\b(?:tomorrow|i\s?morgon|i\s?morgen|demain|amanha)\b|(?<!\b(?:la|esta|por|de|cada)\s)\bmanana\b/g, date: (_, t) => addDays(t, 1) },
  // "in three weeks", "om 14 dagar", "heute in drei Wochen", "dans deux semaines", "en dos semanas", "daqui a 10 dias"
  {
    re: new RegExp(`\\b(?:(?:heute|i dag|idag|today|hoy|hoje|aujourd'hui)\\s)?(?:om|in|dans|en|em|daqui a|dentro de)\\s(${COUNT})\\s(${UNIT})\\b`, "g"),
    // French "en dix jours" is how long something took ("elle a traduit le catalogue en dix jours"); its future is "dans".
    date: (m, t, folded) =>
      TERMS_BEFORE.test(folded.slice(Math.max(0, m.index - 30), m.index)) || FRENCH_DURATION.test(m[0]) ? undefined : shift(t, m[1], m[2], 1),
  },
  // "three weeks from today", "2 weeks ago", "for tre veker sidan", "vor zwei Wochen", "il y a deux semaines", "hace dos semanas", "há duas semanas"
  {
    re: new RegExp(`\\b(?:(${COUNT})\\s(${UNIT})\\s(?:from (?:today|now)|fra i dag|fra idag|fra no|fra na)|(${COUNT})\\s(${UNIT})\\s(?:ago|sidan|siden)|(?:vor|il y a|hace|ha)\\s(${COUNT})\\s(${UNIT}))\\b`, "g"),
    date: (m, t) => (m[1] ? shift(t, m[1], m[2], 1) : m[3] ? shift(t, m[3], m[4], -1) : shift(t, m[5], m[6], -1)),
  },
  // "Monday last week", "mandag forrige uke", "Montag letzter Woche", "lundi de la semaine dernière",
  // "el lunes de la semana pasada", "na segunda-feira da semana passada"; and the week after ("… next week").
  {
    re: new RegExp(`\\b(${WD})\\s(?:(?:i|in|of|der|de la|da|de|du)\\s)?(?:(${LAST})|(${NEXT}))?\\s?(?:${WEEK})(?:\\s(?:(${LAST_AFTER})|(${NEXT_AFTER})))?\\b`, "g"),
    date: (m, t) => {
      const week = m[2] || m[4] ? -1 : m[3] || m[5] ? 1 : undefined;
      if (week === undefined) return undefined;
      return addDays(t, week * 7 + (WEEKDAY.get(m[1])! - weekdayOf(t)));
    },
  },
  // "the first Monday of next month", "første måndagen i neste månad", "ersten Montag im nächsten Monat",
  // "le premier lundi du mois prochain", "el primer lunes del mes que viene", "a primeira segunda-feira do mês que vem"
  {
    re: new RegExp(`\\b(?:first|forste|fyrste|ersten|erster|erste|premier|primer|primera|primero|primeiro|primeira)\\s(${WD})\\s(?:(?:i|of|im|in|des|du|del|do|da|de)\\s)?(?:(?:the|den|det|dem)\\s)?(${NEXT_MONTH}|${THIS_MONTH}|(?:${NEXT})\\s(?:${MONTH}))\\b`, "g"),
    date: (m, t) => {
      const start = monthStart(t, monthOffset(m[2]));
      return addDays(start, (WEEKDAY.get(m[1])! - weekdayOf(start) + 7) % 7);
    },
  },
  // "next Friday", "neste fredag", "nächsten Freitag", "el próximo viernes", "na próxima sexta"; "last Monday", "forrige mandag", "letzten Montag"
  {
    re: new RegExp(`\\b(?:(${NEXT}|this coming)|(${LAST}))\\s(${WD})\\b(?!\\s(?:i|in|of|der|de la|da|de|du)?\\s?(?:${WEEK}))`, "g"),
    date: (m, t) => {
      const diff = WEEKDAY.get(m[3])! - weekdayOf(t);
      return m[1] ? addDays(t, diff > 0 ? diff : diff + 7) : addDays(t, diff < 0 ? diff : diff - 7);
    },
  },
  // "vendredi prochain", "el viernes que viene", "a sexta que vem"; "lundi dernier", "el lunes pasado", "na segunda passada"
  {
    re: new RegExp(`\\b(${WD})\\s(?:(${NEXT_AFTER})|(${LAST_AFTER}))\\b`, "g"),
    date: (m, t) => {
      const diff = WEEKDAY.get(m[1])! - weekdayOf(t);
      return m[2] ? addDays(t, diff > 0 ? diff : diff + 7) : addDays(t, diff < 0 ? diff : diff - 7);
    },
  },
  // "end of next month", "siste dag i forrige måned", "slutten av denne måneden", "Ende nächsten Monats",
  // "fin du mois prochain", "último día del mes pasado", "fim do mês que vem"
  {
    re: new RegExp(`\\b(?:(?:the\\s)?(?:end|last day)|slutten|utgangen|enden|siste dag(?:en)?|ende|letzten tag|letzter tag|fin|dernier jour|final|fim|ultimo dia)\\s(?:(?:of|av|pa|i|des|du|del|do|da|de|im)\\s)?(?:(?:the|den|det|dem|le|el|o)\\s)?(${NEXT_MONTH}|${LAST_MONTH_RE}|${THIS_MONTH})\\b`, "g"),
    date: (m, t) => monthEnd(t, monthOffset(m[1])),
  },
  // "the 1st of next month", "den 1. i neste måned", "1. des nächsten Monats", "le 1er du mois prochain", "el 1 del próximo mes", "dia 1 do mês que vem";
  // the first in words ("der Erste des nächsten Monats", "the first of next month"); a day of this month ("no dia 15 deste mês").
  {
    re: new RegExp(`\\b(?:the\\s|den\\s|der\\s|dia\\s|el\\s|le\\s)?(\\d{1,2}|${FIRST_DAY})(?:st|nd|rd|th|er|\\.|º|o)?\\s(?:(?:of|i|des|du|del|do|da|de|im)\\s)?(?:(?:the|den|det|dem|le|el|o)\\s)?(${NEXT_MONTH}|${LAST_MONTH_RE}|${THIS_MONTH})\\b`, "g"),
    date: (m, t) => {
      const day = /^\d/.test(m[1]) ? Number(m[1]) : 1;
      if (day < 1 || day > 28) return undefined;
      return addDays(monthStart(t, monthOffset(m[2])), day - 1);
    },
  },
  // "von dienstag 10. bis donnerstag 12.", "foi terça 14 e voltou quarta 15", "Monday the 6th": a weekday and a day of the
  // month with no month; the date nearest today (this month, the one before or after) where that day is that weekday.
  // Only a day that ends its clause or is joined to the next ("dienstag 10. bis …", "terça 14 e …"): a number with a word
  // after it ("fredag 3 timer", "Mittwoch 24 Grad") is no day.
  {
    re: new RegExp(`\\b(${WD})\\s{1,2}(?:(?:the|den|dia|le|el|o|am)\\s{1,2})?(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?(?![\\d.,:/-]?\\d)(?=\\s{0,2}(?:[.,;:!?()\\n–—-]|$|(?:og|und|and|et|y|e|o|til|bis|to|au|al|a|ate|until|hasta|jusqu|then|dann|puis|luego|depois)\\b))`, "g"),
    date: (m, t) => weekdayOfMonth(t, WEEKDAY.get(m[1])!, Number(m[2])),
  },
];

/** The date nearest `today` whose day of the month is `day` and whose weekday is `weekday`, within a month either side. */
function weekdayOfMonth(today: string, weekday: number, day: number): string | undefined {
  if (day < 1 || day > 31) return undefined;
  const dates = [-1, 0, 1]
    .map((offset) => {
      const start = monthStart(today, offset);
      return day <= Number(monthEnd(today, offset).slice(8, 10)) ? addDays(start, day - 1) : undefined;
    })
    .filter((d): d is string => !!d && weekdayOf(d) === weekday);
  const distance = (d: string) => Math.abs(toDate(d).getTime() - toDate(today).getTime());
  return dates.sort((a, b) => distance(a) - distance(b))[0];
}

function shift(today: string, count: string, unit: string, sign: 1 | -1): string | undefined {
  const n = numberFromWord(count);
  if (n === undefined || n <= 0 || n > 60) return undefined;
  if (/^(?:maneder|maned|manader|manad|months?|monaten|monate|monat|mois|meses|mes)$/.test(unit)) {
    const d = toDate(today);
    const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + sign * n, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    return isoOf(new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), last))));
  }
  const per = UNIT_DAYS.find(([re]) => re.test(unit))?.[1];
  return per ? addDays(today, sign * n * per) : undefined;
}

/** "en dix jours", "en deux semaines", "en trois mois": a duration in French. */
const FRENCH_DURATION = /^(?:\S+\s)?en\s\S+\s(?:jours?|semaines?|mois)$/;

/** Every date the folded text writes relative to `today` (ISO), in order, overlapping matches dropped. */
export function findRelativeDates(folded: string, today: string): RelativeDate[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) return [];
  const found: RelativeDate[] = [];
  const covered = new Uint8Array(folded.length);
  for (const { re, date } of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const iso = date(m, today, folded);
      if (!iso || covered.subarray(m.index, m.index + m[0].length).some((c) => c)) continue;
      covered.fill(1, m.index, m.index + m[0].length);
      found.push({ iso, index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const RELATIVE_MONTH = new RegExp(`\\b(?:${LAST_MONTH_RE}|${NEXT_MONTH}|${THIS_MONTH})\\b`);

/**
 * The month a period names relative to today, the first named: "forrige måned", "last month", "le mois dernier" (−1),
 * "neste måned" (+1), "this month", "denne månaden" (0) — "this month, not next month's" is this month.
 */
export function relativeMonth(folded: string, today: string): { year: number; month: number } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) return undefined;
  const m = RELATIVE_MONTH.exec(folded);
  if (!m) return undefined;
  const start = monthStart(today, monthOffset(m[0]));
  return { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) };
}

const LAST_YEAR = /\b(?:i fjor|ifjor|fjoraret|fjorarets|forrige ar|forre ar|last year|previous year|letztes jahr|letzte jahr|letzten jahr|letzten jahres|vorjahr|vorjahres|im vorjahr|l'an dernier|l'annee derniere|l'annee precedente|el ano pasado|del ano pasado|el ano anterior|no ano passado|do ano passado|o ano anterior)\b/;
const THIS_YEAR = /\b(?:i ar|i aar|dette aret|inneverande ar|innevaerende ar|this year|current year|dieses jahr|dieses jahres|des laufenden jahres|cette annee|de cette annee|l'annee en cours|este ano|de este ano|deste ano|del corriente ano|corriente ano|ano corrente|ano em curso)\b/;

/** The year a request names relative to today: "for i fjor", "last year", "l'an dernier" (−1); "i år", "de cette année" (0). */
export function relativeYear(folded: string, today: string | undefined): number | undefined {
  if (!today || !/^\d{4}/.test(today)) return undefined;
  const year = Number(today.slice(0, 4));
  const last = LAST_YEAR.exec(folded);
  const current = THIS_YEAR.exec(folded);
  if (last && (!current || last.index < current.index)) return year - 1;
  return current ? year : undefined;
}

const MONTHS_WORD = "manedene|manadane|manedane|maneder|manader|months|monate|monaten|mois|meses";
const FIRST_WORDS = "forste|fyrste|first|ersten|erste|premiers|primeros|primeiros";
/** "de to første månedene i år", "the first two months of the year", "die ersten zwei Monate", "les deux premiers mois", "los dos primeros meses", "os dois primeiros meses" (folded). */
const LEADING_MONTHS = new RegExp(`\\b(?:(${COUNT})\\s(?:${FIRST_WORDS})\\s(?:${MONTHS_WORD})|(?:${FIRST_WORDS})\\s(${COUNT})\\s(?:${MONTHS_WORD}))\\b`);

const LAST_WORDS = "siste|last|past|letzten|letzte|derniers|ultimos";
/** "de to siste månedene", "the last two months", "die letzten zwei Monate", "les deux derniers mois", "los dos últimos meses" (folded). */
const TRAILING_MONTHS = new RegExp(`\\b(?:(${COUNT})\\s(?:${LAST_WORDS})\\s(?:${MONTHS_WORD})|(?:${LAST_WORDS})\\s(${COUNT})\\s(?:${MONTHS_WORD}))\\b`);

/**
 * The first months of a year, counted ("dei to første månadane i år", "the first three months of last year"): from the
 * year's first day to the last day of the last month counted; the year this one unless the text names the last. The
 * last months ("les deux derniers mois"): the whole months before today's.
 */
export function countedMonths(folded: string, today: string | undefined): { fromDate: string; toDate: string } | undefined {
  if (!today || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return undefined;
  // "the last two months": the whole months before today's.
  const t = TRAILING_MONTHS.exec(folded);
  const back = t ? numberFromWord(t[1] ?? t[2]) : undefined;
  if (back && back >= 1 && back <= 12) return { fromDate: monthStart(today, -back), toDate: monthEnd(today, -1) };
  const m = LEADING_MONTHS.exec(folded);
  const count = m ? numberFromWord(m[1] ?? m[2]) : undefined;
  if (!count || count < 1 || count > 12) return undefined;
  const year = relativeYear(folded, today) ?? Number(today.slice(0, 4));
  const end = isoOf(new Date(Date.UTC(year, count, 0)));
  return { fromDate: `${year}-01-01`, toDate: end };
}
