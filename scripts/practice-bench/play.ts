// One practice round as the emulator makes it (generated maps, a drawn hidden state), played as the
// model baseline plays it (the planner's 50 queries answered by runs of the round, then predict)
// and scored against the round's own 200-run ground truth.

import type { ModelParams, PlannedViewport } from "../../lib/island/model";
import { predictWith } from "../../lib/island/model/predict";
import type { Observation, RoundDetail } from "../../lib/island/schemas";
import { scoreSeed } from "../../lib/island/score";
import { spendPlannedQueries } from "../../lib/island-emulator/practice/baseline-queries";
import { generatedInitialStates, practiceHiddenState } from "../../lib/island-emulator/practice/practice-world";
import { viewRun, type RunObservation } from "../../lib/island-emulator/play/run-view";
import { derivedSeed } from "../../lib/island-emulator/play/seeds";
import { groundTruth } from "../../lib/island-emulator/sim/ground-truth";
import type { DrawOptions, HiddenState } from "../../lib/island-emulator/sim/params";
import { withStarts } from "../../lib/island-emulator/sim/starts";
import type { InitialState } from "../../lib/island-emulator/sim/types";

export const QUERIES = 50;

export interface PlayedRound {
  mapSeed: number;
  hidden: HiddenState;
  seeds: number[];
  mean: number;
}

/** The round as the planner sees it: active, its maps and nothing else. */
export function roundDetailOf(initialStates: InitialState[], id: string, roundNumber = 0): RoundDetail {
  return {
    id,
    round_number: roundNumber,
    status: "active",
    map_width: initialStates[0].grid[0].length,
    map_height: initialStates[0].grid.length,
    seeds_count: initialStates.length,
    initial_states: initialStates,
  };
}

/** The planner's first `max` queries on `detail`, the `used`-th answered by `answer`. */
export async function plannedObservations(
  detail: RoundDetail,
  max: number,
  answer: (q: PlannedViewport, used: number) => RunObservation,
  model?: ModelParams,
): Promise<Observation[]> {
  const observations: Observation[] = [];
  if (max <= 0) return observations;
  await spendPlannedQueries(
    detail,
    observations,
    { used: 0, max },
    async (q, used) => ({ observation: { seed_index: q.seed_index, ...answer(q, used) }, used: used + 1, max }),
    model,
  );
  return observations;
}

/**
 * Makes the round of `mapSeed`, plays it as the baseline team and scores every seed. `player` is
 * the model, or chooses it from the drawn hidden state (a model that never saw the centre's round).
 */
export async function playPracticeRound(
  player: ModelParams | ((hidden: HiddenState) => ModelParams),
  mapSeed: number,
  draw: DrawOptions,
  groundTruthRuns: number,
  maps?: InitialState[],
  adjust?: (drawn: HiddenState) => HiddenState,
): Promise<PlayedRound> {
  // `maps`: play on these maps (a real round's) instead of the ones the emulator generates;
  // `adjust`: what to change in the drawn hidden state (a benchmark playing a fit as it is).
  const initialStates = maps ?? generatedInitialStates(mapSeed);
  const drawn = practiceHiddenState(mapSeed, initialStates, draw);
  const hidden = adjust ? adjust(drawn) : drawn;
  const model = typeof player === "function" ? player(hidden) : player;
  const simStates = initialStates.map((s, i) => withStarts(s, hidden.starts[i]));
  const detail = roundDetailOf(initialStates, `practice-${mapSeed}`);
  const observations = await plannedObservations(
    detail,
    QUERIES,
    (q, used) => viewRun(simStates[q.seed_index], hidden.params, q, derivedSeed(mapSeed, "baseline", used), hidden.fortunes[q.seed_index]),
    model,
  );
  const tensors = predictWith(model, detail, observations);
  const seeds = simStates.map((s, i) =>
    scoreSeed(groundTruth(s, hidden.params, groundTruthRuns, derivedSeed(mapSeed, "ground-truth", i), hidden.fortunes[i]), tensors[i]),
  );
  return { mapSeed, hidden, seeds, mean: seeds.reduce((a, b) => a + b, 0) / seeds.length };
}
