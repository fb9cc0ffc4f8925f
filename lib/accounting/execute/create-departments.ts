import "server-only";
import type { CreateDepartmentsTask } from "@/lib/accounting/tasks";
import { departments, looseName, nextDepartmentNumbers, withOneRetry, type ExecContext, type Row } from "./toolkit";

/** Task 5 — the departments not there yet, in one POST /department/list, with the numbers the request gives or unused ones. */
export async function createDepartments(task: CreateDepartmentsTask, ctx: ExecContext): Promise<void> {
  const existing = await departments(ctx);
  const have = new Set(existing.map((d) => looseName(d.name)));
  // The number the request gives a name, where it gives one ("40 | Sensors & IoT").
  const given = new Map(task.names.map((n, i) => [looseName(n), task.numbers?.[i]]));
  const names = [...new Map(task.names.map((n) => [looseName(n), n.trim()])).values()].filter((n) => !have.has(looseName(n)));
  if (names.length === 0) {
    ctx.notes.push("all departments already exist");
    return;
  }
  // A given number not in use is kept; the others get the next free ones.
  const used = new Set(existing.map((d) => String(d.departmentNumber ?? "")));
  const taken = [...given.values()].filter((n): n is string => !!n).map((n, i) => ({ id: -1 - i, departmentNumber: n }));
  const free = nextDepartmentNumbers([...existing, ...taken], names.length);
  let numbers = names.map((n) => {
    const g = given.get(looseName(n));
    return g && !used.has(g) ? g : free.shift()!;
  });
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
