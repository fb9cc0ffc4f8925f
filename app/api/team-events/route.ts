import { z } from "zod";
import { getIslandSession } from "@/lib/auth/island-token";
import { requestClientKey } from "@/lib/auth/request-client";
import { teamContextForToken, teamEventStream } from "@/lib/dashboard/team/server";

export const dynamic = "force-dynamic";

const roundParam = z.string().min(1).max(100).nullable();

/** Live updates of the signed-in team (server-sent events), optionally of one round only. */
export async function GET(req: Request) {
  const session = await getIslandSession();
  if (!session) return Response.json({ detail: "Sign in first." }, { status: 401 });
  const round = roundParam.safeParse(new URL(req.url).searchParams.get("round"));
  if (!round.success) return Response.json({ detail: "round must be a round id of at most 100 characters." }, { status: 400 });
  const { teamKey } = teamContextForToken(session.token);
  // The client's address as sign-in throttling sees it (a forwarded header only from a trusted proxy): one person's sign-ins share it.
  return teamEventStream({ teamKey, roundId: round.data, signal: req.signal, member: session.member, client: requestClientKey(req.headers) });
}
