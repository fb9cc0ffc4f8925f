import { describe, expect, it } from "vitest";
import { worstRegions } from "./worst-regions";

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
});
