import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per accounting-agent request (POST /api/solve): what the task was understood as, every
 * API call it made (method, path, status, time), and how it ended. No session token and no
 * attachment content is ever stored here.
 */
export const agentRequests = sqliteTable(
  "agent_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    /** ok | failed | unrecognised | timeout */
    status: text("status").notNull(),
    taskType: text("task_type"),
    interpreter: text("interpreter"),
    confidence: real("confidence"),
    language: text("language"),
    /** The first characters of the prompt (the task text, not attachments). */
    promptExcerpt: text("prompt_excerpt").notNull().default(""),
    /** JSON array of attachment names and types (never their contents). */
    files: text("files").notNull().default("[]"),
    writes: integer("writes").notNull().default(0),
    failedWrites: integer("failed_writes").notNull().default(0),
    count4xx: integer("count_4xx").notNull().default(0),
    ms: integer("ms").notNull().default(0),
    error: text("error"),
    /** JSON array of {method, path, status, ms, error?}. */
    calls: text("calls").notNull().default("[]"),
    /** JSON array of short notes (decisions the executor made, interpreter warnings). */
    notes: text("notes").notNull().default("[]"),
    /** JSON: what the interpreter read — task type, fields, and what held it back (null before it ran). */
    understood: text("understood"),
    /**
     * The team the request belongs to, the only one that sees it: `practice`, `team:<id>` (a team
     * signed in with its island token), or for /api/solve the team that owns the API key. Null on
     * rows stored before teams were recorded; those count as the practice team's.
     */
    team: text("team"),
  },
  (t) => [index("agent_requests_created_at_idx").on(t.createdAt), index("agent_requests_team_created_at_idx").on(t.team, t.createdAt)],
);

export type AgentRequestRow = typeof agentRequests.$inferSelect;
