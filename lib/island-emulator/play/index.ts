// A team's play in a round: its budget, queries and submissions (spent atomically), what /simulate
// shows of a run through a viewport, simulation seeds, and the answers recorded for the dashboard.
import "server-only";
export { getBudget, observationsOf, spendQueryAndRecord, upsertSubmission } from "./play-store";
export { recordedAnswers, type RecordedAnswer } from "./answer-record";
export { clampViewport, cropGrid, insideViewport } from "./viewport";
export { derivedSeed, randomSeed } from "./seeds";
