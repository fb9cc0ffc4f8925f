"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";

type State = { error?: string; status?: number };
type Action = (prev: State, form: FormData) => Promise<State>;

/**
 * Practice mode: start a fresh round on the embedded emulator, optionally in a chosen regime.
 * `maxOpen` rounds may be open at once; the action refuses one more (status 429) and says why.
 */
export function PracticeRoundStarter({
  action,
  presets,
  hasActive,
  maxOpen,
}: {
  action: Action;
  presets: readonly string[];
  hasActive: boolean;
  maxOpen?: number;
}) {
  const [state, run, pending] = useActionState(action, {});
  const capReached = state.status === 429;
  return (
    <form action={run} aria-label="Start a practice round" className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="mr-auto">
        <p className="font-medium">{hasActive ? "Practise on another round" : "No round is active"}</p>
        <p className="text-xs text-slate-500">
          Start a round on the embedded emulator: 5 new maps, 50 queries, scored when it closes or when you press “Finish now” in its workspace. The team “Model baseline” plays every practice round with the model alone: the score to beat.
          {maxOpen !== undefined && ` At most ${maxOpen} rounds are open at once.`}
        </p>
        {hasActive && (
          <p className="mt-1 text-xs text-slate-700">
            The rounds open now stay playable: every round has its own 50 queries, and a workspace shows the budget of its own round.
          </p>
        )}
      </div>
      <label className="text-xs text-slate-600">
        Regime{" "}
        <select name="preset" defaultValue="" className="ml-1 rounded-md border border-slate-300 px-2 py-1 text-sm">
          <option value="">hidden (drawn like the real service)</option>
          {presets.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <SubmitButton pending={pending} label="Start a practice round" pendingLabel="Starting…" />
      {state.error && (
        <p role="alert" className={`w-full rounded px-3 py-2 ${capReached ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}>
          {capReached && <span className="font-medium">No new round yet: </span>}
          {state.error}
        </p>
      )}
    </form>
  );
}
