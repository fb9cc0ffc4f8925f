import Link from "next/link";
import type { TeamRound } from "@/lib/island";
import { StatusBadge } from "@/components/ui/status-badge";
import { roundName, roundsInListOrder } from "@/lib/dashboard/round-name";
import { Countdown } from "./countdown";

const fmt = (n: number | null | undefined, digits = 1) => (n == null ? "—" : n.toFixed(digits));

/** `realRounds`: the real round a practice round replays, by round id (it is named after it). */
export function RoundsTable({ rounds, realRounds = {} }: { rounds: TeamRound[]; realRounds?: Record<string, number> }) {
  const sorted = roundsInListOrder(rounds);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th className="px-3 py-3 sm:px-4">Round</th>
            <th className="px-3 py-3 sm:px-4">Status</th>
            <th className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">Weight</th>
            <th className="px-3 py-3 sm:px-4 text-right">Queries</th>
            <th className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">Seeds</th>
            <th className="px-3 py-3 sm:px-4 text-right">Score</th>
            <th className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">Rank</th>
            <th className="hidden px-3 py-3 sm:table-cell sm:px-4">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sorted.map((r) => {
            const scored = r.status === "scoring" || r.status === "completed";
            const open = scored ? (
              <Link href={`/rounds/${r.id}/analysis`} className="whitespace-nowrap text-xs font-medium text-indigo-700 hover:underline">
                Analysis
              </Link>
            ) : r.status === "active" ? (
              <Link href={`/rounds/${r.id}`} className="whitespace-nowrap text-xs font-medium text-indigo-700 hover:underline">
                Open workspace
              </Link>
            ) : null;
            return (
              <tr key={r.id} className="hover:bg-slate-50">
                <td className="px-3 py-3 sm:px-4 font-medium">
                  <Link href={`/rounds/${r.id}`} className="whitespace-nowrap text-indigo-700 hover:underline">
                    {roundName(r.round_number, realRounds[r.id])}
                  </Link>
                  {r.event_date && <span className="block whitespace-nowrap text-xs font-normal text-slate-500 sm:ml-2 sm:inline">{r.event_date}</span>}
                  {/* On a phone the link sits under the round: the last column would be off-screen. */}
                  {open && <span className="mt-1 block sm:hidden">{open}</span>}
                </td>
                <td className="px-3 py-3 sm:px-4">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
                    <StatusBadge status={r.status} />
                    {r.status === "active" && r.closes_at && <Countdown closesAt={r.closes_at} />}
                  </div>
                </td>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell sm:px-4">{r.round_weight.toFixed(3)}</td>
                <td className="px-3 py-3 sm:px-4 text-right tabular-nums">
                  {r.queries_used}/{r.queries_max}
                </td>
                <td className={`hidden px-3 py-3 text-right tabular-nums sm:table-cell sm:px-4 ${r.status === "active" && r.seeds_submitted < r.seeds_count ? "text-amber-700" : ""}`}>
                  {r.seeds_submitted}/{r.seeds_count}
                </td>
                <td className="px-3 py-3 sm:px-4 text-right font-medium tabular-nums">{fmt(r.round_score)}</td>
                <td className="hidden px-3 py-3 text-right tabular-nums sm:table-cell sm:px-4">
                  {r.rank == null ? "—" : `${r.rank}${r.total_teams ? ` / ${r.total_teams}` : ""}`}
                </td>
                <td className="hidden px-3 py-3 text-right sm:table-cell sm:px-4">{open}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
