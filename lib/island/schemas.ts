import { z } from "zod";

/**
 * Resources of the island prediction service (see the interface specification).
 * Objects are loose: fields the service adds later pass through untouched, so a
 * newer service never breaks parsing. Fields the real service answers with null
 * in some states (timestamps of pending rounds, unscored results) are nullable.
 */

export const SEEDS_PER_ROUND = 5;
export const QUERIES_PER_ROUND = 50;
export const VIEWPORT_MIN = 5;
export const VIEWPORT_MAX = 15;

const int = () => z.number().int();
/** Grid of terrain codes, `grid[y][x]`. */
export const gridSchema = z.array(z.array(int()));
/** Probability tensor, `t[y][x][class]`. Shape and sums are checked by `validatePrediction`. */
export const tensorSchema = z.array(z.array(z.array(z.number())));

export const roundStatusSchema = z.enum(["pending", "active", "scoring", "completed"]);
export type RoundStatus = z.infer<typeof roundStatusSchema>;

/** The fields a round opens with in the list and in a team's list alike. */
const roundHeadFields = {
  id: z.string(),
  round_number: int(),
  event_date: z.string().nullable().optional(),
  status: roundStatusSchema,
  map_width: int(),
  map_height: int(),
};

/** GET /rounds entry. */
export const roundSchema = z.looseObject({
  ...roundHeadFields,
  prediction_window_minutes: int(),
  started_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  round_weight: z.number(),
  created_at: z.string().nullable().optional(),
});
export type Round = z.infer<typeof roundSchema>;

/** Initial settlement: position and port status only. */
export const initialSettlementSchema = z.looseObject({
  x: int(),
  y: int(),
  has_port: z.boolean(),
  alive: z.boolean(),
});
export type InitialSettlement = z.infer<typeof initialSettlementSchema>;

export const initialStateSchema = z.looseObject({
  grid: gridSchema,
  settlements: z.array(initialSettlementSchema),
});
export type InitialState = z.infer<typeof initialStateSchema>;

/** GET /rounds/{id}. Real payloads also carry the Round list fields, hence optional extras. */
export const roundDetailSchema = z.looseObject({
  id: z.string(),
  round_number: int(),
  status: roundStatusSchema,
  map_width: int(),
  map_height: int(),
  seeds_count: int(),
  initial_states: z.array(initialStateSchema),
  event_date: z.string().nullable().optional(),
  prediction_window_minutes: int().optional(),
  started_at: z.string().nullable().optional(),
  closes_at: z.string().nullable().optional(),
  round_weight: z.number().optional(),
  created_at: z.string().nullable().optional(),
});
export type RoundDetail = z.infer<typeof roundDetailSchema>;

/** Settlement as seen through /simulate (alive settlements in the viewport, full stats). */
export const observedSettlementSchema = z.looseObject({
  x: int(),
  y: int(),
  population: z.number(),
  food: z.number(),
  wealth: z.number(),
  defense: z.number(),
  has_port: z.boolean(),
  alive: z.boolean(),
  owner_id: int(),
});
export type ObservedSettlement = z.infer<typeof observedSettlementSchema>;

/** Actual bounds of a returned window, clamped to the map. */
export const viewportSchema = z.looseObject({ x: int(), y: int(), w: int(), h: int() });
export type Viewport = z.infer<typeof viewportSchema>;

export const budgetSchema = z.looseObject({
  round_id: z.string().nullable(),
  queries_used: int(),
  queries_max: int(),
  active: z.boolean(),
});
export type Budget = z.infer<typeof budgetSchema>;

/** GET /my-rounds entry. */
export const teamRoundSchema = z.looseObject({
  ...roundHeadFields,
  seeds_count: int(),
  round_weight: z.number(),
  prediction_window_minutes: int(),
  started_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  round_score: z.number().nullable(),
  seed_scores: z.array(z.number().nullable()).nullable(),
  seeds_submitted: int(),
  rank: int().nullable(),
  total_teams: int().nullable(),
  queries_used: int(),
  queries_max: int(),
  initial_grid: gridSchema.nullable().optional(),
});
export type TeamRound = z.infer<typeof teamRoundSchema>;

/** GET /my-predictions/{round_id} entry. */
export const teamPredictionSchema = z.looseObject({
  seed_index: int(),
  argmax_grid: gridSchema,
  confidence_grid: z.array(z.array(z.number())),
  score: z.number().nullable(),
  submitted_at: z.string().nullable(),
});
export type TeamPrediction = z.infer<typeof teamPredictionSchema>;

/**
 * GET /analysis/{round_id}/{seed_index}. The real service answered with
 * prediction = null and score = null to teams that had not submitted the seed.
 */
export const analysisSchema = z.looseObject({
  prediction: tensorSchema.nullable(),
  ground_truth: tensorSchema.nullable(),
  score: z.number().nullable(),
  width: int(),
  height: int(),
  initial_grid: gridSchema.nullable().optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const leaderboardEntrySchema = z.looseObject({
  team_id: z.string(),
  team_name: z.string(),
  team_slug: z.string().nullable(),
  weighted_score: z.number(),
  rounds_participated: int(),
  hot_streak_score: z.number().nullable(),
  rank: int(),
  is_verified: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/**
 * POST /simulate body. Viewport fields are optional with the spec's defaults and limits.
 * seed_index is only checked to be an integer: the service answers 400 (not a
 * validation error) for one outside 0–4, so the range check belongs to the handler.
 */
export const simulateRequestSchema = z.object({
  round_id: z.string(),
  seed_index: int(),
  viewport_x: int().min(0).default(0),
  viewport_y: int().min(0).default(0),
  viewport_w: int().min(VIEWPORT_MIN).max(VIEWPORT_MAX).default(VIEWPORT_MAX),
  viewport_h: int().min(VIEWPORT_MIN).max(VIEWPORT_MAX).default(VIEWPORT_MAX),
});
/** What a caller sends (viewport fields optional). */
export type SimulateRequest = z.input<typeof simulateRequestSchema>;
/** After parsing: every viewport field filled in. */
export type SimulateRequestParsed = z.output<typeof simulateRequestSchema>;

export const simulateResponseSchema = z.looseObject({
  grid: gridSchema,
  settlements: z.array(observedSettlementSchema),
  viewport: viewportSchema,
  width: int(),
  height: int(),
  queries_used: int(),
  queries_max: int(),
});
export type SimulateResponse = z.infer<typeof simulateResponseSchema>;

/** POST /submit body; the tensor's shape and sums are checked by `validatePrediction`. */
export const submitRequestSchema = z.object({
  round_id: z.string(),
  seed_index: int(),
  prediction: tensorSchema,
});
export type SubmitRequest = z.infer<typeof submitRequestSchema>;

export const submitResponseSchema = z.looseObject({
  status: z.string(),
  round_id: z.string(),
  seed_index: int(),
});
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** POST /replay body (completed rounds only; costs no query). */
export const replayRequestSchema = z.object({
  round_id: z.string(),
  seed_index: int(),
});
export type ReplayRequest = z.infer<typeof replayRequestSchema>;

/** A settlement in a replay frame: the same full stats as an observed settlement. */
export const replaySettlementSchema = observedSettlementSchema;
export type ReplaySettlement = z.infer<typeof replaySettlementSchema>;

/** One year of a replay; step 0 is the initial state, step 50 the final one. */
export const replayFrameSchema = z.looseObject({
  step: int(),
  grid: gridSchema,
  settlements: z.array(replaySettlementSchema),
});
export type ReplayFrame = z.infer<typeof replayFrameSchema>;

export const replaySchema = z.looseObject({
  round_id: z.string(),
  seed_index: int(),
  sim_seed: int(),
  width: int(),
  height: int(),
  frames: z.array(replayFrameSchema),
});
export type Replay = z.infer<typeof replaySchema>;

/** One line of a round's observations.jsonl: a /simulate answer tagged with its seed. */
export const observationSchema = z.looseObject({
  seed_index: int(),
  viewport: viewportSchema,
  grid: gridSchema,
  settlements: z.array(observedSettlementSchema),
});
export type Observation = z.infer<typeof observationSchema>;

/** Keeps what an observation log stores of a /simulate answer. */
export function toObservation(seedIndex: number, res: SimulateResponse): Observation {
  return {
    seed_index: seedIndex,
    viewport: { x: res.viewport.x, y: res.viewport.y, w: res.viewport.w, h: res.viewport.h },
    grid: res.grid,
    settlements: res.settlements,
  };
}

/** Error body of the service: `{"detail": "..."}` (validation errors may carry a list). */
export const errorBodySchema = z.looseObject({ detail: z.unknown() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
