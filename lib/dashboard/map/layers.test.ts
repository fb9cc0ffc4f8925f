import { describe, expect, it } from "vitest";
import type { Observation } from "@/lib/island";
import { argmaxOf, entropyOf, snapViewport, summariseObservations, viewportCoverage } from "./layers";

const settlement = { x: 1, y: 1, population: 3, food: 0.5, wealth: 0.2, defense: 0.1, has_port: false, alive: true, owner_id: 7 };
const obs = (seed: number, x: number, y: number, grid: number[][], settlements = [] as (typeof settlement)[]): Observation => ({
  seed_index: seed,
  viewport: { x, y, w: grid[0].length, h: grid.length },
  grid,
  settlements,
});

describe("summariseObservations", () => {
  it("counts looks and observed classes per cell of one seed, and keeps the last settlement seen", () => {
    const list = [
      obs(0, 0, 0, [
        [11, 4],
        [10, 1],
      ], [settlement]),
      obs(1, 0, 0, [[4]]),
      obs(0, 1, 1, [[3]], [{ ...settlement, population: 9, alive: false }]),
    ];
    const s = summariseObservations(list, 0, 3, 3);
    expect(s.queries).toBe(2);
    expect(Array.from(s.coverage)).toEqual([1, 1, 0, 1, 2, 0, 0, 0, 0]);
    expect(s.maxCoverage).toBe(2);
    // cell (1,1): settlement once, ruin once
    expect(Array.from(s.classCounts.subarray(4 * 6, 5 * 6))).toEqual([0, 1, 0, 1, 0, 0]);
    // ocean and plains are class 0
    expect(s.classCounts[0 * 6 + 0]).toBe(1);
    expect(s.classCounts[3 * 6 + 0]).toBe(1);
    expect(s.lastSettlement.get(4)).toMatchObject({ population: 9, alive: false, observation: 3 });
  });
});

describe("snapViewport", () => {
  it("centres the window on the pointer and keeps it inside the map", () => {
    expect(snapViewport(20, 20, 15, 15, 40, 40)).toEqual({ x: 13, y: 13, w: 15, h: 15 });
    expect(snapViewport(1, 39, 15, 5, 40, 40)).toEqual({ x: 0, y: 35, w: 15, h: 5 });
    expect(snapViewport(5, 5, 15, 15, 10, 10)).toEqual({ x: 0, y: 0, w: 10, h: 10 });
  });
  it("reports how much of a window is new", () => {
    const coverage = new Uint16Array(100);
    coverage[0] = 1;
    expect(viewportCoverage({ x: 0, y: 0, w: 5, h: 5 }, coverage, 10)).toEqual({ cells: 25, unseen: 24 });
  });
});

describe("entropy and argmax", () => {
  it("are zero and the class for a certain cell, ln 6 for a uniform one", () => {
    const t = new Float64Array([0, 0, 0, 0, 1, 0, ...Array(6).fill(1 / 6)]);
    const h = entropyOf(t);
    expect(h[0]).toBe(0);
    expect(h[1]).toBeCloseTo(Math.log(6), 12);
    const a = argmaxOf(t);
    expect(Array.from(a.cls)).toEqual([4, 0]);
    expect(a.p[0]).toBe(1);
  });
});
