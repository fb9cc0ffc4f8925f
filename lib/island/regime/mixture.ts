import { RATE_NAMES, type RateName } from "../model/latent";
import type { ModelParams } from "../model/params";
import { observationCounts } from "../model/predict";
import type { Observation, RoundDetail } from "../schemas";
import { logGamma, sampleBeta } from "./beta";
import { pastRounds, type PastRounds } from "./past-rounds";
import { ratePosteriors, type RatePosterior } from "./posterior";

/**
 * What the round's regime may be, as a mixture: one component per past round (a Beta prior on
 * every rate centred on that round's rates, with the model's strength) and one for the model's own
 * prior (a regime unlike any of them), each updated with the round's counts and weighted by how
 * well it explains them (the Beta-binomial marginal likelihood of the counts, each cell a share of
 * a trial as in posterior.ts). With no query the regime is as uncertain as the past rounds differ
 * (a collapse as likely as a boom), which a single Beta around the average round is not; with 50
 * queries the weight sits on the components the answers allow.
 */

export interface RegimeComponent {
  /** The past round the component is centred on (null: the model's own prior). */
  round: number | null;
  posteriors: RatePosterior[];
  /** Posterior probability of the component (the weights sum to 1). */
  weight: number;
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

function logMarginal(posteriors: readonly RatePosterior[], priorMean: readonly number[], strength: number): number {
  let sum = 0;
  posteriors.forEach((p, r) => {
    const m = Math.min(0.999, Math.max(0.001, priorMean[r]));
    sum += logBeta(p.alpha, p.beta) - logBeta(strength * m, strength * (1 - m));
  });
  return sum;
}

/** The regime mixture of a round from its observations; `exclude` leaves a past round out (a benchmark scoring it). */
export function regimeMixture(
  model: ModelParams,
  round: RoundDetail,
  observations: readonly Observation[],
  { past = pastRounds(), exclude }: { past?: PastRounds; exclude?: number } = {},
): RegimeComponent[] {
  const counts = observationCounts(round, observations);
  const strength = model.rateStrength;
  const priors: { round: number | null; mean: number[] }[] = [{ round: null, mean: [...model.priorMean] }];
  for (const r of past.rounds) {
    if (r.round === exclude) continue;
    // Rates matched by name; a rate the table lacks keeps the model's prior mean.
    const mean = RATE_NAMES.map((name, k) => {
      const j = past.rateNames.indexOf(name);
      return j >= 0 ? r.rates[j] : model.priorMean[k];
    });
    priors.push({ round: r.round, mean });
  }
  const components = priors.map((p) => {
    const posteriors = ratePosteriors(RATE_NAMES, counts, p.mean, strength);
    return { round: p.round, posteriors, log: logMarginal(posteriors, p.mean, strength) };
  });
  const top = Math.max(...components.map((c) => c.log));
  const total = components.reduce((a, c) => a + Math.exp(c.log - top), 0);
  return components.map((c) => ({ round: c.round, posteriors: c.posteriors, weight: Math.exp(c.log - top) / total }));
}

/**
 * `count` regime draws from the mixture: components chosen by systematic sampling on their weights
 * (so a component of weight w gets about w·count draws, fewer random gaps), every rate drawn from
 * the chosen component's Beta posterior.
 */
export function sampleRegimeMixture(components: readonly RegimeComponent[], count: number, random: () => number): Partial<Record<RateName, number>>[] {
  const start = random();
  const out: Partial<Record<RateName, number>>[] = [];
  let k = 0;
  let cumulative = components[0]?.weight ?? 0;
  for (let i = 0; i < count && components.length > 0; i++) {
    const u = (start + i) / count;
    while (u > cumulative && k < components.length - 1) cumulative += components[++k].weight;
    const pins: Partial<Record<RateName, number>> = {};
    for (const p of components[k].posteriors) {
      if ((RATE_NAMES as readonly string[]).includes(p.name)) pins[p.name as RateName] = sampleBeta(p.alpha, p.beta, random);
    }
    out.push(pins);
  }
  return out;
}
