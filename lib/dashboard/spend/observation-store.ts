import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { dashboardObservations, type DashboardObservationRow } from "@/lib/db/schema";
import { observedSettlementSchema, type Observation, type SimulateResponse } from "@/lib/island";
import { z } from "zod";

/** A stored observation as the workspace uses it. */
export type StoredObservation = Observation & {
  id: number;
  idempotency_key: string;
  created_at: string;
  /** The team's budget right after this query. */
  queries_used: number;
  queries_max: number;
  /** Display name of the member who spent it (null: not recorded). */
  spent_by: string | null;
};

const gridJson = z.array(z.array(z.number().int()));
const settlementsJson = z.array(observedSettlementSchema);

function toStored(row: DashboardObservationRow): StoredObservation {
  return {
    id: row.id,
    idempotency_key: row.idempotencyKey,
    created_at: row.createdAt.toISOString(),
    queries_used: row.queriesUsed,
    queries_max: row.queriesMax,
    spent_by: row.spentBy ?? null,
    seed_index: row.seedIndex,
    viewport: { x: row.viewportX, y: row.viewportY, w: row.viewportW, h: row.viewportH },
    grid: gridJson.parse(JSON.parse(row.grid)),
    settlements: settlementsJson.parse(JSON.parse(row.settlements)),
  };
}

/** Every observation the team stored for a round, oldest first (the model's input order). */
export async function listObservations({ teamKey, roundId }: { teamKey: string; roundId: string }): Promise<StoredObservation[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(dashboardObservations)
    .where(and(eq(dashboardObservations.teamKey, teamKey), eq(dashboardObservations.roundId, roundId)))
    .orderBy(asc(dashboardObservations.id));
  return rows.map(toStored);
}

export async function findObservationByKey({ teamKey, idempotencyKey }: { teamKey: string; idempotencyKey: string }): Promise<StoredObservation | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(dashboardObservations)
    .where(and(eq(dashboardObservations.idempotencyKey, idempotencyKey), eq(dashboardObservations.teamKey, teamKey)))
    .limit(1);
  return rows[0] ? toStored(rows[0]) : null;
}

/**
 * Stores a /simulate answer. A row of the team with the same idempotency key already there is
 * kept (a recovered answer imported twice stays one observation).
 */
export async function saveObservation(input: {
  teamKey: string;
  roundId: string;
  seedIndex: number;
  idempotencyKey: string;
  response: SimulateResponse;
  at?: Date;
  spentBy?: string | null;
}): Promise<StoredObservation> {
  const db = await getDb();
  const { response: r } = input;
  await db
    .insert(dashboardObservations)
    .values({
      teamKey: input.teamKey,
      roundId: input.roundId,
      seedIndex: input.seedIndex,
      idempotencyKey: input.idempotencyKey,
      viewportX: r.viewport.x,
      viewportY: r.viewport.y,
      viewportW: r.viewport.w,
      viewportH: r.viewport.h,
      grid: JSON.stringify(r.grid),
      settlements: JSON.stringify(r.settlements),
      queriesUsed: r.queries_used,
      queriesMax: r.queries_max,
      spentBy: input.spentBy ?? null,
      createdAt: input.at ?? new Date(),
    })
    .onConflictDoNothing({ target: [dashboardObservations.teamKey, dashboardObservations.idempotencyKey] });
  const stored = await findObservationByKey({ teamKey: input.teamKey, idempotencyKey: input.idempotencyKey });
  if (!stored) throw new Error("the observation was not found after it was written");
  return stored;
}
