// Structural types of the island world as the service exposes it. They mirror the shapes of
// `lib/island/schemas` (initial state, settlement, replay frame) so values pass between the two
// without conversion (type aliases, not interfaces, so they fit the schemas' loose objects).

/** Terrain codes of the service's grids. */
export const TERRAIN = {
  settlement: 1,
  port: 2,
  ruin: 3,
  forest: 4,
  mountain: 5,
  ocean: 10,
  plains: 11,
} as const;

export type InitialSettlement = {
  x: number;
  y: number;
  has_port: boolean;
  alive: boolean;
  /**
   * Hidden starting stats. When given they are the same in every run of the map, as in the real
   * simulator (its replays of one map all start from identical stats); absent, each run draws its own.
   */
  population?: number;
  food?: number;
  wealth?: number;
  defense?: number;
};

export type InitialState = {
  grid: number[][];
  settlements: InitialSettlement[];
};

/** A settlement as a run ends; tech and longships are internal and never sent to API callers. */
export type SimSettlement = {
  x: number;
  y: number;
  population: number;
  food: number;
  wealth: number;
  defense: number;
  has_port: boolean;
  alive: boolean;
  owner_id: number;
  tech: number;
  longships: number;
};

/** A settlement in a replay frame (the real replay format). */
export type FrameSettlement = {
  x: number;
  y: number;
  population: number;
  food: number;
  wealth: number;
  defense: number;
  has_port: boolean;
  alive: boolean;
  owner_id: number;
};

export type Frame = {
  step: number;
  grid: number[][];
  settlements: FrameSettlement[];
};

export type SimResult = {
  grid: number[][];
  settlements: SimSettlement[];
  frames?: Frame[];
};

/** Prediction classes: 0 empty (ocean/plains), 1 settlement, 2 port, 3 ruin, 4 forest, 5 mountain. */
export const CLASS_COUNT = 6;

export function terrainToClass(code: number): number {
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
