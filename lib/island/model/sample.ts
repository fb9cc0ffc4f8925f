import type { Observation, RoundDetail, Viewport } from "../schemas";
import { TERRAIN } from "../terrain";

/** Deterministic PRNG (mulberry32): training and benchmarks are reproducible from a seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLASS_TO_CODE = [TERRAIN.PLAINS, TERRAIN.SETTLEMENT, TERRAIN.PORT, TERRAIN.RUIN, TERRAIN.FOREST, TERRAIN.MOUNTAIN];

/**
 * An observation drawn from a ground-truth distribution: each cell's final class is drawn
 * independently. Real runs are correlated between cells, so these answers are less noisy
 * than the real service's.
 */
export function sampleObservation(
  round: RoundDetail,
  groundTruth: readonly (readonly (readonly number[])[])[],
  seedIndex: number,
  viewport: Viewport,
  random: () => number,
): Observation {
  const initial = round.initial_states[seedIndex].grid;
  const grid: number[][] = [];
  for (let y = viewport.y; y < viewport.y + viewport.h; y++) {
    const row: number[] = [];
    for (let x = viewport.x; x < viewport.x + viewport.w; x++) {
      const p = groundTruth[y][x];
      let u = random();
      let cls = p.length - 1;
      for (let c = 0; c < p.length; c++) {
        u -= p[c];
        if (u < 0) {
          cls = c;
          break;
        }
      }
      if (p[cls] === 0) cls = p.findIndex((v) => v > 0);
      const code = cls === 0 && initial[y][x] === TERRAIN.OCEAN ? TERRAIN.OCEAN : CLASS_TO_CODE[cls];
      row.push(code);
    }
    grid.push(row);
  }
  return { seed_index: seedIndex, viewport: { ...viewport }, grid, settlements: [] };
}

/** Tiles of side `size` covering [0, length): evenly spread start offsets. */
export function coverOffsets(length: number, size: number): number[] {
  if (length <= size) return [0];
  const count = Math.ceil(length / size);
  const out: number[] = [];
  for (let k = 0; k < count; k++) out.push(Math.round((k * (length - size)) / (count - 1)));
  return out;
}
