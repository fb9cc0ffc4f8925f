/**
 * Learns the island prediction model from every round with ground truth in a data folder and
 * writes the parameters the product ships with.
 *
 *   npm run train:island -- [--data ../shared/island-rounds] [--out lib/island/model/params.json] [--rounds 1-17]
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { trainAndCalibrate } from "../lib/island/model/train";
import { loadRounds, parseRoundRange } from "./island-bench/load";
import { toTrainingRounds, trainOptionsFromArgs } from "./island-bench/common";

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const dataDir = resolve(process.cwd(), arg("data", "../shared/island-rounds"));
const out = resolve(process.cwd(), arg("out", "lib/island/model/params.json"));
const spec = arg("rounds", "");
const rounds = toTrainingRounds(loadRounds(dataDir, parseRoundRange(spec || undefined)));
if (rounds.length === 0) {
  console.error(`no rounds with ground truth in ${dataDir}`);
  process.exit(1);
}
const started = Date.now();
const model = trainAndCalibrate(rounds, { ...trainOptionsFromArgs(process.argv), log: (line) => console.log(line) });
writeFileSync(out, JSON.stringify(model) + "\n");
console.log(
  `trained on rounds ${model.training.rounds.join(",")} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `temperature ${model.temperature}, floor ${model.floor}; wrote ${out}`,
);
