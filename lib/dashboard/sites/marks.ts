import type { Adjustment, AdjustmentBody } from "../edits/adjust";

/**
 * A team member's mark on a settlement: "this one thrives" or "this one fails", stored as an
 * adjustment of the site and its ring (region kind "site") that multiplies the odds of a
 * settlement or port there. Being an adjustment, a mark is shared with teammates, goes into the
 * submitted tensor and the expected score, and is scored edit by edit after the round.
 */

export type MarkDirection = "thriving" | "failing";

/** How sure the mark is: the factor on the odds of a settlement or port around the site. */
export const MARK_STRENGTHS = [
  { id: "slightly", label: "slightly (odds ×1.5)", factor: 1.5 },
  { id: "fairly", label: "fairly (odds ×2.5)", factor: 2.5 },
  { id: "very", label: "very (odds ×4)", factor: 4 },
] as const;
export type MarkStrength = (typeof MARK_STRENGTHS)[number]["id"];

const SETTLED = [1, 2] as const;

/** The adjustment a mark is stored as. */
export function markBody(site: { x: number; y: number }, seed: number, direction: MarkDirection, strength: MarkStrength): AdjustmentBody {
  const factor = MARK_STRENGTHS.find((s) => s.id === strength)?.factor ?? 2.5;
  const w = direction === "thriving" ? factor : 1 / factor;
  const weights = [1, 1, 1, 1, 1, 1].map((one, c) => ((SETTLED as readonly number[]).includes(c) ? Number(w.toFixed(3)) : one));
  return {
    label: `Settlement (${site.x}, ${site.y}) ${direction}`,
    seeds: [seed],
    region: { kind: "site", x: site.x, y: site.y },
    mode: "weights",
    weights,
    target: [1, 0, 0, 0, 0, 0],
    strength: 0.5,
  };
}

export type SiteMark = { adjustment: Adjustment; direction: MarkDirection; factor: number };

/** The mark on the site at (x, y) of `seed`, if one is saved (the last one, if several). */
export function siteMarkOf(adjustments: readonly Adjustment[], seed: number, x: number, y: number): SiteMark | null {
  let found: SiteMark | null = null;
  for (const a of adjustments) {
    const r = a.region;
    if (r.kind !== "site" || r.x !== x || r.y !== y || !a.seeds.includes(seed) || a.mode !== "weights") continue;
    const w = a.weights[1];
    found = { adjustment: a, direction: w >= 1 ? "thriving" : "failing", factor: w >= 1 ? w : 1 / w };
  }
  return found;
}
