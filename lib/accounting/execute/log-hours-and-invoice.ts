import "server-only";
import type { LogHoursAndInvoiceTask } from "@/lib/accounting/tasks";
import { createInvoice } from "./invoice-helpers";
import { projectActivity, resolvePerson, spreadHours } from "./project-helpers";
import { findOrCreateCustomer, findProjectByName, outgoingVat, type ExecContext, type Row } from "./toolkit";

/** Task 16 — the hours on the project's activity (one entry, or one a day as listed), then a project invoice for hours × rate. */
export async function logHoursAndInvoice(task: LogHoursAndInvoiceTask, ctx: ExecContext): Promise<void> {
  const [customer, employee, vat] = await Promise.all([
    findOrCreateCustomer(ctx, task.customer),
    resolvePerson(ctx, task.employee),
    outgoingVat(ctx, 25),
  ]);
  let project: Row | undefined = await findProjectByName(ctx, task.projectName);
  if (!project) {
    const manager = await resolvePerson(ctx, undefined);
    project = await ctx.client.post<Row>("/project", {
      name: task.projectName,
      startDate: ctx.today,
      customer: { id: customer.id },
      projectManager: { id: manager.id },
    });
    ctx.notes.push("project not found: created");
  }
  const date = task.date ?? ctx.today;
  const activityId = await projectActivity(ctx, project.id, task.activityName, employee.id);
  // Hours listed day by day are logged so; else the total on the day (spread back over workdays when over a day's).
  const days = task.entries?.length ? task.entries : spreadHours(task.hours, date);
  const entries = days.map((d) => ({
    employee: { id: employee.id },
    project: { id: project!.id },
    activity: { id: activityId },
    date: d.date,
    hours: d.hours,
  }));
  if (entries.length === 1) await ctx.client.post("/timesheet/entry", entries[0]);
  else await ctx.client.post("/timesheet/entry/list", entries);
  await createInvoice(ctx, {
    customer: { id: customer.id },
    project: { id: project.id },
    lines: [
      {
        description: `${task.activityName} (${task.hours} t × ${task.hourlyRate} kr)`,
        count: task.hours,
        unitPriceExcludingVatCurrency: task.hourlyRate,
        vatType: { id: vat.id },
        rate: vat.percentage,
      },
    ],
    invoiceDate: date,
    send: false,
  });
}
