import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { MAX_JSON_DEPTH, parseJsonText } from "@/lib/http/json";
import { BodyTooLargeError, readRequestText } from "@/lib/http/read-limited";
import type { Env } from "@/lib/env";
import { upstreamRefusal, type UpstreamPolicy } from "./upstream-policy";

/**
 * The HTTP edge of POST /api/solve: caller authentication, a size-limited JSON body, and the
 * request's notion of today. Kept out of the route file so it stays thin and testable.
 */

/** Constant-time check of `Authorization: Bearer <key>` (hashing first equalises lengths). */
export function bearerMatches(header: string | null, key: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? "");
  const given = createHash("sha256").update(m ? m[1].trim() : "").digest();
  const expected = createHash("sha256").update(key).digest();
  return timingSafeEqual(given, expected) && m !== null;
}

export type BodyResult = { ok: true; body: unknown } | { ok: false; status: 400 | 413; error: string };

/**
 * Reads a JSON body, refusing more than `maxBytes`: by a declared Content-Length at once, and
 * otherwise while streaming (the stream is cancelled when the cap is passed, whatever length was
 * declared or none). JSON nested deeper than the app ever sends is refused before it is built.
 */
export async function readJsonBody(req: Request, maxBytes: number): Promise<BodyResult> {
  let text: string;
  try {
    text = await readRequestText(req, maxBytes);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return { ok: false, status: 413, error: `request body exceeds ${maxBytes} bytes` };
    throw err;
  }
  const parsed = parseJsonText(text);
  if (parsed.ok) return { ok: true, body: parsed.value };
  if (parsed.reason === "empty") return { ok: false, status: 400, error: "request body is empty: expected a JSON object" };
  if (parsed.reason === "too_deep") return { ok: false, status: 400, error: `request body is nested deeper than ${MAX_JSON_DEPTH} levels` };
  return { ok: false, status: 400, error: "request body is not valid JSON" };
}

/** The `X-Solve-Today` header when it is a valid YYYY-MM-DD date. */
export function todayFromHeader(value: string | null): string | undefined {
  return value && isIsoDate(value.trim()) ? value.trim() : undefined;
}

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Which accounting APIs this server's agent may call (see upstream-policy.ts). */
export function upstreamPolicy(e: Env): UpstreamPolicy {
  return { allowPrivate: e.SOLVE_ALLOW_PRIVATE_UPSTREAMS, selfPort: e.PORT, selfOrigin: e.selfOrigin, sandbox: e.EMULATOR_ENABLED };
}

/** The credentials' base URL checked against the policy: the field and why, or null when it may be called. */
export async function baseUrlRefusal(
  request: { accounting_credentials?: { base_url: string }; tripletex_credentials?: { base_url: string } },
  policy: UpstreamPolicy,
): Promise<{ path: string; message: string } | null> {
  const field = request.accounting_credentials ? "accounting_credentials" : "tripletex_credentials";
  const url = (request.accounting_credentials ?? request.tripletex_credentials)?.base_url;
  if (url === undefined) return null;
  const message = await upstreamRefusal(url, policy);
  return message ? { path: `${field}.base_url`, message } : null;
}
