import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { handleSandboxRequest } from "./http";

/**
 * The sandbox on a plain `node:http` server (no Next), for the case runner, benchmarks and
 * tests. URLs are `${url}/emulator/tripletex/v2/...` and `${url}/emulator/tripletex/admin/...`.
 */
export async function startSandboxServer(opts: { port?: number; host?: string } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const host = opts.host ?? "127.0.0.1";
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        try {
          const headers = new Headers();
          for (const [k, v] of Object.entries(req.headers)) {
            if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
            else if (v !== undefined) headers.set(k, v);
          }
          const body = chunks.length && req.method !== "GET" && req.method !== "HEAD" ? Buffer.concat(chunks) : undefined;
          const addr = server.address() as AddressInfo;
          const request = new Request(`http://${host}:${addr.port}${req.url ?? "/"}`, { method: req.method, headers, body });
          const response = await handleSandboxRequest(request);
          const out = Buffer.from(await response.arrayBuffer());
          const h: Record<string, string> = {};
          response.headers.forEach((v, k) => (h[k] = v));
          res.writeHead(response.status, h);
          res.end(out);
        } catch (err) {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ status: 500, code: 1000, message: String(err) }));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
