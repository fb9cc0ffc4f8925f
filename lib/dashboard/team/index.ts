// The team: who the signed-in member's team is, members' names (cleaned for display), and the live
// stream of teammates' changes. Pure and client-safe here; the team's service client and the event
// stream are in ./server.
export { findOwnTeamId } from "./own-team";
export { memberNameSchema, cleanMemberName } from "./member-name";
export type { TeamContext } from "./team-client";
