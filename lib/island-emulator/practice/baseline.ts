import "server-only";
import { predict } from "@/lib/island/model";
import type { Observation, RoundDetail } from "@/lib/island/schemas";
import { spendPlannedQueries } from "./baseline-queries";
import { observeRun } from "../play/observe";
import { getBudget, observationsOf, spendQueryAndRecord, submissionsOfTeam, upsertSubmission } from "../play/play-store";
import { roundDetail } from "../api/resources";
import type { RoundRow } from "../rounds/rounds-store";
import { derivedSeed } from "../play/seeds";
import { ensureTeam } from "../api/teams";

/*
 * The model baseline: a team that plays practice rounds the way the dashboard's model alone
 * would — the planner's 50 queries, then the model's prediction for every seed — so a team can
 * see on the leaderboard and in its ranks whether its own choices beat the model. It plays when
 * the round closes, before the ground truth is computed, and resumes where it stopped after a
 * restart (its queries and submissions are stored like any team's).
 */

export const BASELINE_TEAM_NAME = "Model baseline";
const BASELINE_TEAM_SLUG = "model-baseline";

function storedObservations(rows: Awaited<ReturnType<typeof observationsOf>>): Observation[] {
  return rows.map((r) => ({
    seed_index: r.seedIndex,
    viewport: JSON.parse(r.viewport),
    grid: JSON.parse(r.grid),
    settlements: JSON.parse(r.settlements),
  }));
}

/** Spends the baseline's queries on the round and submits the model's prediction for every seed. */
export async function playBaseline(round: RoundRow): Promise<void> {
  const { id: teamId } = await ensureTeam({ name: BASELINE_TEAM_NAME, slug: BASELINE_TEAM_SLUG });
  if ((await submissionsOfTeam(round.id, teamId)).length >= round.seedsCount) return;
  const detail = roundDetail(round) as RoundDetail;
  const observations = storedObservations(await observationsOf(round.id, teamId));
  const budget = await getBudget(round.id, teamId);
  await spendPlannedQueries(detail, observations, { used: budget.queriesUsed, max: budget.queriesMax }, async (q, used) => {
    const simSeed = derivedSeed(round.id, "baseline", used);
    const seen = observeRun(round, q.seed_index, { x: q.x, y: q.y, w: q.w, h: q.h }, simSeed);
    const spent = await spendQueryAndRecord(round.id, teamId, { seedIndex: q.seed_index, simSeed, ...seen });
    return spent.ok ? { observation: { seed_index: q.seed_index, ...seen }, used: spent.queriesUsed, max: spent.queriesMax } : null;
  });
  // The model's tensors are valid as they are (the service's validation passes; zeros only where impossible).
  const tensors = predict(detail, observations);
  for (let seed = 0; seed < round.seedsCount; seed++) {
    await upsertSubmission({ roundId: round.id, teamId, seedIndex: seed, prediction: tensors[seed] });
  }
}
