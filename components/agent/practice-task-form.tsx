"use client";

import { useActionState, useState } from "react";
import type { PracticeRunState } from "@/lib/accounting/practice-run";
import { SubmitButton } from "@/components/ui/submit-button";
import { describeCalls, duration, statusWords, taskWords } from "./result-words";

type Action = (prev: PracticeRunState, form: FormData) => Promise<PracticeRunState>;

const EXAMPLE = "Opprett kunden Nordlys AS med organisasjonsnummer 912345678. E-post: post@nordlys.no.";

/** Sends a task prompt (and an attachment) to the agent against a fresh practice company. */
export function PracticeTaskForm({ action }: { action: Action }) {
  const [state, run, pending] = useActionState(action, { status: "idle" });
  // Controlled, so the prompt stays in the box after a run (forms reset after an action).
  const [prompt, setPrompt] = useState("");
  return (
    <form action={run} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" aria-label="Try a task">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-sm font-semibold">Try a task on the practice sandbox</h2>
        <p className="text-xs text-slate-500">Each run gets a fresh company of the embedded accounting sandbox.</p>
      </div>
      <label className="block text-xs font-medium text-slate-600" htmlFor="practice-prompt">
        Task prompt (any of the 7 languages)
      </label>
      <textarea
        id="practice-prompt"
        name="prompt"
        required
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        rows={3}
        placeholder={EXAMPLE}
        className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-4">
        <label className="text-xs text-slate-600">
          Attachment (PDF, CSV or image, optional){" "}
          <input name="file" type="file" accept=".pdf,.csv,.txt,image/*" className="mt-1 block max-w-full text-xs sm:ml-2 sm:mt-0 sm:inline" />
        </label>
        <SubmitButton pending={pending} label="Run the agent" pendingLabel="Running…" className="ml-auto" />
      </div>
      <div aria-live="polite" className="text-sm">
        {state.status === "error" && <p className="rounded bg-red-50 px-3 py-2 text-red-800">{state.message}</p>}
        {state.status === "done" && (
          <p className={`rounded px-3 py-2 ${state.result === "ok" ? "bg-emerald-50 text-emerald-900" : "bg-amber-50 text-amber-900"}`}>
            <span className="font-medium">{taskWords(state.taskType, state.heldBack)}</span> · {state.heldBack ? "" : `${statusWords(state.result)} · `}
            {describeCalls(state.calls)} ·{" "}
            {duration(state.ms)}
            {state.error && <span className="block text-xs">{state.error}</span>}
            <span className="block text-xs text-slate-600">The request and its API calls are at the top of the log below.</span>
          </p>
        )}
      </div>
    </form>
  );
}
