/** Scoring of CASES.md, as pure arithmetic. */

export const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const TASK_COUNT = 30;
/** 8 tier-1 + 10 tier-2 + 12 tier-3 tasks, each worth at most 2 × tier. */
export const MAX_NORMALISED = 128;

export type WriteCounts = { writes: number; failedWrites: number };

/** Counts the write calls and the write calls answered with a 4xx in a request-log slice. */
export function countWrites(entries: { method: string; status: number }[]): WriteCounts {
  let writes = 0;
  let failedWrites = 0;
  for (const e of entries) {
    if (!WRITE_METHODS.has(e.method.toUpperCase())) continue;
    writes++;
    if (e.status >= 400 && e.status < 500) failedWrites++;
  }
  return { writes, failedWrites };
}

export type CaseScore = {
  correctness: number;
  perfect: boolean;
  efficiency: number;
  score: number;
  max: number;
};

/**
 * `score = tier × correctness`; a perfect case adds `tier × min(1, bestWrites / writes) × 0.6^failedWrites`.
 * Perfection is decided on points, not on a float ratio.
 */
export function scoreCase(input: {
  tier: number;
  pointsPassed: number;
  pointsTotal: number;
  bestWrites: number;
  writes: number;
  failedWrites: number;
}): CaseScore {
  const { tier, pointsPassed, pointsTotal, bestWrites, writes, failedWrites } = input;
  const perfect = pointsTotal > 0 && pointsPassed >= pointsTotal;
  const correctness = pointsTotal > 0 ? (perfect ? 1 : pointsPassed / pointsTotal) : 0;
  const callRatio = writes <= 0 ? 1 : Math.min(1, bestWrites / writes);
  const efficiency = perfect ? callRatio * Math.pow(0.6, failedWrites) : 0;
  return { correctness, perfect, efficiency, score: tier * correctness + tier * efficiency, max: 2 * tier };
}

export type Scored = { task: number; tier: number; language: string; score: number; max: number; correctness: number; perfect: boolean; writes: number; failedWrites: number; ms: number };

export type Aggregate = {
  cases: number;
  meanCorrectness: number;
  perfectShare: number;
  totalScore: number;
  totalMax: number;
  meanWrites: number;
  meanFailedWrites: number;
  meanMs: number;
};

export function aggregate(rows: Scored[]): Aggregate {
  const n = rows.length;
  const sum = (f: (r: Scored) => number) => rows.reduce((a, r) => a + f(r), 0);
  const mean = (f: (r: Scored) => number) => (n === 0 ? 0 : sum(f) / n);
  return {
    cases: n,
    meanCorrectness: mean((r) => r.correctness),
    perfectShare: mean((r) => (r.perfect ? 1 : 0)),
    totalScore: sum((r) => r.score),
    totalMax: sum((r) => r.max),
    meanWrites: mean((r) => r.writes),
    meanFailedWrites: mean((r) => r.failedWrites),
    meanMs: mean((r) => r.ms),
  };
}

/** Groups rows by a key, keys sorted (numbers numerically). */
export function groupBy<K extends string | number>(rows: Scored[], key: (r: Scored) => K): Map<K, Scored[]> {
  const groups = new Map<K, Scored[]>();
  for (const r of rows) {
    const k = key(r);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The score on the 30-task scale (CASES.md: mean score per task × 30, out of 128): each task present
 * counts with the mean score of its cases, and the mean over those tasks is scaled to 30 tasks.
 */
export function normalisedScore(rows: Scored[]): number {
  const byTask = groupBy(rows, (r) => r.task);
  if (byTask.size === 0) return 0;
  let sumOfTaskMeans = 0;
  for (const taskRows of byTask.values()) sumOfTaskMeans += taskRows.reduce((a, r) => a + r.score, 0) / taskRows.length;
  return (sumOfTaskMeans / byTask.size) * TASK_COUNT;
}
