import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Api } from "@/tests/integration/accounting-sandbox-solutions";
import { startTestSandbox, type TestCompany } from "./testing";

/** Workflows beyond the example cases: documents, bank files, travel states, reminders, payroll. */
let sb: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => sb?.close());

async function company(): Promise<{ c: TestCompany; api: Api }> {
  const c = await sb.company("2026-03-21");
  return { c, api: new Api(c.baseUrl, c.token) };
}

async function upload(c: TestCompany, path: string, query: Record<string, string | number>, file: Blob, name: string) {
  const u = new URL(c.baseUrl + path);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, String(v));
  const form = new FormData();
  form.set("file", file, name);
  const res = await fetch(u, { method: "POST", headers: { authorization: `Basic ${Buffer.from(`0:${c.token}`).toString("base64")}` }, body: form });
  return { status: res.status, body: await res.json() };
}

const EHF = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>INV-2026-0042</cbc:ID><cbc:IssueDate>2026-03-10</cbc:IssueDate><cbc:DueDate>2026-04-09</cbc:DueDate>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Leveranse AS</cbc:RegistrationName><cbc:CompanyID>933333333</cbc:CompanyID></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
  <cac:LegalMonetaryTotal><cbc:TaxExclusiveAmount currencyID="NOK">1000.00</cbc:TaxExclusiveAmount><cbc:PayableAmount currencyID="NOK">1250.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</Invoice>`;

describe("supplier invoices", () => {
  test("an imported EHF becomes a supplier invoice that is booked by PUT postings and paid with :addPayment", async () => {
    const { c, api } = await company();
    const sup = await api.post("/supplier", { name: "Leveranse AS", organizationNumber: "933333333" });
    const imported = await upload(c, "/ledger/voucher/importDocument", {}, new Blob([EHF], { type: "application/xml" }), "faktura.xml");
    expect(imported.status).toBe(201);
    const voucher = imported.body.values[0];
    expect((await api.get("/ledger/voucher/>nonPosted")).map((v: { id: number }) => v.id)).toEqual([voucher.id]);
    const si = (await api.get("/supplierInvoice", { invoiceDateFrom: "2026-03-01", invoiceDateTo: "2026-04-01", fields: "*" }))[0];
    expect(si).toMatchObject({ invoiceNumber: "INV-2026-0042", amount: 1250, supplier: { id: sup.id } });
    const early = await api.call("POST", `/supplierInvoice/${si.id}/:addPayment`, { query: { paymentType: 0 } });
    expect(early.status).toBe(422);
    const [a6540, a2400] = [await api.one("/ledger/account", { number: 6540 }), await api.one("/ledger/account", { number: 2400 })];
    await api.put(`/ledger/voucher/${voucher.id}`, {
      version: voucher.version,
      postings: [
        { row: 1, account: { id: a6540.id }, amount: 1000, amountGross: 1250, amountGrossCurrency: 1250, vatType: { id: 1 } },
        { row: 2, account: { id: a2400.id }, amountGross: -1250, amountGrossCurrency: -1250, supplier: { id: sup.id }, invoiceNumber: "INV-2026-0042" },
      ],
    }, { sendToLedger: false });
    const paid = await api.post(`/supplierInvoice/${si.id}/:addPayment`, undefined, { paymentType: 0, amount: 1250, paymentDate: "2026-03-20" });
    expect(paid.outstandingAmount).toBe(0);
    const bank = await api.get("/ledger/posting", { dateFrom: "2026-03-20", dateTo: "2026-03-21", accountNumberFrom: 1920, accountNumberTo: 1920 });
    expect(bank.map((p: { amount: number }) => p.amount)).toEqual([-1250]);
  });
});

describe("bank", () => {
  test("a bank CSV is imported as statement transactions and matched in a reconciliation", async () => {
    const { c, api } = await company();
    const a1920 = await api.one("/ledger/account", { number: 1920 });
    const a2050 = await api.one("/ledger/account", { number: 2050 });
    const a7770 = await api.one("/ledger/account", { number: 7770 });
    await api.post("/ledger/voucher", { date: "2026-01-31", postings: [{ row: 1, account: { id: a1920.id }, amountGross: 1279.79 }, { row: 2, account: { id: a7770.id }, amountGross: -1279.79 }] });
    await api.post("/ledger/voucher", { date: "2026-01-01", postings: [{ row: 1, account: { id: a1920.id }, amountGross: 100000 }, { row: 2, account: { id: a2050.id }, amountGross: -100000 }] });
    const csv = fs.readFileSync("../shared/tripletex/attachments/bankutskrift_en_03.csv");
    const bankId = (await api.get("/bank"))[0].id;
    const st = await upload(c, "/bank/statement/import", { bankId, accountId: a1920.id, fromDate: "2026-01-01", toDate: "2026-02-28", fileFormat: "SBANKEN_BEDRIFT_CSV" }, new Blob([csv], { type: "text/csv" }), "bank.csv");
    expect(st.status).toBe(201);
    const tr = await api.get("/bank/statement/transaction", { bankStatementId: st.body.value.id });
    expect(tr).toHaveLength(10);
    expect(tr.map((t: { amountCurrency: number }) => t.amountCurrency)).toContain(-11100);
    const period = (await api.get("/ledger/accountingPeriod", { startFrom: "2026-02-01", startTo: "2026-02-02" }))[0];
    const rec = await api.post("/bank/reconciliation", { account: { id: a1920.id }, accountingPeriod: { id: period.id }, type: "MANUAL" });
    const matches = await api.put("/bank/reconciliation/match/:suggest", undefined, { bankReconciliationId: rec.id });
    expect(matches).toHaveLength(1);
    const closed = await api.put(`/bank/reconciliation/${rec.id}`, { id: rec.id, version: rec.version, isClosed: true });
    expect(closed).toMatchObject({ isClosed: true, closedDate: "2026-03-21" });
  });
});

describe("travel, reminders, payroll, timesheets", () => {
  test("a travel report is delivered, approved and booked", async () => {
    const { api, c } = await company();
    const te = await api.post("/travelExpense", {
      employee: { id: c.facts.employeeId },
      title: "Kundebesøk",
      travelDetails: { departureDate: "2026-03-02", returnDate: "2026-03-03", destination: "Bergen", isCompensationFromRates: true },
      perDiemCompensations: [{ count: 2, rate: 800, location: "Bergen" }],
      costs: [{ costCategory: { id: (await api.get("/travelExpense/costCategory", { description: "Taxi" }))[0].id }, amountCurrencyIncVat: 448 }],
    });
    expect(te.amount).toBe(2048);
    expect((await api.put("/travelExpense/:deliver", undefined, { id: te.id }))[0].state).toBe("DELIVERED");
    expect((await api.call("DELETE", `/travelExpense/${te.id}`)).status).toBe(422);
    await api.put("/travelExpense/:approve", undefined, { id: te.id });
    const booked = (await api.put("/travelExpense/:createVouchers", undefined, { id: te.id, date: "2026-03-21" }))[0];
    const v = await api.get(`/ledger/voucher/${booked.voucher.id}`, { fields: "postings(amount,account(number))" });
    expect(v.postings.find((p: { account: { number: number } }) => p.account.number === 2910).amount).toBe(-2048);
  });

  test("a reminder needs an overdue invoice", async () => {
    const { api } = await company();
    const bank = await api.one("/ledger/account", { number: 1920, fields: "*" });
    await api.put(`/ledger/account/${bank.id}`, { id: bank.id, version: bank.version, bankAccountNumber: "86011117947" });
    const cust = await api.post("/customer", { name: "Sen AS", email: "post@sen.no" });
    const mk = (due: string) => api.post("/invoice", { invoiceDate: "2026-01-10", invoiceDueDate: due, customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-01-10", deliveryDate: "2026-01-10", orderLines: [{ description: "X", count: 1, unitPriceExcludingVatCurrency: 100, vatType: { id: 3 } }] }] }, { sendToCustomer: false });
    const overdue = await mk("2026-02-01");
    const notDue = await mk("2026-04-30");
    const pt = (await api.get("/invoice/paymentType"))[0];
    await api.put(`/invoice/${notDue.id}/:payment`, undefined, { paymentDate: "2026-03-01", paymentTypeId: pt.id, paidAmount: 125 });
    const open = await api.get("/ledger/posting/openPost", { date: "2026-03-21", customerId: cust.id, fields: "amount,invoiceNumber" });
    expect(open).toEqual([{ amount: 125, invoiceNumber: String(overdue.invoiceNumber) }]);
    expect((await api.call("PUT", `/invoice/${notDue.id}/:createReminder`, { query: { type: "REMINDER", date: "2026-03-21" } })).status).toBe(422);
    expect((await api.call("PUT", `/invoice/${overdue.id}/:createReminder`, { query: { type: "SOFT_REMINDER", date: "2026-03-21", dispatchType: "EMAIL" } })).status).toBe(204);
    expect((await api.get(`/invoice/${overdue.id}`, { fields: "reminders" })).reminders).toHaveLength(1);
  });

  test("payroll with tax deduction; salary vouchers cannot be reversed", async () => {
    const { api, c } = await company();
    const municipality = (await api.get("/municipality"))[0];
    const division = await api.post("/division", { name: "Hoved", organizationNumber: "974444444", startDate: "2026-01-01", municipalityDate: "2026-01-01", municipality: { id: municipality.id } });
    await api.post("/employee/employment", { employee: { id: c.facts.employeeId }, startDate: "2026-01-01", division: { id: division.id } });
    const fast = (await api.get("/salary/type", { number: "2000" }))[0];
    const t = await api.post("/salary/transaction", { date: "2026-03-31", year: 2026, month: 3, payslips: [{ employee: { id: c.facts.employeeId }, specifications: [{ salaryType: { id: fast.id }, rate: 40000, count: 1 }] }] }, { generateTaxDeduction: true });
    const slip = (await api.get("/salary/payslip", { wageTransactionId: t.id, fields: "*,specifications(amount)" }))[0];
    expect(slip).toMatchObject({ grossAmount: 40000, amount: 28000, year: 2026, month: 3 });
    const salaryVoucher = (await api.get("/ledger/voucher", { dateFrom: "2026-03-31", dateTo: "2026-04-01" }))[0];
    expect((await api.call("PUT", `/ledger/voucher/${salaryVoucher.id}/:reverse`, { query: { date: "2026-03-31" } })).status).toBe(422);
  });

  test("timesheet hours are per day and per activity on the project", async () => {
    const { api, c } = await company();
    const project = await api.post("/project", { name: "Timer", startDate: "2026-03-01", projectManager: { id: c.facts.employeeId } });
    const act = (await api.get("/activity/>forTimeSheet", { projectId: project.id }))[0];
    const entry = { employee: { id: c.facts.employeeId }, project: { id: project.id }, activity: { id: act.id }, date: "2026-03-02" };
    expect((await api.call("POST", "/timesheet/entry", { body: { ...entry, hours: 30 } })).status).toBe(422);
    expect((await api.call("POST", "/timesheet/entry", { body: { ...entry, hours: 7.5 } })).status).toBe(201);
    expect((await api.call("POST", "/timesheet/entry", { body: { ...entry, hours: 1 } })).status).toBe(422);
    expect((await api.call("GET", "/activity/>forTimeSheet")).status).toBe(422);
  });
});

describe("order lines", () => {
  test("a product's VAT code wins over the line's; lines without product take the line's", async () => {
    const { api } = await company();
    const cust = await api.post("/customer", { name: "Linje AS" });
    const product = await api.post("/product", { name: "Vare", number: "77", priceExcludingVatCurrency: 100, vatType: { id: 3 } });
    const order = await api.post("/order", {
      customer: { id: cust.id },
      orderDate: "2026-03-21",
      deliveryDate: "2026-03-21",
      orderLines: [{ product: { id: product.id }, count: 2, vatType: { id: 31 } }, { description: "Mat", count: 1, unitPriceExcludingVatCurrency: 100, vatType: { id: 31 } }],
    }, { fields: "orderLines(description,unitPriceExcludingVatCurrency,amountIncludingVatCurrency,vatType(number))" });
    expect(order.orderLines).toEqual([
      { description: "Vare", unitPriceExcludingVatCurrency: 100, amountIncludingVatCurrency: 250, vatType: { number: "3" } },
      { description: "Mat", unitPriceExcludingVatCurrency: 100, amountIncludingVatCurrency: 115, vatType: { number: "31" } },
    ]);
  });
});

describe("balances", () => {
  test("the balance sheet gives balance in, change and out per account, and the trial balance is zero", async () => {
    const { api } = await company();
    const [a1920, a2050, a6300] = await Promise.all([1920, 2050, 6300].map((n) => api.one("/ledger/account", { number: n })));
    const voucher = (date: string, debit: number, credit: number, amount: number) =>
      api.post("/ledger/voucher", { date, postings: [{ row: 1, account: { id: debit }, amountGross: amount }, { row: 2, account: { id: credit }, amountGross: -amount }] });
    await voucher("2026-01-01", a1920.id, a2050.id, 1000);
    await voucher("2026-03-05", a6300.id, a1920.id, 300);
    const rows = await api.get("/balanceSheet", { dateFrom: "2026-03-01", dateTo: "2026-04-01", fields: "account(number),balanceIn,balanceChange,balanceOut" });
    expect(rows).toEqual([
      { account: { number: 1920 }, balanceIn: 1000, balanceChange: -300, balanceOut: 700 },
      { account: { number: 2050 }, balanceIn: -1000, balanceChange: 0, balanceOut: -1000 },
      { account: { number: 6300 }, balanceIn: 0, balanceChange: 300, balanceOut: 300 },
    ]);
    expect(rows.reduce((s: number, r: { balanceOut: number }) => s + r.balanceOut, 0)).toBe(0);
  });
});
