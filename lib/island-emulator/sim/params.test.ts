import { describe, expect, it } from "vitest";
import { drawParams, isPresetName, PRESET_NAMES, PRESETS } from "./params";

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
        expect(p[key]).toBeGreaterThanOrEqual(Math.min(base * 0.5, Math.round(base * 0.5)));
        expect(p[key]).toBeLessThanOrEqual(Math.max(base * 1.7, 1));
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

  it("draws every regime when no preset is named", () => {
    const severities = Array.from({ length: 200 }, (_, i) => drawParams(i).winterSeverity);
    expect(Math.min(...severities)).toBeLessThan(0.23);
    expect(Math.max(...severities)).toBeGreaterThan(0.28);
  });

  it("rejects an unknown preset", () => {
    expect(() => drawParams(1, "eternal-summer")).toThrow(/unknown preset/);
    expect(isPresetName("boom")).toBe(true);
    expect(isPresetName("toString")).toBe(false);
  });
});
