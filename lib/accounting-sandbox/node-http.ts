import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { storageProblem } from "@/lib/db/storage-error";
import { readNodeRequestBytes } from "@/lib/http/read-limited-node";
import { SANDBOX_PREFIX, serveSandbox, type SandboxReply } from "./http";

/**
 * The sandbox on Node's own request and response: the app's `/emulator/tripletex/...` (a Pages
 * API handler the path is rewritten to) and `startSandboxServer`. Only the public path is
 * served: the handler's own `/api/...` address answers 404.
 */
export async function handleSandboxNode(req: IncomingMessage, res: ServerResponse, origin?: string): Promise<void> {
  let reply: SandboxReply;
  try {
    const url = new URL(req.url ?? "/", origin ?? `http://${req.headers.host ?? "localhost"}`);
    if (!url.pathname.startsWith(SANDBOX_PREFIX)) {
      reply = { status: 404, headers: { "content-type": "application/json; charset=utf-8" }, body: JSON.stringify({ error: "not_found" }) };
    } else {
      const method = req.method ?? "GET";
      reply = await serveSandbox({
        method,
        url,
        header: (name) => headerValue(req, name),
        bytes: (maxBytes) => readNodeRequestBytes(req, maxBytes),
        toWebRequest: (bytes) => new Request(url, { method, headers: webHeaders(req), body: bytes as BodyInit }),
      });
    }
  } catch (err) {
    const storage = storageProblem(err);
    console.error("[accounting-sandbox] request failed:", storage?.message ?? err);
    reply = {
      status: storage?.status ?? 500,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ status: storage?.status ?? 500, code: 1000, message: storage?.message ?? "The request failed inside the sandbox." }),
    };
  }
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, reply.body === null ? reply.headers : { ...reply.headers, "content-length": String(Buffer.byteLength(reply.body)) });
  res.end(reply.body ?? undefined);
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name.toLowerCase()];
  if (v === undefined) return null;
  return Array.isArray(v) ? v.join(", ") : v;
}

function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  return headers;
}
