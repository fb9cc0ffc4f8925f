import { describe, expect, inject, test } from "vitest";
import { Api } from "./accounting-sandbox-solutions";
import { newCompany, requestLog, withBankAccount } from "./accounting-sandbox-helpers";

/** Company management, authentication, the API's conventions and the bookkeeping underneath. */

describe("admin and authentication", () => {
  test("creating a company needs the admin key and returns its facts", async () => {
    const origin = inject("baseUrl");
    const denied = await fetch(`${origin}/emulator/tripletex/admin/companies`, { method: "POST" });
    expect(denied.status).toBe(401);
    const c = await newCompany("2026-03-21");
    expect(c.base_url).toBe(`${origin}/emulator/tripletex/v2`);
    expect(c.today).toBe("2026-03-21");
    expect(c.facts).toMatchObject({ id: c.company_id, bankAccountId: expect.any(Number), departmentId: expect.any(Number), employeeId: expect.any(Number) });
    const bank = await c.api.get(`/ledger/account/${c.facts.bankAccountId}`);
    expect(bank).toMatchObject({ number: 1920, bankAccountNumber: "" });
  });

  test("v2 calls need Basic auth with user 0 and the session token", async () => {
    const c = await newCompany();
    expect((await fetch(`${c.base_url}/employee`)).status).toBe(401);
    const wrong = await new Api(c.base_url, "not-a-token").call("GET", "/employee");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: 401, code: 3000 });
    expect((await c.api.call("GET", "/nothing/here")).status).toBe(404);
  });

  test("companies are isolated from each other", async () => {
    const a = await newCompany();
    const b = await newCompany();
    await a.api.post("/customer", { name: "Bare A AS", organizationNumber: "911111111" });
    expect(await b.api.get("/customer", { organizationNumber: "911111111" })).toEqual([]);
    expect(await a.api.get("/customer", { organizationNumber: "911111111" })).toHaveLength(1);
  });

  test("the request log records method, path, status and time of every call", async () => {
    const c = await newCompany();
    await c.api.call("GET", "/department");
    await c.api.call("POST", "/department", { body: { name: "Ny" } });
    await c.api.call("POST", "/department", { body: {} });
    const log = await requestLog(c.company_id);
    expect(log.requests.map((r) => [r.method, r.path.split("?")[0], r.status])).toEqual([
      ["GET", "/department", 200],
      ["POST", "/department", 201],
      ["POST", "/department", 422],
    ]);
    expect(log.requests[0]).toMatchObject({ ms: expect.any(Number), at: expect.any(String) });
  });
});

describe("the fresh company", () => {
  test("chart of accounts, VAT codes, currencies, payment types and reference data", async () => {
    const { api } = await newCompany();
    const numbers = (await api.get("/ledger/account", { fields: "number" })).map((a: { number: number }) => a.number);
    for (const n of [1209, 1500, 1700, 1720, 1920, 2050, 2400, 2600, 2710, 2740, 2900, 2920, 2930, 2940, 3000, 3100, 3400, 4000, 4300, 5000, 5020, 5400, 6010, 6020, 6030, 6300, 6340, 6540, 6590, 6800, 6860, 7000, 7100, 7140, 7350, 7770, 8050, 8060, 8150, 8160, 8700]) {
      expect(numbers).toContain(n);
    }
    const vat = Object.fromEntries((await api.get("/ledger/vatType")).map((v: { number: string; percentage: number }) => [v.number, v.percentage]));
    expect(vat).toMatchObject({ "3": 25, "31": 15, "32": 12, "5": 0, "6": 0, "52": 0, "1": 25, "11": 15, "12": 12, "0": 0 });
    const outgoing = (await api.get("/ledger/vatType", { typeOfVat: "OUTGOING" })).map((v: { number: string }) => v.number);
    expect(outgoing).toEqual(expect.arrayContaining(["3", "31", "32", "5", "6", "52"]));
    expect(outgoing).not.toContain("1");
    const codes = (await api.get("/currency")).map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["NOK", "EUR", "SEK", "USD", "GBP", "DKK"]));
    expect(await api.get("/invoice/paymentType")).not.toHaveLength(0);
    expect((await api.get("/travelExpense/costCategory")).map((c: { description: string }) => c.description)).toEqual(expect.arrayContaining(["Fly", "Taxi"]));
    expect(await api.get("/travelExpense/rate", { type: "PER_DIEM" })).not.toHaveLength(0);
    expect((await api.get("/salary/type")).map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(["Fastlønn", "Bonus"]));
    expect(await api.get("/activity")).not.toHaveLength(0);
    const depts = await api.get("/department");
    expect(depts).toEqual([expect.objectContaining({ name: "Avdeling 1", departmentNumber: "1" })]);
    expect(await api.get("/division")).toEqual([]);
    expect(await api.get("/employee/employment/occupationCode", { code: "3323" })).not.toHaveLength(0);
    // The trades a contract names hold their codes too: carpenter, plumber, refrigeration fitter.
    for (const code of ["7115", "7126", "7127"]) expect(await api.get("/employee/employment/occupationCode", { code }), code).not.toHaveLength(0);
    expect(await api.get("/municipality")).not.toHaveLength(0);
  });
});

describe("conventions", () => {
  test("envelopes, paging, sorting and field selection", async () => {
    const { api } = await newCompany();
    await api.post("/department/list", [{ name: "B-avd", departmentNumber: "2" }, { name: "C-avd", departmentNumber: "3" }, { name: "A-avd", departmentNumber: "4" }]);
    const page = await api.call("GET", "/department", { query: { from: 1, count: 2, sorting: "-departmentNumber", fields: "name" } });
    expect(page.body).toMatchObject({ fullResultSize: 4, from: 1, count: 2 });
    expect(page.body.values).toEqual([{ name: "C-avd" }, { name: "B-avd" }]);
    const owner = (await api.get("/employee", { fields: "*" }))[0];
    expect(owner.department).toEqual({ id: expect.any(Number), url: expect.stringContaining("/department/") });
    const expanded = (await api.get("/employee", { fields: "id,department(name)" }))[0];
    expect(expanded).toEqual({ id: owner.id, department: { name: "Avdeling 1" } });
  });

  test("PUT with a stale version is a 409; the current one updates", async () => {
    const { api } = await newCompany();
    const cust = await api.post("/customer", { name: "Versjon AS" });
    const updated = await api.put(`/customer/${cust.id}`, { id: cust.id, version: cust.version, email: "a@versjon.no" });
    expect(updated.version).toBe(cust.version + 1);
    const stale = await api.call("PUT", `/customer/${cust.id}`, { body: { id: cust.id, version: cust.version, email: "b@versjon.no" } });
    expect(stale.status).toBe(409);
    expect((await api.get(`/customer/${cust.id}`)).email).toBe("a@versjon.no");
  });

  test("POST answers the created object through the fields selection", async () => {
    const { api, facts } = await newCompany();
    const e = await api.post("/employee", { firstName: "Nina", lastName: "Berg", email: "nina.berg@example.org", dateOfBirth: "1990-02-03", userType: "STANDARD", department: { id: facts.departmentId }, employments: [{ startDate: "2026-04-01" }] }, { fields: "*,employments(*)" });
    expect(e.employments).toEqual([expect.objectContaining({ startDate: "2026-04-01", isMainEmployer: true })]);
  });
});

describe("bookkeeping", () => {
  test("an invoice posts 1500/3000/2700, its payment 1920/1500, a credit note clears it", async () => {
    const { api } = await newCompany();
    await withBankAccount(api);
    const cust = await api.post("/customer", { name: "Bok AS" });
    const inv = await api.post("/invoice", { invoiceDate: "2026-03-02", invoiceDueDate: "2026-03-16", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-03-02", deliveryDate: "2026-03-02", orderLines: [{ description: "Rådgivning", count: 2, unitPriceExcludingVatCurrency: 500, vatType: { id: 3 } }] }] }, { sendToCustomer: false });
    expect(inv).toMatchObject({ amount: 1250, amountExcludingVat: 1000, amountOutstanding: 1250 });
    const window = { dateFrom: "2026-03-01", dateTo: "2026-04-01", fields: "account(number),amount,customer(id)" };
    const sums = async () => Object.fromEntries((await api.get("/ledger", { dateFrom: "2026-03-01", dateTo: "2026-04-01", fields: "account(number),sumAmount" })).map((s: { account: { number: number }; sumAmount: number }) => [s.account.number, s.sumAmount]));
    expect(await sums()).toEqual({ 1500: 1250, 2700: -250, 3000: -1000 });
    const pt = (await api.get("/invoice/paymentType"))[0];
    const paid = await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: "2026-03-10", paymentTypeId: pt.id, paidAmount: 1000 });
    expect(paid.amountOutstanding).toBe(250);
    expect(await sums()).toEqual({ 1500: 250, 1920: 1000, 2700: -250, 3000: -1000 });
    const receivables = await api.get("/ledger/posting", { ...window, accountNumberFrom: 1500, accountNumberTo: 1500 });
    expect(receivables.every((p: { customer: { id: number } }) => p.customer.id === cust.id)).toBe(true);
    const cn = await api.put(`/invoice/${inv.id}/:createCreditNote`, undefined, { date: "2026-03-20", sendToCustomer: false });
    expect(cn).toMatchObject({ isCreditNote: true, creditedInvoice: inv.id, amount: -1250 });
    expect(await api.get(`/invoice/${inv.id}`)).toMatchObject({ isCredited: true, amountOutstanding: -1000 });
  });

  test("a EUR invoice paid at a higher rate books the gain on 8060", async () => {
    const { api } = await newCompany();
    await withBankAccount(api);
    const eur = (await api.get("/currency", { code: "EUR" }))[0];
    const cust = await api.post("/customer", { name: "Euro Ltd" });
    const inv = await api.post("/invoice", { invoiceDate: "2026-02-01", invoiceDueDate: "2026-03-01", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, currency: { id: eur.id }, orderDate: "2026-02-01", deliveryDate: "2026-02-01", orderLines: [{ description: "Consulting", count: 1, unitPriceExcludingVatCurrency: 1000, vatType: { id: 52 } }] }] }, { sendToCustomer: false });
    expect(inv.amountCurrency).toBe(1000);
    const pt = (await api.get("/invoice/paymentType"))[0];
    const paidNok = inv.amount + 450;
    const after = await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: "2026-03-01", paymentTypeId: pt.id, paidAmount: paidNok, paidAmountCurrency: 1000 });
    expect(after.amountOutstanding).toBe(0);
    const gain = await api.get("/ledger/posting", { dateFrom: "2026-03-01", dateTo: "2026-03-02", accountNumberFrom: 8060, accountNumberTo: 8060 });
    expect(gain.map((p: { amount: number }) => p.amount)).toEqual([-450]);
  });

  test("reversing a payment voucher reopens the invoice; manual vouchers can be deleted", async () => {
    const { api } = await newCompany();
    await withBankAccount(api);
    const cust = await api.post("/customer", { name: "Retur AS" });
    const inv = await api.post("/invoice", { invoiceDate: "2026-03-02", invoiceDueDate: "2026-03-16", customer: { id: cust.id }, orders: [{ customer: { id: cust.id }, orderDate: "2026-03-02", deliveryDate: "2026-03-02", orderLines: [{ description: "X", count: 1, unitPriceExcludingVatCurrency: 800, vatType: { id: 3 } }] }] }, { sendToCustomer: false });
    const pt = (await api.get("/invoice/paymentType"))[0];
    await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: "2026-03-05", paymentTypeId: pt.id, paidAmount: 1000 });
    const withPostings = await api.get(`/invoice/${inv.id}`, { fields: "postings(amount,voucher(id))" });
    const payment = withPostings.postings.find((p: { amount: number }) => p.amount < 0);
    const reversal = await api.put(`/ledger/voucher/${payment.voucher.id}/:reverse`, undefined, { date: "2026-03-21" });
    expect(reversal.reverseVoucher).toEqual({ id: payment.voucher.id, url: expect.any(String) });
    expect((await api.get(`/invoice/${inv.id}`)).amountOutstanding).toBe(1000);
    expect((await api.call("DELETE", `/ledger/voucher/${inv.voucher.id}`)).status).toBe(422);
    const a = await api.one("/ledger/account", { number: 6300 });
    const b = await api.one("/ledger/account", { number: 1920 });
    const v = await api.post("/ledger/voucher", { date: "2026-03-21", postings: [{ row: 1, account: { id: a.id }, amountGross: 10 }, { row: 2, account: { id: b.id }, amountGross: -10 }] });
    expect((await api.call("DELETE", `/ledger/voucher/${v.id}`)).status).toBe(204);
    expect((await api.call("GET", `/ledger/voucher/${v.id}`)).status).toBe(404);
  });
});
