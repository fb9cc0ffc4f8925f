import { RATE_NAMES, type RateName } from "../model/latent";
import type { ModelParams } from "../model/params";
import { observationCounts, predictWith, type Tensor } from "../model/predict";
import type { Observation, RoundDetail } from "../schemas";
import { scoreFromWeightedKl } from "../score";
import { terrainToClass } from "../terrain";
import { answerLogRatiosFor, type AnswerSourceLine } from "./answer-source";
import { sampleBeta } from "./beta";
import { GAIN_POINTS, gainChanceFor, LARGE_CHANGE, meanFinite, modelLogKl, ratiosFor, type Calibration } from "./calibration";
import calibrationJson from "./calibration.json";
import practiceCalibrationJson from "./calibration-practice.json";
import replayedJson from "./calibration-replayed.json";
import { nearestRounds } from "./nearest";
import { pastRounds, type PastRounds } from "./past-rounds";
import { ratePosteriors, type RatePosterior } from "./posterior";

export { estimatorInputs, modelLogKl, type Calibration } from "./calibration";

/**
 * Expected score of a submission before the round is scored, with an 80 % interval.
 *
 * The weighted KL the submission will get has three parts:
 * - the model's own error at this regime, which dominates (0.015–0.13 on the real rounds), read
 *   from the round's own queries: how far the model's distribution is from what the cells observed
 *   twice or more show (repeatError, an unbiased squared error), and how much more or less the
 *   observed cells surprised it than it expected (observedSurprise), either way, and (for real
 *   rounds) the seed's uncertain land, Σ H of its plausible truths. log(KL) is linear in these,
 *   fitted on past rounds (calibration.ts); its error on rounds a fit had not seen gives the spread;
 * - the regime's uncertainty: the round's rates drawn from their Beta posteriors, the model's
 *   prediction for each draw a plausible truth, and the model's weighted KL to each;
 * - the submission's departure from the model's own prediction (pins, adjustments), judged per
 *   cell against each plausible truth blended with what the queries saw of that cell
 *   (estimateChange), so an edit the answers support can raise the estimate.
 * The model's part is read from the model's own prediction, never from a pinned one: pins change
 * what is submitted, not how well the model reads the round.
 *
 * The interval is the shortest score range holding 80 % of a predictive distribution that
 * combines the draws with the held-out errors, widened where evidence is thin (few queries:
 * towards how much past rounds differ; a reading unlike any past round: by how far it is).
 */

export type Pins = Partial<Record<RateName, number>>;

export const DEFAULT_SAMPLES = 24;

/**
 * Which rounds a calibration was fitted on: real rounds (the real service's, and real rounds
 * replayed on the emulator, scored against their real ground truth), or the emulator's drawn
 * practice rounds, whose queries relate to the model's error otherwise (docs/expected-score.md).
 */
export type CalibrationKind = "real" | "practice" | "replayed";

/**
 * A replayed real round (the emulator answering a real round's queries from its replays or its
 * fit, scored against the real ground truth) is estimated with the real rounds' calibration and
 * the distance its answers' source puts between the queries and the real truth
 * (Calibration.answerLogRatios, fitted by bench:practice --real-replayed).
 */
const replayedCalibration: Calibration = { ...(calibrationJson as Calibration), repeatsOneRun: true, answerLogRatios: replayedJson.answerLogRatios };

/** Queries the replayed rounds' answer source was fitted at (bench:practice --real-replayed). */
export const ANSWER_SOURCE_QUERIES = 50;

/**
 * The calibration a round's expected score uses. A replayed real round whose fit's score against
 * the real truth is known (`fitScore`) reads how far its answers lead from that truth from the score
 * (answer-source.ts); without one, the spread of every replayed round's. The answers mislead the
 * model only as far as it has read them: with no query the prediction owes the answers' source
 * nothing, so the log ratios (fitted at 50 queries) are taken in proportion to the `queries` spent.
 */
export function shippedCalibration(kind: CalibrationKind = "real", fitScore: number | null = null, queries: number = ANSWER_SOURCE_QUERIES): Calibration {
  if (kind === "replayed") {
    const line = replayedJson.byFitScore as AnswerSourceLine | undefined;
    const ratios = line && fitScore !== null ? answerLogRatiosFor(line, fitScore) : replayedJson.answerLogRatios;
    const share = Math.min(1, Math.max(0, queries) / ANSWER_SOURCE_QUERIES);
    return { ...replayedCalibration, answerLogRatios: ratios.map((r) => r * share) };
  }
  return (kind === "practice" ? practiceCalibrationJson : calibrationJson) as Calibration;
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

/** Everything the estimate of any submission of a round is computed from (gatherEvidence). */
export interface RoundEvidence {
  width: number;
  height: number;
  /** Plausible truths: [draw][seed], flat H·W·6. */
  truths: Float64Array[][];
  /** Per seed: the model's own prediction (no pins, no adjustments), floored as a submission is. */
  model: Float64Array[];
  /** Per seed: the observed class counts of every cell (flat H·W·6) and the looks per cell. */
  counts: Float64Array[];
  looks: Float64Array[];
  /** Per seed and draw: weighted KL of the model's prediction against the draw. */
  modelKls: number[][];
  /** Per seed and draw: Σ H(t) over the draw's cells (the weighted KL's denominator). */
  truthWeights: number[][];
  surprise: { sum: number; weight: number };
  repeat: { sum: number; weight: number };
  queries: number;
  /** The past round nearest to the model's reading, and how far (nearest.ts), when any is known. */
  nearest: { round: number; distance: number } | null;
}

/** Observed class counts and looks per cell of every seed. */
export function observedCounts(round: RoundDetail, observations: readonly Observation[]): { counts: Float64Array[]; looks: Float64Array[] } {
  const W = round.map_width;
  const H = round.map_height;
  const counts = round.initial_states.map(() => new Float64Array(W * H * 6));
  const looks = round.initial_states.map(() => new Float64Array(W * H));
  for (const obs of observations) {
    const c = counts[obs.seed_index];
    const n = looks[obs.seed_index];
    if (!c || !n) continue;
    obs.grid.forEach((row, r) => {
      const y = obs.viewport.y + r;
      if (y < 0 || y >= H) return;
      row.forEach((code, k) => {
        const x = obs.viewport.x + k;
        if (x < 0 || x >= W) return;
        c[(y * W + x) * 6 + terrainToClass(code)] += 1;
        n[y * W + x] += 1;
      });
    });
  }
  return { counts, looks };
}

/** What the round's queries say, whatever truths are drawn: kept while the observations stay. */
export type RoundReadings = Pick<RoundEvidence, "width" | "height" | "model" | "counts" | "looks" | "surprise" | "repeat" | "queries" | "nearest"> & {
  /** Per seed: the model's own prediction, flat and not floored (what a submission without pins starts from). */
  own: Float64Array[];
};

/**
 * The round's readings from its observations: the model's own prediction, the observed counts, the
 * surprise and repeat error (both from one prediction before cell evidence) and the nearest past
 * round. `past` are the past rounds to compare the reading with; `exclude` leaves one out (a
 * benchmark scoring that round).
 */
export function roundReadings(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  { past = pastRounds(), exclude }: { past?: PastRounds; exclude?: number } = {},
): RoundReadings {
  const own = predictWith(model, round, observations).map(flatten);
  // Surprise and repeat error read observed cells only: with none, the prediction they read is not needed.
  const before = observations.length > 0 ? predictWith(beforeCellEvidence(model), round, observations) : [];
  const { counts, looks } = observedCounts(round, observations);
  const near = nearestRounds(roundPosteriors(model, round, observations), past, { exclude })[0];
  return {
    width: round.map_width,
    height: round.map_height,
    own,
    model: own.map((t) => floorFlat(t)),
    counts,
    looks,
    surprise: observedSurprise(model, round, observations, before),
    repeat: repeatError(model, round, observations, before),
    queries: observations.length,
    nearest: near && Number.isFinite(near.distance) ? { round: near.round, distance: near.distance } : null,
  };
}

/**
 * The round's evidence: its readings (roundReadings, or computed here) with the plausible truths
 * already drawn for them (truthForRegime of sampleRegimes' draws).
 */
export function gatherEvidence(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  truths: Float64Array[][],
  options: { past?: PastRounds; exclude?: number; readings?: RoundReadings } = {},
): RoundEvidence {
  const { own: _unfloored, ...readings } = options.readings ?? roundReadings(model, round, observations, options);
  return {
    ...readings,
    truths,
    modelKls: readings.model.map((m, s) => truths.map((t) => weightedKlFlat(t[s], m))),
    truthWeights: readings.model.map((_, s) => truths.map((t) => entropySum(t[s]))),
  };
}

/** Σ H over a flat tensor's cells (cells below 1e-12 nats skipped, as the official score does). */
export function entropySum(flat: Float64Array): number {
  let den = 0;
  for (let i = 0; i < flat.length; i += 6) {
    let h = 0;
    for (let c = 0; c < 6; c++) {
      const p = flat[i + c];
      if (p > 0) h -= p * Math.log(p);
    }
    if (h > 1e-12) den += h;
  }
  return den;
}

/**
 * How much worse (positive) or better a submission is than the model's own prediction, in weighted
 * KL, against each plausible truth: Σ H(t)·Σ_c p̂_c·log(model_c / sub_c) / Σ H(t), where p̂ is the
 * truth blended with the cell's observed answers (n_c + k·t_c) / (n + k). Linear in p̂, so single
 * noisy answers average out over the cells an edit touches; cells the submission leaves as the
 * model has them add nothing.
 */
export function submissionDeltas(evidence: RoundEvidence, seed: number, sub: Float64Array, cellStrength: number): number[] {
  const m = evidence.model[seed];
  const counts = evidence.counts[seed];
  const looks = evidence.looks[seed];
  const cells = m.length / 6;
  const changed: number[] = [];
  for (let i = 0; i < cells; i++) {
    for (let c = 0; c < 6; c++) {
      if (Math.abs(m[i * 6 + c] - sub[i * 6 + c]) > 1e-12) {
        changed.push(i);
        break;
      }
    }
  }
  return evidence.truths.map((draw, k) => {
    const t = draw[seed];
    const den = evidence.truthWeights[seed][k];
    let num = 0;
    for (const i of changed) {
      let h = 0;
      for (let c = 0; c < 6; c++) {
        const p = t[i * 6 + c];
        if (p > 0) h -= p * Math.log(p);
      }
      if (!(h > 1e-12)) continue;
      const n = looks[i];
      let d = 0;
      for (let c = 0; c < 6; c++) {
        const o = i * 6 + c;
        const p = (counts[o] + cellStrength * t[o]) / (n + cellStrength);
        if (p > 0) d += p * Math.log(Math.max(m[o], 1e-12) / Math.max(sub[o], 1e-12));
      }
      num += h * d;
    }
    return den > 0 ? num / den : 0;
  });
}

export interface ScoreEstimate {
  /** Expected score (0–100: the median of its predictive distribution) and its 80 % interval (the shortest). */
  mean: number;
  lo: number;
  hi: number;
  /** Estimated weighted KL (at the median), and its part from the regime's draws and the submission's departures. */
  kl: number;
  sampledKl: number;
  /** Why the interval is as wide as it is, in words the workspace can show. */
  reason: string;
}

/** What the estimate of one seed is computed from. */
export interface SeedFeatures {
  /** Weighted KL of the model's own prediction against each sampled truth. */
  sampledKls: readonly number[];
  /** Per draw: how much the submission adds to it (submissionDeltas; absent: the model's own prediction). */
  deltas?: readonly number[];
  /** The round's observed surprise and repeat error (sum and weight, see observedSurprise and repeatError). */
  surprise: { sum: number; weight: number };
  repeat: { sum: number; weight: number };
  /** Queries the round has had, and the distance of its reading to the nearest past round. */
  queries?: number;
  nearest?: { round: number; distance: number } | null;
  /** The seed's uncertain land: Σ H of its plausible truths, mean over the draws. */
  entropy?: number;
}

/**
 * Share of a full round's evidence, as the thin-evidence widening reads it: 0 with no observed
 * cell, near 1 with 50 queries.
 */
export function evidenceShare(f: Pick<SeedFeatures, "surprise">, c: Pick<Calibration, "priorWeight" | "thinWeight">): number {
  const w = Math.max(0, f.surprise.weight);
  return w / (w + Math.max(1e-9, c.thinWeight ?? c.priorWeight));
}

/**
 * Under half a full round's evidence: a large departure is then judged by what such departures,
 * made with little evidence, cost on past rounds (Calibration.thinLargeChangeRatios).
 */
export function thinEvidence(f: Pick<SeedFeatures, "surprise">, c: Pick<Calibration, "priorWeight" | "thinWeight">): boolean {
  return evidenceShare(f, c) < 0.5;
}

/** What a calibration's reasons call the rounds it was fitted on. */
const pastRoundsOf = (c: Pick<Calibration, "kind">) => (c.kind === "practice" ? "past practice rounds" : "past rounds");

/**
 * How much the held-out errors are stretched for this round, and why: towards the spread of past
 * rounds when evidence is thin, and by the distance to the nearest past round beyond any distance
 * the fit was made on.
 */
export function widening(f: SeedFeatures, c: Calibration): { scale: number; reason: string } {
  const share = evidenceShare(f, c);
  const thin = c.thinEvidenceScale ** 2;
  let scale = Math.sqrt(1 + (1 - share) * (thin - 1));
  const reasons: string[] = [];
  const queries = f.queries ?? null;
  const past = pastRoundsOf(c);
  if (queries === 0) reasons.push(`no queries yet: the regime and the model's error are as uncertain as ${past} differ`);
  // Said whenever the widening is material, whatever the evidence share it came from.
  else if (scale >= 1.15) {
    const by = `widened ×${scale.toFixed(1)} towards how much ${past} differ`;
    reasons.push(
      queries !== null && queries < 25
        ? `only ${queries} ${queries === 1 ? "query" : "queries"}: ${by}`
        : `the queries saw few uncertain cells: ${by}`,
    );
  }
  const near = f.nearest;
  if (near && Number.isFinite(c.novelDistance) && near.distance > c.novelDistance) {
    const novel = near.distance / c.novelDistance;
    scale *= novel;
    reasons.push(`a regime unlike any past round (the nearest, round ${near.round}, is ${near.distance.toFixed(1)} spreads away): widened ×${novel.toFixed(1)}`);
  }
  if (reasons.length === 0) {
    reasons.push(`${queries ?? "the"} queries read the regime; the interval is the estimate's error on ${past} it was not fitted on`);
  }
  return { scale, reason: reasons.join("; ") };
}

function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** A submission's mean departure from the model (weighted KL), 0 for none. */
function departureSize(deltas: readonly number[]): number {
  const m = meanFinite(deltas);
  return Number.isFinite(m) ? Math.abs(m) : 0;
}

/**
 * The predictive weighted KLs of a seed: every draw with every held-out error (stretched), and the
 * submission's departure from the model scaled by each ratio real edits showed to estimated ones.
 */
function predictiveKls(f: SeedFeatures, c: Calibration, scale: number, deltas?: readonly number[]): number[] {
  const log = modelLogKl(f, c);
  const residuals = c.residuals.length ? c.residuals : [0];
  const ratios = deltas ? ratiosFor(c, departureSize(deltas), thinEvidence(f, c)) : [1];
  const source = c.answerLogRatios?.length ? c.answerLogRatios.map(Math.exp) : [1];
  const out: number[] = [];
  f.sampledKls.forEach((kl, k) => {
    if (!Number.isFinite(kl)) return;
    const d = deltas?.[k] ?? 0;
    for (const r of residuals) {
      const own = Math.exp(log + scale * r) + kl;
      for (const ratio of ratios) {
        const v = Math.max(0, own + ratio * d);
        for (const m of source) out.push(v * m);
      }
    }
  });
  return out;
}

/** Share of the predictive distribution the interval holds. */
export const INTERVAL_SHARE = 0.8;

/**
 * The shortest score range holding `share` of the predictive KLs (sorted ascending). The
 * distribution is skewed — a round the queries read wrongly scores far below its estimate, one read
 * well only a little above — so the equal-tailed range (10 %–90 %) spends most of its width on the
 * long low tail; the shortest range holds as much of the distribution, and is what a team can
 * plan with. Linear in the number of values.
 */
export function shortestScoreRange(sortedKls: readonly number[], share: number): { lo: number; hi: number } {
  const n = sortedKls.length;
  if (n === 0) return { lo: NaN, hi: NaN };
  const k = Math.min(n, Math.max(1, Math.ceil(share * n)));
  let best = { lo: scoreFromWeightedKl(sortedKls[k - 1]), hi: scoreFromWeightedKl(sortedKls[0]) };
  for (let i = 1; i + k <= n; i++) {
    // A higher KL is a lower score: the window's last KL is its low end.
    const hi = scoreFromWeightedKl(sortedKls[i]);
    const lo = scoreFromWeightedKl(sortedKls[i + k - 1]);
    if (hi - lo < best.hi - best.lo) best = { lo, hi };
  }
  return best;
}

/**
 * What the estimate of a large departure rests on. With half a round's evidence or more it is
 * judged by what large departures cost on past rounds (when the calibration has their ratios);
 * with less, the outcome is all or nothing (every rate pinned like the farthest round with no
 * query scored 68–92 on real rounds 3, 8 and 10, under 40 on the other 13), and the interval can
 * only hold the likelier one.
 */
function departureReason(f: SeedFeatures, c: Calibration): string {
  const size = f.deltas ? departureSize(f.deltas) : 0;
  if (!(size >= (c.largeChange ?? LARGE_CHANGE))) return "";
  if (thinEvidence(f, c)) {
    const judged = c.thinLargeChangeRatios ? `judged by what such guesses cost on ${pastRoundsOf(c)}; ` : "";
    return `far from the model's reading with little evidence: ${judged}it scores well only if the round turns out as the submission assumes, and the interval holds the likelier outcome`;
  }
  return c.largeChangeRatios ? `far from the model's own reading: judged by what such departures cost on ${pastRoundsOf(c)}` : "";
}

/** Expected score of one seed's submission. */
export function seedEstimate(f: SeedFeatures, calibration: Calibration): ScoreEstimate {
  const widened = widening(f, calibration);
  const { scale } = widened;
  const kls = predictiveKls(f, calibration, scale, f.deltas).sort((a, b) => a - b);
  const reason = [widened.reason, departureReason(f, calibration)].filter(Boolean).join("; ");
  if (kls.length === 0) return { mean: 0, lo: 0, hi: 0, kl: Infinity, sampledKl: Infinity, reason: "no plausible truth could be drawn" };
  const kl = quantileSorted(kls, 0.5);
  const sampled = meanFinite(f.sampledKls.map((v, k) => v + (f.deltas?.[k] ?? 0)));
  const { lo, hi } = shortestScoreRange(kls, INTERVAL_SHARE);
  return {
    mean: scoreFromWeightedKl(kl),
    lo,
    hi,
    kl,
    sampledKl: sampled,
    reason,
  };
}

/** A seed's features from the round's evidence (the model's own prediction when `sub` is absent). */
export function seedFeatures(evidence: RoundEvidence, seed: number, calibration: Calibration, sub?: Float64Array): SeedFeatures {
  return {
    sampledKls: evidence.modelKls[seed],
    deltas: sub ? submissionDeltas(evidence, seed, sub, calibration.cellStrength) : undefined,
    surprise: evidence.surprise,
    repeat: evidence.repeat,
    queries: evidence.queries,
    nearest: evidence.nearest,
    entropy: meanFinite(evidence.truthWeights[seed]),
  };
}

export type RoundExpectation = { mean: number; lo: number; hi: number; reason: string };

/** The round's expected score: the mean of the seeds, its interval from the seeds' (they move together). */
export function roundEstimate(seeds: readonly ScoreEstimate[]): RoundExpectation {
  const n = Math.max(1, seeds.length);
  const avg = (f: (s: ScoreEstimate) => number) => seeds.reduce((a, s) => a + f(s), 0) / n;
  return { mean: avg((s) => s.mean), lo: avg((s) => s.lo), hi: avg((s) => s.hi), reason: seeds[0]?.reason ?? "" };
}

/** Expected score of a submission (flat, floored tensors per seed), per seed and for the round. */
export function estimateSubmission(evidence: RoundEvidence, submission: readonly Float64Array[], calibration: Calibration): { seeds: ScoreEstimate[]; round: RoundExpectation } {
  const seeds = submission.map((sub, s) => seedEstimate(seedFeatures(evidence, s, calibration, sub), calibration));
  return { seeds, round: roundEstimate(seeds) };
}

/**
 * The paired change of a seed's score (points) from the per-draw departures `before` to `after`
 * (submissionDeltas of two submissions), averaged over the predictive draws.
 */
export function changeFromDeltas(f: SeedFeatures, calibration: Calibration, before: readonly number[], after: readonly number[]): number {
  const { scale } = widening(f, calibration);
  const log = modelLogKl(f, calibration);
  const residuals = calibration.residuals.length ? calibration.residuals : [0];
  // Paired: one set of ratios for both, chosen by the larger departure.
  const ratios = ratiosFor(calibration, Math.max(departureSize(before), departureSize(after)), thinEvidence(f, calibration));
  let sum = 0;
  let n = 0;
  f.sampledKls.forEach((kl, k) => {
    if (!Number.isFinite(kl)) return;
    for (const r of residuals) {
      const own = Math.exp(log + scale * r) + kl;
      for (const ratio of ratios) {
        sum += scoreFromWeightedKl(Math.max(0, own + ratio * (after[k] ?? 0))) - scoreFromWeightedKl(Math.max(0, own + ratio * (before[k] ?? 0)));
        n++;
      }
    }
  });
  return n ? sum / n : 0;
}

/**
 * The share of the regime's draws in which an edit raises the score of the seeds it touches (their
 * changes added draw by draw; a tie counts half): the model's error at its typical value, the
 * departures as estimated. Against the model's own plausible truths, so it is sure of gains real
 * rounds rarely give; the calibration's gainChance says how often such edits did gain.
 */
export function gainShare(
  seeds: readonly { features: SeedFeatures; before: readonly number[]; after: readonly number[] }[],
  calibration: Calibration,
): number {
  if (seeds.length === 0) return 0.5;
  const own = seeds.map((s) => Math.exp(modelLogKl(s.features, calibration)));
  const draws = Math.min(...seeds.map((s) => s.features.sampledKls.length));
  let up = 0;
  let n = 0;
  for (let k = 0; k < draws; k++) {
    let change = 0;
    let finite = true;
    seeds.forEach((s, i) => {
      const kl = s.features.sampledKls[k];
      if (!Number.isFinite(kl)) finite = false;
      const base = own[i] + kl;
      change += scoreFromWeightedKl(Math.max(0, base + (s.after[k] ?? 0))) - scoreFromWeightedKl(Math.max(0, base + (s.before[k] ?? 0)));
    });
    if (!finite) continue;
    up += change > 0 ? 1 : change === 0 ? 0.5 : 0;
    n++;
  }
  return n ? up / n : 0.5;
}

/**
 * The paired change of the round's score (points) an edit makes, as a predictive distribution:
 * per draw, held-out error and ratio (the outcomes the estimate's own figures are read from), the
 * touched seeds' changes added and divided by the round's seeds. Its mean is estimateChange's
 * `round`; its standard deviation is how sure that figure is.
 */
export function changeSpread(
  seeds: readonly { features: SeedFeatures; before: readonly number[]; after: readonly number[] }[],
  calibration: Calibration,
  seedCount: number,
): { mean: number; sd: number } {
  if (seeds.length === 0) return { mean: 0, sd: 0 };
  const residuals = calibration.residuals.length ? calibration.residuals : [0];
  const per = seeds.map((s) => ({
    s,
    scale: widening(s.features, calibration).scale,
    log: modelLogKl(s.features, calibration),
    ratios: ratiosFor(calibration, Math.max(departureSize(s.before), departureSize(s.after)), thinEvidence(s.features, calibration)),
  }));
  // Paired outcome by outcome: the same draw, held-out error and ratio quantile on every seed.
  const draws = Math.min(...seeds.map((s) => s.features.sampledKls.length));
  const quantiles = Math.max(...per.map((p) => p.ratios.length));
  const total = new Float64Array(draws * residuals.length * quantiles);
  for (const { s, scale, log, ratios } of per) {
    let i = 0;
    for (let k = 0; k < draws; k++) {
      const kl = Number.isFinite(s.features.sampledKls[k]) ? s.features.sampledKls[k] : 0;
      for (const r of residuals) {
        const own = Math.exp(log + scale * r) + kl;
        for (let q = 0; q < quantiles; q++) {
          const ratio = ratios[Math.floor((q * ratios.length) / quantiles)];
          total[i++] +=
            (scoreFromWeightedKl(Math.max(0, own + ratio * (s.after[k] ?? 0))) - scoreFromWeightedKl(Math.max(0, own + ratio * (s.before[k] ?? 0)))) /
            Math.max(1, seedCount);
        }
      }
    }
  }
  const values = total;
  const n = Math.max(1, values.length);
  const mean = values.reduce((a, v) => a + v, 0) / n;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / n);
  return { mean, sd };
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 erf; error under 1.5e-7). */
export function normalCdf(z: number): number {
  if (!Number.isFinite(z)) return z > 0 ? 1 : 0;
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * The chance an edit raises the round's score, from its own expected change and spread
 * (changeSpread): Φ(mean / √(sd² + GAIN_POINTS²)), so a tiny edit that changes little either way is
 * near a toss-up (a change under GAIN_POINTS is within what the estimate cannot tell from none) and
 * one expected to cost many times its spread is near 0. Capped by how often past edits the
 * draws read the same way really gained (calibration.gainChance, gainShare's bin): the draws are
 * sure of gains real rounds rarely give, and the cap keeps that lesson.
 */
export function gainChance(
  spread: { mean: number; sd: number },
  share: number,
  calibration: Pick<Calibration, "gainChance">,
): number {
  const own = normalCdf(spread.mean / Math.hypot(spread.sd, GAIN_POINTS));
  const cap = calibration.gainChance ? gainChanceFor(calibration.gainChance, share) : 1;
  return Math.min(own, cap);
}

/**
 * Estimated change of the score (points) from `base` to `edited` submissions of the same round and
 * evidence (a pin, an adjustment): per seed the mean over the predictive draws of the paired
 * difference, and the round's mean over the seeds. Positive: the edit is expected to help.
 * `chance`: how likely it is to raise the score (gainChance), null when no seed is touched.
 */
export function estimateChange(
  evidence: RoundEvidence,
  base: readonly Float64Array[],
  edited: readonly Float64Array[],
  calibration: Calibration,
): { seeds: number[]; round: number; chance: number | null } {
  const touched: { features: SeedFeatures; before: number[]; after: number[] }[] = [];
  const seeds = base.map((b, s) => {
    if (edited[s] === b) return 0;
    const features = seedFeatures(evidence, s, calibration);
    const before = submissionDeltas(evidence, s, b, calibration.cellStrength);
    const after = submissionDeltas(evidence, s, edited[s], calibration.cellStrength);
    touched.push({ features, before, after });
    return changeFromDeltas(features, calibration, before, after);
  });
  const chance = touched.length ? gainChance(changeSpread(touched, calibration, base.length), gainShare(touched, calibration), calibration) : null;
  return { seeds, round: seeds.reduce((a, b) => a + b, 0) / Math.max(1, seeds.length), chance };
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
 * large when the model reads this round badly, whatever the cause. `tensors`: that prediction,
 * when the caller already has it (roundReadings shares one with repeatError).
 */
export function observedSurprise(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  tensors: readonly Tensor[] = predictWith(beforeCellEvidence(model), round, observations),
): { sum: number; weight: number } {
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

/** The floor a submitted tensor gets (lib/dashboard/submit/submission-tensor's SUBMIT_FLOOR), on a flat tensor. */
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
 * model's distribution before any cell evidence (beforeCellEvidence; `tensors` when already made).
 */
export function repeatError(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  tensors: readonly Tensor[] = predictWith(beforeCellEvidence(model), round, observations),
): { sum: number; weight: number } {
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
