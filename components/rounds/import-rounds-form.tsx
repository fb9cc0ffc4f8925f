"use client";

import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";

type State = { error?: string; status?: number };
type Action = (prev: State, form: FormData) => Promise<State>;

/** A real round the server offers (see lib/island-emulator/rounds/round-folder.ts). */
export type RealRoundChoice = { id: string; roundNumber: number; date: string | null; groundTruth: boolean; problem: string | null };

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function optionText(r: RealRoundChoice): string {
  const when = r.date ? ` · ${dateFormat.format(new Date(`${r.date}T00:00:00Z`))}` : "";
  if (r.problem) return `Real round ${r.roundNumber}${when} · cannot be read`;
  return `Real round ${r.roundNumber}${when} · ${r.groundTruth ? "with ground truth" : "no ground truth: cannot be scored"}`;
}

/**
 * Practice mode: play a real 2026 round again, picked from the rounds the server has. Queries are
 * answered by the emulator fitted to that round and the round is scored against its real ground
 * truth. The browser sends only the picked round's id.
 */
export function ImportRoundsForm({ action, rounds, unavailable }: { action: Action; rounds: RealRoundChoice[]; unavailable?: string }) {
  const [state, run, pending] = useActionState(action, {});
  const playable = rounds.filter((r) => r.groundTruth && !r.problem);
  const fallback = playable.at(-1)?.id;
  return (
    <form action={run} aria-label="Practise on a real round" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="mr-auto">
        <p className="font-medium">Practise on a real round</p>
        <p className="text-xs text-slate-600">The real initial maps, answers from the emulator fitted to that round, scored against what really happened.</p>
      </div>
      {unavailable || playable.length === 0 ? (
        <p className="w-full text-xs text-slate-700">{unavailable ?? "No real round on this server has a ground truth to be scored against."}</p>
      ) : (
        <>
          {/* A select is as wide as its longest option: bounded, so a phone never scrolls sideways. */}
          <label className="flex min-w-0 max-w-full flex-col gap-1 text-xs text-slate-700">
            Round
            <select name="round" defaultValue={fallback} required className="w-full min-w-0 max-w-full rounded-md border border-slate-300 px-2 py-1 text-sm">
              {rounds.map((r) => (
                <option key={r.id} value={r.id} disabled={!r.groundTruth || r.problem !== null}>
                  {optionText(r)}
                </option>
              ))}
            </select>
          </label>
          <SubmitButton pending={pending} label="Import and start" pendingLabel="Importing…" />
        </>
      )}
      {state.error && (
        <p role="alert" className={`w-full rounded px-3 py-2 ${state.status === 429 ? "bg-amber-50 text-amber-900" : "bg-red-50 text-red-800"}`}>
          {state.error}
        </p>
      )}
    </form>
  );
}
