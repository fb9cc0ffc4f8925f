import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TripletexApiError,
  TripletexClient,
  TripletexNetworkError,
  TripletexRedirectError,
  TripletexResponseShapeError,
  TripletexResponseTooLargeError,
} from "./tripletex-client";

type Seen = { method: string; url: string; auth: string | undefined; body: string };

let server: http.Server;
let base = "";
const seen: Seen[] = [];
let limitedHits = 0;
/** Bytes the endless endpoint managed to write before the client hung up. */
let endlessSent = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      res.setHeader("Content-Type", "application/json");
      if (req.url!.startsWith("/v2/customer?")) {
        res.end(JSON.stringify({ fullResultSize: 1, values: [{ id: 7, name: "Nordlys AS" }] }));
      } else if (req.url === "/v2/customer" && req.method === "POST") {
        res.statusCode = 201;
        res.end(JSON.stringify({ value: { id: 8, ...JSON.parse(body) } }));
      } else if (req.url === "/v2/invoice" && req.method === "POST") {
        res.statusCode = 422;
        res.end(
          JSON.stringify({
            status: 422,
            code: 18000,
            message: "Validering feilet.",
            validationMessages: [{ field: null, message: "Faktura kan ikke opprettes før selskapet har registrert et bankkontonummer." }],
          }),
        );
      } else if (req.url!.startsWith("/v2/slow")) {
        setTimeout(() => res.end("{}"), 2000);
      } else if (req.url === "/v2/limited") {
        limitedHits++;
        if (limitedHits === 1) {
          res.statusCode = 429;
          res.setHeader("Retry-After", "0");
          res.end(JSON.stringify({ status: 429, message: "Too many requests" }));
        } else res.end(JSON.stringify({ values: [{ id: 1 }] }));
      } else if (req.url!.startsWith("/v2/endless")) {
        // No Content-Length, no end: 64 KB chunks for as long as the client keeps reading.
        endlessSent = 0;
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        const write = () => {
          while (!res.destroyed && endlessSent < 2 * 1024 * 1024 * 1024) {
            endlessSent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", write);
          }
        };
        write();
      } else if (req.url === "/v2/declared") {
        res.setHeader("Content-Length", String(300 * 1024 * 1024));
        res.write("{");
      } else if (req.url === "/v2/tiny-objects") {
        // 1.5 MB of `{}`: under the byte cap, half a million objects.
        res.end(`{"values":[${"{},".repeat(500_000)}{}]}`);
      } else if (req.url === "/v2/maintenance") {
        // A proxy's page in front of the API, answered with 200.
        res.setHeader("Content-Type", "text/html");
        res.end("<html><body>Down for maintenance</body></html>");
      } else if (req.url === "/v2/deep") {
        res.end(`{"values":${"[".repeat(40)}${"]".repeat(40)}}`);
      } else if (req.url!.startsWith("/v2/hop")) {
        // Same origin first, then elsewhere.
        const to = req.url === "/v2/hop/1" ? "/v2/hop/2" : req.url === "/v2/hop/2" ? "/v2/customer?after=hop" : "";
        res.statusCode = 307;
        res.setHeader("Location", to || "http://elsewhere.invalid/v2/customer");
        res.end();
      } else if (req.url === "/v2/away") {
        res.statusCode = 307;
        res.setHeader("Location", `http://localhost:${(server.address() as AddressInfo).port}/v2/customer`);
        res.end();
      } else if (req.url === "/v2/loop") {
        res.statusCode = 302;
        res.setHeader("Location", "/v2/loop");
        res.end();
      } else if (req.url === "/v2/echo") {
        res.statusCode = 502;
        res.setHeader("Content-Type", "text/html");
        res.end(`<html>upstream said: Authorization: Basic ${Buffer.from("0:secret-session-token-1234567890").toString("base64")} ${"x".repeat(5000)}</html>`);
      } else if (req.url === "/v2/broken") {
        res.statusCode = 500;
        res.setHeader("Content-Type", "text/plain");
        res.end("Internal Server Error");
      } else {
        res.statusCode = 204;
        res.end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("TripletexClient", () => {
  it("authenticates with Basic 0:<token> and joins paths under the v2 base", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "secret-token" });
    const rows = await client.list("/customer", { organizationNumber: "912345678", fields: ["id", "name"] });
    expect(rows).toEqual([{ id: 7, name: "Nordlys AS" }]);
    const last = seen[seen.length - 1];
    expect(last.url).toBe("/v2/customer?organizationNumber=912345678&fields=id%2Cname");
    expect(last.auth).toBe("Basic " + Buffer.from("0:secret-token").toString("base64"));
  });

  it("counts writes and 4xx, and never records the token", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "secret-token" });
    const created = await client.post<{ id: number; name: string }>("/customer", { name: "Fjord AS" });
    expect(created).toMatchObject({ id: 8, name: "Fjord AS" });
    await expect(client.post("/invoice", { invoiceDate: "2026-03-21" })).rejects.toBeInstanceOf(TripletexApiError);
    await client.put("/ledger/voucher/1/:reverse", undefined, { date: "2026-03-21" });
    expect(client.writes).toBe(3);
    expect(client.failedWrites).toBe(1);
    expect(client.count4xx).toBe(1);
    expect(client.calls.map((c) => [c.method, c.path.split("?")[0], c.status])).toEqual([
      ["POST", "/customer", 201],
      ["POST", "/invoice", 422],
      ["PUT", "/ledger/voucher/1/:reverse", 204],
    ]);
    expect(JSON.stringify(client.calls)).not.toContain("secret-token");
  });

  it("records each call's body as sent, pretty-printed, for the Agent page; a call without a body records none", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "secret-token" });
    await client.post("/customer", { name: "Fjord AS", postalAddress: { addressLine1: "Kaigata 1" } });
    await client.list("/customer", { organizationNumber: "912345678" });
    expect(client.calls[0].body).toBe(JSON.stringify({ name: "Fjord AS", postalAddress: { addressLine1: "Kaigata 1" } }, null, 2));
    expect(client.calls[1].body).toBeUndefined();
  });

  it("turns a Tripletex error body into validation messages", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    const err = await client.post("/invoice", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TripletexApiError);
    const api = err as TripletexApiError;
    expect(api.status).toBe(422);
    expect(api.apiMessage).toBe("Validering feilet.");
    expect(api.mentions("bankkontonummer")).toBe(true);
    expect(api.message).toContain("POST /invoice → 422");
  });

  it("reports a 500 with its text and a timeout as a network error", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t", timeoutMs: 200 });
    const err = await client.list("/broken").catch((e: unknown) => e);
    expect((err as TripletexApiError).status).toBe(500);
    expect((err as TripletexApiError).apiMessage).toBe("Internal Server Error");
    await expect(client.list("/slow")).rejects.toBeInstanceOf(TripletexNetworkError);
    expect(client.calls[client.calls.length - 1].status).toBe(0);
  });

  it("stops reading an answer past maxResponseBytes and fails the call with a clear error", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t", maxResponseBytes: 1024 * 1024 });
    const err = await client.list("/endless").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TripletexResponseTooLargeError);
    expect(err).toBeInstanceOf(TripletexNetworkError);
    expect((err as Error).message).toBe("GET /endless: response larger than 1048576 bytes (HTTP 200)");
    expect(client.calls[0]).toMatchObject({ status: 200, error: "response larger than 1048576 bytes" });
    await new Promise((r) => setTimeout(r, 100));
    // The server could write only what fits in socket buffers past the cap, nowhere near its 2 GB.
    expect(endlessSent).toBeLessThan(32 * 1024 * 1024);
  });

  it("refuses a declared Content-Length past the cap without reading, by default at 2 MB", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    // The server sends one byte of the 300 MB it declares and never ends: a client that read before
    // refusing would wait for the rest and fail otherwise, or not at all.
    const err = await client.list("/declared").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TripletexResponseTooLargeError);
    expect((err as Error).message).toBe(`GET /declared: response larger than ${2 * 1024 * 1024} bytes (HTTP 200)`);
  });

  it("refuses an answer of more values or deeper nesting than the agent asks for, before parsing it", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    const many = await client.list("/tiny-objects").catch((e: unknown) => e);
    expect(many).toBeInstanceOf(TripletexResponseShapeError);
    expect((many as Error).message).toBe("GET /tiny-objects: response holding more values than any answer the agent asks for (HTTP 200): not parsed");
    const deep = await client.list("/deep").catch((e: unknown) => e);
    expect((deep as Error).message).toBe("GET /deep: response nested deeper than 32 levels (HTTP 200): not parsed");
    expect(client.calls.map((c) => [c.status, c.error])).toEqual([
      [200, "response holding more values than any answer the agent asks for: not parsed"],
      [200, "response nested deeper than 32 levels: not parsed"],
    ]);
  });

  it("fails a 200 that is not JSON instead of taking it for an empty answer; an empty 204 is fine", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    const err = await client.list("/maintenance").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TripletexResponseShapeError);
    expect((err as Error).message).toBe("GET /maintenance: response not JSON (HTTP 200): not parsed");
    await client.delete("/customer/8");
    expect(client.calls.map((c) => [c.status, c.error])).toEqual([
      [200, "response not JSON: not parsed"],
      [204, undefined],
    ]);
  });

  it("follows redirects within the origin only, and never carries a body elsewhere", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    seen.length = 0;
    expect(await client.list("/hop/1")).toEqual([{ id: 7, name: "Nordlys AS" }]);
    expect(seen.map((s) => s.url)).toEqual(["/v2/hop/1", "/v2/hop/2", "/v2/customer?after=hop"]);
    // A 307 keeps the method and body, so one to another origin (here another host name of the same port) is not followed.
    seen.length = 0;
    const away = await client.post("/away", { secret: "body" }).catch((e: unknown) => e);
    expect(away).toBeInstanceOf(TripletexRedirectError);
    expect((away as Error).message).toBe("POST /away: redirected (HTTP 307) to another origin or too often: not followed");
    expect(seen.map((s) => s.url)).toEqual(["/v2/away"]);
    const loop = await client.list("/loop").catch((e: unknown) => e);
    expect(loop).toBeInstanceOf(TripletexRedirectError);
    expect(client.calls.at(-1)).toMatchObject({ status: 302, error: "redirected (HTTP 302) to another origin or too often: not followed" });
  });

  it("keeps an error body short and redacted", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    const err = (await client.list("/echo").catch((e: unknown) => e)) as TripletexApiError;
    expect(err).toBeInstanceOf(TripletexApiError);
    expect(err.apiMessage!.length).toBeLessThanOrEqual(200);
    expect(err.apiMessage).toContain("Basic [redacted]");
    expect(err.message).not.toContain(Buffer.from("0:secret-session-token-1234567890").toString("base64"));
  });

  it("waits and retries once the API answers 429", async () => {
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t" });
    expect(await client.list("/limited")).toEqual([{ id: 1 }]);
    expect(client.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it("refuses new calls once the deadline signal has fired", async () => {
    const controller = new AbortController();
    controller.abort();
    const client = new TripletexClient({ baseUrl: base, sessionToken: "t", signal: controller.signal });
    await expect(client.list("/customer")).rejects.toBeInstanceOf(TripletexNetworkError);
  });
});
