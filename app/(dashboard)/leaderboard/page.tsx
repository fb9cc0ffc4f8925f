import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { ServiceError } from "@/components/ui/service-error";
import { auth } from "@/lib/auth/config";
import { findOwnTeamId } from "@/lib/dashboard/own-team";
import { describeServiceError } from "@/lib/dashboard/service-error";
import { getTeamContext } from "@/lib/dashboard/team-client";

export const metadata = { title: "Leaderboard" };
export const dynamic = "force-dynamic";

export default async function LeaderboardPage() {
  const [{ client }, session] = await Promise.all([getTeamContext(), auth()]);
  try {
    const [entries, myRounds] = await Promise.all([client.getLeaderboard(), client.getMyRounds().catch(() => undefined)]);
    const ownTeamId = findOwnTeamId(entries, { teamId: session?.team?.id, teamName: session?.team?.label, myRounds });
    return (
      <section className="space-y-4">
        <div className="flex items-baseline justify-between">
          <h1 className="text-xl font-semibold">Leaderboard</h1>
          <p className="text-sm text-slate-500">Best round score × round weight; hot streak = average of the last 3 rounds.</p>
        </div>
        {entries.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">
            No team has been scored yet. The leaderboard fills in when the first round completes.
          </div>
        ) : (
          <LeaderboardTable entries={entries} ownTeamId={ownTeamId} />
        )}
      </section>
    );
  } catch (err) {
    return (
      <section className="space-y-4">
        <h1 className="text-xl font-semibold">Leaderboard</h1>
        <ServiceError problem={describeServiceError(err)} />
      </section>
    );
  }
}
