import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeTransport } from "./tripletex-transport";

/*
 * A kept-alive connection the server closes while idle races the client's next call on it. The
 * server here closes a connection the moment a second call arrives on it, unread, as an idle
 * close that crossed the call on the wire looks to the client.
 */
let server: Server;
let base: string;
const callsOnSocket = new WeakMap<Socket, number>();
let unreadCloses = 0;
let answered = 0;
let mode: "close-second" | "close-all" = "close-second";

beforeAll(async () => {
  server = createServer((req, res) => {
    const n = (callsOnSocket.get(req.socket) ?? 0) + 1;
    callsOnSocket.set(req.socket, n);
    if (n > 1 || mode === "close-all") {
      unreadCloses++;
      req.socket.destroy();
      return;
    }
    req.resume();
    req.on("end", () => {
      answered++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ value: { ok: true } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
});

const call = (method: string, body?: string) =>
  nodeTransport({ method, url: `${base}/v2/customer`, headers: { "Content-Type": "application/json" }, body, signal: AbortSignal.timeout(5_000) });

describe("the Node transport on kept-alive connections", () => {
  it("sends a call again on a new connection when the server closed the reused one unread", async () => {
    mode = "close-second";
    const first = await call("GET");
    expect(await first.text(1_000)).toContain("ok");
    const before = answered;
    // The same kept-alive connection is reused and closed unread: the write is sent again, once, and answered.
    const second = await call("POST", JSON.stringify({ name: "Fjordlys AS" }));
    expect(second.status).toBe(200);
    expect(await second.text(1_000)).toContain("ok");
    expect(answered).toBe(before + 1);
    expect(unreadCloses).toBeGreaterThanOrEqual(1);
  });

  it("does not send a call a third time: closed unread twice, the failure is the caller.s", async () => {
    const warm = await call("GET");
    await warm.text(1_000);
    mode = "close-all";
    const closesBefore = unreadCloses;
    await expect(call("POST", "{}")).rejects.toMatchObject({ code: expect.stringMatching(/ECONNRESET|EPIPE/) });
    expect(unreadCloses - closesBefore).toBe(2);
    mode = "close-second";
  });
});
