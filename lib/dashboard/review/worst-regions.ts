import { CLASS_COUNT, CLASS_NAMES } from "@/lib/island";

export type Region = {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Sum of entropy × KL over the region's cells. */
  loss: number;
  /** Share of the seed's total loss, 0..1. */
  share: number;
  /** Mean ground-truth and predicted distribution over the region's cells. */
  truth: number[];
  predicted: number[];
};

/** The class whose mean share differs most between truth and prediction in a region. */
export type ClassGap = { cls: number; truth: number; predicted: number; direction: "under" | "over" };

export function biggestGap(r: Pick<Region, "truth" | "predicted">): ClassGap {
  let cls = 0;
  for (let c = 1; c < CLASS_COUNT; c++) if (Math.abs(r.truth[c] - r.predicted[c]) > Math.abs(r.truth[cls] - r.predicted[cls])) cls = c;
  return { cls, truth: r.truth[cls], predicted: r.predicted[cls], direction: r.truth[cls] >= r.predicted[cls] ? "under" : "over" };
}

const pct = (v: number) => `${Math.round(v * 100)} %`;

/** "Settlement under-predicted: 31 % true vs 12 % predicted" — what to change in a region, in words. */
export function describeGap(r: Pick<Region, "truth" | "predicted">): string {
  const g = biggestGap(r);
  return `${CLASS_NAMES[g.cls]} ${g.direction}-predicted: ${pct(g.truth)} true vs ${pct(g.predicted)} predicted`;
}

/**
 * The windows where most of a seed's loss sits: greedy picks of the size×size window with the
 * largest summed loss, each new pick not overlapping the earlier ones.
 */
export function worstRegions(
  loss: number[][],
  truth: number[][][],
  predicted: number[][][],
  opts: { size?: number; count?: number } = {},
): Region[] {
  const H = loss.length;
  const W = H ? loss[0].length : 0;
  const size = Math.min(opts.size ?? 5, H, W);
  const count = opts.count ?? 5;
  if (size === 0) return [];
  // Summed-area table for O(1) window sums.
  const sat = Array.from({ length: H + 1 }, () => new Float64Array(W + 1));
  let total = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const v = Number.isFinite(loss[y][x]) ? loss[y][x] : 0;
      total += v;
      sat[y + 1][x + 1] = v + sat[y][x + 1] + sat[y + 1][x] - sat[y][x];
    }
  }
  const windowSum = (x: number, y: number) => sat[y + size][x + size] - sat[y][x + size] - sat[y + size][x] + sat[y][x];
  const picked: Region[] = [];
  const overlaps = (x: number, y: number) =>
    picked.some((r) => x < r.x + r.w && r.x < x + size && y < r.y + r.h && r.y < y + size);
  while (picked.length < count) {
    let best: { x: number; y: number; s: number } | null = null;
    for (let y = 0; y + size <= H; y++) {
      for (let x = 0; x + size <= W; x++) {
        if (overlaps(x, y)) continue;
        const s = windowSum(x, y);
        if (s > 0 && (!best || s > best.s)) best = { x, y, s };
      }
    }
    if (!best) break;
    picked.push({
      x: best.x,
      y: best.y,
      w: size,
      h: size,
      loss: best.s,
      share: total > 0 ? best.s / total : 0,
      truth: meanDistribution(truth, best.x, best.y, size),
      predicted: meanDistribution(predicted, best.x, best.y, size),
    });
  }
  return picked;
}

function meanDistribution(t: number[][][], x0: number, y0: number, size: number): number[] {
  const acc = new Array<number>(CLASS_COUNT).fill(0);
  for (let y = y0; y < y0 + size; y++) for (let x = x0; x < x0 + size; x++) for (let c = 0; c < CLASS_COUNT; c++) acc[c] += t[y][x][c];
  return acc.map((v) => v / (size * size));
}
