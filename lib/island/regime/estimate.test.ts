import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultModel } from "../model";
import { predictWith } from "../model/predict";
import { mulberry32 } from "../model/sample";
import { observationSchema, roundDetailSchema } from "../schemas";
import { weightedKl } from "../score";
import {
  flatten,
  meanEntropy,
  observedSurprise,
  repeatError,
  roundEstimate,
  roundPosteriors,
  sampleRegimes,
  seedEstimate,
  shippedCalibration,
  truthForRegime,
  weightedKlFlat,
} from "./estimate";

const dir = resolve(process.cwd(), "../shared/island-rounds/round-05");
const round = roundDetailSchema.parse(JSON.parse(readFileSync(resolve(dir, "round.json"), "utf8")));
const observations = readFileSync(resolve(dir, "observations.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .slice(0, 20)
  .map((l) => observationSchema.parse(JSON.parse(l)));
const gt = JSON.parse(readFileSync(resolve(dir, "ground-truth.json"), "utf8")).seeds as number[][][][];

describe("expected score", () => {
  const model = defaultModel();
  const calibration = shippedCalibration();

  it("scores flat tensors exactly as the official formula does", () => {
    const pred = predictWith(model, round, observations);
    expect(weightedKlFlat(flatten(gt[0]), flatten(pred[0]))).toBeCloseTo(weightedKl(gt[0], pred[0]), 10);
  });

  it("is lower for a submission that departs from the model's belief, and its interval holds it", () => {
    const pred = predictWith(model, round, observations).map(flatten);
    // Halve every settlement probability and give it to plains: a poor adjustment.
    const worse = pred.map((f) => {
      const g = Float64Array.from(f);
      for (let i = 0; i < g.length; i += 6) {
        const moved = g[i + 1] / 2;
        g[i + 1] -= moved;
        g[i] += moved;
      }
      return g;
    });
    const regimes = sampleRegimes(roundPosteriors(model, round, observations), 4, mulberry32(3));
    const truths = regimes.map((r) => truthForRegime(model, round, observations, r));
    const surprise = observedSurprise(model, round, observations);
    const repeat = repeatError(model, round, observations);
    const estimate = (sub: Float64Array[]) =>
      sub.map((f, s) => seedEstimate({ sampledKls: truths.map((t) => weightedKlFlat(t[s], f)), surprise, repeat, meanEntropy: meanEntropy(f) }, calibration));
    const good = estimate(pred);
    const bad = estimate(worse);
    good.forEach((g, s) => {
      expect(bad[s].mean).toBeLessThan(g.mean);
      expect(g.lo).toBeLessThanOrEqual(g.mean);
      expect(g.hi).toBeGreaterThanOrEqual(g.mean);
      expect(g.mean).toBeGreaterThan(50);
      expect(g.mean).toBeLessThanOrEqual(100);
    });
    const r = roundEstimate(good);
    expect(r.mean).toBeGreaterThan(roundEstimate(bad).mean);
  });

  it("reads a round the model fits badly from its own queries: a larger error on repeated cells, a lower estimate", () => {
    const f = { sampledKls: [0.001], meanEntropy: 0.8, surprise: { sum: -0.03 * 8000, weight: 8000 } };
    const typical = seedEstimate({ ...f, repeat: { sum: 0.005 * 2000, weight: 2000 } }, calibration);
    const off = seedEstimate({ ...f, repeat: { sum: 0.05 * 2000, weight: 2000 } }, calibration);
    expect(off.mean).toBeLessThan(typical.mean - 3);
  });

  it("measures the model's squared error on repeated cells without bias", () => {
    // Two identical observations of one seed's window: counts are 2 of one class per cell.
    const twice = [observations[0], observations[0]];
    const r = repeatError(model, round, twice);
    expect(r.weight).toBeGreaterThan(0);
    // Identical answers mean every repeated cell looked certain: the error is Σ q² − 2 q_y + 1 ≥ 0.
    expect(r.sum / r.weight).toBeGreaterThan(0);
  });

  it("judges the model before it leans towards the observed cells, so a round it reads badly still shows", () => {
    // Cell-level evidence (local vigour, each cell's own counts) is left out…
    const noCellEvidence = { ...model, cellPriorStrength: 0, recalibration: { ...model.recalibration, vigourPower: 0 } };
    const repeated = [...observations, observations[0], observations[1]];
    expect(repeatError(model, round, repeated).sum).toBeCloseTo(repeatError(noCellEvidence, round, repeated).sum, 10);
    expect(observedSurprise(model, round, repeated).sum).toBeCloseTo(observedSurprise(noCellEvidence, round, repeated).sum, 10);
    // …while the round-level step by category, part of how the model reads the round, is judged.
    const noCategories = { ...noCellEvidence, recalibration: { ...noCellEvidence.recalibration, categoryPower: 0 } };
    expect(repeatError(model, round, repeated).sum).not.toBeCloseTo(repeatError(noCategories, round, repeated).sum, 6);
  });
});
