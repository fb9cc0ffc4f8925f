import { describe, expect, it } from "vitest";
import { scoreSeed } from "@/lib/island/score";
import { classCounts, dynamicTruth, fitRound, scoreCounts } from "./fit";
import { groundTruth } from "./ground-truth";
import { PRESETS } from "./params";
import { CLASS_COUNT } from "./types";
import { generateWorld } from "./world";

const MAP = generateWorld(12);

describe("hindsight fit", () => {
  it("scores the emulator's smoothed distribution with the official formula", () => {
    const truth = groundTruth(MAP, PRESETS.balanced, 20, 1);
    const runs = 10;
    const counts = classCounts(MAP, PRESETS.harsh, runs, 2);
    const tensor = truth.map((row, y) =>
      row.map((_, x) => Array.from({ length: CLASS_COUNT }, (_, c) => (counts[(y * row.length + x) * CLASS_COUNT + c] + 0.1) / (runs + 0.6))),
    );
    expect(scoreCounts(dynamicTruth(truth), counts, runs)).toBeCloseTo(scoreSeed(truth, tensor), 9);
  });

  it("recognises the regime that made a ground truth, reproducibly from its seed", () => {
    const round = { initialStates: [MAP], truths: [dynamicTruth(groundTruth(MAP, PRESETS.collapse, 40, 3))] };
    const opts = { runs: 6, explore: 2, refine: 2, seed: 9 };
    const fit = fitRound(round, opts);
    expect(fit.preset).toBe("collapse");
    expect(fitRound(round, opts).params).toEqual(fit.params);
    expect(fit.validationScore).toBeGreaterThan(0);
  });
});
