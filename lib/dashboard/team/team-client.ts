import "server-only";
import crypto from "node:crypto";
import { redirect } from "next/navigation";
import { getIslandToken } from "@/lib/auth/island-token";
import { describeTeamToken } from "@/lib/auth/team-token";
import { env } from "@/lib/env";
import { IslandClient } from "@/lib/island";

export type TeamContext = {
  client: IslandClient;
  /** Stable key of the team for rows the team shares (observations, adjustments). Never the token. */
  teamKey: string;
};

/**
 * The signed-in team's client for the island service. Server components and server actions
 * call this; a visitor without a session is sent to the sign-in page.
 */
export async function getTeamContext(): Promise<TeamContext> {
  const token = await getIslandToken();
  if (!token) redirect("/login");
  return teamContextForToken(token);
}

export function teamContextForToken(token: string): TeamContext {
  const e = env();
  const client = new IslandClient({ baseUrl: e.islandApiUrl, token, authMode: e.ISLAND_AUTH_MODE });
  const { teamId } = describeTeamToken(token);
  const teamKey = teamId ?? `token:${crypto.createHash("sha256").update(token).digest("hex").slice(0, 24)}`;
  return { client, teamKey };
}
