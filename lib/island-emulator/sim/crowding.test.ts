import { describe, expect, it } from "vitest";
import { CROWDED, siteCrowding } from "./crowding";
import { drawSiteFortunes, type DrawnRegime } from "./regime-draw";
import { createRng } from "./rng";
import { PRESETS } from "./params";

describe("site crowding", () => {
  it("counts the other initial settlements within a Manhattan distance of 5, three or more as one class", () => {
    const sites = [
      { x: 0, y: 0 },
      { x: 3, y: 2 }, // 5 from the first
      { x: 3, y: 3 }, // 6 from the first
      { x: 30, y: 30 },
      { x: 31, y: 30 },
      { x: 30, y: 31 },
      { x: 31, y: 31 },
      { x: 20, y: 0 },
    ];
    expect(siteCrowding(sites)).toEqual([1, 2, 1, CROWDED, CROWDED, CROWDED, CROWDED, 0]);
    expect(siteCrowding([])).toEqual([]);
  });
});

describe("drawing site fortunes by crowding", () => {
  const fit = {
    round: 99,
    params: PRESETS.balanced,
    // Real sites: the isolated ones were safe (1), the crowded ones risky (9).
    fortunes: [[1, 1, 9, 9, 2]],
    crowding: [[0, 0, 3, 3, 1]],
  };
  const regime: DrawnRegime = { params: PRESETS.balanced, centre: fit, neighbour: null, mix: 0 };
  const map = { settlements: [{ x: 0, y: 0 }, { x: 30, y: 30 }, { x: 31, y: 30 }, { x: 30, y: 31 }, { x: 31, y: 31 }, { x: 10, y: 20 }, { x: 12, y: 20 }] };

  it("gives an isolated site a fortune of an isolated real site, a crowded one a crowded site's", () => {
    for (let seed = 0; seed < 20; seed++) {
      const [fortunes] = drawSiteFortunes(createRng(seed), regime, [map]);
      expect(fortunes).toEqual([1, 9, 9, 9, 9, 2, 2]);
    }
  });

  it("falls back to any of the fit's fortunes when it has no site of that crowding, or no crowding at all", () => {
    const sparse = { ...fit, fortunes: [[1, 9]], crowding: [[0, 3]] };
    const [lone] = drawSiteFortunes(createRng(1), { ...regime, centre: sparse }, [{ settlements: [{ x: 10, y: 20 }, { x: 12, y: 20 }] }]);
    for (const f of lone) expect([1, 9]).toContain(f);
    const { crowding: _none, ...plain } = fit;
    const seen = new Set<number>();
    for (let seed = 0; seed < 30; seed++) drawSiteFortunes(createRng(seed), { ...regime, centre: plain }, [map])[0].forEach((f) => seen.add(f));
    expect([...seen].sort()).toEqual([1, 2, 9]);
    expect(drawSiteFortunes(createRng(1), { ...regime, centre: { ...fit, fortunes: undefined } }, [map])[0]).toEqual(map.settlements.map(() => 1));
  });
});
