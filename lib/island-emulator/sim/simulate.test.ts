import { describe, expect, it } from "vitest";
import { drawParams, PRESET_NAMES } from "./params";
import { simulate, simulateTerrain, startRun } from "./simulate";
import type { Frame, InitialState } from "./types";
import { generateWorld } from "./world";

const CODES = new Set([1, 2, 3, 4, 5, 10, 11]);

function oceanNeighbours(grid: number[][], x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) if ((dx || dy) && grid[y + dy]?.[x + dx] === 10) n++;
  return n;
}

function runs(): { preset: string; initial: InitialState; frames: Frame[] }[] {
  return PRESET_NAMES.flatMap((preset, i) =>
    [0, 1].map((j) => {
      const initial = generateWorld(100 + i * 2 + j);
      const result = simulate(initial, drawParams(i * 2 + j, preset), 500 + j, { frames: true });
      return { preset, initial, frames: result.frames! };
    }),
  );
}

const RUNS = runs();

describe("simulate", () => {
  it("is deterministic for a sim seed and varies between seeds", () => {
    const initial = generateWorld(1);
    const params = drawParams(2, "balanced");
    expect(simulate(initial, params, 3, { frames: true })).toEqual(simulate(initial, params, 3, { frames: true }));
    expect(simulate(initial, params, 3).grid).not.toEqual(simulate(initial, params, 4).grid);
  });

  it("starts every run of a map from the same stats when the map gives them, each from its own when not", () => {
    const map = generateWorld(7);
    const params = drawParams(7, "balanced");
    const stats = map.settlements.map((s, i) => ({ ...s, population: i % 2 ? 1.25 : 0.75, food: 0.5, wealth: 0.25, defense: 0.375 }));
    const withStats: InitialState = { grid: map.grid, settlements: stats };
    const start = (initial: InitialState, seed: number) => simulate(initial, params, seed, { frames: true }).frames![0].settlements;
    const a = start(withStats, 1);
    const b = start(withStats, 2);
    expect(a.map((s) => s.population)).toEqual(stats.filter((s) => s.alive).map((s) => s.population));
    expect(b).toEqual(a);
    expect(a.every((s) => s.food === 0.5 && s.wealth === 0.25 && s.defense === 0.375)).toBe(true);
    expect(start(map, 1).map((s) => s.population)).not.toEqual(start(map, 2).map((s) => s.population));
    // The runs still differ after the start, and a map without stats plays exactly as before.
    expect(simulate(withStats, params, 1).grid).not.toEqual(simulate(withStats, params, 2).grid);
  });

  it("returns 51 frames from the initial state to the final state", () => {
    const initial = generateWorld(5);
    const result = simulate(initial, drawParams(5, "prosperous"), 9, { frames: true });
    const frames = result.frames!;
    expect(frames.map((f) => f.step)).toEqual(Array.from({ length: 51 }, (_, i) => i));
    expect(frames[0].grid).toEqual(initial.grid);
    expect(frames[0].settlements.map((s) => [s.x, s.y, s.has_port])).toEqual(
      [...initial.settlements].sort((a, b) => a.y - b.y || a.x - b.x).map((s) => [s.x, s.y, s.has_port]),
    );
    // Every initial settlement is its own faction.
    expect(new Set(frames[0].settlements.map((s) => s.owner_id)).size).toBe(initial.settlements.length);
    expect(result.grid).toEqual(frames[50].grid);
    expect(result.settlements.map(({ tech: _t, longships: _l, ...s }) => s)).toEqual(frames[50].settlements);
    expect(simulate(initial, drawParams(5, "prosperous"), 9).frames).toBeUndefined();
  });

  it("keeps initial settlement stats on the real step-0 scales", () => {
    const s = RUNS[0].frames[0].settlements;
    for (const v of s) {
      expect(v.population).toBeGreaterThanOrEqual(0.5);
      expect(v.population).toBeLessThanOrEqual(1.5);
      expect(v.food).toBeGreaterThanOrEqual(0.3);
      expect(v.food).toBeLessThanOrEqual(0.8);
      expect(v.wealth).toBeGreaterThanOrEqual(0.1);
      expect(v.wealth).toBeLessThanOrEqual(0.5);
      expect(v.defense).toBeGreaterThanOrEqual(0.2);
      expect(v.defense).toBeLessThanOrEqual(0.6);
    }
  });

  it("never shows code 0, never changes ocean or mountain, and keeps ports on the coast", () => {
    const violations: string[] = [];
    for (const { initial, frames } of RUNS) {
      for (const frame of frames) {
        frame.grid.forEach((row, y) =>
          row.forEach((v, x) => {
            const v0 = initial.grid[y][x];
            if (!CODES.has(v)) violations.push(`code ${v} at ${x},${y} step ${frame.step}`);
            if ((v0 === 10 || v0 === 5 || v === 10 || v === 5) && v !== v0) violations.push(`${v0}→${v} at ${x},${y}`);
            if (v === 2 && oceanNeighbours(frame.grid, x, y) === 0) violations.push(`inland port at ${x},${y}`);
          }),
        );
      }
    }
    expect(violations).toEqual([]);
  });

  it("resolves every ruin after exactly one year; forest only regrows from ruins; settlements end only as ruins", () => {
    let ruins = 0;
    const ruinOutcomes = new Set<number>();
    const violations: string[] = [];
    for (const { frames } of RUNS) {
      for (let t = 1; t <= 50; t++) {
        const a = frames[t - 1].grid;
        const b = frames[t].grid;
        a.forEach((row, y) =>
          row.forEach((before, x) => {
            const after = b[y][x];
            if (before === 3) {
              ruins++;
              ruinOutcomes.add(after);
            }
            const ok =
              before === after
                ? before !== 3
                : !(after === 4 && before !== 3) && !(before === 1 && after !== 2 && after !== 3) && !(before === 2 && after !== 3);
            if (!ok) violations.push(`${before}→${after} at ${x},${y} step ${t}`);
          }),
        );
      }
    }
    expect(violations).toEqual([]);
    expect(ruins).toBeGreaterThan(100);
    // Ruins become settlements, plains and forest (ports are rarer but occur over many runs).
    for (const code of [1, 4, 11]) expect(ruinOutcomes.has(code)).toBe(true);
  });

  it("lists exactly the living settlements with stats on the real scales", () => {
    const violations: string[] = [];
    for (const { frames } of RUNS) {
      for (const frame of frames) {
        const cells = frame.grid.flatMap((row, y) => row.flatMap((v, x) => (v === 1 || v === 2 ? [`${x},${y},${v === 2}`] : [])));
        expect(frame.settlements.map((s) => `${s.x},${s.y},${s.has_port}`).sort()).toEqual(cells.sort());
        for (const s of frame.settlements) {
          const ok =
            s.alive &&
            s.population >= 0.08 &&
            s.population <= 4.6 &&
            s.food >= 0 &&
            s.food <= 1 &&
            s.defense >= 0 &&
            s.defense <= 1 &&
            s.wealth >= 0 &&
            s.wealth < 3 &&
            Number.isInteger(s.owner_id) &&
            s.owner_id >= 0;
          if (!ok) violations.push(JSON.stringify(s));
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("keeps tech and longships in range in the final state", () => {
    for (const preset of PRESET_NAMES) {
      const result = simulate(generateWorld(77), drawParams(77, preset), 1);
      for (const s of result.settlements) {
        expect(s.tech).toBeGreaterThanOrEqual(0);
        expect(s.tech).toBeLessThanOrEqual(1);
        expect(Number.isInteger(s.longships) && s.longships >= 0 && s.longships <= 3).toBe(true);
        if (s.longships > 0) expect(s.has_port).toBe(true);
      }
    }
  });

  it("spans regimes from collapse to boom", () => {
    const initial = generateWorld(2024);
    const alive = (preset: string): number => {
      let total = 0;
      for (let i = 0; i < 6; i++) total += simulate(initial, drawParams(i, preset), i).settlements.length;
      return total / 6;
    };
    const collapse = alive("collapse");
    const balanced = alive("balanced");
    const boom = alive("boom");
    expect(collapse).toBeLessThan(30);
    expect(balanced).toBeGreaterThan(collapse * 3);
    expect(boom).toBeGreaterThan(balanced);
  });

  it("rejects ragged grids", () => {
    const initial = generateWorld(3);
    const ragged = { ...initial, grid: initial.grid.map((row, y) => (y === 5 ? row.slice(1) : row)) };
    expect(() => simulate(ragged, drawParams(1), 1)).toThrow(/row 5/);
  });
});

describe("startRun", () => {
  it("plays simulate's run one year per step, and simulateTerrain ends where it does", () => {
    const initial = generateWorld(77);
    const params = drawParams(77, "boom");
    const played = simulate(initial, params, 1234, { frames: true });
    const cells = initial.grid.length * initial.grid[0].length;
    const run = startRun(initial, params, 1234);
    const now = new Uint8Array(cells);
    run.step();
    run.terrain(now);
    expect(Array.from(now)).toEqual(played.frames![1].grid.flat());
    // Years 2–50: step() says whether years remain after the one it played.
    for (let year = 2; year <= 50; year++) expect(run.step()).toBe(year < 50);
    run.terrain(now);
    expect(run.step()).toBe(false);
    expect(Array.from(now)).toEqual(played.grid.flat());
    const whole = new Uint8Array(cells);
    simulateTerrain(initial, params, 1234, whole);
    expect(Array.from(whole)).toEqual(played.grid.flat());
  });
});
