import { redactSummary } from "@/lib/accounting/redact";
import { storageProblem } from "@/lib/db/storage-error";
import { IslandApiError } from "@/lib/island";

export type ServiceProblem = { title: string; message: string; action: string; status?: number };

/**
 * Turns a failed island-service call into words a team member can act on. The message quotes the
 * service's answer, which may echo the team's token: it is shown as a short redacted summary.
 */
export function describeServiceError(err: unknown): ServiceProblem {
  const storage = storageProblem(err);
  if (storage) return { title: storage.title, message: storage.message, action: storage.action, status: storage.status };
  if (!(err instanceof IslandApiError)) {
    return {
      title: "Something went wrong",
      message: redactSummary(err instanceof Error ? err.message : String(err)),
      action: "Reload the page. If it keeps happening, check the server log.",
    };
  }
  const message = redactSummary(err.detail || err.message);
  const base = { message, status: err.status || undefined };
  switch (err.kind) {
    case "auth":
      return { ...base, title: "Your session's token was refused", action: "Sign out and sign in again with a fresh team token." };
    case "forbidden":
      return { ...base, title: "Not on a team", action: "This token's user is not on a team: join a team, then sign in again." };
    case "not_found":
      return { ...base, title: "Not found", action: "The round may have been removed. Go back to the rounds list." };
    case "budget_exhausted":
      return { ...base, title: "Query budget used up", action: "No queries are left this round; you can still adjust priors and submit." };
    case "rate_limited":
      return { ...base, title: "Too many requests", action: "Wait a second and try again." };
    case "validation":
    case "bad_request":
      return { ...base, title: "The service refused the request", action: "Check the round is still active and the input is valid." };
    case "network":
      return { ...base, title: "The island service is unreachable", action: "Check the network or ISLAND_API_URL, then reload." };
    default:
      return { ...base, title: "The island service had a problem", action: "Try again in a moment." };
  }
}

export type Loaded<T> = { ok: true; data: T } | { ok: false; problem: ServiceProblem };

/** Awaits a service call, turning a failure into a problem a page can show. */
export async function load<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (err) {
    return { ok: false, problem: describeServiceError(err) };
  }
}

/**
 * A failed read or write of the team's saved work: the storage problem in plain words, or, for
 * anything else, a message without the failing statement (its SQL is for the server log only).
 */
export function describeStorageError(err: unknown, verb: "save" | "read" = "save"): ServiceProblem {
  const storage = storageProblem(err);
  if (storage) return { title: storage.title, message: storage.message, action: storage.action, status: storage.status };
  console.error(`[dashboard] could not ${verb} the team's work:`, err);
  return {
    title: verb === "save" ? "Could not save" : "Saved work could not be read",
    message: `The server could not ${verb} it; the reason is in the server log.`,
    action: "Try again; if it keeps failing, ask the operator to look at the server log.",
  };
}
