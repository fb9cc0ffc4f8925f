import "server-only";
import { listObservations, saveObservation } from "./observation-store";
import { markRecovered, readRecovery, recoveryDir } from "./recovery";

/**
 * Moves a round's journaled answers that have no "stored" line into the database. A row already
 * there under the key (the crash came after the row was written) is left as it is, so nothing is
 * imported twice. Returns how many answers are still only in the journal (the database refused).
 */
export async function importRecovered({ teamKey, roundId }: { teamKey: string; roundId: string }, dir = recoveryDir()): Promise<{ imported: number; unrecovered: number }> {
  const pending = await readRecovery({ teamKey, roundId }, dir);
  if (pending.length === 0) return { imported: 0, unrecovered: 0 };
  const known = new Set((await listObservations({ teamKey, roundId })).map((o) => o.idempotency_key));
  let imported = 0;
  let unrecovered = 0;
  for (const line of pending) {
    if (!known.has(line.idempotency_key)) {
      try {
        await saveObservation({ teamKey, roundId, seedIndex: line.seed_index, idempotencyKey: line.idempotency_key, response: line.response, at: new Date(line.at) });
        imported++;
      } catch {
        unrecovered++;
        continue;
      }
    }
    // A failed mark is harmless: the next load finds the row and marks it again.
    await markRecovered(line, dir).catch(() => undefined);
  }
  return { imported, unrecovered };
}
