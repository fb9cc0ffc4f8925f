import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { observationSchema, roundDetailSchema, type Observation, type RoundDetail } from "../schemas";
import { validatePrediction, type Tensor } from "../tensor";
import { TERRAIN } from "../terrain";
import { defaultModel, planQueries, predict } from "./index";
import { mulberry32, sampleObservation } from "./sample";

const dataDir = resolve(process.cwd(), "../shared/island-rounds");
const roundDirs = readdirSync(dataDir)
  .filter((d) => /^round-\d+$/.test(d))
  .sort();

function loadRound(dir: string): { round: RoundDetail; observations: Observation[]; groundTruth: number[][][][] | null } {
  const round = roundDetailSchema.parse(JSON.parse(readFileSync(join(dataDir, dir, "round.json"), "utf8")));
  const obsPath = join(dataDir, dir, "observations.jsonl");
  const observations = existsSync(obsPath)
    ? readFileSync(obsPath, "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => observationSchema.parse(JSON.parse(l)))
    : [];
  const gtPath = join(dataDir, dir, "ground-truth.json");
  const groundTruth = existsSync(gtPath) ? (JSON.parse(readFileSync(gtPath, "utf8")).seeds as number[][][][]) : null;
  return { round, observations, groundTruth };
}

/** A random island like the practice emulator's: ocean border, mountains, forest, settlements. */
function syntheticRound(width: number, height: number, seed: number): RoundDetail {
  const random = mulberry32(seed);
  const initial_states = Array.from({ length: 5 }, () => {
    const grid: number[][] = [];
    const settlements: { x: number; y: number; has_port: boolean; alive: boolean }[] = [];
    for (let y = 0; y < height; y++) {
      const row: number[] = [];
      for (let x = 0; x < width; x++) {
        const border = x === 0 || y === 0 || x === width - 1 || y === height - 1;
        const u = random();
        row.push(border || u < 0.05 ? TERRAIN.OCEAN : u < 0.1 ? TERRAIN.MOUNTAIN : u < 0.3 ? TERRAIN.FOREST : TERRAIN.PLAINS);
      }
      grid.push(row);
    }
    for (let tries = 0; settlements.length < 12 && tries < 1000; tries++) {
      const x = 1 + Math.floor(random() * (width - 2));
      const y = 1 + Math.floor(random() * (height - 2));
      if (grid[y][x] === TERRAIN.PLAINS) {
        grid[y][x] = TERRAIN.SETTLEMENT;
        settlements.push({ x, y, has_port: false, alive: true });
      }
    }
    return { grid, settlements };
  });
  return { id: `synthetic-${seed}`, round_number: 1, status: "active", map_width: width, map_height: height, seeds_count: 5, initial_states };
}

function hasOceanNeighbour(grid: number[][], x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (grid[y + dy]?.[x + dx] === TERRAIN.OCEAN) return true;
    }
  }
  return false;
}

/** Violations of the structural rules a submitted prediction must respect (empty when sound). */
function structureViolations(grid: number[][], t: Tensor): string[] {
  const bad: string[] = [];
  grid.forEach((row, y) =>
    row.forEach((code, x) => {
      const p = t[y][x];
      const at = `(${x},${y}) code ${code}: ${p.join(" ")}`;
      if (code === TERRAIN.OCEAN) {
        if (p.join() !== "1,0,0,0,0,0") bad.push(`ocean ${at}`);
      } else if (code === TERRAIN.MOUNTAIN) {
        if (p.join() !== "0,0,0,0,0,1") bad.push(`mountain ${at}`);
      } else {
        if (p[5] !== 0) bad.push(`mountain class on land ${at}`);
        if ([0, 1, 3, 4].some((c) => !(p[c] > 0))) bad.push(`zero on a possible class ${at}`);
        if (hasOceanNeighbour(grid, x, y) ? !(p[2] > 0) : p[2] !== 0) bad.push(`port class ${at}`);
      }
    }),
  );
  return bad.slice(0, 5);
}

describe("predict on the real rounds", () => {
  it.each(roundDirs)("%s: valid, structurally sound, never 0 where the ground truth is positive", (dir) => {
    const { round, observations, groundTruth } = loadRound(dir);
    const tensors = predict(round, observations);
    expect(tensors).toHaveLength(round.initial_states.length);
    tensors.forEach((t, s) => {
      expect(validatePrediction(t, round.map_height, round.map_width)).toBeNull();
      expect(structureViolations(round.initial_states[s].grid, t)).toEqual([]);
      if (groundTruth) {
        const zeros: string[] = [];
        groundTruth[s].forEach((row, y) =>
          row.forEach((p, x) => p.forEach((v, c) => (v > 0 && !(t[y][x][c] > 0) ? zeros.push(`(${x},${y}) class ${c}`) : undefined))),
        );
        expect(zeros).toEqual([]);
      }
    });
  });
});

describe("predict on an emulator-like round", () => {
  it("handles a map of another size with and without observations", () => {
    const round = syntheticRound(24, 18, 3);
    const none = predict(round, []);
    const grid = round.initial_states[1].grid;
    const observation: Observation = {
      seed_index: 1,
      viewport: { x: 2, y: 3, w: 10, h: 8 },
      grid: grid.slice(3, 11).map((row) => row.slice(2, 12)),
      settlements: [],
    };
    const some = predict(round, [observation]);
    for (const tensors of [none, some]) {
      tensors.forEach((t, s) => {
        expect(validatePrediction(t, 18, 24)).toBeNull();
        expect(structureViolations(round.initial_states[s].grid, t)).toEqual([]);
      });
    }
  });

  it("reads the regime from observations: a prosperous run raises P(settlement) on every seed", () => {
    const round = syntheticRound(30, 30, 11);
    const grid0 = round.initial_states[0].grid;
    const nearSettlement = (x: number, y: number) =>
      round.initial_states[0].settlements.some((st) => Math.max(Math.abs(st.x - x), Math.abs(st.y - y)) === 1);
    // A prosperous run: every settlement survives and half the plains next to one are settled.
    const prosperous = (code: number, x: number, y: number) =>
      code === TERRAIN.PLAINS && nearSettlement(x, y) && (x + y) % 2 === 0 ? TERRAIN.SETTLEMENT : code;
    // A collapse: every settlement falls (ruins or plains), nothing new is founded.
    const collapse = (code: number, x: number, y: number) =>
      code === TERRAIN.SETTLEMENT ? ((x + y) % 3 === 0 ? TERRAIN.RUIN : TERRAIN.PLAINS) : code;
    // Four windows cover the whole 30×30 map of seed 0.
    const views = (transform: (code: number, x: number, y: number) => number): Observation[] =>
      [0, 15].flatMap((y) =>
        [0, 15].map((x) => ({
          seed_index: 0,
          viewport: { x, y, w: 15, h: 15 },
          grid: grid0.slice(y, y + 15).map((row, r) => row.slice(x, x + 15).map((code, c) => transform(code, x + c, y + r))),
          settlements: [],
        })),
      );
    expect(round.initial_states[0].settlements.length).toBeGreaterThan(5);
    const thriving = predict(round, views(prosperous));
    const collapsed = predict(round, views(collapse));
    // Seed 3 was not observed at all: the latent is shared by the round.
    const settlementCells = round.initial_states[3].settlements;
    const mean = (t: Tensor) => settlementCells.reduce((a, s) => a + t[s.y][s.x][1], 0) / settlementCells.length;
    expect(mean(thriving[3])).toBeGreaterThan(mean(collapsed[3]) + 0.05);
  });
});

describe("ensemble", () => {
  it("predicts the mean of its networks' distributions (before recalibration, the floor and cell blending)", () => {
    const { round, observations } = loadRound(roundDirs[roundDirs.length - 1]);
    const base = defaultModel();
    const plain = { ...base, members: undefined, floor: 0, cellPriorStrength: 0, recalibration: { categoryPower: 0, vigourPower: 0 } };
    // A second network: the first with its output biases shifted towards settlement.
    const shifted = plain.layers.map((l, i) =>
      i === plain.layers.length - 1 ? { ...l, b: l.b.map((v, c) => (c === 1 ? v + 1 : v)) } : l,
    );
    const other = { ...plain, layers: shifted, temperature: 1.2 };
    const pair = { ...plain, members: [{ layers: shifted, temperature: 1.2 }] };
    const [a, b, ab] = [plain, other, pair].map((m) => predict(round, observations, m)[2]);
    const cells = round.initial_states[2].settlements.slice(0, 5);
    for (const { x, y } of cells) {
      for (let c = 0; c < 6; c++) expect(ab[y][x][c]).toBeCloseTo((a[y][x][c] + b[y][x][c]) / 2, 12);
    }
    expect(cells.some(({ x, y }) => Math.abs(a[y][x][1] - b[y][x][1]) > 0.01)).toBe(true);
  });
});

describe("sampled answers", () => {
  it("a run tilt towards prosperity settles more cells than the ground truth's average", () => {
    const { round, groundTruth } = loadRound(roundDirs.find((d) => loadRound(d).groundTruth)!);
    const settled = (settledTilt: number) => {
      const random = mulberry32(5);
      let n = 0;
      for (let k = 0; k < 40; k++) {
        const obs = sampleObservation(round, groundTruth![0], 0, { x: 0, y: 0, w: 15, h: 15 }, random, { settled: settledTilt, forest: 0 });
        for (const row of obs.grid) for (const code of row) if (code === TERRAIN.SETTLEMENT || code === TERRAIN.PORT) n++;
      }
      return n;
    };
    expect(settled(1)).toBeGreaterThan(settled(0) * 1.3);
    expect(settled(-1)).toBeLessThan(settled(0) / 1.3);
  });
});

describe("planQueries", () => {
  const { round, observations } = loadRound(roundDirs[roundDirs.length - 1]);

  it("plans viewports inside the map, sized 5–15, never more than the budget, spread over seeds", () => {
    for (const budget of [0, 1, 7, 50]) {
      const plan = planQueries(round, [], budget);
      expect(plan.length).toBe(budget);
      for (const v of plan) {
        expect(v.w).toBeGreaterThanOrEqual(5);
        expect(v.w).toBeLessThanOrEqual(15);
        expect(v.h).toBeGreaterThanOrEqual(5);
        expect(v.h).toBeLessThanOrEqual(15);
        expect(v.x).toBeGreaterThanOrEqual(0);
        expect(v.y).toBeGreaterThanOrEqual(0);
        expect(v.x + v.w).toBeLessThanOrEqual(round.map_width);
        expect(v.y + v.h).toBeLessThanOrEqual(round.map_height);
        expect(v.seed_index).toBeGreaterThanOrEqual(0);
        expect(v.seed_index).toBeLessThan(5);
      }
    }
    const full = planQueries(round, [], 50);
    for (let s = 0; s < 5; s++) expect(full.filter((v) => v.seed_index === s)).toHaveLength(10);
  });

  it("respects a partly spent budget and a negative or fractional one", () => {
    expect(planQueries(round, observations.slice(0, 20), 30)).toHaveLength(30);
    expect(planQueries(round, observations, -3)).toEqual([]);
    expect(planQueries(round, [], 2.7)).toHaveLength(2);
  });

  it("covers first: the first pass over a seed does not repeat a window", () => {
    const plan = planQueries(round, [], 25);
    const keys = plan.map((v) => `${v.seed_index}:${v.x}:${v.y}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("fits small maps", () => {
    const small = syntheticRound(12, 9, 5);
    for (const v of planQueries(small, [], 6)) {
      expect(v.w).toBeGreaterThanOrEqual(5);
      expect(v.x + v.w).toBeLessThanOrEqual(12);
      expect(v.y + v.h).toBeLessThanOrEqual(9);
    }
  });

  it("uses the committed parameters", () => {
    expect(defaultModel().layers.length).toBeGreaterThan(0);
  });
});
