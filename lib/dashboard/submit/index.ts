// Submitting a seed: the tensor sent (the model's prediction with pins and adjustments, floored),
// and the history of what was sent. Pure and client-safe here; sending and the log are in ./server.
export { modelPrediction, submissionTensor } from "./submission-tensor";
export type { SubmissionEntry } from "./submission-log";
export type { SubmitSeedResult } from "./submit-seed";
export { describePinsInWords, describeSeedQueries, seedQueriesAt } from "./history-words";
