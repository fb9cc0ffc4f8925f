import { describe, expect, it } from "vitest";
import { readRealRounds, replayStarts } from "../rounds/real-rounds";
import { siteCrowding } from "./crowding";
import { fortuneSpread } from "./fortune";
import { drawHiddenState, drawParams, FITTED_ROUNDS, isPresetName, PRESET_NAMES, PRESET_ROUNDS, PRESETS, type HiddenParams } from "./params";
import { allowedRange, fitSpread, MIX_MAX } from "./regime-draw";
import { START_RANGES } from "./starts";
import { generateWorld } from "./world";

const KEYS = Object.keys(PRESETS.balanced) as (keyof HiddenParams)[];
const SPREAD = fitSpread(FITTED_ROUNDS);
const MAPS = [generateWorld(41), generateWorld(42)];

/** Index of the real fit nearest to `p` (over the parameters the fits vary, each in its own spread). */
function nearestFit(p: HiddenParams): number {
  let best = -1;
  let bestD = Infinity;
  FITTED_ROUNDS.forEach((f, i) => {
    const d = SPREAD.distance(p, f.params);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

describe("drawing a practice regime", () => {
  it("is reproducible from its seed and varies between seeds", () => {
    expect(drawHiddenState(5, MAPS)).toEqual(drawHiddenState(5, MAPS));
    expect(drawHiddenState(5, MAPS, { preset: "confined" })).toEqual(drawHiddenState(5, MAPS, { preset: "confined" }));
    expect(drawHiddenState(5, MAPS).params).not.toEqual(drawHiddenState(6, MAPS).params);
    expect(drawParams(5, "balanced")).toEqual(drawParams(5, "balanced"));
  });

  it("keeps every value inside the range of the real fits widened by the spread between neighbouring fits", () => {
    const outside: string[] = [];
    for (let seed = 0; seed < 60; seed++) {
      for (const preset of [undefined, ...PRESET_NAMES]) {
        const p = drawParams(seed, preset);
        for (const key of KEYS) {
          const [lo, hi] = allowedRange(SPREAD, key);
          if (p[key] < lo - 1e-9 || p[key] > hi + 1e-9) outside.push(`${key} ${p[key]} not in [${lo}, ${hi}] (seed ${seed}, ${preset ?? "hidden"})`);
        }
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
  });

  it("moves a fit less than half way to its neighbour: what no fit varies stays as the fits have it", () => {
    for (let seed = 0; seed < 100; seed++) {
      const hidden = drawHiddenState(seed, []);
      const centre = FITTED_ROUNDS.find((f) => f.round === hidden.drawnFrom[0])!;
      for (const key of KEYS) if (SPREAD.min[key] === SPREAD.max[key]) expect(hidden.params[key]).toBe(centre.params[key]);
      expect(MIX_MAX).toBeLessThan(0.5);
    }
  });

  it("keeps ranges integral, probabilities within [0, 1] and the harbour rule as the fits have it", () => {
    for (let seed = 0; seed < 50; seed++) {
      const p = drawParams(seed);
      for (const key of ["expansionDistance", "colonyDepth", "raidRange", "longshipRange", "tradeRange", "ruinReclaimRange"] as const) {
        expect(Number.isInteger(p[key]) && p[key] >= 1).toBe(true);
      }
      for (const key of ["raidRate", "conquestRate", "ruinReclaim", "forestRegrowth", "winterCollapse", "diagonalColonies"] as const) {
        expect(p[key]).toBeGreaterThanOrEqual(0);
        expect(p[key]).toBeLessThanOrEqual(1);
      }
      expect([0, 1]).toContain(p.orthogonalHarbours);
    }
  });

  it("draws new regimes, not the real fits verbatim", () => {
    for (let seed = 0; seed < 50; seed++) {
      const p = drawParams(seed);
      for (const f of FITTED_ROUNDS) expect(p).not.toEqual(f.params);
    }
  });

  it("draws around every real round when no preset is named, the hard ones included", () => {
    const centres = new Set(Array.from({ length: 300 }, (_, i) => drawHiddenState(i, []).drawnFrom[0]));
    expect(centres.size).toBe(FITTED_ROUNDS.length);
    const hit = new Set(Array.from({ length: 300 }, (_, i) => nearestFit(drawParams(i))));
    expect(hit.size).toBeGreaterThanOrEqual(Math.ceil(FITTED_ROUNDS.length * 0.8));
    const worst = [...FITTED_ROUNDS].sort((a, b) => a.score - b.score)[0];
    expect(hit.has(FITTED_ROUNDS.indexOf(worst))).toBe(true);
  });

  it("keeps each preset a name for its cluster of real rounds: its draws lie nearest to the cluster's fits", () => {
    for (const name of PRESET_NAMES) {
      for (let seed = 0; seed < 40; seed++) {
        const nearest = FITTED_ROUNDS[nearestFit(drawParams(seed, name))].round;
        expect(PRESET_ROUNDS[name], `${name} seed ${seed}: nearest R${nearest}`).toContain(nearest);
      }
    }
  });

  it("never draws from an excluded round's fit, even for a preset whose whole cluster is excluded", () => {
    for (let seed = 0; seed < 60; seed++) {
      expect(drawHiddenState(seed, [], { excludeRounds: [7, 12] }).drawnFrom).not.toContain(7);
      expect(drawHiddenState(seed, [], { excludeRounds: [7, 12] }).drawnFrom).not.toContain(12);
      const confined = drawHiddenState(seed, [], { preset: "confined", excludeRounds: [...PRESET_ROUNDS.confined] });
      for (const r of PRESET_ROUNDS.confined) expect(confined.drawnFrom).not.toContain(r);
    }
    // Excluding a round changes the draw's spread, never the committed fits.
    expect(drawParams(3, undefined, { excludeRounds: [3] })).not.toEqual(drawParams(3));
    expect(() => drawParams(1, undefined, { excludeRounds: FITTED_ROUNDS.map((f) => f.round) })).toThrow(/all excluded/);
  });

  it("draws around a named real round's fit when asked (a benchmark visiting every fit in turn)", () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(drawHiddenState(seed, [], { centre: 12 }).drawnFrom[0]).toBe(12);
      const confined = drawHiddenState(seed, [], { preset: "confined", centre: 7 });
      expect(confined.drawnFrom[0]).toBe(7);
      for (const r of confined.drawnFrom) expect(PRESET_ROUNDS.confined).toContain(r);
    }
    expect(() => drawHiddenState(1, [], { centre: 12, excludeRounds: [12] })).toThrow(/round 12/);
  });

  it("draws site fortunes from those fitted to its real rounds: as uneven and as skewed as the real ones", () => {
    const spreads = FITTED_ROUNDS.map((f) => fortuneSpread(f.fortunes!));
    const meanLog = (fs: number[][]) => {
      const logs = fs.flat().map(Math.log);
      return logs.reduce((a, b) => a + b, 0) / logs.length;
    };
    const realMeanLogs = FITTED_ROUNDS.map((f) => meanLog(f.fortunes!));
    const maps = Array.from({ length: 5 }, (_, i) => generateWorld(60 + i));
    for (let seed = 0; seed < 30; seed++) {
      const hidden = drawHiddenState(seed, maps);
      expect(hidden.fortunes.map((f) => f.length)).toEqual(maps.map((m) => m.settlements.length));
      const allowed = new Set(FITTED_ROUNDS.filter((f) => hidden.drawnFrom.includes(f.round)).flatMap((f) => f.fortunes!.flat()));
      for (const v of hidden.fortunes.flat()) expect(allowed.has(v)).toBe(true);
      // A round's worth of sites: its spread and its lean towards risk stay within what the real rounds show.
      expect(fortuneSpread(hidden.fortunes)).toBeGreaterThan(Math.min(...spreads) * 0.6);
      expect(fortuneSpread(hidden.fortunes)).toBeLessThan(Math.max(...spreads) * 1.4);
      expect(meanLog(hidden.fortunes)).toBeGreaterThan(Math.min(...realMeanLogs) - 0.15);
    }
  });

  it("draws a site's fortune from real sites as crowded: crowded sites are the riskier, as in every real round", () => {
    // The committed fits say, for each fortune, how crowded its real site was.
    for (const f of FITTED_ROUNDS) expect(f.crowding?.map((c) => c.length)).toEqual(f.fortunes!.map((s) => s.length));
    const maps = Array.from({ length: 5 }, (_, i) => generateWorld(90 + i));
    const byCrowding: number[][] = [[], [], [], []];
    for (let seed = 0; seed < 40; seed++) {
      const hidden = drawHiddenState(seed, maps);
      maps.forEach((m, s) => siteCrowding(m.settlements).forEach((c, i) => byCrowding[c].push(Math.log(hidden.fortunes[s][i]))));
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
    for (const v of byCrowding) expect(v.length).toBeGreaterThan(100);
    // The real rounds' sites: about 0.0 / 0.1 / 0.35 / 0.6 mean log-fortune by crowding.
    expect(mean(byCrowding[0])).toBeLessThan(0.1);
    expect(mean(byCrowding[3])).toBeGreaterThan(mean(byCrowding[1]) + 0.2);
    expect(mean(byCrowding[1])).toBeGreaterThan(mean(byCrowding[0]));
  });

  it("draws starting stats over the ranges of the real replays' step 0", () => {
    const real = readRealRounds("../shared/island-rounds", { from: 1, to: 5 }).flatMap((r) => replayStarts(r).flat().filter((s) => s !== null));
    expect(real.length).toBeGreaterThan(1000);
    const drawn = drawHiddenState(9, Array.from({ length: 20 }, (_, i) => generateWorld(80 + i))).starts.flat().filter((s) => s !== null);
    for (const key of Object.keys(START_RANGES) as (keyof typeof START_RANGES)[]) {
      const values = real.map((s) => s[key]);
      const [lo, hi] = START_RANGES[key];
      expect(Math.min(...values)).toBeGreaterThanOrEqual(lo);
      expect(Math.max(...values)).toBeLessThanOrEqual(hi);
      // The real stats fill their range evenly: mean at its middle, spread of a uniform draw.
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      expect(Math.abs(mean - (lo + hi) / 2)).toBeLessThan(0.02 * (hi - lo) + 0.005);
      const drawnMean = drawn.map((s) => s[key]).reduce((a, b) => a + b, 0) / drawn.length;
      expect(Math.abs(drawnMean - mean)).toBeLessThan(0.1 * (hi - lo));
      expect(Math.min(...drawn.map((s) => s[key]))).toBeGreaterThanOrEqual(lo);
      expect(Math.max(...drawn.map((s) => s[key]))).toBeLessThanOrEqual(hi);
    }
  });

  it("rejects an unknown preset", () => {
    expect(() => drawParams(1, "eternal-summer")).toThrow(/unknown preset/);
    expect(isPresetName("boom")).toBe(true);
    expect(isPresetName("toString")).toBe(false);
  });
});
