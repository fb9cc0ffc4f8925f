import "server-only";
import type { CorrectLedgerErrorsTask, LedgerError } from "@/lib/accounting/tasks";
import { accountsByNumbers, addDays, postVoucher, round2, type ExecContext, type PostingLine, type Ref, type Row } from "./toolkit";

type Posting = Row & { amount: number; account: Row; supplier?: Row | null; customer?: Row | null };
type Voucher = Row & { date: string; postings: Posting[] };

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

/**
 * Task 24 — read the period's vouchers (free) to find each error's voucher and its counter
 * posting, then post every correction in one voucher: move the wrong account's amount, reverse
 * the duplicate, add the missing input VAT against the original counter account (or out of the cost
 * account, when the gross amount was posted there whole), and take back
 * the excess of the wrong amount.
 */
export async function correctLedgerErrors(task: CorrectLedgerErrorsTask, ctx: ExecContext): Promise<void> {
  const vouchers = await ctx.client.list<Voucher>("/ledger/voucher", {
    dateFrom: task.fromDate,
    dateTo: addDays(task.toDate, 1),
    fields: "id,date,description,postings(id,row,amount,amountGross,account(id,number),supplier(id),customer(id),vatType(id))",
    count: 10000,
  });
  const fixes = task.errors.map((e) => ({ e, lines: correction(e, vouchers) }));
  const accounts = await accountsByNumbers(ctx, fixes.flatMap((f) => f.lines.map((l) => l.account)));
  const lines: PostingLine[] = [];
  for (const { e, lines: fix } of fixes) {
    const missing = fix.filter((l) => !accounts.has(Number(l.account))).map((l) => l.account);
    if (fix.length === 0) ctx.notes.push(`could not locate the ${e.kind} error`);
    else if (missing.length > 0) ctx.notes.push(`${e.kind}: account ${missing.join(", ")} does not exist, not corrected`);
    else lines.push(...fix);
  }
  if (lines.length === 0) throw new Error("none of the errors could be located");
  await postVoucher(ctx, { date: ctx.today, description: "Korrigering av feil i hovedboken", lines });
}

/** The correcting lines for one error (empty when its voucher cannot be found). */
export function correction(e: LedgerError, vouchers: Voucher[]): PostingLine[] {
  switch (e.kind) {
    case "wrong_account":
      return [
        { account: e.correctAccount, amount: e.amount, description: `Korrigering: ${e.wrongAccount} → ${e.correctAccount}` },
        { account: e.wrongAccount, amount: -e.amount, description: `Korrigering: ${e.wrongAccount} → ${e.correctAccount}` },
      ];
    case "duplicate_voucher": {
      const matches = vouchers.filter((v) => v.postings.some((p) => num(p.account) === e.account && near(p.amount, e.amount)));
      const dup = matches.sort((a, b) => String(b.date).localeCompare(String(a.date)) || b.id - a.id)[0];
      if (!dup) return [];
      return dup.postings
        .filter((p) => Math.abs(p.amount) > 0.001)
        .map((p) => ({ account: num(p.account), amount: -p.amount, description: `Reversering av duplikat bilag ${dup.id}`, ...refsOf(p) }));
    }
    case "missing_vat": {
      const hit = find(vouchers, e.account, e.amountExcludingVat);
      const counter = hit && counterOf(hit.voucher, hit.posting);
      const vat = round2((e.amountExcludingVat * e.vatRate) / 100);
      const vatLine = { account: e.vatAccount, amount: vat, description: `Manglende inngående MVA konto ${e.account}` };
      // The gross posted whole to the cost account: the VAT comes out of the cost, not out of the counter account.
      if (!hit && find(vouchers, e.account, round2(e.amountExcludingVat + vat)))
        return [vatLine, { account: e.account, amount: -vat, description: `Inngående MVA ført på konto ${e.account}` }];
      return [
        vatLine,
        { account: counter ? num(counter.account) : 1920, amount: -vat, description: `Manglende inngående MVA konto ${e.account}`, ...refsOf(counter) },
      ];
    }
    case "wrong_amount": {
      const hit = find(vouchers, e.account, e.postedAmount);
      const counter = hit && counterOf(hit.voucher, hit.posting);
      const diff = round2(e.postedAmount - e.correctAmount);
      return [
        { account: e.account, amount: -diff, description: `Korrigering beløp ${e.postedAmount} → ${e.correctAmount}`, ...refsOf(hit?.posting) },
        { account: counter ? num(counter.account) : 1920, amount: diff, description: `Korrigering beløp ${e.postedAmount} → ${e.correctAmount}`, ...refsOf(counter) },
      ];
    }
  }
}

function num(a: Row | undefined): number {
  return Number(a?.number);
}

function find(vouchers: Voucher[], account: number, amount: number): { voucher: Voucher; posting: Posting } | undefined {
  for (const v of vouchers) {
    const p = v.postings.find((x) => num(x.account) === account && near(Math.abs(x.amount), amount));
    if (p) return { voucher: v, posting: p };
  }
  return undefined;
}

/** The posting on the other side of `p` in its voucher (largest opposite amount). */
function counterOf(v: Voucher, p: Posting): Posting | undefined {
  return v.postings
    .filter((x) => x.id !== p.id && Math.sign(x.amount) === -Math.sign(p.amount))
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount))[0];
}

/** Supplier/customer links to carry over (2400 needs a supplier, 1500 a customer). */
function refsOf(p: Posting | undefined): { supplier?: Ref; customer?: Ref } {
  const out: { supplier?: Ref; customer?: Ref } = {};
  if (p?.supplier?.id) out.supplier = { id: p.supplier.id };
  if (p?.customer?.id) out.customer = { id: p.customer.id };
  return out;
}
