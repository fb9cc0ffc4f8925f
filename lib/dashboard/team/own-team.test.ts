import { describe, expect, it } from "vitest";
import type { LeaderboardEntry, TeamRound } from "@/lib/island";
import { findOwnTeamId } from "./own-team";

const entry = (team_id: string, team_name: string, weighted_score: number, rounds_participated: number): LeaderboardEntry => ({
  team_id,
  team_name,
  team_slug: team_name.toLowerCase(),
  weighted_score,
  rounds_participated,
  hot_streak_score: null,
  rank: 1,
  is_verified: false,
});

const round = (round_score: number | null, round_weight: number, seeds_submitted: number) =>
  ({ round_score, round_weight, seeds_submitted }) as TeamRound;

const board = [entry("a", "Alpha", 90.3, 3), entry("b", "Beta", 84.1, 2), entry("c", "Practice team", 84.1, 5)];

describe("finding the team's own leaderboard row", () => {
  it("prefers a team id from the token", () => {
    expect(findOwnTeamId(board, { teamId: "b", teamName: "Alpha" })).toBe("b");
  });

  it("matches the best weighted score and participation from my-rounds", () => {
    // Beta and the practice team share 84.1; five rounds played singles out the practice team.
    const five = Array.from({ length: 5 }, () => round(84.1 / 1.05, 1.05, 5));
    expect(findOwnTeamId(board, { myRounds: five })).toBe("c");
    const two = [round(84.1 / 1.05, 1.05, 5), round(50, 1.1025, 5)];
    expect(findOwnTeamId(board, { myRounds: two })).toBe("b");
  });

  it("finds nothing when the score matches no row", () => {
    expect(findOwnTeamId(board, { myRounds: [round(10, 1.05, 5)] })).toBeUndefined();
  });

  it("falls back to the team name", () => {
    expect(findOwnTeamId(board, { teamName: "Beta" })).toBe("b");
    expect(findOwnTeamId(board, { teamName: "Nobody" })).toBeUndefined();
  });
});
