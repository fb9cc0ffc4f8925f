import { describe, expect, it } from "vitest";
import { expectedLossAgainstModel, needsConfirmation } from "./submit-guard";

describe("the submit guard", () => {
  it("adds what the pins and the adjustments are each expected to cost against the model alone", () => {
    expect(expectedLossAgainstModel({ pins: { change: -4, chance: 0.1 }, adjustments: { change: -3.5, chance: null } }, false)).toBeCloseTo(7.5);
    expect(expectedLossAgainstModel({ pins: null, adjustments: { change: 2, chance: 0.4 } }, false)).toBeCloseTo(-2);
    expect(expectedLossAgainstModel({ pins: null, adjustments: null }, false)).toBe(-0);
  });

  it("knows nothing while the estimate is missing or of inputs no longer shown", () => {
    expect(expectedLossAgainstModel(null, false)).toBeNull();
    expect(expectedLossAgainstModel({ pins: { change: -40, chance: 0 }, adjustments: null }, true)).toBeNull();
  });

  it("asks only above 5 points of expected loss", () => {
    expect(needsConfirmation(33.8)).toBe(true);
    expect(needsConfirmation(5.01)).toBe(true);
    expect(needsConfirmation(5)).toBe(false);
    expect(needsConfirmation(-3)).toBe(false);
    expect(needsConfirmation(null)).toBe(false);
  });
});
