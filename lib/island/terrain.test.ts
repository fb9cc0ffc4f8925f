import { describe, expect, it } from "vitest";
import { CLASS_COLORS, CLASS_COUNT, CLASS_NAMES, TERRAIN_CODES, TERRAIN_COLORS, terrainToClass } from "./terrain";

describe("terrain", () => {
  it("maps terrain codes to prediction classes", () => {
    expect(TERRAIN_CODES.map(terrainToClass)).toEqual([0, 1, 2, 3, 4, 5, 0, 0]);
  });

  it("has a distinct colour and a name per class and terrain code", () => {
    expect(CLASS_NAMES).toHaveLength(CLASS_COUNT);
    expect(new Set(CLASS_COLORS).size).toBe(CLASS_COUNT);
    expect(new Set(TERRAIN_CODES.map((c) => TERRAIN_COLORS[c])).size).toBe(TERRAIN_CODES.length);
  });
});
