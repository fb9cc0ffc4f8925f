import { z } from "zod";
import table from "./past-rounds.json";

/** Regime rates of the real rounds (from their ground truth; written by scripts/regime-past-rounds.ts). */
export const pastRoundsSchema = z.object({
  rateNames: z.array(z.string()),
  rounds: z.array(z.object({ round: z.number().int(), label: z.string(), rates: z.array(z.number().min(0).max(1)) })),
});
export type PastRounds = z.infer<typeof pastRoundsSchema>;
export type PastRound = PastRounds["rounds"][number];

let parsed: PastRounds | null = null;

export function pastRounds(): PastRounds {
  parsed ??= pastRoundsSchema.parse(table);
  return parsed;
}
