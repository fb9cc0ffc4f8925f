// Drawing a practice regime from the real ones. The hidden parameters fitted to the real rounds are
// the centre: a drawn regime is one real fit moved part of the way towards one of its nearest
// neighbours among the fits, plus a jitter no wider than the spread between neighbouring fits, and
// kept inside the range of the fits widened by that spread. What no fit varies stays as the fits
// have it. Site fortunes are drawn from the fortunes fitted to the same real rounds (their skew and
// long tail included) at sites as crowded, so a practice round is as uneven from site to site as a
// real one, and uneven in the same places.

import { CROWDED, siteCrowding } from "./crowding";
import type { HiddenParams } from "./types";
import type { Rng } from "./rng";

export type RegimeFit = {
  round: number;
  params: HiddenParams;
  fortunes?: number[][];
  /** Per fortune, its site's crowding (siteCrowding) on the real round's map. */
  crowding?: number[][];
};

/** Largest share of the way from the centre fit towards its neighbour (below a half: the centre stays nearest). */
export const MIX_MAX = 0.3;
/** Jitter's standard deviation as a share of the parameter's neighbour spread. */
export const JITTER_SHARE = 0.25;
/** The neighbour is drawn among this many nearest fits. */
const NEIGHBOURS = 2;

/** Parameters kept as integers (ranges in cells, generations): taken from one fit or the other, never jittered. */
const INTEGER_KEYS = new Set<keyof HiddenParams>(["expansionDistance", "colonyDepth", "raidRange", "longshipRange", "tradeRange", "ruinReclaimRange"]);
/** Rules rather than quantities: a round plays by them or not, so they are the centre fit's. */
const RULE_KEYS = new Set<keyof HiddenParams>(["orthogonalHarbours"]);
/** The one quantity that may be negative (a winter that eases over the years). */
const SIGNED_KEYS = new Set<keyof HiddenParams>(["winterTrend"]);
/** Probabilities and shares: never above 1. */
const UNIT_KEYS = new Set<keyof HiddenParams>([
  "expansionRate",
  "colonistShare",
  "colonyVigour",
  "nearColonyShare",
  "diagonalColonies",
  "crowdingRisk",
  "isolationRisk",
  "portRate",
  "longshipRate",
  "raidRate",
  "desperationThreshold",
  "lootFraction",
  "raidDamage",
  "conquestRate",
  "techDiffusion",
  "wealthDecay",
  "starvationCollapse",
  "raidCollapse",
  "winterCollapse",
  "dispersal",
  "ruinReclaim",
  "ruinPort",
  "forestRegrowth",
]);

/** Per parameter: the range of the fits and the spread between neighbouring fits. */
export interface FitSpread {
  keys: (keyof HiddenParams)[];
  min: Record<string, number>;
  max: Record<string, number>;
  /** Median over the fits of the distance to the nearest other fit, parameter by parameter. */
  neighbour: Record<string, number>;
  /** Each fit's other fits, nearest first (by `distance`). */
  nearest: number[][];
  /** Distance between two regimes over the parameters the fits vary, each in units of its spread over the fits. */
  distance: (a: HiddenParams, b: HiddenParams) => number;
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function fitSpread(fits: readonly RegimeFit[]): FitSpread {
  const keys = Object.keys(fits[0].params) as (keyof HiddenParams)[];
  const min: Record<string, number> = {};
  const max: Record<string, number> = {};
  const scale: Record<string, number> = {};
  for (const k of keys) {
    const v = fits.map((f) => f.params[k]);
    min[k] = Math.min(...v);
    max[k] = Math.max(...v);
    const mean = v.reduce((a, b) => a + b, 0) / v.length;
    scale[k] = Math.sqrt(v.reduce((a, b) => a + (b - mean) ** 2, 0) / v.length);
  }
  const varying = keys.filter((k) => scale[k] > 0);
  const distance = (a: HiddenParams, b: HiddenParams) => Math.sqrt(varying.reduce((s, k) => s + ((a[k] - b[k]) / scale[k]) ** 2, 0));
  const nearest = fits.map((f, i) =>
    fits
      .map((g, j) => ({ j, d: distance(f.params, g.params) }))
      .filter(({ j }) => j !== i)
      .sort((a, b) => a.d - b.d)
      .map(({ j }) => j),
  );
  const neighbour: Record<string, number> = {};
  for (const k of keys) {
    neighbour[k] = nearest.length > 1 && nearest[0].length > 0 ? median(fits.map((f, i) => Math.abs(f.params[k] - fits[nearest[i][0]].params[k]))) : 0;
  }
  return { keys, min, max, neighbour, nearest, distance };
}

/** The interval a drawn value of `key` is kept in: the fits' range widened by the neighbour spread. */
export function allowedRange(spread: FitSpread, key: keyof HiddenParams): [number, number] {
  let lo = spread.min[key] - spread.neighbour[key];
  let hi = spread.max[key] + spread.neighbour[key];
  if (!SIGNED_KEYS.has(key)) lo = Math.max(0, lo);
  if (UNIT_KEYS.has(key)) hi = Math.min(1, hi);
  return [lo, hi];
}

export interface DrawnRegime {
  params: HiddenParams;
  /** The real fit drawn around. */
  centre: RegimeFit;
  /** The fit it moved towards (null when it is the only fit left). */
  neighbour: RegimeFit | null;
  /** Share of the way moved towards the neighbour, in [0, MIX_MAX]. */
  mix: number;
}

/**
 * A regime drawn around `fits[centreIndex]`: moved a share `mix` (uniform in [0, MIX_MAX]) of the
 * way to one of its nearest neighbours among `neighbours` (indices into `fits`; all other fits when
 * absent), then each varying quantity jittered by JITTER_SHARE of its neighbour spread and kept in
 * the widened range of the fits.
 */
export function drawAroundFit(rng: Rng, fits: readonly RegimeFit[], spread: FitSpread, centreIndex: number, neighbours?: readonly number[]): DrawnRegime {
  const centre = fits[centreIndex];
  const order = spread.nearest[centreIndex].filter((j) => !neighbours || neighbours.includes(j));
  const pool = order.slice(0, NEIGHBOURS);
  const neighbour = pool.length > 0 ? fits[pool[rng.int(pool.length)]] : null;
  const mix = neighbour ? rng.next() * MIX_MAX : 0;
  const params = { ...centre.params };
  for (const key of spread.keys) {
    if (RULE_KEYS.has(key) || !neighbour) continue;
    const a = centre.params[key];
    const b = neighbour.params[key];
    if (INTEGER_KEYS.has(key)) {
      params[key] = rng.next() < mix ? b : a;
      continue;
    }
    const [lo, hi] = allowedRange(spread, key);
    const v = a + mix * (b - a) + JITTER_SHARE * spread.neighbour[key] * rng.normal();
    params[key] = Math.round(Math.min(hi, Math.max(lo, v)) * 1e4) / 1e4;
  }
  return { params, centre, neighbour, mix };
}

/**
 * One fortune per initial settlement of each map, each drawn from the fortunes fitted to the
 * centre's real round (with chance `mix` the neighbour's) at sites as crowded as this one
 * (siteCrowding): a practice site is as lucky or unlucky as a real site in its position, so which
 * sites are at risk follows the map as it does in the real rounds. A fit without crowding, or
 * without a site of that crowding, gives any of its fortunes; even (1) when neither fit has any.
 */
export function drawSiteFortunes(rng: Rng, regime: DrawnRegime, maps: readonly { settlements: readonly { x: number; y: number }[] }[]): number[][] {
  const own = fortunesByCrowding(regime.centre);
  const other = fortunesByCrowding(regime.neighbour);
  return maps.map((map) =>
    siteCrowding(map.settlements).map((crowding) => {
      const from = other.all.length > 0 && (own.all.length === 0 || rng.next() < regime.mix) ? other : own;
      const pool = from.byCrowding[crowding]?.length ? from.byCrowding[crowding] : from.all;
      return pool.length > 0 ? pool[rng.int(pool.length)] : 1;
    }),
  );
}

function fortunesByCrowding(fit: RegimeFit | null): { all: number[]; byCrowding: number[][] } {
  const all: number[] = [];
  const byCrowding: number[][] = Array.from({ length: CROWDED + 1 }, () => []);
  fit?.fortunes?.forEach((seed, s) =>
    seed.forEach((f, i) => {
      if (!(f > 0)) return;
      all.push(f);
      const c = fit.crowding?.[s]?.[i];
      if (c !== undefined && c >= 0 && c <= CROWDED) byCrowding[c].push(f);
    }),
  );
  return { all, byCrowding };
}
