// Practice rounds: the practice team and its token, starting and finishing practice rounds,
// generated worlds, and the model baseline that plays every practice round.
import "server-only";
export { ensurePracticeSetup, getPracticeTeamToken, startPracticeRound, finishPracticeRound, scoringProgress, practiceRoundFacts, PRACTICE_TEAM_NAME } from "./practice";
export { generatedInitialStates, practiceHiddenState } from "./practice-world";
export { watchScoring, type ScoringStep } from "../rounds/scoring-events";
