import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An accounting API on loopback that answers every request with the largest answer the old cap
 * let through: `{"values":[{},{},…]}` of `bytes` bytes (20 MiB: about seven million objects),
 * streamed in 64 KB chunks without a Content-Length, for as long as the client keeps reading.
 * `benign`: a 404 at once instead (a benchmark's baseline: the machine's own noise).
 */
export async function hostileUpstream(
  bytes = 20 * 1024 * 1024,
  { benign = false }: { benign?: boolean } = {},
): Promise<{ baseUrl: string; hits: () => number; sent: () => number; close: () => Promise<void> }> {
  let hits = 0;
  let sent = 0;
  const sockets = new Set<import("node:net").Socket>();
  const chunk = Buffer.from("{},".repeat(Math.floor((64 * 1024) / 3)));
  const server = http.createServer((req, res) => {
    hits++;
    req.resume();
    if (benign) return void res.writeHead(404, { "Content-Type": "application/json" }).end('{"status":404,"message":"Not found"}');
    res.writeHead(200, { "Content-Type": "application/json" });
    let left = bytes;
    res.write('{"values":[');
    const pump = () => {
      while (left > chunk.length && !res.destroyed) {
        left -= chunk.length;
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) res.end("{}]}");
    };
    pump();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`,
    hits: () => hits,
    sent: () => sent,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

/** Polls `url` every `everyMs` until stopped; returns the slowest answer's time and how many answered. */
export function pollHealth(url: string, everyMs = 50): { stop: () => Promise<{ worstMs: number; answered: number; failed: number }> } {
  let running = true;
  let worstMs = 0;
  let answered = 0;
  let failed = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.ok) answered++;
        else failed++;
      } catch {
        failed++;
      }
      worstMs = Math.max(worstMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { worstMs, answered, failed };
    },
  };
}
