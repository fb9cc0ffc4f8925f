import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { firstDate } from "./dates";
import { labelReader } from "./labels";

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
const ORG = /org\.? ?-? ?(?:nr|no)\.? ?:? ?(\d{3} ?\d{3} ?\d{3})/i;
// "NSB Havnegata 57, 3015 Drammen Org.nr: …": the store name precedes a street address.
const STREET = /^(.{1,80}?) \S{1,60} \d{1,6}[A-Za-z]?, ?\d{4} /;
const TITLE = /(?:kvittering|receipt|quittung|recibo|recu)\b/i;
const ITEMS_START = /(?:vare pris|item price|artikel preis|description price) /i;
const ITEMS_END = / (?:totalt|total|sum|gesamt) ?:/i;
// The end of an item line: its amount and a currency ("… Togbillett 109 kr").
const ITEM_END = / (-?\d[\d ]{0,15}(?:[.,]\d{1,2})?) ?(?:kr|nok|,-)(?= |$)/gi;
const VAT = /(?:herav )?(?:mva|vat|mwst|iva|tva) ?(\d{1,2}(?:[.,]\d{1,4})?) ?% ?:? ?(-?\d[\d ]{0,15}(?:[.,]\d{1,2})?)/i;

/**
 * Item lines "description amount kr" one after another. Each item ends at the first amount
 * followed by a currency, and its description is everything since the previous item; an amount
 * with nothing before it belongs to the next item's description.
 */
function itemLines(body: string): ReceiptDocument["items"] {
  const items: ReceiptDocument["items"] = [];
  let from = 0;
  for (const m of body.matchAll(ITEM_END)) {
    const description = body.slice(from, m.index).trim();
    if (!description) continue;
    from = m.index + m[0].length;
    const amount = parseNumber(m[1].trim());
    if (amount !== undefined) items.push({ description, amount });
  }
  return items;
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
  out.storeName = (street?.[1] ?? head.split(",")[0])?.trim() || undefined;
  const title = TITLE.exec(folded);
  out.date = (title ? firstDate(flat.slice(title.index)) : undefined) ?? firstDate(flat);
  // Item lines sit between the "Vare Pris" header and "Totalt".
  const start = ITEMS_START.exec(folded);
  const end = ITEMS_END.exec(folded);
  if (start) {
    const body = flat.slice(start.index + start[0].length, end && end.index > start.index ? end.index : undefined);
    out.items = itemLines(body);
  }
  const total = labelValue(["totalt", "total", "sum", "gesamt"])?.match(/-?\d[\d\s]*(?:[.,]\d{1,2})?/)?.[0];
  if (total) out.total = parseNumber(total.trim());
  const vat = VAT.exec(folded);
  if (vat) {
    out.vatRate = Number(vat[1].replace(",", "."));
    out.vatAmount = parseNumber(vat[2].trim());
  }
  out.paymentMethod = labelValue(["betalt med", "paid with", "bezahlt mit"]);
  for (const k of ["storeName", "organizationNumber", "date", "total", "vatRate", "vatAmount", "paymentMethod"] as const)
    if (out[k] === undefined) delete out[k];
  return out;
}
