import type { Ctx, Reply } from "../core/context";
import { single } from "../core/envelope";
import { ApiError, invalid, MSG } from "../core/errors";
import { registerView } from "../core/fields";
import { accountByNumber, createVoucher, postingsOf, round2 } from "../core/ledger";
import { dateWindow, inWindow, q, qBool, qDate, qInt, qNum, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Ref } from "../core/store";
import { getById, idParam, listOf, mustGet } from "./common";

/** Supplier invoices (created from vouchers and imported EHF documents) and their payments. */

registerView("supplierInvoice", (s, { tx }) => {
  const voucherId = (s.voucher as Ref | null)?.id;
  const linked = tx.filter("posting", (p) => p._supplierInvoiceId === s.id);
  const paid = round2(linked.filter((p) => Number(p.amountGross) > 0).reduce((sum, p) => sum + Number(p.amountGross), 0));
  return {
    ...s,
    orderLines: [],
    payments: linked.filter((p) => Number(p.amountGross) > 0).map((p) => ({ id: p.id })),
    approvalListElements: [],
    outstandingAmount: round2(Number(s.amount) - paid),
    voucher: voucherId ? { id: voucherId } : null,
  };
});

function addPayment(ctx: Ctx): Reply {
  const si = mustGet(ctx, "supplierInvoice", idParam(ctx, "invoiceId"));
  requireParams(ctx, "paymentType");
  const voucher = ctx.tx.get("voucher", (si.voucher as Ref | null)?.id);
  if (!voucher || postingsOf(ctx.tx, voucher.id).length === 0) throw invalid(null, "Cannot add payment to unregistered voucher");
  const paymentTypeId = qInt(ctx, "paymentType")!;
  const paid = round2(ctx.tx.filter("posting", (p) => p._supplierInvoiceId === si.id && Number(p.amountGross) > 0).reduce((s, p) => s + Number(p.amountGross), 0));
  const outstanding = round2(Number(si.amount) - paid);
  const amount = qNum(ctx, "amount") ?? outstanding;
  if (amount <= 0) throw invalid("amount", "Beløpet må være større enn 0.");
  if (amount > outstanding + 0.005 && !qBool(ctx, "partialPayment")) throw invalid("amount", "Beløpet er større enn utestående beløp.");
  let creditAccount = accountByNumber(ctx.tx, 1920)!.id;
  if (paymentTypeId !== 0) {
    const pt = ctx.tx.get("paymentTypeOut", paymentTypeId);
    if (!pt) throw invalid("paymentType", "Betalingstypen finnes ikke.");
    creditAccount = (pt.creditAccount as Ref).id;
  }
  const date = qDate(ctx, "paymentDate") ?? ctx.today;
  const supplierId = (si.supplier as Ref | null)?.id;
  if (!supplierId) throw invalid("supplier", MSG.notNull);
  createVoucher(ctx.tx, {
    date,
    description: `Betaling leverandørfaktura ${String(si.invoiceNumber)}`,
    voucherType: ctx.tx.find("voucherType", (t) => t.name === "Utbetaling")?.id,
    postings: [
      { row: 1, account: accountByNumber(ctx.tx, 2400)!.id, amountGross: amount, supplier: supplierId, invoiceNumber: String(si.invoiceNumber), supplierInvoice: si.id, description: `Betaling ${String(si.invoiceNumber)}`, type: "OUTGOING_PAYMENT" },
      { row: 2, account: creditAccount, amountGross: -amount, description: `Betaling ${String(si.invoiceNumber)}` },
    ],
    kind: "payment",
  });
  return single(ctx, "supplierInvoice", ctx.tx.get("supplierInvoice", si.id)!, 201);
}

export function register(r: Router): void {
  r.get("/supplierInvoice", (ctx) => {
    const w = dateWindow(ctx, "invoiceDateFrom", "invoiceDateTo");
    return listOf("supplierInvoice", (s, c) => {
      if (!inWindow(s.invoiceDate, w)) return false;
      const num = q(c, "invoiceNumber");
      if (num !== undefined && String(s.invoiceNumber) !== num) return false;
      for (const [field, param] of [["supplier", "supplierId"], ["voucher", "voucherId"]]) {
        const id = qInt(c, param);
        if (id !== undefined && (s[field] as Ref | null)?.id !== id) return false;
      }
      return true;
    })(ctx);
  });
  r.get("/supplierInvoice/forApproval", listOf("supplierInvoice"));
  r.get("/supplierInvoice/{id}", getById("supplierInvoice"));
  r.post("/supplierInvoice/{invoiceId}/:addPayment", addPayment);
  r.put("/supplierInvoice/{invoiceId}/:addPayment", addPayment);
  r.put("/supplierInvoice/{id}/:approve", (ctx) => single(ctx, "supplierInvoice", mustGet(ctx, "supplierInvoice", idParam(ctx))));
  r.put("/supplierInvoice/voucher/{id}/postings", () => {
    throw new ApiError(500, 1000, null as unknown as string, null);
  });
}
