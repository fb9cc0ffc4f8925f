// Site fortunes (see `SiteFortune` in simulate.ts): their spread over a round, and symmetric
// log-normal fortunes of a given spread (a known truth for the fortune fit's tests). Practice rounds
// draw theirs from the real rounds' fitted fortunes instead (regime-draw.ts), which lean towards risk.

import { createRng } from "./rng";
import type { SiteFortune } from "./simulate";
import type { InitialState } from "./types";

/** Drawn log-fortunes stay within ±2 (a factor of about 7 either way). */
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

/** One fortune per initial settlement of every map, log-normal around 1 with the given spread. */
export function drawFortunes(seed: number, initialStates: readonly InitialState[], spread: number): number[][] {
  const rng = createRng(seed);
  return initialStates.map((state) =>
    state.settlements.map(() => {
      const log = Math.max(-DRAW_LOG_LIMIT, Math.min(DRAW_LOG_LIMIT, spread * rng.normal()));
      return Math.round(Math.exp(log) * 1000) / 1000;
    }),
  );
}
