"use client";

import { useRef, useState } from "react";
import type { StoredObservation } from "@/lib/dashboard/spend";
import { rovingIndex } from "@/lib/dashboard/map";
import { formatTime } from "@/lib/format-time";
import { useMemberName } from "./member-name";
import { useWorkspace } from "./store";

/**
 * Every query the team spent on this round, newest first: seed, window, when and who. Hovering a
 * row draws its window on the map; clicking it opens its seed. The list is one Tab stop: the
 * arrow keys (Home, End, Page Up/Down) move between rows, Enter opens the row's seed.
 */
export function QueryList({ observations, readOnly = false }: { observations: StoredObservation[]; readOnly?: boolean }) {
  const me = useMemberName();
  const seed = useWorkspace((s) => s.seed);
  const set = useWorkspace((s) => s.set);
  const selectSeed = useWorkspace((s) => s.selectSeed);
  const rows = [...observations].reverse();
  // The row that takes the Tab stop (by position, newest first); it follows the arrow keys.
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(0, rows.length - 1));
  const body = useRef<HTMLTableSectionElement>(null);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Enter" || e.key === " ") {
      const o = rows[current];
      if (o) {
        e.preventDefault();
        if (o.seed_index !== seed) selectSeed(o.seed_index);
      }
      return;
    }
    const next = rovingIndex(e.key, current, rows.length);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    body.current?.querySelectorAll<HTMLElement>("tr")[next]?.focus();
  };
  return (
    <section aria-labelledby="query-list-h" className="space-y-2">
      <h2 id="query-list-h" className="flex items-baseline justify-between text-sm font-semibold text-slate-800">
        This round&apos;s queries <span className="text-xs font-normal text-slate-500">{observations.length} spent</span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-xs text-slate-500">
          {readOnly ? "No queries were spent in this round." : "No queries yet. Place a window on the map, then click it again (or press Enter) to spend one."}
        </p>
      ) : (
        <div className="max-h-64 overflow-y-auto rounded-md border border-slate-200">
          <table aria-label="Queries of this round" className="w-full text-xs tabular-nums">
            <thead className="sticky top-0 bg-slate-50 text-left text-slate-500">
              <tr>
                <th className="px-2 py-1 font-medium">#</th>
                <th className="px-2 py-1 font-medium">Seed</th>
                <th className="px-2 py-1 font-medium">Window</th>
                <th className="px-2 py-1 font-medium">When</th>
                <th className="px-2 py-1 font-medium">Who</th>
              </tr>
            </thead>
            <tbody ref={body} onKeyDown={onKeyDown}>
              {rows.map((o, i) => {
                const v = o.viewport;
                const window = `(${v.x}, ${v.y}) ${v.w}×${v.h}`;
                return (
                  <tr
                    key={o.id > 0 ? o.id : o.idempotency_key}
                    aria-label={`Query ${rows.length - i}: seed ${o.seed_index} at ${window}`}
                    tabIndex={i === current ? 0 : -1}
                    onMouseEnter={() => set({ hoveredQuery: { seed: o.seed_index, viewport: v } })}
                    onMouseLeave={() => set({ hoveredQuery: null })}
                    onFocus={() => {
                      setActive(i);
                      set({ hoveredQuery: { seed: o.seed_index, viewport: v } });
                    }}
                    onBlur={() => set({ hoveredQuery: null })}
                    onClick={() => o.seed_index !== seed && selectSeed(o.seed_index)}
                    className={`cursor-pointer border-t border-slate-100 hover:bg-sky-50 focus:bg-sky-50 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${o.seed_index === seed ? "" : "text-slate-500"}`}
                  >
                    <td className="px-2 py-1">{rows.length - i}</td>
                    <td className="px-2 py-1">{o.seed_index}</td>
                    <td className="px-2 py-1 whitespace-nowrap">{window}</td>
                    <td className="px-2 py-1 whitespace-nowrap">{formatTime(o.created_at)}</td>
                    <td className="px-2 py-1 [overflow-wrap:anywhere]">
                      {o.spent_by ? (o.spent_by === me ? "you" : o.spent_by) : "—"}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && <p className="text-xs text-slate-500">
          Hover a query (or move through the list with the arrow keys) to see its window on the map; click one of another seed, or press Enter on it, to open that seed.
        </p>}
    </section>
  );
}
