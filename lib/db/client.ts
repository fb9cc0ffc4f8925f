import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema>;

const MIGRATIONS_DIR = path.join(process.cwd(), "lib", "db", "migrations");

type Handle = { db: Db; client: Client };

// One connection per process, migrated on first use, kept on globalThis so that
// Next's module duplication (route bundles, instrumentation) shares it.
const globalForDb = globalThis as unknown as { __appDb?: Promise<Handle> };

async function open(): Promise<Handle> {
  const e = env();
  if (e.databaseUrl.startsWith("file:")) {
    fs.mkdirSync(path.dirname(e.databaseUrl.slice("file:".length)), { recursive: true });
  }
  const client = createClient({ url: e.databaseUrl, authToken: e.DATABASE_AUTH_TOKEN });
  if (e.databaseUrl.startsWith("file:")) {
    // WAL lets readers proceed while a writer holds the lock; busy_timeout queues writers.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA foreign_keys = ON");
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, client };
}

/** The application database, with every migration applied. */
export async function getDb(): Promise<Db> {
  globalForDb.__appDb ??= open().catch((err) => {
    globalForDb.__appDb = undefined;
    throw err;
  });
  return (await globalForDb.__appDb).db;
}

/** Closes the connection (scripts and tests). */
export async function closeDb(): Promise<void> {
  const handle = globalForDb.__appDb;
  globalForDb.__appDb = undefined;
  if (handle) (await handle).client.close();
}
