import "server-only";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { agentRequests, type AgentRequestRow } from "@/lib/db/schema";
import { PRACTICE_LOG_TEAM } from "./log-team";
import { redactNamedValues, redactSummary } from "./redact";
import { boundBody, boundRequestBodies } from "./call-body";
import type { CallRecord } from "./tripletex-client";
import type { Understanding } from "./interpret/types";
import { storedReading } from "./interpret/stored-reading";

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
  /** What the interpreter read (null when the request never reached it). */
  understood?: Understanding | null;
  /** The team the request belongs to (lib/accounting/log-team.ts); only that team sees it. */
  team?: string | null;
};

export type SolveLogView = Omit<AgentRequestRow, "calls" | "notes" | "files" | "understood" | "team"> & {
  calls: CallRecord[];
  notes: string[];
  understood: Understanding | null;
  files: { filename: string; mimeType: string }[];
};

const PROMPT_EXCERPT_CHARS = 4_000;

/**
 * The prompt as written, for the Agent page: its line breaks kept (a mail's header, signature
 * and lists read as lines), runs of blank lines and trailing spaces dropped, cut at 4,000 characters.
 */
export function promptExcerpt(prompt: string): string {
  const kept = prompt
    .slice(0, PROMPT_EXCERPT_CHARS + 1_000)
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return kept.length > PROMPT_EXCERPT_CHARS ? `${kept.slice(0, PROMPT_EXCERPT_CHARS)}…` : kept;
}

/** Longest error text or note kept for one request (a call's error keeps the summary length). */
const REQUEST_TEXT_CHARS = 500;
const PATH_CHARS = 500;

/**
 * What the log keeps of a call: status and a short redacted summary of the error body, which
 * comes from the accounting API and may echo a session token or other secret.
 */
export function redactCall(call: CallRecord): CallRecord {
  const out: CallRecord = { ...call, path: redactNamedValues(call.path).slice(0, PATH_CHARS) };
  if (call.error !== undefined) out.error = redactSummary(call.error);
  if (typeof call.body === "string") out.body = boundBody(call.body);
  else delete out.body;
  return out;
}

/** A request's error or note as shown: redacted, one line, capped. */
export function redactRequestText(text: string): string;
export function redactRequestText(text: string | null): string | null;
export function redactRequestText(text: string | null): string | null {
  return redactSummary(text, REQUEST_TEXT_CHARS);
}

/** Stores one request's log, redacted (the database never holds a secret the API echoed); returns its id. */
export async function saveSolveLog(raw: SolveLogEntry, at = new Date()): Promise<number> {
  const entry = { ...raw, error: redactRequestText(raw.error), calls: boundRequestBodies(raw.calls.map(redactCall)), notes: raw.notes.map((n) => redactRequestText(n)) };
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
      understood: entry.understood ? storedReading(entry.understood, MAX_UNDERSTOOD_CHARS) : null,
      team: entry.team ?? null,
    })
    .returning({ id: agentRequests.id });
  return row.id;
}

/**
 * One team's most recent request logs, newest first; rows stored before redaction are redacted
 * here. Rows stored before teams were recorded belong to the practice team.
 */
export async function listSolveLogs(team: string, limit = 100): Promise<SolveLogView[]> {
  const db = await getDb();
  const mine = team === PRACTICE_LOG_TEAM ? or(eq(agentRequests.team, team), isNull(agentRequests.team)) : eq(agentRequests.team, team);
  const rows = await db.select().from(agentRequests).where(and(mine)).orderBy(desc(agentRequests.createdAt), desc(agentRequests.id)).limit(limit);
  return rows.map(({ team: _team, ...r }) => ({
    ...r,
    error: redactRequestText(r.error),
    calls: boundRequestBodies(parseArray<CallRecord>(r.calls).filter(isCall).map(redactCall)),
    notes: parseArray<string>(r.notes).map((n) => redactRequestText(String(n))),
    understood: parseUnderstanding(r.understood),
    files: parseArray<{ filename: string; mimeType: string }>(r.files),
  }));
}

/** The stored reading is the request's own values; it is kept whole up to this size, then cut where it is long (always valid JSON). */
const MAX_UNDERSTOOD_CHARS = 20_000;

function parseUnderstanding(text: string | null): Understanding | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Understanding;
    return v && typeof v === "object" && v.gate && typeof v.gate.ok === "boolean" ? v : null;
  } catch {
    return null;
  }
}

function isCall(c: unknown): c is CallRecord {
  return !!c && typeof c === "object" && typeof (c as CallRecord).path === "string" && typeof (c as CallRecord).method === "string";
}

function parseArray<T>(text: string): T[] {
  try {
    const v = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}
