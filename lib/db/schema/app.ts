import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Small key/value settings of this installation (e.g. generated secrets' fingerprints). */
export const appSettings = sqliteTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
