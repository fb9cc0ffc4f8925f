// Live team scores of the real 2026 rounds known from public write-ups (../shared/docs/
// island-challenge.md): the round's top score where a team published rank 1, else the best
// published score with its rank. Rounds absent here have no published top score.

export interface RealBestScore {
  round: number;
  score: number;
  /** Rank of that score among the round's teams. */
  rank: number;
  team: string;
}

const KNOWN: RealBestScore[] = [
  { round: 5, score: 86.3, rank: 1, team: "Synthetic Synapses" },
  { round: 6, score: 87.6, rank: 2, team: "Synthetic Synapses" },
  { round: 7, score: 74.0, rank: 2, team: "Synthetic Synapses" },
  { round: 19, score: 94.84, rank: 14, team: "Novanet" },
  { round: 22, score: 91.12, rank: 1, team: "Løkka Language Models" },
];

export function realBestScore(round: number): RealBestScore | undefined {
  return KNOWN.find((k) => k.round === round);
}

/** The source label of a practice round made from a real round, e.g. `real round 7 (id)`. */
export function realRoundLabel(round: number, id: string | undefined): string {
  return `real round ${round}${id ? ` (${id})` : ""}`;
}

/** Real round number of a round's source label, or null for generated maps. */
export function realRoundOfSource(source: string): number | null {
  const m = /^real round (\d{1,4})\b/.exec(source);
  return m ? Number(m[1]) : null;
}

/** One line for the analysis of a round made from a real round; null when nothing is known. */
export function realBestLine(source: string): string | null {
  const round = realRoundOfSource(source);
  if (round === null) return null;
  const best = realBestScore(round);
  if (!best) return `Real round ${round}: no live team score of this round is public.`;
  return best.rank === 1
    ? `Real round ${round}: the best live team score was ${best.score.toFixed(2)} (${best.team}).`
    : `Real round ${round}: ${best.score.toFixed(2)} was rank ${best.rank} live (${best.team}); the top score is not public.`;
}
