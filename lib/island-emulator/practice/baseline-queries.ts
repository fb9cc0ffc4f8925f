// How the model baseline spends a round's queries: the planner's viewports in batches, each batch
// planned after the answers of the one before. Pure apart from the answers it is handed, so the
// emulator's baseline team and the practice benchmark play a round the same way.

import { planQueries, type ModelParams, type PlannedViewport } from "@/lib/island/model";
import type { Observation, RoundDetail } from "@/lib/island/schemas";

/** Queries planned at a time: the planner sees the answers of each batch before the next. */
export const PLAN_BATCH = 10;

/** The answer to one planned query and the budget after it, or null when it could not be spent. */
export type QueryAnswer = (query: PlannedViewport, used: number) => Promise<{ observation: Observation; used: number; max: number } | null>;

/** Spends the budget from `used` to `max`, appending every answer to `observations`. */
export async function spendPlannedQueries(
  detail: RoundDetail,
  observations: Observation[],
  budget: { used: number; max: number },
  answer: QueryAnswer,
  model?: ModelParams,
): Promise<void> {
  let { used, max } = budget;
  while (used < max) {
    const plan = planQueries(detail, observations, max - used, model).slice(0, PLAN_BATCH);
    if (plan.length === 0) return;
    for (const q of plan) {
      const spent = await answer(q, used);
      if (!spent) return;
      observations.push(spent.observation);
      ({ used, max } = spent);
    }
  }
}
