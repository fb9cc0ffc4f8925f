import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "@/lib/testing/free-port";
import { hostileUpstream, pollHealth } from "@/lib/testing/hostile-upstream";
import { startServer, type RunningServer } from "./server";
import { agentLogs, fakeApi, solveBody } from "./solve-helpers";
import { cookieHeader, cookiesSet, signInAsPractice, submitForm } from "./sign-in-helpers";

/*
 * Input the server must never trust, over HTTP: what /api/solve's accounting API answers and where
 * its base URL points, and the real-round import's files. The shared server allows accounting APIs
 * on loopback (the tests' stand-ins live there); a second server runs with the defaults and a
 * rounds folder of hostile files (a FIFO, a link to /etc/passwd, a malformed file, 58 MB of `{}`).
 */

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

async function postSolve(url: string, body: unknown) {
  const res = await fetch(`${url}/api/solve`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

describe("POST /api/solve: base URLs of a bad shape", () => {
  it.each([
    ["a fragment", "http://127.0.0.1:9/v2#", "must not have a fragment"],
    ["credentials", "http://user:pass@127.0.0.1:9/v2", "must not carry a user name or password"],
    ["a non-http scheme", "ftp://127.0.0.1:9/v2", "must be an http(s) URL"],
    ["a file URL", "file:///etc/passwd", "must be an http(s) URL"],
    ["a query", "http://127.0.0.1:9/v2?x=1", "must not have a query"],
  ])("refuses %s with 400, calling nothing", async (_what, url, message) => {
    const api = await fakeApi((_req, res) => res.end("{}"));
    try {
      const r = await postSolve(baseUrl, solveBody(url.replace("127.0.0.1:9", api.baseUrl.slice("http://".length, -"/v2".length))));
      expect(r.status).toBe(400);
      expect(String(r.json?.error)).toContain(`accounting_credentials.base_url ${message}`);
      expect(api.hits()).toBe(0);
    } finally {
      await api.close();
    }
  });
});

describe("POST /api/solve: a hostile accounting API", () => {
  it("answers a maximal answer of tiny objects with a clear result, and /api/health answers meanwhile", async () => {
    const upstream = await hostileUpstream();
    const health = pollHealth(`${baseUrl}/api/health`);
    try {
      const r = await postSolve(baseUrl, solveBody(upstream.baseUrl, "Opprett kunden Fjellvind AS med organisasjonsnummer 923456781."));
      const h = await health.stop();
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ status: "completed" });
      expect(upstream.hits()).toBeGreaterThan(0);
      // Reading stopped at the cap: far less than the 20 MiB on offer was taken.
      expect(upstream.sent()).toBeLessThan(10 * 1024 * 1024);
      expect(h.failed).toBe(0);
      // Health answered throughout, none failed; its slowest answer is a figure `npm run bench:solve-upstream` prints.
      expect(h.answered).toBeGreaterThan(0);
      const log = (await agentLogs(dataDir)).find((l) => l.prompt_excerpt.includes("Fjellvind AS"));
      expect(log?.status).toBe("failed");
      expect(log?.error).toMatch(/response (larger than \d+ bytes|holding more values than any answer the agent asks for)/);
    } finally {
      await health.stop();
      await upstream.close();
    }
  }, 120_000);

  it("follows no redirect to another origin, and the write's body stays home", async () => {
    const elsewhere = await fakeApi((_req, res) => res.end('{"value":{"id":1}}'));
    const api = await fakeApi((req, res) => {
      res.writeHead(307, { location: `${elsewhere.baseUrl}${req.url!.slice("/v2".length)}` });
      res.end();
    });
    try {
      const r = await postSolve(baseUrl, solveBody(api.baseUrl, "Opprett kunden Omveg AS med organisasjonsnummer 934567812."));
      expect(r.status).toBe(200);
      expect(api.hits()).toBeGreaterThan(0);
      expect(elsewhere.hits()).toBe(0);
      const log = (await agentLogs(dataDir)).find((l) => l.prompt_excerpt.includes("Omveg AS"));
      expect(log?.calls).toContain("to another origin or too often: not followed");
    } finally {
      await api.close();
      await elsewhere.close();
    }
  });

  it("logs an echoing error body redacted and short", async () => {
    const secret = Buffer.from("0:echoed-session-token-987654321").toString("base64");
    const api = await fakeApi((_req, res) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy error, you sent Authorization: Basic ${secret} ${"z".repeat(10_000)}`);
    });
    try {
      const r = await postSolve(baseUrl, solveBody(api.baseUrl, "Opprett kunden Ekko AS med organisasjonsnummer 945678123."));
      expect(r.status).toBe(200);
      const log = (await agentLogs(dataDir)).find((l) => l.prompt_excerpt.includes("Ekko AS"));
      expect(log?.error ?? "").not.toContain(secret);
      expect(log?.calls ?? "").not.toContain(secret);
      expect((log?.error ?? "").length).toBeLessThan(600);
    } finally {
      await api.close();
    }
  });
});

describe("a server with the default settings and a rounds folder of hostile files", () => {
  const SECRET = "SECRET-CONTENT-4711";
  const shared = path.resolve(__dirname, "..", "..", "..", "shared", "island-rounds", "round-07");
  const rounds = fs.mkdtempSync(path.join(os.tmpdir(), "itest-rounds-"));
  let server: RunningServer;
  let cookie = "";

  function round(id: string, files: Record<string, string | Buffer | null>) {
    fs.mkdirSync(path.join(rounds, id));
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(rounds, id, name);
      if (content === null) execFileSync("mkfifo", [file]);
      else fs.writeFileSync(file, content);
    }
  }

  beforeAll(async () => {
    const roundJson = fs.readFileSync(path.join(shared, "round.json"));
    round("round-07", { "round.json": roundJson, "ground-truth.json": fs.readFileSync(path.join(shared, "ground-truth.json")) });
    // One real run of seed 0's map: that seed is answered from it, the others from the fit.
    fs.mkdirSync(path.join(rounds, "round-07", "replays"));
    fs.copyFileSync(path.join(shared, "replays", "seed-0-1662078875.json.gz"), path.join(rounds, "round-07", "replays", "seed-0-1662078875.json.gz"));
    // A FIFO where the ground truth should be: a blocking read would wait for a writer forever.
    round("round-08", { "round.json": roundJson, "ground-truth.json": null });
    round("round-09", { "round.json": null });
    round("round-10", { "round.json": roundJson, "ground-truth.json": `{"seeds": "${SECRET}` });
    round("round-11", { "round.json": roundJson, "ground-truth.json": Buffer.alloc(58 * 1024 * 1024, "{}") });
    round("round-12", { "round.json": roundJson });
    fs.symlinkSync("/etc/passwd", path.join(rounds, "round-12", "ground-truth.json"));
    round("round-13", { "round.json": roundJson });
    fs.symlinkSync("/dev/zero", path.join(rounds, "round-13", "ground-truth.json"));
    server = await startServer({ port: await freePort(), env: { ISLAND_ROUNDS_DIR: rounds, SOLVE_ALLOW_PRIVATE_UPSTREAMS: "false" } });
    const { res } = await signInAsPractice(server.baseUrl);
    cookie = cookieHeader(cookiesSet(res));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(rounds, { recursive: true, force: true });
  });

  describe("POST /api/solve", () => {
    it("refuses loopback, private and internal base URLs in every spelling, and the app itself", async () => {
      const api = await fakeApi((_req, res) => res.end("{}"));
      const port = new URL(api.baseUrl).port;
      const appPort = new URL(server.baseUrl).port;
      try {
        for (const url of [
          api.baseUrl,
          `http://2130706433:${port}/v2`,
          `http://0x7f.1:${port}/v2`,
          `http://0177.0.0.1:${port}/v2`,
          `http://[::1]:${port}/v2`,
          `http://localhost:${port}/v2`,
          `http://192.168.1.20:${port}/v2`,
          "http://169.254.169.254/latest",
          `http://127.0.0.1:${appPort}/api`,
          `http://127.0.0.1:${appPort}/emulator/astar-island`,
        ]) {
          const r = await postSolve(server.baseUrl, solveBody(url));
          expect(r.status, url).toBe(400);
          expect(String(r.json?.error), url).toContain("accounting_credentials.base_url points at a loopback, private or internal address");
          expect(String(r.json?.error)).toContain("SOLVE_ALLOW_PRIVATE_UPSTREAMS=true");
        }
        expect(api.hits()).toBe(0);
      } finally {
        await api.close();
      }
    });

    it("still reaches the embedded accounting sandbox on loopback", async () => {
      const created = await fetch(`${server.baseUrl}/emulator/tripletex/admin/companies`, {
        method: "POST",
        headers: { "x-admin-key": "practice-admin-key", "content-type": "application/json" },
        body: JSON.stringify({ today: "2026-03-21" }),
      });
      expect(created.status).toBe(201);
      const { base_url, session_token } = (await created.json()) as { base_url: string; session_token: string };
      const prompt = "Opprett kunden Sandvik AS med organisasjonsnummer 956781234.";
      const r = await postSolve(server.baseUrl, { prompt, files: [], accounting_credentials: { base_url, session_token } });
      expect(r.status).toBe(200);
      const log = (await agentLogs(server.dataDir)).find((l) => l.prompt_excerpt.includes("Sandvik AS"));
      expect(log?.status).toBe("ok");
      expect(log?.writes).toBeGreaterThan(0);
    });
  });

  describe("practising on a real round", () => {
    const importRound = (round: string) => submitForm(server.baseUrl, "/", 'aria-label="Practise on a real round"', [["round", round]], cookie);
    const alertOf = (html: string) => /<p role="alert"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";

    it("lists the folder's rounds with date and ground truth, and reads no path a browser sends", async () => {
      const html = await (await fetch(`${server.baseUrl}/`, { headers: { cookie } })).text();
      expect(html).toContain("Real round 7 · 20 Mar 2026 · with ground truth");
      expect(html).toContain("Real round 9 · cannot be read");
      expect(html).not.toContain("Folder on the server");
      expect(html).not.toContain(rounds);
      for (const forged of ["../../etc", "/etc/passwd", "round-99", rounds]) {
        const { html: answer } = await importRound(forged);
        expect(alertOf(answer), forged).toMatch(/^(Pick a round from the list\.|That round is not in the rounds folder: pick one from the list\.)$/);
      }
    });

    it("refuses a FIFO at once while /api/health keeps answering", async () => {
      // The FIFO has no writer: a server that waited on it would never answer (the test would time out).
      const health = pollHealth(`${server.baseUrl}/api/health`);
      const { res, html } = await importRound("round-08");
      const h = await health.stop();
      expect(res.status).toBe(200);
      expect(alertOf(html)).toBe("Real round 8 cannot be practised: round 8: ground-truth.json is not a regular file.");
      expect(h.failed).toBe(0);
      expect(h.answered).toBeGreaterThan(0);
    });

    it.each([
      ["round-10", "Real round 10 cannot be practised: round 10: ground-truth.json is not valid JSON."],
      ["round-11", "Real round 11 cannot be practised: round 11: ground-truth.json is larger than 2097152 bytes."],
      ["round-12", "Real round 12 cannot be practised: no ground truth published: it could not be scored against reality."],
      ["round-13", "Real round 13 cannot be practised: no ground truth published: it could not be scored against reality."],
    ])("refuses %s, quoting no content and no path", async (id, message) => {
      const { html } = await importRound(id);
      expect(alertOf(html)).toBe(message);
      expect(html).not.toContain(SECRET);
      expect(html).not.toContain("root:");
      expect(html).not.toContain(rounds);
    });

    it("imports and starts a real round, listed as Real round 7 with its number here", async () => {
      const { res } = await importRound("round-07");
      expect(res.status).toBe(303);
      const id = /\/rounds\/([^/?]+)/.exec(res.headers.get("location") ?? "")?.[1];
      expect(id).toBeTruthy();
      const html = await (await fetch(`${server.baseUrl}/`, { headers: { cookie } })).text();
      expect(html).toMatch(new RegExp(`href="/rounds/${id}"[^>]*>Real round 7 \\(replay, round \\d+\\)<`));
      // The workspace says it is real and where its answers come from.
      const workspace = await (await fetch(`${server.baseUrl}/rounds/${id}`, { headers: { cookie } })).text();
      expect(workspace).toMatch(/Real round 7 · answers from 1 real run \(seed 0\), the other seeds from the emulator(&#x27;|')s fit/);
    });
  });
});
