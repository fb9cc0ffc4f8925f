import "server-only";
import { scoreSeed } from "@/lib/island/score";
import { playBaseline } from "../practice/baseline";
import { groundTruthAsync } from "../engine";
import {
  getGroundTruth,
  groundTruthSeeds,
  saveGroundTruth,
  saveResultsAndComplete,
  submissionsOfRound,
} from "../play/play-store";
import { roundResults } from "./results";
import { roundWorld, selectRound, type RoundRow } from "./rounds-store";
import { derivedSeed } from "../play/seeds";
import { notifyScoring } from "./scoring-events";

/** Monte-Carlo runs per seed for the ground truth, as in the real service. */
export const GROUND_TRUTH_RUNS = 200;

/** The model baseline's play. It is a reference, not a team: if it cannot play, the round is scored without it. */
async function playBaselineOrLog(round: RoundRow): Promise<void> {
  await playBaseline(round).catch((err) =>
    console.error(`[island-emulator] the model baseline could not play round ${round.roundNumber}: ${err instanceof Error ? err.message : String(err)}`),
  );
}

/** One seed's ground truth, computed and stored (a second store of the same seed is a no-op). */
async function computeGroundTruth(round: RoundRow, seed: number): Promise<void> {
  const world = roundWorld(round);
  const gt = await groundTruthAsync(
    world.simStates[seed],
    world.params,
    GROUND_TRUTH_RUNS,
    derivedSeed(round.id, "ground-truth", seed),
    world.fortunes?.[seed],
  );
  await saveGroundTruth(round.id, seed, gt, GROUND_TRUTH_RUNS);
}

/**
 * One step of the work a round's scoring will need that does not depend on what the teams do:
 * the next seed's ground truth, then the model baseline's play. Done while the round is open, it
 * leaves Finish only the scores to compute. Both are seeded from the round alone, so the results
 * are the same whenever they are computed. Returns whether more steps remain; does nothing once
 * the round is no longer active (its scoring job does the rest).
 */
export async function prepareScoringStep(roundId: string): Promise<boolean> {
  const round = await selectRound(roundId);
  if (!round || round.status !== "active" || round.closesAt <= Date.now()) return false;
  const done = await groundTruthSeeds(roundId);
  const next = Array.from({ length: round.seedsCount }, (_, i) => i).find((seed) => !done.has(seed));
  if (next !== undefined) {
    await computeGroundTruth(round, next);
    return true;
  }
  if (round.baseline) await playBaselineOrLog(round);
  return false;
}

/**
 * Finishes a round in scoring: the model baseline's play (practice rounds), ground truth per seed
 * (each stored as soon as it is computed, so a restart resumes where it stopped), then every
 * team's scores and ranks, then `completed`.
 */
export async function scoreRound(roundId: string): Promise<void> {
  const round = await selectRound(roundId);
  if (!round || round.status !== "scoring") return;
  if (round.baseline) await playBaselineOrLog(round);
  const done = await groundTruthSeeds(roundId);
  for (let seed = 0; seed < round.seedsCount; seed++) {
    if (done.has(seed)) continue;
    await computeGroundTruth(round, seed);
    done.add(seed);
    notifyScoring({ roundId, status: "scoring", seedsDone: done.size, seedsCount: round.seedsCount, error: null });
  }
  const truths: number[][][][] = [];
  for (let seed = 0; seed < round.seedsCount; seed++) {
    const gt = await getGroundTruth(roundId, seed);
    if (!gt) throw new Error(`ground truth of seed ${seed} is missing`);
    truths.push(gt);
  }
  const seedScores = (await submissionsOfRound(roundId)).map((s) => ({
    teamId: s.teamId,
    seedIndex: s.seedIndex,
    score: scoreSeed(truths[s.seedIndex], JSON.parse(s.prediction) as number[][][]),
  }));
  const results = roundResults(round.seedsCount, seedScores);
  await saveResultsAndComplete(
    roundId,
    seedScores,
    results.map((r) => ({
      teamId: r.teamId,
      roundScore: r.roundScore,
      seedScores: JSON.stringify(r.seedScores),
      rank: r.rank,
      totalTeams: r.totalTeams,
    })),
  );
  notifyScoring({ roundId, status: "completed", seedsDone: round.seedsCount, seedsCount: round.seedsCount, error: null });
}
