// Fitting the calibration's thin-evidence widening on past rounds (offline, by the estimate
// benchmark): a search over scales and fades judged by how many past seeds fall inside their
// interval. The workspace's runtime estimate is estimate.ts; this module is used only by scripts.
import type { Calibration } from "./calibration";
import { seedEstimate, type SeedFeatures } from "./estimate";

/** Thin-evidence scales tried when they are fitted on rounds played with few queries. */
export const THIN_SCALES = [1, 1.5, 2, 3, 4, 6, 8, 12] as const;
/**
 * Evidence weights at which the widening is half gone, tried besides the calibration's prior weight:
 * a smaller one lets a full round's interval shed the widening that thin rounds need.
 */
export const THIN_WEIGHTS = [150, 75, 40, 20] as const;

interface Judged {
  features: SeedFeatures;
  actual: number;
}

function judge(c: Calibration, cases: readonly Judged[]): { inside: number; width: number } {
  let inside = 0;
  let width = 0;
  for (const t of cases) {
    const e = seedEstimate(t.features, c);
    if (t.actual >= e.lo && t.actual <= e.hi) inside++;
    width += e.hi - e.lo;
  }
  const n = Math.max(1, cases.length);
  return { inside: inside / n, width: width / n };
}

/** The smallest thin-evidence scale (× THIN_SCALES of the calibration's) at which `coverage` of the thin cases fall inside. */
function thinScaled(calibration: Calibration, thin: readonly Judged[], coverage: number): Calibration {
  const at = (factor: number) => ({ ...calibration, thinEvidenceScale: calibration.thinEvidenceScale * factor });
  for (const factor of THIN_SCALES) {
    const c = at(factor);
    if (judge(c, thin).inside >= coverage) return c;
  }
  return at(THIN_SCALES[THIN_SCALES.length - 1]);
}

/**
 * The calibration with its thin-evidence widening fitted on seeds of past rounds seen with few
 * queries (`actual`: what each scored): the smallest scale at which `coverage` of them fall inside
 * their interval, never below the calibration's own. Given the same rounds' seeds with all their
 * queries (`full`), also how fast the widening fades as evidence grows (thinWeight, the prior
 * weight or one of THIN_WEIGHTS): the fade whose full-round intervals are narrowest while
 * `coverage` of those still fall inside. Without thin seeds it is returned unchanged.
 */
export function withThinEvidenceFitted(
  calibration: Calibration,
  thin: readonly Judged[],
  coverage = 0.8,
  full: readonly Judged[] = [],
): Calibration {
  if (thin.length === 0) return calibration;
  let best = thinScaled(calibration, thin, coverage);
  if (full.length === 0) return best;
  let bestJudged = judge(best, full);
  for (const thinWeight of THIN_WEIGHTS) {
    const c = thinScaled({ ...calibration, thinWeight }, thin, coverage);
    const j = judge(c, full);
    if (j.inside >= coverage && (bestJudged.inside < coverage || j.width < bestJudged.width)) {
      best = c;
      bestJudged = j;
    }
  }
  return best;
}
