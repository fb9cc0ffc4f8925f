import { describe, expect, it } from "vitest";
import { followScoring } from "./scoring-follow";

describe("following a round's scoring", () => {
  it("opens the analysis once the round is scored", () => {
    expect(followScoring({ status: "completed", seedsDone: 5, seedsCount: 5, error: null })).toEqual({ phase: { kind: "done" }, askAgain: false });
  });

  it("shows the progress and asks again while scoring", () => {
    expect(followScoring({ status: "scoring", seedsDone: 2, seedsCount: 5, error: null })).toEqual({
      phase: { kind: "scoring", seedsDone: 2, seedsCount: 5 },
      askAgain: true,
    });
  });

  it("says a failed attempt but keeps following it: the server retries, and the page must open the analysis when that succeeds", () => {
    const step = followScoring({ status: "scoring", seedsDone: 0, seedsCount: 5, error: "database is locked" });
    expect(step.askAgain).toBe(true);
    expect(step.phase).toMatchObject({ kind: "scoring", failure: expect.stringContaining("database is locked") });
  });
});
