import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { ServiceError } from "@/components/ui/service-error";
import { auth } from "@/lib/auth/config";
import { findOwnTeamId } from "@/lib/dashboard/team";
import { getTeamContext } from "@/lib/dashboard/team/server";
import { teamRoundsReview } from "@/lib/dashboard/review/server";
import { load } from "@/lib/dashboard/service-error";
import { RoundsReviewTable } from "@/components/leaderboard/rounds-review-table";

export const metadata = { title: "Leaderboard" };
export const dynamic = "force-dynamic";

export default async function LeaderboardPage() {
  const [ctx, session] = await Promise.all([getTeamContext(), auth()]);
  const { client } = ctx;
  const [entries, myRounds, review] = await Promise.all([
    load(client.getLeaderboard()),
    load(client.getMyRounds()),
    teamRoundsReview(ctx).catch(() => ({ rows: [], pending: [] })),
  ]);
  const ownTeamId = entries.ok
    ? findOwnTeamId(entries.data, {
        teamId: session?.team?.id,
        teamName: session?.team?.label,
        myRounds: myRounds.ok ? myRounds.data : undefined,
      })
    : undefined;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold">Leaderboard</h1>
        <p className="text-sm text-slate-500">Best round score × round weight; hot streak = average of the last 3 rounds.</p>
      </div>
      {!entries.ok ? (
        <ServiceError problem={entries.problem} />
      ) : entries.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">
          No team has been scored yet. The leaderboard fills in when the first round completes.
        </div>
      ) : (
        <LeaderboardTable entries={entries.data} ownTeamId={ownTeamId} />
      )}
      <RoundsReviewTable rows={review.rows} pending={review.pending} />
    </section>
  );
}
