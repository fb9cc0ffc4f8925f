import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { planQueries, predict, warmRound, type PlannedViewport, type RateName } from "@/lib/island/model";
import { flattenTensor, type FlatTensor } from "@/lib/dashboard/edits";

/** How many planner suggestions the workspace shows at once. */
export const SUGGESTION_COUNT = 10;

/** `pins`: regime rates the team fixed (as probabilities); the prediction uses them. */
export type ModelRequest = { runId: number; observations: Observation[]; budgetLeft: number; pins?: Partial<Record<RateName, number>> };
export type PredictionMessage = { runId: number; flats: FlatTensor[]; ms: number };
export type PlanMessage = { runId: number; plan: PlannedViewport[]; ms: number };

/** Prediction for every seed, then the planner's next viewports (shared by the worker and the fallback). */
export function runModel(
  round: RoundDetail,
  req: ModelRequest,
  out: { onPrediction: (m: PredictionMessage) => void; onPlan: (m: PlanMessage) => void; shouldPlan: () => boolean },
) {
  const t0 = performance.now();
  const flats = predict(round, req.observations, undefined, { pins: req.pins }).map(flattenTensor);
  out.onPrediction({ runId: req.runId, flats, ms: performance.now() - t0 });
  if (!out.shouldPlan()) return;
  const t1 = performance.now();
  const plan = req.budgetLeft > 0 ? planQueries(round, req.observations, Math.min(SUGGESTION_COUNT, req.budgetLeft)) : [];
  out.onPlan({ runId: req.runId, plan, ms: performance.now() - t1 });
}

/**
 * Work every prediction of a round shares and only the first would otherwise pay for: each
 * seed's geometry and features, and their share of each network's first layer (cached per map).
 */
export function warmModel(round: RoundDetail): number {
  const t0 = performance.now();
  warmRound(round);
  return performance.now() - t0;
}
