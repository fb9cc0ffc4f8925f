import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Every /simulate answer a team paid for, written before the browser sees it. The idempotency
 * key comes from the click that spent the query, so a repeated action finds its answer here.
 * Keys are unique per team: another team's key never keeps an answer out.
 */
export const dashboardObservations = sqliteTable(
  "dashboard_observations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teamKey: text("team_key").notNull(),
    roundId: text("round_id").notNull(),
    seedIndex: integer("seed_index").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    viewportX: integer("viewport_x").notNull(),
    viewportY: integer("viewport_y").notNull(),
    viewportW: integer("viewport_w").notNull(),
    viewportH: integer("viewport_h").notNull(),
    /** JSON int[][]: terrain codes of the returned window. */
    grid: text("grid").notNull(),
    /** JSON array of observed settlements (full stats). */
    settlements: text("settlements").notNull(),
    queriesUsed: integer("queries_used").notNull(),
    queriesMax: integer("queries_max").notNull(),
    /** Display name of the member who spent the query (null: spent before names were kept). */
    spentBy: text("spent_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    uniqueIndex("dashboard_observations_team_idempotency_key_idx").on(t.teamKey, t.idempotencyKey),
    index("dashboard_observations_team_round_idx").on(t.teamKey, t.roundId),
  ],
);
export type DashboardObservationRow = typeof dashboardObservations.$inferSelect;

/** Human priors on a region of one or every seed of a round, shared by the team. */
export const dashboardAdjustments = sqliteTable(
  "dashboard_adjustments",
  {
    id: text("id").primaryKey(),
    teamKey: text("team_key").notNull(),
    roundId: text("round_id").notNull(),
    /** JSON: the adjustment's region, seeds, mode and values (see lib/dashboard/edits/adjust.ts). */
    body: text("body").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    /** Display name of the member who last made or changed it (null: kept before names were). */
    updatedBy: text("updated_by"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("dashboard_adjustments_team_round_idx").on(t.teamKey, t.roundId)],
);
export type DashboardAdjustmentRow = typeof dashboardAdjustments.$inferSelect;

/** One row per submission attempt of a seed: what was sent and how the service answered. */
export const dashboardSubmissions = sqliteTable(
  "dashboard_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teamKey: text("team_key").notNull(),
    roundId: text("round_id").notNull(),
    seedIndex: integer("seed_index").notNull(),
    /** accepted | rejected | failed */
    status: text("status").notNull(),
    message: text("message"),
    observationCount: integer("observation_count").notNull(),
    adjustmentCount: integer("adjustment_count").notNull(),
    /** JSON [{rate, value, likeRound, setBy}]: the regime pins the prediction was made with (null: none). */
    pins: text("pins"),
    /** JSON {adjustments, pins}: every edit that went into the tensor, with who made it and when (see lib/dashboard/edits/submission-edits.ts). */
    edits: text("edits"),
    /** JSON {mean, lo, hi} | {pending: true}: the expected score the screen showed for what was sent. */
    expected: text("expected"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("dashboard_submissions_team_round_idx").on(t.teamKey, t.roundId)],
);
export type DashboardSubmissionRow = typeof dashboardSubmissions.$inferSelect;

/** A regime rate the team fixed for a round (one per rate); the model predicts with it. */
export const dashboardPins = sqliteTable(
  "dashboard_pins",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teamKey: text("team_key").notNull(),
    roundId: text("round_id").notNull(),
    /** One of the model's RATE_NAMES (lib/island/model/latent.ts). */
    rate: text("rate").notNull(),
    /** The rate as a probability. */
    value: real("value").notNull(),
    /** The past round the value was taken from, when it was ("like round N"). */
    likeRound: integer("like_round"),
    /** Display name of the member who set it. */
    setBy: text("set_by"),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("dashboard_pins_team_round_rate_idx").on(t.teamKey, t.roundId, t.rate)],
);
export type DashboardPinRow = typeof dashboardPins.$inferSelect;

/**
 * The after-the-round review of a completed round for a team (model alone vs submitted, edit by
 * edit, estimate vs outcome), computed once when the ground truth is first seen.
 */
export const dashboardRoundReviews = sqliteTable(
  "dashboard_round_reviews",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    teamKey: text("team_key").notNull(),
    roundId: text("round_id").notNull(),
    roundNumber: integer("round_number").notNull(),
    /** JSON: see lib/dashboard/review/round-review.ts (RoundReview). */
    body: text("body").notNull(),
    computedAt: integer("computed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("dashboard_round_reviews_team_round_idx").on(t.teamKey, t.roundId)],
);
export type DashboardRoundReviewRow = typeof dashboardRoundReviews.$inferSelect;
