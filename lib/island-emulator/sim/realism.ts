// Statistics that tell the real simulator and the emulator apart (measured on the same maps):
// how far from the initial settlements activity reaches, how much turnover there is, and what
// settlements look like at year 50. Computed the same way from real replays / ground truth and
// from emulator runs / distributions.

import { CLASS_COUNT, TERRAIN, type Frame, type InitialState } from "./types";

/** Chebyshev distance of every cell to the nearest alive initial settlement (capped at 99). */
export function distanceToInitial(initial: InitialState): Int32Array {
  const h = initial.grid.length;
  const w = h > 0 ? initial.grid[0].length : 0;
  const dist = new Int32Array(w * h).fill(99);
  for (const s of initial.settlements) {
    if (!s.alive) continue;
    for (let y = 0; y < h; y++) {
      const dy = Math.abs(y - s.y);
      for (let x = 0; x < w; x++) {
        const d = Math.max(dy, Math.abs(x - s.x));
        if (d < dist[y * w + x]) dist[y * w + x] = d;
      }
    }
  }
  return dist;
}

export interface SpreadStats {
  /** Mean chance that a land cell at distance 3 is settled (settlement or port) at year 50. */
  d3Settled: number;
  /** Share of land cells at distance 3 whose year-50 outcome varies at all (entropy > 0). */
  d3Varying: number;
  /** Mean chance that a land cell at distance ≥ 7 is settled at year 50. */
  d7Settled: number;
}

/**
 * Spread statistics of a per-cell class distribution: `prob(k, c)` is the chance of class `c` at
 * cell `k` (ground truth, or an emulator tally divided by its runs).
 */
export function spreadStats(initial: InitialState, prob: (k: number, c: number) => number): SpreadStats {
  const dist = distanceToInitial(initial);
  const flat = initial.grid.flat();
  let n3 = 0;
  let s3 = 0;
  let v3 = 0;
  let n7 = 0;
  let s7 = 0;
  for (let k = 0; k < flat.length; k++) {
    if (flat[k] === TERRAIN.ocean || flat[k] === TERRAIN.mountain) continue;
    const settled = prob(k, 1) + prob(k, 2);
    if (dist[k] === 3) {
      n3++;
      s3 += settled;
      let varies = false;
      for (let c = 0; c < CLASS_COUNT; c++) {
        const p = prob(k, c);
        if (p > 0 && p < 1) varies = true;
      }
      if (varies) v3++;
    } else if (dist[k] >= 7 && dist[k] < 99) {
      n7++;
      s7 += settled;
    }
  }
  return { d3Settled: n3 ? s3 / n3 : 0, d3Varying: n3 ? v3 / n3 : 0, d7Settled: n7 ? s7 / n7 : 0 };
}

export interface RunStats {
  runs: number;
  /** Ruin cells summed over years 1–50, per run. */
  ruinsPerRun: number;
  /** Settlement → ruin per settlement-year. */
  deathRate: number;
  /** Settlements alive at year 50, per run. */
  aliveAt50: number;
  popMedian: number;
  popMax: number;
  foodMedian: number;
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

/** Turnover and year-50 settlement statistics of a set of full runs (51 frames each). */
export function runStats(runs: Frame[][]): RunStats {
  let ruins = 0;
  let settledYears = 0;
  let deaths = 0;
  let alive = 0;
  const pops: number[] = [];
  const foods: number[] = [];
  for (const frames of runs) {
    for (let t = 1; t < frames.length; t++) {
      const a = frames[t - 1].grid;
      const b = frames[t].grid;
      for (let y = 0; y < b.length; y++) {
        for (let x = 0; x < b[y].length; x++) {
          if (b[y][x] === TERRAIN.ruin) ruins++;
          if (a[y][x] === TERRAIN.settlement || a[y][x] === TERRAIN.port) {
            settledYears++;
            if (b[y][x] === TERRAIN.ruin) deaths++;
          }
        }
      }
    }
    const last = frames[frames.length - 1];
    for (const s of last.settlements) {
      if (!s.alive) continue;
      alive++;
      pops.push(s.population);
      foods.push(s.food);
    }
  }
  const n = Math.max(1, runs.length);
  return {
    runs: runs.length,
    ruinsPerRun: ruins / n,
    deathRate: settledYears ? deaths / settledYears : 0,
    aliveAt50: alive / n,
    popMedian: quantile(pops, 0.5),
    popMax: quantile(pops, 1),
    foodMedian: quantile(foods, 0.5),
  };
}
