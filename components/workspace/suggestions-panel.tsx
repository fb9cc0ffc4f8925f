"use client";

import { useState } from "react";
import { useWorkspace, type Suggestion } from "./store";
import type { PlannedRunState } from "./use-planned-run";
import { ProgressBar } from "@/components/ui/progress-bar";

export type PlannedRun = {
  state: PlannedRunState;
  start: (n: number) => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
};

export type BatchState = { running: boolean; done: number; total: number; error: string | null };

/** Planner suggestions: accept, move or ignore each; run the accepted ones as a batch. */
export function SuggestionsPanel({
  suggestions,
  computing,
  batch,
  spendBlocked,
  onRun,
  onStop,
  planned,
  budget,
  valueOf,
}: {
  suggestions: Suggestion[];
  computing: boolean;
  batch: BatchState;
  spendBlocked: string | null;
  onRun: () => void;
  onStop: () => void;
  planned: PlannedRun;
  /** The round's live budget. */
  budget: { roundName: string; used: number; max: number };
  /** What a suggestion is expected to buy, in words (shown under it). */
  valueOf?: (s: Suggestion) => string;
}) {
  const accepted = useWorkspace((s) => s.accepted);
  const ignored = useWorkspace((s) => s.ignored);
  const moving = useWorkspace((s) => s.moving);
  const accept = useWorkspace((s) => s.accept);
  const unaccept = useWorkspace((s) => s.unaccept);
  const ignore = useWorkspace((s) => s.ignore);
  const set = useWorkspace((s) => s.set);
  const selectSeed = useWorkspace((s) => s.selectSeed);
  const acceptedIds = new Set(accepted.map((a) => a.id));
  const open = suggestions.filter((s) => !ignored.includes(s.id) && !acceptedIds.has(s.id));

  const move = (s: Suggestion) => {
    accept(s);
    selectSeed(s.seed_index);
    set({ moving: s.id, draftViewport: { x: s.x, y: s.y, w: s.w, h: s.h } });
  };
  const describe = (s: Suggestion) => `Seed ${s.seed_index} · (${s.x}, ${s.y}) ${s.w}×${s.h}`;

  return (
    <section aria-labelledby="suggestions-h" className="space-y-2">
      <h2 id="suggestions-h" className="text-sm font-semibold text-slate-800">
        Suggested viewports
      </h2>
      {spendBlocked ? (
        <p className="text-xs text-slate-500">{spendBlocked}</p>
      ) : open.length === 0 && accepted.length === 0 ? (
        <p className="text-xs text-slate-500">{computing ? "The planner is choosing where to look…" : "No suggestions left."}</p>
      ) : null}
      {moving && <p className="rounded bg-amber-50 p-2 text-xs text-amber-800">Click the map to place the suggestion (Esc to cancel).</p>}
      {!spendBlocked && open.length > 0 && (
        <ul className="space-y-1">
          {open.slice(0, 6).map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-2 text-xs">
              <button className="text-left text-slate-700 hover:underline" onClick={() => selectSeed(s.seed_index)}>
                {describe(s)}
                {valueOf && <span className="block text-[11px] text-slate-500">{valueOf(s)}</span>}
              </button>
              <span className="flex gap-1">
                <button aria-label={`Accept ${describe(s)}`} onClick={() => accept(s)} className="rounded bg-amber-700 px-2 py-0.5 font-medium text-white hover:bg-amber-800">
                  Accept
                </button>
                <button aria-label={`Move ${describe(s)}`} onClick={() => move(s)} className="rounded border border-slate-300 px-2 py-0.5 hover:bg-slate-100">
                  Move
                </button>
                <button aria-label={`Ignore ${describe(s)}`} onClick={() => ignore(s.id)} className="rounded px-2 py-0.5 text-slate-500 hover:bg-slate-100">
                  Ignore
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {accepted.length > 0 && (
        <div className="space-y-2 rounded-md border border-amber-200 bg-amber-50/50 p-2">
          <p className="text-xs font-medium text-amber-900">Accepted ({accepted.length})</p>
          <ol className="space-y-1 text-xs">
            {accepted.map((s, i) => (
              <li key={s.id} className="flex items-center justify-between">
                <span>
                  {i + 1}. {describe(s)}
                </span>
                <span className="flex gap-1">
                  <button onClick={() => move(s)} disabled={batch.running} className="rounded px-1.5 hover:bg-amber-100 disabled:opacity-50">
                    Move
                  </button>
                  <button onClick={() => unaccept(s.id)} disabled={batch.running} className="rounded px-1.5 hover:bg-amber-100 disabled:opacity-50">
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ol>
          {batch.running ? (
            <button onClick={onStop} className="w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-xs font-medium hover:bg-slate-50">
              Stop after this query
            </button>
          ) : (
            <button
              onClick={onRun}
              disabled={Boolean(spendBlocked)}
              className="w-full rounded-md bg-amber-700 px-3 py-1.5 text-xs font-medium text-white hover:bg-amber-800 disabled:opacity-50"
            >
              Run {accepted.length} accepted quer{accepted.length === 1 ? "y" : "ies"}
            </button>
          )}
        </div>
      )}
      <PlannedRunControls planned={planned} budget={budget} blocked={Boolean(spendBlocked)} busy={batch.running} />
      {batch.total > 0 && (
        <div className="space-y-1">
          <ProgressBar label="Accepted queries" value={batch.done} max={batch.total} tone="amber" thick />
          <p className="text-xs text-slate-600">
            {batch.done}/{batch.total} queries {batch.running ? "spent so far" : "spent"}
            {batch.error && <span className="text-rose-700"> · stopped: {batch.error}</span>}
          </p>
        </div>
      )}
    </section>
  );
}

/** "Spend N more as planned", with progress, pause and the live budget. */
function PlannedRunControls({
  planned,
  budget,
  blocked,
  busy,
}: {
  planned: PlannedRun;
  budget: { roundName: string; used: number; max: number };
  blocked: boolean;
  busy: boolean;
}) {
  const left = Math.max(0, budget.max - budget.used);
  const [n, setN] = useState(10);
  const { state } = planned;
  const count = Math.max(1, Math.min(n, left));
  const active = state.running || state.paused;
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-2" aria-label="Spend as planned" role="group">
      {!active && left === 0 ? (
        // Nothing left to spend: no control that could only ever be disabled.
        <p className="text-xs text-slate-600">Every query of the round is spent: nothing more to spend as planned.</p>
      ) : !active ? (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <label className="flex items-center gap-1 text-slate-600">
            Spend
            <input
              type="number"
              aria-label="Queries to spend as planned"
              min={1}
              max={Math.max(1, left)}
              value={n}
              onChange={(e) => setN(Math.max(1, Math.min(50, Math.floor(Number(e.target.value)) || 1)))}
              className="w-14 rounded border border-slate-300 px-1.5 py-0.5 tabular-nums"
            />
          </label>
          <button
            onClick={() => planned.start(count)}
            disabled={blocked || busy}
            className="rounded-md bg-indigo-600 px-3 py-1 font-medium text-white hover:bg-indigo-500 disabled:opacity-50"
          >
            Spend {count} more as planned
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {state.running ? (
            <button
              onClick={planned.pause}
              disabled={state.pausing}
              className="rounded-md border border-slate-300 bg-white px-3 py-1 font-medium hover:bg-slate-50 disabled:text-slate-600"
            >
              {state.pausing ? "Pausing after the current query…" : "Pause"}
            </button>
          ) : (
            <button onClick={planned.resume} disabled={blocked || left === 0} className="rounded-md bg-indigo-600 px-3 py-1 font-medium text-white hover:bg-indigo-500 disabled:opacity-50">
              Resume
            </button>
          )}
          {!state.running && (
            <button onClick={planned.cancel} className="rounded-md px-3 py-1 text-slate-600 hover:bg-slate-100">
              Done
            </button>
          )}
        </div>
      )}
      {state.total > 0 && (
        <div className="space-y-1">
          <ProgressBar label="Planned queries" value={state.done} max={state.total} thick />
          <p className="text-xs text-slate-600" aria-live="polite">
            {state.done}/{state.total} planned queries spent{state.pausing ? " · pausing after the current query" : state.running ? "…" : state.paused ? " · paused" : ""}
            {state.error && <span className="text-rose-700"> · stopped: {state.error}</span>}
          </p>
        </div>
      )}
      <p className="text-xs tabular-nums text-slate-500">
        {budget.roundName}: {budget.used}/{budget.max} used · {left} left (live, shared by the team)
      </p>
    </div>
  );
}
