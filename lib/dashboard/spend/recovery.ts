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

const windowSchema = z.object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() });

/**
 * Written (and flushed) before a query is asked for: if the process dies after the service charged
 * it, the next load knows a paid answer may be missing, and what was asked.
 */
export const intentLineSchema = z.object({
  intent: z.literal(true),
  team_key: z.string(),
  round_id: z.string(),
  idempotency_key: z.string(),
  seed_index: z.number().int(),
  viewport: windowSchema,
  who: z.string().nullable().optional(),
  at: z.string(),
});
export type IntentLine = z.infer<typeof intentLineSchema>;

/**
 * How an intent without an answer ended: never charged (the service refused it, or has no record
 * of it), or charged with its answer lost (`charged` of `asked` such intents were charged, when the
 * service's count cannot tell which).
 */
export const settledLineSchema = z.object({
  settled: z.enum(["not_spent", "lost"]),
  team_key: z.string(),
  round_id: z.string(),
  idempotency_key: z.string(),
  charged: z.number().int().optional(),
  asked: z.number().int().optional(),
  at: z.string(),
});
export type SettledLine = z.infer<typeof settledLineSchema>;

/** A query the service charged whose answer could not be recovered, as the workspace names it. */
export type LostAnswer = IntentLine & { charged?: number; asked?: number };

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

/** Notes what is about to be asked, and waits until it is on disk (before the service charges). */
export async function appendIntent(line: Omit<IntentLine, "intent" | "at">, dir = recoveryDir()): Promise<string> {
  const full: IntentLine = { intent: true, ...line, at: new Date().toISOString() };
  return append(recoveryFile(line, dir), full, true);
}

/** Notes how an intent without an answer ended; a lost answer is flushed (the user is told of it). */
export async function appendSettled(line: Omit<SettledLine, "at">, dir = recoveryDir()): Promise<void> {
  await append(recoveryFile(line, dir), { ...line, at: new Date().toISOString() }, line.settled === "lost");
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

export type JournalState = {
  /** Answers not yet marked stored (as readRecovery). */
  answers: RecoveryLine[];
  /** Intents with no answer, no stored mark and no settlement: asked for, outcome unknown. */
  open: IntentLine[];
  /** Intents settled as lost: the user is told of them. */
  lost: LostAnswer[];
};

/** Everything the journal of one team's round says about spends that did not finish. */
export async function readJournal({ teamKey, roundId }: { teamKey: string; roundId: string }, dir = recoveryDir()): Promise<JournalState> {
  const intents = new Map<string, IntentLine>();
  const answered = new Set<string>();
  const stored = new Set<string>();
  const settled = new Map<string, SettledLine>();
  const answers = await readRecovery({ teamKey, roundId }, dir);
  for (const value of await readLines(recoveryFile({ team_key: teamKey, round_id: roundId }, dir))) {
    const mine = (v: { team_key: string; round_id: string }) => v.team_key === teamKey && v.round_id === roundId;
    const intent = intentLineSchema.safeParse(value);
    if (intent.success) {
      if (mine(intent.data) && !intents.has(intent.data.idempotency_key)) intents.set(intent.data.idempotency_key, intent.data);
      continue;
    }
    const done = storedLineSchema.safeParse(value);
    if (done.success) {
      if (mine(done.data)) stored.add(done.data.idempotency_key);
      continue;
    }
    const end = settledLineSchema.safeParse(value);
    if (end.success) {
      // A later "lost" wins over an earlier "not_spent" of the same key, never the reverse.
      if (mine(end.data) && settled.get(end.data.idempotency_key)?.settled !== "lost") settled.set(end.data.idempotency_key, end.data);
      continue;
    }
    const answer = recoveryLineSchema.safeParse(value);
    if (answer.success && mine(answer.data)) answered.add(answer.data.idempotency_key);
  }
  const open: IntentLine[] = [];
  const lost: LostAnswer[] = [];
  for (const [key, intent] of intents) {
    const end = settled.get(key);
    if (stored.has(key) || answered.has(key)) continue;
    if (end?.settled === "lost") lost.push({ ...intent, charged: end.charged, asked: end.asked });
    else if (!end) open.push(intent);
  }
  return { answers, open, lost };
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
