import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import {
  islandEmuBudgets,
  islandEmuGroundTruth,
  islandEmuObservations,
  islandEmuSubmissions,
  islandEmuTeamScores,
} from "@/lib/db/schema";

export const QUERIES_MAX = 50;

export type SubmissionRow = typeof islandEmuSubmissions.$inferSelect;
export type TeamScoreRow = typeof islandEmuTeamScores.$inferSelect;
export type BudgetRow = typeof islandEmuBudgets.$inferSelect;

export async function getBudget(roundId: string, teamId: string): Promise<{ queriesUsed: number; queriesMax: number }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(islandEmuBudgets)
    .where(and(eq(islandEmuBudgets.roundId, roundId), eq(islandEmuBudgets.teamId, teamId)));
  return rows[0] ?? { queriesUsed: 0, queriesMax: QUERIES_MAX };
}

export async function budgetsOfTeam(teamId: string): Promise<BudgetRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuBudgets).where(eq(islandEmuBudgets.teamId, teamId));
}

/**
 * Spends one query if any is left, atomically: a single conditional UPDATE, so concurrent calls
 * can never spend more than queries_max. Returns the budget after spending, or null when exhausted.
 */
export async function spendQuery(
  roundId: string,
  teamId: string,
): Promise<{ ok: boolean; queriesUsed: number; queriesMax: number }> {
  const db = await getDb();
  const spend = () =>
    db
      .update(islandEmuBudgets)
      .set({ queriesUsed: sql`${islandEmuBudgets.queriesUsed} + 1` })
      .where(
        and(
          eq(islandEmuBudgets.roundId, roundId),
          eq(islandEmuBudgets.teamId, teamId),
          sql`${islandEmuBudgets.queriesUsed} < ${islandEmuBudgets.queriesMax}`,
        ),
      )
      .returning({ queriesUsed: islandEmuBudgets.queriesUsed, queriesMax: islandEmuBudgets.queriesMax });
  let spent = await spend();
  if (!spent[0]) {
    // The team's first query of the round creates its budget row with that query spent; a
    // concurrent first query loses the insert and spends through the conditional update instead.
    const created = await db
      .insert(islandEmuBudgets)
      .values({ roundId, teamId, queriesUsed: 1, queriesMax: QUERIES_MAX })
      .onConflictDoNothing()
      .returning({ queriesUsed: islandEmuBudgets.queriesUsed, queriesMax: islandEmuBudgets.queriesMax });
    spent = created[0] ? created : await spend();
  }
  if (spent[0]) return { ok: true, ...spent[0] };
  return { ok: false, ...(await getBudget(roundId, teamId)) };
}

/** Gives a query back (the simulation failed after the query was spent). */
export async function refundQuery(roundId: string, teamId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(islandEmuBudgets)
    .set({ queriesUsed: sql`max(0, ${islandEmuBudgets.queriesUsed} - 1)` })
    .where(and(eq(islandEmuBudgets.roundId, roundId), eq(islandEmuBudgets.teamId, teamId)));
}

export async function recordObservation(o: typeof islandEmuObservations.$inferInsert): Promise<void> {
  const db = await getDb();
  await db.insert(islandEmuObservations).values(o);
}

export async function countObservations(roundId: string, teamId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(islandEmuObservations)
    .where(and(eq(islandEmuObservations.roundId, roundId), eq(islandEmuObservations.teamId, teamId)));
  return Number(row?.n ?? 0);
}

/** Stores a prediction, replacing an earlier one for the same seed (and clearing its score). */
export async function upsertSubmission(s: { roundId: string; teamId: string; seedIndex: number; prediction: unknown }): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  const prediction = JSON.stringify(s.prediction);
  await db
    .insert(islandEmuSubmissions)
    .values({ roundId: s.roundId, teamId: s.teamId, seedIndex: s.seedIndex, prediction, submittedAt: now, score: null })
    .onConflictDoUpdate({
      target: [islandEmuSubmissions.roundId, islandEmuSubmissions.teamId, islandEmuSubmissions.seedIndex],
      set: { prediction, submittedAt: now, score: null },
    });
}

export async function submissionsOfTeam(roundId: string, teamId: string): Promise<SubmissionRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(islandEmuSubmissions)
    .where(and(eq(islandEmuSubmissions.roundId, roundId), eq(islandEmuSubmissions.teamId, teamId)))
    .orderBy(asc(islandEmuSubmissions.seedIndex));
}

export async function submissionsOfRound(roundId: string): Promise<SubmissionRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuSubmissions).where(eq(islandEmuSubmissions.roundId, roundId));
}

/** (round, team, seed) of every submission, without the tensors. */
export async function submissionIndex(): Promise<{ roundId: string; teamId: string; seedIndex: number }[]> {
  const db = await getDb();
  return db
    .select({ roundId: islandEmuSubmissions.roundId, teamId: islandEmuSubmissions.teamId, seedIndex: islandEmuSubmissions.seedIndex })
    .from(islandEmuSubmissions);
}

export async function getGroundTruth(roundId: string, seedIndex: number): Promise<number[][][] | null> {
  const db = await getDb();
  const rows = await db
    .select({ tensor: islandEmuGroundTruth.tensor })
    .from(islandEmuGroundTruth)
    .where(and(eq(islandEmuGroundTruth.roundId, roundId), eq(islandEmuGroundTruth.seedIndex, seedIndex)));
  return rows[0] ? (JSON.parse(rows[0].tensor) as number[][][]) : null;
}

export async function groundTruthSeeds(roundId: string): Promise<Set<number>> {
  const db = await getDb();
  const rows = await db
    .select({ seedIndex: islandEmuGroundTruth.seedIndex })
    .from(islandEmuGroundTruth)
    .where(eq(islandEmuGroundTruth.roundId, roundId));
  return new Set(rows.map((r) => r.seedIndex));
}

export async function saveGroundTruth(roundId: string, seedIndex: number, tensor: number[][][], runs: number): Promise<void> {
  const db = await getDb();
  await db
    .insert(islandEmuGroundTruth)
    .values({ roundId, seedIndex, tensor: JSON.stringify(tensor), runs, createdAt: Date.now() })
    .onConflictDoNothing();
}

/** Writes a round's results in one transaction: per-seed scores and per-team round scores. */
export async function saveRoundResults(
  roundId: string,
  seedScores: { teamId: string; seedIndex: number; score: number }[],
  teamScores: Omit<TeamScoreRow, "roundId">[],
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    for (const s of seedScores) {
      await tx
        .update(islandEmuSubmissions)
        .set({ score: s.score })
        .where(
          and(
            eq(islandEmuSubmissions.roundId, roundId),
            eq(islandEmuSubmissions.teamId, s.teamId),
            eq(islandEmuSubmissions.seedIndex, s.seedIndex),
          ),
        );
    }
    await tx.delete(islandEmuTeamScores).where(eq(islandEmuTeamScores.roundId, roundId));
    if (teamScores.length > 0) {
      await tx.insert(islandEmuTeamScores).values(teamScores.map((t) => ({ ...t, roundId })));
    }
  });
}

export async function teamScoresOfTeam(teamId: string): Promise<TeamScoreRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuTeamScores).where(eq(islandEmuTeamScores.teamId, teamId));
}

export async function allTeamScores(): Promise<TeamScoreRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuTeamScores);
}
