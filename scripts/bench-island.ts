/**
 * Scores the island model on real rounds.
 *
 *   npm run --silent bench:island -- --data DIR [--rounds 2-17] [--loro]
 *       [--observations logged|sampled] [--check-official] [--breakdown] [--json]
 *
 * --breakdown adds each round's weighted KL split by cell type of the initial map
 * (initial settlement, frontier at distance 1–3, far land; coast and forest overlapping).
 *
 * --oracle-rates pins the round's rates to their ground-truth values (the regime read perfectly);
 * --oracle-vigour sets each neighbourhood's settled share from the ground truth.
 * --site-fortunes [--site-columns own,fallen,mates] [--site-radius N] [--site-scale X] moves the
 * settled mass around each seen initial settlement by a correction fitted on the other rounds'
 * logged observations (lib/island/model/sites.ts; rounds without logged observations unchanged).
 *
 * --estimate [--samples N] [--fit] [--edits] [--real-few] [--real-pinned] [--practice N [--practice-cache DIR]] prints each
 * seed's expected score, its 80 % interval and the real score, then
 * `estimate-mae X coverage Y width W` (nested: see island-bench/estimate.ts); with --practice N the
 * last figures are those of N drawn practice rounds; --edits adds `edit-sign-agreement X`.
 * Rounds the shipped calibration was not fitted on (held back from it, e.g. `--rounds 18-22` of a
 * folder that has them) are estimated with it as shipped, by the committed model unless --loro.
 *
 * Reads only round.json, observations.jsonl, ground-truth.json and official-scores.json of
 * each round-NN/ folder.
 */
import { resolve } from "node:path";
import { defaultModel, type ModelParams } from "../lib/island/model";
import { planQueriesWith } from "../lib/island/model/plan";
import { RATE_NAMES } from "../lib/island/model/latent";
import { allowedClasses, applyFloor, predictWith, seedGeometry, type Tensor } from "../lib/island/model/predict";
import { applyLocalVigour } from "../lib/island/model/recalibrate";
import { groundTruthRates } from "../lib/island/regime/ground-truth-rates";
import { mulberry32, sampleObservation } from "../lib/island/model/sample";
import type { Observation } from "../lib/island/schemas";
import { scoreSeed } from "../lib/island/score";
import { CELL_TYPES, lossBreakdown } from "./island-bench/breakdown";
import { trainOptionsFromArgs } from "./island-bench/common";
import type { BenchCase } from "./island-bench/cases";
import { runEstimateBench } from "./island-bench/estimate";
import { drawPracticeRounds, pinsLikePast, practiceVariants } from "./island-bench/practice";
import { loadRounds, parseRoundRange, type RoundData } from "./island-bench/load";
import { loroModel as cachedLoroModel } from "./island-bench/loro-models";
import { applySiteFortunes, SITE_FEATURES, siteEvidence, type SiteFortuneParams } from "../lib/island/model/sites";
import { fitOffsetLogistic, type SiteRow } from "./island-bench/site-fit";
import { siteRows } from "./island-bench/site-rows";

const argv = process.argv.slice(2);
function flag(name: string): boolean {
  return argv.includes(`--${name}`);
}
function arg(name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

const dataDir = resolve(process.cwd(), arg("data") ?? "../shared/island-rounds");
const roundSpec = arg("rounds");
const loro = flag("loro");
const mode = arg("observations") ?? "logged";
const json = flag("json");
const breakdown = flag("breakdown");
const seed = Number(arg("seed") ?? 7);
/** Optional folder keeping leave-one-round-out models between runs (keyed by the training options). */
const modelCache = arg("model-cache");
if (mode !== "logged" && mode !== "sampled") {
  console.error("--observations must be logged or sampled");
  process.exit(2);
}

/** Best live round scores any team reported (docs §3), shown for comparison. */
const TARGETS: Record<number, number> = { 5: 86.3, 6: 87.6, 7: 74.0, 8: 82.4, 10: 91.6, 11: 79.7, 12: 59.4, 13: 90.1, 14: 81.9, 15: 92.5, 16: 84.0, 17: 93.0 };

const all = loadRounds(dataDir);
const range = parseRoundRange(roundSpec);
const selected = all.filter((r) => !range || (r.number >= range.from && r.number <= range.to));

function checkOfficial(): void {
  const rows: { round: number; seed: number; official: number; ours: number; diff: number }[] = [];
  for (const r of selected) {
    if (!r.official || !r.groundTruth) continue;
    for (const s of r.official) {
      const ours = scoreSeed(r.groundTruth[s.seed_index], s.prediction);
      rows.push({ round: r.number, seed: s.seed_index, official: s.official_score, ours, diff: Math.abs(ours - s.official_score) });
    }
  }
  const maxDiff = rows.reduce((m, r) => Math.max(m, r.diff), 0);
  if (json) {
    console.log(JSON.stringify({ rows, maxAbsDiff: maxDiff }, null, 2));
    return;
  }
  for (const r of rows) console.log(`R${String(r.round).padStart(2, "0")} seed ${r.seed}  official ${r.official.toFixed(4)}  ours ${r.ours.toFixed(4)}  diff ${r.diff.toExponential(2)}`);
  console.log(`max-abs-diff ${maxDiff}`);
}

/** Leave-one-round-out model (scripts/island-bench/loro-models.ts), with this run's training options. */
function loroModel(held: number): ModelParams {
  return cachedLoroModel(held, all, trainOptionsFromArgs(argv), modelCache);
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Prediction-time overrides for experiments: --temperature X --floor X --cell-prior X, and the
 * recalibration's --category-strength X --category-power X --vigour-radius N --vigour-strength X
 * --vigour-power X (power 0 turns a step off).
 */
function withOverrides(model: ModelParams): ModelParams {
  const num = (name: string) => (arg(name) === undefined ? undefined : Number(arg(name)));
  return {
    ...model,
    temperature: num("temperature") ?? model.temperature,
    floor: num("floor") ?? model.floor,
    cellPriorStrength: num("cell-prior") ?? model.cellPriorStrength,
    recalibration: {
      ...model.recalibration,
      ...defined({
        categoryStrength: num("category-strength"),
        categoryPower: num("category-power"),
        vigourRadius: num("vigour-radius"),
        vigourStrength: num("vigour-strength"),
        vigourPower: num("vigour-power"),
      }),
    },
  };
}

/**
 * --oracle-rates: every rate pinned to its value in the round's ground truth, an upper bound of
 * what reading the regime better could give the model.
 */
const oracle = flag("oracle-rates");
function truthPins(r: RoundData) {
  const rates = groundTruthRates(r.round, r.groundTruth!);
  return Object.fromEntries(RATE_NAMES.map((name, i) => [name, rates[i]]));
}

/**
 * --oracle-vigour: each cell's settlement mass scaled to the settled share of the ground truth in
 * its 3×3 window (what the recalibration's local vigour estimates from one run a query), an upper
 * bound of reading each settlement's vigour perfectly.
 */
const oracleVigour = flag("oracle-vigour");
function withTruthVigour(r: RoundData, tensors: Tensor[], floor: number): Tensor[] {
  return tensors.map((tensor, s) => {
    const geo = seedGeometry(r.round.initial_states[s].grid);
    const gt = r.groundTruth![s];
    const q = new Float64Array(geo.land.length * 6);
    // The truth itself as the cell's "counts": one observation, settled by its settled share.
    const counts = new Float64Array(geo.width * geo.height * 6);
    geo.land.forEach((cell, k) => {
      const [x, y] = [cell % geo.width, Math.floor(cell / geo.width)];
      q.set(tensor[y][x], k * 6);
      counts.set(gt[y][x], cell * 6);
    });
    applyLocalVigour(geo, q, counts, 1, 0, 1);
    const out = tensor.map((row) => row.map((p) => [...p]));
    geo.land.forEach((cell, k) => {
      applyFloor(q, allowedClasses(geo, k), floor, k * 6);
      out[Math.floor(cell / geo.width)][cell % geo.width] = Array.from(q.subarray(k * 6, k * 6 + 6));
    });
    return out;
  });
}

const siteFlag = flag("site-fortunes");
/** --also-oracle-vigour: prints the --oracle-vigour figure (and, with --site-fortunes, the figure without them) beside each round's. */
const printOracle = flag("also-oracle-vigour");
const siteCols = (arg("site-columns") ?? SITE_FEATURES.join(",")).split(",").map((n) => SITE_FEATURES.indexOf(n as (typeof SITE_FEATURES)[number]));
const siteRadius = Number(arg("site-radius") ?? 1);
const siteScale = Number(arg("site-scale") ?? 1);
const siteRowCache = new Map<number, SiteRow[]>();
function siteRowsOf(r: RoundData): SiteRow[] {
  let rows = siteRowCache.get(r.number);
  if (!rows) {
    const model = withOverrides(loro ? loroModel(r.number) : defaultModel());
    rows = siteRows(r, predictWith(model, r.round, r.observations!)).rows;
    siteRowCache.set(r.number, rows);
  }
  return rows;
}
/** The site correction fitted on every selected round with logged observations but the held one. */
function siteParamsFor(held: number): SiteFortuneParams {
  const rows = selected.filter((o) => o.number !== held && o.observations && o.groundTruth).flatMap(siteRowsOf);
  const coef = fitOffsetLogistic(rows, "ring", siteCols);
  const k = siteCols.length;
  const weights = SITE_FEATURES.map(() => 0);
  const mean = SITE_FEATURES.map(() => 0);
  const sd = SITE_FEATURES.map(() => 1);
  siteCols.forEach((c, j) => {
    weights[c] = coef[j + 1] * siteScale;
    mean[c] = coef[1 + k + j];
    sd[c] = coef[1 + 2 * k + j];
  });
  return { bias: coef[0] * siteScale, weights, mean, sd, radius: siteRadius };
}
function withSiteFortunes(r: RoundData, tensors: Tensor[], floor: number): Tensor[] {
  const params = siteParamsFor(r.number);
  const evidence = siteEvidence(r.round, r.observations!);
  return tensors.map((tensor, s) => {
    const geo = seedGeometry(r.round.initial_states[s].grid);
    const q = new Float64Array(geo.land.length * 6);
    geo.land.forEach((cell, k) => q.set(tensor[Math.floor(cell / geo.width)][cell % geo.width], k * 6));
    applySiteFortunes(geo.width, geo.height, geo.land, q, evidence[s], params);
    const out = tensor.map((row) => row.map((p) => [...p]));
    geo.land.forEach((cell, k) => {
      applyFloor(q, allowedClasses(geo, k), floor, k * 6);
      out[Math.floor(cell / geo.width)][cell % geo.width] = Array.from(q.subarray(k * 6, k * 6 + 6));
    });
    return out;
  });
}

/** --regime-weight X: the planner's weight on a window's regime narrowing (default: the shipped one). */
const regimeWeightArg = arg("regime-weight") === undefined ? undefined : Number(arg("regime-weight"));

/** 50 queries chosen one at a time by the planner, answered by draws from the ground truth. */
function sampledObservations(model: ModelParams, r: RoundData, random: () => number): Observation[] {
  const gt = r.groundTruth as number[][][][];
  const obs: Observation[] = [];
  for (let used = 0; used < 50; used++) {
    const [next] = planQueriesWith(model, r.round, obs, 50 - used, { regimeWeight: regimeWeightArg });
    if (!next) break;
    obs.push(sampleObservation(r.round, gt[next.seed_index], next.seed_index, next, random));
  }
  return obs;
}

function bench(): void {
  const notes: string[] = [];
  if (mode === "sampled") {
    notes.push("sampled: the planner picks 50 viewports one at a time; each answer's cells are drawn independently from the ground truth (this ignores the correlation between cells of a real run, so the regime estimate is less noisy than with real answers)");
  }
  notes.push(loro ? "loro: the model is retrained without each round before scoring it" : "committed model (lib/island/model/params.json)");
  const rows: {
    round: number;
    observations: string;
    seeds: number[];
    mean: number;
    target: number | null;
    predictMs: number;
    predictCpuMs: number;
    breakdown?: Record<string, number>;
  }[] = [];
  for (const r of selected) {
    if (!r.groundTruth) continue;
    const model = withOverrides(loro ? loroModel(r.number) : defaultModel());
    const random = mulberry32(seed * 1000 + r.number);
    let source: string = mode;
    let obs: Observation[];
    if (mode === "logged" && r.observations) obs = r.observations;
    else {
      if (mode === "logged") source = "sampled (none logged)";
      obs = sampledObservations(model, r, random);
    }
    const options = oracle ? { pins: truthPins(r) } : {};
    const predicted = predictWith(model, r.round, obs, options);
    const plain = oracleVigour ? withTruthVigour(r, predicted, model.floor) : predicted;
    const tensors = siteFlag && mode === "logged" && r.observations ? withSiteFortunes(r, plain, model.floor) : plain;
    const vigourOracle = printOracle && !oracleVigour ? withTruthVigour(r, plain, model.floor) : null;
    // The median of 5 reruns (as the dashboard reruns after each query), in CPU time as well as
    // wall time: on a shared machine the wall time mostly measures the load.
    const runs = Array.from({ length: 5 }, () => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      predictWith(model, r.round, obs, options);
      const cpu = process.cpuUsage(cpu0);
      return { wall: performance.now() - t0, cpu: (cpu.user + cpu.system) / 1000 };
    });
    const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
    const predictMs = median(runs.map((t) => t.wall));
    const predictCpuMs = median(runs.map((t) => t.cpu));
    const seeds = tensors.map((t, s) => scoreSeed(r.groundTruth![s], t));
    const mean = seeds.reduce((a, b) => a + b, 0) / seeds.length;
    const meanOf = (ts: Tensor[]) => ts.reduce((a, t, s) => a + scoreSeed(r.groundTruth![s], t), 0) / ts.length;
    const extra = {
      ...(vigourOracle ? { oracleVigour: meanOf(vigourOracle) } : {}),
      ...(siteFlag ? { withoutSites: meanOf(plain) } : {}),
    };
    const row = {
      round: r.number,
      observations: source,
      seeds,
      mean,
      target: TARGETS[r.number] ?? null,
      predictMs,
      predictCpuMs,
      ...extra,
      ...(breakdown ? { breakdown: lossBreakdown(r.round, r.groundTruth, tensors) } : {}),
    };
    rows.push(row);
    if (!json) {
      const target = row.target === null ? "" : `  target ${row.target.toFixed(1)} ${mean > row.target ? "beaten" : "missed"}`;
      console.log(
        `R${String(r.number).padStart(2, "0")}  ${seeds.map((s) => s.toFixed(2).padStart(6)).join(" ")}  mean ${mean.toFixed(2).padStart(6)}  ` +
          `predict ${predictMs.toFixed(0)} ms (cpu ${predictCpuMs.toFixed(0)} ms)  obs ${source}${target}` +
          (extra.withoutSites !== undefined ? `  without-sites ${extra.withoutSites.toFixed(2)}` : "") +
          (extra.oracleVigour !== undefined ? `  oracle-vigour ${extra.oracleVigour.toFixed(2)}` : ""),
      );
      if (row.breakdown) console.log(`     wKL ${CELL_TYPES.map((t) => `${t} ${row.breakdown![t].toFixed(4)}`).join("  ")}`);
    }
  }
  const mean = rows.reduce((a, r) => a + r.mean, 0) / Math.max(1, rows.length);
  if (json) console.log(JSON.stringify({ notes, mode, loro, rows, mean }, null, 2));
  else {
    for (const n of notes) console.log(`# ${n}`);
    console.log(`mean ${mean.toFixed(3)}`);
    const avg = (get: (r: (typeof rows)[number]) => number | undefined) => rows.reduce((a, r) => a + (get(r) ?? 0), 0) / Math.max(1, rows.length);
    if (siteFlag) console.log(`mean-without-sites ${avg((r) => (r as { withoutSites?: number }).withoutSites).toFixed(3)}`);
    if (printOracle) console.log(`mean-oracle-vigour ${avg((r) => (r as { oracleVigour?: number }).oracleVigour).toFixed(3)}`);
  }
}

if (flag("check-official")) checkOfficial();
else if (flag("estimate")) {
  const realCases: BenchCase[] = selected
    .filter((r) => r.groundTruth)
    .map((r) => {
      const model = withOverrides(loro ? loroModel(r.number) : defaultModel());
      const logged = mode === "logged" && r.observations !== null;
      const observations = logged ? r.observations! : sampledObservations(model, r, mulberry32(seed * 1000 + r.number));
      return { data: r, model, observations, variant: "baseline" as const, pins: {}, exclude: r.number };
    })
    // --real-few: every real round also with its first 6 queries only (how the interval holds, and
    // the thin-evidence widening fitted, on real rounds seen with few queries).
    .flatMap((c): BenchCase[] => (flag("real-few") ? [c, { ...c, variant: "few", observations: c.observations.slice(0, 6) }] : [c]))
    // --real-pinned: every real round also with every rate pinned like the nearest and like the
    // farthest other past round (how the estimate holds for pins, and the large departures' ratios),
    // and with no query, alone and with every rate pinned like the farthest (a guess before any query).
    .flatMap((c): BenchCase[] =>
      flag("real-pinned") && c.variant === "baseline"
        ? [
            c,
            { ...c, variant: "pinned-near", pins: pinsLikePast(c.model, c.data.round, c.observations, "near", c.exclude) },
            { ...c, variant: "pinned-far", pins: pinsLikePast(c.model, c.data.round, c.observations, "far", c.exclude) },
            { ...c, variant: "none-pinned-far", observations: [], pins: pinsLikePast(c.model, c.data.round, [], "far", c.exclude) },
            // The model alone with no query: what those pins gained or lost against.
            { ...c, variant: "none", observations: [] },
          ]
        : [c],
    );
  const practiceCount = Number(arg("practice") ?? 0);
  // --practice-seed 7,9: N rounds of each seed (a larger set to fit the practice calibration on).
  const practiceSeeds = (arg("practice-seed") ?? String(seed)).split(",").map(Number);
  const practiceCases = practiceSeeds
    .flatMap((s, k) => drawPracticeRounds(practiceCount, s, arg("practice-cache"), (l) => console.log(l), 1001 + 1000 * k))
    .flatMap((r, i) => practiceVariants(r, i, defaultModel()));
  const trainedOn = new Set(defaultModel().training.rounds);
  const seen = realCases.filter((c) => c.variant === "baseline" && trainedOn.has(c.data.number)).map((c) => c.data.number);
  if (!loro && seen.length) console.log(`# without --loro the model was trained on rounds ${seen.join(",")}: their figures are in-sample`);
  runEstimateBench(realCases, practiceCases, argv);
} else bench();

