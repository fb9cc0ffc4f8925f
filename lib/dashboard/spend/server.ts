// The server side of spending: the spend journal, stored observations and their reconciliation.
import "server-only";
export { listObservations } from "./observation-store";
export { spendStore } from "./spend-store";
export { reconcileSpends } from "./spend-reconcile";
