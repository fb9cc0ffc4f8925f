import "server-only";
import type { InvoiceLine } from "@/lib/accounting/tasks";
import {
  addDays,
  ensureBankAccountNumber,
  findProductByNumber,
  forget,
  withOneRetry,
  outgoingVat,
  round2,
  type ExecContext,
  type Ref,
  type Row,
} from "./toolkit";

/** An order line ready for the API: ids resolved, price excluding VAT. */
export type ApiOrderLine = {
  description: string;
  count: number;
  unitPriceExcludingVatCurrency: number;
  vatType: Ref;
  product?: Ref;
  /** VAT percent, kept to compute the gross total locally. */
  rate: number;
};

/**
 * Resolves the products a prompt's lines name by number, creating the missing ones with a single
 * `POST /product/list` (or `POST /product` for one), and returns API order lines.
 */
export async function resolveProductLines(ctx: ExecContext, lines: InvoiceLine[]): Promise<ApiOrderLine[]> {
  const vats = await Promise.all(lines.map((l) => outgoingVat(ctx, l.vatRate ?? 25)));
  const found = await Promise.all(lines.map((l) => (l.productNumber ? findProductByNumber(ctx, l.productNumber) : undefined)));
  const missing = lines
    .map((l, i) => ({ l, i }))
    .filter(({ l, i }) => l.productNumber && !found[i]);
  if (missing.length > 0) {
    const bodies = missing.map(({ l, i }) => ({
      name: l.description,
      number: l.productNumber,
      priceExcludingVatCurrency: l.unitPriceExcludingVat,
      vatType: { id: vats[i].id },
    }));
    const created: Row[] =
      bodies.length === 1
        ? [await ctx.client.post<Row>("/product", bodies[0])]
        : await ctx.client.post<Row[]>("/product/list", bodies).then((r) => listOf(r));
    missing.forEach(({ i }, k) => (found[i] = created[k]));
    ctx.notes.push(`created ${missing.length} missing product(s)`);
  }
  return lines.map((l, i) => ({
    description: l.description,
    count: l.quantity ?? 1,
    unitPriceExcludingVatCurrency: l.unitPriceExcludingVat,
    vatType: { id: vats[i].id },
    rate: vats[i].percentage,
    ...(found[i] ? { product: { id: found[i]!.id } } : {}),
  }));
}

function listOf(r: unknown): Row[] {
  if (Array.isArray(r)) return r as Row[];
  if (r && typeof r === "object" && Array.isArray((r as { values?: unknown }).values)) return (r as { values: Row[] }).values;
  return [];
}

export function apiLine(l: ApiOrderLine): Record<string, unknown> {
  const { rate: _rate, ...rest } = l;
  void _rate;
  return rest;
}

/** Gross total of lines the way the invoice computes it (VAT per line, rounded to øre). */
export function grossTotal(lines: ApiOrderLine[]): number {
  return round2(lines.reduce((s, l) => s + round2(l.count * l.unitPriceExcludingVatCurrency * (1 + l.rate / 100)), 0));
}

/**
 * Creates an invoice with its order embedded (one write), after making sure the company bank
 * account number is set (one more write, only the first time).
 */
export async function createInvoice(
  ctx: ExecContext,
  inv: {
    customer: Ref;
    lines: ApiOrderLine[];
    invoiceDate?: string;
    dueDate?: string;
    send: boolean;
    project?: Ref;
    currency?: Ref;
    comment?: string;
  },
): Promise<Row> {
  await ensureBankAccountNumber(ctx);
  const date = inv.invoiceDate ?? ctx.today;
  const order: Record<string, unknown> = {
    customer: inv.customer,
    orderDate: date,
    deliveryDate: date,
    orderLines: inv.lines.map(apiLine),
  };
  if (inv.project) order.project = inv.project;
  if (inv.currency) order.currency = inv.currency;
  const body: Record<string, unknown> = {
    invoiceDate: date,
    invoiceDueDate: inv.dueDate ?? addDays(date, 14),
    customer: inv.customer,
    orders: [order],
  };
  if (inv.comment) body.comment = inv.comment;
  return withOneRetry(
    () => ctx.client.post<Row>("/invoice", body, { sendToCustomer: inv.send }),
    async (err) => {
      if (!err.mentions("bankkontonummer") && !err.mentions("bank account")) return false;
      forget(ctx, "ensureBank");
      forget(ctx, "account:1920");
      await ensureBankAccountNumber(ctx);
      return true;
    },
  );
}

/** Whether an invoice to this customer can be sent by email. */
export function canEmail(customer: Row): boolean {
  return Boolean(String(customer.invoiceEmail ?? "").trim() || String(customer.email ?? "").trim());
}
