import type { SeedReview } from "./round-review";

/** The after-the-round review in words, as the analysis and the rounds review show it. */

const f1 = (v: number) => v.toFixed(1);
/** A signed figure with a true minus sign: "+1.2", "−4.1". */
export const signed = (v: number) => `${v < 0 ? "−" : "+"}${f1(Math.abs(v))}`;
const pct = (v: number) => `${Math.round(v * 100)} %`;

/** "Your edits: −4.1 on seed 0" */
export function describeDifference(difference: number, where: string): string {
  return `Your edits: ${signed(difference)} on ${where}`;
}

/** "cost 3.9 points" / "gained 1.2 points" / "no effect" */
export function describeEditWorth(delta: number): string {
  if (Math.abs(delta) < 0.05) return "no effect";
  return delta < 0 ? `cost ${f1(-delta)} points` : `gained ${f1(delta)} points`;
}

/**
 * The round's edit counts, which count an edit once per seed it was applied to: "5 seed-edits
 * gained points, 1 cost points (an edit counts once for each seed it touched)". Empty when none moved the score.
 */
export function describeEditCounts(helped: number, costly: number): string {
  if (helped + costly === 0) return "";
  const n = (k: number) => `${k} seed-edit${k === 1 ? "" : "s"}`;
  return `${n(helped)} gained points, ${n(costly)} cost points (an edit counts once for each seed it touched).`;
}

/** "expected ≈92.3 (85.5–93.3), scored 81.6: outside" (null: nothing was submitted). */
export function describeEstimate(seed: Pick<SeedReview, "submitted" | "score" | "expected" | "verdict">): string | null {
  if (!seed.submitted || seed.score === null) return null;
  const scored = `scored ${f1(seed.score)}`;
  if (!seed.expected) return `No expected score was recorded with this submission; ${scored}.`;
  if ("pending" in seed.expected) return `Submitted while the expected score was updating (none shown for what was sent); ${scored}.`;
  const e = seed.expected;
  return `expected ≈${f1(e.mean)} (${f1(e.lo)}–${f1(e.hi)}), ${scored}: ${seed.verdict}`;
}

/** "Where we looked: 4 queries; 31 % of the loss inside observed cells, 69 % outside (observed: 18 % of the cells that change)." */
export function describeLooked(seed: Pick<SeedReview, "windows" | "lossInsideShare" | "observedDynamicShare">): string | null {
  if (seed.lossInsideShare === null) return null;
  const n = seed.windows.length;
  if (n === 0) return "Where we looked: no query on this seed; all of the loss is outside observed cells.";
  return `Where we looked: ${n} quer${n === 1 ? "y" : "ies"}; ${pct(seed.lossInsideShare)} of the loss inside observed cells, ${pct(1 - seed.lossInsideShare)} outside (observed: ${pct(seed.observedDynamicShare)} of the cells that change).`;
}
