"use client";

import type { SeedObservationSummary } from "@/lib/dashboard/map";
import { useRef } from "react";
import { TerrainThumb } from "./map-view";
import { useWorkspace } from "./store";

/** The five seeds side by side: terrain with the seen cells at full colour, queries, submission. */
export function SeedTabs({
  grids,
  summaries,
  submittedAt,
  W,
  H,
}: {
  grids: (readonly (readonly number[])[])[];
  summaries: SeedObservationSummary[];
  submittedAt: (string | null)[];
  W: number;
  H: number;
}) {
  const seed = useWorkspace((s) => s.seed);
  const selectSeed = useWorkspace((s) => s.selectSeed);
  const list = useRef<HTMLDivElement>(null);
  // Arrow keys move between the seeds, as in any tab list.
  const onKeyDown = (e: React.KeyboardEvent, i: number) => {
    const next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : null;
    if (next === null || next < 0 || next >= grids.length) return;
    e.preventDefault();
    selectSeed(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    // On a phone the five cards are one compact row, so the map starts on the first screen.
    <div ref={list} role="tablist" aria-label="Seeds" className="grid grid-cols-5 gap-1 sm:flex sm:flex-wrap sm:gap-2">
      {grids.map((grid, i) => {
        const n = summaries[i].queries;
        const sent = Boolean(submittedAt[i]);
        return (
          <button
            key={i}
            role="tab"
            aria-selected={seed === i}
            onClick={() => selectSeed(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`flex min-w-0 items-center gap-2 whitespace-nowrap rounded-lg border p-1 text-left sm:w-44 sm:p-1.5 sm:pr-3 ${seed === i ? "border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500" : "border-slate-200 bg-white hover:border-slate-400"}`}
          >
            <span className="hidden sm:block">
              <TerrainThumb grid={grid} coverage={summaries[i].coverage} W={W} H={H} size={56} />
            </span>
            <span className="min-w-0 text-xs">
              <span className="block text-sm font-semibold text-slate-800">Seed {i}</span>
              <span className="sr-only sm:not-sr-only sm:block sm:text-slate-600">
                {n} {n === 1 ? "query" : "queries"}
              </span>
              <span className={`sr-only sm:not-sr-only sm:block ${sent ? "sm:text-emerald-700" : "sm:text-amber-800"}`}>{sent ? "submitted" : "not submitted"}</span>
              <span aria-hidden className={`block sm:hidden ${sent ? "text-emerald-700" : "text-amber-800"}`}>
                {n} q · {sent ? "✓" : "—"}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
