"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { adjustmentFingerprint } from "@/lib/dashboard/edits";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import type { CalibrationKind, Pins } from "@/lib/island/regime/estimate";
import { ExpectedRunner, type AdjustmentLike, type ExpectedProgress, type ExpectedRequest, type ExpectedResult } from "./expected-run";

export type ExpectedState = {
  result: ExpectedResult | null;
  /**
   * The result is for other inputs than the screen's now (a pin, an adjustment or a query came
   * since): it is shown marked as updating, never as the estimate of what Submit sends.
   */
  stale: boolean;
  /** Progress of the run in flight (null when none). */
  progress: { done: number; total: number } | null;
  error: string | null;
};

/** Adjustment moves come fast while a slider is dragged: the estimate follows at this pace. */
const DEBOUNCE_MS = 150;

/**
 * The expected score of the current submission (observations, pins and adjustments), from its
 * own web worker; in a browser without workers, on the main thread between frames.
 */
export function useExpectedScore(
  round: RoundDetail,
  observations: readonly Observation[],
  pins: Pins,
  adjustments: readonly AdjustmentLike[],
  // A closed round has its real score: no estimate is worked out for it.
  enabled = true,
  calibration: CalibrationKind = "real",
  /** A replayed real round's fit score against its real truth (null: not one, or no fit). */
  fitScore: number | null = null,
): ExpectedState {
  const [state, setState] = useState<Omit<ExpectedState, "stale"> & { resultKey: string | null }>({ result: null, resultKey: null, progress: null, error: null });
  const worker = useRef<Worker | null>(null);
  const fallback = useRef<ExpectedRunner | null>(null);
  const runId = useRef(0);
  // The inputs each run was asked for, to tell a result of the current inputs from an old one.
  const runInputs = useRef(new Map<number, string>());
  const inputsKey = useMemo(
    () =>
      `${observations.length}:${observations.at(-1)?.seed_index ?? ""},${observations.at(-1)?.viewport.x ?? ""},${observations.at(-1)?.viewport.y ?? ""}|${JSON.stringify(pins)}|${adjustments
        .filter((a) => a.enabled !== false)
        .map((a) => adjustmentFingerprint(a))
        .join(",")}`,
    [observations, pins, adjustments],
  );

  useEffect(() => {
    if (!enabled) return;
    let w: Worker | null = null;
    try {
      w = new Worker(new URL("./expected.worker.ts", import.meta.url), { type: "module" });
    } catch {
      w = null;
    }
    fallback.current = new ExpectedRunner(round, calibration, undefined, fitScore);
    if (w) {
      w.postMessage({ type: "round", round, calibration, fitScore });
      w.onmessage = (
        e: MessageEvent<({ type: "progress" } & ExpectedProgress) | ({ type: "estimate" } & ExpectedResult) | { type: "error"; runId: number; message: string }>,
      ) => {
        const m = e.data;
        if (m.runId !== runId.current) return;
        if (m.type === "progress") setState((s) => ({ ...s, progress: m.done < m.total ? { done: m.done, total: m.total } : null }));
        else if (m.type === "estimate") setState((s) => ({ result: m, resultKey: runInputs.current.get(m.runId) ?? null, progress: m.final ? null : s.progress, error: null }));
        else setState((s) => ({ ...s, progress: null, error: m.message }));
      };
      w.onerror = () => {
        worker.current = null;
      };
    }
    worker.current = w;
    return () => {
      w?.terminate();
      worker.current = null;
    };
  }, [round, enabled, calibration, fitScore]);

  const pinsKey = JSON.stringify(pins);
  useEffect(() => {
    if (!enabled) return;
    // The round's first figure is not held back: there is nothing to debounce yet.
    const delay = runId.current === 0 ? 0 : DEBOUNCE_MS;
    const t = setTimeout(() => {
      const id = ++runId.current;
      runInputs.current.set(id, inputsKey);
      for (const k of runInputs.current.keys()) if (k < id - 20) runInputs.current.delete(k);
      const req: ExpectedRequest = { runId: id, observations: [...observations], pins: JSON.parse(pinsKey) as Pins, adjustments: [...adjustments] };
      if (worker.current) {
        worker.current.postMessage({ type: "run", ...req });
        return;
      }
      void fallback.current
        ?.run(
          req,
          (p) => id === runId.current && setState((s) => ({ ...s, progress: p.done < p.total ? { done: p.done, total: p.total } : null })),
          () => id !== runId.current,
          (early) => id === runId.current && setState((s) => ({ ...s, result: early, resultKey: runInputs.current.get(id) ?? null, error: null })),
        )
        .then((r) => r && id === runId.current && setState({ result: r, resultKey: runInputs.current.get(id) ?? null, progress: null, error: null }))
        .catch((err) => setState((s) => ({ ...s, progress: null, error: String(err) })));
    }, delay);
    return () => clearTimeout(t);
  }, [round, observations, pinsKey, adjustments, enabled, inputsKey]);

  const { resultKey, ...rest } = state;
  return { ...rest, stale: rest.result !== null && resultKey !== inputsKey };
}
