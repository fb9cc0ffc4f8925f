import "server-only";
import type { ProjectLifecycleTask } from "@/lib/accounting/tasks";
import { createInvoice } from "./invoice-helpers";
import { projectActivity, resolvePerson, spreadHours } from "./project-helpers";
import {
  accountsByNumbers,
  findOrCreateCustomer,
  findOrCreateSupplier,
  findProjectByName,
  outgoingVat,
  postVoucher,
  type ExecContext,
  type Row,
} from "./toolkit";

/** Supplier costs on a project go to subcontracting when the chart has it, else purchases. */
const SUPPLIER_COST_ACCOUNTS = [4500, 4300, 4000];

/**
 * Task 29 — the project (budget as fixed price) with its manager, the hours of every person in one
 * POST /timesheet/entry/list, the supplier cost as a voucher linked to the project (credit 2400
 * with the supplier), and a project invoice for the budget.
 */
export async function projectLifecycle(task: ProjectLifecycleTask, ctx: ExecContext): Promise<void> {
  const customer = await findOrCreateCustomer(ctx, task.customer);
  const pmEntry = task.timeEntries.find((e) => e.role === "project_manager");
  const manager = await resolvePerson(ctx, pmEntry?.employee, { asManager: true });
  const people = await Promise.all(
    task.timeEntries.map(async (e) => ({ e, emp: e === pmEntry ? manager : await resolvePerson(ctx, e.employee) })),
  );

  let project: Row | undefined = await findProjectByName(ctx, task.projectName);
  if (!project) {
    project = await ctx.client.post<Row>("/project", {
      name: task.projectName,
      startDate: ctx.today,
      customer: { id: customer.id },
      projectManager: { id: manager.id },
      isInternal: false,
      ...(task.budget ? { isFixedPrice: true, fixedprice: task.budget } : {}),
    });
  }
  const projectId = project.id;

  if (people.length > 0) {
    const activityId = await projectActivity(ctx, projectId, undefined, people[0].emp.id);
    // A day holds at most 24 hours: longer totals are spread over the preceding working days.
    const entries = people.flatMap(({ e, emp }) =>
      spreadHours(e.hours, ctx.today).map(({ date, hours }) => ({
        employee: { id: emp.id },
        project: { id: projectId },
        activity: { id: activityId },
        date,
        hours,
      })),
    );
    if (entries.length === 1) await ctx.client.post("/timesheet/entry", entries[0]);
    else await ctx.client.post("/timesheet/entry/list", entries);
  }

  if (task.supplierCost) {
    const supplier = await findOrCreateSupplier(ctx, task.supplierCost.supplier);
    const found = await accountsByNumbers(ctx, SUPPLIER_COST_ACCOUNTS);
    const account = SUPPLIER_COST_ACCOUNTS.find((n) => found.has(n)) ?? 4000;
    await postVoucher(ctx, {
      date: ctx.today,
      description: `Leverandørkostnad ${supplier.name} – ${task.projectName}`,
      lines: [
        { account, amount: task.supplierCost.amount, project: { id: projectId } },
        { account: 2400, amount: -task.supplierCost.amount, supplier: { id: supplier.id } },
      ],
    });
  }

  if (task.createInvoice) {
    const vat = await outgoingVat(ctx, 25);
    const amount = task.budget ?? task.supplierCost?.amount ?? 0;
    await createInvoice(ctx, {
      customer: { id: customer.id },
      project: { id: projectId },
      lines: [
        {
          description: task.projectName,
          count: 1,
          unitPriceExcludingVatCurrency: amount,
          vatType: { id: vat.id },
          rate: vat.percentage,
        },
      ],
      send: false,
    });
  }
}

