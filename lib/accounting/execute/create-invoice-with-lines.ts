import "server-only";
import type { CreateInvoiceWithLinesTask } from "@/lib/accounting/tasks";
import { canEmail, createInvoice, resolveProductLines } from "./invoice-helpers";
import { findOrCreateCustomer, type ExecContext } from "./toolkit";

/** Task 9 — products by number (created only when missing), one POST /invoice with product lines. */
export async function createInvoiceWithLines(task: CreateInvoiceWithLinesTask, ctx: ExecContext): Promise<void> {
  const [customer, lines] = await Promise.all([findOrCreateCustomer(ctx, task.customer), resolveProductLines(ctx, task.lines)]);
  await createInvoice(ctx, {
    customer: { id: customer.id },
    lines,
    invoiceDate: task.invoiceDate,
    dueDate: task.dueDate,
    send: task.send === true && canEmail(customer),
  });
}
