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
  // An appliance is equipment, whatever it makes ("Kaffetrakter", "coffee machine", "Wasserkocher"): not a meeting's coffee.
  [/trakter|traktar|maskin|machine|maker|kvern|grinder|koker|kokar|kocher|kettle|bouilloire|hervidor|chaleira|cafeti[eè]re|cafetera|apparat|appliance/i, 6540, 25],
  // …and so is a tool ("Høytrykksspyler", "Bohrmaschine", "pressure washer", "caja de herramientas").
  [/spyler|washer|reiniger|nettoyeur|hidrolimpiadora|lavadora|drill|bormaskin|bohr|perceuse|taladro|berbequim|verkt[øo]y|\btool|werkzeug|outil|herramienta|ferramenta|\bsag\b|\bsaw\b|\bs[äa]ge\b|scie\b|sierra\b|serra\b|stige|ladder|m[åa]ler\b|messger[äa]t|instrument|laser|leiter|[ée]chelle|escalera|escada/i, 6540, 25],
  [/m[øo]te|meeting|kaffe|coffee|kaffee|caf[ée]|kurs|course|seminar|konferanse|conference|lunsj|lunch/i, 6860, 25],
  [/stol|chair|pult|desk|m[øo]bel|furniture|inventar|lampe|lamp|hylle|shelf|tastatur|keyboard|\bmus\b|mouse|skjerm|monitor|usb|kabel|cable|headset|dokking|dock/i, 6540, 25],
  [/papir|paper|kontorrekvisita|office supplies|rekvisita|penn|\bpen\b|perm|toner|blekk|oppbevaring|storage|boks/i, 6800, 25],
  [/programvare|software|lisens|licen[cs]e|abonnement|subscription/i, 6860, 25],
  [/rengj[øo]ring|cleaning|vask/i, 6360, 25],
  [/drivstoff|bensin|diesel|fuel/i, 7000, 25],
  [/telefon|phone|mobil|internett|internet|bredb[åa]nd/i, 6900, 25],
  // The chart's general homes for what the rules above do not name: a business meal, computer
  // equipment, food and drink.
  [/forretning|business|middag|dinner/i, 7350, 25],
  [/lader|charger|pc|laptop|datautstyr|screen|whiteboard/i, 6540, 25],
  [/mat|food|frukt|fruit|drikke|drink|snacks/i, 7350, 25],
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
  const rule = ACCOUNT_RULES.find(([re]) => re.test(task.item));
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
