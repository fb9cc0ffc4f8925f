import { escapeRegExp } from "../text";
import { MONTH_NAMES } from "./month-names";
import { WEEKDAY } from "./relative-dates";

/**
 * Dates said by the feast that falls on them, as people who keep the church or folk calendar say
 * them: "på St. Hans i 1984", "yesterday on Olsok", "el día de Reyes de 1989", "empieza el día de San
 * Martín de este año", "til Mikkelsmess"; and the first weekday of a named month ("første mandag i
 * februar", "the first Monday of May"). Only feasts on a fixed day. A year written after the feast
 * is its year; otherwise today's. A saint's name that is also a place's or a person's ("San Juan",
 * "Saint-Martin", "Silvester") counts only as a day: "día de San Juan", "la Saint-Martin". Folded
 * text; one bounded pattern each (linear).
 */

/** Folded names of each fixed-date feast in the seven languages, by month and day. */
const FEASTS: [month: number, day: number, names: string[]][] = [
  [1, 1, ["nyttarsdag", "nyttarsdagen", "new year's day", "neujahrstag", "jour de l'an", "dia de ano nuevo", "dia de ano novo"]],
  [1, 6, ["trettende dag jul", "trettendedagen", "trettandedagen", "epiphany", "dreikonigstag", "heilige drei konige", "epiphanie", "dia de reyes", "dia de los reyes", "dia de reis", "dia dos reis"]],
  [2, 2, ["kyndelsmesse", "kyndelsmess", "candlemas", "maria lichtmess", "lichtmess", "chandeleur", "dia de la candelaria", "dia da candelaria"]],
  [6, 24, ["st. hans", "st hans", "sankt hans", "sankthans", "sankthansdagen", "jonsok", "jonsokdagen", "midsummer day", "johannistag", "la saint-jean", "la saint jean", "dia de san juan", "dia de sao joao"]],
  [7, 29, ["olsok", "olsokdagen", "olsokdag", "olavsok", "st. olav's day", "saint olav's day"]],
  [8, 15, ["assumption day", "maria himmelfahrt", "assomption", "dia de la asuncion", "dia da assuncao"]],
  [9, 29, ["mikkelsmesse", "mikkelsmess", "mikkelsmessedag", "michaelmas", "michaelistag", "la saint-michel", "dia de san miguel", "dia de sao miguel"]],
  [11, 1, ["all saints' day", "all saints day", "allerheiligen", "la toussaint", "todos los santos", "dia de todos los santos", "dia de todos os santos"]],
  [11, 11, ["martinsmesse", "martinsmess", "martinsdag", "martinmas", "martinstag", "la saint-martin", "dia de san martin", "dia de sao martinho"]],
  [12, 13, ["luciadagen", "lucia day", "luciatag", "dia de santa lucia"]],
  [12, 24, ["julaften", "julaftan", "julekvelden", "julekveld", "christmas eve", "heiligabend", "heiliger abend", "reveillon de noel", "nochebuena", "vespera de natal", "consoada"]],
  [12, 25, ["forste juledag", "fyrste juledag", "juledag", "christmas day", "erster weihnachtstag", "jour de noel", "dia de navidad", "dia de natal"]],
  [12, 26, ["andre juledag", "annan juledag", "boxing day", "st. stephen's day", "zweiter weihnachtstag", "stephanstag", "san esteban"]],
  [12, 31, ["nyttarsaften", "nyttarsafta", "new year's eve", "saint-sylvestre", "la saint sylvestre", "nochevieja", "vespera de ano novo"]],
];

const DATE_OF = new Map<string, [number, number]>();
for (const [month, day, names] of FEASTS) for (const n of names) DATE_OF.set(n, [month, day]);
const NAMES = [...DATE_OF.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
/** A feast's name, then perhaps its year: "st. hans i 1984", "reyes de 1989", "olsok 2025". */
const FEAST = new RegExp(`(?<![\\p{L}])(${NAMES})(?![\\p{L}])(?:\\s{0,2},?\\s{0,2}(?:(?:i|in|de|del|em|en|im|von|of|anno|ar|year|jahr|ano|annee)\\s{1,2}){0,2}((?:19|20)\\d{2})(?!\\d))?`, "gu");

/** Full month names only: an abbreviation ("des", "set", "ago") is also a word. */
const MONTH_OF = new Map<string, number>();
MONTH_NAMES.forEach((names, i) => names.filter((n) => n.length >= 4 || n === "mai" || n === "may").forEach((n) => MONTH_OF.set(n, i + 1)));
const alt = (m: Map<string, unknown>) => [...m.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|");
/** "første mandag i februar", "første tysdagen i august", "the first Monday of May", "ersten Montag im Mai", "premier lundi de mai", "primera segunda-feira de maio". */
const FIRST_WEEKDAY = new RegExp(
  `\\b(?:forste|fyrste|first|erste|ersten|premier|primer|primera|primeiro|primeira)\\s{1,2}(${alt(WEEKDAY)})(?:en)?\\s{1,2}(?:(?:i|in|of|im|de|du|del|do|da|en|em)\\s{1,2})?(?:the\\s{1,2})?(${alt(MONTH_OF)})(?![\\p{L}])(?:\\s{1,2}((?:19|20)\\d{2})(?!\\d))?`,
  "gu",
);

export interface FeastDate {
  iso: string;
  index: number;
  length: number;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Every date the folded text says by a feast or as the first weekday of a month; `today` (ISO) gives the year when none is written. */
export function findFeastDates(folded: string, today: string | undefined): FeastDate[] {
  const thisYear = today && /^\d{4}/.test(today) ? Number(today.slice(0, 4)) : undefined;
  const out: FeastDate[] = [];
  for (const m of folded.matchAll(FEAST)) {
    const [month, day] = DATE_OF.get(m[1])!;
    const year = m[2] ? Number(m[2]) : thisYear;
    if (year) out.push({ iso: `${year}-${pad(month)}-${pad(day)}`, index: m.index!, length: m[0].length });
  }
  for (const m of folded.matchAll(FIRST_WEEKDAY)) {
    const weekday = WEEKDAY.get(m[1])!;
    const month = MONTH_OF.get(m[2])!;
    const year = m[3] ? Number(m[3]) : thisYear;
    if (!year) continue;
    const first = new Date(Date.UTC(year, month - 1, 1));
    const isoWeekday = ((first.getUTCDay() + 6) % 7) + 1;
    const day = 1 + ((weekday - isoWeekday + 7) % 7);
    out.push({ iso: `${year}-${pad(month)}-${pad(day)}`, index: m.index!, length: m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}
