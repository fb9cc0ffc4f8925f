import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "@/lib/db/private-files";
import { env } from "@/lib/env";
import { simulateResponseSchema, type SimulateResponse } from "@/lib/island";

/**
 * Append-only journal of paid-for /simulate answers. Every answer is appended (and flushed to
 * disk) before the database row is written, and a "stored" line follows once the row is in; an
 * answer without its "stored" line is imported on the next load. Nothing here is ever rewritten,
 * so from the moment an answer is journaled, whatever a crash interrupts, it is in the database
 * or still in the journal.
 *
 * One file per team and round keeps each workspace load's read small.
 */

export const recoveryLineSchema = z.object({
  team_key: z.string(),
  round_id: z.string(),
  seed_index: z.number().int(),
  idempotency_key: z.string(),
  at: z.string(),
  /** Why the database refused the answer (lines written before answers were journaled first). */
  error: z.string().optional(),
  response: simulateResponseSchema,
});
export type RecoveryLine = z.infer<typeof recoveryLineSchema>;

const storedLineSchema = z.object({
  stored: z.literal(true),
  team_key: z.string(),
  round_id: z.string(),
  idempotency_key: z.string(),
  at: z.string(),
});

export type RecoveryKey = { team_key: string; round_id: string; idempotency_key: string };

export function recoveryDir(dataDir = env().dataDir): string {
  return path.join(dataDir, "recovery");
}

/** The journal of one team's round (the key is hashed: team keys and round ids are not file names). */
export function recoveryFile(key: { team_key: string; round_id: string }, dir = recoveryDir()): string {
  const id = crypto.createHash("sha256").update(`${key.team_key}\u0000${key.round_id}`).digest("hex").slice(0, 32);
  return path.join(dir, `observations-${id}.jsonl`);
}

/** The single file answers went to before the journal was kept per round; still read and imported. */
function legacyFile(dir: string): string {
  return path.join(dir, "observations.jsonl");
}

/** Appends a paid-for answer and waits until it is on disk; returns the file. */
export async function appendRecovery(
  line: Omit<RecoveryLine, "at" | "response"> & { response: SimulateResponse },
  dir = recoveryDir(),
): Promise<string> {
  const full: RecoveryLine = { ...line, at: new Date().toISOString() };
  return append(recoveryFile(line, dir), full, true);
}

/** Notes that the answer under this key is in the database, so later loads skip it. */
export async function markRecovered(key: RecoveryKey, dir = recoveryDir()): Promise<void> {
  const line = { stored: true as const, team_key: key.team_key, round_id: key.round_id, idempotency_key: key.idempotency_key, at: new Date().toISOString() };
  // Not flushed: a lost "stored" line only means the next load finds the row and marks it again.
  await append(recoveryFile(key, dir), line, false);
}

async function append(file: string, value: unknown, durable: boolean): Promise<string> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const created = !(await exists(file));
  // Paid answers are the team's: readable by the server's user alone.
  const handle = await fs.open(file, "a", PRIVATE_FILE_MODE);
  try {
    // The leading newline ends a line torn by a crash mid-write, so this one still parses.
    await handle.write("\n" + JSON.stringify(value) + "\n", null, "utf8");
    if (durable) await handle.datasync();
  } finally {
    await handle.close();
  }
  if (durable && created) await syncDir(dir);
  return file;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Makes a new file's directory entry durable too (not possible on every platform: best effort). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await fs.open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // e.g. Windows cannot open a directory
  }
}

/**
 * Answers of one team and round that have no "stored" line yet, oldest first, one per key
 * (lines that do not parse, e.g. torn by a crash, are skipped).
 */
export async function readRecovery({ teamKey, roundId }: { teamKey: string; roundId: string }, dir = recoveryDir()): Promise<RecoveryLine[]> {
  const answers = new Map<string, RecoveryLine>();
  const stored = new Set<string>();
  for (const file of [legacyFile(dir), recoveryFile({ team_key: teamKey, round_id: roundId }, dir)]) {
    for (const value of await readLines(file)) {
      const done = storedLineSchema.safeParse(value);
      if (done.success) {
        if (done.data.team_key === teamKey && done.data.round_id === roundId) stored.add(done.data.idempotency_key);
        continue;
      }
      const answer = recoveryLineSchema.safeParse(value);
      if (answer.success && answer.data.team_key === teamKey && answer.data.round_id === roundId && !answers.has(answer.data.idempotency_key)) {
        answers.set(answer.data.idempotency_key, answer.data);
      }
    }
  }
  return [...answers.values()].filter((a) => !stored.has(a.idempotency_key));
}

async function readLines(file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await fs.readFile(/*turbopackIgnore: true*/ file, "utf8");
  } catch {
    return [];
  }
  const out: unknown[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim()) continue;
    try {
      out.push(JSON.parse(raw));
    } catch {
      // a torn line from a crash mid-write
    }
  }
  return out;
}
