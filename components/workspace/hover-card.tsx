"use client";

import { CLASS_COUNT, CLASS_NAMES, TERRAIN_NAMES, type TerrainCode } from "@/lib/island/terrain";
import { CLASS_COLORS, type SeedObservationSummary } from "@/lib/dashboard/map";
import type { FlatTensor } from "@/lib/dashboard/edits";
import { useWorkspace } from "./store";
import { siteNear, type SiteReading } from "@/lib/dashboard/sites";

const FORTUNE_WORDS = { thriving: "thriving", typical: "typical", failing: "failing" } as const;

const num = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));

/** What is known about the cell under the pointer. */
export function HoverCard({
  W,
  grid,
  summary,
  prediction,
  base,
  sites = [],
}: {
  W: number;
  grid: readonly (readonly number[])[];
  summary: SeedObservationSummary;
  prediction: FlatTensor | null;
  base: FlatTensor | null;
  /** Readings of the seed's initial settlements: the card reads the one at or next to the cell. */
  sites?: SiteReading[];
}) {
  const hover = useWorkspace((s) => s.hoverCell);
  if (!hover) {
    return <p className="text-sm text-slate-500">Hover a cell to see its terrain, observations, probabilities and the settlement last seen there.</p>;
  }
  const i = hover.y * W + hover.x;
  const code = grid[hover.y][hover.x] as TerrainCode;
  const seen = summary.coverage[i];
  const settlement = summary.lastSettlement.get(i);
  const site = siteNear(sites, hover.x, hover.y);
  return (
    <div aria-label="Cell details" className="space-y-2 text-sm">
      <p className="font-medium text-slate-800">
        Cell ({hover.x}, {hover.y}) · {TERRAIN_NAMES[code] ?? `code ${code}`} at start
      </p>
      <p className="text-slate-600">
        Seen {seen} time{seen === 1 ? "" : "s"}
        {seen > 0 && (
          <>
            {": "}
            {Array.from({ length: CLASS_COUNT }, (_, c) => [c, summary.classCounts[i * CLASS_COUNT + c]] as const)
              .filter(([, n]) => n > 0)
              .map(([c, n]) => `${CLASS_NAMES[c]} ${n}`)
              .join(", ")}
          </>
        )}
      </p>
      {prediction ? (
        <table className="w-full text-xs">
          <tbody>
            {CLASS_NAMES.map((name, c) => {
              const p = prediction[i * CLASS_COUNT + c];
              const b = base ? base[i * CLASS_COUNT + c] : p;
              return (
                <tr key={name}>
                  <td className="w-20 py-0.5 text-slate-600">{name}</td>
                  <td className="py-0.5">
                    <div className="h-2 rounded bg-slate-100">
                      <div className="h-2 rounded" style={{ width: `${Math.max(0, Math.min(1, p)) * 100}%`, background: CLASS_COLORS[c] }} />
                    </div>
                  </td>
                  <td className="w-24 py-0.5 text-right tabular-nums text-slate-700">
                    {(p * 100).toFixed(1)}%{Math.abs(p - b) > 0.0005 && <span className="ml-1 text-pink-700">({(b * 100).toFixed(1)})</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-xs text-slate-500">The prediction is being computed…</p>
      )}
      {settlement ? (
        <div className="rounded-md bg-slate-50 p-2 text-xs text-slate-600">
          <p className="font-medium text-slate-700">
            {settlement.has_port ? "Port" : "Settlement"} last seen in query {settlement.observation}
            {settlement.alive ? "" : " (dead)"}
          </p>
          <p className="tabular-nums">
            population {num(settlement.population)} · food {num(settlement.food)} · wealth {num(settlement.wealth)} · defense {num(settlement.defense)} · owner{" "}
            {settlement.owner_id}
          </p>
        </div>
      ) : (
        <p className="text-xs text-slate-500">No settlement seen here.</p>
      )}
      {site && (
        <div className="rounded-md border border-slate-200 p-2 text-xs text-slate-600" data-testid="hover-site">
          <p className="font-medium text-slate-700">
            Initial settlement at ({site.x}, {site.y}){site.fortune ? ` · ${FORTUNE_WORDS[site.fortune]}` : ""}
          </p>
          {site.reasons.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      )}
    </div>
  );
}
