import "server-only";
import type { RoundRow } from "../rounds/rounds-store";
import { roundWorld } from "../rounds/rounds-store";
import { viewRun, type RunObservation } from "./run-view";
import type { Window } from "./viewport";

export { publicSettlement, type RunObservation } from "./run-view";

/** One 50-year run of a seed, seen through a viewport (kept inside the map): what /simulate answers. */
export function observeRun(round: RoundRow, seedIndex: number, requested: Window, simSeed: number): RunObservation {
  const world = roundWorld(round);
  return viewRun(world.simStates[seedIndex], world.params, requested, simSeed, world.fortunes?.[seedIndex]);
}
