/*
 * How often one member may run a task from the Agent page's practice box: each run creates a
 * sandbox company and a log row, so an unbounded loop of runs grows the database and pushes the
 * team's older requests off the page. A sliding window per member, in memory. Pure (clock injected).
 */

export type RunLimits = { runs: number; windowMs: number; maxMembers: number };

export const PRACTICE_RUN_LIMITS: RunLimits = { runs: 6, windowMs: 10 * 60_000, maxMembers: 10_000 };

export type RunVerdict = { ok: true } | { ok: false; retryAfterMs: number };

export class PracticeRunLimiter {
  /** Start times of each member's runs in the window, oldest first; members least recently running first. */
  private readonly members = new Map<string, number[]>();

  constructor(
    private readonly limits: RunLimits = PRACTICE_RUN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a run for `member` when the window has room; otherwise says how long to wait. */
  take(member: string): RunVerdict {
    const t = this.now();
    const runs = (this.members.get(member) ?? []).filter((at) => t - at < this.limits.windowMs);
    if (runs.length >= this.limits.runs) {
      this.members.set(member, runs);
      return { ok: false, retryAfterMs: runs[0] + this.limits.windowMs - t };
    }
    runs.push(t);
    this.members.delete(member);
    this.members.set(member, runs);
    while (this.members.size > this.limits.maxMembers) this.members.delete(this.members.keys().next().value as string);
    return { ok: true };
  }
}
