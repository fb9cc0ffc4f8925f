import "server-only";
import type { ProjectLifecycleTask } from "@/lib/accounting/tasks";
import { createInvoice } from "./invoice-helpers";
import { projectActivity, resolvePerson, spreadHours } from "./project-helpers";
import {
  accountsByNumbers,
  findOrCreateCustomer,
  findOrCreateSupplier,
  findProjectByName,
  incomingVat,
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
 * with the supplier), and a project invoice for the budget (or for the hours at the rate the request gives).
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
    const activityId = await projectActivity(ctx, projectId, task.activityName, people[0].emp.id);
    // The days the request gives; else a day holds at most 24 hours: longer totals are spread over the preceding working days.
    const entries = people.flatMap(({ e, emp }) =>
      (e.days?.length ? e.days : spreadHours(e.hours, ctx.today)).map(({ date, hours }) => ({
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
    const cost = task.supplierCost;
    const [supplier, found, vat] = await Promise.all([
      findOrCreateSupplier(ctx, cost.supplier),
      accountsByNumbers(ctx, cost.account ? [cost.account, ...SUPPLIER_COST_ACCOUNTS] : SUPPLIER_COST_ACCOUNTS),
      cost.vatRate ? incomingVat(ctx, cost.vatRate) : Promise.resolve(undefined),
    ]);
    const account = [cost.account, ...SUPPLIER_COST_ACCOUNTS].find((n) => n !== undefined && found.has(n)) ?? 4000;
    // With the VAT the request states: the cost net with the input VAT type (its 2710 row follows), the payable gross.
    const gross = vat ? Math.round(cost.amount * (1 + vat.percentage / 100) * 100) / 100 : cost.amount;
    await postVoucher(ctx, {
      date: ctx.today,
      description: `Leverandørkostnad ${supplier.name} – ${task.projectName}`,
      lines: [
        { account, amount: cost.amount, ...(vat ? { amountGross: gross, vatType: { id: vat.id } } : {}), project: { id: projectId } },
        { account: 2400, amount: -gross, supplier: { id: supplier.id } },
      ],
    });
  }

  if (task.createInvoice) {
    const vat = await outgoingVat(ctx, 25);
    // The hours at the stated rate when the request gives one, else the budget as a fixed price.
    // Each person's hours at their own rate where the request prices roles apart.
    const hours = task.timeEntries.reduce((sum, e) => sum + e.hours, 0);
    const priced = task.timeEntries.every((e) => (e.hourlyRate ?? task.hourlyRate) !== undefined);
    const byRate = task.timeEntries.reduce((sum, e) => sum + e.hours * (e.hourlyRate ?? task.hourlyRate ?? 0), 0);
    const amount = priced && hours > 0 ? Math.round(byRate * 100) / 100 : (task.budget ?? task.supplierCost?.amount ?? 0);
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

