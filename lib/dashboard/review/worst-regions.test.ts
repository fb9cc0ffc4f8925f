import { describe, expect, it } from "vitest";
import { biggestGap, describeGap, worstRegions } from "./worst-regions";

const grid = <T,>(H: number, W: number, f: (x: number, y: number) => T) => Array.from({ length: H }, (_, y) => Array.from({ length: W }, (_, x) => f(x, y)));
const one = [1, 0, 0, 0, 0, 0];

describe("worst regions", () => {
  it("finds the hot spots, largest first, without overlap", () => {
    const loss = grid(20, 20, (x, y) => (x < 5 && y < 5 ? 2 : x >= 10 && x < 15 && y >= 10 && y < 15 ? 1 : 0));
    const t = grid(20, 20, () => one);
    const regions = worstRegions(loss, t, t, { size: 5, count: 3 });
    expect(regions.map((r) => [r.x, r.y])).toEqual([
      [0, 0],
      [10, 10],
    ]);
    expect(regions[0].share).toBeCloseTo(50 / 75);
    expect(regions[0].truth).toEqual(one);
  });

  it("returns nothing for a perfect prediction", () => {
    const zero = grid(10, 10, () => 0);
    const t = grid(10, 10, () => one);
    expect(worstRegions(zero, t, t)).toEqual([]);
  });

  it("names the class with the biggest gap and its direction", () => {
    // Both mostly Empty; the real miss is Settlement (31 % true, 12 % predicted).
    const truth = [0.48, 0.31, 0.02, 0.01, 0.15, 0.03];
    const predicted = [0.44, 0.12, 0.05, 0.04, 0.3, 0.05];
    expect(biggestGap({ truth, predicted })).toMatchObject({ cls: 1, direction: "under" });
    expect(describeGap({ truth, predicted })).toBe("Settlement under-predicted: 31 % true vs 12 % predicted");
    expect(describeGap({ truth: predicted, predicted: truth })).toBe("Settlement over-predicted: 12 % true vs 31 % predicted");
  });
});
