// The server side of the team: its service client and the events published to teammates.
import "server-only";
export { getTeamContext, teamContextForToken } from "./team-client";
export { publishTeamEvent } from "./team-events";
export { teamEventStream } from "./team-event-stream";
export { pushScoringSteps } from "./scoring-push";
