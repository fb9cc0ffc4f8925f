"use client";

import { useState, useSyncExternalStore } from "react";
import { submitSeedAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { useQueryClient } from "@tanstack/react-query";
import { formatTime } from "@/lib/format-time";
import { ExpectedBadge } from "./expected-score";
import type { ExpectedResult } from "./expected-run";
import { workspaceKeys } from "./queries";
import { ProgressBar } from "@/components/ui/progress-bar";

type SeedState = { state: "idle" | "queued" | "sending" | "accepted" | "failed"; message?: string; action?: string };

/** Warn about unsubmitted seeds in the last part of the round. */
const WARN_BEFORE_CLOSE_MS = 20 * 60_000;

const subscribe = (cb: () => void) => {
  const t = setInterval(cb, 15_000);
  return () => clearInterval(t);
};
const minuteNow = () => Math.floor(Date.now() / 15_000) * 15_000;

/** One button for all seeds (or one seed): progress and the accepted time per seed. */
export function SubmitPanel({
  roundId,
  seedsCount,
  submittedAt,
  closesAt,
  blocked,
  expected,
}: {
  roundId: string;
  seedsCount: number;
  submittedAt: (string | null)[];
  closesAt: string | null;
  /** Why submitting is not possible now (null: it is). */
  blocked: string | null;
  /** Expected score of what each Submit would send now (null while it is computed). */
  expected?: ExpectedResult | null;
}) {
  const qc = useQueryClient();
  const [seeds, setSeeds] = useState<SeedState[]>(() => Array.from({ length: seedsCount }, () => ({ state: "idle" })));
  const busy = seeds.some((s) => s.state === "queued" || s.state === "sending");
  const now = useSyncExternalStore(subscribe, minuteNow, () => null);
  const closing = closesAt && now !== null ? Date.parse(closesAt) - now : null;
  const never = submittedAt.map((t, i) => (t ? null : i)).filter((i): i is number => i !== null);
  const warn = !blocked && closing !== null && closing > 0 && closing < WARN_BEFORE_CLOSE_MS && never.length > 0;

  const patch = (i: number, s: SeedState) => setSeeds((old) => old.map((o, k) => (k === i ? s : o)));

  async function run(list: number[]) {
    setSeeds((old) => old.map((o, k) => (list.includes(k) ? { state: "queued" } : o)));
    for (const i of list) {
      patch(i, { state: "sending" });
      try {
        const r = await submitSeedAction({ roundId, seedIndex: i });
        if (r.ok) {
          patch(i, { state: "accepted" });
          qc.setQueryData<(string | null)[]>(workspaceKeys.submitted(roundId), (old = []) => old.map((t, k) => (k === i ? r.submittedAt : t)));
        } else {
          patch(i, { state: "failed", message: `${r.problem.title}: ${r.problem.message}`, action: r.problem.action });
        }
      } catch (err) {
        patch(i, { state: "failed", message: err instanceof Error ? err.message : String(err), action: "Try again." });
      }
    }
    void qc.invalidateQueries({ queryKey: workspaceKeys.submissions(roundId) });
  }

  const done = seeds.filter((s) => s.state === "accepted" || s.state === "failed").length;
  const inRun = seeds.filter((s) => s.state !== "idle").length;

  return (
    <section aria-labelledby="submit-h" className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 id="submit-h" className="text-sm font-semibold text-slate-800">
          Submit
        </h2>
        <button
          onClick={() => run(Array.from({ length: seedsCount }, (_, i) => i))}
          disabled={busy || Boolean(blocked)}
          className="rounded-md bg-emerald-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-emerald-800 disabled:opacity-50"
        >
          {busy ? "Submitting…" : `Submit all ${seedsCount} seeds`}
        </button>
      </div>
      {expected !== undefined && (
        <p className="text-right text-xs text-slate-600" data-testid="submit-expected">
          Expected round score <ExpectedBadge estimate={expected?.round} label="Round" />
        </p>
      )}
      {blocked && <p className="text-xs text-slate-500">{blocked}</p>}
      {warn && (
        <p role="alert" className="rounded-md bg-amber-50 p-2 text-xs font-medium text-amber-900">
          The round closes in {Math.max(1, Math.round((closing ?? 0) / 60_000))} min and seed{never.length > 1 ? "s" : ""} {never.join(", ")}{" "}
          {never.length > 1 ? "have" : "has"} never been submitted: a missing seed scores 0.
        </p>
      )}
      {inRun > 0 && (
        <ProgressBar label="Submission progress" value={done} max={inRun} tone="emerald" />
      )}
      <table className="w-full text-xs">
        <thead className="text-left text-slate-500">
          <tr>
            <th className="py-1 font-medium">Seed</th>
            <th className="py-1 font-medium">Last accepted</th>
            <th className="py-1 font-medium">Now</th>
            <th />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {seeds.map((s, i) => (
            <tr key={i} aria-label={`Seed ${i} submission`}>
              <td className="py-1.5 font-medium text-slate-700">{i}</td>
              <td className="py-1.5 tabular-nums text-slate-600">{submittedAt[i] ? formatTime(submittedAt[i]!) : <span className="text-amber-700">never</span>}</td>
              <td className="py-1.5">
                {s.state === "idle" ? null : s.state === "failed" ? (
                  <span className="text-rose-700" title={s.action}>
                    {s.message} {s.action}
                  </span>
                ) : (
                  <span className={s.state === "accepted" ? "text-emerald-700" : "text-slate-500"}>{s.state}</span>
                )}
              </td>
              <td className="whitespace-nowrap py-1.5 text-right">
                {expected !== undefined && (
                  <span className="mr-1.5 text-[11px]" data-testid={`submit-expected-${i}`}>
                    <ExpectedBadge estimate={expected?.seeds[i]} label={`Seed ${i}`} compact />
                  </span>
                )}
                <button
                  onClick={() => run([i])}
                  disabled={busy || Boolean(blocked)}
                  aria-label={`Submit seed ${i}`}
                  className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-50"
                >
                  Submit
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
