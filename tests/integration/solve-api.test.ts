import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { startServer, type RunningServer } from "./server";
import { agentLogs, fakeApi, solveBody } from "./solve-helpers";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");

async function postSolve(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/solve`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

describe("POST /api/solve: request validation", () => {
  it("answers 400 with a clear error for malformed JSON", async () => {
    const r = await postSolve(baseUrl, "{not json");
    expect(r.status).toBe(400);
    expect(String(r.json?.error)).toMatch(/not valid JSON/);
  });

  it("answers 400 naming the missing fields", async () => {
    const r = await postSolve(baseUrl, { files: [] });
    expect(r.status).toBe(400);
    expect(String(r.json?.error)).toMatch(/prompt/);
    expect(String(r.json?.error)).toMatch(/accounting_credentials/);
  });

  it("answers 400 for a body that is not an object", async () => {
    expect((await postSolve(baseUrl, "[1,2]")).status).toBe(400);
    expect((await postSolve(baseUrl, "")).status).toBe(400);
  });
});

describe("POST /api/solve: a failing accounting API", () => {
  it("still answers completed when the API answers 500, and logs the failure", async () => {
    const api = await fakeApi((_req, res) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: 500, code: 1000, message: null }));
    });
    try {
      const prompt = "Opprett kunden Feilfri AS med organisasjonsnummer 987123456. E-post: post@feilfri.no.";
      const r = await postSolve(baseUrl, solveBody(api.baseUrl, prompt));
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ status: "completed" });
      expect(api.hits()).toBeGreaterThan(0);
      const log = (await agentLogs(dataDir)).find((l) => l.prompt_excerpt.includes("Feilfri AS"));
      expect(log?.status).toBe("failed");
      expect(log?.task_type).toBe("create_customer");
      expect(log?.error).toMatch(/500/);
      const calls = JSON.parse(log!.calls) as { status: number }[];
      expect(calls.some((c) => c.status === 500)).toBe(true);
      expect(log!.calls).not.toContain("test-token");
    } finally {
      await api.close();
    }
  });

  it("accepts the tripletex_credentials name for the credentials", async () => {
    const api = await fakeApi((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    try {
      const body = solveBody(api.baseUrl);
      const r = await postSolve(baseUrl, { prompt: body.prompt, files: [], tripletex_credentials: body.accounting_credentials });
      expect(r.status).toBe(200);
      expect(api.hits()).toBeGreaterThan(0);
    } finally {
      await api.close();
    }
  });
});

describe("POST /api/solve with an API key, a small body limit and a short deadline", () => {
  const port = inject("port") + 1;
  const key = "solve-test-key-0123456789";
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      port,
      env: { SOLVE_API_KEY: key, SOLVE_MAX_BODY_BYTES: "4000", SOLVE_DEADLINE_MS: "1500" },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses callers without the right bearer key", async () => {
    const body = solveBody("http://127.0.0.1:9/v2");
    expect((await postSolve(server.baseUrl, body)).status).toBe(401);
    expect((await postSolve(server.baseUrl, body, { Authorization: "Bearer wrong-key" })).status).toBe(401);
    expect((await postSolve(server.baseUrl, body, { Authorization: key })).status).toBe(401);
  });

  it("answers 413 for a body over the limit", async () => {
    const big = { ...solveBody("http://127.0.0.1:9/v2"), files: [{ filename: "a.pdf", mime_type: "application/pdf", content_base64: "A".repeat(8000) }] };
    const r = await postSolve(server.baseUrl, big, { Authorization: `Bearer ${key}` });
    expect(r.status).toBe(413);
  });

  it("stops at the deadline against an API that never answers, and still answers completed", async () => {
    const api = await fakeApi(() => {
      // never answers
    });
    try {
      const prompt = "Opprett kunden Treig AS med organisasjonsnummer 911222333.";
      const r = await postSolve(server.baseUrl, solveBody(api.baseUrl, prompt), { Authorization: `Bearer ${key}` });
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ status: "completed" });
      const log = (await agentLogs(server.dataDir)).find((l) => l.prompt_excerpt.includes("Treig AS"));
      expect(log?.status).toBe("timeout");
      expect(log?.error).toMatch(/deadline/);
    } finally {
      await api.close();
    }
  });
});
