import { z } from "zod";
import { cleanVisibleText } from "@/lib/text/visible-text";
import { CLASS_COUNT } from "@/lib/island/terrain";
import { MAX_ADJUSTMENT_CELLS } from "./adjustment-limits";

/**
 * Human priors on regions of the map: pure functions shared by the browser (live heatmaps while
 * a slider moves) and the server (the tensor that is submitted), so both apply them identically.
 *
 * Tensors here are flat: index (y * W + x) * 6 + class, which keeps a slider move to one pass
 * over a typed array instead of rebuilding nested arrays.
 */

export type FlatTensor = Float64Array;

const cellIndex = z.number().int().min(0).max(1_000_000);

export const regionSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("rect"),
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    w: z.number().int().min(1),
    h: z.number().int().min(1),
  }),
  /** Brushed cells, as y * W + x. */
  z.object({
    kind: z.literal("cells"),
    cells: z.array(cellIndex).min(1).max(MAX_ADJUSTMENT_CELLS, `A brushed region has at most ${MAX_ADJUSTMENT_CELLS} cells (the largest map); brush a smaller area or use a rectangle.`),
  }),
  /** A settlement's mark: the initial settlement at (x, y) and the cells around it (SITE_RADIUS). */
  z.object({
    kind: z.literal("site"),
    x: z.number().int().min(0).max(1_000),
    y: z.number().int().min(0).max(1_000),
  }),
]);
export type Region = z.infer<typeof regionSchema>;

const classVector = (max: number) => z.array(z.number().min(0).max(max)).length(CLASS_COUNT);

export const MAX_WEIGHT = 5;

/**
 * Cells a settlement's mark moves: the site and its ring (Chebyshev radius 1). A settlement's
 * fortune shows there: its own cell, and the colonies it founds next to it.
 */
export const SITE_RADIUS = 1;

export const adjustmentBodySchema = z.object({
  /** Read by teammates in their activity line: cleaned as member names are (no bidi, zero-width or control characters). */
  label: z
    .string()
    .max(400)
    .transform((raw) => cleanVisibleText(raw))
    .pipe(z.string().max(80))
    .default(""),
  /** Seeds the adjustment applies to (one, or all five). */
  seeds: z.array(z.number().int().min(0).max(4)).min(1).max(5),
  region: regionSchema,
  /** `weights`: multiply each class probability; `target`: blend toward a distribution. */
  mode: z.enum(["weights", "target"]),
  weights: classVector(MAX_WEIGHT),
  target: classVector(1),
  /** Blend strength of `target` mode, 0 (no change) to 1 (the target itself). */
  strength: z.number().min(0).max(1),
});
export type AdjustmentBody = z.infer<typeof adjustmentBodySchema>;

export type Adjustment = AdjustmentBody & { id: string; enabled: boolean };

export const NEUTRAL_WEIGHTS: readonly number[] = Array(CLASS_COUNT).fill(1);

/** Cell indices (y * W + x) of a region, clipped to the map. */
export function regionCells(region: Region, W: number, H: number): number[] {
  if (region.kind === "cells") return region.cells.filter((c) => c >= 0 && c < W * H);
  const box = region.kind === "site" ? { x: region.x - SITE_RADIUS, y: region.y - SITE_RADIUS, w: 2 * SITE_RADIUS + 1, h: 2 * SITE_RADIUS + 1 } : region;
  const out: number[] = [];
  const x1 = Math.min(W, box.x + box.w);
  const y1 = Math.min(H, box.y + box.h);
  for (let y = Math.max(0, box.y); y < y1; y++) for (let x = Math.max(0, box.x); x < x1; x++) out.push(y * W + x);
  return out;
}

/** Whether a cell's distribution is a certainty (ocean, mountain): priors never move those. */
function isCertain(t: FlatTensor, o: number): boolean {
  for (let c = 0; c < CLASS_COUNT; c++) if (t[o + c] >= 0.9999) return true;
  return false;
}

/** Applies one adjustment to the cells it covers, in place. */
export function applyAdjustmentInPlace(t: FlatTensor, W: number, H: number, adj: AdjustmentBody): void {
  const cells = regionCells(adj.region, W, H);
  if (adj.mode === "weights") {
    for (const cell of cells) {
      const o = cell * CLASS_COUNT;
      if (isCertain(t, o)) continue;
      let sum = 0;
      for (let c = 0; c < CLASS_COUNT; c++) sum += t[o + c] * adj.weights[c];
      // Weights that zero out every possible class leave the cell as it was.
      if (!(sum > 0)) continue;
      for (let c = 0; c < CLASS_COUNT; c++) t[o + c] = (t[o + c] * adj.weights[c]) / sum;
    }
    return;
  }
  let tsum = 0;
  for (let c = 0; c < CLASS_COUNT; c++) tsum += adj.target[c];
  if (!(tsum > 0) || adj.strength <= 0) return;
  const s = adj.strength;
  for (const cell of cells) {
    const o = cell * CLASS_COUNT;
    if (isCertain(t, o)) continue;
    for (let c = 0; c < CLASS_COUNT; c++) t[o + c] = (1 - s) * t[o + c] + (s * adj.target[c]) / tsum;
  }
}

/**
 * The model's prediction for one seed with the enabled adjustments for that seed applied in list
 * order. Returns a new array; `base` is untouched.
 */
export function applyAdjustments(
  base: FlatTensor,
  W: number,
  H: number,
  seed: number,
  adjustments: readonly (AdjustmentBody & { enabled?: boolean })[],
): FlatTensor {
  const out = new Float64Array(base);
  for (const adj of adjustments) {
    if (adj.enabled === false || !adj.seeds.includes(seed)) continue;
    applyAdjustmentInPlace(out, W, H, adj);
  }
  return out;
}

/** Nested tensor (t[y][x][class]) to flat. */
export function flattenTensor(t: readonly (readonly (readonly number[])[])[]): FlatTensor {
  const H = t.length;
  const W = H ? t[0].length : 0;
  const out = new Float64Array(W * H * CLASS_COUNT);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) for (let c = 0; c < CLASS_COUNT; c++) out[(y * W + x) * CLASS_COUNT + c] = t[y][x][c] ?? 0;
  return out;
}

/** Flat tensor back to t[y][x][class], as the service expects it. */
export function unflattenTensor(flat: FlatTensor, W: number, H: number): number[][][] {
  const out: number[][][] = [];
  for (let y = 0; y < H; y++) {
    const row: number[][] = [];
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * CLASS_COUNT;
      row.push(Array.from(flat.subarray(o, o + CLASS_COUNT)));
    }
    out.push(row);
  }
  return out;
}

/** How far the adjustments moved each cell: total-variation distance (0 = untouched, 1 = all mass moved). */
export function shiftGrid(base: FlatTensor, adjusted: FlatTensor): Float64Array {
  const cells = base.length / CLASS_COUNT;
  const out = new Float64Array(cells);
  for (let i = 0; i < cells; i++) {
    let d = 0;
    for (let c = 0; c < CLASS_COUNT; c++) d += Math.abs(adjusted[i * CLASS_COUNT + c] - base[i * CLASS_COUNT + c]);
    out[i] = d / 2;
  }
  return out;
}
