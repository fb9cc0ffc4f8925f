import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { agentRequests, type AgentRequestRow } from "@/lib/db/schema";
import type { CallRecord } from "./tripletex-client";

/** What one /solve request leaves behind: no session token, no attachment content. */
export type SolveLogEntry = {
  status: "ok" | "failed" | "unrecognised" | "timeout";
  taskType: string | null;
  interpreter: string | null;
  confidence: number | null;
  language: string | null;
  promptExcerpt: string;
  files: { filename: string; mimeType: string }[];
  writes: number;
  failedWrites: number;
  count4xx: number;
  ms: number;
  error: string | null;
  calls: CallRecord[];
  notes: string[];
};

export type SolveLogView = Omit<AgentRequestRow, "calls" | "notes" | "files"> & {
  calls: CallRecord[];
  notes: string[];
  files: { filename: string; mimeType: string }[];
};

const PROMPT_EXCERPT_CHARS = 400;

export function promptExcerpt(prompt: string): string {
  const flat = prompt.replace(/\s+/g, " ").trim();
  return flat.length > PROMPT_EXCERPT_CHARS ? `${flat.slice(0, PROMPT_EXCERPT_CHARS)}…` : flat;
}

/** Stores one request's log; returns its id. */
export async function saveSolveLog(entry: SolveLogEntry, at = new Date()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(agentRequests)
    .values({
      createdAt: at,
      status: entry.status,
      taskType: entry.taskType,
      interpreter: entry.interpreter,
      confidence: entry.confidence,
      language: entry.language,
      promptExcerpt: entry.promptExcerpt,
      files: JSON.stringify(entry.files),
      writes: entry.writes,
      failedWrites: entry.failedWrites,
      count4xx: entry.count4xx,
      ms: entry.ms,
      error: entry.error,
      calls: JSON.stringify(entry.calls),
      notes: JSON.stringify(entry.notes),
    })
    .returning({ id: agentRequests.id });
  return row.id;
}

/** The most recent request logs, newest first. */
export async function listSolveLogs(limit = 100): Promise<SolveLogView[]> {
  const db = await getDb();
  const rows = await db.select().from(agentRequests).orderBy(desc(agentRequests.createdAt), desc(agentRequests.id)).limit(limit);
  return rows.map((r) => ({
    ...r,
    calls: parseArray<CallRecord>(r.calls),
    notes: parseArray<string>(r.notes),
    files: parseArray<{ filename: string; mimeType: string }>(r.files),
  }));
}

function parseArray<T>(text: string): T[] {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}
