import { rateLabel, rateValue } from "@/lib/island/regime/rate-labels";

/**
 * Words of one submission-history entry. The log records the round's query count at the moment of
 * sending; a seed's own count is the queries of that seed among the first `observationCount`
 * observations of the round (the order they were made, as the analysis counts them).
 */
export function seedQueriesAt(observations: readonly { seed_index: number }[], seedIndex: number, observationCount: number): number {
  let n = 0;
  const upTo = Math.min(observations.length, Math.max(0, observationCount));
  for (let i = 0; i < upTo; i++) if (observations[i].seed_index === seedIndex) n++;
  return n;
}

/** "4 queries on this seed (12 in the round)". */
export function describeSeedQueries(onSeed: number, inRound: number): string {
  const q = (n: number) => `${n} quer${n === 1 ? "y" : "ies"}`;
  return `${q(onSeed)} on this seed (${inRound} in the round)`;
}

/** Pins in the sliders' words: "Settlements survive 0.31, Ports on the coast 0.12 (like round 3)". */
export function describePinsInWords(pins: readonly { rate: string; value: number; likeRound: number | null }[]): string {
  const rounds = [...new Set(pins.map((p) => p.likeRound))];
  const shared = rounds.length === 1 && rounds[0] ? rounds[0] : null;
  const one = (p: (typeof pins)[number]) => `${rateLabel(p.rate)} ${rateValue(p.value)}${!shared && p.likeRound ? ` (like round ${p.likeRound})` : ""}`;
  return `${pins.map(one).join(", ")}${shared ? ` (like round ${shared})` : ""}`;
}
