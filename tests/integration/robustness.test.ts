import { beforeAll, describe, expect, inject, it } from "vitest";
import { adminApi, emulatorUrl, uniformTensor, type AdminTeam } from "./island-emulator-helpers";
import { rawHead, rawHttp, streamBody } from "./robustness-helpers";
import { agentLogs, fakeApi, solveBody } from "./solve-helpers";

/*
 * Hostile shapes against every HTTP entry point: the accounting agent, both embedded services, the
 * sign-in routes and the health check. Every answer is a 4xx (or, where ignoring the oddity is
 * right, a normal answer), never a 5xx; the server is alive afterwards. The island emulator answers
 * each malformed request with the status its specification gives. How fast is not asserted here (a
 * busy machine would fail it): each reader's linear time is checked by growth in its unit tests, and
 * `npm run bench:solve-upstream` prints the figures.
 */

const baseUrl = inject("baseUrl");
const port = inject("port");
const adminKey = inject("adminKey");
const dataDir = inject("dataDir");
const admin = adminApi(baseUrl, adminKey);
const island = emulatorUrl(baseUrl);
const sandbox = `${baseUrl}/emulator/tripletex`;

const MB = 1024 * 1024;

/** What a probe must get: an exact status, any 4xx (a refusal), or anything below 500 (the oddity may be ignored). */
type Want = number | "4xx" | "<500";
type Answer = { status: number; body?: string };
type Probe = [name: string, want: Want, send: () => Promise<Answer>];

async function call(method: string, url: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}): Promise<Answer> {
  const res = await fetch(url, { method, headers: init.headers, body: init.body, redirect: "manual" });
  const body = await res.text();
  return { status: res.status, body };
}

const json = { "content-type": "application/json" };
const deepJson = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

function verdict(want: Want, a: Answer): string | null {
  if (a.status >= 500 || a.status === 0) return `answered ${a.status}`;
  if (want === "4xx" && (a.status < 400 || a.status > 499)) return `answered ${a.status}, expected a 4xx`;
  if (typeof want === "number" && a.status !== want) return `answered ${a.status}, expected ${want}`;
  return null;
}

/** Runs probes one after another; returns the ones that failed, with what went wrong. */
async function run(probes: Probe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const [name, want, send] of probes) {
    try {
      const a = await send();
      const problem = verdict(want, a);
      if (problem) failures.push(`${name}: ${problem} ${(a.body ?? "").slice(0, 160)}`);
    } catch (err) {
      failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return failures;
}

async function expectAlive() {
  const health = await call("GET", `${baseUrl}/api/health`);
  expect(health.status).toBe(200);
}

let team: AdminTeam;
let loner: { access_token: string };
let roundId = "";
const bearer = () => ({ ...json, authorization: `Bearer ${team.access_token}` });
/** A new team's headers: probes of rate-limited endpoints must not be refused for their pace. */
const freshBearer = async () => ({ ...json, authorization: `Bearer ${(await admin.createTeam("Hostile newcomers")).access_token}` });

beforeAll(async () => {
  team = await admin.createTeam("Hostile raiders");
  loner = await admin.createUser("Lone wolf");
  roundId = (await admin.activeRound({ map_seed: 9101 })).id;
});

describe("POST /api/solve", () => {
  const solve = `${baseUrl}/api/solve`;
  const creds = { base_url: "http://127.0.0.1:1/v2", session_token: "t" };
  const post = (body: BodyInit, headers: Record<string, string> = json) => () => call("POST", solve, { headers, body });

  it("refuses malformed bodies with 400, oversized ones with 413, other methods with 405", async () => {
    const failures = await run([
      ["malformed JSON", 400, post("{not json")],
      ["empty body", 400, post("")],
      ["JSON array", 400, post("[1,2]")],
      ["JSON null", 400, post("null")],
      ["JSON string", 400, post('"prompt"')],
      ["prompt of the wrong type", 400, post(JSON.stringify({ prompt: { a: 1 }, accounting_credentials: creds }))],
      ["files not a list", 400, post(JSON.stringify({ prompt: "x", files: "x", accounting_credentials: creds }))],
      ["no credentials", 400, post(JSON.stringify({ prompt: "Opprett kunden Nordlys AS" }))],
      ["text/plain body", 400, post("hello", { "content-type": "text/plain" })],
      ["form body", 400, post("prompt=x&files=y", { "content-type": "application/x-www-form-urlencoded" })],
      ["JSON 1,000,000 levels deep", 400, post(deepJson(1_000_000))],
      ["JSON with a NUL and control bytes", 400, post('{"prompt":"\u0000\u0001\u001f')],
      ["GET", 405, () => call("GET", solve)],
      ["PUT", 405, () => call("PUT", solve, { headers: json, body: "{}" })],
      ["DELETE", 405, () => call("DELETE", solve)],
      ["45 MB streamed without Content-Length", 413, () => streamBody(solve, { prefix: '{"prompt":"', totalBytes: 45 * MB })],
      ["100 MB declared, a few bytes sent", 413, () => streamBody(solve, { declaredLength: 100 * MB, totalBytes: 100 * MB })],
      [
        "Content-Length smaller than the body",
        400,
        () => rawHttp(port, rawHead("POST", "/api/solve", { "Content-Type": "application/json", "Content-Length": "12" }) + JSON.stringify({ prompt: "x".repeat(1000) })),
      ],
      [
        "Authorization with bytes outside ASCII and control bytes",
        400,
        () => rawHttp(port, rawHead("POST", "/api/solve", { Authorization: "Bearer \xff\xfe\x7f", "Content-Type": "application/json", "Content-Length": "1" }) + "{"),
      ],
    ]);
    expect(failures).toEqual([]);
  }, 60_000);

  it("answers prompts of hostile shapes (up to 2 KB) without a 5xx", async () => {
    const prompts = ["a".repeat(2000), "1".repeat(2000), "-".repeat(2000), "Aa-".repeat(666), '"'.repeat(2000), "@.".repeat(1000), "\u0000\u202e\ud83d".repeat(600)];
    const failures = await run(
      prompts.map((prompt): Probe => [`prompt ${JSON.stringify(prompt.slice(0, 6))}…`, "<500", post(JSON.stringify({ prompt, files: [], accounting_credentials: creds }))]),
    );
    expect(failures).toEqual([]);
  }, 60_000);
});

describe("an accounting API answering without end", () => {
  it("is read up to 2 MiB (TRIPLETEX_MAX_RESPONSE_BYTES), the call fails with a clear error, and /api/solve still completes", async () => {
    let sent = 0;
    const api = await fakeApi((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed && sent < 300 * MB) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end("{}");
      };
      res.write('{"values":[');
      pump();
    });
    try {
      const prompt = "Opprett kunden Endeløs AS med organisasjonsnummer 912345670.";
      const r = await call("POST", `${baseUrl}/api/solve`, { headers: json, body: JSON.stringify(solveBody(api.baseUrl, prompt)) });
      expect(r.status).toBe(200);
      const log = (await agentLogs(dataDir)).find((l) => l.prompt_excerpt.includes("Endeløs AS"));
      expect(log?.error).toMatch(/response larger than 2097152 bytes/);
      // The server stopped reading: far less than the 300 MB on offer left the fake API.
      expect(sent).toBeLessThan(100 * MB);
    } finally {
      await api.close();
    }
    await expectAlive();
  });
});

describe("island emulator", () => {
  it("answers malformed requests with the specification's statuses", async () => {
    const sim = `${island}/simulate`;
    const body = (extra: Record<string, unknown> = {}) => JSON.stringify({ round_id: roundId, seed_index: 0, ...extra });
    const failures = await run([
      ["simulate without a token", 401, () => call("POST", sim, { headers: json, body: body() })],
      ["simulate by a caller on no team", 403, () => call("POST", sim, { headers: { ...json, authorization: `Bearer ${loner.access_token}` }, body: body() })],
      ["simulate on an unknown round", 404, () => call("POST", sim, { headers: bearer(), body: body({ round_id: "00000000-0000-0000-0000-000000000000" }) })],
      ["simulate with seed_index 7", 400, () => call("POST", sim, { headers: bearer(), body: body({ seed_index: 7 }) })],
      ["simulate with viewport_w 3", 422, () => call("POST", sim, { headers: bearer(), body: body({ viewport_w: 3 }) })],
      ["submit a tensor of the wrong shape", 422, () => call("POST", `${island}/submit`, { headers: bearer(), body: body({ prediction: [[[1]]] }) })],
      ["analysis of an unknown round", 404, () => call("GET", `${island}/analysis/00000000-0000-0000-0000-000000000000/0`, { headers: bearer() })],
      ["analysis with seed_index abc", 400, () => call("GET", `${island}/analysis/${roundId}/abc`, { headers: bearer() })],
      ["analysis of an active round", 400, () => call("GET", `${island}/analysis/${roundId}/0`, { headers: bearer() })],
      ["my-rounds by a caller on no team", 403, () => call("GET", `${island}/my-rounds`, { headers: { authorization: `Bearer ${loner.access_token}` } })],
      ["budget with a forged token", 401, () => call("GET", `${island}/budget`, { headers: { authorization: "Bearer a.b.c" } })],
    ]);
    expect(failures).toEqual([]);
  });

  it("refuses hostile bodies: 422 when malformed, 413 when over 2 MB", async () => {
    const sim = `${island}/simulate`;
    const tensor = JSON.stringify(uniformTensor(40, 40));
    const failures = await run([
      ["malformed JSON", 422, async () => call("POST", sim, { headers: await freshBearer(), body: "{not json" })],
      ["empty body", 422, async () => call("POST", sim, { headers: await freshBearer(), body: "" })],
      ["text/plain garbage", 422, async () => call("POST", sim, { headers: { ...(await freshBearer()), "content-type": "text/plain" }, body: "round please" })],
      ["JSON 1,000,000 levels deep", 422, async () => call("POST", `${island}/submit`, { headers: await freshBearer(), body: deepJson(1_000_000) })],
      ["replay with malformed JSON", 422, async () => call("POST", `${island}/replay`, { headers: await freshBearer(), body: "{" })],
      ["50 MB streamed to /simulate", 413, async () => streamBody(sim, { headers: await freshBearer(), prefix: '{"round_id":"', totalBytes: 50 * MB })],
      [
        "a valid tensor padded to 50 MB",
        413,
        async () =>
          streamBody(`${island}/submit`, {
            headers: await freshBearer(),
            prefix: `{"round_id":"${roundId}","seed_index":0,"prediction":${tensor},"pad":"`,
            totalBytes: 50 * MB,
          }),
      ],
      ["3 MB declared", 413, async () => streamBody(`${island}/replay`, { headers: await freshBearer(), declaredLength: 3 * MB, totalBytes: 3 * MB })],
      ["admin: 50 MB to /admin/rounds", 413, () => streamBody(`${island}/admin/rounds`, { headers: { "x-admin-key": adminKey }, prefix: '{"preset":"', totalBytes: 50 * MB })],
      ["admin: malformed JSON", 422, () => call("POST", `${island}/admin/teams`, { headers: { ...json, "x-admin-key": adminKey }, body: "{" })],
    ]);
    expect(failures).toEqual([]);
  }, 60_000);

  it("answers hostile headers, cookies, queries, URLs and methods with a 4xx", async () => {
    const path = "/emulator/astar-island";
    const failures = await run([
      ["X-Admin-Key with bytes outside ASCII", 401, () => rawHttp(port, rawHead("GET", `${path}/admin/rounds`, { "X-Admin-Key": "integration-admin-k\xe9y" }))],
      ["X-Admin-Key of one UTF-8 character", 401, () => rawHttp(port, rawHead("GET", `${path}/admin/rounds`, { "X-Admin-Key": "\xc3\xa9" }))],
      ["Authorization with bytes outside ASCII", 401, () => rawHttp(port, rawHead("GET", `${path}/budget`, { Authorization: "Bearer \xff\xfe" }))],
      ["a control byte in a header", "4xx", () => rawHttp(port, rawHead("GET", `${path}/budget`, { Authorization: "Bearer a\x01b" }))],
      ["access_token cookie of a lone %", 401, () => call("GET", `${island}/budget`, { headers: { cookie: "access_token=%" } })],
      ["access_token cookie cut mid-escape", 401, () => call("GET", `${island}/budget`, { headers: { cookie: "access_token=%E0%A4%A" } })],
      ["access_token cookie quoted garbage", 401, () => call("GET", `${island}/budget`, { headers: { cookie: 'x=1; access_token="%zz"; y' } })],
      ["a cookie header of 12 KB", 401, () => call("GET", `${island}/budget`, { headers: { cookie: `a=${"b".repeat(12_000)}` } })],
      ["query string of bad escapes", 200, () => call("GET", `${island}/rounds?%zz=%%&a[]=1&&&=`)],
      ["a malformed escape in the path", 400, () => rawHttp(port, rawHead("GET", `${path}/rounds/%zz`))],
      ["a malformed escape below the mount point", 400, () => rawHttp(port, rawHead("POST", `${path}/%zz`, { "Content-Length": "0" }))],
      ["a 15 KB path", 404, () => call("GET", `${island}/rounds/${"x".repeat(15_000)}`)],
      ["a 100 KB path", "4xx", () => rawHttp(port, rawHead("GET", `${path}/rounds/${"x".repeat(100_000)}`))],
      ["GET /simulate", 405, () => call("GET", `${island}/simulate`, { headers: bearer() })],
      ["POST /rounds", 405, () => call("POST", `${island}/rounds`, { headers: json, body: "{}" })],
      ["DELETE /rounds", 405, () => call("DELETE", `${island}/rounds`)],
      ["PUT /submit", 405, () => call("PUT", `${island}/submit`, { headers: bearer(), body: "{}" })],
      ["an unknown path", 404, () => call("GET", `${island}/no/such/path`)],
      ["a malformed escape in the sandbox's path", 400, () => rawHttp(port, rawHead("GET", "/emulator/tripletex/v2/customer/%E0%A4%A"))],
    ]);
    expect(failures).toEqual([]);
  });

  it("rate-limits /replay per team", async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", `${island}/replay`, { headers: bearer(), body: JSON.stringify({ round_id: roundId, seed_index: 0 }) })),
    );
    const statuses = burst.map((a) => a.status);
    // The active round cannot be replayed (400); the calls past 2 per second are refused first (429).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
  });
});

describe("accounting sandbox", () => {
  it("answers hostile requests with a 4xx", async () => {
    const admin = { ...json, "x-admin-key": adminKey };
    const created = await call("POST", `${sandbox}/admin/companies`, { headers: admin, body: "{}" });
    expect(created.status).toBe(201);
    const { session_token } = JSON.parse(created.body!) as { session_token: string };
    const auth = { ...json, authorization: `Basic ${Buffer.from(`0:${session_token}`).toString("base64")}` };
    const v2 = `${sandbox}/v2`;
    const failures = await run([
      ["no credentials", 401, () => call("GET", `${v2}/customer`)],
      ["Basic auth that is not base64", 401, () => call("GET", `${v2}/customer`, { headers: { authorization: "Basic !!!%%%" } })],
      ["Authorization with bytes outside ASCII", 401, () => rawHttp(port, rawHead("GET", "/emulator/tripletex/v2/customer", { Authorization: "Basic \xff\xfe\xfd" }))],
      ["malformed JSON", 400, () => call("POST", `${v2}/customer`, { headers: auth, body: "{not json" })],
      ["text/plain garbage", 400, () => call("POST", `${v2}/customer`, { headers: { ...auth, "content-type": "text/plain" }, body: "customer please" })],
      ["JSON 1,000,000 levels deep", 400, () => call("POST", `${v2}/customer`, { headers: auth, body: deepJson(1_000_000) })],
      ["a wrong shape", 422, () => call("POST", `${v2}/customer`, { headers: auth, body: JSON.stringify({ name: { deep: [1] }, bogus: 1 }) })],
      ["50 MB streamed", 413, () => streamBody(`${v2}/customer`, { headers: auth, prefix: '{"name":"', totalBytes: 50 * MB })],
      [
        "50 MB multipart upload",
        413,
        () =>
          streamBody(`${v2}/bank/statement/import?bankId=1&accountId=1&fromDate=2026-01-01&toDate=2026-12-31&fileFormat=DNB_CSV`, {
            headers: { ...auth, "content-type": "multipart/form-data; boundary=x" },
            prefix: "--x\r\n",
            totalBytes: 50 * MB,
          }),
      ],
      ["bad query parameters", "4xx", () => call("GET", `${v2}/customer?count=ten&from=-5&fields=(((`, { headers: auth })],
      ["query string of bad escapes", "<500", () => call("GET", `${v2}/customer?%zz=%%&&`, { headers: auth })],
      ["PATCH on a list endpoint", 405, () => call("PATCH", `${v2}/customer`, { headers: auth, body: "{}" })],
      ["an unknown path", 404, () => call("GET", `${v2}/no/such/thing`, { headers: auth })],
      ["admin: key with bytes outside ASCII", 401, () => rawHttp(port, rawHead("POST", "/emulator/tripletex/admin/companies", { "X-Admin-Key": "integration-admin-k\xe9y", "Content-Length": "0" }))],
      ["admin: malformed JSON", 400, () => call("POST", `${sandbox}/admin/companies`, { headers: admin, body: "{" })],
      ["admin: 50 MB streamed", 413, () => streamBody(`${sandbox}/admin/companies`, { headers: admin, prefix: '{"today":"', totalBytes: 50 * MB })],
      ["OPTIONS", "4xx", () => call("OPTIONS", `${v2}/customer`, { headers: auth })],
      // The handler's own address (the public path is rewritten to it) serves nothing.
      ["the handler's own address", 404, () => call("GET", `${baseUrl}/api/tripletex-sandbox/v2/customer`, { headers: auth })],
      ["the handler's own admin address", 404, () => call("POST", `${baseUrl}/api/tripletex-sandbox/admin/companies`, { headers: admin, body: "{}" })],
      ["the handler's own address, 50 MB streamed", 404, () => streamBody(`${baseUrl}/api/tripletex-sandbox/v2/customer`, { headers: auth, prefix: "{", totalBytes: 50 * MB })],
    ]);
    expect(failures).toEqual([]);
  }, 60_000);
});

describe("sign-in routes and the health check", () => {
  it("answer hostile requests without a 5xx", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const failures = await run([
      ["session with a garbage session cookie", "<500", () => call("GET", `${baseUrl}/api/auth/session`, { headers: { cookie: "authjs.session-token=%%garbage%E0; authjs.csrf-token=%" } })],
      ["session with a 12 KB cookie", "<500", () => call("GET", `${baseUrl}/api/auth/session`, { headers: { cookie: `authjs.session-token=${"x".repeat(12_000)}` } })],
      ["session with a cookie of bytes outside ASCII", "<500", () => rawHttp(port, rawHead("GET", "/api/auth/session", { Cookie: "authjs.session-token=\xff\xfe" }))],
      ["csrf", 200, () => call("GET", `${baseUrl}/api/auth/csrf`)],
      ["an unknown auth action", "4xx", () => call("GET", `${baseUrl}/api/auth/nonsense`)],
      ["a malformed escape in an auth path", 400, () => rawHttp(port, rawHead("GET", "/api/auth/%zz"))],
      ["a malformed escape in a page path", "<500", () => rawHttp(port, rawHead("GET", "/rounds/%zz"))],
      ["a path climbing out of the site", "<500", () => rawHttp(port, rawHead("GET", "/emulator/astar-island/../../../etc/passwd"))],
      ["callback with garbage form data", "<500", () => call("POST", `${baseUrl}/api/auth/callback/credentials`, { headers: form, body: "%%%&&=&csrfToken=%zz" })],
      ["callback with malformed JSON", "<500", () => call("POST", `${baseUrl}/api/auth/callback/credentials`, { headers: json, body: "{not json" })],
      ["callback with a query of bad escapes", "<500", () => call("GET", `${baseUrl}/api/auth/callback/credentials?%zz=%`)],
      ["sign-out without a CSRF token", "<500", () => call("POST", `${baseUrl}/api/auth/signout`, { headers: form, body: "" })],
      ["DELETE on the auth routes", "4xx", () => call("DELETE", `${baseUrl}/api/auth/session`)],
      ["login with hostile query parameters", 200, () => call("GET", `${baseUrl}/login?callbackUrl=%zz&error=%3Cscript%3E&x=%%`)],
      ["login with a callback URL of 10 KB", 200, () => call("GET", `${baseUrl}/login?callbackUrl=${"/a".repeat(5_000)}`)],
      ["login: a server action that does not exist", "<500", () => call("POST", `${baseUrl}/login`, { headers: { ...form, "next-action": "00".repeat(20) }, body: "mode=practice" })],
      ["login: a garbage POST", "<500", () => call("POST", `${baseUrl}/login`, { headers: json, body: "{not json" })],
      ["login: a 5 MB POST", "<500", () => streamBody(`${baseUrl}/login`, { headers: { ...form, "next-action": "00".repeat(20) }, totalBytes: 5 * MB })],
      ["health with bytes outside ASCII in a header", 200, () => rawHttp(port, rawHead("GET", "/api/health", { "X-Anything": "\xff\x80" }))],
      ["POST to health", 405, () => call("POST", `${baseUrl}/api/health`, { headers: json, body: "{}" })],
      ["a malformed request line", "4xx", () => rawHttp(port, "GET /api/health HTTP/9.9\r\n\r\n")],
      ["no request line at all", "4xx", () => rawHttp(port, "\x00\x01\x02\r\n\r\n")],
    ]);
    expect(failures).toEqual([]);
  }, 60_000);
});

describe("afterwards", () => {
  it("the server is alive and serves a team as before", async () => {
    await expectAlive();
    const budget = await call("GET", `${island}/budget`, { headers: bearer() });
    expect(budget.status).toBe(200);
    expect(JSON.parse(budget.body!)).toMatchObject({ active: true });
  });
});
