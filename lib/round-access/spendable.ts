import { IslandApiError, type RoundStatus } from "@/lib/island";
import { describeServiceError, type ServiceProblem } from "@/lib/dashboard/service-error";

/*
 * Whether a team may spend queries on a round: the service knows it (for this team) and it is
 * active. Asked before a spend writes its journal. An open round is remembered for a minute per
 * team, so a burst of clicks asks the service once; a refusal is not remembered (a round that
 * opens is usable at once).
 */

const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 1_000;

/** teamKey + round id → when the round was last seen active. Insertion order is age order. */
const open = new Map<string, number>();

export type GetRound = (roundId: string) => Promise<{ status: RoundStatus }>;

export function spendableRound(teamKey: string, getRound: GetRound, now: () => number = Date.now) {
  return async (roundId: string): Promise<ServiceProblem | null> => {
    const key = `${teamKey}\u0000${roundId}`;
    const seen = open.get(key);
    if (seen !== undefined && now() - seen < REMEMBER_MS) return null;
    open.delete(key);
    let status: RoundStatus;
    try {
      status = (await getRound(roundId)).status;
    } catch (err) {
      if (err instanceof IslandApiError && err.kind === "not_found") {
        return { title: "Round not found", message: "The service has no such round for your team.", action: "Go back to the rounds.", status: 404 };
      }
      return describeServiceError(err);
    }
    if (status !== "active") {
      return { title: "The round is not open", message: `The round is ${status}: queries are spent only while it is active.`, action: "Go back to the rounds.", status: 409 };
    }
    open.set(key, now());
    if (open.size > MAX_REMEMBERED) open.delete(open.keys().next().value!);
    return null;
  };
}
