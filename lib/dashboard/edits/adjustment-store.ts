import "server-only";
import crypto from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { dashboardAdjustments, type DashboardAdjustmentRow } from "@/lib/db/schema";
import { adjustmentBodySchema, type Adjustment, type AdjustmentBody } from "./adjust";

/** A team's adjustments of a round, shared by everyone on the team (keyed by teamKey). */

function toAdjustment(row: DashboardAdjustmentRow): Adjustment | null {
  const body = adjustmentBodySchema.safeParse(JSON.parse(row.body));
  return body.success ? { ...body.data, id: row.id, enabled: row.enabled } : null;
}

async function adjustmentRows(teamKey: string, roundId: string): Promise<DashboardAdjustmentRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(dashboardAdjustments)
    .where(and(eq(dashboardAdjustments.teamKey, teamKey), eq(dashboardAdjustments.roundId, roundId)))
    .orderBy(asc(dashboardAdjustments.createdAt), asc(dashboardAdjustments.id));
}

export async function listAdjustments({ teamKey, roundId }: { teamKey: string; roundId: string }): Promise<Adjustment[]> {
  return (await adjustmentRows(teamKey, roundId)).map(toAdjustment).filter((a): a is Adjustment => a !== null);
}

/** The adjustments with who last made or changed each and when (what a submission records). */
export async function listAdjustmentsWithAuthors({ teamKey, roundId }: { teamKey: string; roundId: string }): Promise<(Adjustment & { by: string | null; at: string })[]> {
  return (await adjustmentRows(teamKey, roundId)).flatMap((row) => {
    const a = toAdjustment(row);
    return a ? [{ ...a, by: row.updatedBy ?? null, at: row.updatedAt.toISOString() }] : [];
  });
}

export async function createAdjustment({ teamKey, roundId, body, by = null }: { teamKey: string; roundId: string; body: AdjustmentBody; by?: string | null }): Promise<Adjustment> {
  const db = await getDb();
  const now = new Date();
  const id = crypto.randomUUID();
  await db.insert(dashboardAdjustments).values({ id, teamKey, roundId, body: JSON.stringify(body), enabled: true, updatedBy: by, createdAt: now, updatedAt: now });
  return { ...body, id, enabled: true };
}

/** Changes the body and/or the enabled flag; null when the team has no such adjustment. */
export async function updateAdjustment(input: {
  teamKey: string;
  roundId: string;
  id: string;
  body?: AdjustmentBody;
  enabled?: boolean;
  by?: string | null;
}): Promise<Adjustment | null> {
  const db = await getDb();
  const where = and(
    eq(dashboardAdjustments.id, input.id),
    eq(dashboardAdjustments.teamKey, input.teamKey),
    eq(dashboardAdjustments.roundId, input.roundId),
  );
  const set: Partial<typeof dashboardAdjustments.$inferInsert> = { updatedAt: new Date() };
  if (input.body) set.body = JSON.stringify(input.body);
  if (input.enabled !== undefined) set.enabled = input.enabled;
  if (input.by !== undefined) set.updatedBy = input.by;
  await db.update(dashboardAdjustments).set(set).where(where);
  const rows = await db.select().from(dashboardAdjustments).where(where).limit(1);
  return rows[0] ? toAdjustment(rows[0]) : null;
}

export async function deleteAdjustment({ teamKey, roundId, id }: { teamKey: string; roundId: string; id: string }): Promise<void> {
  const db = await getDb();
  await db
    .delete(dashboardAdjustments)
    .where(and(eq(dashboardAdjustments.id, id), eq(dashboardAdjustments.teamKey, teamKey), eq(dashboardAdjustments.roundId, roundId)));
}
