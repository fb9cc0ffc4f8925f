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
 * Run-to-run variation shared by every cell of one answer, as log-odds shifts: one simulation
 * run is more or less prosperous (settlements and ports) and more or less overgrown (forest)
 * than the Monte-Carlo average.
 */
export interface RunTilt {
  settled: number;
  forest: number;
}

/** A standard normal draw (Box-Muller). */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(Math.max(1e-12, random()))) * Math.cos(2 * Math.PI * random());
}

/** A run tilt with standard deviation `sigma` on each shift (all zero when sigma is 0). */
export function drawTilt(sigma: number, random: () => number): RunTilt {
  return sigma > 0 ? { settled: sigma * normal(random), forest: sigma * normal(random) } : { settled: 0, forest: 0 };
}

/**
 * An observation drawn from a ground-truth distribution: each cell's final class is drawn
 * independently. Real runs are correlated between cells, so such answers are less noisy than
 * the real service's; a `tilt` shared by the whole answer puts that correlation back.
 */
export function sampleObservation(
  round: RoundDetail,
  groundTruth: readonly (readonly (readonly number[])[])[],
  seedIndex: number,
  viewport: Viewport,
  random: () => number,
  tilt?: RunTilt,
): Observation {
  const gains = tilt ? [1, Math.exp(tilt.settled), Math.exp(tilt.settled), 1, Math.exp(tilt.forest), 1] : null;
  const tilted = new Array<number>(6);
  const initial = round.initial_states[seedIndex].grid;
  const grid: number[][] = [];
  for (let y = viewport.y; y < viewport.y + viewport.h; y++) {
    const row: number[] = [];
    for (let x = viewport.x; x < viewport.x + viewport.w; x++) {
      let p = groundTruth[y][x];
      if (gains) {
        let sum = 0;
        for (let c = 0; c < p.length; c++) sum += tilted[c] = p[c] * gains[c];
        for (let c = 0; c < p.length; c++) tilted[c] /= sum;
        p = tilted;
      }
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
