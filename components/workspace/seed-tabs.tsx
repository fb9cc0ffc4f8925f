"use client";

import type { SeedObservationSummary } from "@/lib/dashboard/layers";
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
  return (
    <div role="tablist" aria-label="Seeds" className="flex flex-wrap gap-2">
      {grids.map((grid, i) => (
        <button
          key={i}
          role="tab"
          aria-selected={seed === i}
          aria-label={`Seed ${i}`}
          onClick={() => selectSeed(i)}
          className={`flex w-44 items-center gap-2 whitespace-nowrap rounded-lg border p-1.5 pr-3 text-left ${seed === i ? "border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500" : "border-slate-200 bg-white hover:border-slate-400"}`}
        >
          <TerrainThumb grid={grid} coverage={summaries[i].coverage} W={W} H={H} size={56} />
          <span className="text-xs">
            <span className="block text-sm font-semibold text-slate-800">Seed {i}</span>
            <span className="block text-slate-500">{summaries[i].queries} {summaries[i].queries === 1 ? "query" : "queries"}</span>
            <span className={`block ${submittedAt[i] ? "text-emerald-700" : "text-amber-700"}`}>{submittedAt[i] ? "submitted" : "not submitted"}</span>
          </span>
        </button>
      ))}
    </div>
  );
}
