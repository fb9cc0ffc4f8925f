import { describe, expect, it } from "vitest";
import { finalIndex, finalOfReplay, isFinalsList, viewRealFinal, type RealFinal } from "./real-finals";

const settlement = (x: number, y: number, alive = true) => ({ x, y, population: 1.23456, food: 0.5, wealth: 0.25, defense: 1, has_port: false, alive, owner_id: 7 });

/** A 4×4 run whose every cell says which run it is (11 + index), with settlements at (1,1) and (3,3). */
const run = (index: number): RealFinal => ({
  grid: Array.from({ length: 4 }, () => Array.from({ length: 4 }, () => 11 + index)),
  settlements: [settlement(1, 1), settlement(3, 3), settlement(2, 2, false)],
});

describe("answers from real runs", () => {
  it("draws one of the seed's runs by the query's seed, every run in turn", () => {
    const finals = [run(0), run(1), run(2)];
    const drawn = [0, 1, 2, 3, 4, 5].map((seed) => viewRealFinal(finals, { x: 0, y: 0, w: 2, h: 2 }, seed).grid[0][0]);
    expect(drawn).toEqual([11, 12, 13, 11, 12, 13]);
    expect(finalIndex(2 ** 31 - 1, 3)).toBe((2 ** 31 - 1) % 3);
  });

  it("cuts the viewport from the run, kept inside the map, with its living settlements' stats", () => {
    const seen = viewRealFinal([run(0)], { x: 2, y: 2, w: 5, h: 5 }, 1);
    expect(seen.viewport).toEqual({ x: 0, y: 0, w: 4, h: 4 });
    const corner = viewRealFinal([run(0)], { x: 3, y: 3, w: 2, h: 2 }, 1);
    expect(corner.viewport).toEqual({ x: 2, y: 2, w: 2, h: 2 });
    expect(corner.grid).toEqual([
      [11, 11],
      [11, 11],
    ]);
    expect(corner.settlements).toEqual([{ x: 3, y: 3, population: 1.235, food: 0.5, wealth: 0.25, defense: 1, has_port: false, alive: true, owner_id: 7 }]);
  });

  it("keeps a replay's final frame only when it fits the map", () => {
    const frames = [{ step: 0, ...run(0) }, { step: 50, ...run(1) }];
    expect(finalOfReplay(frames, 4, 4)?.grid[0][0]).toBe(12);
    expect(finalOfReplay(frames, 5, 4)).toBeNull();
    expect(finalOfReplay([{ step: 50, grid: "no" }], 4, 4)).toBeNull();
    // A final frame without settlement stats still answers with its grid.
    expect(finalOfReplay([{ step: 50, grid: run(0).grid }], 4, 4)?.settlements).toEqual([]);
    expect(isFinalsList([[run(0)], []])).toBe(true);
    expect(isFinalsList([[{ grid: 3 }]])).toBe(false);
  });
});
