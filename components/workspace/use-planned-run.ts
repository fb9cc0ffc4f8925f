"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Viewport } from "@/lib/island/schemas";
import type { Suggestion } from "./store";

export type PlannedRunState = {
  running: boolean;
  /** Stopped by the user with queries still to go (Resume carries on). */
  paused: boolean;
  /** Pause was pressed: the query in flight finishes, then the run stops. */
  pausing: boolean;
  done: number;
  total: number;
  error: string | null;
};

type SpendOutcome = { ok: boolean; exhausted?: boolean; message?: string };
type PlanView = { plan: Suggestion[]; planFor: number | null; computing: boolean; observed: number };

// The service paces /simulate at 5 per second; a run keeps a little under that.
const SPACING_MS = 220;
const PLAN_WAIT_MS = 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * "Spend N more as planned": spends the planner's suggestions in order, in batches of the plan's
 * length, each batch planned with the answers of the ones before (as the model baseline plays).
 * Pause stops after the query in flight; Resume goes on with what is left.
 */
export function usePlannedRun(view: PlanView, spend: (seed: number, v: Viewport) => Promise<SpendOutcome>) {
  const [state, setState] = useState<PlannedRunState>({ running: false, paused: false, pausing: false, done: 0, total: 0, error: null });
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  const stop = useRef(false);
  const progress = useRef({ done: 0, total: 0 });

  /** Waits until the plan was made with every observation there is (at least `minObserved`). */
  const freshPlan = async (minObserved: number): Promise<Suggestion[] | null> => {
    const t0 = performance.now();
    for (;;) {
      const v = latest.current;
      if (!v.computing && v.observed >= minObserved && v.planFor === v.observed) return v.plan;
      if (stop.current || performance.now() - t0 > PLAN_WAIT_MS) return null;
      await sleep(100);
    }
  };

  const loop = useCallback(async () => {
    stop.current = false;
    setState((s) => ({ ...s, running: true, paused: false, pausing: false, error: null }));
    let last = 0;
    let minObserved = latest.current.observed;
    while (progress.current.done < progress.current.total) {
      const plan = await freshPlan(minObserved);
      if (stop.current) break;
      if (!plan || plan.length === 0) {
        setState((s) => ({ ...s, running: false, pausing: false, error: plan ? "the planner has nothing left to suggest" : "the planner did not answer in time" }));
        return;
      }
      const batch = plan.slice(0, progress.current.total - progress.current.done);
      for (const q of batch) {
        if (stop.current) break;
        const wait = last + SPACING_MS - performance.now();
        if (wait > 0) await sleep(wait);
        last = performance.now();
        const r = await spend(q.seed_index, q);
        if (!r.ok) {
          setState((s) => ({ ...s, running: false, paused: false, pausing: false, error: r.exhausted ? "the budget is used up" : (r.message ?? "the query failed") }));
          return;
        }
        progress.current.done++;
        minObserved++;
        setState((s) => ({ ...s, done: progress.current.done }));
      }
      if (stop.current) break;
    }
    const finished = progress.current.done >= progress.current.total;
    setState((s) => ({ ...s, running: false, paused: !finished, pausing: false }));
  }, [spend]);

  const start = (n: number) => {
    if (state.running || n <= 0) return;
    progress.current = { done: 0, total: n };
    setState({ running: true, paused: false, pausing: false, done: 0, total: n, error: null });
    void loop();
  };
  const pause = () => {
    stop.current = true;
    // Said at once: the query in flight still finishes (it is paid for), then the run stops.
    setState((s) => (s.running ? { ...s, pausing: true } : s));
  };
  const resume = () => {
    if (state.running) return;
    void loop();
  };
  const cancel = () => {
    stop.current = true;
    progress.current = { done: 0, total: 0 };
    setState({ running: false, paused: false, pausing: false, done: 0, total: 0, error: null });
  };
  return { state, start, pause, resume, cancel };
}
