import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { applyAdjustments } from "../../lib/dashboard/edits/adjust";
import { RATE_NAMES } from "../../lib/island/model/latent";
import { predictWith } from "../../lib/island/model/predict";
import { mulberry32 } from "../../lib/island/model/sample";
import { meanFinite } from "../../lib/island/regime/calibration";
import {
  flatten,
  floorFlat,
  gatherEvidence,
  roundPosteriors,
  submissionDeltas,
  truthForRegime,
  weightedKlFlat,
  type RoundEvidence,
  type SeedFeatures,
} from "../../lib/island/regime/estimate";
import { regimeMixture, sampleRegimeMixture } from "../../lib/island/regime/mixture";
import { nearestRounds } from "../../lib/island/regime/nearest";
import { pastRounds } from "../../lib/island/regime/past-rounds";
import { scoreFromWeightedKl } from "../../lib/island/score";
import { CELL_STRENGTHS, type BenchCase, type EditRow, type SeedRow } from "./cases";
import { regionEdits } from "./scripted-edits";

/**
 * The rows of the estimate benchmark: for each case, its regime draws and, per seed, the readings
 * the estimate is made from and the score it really got; with edits, the scripted edits' estimated
 * departures and real changes. Everything else in the benchmark is judged from these rows.
 */

const FLOOR = 0.001;

function regimeEvidence(c: BenchCase, samples: number, seed: number): RoundEvidence {
  const random = mulberry32(seed * 7919 + c.data.number * 31 + c.observations.length);
  const regimes = sampleRegimeMixture(regimeMixture(c.model, c.data.round, c.observations, { exclude: c.exclude }), samples, random);
  const truths = regimes.map((regime) => truthForRegime(c.model, c.data.round, c.observations, regime));
  return gatherEvidence(c.model, c.data.round, c.observations, truths, { exclude: c.exclude });
}

function baseFeatures(e: RoundEvidence, seed: number): SeedFeatures {
  return { sampledKls: e.modelKls[seed], surprise: e.surprise, repeat: e.repeat, queries: e.queries, nearest: e.nearest, entropy: meanFinite(e.truthWeights[seed]) };
}

const scoreOf = (truth: Float64Array, sub: Float64Array) => scoreFromWeightedKl(weightedKlFlat(truth, sub));

function deltasAtStrengths(e: RoundEvidence, seed: number, sub: Float64Array): number[][] {
  return CELL_STRENGTHS.map((k) => submissionDeltas(e, seed, sub, k));
}

/** Seed rows (and, with `edits`, edit rows) of one case. */
export function collectCase(c: BenchCase, samples: number, seed: number, edits: boolean): { seeds: SeedRow[]; edits: EditRow[] } {
  const e = regimeEvidence(c, samples, seed);
  const truths = (c.data.groundTruth as number[][][][]).map(flatten);
  const pinned = Object.keys(c.pins).length > 0;
  const subs = pinned ? predictWith(c.model, c.data.round, c.observations, { pins: c.pins }).map((t) => floorFlat(flatten(t), FLOOR)) : e.model;
  const seeds: SeedRow[] = subs.map((sub, s) => ({
    round: c.data.number,
    variant: c.variant,
    seed: s,
    features: baseFeatures(e, s),
    deltas: pinned ? deltasAtStrengths(e, s, sub) : null,
    actual: scoreOf(truths[s], sub),
    calibration:
      c.variant === "baseline"
        ? {
            round: c.data.number,
            surprise: e.surprise,
            repeat: e.repeat,
            sampledKls: e.modelKls[s],
            entropy: meanFinite(e.truthWeights[s]),
            actualKl: weightedKlFlat(truths[s], e.model[s]),
            nearestDistance: e.nearest?.distance,
          }
        : null,
  }));
  const editRows: EditRow[] = [];
  if (edits && c.variant === "baseline") {
    const own = e.model.map((m, s) => scoreOf(truths[s], m));
    // Each rate pinned alone to the nearest past round's value.
    const near = nearestRounds(roundPosteriors(c.model, c.data.round, c.observations), pastRounds(), { exclude: c.exclude })[0];
    const table = pastRounds();
    const pastRound = near ? table.rounds.find((r) => r.round === near.round) : undefined;
    if (pastRound) {
      for (const rate of RATE_NAMES) {
        const j = table.rateNames.indexOf(rate);
        if (j < 0) continue;
        const value = Math.min(0.9995, Math.max(0.0005, pastRound.rates[j]));
        const pinnedSubs = predictWith(c.model, c.data.round, c.observations, { pins: { [rate]: value } }).map((t) => floorFlat(flatten(t), FLOOR));
        const real = pinnedSubs.reduce((a, sub, s) => a + scoreOf(truths[s], sub) - own[s], 0) / pinnedSubs.length;
        editRows.push({
          round: c.data.number,
          label: `${rate} like round ${pastRound.round}`,
          realChange: real,
          seeds: pinnedSubs.map((sub, s) => ({
            seed: s,
            features: baseFeatures(e, s),
            after: deltasAtStrengths(e, s, sub),
            realKl: weightedKlFlat(truths[s], sub) - weightedKlFlat(truths[s], e.model[s]),
          })),
        });
      }
    }
    const W = c.data.round.map_width;
    const H = c.data.round.map_height;
    e.model.forEach((m, s) => {
      for (const { label, adj } of regionEdits(c, s, m)) {
        const sub = floorFlat(applyAdjustments(m, W, H, s, [adj]), FLOOR);
        editRows.push({
          round: c.data.number,
          label,
          realChange: scoreOf(truths[s], sub) - own[s],
          seeds: [{ seed: s, features: baseFeatures(e, s), after: deltasAtStrengths(e, s, sub), realKl: weightedKlFlat(truths[s], sub) - weightedKlFlat(truths[s], m) }],
        });
      }
    });
  }
  return { seeds, edits: editRows };
}

/**
 * collectCase, kept in `dir` between runs when given (for trying estimators on the same draws):
 * keyed by the round, its variant, its queries, pins, samples, seed and whether edits were made.
 */
export function cachedCollect(c: BenchCase, samples: number, seed: number, edits: boolean, dir: string | undefined): ReturnType<typeof collectCase> {
  if (!dir) return collectCase(c, samples, seed, edits);
  const key = `mix-${c.data.round.id}-${c.variant}-${c.observations.length}-${samples}-${seed}-${edits ? "edits" : "plain"}-${c.exclude ?? "all"}`;
  const file = join(dir, `${key.replace(/[^a-zA-Z0-9_-]/g, "_")}.json`);
  if (existsSync(file)) {
    // Rows carry the round's number, which depends on the set it was drawn in: this run's.
    const cached = JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof collectCase>;
    const round = c.data.number;
    for (const r of cached.seeds) {
      r.round = round;
      if (r.calibration) r.calibration.round = round;
    }
    for (const e of cached.edits) e.round = round;
    return cached;
  }
  const out = collectCase(c, samples, seed, edits);
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(out));
  return out;
}
