import { describe, expect, it } from "vitest";
import { replayNote, roundName, roundsInListOrder } from "./round-name";

describe("roundName", () => {
  it("names a round by its number", () => {
    expect(roundName(4)).toBe("Round 4");
    expect(roundName(4, null)).toBe("Round 4");
  });

  it("names a replayed real round by the real round, with its own number beside it", () => {
    expect(roundName(4, 5)).toBe("Real round 5 (replay, round 4)");
  });
});

describe("replayNote", () => {
  it("says the round is real and that its answers are real runs", () => {
    expect(replayNote({ realRound: 5, fitted: true, realRuns: [1, 1, 1, 2, 1] })).toBe("Real round 5 · answers from 6 real runs · scored against its real ground truth");
  });

  it("names the seeds answered from real runs and where the others' answers come from", () => {
    expect(replayNote({ realRound: 15, fitted: true, realRuns: [1, 0, 0, 1, 0] })).toBe(
      "Real round 15 · answers from 2 real runs (seeds 0 and 3), the other seeds from the emulator's fit · scored against its real ground truth",
    );
    expect(replayNote({ realRound: 12, fitted: true, realRuns: [1, 0, 0, 0, 0] })).toContain("answers from 1 real run (seed 0), the other seeds");
  });

  it("says how closely the emulator reproduces the round, which the expected score allows for", () => {
    expect(replayNote({ realRound: 12, fitted: true, realRuns: [1, 0, 0, 0, 0], fitScore: 82.8 })).toMatch(
      /scored against its real ground truth · the emulator reproduces this round at 82\.8 of 100; the expected score allows for the gap$/,
    );
  });

  it("says when the answers come from the fit, or from no fit at all", () => {
    expect(replayNote({ realRound: 11, fitted: true, realRuns: [0, 0, 0, 0, 0] })).toBe("Real round 11 · answers from the emulator's fit · scored against its real ground truth");
    expect(replayNote({ realRound: 18, fitted: false, realRuns: [0, 0, 0, 0, 0] })).toContain("no fit of this round");
  });
});

describe("roundsInListOrder", () => {
  it("lists active rounds before completed ones, newest first within each", () => {
    const rounds = [
      { round_number: 9, status: "completed" },
      { round_number: 3, status: "active" },
      { round_number: 8, status: "completed" },
      { round_number: 10, status: "scoring" },
      { round_number: 5, status: "active" },
    ];
    expect(roundsInListOrder(rounds).map((r) => `${r.status} ${r.round_number}`)).toEqual(["active 5", "active 3", "scoring 10", "completed 9", "completed 8"]);
  });
});
