import "server-only";
import { env } from "@/lib/env";
import { applyClock, onRoundsExpired, resumeScoring, startClock } from "./rounds/lifecycle";
import { ensurePracticeSetup } from "./practice/practice";

const g = globalThis as unknown as { __islandEmulatorStarted?: Promise<void> };

/**
 * Brings the emulator up once per process (called at server start, and lazily by the first
 * request): practice team and round, the round clock, and scoring left unfinished by a restart.
 * When the clock closes the last open round, a new practice round starts, as the real competition
 * started rounds one after another (rounds closed by the admin API do not roll over).
 */
export function startIslandEmulator(): Promise<void> {
  if (!env().EMULATOR_ENABLED) return Promise.resolve();
  g.__islandEmulatorStarted ??= (async () => {
    onRoundsExpired(ensurePracticeSetup);
    await ensurePracticeSetup();
    await applyClock();
    await resumeScoring();
    startClock();
  })().catch((err) => {
    g.__islandEmulatorStarted = undefined;
    throw err;
  });
  return g.__islandEmulatorStarted;
}
