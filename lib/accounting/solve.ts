import "server-only";
import { z } from "zod";
import { solveFileSchema } from "@/lib/accounting/files";
import type { LanguageModel } from "ai";
import { interpret, InterpretError } from "@/lib/accounting/interpret";
import type { Understanding } from "@/lib/accounting/interpret/types";
import { modelFromSettings, schemaInPrompt } from "@/lib/accounting/interpret/llm";
import { env } from "@/lib/env";
import { execute } from "./execute";
import { isIsoDate } from "./solve-http";
import { promptExcerpt, saveSolveLog, type SolveLogEntry } from "./solve-log";
import { TripletexApiError, TripletexClient, type CallRecord } from "./tripletex-client";
import { redactSummary } from "./redact";
import { baseUrlShapeProblem } from "./upstream-policy";

/**
 * The accounting agent: validate the request, interpret the prompt (and attachments) into a typed
 * task, run the task's executor against the given Tripletex base URL under a deadline, and log
 * the request. It always ends with an outcome — failures are recorded, never thrown.
 */

/** Longest base URL and session token accepted (real ones are under 200 characters). */
export const SOLVE_URL_MAX_CHARS = 2_048;
export const SOLVE_TOKEN_MAX_CHARS = 4_096;

const credentialsSchema = z.object({
  base_url: z
    .string()
    .trim()
    .max(SOLVE_URL_MAX_CHARS, `must be at most ${SOLVE_URL_MAX_CHARS} characters`)
    .superRefine((v, ctx) => {
      const problem = /\s/.test(v) ? "must be an http(s) URL" : baseUrlShapeProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  session_token: z
    .string()
    .min(1, "must not be empty")
    .max(SOLVE_TOKEN_MAX_CHARS, `must be at most ${SOLVE_TOKEN_MAX_CHARS} characters`),
});

/** Longest prompt accepted, after trimming (real task prompts are under 1,000 characters). */
export const SOLVE_PROMPT_MAX_CHARS = 20_000;
/** Most attachments one request may carry (each at most SOLVE_FILE_MAX_BYTES decoded). */
export const SOLVE_MAX_FILES = 10;

export const solveRequestSchema = z
  .object({
    prompt: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(SOLVE_PROMPT_MAX_CHARS, `must be at most ${SOLVE_PROMPT_MAX_CHARS} characters`),
    files: z
      .array(solveFileSchema)
      .max(SOLVE_MAX_FILES, `must be at most ${SOLVE_MAX_FILES} files`)
      .nullish()
      .transform((v) => v ?? []),
    accounting_credentials: credentialsSchema.optional(),
    tripletex_credentials: credentialsSchema.optional(),
  })
  .refine((b) => b.accounting_credentials ?? b.tripletex_credentials, {
    message: "(or tripletex_credentials) with base_url and session_token is required",
    path: ["accounting_credentials"],
  });

export type SolveRequest = z.input<typeof solveRequestSchema>;

export type ParsedSolveRequest =
  | { ok: true; request: z.output<typeof solveRequestSchema> }
  | { ok: false; error: string; issues: { path: string; message: string }[] };

/** Validates a request body; on failure says which fields are wrong. */
export function parseSolveRequest(body: unknown): ParsedSolveRequest {
  const r = solveRequestSchema.safeParse(body);
  if (r.success) return { ok: true, request: r.data };
  const issues = r.error.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message }));
  // The credentials rule only runs once the fields parse; name it in any case.
  const b = body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
  if (b && b.accounting_credentials == null && b.tripletex_credentials == null && !issues.some((i) => i.path.startsWith("accounting_credentials"))) {
    issues.push({ path: "accounting_credentials", message: "(or tripletex_credentials) with base_url and session_token is required" });
  }
  return { ok: false, error: `invalid solve request: ${issues.map((i) => `${i.path} ${i.message}`).join("; ")}`, issues };
}

export type SolveOptions = {
  /** The date taken as today (YYYY-MM-DD); else env SOLVE_TODAY, else the current date in Norway. */
  today?: string;
  /** Internal deadline; else env SOLVE_DEADLINE_MS. */
  deadlineMs?: number;
  /**
   * A language model for prompts the rules cannot place; `null` for none. Default: the model
   * configured by LLM_PROVIDER/LLM_MODEL/LLM_API_KEY/LLM_BASE_URL, if any.
   */
  llm?: LanguageModel | null;
  /** Store the request log in the database (default true). */
  log?: boolean;
  /** The team the request's log belongs to (lib/accounting/log-team.ts); only that team sees it. */
  team?: string;
  /** fetch used for the accounting API (tests). */
  fetch?: typeof fetch;
};

export type SolveOutcome = {
  status: "completed";
  result: SolveLogEntry["status"];
  taskType: string | null;
  interpreter: string | null;
  confidence: number | null;
  language: string | null;
  today: string;
  writes: number;
  failedWrites: number;
  count4xx: number;
  ms: number;
  calls: CallRecord[];
  notes: string[];
  /** What the interpreter read: type, fields, and what held it back. */
  understood: Understanding | null;
  error: string | null;
  logId: number | null;
};

class DeadlineError extends Error {
  constructor(ms: number) {
    super(`deadline of ${ms} ms reached`);
    this.name = "DeadlineError";
  }
}

export function resolveToday(explicit?: string): string {
  if (explicit && isIsoDate(explicit)) return explicit;
  const fromEnv = env().SOLVE_TODAY;
  if (fromEnv && isIsoDate(fromEnv)) return fromEnv;
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Oslo" }).format(new Date());
}

export async function solve(request: SolveRequest | unknown, opts: SolveOptions = {}): Promise<SolveOutcome> {
  const started = performance.now();
  const today = resolveToday(opts.today);
  const deadlineMs = opts.deadlineMs ?? env().SOLVE_DEADLINE_MS;
  const notes: string[] = [];
  let taskType: string | null = null;
  let interpreter: string | null = null;
  let confidence: number | null = null;
  let language: string | null = null;
  let result: SolveLogEntry["status"] = "ok";
  let error: string | null = null;
  let client: TripletexClient | undefined;
  let files: { filename: string; mimeType: string }[] = [];
  let prompt = "";
  let reading: Understanding | null = null;

  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new DeadlineError(deadlineMs);
      controller.abort(err);
      reject(err);
    }, deadlineMs);
  });
  deadline.catch(() => undefined);

  try {
    const parsed = parseSolveRequest(request);
    if (!parsed.ok) throw new Error(parsed.error);
    const req = parsed.request;
    prompt = req.prompt;
    files = req.files.map((f) => ({ filename: f.filename, mimeType: f.mime_type }));
    const creds = (req.accounting_credentials ?? req.tripletex_credentials)!;
    client = new TripletexClient({
      baseUrl: creds.base_url,
      sessionToken: creds.session_token,
      signal: controller.signal,
      fetch: opts.fetch,
      maxResponseBytes: env().TRIPLETEX_MAX_RESPONSE_BYTES,
    });

    const llm = opts.llm === undefined ? configuredModel() : (opts.llm ?? undefined);
    const llmOptions = llm ? { llm, llmSchemaInPrompt: schemaInPrompt(env()), llmTimeoutMs: env().LLM_TIMEOUT_MS, llmRole: env().LLM_ROLE, signal: controller.signal } : {};
    const understood = await Promise.race([interpret(req.prompt, req.files, { today, ...llmOptions }), deadline]);
    reading = understood.understood;
    interpreter = understood.interpreter;
    confidence = understood.confidence;
    language = understood.language;
    for (const w of understood.warnings) notes.push(`interpreter: ${w}`);
    taskType = understood.task.type;
    await Promise.race([execute(understood.task, { client, today, notes }), deadline]);
  } catch (err) {
    if (err instanceof InterpretError) {
      result = "unrecognised";
      reading = err.understood ?? null;
      for (const w of err.warnings) notes.push(`interpreter: ${w}`);
    } else {
      result = err instanceof DeadlineError || controller.signal.aborted ? "timeout" : "failed";
    }
    error = describe(err);
  } finally {
    clearTimeout(timer);
  }

  const ms = Math.round(performance.now() - started);
  const entry: SolveLogEntry = {
    status: result,
    taskType,
    interpreter,
    confidence,
    language,
    promptExcerpt: promptExcerpt(prompt),
    files,
    writes: client?.writes ?? 0,
    failedWrites: client?.failedWrites ?? 0,
    count4xx: client?.count4xx ?? 0,
    ms,
    error,
    calls: client ? [...client.calls] : [],
    notes,
    understood: reading,
    team: opts.team ?? null,
  };
  let logId: number | null = null;
  if (opts.log !== false) {
    logId = await saveSolveLog(entry).catch((err) => {
      console.error(`solve: could not store the request log: ${describe(err)}`);
      return null;
    });
  }
  console.info(
    JSON.stringify({
      event: "solve",
      result,
      taskType,
      interpreter,
      ...(reading?.llm ? { llm: reading.llm.outcome, llmMs: reading.llm.ms } : {}),
      writes: entry.writes,
      count4xx: entry.count4xx,
      ms,
      // An error may carry text the accounting API sent back: redacted and short.
      ...(error ? { error: redactSummary(error) } : {}),
    }),
  );
  return { status: "completed", result, taskType, interpreter, confidence, language, today, ...pick(entry), notes, understood: reading, error, logId };
}

let model: { value: LanguageModel | undefined } | undefined;
function configuredModel(): LanguageModel | undefined {
  model ??= { value: modelFromSettings(env()) };
  return model.value;
}

function pick(e: SolveLogEntry) {
  return { writes: e.writes, failedWrites: e.failedWrites, count4xx: e.count4xx, ms: e.ms, calls: e.calls };
}

function describe(err: unknown): string {
  if (err instanceof TripletexApiError) return err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}
