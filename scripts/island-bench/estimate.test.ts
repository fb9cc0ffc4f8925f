import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultModel } from "../../lib/island/model";
import { seedEstimate, shippedCalibration } from "../../lib/island/regime/estimate";
import type { BenchCase } from "./cases";
import { collectCase } from "./collect";
import { realCalibrationSource, runEstimateBench } from "./estimate";
import { loadRounds } from "./load";

const dataDir = resolve(process.cwd(), "../shared/island-rounds");

describe("bench:island --estimate on real rounds the shipped calibration never saw", () => {
  it("knows which rounds the shipped real calibration was fitted on", () => {
    const shipped = shippedCalibration("real");
    expect(shipped.rounds).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(realCalibrationSource(18, shipped)).toBe("shipped");
    expect(realCalibrationSource(5, shipped)).toBe("nested");
    // A calibration that does not say what it saw cannot vouch for any round.
    expect(realCalibrationSource(18, { rounds: undefined })).toBe("nested");
  });

  it("estimates a held-back round with the shipped calibration, not with a fit on the other rounds of the run", () => {
    // Round 5's data standing in for a round held back from every fit (only its number differs).
    const [data] = loadRounds(dataDir, { from: 5, to: 5 });
    const held = { ...data, number: 18, round: { ...data.round, round_number: 18 } };
    const c: BenchCase = { data: held, model: defaultModel(), observations: held.observations!, variant: "baseline", pins: {}, exclude: 18 };
    const lines: string[] = [];
    runEstimateBench([c], [], ["--samples", "4"], (l) => lines.push(l));

    expect(lines.some((l) => /rounds 18: with the shipped calibration as it is \(fitted on rounds 2,3,.*,17, not on them\)/.test(l))).toBe(true);
    const seedLines = lines.filter((l) => l.startsWith("R18 baseline"));
    expect(seedLines).toHaveLength(5);
    // Each printed estimate is the one the shipped calibration gives.
    const { seeds } = collectCase(c, 4, 7, false);
    seeds.forEach((s, k) => {
      const e = seedEstimate(s.features, shippedCalibration("real"));
      expect(seedLines[k]).toContain(`estimate ${e.mean.toFixed(2).padStart(6)}  interval [${e.lo.toFixed(2)}, ${e.hi.toFixed(2)}]`);
    });
    expect(lines.at(-1)).toMatch(/^estimate-mae \d+\.\d{3} coverage \d\.\d{3} width \d+\.\d{2}$/);
  });
});
