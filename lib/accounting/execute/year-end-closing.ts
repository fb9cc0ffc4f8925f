import "server-only";
import type { YearEndClosingTask } from "@/lib/accounting/tasks";
import { firstExisting, prepaidExpenseCandidates } from "./closing-helpers";
import { postVoucher, round2, type ExecContext, type PostingLine, type Row } from "./toolkit";

/** Result accounts that make up the taxable profit (revenue and costs, before tax). */
const RESULT_FROM = 3000;
const RESULT_TO = 8699;

/**
 * Task 30 — one voucher per asset for the annual straight-line depreciation, then one voucher with
 * the prepaid reversal and the tax provision: 22 % of the year's profit read from the ledger after
 * this closing's depreciation and reversal.
 */
export async function yearEndClosing(task: YearEndClosingTask, ctx: ExecContext): Promise<void> {
  const date = `${task.year}-12-31`;
  // Read before posting anything: this closing's own entries are added to it below.
  const profitBefore = task.taxProvision ? await bookedProfit(ctx, task.year) : 0;
  const depreciations = task.assets.map((a) => ({ ...a, amount: round2(a.acquisitionCost / a.usefulLifeYears) }));
  const depLines = (a: (typeof depreciations)[number]): PostingLine[] => [
    { account: task.depreciationExpenseAccount, amount: a.amount, description: `Avskrivning ${a.name} ${task.year}` },
    { account: task.accumulatedDepreciationAccount, amount: -a.amount, description: `Avskrivning ${a.name} ${task.year}` },
  ];
  if (task.separateDepreciationVouchers) {
    for (const a of depreciations) await postVoucher(ctx, { date, description: `Avskrivning ${a.name} ${task.year}`, lines: depLines(a) });
  } else if (depreciations.length > 0) {
    await postVoucher(ctx, { date, description: `Avskrivninger ${task.year}`, lines: depreciations.flatMap(depLines) });
  }

  const lines: PostingLine[] = [];
  let extraCost = depreciations.reduce((s, a) => s + a.amount, 0);
  if (task.prepaidReversal) {
    const p = task.prepaidReversal;
    const expense = await firstExisting(ctx, p.expenseAccount, prepaidExpenseCandidates(p.account));
    lines.push(
      { account: expense, amount: p.amount, description: "Reversering forskuddsbetalte kostnader" },
      { account: p.account, amount: -p.amount, description: "Reversering forskuddsbetalte kostnader" },
    );
    extraCost += p.amount;
  }
  if (task.taxProvision) {
    const t = task.taxProvision;
    const profit = round2(profitBefore - extraCost);
    const tax = round2((profit * t.ratePercent) / 100);
    ctx.notes.push(`taxable profit ${profit}, tax ${tax}`);
    if (tax > 0) {
      lines.push(
        { account: t.expenseAccount, amount: tax, description: `Skattekostnad ${task.year}` },
        { account: t.liabilityAccount, amount: -tax, description: `Betalbar skatt ${task.year}` },
      );
    }
  }
  if (lines.length > 0) await postVoucher(ctx, { date, description: `Årsavslutning ${task.year}`, lines });
}

/** Profit before tax booked for the year: minus the sum of the result accounts' postings. */
async function bookedProfit(ctx: ExecContext, year: number): Promise<number> {
  const postings = await ctx.client.list<Row>("/ledger/posting", {
    dateFrom: `${year}-01-01`,
    dateTo: `${year + 1}-01-01`,
    accountNumberFrom: RESULT_FROM,
    accountNumberTo: RESULT_TO,
    fields: "id,amount,account(number)",
    count: 100000,
  });
  return -postings
    .filter((p) => {
      const n = Number((p.account as Row | undefined)?.number);
      return !Number.isFinite(n) || (n >= RESULT_FROM && n <= RESULT_TO);
    })
    .reduce((s, p) => s + Number(p.amount ?? 0), 0);
}
