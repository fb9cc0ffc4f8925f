import "server-only";
import type { InvoiceFixedPriceMilestoneTask } from "@/lib/accounting/tasks";
import { createInvoice } from "./invoice-helpers";
import { resolvePerson } from "./project-helpers";
import { findOrCreateCustomer, findProjectByName, outgoingVat, round2, type ExecContext, type Row } from "./toolkit";

/**
 * Task 15 — the project exists: set its fixed price with one PUT (skipped when already set), then
 * invoice the milestone share with the order linked to the project.
 */
export async function invoiceFixedPriceMilestone(task: InvoiceFixedPriceMilestoneTask, ctx: ExecContext): Promise<void> {
  const [customer, vat] = await Promise.all([findOrCreateCustomer(ctx, task.customer), outgoingVat(ctx, 25)]);
  let project: Row | undefined = await findProjectByName(ctx, task.projectName);
  if (!project) {
    const manager = await resolvePerson(ctx, task.projectManager, { asManager: true });
    project = await ctx.client.post<Row>("/project", {
      name: task.projectName,
      startDate: ctx.today,
      customer: { id: customer.id },
      projectManager: { id: manager.id },
      isFixedPrice: true,
      fixedprice: task.fixedPrice,
    });
    ctx.notes.push("project not found: created with the fixed price");
  } else if (project.isFixedPrice !== true || Math.abs(Number(project.fixedprice ?? 0) - task.fixedPrice) > 0.005) {
    project = await ctx.client.put<Row>(`/project/${project.id}`, {
      id: project.id,
      version: project.version,
      name: project.name,
      startDate: project.startDate,
      customer: project.customer ? { id: (project.customer as Row).id } : { id: customer.id },
      projectManager: project.projectManager ? { id: (project.projectManager as Row).id } : undefined,
      isFixedPrice: true,
      fixedprice: task.fixedPrice,
    });
  }
  const amount = round2((task.fixedPrice * task.milestonePercent) / 100);
  await createInvoice(ctx, {
    customer: { id: customer.id },
    project: { id: project!.id },
    lines: [
      {
        description: `${task.projectName}: ${task.milestonePercent} % av fastpris`,
        count: 1,
        unitPriceExcludingVatCurrency: amount,
        vatType: { id: vat.id },
        rate: vat.percentage,
      },
    ],
    invoiceDate: task.invoiceDate,
    send: false,
  });
}
