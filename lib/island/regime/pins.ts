import { z } from "zod";
import { RATE_NAMES, type RateName } from "../model/latent";

/** A rate fixed by the team for a round; the model predicts with it instead of its reading. */

export const PIN_MIN = 0.0005;
export const PIN_MAX = 0.9995;

export const pinInputSchema = z.object({
  rate: z.enum(RATE_NAMES),
  value: z.number().min(PIN_MIN).max(PIN_MAX),
  /** Set when the value was taken from a past round ("like round N"). */
  likeRound: z.number().int().min(1).max(999).nullable().default(null),
});
export type PinInput = z.infer<typeof pinInputSchema>;

export type Pin = PinInput & {
  /** Display name of the member who set it (null: unknown). */
  setBy: string | null;
  updatedAt: string;
};

/** A stored pin, read back: rates the model no longer has are dropped by the caller. */
export const storedPinSchema = pinInputSchema.extend({ setBy: z.string().nullable(), updatedAt: z.string() });

/** The model's `pins` option from a list of pins (the last pin of a rate wins). */
export function pinsToOptions(pins: readonly Pick<Pin, "rate" | "value">[]): Partial<Record<RateName, number>> {
  const out: Partial<Record<RateName, number>> = {};
  for (const p of pins) if ((RATE_NAMES as readonly string[]).includes(p.rate)) out[p.rate] = p.value;
  return out;
}

/** Short text of a pin set for logs and history: "settlement_survival=0.420 (like round 7)". */
export function describePins(pins: readonly { rate: string; value: number; likeRound: number | null }[]): string {
  return pins.map((p) => `${p.rate}=${p.value.toFixed(3)}${p.likeRound ? ` (like round ${p.likeRound})` : ""}`).join(", ");
}
