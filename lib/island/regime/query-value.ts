import { addOutcome, emptyCounts, RATE_COUNT, RATE_NAMES } from "../model/latent";
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

function betaSd(a: number, b: number): number {
  return Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1)));
}

/**
 * How much `trials[r]` more cells (scaled by `share`) narrow each rate's Beta posterior, with hits
 * added at its current mean. The same measure for a suggestion shown to the team and for the
 * planner that picks it.
 */
export function narrowingOf(trials: ArrayLike<number>, posteriors: readonly RatePosterior[], share = EFFECTIVE_TRIAL_SHARE): QueryValue {
  let sum = 0;
  let n = 0;
  let topRate: string | null = null;
  let topNarrowing = 0;
  posteriors.forEach((p, r) => {
    if (r >= RATE_NAMES.length) return;
    const add = share * trials[r];
    const before = betaSd(p.alpha, p.beta);
    const after = betaSd(p.alpha + add * p.mean, p.beta + add * (1 - p.mean));
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

/**
 * Per rate, the number of trials each cell of a seed's map adds when observed (row-major,
 * `RATE_COUNT` arrays of W×H). Trials depend only on the initial map, so this is exact before
 * the query is spent.
 */
export function cellTrials(round: RoundDetail, seed: number): Float64Array[] {
  const geo = seedGeometry(round.initial_states[seed].grid);
  const cells = geo.width * geo.height;
  const out = Array.from({ length: RATE_COUNT }, () => new Float64Array(cells));
  const counts = emptyCounts();
  for (let cell = 0; cell < cells; cell++) {
    counts.trials.fill(0);
    addOutcome(counts, geo, cell, NO_OUTCOME);
    for (let r = 0; r < RATE_COUNT; r++) out[r][cell] = counts.trials[r];
  }
  return out;
}

/**
 * What a query is expected to buy for the regime: the cells of the viewport add trials to the
 * rates they inform, and each rate's Beta posterior narrows accordingly.
 */
export function queryValue(round: RoundDetail, seed: number, viewport: Viewport, posteriors: readonly RatePosterior[], share = EFFECTIVE_TRIAL_SHARE): QueryValue {
  const geo = seedGeometry(round.initial_states[seed].grid);
  const counts = emptyCounts();
  for (let y = Math.max(0, viewport.y); y < Math.min(geo.height, viewport.y + viewport.h); y++) {
    for (let x = Math.max(0, viewport.x); x < Math.min(geo.width, viewport.x + viewport.w); x++) addOutcome(counts, geo, y * geo.width + x, NO_OUTCOME);
  }
  return narrowingOf(counts.trials, posteriors, share);
}
