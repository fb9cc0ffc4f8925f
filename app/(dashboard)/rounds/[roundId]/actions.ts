"use server";

import { z } from "zod";
import { VIEWPORT_MAX, VIEWPORT_MIN } from "@/lib/island";
import { adjustmentBodySchema, type Adjustment } from "@/lib/dashboard/adjust";
import { createAdjustment, deleteAdjustment, listAdjustments, updateAdjustment } from "@/lib/dashboard/adjustment-store";
import { listObservations, type StoredObservation } from "@/lib/dashboard/observation-store";
import { spendQuery, type SpendResult } from "@/lib/dashboard/spend-query";
import { spendStore } from "@/lib/dashboard/spend-store";
import { submitSeed, type SubmitSeedResult } from "@/lib/dashboard/submit-seed";
import { getTeamContext } from "@/lib/dashboard/team-client";

// Server actions of the round workspace: each resolves the team from the session, validates its
// input, then hands over to lib/dashboard.

const roundId = z.string().min(1).max(100);
const seedIndex = z.number().int().min(0).max(4);

type Refused = { ok: false; problem: { title: string; message: string; action: string } };
const invalid = (err: z.ZodError): Refused => ({
  ok: false,
  problem: { title: "Invalid request", message: z.prettifyError(err), action: "Reload the page and try again." },
});

const spendSchema = z.object({
  roundId,
  seedIndex,
  viewport: z.object({
    x: z.number().int().min(0),
    y: z.number().int().min(0),
    w: z.number().int().min(VIEWPORT_MIN).max(VIEWPORT_MAX),
    h: z.number().int().min(VIEWPORT_MIN).max(VIEWPORT_MAX),
  }),
  idempotencyKey: z.string().min(8).max(100),
});

/** Spends one query; the answer is in the database (or the recovery file) before this returns. */
export async function spendQueryAction(input: z.input<typeof spendSchema>): Promise<SpendResult | Refused> {
  const { client, teamKey } = await getTeamContext();
  const parsed = spendSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return spendQuery({ teamKey, ...parsed.data }, { simulate: (req) => client.simulate(req), ...spendStore() });
}

const submitSchema = z.object({ roundId, seedIndex });

export async function submitSeedAction(input: z.input<typeof submitSchema>): Promise<SubmitSeedResult | Refused> {
  const ctx = await getTeamContext();
  const parsed = submitSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return submitSeed(ctx, parsed.data.roundId, parsed.data.seedIndex);
}

export async function listObservationsAction(input: { roundId: string }): Promise<StoredObservation[]> {
  const { teamKey } = await getTeamContext();
  return listObservations({ teamKey, roundId: roundId.parse(input.roundId) });
}

export async function listAdjustmentsAction(input: { roundId: string }): Promise<Adjustment[]> {
  const { teamKey } = await getTeamContext();
  return listAdjustments({ teamKey, roundId: roundId.parse(input.roundId) });
}

type AdjustmentResult = { ok: true; adjustment: Adjustment } | Refused;

const createSchema = z.object({ roundId, body: adjustmentBodySchema });

export async function createAdjustmentAction(input: z.input<typeof createSchema>): Promise<AdjustmentResult> {
  const { teamKey } = await getTeamContext();
  const parsed = createSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return storageCall(async () => ({ ok: true, adjustment: await createAdjustment({ teamKey, ...parsed.data }) }));
}

const updateSchema = z.object({ roundId, id: z.string().min(1).max(100), body: adjustmentBodySchema.optional(), enabled: z.boolean().optional() });

export async function updateAdjustmentAction(input: z.input<typeof updateSchema>): Promise<AdjustmentResult> {
  const { teamKey } = await getTeamContext();
  const parsed = updateSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return storageCall(async () => {
    const adjustment = await updateAdjustment({ teamKey, ...parsed.data });
    return adjustment
      ? { ok: true, adjustment }
      : { ok: false, problem: { title: "Adjustment not found", message: "Someone on the team may have removed it.", action: "Reload the page." } };
  });
}

const deleteSchema = z.object({ roundId, id: z.string().min(1).max(100) });

export async function deleteAdjustmentAction(input: z.input<typeof deleteSchema>): Promise<{ ok: true } | Refused> {
  const { teamKey } = await getTeamContext();
  const parsed = deleteSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  return storageCall(async () => {
    await deleteAdjustment({ teamKey, ...parsed.data });
    return { ok: true as const };
  });
}

async function storageCall<T>(fn: () => Promise<T>): Promise<T | Refused> {
  try {
    return await fn();
  } catch (err) {
    return {
      ok: false,
      problem: {
        title: "Could not save",
        message: err instanceof Error ? err.message : String(err),
        action: "Check the server's data directory, then try again.",
      },
    };
  }
}
