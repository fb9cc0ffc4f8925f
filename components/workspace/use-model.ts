"use client";

import { useEffect, useRef, useState } from "react";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import type { PlannedViewport, RateName } from "@/lib/island/model";
import type { FlatTensor } from "@/lib/dashboard/edits";
import { runModel, type ModelRequest, type PlanMessage, type PredictionMessage } from "./model-run";

const NO_PINS: Partial<Record<RateName, number>> = {};

export type ModelState = {
  /** Flat prediction per seed; null until the first run finishes. */
  prediction: FlatTensor[] | null;
  plan: PlannedViewport[] | null;
  /** How many observations the plan was made with (a run of planned queries waits for a fresh plan). */
  planFor: number | null;
  computing: boolean;
  predictMs: number | null;
  error: string | null;
};

/**
 * The model's prediction and the planner's suggestions for the current observations, computed in
 * the browser (the model's parameters are small; its tensors are not) in a web worker when the
 * browser has them, otherwise on the main thread after the current frame.
 */
export function useModel(round: RoundDetail, observations: readonly Observation[], budgetLeft: number, pins = NO_PINS): ModelState {
  const [state, setState] = useState<ModelState>({ prediction: null, plan: null, planFor: null, computing: true, predictMs: null, error: null });
  const worker = useRef<Worker | null>(null);
  const runId = useRef(0);
  const lastReq = useRef<ModelRequest | null>(null);

  const runHere = (req: ModelRequest) =>
    setTimeout(() => {
      try {
        runModel(round, req, {
          onPrediction: (m) => req.runId === runId.current && setState((s) => ({ ...s, prediction: m.flats, predictMs: m.ms })),
          shouldPlan: () => req.runId === runId.current,
          onPlan: (m) => req.runId === runId.current && setState((s) => ({ ...s, plan: m.plan, planFor: req.observations.length, computing: false })),
        });
      } catch (err) {
        setState((s) => ({ ...s, computing: false, error: err instanceof Error ? err.message : String(err) }));
      }
    }, 0);

  useEffect(() => {
    let w: Worker | null = null;
    try {
      w = new Worker(new URL("./model.worker.ts", import.meta.url), { type: "module" });
    } catch {
      w = null;
    }
    if (w) {
      w.postMessage({ type: "round", round });
      w.onmessage = (e: MessageEvent<({ type: "prediction" } & PredictionMessage) | ({ type: "plan" } & PlanMessage) | { type: "error"; runId: number; message: string }>) => {
        const m = e.data;
        if (m.runId !== runId.current) {
          // An older run's prediction is still better than none while the newest computes.
          if (m.type === "prediction") setState((s) => (s.prediction ? s : { ...s, prediction: m.flats }));
          return;
        }
        if (m.type === "prediction") setState((s) => ({ ...s, prediction: m.flats, predictMs: m.ms, computing: true, error: null }));
        else if (m.type === "plan") setState((s) => ({ ...s, plan: m.plan, planFor: lastReq.current?.observations.length ?? null, computing: false }));
        else setState((s) => ({ ...s, computing: false, error: m.message }));
      };
      // A worker that cannot load: fall back to the main thread for this and later runs.
      w.onerror = () => {
        worker.current = null;
        if (lastReq.current) runHere(lastReq.current);
      };
    }
    worker.current = w;
    return () => {
      w?.terminate();
      worker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  // Pins arrive as a new object on every refresh: only a change of value reruns the model.
  const pinsKey = JSON.stringify(pins);
  useEffect(() => {
    const id = ++runId.current;
    const req: ModelRequest = { runId: id, observations: [...observations], budgetLeft, pins: JSON.parse(pinsKey) as ModelRequest["pins"] };
    lastReq.current = req;
    setState((s) => ({ ...s, computing: true }));
    if (worker.current) {
      worker.current.postMessage({ type: "run", ...req });
      return;
    }
    const t = runHere(req);
    return () => clearTimeout(t);
    // runHere only reads refs and `round`, which is a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round, observations, budgetLeft, pinsKey]);

  return state;
}
