import { describe, expect, it } from "vitest";
import { competitionRanks, leaderboard, roundResults } from "./results";
import { clampViewport, cropGrid } from "../play/viewport";

describe("round results", () => {
  it("averages over every seed, a missing seed counting 0, and ranks ties equally", () => {
    const results = roundResults(5, [
      ...[0, 1, 2, 3, 4].map((seedIndex) => ({ teamId: "a", seedIndex, score: 80 })),
      { teamId: "b", seedIndex: 0, score: 90 },
      ...[0, 1, 2, 3, 4].map((seedIndex) => ({ teamId: "c", seedIndex, score: 80 })),
    ]);
    const byTeam = Object.fromEntries(results.map((r) => [r.teamId, r]));
    expect(byTeam.a.roundScore).toBe(80);
    expect(byTeam.b.roundScore).toBe(18);
    expect(byTeam.b.seedScores).toEqual([90, 0, 0, 0, 0]);
    expect([byTeam.a.rank, byTeam.c.rank, byTeam.b.rank]).toEqual([1, 1, 3]);
    expect(results.every((r) => r.totalTeams === 3)).toBe(true);
  });

  it("ranks in competition order", () => {
    expect(competitionRanks([5, 9, 5, 1])).toEqual([2, 1, 2, 4]);
  });
});

describe("leaderboard", () => {
  const rounds = new Map([
    ["r1", { roundNumber: 1, roundWeight: 1.05 }],
    ["r2", { roundNumber: 2, roundWeight: 1.1025 }],
    ["r3", { roundNumber: 3, roundWeight: 1.1576 }],
    ["r4", { roundNumber: 4, roundWeight: 1.2155 }],
  ]);
  const teams = [
    { id: "a", name: "Alpha", slug: "alpha", isVerified: true },
    { id: "b", name: "Beta", slug: "beta", isVerified: false },
    { id: "c", name: "Gamma", slug: "gamma", isVerified: false },
  ];

  it("ranks by the best weighted round score and averages the last three rounds for the streak", () => {
    const rows = leaderboard({
      teams,
      rounds,
      scores: [
        { roundId: "r1", teamId: "a", roundScore: 90 },
        { roundId: "r2", teamId: "a", roundScore: 10 },
        { roundId: "r3", teamId: "a", roundScore: 20 },
        { roundId: "r4", teamId: "a", roundScore: 30 },
        { roundId: "r4", teamId: "b", roundScore: 80 },
      ],
      submissions: [
        { roundId: "r1", teamId: "a" },
        { roundId: "r2", teamId: "a" },
        { roundId: "r3", teamId: "a" },
        { roundId: "r4", teamId: "a" },
        { roundId: "r4", teamId: "b" },
      ],
    });
    expect(rows.map((r) => r.team_slug)).toEqual(["b", "a"].map((id) => teams.find((t) => t.id === id)!.slug));
    const [b, a] = rows;
    expect(b.weighted_score).toBeCloseTo(80 * 1.2155, 10);
    expect(a.weighted_score).toBeCloseTo(90 * 1.05, 10);
    expect(a.hot_streak_score).toBeCloseTo(20, 10);
    expect(a.rounds_participated).toBe(4);
    expect([b.rank, a.rank]).toEqual([1, 2]);
    expect(a.is_verified).toBe(true);
    // A team without any scored round is not listed.
    expect(rows.find((r) => r.team_id === "c")).toBeUndefined();
  });
});

describe("viewport", () => {
  it("keeps the window inside the map and reports its actual bounds", () => {
    expect(clampViewport({ x: 35, y: 38, w: 15, h: 10 }, 40, 40)).toEqual({ x: 25, y: 30, w: 15, h: 10 });
    expect(clampViewport({ x: 3, y: 4, w: 5, h: 6 }, 40, 40)).toEqual({ x: 3, y: 4, w: 5, h: 6 });
    expect(clampViewport({ x: 0, y: 0, w: 15, h: 15 }, 10, 12)).toEqual({ x: 0, y: 0, w: 10, h: 12 });
  });

  it("crops rows then columns", () => {
    const grid = Array.from({ length: 6 }, (_, y) => Array.from({ length: 6 }, (_, x) => y * 10 + x));
    expect(cropGrid(grid, { x: 2, y: 3, w: 2, h: 2 })).toEqual([
      [32, 33],
      [42, 43],
    ]);
  });
});
