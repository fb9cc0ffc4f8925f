"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { finishPracticeRoundAction, roundProgressAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { getMemberName } from "./member-name";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { ScoringStepMessage } from "./use-team-events";
import { followScoring, type FollowPhase } from "./scoring-follow";

type Phase = { kind: "idle" } | { kind: "confirm" } | FollowPhase | { kind: "error"; message: string };

/** Without the live stream the scoring is asked after this often; with it, only as a fallback. */
const POLL_MS = 1_000;
const FALLBACK_POLL_MS = 10_000;

/**
 * Practice rounds: "Finish now" closes the round, follows its scoring (the model baseline plays,
 * then each seed's ground truth) and opens the analysis once the scores are in. The server pushes
 * each step on the team's live stream (`pushed`); the page asks only once it is scored (which also
 * makes the round's review), and every 10 s in case a push was missed (every second when the
 * stream is down). A round already being scored shows the same progress.
 */
export function FinishRound({
  roundId,
  roundName,
  status,
  pushed = null,
  live = false,
  unsubmitted = [],
}: {
  roundId: string;
  roundName: string;
  status: string;
  /** The latest scoring step the server pushed for this round (null: none yet). */
  pushed?: ScoringStepMessage | null;
  /** The team's live stream is open: pushes arrive, polling is only a fallback. */
  live?: boolean;
  /** Seeds the team has not submitted: each would score 0. */
  unsubmitted?: number[];
}) {
  const router = useRouter();
  const [own, setPhase] = useState<Phase>({ kind: "idle" });
  // The element that takes the keyboard focus when the user's own press replaces the one they
  // pressed (otherwise the focus would fall to the page); a teammate's finish moves nothing.
  const focusTarget = useRef<HTMLElement | null>(null);
  const focusAfterPress = useRef(false);
  const pressed = (next: Phase) => {
    focusAfterPress.current = true;
    setPhase(next);
  };
  // A round a teammate finished (or whose window ended) shows the same progress.
  const asked: Phase = status === "scoring" && (own.kind === "idle" || own.kind === "confirm") ? { kind: "scoring", seedsDone: 0, seedsCount: 5 } : own;
  // Each pushed step moves the progress at once (the page asks only when it is scored).
  const phase: Phase =
    asked.kind === "scoring" && pushed?.status === "scoring" && pushed.seedsDone > asked.seedsDone
      ? { ...asked, seedsDone: pushed.seedsDone, seedsCount: pushed.seedsCount }
      : asked;
  const pushedStatus = pushed?.status ?? null;

  useEffect(() => {
    if (!focusAfterPress.current) return;
    focusAfterPress.current = false;
    focusTarget.current?.focus();
  }, [phase.kind]);
  // Scored already when this page hears of it (a teammate finished a round whose scoring was
  // prepared while it was open): the push comes before the page has seen the round close.
  // Or the page's own data already says completed (a refresh came before the push).
  const scoring = phase.kind === "scoring" || ((pushedStatus === "completed" || status === "completed") && phase.kind !== "done");

  useEffect(() => {
    if (!scoring) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const r = await roundProgressAction({ roundId }).catch(() => null);
      if (stopped) return;
      if (r && !r.ok) return setPhase({ kind: "error", message: r.problem.message });
      if (r?.ok) {
        const step = followScoring(r.progress);
        setPhase(step.phase);
        if (!step.askAgain) return router.push(`/rounds/${roundId}/analysis`);
      }
      timer = setTimeout(check, live ? FALLBACK_POLL_MS : POLL_MS);
    };
    // Scored (pushed): ask at once. Otherwise a first look soon, then the fallback pace.
    timer = setTimeout(check, pushedStatus === "completed" ? 0 : 300);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [scoring, roundId, router, live, pushedStatus]);

  const finish = async () => {
    pressed({ kind: "scoring", seedsDone: 0, seedsCount: 5 });
    const r = await finishPracticeRoundAction({ roundId, who: getMemberName() }).catch((err: unknown) => ({
      ok: false as const,
      problem: { message: err instanceof Error ? err.message : String(err) },
    }));
    if (!r.ok) pressed({ kind: "error", message: r.problem.message });
  };
  const keepPlaying = () => pressed({ kind: "idle" });

  if (phase.kind === "idle") {
    return (
      <button ref={(el) => void (focusTarget.current = el)} onClick={() => pressed({ kind: "confirm" })} className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50">
        Finish now
      </button>
    );
  }
  if (phase.kind === "confirm") {
    const missing = unsubmitted.length;
    return (
      <div
        role="dialog"
        aria-label="Finish this practice round"
        aria-describedby="finish-round-what"
        onKeyDown={(e) => {
          if (e.key === "Escape") keepPlaying();
        }}
        className="flex flex-wrap items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-1.5 text-sm text-amber-900">
        <span id="finish-round-what">
          Finish {roundName.replace(/^R/, "r")} now? Queries and submissions close, and it is scored with what the team has submitted.
          {missing > 0 && (
            <strong className="block">
              {missing === 1 ? `Seed ${unsubmitted[0]} is` : `Seeds ${unsubmitted.join(", ")} are`} not submitted: {missing === 1 ? "it scores" : "each scores"} 0.
            </strong>
          )}
        </span>
        <button ref={(el) => void (focusTarget.current = el)} onClick={finish} className="rounded-md bg-amber-700 px-3 py-1 text-xs font-medium text-white hover:bg-amber-800">
          {missing > 0 ? "Finish anyway" : "Finish and score"}
        </button>
        <button onClick={keepPlaying} className="rounded-md px-2 py-1 text-xs hover:bg-amber-100">
          Keep playing
        </button>
      </div>
    );
  }
  if (phase.kind === "error") {
    return (
      <p ref={(el) => void (focusTarget.current = el)} tabIndex={-1} role="alert" className="rounded-md bg-rose-50 px-3 py-1.5 text-sm text-rose-800">
        {phase.message}
      </p>
    );
  }
  const done = phase.kind === "done" ? 1 : phase.seedsDone / Math.max(1, phase.seedsCount);
  const label =
    phase.kind === "done"
      ? "Scored: opening the analysis…"
      : phase.seedsDone === 0
        ? "Scoring: the model baseline plays, then each seed's ground truth is computed…"
        : `Scoring: ground truth of ${phase.seedsDone}/${phase.seedsCount} seeds computed…`;
  return (
    <div
      ref={(el) => void (focusTarget.current = el)}
      tabIndex={-1}
      role="status"
      aria-label="Round scoring"
      className="order-last flex basis-full flex-wrap items-center gap-2 text-sm text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
      aria-live="polite"
    >
      <ProgressBar label="Scoring the round" value={Math.round(done * 100)} max={100} tone="emerald" thick pulse className="w-32" />
      <span>{label}</span>
      {phase.kind === "scoring" && phase.failure && (
        <p role="alert" className="w-full rounded-md bg-rose-50 px-3 py-1.5 text-rose-800">
          {phase.failure}
        </p>
      )}
    </div>
  );
}
