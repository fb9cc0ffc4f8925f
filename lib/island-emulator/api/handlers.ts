import "server-only";
import { z } from "zod";
import { replayRequestSchema, simulateRequestSchema } from "@/lib/island/schemas";
import { argmaxGrid, confidenceGrid, validatePrediction } from "@/lib/island/tensor";
import { requireTeam } from "./auth";
import { parseWith, readJson } from "./body";
import { simulate } from "../engine";
import { activeRound, currentRound, currentRounds } from "../rounds/lifecycle";
import {
  allTeamScores,
  budgetsOfTeam,
  getBudget,
  getGroundTruth,
  QUERIES_MAX,
  spendQueryAndRecord,
  submissionIndex,
  submissionsOfTeam,
  teamScoresOfTeam,
  upsertSubmission,
} from "../play/play-store";
import { observeRun, publicSettlement } from "../play/observe";
import { takeRateToken } from "./rate-limit";
import { roundDetail, roundEntry } from "./resources";
import { ApiError, badRequest, jsonResponse, notFound, unprocessable } from "./responses";
import { leaderboard } from "../rounds/results";
import { roundWorld, type RoundRow } from "../rounds/rounds-store";
import { derivedSeed, randomSeed } from "../play/seeds";
import { listTeams } from "./teams";
import { isoTimestamp } from "../time";

/* Handlers of the service's endpoints, one per route; each returns a Response or throws ApiError. */

async function roundOr404(id: string): Promise<RoundRow> {
  const round = await currentRound(id);
  if (!round) throw notFound(`Round ${id} not found`);
  return round;
}

function checkSeedIndex(round: RoundRow, seedIndex: number): void {
  if (!Number.isInteger(seedIndex) || seedIndex < 0 || seedIndex >= round.seedsCount) {
    throw badRequest(`Invalid seed_index ${seedIndex}: must be between 0 and ${round.seedsCount - 1}`);
  }
}

function requireActive(round: RoundRow, action: string): void {
  if (round.status !== "active") {
    throw badRequest(`Round ${round.roundNumber} is not active (status: ${round.status}); ${action} is only possible while a round is active`);
  }
}

const budgetExhausted = (b: { queriesUsed: number; queriesMax: number }) =>
  new ApiError(429, `Query budget exhausted (${b.queriesUsed}/${b.queriesMax})`);

export async function listRoundsHandler(): Promise<Response> {
  return jsonResponse(200, (await currentRounds()).map(roundEntry));
}

export async function roundDetailHandler(id: string): Promise<Response> {
  return jsonResponse(200, roundDetail(await roundOr404(id)));
}

export async function budgetHandler(req: Request): Promise<Response> {
  const { team } = await requireTeam(req);
  const round = await activeRound();
  if (!round) return jsonResponse(200, { round_id: null, queries_used: 0, queries_max: QUERIES_MAX, active: false });
  const b = await getBudget(round.id, team.id);
  return jsonResponse(200, { round_id: round.id, queries_used: b.queriesUsed, queries_max: b.queriesMax, active: true });
}

export async function simulateHandler(req: Request): Promise<Response> {
  const { team } = await requireTeam(req);
  takeRateToken(team.id, "simulate");
  const body = parseWith(simulateRequestSchema, await readJson(req));
  const round = await roundOr404(body.round_id);
  requireActive(round, "simulating");
  checkSeedIndex(round, body.seed_index);
  // Checked before simulating so an exhausted budget costs no CPU; the spend itself is atomic.
  const budget = await getBudget(round.id, team.id);
  if (budget.queriesUsed >= budget.queriesMax) throw budgetExhausted(budget);

  const simSeed = randomSeed();
  const { viewport, grid, settlements } = observeRun(
    round,
    body.seed_index,
    { x: body.viewport_x, y: body.viewport_y, w: body.viewport_w, h: body.viewport_h },
    simSeed,
  );
  // The observation is stored with the query that paid for it, before the team sees it.
  const spent = await spendQueryAndRecord(round.id, team.id, { seedIndex: body.seed_index, simSeed, viewport, grid, settlements });
  if (!spent.ok) throw budgetExhausted(spent);
  return jsonResponse(200, {
    grid,
    settlements,
    viewport,
    width: round.mapWidth,
    height: round.mapHeight,
    queries_used: spent.queriesUsed,
    queries_max: spent.queriesMax,
  });
}

// The tensor is left unparsed here: validatePrediction reports its problems with the service's messages.
const submitBodySchema = z.object({ round_id: z.string(), seed_index: z.number().int(), prediction: z.unknown() });

export async function submitHandler(req: Request): Promise<Response> {
  const { team } = await requireTeam(req);
  takeRateToken(team.id, "submit");
  const body = parseWith(submitBodySchema, await readJson(req));
  const round = await roundOr404(body.round_id);
  requireActive(round, "submitting");
  checkSeedIndex(round, body.seed_index);
  if (body.prediction === undefined) throw unprocessable("Invalid request: prediction: Required");
  const problem = validatePrediction(body.prediction, round.mapHeight, round.mapWidth);
  if (problem) throw unprocessable(problem);
  await upsertSubmission({ roundId: round.id, teamId: team.id, seedIndex: body.seed_index, prediction: body.prediction });
  return jsonResponse(200, { status: "accepted", round_id: round.id, seed_index: body.seed_index });
}

export async function myRoundsHandler(req: Request): Promise<Response> {
  const { team } = await requireTeam(req);
  const [rounds, budgets, scores, submitted] = await Promise.all([
    currentRounds(),
    budgetsOfTeam(team.id),
    teamScoresOfTeam(team.id),
    submissionIndex(),
  ]);
  const entries = rounds.map((r) => {
    const budget = budgets.find((b) => b.roundId === r.id);
    const score = scores.find((s) => s.roundId === r.id);
    return {
      ...roundEntry(r),
      seeds_count: r.seedsCount,
      round_score: score ? score.roundScore : null,
      seed_scores: score ? (JSON.parse(score.seedScores) as number[]) : null,
      seeds_submitted: submitted.filter((s) => s.roundId === r.id && s.teamId === team.id).length,
      rank: score ? score.rank : null,
      total_teams: score ? score.totalTeams : null,
      queries_used: budget?.queriesUsed ?? 0,
      queries_max: budget?.queriesMax ?? QUERIES_MAX,
      initial_grid: roundWorld(r).initialStates[0]?.grid ?? null,
    };
  });
  return jsonResponse(200, entries);
}

export async function myPredictionsHandler(req: Request, roundId: string): Promise<Response> {
  const { team } = await requireTeam(req);
  const round = await roundOr404(roundId);
  const subs = await submissionsOfTeam(round.id, team.id);
  return jsonResponse(
    200,
    subs.map((s) => {
      const tensor = JSON.parse(s.prediction) as number[][][];
      return {
        seed_index: s.seedIndex,
        argmax_grid: argmaxGrid(tensor),
        confidence_grid: confidenceGrid(tensor),
        score: s.score,
        submitted_at: isoTimestamp(s.submittedAt),
      };
    }),
  );
}

function seedIndexFromPath(text: string): number {
  if (!/^-?\d+$/.test(text)) throw badRequest(`Invalid seed_index "${text}": must be an integer between 0 and 4`);
  return Number(text);
}

export async function analysisHandler(req: Request, roundId: string, seedText: string): Promise<Response> {
  const { team } = await requireTeam(req);
  const round = await roundOr404(roundId);
  const seedIndex = seedIndexFromPath(seedText);
  checkSeedIndex(round, seedIndex);
  if (round.status !== "scoring" && round.status !== "completed") {
    throw badRequest(`Round ${round.roundNumber} is ${round.status}: analysis is available once the round is scoring or completed`);
  }
  const [truth, subs] = await Promise.all([getGroundTruth(round.id, seedIndex), submissionsOfTeam(round.id, team.id)]);
  const sub = subs.find((s) => s.seedIndex === seedIndex);
  return jsonResponse(200, {
    prediction: sub ? JSON.parse(sub.prediction) : null,
    ground_truth: truth,
    score: sub?.score ?? null,
    width: round.mapWidth,
    height: round.mapHeight,
    initial_grid: roundWorld(round).initialStates[seedIndex]?.grid ?? null,
  });
}

export async function leaderboardHandler(): Promise<Response> {
  const [teams, rounds, scores, submitted] = await Promise.all([listTeams(), currentRounds(), allTeamScores(), submissionIndex()]);
  const rows = leaderboard({
    teams: teams.map((t) => ({ id: t.id, name: t.name, slug: t.slug, isVerified: t.isVerified })),
    rounds: new Map(rounds.map((r) => [r.id, { roundNumber: r.roundNumber, roundWeight: r.roundWeight }])),
    scores,
    submissions: submitted,
  });
  return jsonResponse(200, rows);
}

/** The replay viewer's endpoint: a full 50-year run of a completed round, free of charge. */
export async function replayHandler(req: Request): Promise<Response> {
  const { team } = await requireTeam(req);
  takeRateToken(team.id, "replay");
  const body = parseWith(replayRequestSchema, await readJson(req));
  const round = await roundOr404(body.round_id);
  checkSeedIndex(round, body.seed_index);
  if (round.status !== "completed") {
    throw badRequest(`Round ${round.roundNumber} is ${round.status}: replays are available for completed rounds only`);
  }
  const world = roundWorld(round);
  // A fixed seed per round and seed: the same replay every time.
  const simSeed = derivedSeed(round.id, "replay", body.seed_index);
  const result = simulate(world.simStates[body.seed_index], world.params, simSeed, {
    frames: true,
    fortune: world.fortunes?.[body.seed_index],
  });
  const frames = (result.frames ?? []).map((f) => ({
    step: f.step,
    grid: f.grid,
    settlements: f.settlements.map(publicSettlement),
  }));
  return jsonResponse(200, {
    round_id: round.id,
    seed_index: body.seed_index,
    sim_seed: simSeed,
    width: round.mapWidth,
    height: round.mapHeight,
    frames,
  });
}
