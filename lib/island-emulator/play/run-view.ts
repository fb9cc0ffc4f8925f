// What /simulate shows of one run: a 50-year run of a seed's map seen through a viewport. Pure, so
// the service and the practice benchmark answer a query the same way.

import type { HiddenParams } from "../sim/params";
import { simulate } from "../sim/simulate";
import type { SiteFortune } from "../sim/simulate";
import type { FrameSettlement, InitialState } from "../sim/types";
import { clampViewport, cropGrid, insideViewport, type Window } from "./viewport";

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The fields a caller may see of a simulated settlement (tech and longships stay hidden). */
export function publicSettlement(s: FrameSettlement) {
  return {
    x: s.x,
    y: s.y,
    population: round3(s.population),
    food: round3(s.food),
    wealth: round3(s.wealth),
    defense: round3(s.defense),
    has_port: s.has_port,
    alive: s.alive,
    owner_id: s.owner_id,
  };
}

export type RunObservation = {
  viewport: Window;
  grid: number[][];
  settlements: ReturnType<typeof publicSettlement>[];
};

/** One run of `simState` (a map with its starting stats) seen through `requested`, kept inside the map. */
export function viewRun(
  simState: InitialState,
  params: HiddenParams,
  requested: Window,
  simSeed: number,
  fortune?: SiteFortune,
): RunObservation {
  const height = simState.grid.length;
  const width = height > 0 ? simState.grid[0].length : 0;
  const result = simulate(simState, params, simSeed, { fortune });
  const viewport = clampViewport(requested, width, height);
  return {
    viewport,
    grid: cropGrid(result.grid, viewport),
    settlements: result.settlements.filter((s) => s.alive && insideViewport(s, viewport)).map(publicSettlement),
  };
}
