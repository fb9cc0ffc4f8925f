import { z } from "zod";
import { getIslandSession } from "@/lib/auth/island-token";
import { clientKey } from "@/lib/auth/sign-in-throttle";
import { teamContextForToken } from "@/lib/dashboard/team-client";
import { teamEventStream } from "@/lib/dashboard/team-event-stream";

export const dynamic = "force-dynamic";

const roundParam = z.string().min(1).max(100).nullable();

/** Live updates of the signed-in team (server-sent events), optionally of one round only. */
export async function GET(req: Request) {
  const session = await getIslandSession();
  if (!session) return Response.json({ detail: "Sign in first." }, { status: 401 });
  const round = roundParam.safeParse(new URL(req.url).searchParams.get("round"));
  if (!round.success) return Response.json({ detail: "round must be a round id of at most 100 characters." }, { status: 400 });
  const { teamKey } = teamContextForToken(session.token);
  // The address as sign-in throttling sees it: one person's sign-ins share it.
  return teamEventStream({ teamKey, roundId: round.data, signal: req.signal, member: session.member, client: clientKey(req.headers) });
}
