import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database and journal, shared with the server processes this file kills.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "spend-crash-loop-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb, getDb } = await import("@/lib/db/client");
const { startRound } = await import("@/lib/island-emulator/rounds/lifecycle");
const { createRound } = await import("@/lib/island-emulator/rounds/round-factory");
const { createTeam } = await import("@/lib/island-emulator/api/teams");
const { recordedAnswers } = await import("@/lib/island-emulator/play/answer-record");
const { listObservations } = await import("./observation-store");
const { reconcileSpends } = await import("./spend-reconcile");

const KILLS = 30;
/**
 * Kills go on past KILLS, up to this many, until one has landed mid-spend (a charged answer not yet
 * stored): the window is a few milliseconds, and on a quick machine 30 kills can all miss it.
 */
const MAX_KILLS = 60;
/** Server processes alive at once (each its own team), so start-up times overlap. */
const PARALLEL = 3;

type Run = { acked: string[]; killedAfterMs: number };

/**
 * Starts a server process spending for one team and SIGKILLs it 0–400 ms after its first answer
 * (by then its four spenders are mid-spend: a kill lands between charge and storage often).
 */
async function crashOnce(token: string, teamId: string, roundId: string, seed: number): Promise<Run> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "spend-crash-loop.child.ts"), token, teamId, roundId],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "test" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  let err = "";
  const killedAfterMs = (seed * 137) % 400;
  const exited = new Promise<{ signal: NodeJS.Signals | null; code: number | null }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  child.stdout.on("data", (d: Buffer) => {
    const before = out;
    out += d.toString();
    if (!before.includes("ack:") && out.includes("ack:")) setTimeout(() => child.kill("SIGKILL"), killedAfterMs);
  });
  child.stderr.on("data", (d: Buffer) => (err += d.toString()));
  // A process that never gets an answer out is killed all the same.
  const backstop = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const { signal, code } = await exited;
  clearTimeout(backstop);
  if (signal !== "SIGKILL") throw new Error(`the server process ended by itself (${code}): ${err}`);
  const acked = [...out.matchAll(/^ack:(\S+)$/gm)].map((m) => m[1]);
  return { acked, killedAfterMs };
}

let roundId: string;
const teams: { id: string; token: string }[] = [];

beforeAll(async () => {
  await getDb();
  const round = await createRound({ map_seed: 26 });
  await startRound(round.id);
  roundId = round.id;
  for (let i = 0; i < MAX_KILLS; i++) {
    const { team, accessToken } = await createTeam({ name: `Crash loop ${i}` });
    teams.push({ id: team.id, token: accessToken });
  }
}, 120_000);

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a crash loop on the embedded emulator (real processes, SIGKILL during spends under load)", () => {
  it(`loses no answer in ${KILLS} kills or more (until one lands mid-spend): every charged query is in the workspace after the restart, exactly once`, async () => {
    let acked = 0;
    let charged = 0;
    let recovered = 0;
    let fromEmulator = 0;
    let notSpent = 0;
    const started = Date.now();
    const check = async (i: number) => {
      const team = teams[i];
      const run = await crashOnce(team.token, team.id, roundId, i);
      // The restart: the team's workspace loads and settles what the crash interrupted.
      const source = { kind: "emulator" as const, answers: () => recordedAnswers(roundId, team.id) };
      const settled = await reconcileSpends({ teamKey: team.id, roundId }, source);
      expect(settled.lost).toEqual([]);
      recovered += settled.recovered + settled.imported;
      fromEmulator += settled.recovered;
      notSpent += settled.notSpent;

      const rows = await listObservations({ teamKey: team.id, roundId });
      const record = await recordedAnswers(roundId, team.id);
      // Every answer a browser was shown is there …
      const keys = new Set(rows.map((r) => r.idempotency_key));
      expect(run.acked.filter((k) => !keys.has(k))).toEqual([]);
      // … and every query the emulator charged, with the answer it gave, once.
      const byNumber = new Map(rows.map((r) => [r.queries_used, r]));
      expect(byNumber.size).toBe(rows.length);
      for (const a of record) {
        const row = byNumber.get(a.queryNumber);
        expect(row, `query ${a.queryNumber} of run ${i}`).toBeDefined();
        expect(row!.grid).toEqual(a.response.grid);
        expect(row!.seed_index).toBe(a.seedIndex);
      }
      expect(rows).toHaveLength(record.length);
      // A second load changes nothing.
      expect(await reconcileSpends({ teamKey: team.id, roundId }, source)).toEqual({ imported: 0, unrecovered: 0, recovered: 0, notSpent: 0, lost: [] });
      acked += run.acked.length;
      charged += record.length;
    };
    let next = 0;
    const more = () => next < KILLS || (recovered === 0 && next < MAX_KILLS);
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (more()) await check(next++);
      }),
    );
    console.log(`crash loop: ${next} kills in ${((Date.now() - started) / 1000).toFixed(1)} s, ${charged} queries charged, ${acked} answers acknowledged before a kill, ${recovered} recovered after a kill (${fromEmulator} of them only from the emulator's record; ${notSpent} asked but never charged), 0 lost`);
    // The kills did land mid-spend: some answers were charged but not yet acknowledged.
    expect(recovered).toBeGreaterThan(0);
    // Each kill costs a process start (well under a second on an idle machine, ~20 s at load 29).
  }, 900_000);
});
