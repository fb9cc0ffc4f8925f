import { describe, expect, it } from "vitest";
import { notifyScoring, scoringWatchers, watchScoring, type ScoringStep } from "./scoring-events";

const step = (roundId: string, status: ScoringStep["status"], seedsDone: number): ScoringStep => ({ roundId, status, seedsDone, seedsCount: 5, error: null });

describe("scoring notices", () => {
  it("reach the round's watchers, not another round's, until they stop watching", () => {
    const seen: ScoringStep[] = [];
    const stop = watchScoring("r1", (s) => seen.push(s));
    notifyScoring(step("r1", "scoring", 1));
    notifyScoring(step("r2", "scoring", 1));
    notifyScoring(step("r1", "completed", 5));
    expect(seen.map((s) => [s.roundId, s.status, s.seedsDone])).toEqual([
      ["r1", "scoring", 1],
      ["r1", "completed", 5],
    ]);
    stop();
    notifyScoring(step("r1", "completed", 5));
    expect(seen).toHaveLength(2);
    expect(scoringWatchers("r1")).toBe(0);
  });

  it("carry on past a watcher that throws", () => {
    const seen: string[] = [];
    const a = watchScoring("r3", () => {
      throw new Error("broken");
    });
    const b = watchScoring("r3", (s) => seen.push(s.status));
    expect(() => notifyScoring(step("r3", "scoring", 2))).not.toThrow();
    expect(seen).toEqual(["scoring"]);
    a();
    b();
  });
});
