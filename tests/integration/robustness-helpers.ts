import http from "node:http";
import net from "node:net";

/** Raw HTTP for the robustness suite: bytes fetch would refuse to send, and bodies streamed without being held. */

export type RawAnswer = { status: number; head: string; body: string; ms: number };

/**
 * Sends `request` byte for byte on a fresh connection and reads the first answer (its status line,
 * headers and as much body as arrives before the connection closes or `timeoutMs` passes).
 * Status 0: the server closed the connection without answering.
 */
export function rawHttp(port: number, request: Buffer | string, timeoutMs = 10_000): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end >= 0 ? text.slice(0, end) : text;
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ status: m ? Number(m[1]) : 0, head, body: end >= 0 ? text.slice(end + 4) : "", ms: performance.now() - started });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms: ${Buffer.concat(chunks).toString("latin1").slice(0, 200)}`));
    }, timeoutMs);
    socket.on("data", (d) => chunks.push(d));
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", () => finish());
    socket.write(typeof request === "string" ? Buffer.from(request, "latin1") : request);
  });
}

/** A request head with `Connection: close`, header values taken as raw bytes (latin1). */
export function rawHead(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return lines.join("\r\n") + "\r\n\r\n";
}

export type StreamedAnswer = { status: number; body: string; sentBytes: number; ms: number };

/**
 * POSTs a body of `totalBytes` (after `prefix`), generated chunk by chunk so the test holds only
 * one chunk, without Content-Length unless `declaredLength` is given. Stops sending as soon as the
 * answer arrives; `sentBytes` is how much the server took before answering.
 */
export function streamBody(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; prefix?: string; totalBytes: number; declaredLength?: number; timeoutMs?: number },
): Promise<StreamedAnswer> {
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const headers: Record<string, string> = { "content-type": "application/json", ...opts.headers };
    if (opts.declaredLength !== undefined) headers["content-length"] = String(opts.declaredLength);
    const req = http.request(url, { method: opts.method ?? "POST", headers });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${opts.timeoutMs ?? 10_000} ms after sending ${sentBytes} bytes`));
    }, opts.timeoutMs ?? 10_000);
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      const done = () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sentBytes, ms: performance.now() - started });
      };
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", (err) => {
      if (answered) return;
      clearTimeout(timer);
      // The server may cut the upload short before its answer is read: that is a refusal too.
      resolve({ status: 0, body: String(err), sentBytes, ms: performance.now() - started });
    });
    if (opts.prefix) {
      req.write(opts.prefix);
      sentBytes += Buffer.byteLength(opts.prefix);
    }
    const pump = () => {
      while (!answered && !req.destroyed && sentBytes < opts.totalBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered && !req.destroyed) req.end();
    };
    pump();
  });
}
