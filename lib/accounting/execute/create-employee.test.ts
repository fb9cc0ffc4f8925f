import { describe, expect, it } from "vitest";
import { sandboxForTests } from "@/lib/testing/practice-company";

// The sandbox keeps its companies in a private database for this file.
const sandbox = await sandboxForTests("agent-create-employee-");
const { createEmployee } = await import("./create-employee");

const TODAY = "2026-03-18";

type Row = Record<string, unknown> & { id: number };

describe("a new employee", () => {
  it("is registered with the employment when the request gives a date of birth", async () => {
    const client = await sandbox.company(TODAY);
    const ctx = { client, today: TODAY, notes: [] as string[] };
    await createEmployee({ type: "create_employee", firstName: "Torstein", lastName: "Myrvang", email: "torstein.myrvang@example.org", dateOfBirth: "1991-07-09", startDate: "2026-04-13" }, ctx);
    const [row] = await client.list<Row>("/employee", { email: "torstein.myrvang@example.org", fields: "*,employments(*)" });
    expect(row.dateOfBirth).toBe("1991-07-09");
    expect((row.employments as Row[]).map((e) => e.startDate)).toEqual(["2026-04-13"]);
  });

  it("is still registered when the request gives no date of birth (an employment needs one), and the run says what was left out", async () => {
    const client = await sandbox.company(TODAY);
    const ctx = { client, today: TODAY, notes: [] as string[] };
    await createEmployee({ type: "create_employee", firstName: "Sindre", lastName: "Halvorsen", email: "sindre.halvorsen@example.org", startDate: "2026-04-13" }, ctx);
    const rows = await client.list<Row>("/employee", { email: "sindre.halvorsen@example.org", fields: "*" });
    expect(rows.map((r) => [r.firstName, r.lastName])).toEqual([["Sindre", "Halvorsen"]]);
    expect(ctx.notes.join(" ")).toMatch(/no date of birth/);
  });
});
