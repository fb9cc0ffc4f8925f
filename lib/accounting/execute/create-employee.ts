import "server-only";
import type { CreateEmployeeTask } from "@/lib/accounting/tasks";
import { defaultDepartment, findEmployee, type ExecContext, type Row } from "./toolkit";
import { divisionForEmployment, postEmployee } from "./employee-helpers";

/** Task 1 — one POST /employee with the employment embedded (start date lives on the employment). */
export async function createEmployee(task: CreateEmployeeTask, ctx: ExecContext): Promise<void> {
  // Only the email identifies a person: a namesake (even the account owner) is someone else.
  const existing = task.email ? await findEmployee(ctx, { email: task.email }) : undefined;
  if (existing) {
    ctx.notes.push("employee with this email already exists: not created again");
    return;
  }
  const [department, division] = await Promise.all([defaultDepartment(ctx), divisionForEmployment(ctx)]);
  const body: Record<string, unknown> = {
    firstName: task.firstName,
    lastName: task.lastName,
    userType: task.isAdministrator ? "EXTENDED" : task.email ? "STANDARD" : "NO_ACCESS",
    department,
  };
  if (task.email) body.email = task.email;
  if (task.dateOfBirth) body.dateOfBirth = task.dateOfBirth;
  // An employment needs a date of birth first (422 "Feltet må fylles ut"): without one the person is still registered.
  if (task.startDate && task.dateOfBirth) body.employments = [{ startDate: task.startDate, ...(division ? { division } : {}) }];
  else if (task.startDate) ctx.notes.push(`no date of birth given: employment from ${task.startDate} not registered`);
  const created: Row = await postEmployee(ctx, body);
  if (task.isAdministrator) {
    await ctx.client.put("/employee/entitlement/:grantEntitlementsByTemplate", undefined, {
      employeeId: created.id,
      template: "ALL_PRIVILEGES",
    });
  }
}
