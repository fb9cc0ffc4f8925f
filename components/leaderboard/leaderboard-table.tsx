import type { LeaderboardEntry } from "@/lib/island";
import { ScrollRegion } from "@/components/ui/scroll-region";

export function LeaderboardTable({ entries, ownTeamId }: { entries: LeaderboardEntry[]; ownTeamId?: string }) {
  const sorted = [...entries].sort((a, b) => a.rank - b.rank);
  return (
    <ScrollRegion label="Leaderboard" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <caption className="sr-only">Teams by rank: score, hot streak and rounds played</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="w-12 px-3 py-3 sm:px-4 text-right">Rank</th>
            <th className="px-3 py-3 sm:px-4">Team</th>
            <th className="px-3 py-3 text-right sm:px-4">Score</th>
            <th className="px-3 py-3 sm:px-4 text-right">Hot streak</th>
            <th className="px-3 py-3 sm:px-4 text-right">Rounds</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((e) => {
            const own = e.team_id === ownTeamId;
            return (
              <tr key={e.team_id} aria-current={own ? "true" : undefined} className={own ? "bg-indigo-50 font-medium" : "hover:bg-slate-50"}>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{e.rank}</td>
                <td className="px-3 py-3 sm:px-4">
                  {e.team_name}
                  {own && <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-indigo-600 px-2 py-0.5 text-xs text-white">your team</span>}
                  {e.is_verified && <span className="ml-2 whitespace-nowrap text-xs text-emerald-700" title="All members identity-verified">✓ verified</span>}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{e.weighted_score.toFixed(2)}</td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{e.hot_streak_score == null ? "—" : e.hot_streak_score.toFixed(2)}</td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">{e.rounds_participated}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
