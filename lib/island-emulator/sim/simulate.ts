// Stochastic 50-year simulation of a Norse island. Each year runs the phases growth, conflict,
// trade, winter and environment. State lives in per-cell typed arrays (a cell holds at most one
// settlement), which keeps a run to a few milliseconds so ground truth can take hundreds of runs.
//
// Rules that mirror the real simulator's observed behaviour:
// - ocean and mountain never change; code 0 never appears;
// - a settlement disappears only by becoming a ruin; a ruin lasts exactly one year and then
//   becomes a settlement or port (rebuilt by a thriving neighbour), forest or plains;
// - new forest appears only from ruins; ports only on cells next to the ocean;
// - new settlements are founded on plains or forest, mostly next to their founder, with a burst
//   of expansion every fourth year.

import type { HiddenParams } from "./params";
import { createRng, type Rng } from "./rng";
import { drawStat } from "./starts";
import { TERRAIN, type Frame, type FrameSettlement, type InitialSettlement, type InitialState, type SimResult, type SimSettlement } from "./types";

const { settlement: SETTLEMENT, port: PORT, ruin: RUIN, forest: FOREST, mountain: MOUNTAIN, ocean: OCEAN, plains: PLAINS } =
  TERRAIN;

export const YEARS = 50;
const MAX_POP = 4.6;
const MIN_POP = 0.08;
const MAX_LONGSHIPS = 3;
/** Sites a founder tries per expansion; few, so holes inside dense clusters fill no faster than in the real data. */
const COLONY_ATTEMPTS = 2;

export interface SimulateOptions {
  /** Also return the 51 yearly frames (step 0 = initial state, 50 = final). */
  frames?: boolean;
  /** Fortune of each initial settlement's faction (see `SiteFortune`); none: every faction 1. */
  fortune?: SiteFortune;
}

/**
 * The fortune of each initial settlement, in the order of the initial settlement list: a factor on
 * the yearly collapse risk of its faction (the settlement and the colonies it founds), fixed for
 * every run of a map. The real simulator's fate of a site is fixed per map (its survival spreads
 * about twice as widely across a round's sites as equal fortunes give) and not explained by what
 * the initial state shows, so it is hidden state of the map, like the hidden parameters.
 */
export type SiteFortune = readonly number[];

interface World {
  w: number;
  h: number;
  terr: Uint8Array;
  pop: Float64Array;
  food: Float64Array;
  wealth: Float64Array;
  defense: Float64Array;
  tech: Float64Array;
  longships: Uint8Array;
  owner: Int32Array;
  /** Raids suffered this year. */
  raided: Uint8Array;
  /** Faction of the last raider this year (-1 none): trade with it is off while at war. */
  warWith: Int32Array;
  /** Collapse-risk factor of each faction (index = owner id). */
  fortune: Float64Array;
  /** Generation of the settlement: 0 initial, a colony one more than its founder (capped). */
  gen: Uint8Array;
  /** Year in which the ruin on this cell appeared. */
  ruinYear: Int16Array;
  /** Number of 8-neighbours that are ocean (static). */
  oceanAdj: Uint8Array;
  /** 1 where an orthogonal neighbour is ocean: open water a harbour can face (static). */
  oceanSide: Uint8Array;
  /** Scratch list of settlement cells. */
  list: Int32Array;
  /** Scratch list of port cells. */
  ports: Int32Array;
  /** Scratch list of the friendly settlements around a collapsing one. */
  friends: Int32Array;
  listLen: number;
}

function isSettlement(v: number): boolean {
  return v === SETTLEMENT || v === PORT;
}

function allocWorld(w: number, h: number): World {
  const n = w * h;
  return {
    w,
    h,
    terr: new Uint8Array(n),
    pop: new Float64Array(n),
    food: new Float64Array(n),
    wealth: new Float64Array(n),
    defense: new Float64Array(n),
    tech: new Float64Array(n),
    longships: new Uint8Array(n),
    owner: new Int32Array(n).fill(-1),
    raided: new Uint8Array(n),
    warWith: new Int32Array(n).fill(-1),
    fortune: new Float64Array(n).fill(1),
    gen: new Uint8Array(n),
    ruinYear: new Int16Array(n),
    oceanAdj: new Uint8Array(n),
    oceanSide: new Uint8Array(n),
    list: new Int32Array(n),
    ports: new Int32Array(n),
    friends: new Int32Array(49),
    listLen: 0,
  };
}

/** A settlement cell of the grid missing from the settlement list: nothing known of it. */
const UNLISTED: InitialSettlement = { x: -1, y: -1, has_port: false, alive: true };

/** A given starting stat within its bounds, or the drawn one when none is given. */
function given(value: number | undefined, drawn: number, min: number, max: number): number {
  return typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : drawn;
}

function buildWorld(initial: InitialState, rng: Rng, fortune?: SiteFortune): World {
  const h = initial.grid.length;
  const w = h > 0 ? initial.grid[0].length : 0;
  const n = w * h;
  const world = allocWorld(w, h);
  for (let y = 0; y < h; y++) {
    const row = initial.grid[y];
    if (row.length !== w) throw new Error(`grid row ${y} has ${row.length} cells, expected ${w}`);
    for (let x = 0; x < w; x++) {
      const v = row[x];
      // Code 0 ("empty") is open land for the simulation.
      world.terr[y * w + x] = v === 0 ? PLAINS : v;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if ((dx === 0 && dy === 0) || nx < 0 || nx >= w) continue;
          if (world.terr[ny * w + nx] === OCEAN) c++;
        }
      }
      world.oceanAdj[y * w + x] = c;
      const side =
        (y > 0 && world.terr[(y - 1) * w + x] === OCEAN) ||
        (y < h - 1 && world.terr[(y + 1) * w + x] === OCEAN) ||
        (x > 0 && world.terr[y * w + x - 1] === OCEAN) ||
        (x < w - 1 && world.terr[y * w + x + 1] === OCEAN);
      world.oceanSide[y * w + x] = side ? 1 : 0;
    }
  }
  // Initial stats are drawn as in the real replays' step 0; each settlement is its own faction,
  // numbered in the order of the initial settlement list.
  const listed = new Uint8Array(n);
  let faction = 0;
  const seed = (k: number, s: InitialSettlement, hasPort: boolean, luck: number): void => {
    listed[k] = 1;
    world.fortune[faction] = luck;
    world.terr[k] = hasPort && world.oceanAdj[k] > 0 ? PORT : SETTLEMENT;
    // Drawn either way, so a map with given stats keeps the same random stream as one without.
    world.pop[k] = given(s.population, drawStat(rng, "population"), MIN_POP, MAX_POP);
    world.food[k] = given(s.food, drawStat(rng, "food"), 0, 1);
    world.wealth[k] = given(s.wealth, drawStat(rng, "wealth"), 0, 10);
    world.defense[k] = given(s.defense, drawStat(rng, "defense"), 0, 1);
    world.tech[k] = rng.range(0, 0.2);
    world.longships[k] = 0;
    world.owner[k] = faction++;
  };
  initial.settlements.forEach((s, i) => {
    if (s.x < 0 || s.y < 0 || s.x >= w || s.y >= h) return;
    const k = s.y * w + s.x;
    if (!s.alive) {
      if (isSettlement(world.terr[k])) world.terr[k] = PLAINS;
      return;
    }
    if (listed[k] || world.terr[k] === OCEAN || world.terr[k] === MOUNTAIN) return;
    const luck = fortune?.[i];
    seed(k, s, s.has_port || world.terr[k] === PORT, luck !== undefined && Number.isFinite(luck) && luck >= 0 ? luck : 1);
  });
  // Settlement cells in the grid without an entry in the list still count as settlements.
  for (let k = 0; k < n; k++) if (isSettlement(world.terr[k]) && !listed[k]) seed(k, UNLISTED, world.terr[k] === PORT, 1);
  return world;
}

function collectSettlements(world: World): void {
  const { terr, list } = world;
  let m = 0;
  for (let k = 0; k < terr.length; k++) if (terr[k] === SETTLEMENT || terr[k] === PORT) list[m++] = k;
  world.listLen = m;
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/**
 * Whether a settlement on cell k can have a harbour. In the real rounds only a cell with ocean
 * beside it (not just diagonally) ever becomes a port, and then about as often with one such
 * neighbour as with three (`orthogonalHarbours` 1); the older rule counted all eight neighbours.
 */
function harbourSite(world: World, k: number, p: HiddenParams): boolean {
  return p.orthogonalHarbours >= 1 ? world.oceanSide[k] === 1 : world.oceanAdj[k] > 0;
}

/** Yearly chance that a settlement on a harbour site builds its harbour. */
function harbourRate(world: World, k: number, p: HiddenParams): number {
  return p.orthogonalHarbours >= 1 || world.oceanAdj[k] >= 2 ? p.portRate : 0.1 * p.portRate;
}

function growth(world: World, p: HiddenParams, rng: Rng, year: number): void {
  const { w, h, terr, pop, food, wealth, defense, tech, longships, owner, oceanAdj, gen } = world;
  const cap = Math.min(MAX_POP, p.popCapacity);
  collectSettlements(world);
  const m = world.listLen;
  // The list is a snapshot: settlements founded this year do not act until next year.
  const order = world.list;
  const burst = year % 4 === 0 ? p.expansionBurst : 1;
  for (let i = 0; i < m; i++) {
    const k = order[i];
    const x = k % w;
    const y = (k - x) / w;
    let nF = 0;
    let nP = 0;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= h) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if ((dx === 0 && dy === 0) || nx < 0 || nx >= w) continue;
        const v = terr[ny * w + nx];
        if (v === FOREST) nF++;
        else if (v === PLAINS) nP++;
      }
    }
    const isPort = terr[k] === PORT;
    const produced =
      (p.foodBase + p.foodPerForest * nF + p.foodPerPlains * nP + p.foodPerOcean * oceanAdj[k] * (isPort ? 2 : 1)) *
      (1 + 0.5 * tech[k]);
    const f = food[k] + produced - p.foodConsumption * pop[k];
    food[k] = clamp01(f);
    const pk = pop[k];
    if (f > 0.2) {
      pop[k] = Math.min(cap, pk + p.growthRate * pk * (1 - pk / p.popCapacity) * food[k]);
    } else {
      pop[k] = Math.max(MIN_POP, pk * (0.85 + 0.5 * Math.max(0, f)));
    }
    // Walls go up steadily while a settlement is populous enough to man them.
    defense[k] = clamp01(defense[k] + p.defenseGrowth * Math.min(1, pop[k]));
    tech[k] = clamp01(tech[k] + 0.01 * wealth[k]);

    if (!isPort && pop[k] > 0.6 && harbourSite(world, k, p) && rng.chance(harbourRate(world, k, p))) {
      terr[k] = PORT;
    } else if (isPort && longships[k] < MAX_LONGSHIPS && wealth[k] > 0.1 && rng.chance(p.longshipRate)) {
      longships[k]++;
      wealth[k] -= 0.05;
    }

    // Confinement: each generation of colonies expands less, so growth stays near the old sites,
    // and from generation colonyDepth on not at all.
    const vigour = gen[k] === 0 ? 1 : gen[k] >= p.colonyDepth ? 0 : Math.pow(p.colonyVigour, gen[k]);
    if (pop[k] >= p.expansionPopThreshold && food[k] > 0.3 && rng.chance(Math.min(1, p.expansionRate * burst * vigour))) {
      const reach = Math.max(1, Math.round(p.expansionDistance));
      for (let attempt = 0; attempt < COLONY_ATTEMPTS; attempt++) {
        // Most colonies go next door; the rest further out, which spreads births over open land as
        // in the real data (82% of new settlements next to some settlement, 15% at distance 2).
        const d = reach === 1 || rng.chance(p.nearColonyShare) ? 1 : 2 + rng.int(reach - 1);
        let tx: number;
        let ty: number;
        if (p.diagonalColonies >= 1 || (p.diagonalColonies > 0 && rng.chance(p.diagonalColonies))) {
          // A cell of the square ring at Chebyshev distance up to d (diagonal steps count as one).
          tx = x + rng.int(2 * d + 1) - d;
          ty = y + rng.int(2 * d + 1) - d;
        } else {
          // A cell at Manhattan distance d: every real founding lies within a Manhattan reach of
          // its founder (in the confined rounds only the four orthogonal neighbours).
          const i = rng.int(4 * d);
          const s = i % d;
          const side = (i - s) / d;
          tx = x + (side === 0 ? d - s : side === 1 ? -s : side === 2 ? s - d : s);
          ty = y + (side === 0 ? s : side === 1 ? d - s : side === 2 ? -s : s - d);
        }
        if (tx < 0 || ty < 0 || tx >= w || ty >= h) continue;
        const t = ty * w + tx;
        const v = terr[t];
        if (v !== PLAINS && !(v === FOREST && rng.chance(p.forestClearing))) continue;
        const moved = pop[k] * p.colonistShare;
        pop[k] -= moved;
        terr[t] = SETTLEMENT;
        // Real colonies start as a party of fixed size (0.5), whatever the founder's size.
        pop[t] = p.colonyPop > 0 ? Math.max(MIN_POP, p.colonyPop) : Math.max(MIN_POP, moved);
        food[t] = food[k] * 0.5;
        wealth[t] = 0;
        defense[t] = 0.1 + 0.3 * defense[k];
        tech[t] = tech[k] * 0.8;
        longships[t] = 0;
        owner[t] = owner[k];
        gen[t] = gen[k] < 255 ? gen[k] + 1 : 255;
        break;
      }
    }
  }
}

function conflict(world: World, p: HiddenParams, rng: Rng): void {
  const { w, h, terr, pop, food, wealth, defense, tech, longships, owner, raided, warWith } = world;
  collectSettlements(world);
  const m = world.listLen;
  const list = world.list;
  raided.fill(0);
  warWith.fill(-1);
  // Random raiding order so no corner of the map always strikes first.
  for (let i = m - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = list[i];
    list[i] = list[j];
    list[j] = t;
  }
  for (let i = 0; i < m; i++) {
    const a = list[i];
    if (!isSettlement(terr[a])) continue;
    const desperate = food[a] < p.desperationThreshold;
    if (!rng.chance(Math.min(1, p.raidRate * (desperate ? p.desperationBoost : 1)))) continue;
    const ax = a % w;
    const ay = (a - ax) / w;
    const range = p.raidRange + (longships[a] > 0 ? p.longshipRange : 0);
    // Reservoir-sample one rival within range (box scan over the cells: cheaper than the list).
    let target = -1;
    let seen = 0;
    const y0 = Math.max(0, ay - range);
    const y1 = Math.min(h - 1, ay + range);
    const x0 = Math.max(0, ax - range);
    const x1 = Math.min(w - 1, ax + range);
    for (let by = y0; by <= y1; by++) {
      for (let bx = x0; bx <= x1; bx++) {
        const b = by * w + bx;
        const v = terr[b];
        if ((v !== SETTLEMENT && v !== PORT) || b === a || owner[b] === owner[a]) continue;
        seen++;
        if (rng.int(seen) === 0) target = b;
      }
    }
    if (target < 0) continue;
    const b = target;
    const attack = pop[a] * (0.5 + 0.5 * defense[a]) * (1 + tech[a]) * (1 + 0.2 * longships[a]) * rng.range(0.5, 1.5);
    const guard = pop[b] * (0.5 + defense[b]) * (1 + tech[b]) * rng.range(0.5, 1.5);
    warWith[b] = owner[a];
    warWith[a] = owner[b];
    if (attack > guard) {
      const lootFood = food[b] * p.lootFraction;
      const lootWealth = wealth[b] * p.lootFraction;
      food[b] -= lootFood;
      wealth[b] -= lootWealth;
      food[a] = clamp01(food[a] + lootFood);
      wealth[a] += lootWealth;
      defense[b] = clamp01(defense[b] - p.raidDamage);
      pop[b] = Math.max(MIN_POP, pop[b] * (1 - 0.5 * p.raidDamage));
      if (raided[b] < 255) raided[b]++;
      if (rng.chance(p.conquestRate)) owner[b] = owner[a];
    } else {
      pop[a] = Math.max(MIN_POP, pop[a] * (1 - 0.3 * p.raidDamage));
      defense[a] = clamp01(defense[a] - 0.5 * p.raidDamage);
    }
  }
}

function trade(world: World, p: HiddenParams): void {
  const { w, terr, food, wealth, tech, owner, warWith } = world;
  // The list still holds this year's settlements from the conflict phase.
  const m = world.listLen;
  const list = world.list;
  const portList = world.ports;
  let ports = 0;
  for (let i = 0; i < m; i++) if (terr[list[i]] === PORT) portList[ports++] = list[i];
  for (let i = 0; i < ports; i++) {
    const a = portList[i];
    const ax = a % w;
    const ay = (a - ax) / w;
    for (let j = i + 1; j < ports; j++) {
      const b = portList[j];
      const bx = b % w;
      const by = (b - bx) / w;
      if (Math.abs(bx - ax) > p.tradeRange || Math.abs(by - ay) > p.tradeRange) continue;
      if (warWith[a] === owner[b] || warWith[b] === owner[a]) continue;
      // Diminishing returns: a rich port gains less from one more partner.
      wealth[a] += p.tradeWealth * (1 + tech[a]) * Math.max(0, 1 - wealth[a]);
      wealth[b] += p.tradeWealth * (1 + tech[b]) * Math.max(0, 1 - wealth[b]);
      food[a] = clamp01(food[a] + p.tradeFood);
      food[b] = clamp01(food[b] + p.tradeFood);
      const gap = tech[b] - tech[a];
      tech[a] = clamp01(tech[a] + p.techDiffusion * gap * (gap > 0 ? 1 : 0) + 0.005);
      tech[b] = clamp01(tech[b] - p.techDiffusion * gap * (gap < 0 ? 1 : 0) + 0.005);
    }
  }
  for (let i = 0; i < m; i++) {
    const k = world.list[i];
    if (isSettlement(terr[k])) wealth[k] *= 1 - p.wealthDecay;
  }
}

function collapse(world: World, k: number, p: HiddenParams, year: number): void {
  const { w, terr, pop, food, wealth, defense, tech, longships, owner } = world;
  const x = k % w;
  const y = (k - x) / w;
  // Survivors flee to friendly settlements within three cells.
  const y0 = Math.max(0, y - 3);
  const y1 = Math.min(world.h - 1, y + 3);
  const x0 = Math.max(0, x - 3);
  const x1 = Math.min(w - 1, x + 3);
  const me = owner[k];
  const cap = Math.min(MAX_POP, p.popCapacity);
  // One scan collects the friends (at most 48 cells), then they share the survivors.
  const friends = world.friends;
  let n = 0;
  for (let by = y0; by <= y1; by++) {
    for (let bx = x0; bx <= x1; bx++) {
      const b = by * w + bx;
      if (b !== k && owner[b] === me && isSettlement(terr[b])) friends[n++] = b;
    }
  }
  if (n > 0) {
    const share = (pop[k] * p.dispersal) / n;
    for (let i = 0; i < n; i++) pop[friends[i]] = Math.min(cap, pop[friends[i]] + share);
  }
  terr[k] = RUIN;
  world.ruinYear[k] = year;
  pop[k] = 0;
  food[k] = 0;
  wealth[k] = 0;
  defense[k] = 0;
  tech[k] = 0;
  longships[k] = 0;
  owner[k] = -1;
}

function settledNeighbours(terr: Uint8Array, w: number, h: number, k: number): number {
  const x = k % w;
  const y = (k - x) / w;
  let n = 0;
  for (let dy = -1; dy <= 1; dy++) {
    const ny = y + dy;
    if (ny < 0 || ny >= h) continue;
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      if ((dx === 0 && dy === 0) || nx < 0 || nx >= w) continue;
      const v = terr[ny * w + nx];
      if (v === SETTLEMENT || v === PORT) n++;
    }
  }
  return n;
}

function winter(world: World, p: HiddenParams, rng: Rng, year: number): void {
  const { w, h, terr, pop, food, defense, raided, owner, fortune } = world;
  // The list from the conflict phase covers every settlement that can still fall this year.
  const m = world.listLen;
  const list = world.list;
  // Continuing collapse: winters can keep worsening over the 50 years.
  const mean = p.winterSeverity * (1 + (p.winterTrend * year) / YEARS);
  const severity = Math.max(0, mean + p.winterVariability * rng.normal());
  const neighbourRisk = p.crowdingRisk > 0 || p.isolationRisk > 0;
  for (let i = 0; i < m; i++) {
    const k = list[i];
    if (!isSettlement(terr[k])) continue;
    // Each settlement feels the year's winter a little differently (shelter, stores).
    const f = food[k] - severity * (0.6 + 0.4 * Math.min(1, pop[k] / p.popCapacity)) * rng.range(0.7, 1.3);
    food[k] = Math.max(0, f);
    let risk = p.winterCollapse * severity * (1.3 - food[k]) * (1.2 - 0.4 * defense[k]);
    if (f <= 0) risk += p.starvationCollapse;
    if (raided[k] > 0 && defense[k] < 0.15) risk += p.raidCollapse * raided[k];
    if (neighbourRisk) {
      // Death is U-shaped in the number of settled neighbours: isolation and crowding both kill.
      const n = settledNeighbours(terr, w, h, k);
      if (n === 0) risk += p.isolationRisk;
      else if (n > 3) risk += p.crowdingRisk * (n - 3);
    }
    risk *= fortune[owner[k]];
    if (rng.chance(Math.min(1, risk))) collapse(world, k, p, year);
    else if (f <= 0) pop[k] = Math.max(MIN_POP, pop[k] * 0.7);
  }
}

function environment(world: World, p: HiddenParams, rng: Rng, year: number): void {
  const { w, h, terr, pop, food, wealth, defense, tech, longships, owner, ruinYear } = world;
  const reach = Math.max(1, Math.round(p.ruinReclaimRange));
  for (let k = 0; k < terr.length; k++) {
    // Only ruins from an earlier year resolve, so every ruin is visible for exactly one year.
    if (terr[k] !== RUIN || ruinYear[k] >= year) continue;
    const x = k % w;
    const y = (k - x) / w;
    let patron = -1;
    let best = 0;
    let nF = 0;
    for (let dy = -reach; dy <= reach; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= h) continue;
      for (let dx = -reach; dx <= reach; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= w) continue;
        const b = ny * w + nx;
        const v = terr[b];
        if (v === FOREST && Math.abs(dx) <= 1 && Math.abs(dy) <= 1) nF++;
        if (v !== SETTLEMENT && v !== PORT) continue;
        // A thriving patron: well fed and populous.
        const vigour = pop[b] * food[b];
        if (pop[b] >= 0.8 && food[b] >= 0.3 && vigour > best) {
          best = vigour;
          patron = b;
        }
      }
    }
    if (patron >= 0 && rng.chance(p.ruinReclaim)) {
      terr[k] = harbourSite(world, k, p) && rng.chance(p.ruinPort) ? PORT : SETTLEMENT;
      const moved = pop[patron] * 0.25;
      pop[patron] -= moved;
      pop[k] = Math.max(MIN_POP, moved);
      food[k] = food[patron] * 0.5;
      wealth[k] = wealth[patron] * 0.2;
      defense[k] = defense[patron] * 0.5;
      tech[k] = tech[patron];
      longships[k] = 0;
      owner[k] = owner[patron];
      world.gen[k] = world.gen[patron] < 255 ? world.gen[patron] + 1 : 255;
    } else if (rng.chance(Math.min(1, p.forestRegrowth * (1 + 0.25 * nF)))) {
      terr[k] = FOREST;
    } else {
      terr[k] = PLAINS;
    }
  }
}

/** One year of the world: growth, conflict, trade, winter, environment. */
function playYear(world: World, p: HiddenParams, rng: Rng, year: number): void {
  growth(world, p, rng, year);
  conflict(world, p, rng);
  trade(world, p);
  winter(world, p, rng, year);
  environment(world, p, rng, year);
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

function gridOf(world: World): number[][] {
  const out: number[][] = [];
  for (let y = 0; y < world.h; y++) out.push(Array.from(world.terr.subarray(y * world.w, (y + 1) * world.w)));
  return out;
}

function frameSettlements(world: World): FrameSettlement[] {
  const out: FrameSettlement[] = [];
  const { w, terr } = world;
  for (let k = 0; k < terr.length; k++) {
    if (!isSettlement(terr[k])) continue;
    out.push({
      x: k % w,
      y: Math.floor(k / w),
      population: round3(world.pop[k]),
      food: round3(world.food[k]),
      wealth: round3(world.wealth[k]),
      defense: round3(world.defense[k]),
      has_port: terr[k] === PORT,
      alive: true,
      owner_id: world.owner[k],
    });
  }
  return out;
}

/**
 * Runs one 50-year simulation. Deterministic for a given (initial, params, simSeed).
 * The result's grid and settlements are the year-50 state (what `/simulate` shows).
 */
export function simulate(initial: InitialState, params: HiddenParams, simSeed: number, opts: SimulateOptions = {}): SimResult {
  const rng = createRng(simSeed);
  const world = buildWorld(initial, rng, opts.fortune);
  const frames: Frame[] | undefined = opts.frames ? [{ step: 0, grid: gridOf(world), settlements: frameSettlements(world) }] : undefined;
  for (let year = 1; year <= YEARS; year++) {
    playYear(world, params, rng, year);
    if (frames) frames.push({ step: year, grid: gridOf(world), settlements: frameSettlements(world) });
  }
  // Built field by field: spreading each frame settlement into a new object cost more than the year's simulation.
  const settlements: SimSettlement[] = frameSettlements(world).map((s) => {
    const k = s.y * world.w + s.x;
    return {
      x: s.x,
      y: s.y,
      population: s.population,
      food: s.food,
      wealth: s.wealth,
      defense: s.defense,
      has_port: s.has_port,
      alive: s.alive,
      owner_id: s.owner_id,
      tech: round3(world.tech[k]),
      longships: world.longships[k],
    };
  });
  return { grid: gridOf(world), settlements, ...(frames ? { frames } : {}) };
}

/**
 * Runs a simulation and writes only the final terrain codes into `out` (length W·H), without
 * building arrays of objects: the hot path of Monte-Carlo ground truth.
 */
export function simulateTerrain(
  initial: InitialState,
  params: HiddenParams,
  simSeed: number,
  out: Uint8Array,
  fortune?: SiteFortune,
): void {
  const run = startRun(initial, params, simSeed, fortune);
  while (run.step());
  run.terrain(out);
}

/** A run advanced a year at a time, for callers that must hand the thread back between years. */
export interface SteppedRun {
  /** Plays the next year; false once all YEARS are played (then nothing happens). */
  step(): boolean;
  /** Writes the current terrain codes into `out` (length W·H). */
  terrain(out: Uint8Array): void;
}

/** The run `simulate` plays with the same arguments (without frames), one year per `step()`. */
export function startRun(initial: InitialState, params: HiddenParams, simSeed: number, fortune?: SiteFortune): SteppedRun {
  const rng = createRng(simSeed);
  const world = buildWorld(initial, rng, fortune);
  let year = 0;
  return {
    step() {
      if (year >= YEARS) return false;
      playYear(world, params, rng, ++year);
      return year < YEARS;
    },
    terrain(out) {
      out.set(world.terr);
    },
  };
}
