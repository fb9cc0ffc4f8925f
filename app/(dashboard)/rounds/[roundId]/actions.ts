"use server";

import { z } from "zod";
import { IslandApiError, VIEWPORT_MAX, VIEWPORT_MIN, type Budget, type IslandClient } from "@/lib/island";
import { adjustmentBodySchema, adjustmentLimitRefusal, shownSubmissionSchema, type Adjustment } from "@/lib/dashboard/edits";
import { createAdjustment, deleteAdjustment, listAdjustments, updateAdjustment, clearPins, listPins, setPins } from "@/lib/dashboard/edits/server";
import { memberNameSchema } from "@/lib/dashboard/team";
import { listObservations, spendStore } from "@/lib/dashboard/spend/server";
import { spendQuery, type StoredObservation, type SpendResult } from "@/lib/dashboard/spend";
import { listSubmissionHistory, submitSeed } from "@/lib/dashboard/submit/server";
import type { SubmissionEntry, SubmitSeedResult } from "@/lib/dashboard/submit";
import { ensureRoundReview } from "@/lib/dashboard/review/server";
import { getTeamContext, publishTeamEvent, pushScoringSteps } from "@/lib/dashboard/team/server";
import { RATE_NAMES } from "@/lib/island/model/latent";
import { pinInputSchema, type Pin } from "@/lib/island/regime/pins";
import { pinSummary, unpinSummary } from "@/lib/island/regime/rate-labels";
import { roundBudget } from "@/lib/dashboard/workspace-data";
import { describeServiceError, describeStorageError } from "@/lib/dashboard/service-error";
import { env } from "@/lib/env";
import { spendableRound } from "@/lib/round-access/spendable";
import { withInput } from "@/lib/http/action-input";

// Server actions of the round workspace: each resolves the team from the session, validates its
// input with withInput (an argument that does not fit is refused in words, never thrown: a throw
// is a 500), then hands over to lib/dashboard.

const roundId = z.string().min(1).max(100);
const seedIndex = z.number().int().min(0).max(4);
/** The member's display name, chosen in the browser (teammates may share one token): cleaned of hidden characters. */
const who = memberNameSchema.optional();
const whoOf = (name: string | undefined) => name ?? "A teammate";

type Refused = { ok: false; problem: { title: string; message: string; action: string } };
const invalid = (message: string): Refused => ({
  ok: false,
  problem: { title: "Invalid request", message, action: "Reload the page and try again." },
});
const roundInput = z.object({ roundId });
/** The reads answer nothing for an argument that names no round, as for a round with nothing stored. */
const none = <T>(empty: T) => () => empty;

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
  who,
});

/**
 * Spends one query; the answer is in the database (or the recovery file) before this returns.
 * The team's other open workspaces hear of it at once.
 */
export async function spendQueryAction(input: z.input<typeof spendSchema>): Promise<SpendResult | Refused> {
  const { client, teamKey } = await getTeamContext();
  return withInput(spendSchema, input, invalid, async (input) => {
    const spendable = spendableRound(teamKey, (id) => client.getRound(id));
    const r = await spendQuery({ teamKey, ...input }, { spendable, simulate: (req) => client.simulate(req), ...spendStore() });
    if (r.ok && !r.replayed) {
      const v = r.observation.viewport;
      publishTeamEvent(teamKey, {
        kind: "observation",
        roundId: input.roundId,
        who: whoOf(input.who),
        summary: `spent a query on seed ${input.seedIndex} at (${v.x}, ${v.y}) ${v.w}×${v.h}`,
        queriesUsed: r.queriesUsed,
        queriesMax: r.queriesMax,
      });
    }
    return r;
  });
}

/** The team's budget of this round, as the service reports it now. */
export async function roundBudgetAction(input: { roundId: string }): Promise<Budget | null> {
  const { client } = await getTeamContext();
  return withInput(roundInput, input, none(null), async ({ roundId: id }) => {
    try {
      return await roundBudget(client, await client.getRound(id));
    } catch {
      return null;
    }
  });
}

const submitSchema = z.object({ roundId, seedIndex, shown: shownSubmissionSchema.optional(), who });

/** Submits one seed; `shown` is what the workspace said it sends (sent as shown, recorded with the expected score shown). */
export async function submitSeedAction(input: z.input<typeof submitSchema>): Promise<SubmitSeedResult | Refused> {
  const ctx = await getTeamContext();
  return withInput(submitSchema, input, invalid, async (input) => {
    const { shown, who: name } = input;
    return submitSeed(ctx, input.roundId, input.seedIndex, { shown, who: name ?? null });
  });
}

export async function listObservationsAction(input: { roundId: string }): Promise<StoredObservation[]> {
  const { teamKey } = await getTeamContext();
  return withInput(roundInput, input, none([]), ({ roundId: id }) => listObservations({ teamKey, roundId: id }));
}

export async function listAdjustmentsAction(input: { roundId: string }): Promise<Adjustment[]> {
  const { teamKey } = await getTeamContext();
  return withInput(roundInput, input, none([]), ({ roundId: id }) => listAdjustments({ teamKey, roundId: id }));
}

/**
 * Refused unless the service knows the round (for this team): pins and adjustments are stored only
 * for real rounds, so made-up round ids cannot fill the database.
 */
async function unknownRound(client: IslandClient, id: string): Promise<Refused | null> {
  try {
    await client.getRound(id);
    return null;
  } catch (err) {
    if (err instanceof IslandApiError && err.kind === "not_found") {
      return { ok: false, problem: { title: "Round not found", message: `The service has no round ${id}.`, action: "Go back to the rounds." } };
    }
    return { ok: false, problem: describeServiceError(err) };
  }
}

const tooMany = (message: string): Refused => ({ ok: false, problem: { title: "Too many adjustments", message, action: "Remove or merge some adjustments of that seed first." } });

type AdjustmentResult = { ok: true; adjustment: Adjustment } | Refused;

const createSchema = z.object({ roundId, body: adjustmentBodySchema, who });

const labelOf = (a: { label: string }) => (a.label ? `“${a.label}”` : "an adjustment");

export async function createAdjustmentAction(input: z.input<typeof createSchema>): Promise<AdjustmentResult> {
  const { client, teamKey } = await getTeamContext();
  return withInput(createSchema, input, invalid, async (input) => {
    const { roundId: rid, body } = input;
    const unknown = await unknownRound(client, rid);
    if (unknown) return unknown;
    return storageCall(async () => {
      const limit = adjustmentLimitRefusal(await listAdjustments({ teamKey, roundId: rid }), body);
      if (limit) return tooMany(limit);
      const adjustment = await createAdjustment({ teamKey, roundId: rid, body, by: input.who ?? null });
      publishTeamEvent(teamKey, { kind: "adjustment", roundId: rid, who: whoOf(input.who), summary: `added ${labelOf(body)}` });
      return { ok: true, adjustment };
    });
  });
}

const updateSchema = z.object({ roundId, id: z.string().min(1).max(100), body: adjustmentBodySchema.optional(), enabled: z.boolean().optional(), who });

export async function updateAdjustmentAction(input: z.input<typeof updateSchema>): Promise<AdjustmentResult> {
  const { teamKey } = await getTeamContext();
  return withInput(updateSchema, input, invalid, async (input) => {
    const { who: name, ...change } = input;
    return storageCall(async () => {
      if (change.body) {
        const limit = adjustmentLimitRefusal(await listAdjustments({ teamKey, roundId: change.roundId }), change.body, change.id);
        if (limit) return tooMany(limit);
      }
      const adjustment = await updateAdjustment({ teamKey, ...change, by: name ?? null });
      if (!adjustment) return { ok: false, problem: { title: "Adjustment not found", message: "Someone on the team may have removed it.", action: "Reload the page." } };
      const verb = change.body ? "changed" : change.enabled === false ? "switched off" : "switched on";
      publishTeamEvent(teamKey, { kind: "adjustment", roundId: change.roundId, who: whoOf(name), summary: `${verb} ${labelOf(adjustment)}` });
      return { ok: true, adjustment };
    });
  });
}

const deleteSchema = z.object({ roundId, id: z.string().min(1).max(100), who });

export async function deleteAdjustmentAction(input: z.input<typeof deleteSchema>): Promise<{ ok: true } | Refused> {
  const { teamKey } = await getTeamContext();
  return withInput(deleteSchema, input, invalid, async (input) => {
    return storageCall(async () => {
      await deleteAdjustment({ teamKey, roundId: input.roundId, id: input.id });
      publishTeamEvent(teamKey, { kind: "adjustment", roundId: input.roundId, who: whoOf(input.who), summary: "removed an adjustment" });
      return { ok: true as const };
    });
  });
}

export async function listPinsAction(input: { roundId: string }): Promise<Pin[]> {
  const { teamKey } = await getTeamContext();
  return withInput(roundInput, input, none([]), ({ roundId: id }) => listPins({ teamKey, roundId: id }));
}

const setPinsSchema = z.object({ roundId, pins: z.array(pinInputSchema).min(1).max(RATE_NAMES.length), who });

/**
 * Pins regime rates for the team (one, or every rate "like round N") in one call, so teammates
 * and this page's own refresh never read half of a "Pin all rates"; their workspaces re-predict with
 * them, and their activity line names every pin in words.
 */
export async function setPinsAction(input: z.input<typeof setPinsSchema>): Promise<{ ok: true; pins: Pin[] } | Refused> {
  const { client, teamKey } = await getTeamContext();
  return withInput(setPinsSchema, input, invalid, async (input) => {
    const { roundId: rid, pins, who: name } = input;
    // One pin per rate and round (the store's key), on rounds the service knows only.
    const unknown = await unknownRound(client, rid);
    if (unknown) return unknown;
    return storageCall(async () => {
      const saved = await setPins({ teamKey, roundId: rid, pins, setBy: name ?? null });
      publishTeamEvent(teamKey, { kind: "pin", roundId: rid, who: whoOf(name), summary: pinSummary(pins) });
      return { ok: true as const, pins: saved };
    });
  });
}

const clearPinSchema = z.object({ roundId, rate: z.string().min(1).max(60).optional(), who });

/** Unpins one rate (every rate when none is given): the model reads it from the queries again. */
export async function clearPinAction(input: z.input<typeof clearPinSchema>): Promise<{ ok: true } | Refused> {
  const { teamKey } = await getTeamContext();
  return withInput(clearPinSchema, input, invalid, async (input) => {
    const { roundId: rid, rate, who: name } = input;
    return storageCall(async () => {
      await clearPins({ teamKey, roundId: rid, rate });
      publishTeamEvent(teamKey, { kind: "pin", roundId: rid, who: whoOf(name), summary: unpinSummary(rate) });
      return { ok: true as const };
    });
  });
}

export async function listSubmissionsAction(input: { roundId: string }): Promise<SubmissionEntry[]> {
  const { teamKey } = await getTeamContext();
  return withInput(roundInput, input, none([]), ({ roundId: id }) => listSubmissionHistory({ teamKey, roundId: id }));
}

type Progress = { status: string; seedsDone: number; seedsCount: number; error: string | null };

const practiceOnly = (): Refused | null =>
  env().practiceMode && env().EMULATOR_ENABLED
    ? null
    : { ok: false, problem: { title: "Not a practice round", message: "Only practice rounds on the embedded emulator can be finished early.", action: "Wait for the round to close." } };

/** Practice only: closes the round now; it is scored in the background (see roundProgressAction). */
export async function finishPracticeRoundAction(input: { roundId: string; who?: string }): Promise<{ ok: true } | Refused> {
  const { teamKey } = await getTeamContext();
  return withInput(z.object({ roundId, who }), input, invalid, async (input) => {
    const refused = practiceOnly();
    if (refused) return refused;
    const { finishPracticeRound, watchScoring } = await import("@/lib/island-emulator/practice");
    // Watching from before the round closes: its scoring may start before this action resumes.
    const stop = pushScoringSteps(teamKey, input.roundId, watchScoring);
    try {
      const r = await finishPracticeRound(input.roundId, teamKey);
      if (!r.ok) {
        stop();
        return { ok: false, problem: { title: "The round could not be finished", message: r.reason, action: "Reload the page to see its state." } };
      }
    } catch (err) {
      stop();
      return { ok: false, problem: describeServiceError(err) };
    }
    publishTeamEvent(teamKey, { kind: "round", roundId: input.roundId, who: whoOf(input.who), summary: "finished the round: it is being scored" });
    return { ok: true };
  });
}

/** Practice only: where the round's scoring stands. */
export async function roundProgressAction(input: { roundId: string }): Promise<{ ok: true; progress: Progress } | Refused> {
  const ctx = await getTeamContext();
  return withInput(roundInput, input, invalid, async (input) => {
    const refused = practiceOnly();
    if (refused) return refused;
    const { scoringProgress } = await import("@/lib/island-emulator/practice");
    const progress = await scoringProgress(input.roundId);
    // The round's review (model alone vs submitted, edit by edit) is worked out as it completes, before the analysis opens.
    if (progress?.status === "completed") {
      await ctx.client
        .getRound(input.roundId)
        .then((round) => ensureRoundReview(ctx, round))
        .catch(() => null);
    }
    return progress ? { ok: true, progress } : { ok: false, problem: { title: "Round not found", message: "No such round.", action: "Go back to the rounds." } };
  });
}

async function storageCall<T>(fn: () => Promise<T>): Promise<T | Refused> {
  try {
    return await fn();
  } catch (err) {
    return { ok: false, problem: describeStorageError(err) };
  }
}
