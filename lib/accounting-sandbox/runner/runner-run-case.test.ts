import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCase, type ScoredCaseResult } from "./run-case";
import { caseSchema } from "./schema";
import type { Agent } from "./agent";
import { callApi } from "./sandbox-client";

/**
 * A stand-in for the sandbox speaking only the contract the runner relies on: the admin API
 * (fresh company with facts, request log) and a v2 API with customers kept per company.
 */
function fakeSandbox() {
  type Company = { token: string; today: string; customers: Record<string, unknown>[]; log: { method: string; path: string; status: number }[] };
  const companies = new Map<string, Company>();
  let nextId = 100;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, payload?: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(payload === undefined ? "" : JSON.stringify(payload));
    };
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (url.pathname.startsWith("/emulator/tripletex/admin/companies")) {
      if (req.headers["x-admin-key"] !== "k") return send(401);
      const m = /companies\/(\w+)\/requests$/.exec(url.pathname);
      if (m) return send(200, { values: companies.get(m[1])?.log ?? [] });
      const id = String(nextId++);
      companies.set(id, { token: `tok${id}`, today: body.today, customers: [], log: [] });
      return send(201, {
        company_id: id,
        base_url: `${origin}/emulator/tripletex/v2`,
        session_token: `tok${id}`,
        today: body.today,
        facts: { id: Number(id), bankAccountId: 1, departmentId: 2, employeeId: 3 },
      });
    }
    const auth = Buffer.from(String(req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
    const company = [...companies.values()].find((c) => `0:${c.token}` === auth);
    if (!company) return send(401);
    const path = url.pathname.replace("/emulator/tripletex/v2", "");
    const reply = (status: number, payload?: unknown) => {
      company.log.push({ method: req.method ?? "GET", path, status });
      send(status, payload);
    };
    if (path === "/customer" && req.method === "POST") {
      if (!body?.name) return reply(422, { status: 422, message: "Validering feilet." });
      const c = { id: nextId++, version: 0, ...body };
      company.customers.push(c);
      return reply(201, { value: c });
    }
    if (path === "/customer" && req.method === "GET") {
      const org = url.searchParams.get("organizationNumber");
      const values = company.customers.filter((c) => !org || c.organizationNumber === org);
      return reply(200, { fullResultSize: values.length, from: 0, count: values.length, values });
    }
    const one = /^\/customer\/(\d+)$/.exec(path);
    if (one && req.method === "PUT") {
      const c = company.customers.find((x) => x.id === Number(one[1]));
      if (!c) return reply(404, { status: 404, message: "Object not found" });
      Object.assign(c, body, { version: Number(c.version) + 1 });
      return reply(200, { value: c });
    }
    return reply(404, { status: 404, message: "not found" });
  });
  return {
    start: () => new Promise<string>((r) => server.listen(0, "127.0.0.1", () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const sandbox = fakeSandbox();
let origin = "";
beforeAll(async () => {
  origin = await sandbox.start();
});
afterAll(() => sandbox.stop());

const theCase = caseSchema.parse({
  id: "t02-nb-x",
  task: 2,
  tier: 1,
  language: "nb",
  today: "2026-03-21",
  prompt: "Gi kunden Nordlys AS (org.nr 912345678) e-post post@nordlys.no.",
  setup: [
    { as: "cust", method: "POST", path: "/customer", body: { name: "Nordlys AS", organizationNumber: "912345678", departmentRef: "$company.departmentId" } },
    { as: "found", method: "GET", path: "/customer", query: { organizationNumber: "912345678" }, pick: 0 },
  ],
  checks: [
    { name: "email set", points: 2, get: "/customer", query: { organizationNumber: "$found.organizationNumber" }, expect: { email: "post@nordlys.no" } },
    { name: "still one customer", points: 1, get: "/customer", where: { organizationNumber: "912345678" }, count: 1 },
    { name: "company fact substituted", points: 1, get: "/customer", expect: { departmentRef: 2, id: "$cust.id" } },
  ],
  bestWrites: 1,
});

const loaded = { file: "/nonexistent/t02-nb-x.json", case: theCase };

/** An agent acting through the credentials it is given, as the real one does. */
function scriptedAgent(calls: { method: string; path: string; body?: unknown }[], seen: { today?: string } = {}): Agent {
  return {
    label: "scripted",
    async solve(body, today) {
      seen.today = today;
      const creds = { baseUrl: body.accounting_credentials.base_url, sessionToken: body.accounting_credentials.session_token };
      const list = await callApi(creds, "GET", "/customer", { query: { organizationNumber: "912345678" } });
      const id = (list.body as { values: { id: number }[] }).values[0].id;
      for (const c of calls) await callApi(creds, c.method, c.path.replace(":id", String(id)), { body: c.body });
      return { completed: true, status: "completed" };
    },
  };
}

describe("runCase", () => {
  it("scores 0 when the agent does nothing, and counts none of the setup calls", async () => {
    const nothing: Agent = { label: "none", solve: async () => ({ completed: false }) };
    const r = (await runCase(loaded, { sandbox: { origin, adminKey: "k" }, agent: nothing })) as ScoredCaseResult;
    expect(r.status).toBe("scored");
    expect(r.checks.map((c) => c.passed)).toEqual([false, true, true]);
    expect(r.correctness).toBeCloseTo(0.5);
    expect(r.writes).toBe(0);
    expect(r.score).toBeCloseTo(0.5);
  });

  it("gives a perfect, efficient agent the full 2 × tier and passes it the case's date", async () => {
    const seen: { today?: string } = {};
    const agent = scriptedAgent([{ method: "PUT", path: "/customer/:id", body: { email: "post@nordlys.no" } }], seen);
    const r = (await runCase(loaded, { sandbox: { origin, adminKey: "k" }, agent })) as ScoredCaseResult;
    expect(seen.today).toBe("2026-03-21");
    expect(r.correctness).toBe(1);
    expect(r.writes).toBe(1);
    expect(r.failedWrites).toBe(0);
    expect(r.score).toBeCloseTo(2);
  });

  it("charges extra and failed writes against the bonus", async () => {
    const agent = scriptedAgent([
      { method: "POST", path: "/customer", body: {} },
      { method: "PUT", path: "/customer/:id", body: { email: "post@nordlys.no" } },
    ]);
    const r = (await runCase(loaded, { sandbox: { origin, adminKey: "k" }, agent })) as ScoredCaseResult;
    expect(r.writes).toBe(2);
    expect(r.failedWrites).toBe(1);
    expect(r.score).toBeCloseTo(1 + 0.5 * 0.6);
  });

  it("reports a case whose setup step fails as broken, not scored", async () => {
    const broken = { file: loaded.file, case: { ...theCase, setup: [{ method: "POST" as const, path: "/customer", body: { organizationNumber: "1" } }] } };
    const r = await runCase(broken, { sandbox: { origin, adminKey: "k" }, agent: scriptedAgent([]) });
    expect(r.status).toBe("broken");
    if (r.status === "broken") expect(r.reason).toMatch(/setup\[0\] POST \/customer answered 422/);
  });

  it("reports a case as broken when no company can be created", async () => {
    const r = await runCase(loaded, { sandbox: { origin, adminKey: "wrong" }, agent: scriptedAgent([]) });
    expect(r.status).toBe("broken");
  });
});
