import type { LeaderboardEntry, TeamRound } from "@/lib/island";

/**
 * Which leaderboard row is the signed-in team's. The service has no "who am I" endpoint, so
 * we use, in order: a team id carried by the token; the team's own best weighted score and
 * participation computed from /my-rounds; the team name shown at sign-in.
 */
export function findOwnTeamId(
  entries: LeaderboardEntry[],
  hints: { teamId?: string; teamName?: string; myRounds?: TeamRound[] },
): string | undefined {
  if (hints.teamId && entries.some((e) => e.team_id === hints.teamId)) return hints.teamId;
  if (hints.myRounds) {
    const scored = hints.myRounds.filter((r) => r.round_score != null);
    if (scored.length > 0) {
      const best = Math.max(...scored.map((r) => (r.round_score ?? 0) * r.round_weight));
      const participated = hints.myRounds.filter((r) => r.seeds_submitted > 0).length;
      const matches = entries.filter((e) => Math.abs(e.weighted_score - best) < 1e-6 * Math.max(1, best));
      const exact = matches.filter((e) => e.rounds_participated === participated);
      if (exact.length === 1) return exact[0].team_id;
      if (matches.length === 1) return matches[0].team_id;
    }
  }
  if (hints.teamName) {
    const byName = entries.filter((e) => e.team_name === hints.teamName);
    if (byName.length === 1) return byName[0].team_id;
  }
  return undefined;
}
