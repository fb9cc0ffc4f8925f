import { describe, expect, it } from "vitest";
import { TERRAIN } from "../terrain";
import { computeGeometry, FEATURE_COUNT, FEATURE_NAMES } from "./features";

/** 9×9 plains with one settlement in the middle. */
const grid = Array.from({ length: 9 }, (_, y) => Array.from({ length: 9 }, (_, x) => (x === 4 && y === 4 ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)));

function featuresAt(x: number, y: number): Record<string, number> {
  const geo = computeGeometry(grid);
  const k = geo.landIndex[y * 9 + x];
  const f = geo.features.subarray(k * FEATURE_COUNT, (k + 1) * FEATURE_COUNT);
  return Object.fromEntries(FEATURE_NAMES.map((name, i) => [name, f[i]]));
}

describe("features", () => {
  it("tells an orthogonal neighbour of a settlement from a diagonal one (colonies go orthogonally)", () => {
    const orth = featuresAt(3, 4);
    const diag = featuresAt(3, 3);
    // The same Chebyshev ring…
    expect(orth.d1).toBe(1);
    expect(diag.d1).toBe(1);
    // …but Manhattan distance 1 against 2.
    expect(orth.m1).toBe(1);
    expect(orth.m2).toBe(0);
    expect(diag.m1).toBe(0);
    expect(diag.m2).toBe(1);
    expect(diag.mdist).toBeCloseTo(0.2, 6);
  });

  it("splits the second Chebyshev ring by Manhattan distance 2, 3 and 4", () => {
    expect(featuresAt(2, 4).m2).toBe(1);
    expect(featuresAt(2, 3).m3).toBe(1);
    expect(featuresAt(2, 2).m4).toBe(1);
    expect(featuresAt(0, 0).mdist).toBeCloseTo(0.8, 6);
    expect(featuresAt(0, 0).m4).toBe(0);
  });
});
