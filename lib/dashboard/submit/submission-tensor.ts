import { safeTensor, validatePrediction, type Observation, type RoundDetail, type Tensor } from "@/lib/island";
import { predict } from "@/lib/island/model";
import { pinsToOptions, type Pin } from "@/lib/island/regime/pins";
import { applyAdjustments, flattenTensor, unflattenTensor, type Adjustment } from "../edits/adjust";

/**
 * Lowest probability any class gets in a submitted tensor. Small, so the model's own calibrated
 * floor stands; it only guards against a class an adjustment pushed to zero (infinite KL).
 */
export const SUBMIT_FLOOR = 0.001;

/** The model's prediction for every seed (all five are computed together), with the team's pinned rates. */
export function modelPrediction(round: RoundDetail, observations: readonly Observation[], pins: readonly Pick<Pin, "rate" | "value">[] = []): Tensor[] {
  return predict(round, observations, undefined, { pins: pinsToOptions(pins) });
}

/**
 * The tensor submitted for a seed: model prediction ∘ enabled adjustments, floored and
 * renormalised, then checked the way the service checks it.
 */
export function submissionTensor(
  round: RoundDetail,
  prediction: Tensor,
  seed: number,
  adjustments: readonly Adjustment[],
): { tensor: Tensor; error: string | null } {
  const W = round.map_width;
  const H = round.map_height;
  // A model output of the wrong shape must not be padded into something "valid".
  const modelError = validatePrediction(prediction, H, W);
  if (modelError) return { tensor: prediction, error: `The model's prediction is not valid: ${modelError}` };
  const adjusted = applyAdjustments(flattenTensor(prediction), W, H, seed, adjustments);
  const tensor = safeTensor(unflattenTensor(adjusted, W, H), SUBMIT_FLOOR);
  return { tensor, error: validatePrediction(tensor, H, W) };
}
