import "server-only";
import { randomBytes } from "node:crypto";
import { baseLayer, FIRST_COMPANY_ID } from "./seed/base";
import { Tx, type CompanyData } from "./core/store";
import { deleteCompanyRows, insertCompany, loadCompany, maxCompanyId } from "./core/persistence";
import { grantTemplate } from "./resources/employee";

/**
 * Sandbox companies: creation of a fresh company, lookup by session token (cached in memory,
 * loaded from the database once per process) and one-request-at-a-time per company.
 */
export type CompanyFacts = { id: number; bankAccountId: number; departmentId: number; employeeId: number };

type Cache = { byToken: Map<string, CompanyData>; byId: Map<number, CompanyData>; locks: Map<number, Promise<unknown>> };
const g = globalThis as unknown as { __sandboxCompanies?: Cache };
const cache: Cache = (g.__sandboxCompanies ??= { byToken: new Map(), byId: new Map(), locks: new Map() });

function remember(c: CompanyData) {
  cache.byToken.set(c.sessionToken, c);
  cache.byId.set(c.id, c);
}

export async function companyByToken(token: string): Promise<CompanyData | undefined> {
  const hit = cache.byToken.get(token);
  if (hit) return hit;
  const c = await loadCompany({ token });
  if (c) remember(c);
  return c;
}

export async function companyById(id: number): Promise<CompanyData | undefined> {
  const hit = cache.byId.get(id);
  if (hit) return hit;
  const c = await loadCompany({ id });
  if (c) remember(c);
  return c;
}

/** Deletes a company, after any request to it has finished; its session token stops working. */
export async function deleteCompany(id: number): Promise<void> {
  await serialized(id, async () => {
    const c = cache.byId.get(id);
    if (c) cache.byToken.delete(c.sessionToken);
    cache.byId.delete(id);
    await deleteCompanyRows(id);
  });
}

/** Runs `fn` after every earlier request of the same company finished. */
export async function serialized<T>(companyId: number, fn: () => Promise<T>): Promise<T> {
  const prev = cache.locks.get(companyId) ?? Promise.resolve();
  const run = prev.then(fn, fn);
  const tail = run.catch(() => undefined);
  cache.locks.set(companyId, tail);
  try {
    return await run;
  } finally {
    if (cache.locks.get(companyId) === tail) cache.locks.delete(companyId);
  }
}

let idChain: Promise<unknown> = Promise.resolve();

/** Creates a fresh company as CASES.md describes it and returns its facts. */
export async function createCompany(today: string): Promise<{ company: CompanyData; facts: CompanyFacts }> {
  const make = async () => {
    const id = Math.max(await maxCompanyId(), 100) + 1;
    const company: CompanyData = {
      id,
      sessionToken: `${Buffer.from(JSON.stringify({ tokenId: id, token: randomBytes(24).toString("hex") })).toString("base64url")}`,
      today,
      nextId: FIRST_COMPANY_ID,
      layer: new Map(),
    };
    const base = baseLayer();
    const tx = new Tx(company, base.types);
    const facts = seedCompany(tx, id, base.accountId(1920));
    const { rows } = tx.commit();
    await insertCompany(company, rows);
    remember(company);
    return { company, facts };
  };
  const run = idChain.then(make, make);
  idChain = run.catch(() => undefined);
  return run;
}

function seedCompany(tx: Tx, companyId: number, bankAccountId: number): CompanyFacts {
  tx.insert("company", {
    name: `Sandkasse ${companyId} AS`,
    displayName: `Sandkasse ${companyId} AS`,
    startDate: "2020-01-01",
    endDate: null,
    organizationNumber: String(810000000 + companyId),
    email: `post@sandkasse${companyId}.no`,
    phoneNumber: "",
    phoneNumberMobile: "",
    faxNumber: "",
    address: null,
    type: "AS",
    currency: { id: 1 },
  }, companyId);
  const dept = tx.insert("department", { name: "Avdeling 1", departmentNumber: "1", departmentManager: null, displayName: "1 Avdeling 1", isInactive: false, businessActivityTypeId: 0 });
  const owner = tx.insert("employee", {
    firstName: "Ola",
    lastName: "Nordmann",
    displayName: "Ola Nordmann",
    employeeNumber: "1",
    dateOfBirth: "1980-01-01",
    email: `ola.nordmann@sandkasse${companyId}.no`,
    phoneNumberMobile: "",
    nationalIdentityNumber: "",
    bankAccountNumber: "",
    userType: "EXTENDED",
    isContact: false,
    comments: "",
    address: null,
    department: { id: dept.id },
    _isAccountAdministrator: true,
  });
  tx.update("department", dept.id, { departmentManager: { id: owner.id } });
  grantTemplate(tx, owner.id, "ALL_PRIVILEGES");
  return { id: companyId, bankAccountId, departmentId: dept.id, employeeId: owner.id };
}
