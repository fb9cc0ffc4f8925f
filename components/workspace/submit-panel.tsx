"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { submitSeedAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { useQueryClient } from "@tanstack/react-query";
import { formatTime } from "@/lib/format-time";
import { adjustmentFingerprint, describeSent, type Adjustment, type ShownSubmission } from "@/lib/dashboard/edits";
import type { PinInput } from "@/lib/island/regime/pins";
import { ExpectedBadge } from "./expected-score";
import type { ExpectedResult } from "./expected-run";
import { getMemberName } from "./member-name";
import { workspaceKeys } from "./queries";
import { ProgressBar } from "@/components/ui/progress-bar";
import { expectedLossAgainstModel, needsConfirmation } from "./submit-guard";

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
  expectedStale = false,
  sends,
  onUndoEdits,
  floating = true,
}: {
  roundId: string;
  seedsCount: number;
  submittedAt: (string | null)[];
  closesAt: string | null;
  /** Why submitting is not possible now (null: it is). */
  blocked: string | null;
  /** Expected score of what each Submit would send now (null while it is computed). */
  expected?: ExpectedResult | null;
  /** The expected score is of inputs the screen no longer shows (it is being recomputed). */
  expectedStale?: boolean;
  /** What a Submit sends now: the pins and saved adjustments on the screen (a draft being edited is not sent). */
  sends?: { pins: readonly PinInput[]; adjustments: readonly Adjustment[]; observationCount: number; draftOpen: boolean };
  /** Takes back every pin and turns off every adjustment: the way back offered before a costly submission. */
  onUndoEdits?: () => Promise<unknown> | void;
  /** The Submit bar floats at the bottom of a wide screen (not on a closed round: nothing to send). */
  floating?: boolean;
}) {
  const qc = useQueryClient();
  const [seeds, setSeeds] = useState<SeedState[]>(() => Array.from({ length: seedsCount }, () => ({ state: "idle" })));
  const busy = seeds.some((s) => s.state === "queued" || s.state === "sending");
  const now = useSyncExternalStore(subscribe, minuteNow, () => null);
  const closing = closesAt && now !== null ? Date.parse(closesAt) - now : null;
  const never = submittedAt.map((t, i) => (t ? null : i)).filter((i): i is number => i !== null);
  const warn = !blocked && closing !== null && closing > 0 && closing < WARN_BEFORE_CLOSE_MS && never.length > 0;

  const patch = (i: number, s: SeedState) => setSeeds((old) => old.map((o, k) => (k === i ? s : o)));

  // "Submit all" sends seed after seed: each sends what the screen says at its own moment.
  const latest = useRef({ sends, expected, expectedStale });
  useEffect(() => {
    latest.current = { sends, expected, expectedStale };
  });
  const shownFor = (seed: number): ShownSubmission | undefined => {
    const { sends: now, expected: est, expectedStale: stale } = latest.current;
    if (!now) return undefined;
    const estimate = !stale && !now.draftOpen ? est?.seeds[seed] : undefined;
    return {
      pins: now.pins.map(({ rate, value, likeRound }) => ({ rate, value, likeRound })),
      adjustments: now.adjustments.filter((a) => a.enabled && a.seeds.includes(seed)).map((a) => ({ id: a.id, fingerprint: adjustmentFingerprint(a) })),
      observationCount: now.observationCount,
      expected: estimate ? { mean: estimate.mean, lo: estimate.lo, hi: estimate.hi } : null,
    };
  };

  async function run(list: number[]) {
    setSeeds((old) => old.map((o, k) => (list.includes(k) ? { state: "queued" } : o)));
    for (const i of list) {
      patch(i, { state: "sending" });
      try {
        const r = await submitSeedAction({ roundId, seedIndex: i, shown: shownFor(i), who: getMemberName() });
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

  // A submission expected to cost more than a few points against the model alone is confirmed first.
  const [confirm, setConfirm] = useState<{ list: number[]; loss: number } | null>(null);
  const submitAll = useRef<HTMLButtonElement>(null);
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirm) firstChoice.current?.focus();
  }, [confirm]);
  const ask = (list: number[]) => {
    if (busy) return;
    const loss = expectedLossAgainstModel(expected, expectedStale);
    if (needsConfirmation(loss)) setConfirm({ list, loss: loss! });
    else void run(list);
  };
  const close = () => {
    setConfirm(null);
    submitAll.current?.focus();
  };
  const [undoing, setUndoing] = useState(false);
  const undo = async () => {
    setUndoing(true);
    try {
      await onUndoEdits?.();
    } finally {
      setUndoing(false);
      close();
    }
  };

  const done = seeds.filter((s) => s.state === "accepted" || s.state === "failed").length;
  const inRun = seeds.filter((s) => s.state !== "idle").length;

  return (
    <section aria-labelledby="submit-h" className="space-y-2">
      {/* On a wide screen the Submit button and the round's figure stay on screen, over the side
          panel's column, wherever the page is scrolled. */}
      <div
        data-testid="submit-bar"
        className={`space-y-2 ${floating ? "lg:fixed lg:bottom-3 lg:right-[max(1.5rem,calc((100vw-80rem)/2+1.5rem))] lg:z-20 lg:w-[22rem] lg:rounded-xl lg:border lg:border-emerald-200 lg:bg-white lg:p-3 lg:shadow-lg" : ""}`}
      >
        <div className="flex items-center justify-between">
          <h2 id="submit-h" className="text-sm font-semibold text-slate-800">
            Submit
          </h2>
          {/* While a run is on, the buttons say so with aria-disabled: a disabled button would drop the keyboard focus. */}
          <button
            ref={submitAll}
            onClick={() => ask(Array.from({ length: seedsCount }, (_, i) => i))}
            disabled={Boolean(blocked)}
            aria-disabled={busy}
            className="rounded-md bg-emerald-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-emerald-800 disabled:opacity-50 aria-disabled:opacity-50"
          >
            {busy ? "Submitting…" : `Submit all ${seedsCount} seeds`}
          </button>
        </div>
        {expected !== undefined && (
          <p className="text-right text-xs text-slate-600" data-testid="submit-expected">
            Expected round score <ExpectedBadge estimate={expected?.round} label="Round" stale={expectedStale} />
          </p>
        )}
        {confirm && (
          <div role="alertdialog" aria-labelledby="submit-confirm-h" aria-describedby="submit-confirm-text" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-xs text-amber-950" data-testid="submit-confirm">
            <p id="submit-confirm-h" className="font-semibold">
              Are you sure?
            </p>
            <p id="submit-confirm-text">
              What you would send is expected to score <strong className="tabular-nums">{confirm.loss.toFixed(1)}</strong> points below the model alone
              {expected?.round ? ` (≈${(expected.round.mean + confirm.loss).toFixed(1)} → ≈${expected.round.mean.toFixed(1)})` : ""}.
              Undoing the edits unpins every rate and turns every adjustment off; nothing is sent.
            </p>
            <div className="flex flex-wrap gap-2">
              <button ref={firstChoice} onClick={() => void undo()} aria-disabled={undoing} className="rounded-md bg-indigo-600 px-3 py-1 font-medium text-white hover:bg-indigo-500 aria-disabled:opacity-50">
                {undoing ? "Undoing…" : "Undo the edits"}
              </button>
              <button
                onClick={() => {
                  const list = confirm.list;
                  close();
                  void run(list);
                }}
                className="rounded-md border border-amber-400 bg-white px-3 py-1 font-medium hover:bg-amber-100"
              >
                Submit anyway
              </button>
              <button onClick={close} className="rounded-md px-3 py-1 text-slate-700 hover:bg-amber-100">
                Keep editing
              </button>
            </div>
          </div>
        )}
      </div>
      {sends && !blocked && (
        <p className="text-xs text-slate-700" data-testid="submit-sends" aria-live="polite">
          Sends the model&apos;s prediction {describeSent(sends.pins.length, sends.adjustments.filter((a) => a.enabled).length).replace(/^the model alone /, "alone ")}
          {expectedStale || !expected ? "; estimate updating" : ""}
          {sends.draftOpen ? "; the adjustment being edited is not sent until it is saved (the estimate shown includes it)" : ""}.
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
            <th className="py-1 text-right font-medium">
              <span className="sr-only">Expected score and submit</span>
            </th>
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
                    <ExpectedBadge estimate={expected?.seeds[i]} label={`Seed ${i}`} compact stale={expectedStale} />
                  </span>
                )}
                <button
                  onClick={() => ask([i])}
                  disabled={Boolean(blocked)}
                  aria-disabled={busy}
                  aria-label={`Submit seed ${i}`}
                  className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100 disabled:opacity-50 aria-disabled:opacity-50"
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
