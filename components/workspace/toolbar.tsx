"use client";

import { VIEWPORT_MAX, VIEWPORT_MIN } from "@/lib/island/schemas";
import { useWorkspace, type Tool } from "./store";

const TOOLS: { id: Tool; label: string; hint: string }[] = [
  { id: "viewport", label: "Viewport", hint: "Click the map to place the window, then click it again or press Enter to spend one query. Arrow keys resize it; Esc drops it." },
  { id: "rect", label: "Rectangle", hint: "Drag to select a rectangle of cells for an adjustment." },
  { id: "brush", label: "Brush", hint: "Paint cells for an adjustment; hold Shift to add to the selection." },
  { id: "inspect", label: "Inspect", hint: "Hover cells to read them." },
];

/** Tool picker, viewport size and the spending settings. */
export function Toolbar({ spendBlocked, readOnly = false }: { spendBlocked: string | null; /** A closed round: only the inspect tool. */ readOnly?: boolean }) {
  const tool = useWorkspace((s) => s.tool);
  const setTool = useWorkspace((s) => s.setTool);
  const size = useWorkspace((s) => s.viewportSize);
  const set = useWorkspace((s) => s.set);
  const confirm = useWorkspace((s) => s.confirmSpend);
  const brushRadius = useWorkspace((s) => s.brushRadius);
  const tools = readOnly ? TOOLS.filter((t) => t.id === "inspect") : TOOLS;
  const current = tools.find((t) => t.id === tool) ?? tools[tools.length - 1];
  const sizeInput = (label: string, value: number, onChange: (v: number) => void) => (
    <label className="flex items-center gap-1.5 text-xs text-slate-600">
      {label}
      <input
        type="number"
        min={VIEWPORT_MIN}
        max={VIEWPORT_MAX}
        value={value}
        onChange={(e) => onChange(Math.max(VIEWPORT_MIN, Math.min(VIEWPORT_MAX, Number(e.target.value) || VIEWPORT_MIN)))}
        className="w-14 rounded border border-slate-300 px-1.5 py-0.5 tabular-nums"
      />
    </label>
  );
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <div role="radiogroup" aria-label="Tool" className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white text-sm">
          {tools.map((t) => (
            <button
              key={t.id}
              role="radio"
              aria-checked={tool === t.id}
              onClick={() => setTool(t.id)}
              className={`px-3 py-1.5 ${tool === t.id ? "bg-slate-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {t.label}
            </button>
          ))}
        </div>
        {!readOnly && tool === "viewport" && (
          <>
            {sizeInput("Viewport width", size.w, (w) => set({ viewportSize: { ...size, w } }))}
            {sizeInput("Viewport height", size.h, (h) => set({ viewportSize: { ...size, h } }))}
            <label className="flex items-center gap-1.5 text-xs text-slate-600">
              <input type="checkbox" checked={confirm} onChange={(e) => set({ confirmSpend: e.target.checked })} />
              Confirm each query
            </label>
          </>
        )}
        {!readOnly && tool === "brush" && (
          <label className="flex items-center gap-1.5 text-xs text-slate-600">
            Brush radius
            <input type="range" min={0} max={4} value={brushRadius} onChange={(e) => set({ brushRadius: Number(e.target.value) })} />
            <span className="tabular-nums">{brushRadius}</span>
          </label>
        )}
      </div>
      <p className="text-xs text-slate-500">
        {readOnly ? "Read-only: hover cells to read them." : tool === "viewport" && spendBlocked ? <span className="font-medium text-rose-700">{spendBlocked}</span> : current.hint}
      </p>
    </div>
  );
}
