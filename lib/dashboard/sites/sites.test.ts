import { describe, expect, it } from "vitest";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { TERRAIN } from "@/lib/island/terrain";
import { adjustmentBodySchema, applyAdjustments, regionCells, type Adjustment } from "../edits";
import { markBody, siteEvidence, siteMarkOf, siteNear, siteReadings } from ".";

/** 8×8 plains, one seed, three initial settlements at (1,1), (6,1) and (4,6). */
function round(): RoundDetail {
  const at = [
    [1, 1],
    [6, 1],
    [4, 6],
  ];
  const grid = Array.from({ length: 8 }, (_, y) => Array.from({ length: 8 }, (_, x) => (at.some(([sx, sy]) => sx === x && sy === y) ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)));
  return {
    id: "r",
    round_number: 1,
    map_width: 8,
    map_height: 8,
    seeds_count: 1,
    initial_states: [{ grid, settlements: at.map(([x, y]) => ({ x, y, has_port: false, alive: true })) }],
  } as unknown as RoundDetail;
}

/** A 5×5 window at (0,0) showing site 0 standing with population `pop`. */
function look(pop: number): Observation {
  const grid = Array.from({ length: 5 }, (_, y) => Array.from({ length: 5 }, (_, x) => (x === 1 && y === 1 ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)));
  return {
    seed_index: 0,
    viewport: { x: 0, y: 0, w: 5, h: 5 },
    grid,
    settlements: [{ x: 1, y: 1, population: pop, food: 0.6, wealth: 0.1, defense: 0.3, has_port: false, alive: true, owner_id: 0 }],
  } as Observation;
}

/** A prediction with P(settlement) = p at each site's cell and 0.1 elsewhere (the rest plains). */
function prediction(p: number[]): Float64Array {
  const t = new Float64Array(64 * 6);
  const sites = round().initial_states[0].settlements;
  for (let i = 0; i < 64; i++) {
    const k = sites.findIndex((s) => s.y * 8 + s.x === i);
    const settled = k >= 0 ? p[k] : 0.1;
    t[i * 6] = 1 - settled;
    t[i * 6 + 1] = settled;
  }
  return t;
}

describe("site readings", () => {
  it("reads a seen site's evidence and ranks each site's chance against the seed's median", () => {
    const readings = siteReadings(siteEvidence(round(), [look(2.4), look(1.6)]), 0, 8, prediction([0.6, 0.4, 0.2]));
    expect(readings.map((r) => [r.x, r.y, r.seen, r.fortune])).toEqual([
      [1, 1, 2, "thriving"],
      [6, 1, 0, "typical"],
      [4, 6, 0, "failing"],
    ]);
    expect(readings[0].reasons.join(" ")).toMatch(/Seen in 2 runs: a settlement stood there in every one\. Population 2\.0/);
    expect(readings[0].reasons.at(-1)).toBe("The prediction gives it a settlement in 60 % of runs (the seed's typical site: 40 %).");
    expect(readings[1].reasons[0]).toMatch(/^Not seen by any query yet/);
  });

  it("says nothing of fortune while the prediction is computed", () => {
    const readings = siteReadings(siteEvidence(round(), []), 0, 8, null);
    expect(readings.every((r) => r.fortune === null && r.survival === null)).toBe(true);
  });

  it("finds the site at or next to a cell, the nearest first", () => {
    const sites = siteReadings(siteEvidence(round(), []), 0, 8, null);
    expect(siteNear(sites, 2, 2)?.index).toBe(0);
    expect(siteNear(sites, 5, 2)?.index).toBe(1);
    expect(siteNear(sites, 3, 3)).toBeNull();
  });
});

describe("site marks", () => {
  it("a thriving mark raises the odds of a settlement on the site and its ring only, keeping each cell whole", () => {
    const body = adjustmentBodySchema.parse(markBody({ x: 1, y: 1 }, 0, "thriving", "fairly"));
    expect(regionCells(body.region, 8, 8)).toEqual([0, 1, 2, 8, 9, 10, 16, 17, 18]);
    const base = prediction([0.4, 0.4, 0.4]);
    const out = applyAdjustments(base, 8, 8, 0, [body]);
    const odds = (t: Float64Array, i: number) => (t[i * 6 + 1] + t[i * 6 + 2]) / (1 - t[i * 6 + 1] - t[i * 6 + 2]);
    expect(odds(out, 9) / odds(base, 9)).toBeCloseTo(2.5, 6);
    expect(odds(out, 18) / odds(base, 18)).toBeCloseTo(2.5, 6);
    expect(out[27 * 6 + 1]).toBe(base[27 * 6 + 1]);
    for (let i = 0; i < 64; i++) expect(out.slice(i * 6, i * 6 + 6).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it("a failing mark lowers them, and is found again on its site", () => {
    const body = markBody({ x: 6, y: 1 }, 0, "failing", "very");
    const adj: Adjustment = { ...body, id: "a1", enabled: true };
    const mark = siteMarkOf([adj], 0, 6, 1);
    expect(mark?.direction).toBe("failing");
    expect(mark?.factor).toBeCloseTo(4, 2);
    expect(siteMarkOf([adj], 0, 1, 1)).toBeNull();
    const out = applyAdjustments(prediction([0.4, 0.4, 0.4]), 8, 8, 0, [body]);
    expect(out[(1 * 8 + 6) * 6 + 1]).toBeLessThan(0.2);
  });

  it("a site region clips to the map at its edge and refuses coordinates beyond any map", () => {
    expect(regionCells({ kind: "site", x: 0, y: 0 }, 8, 8)).toEqual([0, 1, 8, 9]);
    expect(adjustmentBodySchema.safeParse(markBody({ x: 5000, y: 1 }, 0, "thriving", "fairly")).success).toBe(false);
  });
});
