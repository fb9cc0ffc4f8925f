import "server-only";
import type { CostIncreaseProjectsTask } from "@/lib/accounting/tasks";
import { accountOwner, type ExecContext, type Row } from "./toolkit";

/** Months are compared on the expense accounts of the chart (4000–7999). */
const EXPENSE_FROM = 4000;
const EXPENSE_TO = 7999;

export type AccountIncrease = { id: number; number: number; name: string; increase: number };

/** Sums postings per expense account in two months and ranks the accounts by increase. */
export function rankIncreases(postings: Row[], fromMonth: string, toMonth: string): AccountIncrease[] {
  const a = fromMonth.slice(0, 7);
  const b = toMonth.slice(0, 7);
  const byAccount = new Map<number, AccountIncrease>();
  for (const p of postings) {
    const acc = p.account as Row | undefined;
    const number = Number(acc?.number);
    if (!acc || !(number >= EXPENSE_FROM && number <= EXPENSE_TO)) continue;
    const month = String(p.date ?? "").slice(0, 7);
    const sign = month === b ? 1 : month === a ? -1 : 0;
    if (sign === 0) continue;
    const row = byAccount.get(number) ?? { id: acc.id, number, name: String(acc.name ?? number), increase: 0 };
    row.increase += sign * Number(p.amount ?? 0);
    byAccount.set(number, row);
  }
  return [...byAccount.values()].sort((x, y) => y.increase - x.increase || x.number - y.number);
}

function nextMonth(iso: string): string {
  const [y, m] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/**
 * Task 28 — read the two months' postings (free), take the accounts with the largest increase and
 * create one internal project per account, named after it, each with its own activity — all in a
 * single POST /project/list.
 */
export async function costIncreaseProjects(task: CostIncreaseProjectsTask, ctx: ExecContext): Promise<void> {
  const [postings, owner] = await Promise.all([
    ctx.client.list<Row>("/ledger/posting", {
      dateFrom: task.fromMonth.slice(0, 7) + "-01",
      dateTo: nextMonth(task.toMonth),
      accountNumberFrom: EXPENSE_FROM,
      accountNumberTo: EXPENSE_TO,
      fields: "id,date,amount,account(id,number,name)",
      count: 10000,
    }),
    accountOwner(ctx),
  ]);
  const top = rankIncreases(postings, task.fromMonth, task.toMonth)
    .filter((r) => r.increase > 0)
    .slice(0, task.accountCount);
  if (top.length === 0) throw new Error("no expense account increased between the two months");
  ctx.notes.push(`largest increases: ${top.map((t) => `${t.number} +${Math.round(t.increase)}`).join(", ")}`);
  const projects = top.map((t) => ({
    name: t.name,
    startDate: ctx.today,
    isInternal: true,
    projectManager: { id: owner.id },
    ...(task.createActivities
      ? {
          projectActivities: [
            { activity: { name: t.name, activityType: "PROJECT_SPECIFIC_ACTIVITY", isChargeable: false } },
          ],
        }
      : {}),
  }));
  await ctx.client.post("/project/list", projects);
}
