import { findDates } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { labelValue } from "./labels";

/** The fields of a supplier invoice. */
export interface InvoiceDocument {
  supplierName?: string;
  organizationNumber?: string;
  address?: { addressLine1: string; postalCode?: string; city?: string };
  invoiceNumber?: string;
  invoiceDate?: string;
  dueDate?: string;
  description?: string;
  amountExcludingVat?: number;
  vatRate?: number;
  vatAmount?: number;
  amountIncludingVat?: number;
  account?: number;
  bankAccountNumber?: string;
}

const money = (v: string | undefined) => {
  const m = v?.match(/-?\d[\d\s.,]*\d|\d/);
  return m ? parseNumber(m[0].trim()) : undefined;
};

export function parseInvoiceDocument(text: string): InvoiceDocument {
  const flat = text.replace(/\s+/g, " ").trim();
  const folded = fold(flat);
  const out: InvoiceDocument = {};
  const org = /org\.?\s*-?\s*(?:nr|no)\.?\s*:?\s*(\d{3}\s?\d{3}\s?\d{3})/i.exec(folded);
  if (org) {
    out.organizationNumber = org[1].replace(/\s/g, "");
    const name = flat.slice(0, org.index).trim();
    if (name && name.length <= 80) out.supplierName = name;
    // "Sjøgata 108, 0182 Oslo FAKTURA …": the address follows the organisation number.
    const after = flat.slice(org.index + org[0].length);
    const addr = /^\s*(.+?\d+[A-Za-z]?),\s*(\d{4})\s+(\S+(?:\s\S+)?)\s+(?:FAKTURA|INVOICE|RECHNUNG|FACTURA|FATURA|FACTURE)\b/i.exec(after);
    if (addr) out.address = { addressLine1: addr[1].trim(), postalCode: addr[2], city: addr[3].trim() };
  }
  out.invoiceNumber = labelValue(flat, ["fakturanummer", "invoice number", "rechnungsnummer", "numero de factura", "numero da fatura", "numero de facture"])?.split(" ")[0];
  out.invoiceDate = findDates(labelValue(flat, ["fakturadato", "invoice date", "rechnungsdatum"]) ?? "")[0]?.iso;
  out.dueDate = findDates(labelValue(flat, ["forfallsdato", "due date", "falligkeitsdatum"]) ?? "")[0]?.iso;
  // "Beskrivelse Belop Skylagring 29450 kr MVA 25%: …"
  const line = /(?:beskrivelse\s+belop|description\s+amount|beschreibung\s+betrag)\s+(.+?)\s+(-?\d[\d\s.,]*)\s*(?:kr|nok)\b/i.exec(folded);
  if (line) {
    out.description = flat.slice(line.index + line[0].indexOf(line[1]), line.index + line[0].indexOf(line[1]) + line[1].length).trim();
    out.amountExcludingVat = parseNumber(line[2].trim());
  }
  const vat = /(?:mva|vat|mwst|iva|tva)\s*(\d{1,2}(?:[.,]\d+)?)\s?%\s*:?\s*(-?\d[\d\s.,]*)/i.exec(folded);
  if (vat) {
    out.vatRate = Number(vat[1].replace(",", "."));
    out.vatAmount = parseNumber(vat[2].trim());
  }
  out.amountIncludingVat = money(labelValue(flat, ["totalt", "total", "sum", "gesamt"]));
  const account = labelValue(flat, ["konto", "account"])?.match(/^\d{4}/)?.[0];
  if (account) out.account = Number(account);
  out.bankAccountNumber = labelValue(flat, ["bankkonto", "bank account", "kontonummer"])?.replace(/[\s.]/g, "").match(/\d{11}/)?.[0];
  if (out.amountIncludingVat === undefined && out.amountExcludingVat !== undefined && out.vatAmount !== undefined)
    out.amountIncludingVat = out.amountExcludingVat + out.vatAmount;
  for (const k of Object.keys(out) as (keyof InvoiceDocument)[]) if (out[k] === undefined) delete out[k];
  return out;
}
