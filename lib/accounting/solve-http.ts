import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

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

/** Reads a JSON body, refusing more than `maxBytes` (by Content-Length and while streaming). */
export async function readJsonBody(req: Request, maxBytes: number): Promise<BodyResult> {
  const declared = req.headers.get("content-length");
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    return { ok: false, status: 413, error: `request body exceeds ${maxBytes} bytes` };
  }
  if (!req.body) return { ok: false, status: 400, error: "request body is empty: expected a JSON object" };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, status: 413, error: `request body exceeds ${maxBytes} bytes` };
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return { ok: false, status: 400, error: "request body is empty: expected a JSON object" };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, error: "request body is not valid JSON" };
  }
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
