/**
 * Emulator fidelity benchmark: how closely can the emulator reproduce each real round?
 * Prints figures, asserts nothing.
 *
 *   npm run --silent bench:fidelity -- --data ../shared/island-rounds [--rounds 1-17] [--runs 200]
 *       [--search-runs 24] [--explore 16] [--refine 24] [--seed 1] [--stat-runs 20] [--out FILE]
 *       [--fits FILE] [--starts FILE] [--score-seed 900000] [--model] [--fortunes] [--fortune-runs 100]
 *       [--drawn-stats]
 *
 * Per round with ground truth: a seeded search (lib/island-emulator/sim/fit.ts: presets, then
 * random moves around the best, then one-or-two-parameter moves with shrinking steps, then the
 * best few re-checked on fresh seeds; all candidates on the same simulation seeds, `--search-runs`
 * runs per seed; the fits of the earlier rounds of the run are starting points too) fits the hidden
 * parameters to the round's real ground truth. The best preset and the fit are then re-scored
 * with `--runs` fresh runs per seed (other seeds than the search used, from `--score-seed`), with
 * the official formula.
 * A row per round: best preset and its score, fitted score, key fitted values; then
 * `mean <fitted score over the rounds>`.
 *
 * For rounds with replays it then prints real-vs-fit statistics: the chance a cell at distance 3
 * from the initial settlements is settled at year 50 and the share of such cells whose outcome
 * varies (real ground truth vs the fit's distribution), the same chance at distance ≥ 7, ruins per
 * run, yearly settlement death rate, settlements alive at year 50, population median/max.
 *
 * `--fortunes` then fits the site fortunes of every map (lib/island-emulator/sim/fortune-fit.ts:
 * a collapse-risk factor per initial settlement, judged on the cells nearest to it; `--fortune-runs`
 * runs per candidate level and pass), shrunk towards even by the factor that scores best on the
 * default re-score seeds, and re-scores the fit with them (the row also shows the even-fortune score).
 *
 * Every map with a replay in the folder is played from the real starting stats of its settlements
 * (step 0 of the replay: the real simulator starts every run of a map from the same stats);
 * `--drawn-stats` lets each run draw its own instead, as for maps without a replay.
 *
 * `--out FILE` writes the fitted parameters as JSON ({ rounds: [{ round, score, params, fortunes?, crowding? }] };
 * crowding: each fortune's site crowding, which practice rounds draw fortunes by);
 * `--fits FILE` reads such a file and re-scores those fits (with their fortunes) instead of searching;
 * `--starts FILE` adds the fits of such a file as starting points of every search, the round's own
 * fit also with the real colony rules (Manhattan sites, colonies starting at 0.5), with growth
 * stopping two or three generations out (`colonyDepth`), with more raiding and with the real harbour
 * rule (`orthogonalHarbours`); the round's fortunes in that file are held fixed during its search.
 *
 * `--model` also compares the prediction model on each round with real answers
 * (observations.jsonl) against the same round in the emulator: the model's score on the real round
 * (its real answers, real ground truth) and on the emulator's copy (the same viewports answered by
 * the fit, the fit's 200-run ground truth). Mean of both and the gap.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { predict } from "@/lib/island/model";
import { observationSchema, roundDetailSchema, type Observation } from "@/lib/island/schemas";
import { roundScore, scoreSeed } from "@/lib/island/score";
import { groundTruth } from "@/lib/island-emulator/sim/ground-truth";
import { clampViewport, cropGrid, insideViewport } from "@/lib/island-emulator/play/viewport";
import { parseArgs } from "node:util";
import { parseRoundRange, readObservations, readRealRounds, readReplay, withStartingStats, type RealRound } from "@/lib/island-emulator/rounds/real-rounds";
import { classCounts, dynamicTruth, FIT_DIMENSIONS, fitRound, scoreParams, type RealRoundData } from "@/lib/island-emulator/sim/fit";
import { completeParams, PRESET_NAMES, PRESETS, type HiddenParams, type PresetName } from "@/lib/island-emulator/sim/params";
import { fortuneSpread } from "@/lib/island-emulator/sim/fortune";
import { chooseShrink, fitFortunes, shrinkFortunes } from "@/lib/island-emulator/sim/fortune-fit";
import { runStats, spreadStats, type RunStats, type SpreadStats } from "@/lib/island-emulator/sim/realism";
import { simulate } from "@/lib/island-emulator/sim/simulate";
import { siteCrowding } from "@/lib/island-emulator/sim/crowding";
import { CLASS_COUNT, type Frame } from "@/lib/island-emulator/sim/types";

/** Seeds of the default re-score, on which fits (and the fortunes' shrink) are chosen. */
const DEFAULT_SCORE_SEED = 900000;

const { values } = parseArgs({
  options: {
    data: { type: "string" },
    rounds: { type: "string" },
    runs: { type: "string", default: "200" },
    "search-runs": { type: "string", default: "24" },
    explore: { type: "string", default: "16" },
    refine: { type: "string", default: "24" },
    seed: { type: "string", default: "1" },
    "stat-runs": { type: "string", default: "20" },
    out: { type: "string" },
    model: { type: "boolean", default: false },
    fits: { type: "string" },
    starts: { type: "string" },
    "score-seed": { type: "string", default: String(DEFAULT_SCORE_SEED) },
    fortunes: { type: "boolean", default: false },
    "fortune-runs": { type: "string", default: "100" },
    "drawn-stats": { type: "boolean", default: false },
  },
});

function positiveInt(name: string, v: string | undefined, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new Error(`--${name} must be an integer in 0..${max}, got "${v}"`);
  return n;
}

/** The fitted values worth a glance in the row (short names). */
const KEY_VALUES: [keyof HiddenParams, string][] = [
  ["winterSeverity", "wSev"],
  ["winterCollapse", "wCol"],
  ["expansionRate", "exp"],
  ["expansionDistance", "dist"],
  ["ruinReclaim", "rebuild"],
  ["popCapacity", "cap"],
];

const r3 = (v: number): number => Math.round(v * 1000) / 1000;
const f1 = (v: number): string => v.toFixed(1);
const f3 = (v: number): string => (Number.isFinite(v) ? v.toFixed(3) : "-");

function roundData(round: RealRound): RealRoundData {
  return { initialStates: round.initialStates, truths: round.groundTruth!.map(dynamicTruth) };
}

/** Spread statistics averaged over the seeds: real ground truth vs the fit's `runs`-run distribution. */
function spreadPair(round: RealRound, params: HiddenParams, runs: number, fortunes?: number[][]): { real: SpreadStats; fit: SpreadStats } {
  const sum = (a: SpreadStats, b: SpreadStats): SpreadStats => ({
    d3Settled: a.d3Settled + b.d3Settled / round.initialStates.length,
    d3Varying: a.d3Varying + b.d3Varying / round.initialStates.length,
    d7Settled: a.d7Settled + b.d7Settled / round.initialStates.length,
  });
  let real: SpreadStats = { d3Settled: 0, d3Varying: 0, d7Settled: 0 };
  let fit: SpreadStats = { ...real };
  round.initialStates.forEach((initial, s) => {
    const gt = round.groundTruth![s];
    const w = initial.grid[0].length;
    real = sum(real, spreadStats(initial, (k, c) => gt[Math.floor(k / w)][k % w][c]));
    const counts = classCounts(initial, params, runs, 424242 + s, fortunes?.[s]);
    fit = sum(fit, spreadStats(initial, (k, c) => counts[k * CLASS_COUNT + c] / runs));
  });
  return { real, fit };
}

function statsRow(name: string, spread: SpreadStats, runs: RunStats): string {
  return [
    name.padEnd(8),
    f3(spread.d3Settled).padStart(7),
    f3(spread.d3Varying).padStart(7),
    f3(spread.d7Settled).padStart(7),
    f1(runs.ruinsPerRun).padStart(7),
    f3(runs.deathRate).padStart(7),
    f1(runs.aliveAt50).padStart(7),
    `${f3(runs.popMedian)}/${f3(runs.popMax)}`.padStart(12),
    f3(runs.foodMedian).padStart(7),
  ].join(" ");
}

/** The model on a real round (real answers, real truth) and on the emulator's copy of it with the fit. */
function modelPair(round: RealRound, params: HiddenParams, fortunes?: number[][]): { real: number; emulated: number } | null {
  if (!round.observationsFile) return null;
  const detail = roundDetailSchema.parse(round.detail);
  const realObs = readObservations(round.observationsFile).map((o) => observationSchema.parse(o)) as Observation[];
  const real = roundScore(predict(detail, realObs).map((t, s) => scoreSeed(round.groundTruth![s], t)));
  const h = round.initialStates[0].grid.length;
  const w = round.initialStates[0].grid[0].length;
  // The same viewports, answered by the fit (one fresh run each, as /simulate does).
  const emuObs: Observation[] = realObs.map((o, i) => {
    const v = clampViewport(o.viewport, w, h);
    const run = simulate(round.initialStates[o.seed_index], params, 777_000 + i, { fortune: fortunes?.[o.seed_index] });
    return {
      seed_index: o.seed_index,
      viewport: v,
      grid: cropGrid(run.grid, v),
      settlements: run.settlements
        .filter((st) => st.alive && insideViewport(st, v))
        .map((st) => ({ x: st.x, y: st.y, population: st.population, food: st.food, wealth: st.wealth, defense: st.defense, has_port: st.has_port, alive: st.alive, owner_id: st.owner_id })),
    } as Observation;
  });
  const truths = round.initialStates.map((init, s) => groundTruth(init, params, 200, 880_000 + s, fortunes?.[s]));
  const emulated = roundScore(predict(detail, emuObs).map((t, s) => scoreSeed(truths[s], t)));
  return { real, emulated };
}

/** The preset scoring best on the round with `runs` runs per seed. */
function bestPreset(data: RealRoundData, runs: number, seed: number): PresetName {
  let best: PresetName = PRESET_NAMES[0];
  let bestScore = -1;
  for (const name of PRESET_NAMES) {
    const s = scoreParams(data, PRESETS[name], runs, seed);
    if (s > bestScore) {
      bestScore = s;
      best = name;
    }
  }
  return best;
}

function main(): void {
  if (!values.data) throw new Error("--data DIR is required (a folder of round-NN/ folders, e.g. ../shared/island-rounds)");
  const runs = positiveInt("runs", values.runs, 2000) || 1;
  const searchRuns = positiveInt("search-runs", values["search-runs"], 1000) || 1;
  const explore = positiveInt("explore", values.explore, 10_000);
  const refine = positiveInt("refine", values.refine, 10_000);
  const seed = positiveInt("seed", values.seed, 1_000_000);
  const statRuns = positiveInt("stat-runs", values["stat-runs"], 1000);
  const rescoreSeed = positiveInt("score-seed", values["score-seed"], 1_000_000_000);
  const fortuneRuns = positiveInt("fortune-runs", values["fortune-runs"], 1000) || 1;
  type StoredFit = { round: number; params: Partial<HiddenParams>; fortunes?: number[][] };
  const readFits = (file: string | undefined): Map<number, { params: HiddenParams; fortunes?: number[][] }> =>
    new Map(
      file
        ? (JSON.parse(readFileSync(file, "utf8")) as { rounds: StoredFit[] }).rounds.map((f) => [f.round, { params: completeParams(f.params), fortunes: f.fortunes }])
        : [],
    );
  const known = readFits(values.fits);
  const startFits = readFits(values.starts);
  // Every given fit as it is; the round's own also with the real colony rules and more raiding.
  const startsFor = (round: number): HiddenParams[] => {
    const own = startFits.get(round)?.params;
    const variants = own
      ? [
          { ...own, diagonalColonies: 0, colonyPop: 0.5 },
          { ...own, diagonalColonies: 0, colonyPop: 0.5, colonyVigour: Math.min(1, own.colonyVigour * 1.6) },
          // Growth that stops two or three generations out.
          { ...own, colonyDepth: 2, colonyVigour: 1 },
          { ...own, colonyDepth: 3, colonyVigour: Math.min(1, own.colonyVigour * 1.6) },
          // Rival factions close by decide which real initial sites survive: more raiding, fewer winter deaths.
          { ...own, diagonalColonies: 0, colonyPop: 0.5, raidRate: 0.2, raidDamage: 0.3, winterCollapse: own.winterCollapse * 0.7 },
          // Harbours only where ocean lies beside the cell, as in the real rounds.
          { ...own, orthogonalHarbours: 1 },
          { ...own, orthogonalHarbours: 1, portRate: own.portRate * 1.3 },
        ]
      : [];
    return [...[...startFits.values()].map((f) => f.params), ...variants];
  };
  const rounds = readRealRounds(values.data, parseRoundRange(values.rounds)).filter((r) => r.groundTruth);
  // The real starting stats of every map with a replay, fixed for all its runs as in the real simulator.
  if (!values["drawn-stats"]) for (const r of rounds) r.initialStates = withStartingStats(r);
  console.log(
    `fit: ${FIT_DIMENSIONS.length} parameters, ${searchRuns} runs/seed while searching, ${explore} random + ${refine} local candidates, seed ${seed}; re-scored with ${runs} fresh runs/seed`,
  );
  console.log(`${"round".padEnd(8)} ${"preset".padEnd(11)} ${"score".padStart(6)} ${"fitted".padStart(6)}  key fitted values`);
  const fits: { round: RealRound; params: HiddenParams; score: number; fortunes?: number[][] }[] = [];
  const t0 = performance.now();
  for (const round of rounds) {
    const data = roundData(round);
    const given = known.get(round.roundNumber)?.params;
    // The fits of the rounds before this one are starting points too (regimes recur).
    const fit = given
      ? { params: given, preset: bestPreset(data, searchRuns, seed) }
      : fitRound(data, {
          runs: searchRuns,
          explore,
          refine,
          seed: seed + round.roundNumber,
          starts: [...startsFor(round.roundNumber), ...fits.map((f) => f.params)],
          fortunes: startFits.get(round.roundNumber)?.fortunes,
        });
    // Fresh seeds: the re-score does not reuse the runs the search chose on.
    const presetScore = scoreParams(data, PRESETS[fit.preset], runs, rescoreSeed + round.roundNumber);
    const givenFortunes = (known.get(round.roundNumber) ?? startFits.get(round.roundNumber))?.fortunes;
    // Site fortunes: fitted anew (from the given ones) with --fortunes, else as given.
    let fortunes = givenFortunes;
    let shrinkNote = "";
    if (values.fortunes) {
      const raw = data.initialStates.map((initial, s) =>
        fitFortunes(initial, data.truths[s], fit.params, {
          runsPerLevel: fortuneRuns,
          seed: seed * 1000 + round.roundNumber * 10 + s,
          start: givenFortunes?.[s],
        }),
      );
      // Chosen on the default re-score seeds; the row's score uses --score-seed.
      const { shrink } = chooseShrink(data, fit.params, raw, runs, DEFAULT_SCORE_SEED + round.roundNumber);
      fortunes = shrinkFortunes(raw, shrink);
      shrinkNote = `, shrink ${shrink}`;
    }
    const score = scoreParams(data, fit.params, runs, rescoreSeed + round.roundNumber, fortunes);
    const even = fortunes ? ` (even fortunes ${f1(scoreParams(data, fit.params, runs, rescoreSeed + round.roundNumber))}, spread ${fortuneSpread(fortunes).toFixed(2)}${shrinkNote})` : "";
    fits.push({ round, params: fit.params, score, fortunes });
    const keys = KEY_VALUES.map(([k, short]) => `${short} ${Number(fit.params[k].toFixed(3))}`).join(" ");
    console.log(`${round.name.padEnd(8)} ${fit.preset.padEnd(11)} ${f1(presetScore).padStart(6)} ${f1(score).padStart(6)}  ${keys}${even}`);
  }
  const mean = fits.reduce((a, f) => a + f.score, 0) / Math.max(1, fits.length);
  const worst = [...fits].sort((a, b) => a.score - b.score).slice(0, 3);
  console.log(`worst: ${worst.map((f) => `${f.round.name} ${f1(f.score)}`).join(", ")}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  if (statRuns > 0) {
    console.log(`\nreal replays / ground truth vs the fit (${statRuns} runs with frames, ${runs}-run distribution)`);
    console.log(`${"".padEnd(8)} ${"d3 set".padStart(7)} ${"d3 var".padStart(7)} ${"d7+ set".padStart(7)} ${"ruins".padStart(7)} ${"death".padStart(7)} ${"alive50".padStart(7)} ${"pop med/max".padStart(12)} ${"food".padStart(7)}`);
    for (const { round, params, fortunes } of fits) {
      if (round.replayFiles.length === 0) continue;
      const replays = round.replayFiles.map(readReplay);
      const spread = spreadPair(round, params, runs, fortunes);
      const sims: Frame[][] = [];
      for (let i = 0; i < statRuns; i++) {
        const s = i % round.initialStates.length;
        sims.push(simulate(round.initialStates[s], params, 5150 + i, { frames: true, fortune: fortunes?.[s] }).frames!);
      }
      console.log(statsRow(`${round.name}`, spread.real, runStats(replays)) + "  real");
      console.log(statsRow("", spread.fit, runStats(sims)) + "  fit");
    }
  }
  if (values.model) {
    console.log(`\nthe model on the real round vs the emulator's copy (same maps and viewports; fit's ground truth)`);
    const pairs: { real: number; emulated: number }[] = [];
    for (const { round, params, fortunes } of fits) {
      const pair = modelPair(round, params, fortunes);
      if (!pair) continue;
      pairs.push(pair);
      console.log(`${round.name.padEnd(8)} real ${f1(pair.real).padStart(5)}  emulator ${f1(pair.emulated).padStart(5)}  gap ${f1(pair.emulated - pair.real).padStart(5)}`);
    }
    const m = (k: "real" | "emulated"): number => pairs.reduce((a, p) => a + p[k], 0) / Math.max(1, pairs.length);
    console.log(`model: real ${f1(m("real"))}, emulator ${f1(m("emulated"))}, gap ${f1(m("emulated") - m("real"))} over ${pairs.length} rounds`);
  }
  if (values.out) {
    const out = {
      rounds: fits.map((f) => ({
        round: f.round.roundNumber,
        score: Math.round(f.score * 10) / 10,
        params: Object.fromEntries(Object.entries(f.params).map(([k, v]) => [k, r3(v)])),
        ...(f.fortunes ? { fortunes: f.fortunes, crowding: f.round.initialStates.map((s) => siteCrowding(s.settlements)) } : {}),
      })),
    };
    writeFileSync(values.out, JSON.stringify(out, null, 1) + "\n");
  }
  console.log(`mean ${f1(mean)}`);
}

main();
