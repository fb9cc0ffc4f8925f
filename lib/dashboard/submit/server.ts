// Sending a seed's tensor to the service and the team's submission history.
import "server-only";
export { listSubmissionHistory } from "./submission-log";
export { submitSeed } from "./submit-seed";
