import "server-only";
import type { PersonRef } from "@/lib/accounting/tasks";
import { accountOwner, addDays, defaultDepartment, ensureProjectManager, findEmployee, splitName, type ExecContext, type Row } from "./toolkit";

/**
 * The employee a prompt names (by email, else name); created when absent. With `asManager`, makes
 * sure it may manage projects (grants the entitlement only when it is not assignable yet).
 */
export async function resolvePerson(ctx: ExecContext, person: PersonRef | undefined, opts: { asManager?: boolean } = {}): Promise<Row> {
  if (!person) return accountOwner(ctx);
  let emp = await findEmployee(ctx, person);
  if (!emp) {
    const [first, last] = person.firstName && person.lastName ? [person.firstName, person.lastName] : splitName(person.name);
    emp = await ctx.client.post<Row>("/employee", {
      firstName: first,
      lastName: last,
      ...(person.email ? { email: person.email } : {}),
      userType: person.email ? "STANDARD" : "NO_ACCESS",
      department: await defaultDepartment(ctx),
    });
    ctx.notes.push(`employee ${person.name} not found: created`);
  }
  if (opts.asManager) await ensureProjectManager(ctx, emp.id);
  return emp;
}

/** The activity of a project by name: linked to the project, else a company activity, else created and linked. */
export async function projectActivity(ctx: ExecContext, projectId: number, name: string | undefined, employeeId?: number): Promise<number> {
  const forSheet = await ctx.client.list<Row>("/activity/>forTimeSheet", {
    projectId,
    ...(employeeId ? { employeeId } : {}),
    fields: "id,name",
    count: 1000,
  });
  const want = (name ?? "").trim().toLowerCase();
  const hit = want ? forSheet.find((a) => String(a.name ?? "").trim().toLowerCase() === want) : forSheet[0];
  if (hit) return hit.id;
  if (!want && forSheet.length > 0) return forSheet[0].id;
  const all = await ctx.client.list<Row>("/activity", { name, fields: "id,name,activityType", count: 1000 });
  let activity = all.find((a) => String(a.name ?? "").trim().toLowerCase() === want);
  if (!activity) {
    activity = await ctx.client.post<Row>("/activity", {
      name,
      activityType: "PROJECT_GENERAL_ACTIVITY",
      isChargeable: true,
    });
  }
  await ctx.client.post("/project/projectActivity", { project: { id: projectId }, activity: { id: activity.id } });
  ctx.notes.push(`linked activity ${name} to the project`);
  return activity.id;
}

const HOURS_PER_DAY = 7.5;

/** `total` hours as one entry today when it fits a day, else 7.5-hour working days back from today. */
export function spreadHours(total: number, today: string): { date: string; hours: number }[] {
  if (total <= 24) return [{ date: today, hours: total }];
  const out: { date: string; hours: number }[] = [];
  let left = total;
  for (let d = today; left > 0.0001; d = addDays(d, -1)) {
    const dow = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (dow === 0 || dow === 6) continue;
    const h = Math.min(HOURS_PER_DAY, Math.round(left * 100) / 100);
    out.push({ date: d, hours: h });
    left -= h;
  }
  return out;
}
