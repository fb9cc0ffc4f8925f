/**
 * Island emulator benchmark: prints figures, asserts nothing.
 *
 *   npm run --silent bench:emulator [-- --only sim-run,ground-truth]
 *
 * Each section is one entry of SECTIONS (name, description, run); a new measurement is a new entry.
 * Sections:
 *   sim-run       median / p95 time of one 50-year run (final state only, and with 51 frames)
 *   ground-truth  5 seeds × 200 runs, synchronous: wall and CPU time (CPU time is what the code
 *                 costs; wall time also shows how busy the shared machine is)
 *   responsive    the same work through groundTruthAsync, seed after seed as the service does,
 *                 while a 10 ms interval timer runs:
 *                 wall time and the timer's worst delay (how long a request could wait)
 */
import { parseArgs } from "node:util";
import { groundTruth, groundTruthAsync } from "@/lib/island-emulator/sim/ground-truth";
import { drawParams, type HiddenParams } from "@/lib/island-emulator/sim/params";
import { simulate } from "@/lib/island-emulator/sim/simulate";
import type { InitialState } from "@/lib/island-emulator/sim/types";
import { generateWorld } from "@/lib/island-emulator/sim/world";
import { HTTP_SECTIONS } from "./bench-emulator-http";

export interface BenchSection {
  name: string;
  description: string;
  /** Returns printable lines of figures. */
  run(): Promise<string[]>;
}

const SEEDS = 5;
const RUNS = 200;

/** A realistic round: five generated maps sharing one set of hidden parameters. */
function round(): { maps: InitialState[]; params: HiddenParams } {
  return { maps: Array.from({ length: SEEDS }, (_, i) => generateWorld(9000 + i)), params: drawParams(9000, "balanced") };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (v: number): string => `${v.toFixed(2)} ms`;
const s = (v: number): string => `${(v / 1000).toFixed(2)} s`;

/** CPU milliseconds this process used since `since`: unlike wall time, not inflated by other load. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

function timeRuns(n: number, fn: (i: number) => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    fn(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export const SECTIONS: BenchSection[] = [
  {
    name: "sim-run",
    description: "one 50-year simulation",
    async run() {
      const { maps, params } = round();
      timeRuns(20, (i) => simulate(maps[i % SEEDS], params, i)); // warm-up
      const cpu0 = process.cpuUsage();
      const plain = timeRuns(200, (i) => simulate(maps[i % SEEDS], params, 1000 + i));
      const cpu = cpuMs(cpu0) / 200;
      const framed = timeRuns(100, (i) => simulate(maps[i % SEEDS], params, 2000 + i, { frames: true }));
      return [
        `final state only: median ${ms(percentile(plain, 0.5))}, p95 ${ms(percentile(plain, 0.95))} (200 runs; mean CPU ${ms(cpu)})`,
        `with 51 frames:   median ${ms(percentile(framed, 0.5))}, p95 ${ms(percentile(framed, 0.95))} (100 runs)`,
      ];
    },
  },
  {
    name: "ground-truth",
    description: `ground truth, ${SEEDS} seeds × ${RUNS} runs, synchronous`,
    async run() {
      const { maps, params } = round();
      const cpu0 = process.cpuUsage();
      const t = performance.now();
      maps.forEach((m, i) => groundTruth(m, params, RUNS, i));
      const wall = performance.now() - t;
      const cpu = cpuMs(cpu0);
      return [`wall ${s(wall)} (${ms(wall / (SEEDS * RUNS))} per run); CPU ${s(cpu)} (${ms(cpu / (SEEDS * RUNS))} per run)`];
    },
  },
  {
    name: "responsive",
    description: `groundTruthAsync for ${SEEDS} seeds × ${RUNS} runs beside a 10 ms interval timer`,
    async run() {
      const { maps, params } = round();
      let last = performance.now();
      let worst = 0;
      let ticks = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        worst = Math.max(worst, now - last - 10);
        last = now;
        ticks++;
      }, 10);
      const cpu0 = process.cpuUsage();
      const t = performance.now();
      // Seeds one after another, as the service scores a round.
      for (let i = 0; i < SEEDS; i++) await groundTruthAsync(maps[i], params, RUNS, i);
      const wall = performance.now() - t;
      const cpu = cpuMs(cpu0);
      clearInterval(timer);
      return [
        `wall ${s(wall)}; CPU ${s(cpu)}`,
        `10 ms timer fired ${ticks}× (ideal ${Math.floor(wall / 10)}), worst extra delay ${ms(Math.max(0, worst))}`,
      ];
    },
  },
  // The service around the simulator: request latency, alone and during scoring.
  ...HTTP_SECTIONS,
];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { only: { type: "string" } } });
  const only = values.only?.split(",").map((v) => v.trim());
  const unknown = only?.filter((name) => !SECTIONS.some((sec) => sec.name === name)) ?? [];
  if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(", ")}; known: ${SECTIONS.map((x) => x.name).join(", ")}`);
  console.log(`island emulator bench — node ${process.version}`);
  for (const section of SECTIONS.filter((sec) => !only || only.includes(sec.name))) {
    console.log(`\n[${section.name}] ${section.description}`);
    for (const line of await section.run()) console.log(`  ${line}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
