import { fold } from "../text";

/**
 * Figures a writer leaves bare once the currency is clear: "the data workshop at 18 500 kroner …
 * then the catering lunch at 2400 with 15 percent VAT", "dietas de 650 coronas … el billete de tren
 * 1340 y un taxi de 420", "budsjettet er 420 000 kroner … en leverandørkostnad på 36 500". When the
 * request names exactly one currency, a bare figure of 100 or more that is no identifier, year,
 * date, quantity or postcode gets that currency written after it. Used only as a second reading
 * when the writer's own words leave the task incomplete (rules.ts), and taken only when it passes
 * the gate. One pass over the figures.
 */

const CURRENCIES: [kind: string, written: string, pattern: RegExp][] = [
  ["nok", "kr", /(?<![a-z])(?:nok|kr|kroner|kronen|krone|kronor|couronnes?|coronas?|coroas?)(?![a-z])|\d,-/],
  ["eur", "EUR", /(?<![a-z])(?:eur|euros?)(?![a-z])|€/],
  ["usd", "USD", /(?<![a-z])usd(?![a-z])|\$/],
  ["sek", "SEK", /(?<![a-z])sek(?![a-z])/],
  ["dkk", "DKK", /(?<![a-z])dkk(?![a-z])/],
  ["gbp", "GBP", /(?<![a-z])gbp(?![a-z])|£/],
];
const CURRENCY_NEAR_AFTER = /^\s{0,2}(?:nok|kr\b|kroner|kronen|krone|kronor|couronnes?|coronas?|coroas?|eur\b|euros?|usd|sek|dkk|gbp|[€$£]|,-)/;
const CURRENCY_NEAR_BEFORE = /(?:nok|kr\.?|eur|usd|sek|dkk|gbp|[€$£])\s{0,2}$/;

const FIGURE = /(?<![\w.,'/:\-])(?:\d{1,3}(?:[ \u00a0.,']\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\w]|[.,/:\-]\d)/g;
const UNIT_AFTER = /^\s?(?:%|prosent|percent|pct|por ?cento|por ?ciento|pour ?cent|prozent|timer|timar|time\b|t\b|h\b|hours?|std|stunden|horas|heures|stk|pcs|x\b|×|dager|dagar|days?|tage|dias|días|jours|ar\b|years?|jahre|anos|años|ans\b|km|mil\b|kg|l\b|m\b|m2|m²|month|maned|mnd|meses|mois|monate)/;
const RATE_BEFORE = /(?:kurs|kursen|rate|taux|tipo|cambio|wechselkurs|cotacao|@)\s{0,3}(?:[:=]\s{0,2})?$/;
/** A word that makes the figure after it an identifier: "number 3318", "org nr 9…", "konto 6540", "postcode is 5013". */
const ID_WORD =
  /(?:^|[^a-z])(?:number|nummer|nummeret|numero|nr|no|n°|nº|num|ref|referanse|reference|referencia|konto|kontoen|account|kto|compte|cuenta|conta|org|orgnr|postnummer|postnr|postcode|postal|zip|plz|cp|codigo|code|faktura|factura|fatura|invoice|rechnung|facture|id|ordre|order|pedido|commande|bestellung|auftrag|ano|year|aar|jahr|annee|debet|debit|kredit|credit|haben|soll|d|k)\s{0,2}[.:#]?\s{0,2}(?:(?:is|er|es|ist|est|e|é|=)\s{1,2})?$/;
const YEAR = /^(?:19|20)\d\d$/;
const MAX_FIGURES = 200;

export function carriedCurrency(text: string): string {
  const folded = fold(text);
  const named = CURRENCIES.filter(([, , p]) => p.test(folded));
  if (named.length !== 1) return text;
  const written = named[0][1];
  const ends: number[] = [];
  let seen = 0;
  FIGURE.lastIndex = 0;
  for (let m = FIGURE.exec(folded); m && seen < MAX_FIGURES; m = FIGURE.exec(folded)) {
    seen++;
    const start = m.index;
    const end = start + m[0].length;
    const digits = m[0].replace(/[ \u00a0.,']\d{3}/g, (g) => g.slice(1)).replace(/[.,]\d{1,2}$/, "");
    if (!/^\d+$/.test(digits) || digits.length > 7 || Number(digits) < 100) continue;
    if (YEAR.test(m[0])) continue;
    const after = folded.slice(end, end + 14);
    const before = folded.slice(Math.max(0, start - 28), start);
    if (CURRENCY_NEAR_AFTER.test(after) || CURRENCY_NEAR_BEFORE.test(before)) continue;
    if (UNIT_AFTER.test(after) || RATE_BEFORE.test(before) || ID_WORD.test(before)) continue;
    // A postcode before its place: four digits and a capitalised word ("5013 Bergen").
    if (digits.length === 4 && /^\s\p{Lu}/u.test(text.slice(end, end + 2))) continue;
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
