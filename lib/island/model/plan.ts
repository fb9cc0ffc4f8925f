import type { Observation, RoundDetail, Viewport } from "../schemas";
import { VIEWPORT_MAX, VIEWPORT_MIN } from "../schemas";
import { entropy } from "../score";
import { ratePosteriors, EFFECTIVE_TRIAL_SHARE, type RatePosterior } from "../regime/posterior";
import { cellTrials, narrowingOf } from "../regime/query-value";
import { RATE_COUNT, RATE_NAMES } from "./latent";
import type { ModelParams } from "./params";
import { forEachObservedCell, observationCounts, predictWith } from "./predict";
import { rectSum, summedArea } from "./summed-area";

/** A viewport to query and the seed to query it on. */
export type PlannedViewport = Viewport & { seed_index: number };

/** Worth of looking at a cell again after n looks, relative to the first: coverage first. */
const REPEAT_DECAY = 0.3;

/**
 * How much a window's narrowing of the regime (the same measure each suggestion shows) adds to
 * its worth: value = unseen uncertainty × (1 + REGIME_WEIGHT × narrowing).
 */
export const REGIME_WEIGHT = 0.3;

/**
 * Where to look next: up to `budgetLeft` viewports, best first. Each seed gets an equal share
 * of the round's queries (the least-queried seed goes next); on that seed the window covering
 * the most predicted uncertainty not yet seen is chosen, so the first pass tiles the dynamic
 * land and later passes revisit the most uncertain areas.
 */
export function planQueriesWith(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  budgetLeft: number,
  { regimeWeight = REGIME_WEIGHT }: { regimeWeight?: number } = {},
): PlannedViewport[] {
  const budget = Math.max(0, Math.floor(budgetLeft));
  const seeds = round.initial_states.length;
  if (budget === 0 || seeds === 0) return [];
  const W = round.map_width;
  const H = round.map_height;
  const w = Math.max(Math.min(VIEWPORT_MAX, W), Math.min(VIEWPORT_MIN, W));
  const h = Math.max(Math.min(VIEWPORT_MAX, H), Math.min(VIEWPORT_MIN, H));

  const tensors = predictWith(model, round, observations);
  const uncertainty = tensors.map((t) => {
    const u = new Float64Array(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) u[y * W + x] = entropy(t[y][x]);
    return u;
  });
  const looks = tensors.map(() => new Float64Array(W * H));
  forEachObservedCell(round, observations, (seed, cell) => {
    looks[seed][cell] += 1;
  });
  const used = new Array<number>(seeds).fill(0);
  for (const obs of observations) if (obs.seed_index >= 0 && obs.seed_index < seeds) used[obs.seed_index] += 1;

  // The regime's posteriors now, and each seed's trials per rate as summed-area tables.
  let posteriors: RatePosterior[] = regimeWeight > 0 ? ratePosteriors(RATE_NAMES, observationCounts(round, observations), model.priorMean, model.rateStrength) : [];
  const trialTables = regimeWeight > 0 ? round.initial_states.map((_, seed) => cellTrials(round, seed).map((t) => summedArea(t, W, H))) : [];
  const windowTrials = new Float64Array(RATE_COUNT);
  const trialsIn = (seed: number, x: number, y: number) => {
    for (let r = 0; r < RATE_COUNT; r++) windowTrials[r] = rectSum(trialTables[seed][r], W, x, y, w, h);
    return windowTrials;
  };

  const windowValues = (seed: number) => {
    const value = new Float64Array(W * H);
    for (let i = 0; i < W * H; i++) value[i] = uncertainty[seed][i] * Math.pow(REPEAT_DECAY, looks[seed][i]);
    const s = summedArea(value, W, H);
    let best = { x: 0, y: 0, v: -1 };
    for (let y = 0; y + h <= H; y++) {
      for (let x = 0; x + w <= W; x++) {
        let v = rectSum(s, W, x, y, w, h);
        if (regimeWeight > 0) v *= 1 + regimeWeight * narrowingOf(trialsIn(seed, x, y), posteriors).narrowing;
        if (v > best.v + 1e-12) best = { x, y, v };
      }
    }
    return best;
  };

  /** A chosen window's cells will be read: its trials join the posteriors, hits at their means. */
  const expectRead = (seed: number, x: number, y: number) => {
    const trials = trialsIn(seed, x, y);
    posteriors = posteriors.map((p, r) => {
      const add = EFFECTIVE_TRIAL_SHARE * trials[r];
      return { ...p, alpha: p.alpha + add * p.mean, beta: p.beta + add * (1 - p.mean) };
    });
  };

  const plan: PlannedViewport[] = [];
  for (let k = 0; k < budget; k++) {
    const fewest = Math.min(...used);
    let choice = { seed: -1, x: 0, y: 0, v: -1 };
    for (let seed = 0; seed < seeds; seed++) {
      if (used[seed] !== fewest) continue;
      const best = windowValues(seed);
      if (best.v > choice.v) choice = { seed, ...best };
    }
    const viewport = { x: choice.x, y: choice.y, w, h };
    plan.push({ ...viewport, seed_index: choice.seed });
    used[choice.seed] += 1;
    if (regimeWeight > 0) expectRead(choice.seed, choice.x, choice.y);
    for (let y = choice.y; y < choice.y + h; y++) for (let x = choice.x; x < choice.x + w; x++) looks[choice.seed][y * W + x] += 1;
  }
  return plan;
}
