// A replayed real round answered from the real simulator's own runs of its maps: the final frames
// of the round folder's replays (year 50, what the real /simulate showed and the ground truth
// averages). Each query draws one of a seed's runs, seeded by the query's own sim seed (stored with
// it, so an answer can be told again), and is cut to its viewport as a run of the emulator is.
// Pure: the service and the practice benchmark answer a query the same way.

import { z } from "zod";
import type { Frame } from "../sim/types";
import { publicSettlement, type RunObservation } from "./run-view";
import { clampViewport, cropGrid, insideViewport, type Window } from "./viewport";

/** What is kept of a real run: its final grid and settlements (the replay's last frame). */
export type RealFinal = Pick<Frame, "grid" | "settlements">;

/** Most runs kept per seed (real folders hold one or two). */
export const MAX_FINALS_PER_SEED = 20;

const settlementSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  population: z.number().finite(),
  food: z.number().finite(),
  wealth: z.number().finite(),
  defense: z.number().finite(),
  has_port: z.boolean(),
  alive: z.boolean(),
  owner_id: z.number().int(),
});
const finalSchema = z.object({
  grid: z.array(z.array(z.number().int())),
  // A replay without settlement stats still gives its grid.
  settlements: z.array(settlementSchema).catch([]),
});

/** The final frame of a replay (frame 50, the last one), shaped as a run's end; null when it is not one. */
export function finalOfReplay(frames: readonly unknown[], width: number, height: number): RealFinal | null {
  const last = frames.find((f) => (f as { step?: unknown } | null)?.step === 50) ?? frames[frames.length - 1];
  const parsed = finalSchema.safeParse(last);
  if (!parsed.success) return null;
  const { grid, settlements } = parsed.data;
  if (grid.length !== height || grid.some((r) => r.length !== width)) return null;
  return { grid, settlements };
}

/** Per-seed lists of real runs as stored with a round, or undefined when `v` is not one. */
export function isFinalsList(v: unknown): v is RealFinal[][] {
  return Array.isArray(v) && v.every((s) => Array.isArray(s) && s.every((f) => finalSchema.safeParse(f).success));
}

/** Which of a seed's `count` runs a query with `simSeed` is answered from. */
export function finalIndex(simSeed: number, count: number): number {
  return ((Math.floor(simSeed) % count) + count) % count;
}

/** One real run of the seed, drawn by `simSeed`, seen through `requested` (kept inside the map). */
export function viewRealFinal(finals: readonly RealFinal[], requested: Window, simSeed: number): RunObservation {
  const run = finals[finalIndex(simSeed, finals.length)];
  const height = run.grid.length;
  const width = height > 0 ? run.grid[0].length : 0;
  const viewport = clampViewport(requested, width, height);
  return {
    viewport,
    grid: cropGrid(run.grid, viewport),
    settlements: run.settlements.filter((s) => s.alive && insideViewport(s, viewport)).map(publicSettlement),
  };
}
