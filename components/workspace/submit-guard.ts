import type { EditEffect } from "./expected-run";

/** A submission expected to score this many points below the model alone is confirmed first. */
export const CONFIRM_LOSS_POINTS = 5;

/**
 * How many points the pins and adjustments together are expected to cost the round against the
 * model alone (positive: a loss), or null when that is not known now (no estimate yet, or one of
 * inputs the screen no longer shows).
 */
export function expectedLossAgainstModel(
  result: { pins: EditEffect | null; adjustments: EditEffect | null } | null | undefined,
  stale: boolean,
): number | null {
  if (!result || stale) return null;
  return -((result.pins?.change ?? 0) + (result.adjustments?.change ?? 0));
}

/** Whether Submit asks "are you sure?" first. */
export const needsConfirmation = (loss: number | null) => loss !== null && loss > CONFIRM_LOSS_POINTS;
