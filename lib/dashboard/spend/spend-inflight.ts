/**
 * The spends this process is running now. Reconciliation after a crash looks only at intents
 * that are not here: an intent here is not orphaned, its spend is still waiting for its answer.
 * Kept on globalThis so Next's duplicated module copies share one registry.
 */

type Running = { teamKey: string; roundId: string };

const g = globalThis as unknown as { __spendsInFlight?: Map<string, Running> };
const registry = (g.__spendsInFlight ??= new Map());

const slot = (teamKey: string, key: string) => `${teamKey}\u0000${key}`;

export function beginSpend(teamKey: string, roundId: string, idempotencyKey: string): () => void {
  const s = slot(teamKey, idempotencyKey);
  registry.set(s, { teamKey, roundId });
  return () => registry.delete(s);
}

export function isInFlight(teamKey: string, idempotencyKey: string): boolean {
  return registry.has(slot(teamKey, idempotencyKey));
}

/** How many of the team's spends in this round are running now. */
export function inFlightCount(teamKey: string, roundId: string): number {
  let n = 0;
  for (const r of registry.values()) if (r.teamKey === teamKey && r.roundId === roundId) n++;
  return n;
}
