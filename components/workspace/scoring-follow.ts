/** Where a round's scoring stands, as the progress action answers. */
export type ScoringPoll = { status: string; seedsDone: number; seedsCount: number; error: string | null };

/** What the Finish control shows while it follows a round's scoring. */
export type FollowPhase =
  | { kind: "scoring"; seedsDone: number; seedsCount: number; failure?: string }
  | { kind: "done" };

/**
 * What one answer of the progress action means for the page: scored (open the analysis), or still
 * scoring and to be asked again. A failed attempt is shown but followed on: the server retries it
 * within a minute, so the page must not stop asking (it would never open the analysis).
 */
export function followScoring(p: ScoringPoll): { phase: FollowPhase; askAgain: boolean } {
  if (p.status === "completed") return { phase: { kind: "done" }, askAgain: false };
  const phase: FollowPhase = { kind: "scoring", seedsDone: p.seedsDone, seedsCount: p.seedsCount };
  if (p.error) phase.failure = `Scoring failed: ${p.error}. It is retried within a minute; this page follows it.`;
  return { phase, askAgain: true };
}
