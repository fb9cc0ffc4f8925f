import { parseSolveRequest, solve } from "@/lib/accounting/solve";
import { baseUrlRefusal, bearerMatches, readJsonBody, todayFromHeader, upstreamPolicy } from "@/lib/accounting/solve-http";
import { solveKeyLogTeam } from "@/lib/accounting/log-team";
import { env } from "@/lib/env";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";
export const maxDuration = 300;

/** The accounting agent: carries out one task and answers `{"status":"completed"}`. */
export async function POST(req: Request) {
  const e = env();
  if (e.SOLVE_API_KEY && !bearerMatches(req.headers.get("authorization"), e.SOLVE_API_KEY)) {
    return Response.json({ error: "unauthorized: send Authorization: Bearer <API key>" }, { status: 401 });
  }
  const body = await readJsonBody(req, e.SOLVE_MAX_BODY_BYTES);
  if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
  const parsed = parseSolveRequest(body.body);
  if (!parsed.ok) return Response.json({ error: parsed.error, issues: parsed.issues }, { status: 400 });
  const refused = await baseUrlRefusal(parsed.request, upstreamPolicy(e));
  if (refused) return Response.json({ error: `invalid solve request: ${refused.path} ${refused.message}`, issues: [refused] }, { status: 400 });
  // Logged for the team that owns the API key: no other team sees the grader's tasks.
  await solve(parsed.request, { today: todayFromHeader(req.headers.get("x-solve-today")), team: solveKeyLogTeam(e.SOLVE_API_KEY_TEAM) });
  return Response.json({ status: "completed" });
}
