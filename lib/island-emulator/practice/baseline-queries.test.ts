import { describe, expect, it } from "vitest";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { PLAN_BATCH, spendPlannedQueries } from "./baseline-queries";
import { generatedInitialStates, practiceHiddenState } from "./practice-world";
import { viewRun } from "../play/run-view";
import { withStarts } from "../sim/starts";

const MAP_SEED = 4242;
const states = generatedInitialStates(MAP_SEED);
const hidden = practiceHiddenState(MAP_SEED, states);
const detail: RoundDetail = {
  id: "practice-test",
  round_number: 1,
  status: "active",
  map_width: 40,
  map_height: 40,
  seeds_count: states.length,
  initial_states: states,
};

/** Answers each query with a run of the round, as /simulate does; refuses from query `refuseAt` on. */
function answerer(refuseAt = Infinity, max = 50) {
  return {
    answer: async (q: { seed_index: number; x: number; y: number; w: number; h: number }, used: number) => {
      if (used >= refuseAt) return null;
      const seen = viewRun(withStarts(states[q.seed_index], hidden.starts[q.seed_index]), hidden.params, q, 1000 + used, hidden.fortunes[q.seed_index]);
      const observation: Observation = { seed_index: q.seed_index, ...seen };
      return { observation, used: used + 1, max };
    },
  };
}

describe("the baseline's queries", () => {
  it("spend the whole budget on the planner's windows, spread over the seeds", async () => {
    const observations: Observation[] = [];
    await spendPlannedQueries(detail, observations, { used: 0, max: 20 }, answerer(Infinity, 20).answer);
    expect(observations).toHaveLength(20);
    const perSeed = states.map((_, s) => observations.filter((o) => o.seed_index === s).length);
    expect(perSeed).toEqual([4, 4, 4, 4, 4]);
    for (const o of observations) expect(o.grid.length * o.grid[0].length).toBeLessThanOrEqual(15 * 15);
  }, 60_000);

  it("stop where an answer is refused and resume from a budget already partly spent", async () => {
    const observations: Observation[] = [];
    await spendPlannedQueries(detail, observations, { used: 0, max: 50 }, answerer(PLAN_BATCH + 3).answer);
    // Refused at query 13: nothing after it was spent.
    expect(observations).toHaveLength(PLAN_BATCH + 3);
    await spendPlannedQueries(detail, observations, { used: 45, max: 50 }, answerer().answer);
    expect(observations).toHaveLength(PLAN_BATCH + 3 + 5);
  }, 60_000);
});
