// Rounds and their life cycle: storage, creation (generated or from a real round), the clock and
// the scoring job, ground truth, scores and the leaderboard, and real rounds read from disk.
import "server-only";
export { startRound, closeRound, currentRound, currentRounds, scoringIdle, applyClock } from "./lifecycle";
export { createRound } from "./round-factory";
export { selectRound, selectRounds } from "./rounds-store";
export { startRealRound, offeredRealRounds, replayedRealRounds, realRoundNote, importRealRounds } from "./import-rounds";
