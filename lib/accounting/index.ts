// The accounting agent: `solve()` carries out one task against a Tripletex v2 API.
export { solve, parseSolveRequest, resolveToday, solveRequestSchema } from "./solve";
export type { SolveOptions, SolveOutcome, SolveRequest } from "./solve";
export { TripletexClient, TripletexApiError, TripletexNetworkError } from "./tripletex-client";
export type { CallRecord } from "./tripletex-client";
