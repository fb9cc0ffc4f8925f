import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { dashboardPins, type DashboardPinRow } from "@/lib/db/schema";
import { storedPinSchema, type Pin, type PinInput } from "@/lib/island/regime/pins";

/** The team's regime pins of a round, shared by everyone on the team (keyed by teamKey). */

function toPin(row: DashboardPinRow): Pin | null {
  const parsed = storedPinSchema.safeParse({
    rate: row.rate,
    value: row.value,
    likeRound: row.likeRound ?? null,
    setBy: row.setBy ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });
  // A rate the model no longer reads is left out rather than failing the whole list.
  return parsed.success ? parsed.data : null;
}

export async function listPins({ teamKey, roundId }: { teamKey: string; roundId: string }): Promise<Pin[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(dashboardPins)
    .where(and(eq(dashboardPins.teamKey, teamKey), eq(dashboardPins.roundId, roundId)))
    .orderBy(asc(dashboardPins.id));
  return rows.map(toPin).filter((p): p is Pin => p !== null);
}

/** Sets (or replaces) the team's pin of one rate. */
export async function setPin({ teamKey, roundId, pin, setBy }: { teamKey: string; roundId: string; pin: PinInput; setBy: string | null }): Promise<Pin> {
  const db = await getDb();
  const now = new Date();
  const values = { value: pin.value, likeRound: pin.likeRound, setBy, updatedAt: now };
  await db
    .insert(dashboardPins)
    .values({ teamKey, roundId, rate: pin.rate, ...values })
    .onConflictDoUpdate({ target: [dashboardPins.teamKey, dashboardPins.roundId, dashboardPins.rate], set: values });
  return { ...pin, setBy, updatedAt: now.toISOString() };
}

/** Removes the pin of one rate (all of them when `rate` is omitted): the model reads it again. */
export async function clearPins({ teamKey, roundId, rate }: { teamKey: string; roundId: string; rate?: string }): Promise<void> {
  const db = await getDb();
  const where = [eq(dashboardPins.teamKey, teamKey), eq(dashboardPins.roundId, roundId)];
  if (rate) where.push(eq(dashboardPins.rate, rate));
  await db.delete(dashboardPins).where(and(...where));
}

/** Sets (or replaces) several pins at once, in one transaction: a reader sees all of them or none. */
export async function setPins({ teamKey, roundId, pins, setBy }: { teamKey: string; roundId: string; pins: readonly PinInput[]; setBy: string | null }): Promise<Pin[]> {
  const db = await getDb();
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const pin of pins) {
      const values = { value: pin.value, likeRound: pin.likeRound, setBy, updatedAt: now };
      await tx
        .insert(dashboardPins)
        .values({ teamKey, roundId, rate: pin.rate, ...values })
        .onConflictDoUpdate({ target: [dashboardPins.teamKey, dashboardPins.roundId, dashboardPins.rate], set: values });
    }
  });
  return pins.map((pin) => ({ ...pin, setBy, updatedAt: now.toISOString() }));
}
