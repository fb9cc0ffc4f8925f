import { findAmounts, findNumbers, type FoundAmount } from "./amounts";
import { findDates, type FoundDate } from "./dates";
import { findAccounts, findEmails, findOrgNumbers, findPercents, findQuoted, type Quoted } from "./values";
import { fold } from "../text";

/**
 * Stage 1 of the interpreter: every typed value of a request, found whatever the sentence
 * around it — e-mails, organisation numbers, dates, money, plain numbers, percentages,
 * account numbers, quoted names, hours. Each carries its index in the text, so later stages
 * can assign it to a field by the words around it.
 */
export interface Values {
  emails: { value: string; index: number }[];
  orgNumbers: { value: string; index: number; end: number }[];
  dates: FoundDate[];
  /** Numbers written with a currency. */
  money: FoundAmount[];
  numbers: FoundAmount[];
  percents: { value: number; index: number }[];
  /** Account numbers written after an account word. */
  accounts: { value: number; index: number }[];
  quoted: Quoted[];
  /** Quantities of hours ("7,5 timer", "22 hours", "26 h"). */
  hours: { value: number; index: number }[];
  /** Identifiers written after a word for number or reference ("réf. 3187", "código 4402", "item no. 4417", "#5510"). */
  refs: { value: string; index: number }[];
}

/**
 * Words that introduce an identifier (folded). The organisation number has its own reader. A bare
 * word for number counts only as a label ("Número: 4417"), never in a sentence ("number of hours").
 * A number with a slashed serial ("Form no. 2026/014", "sak 2026/1187") is a file's or case's, no item's. "n.º" labels a
 * product's number only after a word for the product ("producto nuevo «…», n.º 9412"); elsewhere it numbers a drone flight,
 * a key, a meter.
 */
const REF = /(?:#|\b(?:numero|nummer|number)\s{0,2}:\s{0,2}|\b(?:produktnummer|produktnr|varenummer|varenr|artikkelnummer|artikkelnr|artikelnummer|artikelnr|art\.?-nr|item no|item number|product no|product number|product code|sku|ref|reference|referencia|référence|code|codigo|código|numero de producto|numero de produto|numero de produit|n[º°o]|(?<=(?:producto|produto|produit|product|produkt|articulo|artigo|article|artikel)[^\n]{0,60})n\.[º°]|nr|no)\.?\s{0,2}[:#]?\s{0,2}(?:(?:produit|producto|produto|product|produkt|article|artigo|articulo|artikel|del|de|du)\s{1,2})?)(\d{2,10}(?:-\d{2,10})?)\b(?![.,]\d|\/\d|-\d)/giu;

export function findRefs(text: string, orgNumbers: { index: number }[]): { value: string; index: number }[] {
  const folded = fold(text);
  const out: { value: string; index: number }[] = [];
  for (const m of folded.matchAll(REF)) {
    const index = m.index! + m[0].length - m[1].length;
    // "org.nr 123456789", "nº org. 123…": an organisation number is no product reference.
    if (orgNumbers.some((o) => Math.abs(o.index - index) <= 2)) continue;
    if (/org\W{0,3}$/.test(folded.slice(Math.max(0, m.index! - 6), m.index!))) continue;
    out.push({ value: m[1], index });
  }
  return out;
}

// The unit on the figure's own line: "14/04/2026⏎Horas: 7,5" gives no 2026 hours.
// The figure may stand in brackets after its words ("tolv og en halv (12,5) timer").
const HOURS = /(?<![\d.,])(?:\((\d{1,4}(?:[.,]\d{1,2})?)\)|(\d{1,4}(?:[.,]\d{1,2})?))[ \t\u00a0]?(?:timer|timar|timen|timene|timane|t|h|hours?|hrs?|horas?|heures?|stunden|std)(?![\p{L}\d])/gu;

/** "Timar: 16", "Hours: 7,5": hours given as a label's value. */
const HOURS_LABEL = /\b(?:timer|timar|hours|horas|heures|stunden|std)\s{0,2}:\s{0,3}(\d{1,4}(?:[.,]\d{1,2})?)(?!\d|[.,]\d)/gu;

export function findHours(text: string): { value: number; index: number }[] {
  const folded = fold(text);
  const found = [...folded.matchAll(HOURS), ...folded.matchAll(HOURS_LABEL)].map((m) => {
    const figure = m[1] ?? m[2];
    return { value: Number(figure.replace(",", ".")), index: m.index! + m[0].indexOf(figure) };
  });
  return found.sort((a, b) => a.index - b.index);
}

export function readValues(text: string, today?: string): Values {
  const orgNumbers = findOrgNumbers(text);
  return {
    emails: findEmails(text),
    orgNumbers,
    dates: findDates(text, today),
    money: findAmounts(text),
    numbers: findNumbers(text),
    percents: findPercents(text),
    accounts: findAccounts(text),
    quoted: findQuoted(text),
    hours: findHours(text),
    refs: findRefs(text, orgNumbers),
  };
}
