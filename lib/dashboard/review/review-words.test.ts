import { describe, expect, it } from "vitest";
import { describeDifference, describeEditCounts, describeEditWorth, describeEstimate, describeLooked } from "./review-words";

describe("review words", () => {
  it("says the edit counts are per seed: one pin and one adjustment on five seeds are not five edits", () => {
    expect(describeEditCounts(5, 0)).toBe("5 seed-edits gained points, 0 seed-edits cost points (an edit counts once for each seed it touched).");
    expect(describeEditCounts(1, 1)).toMatch(/^1 seed-edit gained points, 1 seed-edit cost points/);
    expect(describeEditCounts(0, 0)).toBe("");
  });

  it("writes the difference with a true minus sign", () => {
    expect(describeDifference(-4.12, "seed 0")).toBe("Your edits: −4.1 on seed 0");
    expect(describeDifference(1.25, "the round")).toBe("Your edits: +1.3 on the round");
  });

  it("writes an edit's worth as a cost or a gain", () => {
    expect(describeEditWorth(-3.94)).toBe("cost 3.9 points");
    expect(describeEditWorth(0.7)).toBe("gained 0.7 points");
    expect(describeEditWorth(0.01)).toBe("no effect");
  });

  it("sets the expected score shown at submission beside the real one", () => {
    expect(describeEstimate({ submitted: true, score: 81.6, expected: { mean: 92.3, lo: 85.5, hi: 93.3 }, verdict: "outside" })).toBe(
      "expected ≈92.3 (85.5–93.3), scored 81.6: outside",
    );
    expect(describeEstimate({ submitted: true, score: 81.6, expected: { pending: true }, verdict: "pending" })).toMatch(/^Submitted while the expected score was updating/);
    expect(describeEstimate({ submitted: false, score: null, expected: null, verdict: "unknown" })).toBeNull();
  });

  it("splits the loss between observed cells and the rest", () => {
    expect(describeLooked({ windows: [{ x: 0, y: 0, w: 15, h: 15 }], lossInsideShare: 0.31, observedDynamicShare: 0.18 })).toBe(
      "Where we looked: 1 query; 31 % of the loss inside observed cells, 69 % outside (observed: 18 % of the cells that change).",
    );
  });
});
