import { describe, expect, it } from "vitest";
import { sandboxForTests } from "@/lib/testing/practice-company";

// The sandbox keeps its companies in a private database for this file.
const sandbox = await sandboxForTests("agent-lifecycle-");
const { projectLifecycle } = await import("./project-lifecycle");
const { taskSchema } = await import("@/lib/accounting/tasks");

const TODAY = "2026-05-20";

type Row = Record<string, unknown> & { id: number };

const company = () => sandbox.company(TODAY);

describe("a project's lifecycle with dated hours", () => {
  it("logs each person's hours on the days the request gives, on the activity it names", async () => {
    const client = await company();
    const task = taskSchema.parse({
      type: "project_lifecycle",
      projectName: "Skyflyt",
      customer: { name: "Nordvik Kraft AS", organizationNumber: "912345674" },
      activityName: "Rådgivning",
      timeEntries: [
        { employee: { name: "Kari Lund", firstName: "Kari", lastName: "Lund", email: "kari.lund@example.org" }, role: "project_manager", hours: 6, days: [{ date: "2026-05-11", hours: 6 }] },
        { employee: { name: "Ola Dahl", firstName: "Ola", lastName: "Dahl", email: "ola.dahl@example.org" }, role: "consultant", hours: 11.5, days: [{ date: "2026-05-12", hours: 7.5 }, { date: "2026-05-13", hours: 4 }] },
      ],
      createInvoice: false,
    });
    await projectLifecycle(task as never, { client, today: TODAY, notes: [] } as never);
    const entries = await client.list<Row>("/timesheet/entry", { dateFrom: "2026-05-01", dateTo: "2026-05-31", fields: "date,hours,activity(name),employee(email)" });
    const seen = entries.map((e) => `${(e.employee as Row & { email: string }).email} ${e.date} ${e.hours} ${(e.activity as Row & { name: string }).name}`).sort();
    expect(seen).toEqual([
      "kari.lund@example.org 2026-05-11 6 Rådgivning",
      "ola.dahl@example.org 2026-05-12 7.5 Rådgivning",
      "ola.dahl@example.org 2026-05-13 4 Rådgivning",
    ]);
  });
});
