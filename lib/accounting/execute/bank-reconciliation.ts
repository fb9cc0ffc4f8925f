import "server-only";
import type { BankReconciliationTask } from "@/lib/accounting/tasks";
import {
  addDays,
  findCustomer,
  findSupplier,
  invoicePaymentType,
  listInvoices,
  looseName,
  postVoucher,
  requireAccount,
  round2,
  type ExecContext,
  type PostingLine,
  type Row,
} from "./toolkit";

type Transaction = BankReconciliationTask["transactions"][number];

/** Counter accounts for bank lines that are not invoice payments. */
const COUNTER_ACCOUNT: Record<string, number> = {
  bank_fee: 7770,
  interest_income: 8050,
  tax_deduction: 2600,
};

/**
 * Task 23 — each customer payment is registered on its invoice (partial amounts as they are);
 * every other bank line (supplier payments on 2400 with the supplier, fees, interest, tax) goes
 * into one voucher against the bank; then the bank reconciliation of 1920 is created closed.
 */
export async function bankReconciliation(task: BankReconciliationTask, ctx: ExecContext): Promise<void> {
  const [invoices, paymentType] = await Promise.all([listInvoices(ctx, { fields: "*,customer(id,name)" }), invoicePaymentType(ctx)]);
  const others: PostingLine[] = [];
  const openAmount = new Map<number, number>(invoices.map((i) => [i.id, Number(i.amountOutstanding ?? 0)]));

  for (const t of task.transactions) {
    if (t.kind === "customer_payment" && t.amount > 0) {
      const invoice = matchInvoice(invoices, openAmount, t);
      if (invoice) {
        const paid = round2(Math.min(t.amount, openAmount.get(invoice.id) ?? t.amount));
        await ctx.client.put(`/invoice/${invoice.id}/:payment`, undefined, {
          paymentDate: t.date,
          paymentTypeId: paymentType.id,
          paidAmount: paid,
        });
        openAmount.set(invoice.id, round2((openAmount.get(invoice.id) ?? 0) - paid));
        continue;
      }
      const customer = await customerRef(ctx, invoices, t);
      if (!customer) {
        ctx.notes.push(`no open invoice and no customer for "${t.description}": left for manual matching`);
        continue;
      }
      ctx.notes.push(`no open invoice for "${t.description}": booked against the customer's receivables`);
      others.push({ account: 1500, amount: -t.amount, description: t.description, customer });
    } else if (t.kind === "supplier_payment") {
      const supplier = t.counterparty ? await findSupplier(ctx, { name: t.counterparty }) : undefined;
      if (!supplier) {
        ctx.notes.push(`no supplier for "${t.description}": left for manual matching`);
        continue;
      }
      others.push({ account: 2400, amount: -t.amount, description: t.description, supplier: { id: supplier.id } });
    } else {
      const account = COUNTER_ACCOUNT[t.kind] ?? (t.amount >= 0 ? 8050 : 7770);
      others.push({ account, amount: -t.amount, description: t.description });
    }
    others.push({ account: 1920, amount: t.amount, description: t.description });
  }

  const dates = task.transactions.map((t) => t.date).sort();
  const last = task.toDate ?? dates[dates.length - 1] ?? ctx.today;
  if (others.length > 0) {
    await postVoucher(ctx, { date: last, description: "Bankavstemming: øvrige banktransaksjoner", lines: others });
  }
  await reconcile(ctx, task, last);
}

function matchInvoice(invoices: Row[], open: Map<number, number>, t: Transaction): Row | undefined {
  const candidates = invoices.filter((i) => i.isCreditNote !== true && (open.get(i.id) ?? 0) > 0.001);
  if (t.invoiceNumber) {
    const byNumber = candidates.find((i) => String(i.invoiceNumber) === String(t.invoiceNumber));
    if (byNumber) return byNumber;
  }
  const name = looseName(t.counterparty ?? "");
  const forCustomer = name ? candidates.filter((i) => looseName((i.customer as Row | undefined)?.name) === name) : candidates;
  return (
    forCustomer.find((i) => Math.abs((open.get(i.id) ?? 0) - t.amount) < 0.01) ??
    forCustomer.sort((a, b) => String(a.invoiceDate).localeCompare(String(b.invoiceDate)))[0]
  );
}

async function customerRef(ctx: ExecContext, invoices: Row[], t: Transaction): Promise<{ id: number } | undefined> {
  const name = looseName(t.counterparty ?? "");
  if (!name) return undefined;
  const hit = invoices.find((i) => looseName((i.customer as Row | undefined)?.name) === name);
  const id = (hit?.customer as Row | undefined)?.id;
  if (id) return { id };
  const found = await findCustomer(ctx, { name: t.counterparty });
  return found && looseName(found.name) === name ? { id: found.id } : undefined;
}

/** Creates the reconciliation of the bank account for the statement's last period, closed. */
async function reconcile(ctx: ExecContext, task: BankReconciliationTask, last: string): Promise<void> {
  const bank = await requireAccount(ctx, 1920);
  const periods = await ctx.client.list<Row>("/ledger/accountingPeriod", {
    startFrom: addDays(last, -40),
    startTo: addDays(last, 1),
    fields: "id,start,end",
    count: 100,
  });
  const period = periods.find((p) => String(p.start) <= last && last < String(p.end)) ?? periods[periods.length - 1];
  if (!period) {
    ctx.notes.push("no accounting period found: reconciliation not created");
    return;
  }
  const closing =
    task.closingBalance ?? [...task.transactions].reverse().find((t) => t.balance !== undefined)?.balance ?? undefined;
  await ctx.client.post("/bank/reconciliation", {
    account: { id: bank.id },
    accountingPeriod: { id: period.id },
    type: "MANUAL",
    ...(closing !== undefined ? { bankAccountClosingBalanceCurrency: closing } : {}),
    isClosed: true,
  });
}
