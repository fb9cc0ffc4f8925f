import type { SimulateRequest, SimulateResponse } from "@/lib/island";
import { toObservation } from "@/lib/island";
import type { StoredObservation } from "./observation-store";
import { describeServiceError, type ServiceProblem } from "./service-error";

/**
 * Spending one query from a click: the answer is kept before anyone sees it, and the click's
 * idempotency key makes a double click or a retried action spend at most one query.
 *
 * Order of writes, so an answer that was paid for survives a crash at any step: the answer is
 * appended to the recovery journal (on disk) first, then the database row is written, then the
 * journal line is marked stored. A journaled answer with no "stored" mark is imported on the next
 * load, and the row's key is unique per team, so it is never imported twice.
 */

export type SpendInput = {
  teamKey: string;
  roundId: string;
  seedIndex: number;
  viewport: { x: number; y: number; w: number; h: number };
  idempotencyKey: string;
  /** Display name of the member spending it, kept with the observation. */
  who?: string;
};

export type SpendResult =
  | {
      ok: true;
      observation: StoredObservation;
      /** False when the database refused it: the answer waits in the recovery file. */
      stored: boolean;
      recoveryFile?: string;
      /** True when this key had already spent its query: the earlier answer is returned. */
      replayed: boolean;
      queriesUsed: number;
      queriesMax: number;
    }
  | { ok: false; problem: ServiceProblem; kind: string };

export type RecoveryEntry = {
  team_key: string;
  round_id: string;
  seed_index: number;
  idempotency_key: string;
  response: SimulateResponse;
};

/** The points of a spend after which a crash leaves a different state behind. */
export type SpendStep = "answered" | "journaled" | "stored" | "marked";

export type SpendDeps = {
  simulate: (req: SimulateRequest) => Promise<SimulateResponse>;
  find: (q: { teamKey: string; idempotencyKey: string }) => Promise<StoredObservation | null>;
  save: (q: {
    teamKey: string;
    roundId: string;
    seedIndex: number;
    idempotencyKey: string;
    response: SimulateResponse;
    spentBy?: string | null;
  }) => Promise<StoredObservation>;
  /** Appends the answer to the recovery journal and waits until it is on disk; returns the file. */
  journal: (entry: RecoveryEntry) => Promise<string>;
  /** Marks the journaled answer as stored in the database. */
  markStored: (entry: RecoveryEntry) => Promise<void>;
  /** Called after each step (tests stop the spend there, as a crash would). */
  step?: (step: SpendStep) => void | Promise<void>;
};

/** Keys of this process's recent clicks: concurrent repeats wait for the first one's answer. */
const recent = new Map<string, { result: Promise<SpendResult>; at: number }>();
const KEEP_MS = 15 * 60_000;

function forget(now: number) {
  for (const [k, v] of recent) if (now - v.at > KEEP_MS) recent.delete(k);
}

export async function spendQuery(input: SpendInput, deps: SpendDeps): Promise<SpendResult> {
  const slot = `${input.teamKey}\u0000${input.idempotencyKey}`;
  const now = Date.now();
  forget(now);
  const running = recent.get(slot);
  if (running) return markReplayed(await running.result);

  const result = (async (): Promise<SpendResult> => {
    const earlier = await deps.find({ teamKey: input.teamKey, idempotencyKey: input.idempotencyKey }).catch(() => null);
    if (earlier) {
      return { ok: true, observation: earlier, stored: true, replayed: true, queriesUsed: earlier.queries_used, queriesMax: earlier.queries_max };
    }
    let response: SimulateResponse;
    try {
      response = await deps.simulate({
        round_id: input.roundId,
        seed_index: input.seedIndex,
        viewport_x: input.viewport.x,
        viewport_y: input.viewport.y,
        viewport_w: input.viewport.w,
        viewport_h: input.viewport.h,
      });
    } catch (err) {
      // Nothing was spent (or nothing came back): a retry of this key may spend again.
      recent.delete(slot);
      const kind = (err as { kind?: string }).kind ?? "unknown";
      return { ok: false, problem: describeServiceError(err), kind };
    }
    const base = { replayed: false, queriesUsed: response.queries_used, queriesMax: response.queries_max };
    await deps.step?.("answered");
    const entry: RecoveryEntry = {
      team_key: input.teamKey,
      round_id: input.roundId,
      seed_index: input.seedIndex,
      idempotency_key: input.idempotencyKey,
      response,
    };
    // A journal that cannot be written must not keep the answer from the database.
    const recoveryFile = await deps.journal(entry).catch(() => undefined);
    await deps.step?.("journaled");
    let observation: StoredObservation;
    try {
      observation = await deps.save({
        teamKey: input.teamKey,
        roundId: input.roundId,
        seedIndex: input.seedIndex,
        idempotencyKey: input.idempotencyKey,
        response,
        spentBy: input.who ?? null,
      });
    } catch {
      observation = {
        ...toObservation(input.seedIndex, response),
        id: -1,
        idempotency_key: input.idempotencyKey,
        created_at: new Date().toISOString(),
        queries_used: response.queries_used,
        queries_max: response.queries_max,
        spent_by: input.who ?? null,
      };
      return { ok: true, observation, stored: false, recoveryFile, ...base };
    }
    await deps.step?.("stored");
    // Unmarked, the next load finds the row under the key and only marks it.
    if (recoveryFile) await deps.markStored(entry).catch(() => undefined);
    await deps.step?.("marked");
    return { ok: true, observation, stored: true, ...base };
  })();
  recent.set(slot, { result, at: now });
  return result;
}

function markReplayed(r: SpendResult): SpendResult {
  return r.ok ? { ...r, replayed: true } : r;
}
