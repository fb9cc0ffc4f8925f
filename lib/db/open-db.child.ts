/**
 * Starts the way the server does (opens and migrates the database under DATA_DIR), then exits.
 * Run by private-files.test.ts:  node --import tsx --conditions=react-server open-db.child.ts
 */
import { closeDb, getDb } from "./client";

async function main() {
  await getDb();
  await closeDb();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
