import "server-only";
import type { CreateAndSendInvoiceTask } from "@/lib/accounting/tasks";
import { canEmail, createInvoice } from "./invoice-helpers";
import { findOrCreateCustomer, outgoingVat, type ExecContext } from "./toolkit";

/** Task 6 — customer by org no. (free), bank account number if missing, one POST /invoice that sends. */
export async function createAndSendInvoice(task: CreateAndSendInvoiceTask, ctx: ExecContext): Promise<void> {
  const [customer, vat] = await Promise.all([findOrCreateCustomer(ctx, task.customer), outgoingVat(ctx, task.vatRate ?? 25)]);
  const send = canEmail(customer);
  if (!send) ctx.notes.push("customer has no email: invoice created without sending");
  await createInvoice(ctx, {
    customer: { id: customer.id },
    lines: [
      {
        description: task.description,
        count: 1,
        unitPriceExcludingVatCurrency: task.amountExcludingVat,
        vatType: { id: vat.id },
        rate: vat.percentage,
      },
    ],
    invoiceDate: task.invoiceDate,
    dueDate: task.dueDate,
    send,
  });
}
