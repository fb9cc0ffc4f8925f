import type { EditEffect } from "./expected-run";

/** A submission expected to score this many points below the model alone is confirmed first. */
export const CONFIRM_LOSS_POINTS = 5;

type Estimate = { round: { mean: number }; withoutAdjustments: { round: { mean: number } }; pins: EditEffect | null };

/**
 * How many points the pins and adjustments together are expected to cost the round against the
 * model alone (positive: a loss), or null when that is not known now (no estimate yet, or one of
 * inputs the screen no longer shows). The adjustments' part is the same difference the expected
 * score panel shows (without them → with them), so the two figures agree.
 */
export function expectedLossAgainstModel(result: Estimate | null | undefined, stale: boolean): number | null {
  if (!result || stale) return null;
  return result.withoutAdjustments.round.mean - result.round.mean - (result.pins?.change ?? 0);
}

/** Whether Submit asks "are you sure?" first. */
export const needsConfirmation = (loss: number | null) => loss !== null && loss > CONFIRM_LOSS_POINTS;
