"use client";

import { useState } from "react";
import { VIEWPORT_MAX, VIEWPORT_MIN } from "@/lib/island/schemas";
import { useWorkspace, type Tool } from "./store";
import { useCoarsePointer } from "./use-coarse-pointer";

const TOOLS: { id: Tool; label: string }[] = [
  { id: "viewport", label: "Viewport" },
  { id: "rect", label: "Rectangle" },
  { id: "brush", label: "Brush" },
  { id: "inspect", label: "Inspect" },
];

/** What each tool does, in the words of the hand that holds it (a touch screen has no Shift or hover). */
export function toolHint(tool: Tool, touch: boolean): string {
  if (touch) {
    return {
      viewport: "Tap the map to place the window, then tap it again to spend one query.",
      rect: "Drag across the map to select a rectangle of cells for an adjustment.",
      brush: "Paint cells for an adjustment with your finger.",
      inspect: "Tap cells to read them.",
    }[tool];
  }
  return {
    viewport: "Click the map to place the window, then click it again to spend one query. Keys: focus the map, arrows move the window, Enter places it and spends it, + and − resize it, Esc drops it.",
    rect: "Drag to select a rectangle of cells for an adjustment. Keys: arrows move the cursor, Enter starts and ends the rectangle.",
    brush: "Paint cells for an adjustment; hold Shift to add to the selection. Keys: arrows move the cursor, Enter paints.",
    inspect: "Hover cells to read them, or move over them with the arrow keys.",
  }[tool];
}

/** Tool picker, viewport size and the spending settings. */
export function Toolbar({
  spendBlocked,
  readOnly = false,
  compact = false,
}: {
  spendBlocked: string | null;
  /** A closed round: only the inspect tool. */
  readOnly?: boolean;
  /** While an adjustment is edited on a phone: the tools without their hint, to leave room. */
  compact?: boolean;
}) {
  const tool = useWorkspace((s) => s.tool);
  const setTool = useWorkspace((s) => s.setTool);
  const size = useWorkspace((s) => s.viewportSize);
  const set = useWorkspace((s) => s.set);
  const confirm = useWorkspace((s) => s.confirmSpend);
  const brushRadius = useWorkspace((s) => s.brushRadius);
  const touch = useCoarsePointer();
  const tools = readOnly ? TOOLS.filter((t) => t.id === "inspect") : TOOLS;
  const current = tools.find((t) => t.id === tool) ?? tools[tools.length - 1];
  const sizeInput = (label: string, value: number, onChange: (v: number) => void) => <SizeInput label={label} value={value} onCommit={onChange} />;
  return (
    // On a phone the box dissolves into the map column, so its hint can follow the map (order-last)
    // and the map starts higher on the first screen.
    <div className="space-y-2 max-sm:contents">
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
      <p className={`text-xs text-slate-500 max-sm:order-last ${compact ? "max-lg:hidden" : ""}`}>
        {readOnly ? `Read-only: ${touch ? "tap" : "hover"} cells to read them.` : tool === "viewport" && spendBlocked ? <span className="font-medium text-rose-700">{spendBlocked}</span> : toolHint(current.id, touch)}
      </p>
    </div>
  );
}

/** A whole number within the viewport's bounds, or null while the text is not one (yet). */
export function parseViewportSide(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const v = Number(text.trim());
  return v >= VIEWPORT_MIN && v <= VIEWPORT_MAX ? v : null;
}

/**
 * A viewport side: typing is never corrected mid-number ("1" on the way to "12" stays "1"); a
 * valid value applies at once, anything else is brought within bounds when the box is left or
 * Enter is pressed.
 */
function SizeInput({ label, value, onCommit }: { label: string; value: number; onCommit: (v: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    const n = Number(text);
    onCommit(Number.isFinite(n) && text.trim() !== "" ? Math.max(VIEWPORT_MIN, Math.min(VIEWPORT_MAX, Math.round(n))) : value);
    setText(null);
  };
  return (
    <label className="flex items-center gap-1.5 text-xs text-slate-600">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={VIEWPORT_MIN}
        max={VIEWPORT_MAX}
        value={text ?? String(value)}
        onChange={(e) => {
          setText(e.target.value);
          const v = parseViewportSide(e.target.value);
          if (v !== null) onCommit(v);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") commit();
        }}
        className="w-14 rounded border border-slate-300 px-1.5 py-0.5 tabular-nums"
      />
    </label>
  );
}
