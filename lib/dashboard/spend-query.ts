import type { SimulateRequest, SimulateResponse } from "@/lib/island";
import { toObservation } from "@/lib/island";
import type { StoredObservation } from "./observation-store";
import { describeServiceError, type ServiceProblem } from "./service-error";

/**
 * Spending one query from a click: the answer is stored before anyone sees it, and the click's
 * idempotency key makes a double click or a retried action spend at most one query.
 */

export type SpendInput = {
  teamKey: string;
  roundId: string;
  seedIndex: number;
  viewport: { x: number; y: number; w: number; h: number };
  idempotencyKey: string;
};

export type SpendResult =
  | {
      ok: true;
      observation: StoredObservation;
      /** False when the database refused it and the answer went to the recovery file. */
      stored: boolean;
      recoveryFile?: string;
      /** True when this key had already spent its query: the earlier answer is returned. */
      replayed: boolean;
      queriesUsed: number;
      queriesMax: number;
    }
  | { ok: false; problem: ServiceProblem; kind: string };

export type SpendDeps = {
  simulate: (req: SimulateRequest) => Promise<SimulateResponse>;
  find: (q: { teamKey: string; idempotencyKey: string }) => Promise<StoredObservation | null>;
  save: (q: { teamKey: string; roundId: string; seedIndex: number; idempotencyKey: string; response: SimulateResponse }) => Promise<StoredObservation>;
  recover: (line: {
    team_key: string;
    round_id: string;
    seed_index: number;
    idempotency_key: string;
    error: string;
    response: SimulateResponse;
  }) => Promise<string>;
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
    try {
      const observation = await deps.save({
        teamKey: input.teamKey,
        roundId: input.roundId,
        seedIndex: input.seedIndex,
        idempotencyKey: input.idempotencyKey,
        response,
      });
      return { ok: true, observation, stored: true, ...base };
    } catch (err) {
      const recoveryFile = await deps
        .recover({
        team_key: input.teamKey,
        round_id: input.roundId,
        seed_index: input.seedIndex,
        idempotency_key: input.idempotencyKey,
          error: err instanceof Error ? err.message : String(err),
          response,
        })
        .catch(() => undefined);
      const observation: StoredObservation = {
        ...toObservation(input.seedIndex, response),
        id: -1,
        idempotency_key: input.idempotencyKey,
        created_at: new Date().toISOString(),
        queries_used: response.queries_used,
        queries_max: response.queries_max,
      };
      return { ok: true, observation, stored: false, recoveryFile, ...base };
    }
  })();
  recent.set(slot, { result, at: now });
  return result;
}

function markReplayed(r: SpendResult): SpendResult {
  return r.ok ? { ...r, replayed: true } : r;
}
