import "server-only";
import type { OverdueInvoiceReminderTask } from "@/lib/accounting/tasks";
import { canEmail, createInvoice } from "./invoice-helpers";
import { invoicePaymentType, listInvoices, outgoingVat, postVoucher, type ExecContext, type Row } from "./toolkit";

/**
 * Task 25 — the overdue invoice is the open one whose due date has passed (the most overdue when
 * several); then the reminder-fee voucher (debit receivables with the customer, credit fee
 * revenue), a VAT-free fee invoice that is sent, and the partial payment.
 */
export async function overdueInvoiceReminder(task: OverdueInvoiceReminderTask, ctx: ExecContext): Promise<void> {
  const invoices = await listInvoices(ctx, { fields: "*,customer(*)" });
  const overdue = invoices
    .filter(
      (i) =>
        i.isCreditNote !== true &&
        Number(i.amountOutstanding ?? 0) > 0.001 &&
        String(i.invoiceDueDate ?? "9999") < ctx.today,
    )
    .sort((a, b) => String(a.invoiceDueDate).localeCompare(String(b.invoiceDueDate)));
  const invoice = overdue[0];
  if (!invoice) throw new Error("no overdue invoice found");
  const customer = invoice.customer as Row;
  const [vat, paymentType] = await Promise.all([outgoingVat(ctx, 0, { outsideVatAct: true }), invoicePaymentType(ctx)]);

  await postVoucher(ctx, {
    date: ctx.today,
    description: `Purregebyr faktura ${invoice.invoiceNumber ?? invoice.id}`,
    lines: [
      { account: task.debitAccount, amount: task.reminderFee, customer: { id: customer.id } },
      { account: task.creditAccount, amount: -task.reminderFee },
    ],
  });
  if (task.invoiceFee) {
    await createInvoice(ctx, {
      customer: { id: customer.id },
      lines: [
        {
          description: "Purregebyr",
          count: 1,
          unitPriceExcludingVatCurrency: task.reminderFee,
          vatType: { id: vat.id },
          rate: vat.percentage,
        },
      ],
      send: canEmail(customer),
    });
  }
  if (task.partialPaymentAmount) {
    await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
      paymentDate: ctx.today,
      paymentTypeId: paymentType.id,
      paidAmount: Math.min(task.partialPaymentAmount, Number(invoice.amountOutstanding)),
    });
  }
}
