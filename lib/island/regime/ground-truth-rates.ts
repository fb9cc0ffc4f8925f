import { addOutcome, emptyCounts, RATE_NAMES } from "../model/latent";
import { seedGeometry } from "../model/predict";
import type { RoundDetail } from "../schemas";
import { regimeLabel } from "./labels";
import type { PastRounds } from "./past-rounds";

/** A round's true regime rates: every land cell's ground-truth distribution counted as one trial. */
export function groundTruthRates(round: RoundDetail, groundTruth: readonly (readonly (readonly number[])[])[][]): number[] {
  const counts = emptyCounts();
  round.initial_states.forEach((state, s) => {
    const geo = seedGeometry(state.grid);
    const gt = groundTruth[s];
    for (let cell = 0; cell < geo.width * geo.height; cell++) {
      addOutcome(counts, geo, cell, gt[Math.floor(cell / geo.width)][cell % geo.width]);
    }
  });
  return Array.from(counts.hits, (h, r) => (counts.trials[r] > 0 ? h / counts.trials[r] : 0));
}

/** The table written to past-rounds.json (rates rounded to 4 decimals). */
export function pastRoundRates(rounds: readonly { number: number; round: RoundDetail; groundTruth: number[][][][] }[]): PastRounds {
  return {
    rateNames: [...RATE_NAMES],
    rounds: rounds.map((r) => {
      const rates = groundTruthRates(r.round, r.groundTruth).map((v) => Math.round(v * 1e4) / 1e4);
      const named = Object.fromEntries(RATE_NAMES.map((n, k) => [n, rates[k]]));
      return { round: r.number, label: regimeLabel(named), rates };
    }),
  };
}
