import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/*
 * The island emulator's state: teams and their callers, rounds with their hidden parameters and
 * initial maps, per-team budgets, every observation served, submissions, ground truth and scores.
 * Timestamps are epoch milliseconds; grids, tensors and parameters are JSON text.
 */

export const islandEmuTeams = sqliteTable("island_emu_teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  isPractice: integer("is_practice", { mode: "boolean" }).notNull().default(false),
  isVerified: integer("is_verified", { mode: "boolean" }).notNull().default(false),
  createdAt: integer("created_at").notNull(),
});

/** A caller identity; access tokens name a user, who may or may not belong to a team. */
export const islandEmuUsers = sqliteTable("island_emu_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  teamId: text("team_id").references(() => islandEmuTeams.id),
  createdAt: integer("created_at").notNull(),
});

export const islandEmuRounds = sqliteTable("island_emu_rounds", {
  id: text("id").primaryKey(),
  roundNumber: integer("round_number").notNull().unique(),
  eventDate: text("event_date").notNull(),
  /** Stored status; an active round past closes_at is moved to scoring when next read. */
  status: text("status", { enum: ["pending", "active", "scoring", "completed"] }).notNull(),
  mapWidth: integer("map_width").notNull(),
  mapHeight: integer("map_height").notNull(),
  seedsCount: integer("seeds_count").notNull(),
  predictionWindowMinutes: integer("prediction_window_minutes").notNull(),
  startedAt: integer("started_at").notNull(),
  closesAt: integer("closes_at").notNull(),
  roundWeight: real("round_weight").notNull(),
  createdAt: integer("created_at").notNull(),
  mapSeed: integer("map_seed").notNull(),
  preset: text("preset"),
  /** Where the initial maps came from: "generated" or the real round they were copied from. */
  source: text("source").notNull(),
  hiddenParams: text("hidden_params").notNull(),
  initialStates: text("initial_states").notNull(),
  scoringStartedAt: integer("scoring_started_at"),
  completedAt: integer("completed_at"),
  scoringError: text("scoring_error"),
  /** Whether the model baseline team plays this round (practice rounds): a reference to beat. */
  baseline: integer("baseline", { mode: "boolean" }).notNull().default(false),
  /** The team that started this practice round from the dashboard (null: started by the installation or an admin). */
  startedByTeamId: text("started_by_team_id"),
});

export const islandEmuBudgets = sqliteTable(
  "island_emu_budgets",
  {
    roundId: text("round_id").notNull().references(() => islandEmuRounds.id),
    teamId: text("team_id").notNull().references(() => islandEmuTeams.id),
    queriesUsed: integer("queries_used").notNull().default(0),
    queriesMax: integer("queries_max").notNull().default(50),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.teamId] })],
);

/** Every simulate answer served, as sent. */
export const islandEmuObservations = sqliteTable("island_emu_observations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  roundId: text("round_id").notNull().references(() => islandEmuRounds.id),
  teamId: text("team_id").notNull().references(() => islandEmuTeams.id),
  seedIndex: integer("seed_index").notNull(),
  simSeed: integer("sim_seed").notNull(),
  queryNumber: integer("query_number").notNull(),
  viewport: text("viewport").notNull(),
  grid: text("grid").notNull(),
  settlements: text("settlements").notNull(),
  createdAt: integer("created_at").notNull(),
});

/** The last prediction per team, round and seed (resubmission overwrites). */
export const islandEmuSubmissions = sqliteTable(
  "island_emu_submissions",
  {
    roundId: text("round_id").notNull().references(() => islandEmuRounds.id),
    teamId: text("team_id").notNull().references(() => islandEmuTeams.id),
    seedIndex: integer("seed_index").notNull(),
    prediction: text("prediction").notNull(),
    submittedAt: integer("submitted_at").notNull(),
    score: real("score"),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.teamId, t.seedIndex] })],
);

export const islandEmuGroundTruth = sqliteTable(
  "island_emu_ground_truth",
  {
    roundId: text("round_id").notNull().references(() => islandEmuRounds.id),
    seedIndex: integer("seed_index").notNull(),
    tensor: text("tensor").notNull(),
    runs: integer("runs").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.seedIndex] })],
);

/** A team's result in a scored round. */
export const islandEmuTeamScores = sqliteTable(
  "island_emu_team_scores",
  {
    roundId: text("round_id").notNull().references(() => islandEmuRounds.id),
    teamId: text("team_id").notNull().references(() => islandEmuTeams.id),
    roundScore: real("round_score").notNull(),
    seedScores: text("seed_scores").notNull(),
    rank: integer("rank").notNull(),
    totalTeams: integer("total_teams").notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.teamId] })],
);
