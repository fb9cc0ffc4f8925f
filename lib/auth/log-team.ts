import "server-only";
import { sessionLogTeam } from "@/lib/accounting/log-team";
import { auth } from "./config";
import { getIslandSession } from "./island-token";

/** The Agent log team of the signed-in member, or null when nobody is signed in. */
export async function currentLogTeam(): Promise<string | null> {
  const session = await auth();
  if (!session?.team) return null;
  const island = session.team.mode === "token" && !session.team.id ? await getIslandSession() : null;
  return sessionLogTeam(session.team, island?.token ?? null);
}
