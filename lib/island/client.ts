import type { z } from "zod";
import { BodyTooLargeError, readLimitedText } from "@/lib/http/read-limited";
import {
  analysisSchema,
  budgetSchema,
  leaderboardEntrySchema,
  replaySchema,
  roundDetailSchema,
  roundSchema,
  simulateResponseSchema,
  submitResponseSchema,
  teamPredictionSchema,
  teamRoundSchema,
  type Analysis,
  type Budget,
  type LeaderboardEntry,
  type Replay,
  type ReplayRequest,
  type Round,
  type RoundDetail,
  type SimulateRequest,
  type SimulateResponse,
  type SubmitRequest,
  type SubmitResponse,
  type TeamPrediction,
  type TeamRound,
} from "./schemas";

/**
 * HTTP client for the island prediction service (the real one or the embedded
 * emulator: same API). Framework-free so scripts and server code can share it.
 *
 * Safety rules, because a /simulate call spends one of 50 queries:
 * - requests to rate-limited endpoints wait for a token of a local bucket first;
 * - a 429 rate limit is retried after `Retry-After` (the service refused it, nothing spent);
 * - a 429 for an exhausted budget is never retried;
 * - GETs, /replay and /submit (an idempotent overwrite) are retried on network errors and 5xx;
 * - /simulate is never retried once the request may have reached the service.
 */

export type AuthMode = "bearer" | "cookie";

export type IslandEndpoint =
  | "rounds"
  | "round"
  | "budget"
  | "simulate"
  | "submit"
  | "my-rounds"
  | "my-predictions"
  | "analysis"
  | "leaderboard"
  | "replay";

export type IslandErrorKind =
  | "auth"
  | "forbidden"
  | "not_found"
  | "budget_exhausted"
  | "rate_limited"
  | "validation"
  | "bad_request"
  | "server"
  | "network"
  | "invalid_response";

export interface IslandClientOptions {
  /** e.g. `https://api.ainm.no/astar-island` or `http://localhost:3000/emulator/astar-island`. */
  baseUrl: string;
  /** JWT; public endpoints work without one. */
  token?: string | null;
  /** `bearer`: `Authorization: Bearer <token>`; `cookie`: `Cookie: access_token=<token>`. Default bearer. */
  authMode?: AuthMode;
  fetch?: typeof fetch;
  /**
   * Requests per second allowed per endpoint; defaults: simulate 5, submit 2, others unlimited.
   * Clients of one process with the same baseUrl and token share these buckets.
   */
  rateLimits?: Partial<Record<IslandEndpoint, number>>;
  /** Retries after the first attempt, where retrying is safe. Default 4. */
  maxRetries?: number;
  /** First back-off delay; doubles per retry. Default 250 ms. */
  retryBaseMs?: number;
  /** Upper bound of any back-off, including one asked for by `Retry-After`. Default 30 s. */
  maxRetryDelayMs?: number;
  /** Per-attempt timeout. Default 30 s. */
  timeoutMs?: number;
  /** Largest answer read (the biggest, a replay, is about a megabyte); a larger one fails the call. Default 20 MB. */
  maxResponseBytes?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export const DEFAULT_RATE_LIMITS: Readonly<Partial<Record<IslandEndpoint, number>>> = { simulate: 5, submit: 2 };

export class IslandApiError extends Error {
  readonly name = "IslandApiError";
  constructor(
    readonly kind: IslandErrorKind,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** Parsed JSON body, or its text when not JSON; undefined without a response. */
    readonly body: unknown,
    /** The `{"detail": …}` message (validation lists joined), or a description of the failure. */
    readonly detail: string,
    readonly method: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${path} failed${status ? ` (${status})` : ""}: ${detail}`, options);
  }
}

type RetryPolicy = "idempotent" | "simulate";

interface RequestSpec<T> {
  endpoint: IslandEndpoint;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  schema: z.ZodType<T>;
  retry: RetryPolicy;
}

/**
 * Budget refusals are told apart from rate limits by the words of their detail. "queries"
 * alone is ambiguous ("5 queries per second"), so it counts only without rate-limit wording.
 */
const BUDGET_WORDS = /budget|exhausted/i;
const QUERIES_WORD = /queries/i;
const RATE_WORDS = /rate.?limit|per second|too many requests/i;

/** Buckets shared by every client of this process for the same service and token, so
 * code that builds a client per request still paces the team's calls as a whole. */
const sharedBuckets = new Map<string, TokenBucket>();

/** Connection failures that prove the request never left this machine. */
const NOT_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

export class IslandClient {
  private readonly baseUrl: string;
  private readonly token: string | null;
  private readonly authMode: AuthMode;
  private readonly fetchImpl: typeof fetch;
  private readonly buckets = new Map<IslandEndpoint, TokenBucket>();
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly timeoutMs: number;
  private readonly maxResponseBytes: number;

  constructor(options: IslandClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token ?? null;
    this.authMode = options.authMode ?? "bearer";
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.maxRetries = options.maxRetries ?? 4;
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxResponseBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;
    const limits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
    for (const [endpoint, perSecond] of Object.entries(limits) as [IslandEndpoint, number | undefined][]) {
      if (!perSecond || perSecond <= 0) continue;
      const key = `${this.baseUrl}\u0000${this.token ?? ""}\u0000${endpoint}\u0000${perSecond}`;
      let bucket = sharedBuckets.get(key);
      if (!bucket) sharedBuckets.set(key, (bucket = new TokenBucket(perSecond)));
      this.buckets.set(endpoint, bucket);
    }
  }

  getRounds(opts?: CallOptions): Promise<Round[]> {
    return this.request({ endpoint: "rounds", method: "GET", path: "/rounds", schema: roundSchema.array(), retry: "idempotent" }, opts);
  }

  /** The round whose status is `active`, or null between rounds. */
  async getActiveRound(opts?: CallOptions): Promise<Round | null> {
    return (await this.getRounds(opts)).find((r) => r.status === "active") ?? null;
  }

  getRound(roundId: string, opts?: CallOptions): Promise<RoundDetail> {
    return this.request(
      { endpoint: "round", method: "GET", path: `/rounds/${enc(roundId)}`, schema: roundDetailSchema, retry: "idempotent" },
      opts,
    );
  }

  getBudget(opts?: CallOptions): Promise<Budget> {
    return this.request({ endpoint: "budget", method: "GET", path: "/budget", schema: budgetSchema, retry: "idempotent" }, opts);
  }

  /** Spends one query. Viewport fields left out take the service's defaults (0, 0, 15, 15). */
  simulate(req: SimulateRequest, opts?: CallOptions): Promise<SimulateResponse> {
    return this.request(
      { endpoint: "simulate", method: "POST", path: "/simulate", body: withoutUndefined(req), schema: simulateResponseSchema, retry: "simulate" },
      opts,
    );
  }

  /** Overwrites any earlier prediction for the seed. */
  submit(req: SubmitRequest, opts?: CallOptions): Promise<SubmitResponse> {
    return this.request(
      { endpoint: "submit", method: "POST", path: "/submit", body: req, schema: submitResponseSchema, retry: "idempotent" },
      opts,
    );
  }

  getMyRounds(opts?: CallOptions): Promise<TeamRound[]> {
    return this.request(
      { endpoint: "my-rounds", method: "GET", path: "/my-rounds", schema: teamRoundSchema.array(), retry: "idempotent" },
      opts,
    );
  }

  getMyPredictions(roundId: string, opts?: CallOptions): Promise<TeamPrediction[]> {
    return this.request(
      {
        endpoint: "my-predictions",
        method: "GET",
        path: `/my-predictions/${enc(roundId)}`,
        schema: teamPredictionSchema.array(),
        retry: "idempotent",
      },
      opts,
    );
  }

  getAnalysis(roundId: string, seedIndex: number, opts?: CallOptions): Promise<Analysis> {
    return this.request(
      {
        endpoint: "analysis",
        method: "GET",
        path: `/analysis/${enc(roundId)}/${enc(String(seedIndex))}`,
        schema: analysisSchema,
        retry: "idempotent",
      },
      opts,
    );
  }

  getLeaderboard(opts?: CallOptions): Promise<LeaderboardEntry[]> {
    return this.request(
      { endpoint: "leaderboard", method: "GET", path: "/leaderboard", schema: leaderboardEntrySchema.array(), retry: "idempotent" },
      opts,
    );
  }

  /** A fresh full 51-frame run of a completed round's seed; costs no query. */
  replay(req: ReplayRequest, opts?: CallOptions): Promise<Replay> {
    return this.request(
      { endpoint: "replay", method: "POST", path: "/replay", body: req, schema: replaySchema, retry: "idempotent" },
      opts,
    );
  }

  private headers(hasBody: boolean): Record<string, string> {
    const h: Record<string, string> = { accept: "application/json" };
    if (hasBody) h["content-type"] = "application/json";
    if (this.token) {
      if (this.authMode === "cookie") h.cookie = `access_token=${this.token}`;
      else h.authorization = `Bearer ${this.token}`;
    }
    return h;
  }

  private async request<T>(spec: RequestSpec<T>, opts?: CallOptions): Promise<T> {
    const url = this.baseUrl + spec.path;
    const hasBody = spec.body !== undefined;
    const payload = hasBody ? JSON.stringify(spec.body) : undefined;
    const bucket = this.buckets.get(spec.endpoint);

    for (let attempt = 0; ; attempt++) {
      if (bucket) await sleep(bucket.reserve(), opts?.signal);
      throwIfAborted(opts?.signal, spec);

      let res: Response;
      try {
        const signal = opts?.signal
          ? AbortSignal.any([opts.signal, AbortSignal.timeout(this.timeoutMs)])
          : AbortSignal.timeout(this.timeoutMs);
        res = await this.fetchImpl(url, { method: spec.method, headers: this.headers(hasBody), body: payload, signal });
      } catch (cause) {
        throwIfAborted(opts?.signal, spec);
        const err = new IslandApiError("network", 0, undefined, networkDetail(cause), spec.method, spec.path, { cause });
        const safe = spec.retry === "idempotent" || neverSent(cause);
        if (!safe || attempt >= this.maxRetries) throw err;
        await sleep(this.backoff(attempt), opts?.signal);
        continue;
      }

      let text = "";
      try {
        text = await readLimitedText(res, this.maxResponseBytes);
      } catch (cause) {
        if (cause instanceof BodyTooLargeError) {
          const detail = `response larger than ${cause.maxBytes} bytes`;
          throw new IslandApiError("invalid_response", res.status, undefined, detail, spec.method, spec.path);
        }
      }
      const body = parseJson(text);

      if (res.ok) {
        if (body === undefined) {
          throw new IslandApiError("invalid_response", res.status, text, "response is not JSON", spec.method, spec.path);
        }
        const parsed = spec.schema.safeParse(body);
        if (!parsed.success) {
          const detail = `unexpected response shape: ${parsed.error.issues
            .slice(0, 3)
            .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
            .join("; ")}`;
          throw new IslandApiError("invalid_response", res.status, body, detail, spec.method, spec.path);
        }
        return parsed.data;
      }

      const detail = detailOf(body, text, res);
      const kind = kindOf(res.status, detail);
      const err = new IslandApiError(kind, res.status, body ?? text, detail, spec.method, spec.path);
      if (attempt >= this.maxRetries) throw err;
      if (kind === "rate_limited") {
        await sleep(retryAfterMs(res.headers.get("retry-after")) ?? this.backoff(attempt), opts?.signal, this.maxRetryDelayMs);
        continue;
      }
      // A 5xx to /simulate may still have been counted: never repeat it.
      if (kind === "server" && spec.retry === "idempotent") {
        await sleep(this.backoff(attempt), opts?.signal);
        continue;
      }
      throw err;
    }
  }

  private backoff(attempt: number): number {
    const base = this.retryBaseMs * 2 ** attempt;
    return Math.min(this.maxRetryDelayMs, base * (1 + Math.random() * 0.25));
  }
}

/** Error kind of an HTTP failure; a 429 is a budget refusal when its detail says so. */
export function kindOf(status: number, detail: string): IslandErrorKind {
  if (status === 401) return "auth";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return isBudgetDetail(detail) ? "budget_exhausted" : "rate_limited";
  if (status === 422) return "validation";
  if (status >= 500) return "server";
  return "bad_request";
}

export function isBudgetDetail(detail: string): boolean {
  return BUDGET_WORDS.test(detail) || (QUERIES_WORD.test(detail) && !RATE_WORDS.test(detail));
}

/** `Retry-After` as milliseconds: delta-seconds (fractions accepted) or an HTTP date. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * Reservation-based token bucket: each call takes a token and is told how long to
 * wait for it, so concurrent callers queue in order instead of failing. Capacity 1
 * spaces requests evenly, which keeps any one-second window within the service's limit.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly capacity = 1,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  /** Takes a token; returns the milliseconds to wait before using it. */
  reserve(): number {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    this.tokens -= 1;
    return this.tokens >= 0 ? 0 : (-this.tokens / this.perSecond) * 1000;
  }
}

function detailOf(body: unknown, text: string, res: Response): string {
  if (body && typeof body === "object" && "detail" in body) {
    const d = (body as { detail: unknown }).detail;
    if (typeof d === "string") return d;
    // FastAPI-style validation errors: [{loc, msg, type}, ...]
    if (Array.isArray(d)) {
      return d
        .map((e) => (e && typeof e === "object" && "msg" in e ? String((e as { msg: unknown }).msg) : JSON.stringify(e)))
        .join("; ");
    }
    return JSON.stringify(d);
  }
  return text.trim().slice(0, 300) || res.statusText || `HTTP ${res.status}`;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorCodes(cause: unknown): string[] {
  const codes: string[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== "object" || depth > 4) return;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
    const errors = (e as { errors?: unknown }).errors;
    if (Array.isArray(errors)) for (const inner of errors) visit(inner, depth + 1);
    visit((e as { cause?: unknown }).cause, depth + 1);
  };
  visit(cause, 0);
  return codes;
}

/** True only when the failure proves no byte of the request reached the service. */
function neverSent(cause: unknown): boolean {
  const codes = errorCodes(cause);
  return codes.length > 0 && codes.every((c) => NOT_SENT_CODES.has(c));
}

function networkDetail(cause: unknown): string {
  const codes = errorCodes(cause);
  const message = cause instanceof Error ? cause.message : String(cause);
  return codes.length ? `${message} (${[...new Set(codes)].join(", ")})` : message;
}

function throwIfAborted(signal: AbortSignal | undefined, spec: { method: string; path: string }): void {
  if (signal?.aborted) {
    throw new IslandApiError("network", 0, undefined, "request aborted", spec.method, spec.path, { cause: signal.reason });
  }
}

function sleep(ms: number, signal?: AbortSignal, cap = Infinity): Promise<void> {
  const delay = Math.min(ms, cap);
  if (delay <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, delay);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

function enc(s: string): string {
  return encodeURIComponent(s);
}

function withoutUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
