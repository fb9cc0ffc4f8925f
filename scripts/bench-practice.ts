/**
 * Do practice rounds play like real ones? Draws N practice rounds as the emulator makes them
 * (generated 40×40 maps, a drawn hidden state), plays each as the model baseline team does (the
 * planner's 50 queries answered by runs of the round, then the committed model's prediction),
 * scores every seed against the round's own 200-run ground truth, and compares the round means with
 * the model's leave-one-round-out means on the real rounds.
 *
 *   npm run --silent bench:practice -- --rounds N [--seed S] [--preset NAME] [--exclude-rounds 7,12]
 *       [--runs 200] [--data ../shared/island-rounds] [--real-rounds 2-17]
 *       [--real-file scripts/practice-bench/real-loro.json] [--model-cache .data/bench/loro-models] [--refresh-real]
 *       [--practice-only] [--each-centre] [--loro-play] [--real-maps] [--as-fitted]
 *   npm run --silent bench:practice -- --real-replayed [--rounds 2-17] [--seed S] [--queries 50] [--out] [--refresh]
 *
 * A row per practice round, then
 *   practice-mean X real-mean Y gap Z sd-practice A sd-real B
 * (gap = practice − real; sd: standard deviation of the round means). The real figures come from
 * `bench:island --loro --json` with logged observations (the real teams' answers), kept in
 * `--real-file` (the committed one holds the README's leave-one-round-out table); `--refresh-real`
 * recomputes it, training the 16 × 2 leave-one-round-out networks (about 20 minutes of CPU on an
 * idle machine, kept in `--model-cache`);
 * `--practice-only` skips them.
 * `--each-centre` centres practice round i on the i-th real fit in turn (of the preset's cluster if
 * one is named, without the excluded rounds) instead of drawing the centre, so every real regime is
 * played equally often, as the real mean counts every real round once; the rest is drawn as usual.
 * `--exclude-rounds` keeps those real rounds' fits out of the practice draw (nested figures).
 * `--loro-play` plays each practice round with the leave-one-round-out model of its centre's real
 * round (from `--model-cache`, trained there when missing), as the real figures are played: the
 * committed model was trained on every real round, so a practice round drawn around one of them
 * is partly one it has seen. Centres without such a model (no ground truth) play with the committed model.
 * `--real-maps` plays practice round i on the maps of real round 2 + (i mod 16) (their initial
 * states; the regime, fortunes and starting stats drawn as usual) instead of generated maps: it
 * tells the maps' part in the gap from the draw's.
 * `--as-fitted` plays every real round with ground truth and a fit (of `--real-rounds`) once, on its
 * own maps, with its fit exactly as fitted (parameters, and fortunes at their fitted sites; only the
 * starting stats drawn), by its leave-one-round-out model: the spread the fits have before the draw
 * adds anything (`--rounds` is ignored).
 * `--real-replayed` plays the real rounds of `--rounds` (a range, default 2-17) replayed as the
 * emulator serves them (a seed's real runs where its folder has replays, else the fit), the
 * planner's 50 queries and the committed model as in the workspace, and judges the workspace's
 * expected score against the real ground truth, the answers' source fitted nested (each round by
 * the others); it ends with `replayed-real estimate-mae M coverage C width W` (per seed, 80 %
 * interval). Each round's play is kept in .data/bench/replayed-real (`--refresh` replays);
 * `--out` writes the answer-source calibration fitted on every round to
 * lib/island/regime/calibration-replayed.json (what the workspace uses). `--queries K` plays K
 * queries instead and judges them with the answer source fitted at 50, taken in proportion to the
 * queries spent as the workspace takes it (and prints it at full size too).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { defaultModel } from "../lib/island/model";
import { derivedSeed } from "../lib/island-emulator/play/seeds";
import { DEFAULT_RUNS } from "../lib/island-emulator/sim/ground-truth";
import { FITTED_ROUNDS, fittedRound, isPresetName, PRESET_ROUNDS } from "../lib/island-emulator/sim/params";
import { parseRoundRange } from "../lib/island-emulator/rounds/real-rounds";
import type { ModelParams } from "../lib/island/model";
import type { HiddenState } from "../lib/island-emulator/sim/params";
import { loadRounds } from "./island-bench/load";
import { loroModel } from "./island-bench/loro-models";
import { playPracticeRound, QUERIES } from "./practice-bench/play";
import { realLoro } from "./practice-bench/real-loro";
import { answerCalibration, answerSourceLine, judgeNested, playReplayedReal, replayableRounds, replayedBase, type ReplayedSeed } from "./practice-bench/replayed-real";

const { values } = parseArgs({
  options: {
    rounds: { type: "string" },
    seed: { type: "string", default: "1" },
    preset: { type: "string" },
    "exclude-rounds": { type: "string" },
    runs: { type: "string", default: String(DEFAULT_RUNS) },
    data: { type: "string", default: "../shared/island-rounds" },
    "real-rounds": { type: "string", default: "2-17" },
    "real-file": { type: "string", default: "scripts/practice-bench/real-loro.json" },
    "model-cache": { type: "string", default: ".data/bench/loro-models" },
    "refresh-real": { type: "boolean", default: false },
    "practice-only": { type: "boolean", default: false },
    "each-centre": { type: "boolean", default: false },
    "loro-play": { type: "boolean", default: false },
    "real-maps": { type: "boolean", default: false },
    "as-fitted": { type: "boolean", default: false },
    "real-replayed": { type: "boolean", default: false },
    out: { type: "boolean", default: false },
    refresh: { type: "boolean", default: false },
    queries: { type: "string", default: String(QUERIES) },
  },
});

function int(name: string, v: string, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer in ${min}..${max}, got "${v}"`);
  return n;
}

const rounds = values["real-replayed"] ? 0 : int("rounds", values.rounds ?? "20", 1, 500);
const seed = int("seed", values.seed, 0, 2 ** 31 - 1);
const runs = int("runs", values.runs, 1, 1000);
const excludeRounds = values["exclude-rounds"] ? values["exclude-rounds"].split(",").map((v) => int("exclude-rounds", v, 1, 99)) : undefined;

const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
/** Sample standard deviation (n − 1): the spread of round means. */
const sd = (v: readonly number[]) => (v.length < 2 ? 0 : Math.sqrt(v.reduce((a, b) => a + (b - mean(v)) ** 2, 0) / (v.length - 1)));
const f2 = (v: number) => v.toFixed(2);

async function main(): Promise<void> {
  if (values["real-replayed"]) return realReplayed();
  const real = values["practice-only"] ? null : realLoro(resolve(values["real-file"]), resolve(values.data), values["real-rounds"], resolve(values["model-cache"]), values["refresh-real"]);
  const committed = defaultModel();
  const realData = values["loro-play"] || values["real-maps"] || values["as-fitted"] ? loadRounds(resolve(values.data)).filter((r) => r.groundTruth !== null) : [];
  const realMaps = values["real-maps"] ? realData.filter((r) => r.number >= 2) : [];
  const loroModels = new Map<number, ModelParams>();
  const player = (hidden: HiddenState): ModelParams => {
    const centre = hidden.drawnFrom[0];
    if (!values["loro-play"] || centre === undefined || !realData.some((r) => r.number === centre)) return committed;
    if (!loroModels.has(centre)) loroModels.set(centre, loroModel(centre, realData, {}, resolve(values["model-cache"])));
    return loroModels.get(centre)!;
  };
  if (values["as-fitted"]) return asFitted(real, realData);
  const excluded = new Set(excludeRounds ?? []);
  const clusterOf = values.preset !== undefined && isPresetName(values.preset) ? PRESET_ROUNDS[values.preset] : null;
  const centres = FITTED_ROUNDS.map((f) => f.round).filter((r) => !excluded.has(r) && (!clusterOf || clusterOf.includes(r)));
  const practice: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const mapSeed = derivedSeed("bench-practice", seed, i);
    const maps = realMaps.length ? realMaps[i % realMaps.length] : null;
    const played = await playPracticeRound(
      player,
      mapSeed,
      { preset: values.preset, excludeRounds, ...(values["each-centre"] && centres.length > 0 ? { centre: centres[i % centres.length] } : {}) },
      runs,
      maps ? maps.round.initial_states.map((s) => ({ grid: s.grid, settlements: s.settlements })) : undefined,
    );
    practice.push(played.mean);
    const { params } = played.hidden;
    const centre = played.hidden.drawnFrom[0];
    const from = `  drawn from ${played.hidden.origin}${maps ? ` on round ${maps.number}'s maps` : ""}${values["loro-play"] && centre !== undefined && loroModels.has(centre) ? ` (played without R${centre})` : ""}`;
    console.log(
      `P${String(i + 1).padStart(2, "0")}  map ${String(mapSeed).padStart(10)}  ${played.seeds.map((s) => s.toFixed(2).padStart(6)).join(" ")}  mean ${played.mean.toFixed(2).padStart(6)}` +
        `  wSev ${params.winterSeverity.toFixed(3)} wCol ${params.winterCollapse.toFixed(3)} exp ${params.expansionRate.toFixed(3)} vig ${params.colonyVigour.toFixed(2)}${from}`,
    );
  }
  if (!real) {
    console.log(`practice-mean ${f2(mean(practice))} sd-practice ${f2(sd(practice))}`);
    return;
  }
  const realMeans = real.rounds.map((r) => r.mean);
  for (const note of real.notes) console.log(`# ${note}`);
  console.log(`# real: leave-one-round-out, ${real.mode} observations, rounds ${real.rounds.map((r) => r.round).join(",")} (${real.source})`);
  console.log(
    `practice-mean ${f2(mean(practice))} real-mean ${f2(mean(realMeans))} gap ${f2(mean(practice) - mean(realMeans))} sd-practice ${f2(sd(practice))} sd-real ${f2(sd(realMeans))}`,
  );
}

/**
 * Every real round of `--real-rounds` with a fit and ground truth, played on its own maps with its
 * fit as fitted, by a model trained on every other real round (as `--loro-play` and the real figures).
 */
async function asFitted(real: ReturnType<typeof realLoro> | null, realData: ReturnType<typeof loadRounds>): Promise<void> {
  const range = parseRoundRange(values["real-rounds"])!;
  const played: { round: number; mean: number }[] = [];
  for (const r of realData.filter((x) => x.number >= range.from && x.number <= range.to)) {
    const fit = fittedRound(r.number);
    if (!fit?.fortunes) continue;
    const model = loroModel(r.number, realData, {}, resolve(values["model-cache"]));
    const mapSeed = derivedSeed("bench-practice-as-fitted", seed, r.number);
    const maps = r.round.initial_states.map((s) => ({ grid: s.grid, settlements: s.settlements }));
    const fortunes = fit.fortunes;
    const p = await playPracticeRound(model, mapSeed, { centre: r.number }, runs, maps, (drawn) => ({ ...drawn, params: fit.params, fortunes, origin: `R${r.number} as fitted` }));
    played.push({ round: r.number, mean: p.mean });
    const realMean = real?.rounds.find((x) => x.round === r.number)?.mean;
    console.log(`R${String(r.number).padStart(2, "0")}  ${p.seeds.map((v) => v.toFixed(2).padStart(6)).join(" ")}  mean ${p.mean.toFixed(2).padStart(6)}${realMean !== undefined ? `  real ${realMean.toFixed(2)}` : ""}`);
  }
  const fitted = played.map((p) => p.mean);
  if (fitted.length === 0) throw new Error(`no real round in ${values["real-rounds"]} has both a fit with fortunes and ground truth`);
  const realMeans = real ? played.flatMap((p) => real.rounds.filter((x) => x.round === p.round).map((x) => x.mean)) : [];
  console.log(
    `as-fitted-mean ${f2(mean(fitted))} sd-as-fitted ${f2(sd(fitted))}` + (realMeans.length ? ` real-mean ${f2(mean(realMeans))} sd-real ${f2(sd(realMeans))}` : ""),
  );
}

/** `--real-replayed`: see the header. */
async function realReplayed(): Promise<void> {
  const range = parseRoundRange(values.rounds ?? "2-17")!;
  const cacheDir = resolve(".data/bench/replayed-real");
  mkdirSync(cacheDir, { recursive: true });
  const real = replayableRounds(resolve(values.data), range);
  const playAll = async (n: number): Promise<ReplayedSeed[]> => {
    const seeds: ReplayedSeed[] = [];
    for (const [i, r] of real.entries()) {
      const file = join(cacheDir, `round-${r.roundNumber}-seed-${seed}${n === QUERIES ? "" : `-q${n}`}.json`);
      const kept = !values.refresh && existsSync(file);
      const played: ReplayedSeed[] = kept ? JSON.parse(readFileSync(file, "utf8")) : await playReplayedReal(r, seed, n);
      // A play kept from before the fit's score was recorded with it.
      for (const p of played) p.fitScore ??= fittedRound(p.round)?.score ?? null;
      if (!kept) writeFileSync(file, JSON.stringify(played));
      seeds.push(...played);
      const runs = played.map((p) => p.realRuns);
      console.error(`[${i + 1}/${real.length}] real round ${r.roundNumber}, ${n} queries${kept ? " (kept)" : ""}: answers from ${runs.reduce((a, b) => a + b, 0)} real runs (per seed ${runs.join(",")}), the fit for the rest`);
    }
    return seeds;
  };
  // The answer source is fitted at 50 queries (as shipped); a play with fewer is judged with it
  // taken in proportion to the queries spent (shippedCalibration), and at full size for comparison.
  const queries = int("queries", values.queries, 0, QUERIES);
  const fitOn = await playAll(QUERIES);
  const seeds = queries === QUERIES ? fitOn : await playAll(queries);
  const base = replayedBase();
  const v = judgeNested(seeds, base, fitOn, queries / QUERIES);
  if (queries !== QUERIES) {
    const full = judgeNested(seeds, base, fitOn, 1);
    console.log(`# the answer source at full size (as at ${QUERIES} queries): estimate-mae ${f2(full.mae)} coverage ${f2(full.coverage)} width ${f2(full.width)}`);
  }
  for (const r of [...new Set(v.rows.map((x) => x.round))]) {
    const rows = v.rows.filter((x) => x.round === r);
    const m = (f: (x: (typeof rows)[number]) => number) => rows.reduce((a, x) => a + f(x), 0) / rows.length;
    const inside = rows.filter((x) => x.actual >= x.lo && x.actual <= x.hi).length;
    console.log(
      `R${String(r).padStart(2, "0")}  expected ${f2(m((x) => x.mean))} (${f2(m((x) => x.lo))}–${f2(m((x) => x.hi))})  real ${f2(m((x) => x.actual))}  without the answer source ${f2(m((x) => x.plain))}  inside ${inside}/${rows.length}  real runs ${rows.map((x) => x.realRuns).join(",")}`,
    );
  }
  console.log(`# without the answer source: estimate-mae ${f2(v.plainMae)} coverage ${f2(v.plainCoverage)}`);
  if (values.out && queries === QUERIES) {
    const fitted = answerCalibration(seeds, base);
    const line = answerSourceLine(seeds, base);
    const out = resolve("lib/island/regime/calibration-replayed.json");
    const rs = [...new Set(seeds.map((s) => s.round))];
    const json = { fittedOn: `real rounds ${rs.join(",")} replayed, ${QUERIES} planned queries, sim seed ${seed}`, answerLogRatios: fitted.answerLogRatios, byFitScore: line };
    writeFileSync(out, JSON.stringify(json, null, 2) + "\n");
    console.log(`# wrote ${out}`);
  }
  console.log(`replayed-real${queries === QUERIES ? "" : ` queries ${queries}`} estimate-mae ${f2(v.mae)} coverage ${f2(v.coverage)} width ${f2(v.width)}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
