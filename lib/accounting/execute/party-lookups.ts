import "server-only";
import { isValidBankAccountNumber } from "./check-digits";
import { addDays, cached, compact, forget, looseName, norm, type ExecContext, type Ref, type Row } from "./context";

/** Customers, suppliers, employees, departments, products, projects and invoices, found before created. */

// ---------------------------------------------------------------------------------------------
// Customers, suppliers, employees, departments, products, projects

function orgEq(a: unknown, b: string | undefined): boolean {
  return !!b && String(a ?? "").replace(/\s/g, "") === b.replace(/\s/g, "");
}

type PartyQuery = { organizationNumber?: string | null; name?: string | null };

/**
 * A customer or supplier by organisation number, else by name. `byName` gives the name search's
 * query; with `firstIfNoExact`, a name search's first row stands in when none matches exactly.
 */
async function findParty(
  ctx: ExecContext,
  path: "/customer" | "/supplier",
  by: PartyQuery,
  byName: (name: string) => Record<string, string | number>,
  firstIfNoExact: boolean,
): Promise<Row | undefined> {
  const org = by.organizationNumber ?? undefined;
  if (org) {
    const rows = await ctx.client.list<Row>(path, { organizationNumber: org, fields: "*" });
    const hit = rows.find((r) => orgEq(r.organizationNumber, org));
    if (hit) return hit;
  }
  if (by.name) {
    const rows = await ctx.client.list<Row>(path, { ...byName(by.name), fields: "*" });
    // A namesake with another organisation number is another company ("we already have a «Rio Azul Lda», but it is
    // another one"): with the number given, only a row without one, or with the same, is this party.
    const same = (r: Row) => !org || !String(r.organizationNumber ?? "").trim() || orgEq(r.organizationNumber, org);
    const exact = rows.find((r) => looseName(r.name) === looseName(by.name) && same(r));
    if (exact) return exact;
    // "Reiseveranstalter Fjord Tours Hellesylt AS", "the caterer Bryggen Mat AS": a word saying what the party is may
    // lead the name read. The books' name is then the rest, matched whole (two words at least).
    const words = by.name.trim().split(/\s+/);
    for (let k = 1; k <= MAX_LEAD_WORDS && words.length - k >= 2; k++) {
      const tail = words.slice(k).join(" ");
      const tailRows = await ctx.client.list<Row>(path, { ...byName(tail), fields: "*" });
      const hit = tailRows.find((r) => looseName(r.name) === looseName(tail) && same(r));
      if (hit) return hit;
    }
    return firstIfNoExact && !org ? rows[0] : undefined;
  }
  return undefined;
}

/** How many words read before a party's name may be dropped to find it in the books. */
const MAX_LEAD_WORDS = 2;

export function findCustomer(ctx: ExecContext, by: PartyQuery): Promise<Row | undefined> {
  return findParty(ctx, "/customer", by, (name) => ({ customerName: name }), true);
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

export function findSupplier(ctx: ExecContext, by: PartyQuery): Promise<Row | undefined> {
  // The supplier search has no name filter: the whole list is read.
  return findParty(ctx, "/supplier", by, () => ({ count: 1000 }), false);
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
  if (s.bankAccountNumber && isValidBankAccountNumber(s.bankAccountNumber)) body.bankAccounts = [s.bankAccountNumber];
  else if (s.bankAccountNumber) ctx.notes.push(`bank account ${s.bankAccountNumber} has a wrong check digit (mistyped?): left out, add it by hand`);
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
  // "på avdeling Sal eksport": a request may name a department by its first word only, the rest read as
  // ordinary words. One existing department whose name opens with the name read, word for word, is it.
  const opening = rows.filter((d) => looseName(d.name).startsWith(`${looseName(name)} `));
  if (opening.length === 1) return { id: opening[0].id };
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
 * Picks the invoice a prompt describes: not a credit note, matching the amount excluding VAT (else
 * the amount including it) and/or the line description when given, preferring ones with an outstanding amount.
 */
export function pickInvoice(
  rows: Row[],
  want: { amountExcludingVat?: number | null; amountIncludingVat?: number | null; description?: string | null; outstanding?: boolean },
): Row | undefined {
  const candidates = rows.filter((r) => r.isCreditNote !== true);
  const score = (r: Row): number => {
    let s = 0;
    const ex = Number(r.amountExcludingVat ?? r.amountExcludingVatCurrency);
    if (want.amountExcludingVat != null && Math.abs(ex - want.amountExcludingVat) < 0.5) s += 4;
    else if (want.amountIncludingVat != null && Math.abs(Number(r.amount ?? r.amountCurrency) - want.amountIncludingVat) < 0.5) s += 4;
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
