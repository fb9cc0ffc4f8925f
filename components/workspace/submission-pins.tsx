"use client";

import { useQuery } from "@tanstack/react-query";
import { listSubmissionsAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { formatTime } from "@/lib/format-time";
import { describePinsInWords, describeSeedQueries, seedQueriesAt } from "@/lib/dashboard/submit";
import { workspaceKeys } from "./queries";
import { ScrollRegion } from "@/components/ui/scroll-region";

/** The team's submission attempts of the round, newest first, with the pins each was predicted with. */
export function SubmissionHistory({ roundId, observations }: { roundId: string; observations: readonly { seed_index: number }[] }) {
  const { data = [] } = useQuery({
    queryKey: workspaceKeys.submissions(roundId),
    queryFn: () => listSubmissionsAction({ roundId }),
    initialDataUpdatedAt: 0,
    refetchInterval: 30_000,
  });
  if (data.length === 0) return null;
  return (
    <details className="text-xs" open>
      <summary className="cursor-pointer font-medium text-slate-700">Submission history ({data.length})</summary>
      <ScrollRegion label="Submission history, scrollable" axis="y" className="mt-1 max-h-48">
      <ol className="space-y-1" aria-label="Submission history">
        {data.slice(0, 20).map((s) => (
          <li key={s.id} className="rounded border border-slate-100 p-1">
            <span className="font-medium">Seed {s.seedIndex}</span> · <span className={s.status === "accepted" ? "text-emerald-700" : "text-rose-700"}>{s.status}</span> ·{" "}
            <time dateTime={s.createdAt}>{formatTime(s.createdAt)}</time> · {describeSeedQueries(seedQueriesAt(observations, s.seedIndex, s.observationCount), s.observationCount)},{" "}
            {s.adjustmentCount} adjustment{s.adjustmentCount === 1 ? "" : "s"}
            <div className="text-slate-600 [overflow-wrap:anywhere]">{s.pins.length ? `Pins: ${describePinsInWords(s.pins)}${s.pins[0].setBy ? ` (set by ${[...new Set(s.pins.map((p) => p.setBy ?? "a teammate"))].join(", ")})` : ""}` : "No pins"}</div>
            {s.expected && (
              <div className="text-slate-600" data-testid="history-expected">
                {"pending" in s.expected ? "Sent while the estimate was updating: no expected score shown for it" : `Expected when sent ≈${s.expected.mean.toFixed(1)} (${s.expected.lo.toFixed(1)}–${s.expected.hi.toFixed(1)})`}
              </div>
            )}
            {s.message && <div className="text-rose-700">{s.message}</div>}
          </li>
        ))}
      </ol>
      </ScrollRegion>
    </details>
  );
}
