import "server-only";
import type { RoundRow } from "../rounds/rounds-store";
import { roundWorld } from "../rounds/rounds-store";
import { viewRealFinal } from "./real-finals";
import { viewRun, type RunObservation } from "./run-view";
import type { Window } from "./viewport";

export { publicSettlement, type RunObservation } from "./run-view";

/**
 * One 50-year run of a seed, seen through a viewport (kept inside the map): what /simulate answers.
 * A replayed real round's seed with real runs is answered from one of them, drawn by `simSeed`.
 */
export function observeRun(round: RoundRow, seedIndex: number, requested: Window, simSeed: number): RunObservation {
  const world = roundWorld(round);
  const real = world.finals?.[seedIndex];
  if (real && real.length > 0) return viewRealFinal(real, requested, simSeed);
  return viewRun(world.simStates[seedIndex], world.params, requested, simSeed, world.fortunes?.[seedIndex]);
}
