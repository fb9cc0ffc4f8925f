import { TERRAIN_CODES, TERRAIN_NAMES, type TerrainCode } from "@/lib/island/terrain";

/**
 * The one palette of the maps: six prediction classes plus ocean, used by every layer, legend and
 * chart. Built from the Okabe–Ito set so each pair stays apart for deuteranopes and protanopes
 * (palette.test.ts checks it); Empty is the same pale sand everywhere.
 */

export const OCEAN_COLOR = "#1f4e79";
/** Plains is class Empty; it only differs on the initial-terrain layer, as a pale meadow. */
export const PLAINS_COLOR = "#cfe0a8";

/** Class colours in class order: Empty, Settlement, Port, Ruin, Forest, Mountain. */
export const CLASS_COLORS: readonly string[] = [
  "#f3eddb", // Empty: pale sand
  "#d55e00", // Settlement: vermillion
  "#56b4e9", // Port: sky blue
  "#f0e442", // Ruin: yellow
  "#009e73", // Forest: bluish green
  "#555555", // Mountain: dark grey
];

/** Colour of each terrain code of the initial maps (the classes' colours, plus ocean and plains). */
export const TERRAIN_COLORS: Readonly<Record<TerrainCode, string>> = {
  0: CLASS_COLORS[0],
  1: CLASS_COLORS[1],
  2: CLASS_COLORS[2],
  3: CLASS_COLORS[3],
  4: CLASS_COLORS[4],
  5: CLASS_COLORS[5],
  10: OCEAN_COLOR,
  11: PLAINS_COLOR,
};

const OCEAN = 10;

/** Colour of a cell's class, with cells that are ocean on the initial map drawn as ocean (its class is Empty). */
export function classColorAt(cls: number, initialCode: number | undefined): string {
  return initialCode === OCEAN ? OCEAN_COLOR : (CLASS_COLORS[cls] ?? CLASS_COLORS[0]);
}

/** Class names with their colours, then ocean: the key every class map shows. */
export function classKey(names: readonly string[]): [string, string][] {
  return [...names.map((n, i): [string, string] => [n, CLASS_COLORS[i]]), ["Ocean", OCEAN_COLOR]];
}

/** Terrain names with their colours: the key of maps drawn by terrain code (initial map, replay). */
export function terrainKey(): [string, string][] {
  return TERRAIN_CODES.map((c): [string, string] => [TERRAIN_NAMES[c], TERRAIN_COLORS[c]]);
}

/** Fills of the sites layer's markers by fortune (against the light ramp under them; no text sits on them). */
export const FORTUNE_FILL = { thriving: "#15803d", typical: "#f8fafc", failing: "#b91c1c", unknown: "#94a3b8" } as const;
/** The ring around a settlement the team marked. */
export const MARK_STROKE = "#6d28d9";
