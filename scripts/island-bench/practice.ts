import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { defaultModel, type ModelParams } from "../../lib/island/model";
import { RATE_NAMES } from "../../lib/island/model/latent";
import { roundPosteriors, type Pins } from "../../lib/island/regime/estimate";
import { nearestRounds } from "../../lib/island/regime/nearest";
import { pastRounds } from "../../lib/island/regime/past-rounds";
import { planQueriesWith } from "../../lib/island/model/plan";
import type { Observation, RoundDetail } from "../../lib/island/schemas";
import { derivedSeed } from "../../lib/island-emulator/play/seeds";
import { groundTruth } from "../../lib/island-emulator/sim/ground-truth";
import { drawHiddenState } from "../../lib/island-emulator/sim/params";
import { simulate } from "../../lib/island-emulator/sim/simulate";
import { withStarts } from "../../lib/island-emulator/sim/starts";
import type { InitialState } from "../../lib/island-emulator/sim/types";
import { generateWorld } from "../../lib/island-emulator/sim/world";
import { clampViewport, cropGrid } from "../../lib/island-emulator/play/viewport";
import type { BenchCase } from "./cases";
import type { RoundData } from "./load";

/**
 * Practice rounds as the emulator draws them (lib/island-emulator/rounds/round-factory.ts: generated
 * maps from a map seed, the hidden state from `drawHiddenState`), played as the model baseline
 * plays them (lib/island-emulator/practice/baseline.ts: the planner's 50 queries in batches of 10, each
 * answered by one run), with their 200-run ground truth. Numbered from 1001 so they never mix
 * with real rounds. With `cacheDir` each drawn round is kept (its map seed in the file name).
 */

const SEEDS = 5;
const QUERIES = 50;
const PLAN_BATCH = 10;
const GROUND_TRUTH_RUNS = 200;

function drawOne(mapSeed: number, number: number): RoundData {
  const id = `practice-${mapSeed}`;
  const initialStates: InitialState[] = Array.from({ length: SEEDS }, (_, seed) => {
    const world = generateWorld(derivedSeed(mapSeed, "map", seed), { width: 40, height: 40 });
    return { grid: world.grid, settlements: world.settlements.map((p) => ({ x: p.x, y: p.y, has_port: p.has_port, alive: p.alive })) };
  });
  const hidden = drawHiddenState(derivedSeed(mapSeed, "params"), initialStates);
  const simStates = initialStates.map((s, i) => withStarts(s, hidden.starts[i] ?? undefined));
  const round: RoundDetail = {
    id,
    round_number: number,
    event_date: "2026-03-20",
    status: "completed",
    map_width: 40,
    map_height: 40,
    prediction_window_minutes: 165,
    started_at: null,
    closes_at: null,
    round_weight: 1,
    seeds_count: SEEDS,
    initial_states: initialStates,
  } as unknown as RoundDetail;
  const truth = simStates.map((s, i) => groundTruth(s, hidden.params, GROUND_TRUTH_RUNS, derivedSeed(id, "ground-truth", i), hidden.fortunes[i]));
  const observations: Observation[] = [];
  const model = defaultModel();
  while (observations.length < QUERIES) {
    const plan = planQueriesWith(model, round, observations, QUERIES - observations.length).slice(0, PLAN_BATCH);
    if (plan.length === 0) break;
    for (const q of plan) {
      const simSeed = derivedSeed(id, "baseline", observations.length);
      const run = simulate(simStates[q.seed_index], hidden.params, simSeed, { fortune: hidden.fortunes[q.seed_index] });
      const viewport = clampViewport({ x: q.x, y: q.y, w: q.w, h: q.h }, 40, 40);
      observations.push({ seed_index: q.seed_index, viewport, grid: cropGrid(run.grid, viewport), settlements: [] });
    }
  }
  return { number, round, groundTruth: truth, observations, official: null };
}

/**
 * `count` practice rounds drawn from `seed` (the same seed, the same rounds), numbered from
 * `firstNumber` (several seeds' sets are told apart by their numbers).
 */
export function drawPracticeRounds(count: number, seed: number, cacheDir?: string, log: (line: string) => void = () => {}, firstNumber = 1001): RoundData[] {
  const out: RoundData[] = [];
  for (let i = 0; i < count; i++) {
    const mapSeed = derivedSeed("estimate-practice", seed, i);
    const file = cacheDir ? join(cacheDir, `practice-${mapSeed}.json`) : null;
    if (file && existsSync(file)) {
      out.push({ ...(JSON.parse(readFileSync(file, "utf8")) as RoundData), number: firstNumber + i });
      continue;
    }
    const t0 = performance.now();
    const r = drawOne(mapSeed, firstNumber + i);
    log(`# practice round ${firstNumber + i} (map seed ${mapSeed}) drawn and played in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (file && cacheDir) {
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(file, JSON.stringify(r));
    }
    out.push(r);
  }
  return out;
}

/**
 * Every rate pinned like the past round nearest to or farthest from the model's reading of the
 * round (a real round itself excluded: `exclude`), as a team that trusts a past round would pin.
 */
export function pinsLikePast(model: ModelParams, round: RoundDetail, observations: readonly Observation[], which: "near" | "far", exclude?: number): Pins {
  const near = nearestRounds(roundPosteriors(model, round, observations), pastRounds(), { exclude });
  const pick = which === "near" ? near[0] : near[near.length - 1];
  const table = pastRounds();
  const past = table.rounds.find((p) => p.round === pick?.round);
  if (!past) return {};
  return Object.fromEntries(RATE_NAMES.map((name) => [name, Math.min(0.9995, Math.max(0.0005, past.rates[table.rateNames.indexOf(name)] ?? 0.5))]));
}

/**
 * The cases of one practice round: as the baseline team plays it, and on every fourth round in
 * turn with every rate pinned like the farthest past round, with its first 6 queries only, with no
 * query (then also with no query and every rate pinned like the farthest past round), or with every
 * rate pinned like the nearest past round.
 */
export function practiceVariants(r: RoundData, index: number, model: ModelParams): BenchCase[] {
  const base: BenchCase = { data: r, model, observations: r.observations ?? [], variant: "baseline", pins: {} };
  const pinsLike = (which: "near" | "far") => pinsLikePast(model, r.round, base.observations, which);
  // Only the round's own variant is built (reading the pins takes a prediction of the round).
  const extra: (() => BenchCase[])[] = [
    () => [{ ...base, variant: "pinned-far", pins: pinsLike("far") }],
    () => [{ ...base, variant: "few", observations: base.observations.slice(0, 6) }],
    // With no query, also every rate pinned like the farthest past round as read with no query.
    () => [
      { ...base, variant: "none", observations: [] },
      { ...base, variant: "none-pinned-far", observations: [], pins: pinsLikePast(model, r.round, [], "far") },
    ],
    () => [{ ...base, variant: "pinned-near", pins: pinsLike("near") }],
  ];
  return [base, ...extra[index % 4]()];
}
