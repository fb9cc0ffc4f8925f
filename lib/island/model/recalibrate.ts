import { TERRAIN } from "../terrain";
import { KIND, type SeedGeometry } from "./features";
import { squareSum, summedArea } from "./summed-area";

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
  categoryPower: 0.5,
  vigourRadius: 1,
  vigourStrength: 18,
  vigourPower: 0.7,
};

/** Manhattan distance bins of the categories: the initial settlement, 1, 2, 3, 4, 5–6, 7+. */
const DIST_BINS = 7;
/** Initial terrain groups: settlement or port, forest, anything else on land. */
const TERRAIN_GROUPS = 3;
export const CATEGORY_COUNT = DIST_BINS * TERRAIN_GROUPS * 2;

function distBin(d: number): number {
  if (d <= 0) return 0;
  if (d <= 4) return d;
  return d <= 6 ? 5 : 6;
}

/**
 * Category of every cell (−1 off land): initial terrain group × Manhattan distance × coastal. Cells of
 * one category behave alike in a round, so what the queries saw of a category says how the whole
 * category fares in this round's regime, beyond what the round's few rates carry.
 */
export function cellCategories(geo: SeedGeometry): Int16Array {
  let out = categoryCache.get(geo);
  if (!out) {
    out = computeCategories(geo);
    categoryCache.set(geo, out);
  }
  return out;
}

/** Categories depend on the map alone: computed once per seed, not on every rerun. */
const categoryCache = new WeakMap<SeedGeometry, Int16Array>();

function computeCategories(geo: SeedGeometry): Int16Array {
  const out = new Int16Array(geo.width * geo.height).fill(-1);
  for (let cell = 0; cell < out.length; cell++) {
    if (geo.kind[cell] !== KIND.LAND) continue;
    const init = geo.initial[cell];
    const group = init === TERRAIN.SETTLEMENT || init === TERRAIN.PORT ? 0 : init === TERRAIN.FOREST ? 1 : 2;
    out[cell] = (group * DIST_BINS + distBin(geo.mdist[cell])) * 2 + geo.coastal[cell];
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

/**
 * Adds one cell's observations: its category, its observed class counts (6 from `countsAt`) and
 * the model's distribution there (6 from `qAt`), once per observation. Unobserved cells add nothing.
 */
export function addEvidence(
  evidence: CategoryEvidence,
  category: number,
  counts: ArrayLike<number>,
  countsAt: number,
  q: ArrayLike<number>,
  qAt: number,
): void {
  if (category < 0) return;
  let n = 0;
  for (let c = 0; c < CLASSES; c++) n += counts[countsAt + c];
  if (n === 0) return;
  evidence.cells[category] += n;
  for (let c = 0; c < CLASSES; c++) {
    evidence.observed[category * CLASSES + c] += counts[countsAt + c];
    evidence.predicted[category * CLASSES + c] += n * q[qAt + c];
  }
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
 * the rest. `counts` holds each cell's observed class counts (6 per cell, every cell of the map);
 * `q` holds land distributions (6 per land cell).
 */
export function applyLocalVigour(geo: SeedGeometry, q: Float64Array, counts: Float64Array, radius: number, strength: number, power: number): void {
  const { width, height } = geo;
  const seen = new Float64Array(width * height);
  const settled = new Float64Array(width * height);
  const predicted = new Float64Array(width * height);
  geo.land.forEach((cell, k) => {
    for (let c = 0; c < CLASSES; c++) seen[cell] += counts[cell * CLASSES + c];
    settled[cell] = counts[cell * CLASSES + 1] + counts[cell * CLASSES + 2];
    predicted[cell] = seen[cell] * (q[k * CLASSES + 1] + q[k * CLASSES + 2]);
  });
  const sumN = summedArea(seen, width, height);
  const sumO = summedArea(settled, width, height);
  const sumM = summedArea(predicted, width, height);
  geo.land.forEach((cell, k) => {
    const x = cell % width;
    const y = (cell - x) / width;
    const n = squareSum(sumN, width, height, x, y, radius);
    if (n === 0) return;
    const m = squareSum(sumM, width, height, x, y, radius) / n;
    if (m <= 1e-6) return;
    const o = squareSum(sumO, width, height, x, y, radius);
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
