import "server-only";
import { env } from "@/lib/env";
import { applyClock, resumeScoring, startClock } from "./lifecycle";
import { ensurePracticeSetup } from "./practice";

const g = globalThis as unknown as { __islandEmulatorStarted?: Promise<void> };

/**
 * Brings the emulator up once per process (called at server start, and lazily by the first
 * request): practice team and round, the round clock, and scoring left unfinished by a restart.
 */
export function startIslandEmulator(): Promise<void> {
  if (!env().EMULATOR_ENABLED) return Promise.resolve();
  g.__islandEmulatorStarted ??= (async () => {
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
