/**
 * Island emulator service benchmark sections (imported by bench-emulator.ts; also runnable alone:
 * `npx tsx --conditions=react-server scripts/bench-emulator-http.ts`). Prints figures only.
 *
 *   simulate-http     POST /simulate latency through handleIslandRequest (database included),
 *                     p50/p95 over 200 calls
 *   simulate-scoring  the same while a round's ground truth and scores are computed in the background
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface HttpBenchSection {
  name: string;
  description: string;
  run(): Promise<string[]>;
}

type Emulator = typeof import("@/lib/island-emulator");

const ADMIN_KEY = "bench-admin-key";
let emulator: Promise<Emulator> | undefined;

/** The emulator on a private, fresh database (set up before any module reads the environment). */
function loadEmulator(): Promise<Emulator> {
  emulator ??= (async () => {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "bench-island-emulator-"));
    process.env.DATABASE_URL = "";
    process.env.EMULATOR_ADMIN_KEY = ADMIN_KEY;
    process.env.EMULATOR_ENABLED = "true";
    return import("@/lib/island-emulator");
  })();
  return emulator;
}

async function call(em: Emulator, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await em.handleIslandRequest(
    new Request(`http://bench/emulator/astar-island${p}`, {
      method,
      headers: { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const admin = { "x-admin-key": ADMIN_KEY };

async function activeRound(em: Emulator, mapSeed: number): Promise<string> {
  const round = await call(em, "POST", "/admin/rounds", { map_seed: mapSeed, preset: "balanced" }, admin);
  await call(em, "POST", `/admin/rounds/${String(round.id)}/start`, undefined, admin);
  return String(round.id);
}

/**
 * `n` simulate calls, timed one by one. Each team gets 5 calls (its burst allowance), so the rate
 * limiter never makes a call wait and every call spends a real query.
 */
async function timeSimulates(em: Emulator, roundId: string, n: number): Promise<number[]> {
  const times: number[] = [];
  for (let t = 0; times.length < n; t++) {
    const team = await call(em, "POST", "/admin/teams", { name: `Bench team ${Date.now()}-${t}` }, admin);
    const auth = { authorization: `Bearer ${String(team.access_token)}` };
    for (let i = 0; i < 5 && times.length < n; i++) {
      const start = performance.now();
      await call(em, "POST", "/simulate", { round_id: roundId, seed_index: i, viewport_x: (i * 7) % 25, viewport_y: (t * 5) % 25 }, auth);
      times.push(performance.now() - start);
    }
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const ms = (v: number) => `${v.toFixed(1)} ms`;

export const HTTP_SECTIONS: HttpBenchSection[] = [
  {
    name: "simulate-http",
    description: "POST /simulate through the service (auth, budget, simulation, observation log), 200 calls",
    async run() {
      const em = await loadEmulator();
      const roundId = await activeRound(em, 101);
      await timeSimulates(em, roundId, 20); // warm-up
      const times = await timeSimulates(em, roundId, 200);
      return [`p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, max ${ms(times[times.length - 1])} (200 calls)`];
    },
  },
  {
    name: "simulate-scoring",
    description: "POST /simulate latency while a closed round is scored in the background (5 seeds × 200 runs)",
    async run() {
      const em = await loadEmulator();
      const playing = await activeRound(em, 102);
      const scored = await activeRound(em, 103);
      const start = performance.now();
      await call(em, "POST", `/admin/rounds/${scored}/close`, undefined, admin);
      const idle = em.scoringIdle().then(() => performance.now() - start);
      const times: number[] = [];
      let done = false;
      void idle.then(() => (done = true));
      while (!done) times.push(...(await timeSimulates(em, playing, 10)));
      const wall = await idle;
      times.sort((a, b) => a - b);
      return [
        `scoring wall ${(wall / 1000).toFixed(2)} s; meanwhile ${times.length} simulate calls: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, max ${ms(times[times.length - 1])}`,
      ];
    },
  },
];

// Standalone run.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  (async () => {
    for (const section of HTTP_SECTIONS) {
      console.log(`\n[${section.name}] ${section.description}`);
      for (const line of await section.run()) console.log(`  ${line}`);
    }
    process.exit(0);
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
