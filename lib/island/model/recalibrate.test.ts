import { describe, expect, it } from "vitest";
import { TERRAIN } from "../terrain";
import { computeGeometry } from "./features";
import { addEvidence, applyFactors, applyLocalVigour, categoryFactors, cellCategories, emptyEvidence } from "./recalibrate";

/** 9×9 plains with one settlement in the middle and an ocean column on the left. */
function smallMap(): number[][] {
  return Array.from({ length: 9 }, (_, y) =>
    Array.from({ length: 9 }, (_, x) => (x === 0 ? TERRAIN.OCEAN : x === 4 && y === 4 ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)),
  );
}

/** A land distribution: `settled` on settlement, the rest empty. */
function landDistributions(cells: number, settled: number): Float64Array {
  const q = new Float64Array(cells * 6);
  for (let k = 0; k < cells; k++) {
    q[k * 6] = 1 - settled;
    q[k * 6 + 1] = settled;
  }
  return q;
}

describe("recalibration by cell category", () => {
  it("puts cells of the same ring, terrain and coast in one category and ocean in none", () => {
    const geo = computeGeometry(smallMap());
    const cat = cellCategories(geo);
    expect(cat[0]).toBe(-1);
    expect(cat[3 * 9 + 3]).toBe(cat[5 * 9 + 5]);
    expect(cat[4 * 9 + 4]).not.toBe(cat[3 * 9 + 3]);
    expect(cat[4 * 9 + 1]).not.toBe(cat[4 * 9 + 7]);
  });

  it("rings are Manhattan: an orthogonal neighbour of a settlement and a diagonal one fare apart", () => {
    const geo = computeGeometry(smallMap());
    const cat = cellCategories(geo);
    expect(cat[4 * 9 + 3]).toBe(cat[3 * 9 + 4]);
    expect(cat[4 * 9 + 3]).not.toBe(cat[3 * 9 + 3]);
    expect(cat[3 * 9 + 3]).toBe(cat[4 * 9 + 6]);
  });

  it("moves a category towards what was observed, less with more pseudo-cells, not at all unobserved", () => {
    const evidence = emptyEvidence();
    const q = [0.7, 0.3, 0, 0, 0, 0];
    // 40 cells of category 5 observed empty where the model said 30 % settlement.
    const empty = [1, 0, 0, 0, 0, 0];
    for (let i = 0; i < 40; i++) addEvidence(evidence, 5, empty, 0, q, 0);
    addEvidence(evidence, 6, [0, 0, 0, 0, 0, 0], 0, q, 0);
    const weak = categoryFactors(evidence, 100, 1);
    const strong = categoryFactors(evidence, 10, 1);
    expect(strong[5 * 6 + 1]).toBeLessThan(weak[5 * 6 + 1]);
    expect(weak[5 * 6 + 1]).toBeLessThan(1);
    expect(weak[5 * 6]).toBeGreaterThan(1);
    expect(weak[6 * 6 + 1]).toBe(1);

    const cell = Float64Array.from(q);
    applyFactors(cell, 0, weak, 5);
    expect(cell[1]).toBeLessThan(0.3);
    expect(cell.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(cell[2]).toBe(0);
  });
});

describe("local vigour", () => {
  const geo = computeGeometry(smallMap());
  const cells = geo.width * geo.height;
  const ring = [3 * 9 + 3, 3 * 9 + 4, 3 * 9 + 5, 4 * 9 + 3, 4 * 9 + 4, 4 * 9 + 5, 5 * 9 + 3, 5 * 9 + 4, 5 * 9 + 5];
  const landIndex = (cell: number) => geo.landIndex[cell];

  function run(observedSettled: boolean): Float64Array {
    const q = landDistributions(geo.land.length, 0.3);
    const counts = new Float64Array(cells * 6);
    for (const c of ring) counts[c * 6 + (observedSettled ? 1 : 0)] = 1;
    applyLocalVigour(geo, q, counts, 1, 5, 1);
    return q;
  }

  it("raises the settlement mass around a settlement seen thriving and lowers it around one seen dead", () => {
    const up = run(true);
    const down = run(false);
    const k = landIndex(3 * 9 + 4);
    expect(up[k * 6 + 1]).toBeGreaterThan(0.35);
    expect(down[k * 6 + 1]).toBeLessThan(0.25);
    for (const q of [up, down]) expect(q.subarray(k * 6, k * 6 + 6).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it("leaves cells with no observation in reach and impossible classes alone", () => {
    const up = run(true);
    const far = landIndex(8 * 9 + 8);
    expect(up[far * 6 + 1]).toBeCloseTo(0.3, 12);
    for (let k = 0; k < geo.land.length; k++) {
      expect(up[k * 6 + 2]).toBe(0);
      expect(up[k * 6 + 5]).toBe(0);
    }
  });
});
