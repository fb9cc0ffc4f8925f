import "server-only";
import type { CreateDepartmentsTask } from "@/lib/accounting/tasks";
import { departments, looseName, nextDepartmentNumbers, withOneRetry, type ExecContext, type Row } from "./toolkit";

/** Task 5 — the departments not there yet, in one POST /department/list with unused numbers. */
export async function createDepartments(task: CreateDepartmentsTask, ctx: ExecContext): Promise<void> {
  const existing = await departments(ctx);
  const have = new Set(existing.map((d) => looseName(d.name)));
  const names = [...new Map(task.names.map((n) => [looseName(n), n.trim()])).values()].filter((n) => !have.has(looseName(n)));
  if (names.length === 0) {
    ctx.notes.push("all departments already exist");
    return;
  }
  let numbers = nextDepartmentNumbers(existing, names.length);
  const post = () => {
    const bodies = names.map((name, i) => ({ name, departmentNumber: numbers[i] }));
    return bodies.length === 1 ? ctx.client.post("/department", bodies[0]) : ctx.client.post("/department/list", bodies);
  };
  await withOneRetry(post, async (err) => {
    if (!err.mentions("i bruk") && !err.mentions("departmentNumber")) return false;
    // Numbers taken by departments this listing did not show (e.g. inactive ones): jump past them.
    const all = await ctx.client.list<Row>("/department", { fields: "id,departmentNumber", count: 10000, isInactive: true });
    numbers = nextDepartmentNumbers([...existing, ...all], names.length).map((n) => String(Number(n) + 100));
    return true;
  });
}
