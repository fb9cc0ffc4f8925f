import type { TrainingRound, TrainOptions } from "../../lib/island/model/train";
import type { RoundData } from "./load";

/** Rounds that can train the model: those with ground truth. */
export function toTrainingRounds(rounds: readonly RoundData[]): TrainingRound[] {
  return rounds
    .filter((r) => r.groundTruth !== null)
    .map((r) => ({ round: r.round, groundTruth: r.groundTruth as number[][][][], observations: r.observations }));
}

/**
 * Training overrides from the command line (for experiments; the defaults are what ships):
 * --epochs N --hidden 48,24 --draws N --variants N --lr X --rate-strength X --run-noise X
 * --single (one network instead of the ensemble), --members '[{}, {"seed": 7}]' (the ensemble's
 * networks as JSON overrides)
 */
export function trainOptionsFromArgs(argv: readonly string[]): Partial<TrainOptions> {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (name: string) => (get(name) === undefined ? undefined : Number(get(name)));
  const out: Partial<TrainOptions> = {};
  const set = <K extends keyof TrainOptions>(key: K, value: TrainOptions[K] | undefined) => {
    if (value !== undefined && !(typeof value === "number" && Number.isNaN(value))) out[key] = value;
  };
  set("epochs", num("epochs"));
  set("drawsPerEpoch", num("draws"));
  set("sampledVariants", num("variants"));
  set("learningRate", num("lr"));
  set("rateStrength", num("rate-strength"));
  set("seed", num("train-seed"));
  set("runNoise", num("run-noise"));
  if (argv.includes("--single")) out.members = [];
  const members = get("members");
  if (members) out.members = JSON.parse(members) as Partial<TrainOptions>[];
  const hidden = get("hidden");
  if (hidden) out.hidden = hidden.split(",").map(Number);
  return out;
}
