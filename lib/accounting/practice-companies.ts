import "server-only";
import { eq } from "drizzle-orm";
import { deleteCompany } from "@/lib/accounting-sandbox";
import { getDb } from "@/lib/db/client";
import { appSettings } from "@/lib/db/schema";

/*
 * The sandbox companies made by the Agent page's practice runs: the newest PRACTICE_COMPANIES_KEPT
 * are kept (a run's log row already holds its calls), older ones are deleted with everything they
 * stored, so practice runs do not grow the database without end. Their ids live in app_settings.
 */

export const PRACTICE_COMPANIES_KEPT = 20;
const KEY = "practice-run-companies";

let chain: Promise<unknown> = Promise.resolve();

/** Records a finished practice run's company and deletes the ones beyond the newest PRACTICE_COMPANIES_KEPT. */
export function retirePracticeCompany(id: number): Promise<void> {
  const run = chain.then(async () => {
    const db = await getDb();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
    const ids = [...parseIds(row?.value), id];
    const old = ids.slice(0, Math.max(0, ids.length - PRACTICE_COMPANIES_KEPT));
    const kept = ids.slice(old.length);
    for (const stale of old) await deleteCompany(stale);
    const value = JSON.stringify(kept);
    await db.insert(appSettings).values({ key: KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
  });
  chain = run.catch(() => undefined);
  return run;
}

function parseIds(text: string | undefined): number[] {
  try {
    const v: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is number => Number.isSafeInteger(x)) : [];
  } catch {
    return [];
  }
}
