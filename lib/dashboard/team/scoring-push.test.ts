import { describe, expect, it } from "vitest";
import { notifyScoring, scoringWatchers, watchScoring } from "@/lib/island-emulator/rounds/scoring-events";
import { pushScoringSteps } from "./scoring-push";
import { subscribeTeamEvents, type TeamEvent } from "./team-events";

describe("a finished round's scoring, pushed to the team", () => {
  it("reaches the team's live views step by step and stops once the round is scored", () => {
    const seen: TeamEvent[] = [];
    const sub = subscribeTeamEvents("team-push", (e) => seen.push(e));
    pushScoringSteps("team-push", "round-push", watchScoring);
    notifyScoring({ roundId: "round-push", status: "scoring", seedsDone: 2, seedsCount: 5, error: null });
    notifyScoring({ roundId: "other", status: "completed", seedsDone: 5, seedsCount: 5, error: null });
    notifyScoring({ roundId: "round-push", status: "completed", seedsDone: 5, seedsCount: 5, error: null });
    expect(seen.map((e) => [e.kind, e.roundId, e.scoring?.status, e.scoring?.seedsDone])).toEqual([
      ["round", "round-push", "scoring", 2],
      ["round", "round-push", "completed", 5],
    ]);
    expect(seen[1].summary).toMatch(/analysis is ready/);
    expect(scoringWatchers("round-push")).toBe(0);
    if (sub.ok) sub.unsubscribe();
  });

  it("stops watching when told to (the round could not be finished)", () => {
    const stop = pushScoringSteps("team-push", "round-stop", watchScoring);
    expect(scoringWatchers("round-stop")).toBe(1);
    stop();
    expect(scoringWatchers("round-stop")).toBe(0);
  });
});
