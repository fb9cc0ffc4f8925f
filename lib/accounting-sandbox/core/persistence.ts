import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { sandboxCompanies, sandboxEntities, sandboxRequests } from "@/lib/db/schema";
import type { ChangedRow, CompanyData, Entity, TypeMap } from "./store";

/** Database side of the sandbox: companies, their changed entities and request log. */

export async function insertCompany(c: CompanyData, rows: ChangedRow[]): Promise<void> {
  const db = await getDb();
  await db.insert(sandboxCompanies).values({
    id: c.id,
    sessionToken: c.sessionToken,
    today: c.today,
    nextId: c.nextId,
    createdAt: new Date(),
  });
  await saveRows(c.id, rows, c.nextId);
}

export async function maxCompanyId(): Promise<number> {
  const db = await getDb();
  const r = await db.select({ m: sql<number>`coalesce(max(${sandboxCompanies.id}), 0)` }).from(sandboxCompanies);
  return Number(r[0]?.m ?? 0);
}

export async function loadCompany(by: { token: string } | { id: number }): Promise<CompanyData | undefined> {
  const db = await getDb();
  const where =
    "token" in by ? eq(sandboxCompanies.sessionToken, by.token) : eq(sandboxCompanies.id, by.id);
  const rows = await db.select().from(sandboxCompanies).where(where).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const ents = await db.select().from(sandboxEntities).where(eq(sandboxEntities.companyId, row.id));
  const layer: TypeMap = new Map();
  for (const e of ents) {
    let m = layer.get(e.type);
    if (!m) layer.set(e.type, (m = new Map()));
    m.set(e.id, e.json === null ? null : (JSON.parse(e.json) as Entity));
  }
  return { id: row.id, sessionToken: row.sessionToken, today: row.today, nextId: row.nextId, layer };
}

export async function saveRows(companyId: number, rows: ChangedRow[], nextId: number): Promise<void> {
  const db = await getDb();
  const stmts = [];
  const CHUNK = 200;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    stmts.push(
      db
        .insert(sandboxEntities)
        .values(
          part.map((r) => ({
            companyId,
            type: r.type,
            id: r.id,
            version: r.version,
            json: r.value === null ? null : JSON.stringify(r.value),
          })),
        )
        .onConflictDoUpdate({
          target: [sandboxEntities.companyId, sandboxEntities.type, sandboxEntities.id],
          set: { version: sql`excluded.version`, json: sql`excluded.json` },
        }),
    );
  }
  stmts.push(db.update(sandboxCompanies).set({ nextId }).where(eq(sandboxCompanies.id, companyId)));
  const [first, ...rest] = stmts;
  await db.batch([first, ...rest]);
}

export type RequestLogEntry = { method: string; path: string; status: number; ms: number; at: string };

export async function logRequest(companyId: number, e: Omit<RequestLogEntry, "at">): Promise<void> {
  const db = await getDb();
  await db.insert(sandboxRequests).values({ companyId, ...e, at: new Date() });
}

export async function listRequests(companyId: number): Promise<RequestLogEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(sandboxRequests)
    .where(and(eq(sandboxRequests.companyId, companyId)))
    .orderBy(asc(sandboxRequests.seq));
  return rows.map((r) => ({ method: r.method, path: r.path, status: r.status, ms: r.ms, at: r.at.toISOString() }));
}

/** Removes a company with everything it stored (its entities and request log). */
export async function deleteCompanyRows(companyId: number): Promise<void> {
  const db = await getDb();
  await db.batch([
    db.delete(sandboxRequests).where(eq(sandboxRequests.companyId, companyId)),
    db.delete(sandboxEntities).where(eq(sandboxEntities.companyId, companyId)),
    db.delete(sandboxCompanies).where(eq(sandboxCompanies.id, companyId)),
  ]);
}
