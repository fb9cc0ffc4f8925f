/** Terrain codes of the service's grids and the 6 classes a prediction scores. */

export const CLASS_COUNT = 6;

export const CLASS = {
  EMPTY: 0,
  SETTLEMENT: 1,
  PORT: 2,
  RUIN: 3,
  FOREST: 4,
  MOUNTAIN: 5,
} as const;

// Terrain codes 0–5 are the classes' own numbers; ocean and plains score as class 0.
export const TERRAIN = {
  ...CLASS,
  OCEAN: 10,
  PLAINS: 11,
} as const;

export type TerrainCode = (typeof TERRAIN)[keyof typeof TERRAIN];

export const TERRAIN_CODES: readonly TerrainCode[] = [0, 1, 2, 3, 4, 5, 10, 11];

export const TERRAIN_NAMES: Readonly<Record<TerrainCode, string>> = {
  0: "Empty",
  1: "Settlement",
  2: "Port",
  3: "Ruin",
  4: "Forest",
  5: "Mountain",
  10: "Ocean",
  11: "Plains",
};

export function isTerrainCode(code: number): code is TerrainCode {
  return (TERRAIN_CODES as readonly number[]).includes(code);
}

export type ClassIndex = (typeof CLASS)[keyof typeof CLASS];

/** Class 0 covers ocean, plains and empty cells alike. */
export const CLASS_NAMES: readonly string[] = ["Empty", "Settlement", "Port", "Ruin", "Forest", "Mountain"];

/** Prediction class of a terrain code; ocean, plains and empty (and anything unknown) are class 0. */
export function terrainToClass(code: number): ClassIndex {
  switch (code) {
    case 1:
      return 1;
    case 2:
      return 2;
    case 3:
      return 3;
    case 4:
      return 4;
    case 5:
      return 5;
    default:
      return 0;
  }
}

// Map colours live in lib/dashboard/map/palette.ts: one palette for every layer, legend and chart.
