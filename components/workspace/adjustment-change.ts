/**
 * What the adjustments do to the expected score, in the panel's words, however small: a ×1.32
 * adjustment that moves one seed by +0.1 moves the round (five seeds) by +0.02, which the round's
 * figure alone rounds away.
 */

type Estimates = { seeds: readonly { mean: number }[]; round: { mean: number } };

/** "+0.1", "−2.3"; under 0.05 either way two decimals ("+0.02"), and "±0" for none. */
export function signedChange(v: number): string {
  const a = Math.abs(v);
  if (a < 0.005) return "±0";
  const sign = v < 0 ? "−" : "+";
  return `${sign}${a < 0.05 ? a.toFixed(2) : a.toFixed(1)}`;
}

/**
 * "The adjustments change the expected score by +0.02 (seed 2 +0.1)": the round's change and each
 * seed's the adjustments moved; null when there are no adjustments or they change nothing.
 */
export function describeAdjustmentChange(withAdjustments: Estimates, without: Estimates): string | null {
  const seeds = withAdjustments.seeds
    .map((s, i) => ({ i, d: s.mean - (without.seeds[i]?.mean ?? s.mean) }))
    .filter((s) => Math.abs(s.d) >= 0.005);
  if (seeds.length === 0) return null;
  const round = withAdjustments.round.mean - without.round.mean;
  return `The adjustments change the expected score by ${signedChange(round)} (${seeds.map((s) => `seed ${s.i} ${signedChange(s.d)}`).join(", ")})`;
}
