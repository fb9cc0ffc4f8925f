import Link from "next/link";
import { signed, type RoundsReviewRow } from "@/lib/dashboard/review";
import { ScrollRegion } from "@/components/ui/scroll-region";

const f1 = (v: number) => v.toFixed(1);

/** The team's completed rounds: the model alone beside what was sent, and what the edits and the estimate did. */
export function RoundsReviewTable({ rows, pending }: { rows: RoundsReviewRow[]; pending: { id: string; roundNumber: number; name: string }[] }) {
  const total = rows.reduce((s, r) => s + r.difference, 0);
  return (
    <section aria-labelledby="our-rounds-h" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="our-rounds-h" className="text-base font-semibold">
          Our rounds: does our work add points?
        </h2>
        <a href="/api/rounds-review" download className="text-sm font-medium text-indigo-700 hover:underline">
          Download as CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No completed round of your team has been reviewed yet: a round is reviewed when it completes with its ground truth.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Over {rows.length} round{rows.length === 1 ? "" : "s"}, your edits and missing seeds together made{" "}
            <span className="font-semibold tabular-nums">{signed(total / rows.length)}</span> points a round against the model alone.
          </p>
          <ScrollRegion label="Completed rounds">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Completed rounds: model alone, submitted, difference, edits and estimate</caption>
              <thead className="text-left text-xs text-slate-600">
                <tr>
                  <th className="py-1 font-medium">Round</th>
                  <th className="py-1 pl-3 text-right font-medium">Model alone</th>
                  <th className="py-1 pl-3 text-right font-medium">Submitted</th>
                  <th className="py-1 pl-3 text-right font-medium">Difference</th>
                  <th className="py-1 pl-4 font-medium">Seed-edits gained / cost</th>
                  <th className="py-1 font-medium">Estimate inside its interval</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((r) => (
                  <tr key={r.roundId} data-testid={`rounds-review-${r.roundNumber}`}>
                    <td className="py-1.5">
                      <Link href={`/rounds/${r.roundId}/analysis`} className="font-medium text-indigo-700 hover:underline">
                        {r.name}
                      </Link>
                    </td>
                    <td className="py-1.5 pl-3 text-right tabular-nums">{f1(r.alone)}</td>
                    <td className="py-1.5 pl-3 text-right tabular-nums">{f1(r.submitted)}</td>
                    <td className={`py-1.5 pl-3 text-right font-medium tabular-nums ${r.difference < -0.05 ? "text-rose-700" : r.difference > 0.05 ? "text-emerald-700" : ""}`}>{signed(r.difference)}</td>
                    <td className="py-1.5 pl-4 tabular-nums">
                      {r.editsHelped} / {r.editsCostly}
                    </td>
                    <td className="py-1.5 tabular-nums">
                      {r.estimateInside + r.estimateOutside === 0 ? "—" : `${r.estimateInside} of ${r.estimateInside + r.estimateOutside} seeds`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
      {pending.length > 0 && (
        <p className="text-xs text-slate-600">
          Not reviewed yet (reload, or open the analysis): {pending.map((p) => p.name).join(", ")}.
        </p>
      )}
    </section>
  );
}
