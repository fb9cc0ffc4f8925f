import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import {
  islandEmuBudgets,
  islandEmuRounds,
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
  return rows[0] ? { queriesUsed: rows[0].queriesUsed, queriesMax: rows[0].queriesMax } : { queriesUsed: 0, queriesMax: QUERIES_MAX };
}

export async function budgetsOfTeam(teamId: string): Promise<BudgetRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuBudgets).where(eq(islandEmuBudgets.teamId, teamId));
}

export type ObservationRecord = {
  seedIndex: number;
  simSeed: number;
  viewport: unknown;
  grid: unknown;
  settlements: unknown;
};

/**
 * Spends one query and records the observation it paid for, in one transaction: the budget row
 * is created if needed, a conditional UPDATE spends a query only while one is left (so concurrent
 * calls can never spend more than queries_max), and the observation is written only when the
 * query was spent. Returns the budget after the call; `ok` is false when it was exhausted.
 */
export async function spendQueryAndRecord(
  roundId: string,
  teamId: string,
  obs: ObservationRecord,
): Promise<{ ok: boolean; queriesUsed: number; queriesMax: number }> {
  const db = await getDb();
  const b = islandEmuBudgets;
  const o = islandEmuObservations;
  const now = Date.now();
  // A batch runs its statements back to back in one transaction, with nothing interleaved.
  const [, spent] = await db.batch([
    db.insert(b).values({ roundId, teamId, queriesUsed: 0, queriesMax: QUERIES_MAX }).onConflictDoNothing(),
    db
      .update(b)
      .set({ queriesUsed: sql`${b.queriesUsed} + 1` })
      .where(and(eq(b.roundId, roundId), eq(b.teamId, teamId), sql`${b.queriesUsed} < ${b.queriesMax}`))
      .returning({ queriesUsed: b.queriesUsed, queriesMax: b.queriesMax }),
    // changes() is the row count of the UPDATE just above: 1 when the query was spent.
    db.run(sql`INSERT INTO ${o} (round_id, team_id, seed_index, sim_seed, query_number, viewport, grid, settlements, created_at)
      SELECT ${roundId}, ${teamId}, ${obs.seedIndex}, ${obs.simSeed}, ${b.queriesUsed},
             ${JSON.stringify(obs.viewport)}, ${JSON.stringify(obs.grid)}, ${JSON.stringify(obs.settlements)}, ${now}
      FROM ${b} WHERE ${b.roundId} = ${roundId} AND ${b.teamId} = ${teamId} AND changes() = 1`),
  ]);
  if (spent[0]) return { ok: true, ...spent[0] };
  return { ok: false, ...(await getBudget(roundId, teamId)) };
}

/** Observations a team made in a round, oldest first. */
export async function observationsOf(roundId: string, teamId: string) {
  const db = await getDb();
  return db
    .select()
    .from(islandEmuObservations)
    .where(and(eq(islandEmuObservations.roundId, roundId), eq(islandEmuObservations.teamId, teamId)))
    .orderBy(asc(islandEmuObservations.id));
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

/**
 * Finishes a round in one transaction: per-seed scores, per-team round scores, and status
 * `completed` (only if the round is still in scoring).
 */
export async function saveResultsAndComplete(
  roundId: string,
  seedScores: { teamId: string; seedIndex: number; score: number }[],
  teamScores: Omit<TeamScoreRow, "roundId">[],
): Promise<void> {
  const db = await getDb();
  const s = islandEmuSubmissions;
  // A batch, not an interactive transaction: its statements run back to back, so concurrent
  // requests never wait on a transaction that is itself waiting for the event loop.
  await db.batch([
    db
      .update(islandEmuRounds)
      .set({ status: "completed", completedAt: Date.now(), scoringError: null })
      .where(and(eq(islandEmuRounds.id, roundId), eq(islandEmuRounds.status, "scoring"))),
    db.delete(islandEmuTeamScores).where(eq(islandEmuTeamScores.roundId, roundId)),
    ...teamScores.map((t) => db.insert(islandEmuTeamScores).values({ ...t, roundId })),
    ...seedScores.map((x) =>
      db
        .update(s)
        .set({ score: x.score })
        .where(and(eq(s.roundId, roundId), eq(s.teamId, x.teamId), eq(s.seedIndex, x.seedIndex))),
    ),
  ]);
}

export async function teamScoresOfTeam(teamId: string): Promise<TeamScoreRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuTeamScores).where(eq(islandEmuTeamScores.teamId, teamId));
}

export async function allTeamScores(): Promise<TeamScoreRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuTeamScores);
}
