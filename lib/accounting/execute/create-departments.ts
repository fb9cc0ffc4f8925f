import "server-only";
import type { CreateDepartmentsTask } from "@/lib/accounting/tasks";
import { departments, looseName, nextDepartmentNumbers, type ExecContext } from "./toolkit";

/** Task 5 — the departments not there yet, in one POST /department/list with unused numbers. */
export async function createDepartments(task: CreateDepartmentsTask, ctx: ExecContext): Promise<void> {
  const existing = await departments(ctx);
  const have = new Set(existing.map((d) => looseName(d.name)));
  const names = [...new Map(task.names.map((n) => [looseName(n), n.trim()])).values()].filter((n) => !have.has(looseName(n)));
  if (names.length === 0) {
    ctx.notes.push("all departments already exist");
    return;
  }
  const numbers = nextDepartmentNumbers(existing, names.length);
  const bodies = names.map((name, i) => ({ name, departmentNumber: numbers[i] }));
  if (bodies.length === 1) await ctx.client.post("/department", bodies[0]);
  else await ctx.client.post("/department/list", bodies);
}
