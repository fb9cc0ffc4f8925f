import "server-only";
import { accountsByNumbers, type ExecContext } from "./toolkit";

/** Where a prepaid balance is expensed when the prompt names no account, by prepaid account. */
const PREPAID_EXPENSE: Record<number, number[]> = {
  1700: [6300, 6590, 7700],
  1710: [6300, 6590, 7700],
  1720: [6590, 6300, 7700],
  1730: [6590, 6300, 7700],
  1740: [6590, 6300, 7700],
};

/** The first of `candidates` the chart has (after the explicit one). */
export async function firstExisting(ctx: ExecContext, explicit: number | undefined, candidates: number[]): Promise<number> {
  const list = explicit ? [explicit, ...candidates] : candidates;
  const found = await accountsByNumbers(ctx, list);
  return list.find((n) => found.has(n)) ?? list[0];
}

export function prepaidExpenseCandidates(prepaidAccount: number): number[] {
  return PREPAID_EXPENSE[prepaidAccount] ?? [6300, 6590, 7700];
}
