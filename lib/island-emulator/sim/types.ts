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

/** A settlement as a run ends; tech and longships are internal and never sent to API callers. */
export type SimSettlement = FrameSettlement & {
  tech: number;
  longships: number;
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

// The prediction classes (0 empty/ocean/plains, 1 settlement, 2 port, 3 ruin, 4 forest, 5 mountain)
// are the scoring's: one definition for the service and the model.
export { CLASS_COUNT, terrainToClass } from "@/lib/island/terrain";

/** The hidden parameters of a round (one set drives all five seeds); presets and draws are in params.ts. */
export interface HiddenParams {
  // growth
  /** Food produced per year by a settlement regardless of surroundings. */
  foodBase: number;
  /** Extra food per adjacent forest cell. */
  foodPerForest: number;
  /** Extra food per adjacent plains cell. */
  foodPerPlains: number;
  /** Extra food per adjacent ocean cell (fishing), doubled for ports. */
  foodPerOcean: number;
  /** Food eaten per unit of population each year. */
  foodConsumption: number;
  /** Relative population growth per year when fed. */
  growthRate: number;
  /** Carrying capacity: the population a settlement tends to and never exceeds (real maxima 2.2–4.5 by round). */
  popCapacity: number;
  /** Yearly gain of defense (capped at 1) of a settlement with population ≥ 1. */
  defenseGrowth: number;
  /** Yearly chance that a settlement above the population threshold founds a new one. */
  expansionRate: number;
  /** Population needed before a settlement expands. */
  expansionPopThreshold: number;
  /** Maximum Chebyshev distance of a new settlement from its founder. */
  expansionDistance: number;
  /** Multiplier on expansion every fourth year (the real simulator's periodic burst). */
  expansionBurst: number;
  /** Weight of forest cells relative to plains as expansion sites (forest clearing). */
  forestClearing: number;
  /**
   * Confinement: expansion chance multiplier per generation of colonies (1: a colony expands like
   * its founder; small: growth stays in the neighbourhood of the initial, thriving settlements, as
   * in the real low-expansion rounds).
   */
  colonyVigour: number;
  /**
   * Generations that found: a settlement of this generation or later never founds (the initial
   * settlements are generation 0). In the real confined rounds the initial settlements' colonies
   * found as readily as their founders, and their colonies almost never: growth stops two steps
   * out. Large (99): no limit.
   */
  colonyDepth: number;
  /** Share of colonies founded next door to their founder; the rest go up to the expansion distance. */
  nearColonyShare: number;
  /** Share of the founder's population that moves to a new settlement. */
  colonistShare: number;
  /**
   * Population a new colony starts with whatever its founder's size (real colonies start at 0.5,
   * so they need years before they found colonies of their own); 0: the colonists' share.
   */
  colonyPop: number;
  /**
   * Share of colony sites drawn from the Chebyshev square (diagonal steps count as one) instead of
   * the Manhattan diamond the real simulator uses (no real founding lies beyond a Manhattan reach).
   */
  diagonalColonies: number;
  /** Yearly chance that a coastal settlement builds a harbour and becomes a port. */
  portRate: number;
  /**
   * 1: only a cell with ocean orthogonally beside it can have a harbour (as in the real rounds),
   * at the same rate however much ocean; 0: the older rule (any of the 8 neighbours, a tenth of
   * the rate with just one).
   */
  orthogonalHarbours: number;
  /** Yearly chance that a port with enough wealth builds a longship. */
  longshipRate: number;
  // conflict
  /** Yearly chance that a settlement raids a rival. */
  raidRate: number;
  /** Raid reach (Chebyshev) without longships. */
  raidRange: number;
  /** Extra reach per settlement with longships. */
  longshipRange: number;
  /** Food level below which a settlement is desperate. */
  desperationThreshold: number;
  /** Raid-chance multiplier for desperate settlements. */
  desperationBoost: number;
  /** Share of the defender's food and wealth looted by a successful raid. */
  lootFraction: number;
  /** Defense and population lost by a defeated settlement. */
  raidDamage: number;
  /** Chance that a defeated settlement changes allegiance to the raider's faction. */
  conquestRate: number;
  // trade
  /** Range (Chebyshev) within which ports trade. */
  tradeRange: number;
  /** Wealth per trade partner and year. */
  tradeWealth: number;
  /** Food per trade partner and year. */
  tradeFood: number;
  /** Share of the tech gap closed per trade. */
  techDiffusion: number;
  /** Yearly decay of wealth (upkeep). */
  wealthDecay: number;
  // winter
  /** Mean food lost in winter. */
  winterSeverity: number;
  /** Standard deviation of the yearly winter severity. */
  winterVariability: number;
  // collapse
  /** Yearly chance of collapse for a settlement whose food ran out. */
  starvationCollapse: number;
  /** Chance of collapse per raid suffered while defense is low. */
  raidCollapse: number;
  /** Baseline collapse chance per unit of winter severity. */
  winterCollapse: number;
  /** Crowding: extra yearly collapse chance per settled 8-neighbour beyond three. */
  crowdingRisk: number;
  /** Extra yearly collapse chance of a settlement with no settled 8-neighbour (the other arm of the U). */
  isolationRisk: number;
  /** Continuing collapse: relative rise of the mean winter severity from year 0 to year 50. */
  winterTrend: number;
  /** Share of a collapsed settlement's population dispersed to friendly neighbours. */
  dispersal: number;
  // environment
  /** Chance that a thriving settlement in range rebuilds a ruin. */
  ruinReclaim: number;
  /** Reach (Chebyshev) of ruin rebuilding. */
  ruinReclaimRange: number;
  /** Chance that a rebuilt coastal ruin becomes a port. */
  ruinPort: number;
  /** Chance that an unclaimed ruin becomes forest (else plains); raised by adjacent forest. */
  forestRegrowth: number;
}
