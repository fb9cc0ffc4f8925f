import { isVatPercent } from "./vat-basis";
import type { InvoiceLine } from "@/lib/accounting/tasks";
import type { FoundAmount } from "./amounts";
import type { Quoted } from "./values";
import { clean, fold } from "../text";
import { same, VAT_RATES } from "../derived-figures";

/**
 * Invoice and order lines however they are written: one per list line ("- 4471 Lunsjbuffet,
 * kr 6 400 – 15 % mva"), or several in a sentence ("product #5510 'Catering' NOK 3,600 (15%);
 * product #5511 …", "«Slipeservice» (nr. 2207, 1 200 kr) og «Bindingsmontering» (nr. 2208,
 * 650 kr)"). Each priced item becomes a line: its price, the product number written with it,
 * its name (quoted, or the words around the number), and its VAT rate (a percentage or a word
 * such as food, book, exempt).
 */

export interface LineInput {
  text: string;
  money: FoundAmount[];
  quoted: Quoted[];
  percents: { value: number; index: number }[];
  /** Where the lines begin (after the customer is named), to skip amounts before. */
  from?: number;
  vatFromWords: (folded: string) => number | undefined;
}

/** A product number: after "#", "nr.", "nº", "n.º", "n°", "art.", "varenr.", "product", "Produkt"…, in parentheses, or leading a list line. */
const NUMBER_MARK =
  /(?:#|\b(?:(?:product|produkt|produto|produit|producto|item|article|artikel|art|vare)\.?\s(?=n\.?[º°o]|nr|no|num))?(?:n\.?[º°o]|nr|no|num|art|ref|sku|item|vare(?:nr|nummer)?|produkt(?:nr|nummer)?|product(?:o|no)?|(?:product\s|produkt\s|produto\s|produit\s|producto\s)?(?<!(?:organi[sz]ation|organisasjons|organisations|org\.?|telephone|phone|account|konto|invoice|faktura|registration)\s)(?:number|nummer|numero)|produto|produit|produkt(?:a|ane|ene|er|en|et)|produtos|productos|produits|products|arti(?:kel|kkel|cle|go|culo)(?:nr)?|referencia|reference)\.?\s{0,2}(?:#\s?)?)(\d{2,8})\b|\((\d{2,8})\)|^\s{0,4}(?:[-*•–—]\s{0,2}|\d\.\s{1,2})?(\d{3,8})(?=\s|[,:]\s)/gimu;

export const MAX_LINES = 60;

/** An item's number right before its quoted name, its bracket or comma before it (folded): "(producto 216, ", ", varenr 4410 ". */
const NUMBER_BEFORE_NAME =
  /[(,;]?\s{0,2}(?:produkt\w{0,6}|product\w{0,6}|producto|produto|produit|artikel\w{0,6}|article|articulo|artigo|varenr|varenummer|vare|item|art\.?-?nr)\.?\s{0,2}(?:n\.?[º°o]\.?\s{0,2}|nr\.?\s{0,2})?\d{2,8}\s{0,2}[,:–-]?\s{0,2}$/u;
/** A sentence's end: a full stop, a question or an exclamation mark, and a capital after it. */
const SENTENCE_END = /[.!?](?=[ \t]{1,3}\p{Lu})/gu;
/** A short word a full stop abbreviates ("inkl. MVA", "nr. 5", "ca. 3"), folded: no sentence ends after it. */
const ABBREVIATION_BEFORE = /(?:^|[^\p{L}])(?:inkl|ekskl|exkl|excl|incl|eks|ink|zzgl|ca|nr|no|kr|evt|approx|ref|art|vgl|bzw|usw|osv|mfl|st|str|pcs|stk|dr|mr|mrs|ms|hr|fr|sr|sra|av|avd|dept|tlf|tel|org|jf|jfr|iht|pkt|pt|vs)$/u;

/** The price of one right before a price: "à 1 875", "@ NOK 385", "each 450", "je 20 €". */
const EACH_BEFORE = /(?:^|\s)(?:[àá@]|each|ea\.?|je)\s{0,2}(?:kr\.?|nok|eur|€)?\s{0,2}$/iu;

const SEPARATOR = /\n|;|•|\s\|\s|\s\+\s|(?:,|\s)\s?(?:og|and|et|y|e|und|sowie|samt|plus|as well as)\s|,\s(?=[«"„'“‘(]|(?:produ|artic|item|art\.|nr|n[º°]))/giu;

/**
 * "2 rl cabo 24 mm à 1 875 NOK", "4 Kanne Hydrauliköl (5120) à 1 480": a price of one (`before`
 * the price ends in "à", "@", "each") counts the figure leading its item, whatever the trade's
 * unit; a short unit in small letters leaves the name. Null when the item is not counted so.
 */
export function countedEach(description: string, before: string): { quantity: number; description: string } | null {
  if (!EACH_BEFORE.test(before)) return null;
  // "Switch 24 ports, qty 6 @ 2,150.00 ea": the count labelled at the name's end.
  const labelled = /[\s,;–-]{1,3}(?:qty|quantity|antall|ant|stk|cantidad|cant|quantidade|qtd|quantite|qte|menge|anzahl)\.?\s{0,2}:?\s{0,2}(\d{1,5})\s{0,2}$/iu.exec(description);
  if (labelled && Number(labelled[1]) > 0) return { quantity: Number(labelled[1]), description: description.slice(0, labelled.index) };
  const lead = /^(\d{1,4}(?:[.,]\d{1,2})?)\s{1,2}(?:\p{Ll}{1,5}\.?\s{1,2}(?=\p{L}))?(?=\p{L})/u.exec(description);
  if (!lead || /^(?:19|20)\d\d$/.test(lead[1])) return null;
  const quantity = Number(lead[1].replace(",", "."));
  return quantity > 0 ? { quantity, description: description.slice(lead[0].length) } : null;
}

/** Where the last quotation opening in [lo, hi) starts, if any (the quotations are in order). */
function lastQuoteIn(quoted: Quoted[], lo: number, hi: number): number | undefined {
  let found: number | undefined;
  for (const q of quoted) {
    if (q.index >= hi) break;
    if (q.index >= lo) found = q.index;
  }
  return found;
}

export function parseLineItems(input: LineInput): InvoiceLine[] {
  const { text } = input;
  const from = input.from ?? 0;
  // An invoice or order in a request has a handful of lines; more is not a request a person writes.
  const prices = input.money.filter((m) => m.index >= from && m.currency !== undefined).slice(0, MAX_LINES);
  if (!prices.length) return [];
  // Cut the text into one segment per price: at the last separator before the item that owns
  // the next price (its quote or number), else right before the next price.
  const cuts: number[] = [from];
  for (let i = 1; i < prices.length; i++) {
    const lo = prices[i - 1].index + prices[i - 1].length;
    const hi = prices[i].index;
    const between = text.slice(lo, hi);
    let cut = -1;
    // A list line ends at its newline; in a sentence the last separator before the next item wins.
    const newline = between.lastIndexOf("\n");
    if (newline >= 0) cut = lo + newline;
    else {
      // The next item's quoted name opens it: "…, et puis « Repas », produit 6202, à 4 350" is cut
      // before the name, not before its number.
      const name = lastQuoteIn(input.quoted, lo, hi);
      let beforeName = -1;
      for (const m of between.matchAll(SEPARATOR)) {
        cut = lo + m.index!;
        if (name !== undefined && cut < name) beforeName = cut;
      }
      if (beforeName >= 0) cut = beforeName;
      // "(producto 216, «Lunsjpakke for gruppe», 2.315 coronas)": a number written before the name opens the item with it.
      const numbered = name !== undefined ? NUMBER_BEFORE_NAME.exec(fold(text.slice(lo, name))) : null;
      if (numbered && cut > lo + numbered.index) cut = lo + numbered.index;
      // Items told a sentence each ("… 25 % VAT. Then they took a crate, product 5522, "Fresh fish crate", at 2 350, and
      // since that is food it carries 15 %. Last, …"): the next item starts with its sentence, its number and its rate
      // in it.
      let sentence = -1;
      for (const m of between.matchAll(SENTENCE_END)) {
        const at = lo + m.index!;
        if ((name === undefined || at < name) && !ABBREVIATION_BEFORE.test(fold(text.slice(Math.max(lo, at - 8), at)))) sentence = at + 1;
      }
      if (sentence >= 0) cut = sentence;
    }
    cuts.push(cut >= 0 ? cut : lo);
  }
  cuts.push(text.length);
  const lines: InvoiceLine[] = [];
  prices.forEach((price, i) => {
    const end = cuts[i + 1];
    // In a list, an item's line starts after the last newline before its price.
    const lineStart = text.slice(cuts[i], price.index).lastIndexOf("\n") + 1 + cuts[i];
    const start = Math.max(cuts[i], lineStart);
    const segment = text.slice(start, end);
    const folded = fold(segment);
    // Product number.
    let productNumber: string | undefined;
    let numberAt = -1;
    let markAt = -1;
    NUMBER_MARK.lastIndex = 0;
    for (const m of fold(segment).matchAll(NUMBER_MARK)) {
      const abs = start + m.index!;
      if (abs >= price.index && abs < price.index + price.length) continue;
      // "NOK 3,600 (three thousand six hundred)", read as "(3600)": the price again, no product number.
      if (m[2] && Math.abs(Number(m[2]) - price.value) < 0.005) continue;
      productNumber = m[1] ?? m[2] ?? m[3];
      numberAt = m.index! + m[0].length;
      markAt = m.index!;
      break;
    }
    // "el 6210, Consultoría fiscal, 14.300 NOK": a bare number opening the item is its product number.
    if (!productNumber) {
      const bare = /(?:^|[:;,])\s{0,4}(?:(?:el|la|o|a|le|the|das|der|die|og|and|y|e|et|und)\s{1,2}){0,2}(\d{3,8})(?=\s{0,2}[,:–-]\s)/iu.exec(segment);
      if (bare && start + bare.index < price.index) {
        productNumber = bare[1];
        numberAt = bare.index + bare[0].length;
      }
    }
    // "varene 7702 Varmepumpeservice 6 200,00": a number right before the capitalised name right
    // before the price is the item's number (a posting note's way of writing an item).
    if (!productNumber) {
      // The last 100 characters before the price: a name is a few words.
      const headFrom = Math.max(0, price.index - start - 100);
      const head = segment.slice(headFrom, price.index - start);
      // A word in brackets may end the name: "7720 Técnico de sonido (día) 6.900".
      const numbered = /(?:^|\s)(\d{3,8})\s{1,2}(\p{Lu}[\p{L}'’-]{0,40}(?:\s{1,2}[\p{L}'’-]{1,40}){0,3}(?:\s\(\p{L}{1,20}\))?)\s{0,2}[–—:@-]?\s{0,2}$/u.exec(head);
      if (numbered) {
        productNumber = numbered[1];
        numberAt = headFrom + numbered.index + numbered[0].indexOf(numbered[1]) + numbered[1].length;
      }
    }
    // Name: quoted text in the segment, else the words between the number and the price.
    const q = input.quoted.find((x) => x.index >= start && x.index < end);
    let description = q?.value;
    const tidy = (raw: string) =>
      clean(
        raw
          .replace(/^\s{0,4}(?:[-*•–+]|\d{1,2}[.)])?\s*/u, "")
          .replace(/^[\s\-–•*:,()]+|[\s\-–,:()]+$/gu, "")
          .replace(/\s(?:til|at|zu|a|à|por|para|for|kr|nok|med|with|@)$/i, "")
          // leading prepositions and articles before a capitalised name: "com Bolo de aniversário"
          .replace(/^(?:\p{Ll}{1,12}\s){1,3}(?=\p{Lu})/u, ""),
      );
    // "Formation pâtisserie (journée)": a bracket the name closes right after it keeps its closing mark; one the cut
    // left open ("Backkurs (Art" of "Backkurs (Art.-Nr. 3108)") is no part of the name.
    const closed = (d: string) => {
      if ((d.match(/\(/g) ?? []).length <= (d.match(/\)/g) ?? []).length) return d;
      return segment.includes(`${d})`) ? `${d})` : d.replace(/\s*\([^()]*$/, "") || d;
    };
    const named = (d: string) => (d.length > 2 && /\p{L}{2}/u.test(d) ? closed(d) : undefined);
    if (!description) description = named(tidy(segment.slice(Math.max(0, numberAt), price.index - start)));
    // "Tørrfisk premium (varenr. 2231) – 4 200 kr": the name stands before the number.
    if (!description && markAt > 0) description = named(tidy(segment.slice(0, markAt)));
    if (!description) return;
    // "produkta 3110 (Vinterdekken 30 fot)": a number with the name in its bracket; a bracket the cut closed without opening
    // ("Vinterdekken 30 fot)") is no part of the name.
    const bracketed = /^(\d{3,8})\s{1,2}\(([^()]{2,60})\)$/u.exec(description);
    if (bracketed && !productNumber) {
      productNumber = bracketed[1];
      description = bracketed[2].trim();
    }
    if (!description.includes("(") && description.endsWith(")")) description = description.slice(0, -1).trim();
    // "1 x Reinigungsservice", "40 stk Rugbrød": a quantity before the name is the line's quantity.
    let quantity = 1;
    const counted = /^(\d{1,5}(?:[.,]\d{1,2})?)\s?(?:x|×|stk\.?|pcs\.?|units?)\s+(?=\p{L})/iu.exec(description);
    if (counted) {
      quantity = Number(counted[1].replace(",", "."));
      description = description.slice(counted[0].length);
    } else {
      const each = countedEach(description, text.slice(Math.max(start, price.index - 12), price.index));
      if (each) ({ quantity, description } = each);
    }
    // A discount or share in the line's stretch ("la remise de 5 %") is no rate of its VAT.
    const pct = input.percents.find((p) => p.index >= start && p.index < end && isVatPercent(p.value));
    // A quoted name is no VAT statement: «Transport» names a product, it does not make the line 12 %.
    let unnamed = folded;
    for (const x of input.quoted) if (x.index >= start && x.end <= end) unnamed = unnamed.slice(0, x.index - start) + " ".repeat(x.end - x.index) + unnamed.slice(x.end - start);
    lines.push({
      description,
      ...(productNumber ? { productNumber } : {}),
      quantity: quantity > 0 ? quantity : 1,
      unitPriceExcludingVat: price.value,
      ...(pct ? { vatRate: pct.value } : input.vatFromWords(unnamed) !== undefined ? { vatRate: input.vatFromWords(unnamed) } : {}),
    });
  });
  return withoutTotals(lines);
}

/** Words of a total, one each ("Total", "Soit", "sammen", "Insgesamt", "Zwischensumme", "delsum", "tout", "todo"), folded. */
const TOTAL_WORD = /(?:^|\s)(?:=|(?:sub)?total\w*|sum\w*|\w{2,12}summe|\w{2,12}sum|soit|alt|sammen|tilsammen|insgesamt|zusammen|gesamt\w*|tout|ensemble|altogether|together|todo|suma)(?=\s|$|[:,.])/;

/**
 * "Soit 9 550 NOK HT et 11 595 NOK TTC", "(check: 21 550 excl. VAT, VAT 4 985, total 26 535)":
 * lines after the items that restate their sum — net, VAT or gross — are the writer's totals, not
 * items. The first such line must sum the items before it (net or gross) and say so: a total's
 * word, or no product number where every item has one; each line after it must be a total too.
 */
function withoutTotals(lines: InvoiceLine[]): InvoiceLine[] {
  const amount = (l: InvoiceLine) => l.unitPriceExcludingVat * l.quantity;
  // A total stated above the items ("Amount (NOK): 21,130.00 excl. VAT" over "Boundary survey (3301) – 14,750.00", …): a
  // first line with no product number, the sum of the numbered lines after it.
  const [head, ...rest] = lines;
  if (head && rest.length >= 2 && !head.productNumber && rest.every((l) => l.productNumber) && same(amount(head), rest.reduce((t, l) => t + amount(l), 0))) return rest;
  // After a single item, only a line that says it is a total ("Total 12,900.00 NOK más IVA") is one.
  for (let k = 1; k < lines.length; k++) {
    const items = lines.slice(0, k);
    const net = items.reduce((s, l) => s + amount(l), 0);
    const gross = items.reduce((s, l) => s + amount(l) * (1 + (l.vatRate ?? 25) / 100), 0);
    const figures = [net, gross, gross - net, ...VAT_RATES.flatMap((r) => [net * (1 + r), net * r])];
    const first = lines[k];
    const marked = (k >= 2 && !first.productNumber && items.every((l) => l.productNumber)) || TOTAL_WORD.test(fold(first.description));
    if (!marked || !figures.some((f) => f !== gross - net && same(amount(first), f))) continue;
    // A balance of nothing among them ("solde 0.00 NOK") is no item either.
    if (lines.slice(k).every((l) => amount(l) === 0 || figures.some((f) => same(amount(l), f)))) return items;
  }
  return lines;
}
