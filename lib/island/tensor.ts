import { CLASS_COUNT, terrainToClass } from "./terrain";

/** Probability tensor `t[y][x][class]`: H rows × W columns × 6 classes. */
export type Tensor = number[][][];

/** A cell's sum may differ from 1.0 by at most this much. */
export const SUM_TOLERANCE = 0.01;

/**
 * Checks a prediction the way POST /submit does and returns the service's first
 * error message, or null when the tensor is acceptable. Checks run row by row,
 * cell by cell, in the order the service lists them.
 */
export function validatePrediction(t: unknown, H: number, W: number): string | null {
  if (!Array.isArray(t)) return `Expected ${H} rows, got ${describeNonList(t)}`;
  if (t.length !== H) return `Expected ${H} rows, got ${t.length}`;
  for (let y = 0; y < H; y++) {
    const row: unknown = t[y];
    if (!Array.isArray(row)) return `Row ${y}: expected ${W} cols, got ${describeNonList(row)}`;
    if (row.length !== W) return `Row ${y}: expected ${W} cols, got ${row.length}`;
    for (let x = 0; x < W; x++) {
      const cell: unknown = row[x];
      if (!Array.isArray(cell)) return `Cell (${y},${x}): expected ${CLASS_COUNT} probs, got ${describeNonList(cell)}`;
      if (cell.length !== CLASS_COUNT) return `Cell (${y},${x}): expected ${CLASS_COUNT} probs, got ${cell.length}`;
      // JSON cannot carry NaN or Infinity, so a non-finite value only reaches here from code.
      if (!cell.every((p) => typeof p === "number" && Number.isFinite(p))) {
        return `Cell (${y},${x}): probabilities must be finite numbers`;
      }
      const probs = cell as number[];
      const s = pythonSum(probs);
      if (Math.abs(s - 1.0) > SUM_TOLERANCE) return `Cell (${y},${x}): probs sum to ${pythonFloatRepr(s)}, expected 1.0`;
      if (probs.some((p) => p < 0)) return `Cell (${y},${x}): negative probability`;
    }
  }
  return null;
}

function describeNonList(v: unknown): string {
  return v === null ? "null" : typeof v;
}

/**
 * Sum of floats as Python's built-in `sum()` computes it (Neumaier-compensated since
 * Python 3.12), so the sum quoted in an error reads like the service's, e.g. `1.1`
 * rather than `1.0999999999999999`.
 */
export function pythonSum(values: readonly number[]): number {
  let total = 0;
  let c = 0;
  for (const x of values) {
    const t = total + x;
    if (Math.abs(total) >= Math.abs(x)) c += total - t + x;
    else c += x - t + total;
    total = t;
  }
  if (c !== 0 && Number.isFinite(c)) total += c;
  return total;
}

/** `repr(float)` in Python: shortest round-trip digits, `1.0` not `1`, `1e-05` not `0.00001`. */
export function pythonFloatRepr(v: number): string {
  if (Number.isNaN(v)) return "nan";
  if (v === Infinity) return "inf";
  if (v === -Infinity) return "-inf";
  if (v === 0) return Object.is(v, -0) ? "-0.0" : "0.0";
  const sign = v < 0 ? "-" : "";
  const [mantissa, expText] = Math.abs(v).toExponential().split("e");
  const digits = mantissa.replace(".", "");
  const exp = Number(expText);
  if (exp < -4 || exp >= 16) {
    const frac = digits.slice(1);
    const e = `${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
    return `${sign}${digits[0]}${frac ? `.${frac}` : ""}e${e}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const fracPart = digits.slice(exp + 1) || "0";
  return `${sign}${intPart}.${fracPart}`;
}

/**
 * A tensor that is always safe to submit and to score: negatives and NaN become 0,
 * every class is raised to at least `floor` (a zero where the ground truth is not
 * zero makes the KL divergence infinite), then each cell is renormalised to sum 1.
 */
export function safeTensor(t: Tensor, floor = 0.01): Tensor {
  return t.map((row) =>
    row.map((cell) => {
      const raised = Array.from({ length: CLASS_COUNT }, (_, k) => {
        const p = cell[k];
        const clean = typeof p === "number" && Number.isFinite(p) && p > 0 ? p : 0;
        return Math.max(clean, floor);
      });
      const total = raised.reduce((a, b) => a + b, 0);
      if (total <= 0) return raised.map(() => 1 / CLASS_COUNT);
      return raised.map((p) => p / total);
    }),
  );
}

/** Index of the most probable class per cell (first one on ties). */
export function argmaxGrid(t: Tensor): number[][] {
  return t.map((row) =>
    row.map((cell) => {
      let best = 0;
      for (let k = 1; k < cell.length; k++) if (cell[k] > cell[best]) best = k;
      return best;
    }),
  );
}

/** Highest probability per cell, rounded to 3 decimals as GET /my-predictions reports it. */
export function confidenceGrid(t: Tensor): number[][] {
  return t.map((row) => row.map((cell) => pythonRound(Math.max(...cell), 3)));
}

/**
 * Python's `round(x, digits)`: rounds the exact binary value (so 0.1235, stored as
 * 0.12349999…, gives 0.123) and breaks exact ties to even (0.5625 → 0.562).
 */
export function pythonRound(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const scale = 10 ** digits;
  const scaled = x * scale;
  const floor = Math.floor(scaled);
  // An exact tie needs x to be a dyadic fraction whose scaled value ends in .5 exactly.
  if (scaled - floor === 0.5 && exactProduct(x, scale, scaled)) {
    return (floor % 2 === 0 ? floor : floor + 1) / scale;
  }
  return Number(x.toFixed(digits));
}

/** True when `x * scale` was computed without rounding (checked in two halves). */
function exactProduct(x: number, scale: number, product: number): boolean {
  // Splitting x into high and low parts lets the error of the product be recovered exactly.
  const split = 134217729 * x; // 2^27 + 1
  const xHi = split - (split - x);
  const xLo = x - xHi;
  const err = xHi * scale - product + xLo * scale;
  return err === 0;
}

/** 1/6 everywhere: the quickstart baseline. */
export function uniformTensor(H: number, W: number): Tensor {
  return Array.from({ length: H }, () =>
    Array.from({ length: W }, () => Array.from({ length: CLASS_COUNT }, () => 1 / CLASS_COUNT)),
  );
}

/** One-hot tensor of an initial terrain grid (`grid[y][x]` terrain codes). */
export function initialStateToOneHot(grid: number[][]): Tensor {
  return grid.map((row) =>
    row.map((code) => {
      const cell = new Array<number>(CLASS_COUNT).fill(0);
      cell[terrainToClass(code)] = 1;
      return cell;
    }),
  );
}

/** Tensor dimensions `{H, W}` (W from the first row; 0 for an empty tensor). */
export function tensorShape(t: Tensor): { H: number; W: number } {
  return { H: t.length, W: t[0]?.length ?? 0 };
}
