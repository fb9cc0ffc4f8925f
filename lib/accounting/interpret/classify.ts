import type { TaskType } from "@/lib/accounting/tasks";
import { TASK_TYPES } from "@/lib/accounting/tasks";
import type { Concept, ConceptHits } from "./concepts";
import type { Values } from "./extract/read";
import { MONTH_WITH_YEAR } from "./extract/dates";
import { findTables } from "./message/tables";
import { fold } from "./text";

/**
 * Stage 2: the task type from meaning. Each type is scored from the concepts the request names
 * (entities such as invoice, supplier, project; actions such as create, pay, reverse) and the
 * evidence of its values (a date after the word for born, a foreign currency amount, several
 * product numbers, hours with a rate, an attached contract). Every type gets a score; the best
 * wins, and the margin to the runner-up is kept as a measure of doubt.
 */

/** Attachment kinds recognised from file names and contents. */
export type AttachmentKind = "contract" | "offer_letter" | "supplier_invoice" | "receipt" | "bank_statement" | "other";

export interface Classification {
  /** The best type, or undefined when nothing in the request is an accounting task. */
  type: TaskType;
  score: number;
  runnerUp?: { type: TaskType; score: number };
  /** 0–1: how clearly the winner beats the rest. */
  confidence: number;
  /** False when no type reaches the minimum evidence: the request is not an accounting task. */
  accounting: boolean;
  /** Every type's score, best first (kept in the request log). */
  scores: { type: TaskType; score: number }[];
}

/** Below this score the request names no accounting task. */
export const MIN_SCORE = 3;

export interface Evidence {
  /** The request text (for the few cues that read the characters around a value). */
  text: string;
  hits: ConceptHits;
  values: Values;
  attachments: AttachmentKind[];
}

type Scorer = (e: Signals) => number;

const PRICE_WORD_BEFORE = /(?:\b(?:at|a|à|zu|je|til|á|por|pour|para|per)|@)\s{1,2}(?:(?:nok|kr\.?|eur)\s?)?$/iu;
const LIST_WORD = /\b(?:plus|and|og|und|sowie|samt|et|y|e|as well as)\b|[;\n]/iu;

/** Concept presence (0/1), counts and value facts, as the scorers read them. */
class Signals {
  constructor(private readonly e: Evidence) {}
  has(c: Concept): number {
    return this.e.hits.has(c) ? 1 : 0;
  }
  count(c: Concept): number {
    return this.e.hits.get(c)?.length ?? 0;
  }
  any(...cs: Concept[]): number {
    return cs.some((c) => this.e.hits.has(c)) ? 1 : 0;
  }
  attached(kind: AttachmentKind): number {
    return this.e.attachments.includes(kind) ? 1 : 0;
  }
  /**
   * 1 when a document was attached and read, or the request says one is ("see the attached PDF"):
   * without either, "the contract is signed" is a remark, not a document to read.
   */
  get documents(): number {
    return this.e.attachments.length > 0 || this.e.hits.has("attachment") || this.retypedDocument ? 1 : 0;
  }
  /**
   * A contract's or offer letter's own details written out in the request: the employee's national
   * identity number (eleven digits) or a yearly salary beside the word for the document.
   */
  private get retypedDocument(): boolean {
    if (!this.e.hits.has("contract") && !this.e.hits.has("offerLetter")) return false;
    return this.e.hits.has("annualSalary") || /(?<![\d.,-])\d{6}[ \u00a0]?\d{5}(?![\d.,-]?\d)/.test(this.e.text);
  }
  get values(): Values {
    return this.e.values;
  }
  /** A concept named within `window` characters before a value at `index`. */
  near(c: Concept, index: number, window = 40): boolean {
    return (this.e.hits.get(c) ?? []).some((i) => i <= index && index - i <= window);
  }
  /**
   * The concept is the object of an action word just before it ("create a customer", "legg inn
   * en ny leverandør", "einen neuen Kunden anlegen" is covered by the action after it).
   */
  acted(c: Concept): number {
    const acts = [...(this.e.hits.get("create") ?? []), ...(this.e.hits.get("book") ?? [])];
    return (this.e.hits.get(c) ?? []).some((i) => acts.some((a) => Math.abs(i - a) <= 30 && a !== i)) ? 1 : 0;
  }
  /** A date stated right after the word for born. */
  get birthDate(): number {
    return this.values.dates.some((d) => this.near("birth", d.index, 40)) ? 1 : 0;
  }
  get foreignMoney(): number {
    return this.values.money.some((a) => a.currency && a.currency !== "NOK") ? 1 : 0;
  }
  /** Distinct product numbers: "(6120)", "#5510", "nº 3301", "varenr. 2231", "Produkt 6120". */
  get productNumbers(): number {
    const found = new Set<string>();
    for (const n of this.values.numbers) {
      if (n.currency || !Number.isInteger(n.value) || n.value < 10 || n.value > 99_999_999) continue;
      if (this.values.accounts.some((a) => a.index === n.index)) continue;
      const before = this.e.text.slice(Math.max(0, n.index - 12), n.index);
      if (/(?:\(|#|n[º°o]\.?\s?|nr\.?\s?|no\.?\s?)$/i.test(before) || this.near("product", n.index, 25) || this.numberCells.has(String(n.value))) found.add(String(n.value));
    }
    return found.size;
  }
  private cells?: Set<string>;
  /** The cells of a table's product-number column ("ProdNo" over "3301", "3315"). */
  private get numberCells(): Set<string> {
    this.cells ??= new Set(findTables(this.e.text).flatMap((t) => t.rows.flatMap((r) => (r.cells.number ? [r.cells.number.trim()] : []))));
    return this.cells;
  }
  /**
   * Items priced one after another in a sentence ("3 hours of consulting at 1200 NOK plus a
   * software licence at 4500 NOK"): amounts after a price word, joined by a list word.
   */
  get pricedItems(): number {
    const priced = this.values.money.filter((m) => PRICE_WORD_BEFORE.test(this.e.text.slice(Math.max(0, m.index - 12), m.index)));
    let items = priced.length ? 1 : 0;
    for (let i = 1; i < priced.length; i++) {
      const between = this.e.text.slice(priced[i - 1].index + priced[i - 1].length, priced[i].index);
      if (between.length <= 120 && LIST_WORD.test(between)) items++;
    }
    return items;
  }
  get people(): number {
    return this.values.emails.length;
  }
  /** How many different counts of hours the request gives: the same hours told twice ("brukte 7,5 timer … før opp de 7,5 timene") are one. */
  get hours(): number {
    return new Set(this.values.hours.map((h) => h.value)).size;
  }
  /**
   * 1 when a closing word is followed on its line by a month with its year ("Cierre contable del
   * mes de marzo de 2026", "Abschluss März 2026"): a month's closing, whatever the closing is called.
   */
  get closingMonth(): number {
    // The month within the closing's own phrase (up to a mark), with no day before it: "Year-end closing
    // 2025, dated 31 December 2025" is no month's closing.
    return (this.e.hits.get("closing") ?? []).some((i) => {
      const phrase = fold(this.e.text.slice(i, i + 50)).split(/[\n,.;:(]/)[0];
      const m = MONTH_WITH_YEAR.exec(phrase);
      return !!m && !/\d/.test(phrase.slice(0, m.index));
    })
      ? 1
      : 0;
  }
  get accounts(): number {
    return new Set(this.values.accounts.map((a) => a.value)).size;
  }
}

const SCORERS: Record<TaskType, Scorer> = {
  create_employee: (s) =>
    3 * s.has("employee") + 3 * s.birthDate + 1.5 * s.has("startDate") + s.has("administrator") + 0.5 * s.has("create") +
    0.5 * Math.min(1, s.people) -
    4 * s.has("payroll") - 4 * s.has("travel") - 3 * s.has("project") - 3 * s.documents * s.any("contract", "offerLetter") - 2 * s.has("invoice") -
    2 * Math.min(1, s.hours) - 3 * s.attached("contract") - 3 * s.attached("offer_letter") - 2 * s.has("salaryAccrual") - 2 * s.has("annualSalary"),
  create_customer: (s) =>
    3 * s.has("customer") + 1.5 * s.has("create") + 2 * s.acted("customer") + Math.min(1, s.values.orgNumbers.length) + 0.5 * s.has("company") -
    3 * s.has("invoice") - 3 * s.has("project") - 2 * s.has("payment") - 3 * s.has("order") - 2.5 * s.has("supplier") -
    2 * s.has("product") - 2 * s.has("creditNote") - 3 * s.has("reminderFee") - 2 * s.has("exchange") - 4 * s.has("travel") -
    3 * s.has("payroll") - 2 * s.has("hoursWord") - 3 * s.has("department") - 1.5 * s.has("exists"),
  create_supplier: (s) =>
    3.5 * s.has("supplier") + 1.5 * s.has("create") + 2 * s.acted("supplier") + Math.min(1, s.values.orgNumbers.length) -
    3 * s.has("invoice") - 3 * s.has("project") - 2 * s.has("payment") - 2 * s.has("supplierInvoice") - 2 * s.has("costs") -
    2 * s.has("bankStatement"),
  create_product: (s) =>
    3 * s.has("product") + 0.5 * Math.min(1, s.values.money.length) + 0.5 * s.any("vatWord") + s.has("create") -
    3 * s.has("invoice") - 3 * s.has("order") - 2 * s.has("customer") - 3 * s.has("receipt") - 2 * s.has("employee"),
  create_departments: (s) =>
    3 * s.has("department") + s.has("create") + (s.count("department") >= 1 && s.values.money.length === 0 ? 1 : 0) -
    4 * s.has("receipt") - 3 * s.any("employee", "contract", "offerLetter") - 3 * s.has("voucher") - 2 * s.has("invoice") -
    3 * s.attached("receipt") - 2 * s.has("project") -
    // An employment paper attached is about the person it employs: the department it names already exists.
    4 * s.attached("contract") - 4 * s.attached("offer_letter"),
  create_and_send_invoice: (s) =>
    3 * s.has("invoice") + 1.5 * s.has("send") + s.has("customer") + 0.5 * Math.min(1, s.values.money.length) -
    3 * s.has("payment") - 4 * s.has("creditNote") - 3 * s.has("order") - 3 * s.has("returned") - 4 * s.has("reminderFee") -
    (s.productNumbers >= 2 || s.pricedItems >= 2 ? 2 : 0) - 3 * s.has("project") - 4 * s.has("supplierInvoice") - 3 * s.foreignMoney - 2 * s.has("supplier") -
    3 * s.has("receipt") - 2 * s.has("voucher") - 2 * s.has("closing") - 3 * s.has("travel") - 3 * s.has("inputVat") -
    Math.min(1, s.accounts),
  register_payment: (s) =>
    3 * s.has("payment") + 2 * s.has("invoice") + s.has("fullAmount") + s.has("outstanding") + 0.5 * s.has("customer") -
    4 * s.has("returned") - 3 * s.has("order") - 3 * s.has("exchange") - 2 * s.foreignMoney - 4 * s.has("reminderFee") -
    // "laut Kontoauszug … bezahlt": without a statement attached, the statement only says where the payment was seen.
    2 * s.has("supplierInvoice") - (s.attached("bank_statement") ? 4 : 1.5) * s.has("bankStatement") - 3 * s.has("payroll") - 3 * s.has("project") - 3 * s.has("creditNote") -
    2 * s.has("reverse") - 3 * s.has("travel") -
    // A bank's export attached ("l'export du compte courant, en pièce jointe") holds many payments: a reconciliation's.
    2 * s.attached("bank_statement"),
  create_project: (s) =>
    3 * s.has("project") + 1.5 * s.has("projectManager") + s.has("create") + s.acted("project") + s.has("customer") -
    4 * s.has("fixedPrice") - 3 * s.has("hoursWord") - 2 * Math.min(1, s.hours) - 3 * s.has("internal") - 2 * s.has("increase") -
    4 * s.has("lifecycle") - 3 * s.has("budget") - 2 * s.has("invoice") - 2 * s.has("milestone") - 2 * s.has("activity"),
  create_invoice_with_lines: (s) =>
    3 * s.has("invoice") + (s.productNumbers >= 2 ? 2 : 0) + (new Set(s.values.percents.map((p) => p.value)).size >= 2 ? 1.5 : 0) +
    (s.pricedItems >= 2 ? 2.5 : 0) +
    s.has("customer") - 3 * s.has("order") - 3 * s.has("payment") - 3 * s.has("creditNote") - 3 * s.has("project") -
    // Input VAT marks a purchase: an invoice the business sends carries output VAT; so does the supplier who sent it.
    3 * s.has("supplierInvoice") - 3 * s.has("reminderFee") - 3 * s.has("inputVat") - 2 * s.has("supplier"),
  order_to_invoice_with_payment: (s) =>
    3 * s.has("order") + 2 * s.has("invoice") + 2 * s.has("payment") + (s.productNumbers >= 2 ? 1 : 0) -
    3 * s.has("supplierInvoice") - 3 * s.has("bankStatement") - 2 * s.has("project"),
  register_supplier_invoice: (s) =>
    3.5 * s.has("supplierInvoice") + (s.has("supplier") && s.has("invoice") ? 3 : 0) + 2 * s.has("inputVat") +
    Math.min(1, s.accounts) + 0.5 * Math.min(1, s.values.money.length) -
    5 * s.attached("supplier_invoice") - 3 * s.has("attachment") - 3 * s.has("project") - 3 * s.has("payment") - 3 * s.has("receipt") -
    3 * s.has("bankStatement") - 3 * s.has("ledgerError") - 2 * s.has("duplicate"),
  run_payroll: (s) =>
    4 * s.has("payroll") + 2 * s.has("bonus") + 0.5 * Math.min(1, s.people) - 2 * s.has("annualSalary") * (1 - s.has("bonus")) -
    4 * s.documents * s.any("contract", "offerLetter") - 3 * s.attached("contract") - 3 * s.attached("offer_letter") - 3 * s.has("salaryAccrual") -
    2 * s.has("closing") - 3 * s.has("depreciation") - 2 * s.has("travel"),
  register_travel_expense: (s) =>
    -3 * s.has("ledgerError") - 2 * s.has("duplicate") + 5 * s.has("travel") + 0.5 * s.has("days") + 0.5 * Math.min(1, s.people) - 3 * s.has("receipt") * s.attached("receipt") -
    2 * s.has("project"),
  create_credit_note: (s) => 5 * s.has("creditNote") + s.has("invoice") - 2 * s.has("returned"),
  invoice_fixed_price_milestone: (s) =>
    4 * s.has("fixedPrice") + 2 * s.has("milestone") + s.has("project") + Math.min(1, s.values.percents.length) + s.has("invoice") -
    3 * s.has("lifecycle") - 2 * s.has("budget"),
  log_hours_and_invoice: (s) =>
    2.5 * Math.min(1, s.hours) + s.has("hoursWord") + 2 * s.has("hourlyRate") + 2 * s.has("activity") + s.has("project") + s.has("invoice") -
    4 * s.has("lifecycle") - 3 * s.has("budget") - (s.hours >= 2 ? 2 : 0) - 3 * s.has("fixedPrice") - 2 * s.has("supplier"),
  create_dimension_voucher: (s) => 5 * s.has("dimension") + s.has("voucher") + Math.min(1, s.accounts),
  reverse_returned_payment: (s) =>
    4 * s.has("returned") + 2 * s.has("reverse") + 2 * s.has("payment") + s.has("invoice") - 3 * s.has("creditNote") -
    3 * s.has("bankStatement"),
  employee_from_contract: (s) =>
    (s.documents ? 5 : 1) * s.has("contract") + 4 * s.attached("contract") + s.has("employee") - 4 * s.has("offerLetter") - 3 * s.attached("offer_letter"),
  supplier_invoice_from_pdf: (s) =>
    3 * s.has("supplierInvoice") + 2 * (s.has("supplier") && s.has("invoice") ? 1 : 0) + 5 * s.attached("supplier_invoice") +
    s.has("inputVat") + s.has("attachment") - 4 * s.has("receipt") - 3 * s.attached("receipt") -
    // A statement's lines typed in ("… ut Nordmøre Tauverk AS leverandørfaktura NT-5512 -21 250,00") name supplier invoices to match, not one to enter.
    (s.attached("supplier_invoice") ? 0 : 2.5 * s.has("bankStatement")),
  onboard_from_offer_letter: (s) =>
    (s.documents ? 5 : 1) * s.has("offerLetter") + 4 * s.attached("offer_letter") + s.has("onboarding") + 0.5 * s.has("employee") - 2 * s.attached("contract") +
    // An onboarding with the employment's yearly salary: the offer's terms, typed in.
    3 * s.has("annualSalary") * s.any("onboarding", "offerLetter"),
  receipt_expense_to_department: (s) =>
    5 * s.has("receipt") + 4 * s.attached("receipt") + s.has("department") - 3 * s.has("travel") * (1 - s.attached("receipt")),
  // Without a statement attached, "laut Kontoauszug …" only says where a payment was seen.
  // Without a statement attached, an order to invoice whose payment "is checked against the statement" is no reconciliation.
  bank_reconciliation: (s) =>
    (s.attached("bank_statement") ? 5 : 2.5) * s.has("bankStatement") + 4 * s.attached("bank_statement") + (s.attached("bank_statement") ? 3 : 2) * s.has("reconcile") -
    (s.attached("bank_statement") ? 0 : 3 * s.has("order")),
  correct_ledger_errors: (s) =>
    4 * s.has("ledgerError") + 2 * s.has("ledger") + (s.accounts >= 3 ? 1.5 : 0) + s.has("duplicate") + s.has("voucher") -
    2 * s.has("closing") - 2 * s.has("receipt"),
  overdue_invoice_reminder: (s) => 5 * s.has("reminderFee") + 2 * s.has("overdue") + s.has("partial"),
  month_end_closing: (s) =>
    (s.has("closing") && (s.has("monthWord") || s.closingMonth) ? 4 : 0) + 2 * s.has("accrual") + 2 * s.has("depreciation") + 2 * s.has("salaryAccrual") -
    5 * s.has("yearEnd") * (1 - s.closingMonth) - 2 * s.has("tax"),
  currency_payment_difference: (s) =>
    3 * s.has("exchange") + 3 * s.foreignMoney + s.has("payment") + s.has("invoice") - 2 * s.has("travel") - 2 * s.has("receipt"),
  cost_increase_projects: (s) =>
    3 * s.has("expenseAccounts") + s.has("costs") + 2 * s.has("increase") + 2 * s.has("internal") + s.has("project") + s.has("ledger") -
    3 * s.has("ledgerError") - 2 * Math.min(1, s.values.money.length),
  project_lifecycle: (s) =>
    4 * s.has("lifecycle") + 2 * s.has("budget") + (s.hours >= 2 ? 2 : 0) + (s.has("supplier") ? 1 : 0) + s.has("project") +
    // A budget, several people's hours and a supplier's cost together are a project's whole cycle, named or not.
    (s.has("budget") && s.hours >= 2 && s.has("supplier") ? 1 : 0),
  year_end_closing: (s) =>
    5 * s.has("yearEnd") * (1 - s.closingMonth) + 2 * s.has("depreciation") + 2 * s.has("tax") + s.has("accrual") - 3 * (s.has("monthWord") && !s.has("yearEnd") ? 1 : 0),
};

export function classify(evidence: Evidence): Classification {
  const signals = new Signals(evidence);
  return fromScores(TASK_TYPES.map((t) => ({ type: t.name, score: Math.round(SCORERS[t.name](signals) * 100) / 100 })));
}

/** The classification that every type's score gives: the best, its margin over the next, the confidence. */
export function fromScores(list: readonly { type: TaskType; score: number }[]): Classification {
  const scores = [...list].sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  const margin = best.score - (second?.score ?? 0);
  const accounting = best.score >= MIN_SCORE;
  // A strong score (≥ 5) with a clear margin (≥ 3) gives full confidence; weak or close calls less.
  const confidence = !accounting ? 0 : Math.max(0, Math.min(1, 0.35 + 0.06 * best.score + 0.1 * margin));
  return {
    type: best.type,
    score: best.score,
    runnerUp: second ? { type: second.type, score: second.score } : undefined,
    confidence: Math.round(confidence * 100) / 100,
    accounting,
    scores,
  };
}
