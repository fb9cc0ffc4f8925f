// Stored round reviews and the team's review of all its rounds.
import "server-only";
export { ensureRoundReview } from "./review-store";
export { teamRoundsReview } from "./rounds-review";
