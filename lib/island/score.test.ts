import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cellLossGrid, entropy, klDivergence, roundScore, scoreFromWeightedKl, scoreSeed, weightedKl, weightedKlFromScore } from "./score";
import { safeTensor, uniformTensor, type Tensor } from "./tensor";

const roundsDir = path.resolve(process.cwd(), "../shared/island-rounds");

type OfficialScores = { seeds: { seed_index: number; official_score: number; prediction: Tensor }[] };
type GroundTruth = { seeds: Tensor[] };

function load<T>(round: string, file: string): T {
  return JSON.parse(readFileSync(path.join(roundsDir, round, file), "utf8")) as T;
}

describe("scoreSeed reproduces the official service's scores", () => {
  for (const round of ["round-16", "round-17"]) {
    const official = load<OfficialScores>(round, "official-scores.json");
    const gt = load<GroundTruth>(round, "ground-truth.json");
    for (const seed of official.seeds) {
      it(`${round} seed ${seed.seed_index} → ${seed.official_score}`, () => {
        const score = scoreSeed(gt.seeds[seed.seed_index], seed.prediction);
        expect(Math.abs(score - seed.official_score)).toBeLessThan(1e-4);
      });
    }
  }

  it("covers all five seeds of both rounds", () => {
    for (const round of ["round-16", "round-17"]) {
      expect(load<OfficialScores>(round, "official-scores.json").seeds.map((s) => s.seed_index).sort()).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

describe("scoring details", () => {
  it("reads the weighted KL back from a score", () => {
    for (const kl of [0, 0.01, 0.2, 1.5]) expect(weightedKlFromScore(scoreFromWeightedKl(kl))).toBeCloseTo(kl, 12);
    expect(weightedKlFromScore(0)).toBe(Infinity);
  });

  const gt: Tensor = [
    [
      [1, 0, 0, 0, 0, 0], // static: entropy 0, not scored
      [0.5, 0.5, 0, 0, 0, 0],
    ],
  ];

  it("is 100 for a perfect prediction and ignores static cells", () => {
    const pred: Tensor = [[[0, 0, 0, 0, 0, 1], [0.5, 0.5, 0, 0, 0, 0]]];
    expect(scoreSeed(gt, pred)).toBe(100);
  });

  it("gives 0 when the prediction has a zero where the ground truth does not", () => {
    const pred: Tensor = [[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]]];
    expect(klDivergence(gt[0][1], pred[0][1])).toBe(Infinity);
    expect(scoreSeed(gt, pred)).toBe(0);
  });

  it("matches the formula on a hand-computed cell", () => {
    const pred: Tensor = [[[1, 0, 0, 0, 0, 0], [0.25, 0.75, 0, 0, 0, 0]]];
    const kl = 0.5 * Math.log(0.5 / 0.25) + 0.5 * Math.log(0.5 / 0.75);
    expect(weightedKl(gt, pred)).toBeCloseTo(kl, 12);
    expect(scoreSeed(gt, pred)).toBeCloseTo(100 * Math.exp(-3 * kl), 10);
    expect(entropy(gt[0][1])).toBeCloseTo(Math.log(2), 12);
    expect(cellLossGrid(gt, pred)).toEqual([[0, Math.log(2) * kl]]);
  });

  it("scores a uniform prediction low but above 0, and a floored one finitely", () => {
    const real = load<GroundTruth>("round-16", "ground-truth.json").seeds[0];
    const uniform = scoreSeed(real, uniformTensor(40, 40));
    expect(uniform).toBeGreaterThan(0);
    expect(uniform).toBeLessThan(20);
    const argmaxOnly = real.map((row) => row.map((p) => p.map((v) => (v === Math.max(...p) ? 1 : 0))));
    expect(scoreSeed(real, argmaxOnly)).toBe(0);
    expect(scoreSeed(real, safeTensor(argmaxOnly))).toBeGreaterThan(0);
  });

  it("rejects tensors of different shapes", () => {
    expect(() => scoreSeed(gt, [[[1, 0, 0, 0, 0, 0]]])).toThrow(/Shape mismatch/);
  });

  it("averages a round over five seeds, a missing seed counting 0", () => {
    expect(roundScore([80, 90, 70, 60, 100])).toBe(80);
    expect(roundScore([80, null, 70, 60])).toBe(42);
  });
});
