/**
 * What the after-the-round review adds to a round's completion: for real rounds (their logged
 * observations and published ground truth, 5 seeds), a submission per seed made with three pin
 * sets by three members and three adjustments, then `reviewRound` timed — the model alone, the
 * rebuild of each submission, each edit left out, the estimate verdict and the loss split.
 * Fetching the analyses from the service is not counted (network, not computing).
 *
 *   npm run --silent bench:attribution -- [--rounds 2-4] [--repeat 3] [--data ../shared/island-rounds]
 *
 * Prints one line per round (cold: the first review of the process, warm: the median of the
 * repeats), in CPU time of this process (user + system: what the review costs, whatever else the
 * machine runs) and wall time, and a last line `review-cpu-ms-max X target 2000 (load L)`.
 */
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { RATE_NAMES } from "../lib/island/model/latent";
import { mulberry32 } from "../lib/island/model/sample";
import type { AdjustmentBody } from "../lib/dashboard/edits/adjust";
import { reviewRound, type SeedInput } from "../lib/dashboard/review/round-review";
import type { RecordedAdjustment, RecordedPin } from "../lib/dashboard/edits/submission-edits";
import { modelPrediction, submissionTensor } from "../lib/dashboard/submit/submission-tensor";
import { scoreSeed } from "../lib/island/score";
import { loadRounds, parseRoundRange } from "./island-bench/load";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dataDir = resolve(process.cwd(), arg("data") ?? "../shared/island-rounds");
const range = parseRoundRange(arg("rounds") ?? "2-4");
const repeat = Math.max(1, Number(arg("repeat") ?? 3));
if (!range) {
  console.error("--rounds must be N or N-M");
  process.exit(2);
}

const rounds = loadRounds(dataDir, range).filter((r) => r.groundTruth && r.observations?.length);
if (rounds.length === 0) {
  console.error(`No round with ground truth and logged observations in ${dataDir}`);
  process.exit(1);
}

const t = (min: number) => new Date(Date.UTC(2026, 10, 27, 20, min)).toISOString();
let worst = 0;
for (const data of rounds) {
  const { round } = data;
  const observations = data.observations!;
  const rng = mulberry32(data.number);
  // Three members pin a few rates each, at different times: three pin sets to leave out one by one.
  const members = ["Eirik", "Astrid", "Sigrid"];
  const pins: RecordedPin[] = RATE_NAMES.map((rate, i) => ({ rate, value: 0.05 + 0.4 * rng(), likeRound: null, setBy: members[i % 3], at: t(10 + (i % 3) * 5) }));
  const adjustment = (id: string, x: number, y: number, weights: number[]): RecordedAdjustment => {
    const body: AdjustmentBody = { label: "", seeds: [0, 1, 2, 3, 4], region: { kind: "rect", x, y, w: 8, h: 8 }, mode: "weights", weights, target: [1, 0, 0, 0, 0, 0], strength: 1 };
    return { id, body, by: members[0], at: t(30) };
  };
  const adjustments = [adjustment("a", 4, 4, [1, 1.8, 1, 1, 1, 1]), adjustment("b", 20, 10, [1, 1, 1, 1, 0.6, 1]), adjustment("c", 10, 25, [0.7, 1, 1, 1.3, 1, 1])];
  // The submissions, built the way the dashboard builds them.
  const pinned = modelPrediction(round, observations, RATE_NAMES.map((rate, i) => ({ rate, value: pins[i].value })));
  const seeds: SeedInput[] = round.initial_states.map((_, s) => {
    const prediction = submissionTensor(round, pinned[s], s, adjustments.map((a) => ({ ...a.body, id: a.id, enabled: true }))).tensor;
    const truth = data.groundTruth![s];
    return {
      seedIndex: s,
      truth,
      prediction,
      score: scoreSeed(truth, prediction),
      record: { observationCount: observations.length, edits: { pins, adjustments }, expected: { mean: 90, lo: 86, hi: 93 } },
    };
  });
  const cpu: number[] = [];
  const wall: number[] = [];
  let review = null;
  for (let k = 0; k <= repeat; k++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    review = reviewRound(round, observations, seeds);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  const cold = cpu[0];
  const warm = median(cpu.slice(1));
  worst = Math.max(worst, cold, warm);
  const edits = review!.seeds[0].edits!.length;
  console.log(
    `round ${data.number}: ${round.seeds_count} seeds, ${observations.length} queries, ${edits} edits a seed; review CPU ${cold.toFixed(0)} ms cold, ${warm.toFixed(0)} ms warm (wall ${wall[0].toFixed(0)} / ${median(wall.slice(1)).toFixed(0)} ms); ` +
      `model alone ${review!.alone.toFixed(1)} submitted ${review!.submitted.toFixed(1)}`,
  );
}
console.log(`review-cpu-ms-max ${worst.toFixed(0)} target 2000 (load ${loadavg()[0].toFixed(1)} on this machine)`);
