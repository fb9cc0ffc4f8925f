/**
 * Does the first expected score a new round shows hold the final one? For N practice rounds as
 * the emulator makes them (generated maps; no query yet, or the planner's first `--queries`), runs the workspace's estimate as the
 * browser does (ExpectedRunner: the early figure from the first regimes drawn, then the final one)
 * and counts the rounds whose first figure's 80 % interval holds the final expected score.
 *
 *   npm run --silent bench:early-figure -- [--rounds 20] [--seed 1] [--calibration practice|real] [--queries 0]
 *
 * A row per round, then `early-figure coverage C of N shift-mean S` (S: mean |early − final|).
 * The figure the workspace shows first is what the runner reports first (runner's onEarly when it
 * sends one, the final figure otherwise).
 */
import { parseArgs } from "node:util";
import { ExpectedRunner, type ExpectedResult } from "../components/workspace/expected-run";
import { defaultModel } from "../lib/island/model";
import { plannedObservations, roundDetailOf } from "./practice-bench/play";
import { generatedInitialStates, practiceHiddenState } from "../lib/island-emulator/practice/practice-world";
import { viewRun } from "../lib/island-emulator/play/run-view";
import { withStarts } from "../lib/island-emulator/sim/starts";
import { derivedSeed } from "../lib/island-emulator/play/seeds";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "20" },
    seed: { type: "string", default: "1" },
    calibration: { type: "string", default: "practice" },
    queries: { type: "string", default: "0" },
  },
});
const rounds = Number(values.rounds);
const seed = Number(values.seed);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 200) throw new Error("--rounds must be an integer in 1..200");
if (!Number.isInteger(seed) || seed < 0) throw new Error("--seed must be a non-negative integer");
const queries = Number(values.queries);
if (!Number.isInteger(queries) || queries < 0 || queries > 50) throw new Error("--queries must be an integer in 0..50");
const kind = values.calibration === "real" ? "real" : "practice";

async function main() {
let held = 0;
let shift = 0;
const f = (r: ExpectedResult) => `${r.round.mean.toFixed(1)} (${r.round.lo.toFixed(1)}–${r.round.hi.toFixed(1)})`;
for (let i = 0; i < rounds; i++) {
  const mapSeed = derivedSeed(seed, "early-figure", i);
  const states = generatedInitialStates(mapSeed);
  const round = roundDetailOf(states, `practice-${mapSeed}`);
  // The planner's first `queries` queries, answered by runs of the round's drawn hidden state.
  const hidden = practiceHiddenState(mapSeed, states, {});
  const simStates = states.map((s, k) => withStarts(s, hidden.starts[k]));
  const observations = await plannedObservations(
    round,
    queries,
    (q, used) => viewRun(simStates[q.seed_index], hidden.params, q, derivedSeed(mapSeed, "baseline", used), hidden.fortunes[q.seed_index]),
    defaultModel(),
  );
  const runner = new ExpectedRunner(round, kind);
  let first: ExpectedResult | null = null;
  const final = await runner.run({ runId: 1, observations, pins: {}, adjustments: [] }, () => {}, () => false, (early) => (first ??= early));
  if (!final) throw new Error("run was interrupted");
  const shown = first ?? final;
  const ok = final.round.mean >= shown.round.lo - 1e-9 && final.round.mean <= shown.round.hi + 1e-9;
  held += ok ? 1 : 0;
  shift += Math.abs(shown.round.mean - final.round.mean);
  console.log(`round ${i + 1} map ${mapSeed} first ${f(shown)}${first ? "" : " (final)"} final ${f(final)} ${ok ? "held" : "MISSED"}`);
}
console.log(`early-figure coverage ${held} of ${rounds} shift-mean ${(shift / rounds).toFixed(2)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
