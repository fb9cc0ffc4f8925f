import { RATE_NAMES, type RateName } from "../model/latent";
import type { ModelParams } from "../model/params";
import { observationCounts, predictWith } from "../model/predict";
import type { Observation, RoundDetail } from "../schemas";
import { scoreFromWeightedKl } from "../score";
import { terrainToClass } from "../terrain";
import { sampleBeta } from "./beta";
import calibrationJson from "./calibration.json";
import { ratePosteriors, type RatePosterior } from "./posterior";

/**
 * Expected score of a submission before the round is scored.
 *
 * Two parts of the weighted KL the submission will get:
 * - the model's error at this regime, which dominates (0.015–0.09 on the real rounds): learnt
 *   leave-one-round-out as a line in one observable, how much more or less the observed cells
 *   surprised the model than it expected (observedSurprise) times the prediction's mean
 *   entropy (rounds the model reads badly show it in their own queries);
 * - the regime's uncertainty and any departure of the submission from the model's belief
 *   (adjustments, pins): draw the round's rates from their Beta posteriors, let the model
 *   predict each draw (a plausible truth) and take the submission's mean weighted KL to them.
 * The interval adds the fit's residual quantiles (calibration.json, written by
 * `bench:island --estimate --fit`).
 */

export type Pins = Partial<Record<RateName, number>>;

export interface Calibration {
  /** modelKl ≈ intercept + slope · surprise · meanEntropy */
  intercept: number;
  slope: number;
  /** Quantiles (10 %, 90 %) of real − estimated weighted KL over the fitted seeds. */
  residualLo: number;
  residualHi: number;
  /** Surprise of an average round, and its weight: few observations are shrunk towards it. */
  typicalSurprise: number;
  surprisePriorWeight: number;
  /** Rounds, observations and samples the fit came from, for the record. */
  fittedOn: string;
}

export const DEFAULT_SAMPLES = 24;

export function shippedCalibration(): Calibration {
  return calibrationJson as Calibration;
}

/** Rate draws for the regime: every rate from its posterior (pins do not change what is true). */
export function sampleRegimes(posteriors: readonly RatePosterior[], count: number, random: () => number): Pins[] {
  return Array.from({ length: count }, () => {
    const pins: Pins = {};
    posteriors.forEach((p) => {
      if ((RATE_NAMES as readonly string[]).includes(p.name)) pins[p.name as RateName] = sampleBeta(p.alpha, p.beta, random);
    });
    return pins;
  });
}

/** The round's posteriors as the model counts them. */
export function roundPosteriors(model: ModelParams, round: RoundDetail, observations: readonly Observation[]): RatePosterior[] {
  return ratePosteriors(RATE_NAMES, observationCounts(round, observations), model.priorMean, model.rateStrength);
}

/** One plausible truth per seed (flat H·W·6) for a regime draw. */
export function truthForRegime(model: ModelParams, round: RoundDetail, observations: readonly Observation[], regime: Pins): Float64Array[] {
  return predictWith(model, round, observations, { pins: regime }).map(flatten);
}

export function flatten(t: readonly (readonly (readonly number[])[])[]): Float64Array {
  const H = t.length;
  const W = H ? t[0].length : 0;
  const out = new Float64Array(H * W * 6);
  let i = 0;
  for (const row of t) for (const cell of row) for (let c = 0; c < 6; c++) out[i++] = cell[c] ?? 0;
  return out;
}

/** The official weighted KL on flat tensors (6 classes a cell): Σ H(p)·KL(p‖q) / Σ H(p). */
export function weightedKlFlat(truth: Float64Array, pred: Float64Array): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < truth.length; i += 6) {
    let h = 0;
    let kl = 0;
    for (let c = 0; c < 6; c++) {
      const p = truth[i + c];
      if (!(p > 0)) continue;
      h -= p * Math.log(p);
      const q = pred[i + c];
      kl += q > 0 ? p * Math.log(p / q) : Infinity;
    }
    if (h > 1e-12) {
      num += h * kl;
      den += h;
    }
  }
  return den > 0 ? num / den : 0;
}

export interface ScoreEstimate {
  /** Expected score (0–100) and its 80 % interval. */
  mean: number;
  lo: number;
  hi: number;
  /** Estimated weighted KL, and its part from the regime's uncertainty and departures from the model. */
  kl: number;
  sampledKl: number;
}

/** What the estimate of one seed is computed from. */
export interface SeedFeatures {
  /** Weighted KL of the submission against each sampled truth. */
  sampledKls: readonly number[];
  /** The round's observed surprise (sum and weight, see observedSurprise). */
  surprise: { sum: number; weight: number };
  /** Entropy-weighted mean entropy of the seed's submission. */
  meanEntropy: number;
}

/** The estimator's input: the shrunk surprise times the mean entropy. */
export function surpriseFeature(f: Pick<SeedFeatures, "surprise" | "meanEntropy">, calibration: Pick<Calibration, "typicalSurprise" | "surprisePriorWeight">): number {
  const k = calibration.surprisePriorWeight;
  const s = (f.surprise.sum + k * calibration.typicalSurprise) / Math.max(1e-9, f.surprise.weight + k);
  return s * f.meanEntropy;
}

export function meanSampledKl(kls: readonly number[]): number {
  const finite = kls.filter(Number.isFinite);
  return finite.length === 0 ? Infinity : finite.reduce((a, b) => a + b, 0) / finite.length;
}

/** Expected score of one seed's submission. */
export function seedEstimate(f: SeedFeatures, calibration: Calibration): ScoreEstimate {
  const sampledKl = meanSampledKl(f.sampledKls);
  if (!Number.isFinite(sampledKl)) return { mean: 0, lo: 0, hi: 0, kl: Infinity, sampledKl };
  const kl = Math.max(0, calibration.intercept + calibration.slope * surpriseFeature(f, calibration)) + sampledKl;
  return {
    mean: scoreFromWeightedKl(kl),
    // A higher KL is a lower score: the high residual gives the interval's low end.
    lo: scoreFromWeightedKl(Math.max(0, kl + calibration.residualHi)),
    hi: scoreFromWeightedKl(Math.max(0, kl + calibration.residualLo)),
    kl,
    sampledKl,
  };
}

/** Entropy-weighted mean entropy of a flat tensor's cells (cells below 0.01 nats skipped). */
export function meanEntropy(flat: Float64Array): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < flat.length; i += 6) {
    let h = 0;
    for (let c = 0; c < 6; c++) {
      const p = flat[i + c];
      if (p > 0) h -= p * Math.log(p);
    }
    if (h > 0.01) {
      num += h * h;
      den += h;
    }
  }
  return den > 0 ? num / den : 0;
}

/** The round's expected score: the mean of the seeds, its interval from the seeds' (they move together). */
export function roundEstimate(seeds: readonly ScoreEstimate[]): { mean: number; lo: number; hi: number } {
  const n = Math.max(1, seeds.length);
  const avg = (f: (s: ScoreEstimate) => number) => seeds.reduce((a, s) => a + f(s), 0) / n;
  return { mean: avg((s) => s.mean), lo: avg((s) => s.lo), hi: avg((s) => s.hi) };
}

/**
 * How much more the observed cells surprised the model than it expected: for every observed
 * land cell, −log q(observed class) − H(q), weighted by H(q), with q the model's distribution
 * before the cell's own counts are blended in. Its expectation is KL(truth‖q) + H(truth) − H(q):
 * large when the model reads this round badly, whatever the cause.
 */
export function observedSurprise(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  pins: Pins = {},
): { sum: number; weight: number } {
  const tensors = predictWith({ ...model, cellPriorStrength: 0 }, round, observations, { pins });
  let sum = 0;
  let weight = 0;
  const W = round.map_width;
  const H = round.map_height;
  for (const obs of observations) {
    const t = tensors[obs.seed_index];
    if (!t) continue;
    obs.grid.forEach((row, r) => {
      const y = obs.viewport.y + r;
      if (y < 0 || y >= H) return;
      row.forEach((code, c) => {
        const x = obs.viewport.x + c;
        if (x < 0 || x >= W) return;
        const q = t[y][x];
        let h = 0;
        for (const v of q) if (v > 0) h -= v * Math.log(v);
        if (h < 1e-6) return;
        const cls = terrainToClass(code);
        const s = -Math.log(Math.max(q[cls], 1e-9)) - h;
        sum += h * s;
        weight += h;
      });
    });
  }
  return { sum, weight };
}

/** The floor a submitted tensor gets (lib/dashboard/submission-tensor's SUBMIT_FLOOR), on a flat tensor. */
export function floorFlat(flat: Float64Array, floor = 0.001): Float64Array {
  const out = new Float64Array(flat.length);
  for (let i = 0; i < flat.length; i += 6) {
    let sum = 0;
    for (let c = 0; c < 6; c++) {
      const p = flat[i + c];
      out[i + c] = Math.max(Number.isFinite(p) && p > 0 ? p : 0, floor);
      sum += out[i + c];
    }
    for (let c = 0; c < 6; c++) out[i + c] /= sum;
  }
  return out;
}
