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
 * - the model's error at this regime, which dominates (0.015–0.13 on the real rounds), read from
 *   the round's own queries: how far the model's distribution is from what the cells observed
 *   twice or more show (repeatError, an unbiased squared error), and how much more or less the
 *   observed cells surprised it than it expected (observedSurprise), either way. log(KL) is
 *   linear in these two, learnt leave-one-round-out on the real rounds;
 * - the regime's uncertainty and any departure of the submission from the model's belief
 *   (adjustments, pins): draw the round's rates from their Beta posteriors, let the model
 *   predict each draw (a plausible truth) and take the submission's mean weighted KL to them.
 * The 80 % interval adds the fit's residual quantiles (calibration.json, written by
 * `bench:island --estimate --fit`).
 */

export type Pins = Partial<Record<RateName, number>>;

export interface Calibration {
  /** log(modelKl) ≈ intercept + repeatSlope · repeatError + surpriseSlope · |surprise| */
  intercept: number;
  repeatSlope: number;
  surpriseSlope: number;
  /** Quantiles (10 %, 90 %) of log(real / estimated model KL) over the fitted seeds. */
  residualLo: number;
  residualHi: number;
  /** An average round's values; a round with few observations is shrunk towards them. */
  typicalRepeat: number;
  typicalSurprise: number;
  /** Weight (entropy-weighted cells) of the typical values: a full round has 400–3,000 repeated, 2,000–10,000 observed. */
  priorWeight: number;
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
  /** The round's observed surprise and repeat error (sum and weight, see observedSurprise and repeatError). */
  surprise: { sum: number; weight: number };
  repeat: { sum: number; weight: number };
  /** Entropy-weighted mean entropy of the seed's submission. */
  meanEntropy: number;
}

type Prior = Pick<Calibration, "typicalRepeat" | "typicalSurprise" | "priorWeight">;

/** The estimator's two inputs, each shrunk towards an average round by the prior weight. */
export function estimatorInputs(f: Pick<SeedFeatures, "surprise" | "repeat" | "meanEntropy">, prior: Prior): [number, number] {
  const k = prior.priorWeight;
  const repeat = (f.repeat.sum + k * prior.typicalRepeat) / Math.max(1e-9, f.repeat.weight + k);
  const surprise = (f.surprise.sum + k * prior.typicalSurprise) / Math.max(1e-9, f.surprise.weight + k);
  return [repeat, Math.abs(surprise)];
}

export function meanSampledKl(kls: readonly number[]): number {
  const finite = kls.filter(Number.isFinite);
  return finite.length === 0 ? Infinity : finite.reduce((a, b) => a + b, 0) / finite.length;
}

/** The model's part of the KL in log, before residuals. */
export function modelLogKl(f: Pick<SeedFeatures, "surprise" | "repeat" | "meanEntropy">, c: Calibration): number {
  const [x1, x2] = estimatorInputs(f, c);
  return c.intercept + c.repeatSlope * x1 + c.surpriseSlope * x2;
}

/** Expected score of one seed's submission. */
export function seedEstimate(f: SeedFeatures, calibration: Calibration): ScoreEstimate {
  const sampledKl = meanSampledKl(f.sampledKls);
  if (!Number.isFinite(sampledKl)) return { mean: 0, lo: 0, hi: 0, kl: Infinity, sampledKl };
  const log = modelLogKl(f, calibration);
  const kl = Math.exp(log) + sampledKl;
  return {
    mean: scoreFromWeightedKl(kl),
    // A higher KL is a lower score: the high residual gives the interval's low end.
    lo: scoreFromWeightedKl(Math.exp(log + calibration.residualHi) + sampledKl),
    hi: scoreFromWeightedKl(Math.exp(log + calibration.residualLo) + sampledKl),
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
 * The model without what the observed cells themselves tell it (their own counts blended in, the
 * local vigour of their neighbourhood): its error there measures how well it reads the round. The
 * step by category stays: it reads the round as a whole (hundreds of cells a category) and is
 * where the model gains most in the confined rounds, which the estimate would otherwise miss.
 */
function beforeCellEvidence(model: ModelParams): ModelParams {
  return { ...model, cellPriorStrength: 0, recalibration: { ...model.recalibration, vigourPower: 0 } };
}

/**
 * How much more the observed cells surprised the model than it expected: for every observed
 * land cell, −log q(observed class) − H(q), weighted by H(q), with q the model's distribution
 * before any cell evidence (beforeCellEvidence). Its expectation is KL(truth‖q) + H(truth) − H(q):
 * large when the model reads this round badly, whatever the cause.
 */
export function observedSurprise(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  pins: Pins = {},
): { sum: number; weight: number } {
  const tensors = predictWith(beforeCellEvidence(model), round, observations, { pins });
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

/**
 * The model's squared error on the cells the team observed more than once: for a cell seen n ≥ 2
 * times with class counts n_c, Σ q_c² − 2 Σ q_c n_c/n + Σ n_c(n_c−1)/(n(n−1)) is an unbiased
 * estimate of Σ (q_c − p_c)² against the cell's true distribution p. Weighted by H(q); q is the
 * model's distribution before any cell evidence (beforeCellEvidence).
 */
export function repeatError(model: ModelParams, round: RoundDetail, observations: readonly Observation[], pins: Pins = {}): { sum: number; weight: number } {
  const W = round.map_width;
  const H = round.map_height;
  const counts = round.initial_states.map(() => new Float64Array(W * H * 6));
  for (const obs of observations) {
    const c = counts[obs.seed_index];
    if (!c) continue;
    obs.grid.forEach((row, r) => {
      const y = obs.viewport.y + r;
      if (y < 0 || y >= H) return;
      row.forEach((code, k) => {
        const x = obs.viewport.x + k;
        if (x >= 0 && x < W) c[(y * W + x) * 6 + terrainToClass(code)] += 1;
      });
    });
  }
  const tensors = predictWith(beforeCellEvidence(model), round, observations, { pins });
  let sum = 0;
  let weight = 0;
  counts.forEach((c, s) => {
    for (let cell = 0; cell < W * H; cell++) {
      let n = 0;
      for (let k = 0; k < 6; k++) n += c[cell * 6 + k];
      if (n < 2) continue;
      const q = tensors[s][Math.floor(cell / W)][cell % W];
      let h = 0;
      let qq = 0;
      let qn = 0;
      let coll = 0;
      for (let k = 0; k < 6; k++) {
        const v = q[k];
        if (v > 0) h -= v * Math.log(v);
        const m = c[cell * 6 + k];
        qq += v * v;
        qn += (v * m) / n;
        coll += (m * (m - 1)) / (n * (n - 1));
      }
      if (h < 1e-6) continue;
      sum += h * (qq - 2 * qn + coll);
      weight += h;
    }
  });
  return { sum, weight };
}
