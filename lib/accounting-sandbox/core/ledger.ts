import { invalid, validationError, type ValidationMessage } from "./errors";
import type { Entity, Ref, Tx } from "./store";
import { VAT_ACCOUNT } from "../seed/reference";

/**
 * Double-entry bookkeeping under every document: vouchers of postings that balance to zero,
 * with the VAT of a posting split out to its VAT account. Amounts are gross (VAT included)
 * in NOK, debit positive, credit negative.
 */
export type PostingInput = {
  row: number;
  account: number;
  amountGross: number;
  /** Net amount when the caller already knows it (avoids re-deriving it from the gross). */
  amount?: number;
  amountCurrency?: number;
  /** Amount in the posting currency (defaults to amountGross in NOK). */
  amountGrossCurrency?: number;
  currency?: number;
  vatType?: number | null;
  description?: string | null;
  date?: string | null;
  customer?: number | null;
  supplier?: number | null;
  employee?: number | null;
  project?: number | null;
  department?: number | null;
  product?: number | null;
  dims?: (number | null | undefined)[];
  invoiceNumber?: string | null;
  termOfPayment?: string | null;
  type?: string | null;
  /** Sales invoice whose receivable this posting opens or settles. */
  invoice?: number | null;
  /** Supplier invoice this posting belongs to. */
  supplierInvoice?: number | null;
};

export type VoucherInput = {
  date: string;
  description?: string | null;
  voucherType?: number | null;
  postings: PostingInput[];
  vendorInvoiceNumber?: string | null;
  externalVoucherNumber?: string | null;
  /** What created it: manual, invoice, payment, salary, travel, reversal… */
  kind: string;
};

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

const r = (id: number | null | undefined): Ref | null => (id === undefined || id === null ? null : { id });

export function accountByNumber(tx: Tx, number: number): Entity | undefined {
  return tx.find("account", (a) => a.number === number);
}

export function accountIdByNumber(tx: Tx, number: number): number {
  const a = accountByNumber(tx, number);
  if (!a) throw invalid("account", `Konto ${number} finnes ikke.`);
  return a.id;
}

/** Validates the generic rules every voucher obeys (balance, sub-ledger links). */
export function checkPostings(tx: Tx, postings: PostingInput[]): void {
  const problems: ValidationMessage[] = [];
  if (postings.length === 0) problems.push({ field: "postings", message: "Et bilag kan ikke registreres uten posteringer." });
  for (const p of postings) {
    const acc = tx.get("account", p.account);
    if (!acc) {
      problems.push({ field: "postings.account", message: "Kontoen finnes ikke." });
      continue;
    }
    if (acc.ledgerType === "CUSTOMER" && !p.customer) problems.push({ field: "postings.customer.id", message: "Kunde mangler." });
    if (acc.ledgerType === "VENDOR" && !p.supplier) problems.push({ field: "postings.supplier.id", message: "Leverandør mangler." });
    if (acc.ledgerType === "EMPLOYEE" && !p.employee) problems.push({ field: "postings.employee.id", message: "Ansatt mangler." });
    if (acc.requiresDepartment && !p.department) problems.push({ field: "postings.department.id", message: "Avdeling mangler." });
    if (acc.requiresProject && !p.project) problems.push({ field: "postings.project.id", message: "Prosjekt mangler." });
  }
  const sum = round2(postings.reduce((s, p) => s + p.amountGross, 0));
  if (postings.length && Math.abs(sum) >= 0.01) {
    problems.push({ field: "postings", message: `Bilaget er ikke i balanse. Summen av posteringene er ${sum.toFixed(2)}, men må være 0.` });
  }
  if (problems.length) throw validationError(...problems);
}

function voucherNumber(tx: Tx, date: string): { number: number; year: number } {
  const year = Number(date.slice(0, 4));
  const n = tx.filter("voucher", (v) => v.year === year).reduce((m, v) => Math.max(m, Number(v.number) || 0), 0);
  return { number: n + 1, year };
}

/** Stores the postings of one voucher (VAT rows generated); returns their entities. */
export function writePostings(tx: Tx, voucherId: number, date: string, description: string | null | undefined, postings: PostingInput[]): Entity[] {
  const out: Entity[] = [];
  for (const p of postings) {
    const vat = p.vatType !== undefined && p.vatType !== null ? tx.get("vatType", p.vatType) : undefined;
    const pct = vat ? Number(vat.percentage) || 0 : 0;
    const vatAccountNumber = vat ? VAT_ACCOUNT[String(vat.number)] : undefined;
    const gross = round2(p.amountGross);
    const grossCur = round2(p.amountGrossCurrency ?? p.amountGross);
    const split = pct > 0 && vatAccountNumber !== undefined;
    const net = split ? round2(p.amount ?? gross / (1 + pct / 100)) : gross;
    const netCur = split ? round2(p.amountCurrency ?? (p.amount !== undefined && grossCur === gross ? p.amount : grossCur / (1 + pct / 100))) : grossCur;
    const base = {
      voucher: { id: voucherId },
      date: p.date ?? date,
      description: p.description ?? description ?? "",
      customer: r(p.customer),
      supplier: r(p.supplier),
      employee: r(p.employee),
      project: r(p.project),
      product: r(p.product),
      department: r(p.department),
      currency: { id: p.currency ?? 1 },
      invoiceNumber: p.invoiceNumber ?? "",
      termOfPayment: p.termOfPayment ?? null,
      closeGroup: null,
      freeAccountingDimension1: r(p.dims?.[0]),
      freeAccountingDimension2: r(p.dims?.[1]),
      freeAccountingDimension3: r(p.dims?.[2]),
      _invoiceId: p.invoice ?? null,
      _supplierInvoiceId: p.supplierInvoice ?? null,
    };
    out.push(
      tx.insert("posting", {
        ...base,
        account: { id: p.account },
        vatType: r(p.vatType ?? 0),
        amount: net,
        amountCurrency: netCur,
        amountGross: gross,
        amountGrossCurrency: grossCur,
        row: p.row,
        type: p.type ?? null,
        systemGenerated: false,
      }),
    );
    if (split) {
      const vatAcc = accountIdByNumber(tx, vatAccountNumber!);
      out.push(
        tx.insert("posting", {
          ...base,
          _invoiceId: null,
          account: { id: vatAcc },
          vatType: r(p.vatType),
          amount: round2(gross - net),
          amountCurrency: round2(grossCur - netCur),
          amountGross: round2(gross - net),
          amountGrossCurrency: round2(grossCur - netCur),
          // generated VAT rows sit on row 0, which clients may not write themselves
          row: 0,
          type: "VAT",
          systemGenerated: true,
        }),
      );
    }
  }
  return out;
}

/** Creates a balanced voucher with its postings. */
export function createVoucher(tx: Tx, input: VoucherInput): Entity {
  checkPostings(tx, input.postings);
  const { number, year } = voucherNumber(tx, input.date);
  const v = tx.insert("voucher", {
    date: input.date,
    number,
    tempNumber: 0,
    year,
    description: input.description ?? "",
    voucherType: r(input.voucherType),
    reverseVoucher: null,
    document: null,
    attachment: null,
    externalVoucherNumber: input.externalVoucherNumber ?? "",
    ediDocument: null,
    supplierVoucherType: null,
    wasAutoMatched: false,
    vendorInvoiceNumber: input.vendorInvoiceNumber ?? "",
    _kind: input.kind,
    _reversedBy: null,
  });
  writePostings(tx, v.id, input.date, input.description, input.postings);
  return v;
}

export function postingsOf(tx: Tx, voucherId: number): Entity[] {
  return tx.filter("posting", (p) => (p.voucher as Ref | null)?.id === voucherId).sort((a, b) => Number(a.row) - Number(b.row) || a.id - b.id);
}

/** A reversing voucher: every posting negated, same links (a reversed payment reopens its invoice). */
export function reverseVoucher(tx: Tx, voucher: Entity, date: string): Entity {
  const postings = postingsOf(tx, voucher.id).filter((p) => !p.systemGenerated);
  const inputs: PostingInput[] = postings.map((p) => ({
    row: Number(p.row),
    account: (p.account as Ref).id,
    amountGross: -Number(p.amountGross),
    amountGrossCurrency: -Number(p.amountGrossCurrency),
    currency: (p.currency as Ref | null)?.id,
    vatType: (p.vatType as Ref | null)?.id ?? null,
    description: p.description as string,
    customer: (p.customer as Ref | null)?.id,
    supplier: (p.supplier as Ref | null)?.id,
    employee: (p.employee as Ref | null)?.id,
    project: (p.project as Ref | null)?.id,
    department: (p.department as Ref | null)?.id,
    product: (p.product as Ref | null)?.id,
    dims: [1, 2, 3].map((i) => (p[`freeAccountingDimension${i}`] as Ref | null)?.id),
    invoiceNumber: p.invoiceNumber as string,
    type: p.type as string | null,
    invoice: (p._invoiceId as number | null) ?? null,
    supplierInvoice: (p._supplierInvoiceId as number | null) ?? null,
  }));
  const rev = createVoucher(tx, {
    date,
    description: `Tilbakeføring av bilag ${voucher.number}-${voucher.year}${voucher.description ? `: ${voucher.description}` : ""}`,
    voucherType: (voucher.voucherType as Ref | null)?.id ?? null,
    postings: inputs,
    kind: "reversal",
  });
  tx.update("voucher", rev.id, { reverseVoucher: { id: voucher.id } });
  tx.update("voucher", voucher.id, { reverseVoucher: { id: rev.id }, _reversedBy: rev.id });
  return tx.get("voucher", rev.id)!;
}

/** Sum of postings on a sales invoice's receivable: what the customer still owes. */
export function invoiceOutstanding(tx: Tx, invoiceId: number): number {
  return round2(tx.filter("posting", (p) => p._invoiceId === invoiceId).reduce((s, p) => s + Number(p.amountGross), 0));
}

export function invoiceOutstandingCurrency(tx: Tx, invoiceId: number): number {
  return round2(tx.filter("posting", (p) => p._invoiceId === invoiceId).reduce((s, p) => s + Number(p.amountGrossCurrency), 0));
}
