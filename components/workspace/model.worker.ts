/// <reference lib="webworker" />
// Runs the island model off the main thread so the map stays responsive while it predicts.
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { runModel, warmModel, type ModelRequest } from "./model-run";

let round: RoundDetail | null = null;
let pending: ModelRequest | null = null;
let busy = false;

const post = (msg: unknown, transfer: Transferable[] = []) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(msg, transfer);

self.onmessage = (e: MessageEvent<{ type: "round"; round: RoundDetail } | ({ type: "run" } & ModelRequest)>) => {
  const msg = e.data;
  if (msg.type === "round") {
    round = msg.round;
    // The map-only part of every prediction (each seed's features and their share of the
    // network's first layer) is worked out once, now, while the page is still starting.
    warmModel(round);
    return;
  }
  // Only the newest request matters: older ones queued during a batch are dropped.
  pending = { runId: msg.runId, observations: msg.observations as Observation[], budgetLeft: msg.budgetLeft, pins: msg.pins };
  if (!busy) setTimeout(work, 0);
};

function work() {
  if (!round || !pending) return;
  busy = true;
  const req = pending;
  pending = null;
  try {
    runModel(round, req, {
      onPrediction: (p) => post({ type: "prediction", ...p }, p.flats.map((f) => f.buffer)),
      // A newer request is waiting: skip planning for this stale one.
      shouldPlan: () => pending === null,
      onPlan: (p) => post({ type: "plan", ...p }),
    });
  } catch (err) {
    post({ type: "error", runId: req.runId, message: err instanceof Error ? err.message : String(err) });
  } finally {
    busy = false;
    if (pending) setTimeout(work, 0);
  }
}
