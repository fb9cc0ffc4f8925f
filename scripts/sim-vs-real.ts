// Compares the emulator's simulator with the real one: per real round (ground truth and replays in
// ../shared/island-rounds) and per hidden-parameter preset (simulated on the real initial maps),
// prints settlement counts over time, year-50 class shares, survival on initial settlement sites,
// settlement stat ranges and how ruins resolve.
//
//   npx tsx scripts/sim-vs-real.ts [--runs 30] [--preset balanced] [--gt-runs 200] [--set '{"winterCollapse":0.5}']
//
// --set overrides hidden parameters of every simulated run (handy when tuning presets).

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { drawParams, PRESET_NAMES, type HiddenParams } from "@/lib/island-emulator/sim/params";
import { groundTruth } from "@/lib/island-emulator/sim/ground-truth";
import { simulate } from "@/lib/island-emulator/sim/simulate";
import type { Frame, InitialState } from "@/lib/island-emulator/sim/types";
import { generateWorld } from "@/lib/island-emulator/sim/world";

const ROOT = path.join(process.cwd(), "..", "shared", "island-rounds");
const STEPS = [0, 1, 5, 10, 20, 30, 40, 50];

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Accumulates the statistics of a set of runs (real replays or simulated frames). */
class Stats {
  runs = 0;
  alive = STEPS.map(() => 0);
  factions = 0;
  classes = [0, 0, 0, 0, 0, 0];
  survival = 0;
  pops: number[] = [];
  foods: number[] = [];
  wealths: number[] = [];
  defenses: number[] = [];
  ruinTo: Record<number, number> = {};
  births = [0, 0, 0, 0];
  /** Per number of settled 8-neighbours (0–8): settlement-years, deaths, open-land-years, foundings. */
  settledYears = new Array<number>(9).fill(0);
  deaths = new Array<number>(9).fill(0);
  openYears = new Array<number>(9).fill(0);
  foundings = new Array<number>(9).fill(0);

  merge(o: Stats): void {
    for (const key of ["settledYears", "deaths", "openYears", "foundings"] as const) o[key].forEach((v, i) => (this[key][i] += v));
  }

  addRun(frames: Frame[]): void {
    this.runs++;
    STEPS.forEach((t, i) => (this.alive[i] += frames[t].settlements.filter((s) => s.alive).length));
    const last = frames[50];
    this.factions += new Set(last.settlements.filter((s) => s.alive).map((s) => s.owner_id)).size;
    const cls = (v: number): number => (v === 10 || v === 11 || v === 0 ? 0 : v);
    const h = last.grid.length;
    const w = last.grid[0].length;
    for (const row of last.grid) for (const v of row) this.classes[cls(v)] += 1 / (w * h);
    const init = frames[0].settlements;
    this.survival += init.filter((s) => [1, 2].includes(last.grid[s.y][s.x])).length / Math.max(1, init.length);
    for (const s of last.settlements) {
      if (!s.alive) continue;
      this.pops.push(s.population);
      this.foods.push(s.food);
      this.wealths.push(s.wealth);
      this.defenses.push(s.defense);
    }
    for (let t = 1; t <= 50; t++) {
      const a = frames[t - 1].grid;
      const b = frames[t].grid;
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (a[y][x] === 3) this.ruinTo[b[y][x]] = (this.ruinTo[b[y][x]] ?? 0) + 1;
          if ((a[y][x] === 11 || a[y][x] === 4) && b[y][x] === 1) this.births[(t - 1) % 4]++;
          const v = a[y][x];
          if (v === 1 || v === 2 || v === 11 || v === 4) {
            let n = 0;
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && (a[y + dy]?.[x + dx] === 1 || a[y + dy]?.[x + dx] === 2)) n++;
            if (v === 1 || v === 2) {
              this.settledYears[n]++;
              if (b[y][x] === 3) this.deaths[n]++;
            } else {
              this.openYears[n]++;
              if (b[y][x] === 1 || b[y][x] === 2) this.foundings[n]++;
            }
          }
        }
      }
    }
  }
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

const f2 = (v: number): string => (Number.isFinite(v) ? v.toFixed(2) : "  - ");
const pct = (v: number): string => (100 * v).toFixed(1).padStart(5);

function header(): void {
  console.log(
    [
      "name".padEnd(14),
      "n".padStart(3),
      `alive t${STEPS.join("/")}`.padEnd(34),
      "fac",
      "  S%    P%    R%    F%  empty%",
      "surv",
      "pop p5/med/max",
      "food med",
      "wealth med/max",
      "def med",
      "ruin→S/Pl/F/P %",
      "births by t mod 4",
    ].join(" | "),
  );
}

function row(name: string, s: Stats, gt?: { classes: number[]; survival: number }): void {
  const n = Math.max(1, s.runs);
  const classes = gt?.classes ?? s.classes.map((c) => c / n);
  const survival = gt?.survival ?? s.survival / n;
  const ruinTotal = Object.values(s.ruinTo).reduce((a, b) => a + b, 0) || 1;
  const rt = [1, 11, 4, 2].map((k) => ((100 * (s.ruinTo[k] ?? 0)) / ruinTotal).toFixed(0)).join("/");
  const births = s.births.map((b) => (b / n).toFixed(1)).join("/");
  console.log(
    [
      name.padEnd(14),
      String(s.runs).padStart(3),
      (s.runs ? s.alive.map((a) => Math.round(a / n)).join("/") : "-").padEnd(34),
      (s.runs ? (s.factions / n).toFixed(0) : "-").padStart(3),
      [1, 2, 3, 4, 0].map((c) => pct(classes[c])).join(" "),
      f2(survival),
      `${f2(quantile(s.pops, 0.05))}/${f2(quantile(s.pops, 0.5))}/${f2(quantile(s.pops, 1))}`,
      f2(quantile(s.foods, 0.5)).padStart(8),
      `${f2(quantile(s.wealths, 0.5))}/${f2(quantile(s.wealths, 1))}`.padStart(14),
      f2(quantile(s.defenses, 0.5)).padStart(7),
      rt.padStart(15),
      births,
    ].join(" | "),
  );
}

interface RealRound {
  name: string;
  initialStates: InitialState[];
  stats: Stats;
  gt?: { classes: number[]; survival: number; dynamic: number; meanEntropy: number };
}

function loadRealRounds(): RealRound[] {
  if (!existsSync(ROOT)) throw new Error(`real rounds not found at ${ROOT} (run from the project root)`);
  const rounds: RealRound[] = [];
  for (const dir of readdirSync(ROOT).filter((d) => d.startsWith("round-")).sort()) {
    const round = JSON.parse(readFileSync(path.join(ROOT, dir, "round.json"), "utf8")) as { initial_states: InitialState[] };
    const stats = new Stats();
    const replayDir = path.join(ROOT, dir, "replays");
    if (existsSync(replayDir)) {
      for (const f of readdirSync(replayDir).filter((f) => f.endsWith(".json.gz"))) {
        const replay = JSON.parse(gunzipSync(readFileSync(path.join(replayDir, f))).toString("utf8")) as { frames: Frame[] };
        stats.addRun(replay.frames);
      }
    }
    let gt: RealRound["gt"];
    const gtPath = path.join(ROOT, dir, "ground-truth.json");
    if (existsSync(gtPath)) {
      const seeds = (JSON.parse(readFileSync(gtPath, "utf8")) as { seeds: number[][][][] }).seeds;
      const classes = [0, 0, 0, 0, 0, 0];
      let survival = 0;
      seeds.forEach((tensor, i) => {
        const cells = tensor.length * tensor[0].length;
        for (const r of tensor) for (const cell of r) cell.forEach((p, c) => (classes[c] += p / cells / seeds.length));
        const init = round.initial_states[i].settlements;
        survival += init.reduce((a, s) => a + tensor[s.y][s.x][1] + tensor[s.y][s.x][2], 0) / init.length / seeds.length;
      });
      gt = { classes, survival, ...entropyStats(seeds) };
    }
    rounds.push({ name: dir, initialStates: round.initial_states, stats, gt });
  }
  return rounds;
}

/** Dynamic cells (entropy > 0) per seed and their mean entropy in nats, as in the scoring. */
function entropyStats(seeds: number[][][][]): { dynamic: number; meanEntropy: number } {
  let dynamic = 0;
  let total = 0;
  for (const tensor of seeds) {
    for (const r of tensor) {
      for (const cell of r) {
        const e = -cell.reduce((a, p) => (p > 0 ? a + p * Math.log(p) : a), 0);
        if (e > 0) {
          dynamic++;
          total += e;
        }
      }
    }
  }
  return { dynamic: dynamic / seeds.length, meanEntropy: dynamic ? total / dynamic : 0 };
}

/** Initial-map statistics: cells per code, settlements, ports, forest clustering, spacing. */
function mapStats(maps: InitialState[]): string {
  const n = maps.length;
  const count: Record<number, number> = {};
  let settlements = 0;
  let ports = 0;
  let forestNeighbours = 0;
  let forestCells = 0;
  let nearest = 0;
  for (const m of maps) {
    const g = m.grid;
    g.forEach((row, y) =>
      row.forEach((v, x) => {
        count[v] = (count[v] ?? 0) + 1 / n;
        if (v !== 4) return;
        forestCells++;
        for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && g[y + dy]?.[x + dx] === 4) forestNeighbours++;
      }),
    );
    settlements += m.settlements.length / n;
    ports += m.settlements.filter((s) => s.has_port).length / n;
    for (const a of m.settlements) {
      let d = Infinity;
      for (const b of m.settlements) if (a !== b) d = Math.min(d, Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)));
      nearest += d / m.settlements.length / n;
    }
  }
  const c = (k: number): string => (count[k] ?? 0).toFixed(0).padStart(4);
  return `ocean ${c(10)} plains ${c(11)} forest ${c(4)} mountain ${c(5)} | settlements ${settlements.toFixed(1)} ports ${ports.toFixed(1)} | forest nbrs/forest ${(forestNeighbours / Math.max(1, forestCells)).toFixed(2)} | nearest settlement ${nearest.toFixed(2)}`;
}

async function main(): Promise<void> {
  const runs = Number(arg("runs") ?? 30);
  const only = arg("preset");
  const overrides = JSON.parse(arg("set") ?? "{}") as Partial<HiddenParams>;
  const real = loadRealRounds();

  console.log("INITIAL MAPS (per map)");
  console.log(`real      ${mapStats(real.flatMap((r) => r.initialStates))}`);
  console.log(`generated ${mapStats(Array.from({ length: 100 }, (_, i) => generateWorld(i)))}`);

  console.log("\nREAL rounds (class shares and survival from ground truth; the rest from replays)");
  header();
  const pooled = new Stats();
  for (const r of real) {
    row(r.name, r.stats, r.gt);
    pooled.runs += r.stats.runs;
  }
  for (const r of real) pooled.merge(r.stats);
  const survivals = real.filter((r) => r.gt).map((r) => r.gt!.survival);
  console.log(`survival on initial sites across real rounds: min ${f2(Math.min(...survivals))}, max ${f2(Math.max(...survivals))}`);

  console.log(`\nSIMULATED presets (${runs} runs each: fresh hidden parameters per run, real initial maps)`);
  header();
  const maps = real.flatMap((r) => r.initialStates);
  const t0 = performance.now();
  let total = 0;
  for (const preset of PRESET_NAMES.filter((p) => !only || p === only)) {
    const stats = new Stats();
    for (let i = 0; i < runs; i++) {
      const params = { ...drawParams(1000 + i, preset), ...overrides };
      const result = simulate(maps[i % maps.length], params, 77 + i, { frames: true });
      stats.addRun(result.frames!);
      total++;
    }
    row(preset, stats);
  }
  const mixed = new Stats();
  for (let i = 0; i < runs; i++) {
    const result = simulate(maps[i % maps.length], { ...drawParams(5000 + i), ...overrides }, 99 + i, { frames: true });
    mixed.addRun(result.frames!);
    total++;
  }
  row("drawn (mixed)", mixed);

  console.log("\nYearly rates by number of settled 8-neighbours (0–8), all regimes pooled:");
  const rates = (num: number[], den: number[]): string => num.map((v, i) => (den[i] > 50 ? (v / den[i]).toFixed(3) : "  -  ")).join(" ");
  console.log(`  settlement → ruin   real ${rates(pooled.deaths, pooled.settledYears)}`);
  console.log(`                      sim  ${rates(mixed.deaths, mixed.settledYears)}`);
  console.log(`  open land → settled real ${rates(pooled.foundings, pooled.openYears)}`);
  console.log(`                      sim  ${rates(mixed.foundings, mixed.openYears)}`);
  console.log(`\n${total} simulated runs with frames in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const gtRuns = Number(arg("gt-runs") ?? 200);
  if (gtRuns > 0) {
    console.log(`\nGROUND TRUTH: dynamic cells (entropy > 0) per seed and their mean entropy (nats)`);
    for (const r of real.filter((r) => r.gt)) {
      console.log(`${r.name.padEnd(14)} dynamic ${r.gt!.dynamic.toFixed(0).padStart(5)}  mean entropy ${r.gt!.meanEntropy.toFixed(2)}`);
    }
    for (const preset of PRESET_NAMES.filter((p) => !only || p === only)) {
      const seeds = [0, 1].map((i) => groundTruth(maps[i * 7], { ...drawParams(3000 + i, preset), ...overrides }, gtRuns, i));
      const e = entropyStats(seeds);
      console.log(`${preset.padEnd(14)} dynamic ${e.dynamic.toFixed(0).padStart(5)}  mean entropy ${e.meanEntropy.toFixed(2)}  (${gtRuns} runs, 2 maps)`);
    }
  }
}

void main();
