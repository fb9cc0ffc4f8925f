import { getIslandToken } from "@/lib/auth/island-token";
import { roundsReviewCsv } from "@/lib/dashboard/review";
import { teamRoundsReview } from "@/lib/dashboard/review/server";
import { teamContextForToken } from "@/lib/dashboard/team/server";

export const dynamic = "force-dynamic";

/** The signed-in team's completed rounds as CSV: model alone, submitted, difference, edits, estimate. */
export async function GET() {
  const token = await getIslandToken();
  if (!token) return Response.json({ detail: "Sign in first." }, { status: 401 });
  const { rows } = await teamRoundsReview(teamContextForToken(token));
  return new Response(roundsReviewCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rounds-review.csv"',
      "Cache-Control": "no-store",
    },
  });
}
