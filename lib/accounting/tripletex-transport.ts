import "server-only";
import http from "node:http";
import https from "node:https";
import { readLimitedText } from "@/lib/http/read-limited";
import { readNodeResponseText } from "@/lib/http/read-limited-node";

/**
 * How the Tripletex client sends one HTTP call and reads its answer. The default is Node's own
 * http/https with kept-alive connections: an agent's burst of calls costs a quarter of the CPU of
 * `fetch` (web Request, Response and streams per call), and the embedded sandbox answers in this
 * very process, so the client's cost adds to the server's. A `fetch` can be given instead (tests
 * that watch or fake the calls). Neither follows redirects: the client decides.
 */
export type Sent = { method: string; url: string; headers: Record<string, string>; body?: string; signal: AbortSignal };

export interface Received {
  status: number;
  header(name: string): string | null;
  /** The body as UTF-8 text, refused past `maxBytes` (BodyTooLargeError; the rest is not read). */
  text(maxBytes: number): Promise<string>;
  /** Drops the body unread. */
  discard(): void;
}

export type Transport = (req: Sent) => Promise<Received>;

export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async (req) => {
    const res = await fetchImpl(req.url, { method: req.method, headers: req.headers, body: req.body, redirect: "manual", signal: req.signal });
    return {
      status: res.status,
      header: (name) => res.headers.get(name),
      text: (maxBytes) => readLimitedText(res, maxBytes),
      discard: () => void res.body?.cancel().catch(() => undefined),
    };
  };
}

// Connections are kept between calls (a solve makes several in a row to one host), never more than
// 16 per host at once.
const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 16 }),
};

/**
 * Node's http/https; answers are asked for uncompressed (nothing to undo, and they are small).
 * A kept-alive connection the server closed while idle fails the next call sent on it before
 * any answer (ECONNRESET or EPIPE on a reused socket: the server never read the call). That call
 * is sent once more on a new connection; any other failure is the caller's to judge.
 */
export const nodeTransport: Transport = (req) => sendNode(req, true);

const CLOSED_WHILE_IDLE = new Set(["ECONNRESET", "EPIPE"]);

function sendNode(req: Sent, mayResend: boolean): Promise<Received> {
  return new Promise<Received>((resolve, reject) => {
    const url = new URL(req.url);
    const secure = url.protocol === "https:";
    const headers: Record<string, string> = { ...req.headers, "Accept-Encoding": "identity" };
    if (req.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(req.body));
    const request = (secure ? https : http).request(
      url,
      { method: req.method, headers, agent: secure ? agents.https : agents.http, signal: req.signal },
      (res) => resolve(received(res)),
    );
    request.on("error", (err: NodeJS.ErrnoException) => {
      const closedWhileIdle = request.reusedSocket && CLOSED_WHILE_IDLE.has(err.code ?? "") && !req.signal.aborted;
      if (mayResend && closedWhileIdle) sendNode(req, false).then(resolve, reject);
      else reject(err);
    });
    request.end(req.body);
  });
}

function received(res: http.IncomingMessage): Received {
  return {
    status: res.statusCode ?? 0,
    header: (name) => {
      const v = res.headers[name.toLowerCase()];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
    text: (maxBytes) => readNodeResponseText(res, maxBytes),
    discard: () => void res.destroy(),
  };
}
