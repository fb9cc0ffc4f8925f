// A practice round's world before it is stored: generated maps for the five seeds and the hidden
// state drawn for them. Pure (no database), so the round factory and the practice benchmark make
// the same round from the same map seed.

import { derivedSeed } from "../play/seeds";
import { drawHiddenState, type DrawOptions, type HiddenState } from "../sim/params";
import type { InitialState } from "../sim/types";
import { generateWorld } from "../sim/world";

export const PRACTICE_SEEDS = 5;

/** The initial states of `seeds` generated maps of a round (the public fields only). */
export function generatedInitialStates(mapSeed: number, width = 40, height = 40, seeds = PRACTICE_SEEDS): InitialState[] {
  return Array.from({ length: seeds }, (_, seed) => {
    const world = generateWorld(derivedSeed(mapSeed, "map", seed), { width, height });
    return {
      grid: world.grid,
      settlements: world.settlements.map((p) => ({ x: p.x, y: p.y, has_port: p.has_port, alive: p.alive })),
    };
  });
}

/** The hidden state of a round made from `mapSeed` (the same seed gives the same state). */
export function practiceHiddenState(mapSeed: number, initialStates: readonly InitialState[], options: DrawOptions = {}): HiddenState {
  return drawHiddenState(derivedSeed(mapSeed, "params"), initialStates, options);
}
