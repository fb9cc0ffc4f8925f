import { findDates } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { labelReader } from "./labels";

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

// Patterns run over the flattened text (one space between words) and every repeat is bounded,
// so each stays linear however the attachment is shaped.
// "Org.nr: 915306470 MVA": the VAT register's mark after the number belongs to it, not to the address below.
const ORG = /org\.? ?-? ?(?:nr|no)\.? ?:? ?(\d{3} ?\d{3} ?\d{3})(?: ?(?:mva|mwst|vat)\b)?/i;
// "Sjøgata 108, 0182 Oslo FAKTURA …": the address follows the organisation number.
const ADDRESS = /^ ?(.{1,80}?\d{1,6}[A-Za-z]?), ?(\d{4}) (\S{1,40}(?: \S{1,40})?) (?:FAKTURA|INVOICE|RECHNUNG|FACTURA|FATURA|FACTURE)\b/i;
// "Beskrivelse Belop Skylagring 29450 kr MVA 25%: …"
// The amount is one well-formed figure: in "Damsgårdsveien 131 6 480,00 kr" (columns flattened) the house number stays with the text.
const LINE = /(?:beskrivelse belop|description amount|beschreibung betrag) (.{1,120}?) (-?\d{1,3}(?:[ .]\d{3})+(?:,\d{2})?|-?\d+(?:[.,]\d{1,2})?) ?(?:kr|nok)\b/i;
const VAT = /(?:mva|vat|mwst|iva|tva) ?(\d{1,2}(?:[.,]\d{1,4})?) ?% ?:? ?(-?\d[\d .,]{0,24})/i;

const money = (v: string | undefined) => {
  const m = v?.match(/-?\d[\d\s.,]*\d|\d/);
  return m ? parseNumber(m[0].trim()) : undefined;
};

export function parseInvoiceDocument(text: string): InvoiceDocument {
  const flat = text.replace(/\s+/g, " ").trim();
  const folded = fold(flat);
  const labelValue = labelReader(flat, folded);
  const out: InvoiceDocument = {};
  const org = ORG.exec(folded);
  if (org) {
    out.organizationNumber = org[1].replace(/\s/g, "");
    const name = flat.slice(0, org.index).trim();
    if (name && name.length <= 80) out.supplierName = name;
    const addr = ADDRESS.exec(flat.slice(org.index + org[0].length));
    if (addr) out.address = { addressLine1: addr[1].trim(), postalCode: addr[2], city: addr[3].trim() };
  }
  out.invoiceNumber = labelValue(["fakturanummer", "invoice number", "rechnungsnummer", "numero de factura", "numero da fatura", "numero de facture"])?.split(" ")[0];
  out.invoiceDate = findDates(labelValue(["fakturadato", "invoice date", "rechnungsdatum"]) ?? "")[0]?.iso;
  out.dueDate = findDates(labelValue(["forfallsdato", "due date", "falligkeitsdatum"]) ?? "")[0]?.iso;
  const line = LINE.exec(folded);
  if (line) {
    out.description = flat.slice(line.index + line[0].indexOf(line[1]), line.index + line[0].indexOf(line[1]) + line[1].length).trim();
    out.amountExcludingVat = parseNumber(line[2].trim());
  }
  // The net total, where the invoice states it, is the net amount ("Sum eks. MVA: 6 480,00 kr").
  const net = money(labelValue(["sum eks. mva", "sum eks mva", "sum ekskl. mva", "netto", "subtotal", "sum excl. vat", "total excl. vat", "summe netto", "nettobetrag"]));
  if (net !== undefined) out.amountExcludingVat = net;
  const vat = VAT.exec(folded);
  if (vat) {
    out.vatRate = Number(vat[1].replace(",", "."));
    out.vatAmount = parseNumber(vat[2].trim());
  }
  out.amountIncludingVat = money(labelValue(["totalt", "total", "sum", "gesamt"]));
  const account = labelValue(["konto", "account"])?.match(/^\d{4}/)?.[0];
  if (account) out.account = Number(account);
  out.bankAccountNumber = labelValue(["bankkonto", "bank account", "kontonummer"])?.replace(/[\s.]/g, "").match(/\d{11}/)?.[0];
  if (out.amountIncludingVat === undefined && out.amountExcludingVat !== undefined && out.vatAmount !== undefined)
    out.amountIncludingVat = out.amountExcludingVat + out.vatAmount;
  for (const k of Object.keys(out) as (keyof InvoiceDocument)[]) if (out[k] === undefined) delete out[k];
  return out;
}
