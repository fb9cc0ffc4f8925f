import "server-only";
import { TripletexApiError } from "@/lib/accounting/tripletex-client";
import { cached, round2, type ExecContext, type Ref, type Row } from "./context";
import { accountsByNumbers } from "./ledger-lookups";

// ---------------------------------------------------------------------------------------------
// Vouchers

export type PostingLine = {
  account: number;
  /** Positive = debit, negative = credit. Net amount when vatType is set (gross is derived). */
  amount: number;
  vatType?: Ref;
  /** Gross when a VAT type is set; defaults to amount × (1 + rate). */
  amountGross?: number;
  customer?: Ref;
  supplier?: Ref;
  employee?: Ref;
  department?: Ref;
  project?: Ref;
  product?: Ref;
  description?: string;
  invoiceNumber?: string;
  freeAccountingDimension1?: Ref;
  freeAccountingDimension2?: Ref;
  freeAccountingDimension3?: Ref;
};

/** Builds the postings of a voucher: explicit rows from 1, all four amount fields, ids for accounts. */
export async function buildPostings(ctx: ExecContext, date: string, lines: PostingLine[]): Promise<Record<string, unknown>[]> {
  const accounts = await accountsByNumbers(
    ctx,
    lines.map((l) => l.account),
  );
  return lines.map((l, i) => {
    const acc = accounts.get(Number(l.account));
    if (!acc) throw new Error(`ledger account ${l.account} does not exist in this company`);
    const gross = round2(l.amountGross ?? l.amount);
    const amount = round2(l.amount);
    const p: Record<string, unknown> = {
      row: i + 1,
      date,
      account: { id: acc.id },
      amount: l.vatType ? amount : gross,
      amountCurrency: l.vatType ? amount : gross,
      amountGross: gross,
      amountGrossCurrency: gross,
    };
    if (l.vatType) p.vatType = l.vatType;
    for (const k of [
      "customer",
      "supplier",
      "employee",
      "department",
      "project",
      "product",
      "freeAccountingDimension1",
      "freeAccountingDimension2",
      "freeAccountingDimension3",
    ] as const) {
      if (l[k]) p[k] = l[k];
    }
    if (l.description) p.description = l.description;
    if (l.invoiceNumber) p.invoiceNumber = l.invoiceNumber;
    return p;
  });
}

export async function postVoucher(
  ctx: ExecContext,
  v: {
    date: string;
    description: string;
    lines: PostingLine[];
    voucherType?: Ref | null;
    vendorInvoiceNumber?: string;
    externalVoucherNumber?: string;
  },
): Promise<Row> {
  const bodyOf = async (lines: PostingLine[]) => {
    const body: Record<string, unknown> = { date: v.date, description: v.description, postings: await buildPostings(ctx, v.date, lines) };
    if (v.voucherType) body.voucherType = v.voucherType;
    if (v.vendorInvoiceNumber) body.vendorInvoiceNumber = v.vendorInvoiceNumber;
    if (v.externalVoucherNumber) body.externalVoucherNumber = v.externalVoucherNumber;
    return body;
  };
  const first = await bodyOf(v.lines);
  try {
    return await ctx.client.post<Row>("/ledger/voucher", first, { sendToLedger: true });
  } catch (err) {
    // An account locked to another VAT code refuses the VAT type: book the VAT row by hand.
    const vatProblem =
      err instanceof TripletexApiError &&
      err.status === 422 &&
      v.lines.some((l) => l.vatType) &&
      (err.mentions("vatType") || err.mentions("mva") || err.mentions("vatLocked"));
    if (!vatProblem) throw err;
    ctx.notes.push(`retried the voucher with explicit VAT rows after: ${(err as Error).message.slice(0, 160)}`);
    return ctx.client.post<Row>("/ledger/voucher", await bodyOf(explicitVat(v.lines)), { sendToLedger: true });
  }
}

/** Replaces VAT-typed lines by a net line and an input-VAT line on 2710 (gross unchanged). */
export function explicitVat(lines: PostingLine[]): PostingLine[] {
  return lines.flatMap((l) => {
    if (!l.vatType) return [l];
    const gross = round2(l.amountGross ?? l.amount);
    const net = round2(l.amount);
    const { vatType: _vat, amountGross: _gross, ...rest } = l;
    void _vat;
    void _gross;
    const vat = round2(gross - net);
    return vat === 0 ? [{ ...rest, amount: net }] : [{ ...rest, amount: net }, { account: 2710, amount: vat, description: l.description }];
  });
}

export async function voucherTypeByName(ctx: ExecContext, pattern: RegExp): Promise<Ref | undefined> {
  const rows = await cached(ctx, "voucherTypes", () => ctx.client.list<Row>("/ledger/voucherType", { fields: "id,name", count: 1000 }));
  const hit = rows.find((r) => pattern.test(String(r.name ?? "")));
  return hit ? { id: hit.id } : undefined;
}
