import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database for this file; a second process locks it the way a backup would.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "busy-timeout-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
const dbFile = path.join(dataDir, "app.db");


const { BUSY_TIMEOUT_MS, closeDb, getDb } = await import("./client");
const { sql } = await import("drizzle-orm");
const { handleIslandRequest, startIslandEmulator } = await import("@/lib/island-emulator");
const { startRound } = await import("@/lib/island-emulator/rounds/lifecycle");
const { createRound } = await import("@/lib/island-emulator/rounds/round-factory");
const { createTeam } = await import("@/lib/island-emulator/api/teams");
const { listSolveLogs, saveSolveLog } = await import("@/lib/accounting/solve-log");

/** Another process takes the write lock, says "locked", and holds it for `ms`. */
async function holdWriteLock(ms: number): Promise<Promise<void>> {
  const script = `
    const { createClient } = require("@libsql/client");
    (async () => {
      const c = createClient({ url: ${JSON.stringify(`file:${dbFile}`)} });
      const tx = await c.transaction("write");
      await tx.execute("INSERT INTO app_settings (key, value) VALUES ('lock-holder', 'x') ON CONFLICT DO NOTHING");
      process.stdout.write("locked\\n");
      setTimeout(async () => { await tx.rollback(); c.close(); process.exit(0); }, ${ms});
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const child = spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`the lock holder exited (${code}) before locking`)));
  });
  return exited;
}

const solveEntry = (i: number) => ({
  status: "ok" as const,
  taskType: "create_customer",
  interpreter: "rules",
  confidence: 1,
  language: "en",
  promptExcerpt: `busy-timeout request ${i}`,
  files: [],
  writes: 1,
  failedWrites: 0,
  count4xx: 0,
  ms: 1,
  error: null,
  calls: [],
  notes: [],
});

const simulate = (i: number) =>
  handleIslandRequest(
    new Request("http://local/emulator/astar-island/simulate", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ round_id: roundId, seed_index: i % 5, viewport_x: 0, viewport_y: 0, viewport_w: 5, viewport_h: 5 }),
    }),
  );

let token: string;
let roundId: string;
beforeAll(async () => {
  const round = await createRound({ map_seed: 11 });
  await startRound(round.id);
  roundId = round.id;
  token = (await createTeam({ name: "Lock waiters" })).accessToken;
  // Started and warmed here, so that under the lock each request is a few milliseconds of work.
  await startIslandEmulator();
  expect((await simulate(0)).status).toBe(200);
  await saveSolveLog({ ...solveEntry(-1), promptExcerpt: "warm-up" });
}, 120_000);

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("every pooled connection waits for another process's lock", () => {
  it("opens every connection of the pool with the busy timeout", async () => {
    const db = await getDb();
    // Concurrent statements each borrow a connection, so the pool opens new ones.
    const timeouts = await Promise.all(Array.from({ length: 16 }, () => db.all<{ timeout: number }>(sql`PRAGMA busy_timeout`)));
    expect(timeouts.map((rows) => rows[0].timeout)).toEqual(Array(16).fill(BUSY_TIMEOUT_MS));
  });

  it("/simulate and the /solve log succeed while a second process holds the write lock for 1 s", async () => {
    const db = await getDb();
    // A burst of concurrent reads makes the client open several pooled connections.
    await Promise.all(Array.from({ length: 12 }, () => db.run(sql`SELECT count(*) FROM app_settings`)));

    const released = await holdWriteLock(1000);
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => saveSolveLog(solveEntry(i)).then(() => "logged", (err: unknown) => String(err))),
      ...Array.from({ length: 4 }, (_, i) => simulate(i).then((r) => r.status)),
    ]);
    await released;
    expect(results).toEqual(["logged", "logged", "logged", "logged", 200, 200, 200, 200]);
    const logs = await listSolveLogs("practice", 50);
    expect(logs.filter((l) => l.promptExcerpt.startsWith("busy-timeout request"))).toHaveLength(4);
  });
});
