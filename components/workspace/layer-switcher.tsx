"use client";

import { CLASS_NAMES } from "@/lib/island/terrain";
import { LAYERS, LAYER_LABELS } from "@/lib/dashboard/map";
import { useWorkspace } from "./store";

export function LayerSwitcher({ modelReady }: { modelReady: boolean }) {
  const layer = useWorkspace((s) => s.layer);
  const cls = useWorkspace((s) => s.probabilityClass);
  const set = useWorkspace((s) => s.set);
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Layer</legend>
      {LAYERS.map((id) => (
        <label key={id} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" name="layer" value={id} checked={layer === id} onChange={() => set({ layer: id })} />
          {LAYER_LABELS[id]}
          {!modelReady && (id === "probability" || id === "argmax" || id === "entropy") && <span className="text-xs text-slate-500">(computing…)</span>}
        </label>
      ))}
      {layer === "probability" && (
        <label className="ml-6 flex items-center gap-2 text-xs text-slate-600">
          Class
          <select value={cls} onChange={(e) => set({ probabilityClass: Number(e.target.value) })} className="rounded border border-slate-300 px-1 py-0.5">
            {CLASS_NAMES.map((n, i) => (
              <option key={n} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
