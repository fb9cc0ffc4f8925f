import { findDates } from "@/lib/accounting/interpret/extract/dates";
import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { LEGAL_SUFFIX } from "@/lib/accounting/interpret/extract/names";
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
// "Foretaksregisteret NO 985 214 875 MVA": the register's name and the country's code, as Norwegian invoices print it.
// "Nº org. : 870283822", "N° d'organisation", "Organisasjonsnummer", "Número de organización": the label in each language's order;
// the country it is registered in may stand in brackets after it ("Org.-Nr. (Norwegen): NO 845 860 831 MVA").
const ORG =
  /(?:org\.? ?-? ?(?:nr|no|n[º°])|n[º°] ?(?:d'|de )?org(?:anisation|anizacion|anizacao)?|organi[sz]a(?:sjons|tions|tion) ?-?(?:nummer|number)|numero (?:de |d')organi[sz]a(?:cion|cao|tion)|foretaksregisteret(?: ?:)? ?(?=no ?\d)|(?:vat|mva|mwst|tva|iva|moms)(?: ?reg(?:istration|istrering)?\.?)? ?(?:nr|no|n[º°]|number|nummer|id)\.?(?= ?:? ?no ?\d))\.? ?(?:\((?:norge|norway|norwegen|noruega|norvege|norvegia)\) ?)?:? ?(?:no ?)?(\d{3} ?\d{3} ?\d{3})(?: ?(?:mva|mwst|vat)\b)?/i;
// "Sjøgata 108, 0182 Oslo FAKTURA …": the address follows the organisation number.
const ADDRESS = /^ ?(.{1,80}?\d{1,6}[A-Za-z]?), ?(\d{4}) (\S{1,40}(?: \S{1,40})?) (?:FAKTURA|INVOICE|RECHNUNG|FACTURA|FATURA|FACTURE)\b/i;
// "Beskrivelse Belop Skylagring 29450 kr MVA 25%: …"
// The amount is one well-formed figure: in "Damsgårdsveien 131 6 480,00 kr" (columns flattened) the house number stays with the text.
const LINE = /(?:beskrivelse belop|description amount|beschreibung betrag) (.{1,120}?) (-?\d{1,3}(?:[ .]\d{3})+(?:,\d{2})?|-?\d+(?:[.,]\d{1,2})?) ?(?:kr|nok)\b/i;
const VAT = /(?:mva|vat|mwst|iva|tva|merverdiavgift|moms) ?(\d{1,2}(?:[.,]\d{1,4})?) ?% ?:? ?(-?\d[\d .,]{0,24})/i;

const money = (v: string | undefined) => {
  const m = v?.match(/-?\d[\d\s.,]*\d|\d/);
  return m ? parseNumber(m[0].trim()) : undefined;
};

/** A letterhead's address line: "Industrivegen 41, 5353 Straume", "Postboks 220, 4302 Sandnes". */
const ADDRESS_LINE = /^[ \t]*(\p{L}[^,\n]{0,60}?\d{1,6}[A-Za-z]?)[ \t]*,[ \t]*(\d{4})[ \t]+(\p{L}[\p{L} .-]{0,40}?)[ \t]*$/u;
const ORG_LINE = /org\.? ?-? ?(?:nr|no|n[º°])\.?|n[º°] ?(?:d'|de )?org|organi[sz]a(?:sjons|tions|tion) ?-?(?:nummer|number)|numero (?:de |d')organi[sz]a|foretaksregisteret/i;

/** The lines above the organisation number's line, when it stands within the first few: the sender's name and address (its left column). */
function letterhead(text: string): { name?: string; address?: InvoiceDocument["address"] } | undefined {
  // A letterhead set in two columns ("BRATTVÅG BUNKERS AS        FAKTURA BB-10457"): the sender's is the left one.
  const lines = text.split("\n", 8).map((l) => l.trim().split(/[ \t]{3,}/)[0]);
  const orgAt = lines.findIndex((l) => ORG_LINE.test(fold(l)));
  if (orgAt < 1) return undefined;
  const above = lines.slice(0, orgAt).filter(Boolean).map((l) => l.replace(TITLE_AFTER_NAME, ""));
  const first = above[0] && above[0].length <= 80 && /\p{L}{2}/u.test(above[0]) && !ADDRESS_LINE.test(above[0]) ? above[0] : undefined;
  // A logo or a short name over the legal name ("KÜCHENWERK GERLACH" over "Küchenwerk Gerlach GmbH"): the legal name.
  const name = senderName(above.join("\n")) ?? (first ? legalNameOf(first, text) : undefined);
  const a = above.slice(1).map((l) => ADDRESS_LINE.exec(l)).find(Boolean);
  return { name, address: a ? { addressLine1: a[1].trim(), postalCode: a[2], city: a[3].trim() } : undefined };
}

/** An invoice's title after the sender's name on its line ("Alnabru Terminaleiendom AS FAKTURA"): no part of the name. */
const TITLE_AFTER_NAME = /(?<=\S)[ \t]+(?:FAKTURA|INVOICE|RECHNUNG|FACTURA|FATURA|FACTURE)\b.*$/iu;

/** Whether a name ends with a company's legal form ("… GmbH", "… AS", "… SAS"). */
function hasLegalForm(name: string): boolean {
  const last = name.trim().split(/\s+/).pop() ?? "";
  return LEGAL_SUFFIX.test(last) || last === "NUF";
}

/** A name written without its legal form in the letterhead, with it further down ("Cafetières Dumont" … "Cafetières Dumont SAS"). */
function legalNameOf(name: string, text: string): string {
  if (hasLegalForm(name) || name.length > 60) return name;
  const at = text.indexOf(`${name} `, name.length);
  if (at < 0) return name;
  const form = /^[ \t]([\p{L}.]{2,10})(?![\p{L}])/u.exec(text.slice(at + name.length, at + name.length + 12))?.[1];
  return form && LEGAL_SUFFIX.test(form) ? `${name} ${form}` : name;
}

/** The sender's legal name at the top of the paper: the first of its first lines (or of a line's parts) ending in a legal form. */
function senderName(text: string): string | undefined {
  for (const line of text.split("\n", 12).filter((l) => l.trim()).slice(0, 4)) {
    const part = line.split(/[ \t]{3,}|[ \t][·|•][ \t]/)[0].replace(TITLE_AFTER_NAME, "").trim();
    if (part.length <= 80 && /\p{L}{2}/u.test(part) && hasLegalForm(part)) return part;
  }
  return undefined;
}

/** A total line's label at the line's start (folded), and a figure with øre closing the line. */
const NET_LINE = /^[ \t]*(?:sum|total|totalt|summe)?[ \t]*(?:eks\.?|ekskl\.?|excl\.?|exkl\.?|ohne|hors|sin|sem)[ \t]*(?:mva|moms|vat|mwst|ust|iva|tva|taxes?)\b|^[ \t]*(?:netto|nettobelop|net amount|net total|subtotal|total ht|montant ht|nettobetrag|summe netto|importe neto|base imponible|valor liquido)\b/;
// "Rechnungsbetrag", "Endbetrag", "Montant TTC", "Valor total"; a word may stand before a total with its VAT ("Serviço total incl. IVA").
const GROSS_LINE = /^[ \t]*(?:(?:totalt|total|sum)[ \t]+)?(?:a betale|å betale|til betaling|amount due|total due|zu zahlen|gesamtbetrag|rechnungsbetrag|endbetrag|zahlbetrag|bruttobetrag|total ttc|montant ttc|net a payer|total a pagar|a pagar|valor a pagar|importe total|valor total|total da fatura|total de la factura|fakturabelop)\b|^[ \t]*(?:\p{L}+[ \t]+){0,2}(?:totalt|total|sum|summe|gesamt)[ \t]*(?:inkl\.?|incl\.?|inkl|incl)[ \t]*(?:mva|moms|vat|mwst|iva|tva)\b|^[ \t]*(?:totalt|total|sum|summe|gesamt|totalbelop|total amount)[ \t]*(?:nok|eur|kr)?[ \t]*:|^[ \t]*(?:totalt|total|totalbelop|total amount)[ \t]+(?:nok|eur|kr)[ \t]{2,}\d/u;
// The whole figure: "7840.00 kr" is 7 840, not 840 (a figure of four digits or more may stand ungrouped).
const CLOSING_FIGURE = /(?<![\d.,])(-?(?:\d{1,3}(?:[  .]\d{3})+|\d+)[.,]\d{2})[ \t]*(?:kr|nok)?\.?[ \t]*$/i;
const MAX_INVOICE_LINES = 400;

/** The figure closing the first line whose start is the label's (at most MAX_INVOICE_LINES lines looked at). */
function lineFigure(text: string, label: RegExp): number | undefined {
  for (const line of text.split("\n").slice(0, MAX_INVOICE_LINES)) {
    if (line.length > 200 || !label.test(fold(line))) continue;
    const figure = CLOSING_FIGURE.exec(line);
    if (figure) return parseNumber(figure[1]);
  }
  return undefined;
}

/** An invoice's number after its title word and a number sign ("FAKTURA nº F-26-1187", "Invoice # 2026-114"); a code with a digit. */
const TITLE_CODE = /(?<!\p{L})(?:FAKTURA|FACTURE|FACTURA|FATURA|RECHNUNG|INVOICE)[ \t]{1,6}((?=[A-Z0-9/-]{0,30}\d)[A-Z0-9][A-Z0-9/-]{2,30})(?![\p{L}\d])/u;
const TITLE_NUMBER = /(?<!\p{L})(?:faktura|facture|factura|fatura|rechnung|invoice)[ \t]{0,3}(?:n\.?[º°o]\.?|nr\.?|no\.|#)[ \t]{0,3}:?[ \t]{0,3}((?=[A-Za-z0-9/-]{0,30}\d)[A-Za-z0-9][A-Za-z0-9/-]{1,30})/iu;

/**
 * A stamp's line (a posting stamp pasted from the scan) or a note written by hand on the paper ("[handskrive på fakturaen:
 * "konto 6590"]", "[blyant: kto 6540]"), and the account of four digits after its account word.
 */
const STAMP_LINE = /(?:stempel|stamp|tampon|sello|carimbo|kontert|kontiert|kontierung|mottatt|eingang|hand ?skr|handwrit|handschrift|manuscrit|(?:for|by|von|per|med) hand\b|a la main|a mano|a mao|paskrift|blyant|pencil|bleistift|crayon|lapiz|lapis)/i;
/** An account's word and its label marks, before the number: "konto", "Kto.", "account:", "compte". */
const ACCOUNT_WORDS = String.raw`(?:konto|kto|account|acct|compte|cpte|cuenta|cta|conta)\.?[ \t]{0,2}:?[ \t]{0,2}`;
/** Four digits that are an account: no further digit or decimal after them. */
const ACCOUNT_DIGITS = String.raw`(\d{4})(?![\d.,])`;
const STAMP_ACCOUNT = new RegExp(String.raw`(?<!\p{L})(?:${ACCOUNT_WORDS}|(?:kontert|kontiert)\.?[ \t]{0,2}:?[ \t]{0,2})${ACCOUNT_DIGITS}`, "iu");
/**
 * The receiver's own coding written on the invoice, on any line ("Deres ref.: Ola Nes / kontering 6400", "Kontering:
 * konto 4300", "Kontierung 4500", "imputation 6230"): the coding word, an account word perhaps, then four digits.
 */
const CODING_ACCOUNT = new RegExp(
  String.raw`(?<!\p{L})(?:kontering|konteres|kontierung|kontiert|kontert|imputation|imputacion|imputacao|imputação|imputación|coding)\b[ \t]{0,2}:?[ \t]{0,2}(?:${ACCOUNT_WORDS})?${ACCOUNT_DIGITS}`,
  "iu",
);
/** A posting label's value: the account, an account word perhaps before it ("Kontering: konto 4300"). */
const LABELLED_ACCOUNT = new RegExp(String.raw`^(?:${ACCOUNT_WORDS})?${ACCOUNT_DIGITS}`, "i");

/** The line of the buyer's reference: "Deres ref.:", "Your ref.", "Ihr Zeichen", "Votre réf.", "Su ref.", "Sua ref." (folded). */
const BUYER_REFERENCE = /(?:deres|dykkar|your|ihr|ihre|votre|vos|su|sua|vuestra)[ \t]{1,2}(?:ref\b|referanse|reference|referenz|zeichen|referencia|bestilling|order)/;

function stampAccount(text: string): number | undefined {
  for (const line of text.split("\n").slice(0, MAX_INVOICE_LINES)) {
    if (line.length > 300) continue;
    const coded = CODING_ACCOUNT.exec(line);
    if (coded) return Number(coded[1]);
    // The buyer's reference line carries the buyer's own coding too ("Deres ref.: Tobias Krüger / #brenner-hv26 / konto 4500").
    if (!STAMP_LINE.test(fold(line)) && !BUYER_REFERENCE.test(fold(line))) continue;
    const m = STAMP_ACCOUNT.exec(line);
    if (m) return Number(m[1]);
  }
  return undefined;
}

/** A date right after its label with no colon, the columns apart ("Invoice date    2026-02-20"), in the flattened folded text. */
function dateAfterLabel(folded: string, labels: readonly string[]): string | undefined {
  for (const label of labels) {
    const at = folded.indexOf(`${fold(label)} `);
    if (at < 0 || (at > 0 && /[\p{L}\d]/u.test(folded[at - 1]))) continue;
    const rest = folded.slice(at + label.length, at + label.length + 40);
    const date = findDates(rest).find((d) => rest.slice(0, d.index).trim() === "");
    if (date) return date.iso;
  }
  return undefined;
}

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
    // A letterhead of lines ("VESTLANDSKE HYDRAULIKK AS" over "Industrivegen 41, 5353 Straume" over "Org.nr: …"):
    // the first line names the supplier, a line of street, postcode and town is its address.
    const head = letterhead(text);
    if (head?.name) out.supplierName = head.name;
    if (head?.address) out.address ??= head.address;
  }
  // Several organisation numbers (the buyer's in its "Bill to" block, the sender's in the foot): the one on a line that
  // names the sender its letterhead names.
  const sender = senderName(text);
  if (sender) {
    const number = text
      .split("\n", MAX_INVOICE_LINES)
      .filter((l) => l.length <= 300 && l.includes(sender))
      .map((l) => ORG.exec(fold(l))?.[1])
      .find(Boolean);
    if (number) out.organizationNumber = number.replace(/\s/g, "");
    if (!out.supplierName || out.supplierName.length > 80) out.supplierName = sender;
  }
  out.invoiceNumber = labelValue(["fakturanummer", "invoice number", "rechnungsnummer", "numero de factura", "numero da fatura", "numero de facture", "faktura nr.", "faktura nr", "fakturanr.", "fakturanr", "invoice no.", "invoice no", "rechnungs-nr.", "rechnungsnr.", "rechnungsnr", "rechnung nr.", "n° de facture", "nº de facture", "no de facture", "n° facture", "nº de factura", "n.º de factura", "nº factura", "nº da fatura", "n.º da fatura", "nº fatura", "numero da fatura"])?.split(" ")[0];
  // "FACTURE / FAKTURA   nº F-26-1187": the number after the invoice's title and a number sign.
  out.invoiceNumber ??= TITLE_NUMBER.exec(flat)?.[1];
  // "FAKTURA  INV-2026-2290": a title in capitals and a code with a digit, no number sign between.
  out.invoiceNumber ??= TITLE_CODE.exec(flat)?.[1];
  const dated = (labels: string[]) => findDates(labelValue(labels) ?? "")[0]?.iso ?? dateAfterLabel(folded, labels);
  out.invoiceDate = dated(["fakturadato", "invoice date", "rechnungsdatum", "date de facture", "date de la facture", "date d'emission", "fecha de factura", "fecha de la factura", "fecha de emision", "data da fatura", "data de emissao"]);
  // A bare date label ("Date :", "Datum:", "Dato:") is the invoice's date when no label says more.
  out.invoiceDate ??= findDates(labelValue(["date", "datum", "dato", "fecha", "data"]) ?? "")[0]?.iso;
  out.dueDate = dated(["forfallsdato", "forfall", "due date", "falligkeitsdatum", "fallig am", "zahlbar bis", "echeance", "date d'echeance", "fecha de vencimiento", "vencimiento", "data de vencimento", "vencimento"]);
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
  // …or the receiver's posting stamp ("Kontert: 6590", "[tampon comptable : … konto 4000 …]").
  // "Kontering: konto 4300": an account word may stand between the label and the number.
  const account = labelValue(["konto", "account", "compte", "cuenta", "conta", "kontert", "kontering", "kontierung", "kontiert", "imputation", "imputacion", "imputacao"])?.match(LABELLED_ACCOUNT)?.[1] ?? stampAccount(text);
  if (account) out.account = Number(account);
  out.bankAccountNumber = labelValue(["bankkonto", "bank account", "kontonummer"])?.replace(/[\s.]/g, "").match(/\d{11}/)?.[0];
  // A laid-out invoice's total lines carry no colon ("Sum eks. mva        23 680,00", "Å BETALE NOK   29 600,00").
  out.amountExcludingVat ??= lineFigure(text, NET_LINE);
  out.amountIncludingVat ??= lineFigure(text, GROSS_LINE);
  if (out.amountIncludingVat === undefined && out.amountExcludingVat !== undefined && out.vatAmount !== undefined)
    out.amountIncludingVat = out.amountExcludingVat + out.vatAmount;
  for (const k of Object.keys(out) as (keyof InvoiceDocument)[]) if (out[k] === undefined) delete out[k];
  return out;
}
