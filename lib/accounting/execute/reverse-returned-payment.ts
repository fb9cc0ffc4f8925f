import "server-only";
import type { ReverseReturnedPaymentTask } from "@/lib/accounting/tasks";
import { addDays, findCustomer, listInvoices, pickInvoice, type ExecContext, type Row } from "./toolkit";

/**
 * Task 18 — the payment voucher is the one that credited receivables (1500) for the customer
 * outside the invoice's own voucher; reverse it with one PUT /ledger/voucher/{id}/:reverse.
 */
export async function reverseReturnedPayment(task: ReverseReturnedPaymentTask, ctx: ExecContext): Promise<void> {
  const customer = await findCustomer(ctx, task.customer);
  if (!customer) throw new Error(`customer ${task.customer.name} not found`);
  const invoices = await listInvoices(ctx, { customerId: customer.id, fields: "*,orderLines(description),voucher(id)" });
  const paid = invoices.filter((i) => Number(i.amountOutstanding ?? 0) < Number(i.amount ?? 0) - 0.001);
  const invoice = pickInvoice(paid.length > 0 ? paid : invoices, {
    amountExcludingVat: task.amountExcludingVat,
    amountIncludingVat: task.amountIncludingVat,
    description: task.invoiceDescription,
    outstanding: false,
  });
  if (!invoice) throw new Error("no paid invoice found for the customer");
  const invoiceVoucherId = (invoice.voucher as { id?: number } | null)?.id;
  const postings = await ctx.client.list<Row>("/ledger/posting", {
    dateFrom: String(invoice.invoiceDate ?? "2000-01-01"),
    dateTo: addDays(ctx.today, 1),
    customerId: customer.id,
    accountNumberFrom: 1500,
    accountNumberTo: 1500,
    fields: "id,date,amount,amountGross,voucher(id),account(number)",
    count: 1000,
  });
  const gross = Number(invoice.amount ?? 0);
  const payments = postings
    .filter((p) => Number(p.amount) < 0 && (p.voucher as Row | null)?.id !== invoiceVoucherId)
    .sort((a, b) => scorePayment(b, gross) - scorePayment(a, gross) || String(b.date).localeCompare(String(a.date)));
  const payment = payments[0];
  if (!payment) throw new Error("no payment found on the invoice");
  await ctx.client.put(`/ledger/voucher/${(payment.voucher as Row).id}/:reverse`, undefined, { date: task.date ?? ctx.today });
}

function scorePayment(p: Row, gross: number): number {
  return Math.abs(Math.abs(Number(p.amount)) - gross) < 0.5 ? 1 : 0;
}
