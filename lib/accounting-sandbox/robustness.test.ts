import { afterAll, beforeAll, expect, test } from "vitest";
import { Api } from "@/tests/integration/accounting-sandbox-solutions";
import { startTestSandbox } from "./testing";

/** Malformed requests get a 4xx, never an unexpected server error. */
let sb: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => sb?.close());

const WRITES: [string, string][] = [
  ["POST", "/employee"], ["PUT", "/employee/1"], ["POST", "/employee/employment"], ["POST", "/employee/employment/details"], ["POST", "/employee/standardTime"],
  ["POST", "/department"], ["POST", "/department/list"], ["POST", "/division"], ["POST", "/customer"], ["POST", "/supplier"], ["POST", "/product"], ["POST", "/product/list"],
  ["POST", "/order"], ["POST", "/order/orderline"], ["POST", "/invoice"], ["POST", "/ledger/voucher"], ["POST", "/ledger/account"],
  ["POST", "/ledger/accountingDimensionName"], ["POST", "/ledger/accountingDimensionValue"], ["POST", "/project"], ["POST", "/project/projectActivity"], ["POST", "/activity"],
  ["POST", "/timesheet/entry"], ["POST", "/travelExpense"], ["POST", "/travelExpense/cost"], ["POST", "/travelExpense/perDiemCompensation"], ["POST", "/salary/transaction"],
  ["POST", "/bank/reconciliation"], ["POST", "/bank/reconciliation/match"], ["POST", "/project/participant"], ["POST", "/project/hourlyRates"],
];
const BODIES: unknown[] = [{}, [], null, "text", 42, { id: "x" }, { name: 7, employee: { id: 999999 }, customer: 5, postings: "none", orderLines: [null], payslips: [{}] }, [{ name: null }]];

test("bodies of the wrong shape", async () => {
  const c = await sb.company();
  const api = new Api(c.baseUrl, c.token);
  const failures: string[] = [];
  for (const [method, path] of WRITES) {
    for (const body of BODIES) {
      const r = await api.call(method, path, { body });
      if (r.status >= 500) failures.push(`${method} ${path} ${JSON.stringify(body)} → ${r.status} ${JSON.stringify(r.body)}`);
    }
  }
  expect(failures).toEqual([]);
});

test("actions and lookups with bad parameters", async () => {
  const c = await sb.company();
  const api = new Api(c.baseUrl, c.token);
  const calls: [string, string, Record<string, string>][] = [
    ["PUT", "/invoice/abc/:payment", {}], ["PUT", "/invoice/999999/:payment", { paymentDate: "x", paymentTypeId: "y", paidAmount: "z" }],
    ["PUT", "/order/999999/:invoice", { invoiceDate: "2026-01-01" }], ["PUT", "/ledger/voucher/999999/:reverse", { date: "2026-01-01" }],
    ["GET", "/ledger/posting", { dateFrom: "bad", dateTo: "worse" }], ["GET", "/ledger", { dateFrom: "2026-01-01", dateTo: "2026-02-01", from: "-1" }],
    ["GET", "/employee", { count: "ten" }], ["GET", "/employee", { sorting: "nothing.deep.here" }], ["GET", "/customer", { fields: "(((" }],
    ["PUT", "/travelExpense/:deliver", { id: "1,2,x" }], ["PUT", "/employee/entitlement/:grantEntitlementsByTemplate", { employeeId: "1", template: "ALL_PRIVILEGES" }],
    ["GET", "/currency/1/999/exchangeRate", { amount: "1", date: "2026-01-01" }], ["POST", "/supplierInvoice/1/:addPayment", { paymentType: "0" }],
    ["PUT", "/bank/reconciliation/match/:suggest", { bankReconciliationId: "1" }], ["GET", "/activity/>forTimeSheet", { projectId: "1" }],
  ];
  const failures: string[] = [];
  for (const [method, path, query] of calls) {
    const r = await api.call(method, path, { query });
    if (r.status >= 500) failures.push(`${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
  }
  expect(failures).toEqual([]);
});
