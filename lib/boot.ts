import "server-only";
import { ConfigError, env } from "@/lib/env";
import { getDb } from "@/lib/db/client";

/**
 * Start-up: validate configuration (one clear line and exit on a mistake), open and migrate
 * the database, then start the embedded practice services.
 */
export async function boot(): Promise<void> {
  try {
    env();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await getDb();
  if (env().EMULATOR_ENABLED) {
    const { startIslandEmulator } = await import("@/lib/island-emulator");
    await startIslandEmulator();
  }
}
