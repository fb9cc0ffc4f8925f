import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, lte, max, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { islandEmuRounds } from "@/lib/db/schema";
import { completeParams, isStartList, withStarts, type HiddenParams, type InitialState, type SiteStart } from "../engine";
import { isFinalsList, type RealFinal } from "../play/real-finals";

export type RoundRow = typeof islandEmuRounds.$inferSelect;
export type RoundStatus = RoundRow["status"];

export const DEFAULT_PREDICTION_WINDOW_MINUTES = 165;
export const SEEDS_COUNT = 5;

/** Leaderboard multiplier of a round: 1.05^n, stored to 4 decimals as the real service does. */
export function roundWeight(roundNumber: number): number {
  return Math.round(1.05 ** roundNumber * 10_000) / 10_000;
}

export async function insertRound(opts: {
  mapWidth: number;
  mapHeight: number;
  predictionWindowMinutes: number;
  mapSeed: number;
  preset: string | null;
  source: string;
  hiddenParams: HiddenParams;
  /** Fortune of every initial settlement of each seed's map (hidden like the parameters). */
  siteFortunes?: number[][];
  /** Starting stats of every initial settlement of each seed's map (hidden; null: drawn per run). */
  siteStarts?: (SiteStart | null)[][];
  /** Per seed, the final frames of the real simulator's runs of the map (a replayed real round): /simulate answers from them. */
  realFinals?: RealFinal[][];
  initialStates: InitialState[];
  baseline?: boolean;
  /** The team that started it from the dashboard (practice rounds). */
  startedByTeamId?: string | null;
}): Promise<RoundRow> {
  const db = await getDb();
  // Round numbers are sequential; a concurrent creation taking the same number retries.
  for (let attempt = 0; ; attempt++) {
    const [{ last }] = await db.select({ last: max(islandEmuRounds.roundNumber) }).from(islandEmuRounds);
    const roundNumber = (last ?? 0) + 1;
    const now = Date.now();
    const row: RoundRow = {
      id: randomUUID(),
      roundNumber,
      eventDate: new Date(now).toISOString().slice(0, 10),
      status: "pending",
      mapWidth: opts.mapWidth,
      mapHeight: opts.mapHeight,
      seedsCount: opts.initialStates.length,
      predictionWindowMinutes: opts.predictionWindowMinutes,
      // A pending round shows the window it would have if started now; starting sets both.
      startedAt: now,
      closesAt: now + opts.predictionWindowMinutes * 60_000,
      roundWeight: roundWeight(roundNumber),
      createdAt: now,
      mapSeed: opts.mapSeed,
      preset: opts.preset,
      source: opts.source,
      // Fortunes and starts ride with the parameters: all are the round's hidden state.
      hiddenParams: JSON.stringify({
        ...opts.hiddenParams,
        ...(opts.siteFortunes ? { siteFortunes: opts.siteFortunes } : {}),
        ...(opts.siteStarts ? { siteStarts: opts.siteStarts } : {}),
        ...(opts.realFinals ? { realFinals: opts.realFinals } : {}),
      }),
      initialStates: JSON.stringify(opts.initialStates),
      scoringStartedAt: null,
      completedAt: null,
      scoringError: null,
      baseline: opts.baseline ?? false,
      startedByTeamId: opts.startedByTeamId ?? null,
    };
    try {
      await db.insert(islandEmuRounds).values(row);
      return row;
    } catch (err) {
      if (attempt < 5 && /UNIQUE/i.test(String(err))) continue;
      throw err;
    }
  }
}

export async function selectRound(id: string): Promise<RoundRow | null> {
  const db = await getDb();
  const rows = await db.select().from(islandEmuRounds).where(eq(islandEmuRounds.id, id));
  return rows[0] ?? null;
}

/** Every round, newest first. */
export async function selectRounds(): Promise<RoundRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuRounds).orderBy(desc(islandEmuRounds.roundNumber));
}

/** How every round was made (`generated`, `real round 7 (id)`…), without the rest of its row. */
export async function selectRoundSources(): Promise<{ id: string; source: string }[]> {
  const db = await getDb();
  return db.select({ id: islandEmuRounds.id, source: islandEmuRounds.source }).from(islandEmuRounds);
}

export async function selectRoundsWithStatus(status: RoundStatus): Promise<RoundRow[]> {
  const db = await getDb();
  return db.select().from(islandEmuRounds).where(eq(islandEmuRounds.status, status)).orderBy(asc(islandEmuRounds.roundNumber));
}

/** pending → active now; null when the round was not pending. */
export async function markActive(id: string, now = Date.now()): Promise<RoundRow | null> {
  const db = await getDb();
  const rows = await db
    .update(islandEmuRounds)
    .set({
      status: "active",
      startedAt: now,
      closesAt: sql`${now} + ${islandEmuRounds.predictionWindowMinutes} * 60000`,
    })
    .where(and(eq(islandEmuRounds.id, id), eq(islandEmuRounds.status, "pending")))
    .returning();
  return rows[0] ?? null;
}

/** active → scoring now (closing early moves closes_at to now); null when it was not active. */
export async function markScoring(id: string, now = Date.now()): Promise<RoundRow | null> {
  const db = await getDb();
  const rows = await db
    .update(islandEmuRounds)
    .set({ status: "scoring", scoringStartedAt: now, closesAt: sql`min(${islandEmuRounds.closesAt}, ${now})` })
    .where(and(eq(islandEmuRounds.id, id), eq(islandEmuRounds.status, "active")))
    .returning();
  return rows[0] ?? null;
}

/** Moves every active round whose window has passed to scoring; returns the rounds moved. */
export async function markExpiredScoring(now = Date.now()): Promise<RoundRow[]> {
  const db = await getDb();
  return db
    .update(islandEmuRounds)
    .set({ status: "scoring", scoringStartedAt: now })
    .where(and(eq(islandEmuRounds.status, "active"), lte(islandEmuRounds.closesAt, now)))
    .returning();
}

export async function recordScoringError(id: string, message: string): Promise<void> {
  const db = await getDb();
  await db.update(islandEmuRounds).set({ scoringError: message }).where(eq(islandEmuRounds.id, id));
}

/**
 * Parsed, immutable parts of a round, cached per process (the hot path of /simulate):
 * `initialStates` as the API shows them, `simStates` the same maps with their hidden starting
 * stats (what the simulator plays).
 */
export type RoundWorld = {
  initialStates: InitialState[];
  simStates: InitialState[];
  params: HiddenParams;
  fortunes?: number[][];
  /** Per seed, real runs to answer from (empty: the seed is simulated). */
  finals?: RealFinal[][];
};

const isFortuneList = (v: unknown): v is number[][] =>
  Array.isArray(v) && v.every((f) => Array.isArray(f) && f.every((x) => typeof x === "number" && Number.isFinite(x) && x >= 0));

const cache = globalThis as unknown as { __islandRoundWorlds?: Map<string, RoundWorld> };
const worlds = (cache.__islandRoundWorlds ??= new Map());

export function roundWorld(row: RoundRow): RoundWorld {
  let w = worlds.get(row.id);
  if (!w) {
    // Rounds stored before a mechanism existed play on without it (and without site fortunes or
    // fixed starts: each run draws its own, as it did).
    const { siteFortunes, siteStarts, realFinals, ...params } = JSON.parse(row.hiddenParams) as Partial<HiddenParams> & {
      siteFortunes?: unknown;
      siteStarts?: unknown;
      realFinals?: unknown;
    };
    const initialStates: InitialState[] = JSON.parse(row.initialStates);
    const starts = isStartList(siteStarts) ? siteStarts : undefined;
    w = {
      initialStates,
      simStates: initialStates.map((s, i) => withStarts(s, starts?.[i])),
      params: completeParams(params),
      ...(isFortuneList(siteFortunes) ? { fortunes: siteFortunes } : {}),
      ...(isFinalsList(realFinals) ? { finals: realFinals } : {}),
    };
    worlds.set(row.id, w);
  }
  return w as RoundWorld;
}
