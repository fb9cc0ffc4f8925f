import "server-only";
import type { ReceiptExpenseToDepartmentTask } from "@/lib/accounting/tasks";
import { isRepresentation, REPRESENTATION_ACCOUNT } from "@/lib/accounting/bookkeeping/representation";
import { fold } from "@/lib/accounting/interpret/text";
import { ACCOUNT_RULES } from "@/lib/accounting/bookkeeping/expense-categories";
import { accountByNumber, findOrCreateDepartment, incomingVat, postVoucher, round2, type ExecContext } from "./toolkit";




/**
 * Task 22 — one voucher: the named item (not the receipt total) on the right expense account with
 * deductible input VAT, on the department, paid from the bank.
 */
/**
 * Where and how the item is booked: the expense accounts to try in order, and the input-VAT rate
 * to deduct. Representation (meals and gifts for customers) is booked gross on 7350: its input
 * VAT is not deductible in Norway.
 */
/** The accounts a seller's name may decide: a transport company's fares, a tool shop's tools. */
const TRADES_BY_NAME: ReadonlySet<number> = new Set([7140, 6540]);

export function receiptBooking(task: Pick<ReceiptExpenseToDepartmentTask, "item" | "vatRate" | "expenseAccount" | "representation"> & { store?: { name?: string } }): {
  accounts: number[];
  vatRate: number;
} {
  // An item the rules do not know is known by its seller's trade when that is transport or tools: "Personbil m/førar"
  // from "Nordmøre Ferjedrift AS" is a ferry fare, a "Loddestasjon" from "Verktøysentralen" a tool (a café's name
  // makes no coffee machine a meeting's coffee).
  const rule = ACCOUNT_RULES.find(([re]) => re.test(task.item)) ?? (task.store?.name ? ACCOUNT_RULES.find(([re, account]) => TRADES_BY_NAME.has(account) && re.test(task.store!.name!)) : undefined);
  // The request's word for a customer's meal or meeting makes representation of a meal, a drink or an item no rule knows;
  // a train ticket to the customer's meeting stays a ticket.
  const entertains = !rule || rule[1] === REPRESENTATION_ACCOUNT || rule[1] === 6860;
  if ((task.representation && entertains) || isRepresentation(fold(task.item))) return { accounts: [REPRESENTATION_ACCOUNT, 7320, 6590], vatRate: 0 };
  // The account the request names comes first: the writer knows the company's chart.
  const accounts = [...new Set([task.expenseAccount, rule?.[1], 6800, 6590])].filter((n): n is number => typeof n === "number");
  // A general home's VAT is the standard rate unless the receipt says otherwise, as for an item no rule knows.
  return { accounts, vatRate: task.vatRate ?? rule?.[2] ?? 25 };
}

export async function receiptExpenseToDepartment(task: ReceiptExpenseToDepartmentTask, ctx: ExecContext): Promise<void> {
  if (!task.amountIncludingVat) throw new Error(`no price for ${task.item} on the receipt`);
  const { accounts: candidates, vatRate: rate } = receiptBooking(task);
  let account = candidates[candidates.length - 1];
  for (const n of candidates) {
    if (await accountByNumber(ctx, n)) {
      account = n;
      break;
    }
  }
  const [department, vat] = await Promise.all([
    findOrCreateDepartment(ctx, task.department),
    rate > 0 ? incomingVat(ctx, rate) : Promise.resolve(undefined),
  ]);
  const gross = round2(task.amountIncludingVat);
  const net = vat ? round2(gross / (1 + vat.percentage / 100)) : gross;
  const date = task.date ?? ctx.today;
  const description = [task.item, task.store?.name].filter(Boolean).join(" – ");
  await postVoucher(ctx, {
    date,
    description,
    lines: [
      { account, amount: net, amountGross: gross, vatType: vat ? { id: vat.id } : undefined, department, description },
      { account: 1920, amount: -gross, description },
    ],
  });
}
