/**
 * In-process notices of a round's scoring steps (each seed's ground truth stored, the round
 * completed, a failure), so whoever finished a round is told at once instead of asking every
 * second. Shared through globalThis: the scoring job and the server actions may load this module
 * separately.
 */

export type ScoringStep = { roundId: string; status: "scoring" | "completed" | "failed"; seedsDone: number; seedsCount: number; error: string | null };
type Listener = (step: ScoringStep) => void;

const g = globalThis as unknown as { __scoringListeners?: Map<string, Set<Listener>> };
const listeners: Map<string, Set<Listener>> = (g.__scoringListeners ??= new Map());

/** Calls `listener` on each step of the round's scoring until the returned function is called. */
export function watchScoring(roundId: string, listener: Listener): () => void {
  let set = listeners.get(roundId);
  if (!set) listeners.set(roundId, (set = new Set()));
  set.add(listener);
  return () => {
    const current = listeners.get(roundId);
    current?.delete(listener);
    if (current && current.size === 0) listeners.delete(roundId);
  };
}

/** Tells the round's watchers of a step. Never throws: a failing watcher must not stop the scoring. */
export function notifyScoring(step: ScoringStep): void {
  for (const listener of [...(listeners.get(step.roundId) ?? [])]) {
    try {
      listener(step);
    } catch {
      // The watcher's own problem.
    }
  }
}

/** Watchers of a round (tests). */
export function scoringWatchers(roundId: string): number {
  return listeners.get(roundId)?.size ?? 0;
}
