import { addOutcome, emptyCounts, RATE_NAMES } from "../model/latent";
import { seedGeometry } from "../model/predict";
import type { RoundDetail, Viewport } from "../schemas";
import { EFFECTIVE_TRIAL_SHARE, type RatePosterior } from "./posterior";

export interface QueryValue {
  /** Mean relative narrowing of the rates' posterior standard deviations (0..1). */
  narrowing: number;
  /** The rate narrowed most, and by how much (relative). */
  topRate: string | null;
  topNarrowing: number;
}

const NO_OUTCOME = new Float64Array(6);

/**
 * What a query is expected to buy for the regime: the cells of the viewport add trials to the
 * rates they inform (trials depend only on the initial map, so this is exact before the query),
 * and each rate's Beta posterior narrows accordingly (hits added at the current mean).
 */
export function queryValue(round: RoundDetail, seed: number, viewport: Viewport, posteriors: readonly RatePosterior[], share = EFFECTIVE_TRIAL_SHARE): QueryValue {
  const geo = seedGeometry(round.initial_states[seed].grid);
  const counts = emptyCounts();
  for (let y = viewport.y; y < Math.min(geo.height, viewport.y + viewport.h); y++) {
    for (let x = viewport.x; x < Math.min(geo.width, viewport.x + viewport.w); x++) addOutcome(counts, geo, y * geo.width + x, NO_OUTCOME);
  }
  let sum = 0;
  let n = 0;
  let topRate: string | null = null;
  let topNarrowing = 0;
  posteriors.forEach((p, r) => {
    if (r >= RATE_NAMES.length) return;
    const add = share * counts.trials[r];
    const sd = (a: number, b: number) => Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
    const before = sd(p.alpha, p.beta);
    const after = sd(p.alpha + add * p.mean, p.beta + add * (1 - p.mean));
    const cut = before > 0 ? 1 - after / before : 0;
    sum += cut;
    n++;
    if (cut > topNarrowing) {
      topNarrowing = cut;
      topRate = p.name;
    }
  });
  return { narrowing: n ? sum / n : 0, topRate, topNarrowing };
}
