import "server-only";
import { env } from "@/lib/env";

/**
 * The real round each practice round replays, by round id, for naming rounds (see round-name.ts).
 * Only the embedded emulator makes such rounds; elsewhere, or when its store cannot be read, none.
 */
export async function replayedRealRoundsById(): Promise<Record<string, number>> {
  if (!(env().practiceMode && env().EMULATOR_ENABLED)) return {};
  return import("@/lib/island-emulator/rounds").then((m) => m.replayedRealRounds()).catch(() => ({}));
}
