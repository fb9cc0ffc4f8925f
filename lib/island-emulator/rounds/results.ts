/*
 * Pure result arithmetic: a round's per-team scores and ranks, and the leaderboard.
 */

/** Competition ranking ("1224"): equal values share a rank, the next rank skips. */
export function competitionRanks(values: readonly number[]): number[] {
  return values.map((v) => 1 + values.filter((o) => o > v).length);
}

export type TeamRoundResult = { teamId: string; roundScore: number; seedScores: number[]; rank: number; totalTeams: number };

/**
 * Round results of every team that submitted at least one seed. A missing seed scores 0 and the
 * round score is the mean over all seeds.
 */
export function roundResults(
  seedsCount: number,
  seedScores: readonly { teamId: string; seedIndex: number; score: number }[],
): TeamRoundResult[] {
  const byTeam = new Map<string, number[]>();
  for (const s of seedScores) {
    const scores = byTeam.get(s.teamId) ?? new Array<number>(seedsCount).fill(0);
    scores[s.seedIndex] = s.score;
    byTeam.set(s.teamId, scores);
  }
  const teams = [...byTeam.entries()].map(([teamId, scores]) => ({
    teamId,
    seedScores: scores,
    roundScore: scores.reduce((a, b) => a + b, 0) / seedsCount,
  }));
  const ranks = competitionRanks(teams.map((t) => t.roundScore));
  return teams
    .map((t, i) => ({ ...t, rank: ranks[i], totalTeams: teams.length }))
    .sort((a, b) => a.rank - b.rank);
}

export type LeaderboardTeam = { id: string; name: string; slug: string; isVerified: boolean };
export type LeaderboardRow = {
  team_id: string;
  team_name: string;
  team_slug: string;
  weighted_score: number;
  rounds_participated: number;
  hot_streak_score: number;
  rank: number;
  is_verified: boolean;
};

/**
 * Teams with at least one scored round, ranked by their best round score × round weight.
 * hot_streak_score is the mean round score of the team's last 3 scored rounds.
 */
export function leaderboard(input: {
  teams: readonly LeaderboardTeam[];
  rounds: ReadonlyMap<string, { roundNumber: number; roundWeight: number }>;
  scores: readonly { roundId: string; teamId: string; roundScore: number }[];
  /** (round, team) pairs with at least one submission. */
  submissions: readonly { roundId: string; teamId: string }[];
}): LeaderboardRow[] {
  const rows: Omit<LeaderboardRow, "rank">[] = [];
  for (const team of input.teams) {
    const scored = input.scores
      .filter((s) => s.teamId === team.id && input.rounds.has(s.roundId))
      .map((s) => ({ ...s, round: input.rounds.get(s.roundId)! }))
      .sort((a, b) => b.round.roundNumber - a.round.roundNumber);
    if (scored.length === 0) continue;
    const participated = new Set(input.submissions.filter((s) => s.teamId === team.id).map((s) => s.roundId));
    const lastThree = scored.slice(0, 3);
    rows.push({
      team_id: team.id,
      team_name: team.name,
      team_slug: team.slug,
      weighted_score: Math.max(...scored.map((s) => s.roundScore * s.round.roundWeight)),
      rounds_participated: participated.size,
      hot_streak_score: lastThree.reduce((a, s) => a + s.roundScore, 0) / lastThree.length,
      is_verified: team.isVerified,
    });
  }
  const ranks = competitionRanks(rows.map((r) => r.weighted_score));
  return rows
    .map((r, i) => ({ ...r, rank: ranks[i] }))
    .sort((a, b) => a.rank - b.rank || a.team_name.localeCompare(b.team_name));
}
