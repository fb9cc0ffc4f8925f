// `bench:practice --real-replayed`: the real rounds replayed as the workspace plays them. Each real
// round's planner spends 50 queries answered as the emulator answers a replayed real round (a
// seed's real runs where the folder has replays of its map, else the emulator's fit), the committed
// model predicts, and the workspace's expected score is set against the score on the real ground
// truth. The answers' source is judged nested: each round's shift and widening
// (Calibration.answerLogRatios) are fitted on the other rounds only.

import { defaultModel } from "../../lib/island/model";
import { mulberry32 } from "../../lib/island/model/sample";
import { scoreFromWeightedKl } from "../../lib/island/score";
import {
  DEFAULT_SAMPLES,

  flatten,
  gatherEvidence,
  INTERVAL_SHARE,
  roundReadings,
  seedEstimate,
  seedFeatures,
  shippedCalibration,
  truthForRegime,
  weightedKlFlat,
  type Calibration,
  type SeedFeatures,
} from "../../lib/island/regime/estimate";
import { answerLogRatiosFor, chooseQuantiles, fitAnswerSource, type AnswerSourceLine, type AnswerSourcePoint } from "../../lib/island/regime/answer-source";
import { regimeMixture, sampleRegimeMixture } from "../../lib/island/regime/mixture";
import { plannedObservations, QUERIES, roundDetailOf } from "./play";
import { finalOfReplay, viewRealFinal, type RealFinal } from "../../lib/island-emulator/play/real-finals";
import { viewRun } from "../../lib/island-emulator/play/run-view";
import { derivedSeed } from "../../lib/island-emulator/play/seeds";
import { readRealRounds, readReplay, replaySeedIndex, withStartingStats, type RealRound } from "../../lib/island-emulator/rounds/real-rounds";
import { drawHiddenState, fittedRound } from "../../lib/island-emulator/sim/params";

/** Quantiles of the other rounds' log ratios a calibration keeps (each multiplies the predictive draws). */
export const ANSWER_QUANTILES = [0.1, 0.3, 0.5, 0.7, 0.9];

/** One seed of a replayed real round: what the estimate reads, and the real outcome. */
export interface ReplayedSeed {
  round: number;
  seed: number;
  features: SeedFeatures;
  actualKl: number;
  actual: number;
  /** How many real runs answered the seed (0: the fit). */
  realRuns: number;
  /** The score of the round's fit against its real ground truth (null: the round has no fit). */
  fitScore: number | null;
}

function realFinals(real: RealRound): RealFinal[][] {
  const h = real.initialStates[0].grid.length;
  const w = real.initialStates[0].grid[0].length;
  const finals: RealFinal[][] = real.initialStates.map(() => []);
  for (const file of real.replayFiles) {
    const seed = replaySeedIndex(file);
    if (seed === undefined || seed >= finals.length) continue;
    try {
      const f = finalOfReplay(readReplay(file), w, h);
      if (f) finals[seed].push(f);
    } catch {
      // An unreadable replay: that seed is answered by the fit, as on the server.
    }
  }
  return finals;
}

/** Plays one real round replayed with the planner's 50 queries; every seed with its features and its real score. */
export async function playReplayedReal(real: RealRound, seed: number, queries: number = QUERIES): Promise<ReplayedSeed[]> {
  const model = defaultModel();
  const finals = realFinals(real);
  const fit = fittedRound(real.roundNumber);
  const hidden = fit
    ? { params: fit.params, fortunes: fit.fortunes }
    : drawHiddenState(derivedSeed("import", real.roundNumber), real.initialStates);
  const simStates = withStartingStats(real);
  const detail = roundDetailOf(real.initialStates, `replayed-${real.roundNumber}`, real.roundNumber);
  const observations = await plannedObservations(
    detail,
    queries,
    (q, used) => {
      const simSeed = derivedSeed("replayed-real", seed, real.roundNumber, used);
      const f = finals[q.seed_index];
      return f.length > 0 ? viewRealFinal(f, q, simSeed) : viewRun(simStates[q.seed_index], hidden.params, q, simSeed, hidden.fortunes?.[q.seed_index]);
    },
    model,
  );
  // The workspace's figure: its regimes, readings and plausible truths, the model's own prediction submitted.
  const regimes = sampleRegimeMixture(regimeMixture(model, detail, observations), DEFAULT_SAMPLES, mulberry32(observations.length + 1));
  const readings = roundReadings(model, detail, observations);
  const truths = regimes.map((r) => truthForRegime(model, detail, observations, r));
  const evidence = gatherEvidence(model, detail, observations, truths, { readings });
  const calibration = shippedCalibration("real");
  return readings.model.map((sub, s) => {
    const actualKl = weightedKlFlat(flatten(real.groundTruth![s]), sub);
    return { round: real.roundNumber, seed: s, features: seedFeatures(evidence, s, calibration, sub), actualKl, actual: scoreFromWeightedKl(actualKl), realRuns: finals[s].length, fitScore: fit?.score ?? null };
  });
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The real rounds' calibration read as a replayed round is, before its answers' source is fitted. */
export function replayedBase(): Calibration {
  const { answerLogRatios: _fitted, ...base } = shippedCalibration("replayed");
  return base;
}

/** log(real KL / the real calibration's estimated KL) of every seed given. */
export function logRatios(seeds: readonly ReplayedSeed[], base: Calibration): number[] {
  return seeds.map((s) => Math.log(Math.max(1e-9, s.actualKl) / Math.max(1e-9, seedEstimate(s.features, base).kl)));
}

/** The answer-source calibration fitted on `seeds` without the fit's score: the real one with their log ratios' quantiles. */
export function answerCalibration(seeds: readonly ReplayedSeed[], base: Calibration): Calibration {
  const sorted = logRatios(seeds, base).sort((a, b) => a - b);
  return { ...base, answerLogRatios: ANSWER_QUANTILES.map((q) => quantile(sorted, q)) };
}

type Scored = ReplayedSeed & AnswerSourcePoint;

function withFit(seeds: readonly ReplayedSeed[], base: Calibration): Scored[] {
  const ratios = logRatios(seeds, base);
  return seeds.flatMap((s, i) => (s.fitScore === null ? [] : [{ ...s, fitScore: s.fitScore, logRatio: ratios[i] }]));
}

/**
 * The line from a fit's score to the answers' log ratio, fitted on `seeds` (those of rounds with a
 * fit), its residual quantiles chosen round by round on the same seeds to hold 80 % of them.
 */
export function answerSourceLine(seeds: readonly ReplayedSeed[], base: Calibration): AnswerSourceLine | null {
  const scored = withFit(seeds, base);
  if (scored.length === 0) return null;
  const inside = (s: Scored, ratios: number[]) => {
    const e = seedEstimate(s.features, { ...base, answerLogRatios: ratios });
    return s.actual >= e.lo && s.actual <= e.hi;
  };
  return fitAnswerSource(scored, chooseQuantiles(scored, inside, INTERVAL_SHARE));
}

/**
 * The calibration a seed is estimated with: its round's fit score read by `line`, else the plain
 * quantiles; the log ratios taken at `share` of their size (the share of the fitted queries spent).
 */
function calibrationFor(s: ReplayedSeed, line: AnswerSourceLine | null, plain: Calibration, share: number): Calibration {
  const ratios = line && s.fitScore !== null ? answerLogRatiosFor(line, s.fitScore) : (plain.answerLogRatios ?? [0]);
  return { ...plain, answerLogRatios: ratios.map((r) => r * share) };
}

export interface ReplayedVerdict {
  rows: { round: number; seed: number; mean: number; lo: number; hi: number; actual: number; plain: number; realRuns: number }[];
  mae: number;
  coverage: number;
  width: number;
  plainMae: number;
  plainCoverage: number;
}

/**
 * Every seed judged nested: its round's estimate with the answer source fitted on the other rounds
 * (of `fitOn`, the plays at the fitted 50 queries; by default the seeds judged), its log ratios
 * taken at `share` of their size (a play with fewer queries).
 */
export function judgeNested(seeds: readonly ReplayedSeed[], base: Calibration = replayedBase(), fitOn: readonly ReplayedSeed[] = seeds, share = 1): ReplayedVerdict {
  const rounds = [...new Set(seeds.map((s) => s.round))];
  const rows: ReplayedVerdict["rows"] = [];
  for (const r of rounds) {
    const others = fitOn.filter((s) => s.round !== r);
    const plain = others.length ? answerCalibration(others, base) : base;
    const line = answerSourceLine(others, base);
    for (const s of seeds.filter((x) => x.round === r)) {
      const e = seedEstimate(s.features, calibrationFor(s, line, plain, share));
      rows.push({ round: r, seed: s.seed, mean: e.mean, lo: e.lo, hi: e.hi, actual: s.actual, plain: seedEstimate(s.features, base).mean, realRuns: s.realRuns });
    }
  }
  const avg = (f: (x: (typeof rows)[number]) => number) => rows.reduce((a, x) => a + f(x), 0) / Math.max(1, rows.length);
  const plainEst = seeds.map((s) => seedEstimate(s.features, base));
  return {
    rows,
    mae: avg((x) => Math.abs(x.mean - x.actual)),
    coverage: avg((x) => (x.actual >= x.lo && x.actual <= x.hi ? 1 : 0)),
    width: avg((x) => x.hi - x.lo),
    plainMae: plainEst.reduce((a, e, i) => a + Math.abs(e.mean - seeds[i].actual), 0) / Math.max(1, seeds.length),
    plainCoverage: plainEst.reduce((a, e, i) => a + (seeds[i].actual >= e.lo && seeds[i].actual <= e.hi ? 1 : 0), 0) / Math.max(1, seeds.length),
  };
}

/** The real rounds of `dir` in `range` that can be replayed and scored (a ground truth). */
export function replayableRounds(dir: string, range: { from: number; to: number }): RealRound[] {
  return readRealRounds(dir, range).filter((r) => r.groundTruth && r.initialStates.length === 5);
}


