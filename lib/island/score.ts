import type { Tensor } from "./tensor";

/**
 * The official scoring: per seed, KL(ground truth ‖ prediction) per cell weighted by
 * the cell's ground-truth entropy, over cells with entropy > 0 only, natural log, no
 * smoothing. A zero in the prediction where the ground truth is positive makes that
 * cell's KL infinite and the seed's score 0 — hence `safeTensor`'s floor.
 */

/** Shannon entropy in nats; zero-probability classes contribute nothing. */
export function entropy(p: readonly number[]): number {
  let h = 0;
  for (const pi of p) if (pi > 0) h -= pi * Math.log(pi);
  return h;
}

/** KL(p ‖ q) in nats; classes with p = 0 contribute nothing; Infinity when q = 0 < p. */
export function klDivergence(p: readonly number[], q: readonly number[]): number {
  let kl = 0;
  for (let i = 0; i < p.length; i++) {
    const pi = p[i];
    if (!(pi > 0)) continue;
    const qi = q[i];
    if (!(qi > 0)) return Infinity;
    kl += pi * Math.log(pi / qi);
  }
  return kl;
}

/** Per-cell contribution to the weighted KL: entropy(gt) × KL(gt ‖ pred). Zero on static cells. */
export function cellLossGrid(gt: Tensor, pred: Tensor): number[][] {
  assertSameShape(gt, pred);
  return gt.map((row, y) =>
    row.map((p, x) => {
      const h = entropy(p);
      return h > 0 ? h * klDivergence(p, pred[y][x]) : 0;
    }),
  );
}

/** Σ entropy·KL / Σ entropy over cells with entropy > 0 (0 when no cell is dynamic). */
export function weightedKl(gt: Tensor, pred: Tensor): number {
  assertSameShape(gt, pred);
  let num = 0;
  let den = 0;
  for (let y = 0; y < gt.length; y++) {
    for (let x = 0; x < gt[y].length; x++) {
      const p = gt[y][x];
      const h = entropy(p);
      if (!(h > 0)) continue;
      num += h * klDivergence(p, pred[y][x]);
      den += h;
    }
  }
  return den > 0 ? num / den : 0;
}

/** Score of converting a weighted KL: `100·exp(−3·wKL)` clamped to 0..100. */
export function scoreFromWeightedKl(wkl: number): number {
  const s = 100 * Math.exp(-3 * wkl);
  if (!(s > 0)) return 0;
  return Math.min(100, s);
}

/** The weighted KL a score above 0 comes from (scoreFromWeightedKl's inverse; Infinity for 0). */
export function weightedKlFromScore(score: number): number {
  return score > 0 ? -Math.log(Math.min(100, score) / 100) / 3 : Infinity;
}

/** Official per-seed score, 0..100. */
export function scoreSeed(gt: Tensor, pred: Tensor): number {
  return scoreFromWeightedKl(weightedKl(gt, pred));
}

/**
 * Round score: the mean over the round's seeds, a missing seed (null/undefined or
 * beyond the array) counting 0.
 */
export function roundScore(seedScores: readonly (number | null | undefined)[], seedsCount = 5): number {
  const n = Math.max(seedsCount, seedScores.length);
  if (n === 0) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) total += seedScores[i] ?? 0;
  return total / n;
}

function assertSameShape(gt: Tensor, pred: Tensor): void {
  if (gt.length !== pred.length) throw new Error(`Shape mismatch: ground truth has ${gt.length} rows, prediction ${pred.length}`);
  for (let y = 0; y < gt.length; y++) {
    if (gt[y].length !== pred[y].length) {
      throw new Error(`Shape mismatch in row ${y}: ground truth has ${gt[y].length} cols, prediction ${pred[y].length}`);
    }
  }
}
