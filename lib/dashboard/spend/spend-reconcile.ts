import "server-only";
import type { RecordedAnswer } from "@/lib/island-emulator/play/answer-record";
import { clampViewport } from "@/lib/island-emulator/play/viewport";
import { listObservations, saveObservation } from "./observation-store";
import { appendSettled, markRecovered, readJournal, recoveryDir, type IntentLine, type LostAnswer } from "./recovery";
import { importRecovered } from "./recovery-import";
import { inFlightCount, isInFlight } from "./spend-inflight";

/**
 * After a crash: every query the journal says was asked for, with no answer stored, is settled
 * against the service's own record.
 *
 * - On the embedded emulator the answer itself is there (the emulator records each answer in the
 *   transaction that charges it): it is stored under the click's key, so a retried click replays it.
 * - Against an external service only the count is known (`queries_used` of the round): if it is
 *   higher than the answers stored, those intents were charged and their answers are lost; they are
 *   recorded as lost and named to the user. If it is not, nothing was charged.
 */

export type ServiceRecord =
  | { kind: "emulator"; answers: () => Promise<RecordedAnswer[]> }
  | { kind: "service"; queriesUsed: () => Promise<number> };

export type ReconcileResult = {
  /** Journaled answers moved into the database. */
  imported: number;
  /** Journaled answers the database still refuses. */
  unrecovered: number;
  /** Answers taken from the emulator's record. */
  recovered: number;
  /** Intents the service never charged. */
  notSpent: number;
  /** Every charged query whose answer is gone (this load's and earlier ones'). */
  lost: LostAnswer[];
};

const sameWindow = (a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }) =>
  a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

export async function reconcileSpends({ teamKey, roundId }: { teamKey: string; roundId: string }, source: ServiceRecord, dir = recoveryDir()): Promise<ReconcileResult> {
  const { imported, unrecovered } = await importRecovered({ teamKey, roundId }, dir);
  const journal = await readJournal({ teamKey, roundId }, dir);
  const result: ReconcileResult = { imported, unrecovered, recovered: 0, notSpent: 0, lost: journal.lost };
  // An intent of a spend running in this process is not orphaned: its answer is on its way.
  const orphans = journal.open.filter((i) => !isInFlight(teamKey, i.idempotency_key));
  if (orphans.length === 0) return result;

  const rows = await listObservations({ teamKey, roundId });
  const keys = new Set(rows.map((r) => r.idempotency_key));
  const pending: IntentLine[] = [];
  for (const o of orphans) {
    // The row is in (the crash came after it): only the mark is missing.
    if (keys.has(o.idempotency_key)) await markRecovered(o, dir).catch(() => undefined);
    else pending.push(o);
  }
  if (pending.length === 0) return result;
  pending.sort((a, b) => a.at.localeCompare(b.at));
  const known = new Set(rows.map((r) => r.queries_used));
  const settle = (o: IntentLine, settled: "not_spent" | "lost", counts: { charged?: number; asked?: number } = {}) =>
    appendSettled({ settled, team_key: teamKey, round_id: roundId, idempotency_key: o.idempotency_key, ...counts }, dir);

  if (source.kind === "emulator") {
    const candidates = (await source.answers()).filter((a) => !known.has(a.queryNumber));
    const taken = new Set<number>();
    for (const o of pending) {
      const match = candidates.find(
        (a) =>
          !taken.has(a.queryNumber) &&
          a.seedIndex === o.seed_index &&
          sameWindow(clampViewport(o.viewport, a.response.width, a.response.height), a.response.viewport),
      );
      if (!match) {
        // The emulator charges and records in one transaction: no record, no charge.
        await settle(o, "not_spent");
        result.notSpent++;
        continue;
      }
      taken.add(match.queryNumber);
      await saveObservation({ teamKey, roundId, seedIndex: o.seed_index, idempotencyKey: o.idempotency_key, response: match.response, at: match.createdAt, spentBy: o.who ?? null });
      await markRecovered(o, dir).catch(() => undefined);
      result.recovered++;
    }
    return result;
  }

  let used: number;
  try {
    used = await source.queriesUsed();
  } catch {
    return result; // the service cannot say now: the intents stay open for the next load
  }
  let missing = 0;
  for (let q = 1; q <= used; q++) if (!known.has(q)) missing++;
  // Spends of this team running now are charged upstream but not stored yet, and queries settled
  // as lost by an earlier load are counted already (each group of `asked` lines had `charged`).
  const settledLost = Math.round(journal.lost.reduce((n, l) => n + (l.charged ?? 1) / (l.asked ?? 1), 0));
  missing = Math.max(0, missing - inFlightCount(teamKey, roundId) - settledLost);
  if (missing === 0) {
    for (const o of pending) await settle(o, "not_spent");
    result.notSpent += pending.length;
    return result;
  }
  const counts = { charged: Math.min(missing, pending.length), asked: pending.length };
  for (const o of pending) {
    await settle(o, "lost", counts);
    result.lost = [...result.lost, { ...o, ...counts }];
  }
  return result;
}
