import { TERRAIN } from "../terrain";
import { KIND, type SeedGeometry } from "./features";

const CLASSES = 6;

/** How the queries' evidence recalibrates the networks' distributions (see predictWith). */
export interface Recalibration {
  categoryStrength: number;
  categoryPower: number;
  vigourRadius: number;
  vigourStrength: number;
  vigourPower: number;
}

/**
 * Chosen on the leave-one-round-out bench (rounds 2–17, logged observations; see the README):
 * mild powers because the cells of one query come from one run and move together.
 */
export const DEFAULT_RECALIBRATION: Recalibration = {
  categoryStrength: 100,
  categoryPower: 0.3,
  vigourRadius: 1,
  vigourStrength: 18,
  vigourPower: 0.7,
};

/** Distance bins of the categories: the initial settlement, rings 1, 2, 3, 4–5, 6+. */
const DIST_BINS = 6;
/** Initial terrain groups: settlement or port, forest, anything else on land. */
const TERRAIN_GROUPS = 3;
export const CATEGORY_COUNT = DIST_BINS * TERRAIN_GROUPS * 2;

function distBin(d: number): number {
  if (d <= 0) return 0;
  if (d <= 3) return d;
  return d <= 5 ? 4 : 5;
}

/**
 * Category of every cell (−1 off land): initial terrain group × distance ring × coastal. Cells of
 * one category behave alike in a round, so what the queries saw of a category says how the whole
 * category fares in this round's regime, beyond what the round's few rates carry.
 */
export function cellCategories(geo: SeedGeometry): Int16Array {
  const out = new Int16Array(geo.width * geo.height).fill(-1);
  for (let cell = 0; cell < out.length; cell++) {
    if (geo.kind[cell] !== KIND.LAND) continue;
    const init = geo.initial[cell];
    const group = init === TERRAIN.SETTLEMENT || init === TERRAIN.PORT ? 0 : init === TERRAIN.FOREST ? 1 : 2;
    out[cell] = (group * DIST_BINS + distBin(geo.dist[cell])) * 2 + geo.coastal[cell];
  }
  return out;
}

export interface CategoryEvidence {
  /** Observed class counts per category (CATEGORY_COUNT × 6). */
  observed: Float64Array;
  /** The model's class mass over the same observed cells (CATEGORY_COUNT × 6). */
  predicted: Float64Array;
  /** Observed cells per category. */
  cells: Float64Array;
}

export function emptyEvidence(): CategoryEvidence {
  return {
    observed: new Float64Array(CATEGORY_COUNT * CLASSES),
    predicted: new Float64Array(CATEGORY_COUNT * CLASSES),
    cells: new Float64Array(CATEGORY_COUNT),
  };
}

/** Adds one observed cell: its category, its observed class and the model's distribution there. */
export function addEvidence(evidence: CategoryEvidence, category: number, cls: number, q: ArrayLike<number>, offset: number): void {
  if (category < 0) return;
  evidence.cells[category] += 1;
  evidence.observed[category * CLASSES + cls] += 1;
  for (let c = 0; c < CLASSES; c++) evidence.predicted[category * CLASSES + c] += q[offset + c];
}

/**
 * Per category and class, the factor that moves the model's mean towards what was observed:
 * (shrunk observed frequency / model mean)^power, the observed frequency shrunk towards the model
 * with `strength` pseudo-cells (cells of one run move together, so one query's cells are far
 * fewer than independent trials). 1 where nothing was observed.
 */
export function categoryFactors(evidence: CategoryEvidence, strength: number, power: number): Float64Array {
  const factors = new Float64Array(CATEGORY_COUNT * CLASSES).fill(1);
  for (let g = 0; g < CATEGORY_COUNT; g++) {
    const n = evidence.cells[g];
    if (n === 0) continue;
    for (let c = 0; c < CLASSES; c++) {
      const m = evidence.predicted[g * CLASSES + c] / n;
      if (m <= 0) continue;
      const shrunk = (evidence.observed[g * CLASSES + c] + strength * m) / (n + strength);
      factors[g * CLASSES + c] = Math.pow(Math.max(shrunk, 1e-6) / m, power);
    }
  }
  return factors;
}

/** Multiplies a cell's distribution by its category's factors and renormalises, in place. */
export function applyFactors(q: Float64Array, offset: number, factors: Float64Array, category: number): void {
  if (category < 0) return;
  let sum = 0;
  for (let c = 0; c < CLASSES; c++) {
    q[offset + c] *= factors[category * CLASSES + c];
    sum += q[offset + c];
  }
  if (sum > 0) for (let c = 0; c < CLASSES; c++) q[offset + c] /= sum;
}

/**
 * Local vigour: settlements of one seed fare differently (one thrives and fills its
 * neighbourhood, another dies), and the fates of a settlement and its neighbours move together.
 * For every land cell, the settled share the queries saw within `radius` is set against what the
 * model predicted for those same observed cells; the cell's settlement and port mass is scaled by
 * that ratio (shrunk by a Gamma prior of `strength` pseudo-hits, raised to `power`), the others take up
 * the rest. `settled[cell]` and `seen[cell]` count the observations of each cell and how many of
 * them showed a settlement or port; `q` holds land distributions (6 per land cell).
 */
export function applyLocalVigour(
  geo: SeedGeometry,
  q: Float64Array,
  seen: Float64Array,
  settled: Float64Array,
  radius: number,
  strength: number,
  power: number,
): void {
  const { width, height } = geo;
  const predicted = new Float64Array(width * height);
  geo.land.forEach((cell, k) => (predicted[cell] = seen[cell] * (q[k * CLASSES + 1] + q[k * CLASSES + 2])));
  const sumN = summedArea(width, height, seen);
  const sumO = summedArea(width, height, settled);
  const sumM = summedArea(width, height, predicted);
  geo.land.forEach((cell, k) => {
    const x = cell % width;
    const y = (cell - x) / width;
    const n = windowSum(sumN, width, height, x, y, radius);
    if (n === 0) return;
    const m = windowSum(sumM, width, height, x, y, radius) / n;
    if (m <= 1e-6) return;
    const o = windowSum(sumO, width, height, x, y, radius);
    // Gamma(strength, strength) prior on the local multiplier of the settled mass: `strength`
    // pseudo-hits where the model expects as many.
    const factor = Math.pow((o + strength) / (n * m + strength), power);
    const off = k * CLASSES;
    const s = q[off + 1] + q[off + 2];
    if (s <= 0) return;
    const s2 = Math.min(0.995, s * factor);
    const rest = 1 - s;
    const restScale = rest > 1e-9 ? (1 - s2) / rest : 0;
    for (let c = 0; c < CLASSES; c++) q[off + c] *= c === 1 || c === 2 ? s2 / s : restScale;
  });
}

function summedArea(width: number, height: number, v: Float64Array): Float64Array {
  const s = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += v[y * width + x];
      s[(y + 1) * (width + 1) + x + 1] = s[y * (width + 1) + x + 1] + row;
    }
  }
  return s;
}

function windowSum(s: Float64Array, width: number, height: number, x: number, y: number, r: number): number {
  const x0 = Math.max(0, x - r);
  const y0 = Math.max(0, y - r);
  const x1 = Math.min(width, x + r + 1);
  const y1 = Math.min(height, y + r + 1);
  const w1 = width + 1;
  return s[y1 * w1 + x1] - s[y0 * w1 + x1] - s[y1 * w1 + x0] + s[y0 * w1 + x0];
}
