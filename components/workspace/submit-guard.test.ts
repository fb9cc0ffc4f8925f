import { describe, expect, it } from "vitest";
import { expectedLossAgainstModel, needsConfirmation } from "./submit-guard";

describe("the submit guard", () => {
  const estimate = (withAll: number, withoutAdjustments: number, pins: number | null) => ({
    round: { mean: withAll },
    withoutAdjustments: { round: { mean: withoutAdjustments } },
    pins: pins === null ? null : { change: pins, chance: 0.1 },
  });

  it("adds what the pins and the adjustments are each expected to cost against the model alone", () => {
    // Adjustments 64.1 → 54.6 (the panel's figure), pins −4 more.
    expect(expectedLossAgainstModel(estimate(54.6, 64.1, -4), false)).toBeCloseTo(13.5);
    expect(expectedLossAgainstModel(estimate(54.6, 64.1, null), false)).toBeCloseTo(9.5);
    expect(expectedLossAgainstModel(estimate(66, 64, null), false)).toBeCloseTo(-2);
  });

  it("knows nothing while the estimate is missing or of inputs no longer shown", () => {
    expect(expectedLossAgainstModel(null, false)).toBeNull();
    expect(expectedLossAgainstModel(estimate(20, 60, -40), true)).toBeNull();
  });

  it("asks only above 5 points of expected loss", () => {
    expect(needsConfirmation(33.8)).toBe(true);
    expect(needsConfirmation(5.01)).toBe(true);
    expect(needsConfirmation(5)).toBe(false);
    expect(needsConfirmation(-3)).toBe(false);
    expect(needsConfirmation(null)).toBe(false);
  });
});
