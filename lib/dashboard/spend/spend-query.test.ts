import { describe, expect, it } from "vitest";
import type { SimulateRequest, SimulateResponse } from "@/lib/island";
import { IslandApiError } from "@/lib/island";
import type { StoredObservation } from "./observation-store";
import { spendQuery, type RecoveryEntry, type SpendDeps } from "./spend-query";

const answer = (used: number): SimulateResponse => ({
  grid: [[11, 4, 1, 10, 10]],
  settlements: [],
  viewport: { x: 2, y: 3, w: 5, h: 1 },
  width: 40,
  height: 40,
  queries_used: used,
  queries_max: 50,
});

/** An in-memory service, database and journal: counts queries spent, rows and journal lines written. */
function fakes(opts: { dbFails?: boolean; journalFails?: boolean; answerJournalFails?: boolean; simulateError?: unknown; openRounds?: string[] } = {}) {
  let used = 0;
  const rows = new Map<string, StoredObservation>();
  const journal: RecoveryEntry[] = [];
  const marked: string[] = [];
  const settled: string[] = [];
  /** Every write in order: "intent:<key>", "journal:<key>", "row:<key>", "mark:<key>". */
  const writes: string[] = [];
  const simulated: SimulateRequest[] = [];
  const deps: SpendDeps = {
    spendable: async (roundId) =>
      !opts.openRounds || opts.openRounds.includes(roundId) ? null : { title: "Round not found", message: `The service has no round ${roundId}.`, action: "Go back to the rounds.", status: 404 },
    simulate: async (req) => {
      simulated.push(req);
      await new Promise((r) => setTimeout(r, 5));
      if (opts.simulateError) throw opts.simulateError;
      return answer(++used);
    },
    find: async ({ idempotencyKey }) => rows.get(idempotencyKey) ?? null,
    save: async (q) => {
      if (opts.dbFails) throw new Error("SQLITE_READONLY: attempt to write a readonly database");
      const row: StoredObservation = {
        id: rows.size + 1,
        idempotency_key: q.idempotencyKey,
        created_at: new Date().toISOString(),
        queries_used: q.response.queries_used,
        queries_max: q.response.queries_max,
        spent_by: q.spentBy ?? null,
        seed_index: q.seedIndex,
        viewport: q.response.viewport,
        grid: q.response.grid,
        settlements: q.response.settlements,
      };
      rows.set(q.idempotencyKey, row);
      writes.push(`row:${q.idempotencyKey}`);
      return row;
    },
    intend: async (intent) => {
      if (opts.journalFails) throw Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" });
      writes.push(`intent:${intent.idempotency_key}`);
    },
    settleNotSpent: async (intent) => {
      settled.push(intent.idempotency_key);
    },
    journal: async (entry) => {
      if (opts.journalFails || opts.answerJournalFails) throw new Error("ENOSPC: no space left on device");
      journal.push(entry);
      writes.push(`journal:${entry.idempotency_key}`);
      return "/data/recovery/observations-abc.jsonl";
    },
    markStored: async (entry) => {
      marked.push(entry.idempotency_key);
      writes.push(`mark:${entry.idempotency_key}`);
    },
  };
  return { deps, rows, journal, marked, settled, writes, simulated, used: () => used };
}

let n = 0;
const input = (key = `key-${++n}-${Math.random()}`) => ({
  teamKey: "team-a",
  roundId: "round-1",
  seedIndex: 2,
  viewport: { x: 2, y: 3, w: 5, h: 5 },
  idempotencyKey: key,
});

describe("spendQuery", () => {
  it("stores the answer before returning it", async () => {
    const f = fakes();
    const r = await spendQuery(input(), f.deps);
    expect(r.ok && r.stored).toBe(true);
    expect(f.rows.size).toBe(1);
    expect(f.simulated[0]).toMatchObject({ round_id: "round-1", seed_index: 2, viewport_x: 2, viewport_y: 3, viewport_w: 5, viewport_h: 5 });
    if (r.ok) expect(r.queriesUsed).toBe(1);
  });

  it("keeps who spent the query with the observation", async () => {
    const f = fakes();
    const r = await spendQuery({ ...input(), who: "Ada" }, f.deps);
    expect(r.ok && r.observation.spent_by).toBe("Ada");
  });

  it("spends one query for a double click (two concurrent calls with one key)", async () => {
    const f = fakes();
    const i = input();
    const [a, b] = await Promise.all([spendQuery(i, f.deps), spendQuery(i, f.deps)]);
    expect(f.used()).toBe(1);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) {
      expect(b.observation.id).toBe(a.observation.id);
      expect(b.replayed).toBe(true);
    }
  });

  it("answers a retried action from the database without spending again", async () => {
    const f = fakes();
    const i = input();
    await spendQuery(i, f.deps);
    // A fresh process knows nothing in memory: only the stored row can tell.
    const again = await spendQuery({ ...i, teamKey: "team-a" }, { ...f.deps });
    expect(f.used()).toBe(1);
    expect(again.ok && again.replayed).toBe(true);
  });

  it("writes nothing, journal included, for a round the team cannot spend on", async () => {
    const f = fakes({ openRounds: ["round-1"] });
    const r = await spendQuery({ ...input(), roundId: "made-up-round" }, f.deps);
    expect(r).toMatchObject({ ok: false, problem: { title: "Round not found", status: 404 } });
    expect(f.writes).toEqual([]);
    expect(f.settled).toEqual([]);
    expect(f.simulated).toEqual([]);
    expect((await spendQuery(input(), f.deps)).ok).toBe(true);
  });

  it("journals the intent before asking, the answer before the row, and marks it stored after", async () => {
    const f = fakes();
    const i = input();
    const r = await spendQuery(i, f.deps);
    expect(r.ok && r.stored).toBe(true);
    expect(f.writes).toEqual([`intent:${i.idempotencyKey}`, `journal:${i.idempotencyKey}`, `row:${i.idempotencyKey}`, `mark:${i.idempotencyKey}`]);
    expect(f.journal[0]).toMatchObject({ team_key: "team-a", round_id: "round-1", seed_index: 2, idempotency_key: i.idempotencyKey, response: { queries_used: 1 } });
  });

  it("keeps the journaled answer unmarked when the database refuses it", async () => {
    const f = fakes({ dbFails: true });
    const r = await spendQuery(input(), f.deps);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.stored).toBe(false);
      expect(r.recoveryFile).toContain("recovery");
      expect(r.observation.grid).toEqual(answer(1).grid);
    }
    expect(f.journal).toHaveLength(1);
    expect(f.journal[0]).toMatchObject({ team_key: "team-a", round_id: "round-1", seed_index: 2, response: { queries_used: 1 } });
    expect(f.marked).toEqual([]);
  });

  it("refuses the spend, spending nothing, when the journal cannot be written", async () => {
    const f = fakes({ journalFails: true });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(" "));
    try {
      const r = await spendQuery(input(), f.deps);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.kind).toBe("journal_unwritable");
        expect(r.problem.title).toMatch(/spending is stopped/i);
        expect(r.problem.message).toMatch(/cannot write its recovery journal/);
        expect(r.problem.action).toMatch(/operator/);
      }
    } finally {
      console.error = original;
    }
    expect(f.simulated).toHaveLength(0);
    expect(f.rows.size).toBe(0);
    // Loudly: the operator reads why in the server log.
    expect(String(errors[0])).toMatch(/REFUSED.*EACCES/);
  });

  it("still stores a paid answer when only the answer's journal line fails (the intent is on disk)", async () => {
    const f = fakes({ answerJournalFails: true });
    const r = await spendQuery(input(), f.deps);
    expect(r.ok && r.stored).toBe(true);
    expect(f.rows.size).toBe(1);
    expect(f.marked).toEqual([]);
  });

  it("explains a refused query, and lets the same key try again", async () => {
    const refused = new IslandApiError("budget_exhausted", 429, { detail: "Query budget exhausted (50/50)" }, "Query budget exhausted (50/50)", "POST", "/simulate");
    const f = fakes({ simulateError: refused });
    const i = input();
    const r = await spendQuery(i, f.deps);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.kind).toBe("budget_exhausted");
      expect(r.problem.title).toMatch(/budget/i);
      expect(r.problem.message).toContain("50/50");
    }
    // A refusal charged nothing: the intent is settled, so no later load reports it lost.
    expect(f.settled).toEqual([i.idempotencyKey]);
    await spendQuery(i, f.deps);
    expect(f.simulated).toHaveLength(2);
  });

  it("leaves the intent open when no answer came back (the service may have charged it)", async () => {
    const lostLine = new IslandApiError("network", 0, undefined, "socket hang up", "POST", "/simulate");
    const f = fakes({ simulateError: lostLine });
    const r = await spendQuery(input(), f.deps);
    expect(r.ok).toBe(false);
    expect(f.settled).toEqual([]);
  });
});
