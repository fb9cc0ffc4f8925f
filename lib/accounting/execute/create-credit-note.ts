import "server-only";
import type { CreateCreditNoteTask } from "@/lib/accounting/tasks";
import { findCustomer, listInvoices, pickInvoice, type ExecContext } from "./toolkit";

/** Task 14 — find the invoice (free), one PUT /invoice/{id}/:createCreditNote. */
export async function createCreditNote(task: CreateCreditNoteTask, ctx: ExecContext): Promise<void> {
  const customer = await findCustomer(ctx, task.customer);
  if (!customer) throw new Error(`customer ${task.customer.name} not found`);
  const invoices = await listInvoices(ctx, { customerId: customer.id, fields: "*,orderLines(description)" });
  const credited = new Set(invoices.map((i) => (i.creditedInvoice as { id?: number } | null)?.id).filter(Boolean));
  const invoice = pickInvoice(
    invoices.filter((i) => !credited.has(i.id)),
    { amountExcludingVat: task.amountExcludingVat, amountIncludingVat: task.amountIncludingVat, description: task.invoiceDescription },
  );
  if (!invoice) throw new Error("no invoice to credit found for the customer");
  // A date the request tells before the invoice's own (the evening the hall was let) is no credit note's date: none can precede
  // its invoice, so the note is dated today.
  const invoiceDate = typeof invoice.invoiceDate === "string" ? invoice.invoiceDate : undefined;
  const date = task.date && invoiceDate && task.date < invoiceDate ? ctx.today : (task.date ?? ctx.today);
  await ctx.client.put(`/invoice/${invoice.id}/:createCreditNote`, undefined, {
    date,
    sendToCustomer: false,
  });
}
