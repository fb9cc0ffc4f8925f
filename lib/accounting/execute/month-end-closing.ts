import "server-only";
import type { MonthEndClosingTask } from "@/lib/accounting/tasks";
import { firstExisting, prepaidExpenseCandidates } from "./closing-helpers";
import { lastOfMonth, postVoucher, round2, type ExecContext, type PostingLine, type Row } from "./toolkit";

/**
 * Task 26 — one closing voucher on the month's last day: the prepaid accrual to expense, the
 * straight-line monthly depreciation, and the salary accrual (its amount, when the prompt gives
 * none, is the latest month's salary cost booked on the debit account).
 */
export async function monthEndClosing(task: MonthEndClosingTask, ctx: ExecContext): Promise<void> {
  const monthStart = `${task.year}-${String(task.month).padStart(2, "0")}-01`;
  const date = lastOfMonth(monthStart);
  const lines: PostingLine[] = [];
  if (task.accrual) {
    const expense = await firstExisting(ctx, task.accrual.expenseAccount, prepaidExpenseCandidates(task.accrual.fromAccount));
    lines.push(
      { account: expense, amount: task.accrual.amount, description: "Periodisering forskuddsbetalt kostnad" },
      { account: task.accrual.fromAccount, amount: -task.accrual.amount, description: "Periodisering forskuddsbetalt kostnad" },
    );
  }
  if (task.depreciation) {
    const d = task.depreciation;
    const monthly = round2(d.acquisitionCost / (d.usefulLifeYears * 12));
    const accumulated = await firstExisting(ctx, d.accumulatedAccount, [1209]);
    lines.push(
      { account: d.expenseAccount, amount: monthly, description: "Månedlig avskrivning" },
      { account: accumulated, amount: -monthly, description: "Månedlig avskrivning" },
    );
  }
  if (task.salaryAccrual) {
    const s = task.salaryAccrual;
    const amount = s.amount ?? (await latestMonthlyCost(ctx, s.debitAccount, monthStart));
    if (amount && amount > 0) {
      lines.push(
        { account: s.debitAccount, amount, description: "Periodisering lønn" },
        { account: s.creditAccount, amount: -amount, description: "Periodisering lønn" },
      );
    } else {
      ctx.notes.push("no salary amount given or booked earlier: salary accrual skipped");
    }
  }
  if (lines.length === 0) throw new Error("nothing to post for the month-end closing");
  await postVoucher(ctx, { date, description: `Månedsavslutning ${task.year}-${String(task.month).padStart(2, "0")}`, lines });
}

/** The debit total on `account` in the most recent month before `before` that has any. */
async function latestMonthlyCost(ctx: ExecContext, account: number, before: string): Promise<number | undefined> {
  const postings = await ctx.client.list<Row>("/ledger/posting", {
    dateFrom: `${Number(before.slice(0, 4)) - 1}-01-01`,
    dateTo: before,
    accountNumberFrom: account,
    accountNumberTo: account,
    fields: "id,date,amount",
    count: 10000,
  });
  const byMonth = new Map<string, number>();
  for (const p of postings) {
    const m = String(p.date ?? "").slice(0, 7);
    if (Number(p.amount) > 0) byMonth.set(m, (byMonth.get(m) ?? 0) + Number(p.amount));
  }
  const latest = [...byMonth.keys()].sort().pop();
  return latest ? round2(byMonth.get(latest)!) : undefined;
}
