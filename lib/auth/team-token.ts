/**
 * Reads the display facts a team token carries, without verifying it (the island service
 * verifies it; we only label the session). Never returns the token itself.
 */
export function describeTeamToken(token: string): { teamLabel: string; teamId?: string } {
  const payload = token.split(".")[1];
  if (!payload) return { teamLabel: "Your team" };
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const teamId = typeof claims.team_id === "string" ? claims.team_id : undefined;
    const name = [claims.team_name, claims.team, claims.name].find((v): v is string => typeof v === "string" && v.length > 0);
    return { teamLabel: name ?? "Your team", teamId };
  } catch {
    return { teamLabel: "Your team" };
  }
}
