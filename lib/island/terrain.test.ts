import { describe, expect, it } from "vitest";
import { CLASS_COUNT, CLASS_NAMES, TERRAIN_CODES, terrainToClass } from "./terrain";

describe("terrain", () => {
  it("maps terrain codes to prediction classes", () => {
    expect(TERRAIN_CODES.map(terrainToClass)).toEqual([0, 1, 2, 3, 4, 5, 0, 0]);
  });

  it("has a name per class", () => {
    expect(CLASS_NAMES).toHaveLength(CLASS_COUNT);
  });
});
