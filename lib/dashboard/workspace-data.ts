import "server-only";
import { IslandApiError, type Budget, type IslandClient, type RoundDetail, type TeamRound } from "@/lib/island";
import { env } from "@/lib/env";
import type { Adjustment } from "./edits/adjust";
import { listAdjustments } from "./edits/adjustment-store";
import { listObservations, type StoredObservation } from "./spend/observation-store";
import type { LostAnswer } from "./spend/recovery";
import { reconcileSpends, type ServiceRecord } from "./spend/spend-reconcile";
import { describeServiceError, describeStorageError, type ServiceProblem } from "./service-error";
import type { TeamContext } from "./team/team-client";
import { mapPictureDataUrl } from "./map/map-picture";
import { summariseObservations } from "./map/layers";
import type { CalibrationKind } from "@/lib/island/regime/estimate";

/** What the round workspace needs on first render; everything else updates in the browser. */
/** What a round that is not this installation's practice round is: not finishable here, estimated as a real one. */
const NOT_PRACTICE: { mayFinish: boolean; calibration: CalibrationKind; replayOf: ReplayOf | null } = { mayFinish: false, calibration: "real", replayOf: null };

/**
 * The real round a practice round replays, whether the emulator has a fit of that round, and per
 * seed how many real runs of its map its answers are drawn from (0: from the fit).
 */
export type ReplayOf = { realRound: number; fitted: boolean; realRuns: number[]; fitScore: number | null };

export type WorkspaceData = {
  round: RoundDetail;
  closesAt: string | null;
  /** This round's budget (every open round has its own); null when it could not be read. */
  budget: Budget | null;
  budgetProblem: ServiceProblem | null;
  observations: StoredObservation[];
  /** Answers still only in the recovery journal (the database refused them again). */
  unrecovered: number;
  /** Queries charged in a crash whose answers could not be recovered: named to the team. */
  lostAnswers: LostAnswer[];
  adjustments: Adjustment[];
  /** submitted_at per seed index (null: never submitted). */
  submittedAt: (string | null)[];
  predictionsProblem: ServiceProblem | null;
  storageProblem: string | null;
  /** The other rounds open for play now (each with its own budget). */
  otherOpenRounds: { id: string; round_number: number; queries_used: number; queries_max: number }[];
  /** Practice on the embedded emulator: the round can be finished from the workspace. */
  practice: boolean;
  /** Practice: this team may finish the round early (it started it; the installation's rounds are the practice team's). */
  mayFinish: boolean;
  /** Whose calibration the expected score uses: the emulator's drawn practice rounds', or the real rounds'. */
  calibration: CalibrationKind;
  /** A practice round made from a real round: which one (it is named after it), null otherwise. */
  replayOf: ReplayOf | null;
  /** Seed 0's map as it first opens, drawn on the server (null for a closed round: it opens on the prediction). */
  mapPicture: string | null;
};

export type WorkspaceLoad = { ok: true; data: WorkspaceData } | { ok: false; problem: ServiceProblem };

/** `known`: the round, when the caller has read it already (the page reads it first, to answer 404). */
export async function loadWorkspace(ctx: TeamContext, roundId: string, known?: RoundDetail): Promise<WorkspaceLoad> {
  const { client, teamKey } = ctx;
  let round: RoundDetail;
  try {
    round = known ?? (await client.getRound(roundId));
  } catch (err) {
    return { ok: false, problem: describeServiceError(err) };
  }

  const practice = env().practiceMode && env().EMULATOR_ENABLED;
  const [budget, predictions, stored, mine, { mayFinish, calibration, replayOf }] = await Promise.all([
    roundBudget(client, round).then(
      (b) => ({ ok: true as const, b }),
      (err: unknown) => ({ ok: false as const, problem: describeServiceError(err) }),
    ),
    // Predictions of a round the team never played answer 404 on some services: treat as none.
    client.getMyPredictions(roundId).then(
      (p) => ({ ok: true as const, p }),
      (err: unknown) =>
        err instanceof IslandApiError && err.kind === "not_found" ? { ok: true as const, p: [] } : { ok: false as const, problem: describeServiceError(err) },
    ),
    loadStored(teamKey, roundId, serviceRecord(ctx, round)),
    client.getMyRounds().catch(() => [] as TeamRound[]),
    practice
      ? import("@/lib/island-emulator/practice/practice").then((m) => m.practiceRoundFacts(roundId, teamKey)).catch(() => NOT_PRACTICE)
      : NOT_PRACTICE,
  ]);

  const submittedAt: (string | null)[] = Array.from({ length: round.seeds_count }, () => null);
  if (predictions.ok) for (const p of predictions.p) if (p.seed_index >= 0 && p.seed_index < submittedAt.length) submittedAt[p.seed_index] = p.submitted_at;

  return {
    ok: true,
    data: {
      round,
      closesAt: round.closes_at ?? null,
      budget: budget.ok ? budget.b : null,
      budgetProblem: budget.ok ? null : budget.problem,
      observations: stored.observations,
      unrecovered: stored.unrecovered,
      lostAnswers: stored.lostAnswers,
      adjustments: stored.adjustments,
      submittedAt,
      predictionsProblem: predictions.ok ? null : predictions.problem,
      storageProblem: stored.problem,
      otherOpenRounds: mine
        .filter((r) => r.status === "active" && r.id !== roundId)
        .map((r) => ({ id: r.id, round_number: r.round_number, queries_used: r.queries_used, queries_max: r.queries_max })),
      practice,
      mayFinish,
      calibration,
      replayOf,
      mapPicture:
        round.status === "active" && round.initial_states.length > 0
          ? mapPictureDataUrl({
              layer: "coverage",
              W: round.map_width,
              H: round.map_height,
              grid: round.initial_states[0].grid,
              summary: summariseObservations(stored.observations, 0, round.map_width, round.map_height),
            })
          : null,
    },
  };
}

/**
 * The team's budget of one round. GET /budget answers for the service's newest active round only;
 * every active round has its own budget, which GET /my-rounds reports per round.
 */
export async function roundBudget(client: IslandClient, round: Pick<RoundDetail, "id" | "status">): Promise<Budget> {
  const active = await client.getBudget();
  if (active.round_id === round.id) return active;
  const entry = (await client.getMyRounds()).find((r) => r.id === round.id);
  return {
    round_id: round.id,
    queries_used: entry?.queries_used ?? 0,
    queries_max: entry?.queries_max ?? active.queries_max,
    active: round.status === "active",
  };
}

/**
 * Where a crash's missing answers are looked up: the embedded emulator's own record when this
 * server is the service (practice mode, a token of the emulator's team), else the service's count.
 */
function serviceRecord(ctx: TeamContext, round: RoundDetail): ServiceRecord {
  const e = env();
  if (e.practiceMode && e.EMULATOR_ENABLED && !ctx.teamKey.startsWith("token:")) {
    return {
      kind: "emulator",
      answers: async () => (await import("@/lib/island-emulator/play/answer-record")).recordedAnswers(round.id, ctx.teamKey),
    };
  }
  return { kind: "service", queriesUsed: async () => (await roundBudget(ctx.client, round)).queries_used };
}

/**
 * Stored observations and adjustments. Spends a crash interrupted are settled here first: journaled
 * answers imported, asked-for queries looked up in the service's record; doing it twice is harmless.
 */
async function loadStored(teamKey: string, roundId: string, source: ServiceRecord) {
  try {
    const { unrecovered, lost } = await reconcileSpends({ teamKey, roundId }, source);
    const observations = await listObservations({ teamKey, roundId });
    const adjustments = await listAdjustments({ teamKey, roundId });
    return { observations, adjustments, unrecovered, lostAnswers: lost, problem: null };
  } catch (err) {
    return {
      observations: [] as StoredObservation[],
      adjustments: [] as Adjustment[],
      unrecovered: 0,
      lostAnswers: [] as LostAnswer[],
      problem: `The team's saved observations and adjustments could not be read. ${describeStorageError(err, "read").message}`,
    };
  }
}
