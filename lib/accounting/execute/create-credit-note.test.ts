import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The sandbox keeps its companies in a private database for this file.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "agent-credit-note-"));
process.env.DATABASE_URL = "";

const { startSandboxServer } = await import("@/lib/accounting-sandbox/serve");
const { practiceCompany } = await import("@/lib/testing/practice-company");
const { createCreditNote } = await import("./create-credit-note");

let sandbox: { url: string; close: () => Promise<void> | void };
const TODAY = "2026-03-21";

beforeAll(async () => {
  sandbox = (await startSandboxServer({ port: 0 })) as typeof sandbox;
});
afterAll(async () => {
  await sandbox?.close();
});

type Row = Record<string, unknown> & { id: number };

/** A fresh company with one customer and one invoice dated 2026-02-20. */
async function invoiced() {
  const client = await practiceCompany(sandbox.url, TODAY, { bankAccount: true });
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
