import { CLASS } from "../terrain";
import { KIND, type SeedGeometry } from "./features";
import { TERRAIN } from "../terrain";

/**
 * Round-level latent: a handful of outcome rates over cell categories defined by the
 * initial map. The hidden parameters are shared by the five seeds, so observations of
 * any seed estimate the same rates; the model reads them as the round's regime.
 */
export const RATE_NAMES = [
  "settlement_survival",
  "settlement_ruin",
  "expansion_near",
  "expansion_far",
  "forest_kept",
  "ruin_near",
  "port_coastal",
  "plains_to_forest",
] as const;
export const RATE_COUNT = RATE_NAMES.length;
export type RateName = (typeof RATE_NAMES)[number];

/** Sufficient statistics: expected hits and trials per rate. */
export interface RateCounts {
  hits: Float64Array;
  trials: Float64Array;
}

export function emptyCounts(): RateCounts {
  return { hits: new Float64Array(RATE_COUNT), trials: new Float64Array(RATE_COUNT) };
}

/**
 * Adds one cell outcome to the counts. `p` is a class distribution: a one-hot vector for
 * an observed cell, the ground truth for a clean estimate. `weight` scales it (1 per sample).
 */
export function addOutcome(counts: RateCounts, geo: SeedGeometry, cell: number, p: ArrayLike<number>, weight = 1): void {
  if (geo.kind[cell] !== KIND.LAND) return;
  const init = geo.initial[cell];
  const d = geo.dist[cell];
  const settled = p[CLASS.SETTLEMENT] + p[CLASS.PORT];
  const { hits, trials } = counts;
  if (init === TERRAIN.SETTLEMENT || init === TERRAIN.PORT) {
    hits[0] += weight * settled;
    trials[0] += weight;
    hits[1] += weight * p[CLASS.RUIN];
    trials[1] += weight;
    return;
  }
  if (d >= 1 && d <= 2) {
    hits[2] += weight * settled;
    trials[2] += weight;
  } else if (d >= 3 && d <= 5) {
    hits[3] += weight * settled;
    trials[3] += weight;
  }
  if (init === TERRAIN.FOREST && d <= 4) {
    hits[4] += weight * p[CLASS.FOREST];
    trials[4] += weight;
  }
  if (d >= 1 && d <= 3) {
    hits[5] += weight * p[CLASS.RUIN];
    trials[5] += weight;
  }
  if (geo.coastal[cell] && d <= 3) {
    hits[6] += weight * p[CLASS.PORT];
    trials[6] += weight;
  }
  if (init !== TERRAIN.FOREST && d <= 4) {
    hits[7] += weight * p[CLASS.FOREST];
    trials[7] += weight;
  }
}

const EPS = 1e-4;
function logit(p: number): number {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
}

/** Latent coordinate of a rate: its logit relative to the prior mean's, halved. */
export function logitLatent(rate: number, priorMean: number): number {
  return (logit(rate) - logit(priorMean)) / 2;
}

/**
 * Rates shrunk toward the prior means (`strength` pseudo-trials), as logits relative to
 * the prior: 0 means "like an average round". With no observations the latent is all zeros.
 */
export function latentFromCounts(counts: RateCounts, priorMean: readonly number[], strength: number): Float32Array {
  const z = new Float32Array(RATE_COUNT);
  for (let r = 0; r < RATE_COUNT; r++) {
    const rate = (counts.hits[r] + strength * priorMean[r]) / (counts.trials[r] + strength);
    z[r] = logitLatent(rate, priorMean[r]);
  }
  return z;
}

export function ratesFromCounts(counts: RateCounts): number[] {
  return Array.from(counts.hits, (h, r) => (counts.trials[r] > 0 ? h / counts.trials[r] : 0));
}
