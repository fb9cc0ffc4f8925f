import { describe, expect, it } from "vitest";
import { answerLogRatiosFor, chooseQuantiles, fitAnswerSource, QUANTILE_SETS } from "./answer-source";

// Seeds on the line log ratio = 0.1 + 0.05 × (gap − 8), gap = 100 − fit score, with ±0.1 noise.
const seeds = [83, 85, 88, 90, 91, 92, 93, 94].flatMap((fitScore, round) =>
  [-0.1, 0, 0.1].map((noise) => ({ round, fitScore, logRatio: 0.1 + 0.05 * (100 - fitScore - 8) + noise })),
);

describe("how far a replayed round's answers lead, read from its fit's score", () => {
  it("recovers the line from the fit's score to the log ratio, with its residuals' spread", () => {
    const line = fitAnswerSource(seeds, [0.1, 0.5, 0.9]);
    expect(line.slope).toBeCloseTo(0.05, 6);
    expect(answerLogRatiosFor(line, 92)[1]).toBeCloseTo(0.1, 6);
    expect(answerLogRatiosFor(line, 82)[1]).toBeCloseTo(0.6, 6);
    expect(line.residualLogRatios[0]).toBeLessThan(0);
    expect(line.residualLogRatios[2]).toBeGreaterThan(0);
  });

  it("has no slope when every round's fit scored the same, and no shift without seeds", () => {
    expect(fitAnswerSource([{ fitScore: 90, logRatio: 0.2 }, { fitScore: 90, logRatio: 0.4 }], [0.5]).slope).toBe(0);
    expect(answerLogRatiosFor(fitAnswerSource([], [0.5]), 80)).toEqual([0]);
  });

  it("chooses the residual spread whose intervals, judged round by round, hold the share asked for", () => {
    // A seed is inside when the noise lies within the log ratios' range: the widest set holds 2/3
    // of these seeds, the shift alone only those without noise (1/3).
    const inside = (s: (typeof seeds)[number], ratios: number[]) => {
      const expected = 0.1 + 0.05 * (100 - s.fitScore - 8);
      return s.logRatio >= Math.min(...ratios) + expected - 0.1 - 1e-6 && s.logRatio <= Math.max(...ratios) + expected - 0.1 + 1e-6;
    };
    expect(chooseQuantiles(seeds, inside, 0.3)).toEqual(QUANTILE_SETS[0]);
    expect(chooseQuantiles(seeds, inside, 1)).not.toEqual(QUANTILE_SETS[0]);
  });
});
