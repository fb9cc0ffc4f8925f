import crypto from "node:crypto";

/*
 * Which team an Agent log row belongs to: each team sees only its own. Pure.
 * - a member signed in with the practice button: the practice team;
 * - a member signed in with an island token: `team:<team_id>` from the token, or, for a token that
 *   names no team, a hash of the token (members sharing a token share the log);
 * - a call to POST /api/solve: the team that owns the API key (SOLVE_API_KEY_TEAM), by default the
 *   practice team (the installation's own).
 */

/** The practice team's name in the log. */
export const PRACTICE_LOG_TEAM = "practice";

export type SessionTeam = { mode: "practice" | "token"; id?: string };

export function sessionLogTeam(team: SessionTeam, islandToken: string | null): string | null {
  if (team.mode === "practice") return PRACTICE_LOG_TEAM;
  if (team.id) return `team:${team.id.slice(0, 200)}`;
  if (!islandToken) return null;
  return `token:${crypto.createHash("sha256").update(islandToken).digest("base64url").slice(0, 22)}`;
}

/** The owner of /api/solve's calls: SOLVE_API_KEY_TEAM is a team id, or "practice". */
export function solveKeyLogTeam(configured: string | undefined): string {
  if (!configured || configured === PRACTICE_LOG_TEAM) return PRACTICE_LOG_TEAM;
  return `team:${configured}`;
}
