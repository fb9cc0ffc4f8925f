import { detectLanguage } from "@/lib/accounting/interpret/language";
import { collapseRestatedFigures } from "@/lib/accounting/interpret/extract/restated-figures";
import { fold } from "@/lib/accounting/interpret/text";
import type { ReadFile } from "../types";
import { parseBankStatement, type BankTransaction } from "./bank-statement";
import { parseEmploymentDocument, type EmploymentDocument } from "./contract";
import { EMPLOYMENT_LABELS } from "./employment-labels";
import { parseInvoiceDocument, type InvoiceDocument } from "./invoice";
import { parseReceiptDocument, type ReceiptDocument } from "./receipt";

export type { BankTransaction, EmploymentDocument, InvoiceDocument, ReceiptDocument };
export { parseBankStatement, parseEmploymentDocument, parseInvoiceDocument, parseReceiptDocument };

export type DocumentKind = "contract" | "offer_letter" | "supplier_invoice" | "receipt" | "bank_statement" | "other";

/** What an attachment is, from its content first and its file name second. */
export function documentKind(file: ReadFile): DocumentKind {
  const name = fold(file.filename);
  const head = fold(file.text.slice(0, 600));
  if (file.rows && parseBankStatement(file.rows).length > 0) return "bank_statement";
  if (/arbeidskontrakt|arbeidsavtale|tilsetjingsavtale|ansettelsesavtale|employment contract|employment agreement|contract of employment|arbeitsvertrag|contrato de trabajo|contrato de trabalho|contrat de travail/.test(head)) return "contract";
  if (/tilbud om stilling|tilbod om stilling|offer of employment|job offer|offer letter|letter of offer|stellenangebot|angebotsschreiben|oferta de empleo|oferta de trabajo|carta de oferta|oferta de emprego|proposta de emprego|carta proposta|offre d'emploi|lettre d'offre|promesse d'embauche|proposition d'embauche|proposition d'emploi|proposition de poste|lettre d'embauche|tilbudsbrev|tilbodsbrev/.test(head)) return "offer_letter";
  // The word written first names the paper: an invoice's receiving stamp below ("reçu 07.02.26", "mottatt") makes no receipt.
  const receipt = head.search(/kvittering|receipt|quittung|recibo|\brecu\b|kassenbon/);
  const invoice = head.search(/faktura|invoice|rechnung|factura|fatura|facture/);
  if (receipt >= 0 && (invoice < 0 || receipt < invoice)) return "receipt";
  if (invoice >= 0) return "supplier_invoice";
  if (/arbeidskontrakt|arbeidsavtale|tilsetjingsavtale|ansettelsesavtale|contract|vertrag|contrat/.test(name)) return "contract";
  if (/tilbudsbrev|tilbodsbrev|offer|oferta|offre|proposta|proposition|embauche|angebot/.test(name)) return "offer_letter";
  if (/kvittering|receipt|quittung|recibo/.test(name)) return "receipt";
  if (/leverandorfaktura|faktura|invoice|rechnung|factura|fatura|facture/.test(name)) return "supplier_invoice";
  if (/bankutskrift|kontoutskrift|kontoutdrag|statement|kontoauszug|extracto|extrato|releve/.test(name)) return "bank_statement";
  // A file named as a scanner or a phone names it ("t21a.pdf", "IMG_0412.pdf"): an employment paper by the fields it labels —
  // three of a start, a salary, a share of a position, a post and a working time — an offer where it offers.
  const body = fold(file.text.slice(0, 4000));
  const lines = body.split("\n", 120).map((l) => l.trim());
  if (EMPLOYMENT_FIELDS.filter((labels) => labelsField(lines, labels)).length >= 3) return OFFERS.test(body) ? "offer_letter" : "contract";
  return "other";
}

/** The fields an employment paper names with a label (the contract reader's own labels, folded), one a field. */
const EMPLOYMENT_FIELDS = (["startDate", "annualSalary", "percentage", "jobTitle", "hoursPerDay"] as const).map((f) => EMPLOYMENT_LABELS[f]);
/** Whether a paper's text labels a field: one of its labels at a line's start, then a colon. */
const labelsField = (lines: string[], labels: readonly string[]) => lines.some((l) => labels.some((w) => l.startsWith(w) && /^\s{0,3}:/.test(l.slice(w.length))));
/** Words of an offer (folded): "tilbud", "tilby", "offer", "Angebot", "anbieten", "oferta", "ofrecer", "offre", "offrir", "proposta". */
const OFFERS = /tilbud|tilbod|tilby|\boffer|angebot|anbiet|oferta|ofrec|oferec|\boffr|proposta|proposition|propos/;

export type ParsedDocument =
  | { kind: "contract" | "offer_letter"; file: ReadFile; data: EmploymentDocument }
  | { kind: "supplier_invoice"; file: ReadFile; data: InvoiceDocument }
  | { kind: "receipt"; file: ReadFile; data: ReceiptDocument }
  | { kind: "bank_statement"; file: ReadFile; data: BankTransaction[] }
  | { kind: "other"; file: ReadFile; data: null };

/** Parse an attachment according to its kind. */
export function parseDocument(file: ReadFile): ParsedDocument {
  const kind = documentKind(file);
  // A formal paper's "tjueniende (29.) februar", "fire hundre og trettiåtte tusen (438 000) kroner": the figures in digits.
  const written = () => collapseRestatedFigures(file.text, detectLanguage(file.text));
  switch (kind) {
    case "contract":
    case "offer_letter":
      return { kind, file, data: parseEmploymentDocument(written()) };
    case "supplier_invoice":
      return { kind, file, data: parseInvoiceDocument(written()) };
    case "receipt":
      return { kind, file, data: parseReceiptDocument(written()) };
    case "bank_statement":
      return { kind, file, data: parseBankStatement(file.rows ?? []) };
    default:
      return { kind: "other", file, data: null };
  }
}
