"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Adjustment } from "@/lib/dashboard/edits";
import { MARK_STRENGTHS, markBody, siteMarkOf, type MarkDirection, type MarkStrength, type SiteReading } from "@/lib/dashboard/sites";
import { createAdjustmentAction, deleteAdjustmentAction, updateAdjustmentAction } from "@/app/(dashboard)/rounds/[roundId]/actions";
import { getMemberName } from "./member-name";
import { workspaceKeys } from "./queries";
import { useWorkspace } from "./store";

type Problem = { title: string; message: string; action: string };

const FORTUNE_TEXT = {
  thriving: "reads as thriving",
  typical: "reads as a typical site",
  failing: "reads as failing",
} as const;

const MARK_BUTTONS: { direction: MarkDirection; tone: string }[] = [
  { direction: "thriving", tone: "bg-green-700 hover:bg-green-600" },
  { direction: "failing", tone: "bg-red-700 hover:bg-red-600" },
];

/**
 * The initial settlement picked on the map: what the queries and the prediction say of it, and
 * the team's mark on it ("thriving" / "failing", stored as an adjustment of the site and its ring).
 */
export function SitesPanel({
  roundId,
  seed,
  readings,
  adjustments,
  readOnly = false,
}: {
  roundId: string;
  seed: number;
  readings: SiteReading[];
  adjustments: Adjustment[];
  readOnly?: boolean;
}) {
  const qc = useQueryClient();
  const picked = useWorkspace((s) => s.pickedSite);
  const set = useWorkspace((s) => s.set);
  const [strength, setStrength] = useState<MarkStrength>("fairly");
  const [problem, setProblem] = useState<Problem | null>(null);
  const key = workspaceKeys.adjustments(roundId);
  const site = picked ? (readings.find((r) => r.x === picked.x && r.y === picked.y) ?? null) : null;
  const mark = site ? siteMarkOf(adjustments, seed, site.x, site.y) : null;

  const replace = (a: Adjustment) => qc.setQueryData<Adjustment[]>(key, (old = []) => (old.some((o) => o.id === a.id) ? old.map((o) => (o.id === a.id ? a : o)) : [...old, a]));
  const save = useMutation({
    mutationFn: async (direction: MarkDirection) => {
      if (!site) throw new Error("Pick a settlement first.");
      const body = markBody(site, seed, direction, strength);
      return mark
        ? updateAdjustmentAction({ roundId, id: mark.adjustment.id, body, enabled: true, who: getMemberName() })
        : createAdjustmentAction({ roundId, body, who: getMemberName() });
    },
    onSuccess: (r) => (r.ok ? (setProblem(null), replace(r.adjustment)) : setProblem(r.problem)),
    onError: (err) => setProblem({ title: "Could not save the mark", message: String(err), action: "Try again." }),
  });
  const clear = useMutation({
    mutationFn: (a: Adjustment) => deleteAdjustmentAction({ roundId, id: a.id, who: getMemberName() }),
    onSuccess: (r, a) => (r.ok ? (setProblem(null), qc.setQueryData<Adjustment[]>(key, (old = []) => old.filter((o) => o.id !== a.id))) : setProblem(r.problem)),
    onError: (err) => setProblem({ title: "Could not remove the mark", message: String(err), action: "Try again." }),
  });

  const counts = { thriving: 0, failing: 0, unseen: 0, marked: 0 };
  for (const r of readings) {
    if (r.fortune === "thriving") counts.thriving++;
    if (r.fortune === "failing") counts.failing++;
    if (r.seen === 0) counts.unseen++;
    if (siteMarkOf(adjustments, seed, r.x, r.y)) counts.marked++;
  }
  const busy = save.isPending || clear.isPending;

  return (
    <section aria-labelledby="sites-h" className="space-y-2 text-xs text-slate-600">
      <h2 id="sites-h" className="text-sm font-semibold text-slate-800">
        Settlements
      </h2>
      <p data-testid="sites-summary">
        Seed {seed}: {readings.length} initial settlements · {counts.thriving} read as thriving, {counts.failing} as failing · {counts.unseen} never seen
        {counts.marked > 0 && <> · {counts.marked} marked</>}.
      </p>
      {!site ? (
        <p className="text-slate-500">
          Pick one with the Inspect tool: click it on the map, or move to it with the arrow keys and press Enter. The layer “Settlements and their fortunes” shows them all.
        </p>
      ) : (
        <div className="space-y-2 rounded-md border border-slate-200 p-2" aria-label={`Settlement at (${site.x}, ${site.y})`} role="group">
          <p className="font-medium text-slate-800">
            Settlement at ({site.x}, {site.y}){site.fortune && <> {FORTUNE_TEXT[site.fortune]}</>}
          </p>
          {site.reasons.map((r) => (
            <p key={r}>{r}</p>
          ))}
          {mark && (
            <p className="font-medium text-violet-800" data-testid="site-mark">
              Marked {mark.direction} (odds of a settlement around it {mark.direction === "thriving" ? "×" : "÷"}
              {mark.factor.toFixed(2)})
              {mark.adjustment.enabled ? "" : ", switched off in the adjustments"}.
            </p>
          )}
          {!readOnly && (
            <>
              <label className="flex items-center gap-2">
                How sure
                <select value={strength} onChange={(e) => setStrength(e.target.value as MarkStrength)} className="rounded border border-slate-300 px-1 py-0.5">
                  {MARK_STRENGTHS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex flex-wrap gap-2">
                {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page. */}
                {MARK_BUTTONS.map(({ direction, tone }) => (
                  <button
                    key={direction}
                    onClick={() => !busy && save.mutate(direction)}
                    aria-disabled={busy}
                    className={`rounded-md px-2.5 py-1 font-medium text-white aria-disabled:opacity-50 ${tone}`}
                  >
                    Mark {direction}
                  </button>
                ))}
                {mark && (
                  <button onClick={() => !busy && clear.mutate(mark.adjustment)} aria-disabled={busy} className="rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100 aria-disabled:opacity-50">
                    Remove mark
                  </button>
                )}
                <button onClick={() => set({ pickedSite: null })} className="rounded-md px-2.5 py-1 text-slate-600 hover:bg-slate-100">
                  Close
                </button>
              </div>
              <p className="text-slate-500">A mark is an adjustment of the settlement and its ring: the expected score above says what the adjustments do together.</p>
            </>
          )}
        </div>
      )}
      {problem && (
        <div role="alert" className="rounded-md bg-rose-50 p-2 text-rose-800">
          <p className="font-medium">{problem.title}</p>
          <p>{problem.message}</p>
          <p className="text-rose-700/80">{problem.action}</p>
        </div>
      )}
    </section>
  );
}
