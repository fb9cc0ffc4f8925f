import "server-only";
import type { OrderToInvoiceWithPaymentTask } from "@/lib/accounting/tasks";
import { apiLine, grossTotal, resolveProductLines } from "./invoice-helpers";
import {
  ensureBankAccountNumber,
  findOrCreateCustomer,
  invoicePaymentType,
  round2,
  type ExecContext,
  type Row,
} from "./toolkit";

/**
 * Task 10 — POST /order, then PUT /order/{id}/:invoice with the payment in the same call (the gross
 * total), so order → invoice → full payment costs two writes (plus the bank account fix).
 */
export async function orderToInvoiceWithPayment(task: OrderToInvoiceWithPaymentTask, ctx: ExecContext): Promise<void> {
  const [customer, lines, paymentType] = await Promise.all([
    findOrCreateCustomer(ctx, task.customer),
    resolveProductLines(ctx, task.lines),
    invoicePaymentType(ctx),
  ]);
  await ensureBankAccountNumber(ctx);
  const date = task.orderDate ?? ctx.today;
  const order = await ctx.client.post<Row>("/order", {
    customer: { id: customer.id },
    orderDate: date,
    deliveryDate: date,
    orderLines: lines.map(apiLine),
  });
  const gross = grossTotal(lines);
  const invoice = await ctx.client.put<Row>(`/order/${order.id}/:invoice`, undefined, {
    invoiceDate: date,
    sendToCustomer: false,
    paymentTypeId: paymentType.id,
    paidAmount: gross,
  });
  // If the invoice's own rounding left something open, settle the rest.
  const left = round2(Number(invoice?.amountOutstanding ?? 0));
  if (invoice?.id && left > 0.005) {
    ctx.notes.push(`paid the remaining ${left} after invoicing`);
    await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
      paymentDate: task.paymentDate ?? ctx.today,
      paymentTypeId: paymentType.id,
      paidAmount: left,
    });
  }
}
