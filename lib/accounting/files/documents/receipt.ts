import { findDates } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { labelValue } from "./labels";

/** The fields of a shop receipt. */
export interface ReceiptDocument {
  storeName?: string;
  organizationNumber?: string;
  date?: string;
  items: { description: string; amount: number }[];
  total?: number;
  vatRate?: number;
  vatAmount?: number;
  paymentMethod?: string;
}

const ITEM = /(\S.*?)\s+(-?\d[\d\s]*(?:[.,]\d{1,2})?)\s*(?:kr|nok|,-)(?=\s|$)/gi;

export function parseReceiptDocument(text: string): ReceiptDocument {
  const flat = text.replace(/\s+/g, " ").trim();
  const folded = fold(flat);
  const out: ReceiptDocument = { items: [] };
  const org = /org\.?\s*-?\s*(?:nr|no)\.?\s*:?\s*(\d{3}\s?\d{3}\s?\d{3})/i.exec(folded);
  if (org) out.organizationNumber = org[1].replace(/\s/g, "");
  // "NSB Havnegata 57, 3015 Drammen Org.nr: …": the store name precedes a street address.
  const head = flat.slice(0, org?.index ?? 0);
  const street = /^(.+?)\s+\S+\s+\d+[A-Za-z]?,\s*\d{4}\s/.exec(head);
  out.storeName = (street?.[1] ?? head.split(",")[0])?.trim() || undefined;
  const title = /(?:kvittering|receipt|quittung|recibo|recu)\b/i.exec(folded);
  const afterTitle = title ? flat.slice(title.index) : flat;
  out.date = findDates(afterTitle)[0]?.iso ?? findDates(flat)[0]?.iso;
  // Item lines sit between the "Vare Pris" header and "Totalt".
  const start = /(?:vare\s+pris|item\s+price|artikel\s+preis|description\s+price)\s+/i.exec(folded);
  const end = /\s(?:totalt|total|sum|gesamt)\s*:/i.exec(folded);
  if (start) {
    const body = flat.slice(start.index + start[0].length, end && end.index > start.index ? end.index : undefined);
    for (const m of body.matchAll(ITEM)) {
      const amount = parseNumber(m[2].trim());
      if (amount !== undefined) out.items.push({ description: m[1].trim(), amount });
    }
  }
  const total = labelValue(flat, ["totalt", "total", "sum", "gesamt"])?.match(/-?\d[\d\s]*(?:[.,]\d{1,2})?/)?.[0];
  if (total) out.total = parseNumber(total.trim());
  const vat = /(?:herav\s+)?(?:mva|vat|mwst|iva|tva)\s*(\d{1,2}(?:[.,]\d+)?)\s?%\s*:?\s*(-?\d[\d\s]*(?:[.,]\d{1,2})?)/i.exec(folded);
  if (vat) {
    out.vatRate = Number(vat[1].replace(",", "."));
    out.vatAmount = parseNumber(vat[2].trim());
  }
  out.paymentMethod = labelValue(flat, ["betalt med", "paid with", "bezahlt mit"]);
  for (const k of ["storeName", "organizationNumber", "date", "total", "vatRate", "vatAmount", "paymentMethod"] as const)
    if (out[k] === undefined) delete out[k];
  return out;
}
