import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sandbox-test-limits-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
process.env.EMULATOR_ADMIN_KEY = "limits-admin-key";

const { closeDb } = await import("@/lib/db/client");
const { handleSandboxRequest } = await import("./http");

const MAX = 8 * 1024 * 1024;

async function send(method: string, p: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  const res = await handleSandboxRequest(
    new Request(`http://local/emulator/tripletex${p}`, { method, headers: init.headers, body: init.body, duplex: "half" } as RequestInit),
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** `total` bytes streamed in 64 KB chunks; counts the chunks pulled. */
function huge(total: number, prefix = "") {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  const seen = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      if (prefix) c.enqueue(new TextEncoder().encode(prefix));
    },
    pull(c) {
      if (seen.pulled * chunk.byteLength >= total) return c.close();
      seen.pulled++;
      c.enqueue(chunk);
    },
  });
  return { stream, seen };
}

let auth = "";
const admin = { "x-admin-key": "limits-admin-key", "content-type": "application/json" };

beforeAll(async () => {
  const created = await send("POST", "/admin/companies", { headers: admin, body: JSON.stringify({ today: "2026-03-21" }) });
  expect(created.status).toBe(201);
  auth = `Basic ${Buffer.from(`0:${created.body.session_token}`).toString("base64")}`;
});

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("request bodies are read with a cap", () => {
  it("answers 413 for a JSON body over the cap and stops reading it", async () => {
    const { stream, seen } = huge(200 * 1024 * 1024, '{"name":"');
    const r = await send("POST", "/v2/customer", { headers: { authorization: auth, "content-type": "application/json" }, body: stream });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ status: 413, message: `Request body larger than ${MAX} bytes` });
    expect(seen.pulled).toBeLessThan(MAX / (64 * 1024) + 8);
  });

  it("answers 413 for a multipart upload over the cap", async () => {
    const { stream, seen } = huge(100 * 1024 * 1024, "--x\r\n");
    const r = await send("POST", "/v2/bank/statement/import?bankId=1&accountId=1&fromDate=2026-01-01&toDate=2026-12-31&fileFormat=DNB_CSV", {
      headers: { authorization: auth, "content-type": "multipart/form-data; boundary=x" },
      body: stream,
    });
    expect(r.status).toBe(413);
    expect(seen.pulled).toBeLessThan(MAX / (64 * 1024) + 8);
  });

  it("still reads a multipart upload within the cap", async () => {
    const form = new FormData();
    form.set("file", new File(["not,a,statement\n"], "s.csv", { type: "text/csv" }));
    const r = await send("POST", "/v2/bank/statement/import?bankId=1&accountId=1&fromDate=2026-01-01&toDate=2026-12-31&fileFormat=DNB_CSV", {
      headers: { authorization: auth },
      body: form,
    });
    // Read and judged by the import itself (a 4xx about the parameters or the file), not refused for size.
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.status).not.toBe(413);
  });

  it("answers 400 for JSON nested too deeply, and 413 on the admin API too", async () => {
    const deep = await send("POST", "/v2/customer", {
      headers: { authorization: auth, "content-type": "application/json" },
      body: "[".repeat(1_000_000) + "]".repeat(1_000_000),
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe("Invalid JSON: nested deeper than 64 levels");
    const big = await send("POST", "/admin/companies", { headers: admin, body: huge(20 * 1024 * 1024).stream });
    expect(big.status).toBe(413);
  });
});

describe("the admin key", () => {
  it("refuses a key with bytes outside ASCII with 401", async () => {
    for (const key of ["limits-admin-ké", "\u00ff".repeat(16)]) {
      const r = await send("POST", "/admin/companies", { headers: { "x-admin-key": key }, body: "{}" });
      expect(r.status).toBe(401);
    }
  });
});
