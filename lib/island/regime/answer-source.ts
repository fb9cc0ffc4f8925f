// A replayed real round is answered by the emulator (a seed's one or two real runs, else the fit of
// the round), and scored against the real ground truth. How far the answers lead the model away from
// that truth differs by round, and the fit's own score against the real truth (shipped with every
// fit) says much of it: where the emulator could not reproduce a round (fit score 83), the model,
// reading answers of the same emulator, scores ~10 points under its estimate; where it could (93), a
// point over. The estimate's KLs are multiplied by exp(log ratio), the log ratio read from the fit's
// score by a line fitted on other replayed rounds, with their residuals' spread.

/** Sets of residual quantiles tried: from the shift alone to the widest spread. */
export const QUANTILE_SETS: readonly (readonly number[])[] = [[0.5], [0.3, 0.5, 0.7], [0.2, 0.35, 0.5, 0.65, 0.8], [0.1, 0.3, 0.5, 0.7, 0.9]];

/** What the fit's score says of a replayed round's answers, and how sure that is. */
export interface AnswerSourceLine {
  /** Mean gap (100 − fit score) of the rounds fitted on. */
  centre: number;
  /** Mean log ratio (real KL / estimated KL) at the centre. */
  shift: number;
  /** Change of the log ratio per point of gap. */
  slope: number;
  /** Quantiles of the residuals around the line: each multiplies the predictive draws. */
  residualLogRatios: number[];
}

/** One replayed seed as the line is fitted on: its round's fit score and its log ratio. */
export interface AnswerSourcePoint {
  fitScore: number;
  logRatio: number;
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

/** The least-squares line of log ratio on gap over `points`, with `quantiles` of its residuals. */
export function fitAnswerSource(points: readonly AnswerSourcePoint[], quantiles: readonly number[]): AnswerSourceLine {
  const n = points.length;
  if (n === 0) return { centre: 0, shift: 0, slope: 0, residualLogRatios: [0] };
  const gaps = points.map((p) => 100 - p.fitScore);
  const centre = gaps.reduce((a, g) => a + g, 0) / n;
  const shift = points.reduce((a, p) => a + p.logRatio, 0) / n;
  const sxx = gaps.reduce((a, g) => a + (g - centre) ** 2, 0);
  const slope = sxx > 0 ? points.reduce((a, p, i) => a + (gaps[i] - centre) * (p.logRatio - shift), 0) / sxx : 0;
  const residuals = points.map((p, i) => p.logRatio - shift - slope * (gaps[i] - centre)).sort((a, b) => a - b);
  return { centre, shift, slope, residualLogRatios: quantiles.map((q) => quantile(residuals, q)) };
}

/** The log ratios a seed of a round whose fit scored `fitScore` is estimated with. */
export function answerLogRatiosFor(line: AnswerSourceLine, fitScore: number): number[] {
  const at = line.shift + line.slope * (100 - fitScore - line.centre);
  return line.residualLogRatios.map((r) => r + at);
}

/**
 * The quantile set whose intervals, judged round by round on `rounds` (each round's line fitted on
 * the others), hold a share of the seeds nearest `target`; the narrower set on a tie. `inside`
 * says whether a seed's real score falls inside its interval under the log ratios given.
 */
export function chooseQuantiles<S extends AnswerSourcePoint & { round: number }>(
  seeds: readonly S[],
  inside: (seed: S, logRatios: number[]) => boolean,
  target: number,
): readonly number[] {
  const rounds = [...new Set(seeds.map((s) => s.round))];
  let best = QUANTILE_SETS[QUANTILE_SETS.length - 1];
  let bestMiss = Infinity;
  for (const set of QUANTILE_SETS) {
    let held = 0;
    for (const r of rounds) {
      const line = fitAnswerSource(
        seeds.filter((s) => s.round !== r),
        set,
      );
      for (const s of seeds.filter((x) => x.round === r)) if (inside(s, answerLogRatiosFor(line, s.fitScore))) held++;
    }
    const miss = Math.abs(held / Math.max(1, seeds.length) - target);
    if (miss < bestMiss - 1e-9) {
      best = set;
      bestMiss = miss;
    }
  }
  return best;
}
