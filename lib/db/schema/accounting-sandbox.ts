import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Accounting sandbox (Tripletex v2 emulator). Each company is an isolated accounting
 * database: its own entities, id counter and request log. Reference data shared by every
 * fresh company (chart of accounts, VAT types, currencies…) is generated in code; only what
 * a company changes or creates is stored here.
 */
export const sandboxCompanies = sqliteTable("sandbox_companies", {
  id: integer("id").primaryKey(),
  sessionToken: text("session_token").notNull().unique(),
  /** The date the company takes as today (YYYY-MM-DD). */
  today: text("today").notNull(),
  /** Next id handed to a created entity. */
  nextId: integer("next_id").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** One row per entity a company created or changed; `json` null marks a deleted base entity. */
export const sandboxEntities = sqliteTable(
  "sandbox_entities",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => sandboxCompanies.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    id: integer("id").notNull(),
    version: integer("version").notNull(),
    json: text("json"),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.id] })],
);

/** Every v2 call a company received, for counting writes and client errors. */
export const sandboxRequests = sqliteTable(
  "sandbox_requests",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    companyId: integer("company_id")
      .notNull()
      .references(() => sandboxCompanies.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    ms: real("ms").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sandbox_requests_company_idx").on(t.companyId, t.seq)],
);
