/**
 * Hand-written solutions of the example cases in ../shared/tripletex/cases: the call sequences
 * of the task research (§5) played against the sandbox, with the fewest writes. A correct
 * sandbox lets each of them pass every check of its case.
 */
import type { Agent, SolveBody } from "@/lib/accounting-sandbox/runner";

export type Answer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Query = Record<string, string | number | boolean>;

export class Api {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
  ) {}

  async call(method: string, path: string, opts: { query?: Query; body?: unknown } = {}): Promise<Answer> {
    const u = new URL(this.baseUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) u.searchParams.set(k, String(v));
    const res = await fetch(u, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`0:${this.token}`).toString("base64")}`,
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  /** A call that must succeed; returns `value` or `values`. */
  async ok(method: string, path: string, opts: { query?: Query; body?: unknown } = {}): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const r = await this.call(method, path, opts);
    if (r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`);
    return r.body?.value ?? r.body?.values ?? r.body;
  }
  get(path: string, query: Query = {}) {
    return this.ok("GET", path, { query });
  }
  async one(path: string, query: Query = {}) {
    const values = await this.get(path, query);
    if (!Array.isArray(values) || values.length === 0) throw new Error(`GET ${path} ${JSON.stringify(query)} found nothing`);
    return values[0];
  }
  post(path: string, body: unknown, query: Query = {}) {
    return this.ok("POST", path, { body, query });
  }
  put(path: string, body: unknown, query: Query = {}) {
    return this.ok("PUT", path, { body, query });
  }
}

type Solution = (api: Api, today: string) => Promise<void>;

const acc = async (api: Api, number: number) => api.one("/ledger/account", { number });
const vat = async (api: Api, number: string) => api.one("/ledger/vatType", { number });
const byOrg = async (api: Api, type: "customer" | "supplier", org: string) => api.one(`/${type}`, { organizationNumber: org });
const employeeByEmail = async (api: Api, email: string) => api.one("/employee", { email, fields: "*" });
const WIDE = { invoiceDateFrom: "2000-01-01", invoiceDateTo: "2100-01-01" };

/** The fix the fresh company needs before its first invoice. */
async function setBankAccount(api: Api) {
  const bank = await api.one("/ledger/account", { number: 1920, fields: "*" });
  if (!bank.bankAccountNumber) await api.put(`/ledger/account/${bank.id}`, { id: bank.id, version: bank.version, bankAccountNumber: "86011117947" });
}

const row = (n: number, account: number, amount: number, extra: Record<string, unknown> = {}) => ({
  row: n,
  account: { id: account },
  amount,
  amountCurrency: amount,
  amountGross: amount,
  amountGrossCurrency: amount,
  ...extra,
});

export const SOLUTIONS: Record<string, Solution> = {
  "t01-en-1": async (api) => {
    const dept = await api.one("/department");
    await api.post("/employee", {
      firstName: "Charles",
      lastName: "Taylor",
      email: "charles.taylor@example.org",
      dateOfBirth: "1994-10-21",
      userType: "STANDARD",
      department: { id: dept.id },
      employments: [{ startDate: "2026-06-03" }],
    }, { fields: "*,employments(*)" });
  },
  "t02-nn-1": async (api) => {
    await api.post("/customer", {
      name: "Bølgekraft AS",
      organizationNumber: "988957747",
      email: "post@blgekraft.no",
      postalAddress: { addressLine1: "Kirkegata 23", postalCode: "0182", city: "Oslo" },
    });
  },
  "t03-en-1": async (api) => {
    const v = (await api.get("/ledger/vatType", { typeOfVat: "OUTGOING" })).find((x: { number: string }) => x.number === "5");
    await api.post("/product", { name: "Textbook", number: "9036", priceExcludingVatCurrency: 33950, vatType: { id: v.id } });
  },
  "t04-de-1": async (api) => {
    await api.post("/supplier", { name: "Brückentor GmbH", organizationNumber: "978195806", email: "faktura@brckentorgmbh.no" });
  },
  "t05-nb-1": async (api) => {
    const used = (await api.get("/department")).map((d: { departmentNumber: string }) => Number(d.departmentNumber));
    const next = Math.max(0, ...used) + 1;
    await api.post("/department/list", ["HR", "Salg", "Økonomi"].map((name, i) => ({ name, departmentNumber: String(next + i) })));
  },
  "t06-fr-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "818016662");
    const v3 = await vat(api, "3");
    await setBankAccount(api);
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: cust.id },
      orders: [{ customer: { id: cust.id }, orderDate: today, deliveryDate: today, orderLines: [{ description: "Rapport d'analyse", count: 1, unitPriceExcludingVatCurrency: 7200, vatType: { id: v3.id } }] }],
    });
  },
  "t07-pt-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "932217643");
    const inv = (await api.get("/invoice", { ...WIDE, customerId: cust.id, fields: "*" })).find((i: { amountOutstanding: number }) => i.amountOutstanding > 0);
    const pt = (await api.get("/invoice/paymentType", { fields: "*" }))[0];
    await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: today, paymentTypeId: pt.id, paidAmount: inv.amountOutstanding });
  },
  "t08-es-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "857047575");
    const pm = (await api.get("/employee", { email: "carlos.romero@example.org", assignableProjectManagers: true }))[0];
    await api.post("/project", { name: "Migración Viento", startDate: today, customer: { id: cust.id }, projectManager: { id: pm.id } });
  },
  "t09-pt-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "869972401");
    const products = await Promise.all(["7733", "6106", "1351"].map((n) => api.one("/product", { productNumber: n, fields: "*" })));
    await setBankAccount(api);
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: cust.id },
      orders: [{
        customer: { id: cust.id },
        orderDate: today,
        deliveryDate: today,
        orderLines: products.map((p: { id: number; priceExcludingVatCurrency: number; vatType: { id: number } }) => ({ product: { id: p.id }, count: 1, unitPriceExcludingVatCurrency: p.priceExcludingVatCurrency, vatType: { id: p.vatType.id } })),
      }],
    }, { sendToCustomer: false });
  },
  "t10-de-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "975687821");
    const p1 = await api.one("/product", { productNumber: "4366", fields: "*" });
    const p2 = await api.one("/product", { productNumber: "3402", fields: "*" });
    const pt = (await api.get("/invoice/paymentType"))[0];
    await setBankAccount(api);
    const order = await api.post("/order", {
      customer: { id: cust.id },
      orderDate: today,
      deliveryDate: today,
      orderLines: [p1, p2].map((p) => ({ product: { id: p.id }, count: 1, unitPriceExcludingVatCurrency: p.priceExcludingVatCurrency, vatType: { id: p.vatType.id } })),
    });
    await api.put(`/order/${order.id}/:invoice`, undefined, { invoiceDate: today, sendToCustomer: false, paymentTypeId: pt.id, paidAmount: 62750 });
  },
  "t11-nb-1": async (api) => {
    const sup = await api.post("/supplier", { name: "Bergvik AS", organizationNumber: "989568469" });
    const a6300 = await acc(api, 6300);
    const a2400 = await acc(api, 2400);
    const v1 = await vat(api, "1");
    await api.post("/ledger/voucher", {
      date: "2026-03-21",
      description: "Leverandørfaktura INV-2026-8551 Bergvik AS",
      vendorInvoiceNumber: "INV-2026-8551",
      postings: [
        { ...row(1, a6300.id, 14850), amount: 11880, amountCurrency: 11880, vatType: { id: v1.id }, supplier: { id: sup.id } },
        row(2, a2400.id, -14850, { supplier: { id: sup.id }, invoiceNumber: "INV-2026-8551" }),
      ],
    });
  },
  "t12-fr-1": async (api) => {
    const emp = await employeeByEmail(api, "manon.durand@example.org");
    await api.put(`/employee/${emp.id}`, { id: emp.id, version: emp.version, dateOfBirth: "1990-05-05" });
    const municipality = await api.one("/municipality");
    const division = await api.post("/division", { name: "Hovedkontor", organizationNumber: "973456782", startDate: "2026-01-01", municipalityDate: "2026-01-01", municipality: { id: municipality.id } });
    await api.post("/employee/employment", { employee: { id: emp.id }, startDate: "2026-03-01", division: { id: division.id }, isMainEmployer: true, taxDeductionCode: "loennFraHovedarbeidsgiver" });
    const types = await api.get("/salary/type");
    const base = types.find((t: { name: string }) => t.name === "Fastlønn");
    const bonus = types.find((t: { name: string }) => t.name === "Bonus");
    await api.post("/salary/transaction", {
      date: "2026-03-31",
      year: 2026,
      month: 3,
      payslips: [{
        employee: { id: emp.id },
        specifications: [
          { salaryType: { id: base.id }, rate: 57150, count: 1, amount: 57150, description: "Fastlønn" },
          { salaryType: { id: bonus.id }, rate: 14200, count: 1, amount: 14200, description: "Bonus" },
        ],
      }],
    });
  },
  "t13-de-1": async (api) => {
    const emp = await employeeByEmail(api, "johanna.hoffmann@example.org");
    const categories = await api.get("/travelExpense/costCategory");
    const fly = categories.find((c: { description: string }) => c.description === "Fly");
    const taxi = categories.find((c: { description: string }) => c.description === "Taxi");
    const privat = (await api.get("/travelExpense/paymentType")).find((p: { description: string }) => p.description === "Privat utlegg");
    const rate = (await api.get("/travelExpense/rate", { type: "PER_DIEM", isValidDomestic: true, isValidAccommodation: true, dateFrom: "2026-03-16", dateTo: "2026-03-19" }))[0];
    await api.post("/travelExpense", {
      employee: { id: emp.id },
      title: "Kundenbesuch Tromsø",
      travelDetails: { departureDate: "2026-03-16", returnDate: "2026-03-18", departureFrom: "Oslo", destination: "Tromsø", purpose: "Kundenbesuch Tromsø", isCompensationFromRates: true },
      perDiemCompensations: [{ rateType: { id: rate.id }, count: 3, rate: 800, amount: 2400, location: "Tromsø", overnightAccommodation: "HOTEL" }],
      costs: [
        { costCategory: { id: fly.id }, paymentType: { id: privat.id }, amountCurrencyIncVat: 5250, date: "2026-03-16", comments: "Flugticket" },
        { costCategory: { id: taxi.id }, paymentType: { id: privat.id }, amountCurrencyIncVat: 250, date: "2026-03-16", comments: "Taxi" },
      ],
    });
  },
  "t14-fr-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "879581265");
    const inv = (await api.get("/invoice", { ...WIDE, customerId: cust.id, fields: "*" })).find((i: { amountExcludingVat: number }) => i.amountExcludingVat === 23750);
    await api.put(`/invoice/${inv.id}/:createCreditNote`, undefined, { date: today, sendToCustomer: false });
  },
  "t15-nn-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "858540402");
    const proj = (await api.get("/project", { name: "Automatiseringsprosjekt", fields: "*" }))[0];
    const v3 = await vat(api, "3");
    await setBankAccount(api);
    await api.put(`/project/${proj.id}`, { id: proj.id, version: proj.version, isFixedPrice: true, fixedprice: 478900 });
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: cust.id },
      orders: [{ customer: { id: cust.id }, project: { id: proj.id }, orderDate: today, deliveryDate: today, orderLines: [{ description: "Delbetaling 25 % av fastpris", count: 1, unitPriceExcludingVatCurrency: 119725, vatType: { id: v3.id } }] }],
    }, { sendToCustomer: false });
  },
  "t16-pt-1": async (api, today) => {
    const emp = await employeeByEmail(api, "maria.ferreira@example.org");
    const cust = await byOrg(api, "customer", "909621682");
    const proj = (await api.get("/project", { name: "Desenvolvimento de app" }))[0];
    const act = (await api.get("/activity/>forTimeSheet", { projectId: proj.id, employeeId: emp.id, date: today })).find((a: { name: string }) => a.name === "Utvikling");
    const v3 = await vat(api, "3");
    await api.post("/timesheet/entry", { employee: { id: emp.id }, project: { id: proj.id }, activity: { id: act.id }, date: today, hours: 4 });
    await setBankAccount(api);
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: cust.id },
      orders: [{ customer: { id: cust.id }, project: { id: proj.id }, orderDate: today, deliveryDate: today, orderLines: [{ description: "Utvikling 4 t", count: 4, unitPriceExcludingVatCurrency: 1050, vatType: { id: v3.id } }] }],
    }, { sendToCustomer: false });
  },
  "t17-es-1": async (api, today) => {
    const dim = await api.post("/ledger/accountingDimensionName", { dimensionName: "Produktlinje", active: true });
    await api.post("/ledger/accountingDimensionValue", { dimensionIndex: dim.dimensionIndex, displayName: "Basis", active: true, showInVoucherRegistration: true });
    const standard = await api.post("/ledger/accountingDimensionValue", { dimensionIndex: dim.dimensionIndex, displayName: "Standard", active: true, showInVoucherRegistration: true });
    const a7100 = await acc(api, 7100);
    const a1920 = await acc(api, 1920);
    await api.post("/ledger/voucher", {
      date: today,
      description: "Produktlinje Standard",
      postings: [row(1, a7100.id, 36400, { [`freeAccountingDimension${dim.dimensionIndex}`]: { id: standard.id } }), row(2, a1920.id, -36400)],
    });
  },
  "t18-de-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "985405077");
    const inv = (await api.get("/invoice", { ...WIDE, customerId: cust.id, fields: "*,postings(*,voucher(*),account(*))" }))[0];
    const payment = inv.postings.find((p: { amount: number; account: { number: number } }) => p.account.number === 1500 && p.amount < 0);
    await api.put(`/ledger/voucher/${payment.voucher.id}/:reverse`, undefined, { date: today });
  },
  "t19-de-1": async (api) => {
    const dept = (await api.get("/department", { name: "Kvalitetskontroll" }))[0];
    const code = (await api.get("/employee/employment/occupationCode", { code: "1211" }))[0];
    await api.post("/employee", {
      firstName: "Maximilian",
      lastName: "Fischer",
      email: "maximilian.fischer@example.org",
      dateOfBirth: "1987-10-19",
      nationalIdentityNumber: "19108715467",
      bankAccountNumber: "94000111575",
      userType: "STANDARD",
      department: { id: dept.id },
      employments: [{
        startDate: "2026-08-20",
        employmentDetails: [{ date: "2026-08-20", employmentType: "ORDINARY", employmentForm: "PERMANENT", remunerationType: "MONTHLY_WAGE", workingHoursScheme: "NOT_SHIFT", percentageOfFullTimeEquivalent: 100, annualSalary: 530000, occupationCode: { id: code.id } }],
      }],
    });
  },
  "t20-nb-1": async (api) => {
    const sup = await api.post("/supplier", { name: "Polaris AS", organizationNumber: "850969426" });
    const a6340 = await acc(api, 6340);
    const a2400 = await acc(api, 2400);
    const v1 = await vat(api, "1");
    await api.post("/ledger/voucher", {
      date: "2026-05-25",
      description: "Leverandørfaktura INV-2026-4783 Polaris AS",
      vendorInvoiceNumber: "INV-2026-4783",
      postings: [
        { ...row(1, a6340.id, 52187.5), amount: 41750, amountCurrency: 41750, vatType: { id: v1.id }, supplier: { id: sup.id } },
        row(2, a2400.id, -52187.5, { supplier: { id: sup.id }, invoiceNumber: "INV-2026-4783", termOfPayment: "2026-06-24" }),
      ],
    });
  },
  "t21-nn-1": async (api) => {
    const dept = await api.post("/department", { name: "Økonomi", departmentNumber: "2" });
    const code = (await api.get("/employee/employment/occupationCode", { code: "2411" }))[0];
    const emp = await api.post("/employee", {
      firstName: "Knut",
      lastName: "Haugen",
      dateOfBirth: "1982-01-01",
      userType: "NO_ACCESS",
      department: { id: dept.id },
      employments: [{
        startDate: "2026-05-23",
        employmentDetails: [{ date: "2026-05-23", employmentType: "ORDINARY", employmentForm: "PERMANENT", remunerationType: "MONTHLY_WAGE", workingHoursScheme: "NOT_SHIFT", percentageOfFullTimeEquivalent: 100, annualSalary: 690000, occupationCode: { id: code.id } }],
      }],
    });
    await api.post("/employee/standardTime", { employee: { id: emp.id }, fromDate: "2026-05-23", hoursPerDay: 7.5 });
  },
  "t22-pt-1": async (api) => {
    const hr = (await api.get("/department", { name: "HR" }))[0];
    const a6860 = await acc(api, 6860);
    const a1920 = await acc(api, 1920);
    const v1 = await vat(api, "1");
    await api.post("/ledger/voucher", {
      date: "2026-01-13",
      description: "Kaffemøte",
      postings: [
        { ...row(1, a6860.id, 13600), amount: 10880, amountCurrency: 10880, vatType: { id: v1.id }, department: { id: hr.id } },
        row(2, a1920.id, -13600),
      ],
    });
  },
  "t23-en-1": async (api, today) => {
    const pt = (await api.get("/invoice/paymentType"))[0];
    const invoices = await api.get("/invoice", { ...WIDE, fields: "*" });
    const paid: Record<number, [string, number]> = { 1001: ["2026-01-16", 2750], 1002: ["2026-01-19", 12562.5], 1003: ["2026-01-21", 30062.5], 1004: ["2026-01-23", 11812.5], 1005: ["2026-01-25", 14250] };
    for (const inv of invoices) {
      const p = paid[inv.invoiceNumber];
      if (p) await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: p[0], paymentTypeId: pt.id, paidAmount: p[1] });
    }
    const a1920 = await acc(api, 1920);
    const a2400 = await acc(api, 2400);
    const a7770 = await acc(api, 7770);
    const a2600 = await acc(api, 2600);
    const sup = async (name: string) => (await api.get("/supplier", { fields: "*" })).find((s: { name: string }) => s.name === name);
    const [s1, s2, s3] = await Promise.all(["Williams Ltd", "Clark Ltd", "Johnson Ltd"].map(sup));
    await api.post("/ledger/voucher", {
      date: "2026-01-31",
      description: "Bankavstemming januar 2026",
      postings: [
        row(1, a2400.id, 11100, { supplier: { id: s1.id } }),
        row(2, a2400.id, 16350, { supplier: { id: s2.id } }),
        row(3, a2400.id, 6450, { supplier: { id: s3.id } }),
        row(4, a1920.id, -33900),
        row(5, a1920.id, 499.76),
        row(6, a2600.id, -499.76),
        row(7, a1920.id, 1279.79),
        row(8, a7770.id, -1279.79),
      ],
    });
    const period = (await api.get("/ledger/accountingPeriod", { startFrom: "2026-01-01", startTo: "2026-01-02" }))[0];
    await api.post("/bank/reconciliation", { account: { id: a1920.id }, accountingPeriod: { id: period.id }, type: "MANUAL", bankAccountClosingBalanceCurrency: 139317.05, isClosed: true });
    void today;
  },
  "t24-nb-1": async (api) => {
    const [a6300, a7100, a1920, a2710, a2400] = await Promise.all([6300, 7100, 1920, 2710, 2400].map((n) => acc(api, n)));
    const supB = await byOrg(api, "supplier", "964819157");
    await api.post("/ledger/voucher", {
      date: "2026-02-28",
      description: "Korrigering av feil i januar og februar",
      postings: [
        row(1, a7100.id, 7150), row(2, a6300.id, -7150),
        row(3, a7100.id, -5000), row(4, a1920.id, 5000),
        row(5, a2710.id, 4187.5), row(6, a2400.id, -4187.5, { supplier: { id: supB.id } }),
        row(7, a6300.id, -3550), row(8, a1920.id, 3550),
      ],
    });
  },
  "t25-de-1": async (api, today) => {
    const invoices = await api.get("/invoice", { ...WIDE, fields: "*" });
    const overdue = invoices.find((i: { invoiceDueDate: string; amountOutstanding: number }) => i.invoiceDueDate < today && i.amountOutstanding > 0);
    const [a1500, a3400] = await Promise.all([1500, 3400].map((n) => acc(api, n)));
    const v6 = await vat(api, "6");
    const pt = (await api.get("/invoice/paymentType"))[0];
    await api.post("/ledger/voucher", {
      date: today,
      description: "Purregebyr",
      postings: [row(1, a1500.id, 70, { customer: { id: overdue.customer.id } }), row(2, a3400.id, -70)],
    });
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: overdue.customer.id },
      orders: [{ customer: { id: overdue.customer.id }, orderDate: today, deliveryDate: today, orderLines: [{ description: "Purregebyr", count: 1, unitPriceExcludingVatCurrency: 70, vatType: { id: v6.id } }] }],
    });
    await api.put(`/invoice/${overdue.id}/:payment`, undefined, { paymentDate: today, paymentTypeId: pt.id, paidAmount: 5000 });
  },
  "t26-en-1": async (api) => {
    const [a1720, a6300, a6030, a1209, a5000, a2900] = await Promise.all([1720, 6300, 6030, 1209, 5000, 2900].map((n) => acc(api, n)));
    const dep = Math.round((275800 / 36) * 100) / 100;
    await api.post("/ledger/voucher", {
      date: "2026-03-31",
      description: "Månedsavslutning mars 2026",
      postings: [
        row(1, a6300.id, 9200), row(2, a1720.id, -9200),
        row(3, a6030.id, dep), row(4, a1209.id, -dep),
        row(5, a5000.id, 52400), row(6, a2900.id, -52400),
      ],
    });
  },
  "t27-en-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "972362980");
    const inv = (await api.get("/invoice", { ...WIDE, customerId: cust.id, fields: "*" }))[0];
    const pt = (await api.get("/invoice/paymentType"))[0];
    await api.put(`/invoice/${inv.id}/:payment`, undefined, { paymentDate: today, paymentTypeId: pt.id, paidAmount: inv.amountOutstanding });
    const [a1920, a8060] = await Promise.all([1920, 8060].map((n) => acc(api, n)));
    const agio = Math.round(14988 * (12.25 - 11.8) * 100) / 100;
    await api.post("/ledger/voucher", { date: today, description: "Agio Northwave Ltd", postings: [row(1, a1920.id, agio), row(2, a8060.id, -agio)] });
  },
  "t28-es-1": async (api, today) => {
    const postings = await api.get("/ledger/posting", { dateFrom: "2026-01-01", dateTo: "2026-03-01", fields: "date,amount,account(id,number,name)" });
    const delta = new Map<number, { name: string; d: number }>();
    for (const p of postings) {
      if (p.account.number < 4000 || p.account.number >= 8000) continue;
      const e = delta.get(p.account.number) ?? { name: p.account.name, d: 0 };
      e.d += p.date < "2026-02-01" ? -p.amount : p.amount;
      delta.set(p.account.number, e);
    }
    const top = [...delta.values()].sort((a, b) => b.d - a.d).slice(0, 3);
    const owner = (await api.get("/employee", { assignableProjectManagers: true }))[0];
    await api.post("/project/list", top.map((t) => ({
      name: t.name,
      isInternal: true,
      startDate: today,
      projectManager: { id: owner.id },
      projectActivities: [{ activity: { name: `Analyse ${t.name}`, activityType: "PROJECT_SPECIFIC_ACTIVITY" } }],
    })));
  },
  "t29-en-1": async (api, today) => {
    const cust = await byOrg(api, "customer", "808812096");
    const pm = await employeeByEmail(api, "daniel.harris@example.org");
    const cons = await employeeByEmail(api, "grace.johnson@example.org");
    const sup = await byOrg(api, "supplier", "814796019");
    const [a4300, a2400] = await Promise.all([4300, 2400].map((n) => acc(api, n)));
    const v3 = await vat(api, "3");
    const project = await api.post("/project", {
      name: "Data Platform Ridgepoint",
      startDate: "2026-03-01",
      customer: { id: cust.id },
      projectManager: { id: pm.id },
      isFixedPrice: true,
      fixedprice: 316550,
      projectActivities: [{ activity: { name: "Consulting", activityType: "PROJECT_SPECIFIC_ACTIVITY", isChargeable: true }, budgetFeeCurrency: 316550 }],
    }, { fields: "*,projectActivities(*)" });
    const activityId = project.projectActivities[0].activity.id;
    const days = (total: number, employee: number) => {
      const out = [];
      for (let i = 0, left = total; left > 0; i++, left -= 7.5) {
        out.push({ employee: { id: employee }, project: { id: project.id }, activity: { id: activityId }, date: `2026-03-${String(2 + i).padStart(2, "0")}`, hours: Math.min(7.5, left) });
      }
      return out;
    };
    await api.post("/timesheet/entry/list", [...days(54, pm.id), ...days(78, cons.id)]);
    await api.post("/ledger/voucher", {
      date: today,
      description: "Leverandørkostnad Ironbridge Ltd",
      postings: [row(1, a4300.id, 58200, { project: { id: project.id } }), row(2, a2400.id, -58200, { supplier: { id: sup.id } })],
    });
    await setBankAccount(api);
    await api.post("/invoice", {
      invoiceDate: today,
      invoiceDueDate: "2026-04-04",
      customer: { id: cust.id },
      orders: [{ customer: { id: cust.id }, project: { id: project.id }, orderDate: today, deliveryDate: today, orderLines: [{ description: "Data Platform Ridgepoint", count: 1, unitPriceExcludingVatCurrency: 316550, vatType: { id: v3.id } }] }],
    }, { sendToCustomer: false });
  },
  "t30-en-1": async (api) => {
    const [a6010, a1209, a1700, a6300, a8700, a2920] = await Promise.all([6010, 1209, 1700, 6300, 8700, 2920].map((n) => acc(api, n)));
    const r2 = (n: number) => Math.round(n * 100) / 100;
    for (const [name, cost, years] of [["Kontormaskiner", 138450, 6], ["Programvare", 280000, 9], ["Inventar", 484650, 8]] as const) {
      const d = r2(cost / years);
      await api.post("/ledger/voucher", { date: "2025-12-31", description: `Avskrivning ${name} 2025`, postings: [row(1, a6010.id, d), row(2, a1209.id, -d)] });
    }
    await api.post("/ledger/voucher", { date: "2025-12-31", description: "Tilbakeføring forskuddsbetalte kostnader", postings: [row(1, a6300.id, 52250), row(2, a1700.id, -52250)] });
    const sums = await api.get("/ledger", { dateFrom: "2025-01-01", dateTo: "2026-01-01", fields: "account(number),sumAmount" });
    const result = sums.filter((s: { account: { number: number } }) => s.account.number >= 3000 && s.account.number < 8700).reduce((t: number, s: { sumAmount: number }) => t + s.sumAmount, 0);
    const tax = r2(-result * 0.22);
    await api.post("/ledger/voucher", { date: "2025-12-31", description: "Skattekostnad 2025", postings: [row(1, a8700.id, tax), row(2, a2920.id, -tax)] });
  },
};

/** An agent that plays the scripted solution of a case. */
export function scriptedAgent(caseId: string): Agent {
  return {
    label: `scripted ${caseId}`,
    async solve(body: SolveBody, today: string) {
      const solution = SOLUTIONS[caseId];
      if (!solution) return { completed: false, status: "no solution" };
      try {
        await solution(new Api(body.accounting_credentials.base_url, body.accounting_credentials.session_token), today);
        return { completed: true, status: "completed" };
      } catch (e) {
        return { completed: false, status: "failed", error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
