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
import { roundWorld, selectRound } from "./rounds-store";
import { derivedSeed } from "../play/seeds";
import { notifyScoring } from "./scoring-events";

/** Monte-Carlo runs per seed for the ground truth, as in the real service. */
export const GROUND_TRUTH_RUNS = 200;

/**
 * Finishes a round in scoring: the model baseline's play (practice rounds), ground truth per seed
 * (each stored as soon as it is computed, so a restart resumes where it stopped), then every
 * team's scores and ranks, then `completed`.
 */
export async function scoreRound(roundId: string): Promise<void> {
  const round = await selectRound(roundId);
  if (!round || round.status !== "scoring") return;
  if (round.baseline) {
    // The baseline is a reference, not a team: if it cannot play, the round is scored without it.
    await playBaseline(round).catch((err) =>
      console.error(`[island-emulator] the model baseline could not play round ${round.roundNumber}: ${err instanceof Error ? err.message : String(err)}`),
    );
  }
  const world = roundWorld(round);
  const done = await groundTruthSeeds(roundId);
  for (let seed = 0; seed < round.seedsCount; seed++) {
    if (done.has(seed)) continue;
    const gt = await groundTruthAsync(
      world.simStates[seed],
      world.params,
      GROUND_TRUTH_RUNS,
      derivedSeed(roundId, "ground-truth", seed),
      world.fortunes?.[seed],
    );
    await saveGroundTruth(roundId, seed, gt, GROUND_TRUTH_RUNS);
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
