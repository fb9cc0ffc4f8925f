import { describe, expect, it } from "vitest";
import { groundTruth, groundTruthAsync, runSeed } from "./ground-truth";
import { drawParams } from "./params";
import { simulate } from "./simulate";
import { terrainToClass } from "./types";
import { generateWorld } from "./world";

const initial = generateWorld(42);
const params = drawParams(42, "balanced");
const RUNS = 40;
const gt = groundTruth(initial, params, RUNS, 7);

function coastal(x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && initial.grid[y + dy]?.[x + dx] === 10) return true;
  return false;
}

describe("groundTruth", () => {
  it("gives an H×W×6 distribution per cell in multiples of 1/runs", () => {
    expect(gt).toHaveLength(40);
    for (const row of gt) {
      expect(row).toHaveLength(40);
      for (const cell of row) {
        expect(cell).toHaveLength(6);
        expect(cell.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        for (const p of cell) expect(Math.abs(p * RUNS - Math.round(p * RUNS))).toBeLessThan(1e-9);
      }
    }
  });

  it("respects structural zeros: static ocean and mountain, no mountain elsewhere, no port inland", () => {
    initial.grid.forEach((row, y) =>
      row.forEach((v, x) => {
        const cell = gt[y][x];
        if (v === 10) expect(cell).toEqual([1, 0, 0, 0, 0, 0]);
        else if (v === 5) expect(cell).toEqual([0, 0, 0, 0, 0, 1]);
        else expect(cell[5]).toBe(0);
        if (!coastal(x, y)) expect(cell[2]).toBe(0);
      }),
    );
  });

  it("is the class frequency of the individual runs", () => {
    const direct = initial.grid.map((row) => row.map(() => [0, 0, 0, 0, 0, 0]));
    for (let i = 0; i < 5; i++) {
      simulate(initial, params, runSeed(3, i)).grid.forEach((row, y) => row.forEach((v, x) => (direct[y][x][terrainToClass(v)] += 1 / 5)));
    }
    const small = groundTruth(initial, params, 5, 3);
    small.forEach((row, y) => row.forEach((cell, x) => cell.forEach((p, c) => expect(p).toBeCloseTo(direct[y][x][c], 12))));
  });

  it("has uncertain cells around settlements", () => {
    const dynamic = gt.flat().filter((cell) => Math.max(...cell) < 1).length;
    expect(dynamic).toBeGreaterThan(100);
  });

  it("is reproducible from its base seed", () => {
    expect(groundTruth(initial, params, 10, 1)).toEqual(groundTruth(initial, params, 10, 1));
    expect(groundTruth(initial, params, 10, 1)).not.toEqual(groundTruth(initial, params, 10, 2));
    expect(() => groundTruth(initial, params, 0)).toThrow(/runs/);
  });
});

describe("groundTruthAsync", () => {
  it("gives the same result as groundTruth while letting other work run in between", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const result = await groundTruthAsync(initial, params, RUNS, 7);
    clearInterval(timer);
    expect(result).toEqual(gt);
    expect(ticks).toBeGreaterThan(2);
  });
});
