import type { Observation, RoundDetail } from "../schemas";
import type { Tensor } from "../tensor";
import type { ModelParams } from "./params";
import paramsJson from "./params.json";
import { planQueriesWith, type PlannedViewport } from "./plan";
import { predictWith, warmRoundWith, type PredictOptions } from "./predict";

export type { ModelParams } from "./params";
export type { PlannedViewport } from "./plan";
export type { PredictOptions } from "./predict";
export type { RateName } from "./latent";

let shipped: ModelParams | null = null;

/** The committed model (lib/island/model/params.json, written by `npm run train:island`). */
export function defaultModel(): ModelParams {
  shipped ??= paramsJson as unknown as ModelParams;
  return shipped;
}

/**
 * Calibrated H×W×6 distribution for each of the round's seeds, from the initial maps and every
 * observation so far (observations of any seed inform all five: the hidden parameters are shared).
 */
export function predict(
  round: RoundDetail,
  observations: readonly Observation[],
  model: ModelParams = defaultModel(),
  options: PredictOptions = {},
): Tensor[] {
  return predictWith(model, round, observations, options);
}

/** Precomputes the map-only part of the round's predictions (see warmRoundWith). */
export function warmRound(round: RoundDetail, model: ModelParams = defaultModel()): void {
  warmRoundWith(model, round);
}

/**
 * Up to `budgetLeft` viewports (with the seed to query each on), best first: coverage of the
 * uncertain land first, spread evenly over the seeds, then repeats where uncertainty is highest.
 */
export function planQueries(
  round: RoundDetail,
  observations: readonly Observation[],
  budgetLeft: number,
  model: ModelParams = defaultModel(),
): PlannedViewport[] {
  return planQueriesWith(model, round, observations, budgetLeft);
}
