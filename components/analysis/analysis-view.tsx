"use client";

import { interpolateInferno, scaleSequentialSqrt } from "d3";
import { useCallback, useMemo, useState } from "react";
import { CellCanvas } from "@/components/map/cell-canvas";
import { CLASS_NAMES, TERRAIN_NAMES, type TerrainCode } from "@/lib/island";
import { TERRAIN_COLORS, classColorAt, classKey } from "@/lib/dashboard/map";
import { describeGap, type SeedAnalysis, type RoundReview } from "@/lib/dashboard/review";
import { RoundEditsSummary, SeedEditsReview } from "./edits-review";
import { Ramp, Swatches } from "@/components/ui/color-key";
import { ClassBars } from "./class-bars";
import { ReplayPlayer } from "./replay-player";

const CELL = 9;

/** Argmax colours, with the initial map's ocean drawn as ocean (it never changes; its class is Empty). */
const argmaxColor = (grid: number[][] | null, initial: number[][] | null) => (x: number, y: number) =>
  !grid ? "#e2e8f0" : classColorAt(grid[y][x], initial?.[y][x]);

const CLASS_KEY = classKey(CLASS_NAMES);

/** Our query windows on the loss map (light, to read on the dark ramp) and the edit picked from the list. */
const WINDOW_STROKE = "#67e8f9";
const EDIT_STROKE = "#db2777";

export function AnalysisView({ roundId, seeds, realBest, review = null }: { roundId: string; seeds: SeedAnalysis[]; realBest?: string | null; review?: RoundReview | null }) {
  const [selected, setSelected] = useState(0);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const [edit, setEdit] = useState<string | null>(null);
  const [showWindows, setShowWindows] = useState(false);
  const seed = seeds[selected];
  const seedReview = review?.seeds.find((r) => r.seedIndex === seed.seedIndex) ?? null;
  const pickedEdit = seedReview?.edits?.find((e) => e.key === edit) ?? null;
  const lossOutlines = [
    ...(showWindows ? (seedReview?.windows ?? []).map((w) => ({ ...w, stroke: WINDOW_STROKE })) : []),
    // Pins act on every cell: their outline is the whole map.
    ...(pickedEdit ? [{ ...(pickedEdit.box ?? { x: 0, y: 0, w: seed.width, h: seed.height }), stroke: EDIT_STROKE, label: "edit" }] : []),
  ];

  const predictedColor = useMemo(() => argmaxColor(seed.predictedArgmax, seed.initialGrid), [seed.predictedArgmax, seed.initialGrid]);
  const truthColor = useMemo(() => argmaxColor(seed.truthArgmax, seed.initialGrid), [seed.truthArgmax, seed.initialGrid]);
  const lossScale = useMemo(() => {
    const max = seed.loss ? Math.max(1e-6, ...seed.loss.flat().filter((v) => v < 99)) : 1;
    return scaleSequentialSqrt(interpolateInferno).domain([0, max]);
  }, [seed]);
  const lossColor = useCallback((x: number, y: number) => (seed.loss ? lossScale(Math.min(seed.loss[y][x], lossScale.domain()[1])) : "#e2e8f0"), [seed, lossScale]);
  const outlines = seed.regions.map((r, i) => ({ ...r, stroke: focus === i ? "#0891b2" : "#0f172a", label: String(i + 1) }));

  const cell = hover;
  return (
    <div className="space-y-6">
      {realBest && <p className="rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-900">{realBest}</p>}
      {review && <RoundEditsSummary review={review} />}
      <div role="tablist" aria-label="Seeds" className="flex flex-wrap gap-2">
        {seeds.map((s, i) => (
          <button
            key={s.seedIndex}
            role="tab"
            aria-selected={i === selected}
            onClick={() => {
              setSelected(i);
              setFocus(null);
              setEdit(null);
            }}
            className={`rounded-lg border px-3 py-2 text-left text-sm ${i === selected ? "border-indigo-600 bg-indigo-50" : "border-slate-200 bg-white hover:bg-slate-50"}`}
          >
            <span className="block font-medium">Seed {s.seedIndex}</span>
            <span className="block tabular-nums text-xs text-slate-600">{s.score == null ? "not scored" : s.score.toFixed(2)}</span>
          </button>
        ))}
      </div>

      {!seed.predicted && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
          Your team did not submit this seed: it scores 0. The ground truth is shown for study.
        </p>
      )}

      <div className="flex flex-wrap gap-6">
        {[
          { title: "Your argmax", color: predictedColor, available: !!seed.predictedArgmax },
          { title: "Ground-truth argmax", color: truthColor, available: !!seed.truthArgmax },
          { title: "Loss per cell (entropy × KL)", color: lossColor, available: !!seed.loss, loss: true },
        ].map((m) => (
          <figure key={m.title} className="min-w-0 max-w-full space-y-2">
            <figcaption className="text-sm font-medium text-slate-700">{m.title}</figcaption>
            {m.available ? (
              <CellCanvas
                width={seed.width}
                height={seed.height}
                color={m.color}
                cellSize={CELL}
                label={m.title}
                onHover={setHover}
                outlines={"loss" in m ? [...outlines, ...lossOutlines] : outlines}
              />
            ) : (
              <div className="flex max-w-full items-center justify-center rounded bg-slate-100 text-xs text-slate-500" style={{ width: seed.width * CELL, aspectRatio: `${seed.width} / ${seed.height}` }}>
                not available
              </div>
            )}
          </figure>
        ))}
      </div>
      <div className="flex flex-wrap items-start gap-x-10 gap-y-2" aria-label="Legend">
        <Swatches items={CLASS_KEY} />
        {seedReview && seed.loss && (
          <label className="flex items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" checked={showWindows} onChange={(e) => setShowWindows(e.target.checked)} />
            <span>
              Our query windows on the loss map <span className="inline-block h-2.5 w-4 border-2 align-middle" style={{ borderColor: WINDOW_STROKE, background: "#1e1b4b" }} aria-hidden /> (
              {seedReview.windows.length})
            </span>
          </label>
        )}
        {seed.loss && <Ramp scale={(t) => lossScale(t * lossScale.domain()[1])} left="no loss" right={`${lossScale.domain()[1].toFixed(3)} (worst cell)`} />}
      </div>

      <div className="flex flex-wrap gap-6">
        <div className="w-full rounded-xl border sm:w-72 border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold">Cell {cell ? `(${cell.x}, ${cell.y})` : ""}</h2>
          {cell ? (
            <div className="mt-2 space-y-2">
              {seed.initialGrid && (
                <p className="text-xs text-slate-600">
                  Initial terrain:{" "}
                  <span className="font-medium text-slate-800">
                    <span
                      className="mr-1 inline-block h-2.5 w-2.5 rounded-sm border border-black/10 align-middle"
                      style={{ background: TERRAIN_COLORS[seed.initialGrid[cell.y][cell.x] as TerrainCode] }}
                    />
                    {TERRAIN_NAMES[seed.initialGrid[cell.y][cell.x] as TerrainCode] ?? seed.initialGrid[cell.y][cell.x]}
                  </span>
                </p>
              )}
              <ClassBars predicted={seed.predicted?.[cell.y][cell.x] ?? null} truth={seed.truth?.[cell.y][cell.x] ?? null} />
              {seed.loss && <p className="text-xs text-slate-600">Loss: {seed.loss[cell.y][cell.x] >= 99 ? "∞ (zero probability on an outcome)" : seed.loss[cell.y][cell.x].toFixed(4)}</p>}
            </div>
          ) : (
            <p className="mt-2 text-xs text-slate-500">Point at a cell of any map.</p>
          )}
        </div>

        {seedReview && <SeedEditsReview seed={seedReview} selected={edit} onSelect={setEdit} />}

        <div className="min-w-0 flex-1 basis-80 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold">Worst regions</h2>
          {seed.regions.length === 0 ? (
            <p className="mt-2 text-xs text-slate-500">No loss to show.</p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-100 text-sm">
              {seed.regions.map((r, i) => (
                <li key={i}>
                  <button
                    className={`w-full py-2 text-left hover:bg-slate-50 ${focus === i ? "bg-cyan-50" : ""}`}
                    onMouseEnter={() => setFocus(i)}
                    onMouseLeave={() => setFocus(null)}
                    onFocus={() => setFocus(i)}
                    onBlur={() => setFocus(null)}
                  >
                    <span className="font-medium">#{i + 1}</span> <span className="font-medium">{describeGap(r)}</span>
                    <span className="block text-xs text-slate-500">
                      x {r.x}–{r.x + r.w - 1}, y {r.y}–{r.y + r.h - 1} · <span className="tabular-nums">{(r.share * 100).toFixed(1)} %</span> of the loss
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="mb-3 text-sm font-semibold">Replay of one run</h2>
        <ReplayPlayer key={`${roundId}-${seed.seedIndex}`} roundId={roundId} seedIndex={seed.seedIndex} cellSize={CELL} />
      </section>
    </div>
  );
}
