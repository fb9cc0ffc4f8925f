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
  const local = e.databaseUrl.startsWith("file:");
  // A local file gets one connection: the pragmas below are per connection, and libSQL's pool opens
  // a new one (with none of them) whenever two queries overlap. Local statements run synchronously
  // on this thread, so a second connection never ran anything in parallel anyway.
  const client = createClient({ url: e.databaseUrl, authToken: e.DATABASE_AUTH_TOKEN, ...(local ? { concurrency: 1 } : {}) });
  if (local) {
    // WAL lets readers proceed while a writer holds the lock; busy_timeout queues writers.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute("PRAGMA foreign_keys = ON");
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process
    // being killed (it is in the WAL file), only a power cut may lose the last ones. FULL's fsync
    // per commit blocked the event loop 10-15 ms for every sandbox request and log row.
    await client.execute("PRAGMA synchronous = NORMAL");
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
