import "server-only";
import { findObservationByKey, saveObservation } from "./observation-store";
import { appendIntent, appendRecovery, appendSettled, markRecovered, recoveryDir } from "./recovery";
import type { SpendDeps } from "./spend-query";

/** Where a spend keeps its answer: the recovery journal in `dir`, then the database. */
export function spendStore(dir = recoveryDir()): Pick<SpendDeps, "find" | "save" | "intend" | "settleNotSpent" | "journal" | "markStored"> {
  return {
    find: findObservationByKey,
    save: saveObservation,
    intend: async (intent) => void (await appendIntent(intent, dir)),
    settleNotSpent: (intent) => appendSettled({ settled: "not_spent", team_key: intent.team_key, round_id: intent.round_id, idempotency_key: intent.idempotency_key }, dir),
    journal: (entry) => appendRecovery(entry, dir),
    markStored: (entry) => markRecovered(entry, dir),
  };
}
