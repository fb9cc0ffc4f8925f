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
  it("says the round is real and where its answers come from", () => {
    const note = replayNote(5, true);
    expect(note).toMatch(/^A real round replayed/);
    expect(note).toContain("real round 5's");
    expect(note).toContain("emulator's fit of real round 5");
  });

  it("says when there is no fit to answer from", () => {
    expect(replayNote(18, false)).toContain("no fit yet");
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
