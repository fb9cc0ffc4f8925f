import { parseNumber } from "@/lib/accounting/interpret/extract/amounts";
import { fold } from "@/lib/accounting/interpret/text";
import { LEGAL_SUFFIX } from "@/lib/accounting/interpret/extract/names";
import { firstDate } from "./dates";

export type BankTransactionKind =
  | "customer_payment"
  | "supplier_payment"
  | "bank_fee"
  | "interest_income"
  | "tax_deduction"
  | "other";

export interface BankTransaction {
  date: string;
  description: string;
  /** Money in positive, money out negative. */
  amount: number;
  kind: BankTransactionKind;
  counterparty?: string;
  invoiceNumber?: string;
  balance?: number;
}

const COLUMN: Record<"date" | "text" | "in" | "out" | "amount" | "balance", RegExp> = {
  // A date word among the header's words: "Bokført dato", "Date comptable", "Fecha valor".
  // One word too: "Buchungsdatum", "Valutadatum", "Transaksjonsdato".
  date: /^(?:(?:[a-z]+ ?)?(?:dato|date|fecha|data|datum)(?: [a-z]+)?|bokfort|rentedato|buchungstag|wertstellung|valuta)$/,
  text: /^(?:forklaring|tekst|beskrivelse|beskriving|skildring|description|text|texto|concepto|descripcion|detalle|descricao|historico|libelle|verwendungszweck|buchungstext|beschreibung|details|narrative|memo)$/,
  // "Inn på konto", "Ut av konto", "Utbetalt": a column's direction is its first word.
  in: /^(?:inn(?: [a-z ]{1,20})?|innskudd|innskot|innbetal[a-z]{0,6}|credit|in|ingreso|entrada|credito|eingang|haben)$/,
  out: /^(?:ut(?: [a-z ]{1,20})?|uttak|utbetal[a-z]{0,6}|debit|out|salida|saida|debito|ausgang|soll)$/,
  // Danish "Beløb" too.
  amount: /^(?:belop|belob|amount|importe|valor|montant|betrag|sum)$/,
  balance: /^(?:saldo|balance|solde|kontostand)$/,
};

// Descriptions are CSV cells of any length and shape. No two unbounded repeats here can match
// the same characters (the optional "nr." separates the spaces around it), and the names after
// a keyword are cut with indexOf rather than a lazy `(.+?)(?:\s*\/|$)`, which is quadratic.
// The words' short forms too: "Fakt.nr 2042", "Fakt. 1002", "Rg 1004", "Rechn.-Nr. 77", "Inv 2043", "Fact. 88".
const INVOICE = /(?:faktura|fakt|invoice|inv|factura|fatura|facture|fact|rechnung|rechn|\brg)\.?\s*(?:-\s*)?(?:(?:nr|no|n[º°])\.?\s*)?(\d+)/i;
const PAYMENT_FROM = /(?:innbetaling|indbetaling|payment|pago|pagamento|paiement|zahlung|betaling)\s+(?:fra|from|de|von|du|da|do)\s+/i;
// "Pago al proveedor X", "payment to supplier X", "betaling til leverandør X": a preposition and an article may stand between.
const SUPPLIER_PAYMENT = /(?:betaling|payment|pago|pagamento|paiement|zahlung)\s+(?:(?:til|to|al|a|ao|au|an|à|de)\s+)?(?:(?:the|el|la|o|le|den|der|dem)\s+)?(?:leverandor|supplier|lieferant|lieferanten|proveedor|fornecedor|fournisseur)\s+/i;

/** "to Brightwater Supplies Ltd", "til Tau Bakeri AS": a company named after the word for "to" (its name capitalised). */
const PAID_TO = /(?:^|\s)(?:to|til|an|à|al|ao|au|para|pour):?\s+(\p{Lu}[\p{L}\d&.'’-]*(?:\s+[\p{L}\d&.'’-]+){0,5})/u;

/** A payment's word, then a company's capitalised name up to its legal form, a conjunction inside it ("Stavanger Lys og Lyd AS"; bounded words, no nested repeats). */
// A branch's form may follow the company's own ("DokuSafe Systems GmbH NUF"); "Giro" is a transfer's word too.
const PAID_COMPANY = /(?:^|\s)(?:[Bb]etaling|[Pp]ayment|[Pp]ago|[Pp]agamento|[Pp]aiement|[Zz]ahlung|[Oo]verf[oø]ring|[Tt]ransfer|[Gg]iro)\s+(\p{Lu}[\p{L}\d&'’-]{0,40}(?:\s(?:og|and|und|et|y|e|&|\p{Lu}[\p{L}\d&'’-]{0,40})){0,5}\s(?:AS|ASA|AB|Ltd|GmbH|SARL|SAS|SA|SL|Lda|Oy|BV|AG)(?:\sNUF)?)(?![\p{L}])/u;

/** A name cut after its legal form ("Kajakkspesialisten AS  Betalt: 16.01.26" → "Kajakkspesialisten AS"), by the names' own list of forms. */
function upToLegalForm(name: string): string {
  const words = name.trim().split(/\s+/);
  const form = words.findIndex((w, i) => i > 0 && LEGAL_SUFFIX.test(w));
  return form > 0 ? words.slice(0, form + 1).join(" ") : name.trim();
}

/** "Innbetaling fra Taylor Ltd / Faktura 1001" → "Taylor Ltd": the payer runs to the first "/". */
function payer(description: string): string | undefined {
  const m = PAYMENT_FROM.exec(description);
  if (!m) return undefined;
  const rest = description.slice(m.index + m[0].length);
  const slash = rest.indexOf("/");
  return (slash >= 0 ? rest.slice(0, slash) : rest).trim() || undefined;
}

function classify(description: string, amount: number): Pick<BankTransaction, "kind" | "counterparty" | "invoiceNumber"> {
  const f = fold(description);
  const invoice = INVOICE.exec(f)?.[1];
  const from = payer(description);
  // Money out with an invoice's number but no payer ("Nettbank til: Vinje Rør AS Faktura 117902"): the company paid is
  // read as for any payment out below, its invoice's number kept with it.
  if (from || (invoice && amount >= 0)) return { kind: amount >= 0 ? "customer_payment" : "supplier_payment", counterparty: from, invoiceNumber: invoice };
  const paid = supplierPaid(description, f, amount);
  if (paid) return invoice ? { ...paid, invoiceNumber: invoice } : paid;
  if (invoice) return { kind: "supplier_payment", invoiceNumber: invoice };
  const incoming = amount > 0 && !BANK_FEE.test(f) ? incomingPayment(description, f) : undefined;
  if (incoming) return incoming;
  if (BANK_FEE.test(f)) return { kind: "bank_fee" };
  if (/rente|interest|zins|interes|juros|interet/.test(f)) return { kind: "interest_income" };
  if (/skattetrekk|skatt|tax|steuer|impuesto|imposto|impot/.test(f)) return { kind: "tax_deduction" };
  return { kind: "other" };
}

/** A supplier paid, named after the words for paying a supplier, a payment's word with a legal form, or "to". */
function supplierPaid(description: string, f: string, amount: number): Pick<BankTransaction, "kind" | "counterparty"> | undefined {
  const supplier = SUPPLIER_PAYMENT.exec(f);
  if (supplier) {
    // fold keeps the length: the name is sliced from the original text at the same place.
    // "Payment supplier Feutres SARL (INV-2026-1102)": the bracket after the name is its invoice's reference.
    // "Betaling leverandør Fjellrør AS / FR-3391": the name runs to the first "/", as a payer's does.
    const rest = description.slice(supplier.index + supplier[0].length);
    const slash = rest.indexOf("/");
    const name = (slash >= 0 ? rest.slice(0, slash) : rest).replace(/\s*\([^()]{0,60}\)\s*$/, "").trim();
    if (name) return { kind: "supplier_payment", counterparty: name };
  }
  // Money out named by the company paid, its legal form closing the name ("Betaling Oslo Scenekraft AS INV-2026-4410"): a supplier paid.
  const named = amount < 0 ? PAID_COMPANY.exec(description) : null;
  if (named) return { kind: "supplier_payment", counterparty: named[1] };
  // Money out "to" a named company ("out kr 13 125,- to Brightwater Supplies Ltd", "ut til Tau Bakeri AS"): a supplier paid.
  const to = amount < 0 ? PAID_TO.exec(description) : null;
  // "Nettbank til: Kajakkspesialisten AS  Betalt: 16.01.26": the name ends with its legal form.
  if (to && !BANK_FEE.test(f)) return { kind: "supplier_payment", counterparty: upToLegalForm(to[1].replace(INVOICE_TAIL, "")) };
  // Money out whose text is only the company paid ("ELEKTROGROSSISTEN AS", "Kabelhuset Drammen AS"): a supplier paid.
  const words = description.trim().split(/\s+/);
  if (amount < 0 && words.length >= 2 && words.length <= 6 && LEGAL_SUFFIX.test(words[words.length - 1]) && words.every((w) => /^[\p{Lu}\d&]/u.test(w)) && !BANK_FEE.test(f))
    return { kind: "supplier_payment", counterparty: words.join(" ") };
  return undefined;
}

/**
 * Money in under a payment's word with a bare number, the payer's name before or after it ("Innbetaling TAXI DRAMMEN AS
 * 313", "GIRO 2001 FJELLHAGEN", "REF 2004"): a customer's payment, the number the invoice's it likely pays (matched to an
 * open invoice's number before any name).
 */
function incomingPayment(description: string, f: string): Pick<BankTransaction, "kind" | "counterparty" | "invoiceNumber"> | undefined {
  const word = INCOMING_WORD.exec(f);
  const number = word ? BARE_NUMBER.exec(f.slice(word[0].length)) : null;
  if (!word || !number) return undefined;
  const at = word[0].length + number.index;
  const rest = `${description.slice(word[0].length, at)} ${description.slice(at + number[0].length)}`.replace(/\s+/g, " ").trim();
  return { kind: "customer_payment", counterparty: /\p{L}{2}/u.test(rest) ? rest : undefined, invoiceNumber: number[0] };
}
const INCOMING_WORD = /^\s*(?:innbetaling|innb\.?|giro|ref\.?|payment|received|zahlung|eingang|gutschrift|ingreso|abono|cobro|recebimento|pagamento|virement|versement)(?![\p{L}])/u;
/** A number standing alone, of three to eight digits: no date's, amount's or account's part. */
const BARE_NUMBER = /(?<![\d.,\/:-])\d{3,8}(?![\d.,\/:-])/;

/** A bank's fee, in the seven languages (folded). */
const BANK_FEE = /gebyr|fee|gebuhr|comision|comissao|frais/;

/** An invoice's word and number after a name ("Vinje Rør AS Faktura 117902"): no part of the name. */
const INVOICE_TAIL = /\s+(?:faktura|invoice|factura|fatura|facture|rechnung)\b[\s\S]*$/i;

/** One movement of a statement, its kind, counterparty and invoice read from its text. */
export function transactionOf(date: string, description: string, amount: number, balance?: number): BankTransaction {
  return { date, description, amount, ...classify(description, amount), ...(balance !== undefined ? { balance } : {}) };
}

/** Bank statement rows (header first) → transactions. Unknown layouts give an empty list. */
/** A cell's figure; money in may carry its plus sign ("+19 500,00"). */
function figure(cell: string | undefined): number | undefined {
  return parseNumber((cell ?? "").replace(/^\s*\+\s*/, ""));
}

/** A heading's currency, in brackets or after a space ("Amount NOK", "Saldo (NOK)", "Betrag in EUR"): no part of its name. */
const HEADING_CURRENCY = /\s*(?:\((?:nok|eur|usd|sek|dkk|gbp|chf|kr)\)|(?:\sin)?\s(?:nok|eur|usd|sek|dkk|gbp|chf|kr)\.?)$/;

/** Rows above the heading row a bank prints (its name, the account, the period, the opening balance): looked at, at most. */
const MAX_ROWS_ABOVE_HEADING = 8;

export function parseBankStatement(rows: string[][]): BankTransaction[] {
  for (let h = 0; h < Math.min(rows.length - 1, MAX_ROWS_ABOVE_HEADING + 1); h++) {
    const found = statementUnder(rows, h);
    if (found) return found;
  }
  return [];
}

/** The transactions under row `h` when it is a statement's heading row (a date column and an amount's). */
function statementUnder(rows: string[][], h: number): BankTransaction[] | undefined {
  const header = rows[h].map((x) => fold(x).trim().replace(HEADING_CURRENCY, ""));
  const col = (k: keyof typeof COLUMN) => header.findIndex((x) => COLUMN[k].test(x));
  const [iDate, iText, iIn, iOut, iAmount, iBalance] = (["date", "text", "in", "out", "amount", "balance"] as const).map(col);
  if (iDate < 0 || (iIn < 0 && iOut < 0 && iAmount < 0)) return undefined;
  const out: BankTransaction[] = [];
  for (const row of rows.slice(h + 1)) {
    const date = firstDate(row[iDate] ?? "");
    if (!date) continue;
    const inn = iIn >= 0 ? figure(row[iIn]) : undefined;
    const ut = iOut >= 0 ? figure(row[iOut]) : undefined;
    const amount = iAmount >= 0 ? figure(row[iAmount]) : (inn ?? 0) - Math.abs(ut ?? 0);
    if (amount === undefined) continue;
    const description = iText >= 0 ? row[iText] ?? "" : "";
    const balance = iBalance >= 0 ? figure(row[iBalance]) : undefined;
    out.push({ date, description, amount, ...classify(description, amount), ...(balance !== undefined ? { balance } : {}) });
  }
  return out.length ? out : undefined;
}
