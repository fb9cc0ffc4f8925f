import "server-only";
import { TripletexApiError, type Query, type TripletexClient } from "@/lib/accounting/tripletex-client";

/**
 * Lookups every executor shares. GETs are free, writes are counted: these helpers read first and
 * write only what is missing, and they cache per request so repeated lookups cost nothing.
 */

export type Ref = { id: number };
export type Row = Record<string, unknown> & { id: number; version?: number };

export type ExecContext = {
  client: TripletexClient;
  /** The date the task treats as today (YYYY-MM-DD). */
  today: string;
  /** What the executor decided, in words, for the request log. */
  notes: string[];
};

export type VatType = { id: number; number: string; percentage: number; name: string };
export type Account = Row & { number: number; name: string; bankAccountNumber?: string | null; vatLocked?: boolean };

const cache = new WeakMap<TripletexClient, Map<string, Promise<unknown>>>();

/** Memoises `load` under `key` for the lifetime of one client (one request). */
export function cached<T>(ctx: ExecContext, key: string, load: () => Promise<T>): Promise<T> {
  let m = cache.get(ctx.client);
  if (!m) cache.set(ctx.client, (m = new Map()));
  let p = m.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    m.set(key, p);
    p.catch(() => m.delete(key));
  }
  return p;
}

export function forget(ctx: ExecContext, key: string): void {
  cache.get(ctx.client)?.delete(key);
}

/** Stores a known value under `key` (e.g. a row just written). */
export function remember<T>(ctx: ExecContext, key: string, value: T): void {
  let m = cache.get(ctx.client);
  if (!m) cache.set(ctx.client, (m = new Map()));
  m.set(key, Promise.resolve(value));
}

// ---------------------------------------------------------------------------------------------
// Text and numbers

export function norm(s: unknown): string {
  return String(s ?? "")
    .normalize("NFKC")
    .trim()
    .replace(/\s+/g, " ")
    .toLowerCase();
}

/** Loose comparison for names: case, accents and punctuation ignored. */
export function looseName(s: unknown): string {
  return norm(s)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function firstOfMonth(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

export function lastOfMonth(iso: string): string {
  const [y, m] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Ledger accounts, VAT types, currencies, payment types

export async function accountByNumber(ctx: ExecContext, number: number | string): Promise<Account | undefined> {
  const n = Number(number);
  return cached(ctx, `account:${n}`, async () => {
    const rows = await ctx.client.list<Account>("/ledger/account", { number: n, fields: "*" });
    return rows.find((a) => Number(a.number) === n);
  });
}

/** Resolves an account by number or throws a clear error (the chart should have it). */
export async function requireAccount(ctx: ExecContext, number: number | string): Promise<Account> {
  const a = await accountByNumber(ctx, number);
  if (!a) throw new Error(`ledger account ${number} does not exist in this company`);
  return a;
}

/** Resolves several accounts with one GET (comma list), filling the cache. */
export async function accountsByNumbers(ctx: ExecContext, numbers: (number | string)[]): Promise<Map<number, Account>> {
  const wanted = [...new Set(numbers.map(Number))];
  const out = new Map<number, Account>();
  const missing: number[] = [];
  for (const n of wanted) {
    const m = cache.get(ctx.client)?.get(`account:${n}`);
    if (m) {
      const a = (await m) as Account | undefined;
      if (a) out.set(n, a);
    } else missing.push(n);
  }
  if (missing.length > 0) {
    const rows = await ctx.client.list<Account>("/ledger/account", { number: missing.join(","), fields: "*", count: 1000 });
    for (const n of missing) {
      const a = rows.find((r) => Number(r.number) === n);
      remember(ctx, `account:${n}`, a);
      if (a) out.set(n, a);
    }
  }
  return out;
}

export async function vatTypes(ctx: ExecContext): Promise<VatType[]> {
  return cached(ctx, "vatTypes", async () => {
    const rows = await ctx.client.list<Record<string, unknown>>("/ledger/vatType", {
      fields: "id,number,percentage,name",
      count: 1000,
    });
    return rows.map((r) => ({
      id: Number(r.id),
      number: String(r.number ?? ""),
      percentage: Number(r.percentage ?? 0),
      name: String(r.name ?? ""),
    }));
  });
}

export async function vatByNumber(ctx: ExecContext, number: string | number): Promise<VatType | undefined> {
  return (await vatTypes(ctx)).find((v) => v.number === String(number));
}

/** Norwegian sales (outgoing) VAT codes by rate: 25 → 3, 15 → 31, 12 → 32, 0 → 5 (exempt) or 6. */
const OUTGOING_BY_RATE: Record<number, string[]> = { 25: ["3"], 15: ["31"], 12: ["32"], 0: ["5", "6", "52"] };
/** Purchase (incoming, deductible) VAT codes by rate. */
const INCOMING_BY_RATE: Record<number, string[]> = { 25: ["1"], 15: ["11"], 12: ["12"], 0: ["0"] };

export async function outgoingVat(ctx: ExecContext, rate: number, opts: { outsideVatAct?: boolean } = {}): Promise<VatType> {
  const codes = rate === 0 && opts.outsideVatAct ? ["6", "5"] : OUTGOING_BY_RATE[rate] ?? [];
  return pickVat(ctx, codes, rate, "outgoing");
}

export async function incomingVat(ctx: ExecContext, rate: number): Promise<VatType> {
  return pickVat(ctx, INCOMING_BY_RATE[rate] ?? [], rate, "incoming");
}

async function pickVat(ctx: ExecContext, codes: string[], rate: number, kind: string): Promise<VatType> {
  const all = await vatTypes(ctx);
  for (const c of codes) {
    const v = all.find((x) => x.number === c);
    if (v) return v;
  }
  const byRate = all.find((v) => Math.abs(v.percentage - rate) < 0.001);
  if (byRate) return byRate;
  throw new Error(`no ${kind} VAT type for ${rate} %`);
}

export async function currencyByCode(ctx: ExecContext, code: string): Promise<Ref | undefined> {
  return cached(ctx, `currency:${code}`, async () => {
    const rows = await ctx.client.list<Row>("/currency", { code, fields: "id,code" });
    const row = rows.find((r) => norm(r.code) === norm(code));
    return row ? { id: row.id } : undefined;
  });
}

/** The invoice payment type that pays into the bank account (1920), else the first one. */
export async function invoicePaymentType(ctx: ExecContext): Promise<Ref> {
  return cached(ctx, "invoicePaymentType", async () => {
    const rows = await ctx.client.list<Row>("/invoice/paymentType", { fields: "*", count: 100 });
    if (rows.length === 0) throw new Error("no invoice payment types");
    const bank =
      rows.find((r) => /bank/i.test(String(r.description ?? ""))) ??
      rows.find((r) => String((r.debitAccount as Row | undefined)?.number ?? "") === "1920");
    return { id: (bank ?? rows[0]).id };
  });
}

// ---------------------------------------------------------------------------------------------
// The company bank account number (needed before any invoice can be created)

/** A valid Norwegian account number (11 digits, MOD11 check digit) derived from a seed. */
export function norwegianBankAccountNumber(seed = 1234567890): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (let s = seed; ; s++) {
    const body = String(s % 10_000_000_000).padStart(10, "0");
    const sum = body.split("").reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
    const r = 11 - (sum % 11);
    if (r === 10) continue;
    return body + String(r === 11 ? 0 : r);
  }
}

/**
 * Ensures the company's invoice bank account (1920) carries a bank account number, with one PUT
 * only when it is missing.
 */
export async function ensureBankAccountNumber(ctx: ExecContext): Promise<void> {
  return cached(ctx, "ensureBank", async () => {
    const bank = await requireAccount(ctx, 1920);
    if (bank.bankAccountNumber && String(bank.bankAccountNumber).trim() !== "") return;
    const number = norwegianBankAccountNumber(8601_11_1111 % 10_000_000_000);
    const updated = await ctx.client.put<Account>(`/ledger/account/${bank.id}`, {
      id: bank.id,
      version: bank.version,
      number: bank.number,
      name: bank.name,
      bankAccountNumber: number,
    });
    remember(ctx, "account:1920", { ...bank, ...updated, bankAccountNumber: number });
    ctx.notes.push("set a bank account number on ledger account 1920");
  });
}

// ---------------------------------------------------------------------------------------------
// Customers, suppliers, employees, departments, products, projects

function orgEq(a: unknown, b: string | undefined): boolean {
  return !!b && String(a ?? "").replace(/\s/g, "") === b.replace(/\s/g, "");
}

export async function findCustomer(
  ctx: ExecContext,
  by: { organizationNumber?: string | null; name?: string | null },
): Promise<Row | undefined> {
  const org = by.organizationNumber ?? undefined;
  if (org) {
    const rows = await ctx.client.list<Row>("/customer", { organizationNumber: org, fields: "*" });
    const hit = rows.find((r) => orgEq(r.organizationNumber, org));
    if (hit) return hit;
  }
  if (by.name) {
    const rows = await ctx.client.list<Row>("/customer", { customerName: by.name, fields: "*" });
    return rows.find((r) => looseName(r.name) === looseName(by.name)) ?? (org ? undefined : rows[0]);
  }
  return undefined;
}

/** The customer the prompt says exists; created (one write) only if no lookup finds it. */
export async function findOrCreateCustomer(
  ctx: ExecContext,
  c: { name: string; organizationNumber?: string | null; email?: string | null },
): Promise<Row> {
  const found = await findCustomer(ctx, c);
  if (found) return found;
  ctx.notes.push(`customer ${c.name} not found: created`);
  return ctx.client.post<Row>("/customer", {
    name: c.name,
    ...(c.organizationNumber ? { organizationNumber: c.organizationNumber } : {}),
    ...(c.email ? { email: c.email, invoiceEmail: c.email } : {}),
  });
}

export async function findSupplier(
  ctx: ExecContext,
  by: { organizationNumber?: string | null; name?: string | null },
): Promise<Row | undefined> {
  const org = by.organizationNumber ?? undefined;
  if (org) {
    const rows = await ctx.client.list<Row>("/supplier", { organizationNumber: org, fields: "*" });
    const hit = rows.find((r) => orgEq(r.organizationNumber, org));
    if (hit) return hit;
  }
  if (by.name) {
    const rows = await ctx.client.list<Row>("/supplier", { fields: "*", count: 1000 });
    return rows.find((r) => looseName(r.name) === looseName(by.name));
  }
  return undefined;
}

export async function findOrCreateSupplier(
  ctx: ExecContext,
  s: {
    name: string;
    organizationNumber?: string | null;
    email?: string | null;
    bankAccountNumber?: string | null;
    address?: { addressLine1?: string | null; postalCode?: string | null; city?: string | null } | null;
  },
): Promise<Row> {
  const found = await findSupplier(ctx, s);
  if (found) return found;
  const body: Record<string, unknown> = { name: s.name };
  if (s.organizationNumber) body.organizationNumber = s.organizationNumber;
  if (s.email) {
    body.email = s.email;
    body.invoiceEmail = s.email;
  }
  if (s.address && (s.address.addressLine1 || s.address.city)) body.postalAddress = compact(s.address);
  if (s.bankAccountNumber) body.bankAccounts = [s.bankAccountNumber];
  return ctx.client.post<Row>("/supplier", body, { fields: "*,ledgerAccount(id,number)" });
}

export async function findEmployee(
  ctx: ExecContext,
  by: { email?: string | null; firstName?: string | null; lastName?: string | null; name?: string | null },
): Promise<Row | undefined> {
  if (by.email) {
    const rows = await ctx.client.list<Row>("/employee", { email: by.email, fields: "*" });
    const hit = rows.find((r) => norm(r.email) === norm(by.email));
    if (hit) return hit;
  }
  let first = by.firstName ?? undefined;
  let last = by.lastName ?? undefined;
  if (!first && !last && by.name) [first, last] = splitName(by.name);
  if (first || last) {
    const rows = await ctx.client.list<Row>("/employee", { firstName: first, lastName: last, fields: "*" });
    return rows.find(
      (r) => (!first || looseName(r.firstName) === looseName(first)) && (!last || looseName(r.lastName) === looseName(last)),
    );
  }
  return undefined;
}

export function splitName(full: string): [string, string] {
  const parts = full.trim().split(/\s+/);
  if (parts.length === 1) return [parts[0], ""];
  return [parts.slice(0, -1).join(" "), parts[parts.length - 1]];
}

export async function departments(ctx: ExecContext): Promise<Row[]> {
  return cached(ctx, "departments", () => ctx.client.list<Row>("/department", { fields: "*", count: 1000 }));
}

export async function defaultDepartment(ctx: ExecContext): Promise<Ref> {
  const rows = await departments(ctx);
  if (rows.length === 0) throw new Error("the company has no department");
  return { id: rows[0].id };
}

/** Finds a department by name, creating it (one write) when absent. */
export async function findOrCreateDepartment(ctx: ExecContext, name: string): Promise<Ref> {
  const rows = await departments(ctx);
  const hit = rows.find((d) => looseName(d.name) === looseName(name));
  if (hit) return { id: hit.id };
  const number = nextDepartmentNumbers(rows, 1)[0];
  const created = await ctx.client.post<Row>("/department", { name, departmentNumber: number });
  forget(ctx, "departments");
  ctx.notes.push(`department ${name} created`);
  return { id: created.id };
}

/** Department numbers not in use yet (numeric strings after the highest numeric one). */
export function nextDepartmentNumbers(rows: Row[], n: number): string[] {
  const used = new Set(rows.map((r) => String(r.departmentNumber ?? "")));
  const max = Math.max(0, ...rows.map((r) => Number(r.departmentNumber)).filter((x) => Number.isFinite(x)));
  const out: string[] = [];
  for (let k = max + 1; out.length < n; k++) if (!used.has(String(k))) out.push(String(k));
  return out;
}

export async function findProductByNumber(ctx: ExecContext, number: string): Promise<Row | undefined> {
  const rows = await ctx.client.list<Row>("/product", { productNumber: number, fields: "*" });
  return rows.find((r) => String(r.number ?? "") === number);
}

export async function findProjectByName(ctx: ExecContext, name: string): Promise<Row | undefined> {
  const rows = await ctx.client.list<Row>("/project", { name, fields: "*", count: 1000 });
  return rows.find((r) => looseName(r.name) === looseName(name)) ?? rows.find((r) => looseName(r.name).includes(looseName(name)));
}

/**
 * Makes an employee usable as project manager: if it is not among the assignable project managers,
 * grant it the entitlements (one write) before the project is posted.
 */
export async function ensureProjectManager(ctx: ExecContext, employeeId: number): Promise<void> {
  const rows = await ctx.client.list<Row>("/employee", { assignableProjectManagers: true, fields: "id", count: 1000 });
  if (rows.some((r) => r.id === employeeId)) return;
  await ctx.client.put("/employee/entitlement/:grantEntitlementsByTemplate", undefined, {
    employeeId,
    template: "ALL_PRIVILEGES",
  });
  ctx.notes.push("granted project-manager entitlements");
}

/** The account owner (the first administrator employee), used where the prompt names nobody. */
export async function accountOwner(ctx: ExecContext): Promise<Row> {
  return cached(ctx, "owner", async () => {
    const pms = await ctx.client.list<Row>("/employee", { assignableProjectManagers: true, fields: "*", count: 1000 });
    if (pms.length > 0) return pms.sort((a, b) => a.id - b.id)[0];
    const all = await ctx.client.list<Row>("/employee", { fields: "*", count: 1000 });
    if (all.length === 0) throw new Error("the company has no employee");
    return all.sort((a, b) => a.id - b.id)[0];
  });
}

// ---------------------------------------------------------------------------------------------
// Invoices

/** Invoices in a wide date window (the API requires one), optionally for one customer. */
export async function listInvoices(ctx: ExecContext, q: { customerId?: number; fields?: string } = {}): Promise<Row[]> {
  return ctx.client.list<Row>("/invoice", {
    invoiceDateFrom: "2000-01-01",
    invoiceDateTo: addDays(ctx.today, 366 * 2),
    customerId: q.customerId,
    fields: q.fields ?? "*",
    count: 1000,
  });
}

/**
 * Picks the invoice a prompt describes: not a credit note, matching the amount excluding VAT
 * and/or the line description when given, preferring ones with an outstanding amount.
 */
export function pickInvoice(
  rows: Row[],
  want: { amountExcludingVat?: number | null; description?: string | null; outstanding?: boolean },
): Row | undefined {
  const candidates = rows.filter((r) => r.isCreditNote !== true);
  const score = (r: Row): number => {
    let s = 0;
    const ex = Number(r.amountExcludingVat ?? r.amountExcludingVatCurrency);
    if (want.amountExcludingVat != null && Math.abs(ex - want.amountExcludingVat) < 0.5) s += 4;
    if (want.description) {
      const lines = (r.orderLines as Row[] | undefined) ?? [];
      const text = [r.comment, r.invoiceComment, ...lines.map((l) => l.description)].map(norm).join(" ");
      if (text.includes(norm(want.description))) s += 2;
    }
    const out = Number(r.amountOutstanding ?? 0);
    if (want.outstanding === true && out > 0.001) s += 1;
    if (want.outstanding === false && out <= 0.001) s += 1;
    return s;
  };
  return [...candidates].sort((a, b) => score(b) - score(a) || b.id - a.id)[0];
}

// ---------------------------------------------------------------------------------------------
// Vouchers

export type PostingLine = {
  account: number;
  /** Positive = debit, negative = credit. Net amount when vatType is set (gross is derived). */
  amount: number;
  vatType?: Ref;
  /** Gross when a VAT type is set; defaults to amount × (1 + rate). */
  amountGross?: number;
  customer?: Ref;
  supplier?: Ref;
  employee?: Ref;
  department?: Ref;
  project?: Ref;
  product?: Ref;
  description?: string;
  invoiceNumber?: string;
  freeAccountingDimension1?: Ref;
  freeAccountingDimension2?: Ref;
  freeAccountingDimension3?: Ref;
};

/** Builds the postings of a voucher: explicit rows from 1, all four amount fields, ids for accounts. */
export async function buildPostings(ctx: ExecContext, date: string, lines: PostingLine[]): Promise<Record<string, unknown>[]> {
  const accounts = await accountsByNumbers(
    ctx,
    lines.map((l) => l.account),
  );
  return lines.map((l, i) => {
    const acc = accounts.get(Number(l.account));
    if (!acc) throw new Error(`ledger account ${l.account} does not exist in this company`);
    const gross = round2(l.amountGross ?? l.amount);
    const amount = round2(l.amount);
    const p: Record<string, unknown> = {
      row: i + 1,
      date,
      account: { id: acc.id },
      amount: l.vatType ? amount : gross,
      amountCurrency: l.vatType ? amount : gross,
      amountGross: gross,
      amountGrossCurrency: gross,
    };
    if (l.vatType) p.vatType = l.vatType;
    for (const k of [
      "customer",
      "supplier",
      "employee",
      "department",
      "project",
      "product",
      "freeAccountingDimension1",
      "freeAccountingDimension2",
      "freeAccountingDimension3",
    ] as const) {
      if (l[k]) p[k] = l[k];
    }
    if (l.description) p.description = l.description;
    if (l.invoiceNumber) p.invoiceNumber = l.invoiceNumber;
    return p;
  });
}

export async function postVoucher(
  ctx: ExecContext,
  v: {
    date: string;
    description: string;
    lines: PostingLine[];
    voucherType?: Ref | null;
    vendorInvoiceNumber?: string;
    externalVoucherNumber?: string;
  },
): Promise<Row> {
  const bodyOf = async (lines: PostingLine[]) => {
    const body: Record<string, unknown> = { date: v.date, description: v.description, postings: await buildPostings(ctx, v.date, lines) };
    if (v.voucherType) body.voucherType = v.voucherType;
    if (v.vendorInvoiceNumber) body.vendorInvoiceNumber = v.vendorInvoiceNumber;
    if (v.externalVoucherNumber) body.externalVoucherNumber = v.externalVoucherNumber;
    return body;
  };
  const first = await bodyOf(v.lines);
  try {
    return await ctx.client.post<Row>("/ledger/voucher", first, { sendToLedger: true });
  } catch (err) {
    // An account locked to another VAT code refuses the VAT type: book the VAT row by hand.
    const vatProblem =
      err instanceof TripletexApiError &&
      err.status === 422 &&
      v.lines.some((l) => l.vatType) &&
      (err.mentions("vatType") || err.mentions("mva") || err.mentions("vatLocked"));
    if (!vatProblem) throw err;
    ctx.notes.push(`retried the voucher with explicit VAT rows after: ${(err as Error).message.slice(0, 160)}`);
    return ctx.client.post<Row>("/ledger/voucher", await bodyOf(explicitVat(v.lines)), { sendToLedger: true });
  }
}

/** Replaces VAT-typed lines by a net line and an input-VAT line on 2710 (gross unchanged). */
export function explicitVat(lines: PostingLine[]): PostingLine[] {
  return lines.flatMap((l) => {
    if (!l.vatType) return [l];
    const gross = round2(l.amountGross ?? l.amount);
    const net = round2(l.amount);
    const { vatType: _vat, amountGross: _gross, ...rest } = l;
    void _vat;
    void _gross;
    const vat = round2(gross - net);
    return vat === 0 ? [{ ...rest, amount: net }] : [{ ...rest, amount: net }, { account: 2710, amount: vat, description: l.description }];
  });
}

export async function voucherTypeByName(ctx: ExecContext, pattern: RegExp): Promise<Ref | undefined> {
  const rows = await cached(ctx, "voucherTypes", () => ctx.client.list<Row>("/ledger/voucherType", { fields: "id,name", count: 1000 }));
  const hit = rows.find((r) => pattern.test(String(r.name ?? "")));
  return hit ? { id: hit.id } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Retrying a write once with a correction

/**
 * Runs a write; when it fails with a 4xx whose validation messages a `fix` recognises, applies
 * the fix (which may itself write, e.g. grant an entitlement) and retries exactly once.
 */
export async function withOneRetry<T>(
  attempt: () => Promise<T>,
  fix: (err: TripletexApiError) => Promise<boolean> | boolean,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!(err instanceof TripletexApiError) || err.status >= 500) throw err;
    if (!(await fix(err))) throw err;
    return attempt();
  }
}

export function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null && v !== "") out[k] = v;
  return out as Partial<T>;
}

export type { Query };
