import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A sandbox on a private database for tests: `const sb = await startTestSandbox()`, then
 * `const c = await sb.company("2026-03-21")` and `await c.call("GET", "/employee")`.
 */
export type ApiAnswer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type TestCompany = {
  id: number;
  token: string;
  baseUrl: string;
  facts: { id: number; bankAccountId: number; departmentId: number; employeeId: number };
  call: (method: string, p: string, opts?: { query?: Record<string, string | number | boolean>; body?: unknown }) => Promise<ApiAnswer>;
};

export async function startTestSandbox(): Promise<{ url: string; adminKey: string; company: (today?: string) => Promise<TestCompany>; close: () => Promise<void> }> {
  if (!process.env.DATA_DIR || !process.env.DATA_DIR.includes("sandbox-test")) {
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-test-"));
  }
  const { startSandboxServer } = await import("./serve");
  const { env } = await import("@/lib/env");
  const server = await startSandboxServer();
  const adminKey = env().EMULATOR_ADMIN_KEY;
  return {
    url: server.url,
    adminKey,
    close: server.close,
    company: async (today = "2026-03-21") => {
      const res = await fetch(`${server.url}/emulator/tripletex/admin/companies`, {
        method: "POST",
        headers: { "x-admin-key": adminKey, "content-type": "application/json" },
        body: JSON.stringify({ today }),
      });
      const created = await res.json();
      return companyClient(created);
    },
  };
}

export function companyClient(created: { company_id: number; base_url: string; session_token: string; facts: TestCompany["facts"] }): TestCompany {
  const auth = `Basic ${Buffer.from(`0:${created.session_token}`).toString("base64")}`;
  return {
    id: created.company_id,
    token: created.session_token,
    baseUrl: created.base_url,
    facts: created.facts,
    call: async (method, p, opts = {}) => {
      const u = new URL(created.base_url + p);
      for (const [k, v] of Object.entries(opts.query ?? {})) u.searchParams.set(k, String(v));
      const res = await fetch(u, {
        method,
        headers: { authorization: auth, ...(opts.body !== undefined ? { "content-type": "application/json" } : {}) },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
