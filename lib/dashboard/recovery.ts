import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { env } from "@/lib/env";
import { simulateResponseSchema, type SimulateResponse } from "@/lib/island";

/**
 * Append-only file of paid-for /simulate answers the database could not store. One JSON line per
 * answer; nothing here is ever rewritten, so a later import can always find them.
 */

export const recoveryLineSchema = z.object({
  team_key: z.string(),
  round_id: z.string(),
  seed_index: z.number().int(),
  idempotency_key: z.string(),
  at: z.string(),
  error: z.string(),
  response: simulateResponseSchema,
});
export type RecoveryLine = z.infer<typeof recoveryLineSchema>;

export function recoveryFile(dataDir = env().dataDir): string {
  return path.join(dataDir, "recovery", "observations.jsonl");
}

export async function appendRecovery(
  line: Omit<RecoveryLine, "at" | "response"> & { response: SimulateResponse },
  file = recoveryFile(),
): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const full: RecoveryLine = { ...line, at: new Date().toISOString() };
  // The leading newline ends a line torn by a crash mid-write, so this one still parses.
  await fs.appendFile(file, "\n" + JSON.stringify(full) + "\n", { encoding: "utf8", flag: "a" });
  return file;
}

/** Recovered answers of one team and round (lines that do not parse are skipped). */
export async function readRecovery({ teamKey, roundId }: { teamKey: string; roundId: string }, file = recoveryFile()): Promise<RecoveryLine[]> {
  let text: string;
  try {
    text = await fs.readFile(/*turbopackIgnore: true*/ file, "utf8");
  } catch {
    return [];
  }
  const out: RecoveryLine[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    try {
      const parsed = recoveryLineSchema.safeParse(JSON.parse(raw));
      if (parsed.success && parsed.data.team_key === teamKey && parsed.data.round_id === roundId) out.push(parsed.data);
    } catch {
      // a torn last line from a crash mid-write
    }
  }
  return out;
}
