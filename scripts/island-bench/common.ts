import type { TrainingRound } from "../../lib/island/model/train";
import type { RoundData } from "./load";

/** Rounds that can train the model: those with ground truth. */
export function toTrainingRounds(rounds: readonly RoundData[]): TrainingRound[] {
  return rounds
    .filter((r) => r.groundTruth !== null)
    .map((r) => ({ round: r.round, groundTruth: r.groundTruth as number[][][][], observations: r.observations }));
}
