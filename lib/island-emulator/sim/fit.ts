// Hindsight fit of the hidden parameters to a real round: how well can the emulator reproduce the
// round's ground truth? A candidate's score is the official per-seed score (entropy-weighted
// KL(ground truth ‖ prediction)) of the emulator's own Monte-Carlo distribution on the round's
// real initial maps, averaged over the seeds. The search is seeded, so a fit is reproducible.

import { runSeed } from "./ground-truth";
import { PRESET_NAMES, PRESETS, type HiddenParams, type PresetName } from "./params";
import { createRng } from "./rng";
import { simulateTerrain, type SiteFortune } from "./simulate";
import { CLASS_COUNT, terrainToClass, type InitialState } from "./types";

/**
 * Additive smoothing of the emulator's class counts: with 200 runs a class never seen gets
 * ≈0.0005, the floor the best real teams used; fewer runs get a proportionally larger floor.
 */
const SMOOTHING = 0.1;

/** A seed's ground truth reduced to its dynamic cells (entropy > 0): all the score looks at. */
export interface DynamicTruth {
  /** Cell index (y·W + x) of each dynamic cell. */
  cells: Int32Array;
  /** Ground-truth probabilities, CLASS_COUNT per dynamic cell. */
  probs: Float64Array;
  /** Entropy of each dynamic cell (nats). */
  entropy: Float64Array;
  entropySum: number;
}

export function dynamicTruth(gt: number[][][]): DynamicTruth {
  const w = gt[0]?.length ?? 0;
  const cells: number[] = [];
  const probs: number[] = [];
  const ent: number[] = [];
  let sum = 0;
  gt.forEach((row, y) =>
    row.forEach((p, x) => {
      let e = 0;
      for (const v of p) if (v > 0) e -= v * Math.log(v);
      if (!(e > 1e-12)) return;
      cells.push(y * w + x);
      for (let c = 0; c < CLASS_COUNT; c++) probs.push(p[c] ?? 0);
      ent.push(e);
      sum += e;
    }),
  );
  return { cells: Int32Array.from(cells), probs: Float64Array.from(probs), entropy: Float64Array.from(ent), entropySum: sum };
}

/** Class counts per cell (CLASS_COUNT per cell) of `runs` simulations of one map. */
export function classCounts(
  initial: InitialState,
  params: HiddenParams,
  runs: number,
  baseSeed: number,
  fortune?: SiteFortune,
): Uint32Array {
  const h = initial.grid.length;
  const w = h > 0 ? initial.grid[0].length : 0;
  const terr = new Uint8Array(w * h);
  const counts = new Uint32Array(w * h * CLASS_COUNT);
  for (let i = 0; i < runs; i++) {
    simulateTerrain(initial, params, runSeed(baseSeed, i), terr, fortune);
    for (let k = 0; k < terr.length; k++) counts[k * CLASS_COUNT + terrainToClass(terr[k])]++;
  }
  return counts;
}

/**
 * Entropy-weighted KL(truth ‖ smoothed counts / runs) of dynamic cell `i`, its class counts at
 * `counts[offset … offset + CLASS_COUNT)`: the cell's share of the official score's loss.
 */
export function cellLoss(truth: DynamicTruth, i: number, counts: ArrayLike<number>, offset: number, runs: number): number {
  const denom = runs + CLASS_COUNT * SMOOTHING;
  let kl = 0;
  for (let c = 0; c < CLASS_COUNT; c++) {
    const p = truth.probs[i * CLASS_COUNT + c];
    if (p > 0) kl += p * Math.log((p * denom) / (counts[offset + c] + SMOOTHING));
  }
  return truth.entropy[i] * kl;
}

/** Official score of the smoothed distribution `counts / runs` against one seed's truth. */
export function scoreCounts(truth: DynamicTruth, counts: Uint32Array, runs: number): number {
  if (truth.entropySum <= 0) return 100;
  let num = 0;
  for (let i = 0; i < truth.cells.length; i++) num += cellLoss(truth, i, counts, truth.cells[i] * CLASS_COUNT, runs);
  const s = 100 * Math.exp((-3 * num) / truth.entropySum);
  return Math.min(100, Math.max(0, s));
}

export interface RealRoundData {
  initialStates: InitialState[];
  truths: DynamicTruth[];
}

/** Mean score over the round's seeds of `runs` emulator runs per seed (with each seed's site fortunes, if given). */
export function scoreParams(
  round: RealRoundData,
  params: HiddenParams,
  runs: number,
  baseSeed: number,
  fortunes?: readonly SiteFortune[],
): number {
  let total = 0;
  round.initialStates.forEach((initial, s) => {
    total += scoreCounts(round.truths[s], classCounts(initial, params, runs, baseSeed + 7919 * s, fortunes?.[s]), runs);
  });
  return total / round.initialStates.length;
}

/** A fitted hidden parameter and the range the search keeps it in. */
export interface FitDimension {
  key: keyof HiddenParams;
  min: number;
  max: number;
  /** Rounded to an integer (ranges in cells). */
  integer?: boolean;
  /** Moved by steps proportional to the range (for values that may be 0 or negative), not log steps. */
  linear?: boolean;
}

/** What the search varies: the parameters that decide a round's regime and its spatial pattern. */
export const FIT_DIMENSIONS: FitDimension[] = [
  { key: "winterSeverity", min: 0.1, max: 0.45 },
  { key: "winterCollapse", min: 0.05, max: 1.2 },
  { key: "starvationCollapse", min: 0.05, max: 1 },
  { key: "expansionRate", min: 0.02, max: 1 },
  { key: "expansionBurst", min: 1, max: 8 },
  { key: "expansionDistance", min: 1, max: 6, integer: true },
  { key: "expansionPopThreshold", min: 0.8, max: 3 },
  { key: "foodConsumption", min: 0.04, max: 0.14 },
  { key: "raidRate", min: 0.01, max: 0.3 },
  { key: "raidDamage", min: 0.05, max: 0.8 },
  { key: "ruinReclaim", min: 0.2, max: 0.95 },
  { key: "forestRegrowth", min: 0.05, max: 0.6 },
  { key: "forestClearing", min: 0.1, max: 1 },
  { key: "portRate", min: 0.01, max: 0.25 },
  { key: "popCapacity", min: 1.5, max: 4.6 },
  { key: "growthRate", min: 0.05, max: 0.4 },
  { key: "colonyVigour", min: 0.05, max: 1 },
  { key: "colonyDepth", min: 1, max: 6, integer: true },
  { key: "nearColonyShare", min: 0.2, max: 0.95 },
  { key: "diagonalColonies", min: 0, max: 1, linear: true },
  { key: "colonyPop", min: 0, max: 1, linear: true },
  { key: "crowdingRisk", min: 0, max: 0.15, linear: true },
  { key: "isolationRisk", min: 0, max: 0.2, linear: true },
  { key: "winterTrend", min: -0.6, max: 1.5, linear: true },
  { key: "orthogonalHarbours", min: 0, max: 1, integer: true },
];

/**
 * Extra starting point of every search: high survival with growth confined next to the initial
 * settlements (the real low-expansion rounds, which no broad preset comes close to).
 */
export const CONFINED_START: HiddenParams = {
  ...PRESETS.prosperous,
  expansionDistance: 1,
  expansionRate: 0.5,
  colonyVigour: 0.2,
  nearColonyShare: 0.9,
  winterCollapse: 0.3,
  starvationCollapse: 0.2,
};

/**
 * Extra starting point: settlements spread evenly far from their origin (colonies at a distance,
 * forest cleared like plains, crowding thinning dense clusters), as in the real rounds whose
 * chance of being settled barely falls with the distance from the initial settlements.
 */
export const SPREAD_START: HiddenParams = {
  ...PRESETS.balanced,
  nearColonyShare: 0.3,
  expansionDistance: 3,
  forestClearing: 0.9,
  crowdingRisk: 0.04,
};

/**
 * The structural starts with colony sites on the Manhattan diamond and colonies starting at a
 * fixed 0.5, as in the real replays (the search can still move back to the square).
 */
export const MANHATTAN_STARTS: HiddenParams[] = [
  { ...CONFINED_START, diagonalColonies: 0, colonyPop: 0.5, colonyVigour: 0.6, expansionPopThreshold: 1.3 },
  { ...SPREAD_START, diagonalColonies: 0, colonyPop: 0.5 },
  // Colonies found as readily as their founders, theirs not at all (the real confined rounds).
  { ...CONFINED_START, diagonalColonies: 0, colonyPop: 0.5, colonyVigour: 1, colonyDepth: 2, expansionPopThreshold: 0.9 },
];

function clampDim(d: FitDimension, v: number): number {
  const c = Math.min(d.max, Math.max(d.min, v));
  return d.integer ? Math.round(c) : c;
}

export interface FitOptions {
  /** Runs per seed while searching. */
  runs: number;
  /** Candidates of the random phase (broad, around the best preset). */
  explore: number;
  /** Candidates of the local phase (one or two parameters at a time, shrinking steps). */
  refine: number;
  seed: number;
  dimensions?: FitDimension[];
  /** Starting points besides the presets and the structural starts (e.g. fits of other rounds). */
  starts?: HiddenParams[];
  /** Best candidates re-evaluated on fresh seeds at the end; the winner of that decides (default 4). */
  validate?: number;
  /** Site fortunes of each seed's map, held fixed while the parameters are searched. */
  fortunes?: readonly SiteFortune[];
}

export interface FitResult {
  preset: PresetName;
  presetScore: number;
  params: HiddenParams;
  /** Score of the fitted parameters with the search's own runs (optimistic: chosen on them). */
  searchScore: number;
  /** Score of the fitted parameters on the validation seeds. */
  validationScore: number;
  evaluations: number;
}

/**
 * Seeded search: (1) every preset (and extra start) with the search runs, the best one starts;
 * (2) `explore` random candidates, each fitted parameter moved by a log-normal step (σ 0.35) from
 * the best so far; (3) `refine` candidates moving one or two parameters with a step that shrinks
 * from 0.3 to 0.05. All candidates share the same simulation seeds (common random numbers), so
 * differences between them are differences of parameters, not of luck. (4) The `validate` best
 * candidates and the best preset are scored again on fresh seeds and the best of those is the fit:
 * a candidate that only won on the search's luck (easy with few runs) does not survive it.
 */
export function fitRound(round: RealRoundData, opts: FitOptions): FitResult {
  const dims = opts.dimensions ?? FIT_DIMENSIONS;
  const rng = createRng(opts.seed);
  const simSeed = (opts.seed * 31 + 17) >>> 0;
  let evaluations = 0;
  const tried: { params: HiddenParams; score: number }[] = [];
  const evaluate = (p: HiddenParams): number => {
    evaluations++;
    const score = scoreParams(round, p, opts.runs, simSeed, opts.fortunes);
    tried.push({ params: p, score });
    return score;
  };
  let preset: PresetName = PRESET_NAMES[0];
  let presetScore = -1;
  let best: HiddenParams = PRESETS[preset];
  let bestScore = -1;
  for (const name of PRESET_NAMES) {
    const s = evaluate(PRESETS[name]);
    if (s > presetScore) {
      presetScore = s;
      preset = name;
    }
    if (s > bestScore) {
      bestScore = s;
      best = PRESETS[name];
    }
  }
  for (const start of [CONFINED_START, SPREAD_START, ...MANHATTAN_STARTS, ...(opts.starts ?? [])]) {
    const s = evaluate(start);
    if (s > bestScore) {
      bestScore = s;
      best = start;
    }
  }
  const move = (from: HiddenParams, d: FitDimension, sigma: number): number => {
    const v = from[d.key];
    // Log steps for positive quantities; integers move by one cell at a time.
    if (d.integer) return clampDim(d, v + (rng.chance(0.5) ? 1 : -1));
    if (d.linear) return clampDim(d, v + 0.5 * sigma * (d.max - d.min) * rng.normal());
    return clampDim(d, Math.max(d.min, v) * Math.exp(sigma * rng.normal()));
  };
  for (let i = 0; i < opts.explore; i++) {
    const cand = { ...best };
    for (const d of dims) if (rng.chance(0.5)) cand[d.key] = move(best, d, 0.35);
    const s = evaluate(cand);
    if (s > bestScore) {
      bestScore = s;
      best = cand;
    }
  }
  for (let i = 0; i < opts.refine; i++) {
    const sigma = 0.3 - (0.25 * i) / Math.max(1, opts.refine - 1);
    const cand = { ...best };
    const n = rng.chance(0.5) ? 1 : 2;
    for (let j = 0; j < n; j++) {
      const d = dims[rng.int(dims.length)];
      cand[d.key] = move(best, d, sigma);
    }
    const s = evaluate(cand);
    if (s > bestScore) {
      bestScore = s;
      best = cand;
    }
  }
  const finalists = [...tried].sort((a, b) => b.score - a.score).slice(0, opts.validate ?? 4);
  if (!finalists.some((f) => f.params === PRESETS[preset])) finalists.push({ params: PRESETS[preset], score: presetScore });
  let winner = finalists[0];
  let validationScore = -1;
  for (const f of finalists) {
    evaluations++;
    const v = scoreParams(round, f.params, opts.runs, (simSeed ^ 0x5bd1e995) >>> 0, opts.fortunes);
    if (v > validationScore) {
      validationScore = v;
      winner = f;
    }
  }
  return { preset, presetScore, params: winner.params, searchScore: winner.score, validationScore, evaluations };
}
