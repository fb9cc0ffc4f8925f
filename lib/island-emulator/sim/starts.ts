// Starting stats of a map's initial settlements. The real simulator starts every run of a map from
// the same stats (its replays of one map agree to the last digit) and a site's start shapes its
// fate: in the real rounds the settled share around a site follows its starting population
// (correlation up to 0.67). A round's starts are hidden state, like its parameters.

import { createRng, type Rng } from "./rng";
import type { InitialState } from "./types";

export type SiteStart = { population: number; food: number; wealth: number; defense: number };

/** The ranges the real step-0 stats are spread over (uniform within them). */
export const START_RANGES: Record<keyof SiteStart, readonly [number, number]> = {
  population: [0.5, 1.5],
  food: [0.3, 0.8],
  wealth: [0.1, 0.5],
  defense: [0.2, 0.6],
};

const KEYS = Object.keys(START_RANGES) as (keyof SiteStart)[];

/** One value of a stat drawn from its range (the per-run draw when a map fixes none). */
export function drawStat(rng: Rng, key: keyof SiteStart): number {
  const [lo, hi] = START_RANGES[key];
  return rng.range(lo, hi);
}

/** Starts for every living initial settlement of each map (null for the dead ones), fixed per map. */
export function drawStarts(seed: number, initialStates: readonly InitialState[]): (SiteStart | null)[][] {
  const rng = createRng(seed);
  const draw = (): SiteStart => {
    const start = {} as SiteStart;
    for (const key of KEYS) start[key] = Math.round(drawStat(rng, key) * 1000) / 1000;
    return start;
  };
  return initialStates.map((state) => state.settlements.map((s) => (s.alive ? draw() : null)));
}

function isStart(v: unknown): v is SiteStart {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return KEYS.every((k) => typeof o[k] === "number" && Number.isFinite(o[k]) && (o[k] as number) >= 0);
}

/** The start an object carries (a settlement, a replay's step-0 entry), or null unless it has all four stats. */
export function startFrom(v: unknown): SiteStart | null {
  return isStart(v) ? { population: v.population, food: v.food, wealth: v.wealth, defense: v.defense } : null;
}

/** A stored list of starts per map, checked (a malformed one is ignored by the caller). */
export function isStartList(v: unknown): v is (SiteStart | null)[][] {
  return Array.isArray(v) && v.every((m) => Array.isArray(m) && m.every((s) => s === null || isStart(s)));
}

/** The map with each settlement's start attached where one is given: the state the simulator plays. */
export function withStarts(initial: InitialState, starts?: readonly (SiteStart | null)[]): InitialState {
  if (!starts) return initial;
  return { grid: initial.grid, settlements: initial.settlements.map((s, i) => (starts[i] ? { ...s, ...starts[i] } : s)) };
}
