/**
 * The one name a round goes by on every page and in the CSV. A practice round made from a real
 * round carries both numbers: the real round it replays (what the team thinks of it as) and its
 * own round number (what the service's lists and the budget count it under).
 */
export function roundName(roundNumber: number, realRound?: number | null): string {
  return realRound == null ? `Round ${roundNumber}` : `Real round ${realRound} (replay, round ${roundNumber})`;
}

/** What the workspace says of a replayed real round: where its maps, answers and score come from. */
export function replayNote(realRound: number, fitted: boolean): string {
  const answers = fitted
    ? `the queries are answered by the emulator's fit of real round ${realRound} (hidden parameters fitted to its real outcome), not by the real simulator`
    : `real round ${realRound} has no fit yet, so the queries are answered by the emulator with hidden parameters drawn from the spread of the real rounds`;
  return `A real round replayed: the initial maps are real round ${realRound}'s and the score is against its real ground truth; ${answers}. The answers can differ from what the real round showed, so a score here can fall short of the figure the queries suggest.`;
}

/** Where a round stands in the list: the ones open for play first, then those waiting, then the closed. */
const STATUS_ORDER: Record<string, number> = { active: 0, pending: 1, scoring: 2, completed: 3 };

/** The rounds list's order: active rounds first (newest first within each status). */
export function roundsInListOrder<T extends { status: string; round_number: number }>(rounds: readonly T[]): T[] {
  const rank = (s: string) => STATUS_ORDER[s] ?? 4;
  return [...rounds].sort((a, b) => rank(a.status) - rank(b.status) || b.round_number - a.round_number);
}
