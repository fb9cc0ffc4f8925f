import { describe, expect, it } from "vitest";
import { sandboxForTests } from "@/lib/testing/practice-company";

// The sandbox keeps its companies in a private database for this file.
const sandbox = await sandboxForTests("agent-reminder-");
const { overdueInvoiceReminder } = await import("./overdue-invoice-reminder");

const TODAY = "2026-03-21";

type Row = Record<string, unknown> & { id: number };

/** A fresh company with two customers, each with one invoice past its due date (the first the older). */
async function twoOverdue() {
  const client = await sandbox.company(TODAY, { bankAccount: true });
  const [vat] = await client.list<Row>("/ledger/vatType", { number: "3" });
  const invoices: Row[] = [];
  for (const [name, org, due] of [["Eldre Kunde AS", "911111118", "2026-01-31"], ["Rheinland Netzwerk GmbH", "993550876", "2026-02-28"]]) {
    const customer = await client.post<Row>("/customer", { name, organizationNumber: org });
    invoices.push(
      await client.post<Row>(
        "/invoice",
        {
          invoiceDate: "2026-01-10",
          invoiceDueDate: due,
          customer: { id: customer.id },
          orders: [{ customer: { id: customer.id }, orderDate: "2026-01-10", deliveryDate: "2026-01-10", orderLines: [{ description: "Service", count: 1, unitPriceExcludingVatCurrency: 8000, vatType: { id: vat.id } }] }],
        },
        { sendToCustomer: false },
      ),
    );
  }
  return { ctx: { client, today: TODAY, notes: [] as string[] }, invoices };
}

async function outstanding(client: Awaited<ReturnType<typeof sandbox.company>>, id: number): Promise<number> {
  const [row] = await client.list<Row>("/invoice", { id: String(id), invoiceDateFrom: "2026-01-01", invoiceDateTo: "2026-12-31", fields: "*" });
  return Number(row.amountOutstanding);
}

describe("a reminder on an overdue invoice", () => {
  it("takes the named customer's overdue invoice, not the most overdue one", async () => {
    const { ctx, invoices } = await twoOverdue();
    await overdueInvoiceReminder({ type: "overdue_invoice_reminder", customer: { name: "Rheinland Netzwerk GmbH", organizationNumber: "993550876" }, reminderFee: 65, debitAccount: 1500, creditAccount: 3400, invoiceFee: false, partialPaymentAmount: 4000 }, ctx);
    expect(await outstanding(ctx.client, invoices[1].id)).toBeCloseTo(10000 - 4000, 2);
    expect(await outstanding(ctx.client, invoices[0].id)).toBeCloseTo(10000, 2);
  });

  it("takes the most overdue one when no customer is named, and refuses a named customer with none of the several", async () => {
    const { ctx, invoices } = await twoOverdue();
    await overdueInvoiceReminder({ type: "overdue_invoice_reminder", reminderFee: 65, debitAccount: 1500, creditAccount: 3400, invoiceFee: false, partialPaymentAmount: 4000 }, ctx);
    expect(await outstanding(ctx.client, invoices[0].id)).toBeCloseTo(6000, 2);
    const other = await twoOverdue();
    const before = other.ctx.client.writes;
    await expect(
      overdueInvoiceReminder({ type: "overdue_invoice_reminder", customer: { name: "Nobody AS", organizationNumber: "922222227" }, reminderFee: 65, debitAccount: 1500, creditAccount: 3400, invoiceFee: false }, other.ctx),
    ).rejects.toThrow(/no overdue invoice of Nobody AS/);
    expect(other.ctx.client.writes).toBe(before);
  });
});
