"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";

type State = { error?: string; status?: number };
type Action = (prev: State, form: FormData) => Promise<State>;

/**
 * Practice mode: play a real 2026 round again. The server reads the round from a folder laid out
 * like the shared island rounds; queries are answered by the emulator fitted to that round and the
 * round is scored against its real ground truth.
 */
export function ImportRoundsForm({ action, defaultFolder }: { action: Action; defaultFolder: string }) {
  const [state, run, pending] = useActionState(action, {});
  return (
    <form action={run} aria-label="Practise on a real round" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="mr-auto">
        <p className="font-medium">Practise on a real round</p>
        <p className="text-xs text-slate-500">The real initial maps, answers from the emulator fitted to that round, scored against what really happened.</p>
      </div>
      <label className="text-xs text-slate-600">
        Folder on the server
        <input name="folder" defaultValue={defaultFolder} required maxLength={500} className="ml-1 w-56 rounded-md border border-slate-300 px-2 py-1 text-sm" />
      </label>
      <label className="text-xs text-slate-600">
        Round
        <input name="round" type="number" min={1} max={999} required defaultValue={7} className="ml-1 w-16 rounded-md border border-slate-300 px-2 py-1 text-sm" />
      </label>
      <SubmitButton pending={pending} label="Import and start" pendingLabel="Importing…" />
      {state.error && (
        <p role="alert" className={`w-full rounded px-3 py-2 ${state.status === 429 ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}>
          {state.error}
        </p>
      )}
    </form>
  );
}
