import "server-only";
import { simulate, type FrameSettlement } from "./engine";
import type { RoundRow } from "./rounds-store";
import { roundWorld } from "./rounds-store";
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

/** One 50-year run of a seed, seen through a viewport (kept inside the map): what /simulate answers. */
export function observeRun(round: RoundRow, seedIndex: number, requested: Window, simSeed: number): RunObservation {
  const world = roundWorld(round);
  const result = simulate(world.simStates[seedIndex], world.params, simSeed, { fortune: world.fortunes?.[seedIndex] });
  const viewport = clampViewport(requested, round.mapWidth, round.mapHeight);
  return {
    viewport,
    grid: cropGrid(result.grid, viewport),
    settlements: result.settlements.filter((s) => s.alive && insideViewport(s, viewport)).map(publicSettlement),
  };
}
