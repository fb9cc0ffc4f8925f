import { beforeAll, describe, expect, test } from "vitest";
import type { Api } from "./accounting-sandbox-solutions";
import { newCompany, withBankAccount } from "./accounting-sandbox-helpers";

/** The frequent mistakes of the task research (§6.7) get the real status, code and message. */
let api: Api;
let facts: Awaited<ReturnType<typeof newCompany>>["facts"];

beforeAll(async () => {
  const c = await newCompany();
  api = c.api;
  facts = c.facts;
});

async function fails(method: string, path: string, opts: { body?: unknown; query?: Record<string, string | number | boolean> } = {}) {
  const r = await api.call(method, path, opts);
  return { status: r.status, code: r.body?.code, message: r.body?.message, messages: (r.body?.validationMessages ?? []).map((m: { field: string | null; message: string }) => `${m.field}: ${m.message}`), body: r.body };
}

const employee = (extra: Record<string, unknown> = {}) => ({ firstName: "Ola", lastName: "Test", email: `ola.${Math.random().toString(36).slice(2, 8)}@example.org`, userType: "STANDARD", department: { id: facts.departmentId }, ...extra });

describe("employees", () => {
  test("startDate on the employee is a field that does not exist", async () => {
    const r = await fails("POST", "/employee", { body: employee({ startDate: "2026-06-03" }) });
    expect(r).toMatchObject({ status: 422, code: 16000 });
    expect(r.messages).toEqual(["startDate: Feltet eksisterer ikke i objektet."]);
    expect(r.body).toMatchObject({ link: expect.any(String), developerMessage: expect.any(String), requestId: expect.any(String) });
  });

  test("a missing userType", async () => {
    const r = await fails("POST", "/employee", { body: employee({ userType: undefined }) });
    expect(r).toMatchObject({ status: 422, code: 18000, message: "Validering feilet." });
    expect(r.messages).toContain("userType: Brukertype kan ikke være «0» eller tom.");
  });

  test("a missing department once there are several, and a duplicate email", async () => {
    await api.post("/department", { name: "Lager", departmentNumber: "9" });
    expect((await fails("POST", "/employee", { body: employee({ department: undefined }) })).messages).toContain("department.id: Feltet må fylles ut.");
    const first = employee();
    await api.post("/employee", first);
    expect((await fails("POST", "/employee", { body: { ...first, firstName: "Other" } })).messages).toContain("email: Det finnes allerede en bruker med denne e-postadressen.");
  });

  test("payroll needs an employment linked to a division", async () => {
    const e = await api.post("/employee", employee({ dateOfBirth: "1990-01-01", employments: [{ startDate: "2026-01-01" }] }));
    const fastlonn = (await api.get("/salary/type", { name: "Fastlønn" }))[0];
    const r = await fails("POST", "/salary/transaction", { body: { date: "2026-03-31", year: 2026, month: 3, payslips: [{ employee: { id: e.id }, specifications: [{ salaryType: { id: fastlonn.id }, rate: 1000, count: 1 }] }] } });
    expect(r.status).toBe(422);
    expect(r.messages.join()).toContain("Arbeidsforholdet er ikke knyttet mot en virksomhet");
  });

  test("a project manager without project-manager access", async () => {
    const e = await api.post("/employee", employee());
    const r = await fails("POST", "/project", { body: { name: "P", startDate: "2026-03-01", projectManager: { id: e.id } } });
    expect(r.status).toBe(422);
    expect(r.messages).toContain("projectManager.id: Oppgitt prosjektleder har ikke fått tilgang som prosjektleder i kontoen.");
    await api.put("/employee/entitlement/:grantEntitlementsByTemplate", undefined, { employeeId: e.id, template: "ALL_PRIVILEGES" });
    expect((await api.call("POST", "/project", { body: { name: "P", startDate: "2026-03-01", projectManager: { id: e.id } } })).status).toBe(201);
  });
});

describe("invoices and orders", () => {
  test("no invoice before the company has a bank account number; an invalid one is refused", async () => {
    const c = await newCompany();
    const cust = await c.api.post("/customer", { name: "Kunde AS" });
    const body = { invoiceDate: "2026-03-21", invoiceDueDate: "2026-04-04", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-03-21", deliveryDate: "2026-03-21", orderLines: [{ description: "X", count: 1, unitPriceExcludingVatCurrency: 100 }] }] };
    const r = await c.api.call("POST", "/invoice", { body });
    expect(r.status).toBe(422);
    expect(r.body.validationMessages[0].message).toBe("Faktura kan ikke opprettes før selskapet har registrert et bankkontonummer.");
    const bank = await c.api.one("/ledger/account", { number: 1920, fields: "*" });
    const bad = await c.api.call("PUT", `/ledger/account/${bank.id}`, { body: { id: bank.id, version: bank.version, bankAccountNumber: "12345678901" } });
    expect(bad.status).toBe(422);
    expect(bad.body.validationMessages).toEqual([expect.objectContaining({ field: "bankAccountNumber", message: "Dette er ikke et gyldig norsk kontonummer." })]);
    await withBankAccount(c.api);
    expect((await c.api.call("POST", "/invoice", { body })).status).toBe(201);
  });

  test("required dates and the order's customer", async () => {
    const cust = await api.post("/customer", { name: "Dato AS" });
    expect((await fails("POST", "/order", { body: { customer: { id: cust.id }, orderDate: "2026-03-21" } })).messages).toEqual(["deliveryDate: Kan ikke være null."]);
    const r = await fails("POST", "/invoice", { body: { invoiceDate: "2026-03-21", customer: { id: cust.id }, orders: [{ orderDate: "2026-03-21", deliveryDate: "2026-03-21" }] } });
    expect(r.messages).toContain("invoiceDueDate: Kan ikke være null.");
    await withBankAccount(api);
    const r2 = await fails("POST", "/invoice", { body: { invoiceDate: "2026-03-21", invoiceDueDate: "2026-04-04", orders: [{ orderDate: "2026-03-21", deliveryDate: "2026-03-21" }] } });
    expect(r2.messages).toContain("orders.customer: Kan ikke være null.");
  });

  test("wrong field names on order lines, vouchers and projects", async () => {
    const cust = await api.post("/customer", { name: "Felt AS" });
    const line = await fails("POST", "/order", { body: { customer: { id: cust.id }, orderDate: "2026-03-21", deliveryDate: "2026-03-21", orderLines: [{ description: "X", quantity: 2, unitCostPrice: 5 }] } });
    expect(line).toMatchObject({ status: 422, code: 16000 });
    expect(line.messages).toEqual(["orderLines.quantity: Feltet eksisterer ikke i objektet.", "orderLines.unitCostPrice: Feltet eksisterer ikke i objektet."]);
    expect((await fails("POST", "/ledger/voucher", { body: { voucherDate: "2026-03-21", postings: [] } })).messages).toEqual(["voucherDate: Feltet eksisterer ikke i objektet."]);
    expect((await fails("POST", "/project", { body: { name: "B", budget: 100 } })).messages).toEqual(["budget: Feltet eksisterer ikke i objektet."]);
  });

  test("an invoice whose order has no lines", async () => {
    const cust = await api.post("/customer", { name: "Tom AS" });
    const r = await fails("POST", "/invoice", { body: { invoiceDate: "2026-03-21", invoiceDueDate: "2026-04-04", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-03-21", deliveryDate: "2026-03-21" }] } });
    expect(r.status).toBe(422);
    expect(r.messages.join()).toContain("Fakturaen inneholder ingen ordrelinjer");
  });

  test("GET /invoice needs its date window; from is an offset", async () => {
    const r = await fails("GET", "/invoice", { query: { customerId: 1 } });
    expect(r.status).toBe(422);
    expect(r.messages).toEqual(["invoiceDateFrom: Kan ikke være null.", "invoiceDateTo: Kan ikke være null."]);
    const from = await fails("GET", "/ledger/voucher", { query: { dateFrom: "2026-01-01", dateTo: "2026-02-01", from: "2026-01-01" } });
    expect(from.status).toBe(422);
    expect(from.messages.join()).toContain("må være et heltall");
    expect((await fails("GET", "/ledger/voucher", { query: { dateFrom: "2026-01-01", dateTo: "2026-01-01" } })).status).toBe(422);
  });

  test("a field the DTO does not have in the fields filter", async () => {
    const r = await fails("GET", "/invoice", { query: { invoiceDateFrom: "2026-01-01", invoiceDateTo: "2026-02-01", fields: "id,amountOutstandingCurrency" } });
    expect(r).toMatchObject({ status: 400, code: 11000, message: "Illegal field in fields filter: amountOutstandingCurrency. amountOutstandingCurrency does not match a field in the model: InvoiceDTO" });
    expect((await fails("GET", "/travelExpense/paymentType", { query: { fields: "id,name" } })).message).toContain("TravelPaymentTypeDTO");
  });

  test("sending with MANUAL is a server error", async () => {
    const cust = await api.post("/customer", { name: "Send AS", email: "post@send.no" });
    const inv = await api.post("/invoice", { invoiceDate: "2026-03-21", invoiceDueDate: "2026-04-04", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-03-21", deliveryDate: "2026-03-21", orderLines: [{ description: "X", count: 1, unitPriceExcludingVatCurrency: 100 }] }] }, { sendToCustomer: false });
    expect((await fails("PUT", `/invoice/${inv.id}/:send`, { query: { sendType: "MANUAL" } })).status).toBe(500);
    expect((await api.call("PUT", `/invoice/${inv.id}/:send`, { query: { sendType: "EMAIL" } })).status).toBe(204);
  });
});

describe("products, departments, dimensions", () => {
  test("incoming VAT on a product, duplicate product and department numbers", async () => {
    expect((await fails("POST", "/product", { body: { name: "Feil", vatType: { id: 1 } } })).messages).toEqual(["vatType: Ugyldig mva-kode."]);
    await api.post("/product", { name: "Vare", number: "5001" });
    expect((await fails("POST", "/product", { body: { name: "Vare 2", number: "5001" } })).messages).toEqual(["number: Produktnummeret 5001 er i bruk."]);
    expect((await fails("POST", "/department", { body: { name: "Dup", departmentNumber: "1" } })).messages).toEqual(["departmentNumber: Nummeret er i bruk."]);
  });

  test("at most three free accounting dimensions", async () => {
    const c = await newCompany();
    for (const n of ["A", "B", "C"]) await c.api.post("/ledger/accountingDimensionName", { dimensionName: n });
    const r = await c.api.call("POST", "/ledger/accountingDimensionName", { body: { dimensionName: "D" } });
    expect(r.status).toBe(422);
    expect(r.body.validationMessages[0].message).toBe("Maximum of 3 accounting dimensions allowed");
  });
});

describe("vouchers", () => {
  const line = (row: number | undefined, account: number, amount: number, extra = {}) => ({ ...(row === undefined ? {} : { row }), account: { id: account }, amount, amountCurrency: amount, amountGross: amount, amountGrossCurrency: amount, ...extra });

  test("postings without row are system rows", async () => {
    const [a, b] = [await api.one("/ledger/account", { number: 6300 }), await api.one("/ledger/account", { number: 1920 })];
    const r = await fails("POST", "/ledger/voucher", { body: { date: "2026-03-21", postings: [line(undefined, a.id, 100), line(undefined, b.id, -100)] } });
    expect(r.messages).toEqual(["postings.row: Posteringene på rad 0 (guiRow 0) er systemgenererte og kan ikke opprettes eller endres på utsiden av Tripletex."]);
  });

  test("accounts referenced by number, 1500 without customer, unbalanced", async () => {
    const a1920 = await api.one("/ledger/account", { number: 1920 });
    const a1500 = await api.one("/ledger/account", { number: 1500 });
    const byNumber = await fails("POST", "/ledger/voucher", { body: { date: "2026-03-21", postings: [{ row: 1, account: { number: 6590 }, amountGross: 10 }, line(2, a1920.id, -10)] } });
    expect(byNumber.messages).toEqual(["postings.account.name: Kan ikke være null."]);
    const noCustomer = await fails("POST", "/ledger/voucher", { body: { date: "2026-03-21", postings: [line(1, a1500.id, 10), line(2, a1920.id, -10)] } });
    expect(noCustomer.messages).toEqual(["postings.customer.id: Kunde mangler."]);
    const unbalanced = await fails("POST", "/ledger/voucher", { body: { date: "2026-03-21", postings: [line(1, a1920.id, 10), line(2, a1920.id, -9)] } });
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.messages[0]).toMatch(/^postings: Bilaget er ikke i balanse/);
  });

  test("travel per diem needs compensation from rates", async () => {
    const e = await api.post("/employee", employee());
    const r = await fails("POST", "/travelExpense", { body: { employee: { id: e.id }, title: "Reise", travelDetails: { departureDate: "2026-03-01", returnDate: "2026-03-02", destination: "Bergen" }, perDiemCompensations: [{ count: 2, rate: 800, location: "Bergen" }] } });
    expect(r.status).toBe(422);
    expect(r.messages).toEqual(["perDiemCompensations: Kun kostnader kan registreres uten kompensasjon etter satser."]);
  });

  test("pilot endpoints are refused", async () => {
    expect((await fails("POST", "/incomingInvoice", { body: {} })).status).toBe(403);
    expect((await fails("POST", "/customer/list", { body: [] })).status).toBe(403);
  });
});
