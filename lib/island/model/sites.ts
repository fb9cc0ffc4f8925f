import type { Observation, RoundDetail } from "../schemas";
import { TERRAIN, terrainToClass } from "../terrain";

/**
 * What the queries showed of each initial settlement (a "site") of each seed. A `/simulate`
 * answer lists every settlement in its window with its stats and owner; the owner of a settlement
 * is the index of the initial settlement whose faction holds it. Sums over the runs that showed the
 * site's cell; the means are a site's reading in one run.
 */
export interface SiteEvidence {
  x: number;
  y: number;
  /** Runs (queries) whose window held the site's cell. */
  seen: number;
  /** Runs in which the site's cell was a settlement or port. */
  settled: number;
  /** Runs in which the site was held by its own faction. */
  own: number;
  /** Runs in which the site was held by another faction (it fell to a neighbour). */
  fallen: number;
  /** Sums of the stats of the settlement on the site (0 in runs where none stood there). */
  population: number;
  food: number;
  wealth: number;
  defense: number;
  port: number;
  /** Other settlements of the site's faction in the same windows (colonies and conquests). */
  mates: number;
  /** Settled cells and land cells seen in the 3×3 ring around the site (centre excluded). */
  ringSettled: number;
  ringSeen: number;
}

/** Per seed, one entry per initial settlement (in round.initial_states order, = owner ids). */
export function siteEvidence(round: RoundDetail, observations: readonly Observation[]): SiteEvidence[][] {
  const sites = round.initial_states.map((s) =>
    s.settlements.map((p) => ({
      x: p.x, y: p.y, seen: 0, settled: 0, own: 0, fallen: 0, population: 0, food: 0, wealth: 0,
      defense: 0, port: 0, mates: 0, ringSettled: 0, ringSeen: 0,
    })),
  );
  for (const obs of observations) {
    const seedSites = sites[obs.seed_index];
    if (!seedSites) continue;
    const { x: vx, y: vy } = obs.viewport;
    const h = obs.grid.length;
    const w = h > 0 ? obs.grid[0].length : 0;
    const inside = (x: number, y: number) => x >= vx && x < vx + w && y >= vy && y < vy + h;
    const at = new Map<number, Observation["settlements"][number]>();
    const perOwner = new Map<number, number>();
    for (const s of obs.settlements) {
      if (!s.alive) continue;
      at.set(s.y * 100_000 + s.x, s);
      perOwner.set(s.owner_id, (perOwner.get(s.owner_id) ?? 0) + 1);
    }
    seedSites.forEach((site, i) => {
      if (!inside(site.x, site.y)) return;
      site.seen += 1;
      const cls = terrainToClass(obs.grid[site.y - vy][site.x - vx]);
      if (cls === 1 || cls === 2) site.settled += 1;
      const here = at.get(site.y * 100_000 + site.x);
      if (here) {
        if (here.owner_id === i) site.own += 1;
        else site.fallen += 1;
        site.population += here.population;
        site.food += here.food;
        site.wealth += here.wealth;
        site.defense += here.defense;
        if (here.has_port) site.port += 1;
      }
      site.mates += (perOwner.get(i) ?? 0) - (here && here.owner_id === i ? 1 : 0);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === 0 && dy === 0) || !inside(site.x + dx, site.y + dy)) continue;
          const code = obs.grid[site.y + dy - vy][site.x + dx - vx];
          if (code === TERRAIN.OCEAN || code === TERRAIN.MOUNTAIN) continue;
          const c = terrainToClass(code);
          site.ringSeen += 1;
          if (c === 1 || c === 2) site.ringSettled += 1;
        }
      }
    });
  }
  return sites;
}

/** Names of the per-run features of a seen site, in `siteFeatures` order. */
export const SITE_FEATURES = ["settled", "own", "fallen", "population", "food", "wealth", "defense", "port", "mates", "ring"] as const;

/** A seen site's features: means over the runs that showed it. Null when it was never seen. */
export function siteFeatures(s: SiteEvidence): number[] | null {
  if (s.seen === 0) return null;
  const n = s.seen;
  return [
    s.settled / n, s.own / n, s.fallen / n, s.population / n, s.food / n, s.wealth / n, s.defense / n,
    s.port / n, s.mates / n, s.ringSeen > 0 ? s.ringSettled / s.ringSeen : 0,
  ];
}

/**
 * A fitted site-fortune correction: for a seen site, the log-odds of the settled mass around it
 * move by bias + Σ weight_k (feature_k − mean_k) / sd_k (fitted by scripts/fit-site-fortunes.ts,
 * against the ground truth's settled share in the site's 3×3 window).
 */
export interface SiteFortuneParams {
  bias: number;
  weights: number[];
  mean: number[];
  sd: number[];
  /** Chebyshev radius of the cells around a site that take its correction. */
  radius: number;
}

/** The log-odds shift of a seen site's settled mass; 0 for a site never seen. */
export function siteShift(s: SiteEvidence, p: SiteFortuneParams): number {
  const f = siteFeatures(s);
  if (!f) return 0;
  let z = p.bias;
  f.forEach((v, k) => {
    z += p.weights[k] * ((v - p.mean[k]) / p.sd[k]);
  });
  return z;
}

/**
 * Carries each seen site's fortune into the cells around it, in place: every land cell within
 * `radius` of seen sites has its settlement and port mass moved by the mean of their log-odds
 * shifts; the other classes take up the rest in proportion. `q` holds land distributions
 * (6 per land cell, in `land` order).
 */
export function applySiteFortunes(
  width: number,
  height: number,
  land: ArrayLike<number>,
  q: Float64Array,
  sites: readonly SiteEvidence[],
  p: SiteFortuneParams,
): void {
  const sum = new Float64Array(width * height);
  const count = new Uint16Array(width * height);
  for (const s of sites) {
    const shift = siteShift(s, p);
    if (shift === 0) continue;
    for (let y = Math.max(0, s.y - p.radius); y <= Math.min(height - 1, s.y + p.radius); y++) {
      for (let x = Math.max(0, s.x - p.radius); x <= Math.min(width - 1, s.x + p.radius); x++) {
        sum[y * width + x] += shift;
        count[y * width + x] += 1;
      }
    }
  }
  for (let k = 0; k < land.length; k++) {
    const cell = land[k];
    if (count[cell] === 0) continue;
    const off = k * 6;
    const settled = q[off + 1] + q[off + 2];
    if (settled <= 0 || settled >= 1) continue;
    const odds = (settled / (1 - settled)) * Math.exp(sum[cell] / count[cell]);
    const s2 = Math.min(0.995, odds / (1 + odds));
    const rest = 1 - settled;
    for (let c = 0; c < 6; c++) q[off + c] *= c === 1 || c === 2 ? s2 / settled : (1 - s2) / rest;
  }
}
