import fs from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { env } from "@/lib/env";
import { databaseFiles, describeFixes, ensurePrivateDir, precreatePrivateFile, secureTree, securePath, type ModeFix } from "./private-files";
import * as schema from "./schema";

export type Db = LibSQLDatabase<typeof schema>;

const MIGRATIONS_DIR = path.join(process.cwd(), "lib", "db", "migrations");

type Handle = { db: Db; client: Client };

// One connection per process, migrated on first use, kept on globalThis so that
// Next's module duplication (route bundles, instrumentation) shares it.
const globalForDb = globalThis as unknown as { __appDb?: Promise<Handle> };

/**
 * How long a statement waits for another connection's lock (a backup, a second process) before
 * SQLITE_BUSY. The client pools connections and opens new ones under load: a PRAGMA reaches only
 * the one connection it ran on, so the wait is given as the client's `timeout`, which every
 * connection of the pool is opened with.
 */
export const BUSY_TIMEOUT_MS = 5000;

/** The database file of a `file:` URL (query parameters dropped), or null for a remote database. */
export function databaseFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith("file:")) return null;
  const p = databaseUrl.slice("file:".length).split("?")[0];
  return p.startsWith("//") ? p.replace(/^\/\/(localhost)?/, "") : p;
}

/** The data folder and the database files, private to the server's user; one warning for what was fixed. */
function securePrivateFiles(dataDir: string, dbFile: string | null): ModeFix[] {
  const fixes: ModeFix[] = [];
  ensurePrivateDir(dataDir);
  fixes.push(...secureTree(dataDir));
  if (dbFile) {
    const dir = path.dirname(path.resolve(dbFile));
    if (!fs.existsSync(dir)) ensurePrivateDir(dir);
    precreatePrivateFile(dbFile);
    for (const f of databaseFiles(dbFile)) {
      const fix = securePath(f);
      if (fix && !fixes.some((x) => x.path === fix.path)) fixes.push(fix);
    }
  }
  return fixes;
}

async function open(): Promise<Handle> {
  const e = env();
  const dbFile = databaseFile(e.databaseUrl);
  const fixes = securePrivateFiles(e.dataDir, dbFile);
  // A local file gets one connection: the pragmas below are per connection, and libSQL's pool opens
  // a new one (with none of them) whenever two queries overlap. Local statements run synchronously
  // on this thread, so a second connection never ran anything in parallel anyway. The busy wait is
  // also given as the client's `timeout`, which every connection it opens gets.
  const client = createClient({ url: e.databaseUrl, authToken: e.DATABASE_AUTH_TOKEN, timeout: BUSY_TIMEOUT_MS, ...(dbFile ? { concurrency: 1 } : {}) });
  if (dbFile) {
    // WAL lets readers proceed while a writer holds the lock (the mode is kept in the file).
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA foreign_keys = ON");
    // The -wal and -shm files now exist: SQLite gives them the database's mode, checked all the same.
    for (const f of databaseFiles(dbFile).slice(1)) {
      const fix = securePath(f);
      if (fix) fixes.push(fix);
    }
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process
    // being killed (it is in the WAL file), only a power cut may lose the last ones. FULL's fsync
    // per commit blocked the event loop 10-15 ms for every sandbox request and log row.
    await client.execute("PRAGMA synchronous = NORMAL");
  }
  if (fixes.length > 0) console.warn(describeFixes(fixes));
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
