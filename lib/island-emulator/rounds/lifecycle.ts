import "server-only";
import {
  markActive,
  markExpiredScoring,
  markScoring,
  recordScoringError,
  selectRound,
  selectRounds,
  selectRoundsWithStatus,
  type RoundRow,
} from "./rounds-store";
import { prepareScoringStep, scoreRound } from "./scoring";
import { notifyScoring } from "./scoring-events";

/*
 * Round life cycle: pending → active (admin start) → scoring (window over, or admin close) →
 * completed (when the background scoring job is done). Reads see a round whose window has passed
 * as scoring at once; a periodic tick writes the change, so a round closes on time even with
 * nobody asking.
 */

const TICK_MS = 5_000;
/** After a failed scoring attempt, wait this long before the tick retries it. */
const RETRY_AFTER_FAILURE_MS = 60_000;

type LifecycleState = {
  queue: Promise<void>;
  scheduled: Set<string>;
  /** Active rounds whose scoring work has been queued ahead in this process. */
  prepared: Set<string>;
  failedAt: Map<string, number>;
  timer?: ReturnType<typeof setInterval>;
  onExpired?: () => Promise<void>;
};

// Shared through globalThis: Next may load this module more than once (instrumentation, routes).
const g = globalThis as unknown as { __islandLifecycle?: LifecycleState };
const state: LifecycleState = (g.__islandLifecycle ??= { queue: Promise.resolve(), scheduled: new Set(), prepared: new Set(), failedAt: new Map() });

/** Queues a round's scoring job (one job at a time, in the background). */
export function scheduleScoring(roundId: string): void {
  if (state.scheduled.has(roundId)) return;
  state.scheduled.add(roundId);
  state.queue = state.queue.then(async () => {
    try {
      await scoreRound(roundId);
      state.failedAt.delete(roundId);
    } catch (err) {
      state.failedAt.set(roundId, Date.now());
      const message = err instanceof Error ? err.message : String(err);
      console.error(`[island-emulator] scoring round ${roundId} failed: ${message}`);
      await recordScoringError(roundId, message).catch(() => {});
      notifyScoring({ roundId, status: "failed", seedsDone: 0, seedsCount: 0, error: message });
    } finally {
      state.scheduled.delete(roundId);
    }
  });
}

/**
 * Queues the scoring work an open round will need whatever the teams do (ground truth, baseline),
 * one step at a time on the scoring queue: a round finished meanwhile is scored before the next
 * step of another round's preparation, and Finish leaves only the scores to compute.
 */
export function prepareScoring(roundId: string): void {
  if (state.prepared.has(roundId)) return;
  state.prepared.add(roundId);
  const step = (): void => {
    state.queue = state.queue.then(async () => {
      const more = await prepareScoringStep(roundId).catch((err) => {
        console.error(`[island-emulator] preparing the scoring of round ${roundId} failed: ${err instanceof Error ? err.message : String(err)}`);
        return false;
      });
      if (more) step();
    });
  };
  step();
}

/** Resolves when every queued scoring job has finished (scripts and tests). */
export async function scoringIdle(): Promise<void> {
  // A preparation step queues its successor when it ends: wait until nothing more was queued.
  for (let seen: Promise<void> | undefined; seen !== state.queue; ) {
    seen = state.queue;
    await seen;
  }
}

/** Registers what to do after the clock has closed rounds (the practice setup starts a new one). */
export function onRoundsExpired(listener: () => Promise<void>): void {
  state.onExpired = listener;
}

function roundsExpired(): void {
  state.onExpired?.().catch((err) => console.error(`[island-emulator] after closing rounds: ${String(err)}`));
}

const hasExpired = (row: RoundRow, now: number) => row.status === "active" && row.closesAt <= now;

/** A round as the clock says it is at `now`: an active round whose window has passed is scoring. */
export function roundAsOf(row: RoundRow, now: number): RoundRow {
  return hasExpired(row, now) ? { ...row, status: "scoring", scoringStartedAt: row.scoringStartedAt ?? now } : row;
}

/** Closes every active round whose window has passed (writing only when one has). */
export async function applyClock(now = Date.now()): Promise<void> {
  if (!(await selectRoundsWithStatus("active")).some((r) => hasExpired(r, now))) return;
  const expired = await markExpiredScoring(now);
  for (const r of expired) scheduleScoring(r.id);
  if (expired.length > 0) roundsExpired();
}

/*
 * Reads never write. A write waiting for a busy database holds up the whole process for the
 * database's busy timeout (the embedded driver is synchronous) and then fails; a read that closed
 * rounds on the way would turn that into a slow 500. Reads answer from `roundAsOf` instead, and the
 * periodic tick writes the change (and queues the scoring) within a few seconds.
 */

/** A round as of now (scoring if its window has passed), or null. */
export async function currentRound(id: string): Promise<RoundRow | null> {
  const row = await selectRound(id);
  return row && roundAsOf(row, Date.now());
}

/** Every round as of now, newest first. */
export async function currentRounds(): Promise<RoundRow[]> {
  const now = Date.now();
  return (await selectRounds()).map((r) => roundAsOf(r, now));
}

/**
 * The active round callers without a round id mean: the newest active one, which is also the first
 * active round of the newest-first listing that clients pick from GET /rounds.
 */
export async function activeRound(): Promise<RoundRow | null> {
  return (await currentRounds()).find((r) => r.status === "active") ?? null;
}

export type TransitionResult = { round: RoundRow; changed: boolean } | { round: RoundRow | null; error: "not_found" | "wrong_status" };

export async function startRound(id: string): Promise<TransitionResult> {
  const row = await currentRound(id);
  if (!row) return { round: null, error: "not_found" };
  if (row.status === "active") return { round: row, changed: false };
  if (row.status !== "pending") return { round: row, error: "wrong_status" };
  const started = await markActive(id);
  return started ? { round: started, changed: true } : { round: await currentRound(id), error: "wrong_status" };
}

export async function closeRound(id: string): Promise<TransitionResult> {
  const row = await currentRound(id);
  if (!row) return { round: null, error: "not_found" };
  if (row.status === "scoring" || row.status === "completed") return { round: row, changed: false };
  if (row.status !== "active") return { round: row, error: "wrong_status" };
  const closed = await markScoring(id);
  if (!closed) return { round: await currentRound(id), error: "wrong_status" };
  scheduleScoring(id);
  return { round: closed, changed: true };
}

/** Re-queues rounds left in scoring (after a restart, or a failed attempt), and prepares open ones. */
export async function resumeScoring(now = Date.now()): Promise<void> {
  for (const r of await selectRoundsWithStatus("active")) if (!hasExpired(r, now)) prepareScoring(r.id);
  for (const r of await selectRoundsWithStatus("scoring")) {
    const failed = state.failedAt.get(r.id);
    if (failed !== undefined && now - failed < RETRY_AFTER_FAILURE_MS) continue;
    scheduleScoring(r.id);
  }
}

/** Starts the periodic clock (idempotent). */
export function startClock(): void {
  if (state.timer) return;
  state.timer = setInterval(() => {
    applyClock()
      .then(() => resumeScoring())
      .catch((err) => console.error(`[island-emulator] clock tick failed: ${String(err)}`));
  }, TICK_MS);
  state.timer.unref?.();
}

/** Stops the periodic clock (tests that hold the database's write lock). */
export function stopClock(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
}
