// Site fortunes (see `SiteFortune` in simulate.ts): their spread over a round, and fortunes drawn
// for a round whose real ones are unknown (a generated map, or a real round without a fit).

import { createRng } from "./rng";
import type { SiteFortune } from "./simulate";
import type { InitialState } from "./types";

/** Log-fortunes drawn for a practice round stay within ±2 (a factor of about 7 either way). */
const DRAW_LOG_LIMIT = 2;

/** Spread of a round's fortunes: the root mean square of their logs (0 when all are 1). */
export function fortuneSpread(fortunes: readonly SiteFortune[]): number {
  let sum = 0;
  let count = 0;
  for (const f of fortunes) {
    for (const v of f) {
      if (!(v > 0)) continue;
      sum += Math.log(v) ** 2;
      count++;
    }
  }
  return count > 0 ? Math.sqrt(sum / count) : 0;
}

/**
 * One fortune per initial settlement of every map, log-normal around 1 with the given spread:
 * each site's fate is fixed for the round, as in the real simulator, and differs from site to site
 * about as much as in the real rounds of the regime.
 */
export function drawFortunes(seed: number, initialStates: readonly InitialState[], spread: number): number[][] {
  const rng = createRng(seed);
  return initialStates.map((state) =>
    state.settlements.map(() => {
      const log = Math.max(-DRAW_LOG_LIMIT, Math.min(DRAW_LOG_LIMIT, spread * rng.normal()));
      return Math.round(Math.exp(log) * 1000) / 1000;
    }),
  );
}
