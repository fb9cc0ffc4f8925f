import { describe, expect, it } from "vitest";
import { drawParams, FITTED_ROUNDS, isPresetName, PRESET_NAMES, PRESETS, type HiddenParams } from "./params";

describe("drawParams", () => {
  it("is deterministic for a seed and varies between seeds", () => {
    expect(drawParams(5, "balanced")).toEqual(drawParams(5, "balanced"));
    expect(drawParams(5, "balanced")).not.toEqual(drawParams(6, "balanced"));
  });

  it("stays close to the named preset", () => {
    for (const name of PRESET_NAMES) {
      const p = drawParams(11, name);
      for (const key of Object.keys(PRESETS[name]) as (keyof typeof p)[]) {
        const base = PRESETS[name][key];
        // Jitter scales a value, so a negative one (a winter trend that eases) spreads the other way.
        expect(p[key]).toBeGreaterThanOrEqual(Math.min(base * 0.5, base * 1.7, Math.round(base * 0.5)));
        expect(p[key]).toBeLessThanOrEqual(Math.max(base * 1.7, base * 0.5, 1));
      }
    }
  });

  it("keeps ranges integral and probabilities within [0, 1]", () => {
    for (let seed = 0; seed < 50; seed++) {
      const p = drawParams(seed);
      for (const key of ["expansionDistance", "raidRange", "longshipRange", "tradeRange", "ruinReclaimRange"] as const) {
        expect(Number.isInteger(p[key]) && p[key] >= 1).toBe(true);
      }
      for (const key of ["raidRate", "conquestRate", "ruinReclaim", "forestRegrowth", "winterCollapse"] as const) {
        expect(p[key]).toBeGreaterThanOrEqual(0);
        expect(p[key]).toBeLessThanOrEqual(1);
      }
    }
  });

  it("keeps a regime's rules as they are: the harbour rule is never jittered", () => {
    for (let seed = 0; seed < 40; seed++) {
      for (const name of PRESET_NAMES) expect(drawParams(seed, name).orthogonalHarbours).toBe(PRESETS[name].orthogonalHarbours);
      expect([0, 1]).toContain(drawParams(seed).orthogonalHarbours);
    }
  });

  it("draws every regime when no preset is named", () => {
    const severities = Array.from({ length: 200 }, (_, i) => drawParams(i).winterSeverity);
    expect(Math.min(...severities)).toBeLessThan(0.23);
    expect(Math.max(...severities)).toBeGreaterThan(0.28);
  });

  it("draws hidden rounds from the spread of the real rounds' fits, the hard ones included", () => {
    expect(FITTED_ROUNDS.length).toBeGreaterThanOrEqual(10);
    // Each draw is nearest (log distance over the regime's key values) to the fit it came from.
    const keys: (keyof HiddenParams)[] = ["winterSeverity", "winterCollapse", "expansionRate", "colonyVigour", "starvationCollapse"];
    const nearest = (p: HiddenParams): number => {
      let best = -1;
      let bestD = Infinity;
      FITTED_ROUNDS.forEach((f, i) => {
        const d = keys.reduce((a, k) => a + Math.log((p[k] + 1e-3) / (f.params[k] + 1e-3)) ** 2, 0);
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      return best;
    };
    const hit = new Set(Array.from({ length: 300 }, (_, i) => nearest(drawParams(i))));
    expect(hit.size).toBeGreaterThanOrEqual(Math.ceil(FITTED_ROUNDS.length * 0.6));
    const worst = [...FITTED_ROUNDS].sort((a, b) => a.score - b.score)[0];
    expect(hit.has(FITTED_ROUNDS.indexOf(worst))).toBe(true);
  });

  it("rejects an unknown preset", () => {
    expect(() => drawParams(1, "eternal-summer")).toThrow(/unknown preset/);
    expect(isPresetName("boom")).toBe(true);
    expect(isPresetName("toString")).toBe(false);
  });
});
