import { describe, expect, it } from "vitest";
import {
  calibrationFolds,
  changeRatios,
  changeRatioSets,
  fitCalibration,
  fitGainChance,
  gainChanceFor,
  LARGE_CHANGE,
  modelLogKl,
  ratiosFor,
  type CalibrationRow,
} from "./calibration";

/** Synthetic past rounds: log(model KL) linear in the repeat error, plus a round-level error. */
function syntheticRows(rounds: number, seed = 1): CalibrationRow[] {
  let s = seed;
  const rand = () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
  const rows: CalibrationRow[] = [];
  for (let round = 1; round <= rounds; round++) {
    const repeat = 0.002 + 0.01 * rand();
    const surprise = -0.03 + 0.04 * rand();
    const roundError = 0.3 * (rand() - 0.5);
    for (let seedIndex = 0; seedIndex < 5; seedIndex++) {
      const modelKl = Math.exp(-4.5 + 60 * repeat + roundError + 0.05 * (rand() - 0.5));
      rows.push({
        round,
        surprise: { sum: surprise * 5000, weight: 5000 },
        repeat: { sum: repeat * 1500, weight: 1500 },
        sampledKls: [0.002, 0.003, 0.004],
        actualKl: modelKl + 0.003,
        nearestDistance: 0.5 + rand(),
      });
    }
  }
  return rows;
}

describe("nested calibration", () => {
  const rows = syntheticRows(12);

  it("gives every round a fold whose fitted rows hold no row of that round", () => {
    const folds = calibrationFolds(rows);
    expect(folds.map((f) => f.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const fold of folds) {
      expect(fold.held.length).toBe(5);
      expect(fold.held.every((r) => r.round === fold.round)).toBe(true);
      expect(fold.fitted.some((r) => r.round === fold.round)).toBe(false);
      expect(fold.fitted.length + fold.held.length).toBe(rows.length);
    }
  });

  it("fits a round's calibration the same whatever that round's truth is: the fit never sees it", () => {
    const held = 4;
    const fit = fitCalibration(calibrationFolds(rows).find((f) => f.round === held)!.fitted);
    // The held round's real errors replaced by absurd ones: its fold's fit must not move.
    const scrambled = rows.map((r) => (r.round === held ? { ...r, actualKl: r.actualKl * 50, repeat: { sum: 999, weight: 1 } } : r));
    const refit = fitCalibration(calibrationFolds(scrambled).find((f) => f.round === held)!.fitted);
    expect(refit).toEqual(fit);
    // It records the rounds it saw, so a benchmark can tell a round it never saw.
    expect(fit.rounds).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12]);
    // …whereas a fit that did include the round would move.
    expect(fitCalibration(scrambled).intercept).not.toBeCloseTo(fitCalibration(rows).intercept, 3);
  });

  it("learns the relation and draws its interval from held-out errors, wider with no evidence", () => {
    const c = fitCalibration(rows);
    expect(c.repeatSlope).toBeGreaterThan(20);
    expect(c.residuals.length).toBe(rows.length);
    // Held-out errors are sorted and about the round-level spread (±0.15), not zero.
    expect(c.residuals[0]).toBeLessThan(-0.05);
    expect(c.residuals[c.residuals.length - 1]).toBeGreaterThan(0.05);
    expect([...c.residuals]).toEqual([...c.residuals].sort((a, b) => a - b));
    expect(c.thinEvidenceScale).toBeGreaterThan(1);
    expect(c.novelDistance).toBeGreaterThan(0.5);
  });

  it("reads the uncertain land when the rows carry it, and only then", () => {
    // Rounds whose model error grows with the seed's uncertain land, which the repeat error does not show.
    const withLand = rows.map((r, i) => {
      const land = 300 + 900 * (((i * 7) % 13) / 12);
      return { ...r, entropy: land, actualKl: (r.actualKl - 0.003) * (land / 600) ** 0.8 + 0.003 };
    });
    const three = fitCalibration(withLand);
    expect(three.entropySlope).toBeGreaterThan(0.5);
    expect(three.typicalLogEntropy).toBeGreaterThan(Math.log(300));
    const seedAt = (entropy: number) => ({ ...withLand[0], entropy });
    expect(modelLogKl(seedAt(1100), three)).toBeGreaterThan(modelLogKl(seedAt(350), three));
    // Read with two readings (as asked, or from rows without it), the uncertain land changes nothing.
    for (const two of [fitCalibration(withLand, { readings: 2 }), fitCalibration(rows)]) {
      expect(two.entropySlope).toBeUndefined();
      expect(modelLogKl(seedAt(1100), two)).toBe(modelLogKl(seedAt(350), two));
    }
    // Its held-out errors are smaller with the reading than without it.
    const rms = (v: number[]) => Math.sqrt(v.reduce((a, x) => a + x * x, 0) / v.length);
    expect(rms(three.residuals)).toBeLessThan(rms(fitCalibration(withLand, { readings: 2 }).residuals) * 0.8);
  });

  it("shrinks the uncertain land of a seed with little evidence towards a typical seed's", () => {
    const withLand = rows.map((r, i) => ({ ...r, entropy: 300 + 60 * (i % 15), actualKl: r.actualKl * (1 + (i % 15) / 10) }));
    const c = fitCalibration(withLand);
    const seed = (weight: number, entropy: number) => ({ ...withLand[0], surprise: { sum: 0, weight }, entropy });
    const spread = (weight: number) => Math.abs(modelLogKl(seed(weight, 1100), c) - modelLogKl(seed(weight, 300), c));
    expect(spread(20)).toBeLessThan(spread(20_000) * 0.2);
  });

  it("never extrapolates the log-linear fit beyond the errors the fitted rounds showed", () => {
    const c = fitCalibration(rows);
    const extreme = { surprise: { sum: 0, weight: 5000 }, repeat: { sum: 5 * 1500, weight: 1500 } };
    expect(modelLogKl(extreme, c)).toBeLessThanOrEqual(c.logKlRange[1] + 1e-12);
  });

  it("summarises real against estimated changes of edits as ratio quantiles", () => {
    const r = changeRatios([
      { estimated: 0.01, real: 0.02 },
      { estimated: 0.01, real: 0.01 },
      { estimated: 0.00001, real: 5 },
      { estimated: 0.02, real: 0.03 },
    ]);
    expect(r.length).toBe(10);
    expect(Math.min(...r)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...r)).toBeLessThanOrEqual(2);
    expect(changeRatios([])).toEqual([1]);
  });

  it("judges large departures by large edits' ratios, once there are enough of them", () => {
    // Small edits cost what they were estimated to; departures of 40 points cost 1.3 times as much.
    const small = Array.from({ length: 40 }, (_, i) => ({ estimated: 0.004 + 0.0001 * i, real: (0.004 + 0.0001 * i) * (0.9 + 0.005 * i) }));
    const large = Array.from({ length: 12 }, (_, i) => ({ estimated: 0.15 + 0.01 * i, real: (0.15 + 0.01 * i) * (1.25 + 0.01 * i) }));
    const sets = changeRatioSets([...small, ...large]);
    expect(sets.largeChange).toBe(LARGE_CHANGE);
    expect(Math.min(...sets.largeChangeRatios!)).toBeGreaterThanOrEqual(1.25);
    expect(Math.max(...sets.changeRatios)).toBeLessThan(1.1);
    expect(ratiosFor(sets, 0.2)).toBe(sets.largeChangeRatios);
    expect(ratiosFor(sets, 0.01)).toBe(sets.changeRatios);
    // Too few large edits: one set for every size, as the fit always gave.
    const few = changeRatioSets([...small, ...large.slice(0, 3)]);
    expect(few.largeChangeRatios).toBeUndefined();
    expect(ratiosFor(few, 0.2)).toBe(few.changeRatios);
    expect(fitCalibration(rows, { changes: [...small, ...large] }).largeChangeRatios).toEqual(sets.largeChangeRatios);
  });

  it("judges large departures made with little evidence by their own ratios, once there are enough of them", () => {
    const small = Array.from({ length: 40 }, (_, i) => ({ estimated: 0.004 + 0.0001 * i, real: 0.004 + 0.0001 * i }));
    const large = Array.from({ length: 12 }, (_, i) => ({ estimated: 0.15 + 0.01 * i, real: (0.15 + 0.01 * i) * 1.3 }));
    // Guesses with no query: estimated against every past regime, they cost a third of that.
    const guesses = Array.from({ length: 12 }, (_, i) => ({ estimated: 1 + 0.1 * i, real: (1 + 0.1 * i) * (0.25 + 0.01 * i) }));
    const sets = changeRatioSets([...small, ...large], guesses);
    expect(Math.max(...sets.thinLargeChangeRatios!)).toBeLessThan(0.4);
    expect(ratiosFor(sets, 0.2, true)).toBe(sets.thinLargeChangeRatios);
    expect(ratiosFor(sets, 0.2, false)).toBe(sets.largeChangeRatios);
    expect(ratiosFor(sets, 0.01, true)).toBe(sets.changeRatios);
    // Too few such guesses: the large departures' ratios judge them.
    const few = changeRatioSets([...small, ...large], guesses.slice(0, 3));
    expect(few.thinLargeChangeRatios).toBeUndefined();
    expect(ratiosFor(few, 0.2, true)).toBe(few.largeChangeRatios);
    expect(fitCalibration(rows, { changes: [...small, ...large], thinChanges: guesses }).thinLargeChangeRatios).toEqual(sets.thinLargeChangeRatios);
  });

  it("says an edit's chance of gain as often as past edits read the same way gained, never 0 or 1", () => {
    // Past edits: the draws were sure of most gains, yet only a few of them gained.
    const edits = [
      ...Array.from({ length: 100 }, (_, i) => ({ share: 0, real: i < 5 ? 0.2 : -0.3 })),
      ...Array.from({ length: 20 }, (_, i) => ({ share: 0.9, real: i < 3 ? 0.1 : -0.05 })),
      { share: 0.9, real: 0.01 }, // under 0.05 points: not a gain
      { share: NaN, real: 1 },
    ];
    const g = fitGainChance(edits);
    expect(g.edits).toEqual([100, 0, 21]);
    expect(g.gained).toEqual([5, 0, 3]);
    expect(gainChanceFor(g, 0)).toBeCloseTo(5.5 / 101, 6);
    expect(gainChanceFor(g, 0.95)).toBeCloseTo(3.5 / 22, 6);
    // A bin no past edit fell in says an even chance, not a certainty.
    expect(gainChanceFor(g, 0.3)).toBe(0.5);
  });
});
