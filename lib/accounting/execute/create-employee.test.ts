import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The sandbox keeps its companies in a private database for this file.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "agent-create-employee-"));
process.env.DATABASE_URL = "";

const { startSandboxServer } = await import("@/lib/accounting-sandbox/serve");
const { practiceCompany } = await import("@/lib/testing/practice-company");
const { createEmployee } = await import("./create-employee");

let sandbox: { url: string; close: () => Promise<void> | void };
const TODAY = "2026-03-18";

beforeAll(async () => {
  sandbox = (await startSandboxServer({ port: 0 })) as typeof sandbox;
});
afterAll(async () => {
  await sandbox?.close();
});

type Row = Record<string, unknown> & { id: number };

describe("a new employee", () => {
  it("is registered with the employment when the request gives a date of birth", async () => {
    const client = await practiceCompany(sandbox.url, TODAY);
    const ctx = { client, today: TODAY, notes: [] as string[] };
    await createEmployee({ type: "create_employee", firstName: "Torstein", lastName: "Myrvang", email: "torstein.myrvang@example.org", dateOfBirth: "1991-07-09", startDate: "2026-04-13" }, ctx);
    const [row] = await client.list<Row>("/employee", { email: "torstein.myrvang@example.org", fields: "*,employments(*)" });
    expect(row.dateOfBirth).toBe("1991-07-09");
    expect((row.employments as Row[]).map((e) => e.startDate)).toEqual(["2026-04-13"]);
  });

  it("is still registered when the request gives no date of birth (an employment needs one), and the run says what was left out", async () => {
    const client = await practiceCompany(sandbox.url, TODAY);
    const ctx = { client, today: TODAY, notes: [] as string[] };
    await createEmployee({ type: "create_employee", firstName: "Sindre", lastName: "Halvorsen", email: "sindre.halvorsen@example.org", startDate: "2026-04-13" }, ctx);
    const rows = await client.list<Row>("/employee", { email: "sindre.halvorsen@example.org", fields: "*" });
    expect(rows.map((r) => [r.firstName, r.lastName])).toEqual([["Sindre", "Halvorsen"]]);
    expect(ctx.notes.join(" ")).toMatch(/no date of birth/);
  });
});
