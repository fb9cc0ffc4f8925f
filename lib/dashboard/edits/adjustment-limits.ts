/**
 * Bounds on a team's adjustments, far above play (a handful per seed, brushes of a few hundred
 * cells): each adjustment is applied to every prediction of its seeds, and all of them are sent
 * with the workspace's page, so their number and size bound that page and every submit.
 */

/** Adjustments that may apply to one seed of a round. */
export const MAX_ADJUSTMENTS_PER_SEED = 50;
/** Cells one brushed region may list: every cell of the largest map the service makes (100 × 100). */
export const MAX_ADJUSTMENT_CELLS = 10_000;

/** Why `body` may not be added (or replace `replacing`) beside `existing`, or null when it may. */
export function adjustmentLimitRefusal(existing: readonly { id: string; seeds: readonly number[] }[], body: { seeds: readonly number[] }, replacing?: string): string | null {
  for (const seed of new Set(body.seeds)) {
    const count = existing.filter((a) => a.id !== replacing && a.seeds.includes(seed)).length;
    if (count >= MAX_ADJUSTMENTS_PER_SEED) {
      return `Seed ${seed} has ${count} adjustments already, the most one seed may have (${MAX_ADJUSTMENTS_PER_SEED}). Remove or merge some first.`;
    }
  }
  return null;
}
