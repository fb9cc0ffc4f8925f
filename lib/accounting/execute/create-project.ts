import "server-only";
import type { CreateProjectTask } from "@/lib/accounting/tasks";
import { resolvePerson } from "./project-helpers";
import { findOrCreateCustomer, findProjectByName, looseName, withOneRetry, type ExecContext } from "./toolkit";

/** Task 8 — customer and manager by lookup (free), entitlement only if needed, one POST /project. */
export async function createProject(task: CreateProjectTask, ctx: ExecContext): Promise<void> {
  const existing = await findProjectByName(ctx, task.name);
  if (existing && looseName(existing.name) === looseName(task.name)) {
    ctx.notes.push("project already exists: not created again");
    return;
  }
  const customer = await findOrCreateCustomer(ctx, task.customer);
  const manager = await resolvePerson(ctx, task.projectManager, { asManager: true });
  await withOneRetry(
    () =>
      ctx.client.post("/project", {
        name: task.name,
        startDate: task.startDate ?? ctx.today,
        customer: { id: customer.id },
        projectManager: { id: manager.id },
        isInternal: false,
      }),
    async (err) => {
      if (!err.mentions("prosjektleder") && !err.mentions("projectManager")) return false;
      await ctx.client.put("/employee/entitlement/:grantEntitlementsByTemplate", undefined, {
        employeeId: manager.id,
        template: "ALL_PRIVILEGES",
      });
      return true;
    },
  );
}
