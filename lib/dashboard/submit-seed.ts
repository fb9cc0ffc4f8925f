import "server-only";
import type { Tensor } from "@/lib/island";
import { listAdjustments } from "./adjustment-store";
import { listObservations } from "./observation-store";
import { listPins } from "./pin-store";
import { describeServiceError, type ServiceProblem } from "./service-error";
import { logSubmission } from "./submission-log";
import { modelPrediction, submissionTensor } from "./submission-tensor";
import type { TeamContext } from "./team-client";

export type SubmitSeedResult =
  | { ok: true; seedIndex: number; submittedAt: string | null }
  | { ok: false; seedIndex: number; problem: ServiceProblem };

// The model runs once per set of observations: "submit all" calls this five times in a row.
const predictionCache = new Map<string, Tensor[]>();

/**
 * Submits one seed: the model's prediction from the team's stored observations and pinned rates
 * with the team's enabled adjustments, validated before it is sent; the log keeps the pins. The service keeps only the last submission.
 */
export async function submitSeed(ctx: TeamContext, roundId: string, seedIndex: number): Promise<SubmitSeedResult> {
  const { client, teamKey } = ctx;
  let observationCount = 0;
  let adjustmentCount = 0;
  let pinsJson: string | null = null;
  try {
    const [round, observations, adjustments, pins] = await Promise.all([
      client.getRound(roundId),
      listObservations({ teamKey, roundId }),
      listAdjustments({ teamKey, roundId }),
      listPins({ teamKey, roundId }),
    ]);
    pinsJson = pins.length ? JSON.stringify(pins.map(({ rate, value, likeRound, setBy }) => ({ rate, value, likeRound, setBy }))) : null;
    observationCount = observations.length;
    adjustmentCount = adjustments.filter((a) => a.enabled && a.seeds.includes(seedIndex)).length;
    if (seedIndex >= round.seeds_count) {
      return { ok: false, seedIndex, problem: { title: "No such seed", message: `This round has ${round.seeds_count} seeds.`, action: "Pick another seed." } };
    }
    const cacheKey = `${teamKey}|${roundId}|${observations.length}|${observations.at(-1)?.id ?? 0}|${pinsJson ?? ""}`;
    let prediction = predictionCache.get(cacheKey);
    if (!prediction) {
      prediction = modelPrediction(round, observations, pins);
      predictionCache.clear();
      predictionCache.set(cacheKey, prediction);
    }
    const { tensor, error } = submissionTensor(round, prediction[seedIndex], seedIndex, adjustments);
    if (error) {
      await logSubmission({ teamKey, roundId, seedIndex, status: "rejected", message: error, observationCount, adjustmentCount, pins: pinsJson }).catch(() => {});
      return {
        ok: false,
        seedIndex,
        problem: { title: "The prediction is not valid", message: error, action: "Check the adjustments of this seed, then submit again." },
      };
    }
    await client.submit({ round_id: roundId, seed_index: seedIndex, prediction: tensor });
    await logSubmission({ teamKey, roundId, seedIndex, status: "accepted", message: null, observationCount, adjustmentCount, pins: pinsJson }).catch(() => {});
    // The accepted time is the service's own record.
    const mine = await client.getMyPredictions(roundId).catch(() => []);
    const submittedAt = mine.find((p) => p.seed_index === seedIndex)?.submitted_at ?? new Date().toISOString();
    return { ok: true, seedIndex, submittedAt };
  } catch (err) {
    const problem = describeServiceError(err);
    await logSubmission({ teamKey, roundId, seedIndex, status: "failed", message: problem.message, observationCount, adjustmentCount, pins: pinsJson }).catch(() => {});
    return { ok: false, seedIndex, problem };
  }
}
