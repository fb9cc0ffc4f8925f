import "server-only";
import type { ReceiptExpenseToDepartmentTask } from "@/lib/accounting/tasks";
import { isRepresentation, REPRESENTATION_ACCOUNT } from "@/lib/accounting/bookkeeping/representation";
import { fold } from "@/lib/accounting/interpret/text";
import { accountByNumber, findOrCreateDepartment, incomingVat, postVoucher, round2, type ExecContext } from "./toolkit";

/** Expense accounts by what the item is, most specific first (NS 4102). */
const ACCOUNT_RULES: [RegExp, number, number][] = [
  // [pattern, account, default VAT rate]
  [/tog|train|zug|tren|comboio|fly|flight|taxi|buss|\bbus\b|reise|travel|billett|ticket|hotel|overnatting/i, 7140, 12],
  [/kunderelasjon|representasjon|client|customer|kunde|gave|gift/i, 7350, 25],
  [/m[øo]te|meeting|kaffe|coffee|kaffee|caf[ée]|kurs|course|seminar|konferanse|conference|lunsj|lunch/i, 6860, 25],
  [/stol|chair|pult|desk|m[øo]bel|furniture|inventar|lampe|lamp|hylle|shelf|tastatur|keyboard|\bmus\b|mouse|skjerm|monitor|usb|kabel|cable|headset|dokking|dock/i, 6540, 25],
  [/papir|paper|kontorrekvisita|office supplies|rekvisita|penn|\bpen\b|perm|toner|blekk|oppbevaring|storage|boks/i, 6800, 25],
  [/programvare|software|lisens|licen[cs]e|abonnement|subscription/i, 6860, 25],
  [/rengj[øo]ring|cleaning|vask/i, 6360, 25],
  [/drivstoff|bensin|diesel|fuel/i, 7000, 25],
  [/telefon|phone|mobil|internett|internet|bredb[åa]nd/i, 6900, 25],
];

/**
 * The usual account of an item no rule above knows, read on its folded name (the chart's general
 * homes: travel, customers' meals, meetings, office supplies, equipment, food and drink).
 */
const SUGGESTED_ACCOUNTS: [RegExp, number][] = [
  [/tog|train|zug|tren|comboio|fly|flight|taxi|buss|bus|reise|travel|billett|ticket|overnatting|hotel|hotell/, 7140],
  [/representasjon|kunde|client|customer|forretning|business|middag|dinner|lunsj|lunch/, 7350],
  [/mote|meeting|kurs|course|seminar|konferanse|conference/, 6860],
  [/kontorrekvisita|office supplies|rekvisita|papir|paper|penn|pen|toner|blekk/, 6800],
  [/programvare|software|lisens|licen|abonnement|subscription/, 6540],
  [/tastatur|keyboard|mus\b|mouse|headset|usb|skjerm|monitor|screen|kabel|cable|lader|charger|pc|laptop|datautstyr/, 6540],
  [/stol|chair|pult|desk|lampe|lamp|whiteboard|hylle|shelf|oppbevaring|storage|mobler|furniture|inventar/, 6540],
  [/kaffe|coffee|mat|food|frukt|fruit|drikke|drink|snacks/, 7350],
];

/**
 * Task 22 — one voucher: the named item (not the receipt total) on the right expense account with
 * deductible input VAT, on the department, paid from the bank.
 */
/**
 * Where and how the item is booked: the expense accounts to try in order, and the input-VAT rate
 * to deduct. Representation (meals and gifts for customers) is booked gross on 7350: its input
 * VAT is not deductible in Norway.
 */
export function receiptBooking(task: Pick<ReceiptExpenseToDepartmentTask, "item" | "vatRate" | "expenseAccount" | "representation">): {
  accounts: number[];
  vatRate: number;
} {
  if (task.representation || isRepresentation(fold(task.item))) return { accounts: [REPRESENTATION_ACCOUNT, 7320, 6590], vatRate: 0 };
  const rule = ACCOUNT_RULES.find(([re]) => re.test(task.item));
  const suggested = SUGGESTED_ACCOUNTS.find(([re]) => re.test(fold(task.item)))?.[1];
  // The account the request names comes first: the writer knows the company's chart.
  const accounts = [...new Set([task.expenseAccount, rule?.[1], suggested, 6800, 6590])].filter((n): n is number => typeof n === "number");
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
