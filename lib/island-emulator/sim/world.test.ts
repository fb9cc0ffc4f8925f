import { describe, expect, it } from "vitest";
import { generateWorld } from "./world";

const ALLOWED = new Set([1, 2, 4, 5, 10, 11]);

function oceanNeighbours(grid: number[][], x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && grid[y + dy]?.[x + dx] === 10) n++;
  return n;
}

describe("generateWorld", () => {
  it("is deterministic for a map seed", () => {
    expect(generateWorld(123)).toEqual(generateWorld(123));
    expect(generateWorld(123)).not.toEqual(generateWorld(124));
  });

  it("builds a 40×40 map with an ocean border and only initial-state codes", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { grid } = generateWorld(seed);
      expect(grid).toHaveLength(40);
      for (const row of grid) expect(row).toHaveLength(40);
      for (let i = 0; i < 40; i++) {
        expect([grid[0][i], grid[39][i], grid[i][0], grid[i][39]]).toEqual([10, 10, 10, 10]);
      }
      for (const row of grid) for (const v of row) expect(ALLOWED.has(v)).toBe(true);
    }
  });

  it("honours a custom size", () => {
    const { grid } = generateWorld(8, { width: 25, height: 18 });
    expect(grid).toHaveLength(18);
    expect(grid[0]).toHaveLength(25);
  });

  it("lists exactly the settlement cells, spaced apart, with ports only on the coast", () => {
    for (let seed = 10; seed < 30; seed++) {
      const { grid, settlements } = generateWorld(seed);
      const cells = grid.flatMap((row, y) => row.flatMap((v, x) => (v === 1 || v === 2 ? [[x, y, v]] : [])));
      expect(settlements).toHaveLength(cells.length);
      for (const s of settlements) {
        expect(s.alive).toBe(true);
        expect(grid[s.y][s.x]).toBe(s.has_port ? 2 : 1);
        if (s.has_port) expect(oceanNeighbours(grid, s.x, s.y)).toBeGreaterThan(0);
        const nearest = Math.min(...settlements.filter((o) => o !== s).map((o) => Math.max(Math.abs(o.x - s.x), Math.abs(o.y - s.y))));
        expect(nearest).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("matches the real maps' statistics on average", () => {
    const n = 60;
    const totals: Record<number, number> = {};
    let settlements = 0;
    let ports = 0;
    for (let seed = 0; seed < n; seed++) {
      const w = generateWorld(1000 + seed);
      for (const row of w.grid) for (const v of row) totals[v] = (totals[v] ?? 0) + 1 / n;
      settlements += w.settlements.length / n;
      ports += w.settlements.filter((s) => s.has_port).length / n;
    }
    // Real initial maps: ≈46 settlements (30–62) of which ≈1.8 ports; forest ≈340, mountain ≈31,
    // ocean ≈208 cells per 40×40 map.
    expect(settlements).toBeGreaterThan(40);
    expect(settlements).toBeLessThan(52);
    expect(ports).toBeGreaterThan(1);
    expect(ports).toBeLessThan(3);
    expect(totals[4]).toBeGreaterThan(280);
    expect(totals[4]).toBeLessThan(400);
    expect(totals[5]).toBeGreaterThan(15);
    expect(totals[5]).toBeLessThan(50);
    expect(totals[10]).toBeGreaterThan(180);
    expect(totals[10]).toBeLessThan(240);
  });
});
