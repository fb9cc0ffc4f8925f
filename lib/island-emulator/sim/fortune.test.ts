// Site fortunes: a fixed fate per initial settlement of a map, fitted to a ground truth in hindsight
// and drawn for practice rounds.
import { describe, expect, it } from "vitest";
import { classCounts, dynamicTruth, scoreCounts } from "./fit";
import { drawFortunes, fortuneSpread } from "./fortune";
import { fitFortunes, shrinkFortunes } from "./fortune-fit";
import { groundTruth } from "./ground-truth";
import { drawHiddenState, PRESETS } from "./params";
import { simulate } from "./simulate";
import { TERRAIN } from "./types";
import { generateWorld } from "./world";

const MAP = generateWorld(41);
const PARAMS = PRESETS.balanced;

/** Share of runs in which each initial settlement's cell is still settled at year 50. */
function survival(fortune: number[] | undefined, runs: number): number[] {
  const alive = MAP.settlements.map(() => 0);
  for (let i = 0; i < runs; i++) {
    const { grid } = simulate(MAP, PARAMS, 900 + i, { fortune });
    MAP.settlements.forEach((s, j) => {
      const v = grid[s.y][s.x];
      if (v === TERRAIN.settlement || v === TERRAIN.port) alive[j]++;
    });
  }
  return alive.map((a) => a / runs);
}

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

describe("site fortunes", () => {
  it("decide which initial settlements survive, and even fortunes change nothing", () => {
    expect(MAP.settlements.length).toBeGreaterThan(6);
    const fortune = MAP.settlements.map((_, j) => (j % 2 === 0 ? 0.2 : 5));
    const alive = survival(fortune, 30);
    const lucky = alive.filter((_, j) => j % 2 === 0);
    const unlucky = alive.filter((_, j) => j % 2 === 1);
    expect(mean(lucky)).toBeGreaterThan(mean(unlucky) + 0.2);

    const even = simulate(MAP, PARAMS, 5, { fortune: MAP.settlements.map(() => 1) });
    expect(even.grid).toEqual(simulate(MAP, PARAMS, 5).grid);
  });

  it("are recovered from a ground truth by the hindsight fit, which then scores higher", () => {
    const truthFortune = drawFortunes(7, [MAP], 1)[0];
    const truth = dynamicTruth(groundTruth(MAP, PARAMS, 200, 4242, truthFortune));
    const fitted = fitFortunes(MAP, truth, PARAMS, { runsPerLevel: 24, steps: [1, 0.5], seed: 3 });
    expect(fitted).toHaveLength(MAP.settlements.length);
    // The fitted fortunes follow the true ones: the luckier half of the sites is fitted luckier.
    const order = truthFortune.map((f, j) => [f, j]).sort((a, b) => a[0] - b[0]);
    const half = Math.floor(order.length / 2);
    const low = order.slice(0, half).map(([, j]) => Math.log(fitted[j]));
    const high = order.slice(-half).map(([, j]) => Math.log(fitted[j]));
    expect(mean(high)).toBeGreaterThan(mean(low) + 0.5);
    const score = (f?: number[]) => scoreCounts(truth, classCounts(MAP, PARAMS, 100, 55, f), 100);
    expect(score(fitted)).toBeGreaterThan(score() + 1);
  });

  it("shrink towards even on the log scale", () => {
    expect(shrinkFortunes([[4, 0.25, 1]], 0.5)).toEqual([[2, 0.5, 1]]);
    expect(shrinkFortunes([[4, 0.25]], 0)).toEqual([[1, 1]]);
    expect(shrinkFortunes([[4, 0.25]], 1)).toEqual([[4, 0.25]]);
  });

  it("are drawn for a practice round with the spread of its regime", () => {
    const maps = [MAP, generateWorld(42)];
    const hidden = drawHiddenState(11, maps, { preset: "confined" });
    expect(hidden.fortunes.map((f) => f.length)).toEqual(maps.map((m) => m.settlements.length));
    expect(fortuneSpread(hidden.fortunes)).toBeGreaterThan(0.2);
    expect(drawHiddenState(11, maps, { preset: "confined" })).toEqual(hidden);
    // A regime whose real rounds were fitted with even fortunes would draw spread 0; the confined
    // rounds' fortunes differ from map to map, so do the drawn ones.
    expect(new Set(hidden.fortunes.flat()).size).toBeGreaterThan(5);
  });
});
