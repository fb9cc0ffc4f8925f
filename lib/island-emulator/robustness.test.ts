import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A private database for this file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "island-emu-robust-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";
process.env.EMULATOR_ADMIN_KEY = "robustness-admin-key";

const { closeDb } = await import("@/lib/db/client");
const { ensurePracticeSetup, getPracticeTeamToken, handleIslandRequest, scoringIdle } = await import("./index");
const { applyClock, stopClock } = await import("./rounds/lifecycle");
const { selectRound } = await import("./rounds/rounds-store");
const { createTeam } = await import("./api/teams");

type Init = { token?: string; body?: BodyInit; headers?: Record<string, string> };

async function call(method: string, p: string, init: Init = {}) {
  const res = await handleIslandRequest(
    new Request(`http://local/emulator/astar-island${p}`, {
      method,
      headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...init.headers },
      body: init.body,
      duplex: "half",
    } as RequestInit),
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** `total` bytes of a JSON string value, streamed in 64 KB chunks; counts the chunks pulled. */
function hugeJson(total: number) {
  const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
  const seen = { pulled: 0 };
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent === 0) c.enqueue(new TextEncoder().encode('{"round_id":"'));
      if (sent >= total) return c.close();
      seen.pulled++;
      sent += chunk.byteLength;
      c.enqueue(chunk);
    },
  });
  return { stream, seen };
}

let token = "";

beforeAll(async () => {
  await ensurePracticeSetup();
  token = await getPracticeTeamToken();
});

// Waiting for a closed round's scoring (5 seeds × 200 runs) outlasts the default hook timeout on a busy machine.
afterAll(async () => {
  await scoringIdle();
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

describe("request bodies are read with a cap", () => {
  it("answers 413 for a body over 2 MB and stops reading it", async () => {
    const { stream, seen } = hugeJson(50 * 1024 * 1024);
    const r = await call("POST", "/simulate", { token, body: stream });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ detail: `Request body is larger than ${2 * 1024 * 1024} bytes` });
    // 32 chunks of 64 KB fit in 2 MB; the rest of the 50 MB is never pulled.
    expect(seen.pulled).toBeLessThan(40);
  });

  it("answers 413 by declared length alone", async () => {
    const r = await call("POST", "/submit", { token, body: "{}", headers: { "content-length": String(3 * 1024 * 1024) } });
    expect(r.status).toBe(413);
  });

  it("answers 422 for JSON nested deeper than 64 levels", async () => {
    const r = await call("POST", "/submit", { token, body: "[".repeat(500_000) + "]".repeat(500_000) });
    expect(r.status).toBe(422);
    expect(r.body.detail).toBe("Request body is nested deeper than 64 levels");
  });
});

describe("hostile headers answer 4xx", () => {
  it("refuses an X-Admin-Key with bytes outside ASCII with 401, not 500", async () => {
    // As many characters as the real key, more bytes: the old length check let it reach timingSafeEqual.
    for (const key of ["robustness-admin-ké", "\u00ff".repeat(20), "é"]) {
      const r = await call("GET", "/admin/rounds", { headers: { "x-admin-key": key } });
      expect(r.status, key).toBe(401);
      expect(r.body).toEqual({ detail: "Admin API: missing or wrong X-Admin-Key header" });
    }
    expect((await call("GET", "/admin/rounds", { headers: { "x-admin-key": "robustness-admin-key" } })).status).toBe(200);
  });

  it("answers a malformed access_token cookie with 401, not 500", async () => {
    for (const cookie of ["access_token=%", "access_token=%E0%A4%A", 'access_token="%zz"', "a=1; access_token=abc%"]) {
      const r = await call("GET", "/budget", { headers: { cookie } });
      expect(r.status, cookie).toBe(401);
      expect(r.body).toEqual({ detail: "Invalid or expired access token" });
    }
    // A well-formed, percent-encoded cookie still works.
    expect((await call("GET", "/budget", { headers: { cookie: `access_token=${encodeURIComponent(token)}` } })).status).toBe(200);
  });
});

describe("/replay is rate-limited per team", () => {
  it("refuses replays beyond 2 per second with 429 and Retry-After", async () => {
    const { accessToken } = await createTeam({ name: "Replay hammer" });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => call("POST", "/replay", { token: accessToken, body: JSON.stringify({ round_id: "none", seed_index: 0 }) })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 404)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(4);
    for (const r of refused) {
      expect(r.body.detail).toMatch(/^Rate limit exceeded: at most 2 requests per second per team on POST \/replay/);
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("reads do not wait for the clock's write", () => {
  it("answers GET /budget, /rounds and a round at once while another connection holds the write lock", async () => {
    const budgetBefore = await call("GET", "/budget", { token });
    expect(budgetBefore.status).toBe(200);
    const roundId = budgetBefore.body.round_id as string;

    // The periodic tick would write while the lock is held (and wait out the busy timeout): the test ticks by hand.
    stopClock();
    const other = createClient({ url: `file:${path.join(dataDir, "app.db")}` });
    await other.execute("PRAGMA busy_timeout = 5000");
    // The round's window ends now, written by a connection that then keeps the write lock.
    const tx = await other.transaction("write");
    try {
      await tx.execute({ sql: "UPDATE island_emu_rounds SET closes_at = ? WHERE id = ?", args: [Date.now() - 1000, roundId] });
      await tx.commit();
      const lock = await other.transaction("write");
      try {
        // A read that wrote would wait out the busy timeout behind this lock and then fail with a
        // 500: a 200 while the lock is held is the proof that it never tried.
        const budget = await call("GET", "/budget", { token });
        expect(budget.status).toBe(200);
        // The round's window has passed: it reads as scoring although nothing could be written.
        expect(budget.body).toMatchObject({ active: false, round_id: null });
        const rounds = await call("GET", "/rounds");
        expect(rounds.status).toBe(200);
        expect((rounds.body as unknown as { id: string; status: string }[]).find((r) => r.id === roundId)?.status).toBe("scoring");
        const detail = await call("GET", `/rounds/${roundId}`);
        expect(detail.status).toBe(200);
        expect(detail.body.status).toBe("scoring");
        expect((await selectRound(roundId))?.status).toBe("active");
      } finally {
        await lock.rollback();
      }
      // Once the lock is gone, the clock's tick writes the change.
      await applyClock();
      expect((await selectRound(roundId))?.status).not.toBe("active");
    } finally {
      other.close();
    }
  }, 30_000);
});
