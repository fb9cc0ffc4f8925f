import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { IslandApiError, IslandClient, isBudgetDetail, retryAfterMs, TokenBucket, type IslandClientOptions } from "./client";

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string; at: number };
type Handler = (req: Seen, res: ServerResponse, hit: number) => void;

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let handler: Handler = (_req, res) => json(res, 200, {});

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Kills the connection after the request arrived: the client sees a network error. */
function drop(res: ServerResponse) {
  res.socket?.destroy();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const s: Seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body, at: performance.now() };
      seen.push(s);
      handler(s, res, seen.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/astar-island`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, {});
});

const client = (o: Partial<IslandClientOptions> = {}) =>
  new IslandClient({ baseUrl, token: "jwt-123", authMode: "bearer", retryBaseMs: 20, ...o });

const simResponse = {
  grid: [[10, 11, 1, 4, 5]],
  settlements: [{ x: 2, y: 0, population: 1.2, food: 0.5, wealth: 0.1, defense: 0.3, has_port: false, alive: true, owner_id: 3 }],
  viewport: { x: 35, y: 39, w: 5, h: 1 },
  width: 40,
  height: 40,
  queries_used: 1,
  queries_max: 50,
};

async function failure(p: Promise<unknown>): Promise<IslandApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(IslandApiError);
    return e as IslandApiError;
  }
  throw new Error("expected the call to fail");
}

describe("authentication", () => {
  it("sends the token as a Bearer header", async () => {
    handler = (_r, res) => json(res, 200, { round_id: "r1", queries_used: 3, queries_max: 50, active: true });
    const budget = await client().getBudget();
    expect(budget.queries_used).toBe(3);
    expect(seen[0].url).toBe("/astar-island/budget");
    expect(seen[0].headers.authorization).toBe("Bearer jwt-123");
    expect(seen[0].headers.cookie).toBeUndefined();
  });

  it("sends the token as the access_token cookie", async () => {
    handler = (_r, res) => json(res, 200, []);
    await client({ authMode: "cookie" }).getMyRounds();
    expect(seen[0].headers.cookie).toBe("access_token=jwt-123");
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("sends no credentials without a token", async () => {
    handler = (_r, res) => json(res, 200, []);
    await client({ token: null }).getLeaderboard();
    expect(seen[0].headers.authorization).toBeUndefined();
    expect(seen[0].headers.cookie).toBeUndefined();
  });
});

describe("requests and parsing", () => {
  it("simulate posts only the given fields and parses the answer", async () => {
    handler = (_r, res) => json(res, 200, simResponse);
    const out = await client().simulate({ round_id: "r1", seed_index: 2, viewport_x: 35, viewport_y: undefined });
    expect(seen[0].method).toBe("POST");
    expect(seen[0].headers["content-type"]).toBe("application/json");
    expect(JSON.parse(seen[0].body)).toEqual({ round_id: "r1", seed_index: 2, viewport_x: 35 });
    expect(out.viewport).toEqual({ x: 35, y: 39, w: 5, h: 1 });
    expect(out.settlements[0].owner_id).toBe(3);
  });

  it("builds path parameters", async () => {
    handler = (_r, res) => json(res, 200, { prediction: null, ground_truth: [[[1, 0, 0, 0, 0, 0]]], score: null, width: 1, height: 1, initial_grid: [[10]] });
    const a = await client().getAnalysis("abc-1", 3);
    expect(seen[0].url).toBe("/astar-island/analysis/abc-1/3");
    expect(a.prediction).toBeNull();
  });

  it("stops reading an answer past maxResponseBytes and reports it as invalid_response", async () => {
    let written = 0;
    handler = (_r, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && written < 500 * 1024 * 1024) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
      };
      pump();
    };
    const err = await failure(client({ maxResponseBytes: 1024 * 1024, maxRetries: 0 }).getBudget());
    expect(err.kind).toBe("invalid_response");
    expect(err.detail).toBe("response larger than 1048576 bytes");
    await new Promise((r) => setTimeout(r, 100));
    expect(written).toBeLessThan(32 * 1024 * 1024);
  });

  it("reports an answer of the wrong shape as invalid_response", async () => {
    handler = (_r, res) => json(res, 200, { round_id: "r1" });
    const err = await failure(client().getBudget());
    expect(err.kind).toBe("invalid_response");
    expect(err.detail).toMatch(/queries_used/);
  });
});

describe("rate limits and budget", () => {
  it("never retries a 429 for an exhausted budget", async () => {
    handler = (_r, res) => json(res, 429, { detail: "Query budget exhausted (50/50)" });
    const err = await failure(client().simulate({ round_id: "r1", seed_index: 0 }));
    expect(err.kind).toBe("budget_exhausted");
    expect(err.status).toBe(429);
    expect(err.detail).toBe("Query budget exhausted (50/50)");
    expect(err.body).toEqual({ detail: "Query budget exhausted (50/50)" });
    expect(seen).toHaveLength(1);
  });

  it("gives up on a rate limit after maxRetries", async () => {
    handler = (_r, res) => json(res, 429, { detail: "Too many requests" }, { "retry-after": "0" });
    const err = await failure(client({ maxRetries: 2 }).getRounds());
    expect(err.kind).toBe("rate_limited");
    expect(seen).toHaveLength(3);
  });
});

/*
 * Pacing is a schedule: it is checked on a fake clock with a fetch that answers at once, so a busy
 * machine cannot stretch or squeeze the gaps (timing requests at a real server did, under load).
 */
describe("pacing on a fake clock", () => {
  let tokenNo = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that records the fake clock at each send and answers with `answer(n)` for the n-th (1-based). */
  function recording(answer: (n: number) => { status: number; body: unknown; headers?: Record<string, string> }) {
    const at: number[] = [];
    const fetch = (async () => {
      at.push(performance.now());
      const a = answer(at.length);
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { "content-type": "application/json", ...a.headers } });
    }) as typeof globalThis.fetch;
    return { at, fetch };
  }

  /** A client of its own team (buckets are shared per token, so each test gets a fresh one). */
  const pacedClient = (fetch: typeof globalThis.fetch, token = `pace-${++tokenNo}`) =>
    new IslandClient({ baseUrl: "http://island.test/astar-island", token, authMode: "bearer", retryBaseMs: 20, fetch });

  async function settle<T>(p: Promise<T>): Promise<T> {
    await vi.advanceTimersByTimeAsync(10_000);
    return p;
  }

  const gaps = (at: number[]) => at.slice(1).map((t, i) => t - at[i]);

  it("retries a rate-limit 429 after the Retry-After delay", async () => {
    const r = recording((n) => (n === 1 ? { status: 429, body: { detail: "Rate limit exceeded" }, headers: { "retry-after": "1" } } : { status: 200, body: simResponse }));
    const out = await settle(pacedClient(r.fetch).simulate({ round_id: "r1", seed_index: 0 }));
    expect(out.queries_used).toBe(1);
    expect(r.at).toHaveLength(2);
    expect(gaps(r.at)[0]).toBeGreaterThanOrEqual(1000);
  });

  it("spaces simulate calls to 5 per second instead of failing", async () => {
    const r = recording(() => ({ status: 200, body: simResponse }));
    const c = pacedClient(r.fetch);
    await settle(Promise.all(Array.from({ length: 4 }, (_, i) => c.simulate({ round_id: "r1", seed_index: i }))));
    expect(r.at).toHaveLength(4);
    for (const gap of gaps(r.at)) expect(gap).toBeGreaterThanOrEqual(200);
  });

  it("paces two clients of the same team together", async () => {
    const r = recording(() => ({ status: 200, body: simResponse }));
    const token = `shared-team-${++tokenNo}`;
    await settle(Promise.all([pacedClient(r.fetch, token), pacedClient(r.fetch, token)].map((c, i) => c.simulate({ round_id: "r1", seed_index: i }))));
    expect(gaps(r.at)[0]).toBeGreaterThanOrEqual(200);
  });

  it("does not pace two teams together", async () => {
    const r = recording(() => ({ status: 200, body: simResponse }));
    await settle(Promise.all([pacedClient(r.fetch), pacedClient(r.fetch)].map((c, i) => c.simulate({ round_id: "r1", seed_index: i }))));
    expect(gaps(r.at)[0]).toBeLessThan(200);
  });

  it("spaces submit calls to 2 per second", async () => {
    const r = recording(() => ({ status: 200, body: { status: "accepted", round_id: "r1", seed_index: 0 } }));
    const c = pacedClient(r.fetch);
    await settle(Promise.all([0, 1].map((s) => c.submit({ round_id: "r1", seed_index: s, prediction: [] }))));
    expect(gaps(r.at)[0]).toBeGreaterThanOrEqual(500);
  });
});

describe("retries after network and server errors", () => {
  it("never retries simulate after a dropped connection", async () => {
    handler = (_r, res, hit) => (hit === 1 ? drop(res) : json(res, 200, simResponse));
    const err = await failure(client().simulate({ round_id: "r1", seed_index: 0 }));
    expect(err.kind).toBe("network");
    expect(err.status).toBe(0);
    expect(seen).toHaveLength(1);
  });

  it("never retries simulate after a 5xx", async () => {
    handler = (_r, res, hit) => (hit === 1 ? json(res, 502, { detail: "Bad gateway" }) : json(res, 200, simResponse));
    const err = await failure(client().simulate({ round_id: "r1", seed_index: 0 }));
    expect(err.kind).toBe("server");
    expect(seen).toHaveLength(1);
  });

  it("retries a GET after a dropped connection and a 5xx", async () => {
    handler = (_r, res, hit) => (hit === 1 ? drop(res) : hit === 2 ? json(res, 503, { detail: "busy" }) : json(res, 200, []));
    expect(await client().getRounds()).toEqual([]);
    expect(seen).toHaveLength(3);
  });

  it("retries submit after a dropped connection (a resubmission overwrites)", async () => {
    handler = (_r, res, hit) => (hit === 1 ? drop(res) : json(res, 200, { status: "accepted", round_id: "r1", seed_index: 4 }));
    const out = await client({ rateLimits: { submit: 100 } }).submit({ round_id: "r1", seed_index: 4, prediction: [[[1, 0, 0, 0, 0, 0]]] });
    expect(out.status).toBe("accepted");
    expect(seen).toHaveLength(2);
    expect(seen[0].body).toBe(seen[1].body);
  });

  it("stops retrying a failing GET after maxRetries", async () => {
    handler = (_r, res) => json(res, 500, { detail: "Internal error" });
    const err = await failure(client({ maxRetries: 1 }).getLeaderboard());
    expect(err.kind).toBe("server");
    expect(err.status).toBe(500);
    expect(seen).toHaveLength(2);
  });

  it("reports a refused connection as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const c = new IslandClient({ baseUrl: `http://127.0.0.1:${port}`, token: "t", maxRetries: 1, retryBaseMs: 10 });
    const err = await failure(c.simulate({ round_id: "r1", seed_index: 0 }));
    expect(err.kind).toBe("network");
    expect(err.detail).toMatch(/ECONNREFUSED/);
  });
});

describe("error typing", () => {
  const cases: [number, unknown, string, string][] = [
    [401, { detail: "Not authenticated" }, "auth", "Not authenticated"],
    [403, { detail: "You are not on a team" }, "forbidden", "You are not on a team"],
    [404, { detail: "Round not found" }, "not_found", "Round not found"],
    [400, { detail: "Round is not active" }, "bad_request", "Round is not active"],
    [422, { detail: "Cell (0,0): negative probability" }, "validation", "Cell (0,0): negative probability"],
    [
      422,
      { detail: [{ loc: ["body", "seed_index"], msg: "Input should be a valid integer", type: "int_parsing" }] },
      "validation",
      "Input should be a valid integer",
    ],
  ];
  for (const [status, body, kind, detail] of cases) {
    it(`${status} → ${kind}`, async () => {
      handler = (_r, res) => json(res, status, body);
      const err = await failure(client().getRound("r1"));
      expect(err).toMatchObject({ status, kind, detail, body, method: "GET", path: "/rounds/r1" });
      expect(seen).toHaveLength(1);
    });
  }

  it("keeps a non-JSON error body as text", async () => {
    handler = (_r, res) => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("no such page");
    };
    const err = await failure(client().getRounds());
    expect(err).toMatchObject({ kind: "not_found", body: "no such page", detail: "no such page" });
  });
});

describe("helpers", () => {
  it("parses Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("0.5")).toBe(500);
    expect(retryAfterMs(null)).toBeUndefined();
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(inFiveSeconds)).toBeGreaterThan(3000);
  });

  it("tells budget refusals from rate limits by their detail", () => {
    expect(isBudgetDetail("Query budget exhausted (50/50)")).toBe(true);
    expect(isBudgetDetail("No queries left for this round")).toBe(true);
    expect(isBudgetDetail("Rate limit exceeded: at most 5 requests per second per team on POST /simulate")).toBe(false);
    expect(isBudgetDetail("Rate limit: max 5 queries per second")).toBe(false);
    expect(isBudgetDetail("Too Many Requests")).toBe(false);
  });

  it("token bucket hands out one token per 1/rate seconds", () => {
    let now = 0;
    const b = new TokenBucket(5, 1, () => now);
    expect([b.reserve(), b.reserve(), b.reserve()]).toEqual([0, 200, 400]);
    now = 1000;
    expect(b.reserve()).toBe(0);
  });
});
