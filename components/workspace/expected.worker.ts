/// <reference lib="webworker" />
// Computes the expected score off the main thread (and off the model worker: predictions stay fast).
import type { RoundDetail } from "@/lib/island/schemas";
import type { CalibrationKind } from "@/lib/island/regime/estimate";
import { ExpectedRunner, type ExpectedRequest } from "./expected-run";

let runner: ExpectedRunner | null = null;
let latest = 0;
let running = false;
let pending: ExpectedRequest | null = null;

const post = (msg: unknown) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(msg);

self.onmessage = (e: MessageEvent<{ type: "round"; round: RoundDetail; calibration: CalibrationKind; fitScore: number | null } | ({ type: "run" } & ExpectedRequest)>) => {
  const msg = e.data;
  if (msg.type === "round") {
    runner = new ExpectedRunner(msg.round, msg.calibration, undefined, msg.fitScore);
    runner.warm();
    return;
  }
  latest = msg.runId;
  pending = { runId: msg.runId, observations: msg.observations, pins: msg.pins, adjustments: msg.adjustments };
  if (!running) void loop();
};

async function loop() {
  running = true;
  while (pending && runner) {
    const req = pending;
    pending = null;
    try {
      const result = await runner.run(
        req,
        (p) => post({ type: "progress", ...p }),
        () => latest !== req.runId,
        (early) => post({ type: "estimate", ...early }),
      );
      if (result) post({ type: "estimate", ...result });
    } catch (err) {
      post({ type: "error", runId: req.runId, message: err instanceof Error ? err.message : String(err) });
    }
  }
  running = false;
}
