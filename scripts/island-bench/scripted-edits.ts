import type { AdjustmentBody } from "../../lib/dashboard/edits/adjust";
import type { BenchCase } from "./cases";

/**
 * The scripted region edits `--edits` makes on every seed: a settlement's 10×10 region and one of
 * open land, each with the settlement and forest prior raised and lowered by 50 %, and the
 * settlement region flattened halfway to even odds.
 */

/** The 10×10 window (top-left corner) maximising `worth` over the map. */
function bestWindow(W: number, H: number, worth: (x: number, y: number) => number): { x: number; y: number } {
  let best = { x: 0, y: 0, v: -Infinity };
  for (let y = 0; y + 10 <= H; y++) {
    for (let x = 0; x + 10 <= W; x++) {
      const v = worth(x, y);
      if (v > best.v) best = { x, y, v };
    }
  }
  return best;
}

function entropyAt(flat: Float64Array, cell: number): number {
  let h = 0;
  for (let c = 0; c < 6; c++) {
    const p = flat[cell * 6 + c];
    if (p > 0) h -= p * Math.log(p);
  }
  return h;
}

/** The scripted region edits of one seed: a settlement's region and open land, ±50 % and flattened. */
export function regionEdits(c: BenchCase, seed: number, model: Float64Array): { label: string; adj: AdjustmentBody }[] {
  const W = c.data.round.map_width;
  const H = c.data.round.map_height;
  const grid = c.data.round.initial_states[seed].grid;
  const settlements = c.data.round.initial_states[seed].settlements;
  const windowEntropy = (x: number, y: number) => {
    let s = 0;
    for (let dy = 0; dy < 10; dy++) for (let dx = 0; dx < 10; dx++) s += entropyAt(model, (y + dy) * W + x + dx);
    return s;
  };
  // Around a settlement: the settlement whose centred window is most uncertain.
  const near = settlements
    .map((p) => ({ x: Math.min(Math.max(0, p.x - 5), W - 10), y: Math.min(Math.max(0, p.y - 5), H - 10) }))
    .map((w) => ({ ...w, v: windowEntropy(w.x, w.y) }))
    .sort((a, b) => b.v - a.v)[0];
  // Open land: no initial settlement in the window, the most land cells (then the most uncertain).
  const open = bestWindow(W, H, (x, y) => {
    if (settlements.some((p) => p.x >= x && p.x < x + 10 && p.y >= y && p.y < y + 10)) return -Infinity;
    let land = 0;
    for (let dy = 0; dy < 10; dy++) for (let dx = 0; dx < 10; dx++) if (grid[y + dy][x + dx] !== 10 && grid[y + dy][x + dx] !== 5) land++;
    return land * 1000 + windowEntropy(x, y);
  });
  const out: { label: string; adj: AdjustmentBody }[] = [];
  const weights = (cls: number, f: number) => [0, 1, 2, 3, 4, 5].map((k) => (k === cls ? f : 1));
  const regions = [...(near ? [{ name: "settlement", x: near.x, y: near.y }] : []), ...(Number.isFinite(open.x) ? [{ name: "open land", x: open.x, y: open.y }] : [])];
  for (const r of regions) {
    const region = { kind: "rect" as const, x: r.x, y: r.y, w: 10, h: 10 };
    for (const [cls, name] of [
      [1, "settlement"],
      [4, "forest"],
    ] as const) {
      for (const f of [1.5, 0.5]) {
        out.push({
          label: `seed ${seed} ${r.name} ${name} ×${f}`,
          adj: { label: "", seeds: [seed], region, mode: "weights", weights: weights(cls, f), target: [0, 0, 0, 0, 0, 0], strength: 0 },
        });
      }
    }
    if (r.name === "settlement") {
      out.push({
        label: `seed ${seed} settlement region flattened`,
        adj: { label: "", seeds: [seed], region, mode: "target", weights: [1, 1, 1, 1, 1, 1], target: [1, 1, 1, 1, 1, 0], strength: 0.5 },
      });
    }
  }
  return out;
}
