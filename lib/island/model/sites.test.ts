import { describe, expect, it } from "vitest";
import type { Observation, RoundDetail } from "../schemas";
import { TERRAIN } from "../terrain";
import { applySiteFortunes, SITE_FEATURES, siteEvidence, siteFeatures, type SiteFortuneParams } from "./sites";

/** 8×8 plains with two initial settlements, at (2,2) and (5,5). */
function round(): RoundDetail {
  const grid = Array.from({ length: 8 }, (_, y) => Array.from({ length: 8 }, (_, x) => ((x === 2 && y === 2) || (x === 5 && y === 5) ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)));
  const settlements = [
    { x: 2, y: 2, has_port: false, alive: true },
    { x: 5, y: 5, has_port: false, alive: true },
  ];
  return { id: "r", round_number: 1, map_width: 8, map_height: 8, seeds_count: 1, initial_states: [{ grid, settlements }] } as unknown as RoundDetail;
}

const stats = { food: 0.5, wealth: 0.1, defense: 0.4, has_port: false, alive: true };

/** A 4×4 window at (0,0): site 0 stands with one colony at (3,2); site 1 is outside. */
function query(): Observation {
  const grid = Array.from({ length: 4 }, (_, y) => Array.from({ length: 4 }, (_, x) => ((x === 2 && y === 2) || (x === 3 && y === 2) ? TERRAIN.SETTLEMENT : TERRAIN.PLAINS)));
  return {
    seed_index: 0,
    viewport: { x: 0, y: 0, w: 4, h: 4 },
    grid,
    settlements: [
      { x: 2, y: 2, population: 2, owner_id: 0, ...stats },
      { x: 3, y: 2, population: 1, owner_id: 0, ...stats },
    ],
  } as Observation;
}

describe("site evidence", () => {
  it("reads a seen settlement's stats, owner and colonies, and leaves an unseen one empty", () => {
    const [sites] = siteEvidence(round(), [query(), query()]);
    expect(sites[0]).toMatchObject({ seen: 2, settled: 2, own: 2, fallen: 0, population: 4, mates: 2, ringSettled: 2, ringSeen: 16 });
    expect(siteFeatures(sites[0])?.[SITE_FEATURES.indexOf("population")]).toBe(2);
    expect(sites[1].seen).toBe(0);
    expect(siteFeatures(sites[1])).toBeNull();
  });

  it("counts a site held by another faction as fallen", () => {
    const q = query();
    q.settlements[0] = { ...q.settlements[0], owner_id: 1 };
    const [sites] = siteEvidence(round(), [q]);
    expect(sites[0]).toMatchObject({ own: 0, fallen: 1, mates: 1 });
  });
});

describe("site fortunes carried into the cells around a site", () => {
  it("raises the settled mass around a seen thriving site only, keeping each distribution whole", () => {
    const r = round();
    const land = Array.from({ length: 64 }, (_, i) => i);
    const q = new Float64Array(64 * 6);
    for (let k = 0; k < 64; k++) q.set([0.7, 0.2, 0.05, 0, 0.05, 0], k * 6);
    const [sites] = siteEvidence(r, [query()]);
    const params: SiteFortuneParams = { bias: 0, weights: SITE_FEATURES.map((n) => (n === "mates" ? 1 : 0)), mean: SITE_FEATURES.map(() => 0), sd: SITE_FEATURES.map(() => 1), radius: 1 };
    applySiteFortunes(8, 8, land, q, sites, params);
    const settled = (cell: number) => q[cell * 6 + 1] + q[cell * 6 + 2];
    // One mate seen: the odds of the settled mass around site 0 grow e-fold.
    expect(settled(2 * 8 + 2)).toBeCloseTo((0.25 / 0.75) * Math.E / (1 + (0.25 / 0.75) * Math.E), 9);
    expect(settled(1 * 8 + 1)).toBeGreaterThan(0.25);
    expect(settled(5 * 8 + 5)).toBeCloseTo(0.25, 12);
    expect(settled(2 * 8 + 4)).toBeCloseTo(0.25, 12);
    for (let k = 0; k < 64; k++) expect(q.subarray(k * 6, k * 6 + 6).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
