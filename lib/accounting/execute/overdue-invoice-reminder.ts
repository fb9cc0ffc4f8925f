import "server-only";
import type { OverdueInvoiceReminderTask } from "@/lib/accounting/tasks";
import { looseName } from "./context";
import { canEmail, createInvoice } from "./invoice-helpers";
import { invoicePaymentType, listInvoices, outgoingVat, postVoucher, type ExecContext, type Row } from "./toolkit";

/**
 * Task 25 — the overdue invoice is the open one whose due date has passed (the most overdue when
 * several; the named customer's, when the request names one); then the reminder-fee voucher (debit receivables with the customer, credit fee
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
  const named = task.customer;
  const ofNamed = named ? overdue.filter((i) => isCustomer(i.customer as Row | undefined, named)) : overdue;
  // A name spelt otherwise than the ledger's still finds the one overdue invoice there is.
  const invoice = ofNamed[0] ?? (overdue.length === 1 ? overdue[0] : undefined);
  if (!invoice) throw new Error(named && overdue.length > 0 ? `no overdue invoice of ${named.name} found` : "no overdue invoice found");
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

/** Whether an invoice's customer is the party the request names: the same organisation number, else the same name. */
function isCustomer(customer: Row | undefined, named: { name: string; organizationNumber?: string }): boolean {
  if (!customer) return false;
  const org = String(customer.organizationNumber ?? "").replace(/\s/g, "");
  if (named.organizationNumber && org) return org === named.organizationNumber.replace(/\s/g, "");
  return looseName(customer.name) === looseName(named.name);
}
