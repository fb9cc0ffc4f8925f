import { fold } from "../text";
import { findNumbers } from "./amounts";

/**
 * Figures a writer leaves bare once the currency is clear: "the data workshop at 18 500 kroner …
 * then the catering lunch at 2400 with 15 percent VAT", "dietas de 650 coronas … el billete de tren
 * 1340 y un taxi de 420", "budsjettet er 420 000 kroner … en leverandørkostnad på 36 500". When the
 * request names exactly one currency, a bare figure of 100 or more that is no identifier, year,
 * date, quantity or postcode gets that currency written after it. Used only as a second reading
 * when the writer's own words leave the task incomplete (rules.ts), and taken only when it passes
 * the gate. One pass over the figures.
 */

const UNIT_AFTER = /^\s?(?:%|prosent|percent|pct|por ?cento|por ?ciento|pour ?cent|prozent|timer|timar|time\b|t\b|h\b|hours?|std|stunden|horas|heures|stk|pcs|x\b|×|dager|dagar|days?|tage|dias|días|jours|ar\b|years?|jahre|anos|años|ans\b|km|mil\b|kg|l\b|m\b|m2|m²|month|maned|mnd|meses|mois|monate)/;
const RATE_BEFORE = /(?:kurs|kursen|rate|taux|tipo|cambio|wechselkurs|cotacao)\s{0,3}(?:[:=]\s{0,2})?$/;
/** A currency named as a word of its own. */
const CURRENCY_WORD = /(?<![\p{L}\d])(nok|eur|usd|sek|dkk|gbp|kroner|euro|euros)(?![\p{L}\d])/gu;
const CODES: Record<string, string> = { kroner: "NOK", euro: "EUR", euros: "EUR" };
const MAX_SCAN = 20_000;
/** A word that makes the figure after it an identifier: "number 3318", "org nr 9…", "konto 6540", "postcode is 5013". */
const ID_WORD =
  /(?:^|[^a-z])(?:number|nummer|nummeret|numero|nr|no|n°|nº|num|ref|referanse|reference|referencia|konto|kontoen|account|kto|compte|cuenta|conta|org|orgnr|postnummer|postnr|postcode|postal|zip|plz|cp|codigo|code|faktura|factura|fatura|invoice|rechnung|facture|id|produkt|product|produit|producto|produto|vare|varenr|artikel|article|artikkel|item|sku|ordre|order|pedido|commande|bestellung|auftrag|debet|debit|kredit|credit|haben|soll|d|k)\s{0,2}[.:#]?\s{0,2}(?:(?:is|er|es|ist|est|e|é|=)\s{1,2})?$/;
const YEAR = /^(?:19|20)\d\d$/;
/** A street's word right before a figure (folded): "storgata 3", "kongens gate 12", "hauptstrasse 7", "rue de la paix 4". */
const STREET_BEFORE = /(?:(?:gata|gaten|vegen|veien|strasse|allee|gasse|platz|plassen|bryggen|kaien)|(?:^|[^a-z])(?:gate|veg|vei|weg|plass|brygge|kaia|street|st|road|rd|avenue|ave|rue|calle|avenida|rua|travessa))\s{1,2}$/;
const MAX_FIGURES = 200;

export function carriedCurrency(text: string): string {
  // The figures as the amount reader sees them: a currency written beside one is that figure's.
  const numbers = findNumbers(text).slice(0, MAX_FIGURES);
  const folded = fold(text);
  const named = new Set(numbers.flatMap((n) => (n.currency ? [n.currency] : [])));
  // "alt i NOK eks. mva", "prices in EUR": a currency named as a word counts as much as one written beside a figure.
  for (const m of folded.slice(0, MAX_SCAN).matchAll(CURRENCY_WORD)) named.add(CODES[m[1]] ?? m[1].toUpperCase());
  // A note that names no currency at all is in the company's own, kroner (read so only as the second reading above).
  if (named.size > 1) return text;
  const [code] = named.size === 1 ? named : ["NOK"];
  const written = code === "NOK" ? "kr" : code;
  const ends: number[] = [];
  // A writer who groups the thousands of amounts ("75 000", "6 250") writes "1700" and "6010" as accounts.
  const grouped = numbers.some((n) => n.value >= 1000 && /\d[ .\u00a0\u202f'’]\d{3}(?!\d)/.test(n.raw));
  for (const n of numbers) {
    if (grouped && /^\d{4}$/.test(n.raw)) continue;
    if (n.currency || n.value < 100 || String(Math.trunc(n.value)).length > 7 || YEAR.test(n.raw)) continue;
    const start = n.index;
    const end = start + n.length;
    // A figure joined to a date, a time or a code is none of a price's.
    if (/[/:\-]\d/.test(folded.slice(end, end + 2)) || /[/:\-]$/.test(folded.slice(Math.max(0, start - 1), start))) continue;
    const after = folded.slice(end, end + 14);
    const before = folded.slice(Math.max(0, start - 28), start);
    if (UNIT_AFTER.test(after) || RATE_BEFORE.test(before) || ID_WORD.test(before)) continue;
    // "(5101)": a figure alone in brackets is an item's number.
    if (/\(\s?$/.test(before) && /^\s?\)/.test(after)) continue;
    // A house number: before a postcode and its place ("Trøimsvegen 112, 3560 Hemsedal"), or after a street's word.
    if (/^[a-z]?,?\s{1,2}\d{4}\s\p{Lu}/u.test(text.slice(end, end + 8)) || STREET_BEFORE.test(before)) continue;
    // A postcode before its place: four digits and a capitalised word ("5013 Bergen")…
    // …five in Germany, France or Spain ("20457 Hamburg").
    if ((n.raw.length === 4 && /^\s\p{Lu}/u.test(text.slice(end, end + 2))) || (n.raw.length === 5 && /^[ \t]\p{Lu}\p{Ll}/u.test(text.slice(end, end + 3)))) continue;
    ends.push(end);
  }
  if (ends.length === 0) return text;
  let out = "";
  let last = 0;
  for (const end of ends) {
    out += text.slice(last, end) + " " + written;
    last = end;
  }
  return out + text.slice(last);
}
