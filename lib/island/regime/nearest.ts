import type { PastRound } from "./past-rounds";
import type { RatePosterior } from "./posterior";

export interface NearRound {
  round: number;
  label: string;
  /** Root-mean-square distance in posterior standard deviations (logit scale). */
  distance: number;
}

const logit = (p: number) => {
  const q = Math.min(0.999, Math.max(0.001, p));
  return Math.log(q / (1 - q));
};

/**
 * Past rounds ordered by how well they match the current reading of the regime: per rate,
 * the logit distance between a past round's true rate and the posterior mean, divided by the
 * posterior's spread on that scale (plus a floor, so a sharply read rate does not decide alone).
 * Rates are matched by name; a rate a table lacks is skipped.
 */
export function nearestRounds(
  posteriors: readonly RatePosterior[],
  past: { rateNames: readonly string[]; rounds: readonly PastRound[] },
  { exclude }: { exclude?: number } = {},
): NearRound[] {
  const index = new Map(past.rateNames.map((n, k) => [n, k]));
  const spread = posteriors.map((p) => {
    // Logit-scale standard deviation of a Beta(a, b): about sqrt(1/a + 1/b).
    return Math.sqrt(1 / Math.max(p.alpha, 1e-6) + 1 / Math.max(p.beta, 1e-6)) + 0.15;
  });
  return past.rounds
    .filter((r) => r.round !== exclude)
    .map((r) => {
      let sum = 0;
      let n = 0;
      posteriors.forEach((p, k) => {
        const j = index.get(p.name);
        if (j === undefined) return;
        sum += ((logit(r.rates[j]) - logit(p.mean)) / spread[k]) ** 2;
        n++;
      });
      return { round: r.round, label: r.label, distance: n ? Math.sqrt(sum / n) : Infinity };
    })
    .sort((a, b) => a.distance - b.distance);
}

/** "looks like rounds 3 and 10: collapse" from the two nearest rounds. */
export function describeNearest(near: readonly NearRound[]): string {
  const top = near.slice(0, 2);
  if (top.length === 0) return "no past rounds to compare with";
  const rounds = top.length === 1 ? `round ${top[0].round}` : `rounds ${top[0].round} and ${top[1].round}`;
  const labels = [...new Set(top.map((r) => r.label))];
  return `looks like ${rounds}: ${labels.join(" / ")}`;
}
