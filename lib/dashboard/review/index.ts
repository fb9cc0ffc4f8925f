// The review after a round: what each edit was worth (leave-one-out attribution), each seed's
// analysis and worst regions, the rounds-review table and the words that describe them. Pure and
// client-safe here; the stored reviews are in ./server.
export { reviewRound, type RoundReview, type SeedReview, type SeedInput } from "./round-review";
export { summariseSeed, type SeedAnalysis } from "./seed-analysis";
export { roundsReviewCsv, type RoundsReviewRow } from "./rounds-review-rows";
export { describeGap } from "./worst-regions";
export { describeDifference, describeEditCounts, describeEditWorth, describeEstimate, describeLooked, signed } from "./review-words";
