import { describe, expect, it } from "vitest";
import { sandboxForTests } from "@/lib/testing/practice-company";

// The sandbox keeps its companies in a private database for this file.
const sandbox = await sandboxForTests("agent-credit-note-");
const { createCreditNote } = await import("./create-credit-note");

const TODAY = "2026-03-21";

type Row = Record<string, unknown> & { id: number };

/** A fresh company with one customer and one invoice dated 2026-02-20. */
async function invoiced() {
  const client = await sandbox.company(TODAY, { bankAccount: true });
  const [vat] = await client.list<Row>("/ledger/vatType", { number: "3" });
  const customer = await client.post<Row>("/customer", { name: "Raudberg Catering AS", organizationNumber: "821219515" });
  const invoice = await client.post<Row>(
    "/invoice",
    {
      invoiceDate: "2026-02-20",
      invoiceDueDate: "2026-03-06",
      customer: { id: customer.id },
      orders: [{ customer: { id: customer.id }, orderDate: "2026-02-20", deliveryDate: "2026-02-20", orderLines: [{ description: "Utleige storsal", count: 1, unitPriceExcludingVatCurrency: 15600, vatType: { id: vat.id } }] }],
    },
    { sendToCustomer: false },
  );
  return { ctx: { client, today: TODAY, notes: [] as string[] }, invoice };
}

describe("a credit note", () => {
  it("is dated today when the request tells a date before the invoice's own (the evening the hall was let)", async () => {
    const { ctx, invoice } = await invoiced();
    await createCreditNote({ type: "create_credit_note", customer: { name: "Raudberg Catering AS", organizationNumber: "821219515" }, amountExcludingVat: 15600, date: "2026-02-07" }, ctx);
    const rows = await ctx.client.list<Row>("/invoice", { invoiceDateFrom: "2026-01-01", invoiceDateTo: "2026-12-31", fields: "*" });
    const credits = (r: Row) => r.creditedInvoice === invoice.id || (r.creditedInvoice as { id?: number } | null)?.id === invoice.id;
    const note = rows.find(credits);
    expect(note?.invoiceDate).toBe(TODAY);
  });
});
