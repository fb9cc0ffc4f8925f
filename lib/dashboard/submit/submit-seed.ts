import "server-only";
import type { Tensor } from "@/lib/island";
import { pinsToOptions } from "@/lib/island/regime/pins";
import { listAdjustmentsWithAuthors } from "../edits/adjustment-store";
import { listObservations } from "../spend/observation-store";
import { listPins } from "../edits/pin-store";
import { adjustmentMismatch, type RecordedExpected, type ShownSubmission, type SubmissionEdits } from "../edits/submission-edits";
import { describeServiceError, type ServiceProblem } from "../service-error";
import { logSubmission } from "./submission-log";
import { modelPrediction, submissionTensor } from "./submission-tensor";
import type { TeamContext } from "../team/team-client";

export type SubmitSeedResult =
  | { ok: true; seedIndex: number; submittedAt: string | null }
  | { ok: false; seedIndex: number; problem: ServiceProblem };

// The model runs once per set of observations: "submit all" calls this five times in a row.
const predictionCache = new Map<string, Tensor[]>();

type Who = { shown?: ShownSubmission; who?: string | null };

/**
 * Submits one seed: the model's prediction from the team's stored observations and pinned rates
 * with the team's enabled adjustments, validated before it is sent. The service keeps only the
 * last submission; the log keeps what went into each (pins and adjustments with who made them
 * and when) and the expected score the screen showed for it.
 *
 * With `shown` (what the workspace said it sends), the pins sent are the ones on the screen — a
 * "Pin all rates" still being saved is sent as shown, not half-saved — and the adjustments must
 * match the stored ones, else the submit is refused rather than sending something unannounced.
 */
export async function submitSeed(ctx: TeamContext, roundId: string, seedIndex: number, { shown, who = null }: Who = {}): Promise<SubmitSeedResult> {
  const { client, teamKey } = ctx;
  let observationCount = 0;
  let adjustmentCount = 0;
  let pinsJson: string | null = null;
  let editsJson: string | null = null;
  let expectedJson: string | null = null;
  try {
    const [round, observations, stored, storedPins] = await Promise.all([
      client.getRound(roundId),
      listObservations({ teamKey, roundId }),
      listAdjustmentsWithAuthors({ teamKey, roundId }),
      listPins({ teamKey, roundId }),
    ]);
    const now = new Date().toISOString();
    // A shown pin the server already holds keeps its author and time; one still being saved is the submitter's, now.
    const pins = shown
      ? shown.pins.map((p) => {
          const held = storedPins.find((q) => q.rate === p.rate && Math.abs(q.value - p.value) < 1e-9);
          return { rate: p.rate, value: p.value, likeRound: p.likeRound, setBy: held ? held.setBy : who, updatedAt: held ? held.updatedAt : now };
        })
      : storedPins;
    pinsJson = pins.length ? JSON.stringify(pins.map(({ rate, value, likeRound, setBy }) => ({ rate, value, likeRound, setBy }))) : null;
    observationCount = observations.length;
    const adjustments = stored.filter((a) => a.enabled && a.seeds.includes(seedIndex));
    adjustmentCount = adjustments.length;
    const edits: SubmissionEdits = {
      pins: pins.map((p) => ({ rate: p.rate, value: p.value, likeRound: p.likeRound, setBy: p.setBy, at: p.updatedAt })),
      adjustments: adjustments.map(({ id, by, at, enabled: _e, ...body }) => ({ id, body, by, at })),
    };
    editsJson = JSON.stringify(edits);
    // The expected score is the one shown only when it was computed on what is sent now.
    const expected: RecordedExpected = shown?.expected && shown.observationCount === observations.length ? shown.expected : { pending: true };
    expectedJson = JSON.stringify(expected);
    if (seedIndex >= round.seeds_count) {
      return { ok: false, seedIndex, problem: { title: "No such seed", message: `This round has ${round.seeds_count} seeds.`, action: "Pick another seed." } };
    }
    const mismatch = shown ? adjustmentMismatch(shown.adjustments, adjustments) : null;
    if (mismatch) {
      const message = `Not sent: ${mismatch}.`;
      await logSubmission({ teamKey, roundId, seedIndex, status: "rejected", message, observationCount, adjustmentCount, pins: pinsJson, edits: editsJson, expected: expectedJson }).catch(() => {});
      return { ok: false, seedIndex, problem: { title: "The adjustments changed", message, action: "Check the adjustments list, then submit again." } };
    }
    const cacheKey = `${teamKey}|${roundId}|${observations.length}|${observations.at(-1)?.id ?? 0}|${JSON.stringify(pinsToOptions(pins))}`;
    let prediction = predictionCache.get(cacheKey);
    if (!prediction) {
      prediction = modelPrediction(round, observations, pins);
      predictionCache.clear();
      predictionCache.set(cacheKey, prediction);
    }
    const { tensor, error } = submissionTensor(round, prediction[seedIndex], seedIndex, adjustments);
    if (error) {
      await logSubmission({ teamKey, roundId, seedIndex, status: "rejected", message: error, observationCount, adjustmentCount, pins: pinsJson, edits: editsJson, expected: expectedJson }).catch(() => {});
      return {
        ok: false,
        seedIndex,
        problem: { title: "The prediction is not valid", message: error, action: "Check the adjustments of this seed, then submit again." },
      };
    }
    await client.submit({ round_id: roundId, seed_index: seedIndex, prediction: tensor });
    await logSubmission({ teamKey, roundId, seedIndex, status: "accepted", message: null, observationCount, adjustmentCount, pins: pinsJson, edits: editsJson, expected: expectedJson }).catch(() => {});
    // The accepted time is the service's own record.
    const mine = await client.getMyPredictions(roundId).catch(() => []);
    const submittedAt = mine.find((p) => p.seed_index === seedIndex)?.submitted_at ?? new Date().toISOString();
    return { ok: true, seedIndex, submittedAt };
  } catch (err) {
    const problem = describeServiceError(err);
    await logSubmission({ teamKey, roundId, seedIndex, status: "failed", message: problem.message, observationCount, adjustmentCount, pins: pinsJson, edits: editsJson, expected: expectedJson }).catch(() => {});
    return { ok: false, seedIndex, problem };
  }
}
