"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { CLASS_NAMES } from "@/lib/island/terrain";
import { CLASS_COLORS } from "@/lib/dashboard/map";
import { MAX_WEIGHT, regionCells, type Adjustment, type AdjustmentBody, type Region } from "@/lib/dashboard/edits";
import { createAdjustmentAction, deleteAdjustmentAction, updateAdjustmentAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { getMemberName } from "./member-name";
import { workspaceKeys } from "./queries";
import { perf } from "./perf";
import { useWorkspace, type DraftAdjustment } from "./store";
import { focusMap } from "./map-focus";

const MIN_LOG = -4; // 2^-4 ≈ 0.06: practically "rule this class out" (submission keeps a floor)
const MAX_LOG = Math.log2(MAX_WEIGHT);

/** The draft turned into what is stored (region and seeds from the current selection). */
export function draftBody(draft: DraftAdjustment, region: Region, seed: number, seedsCount: number): AdjustmentBody {
  return {
    label: draft.label,
    seeds: draft.scope === "all" ? Array.from({ length: seedsCount }, (_, i) => i) : [seed],
    region,
    mode: draft.mode,
    weights: draft.weights,
    target: draft.target,
    strength: draft.strength,
  };
}

export function describeAdjustment(a: AdjustmentBody, W: number, H: number): string {
  const where = a.seeds.length > 1 ? "all seeds" : `seed ${a.seeds[0]}`;
  const n = regionCells(a.region, W, H).length;
  const what =
    a.mode === "weights"
      ? a.weights
          .map((w, c) => (Math.abs(w - 1) > 0.01 ? `${CLASS_NAMES[c]} ×${w.toFixed(2)}` : null))
          .filter(Boolean)
          .join(", ") || "no change"
      : `toward ${a.target
          .map((t, c) => (t > 0 ? `${CLASS_NAMES[c]} ${Math.round(t * 100)}` : null))
          .filter(Boolean)
          .join("/")} at ${Math.round(a.strength * 100)}%`;
  return `${a.label ? `${a.label}: ` : ""}${what} on ${n} cells, ${where}`;
}

type Problem = { title: string; message: string; action: string };

export function AdjustmentsPanel({
  roundId,
  adjustments,
  W,
  H,
  seedsCount,
  readOnly = false,
}: {
  roundId: string;
  adjustments: Adjustment[];
  W: number;
  H: number;
  seedsCount: number;
  /** A closed round: the adjustments are listed, not editable. */
  readOnly?: boolean;
}) {
  const qc = useQueryClient();
  const seed = useWorkspace((s) => s.seed);
  const selection = useWorkspace((s) => s.selection);
  const draft = useWorkspace((s) => s.draft);
  const patchDraft = useWorkspace((s) => s.patchDraft);
  const startDraft = useWorkspace((s) => s.startDraft);
  const clearSelection = useWorkspace((s) => s.clearSelection);
  const set = useWorkspace((s) => s.set);
  const [problem, setProblem] = useState<Problem | null>(null);
  const key = workspaceKeys.adjustments(roundId);
  const replace = (a: Adjustment) => qc.setQueryData<Adjustment[]>(key, (old = []) => (old.some((o) => o.id === a.id) ? old.map((o) => (o.id === a.id ? a : o)) : [...old, a]));

  const save = useMutation({
    mutationFn: async () => {
      if (!draft || !selection) throw new Error("Select cells first.");
      const body = draftBody(draft, selection, seed, seedsCount);
      return draft.id ? updateAdjustmentAction({ roundId, id: draft.id, body, who: getMemberName() }) : createAdjustmentAction({ roundId, body, who: getMemberName() });
    },
    onSuccess: (r) => {
      if (!r.ok) return setProblem(r.problem);
      setProblem(null);
      replace(r.adjustment);
      // Focus goes back to the map before the editor (and its focused Save button) goes away.
      focusMap();
      clearSelection();
    },
    onError: (err) => setProblem({ title: "Could not save", message: String(err), action: "Try again." }),
  });
  const toggle = useMutation({
    mutationFn: (a: Adjustment) => updateAdjustmentAction({ roundId, id: a.id, enabled: !a.enabled, who: getMemberName() }),
    onMutate: (a) => replace({ ...a, enabled: !a.enabled }),
    onSuccess: (r, a) => (r.ok ? replace(r.adjustment) : (setProblem(r.problem), replace(a))),
  });
  const remove = useMutation({
    mutationFn: (a: Adjustment) => deleteAdjustmentAction({ roundId, id: a.id, who: getMemberName() }),
    onSuccess: (r, a) => (r.ok ? qc.setQueryData<Adjustment[]>(key, (old = []) => old.filter((o) => o.id !== a.id)) : setProblem(r.problem)),
  });

  const edit = (a: Adjustment) => {
    set({ seed: a.seeds.length === 1 ? a.seeds[0] : seed, selection: a.region });
    startDraft({ id: a.id, label: a.label, scope: a.seeds.length > 1 ? "all" : "seed", mode: a.mode, weights: [...a.weights], target: [...a.target], strength: a.strength });
  };

  const slider = (label: string, value: number, min: number, max: number, step: number, onChange: (v: number) => void, shown: string, color?: string) => (
    <label className="grid grid-cols-[8.5rem_minmax(0,1fr)_3rem] items-center gap-2 text-xs text-slate-600">
      <span className="flex items-center gap-1 whitespace-nowrap">
        {color && <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: color }} />}
        {label}
      </span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => {
          perf.sliderMoved();
          onChange(Number(e.target.value));
        }}
      />
      <span className="text-right tabular-nums">{shown}</span>
    </label>
  );

  const cells = selection ? regionCells(selection, W, H).length : 0;

  // The editor opens far below the map (a selection is drawn on the map, the editor sits in the
  // side panel): bring it into view, once per opening. The map stays in view beside it (sticky).
  const editor = useRef<HTMLDivElement>(null);
  const open = Boolean(!readOnly && selection && draft);
  useEffect(() => {
    const el = editor.current;
    if (!open || !el) return;
    el.scrollIntoView({ block: "nearest", behavior: "smooth" });
    return keepInViewWhileSettling(el);
  }, [open]);
  // Focus moves into the editor when a rectangle is drawn or an adjustment opened for editing, so
  // its first slider is a few Tabs away (not the whole side panel). A brush selection keeps the
  // focus on the map: it is painted cell by cell.
  const takeFocus = open && (selection?.kind === "rect" || Boolean(draft?.id));
  useEffect(() => {
    if (takeFocus) editor.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const cancel = () => {
    focusMap();
    clearSelection();
  };

  return (
    <section aria-labelledby="adjustments-h" className="space-y-3">
      <h2 id="adjustments-h" className="text-sm font-semibold text-slate-800">
        Priors per region
      </h2>
      {readOnly && <p className="text-xs text-slate-500">The round is closed: its adjustments are listed as they were, and can no longer be changed.</p>}
      {!readOnly && !selection && !draft && (
        <p className="text-xs text-slate-500">Select cells with the Rectangle or Brush tool, then set class weights or a target distribution.</p>
      )}
      {!readOnly && selection && draft && (
        <div
          ref={editor}
          role="group"
          tabIndex={-1}
          className="scroll-mb-4 space-y-2 rounded-md border border-indigo-200 bg-indigo-50/40 p-3 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 max-lg:scroll-mt-[60vh]"
          aria-label="Adjustment editor"
        >
          <p className="text-xs text-slate-700">
            {draft.id ? "Editing an adjustment" : "New adjustment"} on {cells} cell{cells === 1 ? "" : "s"} ({selection.kind === "rect" ? "rectangle" : selection.kind === "site" ? "a settlement and its ring" : "brush"})
          </p>
          <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
            <legend className="sr-only">Seeds</legend>
            <label className="flex items-center gap-1 whitespace-nowrap">
              <input type="radio" name="scope" checked={draft.scope === "seed"} onChange={() => patchDraft({ scope: "seed" })} /> This seed ({seed})
            </label>
            <label className="flex items-center gap-1 whitespace-nowrap">
              <input type="radio" name="scope" checked={draft.scope === "all"} onChange={() => patchDraft({ scope: "all" })} /> All seeds
            </label>
          </fieldset>
          <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
            <legend className="sr-only">Kind</legend>
            <label className="flex items-center gap-1 whitespace-nowrap">
              <input type="radio" name="mode" checked={draft.mode === "weights"} onChange={() => patchDraft({ mode: "weights" })} /> Class weights
            </label>
            <label className="flex items-center gap-1 whitespace-nowrap">
              <input type="radio" name="mode" checked={draft.mode === "target"} onChange={() => patchDraft({ mode: "target" })} /> Target distribution
            </label>
          </fieldset>
          {draft.mode === "weights"
            ? CLASS_NAMES.map((name, c) =>
                slider(
                  `${name} weight`,
                  Math.log2(Math.max(2 ** MIN_LOG, draft.weights[c])),
                  MIN_LOG,
                  MAX_LOG,
                  0.05,
                  (v) => patchDraft({ weights: draft.weights.map((w, k) => (k === c ? Number((2 ** v).toFixed(3)) : w)) }),
                  `×${draft.weights[c].toFixed(2)}`,
                  CLASS_COLORS[c],
                ),
              )
            : [
                ...CLASS_NAMES.map((name, c) =>
                  slider(
                    `${name} share`,
                    draft.target[c],
                    0,
                    1,
                    0.01,
                    (v) => patchDraft({ target: draft.target.map((t, k) => (k === c ? v : t)) }),
                    `${Math.round((draft.target[c] / Math.max(1e-9, draft.target.reduce((a, b) => a + b, 0))) * 100)}%`,
                    CLASS_COLORS[c],
                  ),
                ),
                slider("Strength", draft.strength, 0, 1, 0.01, (v) => patchDraft({ strength: v }), `${Math.round(draft.strength * 100)}%`),
              ]}
          <label className="flex items-center gap-2 text-xs text-slate-600">
            Label
            <input
              value={draft.label}
              maxLength={80}
              onChange={(e) => patchDraft({ label: e.target.value })}
              placeholder="e.g. coast expands"
              className="flex-1 rounded border border-slate-300 px-1.5 py-0.5"
            />
          </label>
          <div className="flex gap-2">
            {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
            <button
              onClick={() => !save.isPending && save.mutate()}
              aria-disabled={save.isPending}
              className="rounded-md bg-indigo-600 px-3 py-1.5 text-xs font-medium text-white hover:bg-indigo-500 aria-disabled:opacity-50"
            >
              {save.isPending ? "Saving…" : draft.id ? "Save changes" : "Save adjustment"}
            </button>
            <button onClick={cancel} className="rounded-md px-3 py-1.5 text-xs text-slate-600 hover:bg-slate-100">
              Cancel
            </button>
          </div>
        </div>
      )}
      {problem && (
        <div role="alert" className="rounded-md bg-rose-50 p-2 text-xs text-rose-800">
          <p className="font-medium">{problem.title}</p>
          <p>{problem.message}</p>
          <p className="text-rose-700/80">{problem.action}</p>
        </div>
      )}
      {adjustments.length > 0 ? (
        <ul aria-label="Adjustments" className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white">
          {adjustments.map((a) => {
            const text = describeAdjustment(a, W, H);
            return (
              <li key={a.id} className="flex items-start gap-2 p-2 text-xs">
                <input type="checkbox" aria-label={`Apply: ${text}`} checked={a.enabled} disabled={readOnly} onChange={() => toggle.mutate(a)} className="mt-0.5" />
                <span className={`flex-1 ${a.enabled ? "text-slate-700" : "text-slate-500 line-through"}`}>{text}</span>
                {!readOnly && (
                  <>
                    <button onClick={() => edit(a)} className="rounded px-1.5 text-indigo-700 hover:bg-indigo-50">
                      Edit
                    </button>
                    <button onClick={() => remove.mutate(a)} aria-label={`Remove: ${text}`} className="rounded px-1.5 text-rose-700 hover:bg-rose-50">
                      Remove
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-xs text-slate-500">No adjustments yet: the prediction is the model&apos;s own.</p>
      )}
    </section>
  );
}

/**
 * Panels above the editor may still grow once it has opened (the expected score's lines, the
 * suggested viewports arriving from their worker), pushing it back out of view: for a few seconds
 * it is brought back whenever the page's size changes, unless the user moves the page meanwhile.
 * Returns the clean-up.
 */
function keepInViewWhileSettling(el: HTMLElement, ms = 3_000): () => void {
  let userMoved = false;
  const moved = () => {
    userMoved = true;
  };
  const observer = new ResizeObserver(() => {
    if (userMoved) return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) el.scrollIntoView({ block: "nearest" });
  });
  observer.observe(document.body);
  const events = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
  for (const e of events) window.addEventListener(e, moved, { passive: true });
  const stop = () => {
    observer.disconnect();
    for (const e of events) window.removeEventListener(e, moved);
  };
  const timer = setTimeout(stop, ms);
  return () => {
    clearTimeout(timer);
    stop();
  };
}
