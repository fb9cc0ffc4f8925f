"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";

type Action = (prev: { error?: string }, form: FormData) => Promise<{ error?: string }>;

/** Practice mode: start a fresh round on the embedded emulator, optionally in a chosen regime. */
export function PracticeRoundStarter({ action, presets, hasActive }: { action: Action; presets: readonly string[]; hasActive: boolean }) {
  const [state, run, pending] = useActionState(action, {});
  return (
    <form action={run} aria-label="Start a practice round" className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="mr-auto">
        <p className="font-medium">{hasActive ? "Practise on another round" : "No round is active"}</p>
        <p className="text-xs text-slate-500">Start a round on the embedded emulator: 5 new maps, 50 queries, scored when it closes. The team “Model baseline” plays every practice round with the model alone: the score to beat.</p>
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
        <p role="alert" className="w-full rounded bg-red-50 px-3 py-2 text-red-800">
          {state.error}
        </p>
      )}
    </form>
  );
}
