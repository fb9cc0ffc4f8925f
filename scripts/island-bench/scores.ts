import type { Calibration } from "../../lib/island/regime/calibration";
import { seedEstimate } from "../../lib/island/regime/estimate";
import type { SeedRow } from "./cases";

/** Seeds scored: each seed's estimate and 80 % interval against its real score, and their summary line. */

export interface Scored {
  row: SeedRow;
  mean: number;
  lo: number;
  hi: number;
  reason: string;
}

export function scoreSeeds(rows: readonly SeedRow[], calibration: Calibration, strengthIndex: number): Scored[] {
  return rows.map((row) => {
    const est = seedEstimate({ ...row.features, deltas: row.deltas ? row.deltas[strengthIndex] : undefined }, calibration);
    return { row, mean: est.mean, lo: est.lo, hi: est.hi, reason: est.reason };
  });
}

export function summary(scored: readonly Scored[]): { mae: number; coverage: number; width: number; n: number } {
  const n = Math.max(1, scored.length);
  return {
    mae: scored.reduce((a, s) => a + Math.abs(s.mean - s.row.actual), 0) / n,
    coverage: scored.filter((s) => s.row.actual >= s.lo && s.row.actual <= s.hi).length / n,
    width: scored.reduce((a, s) => a + (s.hi - s.lo), 0) / n,
    n: scored.length,
  };
}

export const line = (s: ReturnType<typeof summary>) => `estimate-mae ${s.mae.toFixed(3)} coverage ${s.coverage.toFixed(3)} width ${s.width.toFixed(2)}`;
