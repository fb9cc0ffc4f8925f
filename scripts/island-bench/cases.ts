import type { ModelParams } from "../../lib/island/model";
import type { CalibrationRow } from "../../lib/island/regime/calibration";
import type { Pins, SeedFeatures } from "../../lib/island/regime/estimate";
import type { Observation } from "../../lib/island/schemas";
import type { RoundData } from "./load";

/**
 * What the estimate benchmark measures on: a case (a round as a team plays it, in one variant) and
 * the rows drawn from it — a row a seed (its readings and score) and a row a scripted edit.
 */

export type Variant = "baseline" | "few" | "none" | "pinned-near" | "pinned-far" | "none-pinned-far";

export interface BenchCase {
  data: RoundData;
  model: ModelParams;
  observations: Observation[];
  variant: Variant;
  pins: Pins;
  /** Real rounds: excluded from the past rounds the reading is compared with. */
  exclude?: number;
}

/** Cell strengths the benchmark tries for judging edits (chosen nested, as the calibration). */
export const CELL_STRENGTHS = [0.5, 1, 2, 5, 10, 20, 50, 200, 1e9];

export interface SeedRow {
  round: number;
  variant: Variant;
  seed: number;
  features: SeedFeatures;
  /** Per cell strength: the submission's per-draw departures from the model (null: it is the model's). */
  deltas: number[][] | null;
  /** Score of the submission against the ground truth. */
  actual: number;
  calibration: CalibrationRow | null;
}

export interface EditRow {
  round: number;
  label: string;
  realChange: number;
  /** Changed seeds, with their features and, per cell strength, the edit's per-draw departures. */
  seeds: { seed: number; features: SeedFeatures; after: number[][]; realKl: number }[];
}
