import "server-only";
import { findObservationByKey, saveObservation } from "./observation-store";
import { appendRecovery, markRecovered, recoveryDir } from "./recovery";
import type { SpendDeps } from "./spend-query";

/** Where a spend keeps its answer: the recovery journal in `dir`, then the database. */
export function spendStore(dir = recoveryDir()): Pick<SpendDeps, "find" | "save" | "journal" | "markStored"> {
  return {
    find: findObservationByKey,
    save: saveObservation,
    journal: (entry) => appendRecovery(entry, dir),
    markStored: (entry) => markRecovered(entry, dir),
  };
}
