// Spending queries: a query's spend and its journal, the observations it bought, and the recovery of
// answers a crash or a lost connection left unstored (lost answers). Pure and client-safe here;
// the stores, journal and reconciliation are in ./server.
export { spendQuery, type SpendResult } from "./spend-query";
export { describeLostAnswer, lostAnswersSummary } from "./lost-answers";
export type { StoredObservation } from "./observation-store";
export type { LostAnswer } from "./recovery";
export type { ServiceRecord } from "./spend-reconcile";
