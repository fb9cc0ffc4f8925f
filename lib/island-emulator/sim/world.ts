// Procedural island maps with the statistics of the real service's initial states: an ocean
// border, fjords cut inland from random edges, broken mountain chains from random walks, forest in
// small groves (≈25% of land), and 30–62 settlements never adjacent to each other, about two of
// them ports on the coast.

import { createRng, type Rng } from "./rng";
import { TERRAIN, type InitialSettlement, type InitialState } from "./types";

export interface WorldOptions {
  width?: number;
  height?: number;
}

const { ocean: OCEAN, plains: PLAINS, forest: FOREST, mountain: MOUNTAIN, settlement: SETTLEMENT, port: PORT } =
  TERRAIN;

export function generateWorld(mapSeed: number, opts: WorldOptions = {}): InitialState {
  const width = opts.width ?? 40;
  const height = opts.height ?? 40;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 5 || height < 5) {
    throw new Error(`world size must be integers ≥ 5, got ${width}×${height}`);
  }
  const rng = createRng(mapSeed);
  const g = new Uint8Array(width * height).fill(PLAINS);
  const area = (width - 2) * (height - 2);
  const scale = area / (38 * 38);

  for (let x = 0; x < width; x++) {
    g[x] = OCEAN;
    g[(height - 1) * width + x] = OCEAN;
  }
  for (let y = 0; y < height; y++) {
    g[y * width] = OCEAN;
    g[y * width + width - 1] = OCEAN;
  }

  carveFjords(g, width, height, rng, Math.round((20 + rng.int(60)) * scale));
  raiseMountains(g, width, height, rng, Math.round((22 + rng.int(16)) * scale));
  plantForest(g, width, height, rng);
  const settlements = placeSettlements(g, width, height, rng, Math.round((30 + rng.int(33)) * scale));

  const grid: number[][] = [];
  for (let y = 0; y < height; y++) grid.push(Array.from(g.subarray(y * width, (y + 1) * width)));
  return { grid, settlements };
}

const DIRS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/** Fjords: narrow random walks of ocean starting at an edge and heading inland. */
function carveFjords(g: Uint8Array, w: number, h: number, rng: Rng, target: number): void {
  let carved = 0;
  let guard = 0;
  while (carved < target && guard++ < 50) {
    const edge = rng.int(4);
    let x: number;
    let y: number;
    let dx: number;
    let dy: number;
    if (edge === 0) [x, y, dx, dy] = [1 + rng.int(w - 2), 0, 0, 1];
    else if (edge === 1) [x, y, dx, dy] = [1 + rng.int(w - 2), h - 1, 0, -1];
    else if (edge === 2) [x, y, dx, dy] = [0, 1 + rng.int(h - 2), 1, 0];
    else [x, y, dx, dy] = [w - 1, 1 + rng.int(h - 2), -1, 0];
    const length = 4 + rng.int(10);
    const wide = rng.chance(0.4);
    for (let i = 0; i < length && carved < target; i++) {
      // Mostly inland, sometimes sideways, so fjords bend.
      const r = rng.next();
      if (r < 0.6) {
        x += dx;
        y += dy;
      } else {
        const side = r < 0.8 ? 1 : -1;
        x += dy * side;
        y += dx * side;
        if (rng.chance(0.5)) {
          x += dx;
          y += dy;
        }
      }
      if (x < 1 || y < 1 || x > w - 2 || y > h - 2) break;
      for (const [cx, cy] of wide ? [[x, y], [x + dy, y + dx]] : [[x, y]]) {
        if (cx < 1 || cy < 1 || cx > w - 2 || cy > h - 2) continue;
        const k = cy * w + cx;
        if (g[k] !== OCEAN) {
          g[k] = OCEAN;
          carved++;
        }
      }
    }
  }
}

/** Mountain chains: random walks with a preferred heading that leave gaps, giving broken ridges. */
function raiseMountains(g: Uint8Array, w: number, h: number, rng: Rng, target: number): void {
  let raised = 0;
  let guard = 0;
  while (raised < target && guard++ < 40) {
    let x = 3 + rng.int(w - 6);
    let y = 3 + rng.int(h - 6);
    const [hx, hy] = rng.pick(DIRS);
    const length = 6 + rng.int(14);
    for (let i = 0; i < length && raised < target; i++) {
      if (x >= 1 && y >= 1 && x <= w - 2 && y <= h - 2 && rng.chance(0.75)) {
        const k = y * w + x;
        if (g[k] === PLAINS) {
          g[k] = MOUNTAIN;
          raised++;
        }
      }
      const r = rng.next();
      if (r < 0.55) {
        x += hx;
        y += hy;
      } else {
        const [sx, sy] = rng.pick(DIRS);
        x += sx;
        y += sy;
      }
    }
  }
}

/** Forest: many small groves grown from random seeds until about a quarter of the land is forest. */
function plantForest(g: Uint8Array, w: number, h: number, rng: Rng): void {
  let land = 0;
  for (let k = 0; k < g.length; k++) if (g[k] === PLAINS) land++;
  const target = Math.round(land * (0.235 + rng.next() * 0.04));
  let planted = 0;
  let guard = 0;
  while (planted < target && guard++ < 10_000) {
    let x = 1 + rng.int(w - 2);
    let y = 1 + rng.int(h - 2);
    // Groves of one to three cells: real forest is only lightly clustered (≈2 forest neighbours
    // per forest cell, little above a random scatter at this density).
    const size = 1 + Math.floor(-Math.log(1 - rng.next()) * 0.8);
    for (let i = 0; i < size && planted < target; i++) {
      const k = y * w + x;
      if (g[k] === PLAINS) {
        g[k] = FOREST;
        planted++;
      }
      const [dx, dy] = rng.pick(DIRS);
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 1 && ny >= 1 && nx <= w - 2 && ny <= h - 2) {
        x = nx;
        y = ny;
      }
    }
  }
}

function oceanNeighbours(g: Uint8Array, w: number, h: number, x: number, y: number): number {
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      if (dx === 0 && dy === 0) continue;
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < w && ny < h && g[ny * w + nx] === OCEAN) n++;
    }
  }
  return n;
}

/**
 * Settlements on plains or forest, never adjacent to another (Chebyshev distance ≥ 2, as in every
 * real map). A few coastal ones (≥ 2 ocean neighbours where possible) become ports.
 */
function placeSettlements(g: Uint8Array, w: number, h: number, rng: Rng, target: number): InitialSettlement[] {
  const candidates: number[] = [];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const v = g[y * w + x];
      if (v === PLAINS || v === FOREST) candidates.push(y * w + x);
    }
  }
  rng.shuffle(candidates);
  const blocked = new Uint8Array(w * h);
  const chosen: number[] = [];
  for (const k of candidates) {
    if (chosen.length >= target) break;
    if (blocked[k]) continue;
    // Real maps have most nearest neighbours at distance 2–4; a mild preference for open spots
    // next to existing settlements is unnecessary, uniform rejection sampling matches well.
    chosen.push(k);
    const x = k % w;
    const y = (k - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) blocked[ny * w + nx] = 1;
      }
    }
  }

  const coastal = chosen.filter((k) => oceanNeighbours(g, w, h, k % w, Math.floor(k / w)) >= 1);
  const preferred = coastal.filter((k) => oceanNeighbours(g, w, h, k % w, Math.floor(k / w)) >= 2);
  const portCount = Math.min(coastal.length, 1 + rng.int(3));
  const pool = rng.shuffle(preferred.length >= portCount ? preferred : coastal);
  const ports = new Set(pool.slice(0, portCount));

  const settlements: InitialSettlement[] = [];
  for (const k of chosen.sort((a, b) => a - b)) {
    const isPort = ports.has(k);
    g[k] = isPort ? PORT : SETTLEMENT;
    settlements.push({ x: k % w, y: Math.floor(k / w), has_port: isPort, alive: true });
  }
  return settlements;
}
