import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ModelParams } from "../../lib/island/model";
import { combineMembers, DEFAULT_TRAIN_OPTIONS, trainAndCalibrate, type TrainOptions } from "../../lib/island/model/train";
import { toTrainingRounds } from "./common";
import type { RoundData } from "./load";

/**
 * Leave-one-round-out models: trained on every round with ground truth but the held one. Each
 * network of an ensemble is trained (and cached in `cache`) on its own, keyed by its own options,
 * so benchmarks that need the same model share one training.
 */
export function loroModel(held: number, rounds: readonly RoundData[], options: Partial<TrainOptions>, cache?: string): ModelParams {
  const members = options.members ?? DEFAULT_TRAIN_OPTIONS.members;
  if (members.length === 0) return loroNetwork(held, rounds, options, cache);
  return combineMembers(members.map((m) => loroNetwork(held, rounds, { ...options, ...m }, cache)));
}

function loroNetwork(held: number, rounds: readonly RoundData[], options: Partial<TrainOptions>, cache?: string): ModelParams {
  const { members: _ensemble, ...keyed } = options;
  const key = `loro-${held}-${Buffer.from(JSON.stringify(keyed)).toString("base64url")}.json`;
  if (cache && existsSync(join(cache, key))) return JSON.parse(readFileSync(join(cache, key), "utf8")) as ModelParams;
  const model = trainAndCalibrate(toTrainingRounds(rounds.filter((o) => o.number !== held)), { ...keyed, members: [] });
  if (cache) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, key), JSON.stringify(model));
  }
  return model;
}
