"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { loadReplay } from "@/app/(dashboard)/rounds/[roundId]/analysis/actions";
import { CellCanvas } from "@/components/map/cell-canvas";
import type { TerrainCode } from "@/lib/island";
import { TERRAIN_COLORS, terrainKey } from "@/lib/dashboard/map";
import { Swatches } from "@/components/ui/color-key";

/** Frames 0–50 of one simulator run, with a time slider. */
export function ReplayPlayer({ roundId, seedIndex, cellSize }: { roundId: string; seedIndex: number; cellSize: number }) {
  const [step, setStep] = useState(50);
  const query = useQuery({
    queryKey: ["replay", roundId, seedIndex],
    queryFn: () => loadReplay({ roundId, seedIndex }),
    staleTime: Infinity,
  });
  const frames = query.data?.ok ? query.data.replay : null;
  const grid = frames?.grids[Math.min(step, frames.grids.length - 1)];
  const color = useCallback((x: number, y: number) => (grid ? TERRAIN_COLORS[grid[y][x] as TerrainCode] ?? "#000" : "#e2e8f0"), [grid]);

  if (query.isPending) return <p className="text-sm text-slate-500">Loading the replay…</p>;
  if (query.isError) return <p className="text-sm text-rose-700">The replay could not be loaded: {String(query.error)}</p>;
  if (!query.data.ok) {
    return (
      <p className="text-sm text-slate-500">
        No replay for this seed: {query.data.problem.message}
      </p>
    );
  }
  const last = frames!.grids.length - 1;
  return (
    <div className="flex flex-wrap items-start gap-6">
      {grid && <CellCanvas width={grid[0].length} height={grid.length} color={color} cellSize={cellSize} label={`Replay year ${step}`} />}
      <div className="min-w-0 flex-1 basis-64 space-y-3">
        <label className="block text-sm font-medium text-slate-700" htmlFor={`replay-${seedIndex}`}>
          Year <span className="tabular-nums">{step}</span> of {last}
        </label>
        <input
          id={`replay-${seedIndex}`}
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          className="w-full accent-indigo-600"
        />
        <Swatches items={terrainKey()} />
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">Living settlements</dt>
          <dd className="tabular-nums">{frames!.settlementCounts[step]}</dd>
          <dt className="text-slate-500">Factions</dt>
          <dd className="tabular-nums">{frames!.ownerCounts[step]}</dd>
        </dl>
      </div>
    </div>
  );
}
