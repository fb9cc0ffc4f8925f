// Monte-Carlo ground truth: the per-cell class frequencies of many independent runs with the
// round's hidden parameters, exactly as the real service computed it (200 runs, so every value is a
// multiple of 1/200). Cells that never change (ocean, mountain) come out as one-hot distributions.

import type { HiddenParams } from "./params";
import { simulateTerrain, startRun, type SiteFortune } from "./simulate";
import { CLASS_COUNT, terrainToClass, type InitialState } from "./types";

export const DEFAULT_RUNS = 200;

/** Seed of run i: a fixed odd-multiplier hash so runs are independent yet reproducible. */
export function runSeed(baseSeed: number, i: number): number {
  return (Math.imul(baseSeed | 0, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca77)) >>> 0;
}

class Tally {
  readonly counts: Uint32Array;
  readonly terr: Uint8Array;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {
    this.counts = new Uint32Array(w * h * CLASS_COUNT);
    this.terr = new Uint8Array(w * h);
  }
  add(): void {
    const { terr, counts } = this;
    for (let k = 0; k < terr.length; k++) counts[k * CLASS_COUNT + terrainToClass(terr[k])]++;
  }
  result(runs: number): number[][][] {
    const out: number[][][] = [];
    for (let y = 0; y < this.h; y++) {
      const row: number[][] = [];
      for (let x = 0; x < this.w; x++) {
        const base = (y * this.w + x) * CLASS_COUNT;
        const cell: number[] = [];
        for (let c = 0; c < CLASS_COUNT; c++) cell.push(this.counts[base + c] / runs);
        row.push(cell);
      }
      out.push(row);
    }
    return out;
  }
}

function checkRuns(runs: number): void {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a positive integer, got ${runs}`);
}

function tallyFor(initial: InitialState): Tally {
  const h = initial.grid.length;
  const w = h > 0 ? initial.grid[0].length : 0;
  return new Tally(w, h);
}

/** H×W×6 class frequencies over `runs` simulations seeded from `baseSeed` (with the map's site fortunes, if any). */
export function groundTruth(
  initial: InitialState,
  params: HiddenParams,
  runs = DEFAULT_RUNS,
  baseSeed = 0,
  fortune?: SiteFortune,
): number[][][] {
  checkRuns(runs);
  const tally = tallyFor(initial);
  for (let i = 0; i < runs; i++) {
    simulateTerrain(initial, params, runSeed(baseSeed, i), tally.terr, fortune);
    tally.add();
  }
  return tally.result(runs);
}

const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Longest stretch of simulation between two yields. A warm run takes a few milliseconds, but the
 * first runs of a fresh process are unoptimised (about 100 ms each), so a run may be cut into years.
 */
const SLICE_MS = 8;

/**
 * Same result as `groundTruth`, but yields to the event loop between runs (and between years of a
 * run that is slow) so a server keeps answering requests while ground truth is computed.
 */
export async function groundTruthAsync(
  initial: InitialState,
  params: HiddenParams,
  runs = DEFAULT_RUNS,
  baseSeed = 0,
  fortune?: SiteFortune,
): Promise<number[][][]> {
  checkRuns(runs);
  const tally = tallyFor(initial);
  for (let i = 0; i < runs; i++) {
    const run = startRun(initial, params, runSeed(baseSeed, i), fortune);
    let sliceStart = performance.now();
    while (run.step()) {
      if (performance.now() - sliceStart < SLICE_MS) continue;
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
    run.terrain(tally.terr);
    tally.add();
    await yieldToEventLoop();
  }
  return tally.result(runs);
}
