// Hidden parameters of a round: one set drives all five seeds. Named presets are clusters of the
// real rounds' fitted regimes, from collapse (≈2–7% of initial sites still settled at year 50)
// through harsh, balanced and prosperous to boom (settlements spreading far over the land), plus
// confined (high survival, growth only next to the initial settlements: the hardest real rounds).
// A round's hidden state is drawn around the real rounds' fits (regime-draw.ts), a preset's round
// around the fits of its cluster, so practice spans the real spread and no wider.

import fitted from "./fitted-rounds.json";
import { drawAroundFit, drawSiteFortunes, fitSpread, type FitSpread } from "./regime-draw";
import { createRng } from "./rng";
import { drawStarts, type SiteStart } from "./starts";
import type { HiddenParams, InitialState } from "./types";

export type { HiddenParams } from "./types";

export type PresetName = "collapse" | "harsh" | "balanced" | "confined" | "prosperous" | "boom";

/** Base values: what the fits leave alone, and the neutral values of the realism mechanisms. */
const BASE: HiddenParams = {
  foodBase: 0.15,
  foodPerForest: 0.05,
  foodPerPlains: 0.03,
  foodPerOcean: 0.02,
  foodConsumption: 0.08,
  growthRate: 0.15,
  popCapacity: 4.5,
  defenseGrowth: 0.03,
  expansionRate: 0.32,
  expansionPopThreshold: 1.5,
  expansionDistance: 2,
  expansionBurst: 3,
  forestClearing: 0.5,
  colonyVigour: 1,
  colonyDepth: 99,
  nearColonyShare: 0.5,
  colonistShare: 0.2,
  colonyPop: 0,
  diagonalColonies: 1,
  portRate: 0.08,
  orthogonalHarbours: 1,
  longshipRate: 0.1,
  raidRate: 0.1,
  raidRange: 3,
  longshipRange: 4,
  desperationThreshold: 0.25,
  desperationBoost: 2.5,
  lootFraction: 0.3,
  raidDamage: 0.2,
  conquestRate: 0.25,
  tradeRange: 8,
  tradeWealth: 0.01,
  tradeFood: 0.03,
  techDiffusion: 0.3,
  wealthDecay: 0.3,
  winterSeverity: 0.22,
  winterVariability: 0.08,
  starvationCollapse: 0.5,
  raidCollapse: 0.3,
  winterCollapse: 0.7,
  crowdingRisk: 0,
  isolationRisk: 0,
  winterTrend: 0,
  dispersal: 0.5,
  ruinReclaim: 0.55,
  ruinReclaimRange: 2,
  ruinPort: 0.2,
  forestRegrowth: 0.2,
};

/**
 * Each preset is a cluster of real regimes: per parameter, the median of the hidden parameters
 * fitted to the cluster's real rounds (bench:fidelity --out, fits in fitted-rounds.json); what the
 * fit does not vary keeps its base value. Every preset plays by the real harbour rule
 * (`orthogonalHarbours`), which no real round breaks.
 */
export const PRESETS: Record<PresetName, HiddenParams> = {
  // Few sites survive and decline continues (real rounds 3, 8, 10: 2–7% of initial sites settled at year 50).
  collapse: { ...BASE, winterSeverity: 0.45, winterCollapse: 0.29, starvationCollapse: 0.477, expansionRate: 0.241, expansionDistance: 1, expansionPopThreshold: 1.229, foodConsumption: 0.086, raidRate: 0.086, ruinReclaim: 0.48, forestRegrowth: 0.22, forestClearing: 0.556, portRate: 0.041, popCapacity: 4.495, growthRate: 0.167, colonyVigour: 0.962, nearColonyShare: 0.442, colonyPop: 0.083, crowdingRisk: 0.036, winterTrend: 0.073 },
  // Slow growth, about a quarter of initial sites settled, moderate spread (real rounds 4, 13).
  harsh: { ...BASE, winterSeverity: 0.259, winterCollapse: 0.65, expansionRate: 0.26, expansionBurst: 4.1, expansionDistance: 4, foodConsumption: 0.085, raidRate: 0.154, ruinReclaim: 0.551, forestRegrowth: 0.196, forestClearing: 0.542, portRate: 0.112, popCapacity: 4.404, growthRate: 0.153, nearColonyShare: 0.506 },
  // About a third of initial sites settled, settlements spread over the land (real rounds 5, 9, 15).
  balanced: { ...BASE, winterSeverity: 0.166, winterCollapse: 0.802, starvationCollapse: 0.429, expansionRate: 0.222, expansionBurst: 2.903, expansionDistance: 4, raidRate: 0.192, ruinReclaim: 0.503, forestRegrowth: 0.207, forestClearing: 1, portRate: 0.082, popCapacity: 4.6, colonyVigour: 0.862, nearColonyShare: 0.3, crowdingRisk: 0.033, winterTrend: 0.003 },
  // High survival, growth confined next to the initial settlements on the Manhattan diamond, colonies of a fixed size, heavy raiding between nearby rivals (real rounds 7, 12, 16; the hardest to predict).
  confined: { ...BASE, winterSeverity: 0.216, winterCollapse: 0.379, starvationCollapse: 0.158, expansionRate: 0.538, expansionBurst: 4.618, expansionPopThreshold: 0.905, foodConsumption: 0.058, raidRate: 0.2, raidDamage: 0.339, ruinReclaim: 0.484, forestClearing: 0.603, portRate: 0.043, popCapacity: 4.6, growthRate: 0.097, colonyVigour: 0.26, nearColonyShare: 0.95, diagonalColonies: 0.126, colonyPop: 0.451, winterTrend: 0.016 },
  // High survival with steady expansion (real rounds 1, 11, 14).
  prosperous: { ...BASE, winterSeverity: 0.215, winterCollapse: 0.419, starvationCollapse: 0.425, expansionBurst: 4.828, expansionDistance: 3, expansionPopThreshold: 1.606, foodConsumption: 0.084, raidRate: 0.137, raidDamage: 0.231, ruinReclaim: 0.305, forestClearing: 0.842, portRate: 0.1, nearColonyShare: 0.306, crowdingRisk: 0.021 },
  // Settlements spread far over the land (real rounds 2, 6, 17).
  boom: { ...BASE, winterSeverity: 0.225, starvationCollapse: 0.605, expansionRate: 0.384, expansionBurst: 4.358, expansionDistance: 4, foodConsumption: 0.066, raidRate: 0.162, ruinReclaim: 0.296, forestRegrowth: 0.224, forestClearing: 1, portRate: 0.096, popCapacity: 4.6, nearColonyShare: 0.294, colonyPop: 0.312, crowdingRisk: 0.047, isolationRisk: 0.006, winterTrend: -0.298 },
};

export const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The real rounds (1–17) each preset is the cluster of. */
export const PRESET_ROUNDS: Record<PresetName, readonly number[]> = {
  collapse: [3, 8, 10],
  harsh: [4, 13],
  balanced: [5, 9, 15],
  confined: [7, 12, 16],
  prosperous: [1, 11, 14],
  boom: [2, 6, 17],
};

/** Values of the realism mechanisms that leave a world as it was before they existed. */
const NEUTRAL_MECHANISMS: Partial<HiddenParams> = {
  colonyVigour: 1,
  colonyDepth: 99,
  nearColonyShare: 0.5,
  colonyPop: 0,
  diagonalColonies: 1,
  crowdingRisk: 0,
  isolationRisk: 0,
  winterTrend: 0,
  orthogonalHarbours: 0,
};

/**
 * Complete hidden parameters from stored ones (a round stored before a mechanism existed, or a
 * fit without it): what is missing takes the value that changes nothing.
 */
export function completeParams(p: Partial<HiddenParams>): HiddenParams {
  return { ...BASE, ...NEUTRAL_MECHANISMS, ...p };
}

/**
 * Hidden parameters fitted to a real round (bench:fidelity --out), with its hindsight fit score and,
 * when fitted, the fortune of every initial settlement of each seed's map (`SiteFortune`).
 */
export type FittedRound = { round: number; score: number; params: HiddenParams; fortunes?: number[][]; crowding?: number[][] };

/** The fits of the real rounds. */
export const FITTED_ROUNDS: FittedRound[] = (
  fitted.rounds as { round: number; score: number; params: Partial<HiddenParams>; fortunes?: number[][]; crowding?: number[][] }[]
).map((f) => ({
  round: f.round,
  score: f.score,
  params: completeParams(f.params),
  ...(f.fortunes ? { fortunes: f.fortunes } : {}),
  ...(f.crowding ? { crowding: f.crowding } : {}),
}));

export function fittedRound(round: number): FittedRound | undefined {
  return FITTED_ROUNDS.find((f) => f.round === round);
}

export function isPresetName(name: string): name is PresetName {
  return Object.prototype.hasOwnProperty.call(PRESETS, name);
}

/**
 * Draws a round's hidden parameters as `drawHiddenState` does (the preset's cluster of real fits,
 * or every real fit when none is named).
 */
export function drawParams(seed: number, preset?: string, options: Omit<DrawOptions, "preset"> = {}): HiddenParams {
  return drawHiddenState(seed, [], { ...options, preset }).params;
}

/**
 * How a hidden state is drawn: around the fits of a named preset's cluster, or of every real round
 * when none is named; `excludeRounds` leaves those real rounds' fits out (a benchmark judged on
 * real round k draws its practice rounds without k's fit).
 */
export type DrawOptions = {
  preset?: string;
  excludeRounds?: readonly number[];
  /** The real round whose fit is the centre (a benchmark that visits every fit in turn); drawn when absent. */
  centre?: number;
};

/**
 * A round's hidden state: its parameters, and per initial settlement of each map its fortune and
 * its starting stats (null: each run draws its own); `origin` names the real fits it was drawn from.
 */
export type HiddenState = {
  params: HiddenParams;
  fortunes: number[][];
  starts: (SiteStart | null)[][];
  /** The real rounds whose fits it was drawn from: the centre, then the neighbour (if any). */
  drawnFrom: number[];
  origin: string;
};

const spreads = new Map<string, FitSpread>();
/** The spread of a set of fits, computed once per set (a draw uses all fits but the excluded ones). */
function spreadOf(fits: FittedRound[]): FitSpread {
  const key = fits.map((f) => f.round).join(",");
  let spread = spreads.get(key);
  if (!spread) {
    spread = fitSpread(fits);
    if (spreads.size < 64) spreads.set(key, spread);
  }
  return spread;
}

/** The fits a draw may use, which of them may be its centre, and which its neighbour (all: undefined). */
function drawPool(options: DrawOptions): { fits: FittedRound[]; spread: FitSpread; centres: number[]; neighbours?: number[] } {
  const excluded = new Set(options.excludeRounds ?? []);
  const fits = FITTED_ROUNDS.filter((f) => !excluded.has(f.round));
  if (fits.length === 0) throw new Error("no fitted real round left to draw a regime from (all excluded)");
  const spread = spreadOf(fits);
  const all = fits.map((_, i) => i);
  let centres = all;
  let neighbours: number[] | undefined;
  if (options.preset !== undefined) {
    if (!isPresetName(options.preset)) throw new Error(`unknown preset "${options.preset}"; expected one of ${PRESET_NAMES.join(", ")}`);
    const preset = PRESETS[options.preset];
    const cluster = all.filter((i) => PRESET_ROUNDS[options.preset as PresetName].includes(fits[i].round));
    // A cluster left without fits (all excluded) is played around the remaining fit nearest its preset.
    centres = cluster.length > 0 ? cluster : [[...all].sort((a, b) => spread.distance(preset, fits[a].params) - spread.distance(preset, fits[b].params))[0]];
    if (cluster.length > 1) neighbours = cluster;
  }
  if (options.centre !== undefined) {
    const i = fits.findIndex((f) => f.round === options.centre);
    if (i < 0) throw new Error(`no fit of real round ${options.centre} to draw around (unknown or excluded)`);
    centres = [i];
  }
  return { fits, spread, centres, ...(neighbours ? { neighbours } : {}) };
}

/**
 * Draws a round's hidden state for the given maps, from the distribution the real rounds show: a
 * real round's fit (of the preset's cluster, or of any round), moved part of the way towards a
 * neighbouring fit and jittered within the spread between neighbouring fits (`regime-draw.ts`);
 * site fortunes drawn from the fortunes fitted to those real rounds; starting stats fixed per map,
 * drawn from the ranges of the real replays' step 0.
 */
export function drawHiddenState(seed: number, initialStates: readonly InitialState[], options: DrawOptions = {}): HiddenState {
  const { fits, spread, centres, neighbours } = drawPool(options);
  const rng = createRng(seed);
  const regime = drawAroundFit(rng, fits, spread, centres[rng.int(centres.length)], neighbours);
  const toward = regime.neighbour ? ` ${regime.mix.toFixed(2)} towards R${regime.neighbour.round}` : "";
  return {
    drawnFrom: regime.neighbour ? [regime.centre.round, regime.neighbour.round] : [regime.centre.round],
    origin: `R${regime.centre.round}${toward}`,
    params: regime.params,
    fortunes: drawSiteFortunes(createRng((seed ^ 0x2c1b3c6d) >>> 0), regime, initialStates),
    starts: drawStarts((seed ^ 0x5f3759df) >>> 0, initialStates),
  };
}
