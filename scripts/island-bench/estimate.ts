import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ModelParams } from "../../lib/island/model";
import { mulberry32 } from "../../lib/island/model/sample";
import {
  DEFAULT_SAMPLES,
  flatten,
  meanEntropy,
  meanSampledKl,
  observedSurprise,
  roundPosteriors,
  sampleRegimes,
  seedEstimate,
  surpriseFeature,
  truthForRegime,
  weightedKlFlat,
  type Calibration,
  type ScoreEstimate,
  type SeedFeatures,
} from "../../lib/island/regime/estimate";
import type { Observation } from "../../lib/island/schemas";
import type { Tensor } from "../../lib/island/tensor";
import { scoreFromWeightedKl } from "../../lib/island/score";
import type { RoundData } from "./load";

/**
 * `bench:island --estimate`: how honest the expected score is. For every round and seed, the
 * submission is the model's prediction; the estimator (lib/island/regime/estimate.ts) is fitted
 * on the OTHER rounds only (leave-one-round-out), and the estimate and its 80 % interval are
 * compared with the real score against the ground truth.
 */

export interface EstimateRow extends SeedFeatures {
  round: number;
  seed: number;
  actualKl: number;
}

/** Sampled KL and real KL of each seed's prediction in one round. */
export function estimateRows(model: ModelParams, r: RoundData, observations: Observation[], prediction: Tensor[], samples: number, seed: number): EstimateRow[] {
  const random = mulberry32(seed * 7919 + r.number);
  const regimes = sampleRegimes(roundPosteriors(model, r.round, observations), samples, random);
  const flats = prediction.map(flatten);
  const kls = flats.map(() => [] as number[]);
  for (const regime of regimes) {
    const truths = truthForRegime(model, r.round, observations, regime);
    truths.forEach((t, s) => kls[s].push(weightedKlFlat(t, flats[s])));
  }
  const gts = (r.groundTruth as number[][][][]).map(flatten);
  const surprise = observedSurprise(model, r.round, observations);
  return flats.map((f, s) => ({
    round: r.number,
    seed: s,
    sampledKls: kls[s],
    surprise,
    meanEntropy: meanEntropy(f),
    actualKl: weightedKlFlat(gts[s], f),
  }));
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/**
 * Least-squares line of the model's part of the real KL (real − sampled) in the surprise
 * feature, with the typical surprise of the fitted rounds and the residual quantiles.
 */
export function fitCalibration(rows: readonly EstimateRow[], fittedOn: string): Calibration {
  const rounds = new Map(rows.map((r) => [r.round, r.surprise]));
  let sum = 0;
  let weight = 0;
  for (const s of rounds.values()) {
    sum += s.sum;
    weight += s.weight;
  }
  const prior = { typicalSurprise: weight > 0 ? sum / weight : 0, surprisePriorWeight: SURPRISE_PRIOR_WEIGHT };
  const xs = rows.map((r) => surpriseFeature(r, prior));
  const ys = rows.map((r) => r.actualKl - meanSampledKl(r.sampledKls));
  const n = rows.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  const base: Calibration = { intercept: my - slope * mx, slope, residualLo: 0, residualHi: 0, ...prior, fittedOn };
  const residuals = rows.map((r) => r.actualKl - seedEstimate(r, base).kl).sort((a, b) => a - b);
  return { ...base, residualLo: quantile(residuals, 0.1), residualHi: quantile(residuals, 0.9) };
}

/** Observation weight (entropy-weighted cells) of the typical surprise: a full round has 2,000–10,000. */
const SURPRISE_PRIOR_WEIGHT = 1000;

export interface EstimateResult {
  rows: (EstimateRow & { estimate: ScoreEstimate; actual: number; inside: boolean })[];
  mae: number;
  coverage: number;
}

/** Each round's seeds estimated with a calibration fitted on every other round. */
export function leaveOneRoundOut(rows: readonly EstimateRow[]): EstimateResult {
  const out: EstimateResult["rows"] = [];
  for (const row of rows) {
    const others = rows.filter((o) => o.round !== row.round);
    const calibration = fitCalibration(others, "others");
    const estimate = seedEstimate(row, calibration);
    const actual = scoreFromWeightedKl(row.actualKl);
    out.push({ ...row, estimate, actual, inside: actual >= estimate.lo && actual <= estimate.hi });
  }
  const mae = out.reduce((a, r) => a + Math.abs(r.estimate.mean - r.actual), 0) / Math.max(1, out.length);
  const coverage = out.filter((r) => r.inside).length / Math.max(1, out.length);
  return { rows: out, mae, coverage };
}

/** Runs the estimate benchmark over prepared rounds and prints one line per seed and the summary. */
export function runEstimateBench(
  rounds: readonly RoundData[],
  prepare: (r: RoundData) => { model: ModelParams; observations: Observation[]; prediction: Tensor[]; source: string },
  argv: readonly string[],
): void {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const samples = Number(get("samples") ?? DEFAULT_SAMPLES);
  const seed = Number(get("seed") ?? 7);
  const rows: EstimateRow[] = [];
  const sources = new Map<number, string>();
  for (const r of rounds) {
    if (!r.groundTruth) continue;
    const { model, observations, prediction, source } = prepare(r);
    sources.set(r.number, source);
    rows.push(...estimateRows(model, r, observations, prediction, samples, seed));
  }
  const result = leaveOneRoundOut(rows);
  for (const row of result.rows) {
    console.log(
      `R${String(row.round).padStart(2, "0")} seed ${row.seed}  estimate ${row.estimate.mean.toFixed(2).padStart(6)}  ` +
        `interval [${row.estimate.lo.toFixed(2)}, ${row.estimate.hi.toFixed(2)}]  actual ${row.actual.toFixed(2).padStart(6)}  ` +
        `${row.inside ? "inside" : "OUTSIDE"}  obs ${sources.get(row.round)}`,
    );
  }
  const fitPath = argv.includes("--fit") ? resolve(process.cwd(), "lib/island/regime/calibration.json") : null;
  if (fitPath) {
    const roundsFitted = [...new Set(rows.map((r) => r.round))];
    const calibration = fitCalibration(rows, `rounds ${roundsFitted.join(",")}; ${[...new Set(sources.values())].join("/")} observations; ${samples} samples`);
    writeFileSync(fitPath, JSON.stringify(calibration, null, 2) + "\n");
    console.log(`# calibration written to ${fitPath}`);
  }
  console.log(`# leave-one-round-out calibration; ${samples} regime samples a round; nominal 80 % interval`);
  console.log(`estimate-mae ${result.mae.toFixed(3)} coverage ${result.coverage.toFixed(3)}`);
}
