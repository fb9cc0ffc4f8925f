import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// A private database file for this test file, set before any module reads the environment.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "solve-log-"));
process.env.DATA_DIR = dataDir;
process.env.DATABASE_URL = "";

const { closeDb, getDb } = await import("@/lib/db/client");
const { agentRequests } = await import("@/lib/db/schema");
const { listSolveLogs, promptExcerpt, saveSolveLog } = await import("./solve-log");

afterAll(async () => {
  await closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const SESSION = "eyJ0b2tlbklkIjoyMTQ3NjMzLCJ0b2tlbiI6ImFiY2RlZjEyMzQ1Njc4OTAifQ";
const BASIC = Buffer.from(`0:${SESSION}`).toString("base64");
const SECRETS = [SESSION, BASIC, "hunter2", "s3cr3t-query"];
/** An upstream error body that echoes what it was sent. */
const ECHO = `POST /customer → 500 {"error":"internal","request":{"headers":{"Authorization":"Basic ${BASIC}"},"sessionToken":"${SESSION}","password":"hunter2"}}`;

const entry = {
  status: "failed" as const,
  taskType: "create_customer",
  interpreter: "rules",
  confidence: 0.9,
  language: "nb",
  promptExcerpt: "Opprett kunden Nordlys AS",
  files: [],
  writes: 1,
  failedWrites: 0,
  count4xx: 0,
  ms: 12,
  error: ECHO,
  calls: [
    { method: "GET" as const, path: "/customer?organizationNumber=912345678&fields=id,name", status: 200, ms: 3 },
    { method: "POST" as const, path: "/customer?access_token=s3cr3t-query", status: 500, ms: 5, error: `${ECHO} ${"x".repeat(2000)}` },
  ],
  notes: [`retried after: ${ECHO}`],
};

const leaks = (text: string) => SECRETS.filter((s) => text.includes(s));

describe("solve log", () => {
  it("stores a short redacted summary of upstream errors, so the database holds no echoed secret", async () => {
    const id = await saveSolveLog(entry);
    const db = await getDb();
    const [raw] = (await db.select().from(agentRequests)).filter((r) => r.id === id);
    expect(leaks(JSON.stringify(raw))).toEqual([]);
    const calls = JSON.parse(raw.calls) as { status: number; error?: string; path: string }[];
    expect(calls.map((c) => c.status)).toEqual([200, 500]);
    expect(calls[0].path).toBe("/customer?organizationNumber=912345678&fields=id,name");
    expect(calls[1].error!.length).toBeLessThanOrEqual(300);
    expect(calls[1].error).toContain("POST /customer → 500");
    expect(raw.error).toContain("[redacted]");
  });

  it("redacts rows stored before redaction when they are listed for the Agent page", async () => {
    const db = await getDb();
    await db.insert(agentRequests).values({
      createdAt: new Date(Date.now() + 60_000),
      status: "failed",
      error: ECHO,
      calls: JSON.stringify(entry.calls.concat([null as never])),
      notes: JSON.stringify(entry.notes),
    });
    const [newest] = await listSolveLogs("practice", 1);
    expect(leaks(JSON.stringify(newest))).toEqual([]);
    expect(newest.calls).toHaveLength(2);
    expect(newest.calls[1]).toMatchObject({ method: "POST", status: 500, path: "/customer?access_token=[redacted]" });
    expect(newest.error).toMatch(/^POST \/customer → 500 /);
  });

  it("lists a team's own requests only; rows from before teams were recorded are the practice team's", async () => {
    await saveSolveLog({ ...entry, promptExcerpt: "team A's secret task", team: "team:a" }, new Date(Date.now() + 120_000));
    await saveSolveLog({ ...entry, promptExcerpt: "team B's own task", team: "team:b" }, new Date(Date.now() + 120_000));
    const seenBy = async (team: string) => (await listSolveLogs(team, 200)).map((l) => l.promptExcerpt);
    expect(await seenBy("team:b")).toEqual(["team B's own task"]);
    expect(await seenBy("team:a")).toEqual(["team A's secret task"]);
    const practice = await seenBy("practice");
    expect(practice).not.toContain("team A's secret task");
    expect(practice).not.toContain("team B's own task");
    expect(practice.length).toBeGreaterThan(0);
  });

  it("keeps each call's request body for the Agent page, pretty-printed, its secret-named fields redacted, bounded per call and per request", async () => {
    const body = JSON.stringify({ name: "Nordlys AS", organizationNumber: "912345678", sessionToken: SESSION, password: "hunter2" }, null, 2);
    const big = JSON.stringify({ postings: Array.from({ length: 400 }, (_, i) => ({ row: i + 1, amount: 100 })) }, null, 2);
    const calls = [
      { method: "POST" as const, path: "/customer", status: 201, ms: 4, body },
      ...Array.from({ length: 12 }, () => ({ method: "POST" as const, path: "/ledger/voucher", status: 201, ms: 4, body: big })),
    ];
    await saveSolveLog({ ...entry, calls, team: "team:bodies" });
    const [listed] = await listSolveLogs("team:bodies", 1);
    expect(leaks(JSON.stringify(listed))).toEqual([]);
    expect(listed.calls[0].body).toContain('"name": "Nordlys AS"');
    expect(listed.calls[0].body).toContain('"organizationNumber": "912345678"');
    expect(listed.calls[1].body).toMatch(/… \(cut at 2,000 characters\)$/);
    expect(listed.calls.reduce((n, c) => n + (c.body?.length ?? 0), 0)).toBeLessThanOrEqual(16_000 + 12 * 80);
    expect(listed.calls.at(-1)!.body).toMatch(/^\(not kept/);
  });
});

describe("the prompt as kept for the Agent page", () => {
  it("keeps its line breaks, drops runs of blank lines and trailing spaces", () => {
    const mail = "Hei!  \r\nKan du legge inn ny leverandør?\r\n\r\n\r\n\r\n--\nOla Hansen | Innkjøp   ";
    expect(promptExcerpt(mail)).toBe("Hei!\nKan du legge inn ny leverandør?\n\n--\nOla Hansen | Innkjøp");
  });

  it("is cut at 4,000 characters", () => {
    const long = promptExcerpt("Faktura\n".repeat(2_000));
    expect(long.length).toBe(4_001);
    expect(long.endsWith("…")).toBe(true);
  });
});
