import { describe, expect, it } from "vitest";
import { adjustmentBodySchema, applyAdjustments, flattenTensor, regionCells, shiftGrid, unflattenTensor, type AdjustmentBody } from "./adjust";

const W = 3;
const H = 2;
const land = [0.5, 0.2, 0.1, 0.05, 0.15, 0];
const ocean = [1, 0, 0, 0, 0, 0];
// Row 0: land land ocean; row 1: land land land.
const base = flattenTensor([
  [land, land, ocean],
  [land, land, land],
]);
const cell = (t: Float64Array, x: number, y: number) => Array.from(t.subarray((y * W + x) * 6, (y * W + x) * 6 + 6));
const body = (patch: Partial<AdjustmentBody>): AdjustmentBody => ({
  label: "",
  seeds: [0],
  region: { kind: "rect", x: 0, y: 0, w: 3, h: 1 },
  mode: "weights",
  weights: [1, 1, 1, 1, 1, 1],
  target: [1, 0, 0, 0, 0, 0],
  strength: 0.5,
  ...patch,
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("regionCells", () => {
  it("lists a rectangle's cells clipped to the map", () => {
    expect(regionCells({ kind: "rect", x: 1, y: 1, w: 5, h: 5 }, W, H)).toEqual([4, 5]);
  });
  it("drops brushed cells outside the map", () => {
    expect(regionCells({ kind: "cells", cells: [0, 5, 6, 99] }, W, H)).toEqual([0, 5]);
  });
});

describe("applyAdjustments", () => {
  it("multiplies class probabilities by the weights and renormalises, only inside the region", () => {
    const out = applyAdjustments(base, W, H, 0, [body({ weights: [1, 3, 1, 1, 1, 1] })]);
    const p = cell(out, 0, 0);
    expect(sum(p)).toBeCloseTo(1, 12);
    expect(p[1] / p[0]).toBeCloseTo((0.2 * 3) / 0.5, 12);
    expect(cell(out, 0, 1)).toEqual(land);
  });

  it("never moves a certain cell (ocean stays ocean)", () => {
    const out = applyAdjustments(base, W, H, 0, [body({ mode: "target", target: [0, 1, 0, 0, 0, 0], strength: 1 })]);
    expect(cell(out, 2, 0)).toEqual(ocean);
    expect(cell(out, 0, 0)).toEqual([0, 1, 0, 0, 0, 0]);
  });

  it("blends toward a normalised target by its strength", () => {
    const out = applyAdjustments(base, W, H, 0, [body({ mode: "target", target: [0, 2, 0, 0, 2, 0], strength: 0.5 })]);
    const p = cell(out, 1, 0);
    expect(p[1]).toBeCloseTo(0.5 * 0.2 + 0.5 * 0.5, 12);
    expect(p[0]).toBeCloseTo(0.25, 12);
    expect(sum(p)).toBeCloseTo(1, 12);
  });

  it("skips disabled adjustments and other seeds, and leaves the input untouched", () => {
    const copy = new Float64Array(base);
    const out = applyAdjustments(base, W, H, 1, [
      { ...body({ weights: [1, 5, 1, 1, 1, 1] }), enabled: false },
      body({ seeds: [0], weights: [1, 5, 1, 1, 1, 1] }),
    ]);
    expect(Array.from(out)).toEqual(Array.from(base));
    expect(Array.from(base)).toEqual(Array.from(copy));
  });

  it("leaves a cell alone when the weights rule out every class it could be", () => {
    const out = applyAdjustments(base, W, H, 0, [body({ weights: [0, 0, 0, 0, 0, 1] })]);
    expect(cell(out, 0, 0)).toEqual(land);
  });

  it("applies adjustments in order", () => {
    const a = body({ mode: "target", target: [0, 1, 0, 0, 0, 0], strength: 1 });
    const b = body({ weights: [1, 0.5, 1, 1, 1, 1] });
    expect(cell(applyAdjustments(base, W, H, 0, [a, b]), 0, 0)).toEqual([0, 1, 0, 0, 0, 0]);
    expect(cell(applyAdjustments(base, W, H, 0, [b, a]), 0, 0)).toEqual([0, 1, 0, 0, 0, 0]);
    const c = body({ mode: "target", target: [1, 1, 0, 0, 0, 0], strength: 1 });
    expect(cell(applyAdjustments(base, W, H, 0, [c, b]), 0, 0)[1]).toBeCloseTo(1 / 3, 12);
  });
});

describe("flat tensors", () => {
  it("round-trip and measure the shift", () => {
    const nested = unflattenTensor(base, W, H);
    expect(nested[1][2]).toEqual(land);
    expect(Array.from(flattenTensor(nested))).toEqual(Array.from(base));
    const out = applyAdjustments(base, W, H, 0, [body({ mode: "target", target: [0, 1, 0, 0, 0, 0], strength: 1 })]);
    const shift = shiftGrid(base, out);
    expect(shift[0]).toBeCloseTo(0.8, 12);
    expect(shift[2]).toBe(0);
    expect(shift[3]).toBe(0);
  });
});

describe("adjustmentBodySchema's label", () => {
  // Teammates read the label in their activity line: it is cleaned as member names are.
  it.each([
    ["a bidi override", "Fjord\u202eerom", "Fjorderom"],
    ["zero-width characters", "Fj\u200bor\u200dd\ufeff", "Fjord"],
    ["NUL", "Fjord\u0000 east", "Fjord east"],
    ["a lone surrogate", "Fjord \ud800east\udc00", "Fjord east"],
    ["newlines forging a second line", "Fjord\nBo removed every pin", "Fjord Bo removed every pin"],
  ])("drops %s", (_what, raw, clean) => {
    expect(adjustmentBodySchema.parse(body({ label: raw })).label).toBe(clean);
  });

  it("keeps a plain label, refuses one over 80 characters", () => {
    expect(adjustmentBodySchema.parse(body({ label: "  Forest by the fjord 🌲 " })).label).toBe("Forest by the fjord 🌲");
    expect(adjustmentBodySchema.safeParse(body({ label: "x".repeat(81) })).success).toBe(false);
    expect(adjustmentBodySchema.parse({ ...body({}), label: undefined }).label).toBe("");
  });
});
