import "server-only";
import type { RegisterPaymentTask } from "@/lib/accounting/tasks";
import { findCustomer, invoicePaymentType, listInvoices, pickInvoice, round2, type ExecContext } from "./toolkit";

/** Task 7 — find the outstanding invoice (free GETs), one PUT /invoice/{id}/:payment of what is outstanding. */
export async function registerPayment(task: RegisterPaymentTask, ctx: ExecContext): Promise<void> {
  const customer = await findCustomer(ctx, task.customer);
  if (!customer) throw new Error(`customer ${task.customer.name} not found`);
  const [invoices, paymentType] = await Promise.all([
    listInvoices(ctx, { customerId: customer.id, fields: "*,orderLines(description)" }),
    invoicePaymentType(ctx),
  ]);
  const open = invoices.filter((i) => Number(i.amountOutstanding ?? 0) > 0.001);
  const invoice = pickInvoice(open.length > 0 ? open : invoices, {
    amountExcludingVat: task.amountExcludingVat,
    amountIncludingVat: task.amountIncludingVat,
    description: task.invoiceDescription,
    outstanding: true,
  });
  if (!invoice) throw new Error("no invoice found for the customer");
  const outstanding = round2(Number(invoice.amountOutstanding ?? invoice.amount ?? 0));
  if (outstanding <= 0) {
    ctx.notes.push("invoice already paid");
    return;
  }
  await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
    paymentDate: task.paymentDate ?? ctx.today,
    paymentTypeId: paymentType.id,
    paidAmount: outstanding,
  });
}
