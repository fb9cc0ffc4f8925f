import type { Observation, RoundDetail, Viewport } from "../schemas";
import { VIEWPORT_MAX, VIEWPORT_MIN } from "../schemas";
import { entropy } from "../score";
import type { ModelParams } from "./params";
import { forEachObservedCell, predictWith } from "./predict";

/** A viewport to query and the seed to query it on. */
export type PlannedViewport = Viewport & { seed_index: number };

/** Worth of looking at a cell again after n looks, relative to the first: coverage first. */
const REPEAT_DECAY = 0.3;

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

  const windowValues = (seed: number) => {
    const value = new Float64Array(W * H);
    for (let i = 0; i < W * H; i++) value[i] = uncertainty[seed][i] * Math.pow(REPEAT_DECAY, looks[seed][i]);
    // Summed-area table of the values, then every window position.
    const s = new Float64Array((W + 1) * (H + 1));
    for (let y = 0; y < H; y++) {
      let row = 0;
      for (let x = 0; x < W; x++) {
        row += value[y * W + x];
        s[(y + 1) * (W + 1) + x + 1] = s[y * (W + 1) + x + 1] + row;
      }
    }
    let best = { x: 0, y: 0, v: -1 };
    for (let y = 0; y + h <= H; y++) {
      for (let x = 0; x + w <= W; x++) {
        const v = s[(y + h) * (W + 1) + x + w] - s[y * (W + 1) + x + w] - s[(y + h) * (W + 1) + x] + s[y * (W + 1) + x];
        if (v > best.v + 1e-12) best = { x, y, v };
      }
    }
    return best;
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
    for (let y = choice.y; y < choice.y + h; y++) for (let x = choice.x; x < choice.x + w; x++) looks[choice.seed][y * W + x] += 1;
  }
  return plan;
}
