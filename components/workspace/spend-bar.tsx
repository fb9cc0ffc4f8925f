"use client";

import type { Viewport } from "@/lib/island/schemas";
import { viewportCoverage, type SeedObservationSummary } from "@/lib/dashboard/map";
import { useEffect, useRef } from "react";
import { useWorkspace, useWorkspaceApi } from "./store";
import { useCoarsePointer } from "./use-coarse-pointer";

/**
 * The placed window, waiting to be spent: a second click on it, Enter or the Spend button spends
 * the query; Cancel or Esc drops it. Nothing is spent by the first click.
 */
export function SpendBar({
  roundName,
  left,
  summary,
  W,
  onSpend,
}: {
  roundName: string;
  left: number;
  summary: SeedObservationSummary;
  W: number;
  onSpend: (seed: number, viewport: Viewport) => void;
}) {
  const api = useWorkspaceApi();
  const touch = useCoarsePointer();
  const bar = useRef<HTMLDivElement>(null);
  const pending = useWorkspace((s) => s.pendingSpend);
  const confirm = useWorkspace((s) => s.confirmSpend);
  const seed = useWorkspace((s) => s.seed);
  const shown = Boolean(pending && pending.seed === seed);
  // On a touch screen the bar may open below the fold: bring it up. Not under a mouse: scrolling
  // would move the map beneath the pointer, and the second click meant to spend would land elsewhere.
  useEffect(() => {
    if (shown && touch) bar.current?.scrollIntoView({ block: "nearest" });
  }, [shown, touch]);
  if (!pending || pending.seed !== seed) return null;
  const v = pending.viewport;
  const info = viewportCoverage(v, summary.coverage, W);
  return (
    <div ref={bar} role="dialog" aria-label="Spend this query" className="flex flex-wrap items-center gap-3 rounded-md border border-indigo-200 bg-indigo-50 p-3 text-sm shadow-sm">
      <span className="min-w-0 flex-1">
        Window placed on seed {pending.seed} at ({v.x}, {v.y}) {v.w}×{v.h}: {info.cells} cells, {info.unseen} never seen.{" "}
        <span className="text-slate-600">
          {confirm ? "Confirm each query is on: spend it with the button." : touch ? "Tap it again to spend it." : "Click it again or press Enter to spend it."} {roundName} has {left} quer
          {left === 1 ? "y" : "ies"} left.
        </span>
      </span>
      <button
        onClick={() => {
          api.setState({ pendingSpend: null, draftViewport: null });
          onSpend(pending.seed, v);
        }}
        className="rounded-md bg-indigo-600 px-3 py-1 text-xs font-medium text-white hover:bg-indigo-500"
      >
        Spend 1 query
      </button>
      <button onClick={() => api.setState({ pendingSpend: null, draftViewport: null })} className="rounded-md px-3 py-1 text-xs text-slate-600 hover:bg-white">
        Cancel
      </button>
    </div>
  );
}
