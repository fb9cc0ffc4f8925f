import { describe, expect, it } from "vitest";
import { classMax, coverageShade, paintLayer, regionOutline, toRgba } from "./heatmap";
import { CLASS_COLORS, OCEAN_COLOR } from "./palette";
import { summariseObservations } from "./layers";

const W = 2;
const H = 1;
const grid = [[10, 11]];
const prediction = new Float64Array([1, 0, 0, 0, 0, 0, 0.5, 0.5, 0, 0, 0, 0]);
const summary = summariseObservations([{ seed_index: 0, viewport: { x: 1, y: 0, w: 1, h: 1 }, grid: [[1]], settlements: [] }], 0, W, H);
const px = (layer: Parameters<typeof paintLayer>[0]["layer"], extra: Partial<Parameters<typeof paintLayer>[0]> = {}) =>
  paintLayer({ layer, W, H, grid, summary, prediction, shift: null, probabilityClass: 1, ...extra });

describe("paintLayer", () => {
  it("paints terrain in the terrain colours", () => {
    const p = px("terrain");
    expect(Array.from(p.slice(0, 4))).toEqual(toRgba("#1f4e79"));
  });

  it("leaves unseen cells transparent on the coverage layer", () => {
    const p = px("coverage");
    expect(p[3]).toBe(0);
    expect(p[7]).toBeGreaterThan(0);
  });

  it("draws cells seen once at the light end of the coverage ramp, the most-seen at the dark end", () => {
    expect(coverageShade(1, 1)).toBe(coverageShade(1, 4));
    expect(coverageShade(1, 4)).toBeLessThan(coverageShade(2, 4));
    expect(coverageShade(4, 4)).toBe(1);
    // Every cell seen once is drawn the light colour, not the darkest.
    const once = px("coverage");
    const twice = px("coverage", { summary: { ...summary, coverage: new Uint16Array([0, 2]), maxCoverage: 2 } });
    expect(once[4] + once[5] + once[6]).toBeGreaterThan(twice[4] + twice[5] + twice[6]);
  });

  it("draws the initial map's ocean as ocean on the most-likely-class layer, and land in its class colour", () => {
    const p = px("argmax");
    expect(Array.from(p.slice(0, 4))).toEqual(toRgba(OCEAN_COLOR));
    expect(Array.from(p.slice(4, 7))).toEqual(toRgba(CLASS_COLORS[0]).slice(0, 3));
  });

  it("scales a class probability to the map's highest, saturating above it", () => {
    const low = px("probability", { probabilityMax: 1 });
    const high = px("probability", { probabilityMax: 0.5 });
    // p = 0.5 against a top of 0.5 is the darkest colour of the ramp; against 1 it is lighter.
    expect(high[4] + high[5] + high[6]).toBeLessThan(low[4] + low[5] + low[6]);
    expect(classMax(prediction, 1)).toBe(0.5);
  });

  it("paints nothing for prediction layers until a prediction exists", () => {
    expect(Array.from(px("argmax", { prediction: null }))).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe("regionOutline", () => {
  it("traces only the border of a region", () => {
    // Two cells side by side: 6 unit edges, none between them.
    const d = regionOutline([0, 1], 3, 3);
    expect(d.match(/[hv]1/g)).toHaveLength(6);
    expect(d).not.toContain("M1 0v1");
  });
});
