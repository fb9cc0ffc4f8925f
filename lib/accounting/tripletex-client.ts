import "server-only";
import { parseJsonText } from "@/lib/http/json";
import { BodyTooLargeError } from "@/lib/http/read-limited";
import { redactSummary } from "./redact";
import { callBodyText } from "./call-body";
import { withoutTrailingSlashes } from "@/lib/http/trailing-slashes";
import { fetchTransport, nodeTransport, type Received, type Transport } from "./tripletex-transport";

/**
 * A small typed client for the Tripletex v2 API reached through the base URL a solve request
 * gives. It authenticates with HTTP Basic `0:<session token>`, records every call (method,
 * path, status, time — never the token, never a body), counts writes and 4xx answers, and turns
 * Tripletex error bodies into a `TripletexApiError` carrying the validation messages. Answers are
 * read with a byte cap and measured before they are parsed: the base URL comes with the request,
 * and so may any amount of data. The agent asks for narrow lists (fields=…, count=…), so a real
 * answer is far below the caps, and a hostile one costs at most a few megabytes and milliseconds.
 * Redirects are followed only within the base URL's origin: the session token and a write's body
 * never go to another host.
 */

/** The largest answer read by default: the agent's widest real list answers are well under 1 MB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
/** Values (objects, arrays, items) an answer may hold per byte of the cap: JSON.parse cost grows with them. */
const VALUES_PER_BYTE = 1 / 8;
/** Nesting of an answer (a voucher with postings and their references is under 10). */
const MAX_RESPONSE_DEPTH = 32;
/** Same-origin redirects followed per call. */
const MAX_REDIRECTS = 3;

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

export type CallRecord = {
  method: HttpMethod;
  /** Path relative to the base URL, with the query string (no credentials ever go in a query). */
  path: string;
  /** HTTP status; 0 when no answer came back (network error, timeout, abort). */
  status: number;
  ms: number;
  /** Short error text for failed calls (Tripletex message + field messages). */
  error?: string;
  /** The JSON body sent, pretty-printed, redacted and bounded (lib/accounting/call-body.ts). */
  body?: string;
};

export type ValidationMessage = { field: string | null; message: string };

/** A non-2xx answer from the API. */
export class TripletexApiError extends Error {
  constructor(
    readonly method: HttpMethod,
    readonly path: string,
    readonly status: number,
    readonly apiMessage: string | null,
    readonly validationMessages: ValidationMessage[],
    readonly developerMessage: string | null,
  ) {
    super(describeError(method, path, status, apiMessage, validationMessages));
    this.name = "TripletexApiError";
  }

  /** For a 429: how long the API asked to wait. */
  retryAfterMs?: number;

  /** True when some validation message's field or text contains `needle` (case-insensitive). */
  mentions(needle: string): boolean {
    const n = needle.toLowerCase();
    return (
      (this.apiMessage ?? "").toLowerCase().includes(n) ||
      this.validationMessages.some(
        (m) => (m.field ?? "").toLowerCase().includes(n) || m.message.toLowerCase().includes(n),
      )
    );
  }
}

/** The API could not be reached or did not answer in time. */
export class TripletexNetworkError extends Error {
  constructor(
    readonly method: HttpMethod,
    readonly path: string,
    cause: unknown,
  ) {
    super(`${method} ${path}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "TripletexNetworkError";
  }
}

/** The API redirected to another origin: not followed (the token and any body stay with the base URL's host). */
export class TripletexRedirectError extends TripletexNetworkError {
  constructor(
    method: HttpMethod,
    path: string,
    readonly status: number,
  ) {
    super(method, path, new Error(redirectReason(status)));
    this.name = "TripletexRedirectError";
  }
}

/** The API answered with more values or deeper nesting than any answer the agent asks for: dropped unparsed. */
export class TripletexResponseShapeError extends TripletexNetworkError {
  constructor(
    method: HttpMethod,
    path: string,
    readonly status: number,
    why: string,
  ) {
    super(method, path, new Error(`response ${why} (HTTP ${status}): not parsed`));
    this.name = "TripletexResponseShapeError";
  }
}

/** The API answered with more than `maxResponseBytes`: reading stopped there and the answer is dropped. */
export class TripletexResponseTooLargeError extends TripletexNetworkError {
  constructor(
    method: HttpMethod,
    path: string,
    readonly status: number,
    readonly maxBytes: number,
  ) {
    super(method, path, new Error(`response larger than ${maxBytes} bytes (HTTP ${status})`));
    this.name = "TripletexResponseTooLargeError";
  }
}

export type TripletexClientOptions = {
  baseUrl: string;
  sessionToken: string;
  /** Aborts every call in flight and refuses new ones (the solve deadline). */
  signal?: AbortSignal;
  /** Per-call timeout. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Largest answer read (default DEFAULT_MAX_RESPONSE_BYTES); a larger one fails the call. */
  maxResponseBytes?: number;
};

export type ListEnvelope<T> = { fullResultSize?: number; from?: number; count?: number; values: T[] };
export type ValueEnvelope<T> = { value: T };

const WRITE_METHODS: ReadonlySet<HttpMethod> = new Set(["POST", "PUT", "DELETE", "PATCH"]);

export class TripletexClient {
  readonly calls: CallRecord[] = [];
  private readonly base: string;
  private readonly auth: string;
  private readonly transport: Transport;

  constructor(private readonly opts: TripletexClientOptions) {
    this.base = withoutTrailingSlashes(opts.baseUrl);
    this.auth = "Basic " + Buffer.from(`0:${opts.sessionToken}`).toString("base64");
    this.transport = opts.fetch ? fetchTransport(opts.fetch) : nodeTransport;
  }

  get writes(): number {
    return this.calls.filter((c) => WRITE_METHODS.has(c.method)).length;
  }

  get failedWrites(): number {
    return this.calls.filter((c) => WRITE_METHODS.has(c.method) && c.status >= 400 && c.status < 500).length;
  }

  get count4xx(): number {
    return this.calls.filter((c) => c.status >= 400 && c.status < 500).length;
  }

  /** GET a list endpoint and return its `values`. */
  async list<T = Record<string, unknown>>(path: string, query?: Query): Promise<T[]> {
    const body = (await this.request("GET", path, { query })) as ListEnvelope<T> | null;
    return Array.isArray(body?.values) ? body.values : [];
  }

  /** GET a single resource and return its `value`. */
  async getValue<T = Record<string, unknown>>(path: string, query?: Query): Promise<T> {
    const body = (await this.request("GET", path, { query })) as ValueEnvelope<T>;
    return body.value;
  }

  /** POST a JSON body; returns the `value` of the answer (or the raw body when it has none). */
  async post<T = Record<string, unknown>>(path: string, body: unknown, query?: Query): Promise<T> {
    return unwrap<T>(await this.request("POST", path, { query, body }));
  }

  /** PUT with an optional JSON body (actions take query parameters only). */
  async put<T = Record<string, unknown>>(path: string, body?: unknown, query?: Query): Promise<T> {
    return unwrap<T>(await this.request("PUT", path, { query, body }));
  }

  async delete(path: string, query?: Query): Promise<void> {
    await this.request("DELETE", path, { query });
  }

  /**
   * One HTTP call; resolves to the parsed JSON body (null when empty), rejects on non-2xx. A 429
   * (rate limit: the request was not carried out) is retried after the advertised wait, twice.
   */
  async request(method: HttpMethod, path: string, init: { query?: Query; body?: unknown } = {}): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(method, path, init);
      } catch (err) {
        if (!(err instanceof TripletexApiError) || err.status !== 429 || attempt >= 2 || this.opts.signal?.aborted) throw err;
        await new Promise((r) => setTimeout(r, Math.min(5_000, Math.max(200, err.retryAfterMs ?? 1_000))));
      }
    }
  }

  /**
   * One call, following redirects by hand: only to the same origin, at most MAX_REDIRECTS times.
   * A 303 (and a 301/302 after a write) turns into a GET without a body, as browsers do.
   */
  private async sendFollowingSameOrigin(method: HttpMethod, url: string, body: unknown, signal: AbortSignal): Promise<Received> {
    const origin = new URL(url).origin;
    let current = { method: method as string, url, body: body !== undefined ? JSON.stringify(body) : undefined };
    for (let hops = 0; ; hops++) {
      const res = await this.transport({
        method: current.method,
        url: current.url,
        headers: {
          Authorization: this.auth,
          Accept: "application/json",
          ...(current.body !== undefined ? { "Content-Type": "application/json; charset=utf-8" } : {}),
        },
        body: current.body,
        signal,
      });
      if (!REDIRECTS.has(res.status)) return res;
      res.discard();
      const location = res.header("location");
      let next: URL | null = null;
      try {
        next = location ? new URL(location, current.url) : null;
      } catch {
        next = null;
      }
      if (!next || next.origin !== origin || hops >= MAX_REDIRECTS) throw new TripletexRedirectError(method, url, res.status);
      const toGet = res.status === 303 || ((res.status === 301 || res.status === 302) && current.method !== "GET");
      current = { method: toGet ? "GET" : current.method, url: next.href, body: toGet ? undefined : current.body };
    }
  }

  private async once(method: HttpMethod, path: string, init: { query?: Query; body?: unknown }): Promise<unknown> {
    const rel = (path.startsWith("/") ? path : `/${path}`) + queryString(init.query);
    const started = performance.now();
    const record: CallRecord = { method, path: rel, status: 0, ms: 0, ...(init.body !== undefined ? { body: callBodyText(init.body) } : {}) };
    this.calls.push(record);
    const finish = () => (record.ms = Math.round(performance.now() - started));

    if (this.opts.signal?.aborted) {
      record.error = "aborted before sending (deadline)";
      finish();
      throw new TripletexNetworkError(method, rel, new Error("deadline reached"));
    }
    const signals = [this.opts.signal, AbortSignal.timeout(this.opts.timeoutMs ?? 60_000)].filter(
      (s): s is AbortSignal => s !== undefined,
    );
    const maxBytes = this.opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    let res: Received;
    let text: string;
    try {
      res = await this.sendFollowingSameOrigin(method, this.base + rel, init.body, AbortSignal.any(signals));
      text = await res.text(maxBytes);
    } catch (err) {
      finish();
      if (err instanceof BodyTooLargeError) {
        record.status = res!.status;
        record.error = `response larger than ${err.maxBytes} bytes`;
        throw new TripletexResponseTooLargeError(method, rel, res!.status, err.maxBytes);
      }
      if (err instanceof TripletexRedirectError) {
        record.status = err.status;
        record.error = redirectReason(err.status);
        throw new TripletexRedirectError(method, rel, err.status);
      }
      record.error = redactSummary(err instanceof Error ? err.message : String(err));
      throw new TripletexNetworkError(method, rel, err);
    }
    record.status = res.status;
    finish();
    const json = parseJsonText(text, { maxDepth: MAX_RESPONSE_DEPTH, maxValues: Math.floor(maxBytes * VALUES_PER_BYTE) });
    if (!json.ok && (json.reason === "too_deep" || json.reason === "too_many_values")) {
      const why = json.reason === "too_deep" ? `nested deeper than ${MAX_RESPONSE_DEPTH} levels` : "holding more values than any answer the agent asks for";
      record.error = `response ${why}: not parsed`;
      throw new TripletexResponseShapeError(method, rel, res.status, why);
    }
    if (!json.ok && json.reason === "invalid" && res.status >= 200 && res.status <= 299) {
      // A success that is not JSON (a proxy's HTML page, a truncated body) is not an empty answer: nothing it says is known.
      record.error = "response not JSON: not parsed";
      throw new TripletexResponseShapeError(method, rel, res.status, "not JSON");
    }
    const parsed = json.ok ? json.value : null;
    if (res.status < 200 || res.status > 299) {
      const err = toApiError(method, rel, res.status, parsed, text);
      err.retryAfterMs = retryAfterMs(res);
      record.error = err.message.slice(0, 500);
      throw err;
    }
    return parsed;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function redirectReason(status: number): string {
  return `redirected (HTTP ${status}) to another origin or too often: not followed`;
}

function unwrap<T>(body: unknown): T {
  if (body && typeof body === "object" && "value" in body) return (body as { value: T }).value;
  return body as T;
}

function queryString(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    params.set(k, Array.isArray(v) ? v.join(",") : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

function toApiError(method: HttpMethod, path: string, status: number, body: unknown, text: string): TripletexApiError {
  const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const messages = Array.isArray(b.validationMessages)
    ? b.validationMessages
        .filter((m): m is Record<string, unknown> => !!m && typeof m === "object")
        .map((m) => ({
          field: typeof m.field === "string" ? m.field : null,
          message: typeof m.message === "string" ? m.message : "",
        }))
    : [];
  // A body that is not Tripletex's JSON may echo anything (a proxy's page, what was sent): redacted and short.
  const message = typeof b.message === "string" ? redactSummary(b.message, 300) : body === null ? redactSummary(text, 200) || null : null;
  const dev = typeof b.developerMessage === "string" ? b.developerMessage : null;
  return new TripletexApiError(method, path, status, message, messages, dev);
}

function describeError(
  method: string,
  path: string,
  status: number,
  message: string | null,
  validation: ValidationMessage[],
): string {
  const fields = validation.map((m) => (m.field ? `${m.field}: ${m.message}` : m.message)).join("; ");
  return `${method} ${path.split("?")[0]} → ${status}${message ? ` ${message}` : ""}${fields ? ` (${fields})` : ""}`;
}

function retryAfterMs(res: Received): number | undefined {
  const v = res.header("retry-after") ?? res.header("x-rate-limit-reset");
  if (!v || !/^\d+(\.\d+)?$/.test(v.trim())) return undefined;
  return Number(v) * 1000;
}
