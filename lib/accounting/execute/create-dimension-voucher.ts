import "server-only";
import type { CreateDimensionVoucherTask } from "@/lib/accounting/tasks";
import { looseName, postVoucher, type ExecContext, type Row } from "./toolkit";

/**
 * Task 17 — the dimension (reused if it exists), each missing value, then one voucher: the amount
 * debited on the account with the linked value in `freeAccountingDimension<index>`, credited on
 * the bank.
 */
export async function createDimensionVoucher(task: CreateDimensionVoucherTask, ctx: ExecContext): Promise<void> {
  const names = await ctx.client.list<Row>("/ledger/accountingDimensionName", { fields: "*", count: 100 });
  let dim = names.find((d) => looseName(d.dimensionName) === looseName(task.dimensionName));
  if (!dim) {
    dim = await ctx.client.post<Row>("/ledger/accountingDimensionName", {
      dimensionName: task.dimensionName.slice(0, 20),
      description: task.dimensionName,
      active: true,
    });
  }
  const index = Number(dim.dimensionIndex);
  const existing = await ctx.client.list<Row>("/ledger/accountingDimensionValue/search", {
    dimensionIndex: index,
    fields: "*",
    count: 1000,
  });
  const values = new Map<string, Row>(existing.map((v) => [looseName(v.displayName), v]));
  const wanted = [...task.values];
  if (!wanted.some((v) => looseName(v) === looseName(task.linkedValue))) wanted.push(task.linkedValue);
  for (const [i, name] of wanted.entries()) {
    if (values.has(looseName(name))) continue;
    const created = await ctx.client.post<Row>("/ledger/accountingDimensionValue", {
      dimensionIndex: index,
      displayName: name,
      number: String(existing.length + i + 1),
      active: true,
      showInVoucherRegistration: true,
    });
    values.set(looseName(name), created);
  }
  const linked = values.get(looseName(task.linkedValue));
  if (!linked) throw new Error(`dimension value ${task.linkedValue} missing`);
  const key = `freeAccountingDimension${index}` as "freeAccountingDimension1";
  await postVoucher(ctx, {
    date: task.date ?? ctx.today,
    description: `${task.dimensionName}: ${task.linkedValue}`,
    lines: [
      { account: task.account, amount: task.amount, [key]: { id: linked.id } },
      { account: 1920, amount: -task.amount },
    ],
  });
}
