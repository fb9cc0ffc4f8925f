/**
 * The one name a round goes by on every page and in the CSV. A practice round made from a real
 * round carries both numbers: the real round it replays (what the team thinks of it as) and its
 * own round number (what the service's lists and the budget count it under).
 */
export function roundName(roundNumber: number, realRound?: number | null): string {
  return realRound == null ? `Round ${roundNumber}` : `Real round ${realRound} (replay, round ${roundNumber})`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function seedList(seeds: readonly number[]): string {
  const names = seeds.map(String);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * What the workspace says of a replayed real round, in one line: that it is real, and where its
 * answers come from — the real simulator's own runs of its maps (`realRuns` per seed), the
 * emulator's fit of the round, or, with neither, the emulator drawing from the real rounds' spread —
 * and, where the round has a fit, how closely the emulator reproduces it.
 */
export function replayNote({ realRound, fitted, realRuns, fitScore = null }: { realRound: number; fitted: boolean; realRuns: readonly number[]; fitScore?: number | null }): string {
  const runs = realRuns.reduce((a, b) => a + b, 0);
  const fromReal = realRuns.flatMap((n, s) => (n > 0 ? [s] : []));
  const elsewhere = fitted ? "the emulator's fit" : "the emulator (no fit of this round: parameters drawn from the real rounds' spread)";
  const source =
    runs === 0
      ? `answers from ${elsewhere}`
      : fromReal.length === realRuns.length
        ? `answers from ${plural(runs, "real run")}`
        : `answers from ${plural(runs, "real run")} (${fromReal.length === 1 ? "seed" : "seeds"} ${seedList(fromReal)}), the other seeds from ${elsewhere}`;
  // The emulator's fit scores against the real outcome as a submission would: a low figure means the
  // answers lead away from what really happened, and the expected score is lowered for it.
  const fidelity = fitScore === null ? "" : ` · the emulator reproduces this round at ${fitScore.toFixed(1)} of 100; the expected score allows for the gap`;
  return `Real round ${realRound} · ${source} · scored against its real ground truth${fidelity}`;
}

/** Where a round stands in the list: the ones open for play first, then those waiting, then the closed. */
const STATUS_ORDER: Record<string, number> = { active: 0, pending: 1, scoring: 2, completed: 3 };

/** The rounds list's order: active rounds first (newest first within each status). */
export function roundsInListOrder<T extends { status: string; round_number: number }>(rounds: readonly T[]): T[] {
  const rank = (s: string) => STATUS_ORDER[s] ?? 4;
  return [...rounds].sort((a, b) => rank(a.status) - rank(b.status) || b.round_number - a.round_number);
}
