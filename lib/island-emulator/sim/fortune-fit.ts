// Hindsight fit of the site fortunes of one map (see `SiteFortune`): given a round's hidden
// parameters, which collapse-risk factor per initial settlement makes the emulator's distribution
// closest to the map's real ground truth? Each settlement is judged on its own zone (the dynamic
// cells nearer to it than to any other initial settlement, within ZONE_RADIUS), so one batch of
// runs fits every settlement at once: in each run every settlement draws one of a few candidate
// levels, balanced over the runs and independent between settlements, and each settlement moves to
// the minimum of a parabola through its zone's losses at those levels. The steps shrink over the passes.

import { runSeed } from "./ground-truth";
import type { HiddenParams } from "./params";
import { createRng } from "./rng";
import { simulateTerrain, type SiteFortune } from "./simulate";
import { CLASS_COUNT, terrainToClass, type InitialState } from "./types";
import { cellLoss, scoreParams, type DynamicTruth, type RealRoundData } from "./fit";

/** Cells further than this (Chebyshev) from every initial settlement belong to no zone. */
const ZONE_RADIUS = 5;
/** Candidate levels per pass: the current log-fortune and ±1, ±2 steps. */
const LEVEL_STEPS = [-2, -1, 0, 1, 2];
/** Log-fortunes stay within ±LOG_LIMIT (a factor of about 20 either way). */
const LOG_LIMIT = 3;
/** Log step of each pass unless told otherwise. */
export const FORTUNE_STEPS = [1, 0.5, 0.25, 0.12];

export interface FortuneFitOptions {
  /** Runs per candidate level and pass. */
  runsPerLevel: number;
  /** Log step of each pass (default FORTUNE_STEPS). */
  steps?: readonly number[];
  seed: number;
  /** Fortunes to start from (e.g. an earlier fit); none: every settlement 1. */
  start?: SiteFortune;
}

/** Zone (index into the initial settlement list, -1 none) of every dynamic cell of `truth`. */
export function settlementZones(initial: InitialState, truth: DynamicTruth): Int32Array {
  const w = initial.grid[0]?.length ?? 0;
  const sites: { i: number; x: number; y: number }[] = [];
  initial.settlements.forEach((s, i) => {
    if (s.alive) sites.push({ i, x: s.x, y: s.y });
  });
  const zones = new Int32Array(truth.cells.length).fill(-1);
  for (let c = 0; c < truth.cells.length; c++) {
    const x = truth.cells[c] % w;
    const y = (truth.cells[c] - x) / w;
    let best = Infinity;
    for (const s of sites) {
      const dx = Math.abs(s.x - x);
      const dy = Math.abs(s.y - y);
      if (Math.max(dx, dy) > ZONE_RADIUS) continue;
      // Euclidean nearest, Chebyshev-bounded: ties go to the first listed settlement.
      const d = dx * dx + dy * dy;
      if (d < best) {
        best = d;
        zones[c] = s.i;
      }
    }
  }
  return zones;
}

/** Loss of the official score over one zone's dynamic cells (counts indexed by dynamic cell). */
function zoneLoss(truth: DynamicTruth, cellsOfZone: readonly number[], counts: Uint32Array, runs: number): number {
  let loss = 0;
  for (const c of cellsOfZone) loss += cellLoss(truth, c, counts, c * CLASS_COUNT, runs);
  return loss;
}

/**
 * The offset (in level steps) with the least loss: the minimum of a parabola through the losses of
 * all the levels, which the noise of each level's few runs moves less than the single best level;
 * the best level where the losses do not curve upwards.
 */
function bestOffset(losses: readonly number[]): number {
  // Least-squares parabola over the symmetric offsets -2..2 (closed form for five equally spaced points).
  let sy = 0;
  let sxy = 0;
  let sx2y = 0;
  losses.forEach((y, l) => {
    const x = LEVEL_STEPS[l];
    sy += y;
    sxy += x * y;
    sx2y += x * x * y;
  });
  const b = sxy / 10;
  const c = (sx2y - 2 * sy) / 14;
  if (c > 0) return Math.max(-2, Math.min(2, -b / (2 * c)));
  let best = 0;
  losses.forEach((y, l) => {
    if (y < losses[best]) best = l;
  });
  return LEVEL_STEPS[best];
}

/**
 * Fits the fortune of every initial settlement of one map to its ground truth. Returns one factor
 * per entry of the initial settlement list (1 for settlements that are not alive or own no cells).
 */
export function fitFortunes(initial: InitialState, truth: DynamicTruth, params: HiddenParams, opts: FortuneFitOptions): number[] {
  const n = initial.settlements.length;
  const zones = settlementZones(initial, truth);
  const cellsOf: number[][] = Array.from({ length: n }, () => []);
  zones.forEach((z, c) => {
    if (z >= 0) cellsOf[z].push(c);
  });
  const fitted = cellsOf.map((cells) => cells.length > 0);
  const logF = Float64Array.from({ length: n }, (_, i) => {
    const v = opts.start?.[i];
    return v !== undefined && v > 0 && fitted[i] ? Math.max(-LOG_LIMIT, Math.min(LOG_LIMIT, Math.log(v))) : 0;
  });
  const levels = LEVEL_STEPS.length;
  const runs = opts.runsPerLevel * levels;
  const rng = createRng(opts.seed);
  const h = initial.grid.length;
  const w = initial.grid[0]?.length ?? 0;
  const terr = new Uint8Array(w * h);
  const fortune = new Array<number>(n).fill(1);
  (opts.steps ?? FORTUNE_STEPS).forEach((step, pass) => {
    // Balanced levels: each settlement's runs are a random permutation of equal blocks per level.
    const levelOf: Uint8Array[] = [];
    for (let i = 0; i < n; i++) {
      const order = new Uint8Array(runs);
      for (let r = 0; r < runs; r++) order[r] = r % levels;
      for (let r = runs - 1; r > 0; r--) {
        const j = rng.int(r + 1);
        const t = order[r];
        order[r] = order[j];
        order[j] = t;
      }
      levelOf.push(order);
    }
    // Counts per level over the dynamic cells (each cell counted for its own zone's level).
    const counts = Array.from({ length: levels }, () => new Uint32Array(truth.cells.length * CLASS_COUNT));
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < n; i++) {
        fortune[i] = fitted[i] ? Math.exp(logF[i] + step * LEVEL_STEPS[levelOf[i][r]]) : 1;
      }
      simulateTerrain(initial, params, runSeed(opts.seed + 104729 * (pass + 1), r), terr, fortune);
      for (let c = 0; c < truth.cells.length; c++) {
        const z = zones[c];
        if (z < 0) continue;
        counts[levelOf[z][r]][c * CLASS_COUNT + terrainToClass(terr[truth.cells[c]])]++;
      }
    }
    for (let i = 0; i < n; i++) {
      if (!fitted[i]) continue;
      const losses = counts.map((c) => zoneLoss(truth, cellsOf[i], c, opts.runsPerLevel));
      logF[i] = Math.max(-LOG_LIMIT, Math.min(LOG_LIMIT, logF[i] + step * bestOffset(losses)));
    }
  });
  return Array.from(logF, (v, i) => (fitted[i] ? Math.round(Math.exp(v) * 1000) / 1000 : 1));
}

/** Shrink factors tried on fitted log-fortunes (0: even fortunes, 1: as fitted). */
const SHRINKS = [0, 0.25, 0.5, 0.75, 1];

/** Fortunes with their logs scaled by `shrink` (towards even fortunes). */
export function shrinkFortunes(fortunes: readonly SiteFortune[], shrink: number): number[][] {
  return fortunes.map((f) => f.map((v) => (v > 0 ? Math.round(Math.exp(shrink * Math.log(v)) * 1000) / 1000 : v)));
}

/**
 * How far to trust a round's fitted fortunes: where a settlement's zone is crowded by its
 * neighbours' colonies the fit follows the noise of its few runs, so the fitted logs are scaled by
 * the factor that scores best on runs of their own (`runs` per seed from `seed`).
 */
export function chooseShrink(
  round: RealRoundData,
  params: HiddenParams,
  fortunes: readonly SiteFortune[],
  runs: number,
  seed: number,
): { shrink: number; score: number } {
  let best = { shrink: 0, score: -1 };
  for (const shrink of SHRINKS) {
    const score = scoreParams(round, params, runs, seed, shrinkFortunes(fortunes, shrink));
    if (score > best.score) best = { shrink, score };
  }
  return best;
}
