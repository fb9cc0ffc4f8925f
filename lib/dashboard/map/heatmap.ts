import * as d3 from "d3";
import { CLASS_COUNT, type TerrainCode } from "@/lib/island/terrain";
import type { FlatTensor } from "../edits/adjust";
import type { SeedObservationSummary } from "./layers";
import { TERRAIN_COLORS, classColorAt } from "./palette";

/**
 * Map layers as RGBA pixels, one pixel per cell (the canvas scales them up without smoothing).
 * Colours come from d3 scales, turned into 256-entry lookup tables once so a repaint is a single
 * pass over the cells.
 */

export const LAYERS = ["terrain", "coverage", "observed", "probability", "argmax", "entropy", "sites", "adjustments"] as const;
export type LayerId = (typeof LAYERS)[number];

export const LAYER_LABELS: Record<LayerId, string> = {
  terrain: "Initial terrain",
  coverage: "Observation coverage",
  observed: "Observed classes",
  probability: "Prediction: class probability",
  argmax: "Prediction: most likely class",
  entropy: "Prediction: entropy",
  sites: "Settlements and their fortunes",
  adjustments: "Adjustments",
};

type Rgba = [number, number, number, number];
const rgbaCache = new Map<string, Rgba>();

/** Parses a CSS colour once; later calls hit the cache. */
export function toRgba(color: string, alpha = 1): Rgba {
  const key = `${color}|${alpha}`;
  let v = rgbaCache.get(key);
  if (!v) {
    const c = d3.rgb(color);
    v = [c.r, c.g, c.b, Math.round(alpha * 255)];
    rgbaCache.set(key, v);
  }
  return v;
}

/** 256 RGBA entries sampling an interpolator over [0, 1]. */
function lut(interpolate: (t: number) => string): Uint8ClampedArray {
  const out = new Uint8ClampedArray(256 * 4);
  for (let i = 0; i < 256; i++) {
    const [r, g, b] = toRgba(interpolate(i / 255));
    out.set([r, g, b, 255], i * 4);
  }
  return out;
}

/** One ramp per class, in the hue family of the class's palette colour. */
const CLASS_INTERPOLATORS: ((t: number) => string)[] = [
  d3.interpolateYlOrBr,
  d3.interpolateOranges,
  d3.interpolateBlues,
  d3.interpolateRgb("#fffef0", "#8f8500"),
  d3.interpolateBuGn,
  d3.interpolateGreys,
];
const luts = new Map<string, Uint8ClampedArray>();
function cachedLut(name: string, make: () => (t: number) => string): Uint8ClampedArray {
  let l = luts.get(name);
  if (!l) luts.set(name, (l = lut(make())));
  return l;
}

export const MAX_ENTROPY = Math.log(CLASS_COUNT);
/** Top of the probability scale is never below this, so a near-zero class does not look certain. */
export const PROBABILITY_MIN_TOP = 0.05;

/** Highest probability of a class on the map. */
export function classMax(t: FlatTensor, cls: number): number {
  let m = 0;
  for (let i = cls; i < t.length; i += CLASS_COUNT) if (t[i] > m) m = t[i];
  return m;
}

/**
 * SVG path (in cell units) of the border of a set of cells: every cell edge whose neighbour across
 * it is outside the set, so a brushed region reads as one outlined shape.
 */
export function regionOutline(cells: Iterable<number>, W: number, H: number): string {
  const set = new Set(cells);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < W && y < H && set.has(y * W + x);
  let d = "";
  for (const c of set) {
    const x = c % W;
    const y = Math.floor(c / W);
    if (!inside(x, y - 1)) d += `M${x} ${y}h1`;
    if (!inside(x, y + 1)) d += `M${x} ${y + 1}h1`;
    if (!inside(x - 1, y)) d += `M${x} ${y}v1`;
    if (!inside(x + 1, y)) d += `M${x + 1} ${y}v1`;
  }
  return d;
}

/**
 * Shade (0..1 along the blue ramp) of a cell seen `n` times when the most-seen cell was seen `max`
 * times: once is the light end, `max` the dark end. The legend draws the same function, so its
 * ends match the drawn colours whatever `max` is.
 */
export function coverageShade(n: number, max: number): number {
  if (max <= 1) return COVERAGE_LIGHT;
  return COVERAGE_LIGHT + ((1 - COVERAGE_LIGHT) * (Math.min(n, max) - 1)) / (max - 1);
}
const COVERAGE_LIGHT = 0.35;

/** Colour of a cell seen `n` times, as drawn (before the layer's slight transparency). */
export const coverageColor = (n: number, max: number) => d3.interpolateBlues(coverageShade(n, max));

/** Shade (0..1 along the pink ramp) of a cell whose distribution moved by `shift` (0..1). */
export const adjustmentShade = (shift: number) => 0.2 + 0.8 * Math.sqrt(Math.max(0, Math.min(1, shift)));

/** d3 scales of the continuous layers, shared by the painter and the legend. */
export const scales = {
  /** Linear from 0 to the class's highest probability on the map, so rare classes still show structure. */
  probability: (cls: number, max: number) => d3.scaleSequential(CLASS_INTERPOLATORS[cls]).domain([0, Math.max(PROBABILITY_MIN_TOP, max)]),
  entropy: () => d3.scaleSequential(d3.interpolateMagma).domain([MAX_ENTROPY, 0]),
  adjustments: () => (shift: number) => d3.interpolatePuRd(adjustmentShade(shift)),
  /** Chance of a settlement or port, from 0 to the map's highest. */
  settled: (max: number) => d3.scaleSequential(CLASS_INTERPOLATORS[1]).domain([0, Math.max(PROBABILITY_MIN_TOP, max)]),
};

/** Highest chance of a settlement or port (classes 1 and 2 together) on the map. */
export function settledMax(t: FlatTensor): number {
  let m = 0;
  for (let i = 0; i < t.length; i += CLASS_COUNT) m = Math.max(m, t[i + 1] + t[i + 2]);
  return m;
}

export type PaintInput = {
  layer: LayerId;
  W: number;
  H: number;
  grid: readonly (readonly number[])[];
  summary: SeedObservationSummary;
  /** Adjusted prediction (null while the model is computing). */
  prediction: FlatTensor | null;
  /** Per-cell shift caused by the adjustments, for the adjustments layer. */
  shift: Float64Array | null;
  probabilityClass: number;
  /** Top of the probability scale; defaults to the class's highest probability in `prediction`. */
  probabilityMax?: number;
};

/** RGBA pixels of a layer; cells a layer has nothing to say about are left transparent. */
export function paintLayer(input: PaintInput): Uint8ClampedArray {
  const { layer, W, H, grid, summary, prediction, shift, probabilityClass, probabilityMax } = input;
  const px = new Uint8ClampedArray(W * H * 4);
  const put = (i: number, r: number, g: number, b: number, a: number) => {
    px[i * 4] = r;
    px[i * 4 + 1] = g;
    px[i * 4 + 2] = b;
    px[i * 4 + 3] = a;
  };
  const fromLut = (i: number, l: Uint8ClampedArray, t: number, a = 255) => {
    const k = Math.max(0, Math.min(255, Math.round(t * 255))) * 4;
    put(i, l[k], l[k + 1], l[k + 2], a);
  };

  switch (layer) {
    case "terrain":
      for (let y = 0; y < H; y++)
        for (let x = 0; x < W; x++) {
          const [r, g, b] = toRgba(TERRAIN_COLORS[grid[y][x] as TerrainCode] ?? "#000000");
          put(y * W + x, r, g, b, 255);
        }
      break;
    case "coverage": {
      const l = cachedLut("blues", () => d3.interpolateBlues);
      for (let i = 0; i < W * H; i++) if (summary.coverage[i] > 0) fromLut(i, l, coverageShade(summary.coverage[i], summary.maxCoverage), 235);
      break;
    }
    case "observed":
      for (let i = 0; i < W * H; i++) {
        const code = grid[Math.floor(i / W)]?.[i % W];
        const n = summary.coverage[i];
        if (!n) continue;
        let best = 0;
        for (let c = 1; c < CLASS_COUNT; c++) if (summary.classCounts[i * CLASS_COUNT + c] > summary.classCounts[i * CLASS_COUNT + best]) best = c;
        const [r, g, b] = toRgba(classColorAt(best, code));
        put(i, r, g, b, Math.round(255 * (0.35 + (0.65 * summary.classCounts[i * CLASS_COUNT + best]) / n)));
      }
      break;
    case "probability": {
      if (!prediction) break;
      const cls = Math.max(0, Math.min(CLASS_COUNT - 1, probabilityClass));
      const l = cachedLut(`class${cls}`, () => CLASS_INTERPOLATORS[cls]);
      const top = Math.max(PROBABILITY_MIN_TOP, probabilityMax ?? classMax(prediction, cls));
      for (let i = 0; i < W * H; i++) fromLut(i, l, prediction[i * CLASS_COUNT + cls] / top);
      break;
    }
    case "argmax":
      if (!prediction) break;
      for (let i = 0; i < W * H; i++) {
        let best = 0;
        for (let c = 1; c < CLASS_COUNT; c++) if (prediction[i * CLASS_COUNT + c] > prediction[i * CLASS_COUNT + best]) best = c;
        // Ocean never changes: drawn solid, so the island's outline stays on this layer.
        const code = grid[Math.floor(i / W)]?.[i % W];
        const [r, g, b] = toRgba(classColorAt(best, code));
        put(i, r, g, b, code === 10 ? 255 : Math.round(255 * (0.3 + 0.7 * prediction[i * CLASS_COUNT + best])));
      }
      break;
    case "entropy": {
      if (!prediction) break;
      const l = cachedLut("magma", () => (t: number) => d3.interpolateMagma(1 - t));
      for (let i = 0; i < W * H; i++) {
        let h = 0;
        for (let c = 0; c < CLASS_COUNT; c++) {
          const p = prediction[i * CLASS_COUNT + c];
          if (p > 0) h -= p * Math.log(p);
        }
        fromLut(i, l, h / MAX_ENTROPY);
      }
      break;
    }
    case "sites": {
      if (!prediction) break;
      const l = cachedLut("class1", () => CLASS_INTERPOLATORS[1]);
      const top = Math.max(PROBABILITY_MIN_TOP, settledMax(prediction));
      for (let i = 0; i < W * H; i++) {
        const p = prediction[i * CLASS_COUNT + 1] + prediction[i * CLASS_COUNT + 2];
        if (p > 1e-3) fromLut(i, l, p / top, 230);
      }
      break;
    }
    case "adjustments": {
      if (!shift) break;
      const l = cachedLut("purd", () => d3.interpolatePuRd);
      for (let i = 0; i < W * H; i++) if (shift[i] > 1e-4) fromLut(i, l, adjustmentShade(shift[i]), 240);
      break;
    }
  }
  return px;
}
