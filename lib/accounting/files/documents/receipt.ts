import { LEGAL_SUFFIX } from "@/lib/accounting/interpret/extract/names";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { firstDate } from "./dates";
import { labelReader, lineLabelReader } from "./labels";

/** The fields of a shop receipt. */
export interface ReceiptDocument {
  storeName?: string;
  organizationNumber?: string;
  date?: string;
  /** Each line's text and amount, and its own VAT rate where the line states one ("kr 784,00 (mva 12 %)"). */
  items: { description: string; amount: number; vatRate?: number }[];
  total?: number;
  vatRate?: number;
  vatAmount?: number;
  paymentMethod?: string;
}

// Patterns run over the flattened text (one space between words) and every repeat is bounded,
// so each stays linear however the attachment is shaped.
// An amount as receipts print it: grouped by spaces or dots with a decimal comma ("1.875,00",
// "1 875,00"), or plain ("109", "349.00"). Bounded, so each pattern below stays linear.
const MONEY = String.raw`-?\d{1,3}(?:[ \u00a0.]\d{3}){1,5}(?:,\d{1,2})?|-?\d[\d ]{0,15}(?:[.,]\d{1,2})?`;
const ORG = /org\.? ?-? ?(?:nr|no)\.? ?:? ?(\d{3} ?\d{3} ?\d{3})/i;
// "NSB Havnegata 57, 3015 Drammen Org.nr: …": the store name precedes a street address.
// A street named in two words ends in a street word ("Schweigaards gate 23").
const STREET = /^(.{1,80}?) \S{1,60}(?: (?:gate|gata|gaten|vei|veien|veg|vegen|plass|allé|alle|street|road|straße|strasse|weg|rue|calle|rua))? \d{1,6}[A-Za-z]?, ?\d{4} /i;
/** A street's number and a postcode with its town on one line ("Kobbervikdalen 40 3036 DRAMMEN", "Storgata 4, 0155 Oslo"). */
const ADDRESS_LINE = /\p{L}{3,}\.? \d{1,4}[A-Za-z]?,? \d{4} \p{L}{2,}/u;
const TITLE = /(?:kvittering|receipt|quittung|recibo|recu)\b/i;
// Grouped or not ("SUM" over "1846,00" on a till's slip).
const TOTAL_IN_COLUMN = new RegExp(String.raw`(?:^| )(?:totalt|total|sum|gesamt)(?: (?:nok|kr|eur))? (\d{1,3}(?:[ \u00a0.]\d{3})*[.,]\d{2}|\d{4,7}[.,]\d{2})(?= |$)`, "i");
// A VAT column's heading may close the header ("Vare Pris MVA").
const ITEMS_START = /(?:vare pris|item price|artikel preis|description price)(?: (?:mva|vat|mwst|moms|iva|tva)(?: ?%)?)? /i;
// "Totalt:", or a rule of dashes under the last item ("------") when the total has no colon.
const ITEMS_END = / (?:(?:totalt|total|sum|gesamt) ?:|-{5,})/i;
// The end of an item line: its amount and a currency ("… Togbillett 109 kr").
// A VAT column may follow the currency ("Personbil m/førar 358,00 kr 12 %"): the line's own rate.
const ITEM_END = new RegExp(String.raw` (${MONEY}) ?(?:kr|nok|,-)(?: (\d{1,2}) ?%)?(?= |$)`, "gi");
// A note in brackets may follow the rate: "herav MVA 12% (persontransport): 133,82 kr".
const VAT = new RegExp(String.raw`(?:herav )?(?:mva|vat|mwst|iva|tva) ?(\d{1,2}(?:[.,]\d{1,4})?) ?% ?(?:\([^()]{0,40}\) ?)?:? ?(${MONEY})`, "gi");
/** VAT lines read from one receipt at most (a receipt has one per rate). */
const MAX_VAT_LINES = 6;

/**
 * Item lines "description amount kr" one after another. Each item ends at the first amount
 * followed by a currency, and its description is everything since the previous item; an amount
 * with nothing before it belongs to the next item's description.
 */
function itemLines(body: string): ReceiptDocument["items"] {
  const items: ReceiptDocument["items"] = [];
  let from = 0;
  for (const m of body.matchAll(ITEM_END)) {
    // "Vernesko str. 39   1 875,00 kr", its gap flattened: figures the grouping of thousands cannot join ("39 1 875,00")
    // are the name's number and the price.
    const { lead, price } = splitGroupedFigure(m[1].trim());
    const description = `${body.slice(from, m.index).trim()}${lead ? ` ${lead}` : ""}`.trim();
    if (!description) continue;
    from = m.index + m[0].length;
    const amount = parseNumber(price);
    if (amount !== undefined) items.push(m[2] ? { description, amount, vatRate: Number(m[2]) } : { description, amount });
  }
  return items.length ? items : columnLines(body);
}

/** Thousands grouped right: "1 875,00", "12 400", "875,00". */
const WELL_GROUPED = /^-?\d{1,3}(?:[ \u00a0]\d{3})*(?:[.,]\d{1,2})?$|^-?\d+(?:[.,]\d{1,2})?$/;

/** A figure of space-parted digits the grouping of thousands cannot make one ("39 1 875,00"): the shortest well-grouped tail is the price. */
function splitGroupedFigure(raw: string): { lead: string; price: string } {
  if (WELL_GROUPED.test(raw)) return { lead: "", price: raw };
  const parts = raw.split(/[ \u00a0]/);
  for (let k = 1; k < parts.length; k++) {
    const tail = parts.slice(k).join(" ");
    if (WELL_GROUPED.test(tail)) return { lead: parts.slice(0, k).join(" "), price: tail };
  }
  return { lead: "", price: raw };
}

// A price column without a currency, to the øre, a VAT column after it at most ("… 1 344,00 12 %").
// The rate may stand in a bracket with its word ("1 344,00  (MVA 12 %)").
// A figure with its unit after it ("Kaffetrakter 1,25 l 899,00") is part of the item's name, no price.
/** A price to the øre, its thousands grouped or not ("1 875,00", "1.875,00", "1875.00"). */
const CENTS = String.raw`-?(?:\d{1,3}(?:[ \u00a0.]\d{3})*|\d{4,7})[.,]\d{2}`;
const COLUMN_AMOUNT = new RegExp(String.raw` (${CENTS})(?! (?:l|ml|cl|dl|kg|g|m|cm|mm|m2|w|kw|v|mah|gb|tb|stk|pk)(?: |$))(?: \(?(?:(?:mva|vat|mwst|moms|iva|tva) )?(\d{1,2}) ?%\)?)?(?= |$)`, "gi");

/**
 * Item lines whose prices stand in a column without a currency ("Togbillett Bergen-Voss 1 344,00 12 %",
 * "Melkekanne 0,6 l 4 x 312,50 1 250,00"): each item ends at a price to the øre; a price right after
 * another is the line's total (a unit price before it), and a rate after a price is the line's VAT.
 */
function columnLines(body: string): ReceiptDocument["items"] {
  const items: ReceiptDocument["items"] = [];
  let from = 0;
  for (const m of body.matchAll(COLUMN_AMOUNT)) {
    const amount = parseNumber(m[1].replace(/[ \u00a0]/g, ""));
    if (amount === undefined) continue;
    const description = body.slice(from, m.index).trim();
    from = m.index + m[0].length;
    const last = items[items.length - 1];
    if (!description && last) {
      last.amount = amount;
      if (m[2]) last.vatRate = Number(m[2]);
      continue;
    }
    if (!description) continue;
    items.push(m[2] ? { description, amount, vatRate: Number(m[2]) } : { description, amount });
  }
  return items;
}

/**
 * A line ending in its price to the øre, set apart by two spaces or a tab; a count column ("1", "1 x 4 990,00") before
 * it, a rate and the VAT it holds after it at most.
 */
const PRICED_LINE = new RegExp(
  String.raw`^[ \t]*(\S.{0,80}?)(?:(?: {2,}|\t)[ \t]*\d{1,3}(?:[ \t]*[x×][ \t]*${CENTS})?(?=[ \t]{2,}|\t))?(?: {2,}|\t)[ \t]*(${CENTS})(?:[ \t]*(?:kr|nok))?(?:[ \t]+\(?(?:(?:mva|vat|mwst|moms|iva|tva)[ \t]?)?(\d{1,2})[ \t]?%\)?)?(?:[ \t]+${CENTS})?[ \t]*$`,
  "i",
);
const MAX_PRICED_LINES = 60;
/** A price to the øre inside an item's name: two items run together. */
const PRICE_INSIDE = /\d[.,]\d{2}(?!\d)/;

/**
 * Item lines read line by line above the total ("Billett køyretøy 6-8 m   486,00   mva 12 %"), for a receipt with no
 * column header, no rules around its items and no line the other readers take.
 */
export function pricedLines(text: string): ReceiptDocument["items"] {
  const items: ReceiptDocument["items"] = [];
  // The line above, when it has no price: the name of an item whose details and price are indented under it.
  let above: string | undefined;
  for (const line of text.split("\n", 200)) {
    if (TOTAL_WORD.test(fold(line))) break;
    const m = pricedLine(line.slice(0, 200));
    const heading = above;
    above = line.trim() && !m ? line : line.trim() ? undefined : above;
    if (!m || items.length >= MAX_PRICED_LINES) continue;
    const amount = parseNumber(m.price.replace(/[ \u00a0]/g, ""));
    if (amount === undefined || /^(?:herav|mva|vat|sum|subtotal)\b/i.test(m.name)) continue;
    // "Togbillett Bergen - Voss, voksen, 06.03.2026": the day of travel printed on the line is no part of the item's name.
    const own = m.name.replace(/[ \t]*,?[ \t]*\d{1,2}[./]\d{1,2}[./]\d{2,4}[ \t]*$/, "").trim();
    // "Togbillett Bergen - Oslo S" over "  23.09.2026 kl. 08:00, 1 voksen   1 249,00": the item is named by the line above.
    const description = heading && indent(line) > indent(heading) && /\p{L}{3}/u.test(heading) ? `${heading.trim()}, ${own}` : own;
    items.push(m.rate ? { description, amount, vatRate: Number(m.rate) } : { description, amount });
  }
  return items;
}

/** A till's count line under its item's name: the count, the unit price and the line's amount ("1 x 899,00 899,00", "2 X 279,00 558,00"). */
const COUNT_LINE = new RegExp(String.raw`^[ \t]*\d{1,4}(?:[.,]\d{1,3})?[ \t]*[x×*][ \t]*(${CENTS})[ \t]+(${CENTS})[ \t]*$`, "i");
/** A line with a date or a time: the till's header ("14.04.2026 08:07 Kasse 01"), no item's name. */
const DATED = /\d{1,2}[./]\d{1,2}[./]\d{2,4}|\b\d{1,2}:\d{2}\b/;

/**
 * A till's items, each named on a line or two above its count line ("KOPIPAPIR A4 80G" / "5X500 ARK" / "1 x 389,00
 * 389,00"), read down to the total. A rule or an empty line ends a name; the header's dated line is none.
 */
export function tillLines(text: string): ReceiptDocument["items"] {
  const items: ReceiptDocument["items"] = [];
  let name: string[] = [];
  for (const line of text.split("\n", 200)) {
    const t = line.trim().slice(0, 200);
    if (TOTAL_WORD.test(fold(t))) break;
    const m = COUNT_LINE.exec(t);
    if (m) {
      const amount = parseNumber(m[2].replace(/[ \u00a0]/g, ""));
      if (amount !== undefined && name.length && items.length < MAX_PRICED_LINES) items.push({ description: name.join(" "), amount });
      name = [];
    } else if (!t || RULE_LINE.test(t.replace(/\s/g, "")) || DATED.test(t)) name = [];
    else name = [...name.slice(-1), t];
  }
  return items;
}

/** A line's item name, its price as written and its VAT rate (when printed), in either layout; undefined for no priced line. */
function pricedLine(line: string): { name: string; price: string; rate?: string } | undefined {
  const m = PRICED_LINE.exec(line);
  if (m) return { name: m[1], price: m[2], rate: m[3] };
  const v = VAT_THEN_PRICE.exec(line);
  return v ? { name: v[1], price: v[3], rate: v[2] } : undefined;
}

/** "Togbillett Bergen-Voss t/r 12% 698,00 kr": the VAT rate's column before the price, set apart by single spaces as a PDF's text has it. */
const VAT_THEN_PRICE = new RegExp(String.raw`^[ \t]*(\S.{0,80}?)[ \t]+(\d{1,2})[ \t]?%[ \t]+(${CENTS})(?:[ \t]*(?:kr|nok))?[ \t]*$`, "i");

const indent = (line: string) => /^[ \t]*/.exec(line)![0].length;

const RULE = /(?:={5,}|-{5,}|_{5,}|\*{5,})/g;
const TOTAL_WORD = /(?:^| )(?:totalt|total|sum|gesamt|totale)\b/;
/** Rules read before the total, at most (a receipt has a few). */
const MAX_RULES = 20;

/** The text between the last two rules before the receipt's total, when there are two. */
function ruledItems(flat: string, folded: string): string | undefined {
  const total = TOTAL_WORD.exec(folded);
  if (!total) return undefined;
  const rules = [...flat.slice(0, total.index).matchAll(RULE)].slice(-MAX_RULES);
  if (rules.length < 2) return undefined;
  const [a, b] = rules.slice(-2);
  return flat.slice(a.index! + a[0].length, b.index);
}

/** A rule line: "=====", "-----", "*****". */
const RULE_LINE = /^[=\-_*~#.]{3,}$/;
const MAX_HEAD_LINES = 8;

/** The receipt's first lines, rules left out, up to the one with its org. no. (at most a few). */
function headLines(text: string): string[] {
  const lines = text.slice(0, 1000).split("\n").map((l) => l.trim()).filter((l) => l && !RULE_LINE.test(l)).slice(0, MAX_HEAD_LINES);
  const orgAt = lines.findIndex((l) => ORG.test(fold(l)));
  return orgAt > 0 ? lines.slice(0, orgAt) : lines.slice(0, 1);
}

export function parseReceiptDocument(text: string): ReceiptDocument {
  const flat = text.replace(/\s+/g, " ").trim();
  const folded = fold(flat);
  const labelValue = labelReader(flat, folded);
  const out: ReceiptDocument = { items: [] };
  const org = ORG.exec(folded);
  if (org) out.organizationNumber = org[1].replace(/\s/g, "");
  const head = flat.slice(0, org?.index ?? 0);
  const street = STREET.exec(head);
  // A line above the org. no. that ends in a company form is the store's name whole ("VERKTØYKASSA GRÜNERLØKKA AS" over
  // "Thorvald Meyers gate 70"; "Vy Tog AS" under a title "Vy - Kvittering" and a rule "=====").
  const companyLine = headLines(text).find((l) => l.length <= 60 && LEGAL_SUFFIX.test(l.split(/\s+/).pop() ?? ""));
  // The store's name on its own line over its address ("BYGG & JERN DRAMMEN" over "Kobbervikdalen 40 3036 DRAMMEN").
  const lines = headLines(text);
  const overAddress = lines.length >= 2 && lines[0].length <= 60 && ADDRESS_LINE.test(lines[1]) ? lines[0] : undefined;
  out.storeName = (companyLine ?? (street?.[1] ?? overAddress ?? head.split(",")[0])?.trim()) || undefined;
  const title = TITLE.exec(folded);
  out.date = (title ? firstDate(flat.slice(title.index)) : undefined) ?? firstDate(flat);
  // Item lines sit between the "Vare Pris" header and "Totalt".
  const start = ITEMS_START.exec(folded);
  // The end after the header: a rule above the header ("KVITTERING …⏎-----⏎Vare Pris MVA") ends nothing.
  const end = start ? ITEMS_END.exec(folded.slice(start.index + start[0].length)) : null;
  if (start) {
    const body = flat.slice(start.index + start[0].length, end ? start.index + start[0].length + end.index : undefined);
    out.items = itemLines(body);
  } else {
    // No column header: the items stand between the last two rules before the total ("=====" over the items, "-----" under).
    const body = ruledItems(flat, folded);
    if (body) out.items = itemLines(body);
  }
  // "Totalt: 1 433,00", or a total set in its column without a colon ("Totalt      1 433,00").
  const total = (labelValue(["totalt", "total", "sum", "gesamt"]) ?? TOTAL_IN_COLUMN.exec(flat)?.[1])?.match(new RegExp(MONEY))?.[0];
  if (total) out.total = parseNumber(total.trim());
  // Items in columns with no currency on their lines ("Kontorstol Ergo   3 990,00   798,00" under "Vare  Pris inkl. mva  herav mva"):
  // read flat they run together into one; read line by line they are each their own. Only when the lines are more and
  // add up to the receipt's total (a name wrapped over two lines stays as read).
  const runTogether = out.items.length <= 1 || out.items.some((i) => PRICE_INSIDE.test(i.description));
  if (runTogether && out.total !== undefined) {
    // Priced lines, or a till's items printed over their count lines ("KABEL PR 3G1,5 50M" over "1 x 899,00 899,00").
    for (const lines of [pricedLines(text), tillLines(text)]) {
      const sum = lines.reduce((a, l) => a + l.amount, 0);
      if (lines.length >= 2 && lines.length > out.items.length && Math.abs(sum - out.total) < 0.01) {
        out.items = lines;
        break;
      }
    }
  }
  const vats = [...folded.matchAll(VAT)].slice(0, MAX_VAT_LINES).map((m) => ({ rate: Number(m[1].replace(",", ".")), amount: parseNumber(m[2].trim()) }));
  if (vats.length) {
    out.vatRate = vats[0].rate;
    out.vatAmount = vats[0].amount;
  }
  // Several rates on one receipt: an item's rate is the one whose VAT its own amount holds
  // ("Togbillett 1 249,00" with "herav MVA 12% … 133,82": 1 249 × 12/112 = 133,82).
  if (vats.length > 1)
    for (const item of out.items) {
      const own = vats.find((v) => v.amount !== undefined && Math.abs((item.amount * v.rate) / (100 + v.rate) - v.amount) < 0.015);
      if (own) item.vatRate = own.rate;
    }
  // Read from its own line where the text keeps lines ("Betalt med:   Mastercard ****2290"), else from the flat text.
  const paidWith = ["betalt med", "paid with", "bezahlt mit"];
  out.paymentMethod = (text.includes("\n") ? lineLabelReader(text)(paidWith) : undefined) ?? labelValue(paidWith);
  for (const k of ["storeName", "organizationNumber", "date", "total", "vatRate", "vatAmount", "paymentMethod"] as const)
    if (out[k] === undefined) delete out[k];
  return out;
}
