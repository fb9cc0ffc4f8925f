import type { Observation, ObservedSettlement, Viewport } from "@/lib/island/schemas";
import { CLASS_COUNT, terrainToClass } from "@/lib/island/terrain";
import type { FlatTensor } from "../edits/adjust";

/** Pure per-cell summaries of a seed's observations and predictions, for the map layers. */

export type SeedObservationSummary = {
  /** Times each cell was seen (y * W + x). */
  coverage: Uint16Array;
  /** Observed class counts, (y * W + x) * 6 + class. */
  classCounts: Uint16Array;
  /** Settlement seen last at each cell, with the 1-based number of the observation that saw it. */
  lastSettlement: Map<number, ObservedSettlement & { observation: number }>;
  /** Queries spent on this seed. */
  queries: number;
  maxCoverage: number;
};

export function summariseObservations(observations: readonly Observation[], seed: number, W: number, H: number): SeedObservationSummary {
  const coverage = new Uint16Array(W * H);
  const classCounts = new Uint16Array(W * H * CLASS_COUNT);
  const lastSettlement = new Map<number, ObservedSettlement & { observation: number }>();
  let queries = 0;
  observations.forEach((obs, i) => {
    if (obs.seed_index !== seed) return;
    queries++;
    const { x: vx, y: vy } = obs.viewport;
    obs.grid.forEach((row, r) => {
      const y = vy + r;
      if (y < 0 || y >= H) return;
      row.forEach((code, c) => {
        const x = vx + c;
        if (x < 0 || x >= W) return;
        coverage[y * W + x]++;
        classCounts[(y * W + x) * CLASS_COUNT + terrainToClass(code)]++;
      });
    });
    for (const s of obs.settlements) {
      if (s.x >= 0 && s.x < W && s.y >= 0 && s.y < H) lastSettlement.set(s.y * W + s.x, { ...s, observation: i + 1 });
    }
  });
  let maxCoverage = 0;
  for (const v of coverage) if (v > maxCoverage) maxCoverage = v;
  return { coverage, classCounts, lastSettlement, queries, maxCoverage };
}

/** Shannon entropy (nats) of each cell's distribution. */
export function entropyOf(t: FlatTensor): Float64Array {
  const cells = t.length / CLASS_COUNT;
  const out = new Float64Array(cells);
  for (let i = 0; i < cells; i++) {
    let h = 0;
    for (let c = 0; c < CLASS_COUNT; c++) {
      const p = t[i * CLASS_COUNT + c];
      if (p > 0) h -= p * Math.log(p);
    }
    out[i] = h;
  }
  return out;
}

/** Most probable class of each cell (first on ties) and its probability. */
export function argmaxOf(t: FlatTensor): { cls: Uint8Array; p: Float64Array } {
  const cells = t.length / CLASS_COUNT;
  const cls = new Uint8Array(cells);
  const p = new Float64Array(cells);
  for (let i = 0; i < cells; i++) {
    let best = 0;
    for (let c = 1; c < CLASS_COUNT; c++) if (t[i * CLASS_COUNT + c] > t[i * CLASS_COUNT + best]) best = c;
    cls[i] = best;
    p[i] = t[i * CLASS_COUNT + best];
  }
  return { cls, p };
}

/** A viewport of w × h centred on a cell, moved inside the map (the service clamps the same way). */
export function snapViewport(cx: number, cy: number, w: number, h: number, W: number, H: number): Viewport {
  const vw = Math.min(w, W);
  const vh = Math.min(h, H);
  const x = Math.max(0, Math.min(W - vw, cx - Math.floor(vw / 2)));
  const y = Math.max(0, Math.min(H - vh, cy - Math.floor(vh / 2)));
  return { x, y, w: vw, h: vh };
}

/** Cells a viewport covers, and how many of them were never seen before. */
export function viewportCoverage(v: Viewport, coverage: Uint16Array, W: number): { cells: number; unseen: number } {
  let unseen = 0;
  for (let y = v.y; y < v.y + v.h; y++) for (let x = v.x; x < v.x + v.w; x++) if (coverage[y * W + x] === 0) unseen++;
  return { cells: v.w * v.h, unseen };
}
