// The service's HTTP face: routing and handlers, tokens and sign-in, teams and users, rate limits,
// bounded request bodies, error responses, the JSON of rounds, and the admin API.
import "server-only";
export { handleIslandRequest, EMULATOR_PREFIX } from "./http";
export { createTeam, ensureTeam, createUser, listTeams } from "./teams";
export { signAccessToken } from "./tokens";
