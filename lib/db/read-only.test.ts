import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A real database file made read-only between two opens, as an operator's mistake or a full
// read-only mount would leave it; the emulators' APIs and the workspace must say so plainly.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "read-only-db-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
const dbFile = path.join(dataDir, "app.db");

const { closeDb, getDb } = await import("./client");
const { handleIslandRequest } = await import("@/lib/island-emulator");
const { ensurePracticeSetup, getPracticeTeamToken } = await import("@/lib/island-emulator/practice/practice");
const { currentRounds } = await import("@/lib/island-emulator/rounds/lifecycle");
const { handleSandboxRequest } = await import("@/lib/accounting-sandbox/http");
const { createAdjustment } = await import("@/lib/dashboard/edits/adjustment-store");
const { describeStorageError } = await import("@/lib/dashboard/service-error");
const { DEFAULT_EMULATOR_ADMIN_KEY } = await import("@/lib/env");

const READ_ONLY = "The server cannot write its database (read-only); ask the operator.";

/** Write-protects the file for this process: chattr +i as root (root ignores modes), else 0400. */
function protect(file: string): (() => void) | null {
  try {
    if (process.getuid?.() === 0) execFileSync("chattr", ["+i", file], { stdio: "ignore" });
    else fs.chmodSync(file, 0o400);
    fs.appendFileSync(file, "");
  } catch {
    return () => {
      if (process.getuid?.() === 0) execFileSync("chattr", ["-i", file], { stdio: "ignore" });
      else fs.chmodSync(file, 0o600);
    };
  }
  return null;
}

let token: string;
let roundId: string;
let unprotect: (() => void) | null = null;

beforeAll(async () => {
  await getDb();
  await ensurePracticeSetup();
  token = await getPracticeTeamToken();
  roundId = (await currentRounds()).find((r) => r.status === "active")!.id;
  // Closed cleanly, so the write-ahead log is folded into the file, then reopened read-only.
  await closeDb();
  unprotect = protect(dbFile);
  // As a restarted server: the signing key is read from the database again.
  delete (globalThis as { __islandJwtKey?: unknown }).__islandJwtKey;
  await getDb();
}, 120_000);

afterAll(async () => {
  await closeDb();
  unprotect?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const island = (method: string, p: string, body?: unknown) =>
  handleIslandRequest(
    new Request(`http://local/emulator/astar-island${p}`, {
      method,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

describe("a read-only database", () => {
  it("still accepts the team's token for reads (the signing key is read, not written)", async (ctx) => {
    if (!unprotect) ctx.skip();
    const res = await island("GET", "/budget");
    expect(res.status).toBe(200);
  });

  it("answers a spend with 503 and the plain reason, not 401 or an empty 500", async (ctx) => {
    if (!unprotect) ctx.skip();
    const res = await island("POST", "/simulate", { round_id: roundId, seed_index: 0, viewport_x: 0, viewport_y: 0, viewport_w: 5, viewport_h: 5 });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: READ_ONLY });
  });

  it("answers the accounting sandbox's admin API with 503 and a JSON reason", async (ctx) => {
    if (!unprotect) ctx.skip();
    const res = await handleSandboxRequest(
      new Request("http://local/emulator/tripletex/admin/companies", { method: "POST", headers: { "x-admin-key": DEFAULT_EMULATOR_ADMIN_KEY, "content-type": "application/json" }, body: "{}" }),
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "storage_unavailable", message: READ_ONLY });
  });

  it("gives the workspace's adjustments panel the plain reason, never the SQL", async (ctx) => {
    if (!unprotect) ctx.skip();
    const err = await createAdjustment({
      teamKey: "t",
      roundId,
      body: { label: "x", seedIndex: 0, region: { x: 0, y: 0, w: 2, h: 2 }, shifts: {} },
    } as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).not.toBeNull();
    const problem = describeStorageError(err);
    expect(problem.message).toBe(READ_ONLY);
    expect(JSON.stringify(problem)).not.toMatch(/insert|params/i);
  });
});
