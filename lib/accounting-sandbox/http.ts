import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { storageProblem } from "@/lib/db/storage-error";
import { env } from "@/lib/env";
import { MAX_JSON_DEPTH, parseJsonText } from "@/lib/http/json";
import { BodyTooLargeError, readRequestBytes } from "@/lib/http/read-limited";
import { secretEquals } from "@/lib/http/secret-equals";
import { companyById, companyByToken, createCompany, serialized } from "./company";
import type { Ctx, Reply } from "./core/context";
import { ApiError, notFound, unauthorized } from "./core/errors";
import { listRequests, logRequest, saveRows } from "./core/persistence";
import { Tx } from "./core/store";
import { baseLayer } from "./seed/base";
import { router } from "./routes";

/**
 * Entry point of the accounting sandbox: `/emulator/tripletex/admin/...` (company management
 * for the case runner) and `/emulator/tripletex/v2/...` (the Tripletex API).
 *
 * `serveSandbox` speaks in plain values, not in a server's request and response objects: the app
 * serves it from a Node handler (`node-http.ts`: every call of the agent's burst of calls goes
 * through it, and a web Request and Response per call cost more than the sandbox's own work),
 * tests call `handleSandboxRequest` with web Requests.
 */
export const SANDBOX_PREFIX = "/emulator/tripletex";
const PREFIX = SANDBOX_PREFIX;

/** What the sandbox needs of a request, whatever carried it. */
export interface SandboxRequest {
  method: string;
  /** The URL the client asked for (path from `/emulator/tripletex`, query). */
  url: URL;
  header(name: string): string | null;
  /** The body, refused past `maxBytes` with BodyTooLargeError (the rest is discarded by the reader). */
  bytes(maxBytes: number): Promise<Uint8Array>;
  /** The request as a web Request whose body is `bytes` (a multipart upload is parsed from it). */
  toWebRequest(bytes: Uint8Array): Request;
}

export type SandboxReply = { status: number; headers: Record<string, string>; body: string | null };

function json(status: number, body: unknown, headers: Record<string, string> = {}): SandboxReply {
  return body === undefined
    ? { status, headers, body: null }
    : { status, headers: { "content-type": "application/json; charset=utf-8", ...headers }, body: JSON.stringify(body) };
}

/** The origin the client used (Next rewrites the request URL's host to localhost). */
function clientOrigin(req: SandboxRequest): string {
  const host = req.header("x-forwarded-host") ?? req.header("host");
  const proto = req.header("x-forwarded-proto") ?? req.url.protocol.replace(/:$/, "");
  return host ? `${proto.split(",")[0].trim()}://${host.split(",")[0].trim()}` : req.url.origin;
}

/** A web Request served by the sandbox (tests, and anything that holds one). */
export async function handleSandboxRequest(req: Request): Promise<Response> {
  const reply = await serveSandbox({
    method: req.method,
    url: new URL(req.url),
    header: (name) => req.headers.get(name),
    bytes: (maxBytes) => readRequestBytes(req, maxBytes),
    toWebRequest: (bytes) => new Request(req.url, { method: req.method, headers: req.headers, body: bytes as BodyInit }),
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

export async function serveSandbox(req: SandboxRequest): Promise<SandboxReply> {
  const url = req.url;
  const origin = clientOrigin(req);
  const at = url.pathname.indexOf(PREFIX);
  const rest = at >= 0 ? url.pathname.slice(at + PREFIX.length) : url.pathname;
  if (!env().EMULATOR_ENABLED) return json(404, { error: "not_found", message: "the embedded emulators are disabled" });
  if (rest.startsWith("/admin/") || rest === "/admin") return handleAdmin(req, origin, rest.slice("/admin".length)).catch(adminFailure);
  if (rest.startsWith("/v2/") || rest === "/v2") return handleApi(req, url, rest.slice("/v2".length), `${origin}${url.pathname.slice(0, at >= 0 ? at : 0)}${PREFIX}/v2`);
  return json(404, { status: 404, code: 6000, message: "Not found", link: null, developerMessage: null, validationMessages: null, requestId: randomUUID() });
}

// ---------------------------------------------------------------------------------------------

const createBody = z.object({ today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }).loose();

/** An admin call that failed inside: a JSON answer saying why (never an empty 500). */
function adminFailure(err: unknown): SandboxReply {
  const storage = storageProblem(err);
  if (storage) {
    console.error(`[accounting-sandbox] ${storage.message}`, err);
    return json(storage.status, { error: "storage_unavailable", message: storage.message });
  }
  console.error("[accounting-sandbox] admin request failed:", err);
  return json(500, { error: "internal", message: "The admin request failed inside the server; the reason is in the server log." });
}

async function handleAdmin(req: SandboxRequest, origin: string, path: string): Promise<SandboxReply> {
  if (!secretEquals(req.header("x-admin-key"), env().EMULATOR_ADMIN_KEY)) {
    return json(401, { error: "unauthorized", message: "X-Admin-Key header missing or wrong" });
  }
  const segs = path.split("/").filter(Boolean);
  if (req.method === "POST" && segs.length === 1 && segs[0] === "companies") {
    const maxBytes = env().SANDBOX_MAX_BODY_BYTES;
    let text: string;
    try {
      text = new TextDecoder().decode(await req.bytes(maxBytes));
    } catch (err) {
      if (err instanceof BodyTooLargeError) return json(413, { error: "payload_too_large", message: `body larger than ${maxBytes} bytes` });
      throw err;
    }
    const body = parseJsonText(text);
    if (!body.ok && body.reason !== "empty") return json(400, { error: "bad_request", message: "body is not JSON" });
    const parsed = createBody.safeParse((body.ok ? body.value : null) ?? {});
    if (!parsed.success) return json(400, { error: "bad_request", message: "today must be YYYY-MM-DD" });
    const today = parsed.data.today ?? new Date().toISOString().slice(0, 10);
    const { company, facts } = await createCompany(today);
    const baseUrl = `${origin}${PREFIX}/v2`;
    return json(201, { company_id: company.id, base_url: baseUrl, session_token: company.sessionToken, today, facts });
  }
  if (req.method === "GET" && segs.length === 3 && segs[0] === "companies" && segs[2] === "requests") {
    const id = Number(segs[1]);
    const company = Number.isInteger(id) ? await companyById(id) : undefined;
    if (!company) return json(404, { error: "not_found", message: "no such company" });
    return json(200, { company_id: id, requests: await listRequests(id) });
  }
  return json(404, { error: "not_found", message: `no admin route ${req.method} ${path}` });
}

// ---------------------------------------------------------------------------------------------

function sessionToken(req: SandboxRequest): string | undefined {
  const h = req.header("authorization");
  if (!h || !/^basic /i.test(h)) return undefined;
  let decoded: string;
  try {
    decoded = Buffer.from(h.slice(6).trim(), "base64").toString("utf8");
  } catch {
    return undefined;
  }
  const i = decoded.indexOf(":");
  if (i < 0) return undefined;
  const user = decoded.slice(0, i);
  if (user !== "0" && user !== "") return undefined;
  return decoded.slice(i + 1);
}

async function handleApi(req: SandboxRequest, url: URL, path: string, baseUrl: string): Promise<SandboxReply> {
  const requestId = randomUUID();
  const started = performance.now();
  const headers = { "x-tlx-request-id": requestId };
  const token = sessionToken(req);
  const company = token ? await companyByToken(token) : undefined;
  if (!company) return json(401, unauthorized().body(requestId), headers);

  return serialized(company.id, async () => {
    let reply: Reply;
    const tx = new Tx(company, baseLayer().types);
    try {
      const match = router.match(req.method, path);
      if (match === undefined) throw notFound(`HTTP 404 Not Found`);
      if (match === "method") throw new ApiError(405, 4000, "HTTP 405 Method Not Allowed");
      const { body, raw } = await readRequestBody(req);
      const ctx: Ctx = {
        tx,
        baseUrl,
        method: req.method,
        params: match.params,
        query: url.searchParams,
        body,
        req: raw,
        today: company.today,
      };
      reply = await match.handler(ctx);
      if (tx.dirty) {
        const { rows, nextId } = tx.commit();
        await saveRows(company.id, rows, nextId);
      }
    } catch (err) {
      const storage = err instanceof ApiError ? null : storageProblem(err);
      const e = err instanceof ApiError ? err : storage ? new ApiError(storage.status, 1000, storage.message) : internal(err);
      reply = { status: e.status, body: e.body(requestId) };
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // The request log is for the case runner: a database that cannot take it does not change the answer.
    await logRequest(company.id, { method: req.method, path: path + url.search, status: reply.status, ms }).catch((err: unknown) =>
      console.error("[accounting-sandbox] the request log could not be written:", storageProblem(err)?.message ?? err),
    );
    return json(reply.status, reply.status === 204 ? undefined : reply.body, { ...headers, ...(reply.headers ?? {}) });
  });
}

/**
 * The body of an API call, read with the size cap (413 past it): parsed JSON, or for a multipart
 * upload a copy of the request whose body is the bytes already read.
 */
async function readRequestBody(req: SandboxRequest): Promise<{ body: unknown; raw: Request | undefined }> {
  if (req.method === "GET" || req.method === "HEAD") return { body: undefined, raw: undefined };
  const maxBytes = env().SANDBOX_MAX_BODY_BYTES;
  let bytes: Uint8Array;
  try {
    bytes = await req.bytes(maxBytes);
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw new ApiError(413, 4000, `Request body larger than ${maxBytes} bytes`, "PAYLOAD_TOO_LARGE");
    throw err;
  }
  if ((req.header("content-type") ?? "").includes("multipart/form-data")) {
    return { body: undefined, raw: req.toWebRequest(bytes) };
  }
  const parsed = parseJsonText(new TextDecoder().decode(bytes));
  if (parsed.ok) return { body: parsed.value, raw: undefined };
  if (parsed.reason === "empty") return { body: undefined, raw: undefined };
  if (parsed.reason === "too_deep") throw new ApiError(400, 22000, `Invalid JSON: nested deeper than ${MAX_JSON_DEPTH} levels`, "JSON_PARSE_ERROR");
  throw new ApiError(400, 22000, "Invalid JSON", "JSON_PARSE_ERROR");
}

function internal(err: unknown): ApiError {
  if (process.env.NODE_ENV !== "test") console.error("accounting sandbox: unexpected error", err);
  return new ApiError(500, 1000, null as unknown as string, String(err instanceof Error ? err.message : err));
}

