/**
 * A request's accounting API calls counted for people: writes, calls the API refused (4xx) and
 * calls that failed without a usable answer (no answer at all, or a 5xx). Unlike the scorer's
 * 4xx count, a write that never reached the API is an error here too.
 */
const WRITES = new Set(["POST", "PUT", "DELETE", "PATCH"]);

export type CallSummary = { writes: number; rejected: number; failed: number };

export function summariseCalls(calls: readonly { method: string; status: number }[]): CallSummary {
  let writes = 0;
  let rejected = 0;
  let failed = 0;
  for (const c of calls) {
    if (WRITES.has(c.method)) writes++;
    if (c.status >= 400 && c.status < 500) rejected++;
    else if (c.status === 0 || c.status >= 500) failed++;
  }
  return { writes, rejected, failed };
}
