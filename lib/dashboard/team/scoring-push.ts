import "server-only";
import { publishTeamEvent } from "./team-events";

/** A round's scoring step as the emulator reports it (lib/island-emulator/rounds/scoring-events). */
export type ScoringNotice = { roundId: string; status: "scoring" | "completed" | "failed"; seedsDone: number; seedsCount: number; error: string | null };
type Watch = (roundId: string, listener: (step: ScoringNotice) => void) => () => void;

/** Scoring a practice round takes seconds to minutes; a watch left longer than this is dropped. */
const MAX_WATCH_MS = 15 * 60_000;

function summaryOf(step: ScoringNotice): string {
  if (step.status === "completed") return "the round is scored: the analysis is ready";
  if (step.status === "failed") return `scoring failed: ${step.error ?? "unknown error"}`;
  return `scoring: ground truth of ${step.seedsDone}/${step.seedsCount} seeds computed`;
}

/**
 * Pushes each scoring step of the round to the team's live views (the channel teammates' queries
 * and pins use), until it is scored or fails; returns a function that stops it sooner.
 */
export function pushScoringSteps(teamKey: string, roundId: string, watch: Watch, maxMs = MAX_WATCH_MS): () => void {
  let stopped = false;
  const unwatch = watch(roundId, (step) => {
    if (stopped) return;
    publishTeamEvent(teamKey, {
      kind: "round",
      roundId,
      who: "",
      summary: summaryOf(step),
      scoring: { status: step.status, seedsDone: step.seedsDone, seedsCount: step.seedsCount, error: step.error?.slice(0, 600) ?? null },
    });
    if (step.status !== "scoring") stop();
  });
  const timer = setTimeout(() => stop(), maxMs);
  timer.unref?.();
  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    unwatch();
  }
  return stop;
}
