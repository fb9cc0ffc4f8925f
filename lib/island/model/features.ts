import { TERRAIN } from "../terrain";
import { squareSum, summedArea } from "./summed-area";

/** Kind of a cell in the initial map: static cells never change in the simulator. */
export const KIND = { OCEAN: 0, MOUNTAIN: 1, LAND: 2 } as const;

/** Per-cell features of one seed's initial map, computed once and reused by every prediction. */
export interface SeedGeometry {
  width: number;
  height: number;
  /** KIND per cell, index y * width + x. */
  kind: Uint8Array;
  /** 1 when the port class is possible (an ocean cell among the 8 neighbours). */
  portAllowed: Uint8Array;
  /** 1 when the cell touches ocean orthogonally (port formation happens there). */
  coastal: Uint8Array;
  /** Initial terrain code per cell. */
  initial: Uint8Array;
  /** Chebyshev distance to the nearest initial settlement (capped). */
  dist: Float32Array;
  /** Manhattan distance to the nearest initial settlement (capped). */
  mdist: Float32Array;
  /** Land cell indices, in row order. */
  land: Int32Array;
  /** Position of each cell in `land` (−1 off land). */
  landIndex: Int32Array;
  /** FEATURE_COUNT features per land cell, in `land` order. */
  features: Float32Array;
  /**
   * Classes a land cell can end in (6 flags per land cell, `land` order): never mountain,
   * port only next to the sea.
   */
  allowed: Uint8Array;
}

export const FEATURE_NAMES = [
  "init_settlement",
  "init_port",
  "init_forest",
  "init_plains",
  "d0",
  "d1",
  "d2",
  "d3",
  "d4",
  "d5",
  "d6_7",
  "d8plus",
  "dist",
  "dist_second",
  "sett_r1",
  "sett_r2",
  "sett_r3",
  "sett_r5",
  "ocean_n8",
  "coastal",
  "ocean_r2",
  "forest_n8",
  "forest_r2",
  "mountain_n8",
  "mountain_r2",
  "ports_r4",
  "dist_ocean",
  "land_r3",
  "plains_n8",
  "m1",
  "m2",
  "m3",
  "m4",
  "mdist",
  "bias",
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

const DIST_CAP = 15;
/** Index of "m1": the one-hot Manhattan distances 1–4 follow it. */
const M1 = FEATURE_NAMES.indexOf("m1");

/** Summed-area table of a per-cell indicator. */
function countTable(width: number, height: number, value: (i: number) => number): Float64Array {
  return summedArea(Float64Array.from({ length: width * height }, (_, i) => value(i)), width, height);
}

export function computeGeometry(grid: readonly (readonly number[])[]): SeedGeometry {
  const height = grid.length;
  const width = height > 0 ? grid[0].length : 0;
  const n = width * height;
  const initial = new Uint8Array(n);
  const kind = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const code = grid[y][x];
      const i = y * width + x;
      initial[i] = code;
      kind[i] = code === TERRAIN.OCEAN ? KIND.OCEAN : code === TERRAIN.MOUNTAIN ? KIND.MOUNTAIN : KIND.LAND;
    }
  }
  const isSett = (i: number) => (initial[i] === TERRAIN.SETTLEMENT || initial[i] === TERRAIN.PORT ? 1 : 0);
  const settlements: number[] = [];
  for (let i = 0; i < n; i++) if (isSett(i)) settlements.push(i);

  const sSett = countTable(width, height, isSett);
  const sOcean = countTable(width, height, (i) => (initial[i] === TERRAIN.OCEAN ? 1 : 0));
  const sForest = countTable(width, height, (i) => (initial[i] === TERRAIN.FOREST ? 1 : 0));
  const sMountain = countTable(width, height, (i) => (initial[i] === TERRAIN.MOUNTAIN ? 1 : 0));
  const sPort = countTable(width, height, (i) => (initial[i] === TERRAIN.PORT ? 1 : 0));
  const sLand = countTable(width, height, (i) => (kind[i] === KIND.LAND ? 1 : 0));
  const sPlains = countTable(width, height, (i) =>
    initial[i] === TERRAIN.PLAINS || initial[i] === TERRAIN.EMPTY ? 1 : 0,
  );

  const dist = new Float32Array(n);
  const dist2 = new Float32Array(n);
  // Colonies are founded on the four orthogonal neighbours of a settlement, so in rounds of
  // confined growth the Manhattan distance separates cells the Chebyshev rings lump together
  // (round 12, two rings out: settled in 0.29 of runs at Manhattan 2, 0.04 at 3, never at 4).
  const mdist = new Float32Array(n);
  const distOcean = new Float32Array(n).fill(DIST_CAP);
  const oceanCells: number[] = [];
  for (let i = 0; i < n; i++) if (kind[i] === KIND.OCEAN) oceanCells.push(i);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let best = DIST_CAP;
      let second = DIST_CAP;
      let manhattan = DIST_CAP;
      for (const j of settlements) {
        const dx = Math.abs((j % width) - x);
        const dy = Math.abs(Math.floor(j / width) - y);
        if (dx + dy < manhattan) manhattan = dx + dy;
        const d = Math.max(dx, dy);
        if (d < best) {
          second = best;
          best = d;
        } else if (d < second) second = d;
      }
      dist[i] = best;
      dist2[i] = second;
      mdist[i] = manhattan;
    }
  }
  // Distance to ocean grows outward from the coast; a few sweeps of the window counts suffice.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (kind[i] === KIND.OCEAN) {
        distOcean[i] = 0;
        continue;
      }
      for (let r = 1; r < DIST_CAP; r++) {
        if (squareSum(sOcean, width, height, x, y, r) > 0) {
          distOcean[i] = r;
          break;
        }
      }
    }
  }

  const portAllowed = new Uint8Array(n);
  const coastal = new Uint8Array(n);
  const landList: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (kind[i] !== KIND.LAND) continue;
      landList.push(i);
      if (squareSum(sOcean, width, height, x, y, 1) > 0) portAllowed[i] = 1;
      const orth = [
        [x - 1, y],
        [x + 1, y],
        [x, y - 1],
        [x, y + 1],
      ];
      for (const [ax, ay] of orth) {
        if (ax >= 0 && ay >= 0 && ax < width && ay < height && kind[ay * width + ax] === KIND.OCEAN) coastal[i] = 1;
      }
    }
  }

  const land = Int32Array.from(landList);
  const features = new Float32Array(land.length * FEATURE_COUNT);
  for (let k = 0; k < land.length; k++) {
    const i = land[k];
    const x = i % width;
    const y = Math.floor(i / width);
    const f = features.subarray(k * FEATURE_COUNT, (k + 1) * FEATURE_COUNT);
    const code = initial[i];
    const self = isSett(i);
    f[0] = code === TERRAIN.SETTLEMENT ? 1 : 0;
    f[1] = code === TERRAIN.PORT ? 1 : 0;
    f[2] = code === TERRAIN.FOREST ? 1 : 0;
    f[3] = code === TERRAIN.PLAINS || code === TERRAIN.EMPTY ? 1 : 0;
    const d = dist[i];
    const bin = d <= 5 ? d : d <= 7 ? 6 : 7;
    f[4 + bin] = 1;
    f[12] = Math.min(d, DIST_CAP) / 10;
    f[13] = Math.min(self ? dist2[i] : dist2[i], DIST_CAP) / 10;
    f[14] = (squareSum(sSett, width, height, x, y, 1) - self) / 4;
    f[15] = (squareSum(sSett, width, height, x, y, 2) - self) / 8;
    f[16] = (squareSum(sSett, width, height, x, y, 3) - self) / 12;
    f[17] = (squareSum(sSett, width, height, x, y, 5) - self) / 20;
    f[18] = squareSum(sOcean, width, height, x, y, 1) / 8;
    f[19] = coastal[i];
    f[20] = squareSum(sOcean, width, height, x, y, 2) / 24;
    f[21] = squareSum(sForest, width, height, x, y, 1) / 8 - (code === TERRAIN.FOREST ? 1 / 8 : 0);
    f[22] = squareSum(sForest, width, height, x, y, 2) / 24;
    f[23] = squareSum(sMountain, width, height, x, y, 1) / 8;
    f[24] = squareSum(sMountain, width, height, x, y, 2) / 24;
    f[25] = squareSum(sPort, width, height, x, y, 4) / 3;
    f[26] = Math.min(distOcean[i], 10) / 10;
    f[27] = squareSum(sLand, width, height, x, y, 3) / 48;
    f[28] = (squareSum(sPlains, width, height, x, y, 1) - f[3]) / 8;
    const m = mdist[i];
    if (m >= 1 && m <= 4) f[M1 + m - 1] = 1;
    f[33] = Math.min(m, DIST_CAP) / 10;
    f[34] = 1;
  }
  const allowed = new Uint8Array(land.length * 6);
  for (let k = 0; k < land.length; k++) {
    // Classes: 0 empty, 1 settlement, 2 port, 3 ruin, 4 forest, 5 mountain.
    allowed.set([1, 1, portAllowed[land[k]], 1, 1, 0], k * 6);
  }
  const landIndex = new Int32Array(n).fill(-1);
  land.forEach((cell, k) => (landIndex[cell] = k));
  return { width, height, kind, portAllowed, coastal, initial, dist, mdist, land, landIndex, features, allowed };
}
