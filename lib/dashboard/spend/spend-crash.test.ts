import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createClient, type Transaction } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SimulateResponse } from "@/lib/island";

// A private database and journal for this file (shared with the child processes it kills).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "spend-crash-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
const dbFile = path.join(dataDir, "app.db");

const { closeDb, getDb } = await import("@/lib/db/client");
const { listObservations } = await import("./observation-store");
const { readRecovery, recoveryDir } = await import("./recovery");
const { importRecovered } = await import("./recovery-import");
const { spendStore } = await import("./spend-store");
const { reconcileSpends } = await import("./spend-reconcile");
const { describeLostAnswer } = await import("./lost-answers");
const { roundBudget } = await import("../workspace-data");
const { IslandClient } = await import("@/lib/island");
const { spendQuery } = await import("./spend-query");

const ROUND = "round-crash";
const STEPS = ["answered", "journaled", "stored", "marked"] as const;
let n = 0;
const nextKey = () => `crash-key-${++n}-${Date.now()}`;

/** A one-endpoint island service: counts queries spent and answers each with its own grid. */
type Stub = { url: string; spent: () => number; answers: SimulateResponse[]; beforeAnswer?: () => Promise<void>; close: () => Promise<void> };

function answerFor(count: number): SimulateResponse {
  return { grid: [[count, 4, 1, 11, 10]], settlements: [], viewport: { x: 0, y: 0, w: 5, h: 1 }, width: 40, height: 40, queries_used: count, queries_max: 50 };
}

async function startStub(): Promise<Stub> {
  let spent = 0;
  const stub: Stub = { url: "", spent: () => spent, answers: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      if (req.method === "GET" && req.url === "/budget") {
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ round_id: ROUND, queries_used: spent, queries_max: 50, active: true }));
        return;
      }
      if (req.method !== "POST" || req.url !== "/simulate") {
        res.writeHead(404).end();
        return;
      }
      const answer = answerFor(++spent);
      stub.answers.push(answer);
      await stub.beforeAnswer?.();
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}

/** Runs one spend in a child process and SIGKILLs it at `stopAt`, or `killWhen` resolves. */
async function spendInChild(
  stub: Stub,
  teamKey: string,
  key: string,
  opts: { stopAt?: string; killWhen?: Promise<void>; seed?: number; x?: number; who?: string },
): Promise<{ killed: boolean; out: string }> {
  const extra = opts.seed === undefined ? [] : [String(opts.seed), String(opts.x ?? 0), opts.who ?? ""];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "spend-crash.child.ts"), stub.url, teamKey, ROUND, key, opts.stopAt ?? "", ...extra],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  child.stdout.on("data", (d: Buffer) => {
    out += d.toString();
    if (opts.stopAt && out.includes(`at:${opts.stopAt}\n`)) child.kill("SIGKILL");
  });
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  opts.killWhen?.then(() => child.kill("SIGKILL"));
  const { signal, code } = await exited;
  if (signal !== "SIGKILL" && code !== 0) throw new Error(`the spending process failed (${code}): ${err}`);
  return { killed: signal === "SIGKILL", out };
}

const rowsOf = async (teamKey: string) => listObservations({ teamKey, roundId: ROUND });

let stub: Stub;
beforeAll(async () => {
  await getDb(); // migrated here, so the children only read the schema
  stub = await startStub();
});

afterAll(async () => {
  await stub.close();
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a spend killed at each step (a real process, SIGKILL)", () => {
  it("keeps the answer when the process dies while the database is busy, and imports it on the next load", async () => {
    const teamKey = "team-busy";
    const key = nextKey();
    // Another connection holds the write lock, so the spend's row waits (busy_timeout).
    const locker = createClient({ url: `file:${dbFile}` });
    let lock: Transaction | undefined;
    let answered!: () => void;
    const killWhen = new Promise<void>((resolve) => (answered = resolve));
    stub.beforeAnswer = async () => {
      lock = await locker.transaction("write");
      await lock.execute("DELETE FROM dashboard_observations WHERE team_key = 'nobody'");
      // Killed while the row is still waiting for the lock (well inside the 5 s busy timeout).
      setTimeout(answered, 800);
    };
    try {
      const spentBefore = stub.spent();
      const { killed, out } = await spendInChild(stub, teamKey, key, { killWhen });
      expect(out).toBe("");
      expect(killed).toBe(true);
      expect(stub.spent()).toBe(spentBefore + 1);
    } finally {
      stub.beforeAnswer = undefined;
      await lock?.rollback().catch(() => undefined);
      locker.close();
    }
    expect(await rowsOf(teamKey)).toEqual([]);

    const load = await importRecovered({ teamKey, roundId: ROUND });
    expect(load).toEqual({ imported: 1, unrecovered: 0 });
    const rows = await rowsOf(teamKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotency_key: key, grid: stub.answers.at(-1)!.grid, queries_used: stub.spent() });
  });

  for (const stopAt of ["journaled", "stored", "marked"] as const) {
    it(`after "${stopAt}": the paid-for answer is in the database after the next load, exactly once`, async () => {
      const teamKey = `team-${stopAt}`;
      const key = nextKey();
      const { killed } = await spendInChild(stub, teamKey, key, { stopAt });
      expect(killed).toBe(true);
      const paid = stub.answers.at(-1)!;

      const first = await importRecovered({ teamKey, roundId: ROUND });
      expect(first).toEqual({ imported: stopAt === "journaled" ? 1 : 0, unrecovered: 0 });
      const again = await importRecovered({ teamKey, roundId: ROUND });
      expect(again).toEqual({ imported: 0, unrecovered: 0 });
      const rows = await rowsOf(teamKey);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ idempotency_key: key, grid: paid.grid, queries_used: paid.queries_used });
      expect(await readRecovery({ teamKey, roundId: ROUND })).toEqual([]);
    });
  }

  it('after "answered", before the journal write: nothing is half-written, so the next load imports nothing', async () => {
    // The answer exists only in the dying process's memory here; the journal is written next.
    const teamKey = "team-answered";
    const spentBefore = stub.spent();
    const { killed } = await spendInChild(stub, teamKey, nextKey(), { stopAt: "answered" });
    expect(killed).toBe(true);
    expect(stub.spent()).toBe(spentBefore + 1);
    expect(await importRecovered({ teamKey, roundId: ROUND })).toEqual({ imported: 0, unrecovered: 0 });
    expect(await rowsOf(teamKey)).toEqual([]);
  });

  it("a spend that is not interrupted stores the answer and leaves nothing to import", async () => {
    const teamKey = "team-whole";
    const key = nextKey();
    const { killed, out } = await spendInChild(stub, teamKey, key, {});
    expect(killed).toBe(false);
    expect(out).toContain('"stored":true');
    expect(await readRecovery({ teamKey, roundId: ROUND })).toEqual([]);
    expect(await rowsOf(teamKey)).toHaveLength(1);
  });
});

describe("a spend stopped at each step (in process)", () => {
  /** A fresh copy of spendQuery, as a restarted server has: nothing remembered in memory. */
  async function freshSpendQuery() {
    vi.resetModules();
    return (await import("./spend-query")).spendQuery;
  }

  for (const stopAt of STEPS) {
    it(`after "${stopAt}": the next load imports what was journaled, and a retried click does not spend again`, async () => {
      const teamKey = `team-inproc-${stopAt}`;
      const key = nextKey();
      const input = { teamKey, roundId: ROUND, seedIndex: 1, viewport: { x: 0, y: 0, w: 5, h: 5 }, idempotencyKey: key };
      let spent = 0;
      const simulate = async () => answerFor(100 + ++spent);
      const crash = new Error(`crash after ${stopAt}`);
      const spendQuery = await freshSpendQuery();
      await expect(
        spendQuery(input, {
          simulate,
          ...spendStore(recoveryDir()),
          step: (s) => {
            if (s === stopAt) throw crash;
          },
        }),
      ).rejects.toBe(crash);
      expect(spent).toBe(1);

      await importRecovered({ teamKey, roundId: ROUND });
      await importRecovered({ teamKey, roundId: ROUND });
      const rows = await rowsOf(teamKey);
      if (stopAt === "answered") {
        // Only here can a crash lose an answer: it has not reached the journal yet.
        expect(rows).toEqual([]);
        return;
      }
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ idempotency_key: key, seed_index: 1, queries_used: 101 });

      const retried = await (await freshSpendQuery())(input, { simulate, ...spendStore(recoveryDir()) });
      expect(spent).toBe(1);
      expect(retried.ok && retried.replayed && retried.observation.id === rows[0].id).toBe(true);
    });
  }
});

describe("against an external service (real processes, SIGKILL): every lost answer is named", () => {
  let service: Stub;
  beforeAll(async () => {
    service = await startStub();
  });
  afterAll(async () => {
    await service.close();
  });

  it("names each query charged before a crash whose answer is gone, and settles one never charged", async () => {
    const teamKey = "team-external";
    const source = {
      kind: "service" as const,
      queriesUsed: async () => (await roundBudget(new IslandClient({ baseUrl: service.url, token: "crash-test-token", maxRetries: 0 }), { id: ROUND, status: "active" })).queries_used,
    };
    // Three spends die after the service charged them, before anything was kept but the intent.
    const lostKeys: string[] = [];
    for (const [seed, x, who] of [[1, 3, "Ada"], [2, 7, "Bo"], [4, 11, "Cy"]] as const) {
      const key = nextKey();
      lostKeys.push(key);
      const { killed } = await spendInChild(service, teamKey, key, { stopAt: "answered", seed, x, who });
      expect(killed).toBe(true);
    }
    // One goes through.
    expect((await spendInChild(service, teamKey, nextKey(), { seed: 0, x: 0, who: "Di" })).killed).toBe(false);
    expect(service.spent()).toBe(4);

    const first = await reconcileSpends({ teamKey, roundId: ROUND }, source);
    expect(first.lost.map((l) => l.idempotency_key).sort()).toEqual([...lostKeys].sort());
    expect(first.lost.every((l) => l.charged === 3 && l.asked === 3)).toBe(true);
    const lines = first.lost.map(describeLostAnswer);
    expect(lines.find((l) => l.includes("by Ada"))).toMatch(/^Seed 1, window \(3, 0\) 5×5, asked .* UTC by Ada$/);
    expect(lines.find((l) => l.includes("by Bo"))).toMatch(/^Seed 2, window \(7, 0\) 5×5/);
    expect(lines.find((l) => l.includes("by Cy"))).toMatch(/^Seed 4, window \(11, 0\) 5×5/);
    expect(await rowsOf(teamKey)).toHaveLength(1);

    // A spend killed before it asked: nothing was charged, so nothing is reported lost.
    expect((await spendInChild(service, teamKey, nextKey(), { stopAt: "intended", seed: 3, x: 5, who: "Ed" })).killed).toBe(true);
    expect(service.spent()).toBe(4);
    const second = await reconcileSpends({ teamKey, roundId: ROUND }, source);
    expect(second.notSpent).toBe(1);
    // The lost ones stay named on every later load, once each.
    expect(second.lost.map((l) => l.idempotency_key).sort()).toEqual([...lostKeys].sort());
  }, 420_000); // five process starts (seconds each on a busy machine)
});

describe("a journal that cannot be written", () => {
  /** Makes a folder unwritable for this process: chattr +i as root (root ignores modes), else 0500. */
  function lockFolder(dir: string): (() => void) | null {
    fs.mkdirSync(dir, { recursive: true });
    try {
      if (process.getuid?.() === 0) execFileSync("chattr", ["+i", dir], { stdio: "ignore" });
      else fs.chmodSync(dir, 0o500);
      fs.writeFileSync(path.join(dir, "probe"), "x");
    } catch {
      // the write failed: the folder is locked
      return () => {
        if (process.getuid?.() === 0) execFileSync("chattr", ["-i", dir], { stdio: "ignore" });
        else fs.chmodSync(dir, 0o700);
      };
    }
    return null; // could not lock it here (no chattr, or a file system without the flag)
  }

  const spendWith = async (dir: string, stub: Stub, key: string) =>
    spendQuery(
      { teamKey: "team-nojournal", roundId: ROUND, seedIndex: 0, viewport: { x: 0, y: 0, w: 5, h: 5 }, idempotencyKey: key },
      { simulate: (req) => new IslandClient({ baseUrl: stub.url, token: "t", maxRetries: 0 }).simulate(req), ...spendStore(dir) },
    );

  it("refuses the spend, spending nothing, when the data folder is read-only", async (ctx) => {
    const dir = path.join(dataDir, "locked-recovery");
    const unlock = lockFolder(dir);
    if (!unlock) ctx.skip();
    const spentBefore = stub.spent();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const r = await spendWith(dir, stub, nextKey());
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.kind).toBe("journal_unwritable");
        expect(r.problem.message).toMatch(/cannot write its recovery journal/);
      }
      expect(stub.spent()).toBe(spentBefore);
      expect(errors.mock.calls.some((c) => /REFUSED/.test(String(c[0])))).toBe(true);
    } finally {
      errors.mockRestore();
      unlock!();
    }
    // Writable again: spending works again.
    const again = await spendWith(dir, stub, nextKey());
    expect(again.ok && again.stored).toBe(true);
    expect(stub.spent()).toBe(spentBefore + 1);
  });

  it("refuses the spend when the journal's folder cannot be created (a file is in the way)", async () => {
    const blocker = path.join(dataDir, "not-a-folder");
    fs.writeFileSync(blocker, "");
    const spentBefore = stub.spent();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const r = await spendWith(path.join(blocker, "recovery"), stub, nextKey());
      expect(!r.ok && r.kind).toBe("journal_unwritable");
    } finally {
      errors.mockRestore();
    }
    expect(stub.spent()).toBe(spentBefore);
  });
});
