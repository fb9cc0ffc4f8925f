import type { SimulateRequest, SimulateResponse } from "@/lib/island";
import { IslandApiError, toObservation } from "@/lib/island";
import type { StoredObservation } from "./observation-store";
import { describeServiceError, type ServiceProblem } from "../service-error";
import { beginSpend } from "./spend-inflight";

/**
 * Spending one query from a click: the answer is kept before anyone sees it, and the click's
 * idempotency key makes a double click or a retried action spend at most one query.
 *
 * Order of writes, so an answer that was paid for survives a crash at any step: what is asked is
 * appended to the recovery journal (on disk) before the service is called — if that cannot be
 * written, nothing is spent. Then the answer is journaled, the database row is written, and the
 * journal line is marked stored. A journaled answer with no "stored" mark is imported on the next
 * load; an intent with no answer is reconciled with the service's own record (spend-reconcile.ts).
 * The row's key is unique per team, so nothing is imported twice.
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
export type SpendStep = "intended" | "answered" | "journaled" | "stored" | "marked";

export type SpendIntent = {
  team_key: string;
  round_id: string;
  idempotency_key: string;
  seed_index: number;
  viewport: { x: number; y: number; w: number; h: number };
  who: string | null;
};

/** The kind of a spend refused because the journal cannot be written. */
export const JOURNAL_UNWRITABLE = "journal_unwritable";

export type SpendDeps = {
  /**
   * Why the team cannot spend on this round now (unknown to the service, not active), or null.
   * Asked before the journal is touched, so made-up round ids leave no journal file behind.
   * The app always passes it; the journal's crash tests, on a round they opened, leave it out.
   */
  spendable?: (roundId: string) => Promise<ServiceProblem | null>;
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
  /** Journals what is about to be asked and waits until it is on disk; a failure refuses the spend. */
  intend: (intent: SpendIntent) => Promise<void>;
  /** Notes that an intent's query was refused by the service (nothing charged). */
  settleNotSpent: (intent: SpendIntent) => Promise<void>;
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
    const closed = await deps.spendable?.(input.roundId);
    if (closed) {
      recent.delete(slot);
      return { ok: false, problem: closed, kind: "not_spendable" };
    }
    const intent: SpendIntent = {
      team_key: input.teamKey,
      round_id: input.roundId,
      idempotency_key: input.idempotencyKey,
      seed_index: input.seedIndex,
      viewport: input.viewport,
      who: input.who ?? null,
    };
    try {
      await deps.intend(intent);
    } catch (err) {
      recent.delete(slot);
      return { ok: false, problem: journalProblem(err), kind: JOURNAL_UNWRITABLE };
    }
    const done = beginSpend(input.teamKey, input.roundId, input.idempotencyKey);
    try {
      return await spendAfterIntent(input, intent, deps, slot);
    } finally {
      done();
    }
  })();
  recent.set(slot, { result, at: now });
  return result;
}

/**
 * The journal cannot be written (DATA_DIR read-only, disk full): a query paid for now could be lost
 * in a crash with no trace, so none is spent until it can. Said loudly in the server log too.
 */
function journalProblem(err: unknown): ServiceProblem {
  const reason = (err as { code?: string }).code ?? (err instanceof Error ? err.message : String(err));
  console.error(`[spend] REFUSED: the recovery journal cannot be written (${reason}); no query is spent until DATA_DIR is writable.`);
  return {
    title: "Spending is stopped: the server cannot keep its journal",
    message:
      "The server cannot write its recovery journal (its data folder is read-only or full), so an answer paid for now could be lost in a crash. No query was spent.",
    action: "Ask the operator to make the server's data folder writable, then try again.",
    status: 503,
  };
}

async function spendAfterIntent(input: SpendInput, intent: SpendIntent, deps: SpendDeps, slot: string): Promise<SpendResult> {
  {
    await deps.step?.("intended");
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
      // A refusal (4xx) charged nothing. Without an answer (network, 5xx) the service may have
      // charged it: the intent stays open and the next load reconciles it with the service.
      if (err instanceof IslandApiError && err.status >= 400 && err.status < 500) await deps.settleNotSpent(intent).catch(() => undefined);
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
  }
}

function markReplayed(r: SpendResult): SpendResult {
  return r.ok ? { ...r, replayed: true } : r;
}
