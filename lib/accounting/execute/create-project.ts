import "server-only";
import type { CreateProjectTask } from "@/lib/accounting/tasks";
import { resolvePerson } from "./project-helpers";
import { findOrCreateCustomer, findProjectByName, looseName, type ExecContext } from "./toolkit";

/** Task 8 — customer and manager by lookup (free), entitlement only if needed, one POST /project. */
export async function createProject(task: CreateProjectTask, ctx: ExecContext): Promise<void> {
  const existing = await findProjectByName(ctx, task.name);
  if (existing && looseName(existing.name) === looseName(task.name)) {
    ctx.notes.push("project already exists: not created again");
    return;
  }
  const customer = await findOrCreateCustomer(ctx, task.customer);
  const manager = await resolvePerson(ctx, task.projectManager, { asManager: true });
  await ctx.client.post("/project", {
    name: task.name,
    startDate: task.startDate ?? ctx.today,
    customer: { id: customer.id },
    projectManager: { id: manager.id },
    isInternal: false,
  });
}
