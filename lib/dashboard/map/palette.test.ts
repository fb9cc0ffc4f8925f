import { describe, expect, it } from "vitest";
import { CLASS_NAMES, TERRAIN_CODES } from "@/lib/island/terrain";
import { deltaE, type Deficiency } from "./colour-vision";
import { CLASS_COLORS, OCEAN_COLOR, PLAINS_COLOR, TERRAIN_COLORS, classColorAt } from "./palette";

const named: [string, string][] = [...CLASS_NAMES.map((n, i): [string, string] => [n, CLASS_COLORS[i]]), ["Ocean", OCEAN_COLOR]];
const VIEWERS: Deficiency[] = ["normal", "deuteranopia", "protanopia"];
/** ΔE of 20 reads as clearly different colours side by side (2.3 is a just-noticeable difference). */
const MIN_DISTANCE = 20;

function closestPair(colours: [string, string][], who: Deficiency): { pair: string; d: number } {
  let best = { pair: "", d: Infinity };
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++) {
      const d = deltaE(colours[i][1], colours[j][1], who);
      if (d < best.d) best = { pair: `${colours[i][0]}/${colours[j][0]}`, d };
    }
  return best;
}

describe("map palette", () => {
  it.each(VIEWERS)("keeps the six classes and ocean apart for %s", (who) => {
    const { pair, d } = closestPair(named, who);
    expect(d, `${pair} too close for ${who}`).toBeGreaterThanOrEqual(MIN_DISTANCE);
  });

  it("rejects a palette whose settlement red and forest green merge for colour-blind viewers", () => {
    const earlier: [string, string][] = [
      ["Empty", "#e9dcb5"],
      ["Settlement", "#e2553a"],
      ["Port", "#6a5acd"],
      ["Ruin", "#8c7a6b"],
      ["Forest", "#3f8f4f"],
      ["Mountain", "#6b7b8c"],
      ["Ocean", "#1f4e79"],
    ];
    expect(closestPair(earlier, "protanopia").d).toBeLessThan(MIN_DISTANCE);
    expect(closestPair(earlier, "deuteranopia").d).toBeLessThan(MIN_DISTANCE);
  });

  it("simulation collapses red and green for a deuteranope but not for normal vision", () => {
    expect(deltaE("#ff0000", "#00ff00")).toBeGreaterThan(80);
    expect(deltaE("#d55e00", "#3f8f4f", "protanopia")).toBeLessThan(deltaE("#d55e00", "#3f8f4f"));
  });

  it("keeps plains apart from empty on the terrain layer", () => {
    for (const who of VIEWERS) expect(deltaE(PLAINS_COLOR, CLASS_COLORS[0], who)).toBeGreaterThanOrEqual(15);
  });

  it("draws Empty the same on terrain and class layers, and every terrain code in its own colour", () => {
    expect(TERRAIN_COLORS[0]).toBe(CLASS_COLORS[0]);
    expect(new Set(TERRAIN_CODES.map((c) => TERRAIN_COLORS[c])).size).toBe(TERRAIN_CODES.length);
  });

  it("draws initial ocean as ocean whatever the class", () => {
    expect(classColorAt(0, 10)).toBe(OCEAN_COLOR);
    expect(classColorAt(0, 11)).toBe(CLASS_COLORS[0]);
    expect(classColorAt(5, undefined)).toBe(CLASS_COLORS[5]);
  });
});
