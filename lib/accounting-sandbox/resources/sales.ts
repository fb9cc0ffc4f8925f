import type { Ctx, Reply } from "../core/context";
import { bodyAs, bodyListAs, parseAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { ApiError, invalid, MSG, validationError } from "../core/errors";
import { registerView } from "../core/fields";
import {
  accountByNumber,
  createVoucher,
  invoiceOutstanding,
  invoiceOutstandingCurrency,
  round2,
  type PostingInput,
} from "../core/ledger";
import { dateWindow, inWindow, q, qBool, qDate, qInt, qInts, qNum, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref, Tx } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, plainFields, resolveRef, toRef } from "./common";
import { listCreated } from "./employee";

/**
 * Orders, order lines and sales invoices with their bookkeeping: an invoice debits 1500 (with
 * the customer) and credits revenue and output VAT; a payment debits the payment type's account
 * and credits 1500, with agio/disagio (8060/8160) for a currency difference; a credit note
 * books the invoice back.
 */

const REVENUE_ACCOUNT: Record<string, number> = { "3": 3000, "31": 3020, "32": 3030, "5": 3100, "6": 3200, "52": 3100, "51": 3100, "0": 3000, "7": 3000 };

export function rateToNok(tx: Tx, currencyId: number | undefined | null): number {
  const c = tx.get("currency", currencyId ?? 1);
  return c ? Number(c._nokRate ?? 1) / Number(c.factor ?? 1) : 1;
}

// --- order lines ------------------------------------------------------------------------------

type LineAmounts = { ex: number; inc: number; vatPct: number };

export function lineAmounts(tx: Tx, l: Entity): LineAmounts {
  const vatPct = Number(tx.get("vatType", (l.vatType as Ref | null)?.id ?? 0)?.percentage ?? 0);
  const count = Number(l.count ?? 0);
  const discount = Number(l.discount ?? 0);
  const unitEx = l.unitPriceExcludingVatCurrency !== null && l.unitPriceExcludingVatCurrency !== undefined
    ? Number(l.unitPriceExcludingVatCurrency)
    : Number(l.unitPriceIncludingVatCurrency ?? 0) / (1 + vatPct / 100);
  const ex = round2(count * unitEx * (1 - discount / 100));
  return { ex, inc: round2(ex * (1 + vatPct / 100)), vatPct };
}

registerView("orderLine", (l, { tx }) => {
  const a = lineAmounts(tx, l);
  return { ...l, amountExcludingVatCurrency: a.ex, amountIncludingVatCurrency: a.inc, displayName: l.description };
});

function checkLineVat(ctx: Ctx, vatId: number | undefined, field: string) {
  if (vatId === undefined) return;
  const vat = ctx.tx.get("vatType", vatId);
  if (!vat || vat._typeOfVat === "INCOMING") throw invalid(field, MSG.invalidVat);
}

function createLine(ctx: Ctx, order: Entity, b: Body, field: string, sortIndex: number): Entity {
  const product = resolveRef(ctx, "product", b.product, `${field}product`);
  const vat = resolveRef(ctx, "vatType", b.vatType, `${field}vatType`);
  checkLineVat(ctx, vat?.id, `${field}vatType`);
  // A product's own VAT code wins over the line's (as observed on the real API).
  const vatRef = (product?.vatType as Ref | null) ?? toRef(vat) ?? { id: 3 };
  const hasEx = present(b.unitPriceExcludingVatCurrency);
  const hasInc = present(b.unitPriceIncludingVatCurrency);
  const vatPct = Number(ctx.tx.get("vatType", vatRef.id)?.percentage ?? 0);
  let unitEx: number;
  if (hasEx) unitEx = Number(b.unitPriceExcludingVatCurrency);
  else if (hasInc) unitEx = round2(Number(b.unitPriceIncludingVatCurrency) / (1 + vatPct / 100));
  else unitEx = Number(product?.priceExcludingVatCurrency ?? 0);
  return ctx.tx.insert("orderLine", {
    product: toRef(product),
    inventory: null,
    inventoryLocation: null,
    description: present(b.description) ? b.description : (product?.name ?? ""),
    count: b.count ?? 0,
    unitCostCurrency: b.unitCostCurrency ?? Number(product?.costExcludingVatCurrency ?? 0),
    unitPriceExcludingVatCurrency: unitEx,
    unitPriceIncludingVatCurrency: hasInc && !hasEx ? Number(b.unitPriceIncludingVatCurrency) : round2(unitEx * (1 + vatPct / 100)),
    currency: order.currency,
    markup: b.markup ?? 0,
    discount: b.discount ?? 0,
    vatType: vatRef,
    vendor: null,
    order: { id: order.id },
    isSubscription: false,
    subscriptionPeriodStart: null,
    subscriptionPeriodEnd: null,
    orderGroup: null,
    sortIndex: b.sortIndex ?? sortIndex,
    isPicked: false,
    pickedDate: null,
    orderedQuantity: b.count ?? 0,
    isCharged: false,
  });
}

export function linesOf(tx: Tx, orderId: number): Entity[] {
  return tx.filter("orderLine", (l) => (l.order as Ref).id === orderId).sort((a, b) => Number(a.sortIndex) - Number(b.sortIndex) || a.id - b.id);
}

// --- orders -------------------------------------------------------------------------------------

registerView("order", (o, { tx }) => {
  const customer = tx.get("customer", (o.customer as Ref | null)?.id);
  return {
    ...o,
    orderLines: linesOf(tx, o.id).map((l) => ({ id: l.id })),
    displayName: `${o.number} ${customer?.name ?? ""}`.trim(),
    customerName: customer?.name ?? "",
    preliminaryInvoice: null,
    travelReports: [],
    attachment: [],
  };
});

export function createOrder(ctx: Ctx, b: Body, field: string): Entity {
  const msgs = [];
  if (!present(b.customer)) msgs.push({ field: `${field}customer`, message: MSG.notNull });
  if (!present(b.orderDate)) msgs.push({ field: `${field}orderDate`, message: MSG.notNull });
  if (!present(b.deliveryDate)) msgs.push({ field: `${field}deliveryDate`, message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const customer = resolveRef(ctx, "customer", b.customer, `${field}customer`, true)!;
  const project = resolveRef(ctx, "project", b.project, `${field}project`);
  const currency = resolveRef(ctx, "currency", b.currency, `${field}currency`);
  const number = String(ctx.tx.all("order").reduce((m, o) => Math.max(m, Number(o.number) || 0), 0) + 1);
  const o = ctx.tx.insert("order", {
    ...plainFields(b, ["customer", "project", "currency", "department", "orderLines", "contact", "attn", "ourContact", "ourContactEmployee", "deliveryAddress", "orderGroups", "preliminaryInvoice", "attachment", "travelReports", "accountingDimensionValues", "displayName", "customerName"]),
    customer: { id: customer.id },
    contact: null,
    attn: null,
    receiverEmail: b.receiverEmail ?? customer.invoiceEmail ?? customer.email ?? "",
    overdueNoticeEmail: b.overdueNoticeEmail ?? "",
    number,
    reference: b.reference ?? "",
    ourContact: null,
    ourContactEmployee: toRef(resolveRef(ctx, "employee", b.ourContactEmployee, `${field}ourContactEmployee`)),
    department: toRef(resolveRef(ctx, "department", b.department, `${field}department`)),
    orderDate: b.orderDate,
    project: toRef(project),
    invoiceComment: b.invoiceComment ?? "",
    currency: toRef(currency) ?? (customer.currency as Ref | null) ?? { id: 1 },
    invoicesDueIn: b.invoicesDueIn ?? customer.invoicesDueIn ?? 14,
    status: "OPEN",
    invoicesDueInType: b.invoicesDueInType ?? customer.invoicesDueInType ?? "DAYS",
    isShowOpenPostsOnInvoices: false,
    isClosed: false,
    deliveryDate: b.deliveryDate,
    deliveryAddress: null,
    deliveryComment: b.deliveryComment ?? "",
    isPrioritizeAmountsIncludingVat: b.isPrioritizeAmountsIncludingVat ?? false,
    orderLineSorting: "ID",
    isSubscription: false,
    sendMethodDescription: "",
    canCreateBackorder: false,
    invoiceOnAccountVatHigh: false,
    markUpOrderLines: 0,
    discountPercentage: 0,
    _invoiceId: null,
  });
  const lines = Array.isArray(b.orderLines) ? b.orderLines : [];
  lines.forEach((raw, i) => createLine(ctx, o, parseAs("orderLine", raw, `${field}orderLines`), `${field}orderLines.`, i + 1));
  return ctx.tx.get("order", o.id)!;
}

function putOrder(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "order", idParam(ctx));
  const b = bodyAs(ctx, "order");
  checkVersion(cur, b);
  if (cur._invoiceId) throw invalid(null, "Ordren er fakturert og kan ikke endres.");
  const changes: Record<string, unknown> = plainFields(b, ["customer", "project", "currency", "department", "orderLines", "contact", "attn", "ourContact", "ourContactEmployee", "deliveryAddress", "orderGroups", "preliminaryInvoice", "attachment", "travelReports", "accountingDimensionValues", "displayName", "customerName", "number"]);
  if (b.customer !== undefined) changes.customer = toRef(resolveRef(ctx, "customer", b.customer, "customer", true));
  if (b.project !== undefined) changes.project = toRef(resolveRef(ctx, "project", b.project, "project"));
  if (b.currency !== undefined) changes.currency = toRef(resolveRef(ctx, "currency", b.currency, "currency"));
  if (b.department !== undefined) changes.department = toRef(resolveRef(ctx, "department", b.department, "department"));
  const order = ctx.tx.update("order", cur.id, changes);
  if (Array.isArray(b.orderLines)) {
    const existing = linesOf(ctx.tx, order.id);
    b.orderLines.forEach((raw, i) => {
      const lb = parseAs("orderLine", raw, "orderLines");
      if (typeof lb.id === "number" && existing.some((l) => l.id === lb.id)) updateLine(ctx, lb.id, lb);
      else createLine(ctx, order, lb, "orderLines.", existing.length + i + 1);
    });
  }
  return single(ctx, "order", ctx.tx.get("order", cur.id)!);
}

function updateLine(ctx: Ctx, id: number, b: Body): Entity {
  const cur = mustGet(ctx, "orderLine", id);
  const changes: Record<string, unknown> = plainFields(b, ["product", "vatType", "order", "currency", "inventory", "inventoryLocation", "vendor", "orderGroup", "amountExcludingVatCurrency", "amountIncludingVatCurrency", "displayName"]);
  if (b.product !== undefined) changes.product = toRef(resolveRef(ctx, "product", b.product, "product"));
  if (b.vatType !== undefined) {
    const vat = resolveRef(ctx, "vatType", b.vatType, "vatType", true)!;
    checkLineVat(ctx, vat.id, "vatType");
    changes.vatType = { id: vat.id };
  }
  return ctx.tx.update("orderLine", cur.id, changes);
}

// --- invoices ------------------------------------------------------------------------------------

registerView("invoice", (inv, { tx }) => {
  const orders = ((inv.orders as Ref[]) ?? []).map((o) => tx.get("order", o.id)).filter(Boolean) as Entity[];
  const lines = orders.flatMap((o) => linesOf(tx, o.id));
  const outstanding = inv.isCreditNote ? 0 : invoiceOutstanding(tx, inv.id);
  const outstandingCur = inv.isCreditNote ? 0 : invoiceOutstandingCurrency(tx, inv.id);
  const credited = tx.find("invoice", (c) => c.creditedInvoice === inv.id);
  return {
    ...inv,
    invoiceComment: orders[0]?.invoiceComment ?? "",
    orderLines: lines.map((l) => ({ id: l.id })),
    travelReports: [],
    projectInvoiceDetails: [],
    deliveryDate: orders[0]?.deliveryDate ?? inv.invoiceDate,
    amountRoundoff: 0,
    amountRoundoffCurrency: 0,
    amountOutstanding: outstanding,
    amountCurrencyOutstanding: outstandingCur,
    amountOutstandingTotal: outstanding,
    amountCurrencyOutstandingTotal: outstandingCur,
    sumRemits: round2(Number(inv.amount) - outstanding),
    isCredited: Boolean(credited),
    isCharged: true,
    isApproved: true,
    postings: tx.filter("posting", (p) => p._invoiceId === inv.id).map((p) => ({ id: p.id })),
    reminders: tx.filter("reminder", (r) => r._invoiceId === inv.id).map((r) => ({ id: r.id })),
    isPeriodizationPossible: false,
    documentId: null,
  };
});

function companyBankAccount(tx: Tx): Entity | undefined {
  return tx.find("account", (a) => a.isInvoiceAccount === true) ?? accountByNumber(tx, 1920);
}

type InvoiceOptions = {
  invoiceDate: string;
  invoiceDueDate: string;
  invoiceNumber?: number;
  comment?: string;
  sendToCustomer: boolean;
  creditOf?: Entity;
  kid?: string;
};

/** Books and stores an invoice for orders (all of one customer). */
export function invoiceOrders(ctx: Ctx, orders: Entity[], opt: InvoiceOptions): Entity {
  const tx = ctx.tx;
  const bank = companyBankAccount(tx);
  if (!bank || !present(bank.bankAccountNumber)) {
    throw invalid(null, "Faktura kan ikke opprettes før selskapet har registrert et bankkontonummer.");
  }
  for (const o of orders) if (o._invoiceId && !opt.creditOf) throw invalid("orders", `Ordre ${String(o.number)} er allerede fakturert.`);
  const lines = orders.flatMap((o) => linesOf(tx, o.id));
  if (lines.length === 0) throw invalid(null, "Fakturaen inneholder ingen ordrelinjer.");
  const customerId = (orders[0].customer as Ref).id;
  const currencyId = (orders[0].currency as Ref | null)?.id ?? 1;
  const rate = rateToNok(tx, currencyId);

  let number = opt.invoiceNumber && opt.invoiceNumber > 0 ? opt.invoiceNumber : 0;
  if (number) {
    if (tx.find("invoice", (i) => i.invoiceNumber === number)) throw invalid("invoiceNumber", `Fakturanummer ${number} er i bruk.`);
  } else {
    number = tx.all("invoice").reduce((m, i) => Math.max(m, Number(i.invoiceNumber) || 0), 0) + 1;
  }

  let ex = 0;
  let inc = 0;
  const revenue: PostingInput[] = [];
  lines.forEach((l, i) => {
    const a = lineAmounts(tx, l);
    ex += a.ex;
    inc += a.inc;
    const vatId = (l.vatType as Ref | null)?.id ?? 0;
    const vat = tx.get("vatType", vatId);
    const product = tx.get("product", (l.product as Ref | null)?.id);
    const accId = (product?.account as Ref | null)?.id ?? accountByNumber(tx, REVENUE_ACCOUNT[String(vat?.number ?? "3")] ?? 3000)!.id;
    if (a.inc === 0 && a.ex === 0) return;
    revenue.push({
      row: i + 2,
      account: accId,
      amountGross: -round2(a.inc * rate),
      amount: -round2(a.ex * rate),
      amountGrossCurrency: -a.inc,
      amountCurrency: -a.ex,
      currency: currencyId,
      vatType: vatId,
      description: String(l.description ?? ""),
      customer: customerId,
      product: product?.id,
      project: (orders[0].project as Ref | null)?.id,
      department: (orders[0].department as Ref | null)?.id,
    });
  });
  ex = round2(ex);
  inc = round2(inc);
  const grossNok = -round2(revenue.reduce((s, p) => s + p.amountGross, 0));

  const inv = tx.insert("invoice", {
    invoiceNumber: number,
    invoiceDate: opt.invoiceDate,
    customer: { id: customerId },
    creditedInvoice: opt.creditOf ? opt.creditOf.id : null,
    invoiceDueDate: opt.invoiceDueDate,
    kid: opt.kid ?? "",
    comment: opt.comment ?? "",
    orders: orders.map((o) => ({ id: o.id })),
    voucher: null,
    amount: grossNok,
    amountCurrency: inc,
    amountExcludingVat: round2(ex * rate),
    amountExcludingVatCurrency: ex,
    currency: { id: currencyId },
    isCreditNote: Boolean(opt.creditOf),
    invoiceRemarks: "",
    invoiceRemark: null,
    paymentTypeId: null,
    paidAmount: null,
    ehfSendStatus: "DO_NOT_SEND",
    _sent: false,
  });
  const receivable: PostingInput = {
    row: 1,
    account: accountByNumber(tx, 1500)!.id,
    amountGross: grossNok,
    amountGrossCurrency: inc,
    currency: currencyId,
    customer: customerId,
    description: `Faktura nummer ${number}`,
    invoiceNumber: String(number),
    termOfPayment: opt.invoiceDueDate,
    invoice: opt.creditOf ? opt.creditOf.id : inv.id,
    type: "INCOMING_INVOICE_CUSTOMER_POSTING",
    project: (orders[0].project as Ref | null)?.id,
  };
  const voucherType = tx.find("voucherType", (t) => t.name === "Utgående faktura");
  const v = createVoucher(tx, {
    date: opt.invoiceDate,
    description: `${opt.creditOf ? "Kreditnota" : "Faktura"} nummer ${number}`,
    voucherType: voucherType?.id,
    postings: [receivable, ...revenue],
    kind: "invoice",
  });
  tx.update("invoice", inv.id, { voucher: { id: v.id } });
  for (const o of orders) tx.update("order", o.id, { _invoiceId: inv.id, isClosed: true, status: "INVOICED" });
  if (opt.sendToCustomer) sendInvoice(ctx, tx.get("invoice", inv.id)!, "EMAIL", undefined, true);
  return tx.get("invoice", inv.id)!;
}

/** Records an incoming payment on an invoice. */
export function payInvoice(ctx: Ctx, inv: Entity, p: { date: string; paymentTypeId: number; paidAmount: number; paidAmountCurrency?: number }): void {
  const tx = ctx.tx;
  const pt = tx.get("paymentType", p.paymentTypeId);
  if (!pt) throw invalid("paymentTypeId", "Betalingstypen finnes ikke.");
  const currencyId = (inv.currency as Ref | null)?.id ?? 1;
  const foreign = currencyId !== 1;
  let creditNok = round2(p.paidAmount);
  let creditCur = creditNok;
  let diff = 0;
  if (foreign) {
    if (p.paidAmountCurrency === undefined) throw invalid("paidAmountCurrency", MSG.notNull);
    creditCur = round2(p.paidAmountCurrency);
    const invRate = Number(inv.amountCurrency) !== 0 ? Number(inv.amount) / Number(inv.amountCurrency) : rateToNok(tx, currencyId);
    creditNok = round2(creditCur * invRate);
    diff = round2(p.paidAmount - creditNok);
  }
  const postings: PostingInput[] = [
    {
      row: 1,
      account: (pt.debitAccount as Ref).id,
      amountGross: round2(p.paidAmount),
      description: `Innbetaling faktura ${String(inv.invoiceNumber)}`,
      type: "INCOMING_PAYMENT",
    },
    {
      row: 2,
      account: accountByNumber(tx, 1500)!.id,
      amountGross: -creditNok,
      amountGrossCurrency: -creditCur,
      currency: currencyId,
      customer: (inv.customer as Ref).id,
      description: `Betaling: faktura ${String(inv.invoiceNumber)}`,
      invoiceNumber: String(inv.invoiceNumber),
      invoice: inv.id,
      type: "INCOMING_PAYMENT_CUSTOMER_POSTING",
    },
  ];
  if (Math.abs(diff) >= 0.005) {
    postings.push({
      row: 3,
      account: accountByNumber(tx, diff > 0 ? 8060 : 8160)!.id,
      amountGross: -diff,
      description: diff > 0 ? "Valutagevinst (agio)" : "Valutatap (disagio)",
      type: "EXCHANGE_RATE_DIFFERENCE",
    });
  }
  const voucherType = tx.find("voucherType", (t) => t.name === "Innbetaling");
  createVoucher(tx, { date: p.date, description: `Innbetaling faktura ${String(inv.invoiceNumber)}`, voucherType: voucherType?.id, postings, kind: "payment" });
}

const SEND_TYPES = ["EMAIL", "EHF", "AVTALEGIRO", "EFAKTURA", "VIPPS", "PAPER", "MANUAL", "DIRECT", "AUTOINVOICE_EHF_INBOUND", "PDF_TO_EMAIL"];

function sendInvoice(ctx: Ctx, inv: Entity, sendType: string, overrideEmail: string | undefined, quiet = false): void {
  const customer = ctx.tx.get("customer", (inv.customer as Ref).id);
  const email = overrideEmail ?? (customer?.invoiceEmail || customer?.email || "");
  if (sendType === "EMAIL" && !email) {
    if (quiet) return;
    throw invalid(null, "Faktura kan ikke sendes via EMAIL: kunden mangler e-postadresse.");
  }
  if (sendType === "EHF" || sendType === "EFAKTURA" || sendType === "PAPER" || sendType === "AVTALEGIRO" || sendType === "VIPPS") {
    if (quiet) return;
    throw invalid(null, `Faktura kan ikke sendes via ${sendType}.`);
  }
  ctx.tx.update("invoice", inv.id, { _sent: true, ehfSendStatus: "DO_NOT_SEND" });
}

function dueDateFor(order: Entity, invoiceDate: string): string {
  const n = Number(order.invoicesDueIn ?? 14);
  const d = new Date(`${invoiceDate}T00:00:00Z`);
  if (order.invoicesDueInType === "MONTHS") d.setUTCMonth(d.getUTCMonth() + n);
  else if (order.invoicesDueInType === "RECURRING_DAY_OF_MONTH") {
    d.setUTCMonth(d.getUTCMonth() + 1);
    d.setUTCDate(Math.min(Math.max(n, 1), 28));
  } else d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function postInvoice(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "invoice");
  const msgs = [];
  if (!present(b.invoiceDate)) msgs.push({ field: "invoiceDate", message: MSG.notNull });
  if (!present(b.invoiceDueDate)) msgs.push({ field: "invoiceDueDate", message: MSG.notNull });
  const ordersRaw = Array.isArray(b.orders) ? b.orders : [];
  if (ordersRaw.length === 0) msgs.push({ field: "orders", message: MSG.emptyList });
  if (msgs.length) throw validationError(...msgs);
  if (ordersRaw.length > 1) throw invalid("orders", "En faktura kan bare inneholde én ordre.");
  const customer = resolveRef(ctx, "customer", b.customer, "customer");
  const orders = ordersRaw.map((raw) => {
    const ob = parseAs("order", raw, "orders");
    if (typeof ob.id === "number") return mustOrder(ctx, ob.id, "orders");
    return createOrder(ctx, ob, "orders.");
  });
  if (customer && orders.some((o) => (o.customer as Ref).id !== customer.id)) {
    throw invalid("customer", "Kunden på fakturaen må være den samme som på ordren.");
  }
  const inv = invoiceOrders(ctx, orders, {
    invoiceDate: String(b.invoiceDate),
    invoiceDueDate: String(b.invoiceDueDate),
    invoiceNumber: typeof b.invoiceNumber === "number" ? b.invoiceNumber : undefined,
    comment: typeof b.comment === "string" ? b.comment : undefined,
    kid: typeof b.kid === "string" ? b.kid : undefined,
    sendToCustomer: qBool(ctx, "sendToCustomer") ?? true,
  });
  maybePrepaid(ctx, inv, String(b.invoiceDate));
  return single(ctx, "invoice", ctx.tx.get("invoice", inv.id)!, 201);
}

function maybePrepaid(ctx: Ctx, inv: Entity, date: string) {
  const paymentTypeId = qInt(ctx, "paymentTypeId");
  const paidAmount = qNum(ctx, "paidAmount") ?? qNum(ctx, "paidAmountAccountCurrency");
  if (paymentTypeId !== undefined && paymentTypeId !== 0 && paidAmount !== undefined && paidAmount !== 0) {
    payInvoice(ctx, inv, { date, paymentTypeId, paidAmount, paidAmountCurrency: inv.currency && (inv.currency as Ref).id !== 1 ? paidAmount / rateToNok(ctx.tx, (inv.currency as Ref).id) : undefined });
  }
}

function mustOrder(ctx: Ctx, id: number, field: string): Entity {
  const o = ctx.tx.get("order", id);
  if (!o) throw invalid(`${field}.id`, `Objektet med id ${id} finnes ikke.`);
  return o;
}

function orderToInvoice(ctx: Ctx): Reply {
  const order = mustGet(ctx, "order", idParam(ctx));
  requireParams(ctx, "invoiceDate");
  const invoiceDate = qDate(ctx, "invoiceDate")!;
  const inv = invoiceOrders(ctx, [order], {
    invoiceDate,
    invoiceDueDate: dueDateFor(order, invoiceDate),
    sendToCustomer: qBool(ctx, "sendToCustomer") ?? true,
  });
  maybePrepaid(ctx, inv, invoiceDate);
  return single(ctx, "invoice", ctx.tx.get("invoice", inv.id)!);
}

function invoiceMultiple(ctx: Ctx): Reply {
  requireParams(ctx, "id", "invoiceDate");
  const ids = qInts(ctx, "id")!;
  const orders = ids.map((id) => mustOrder(ctx, id, "id"));
  const invoiceDate = qDate(ctx, "invoiceDate")!;
  if (new Set(orders.map((o) => (o.customer as Ref).id)).size > 1) throw invalid("id", "Ordrene må ha samme kunde.");
  const inv = invoiceOrders(ctx, orders, { invoiceDate, invoiceDueDate: dueDateFor(orders[0], invoiceDate), sendToCustomer: qBool(ctx, "sendToCustomer") ?? true });
  return single(ctx, "invoice", ctx.tx.get("invoice", inv.id)!);
}

function payment(ctx: Ctx): Reply {
  const inv = mustGet(ctx, "invoice", idParam(ctx));
  requireParams(ctx, "paymentDate", "paymentTypeId", "paidAmount");
  payInvoice(ctx, inv, {
    date: qDate(ctx, "paymentDate")!,
    paymentTypeId: qInt(ctx, "paymentTypeId")!,
    paidAmount: qNum(ctx, "paidAmount")!,
    paidAmountCurrency: qNum(ctx, "paidAmountCurrency"),
  });
  return single(ctx, "invoice", ctx.tx.get("invoice", inv.id)!);
}

function creditNote(ctx: Ctx): Reply {
  const inv = mustGet(ctx, "invoice", idParam(ctx));
  requireParams(ctx, "date");
  const date = qDate(ctx, "date")!;
  if (inv.isCreditNote) throw invalid(null, "En kreditnota kan ikke krediteres.");
  if (ctx.tx.find("invoice", (c) => c.creditedInvoice === inv.id)) throw invalid(null, "Fakturaen er allerede kreditert.");
  if (date < String(inv.invoiceDate)) throw invalid("date", "Kreditnotadato kan ikke være før fakturadato.");
  const orig = ((inv.orders as Ref[]) ?? []).map((o) => ctx.tx.get("order", o.id)!).filter(Boolean);
  const first = orig[0];
  const copy: Entity = ctx.tx.insert("order", {
    ...first,
    id: undefined,
    number: String(ctx.tx.all("order").reduce((m, o) => Math.max(m, Number(o.number) || 0), 0) + 1),
    orderDate: date,
    deliveryDate: date,
    invoiceComment: q(ctx, "comment") ?? "",
    _invoiceId: null,
  });
  let i = 0;
  for (const o of orig) {
    for (const l of linesOf(ctx.tx, o.id)) {
      ctx.tx.insert("orderLine", { ...l, id: undefined, order: { id: copy.id }, count: -Number(l.count), orderedQuantity: -Number(l.count), sortIndex: ++i });
    }
  }
  const cn = invoiceOrders(ctx, [ctx.tx.get("order", copy.id)!], {
    invoiceDate: date,
    invoiceDueDate: date,
    comment: q(ctx, "comment"),
    sendToCustomer: qBool(ctx, "sendToCustomer") ?? true,
    creditOf: inv,
  });
  return single(ctx, "invoice", cn);
}

function send(ctx: Ctx): Reply {
  const inv = mustGet(ctx, "invoice", idParam(ctx));
  requireParams(ctx, "sendType");
  const sendType = q(ctx, "sendType")!;
  if (!SEND_TYPES.includes(sendType)) throw invalid("sendType", `Ugyldig verdi: ${sendType}`);
  if (sendType === "MANUAL") throw new ApiError(500, 1000, null as unknown as string, null);
  sendInvoice(ctx, inv, sendType, q(ctx, "overrideEmailAddress"));
  return { status: 204 };
}

registerView("reminder", (r) => r);

function reminder(ctx: Ctx): Reply {
  const inv = mustGet(ctx, "invoice", idParam(ctx));
  requireParams(ctx, "type", "date");
  const type = q(ctx, "type")!;
  const date = qDate(ctx, "date")!;
  if (!["SOFT_REMINDER", "REMINDER", "NOTICE_OF_DEBT_COLLECTION", "DEBT_COLLECTION"].includes(type)) throw invalid("type", `Ugyldig verdi: ${type}`);
  if (String(inv.invoiceDueDate) >= date) throw invalid(null, "Fakturaen har ikke forfalt.");
  if (invoiceOutstanding(ctx.tx, inv.id) <= 0) throw invalid(null, "Fakturaen er betalt.");
  const charge = qBool(ctx, "includeCharge") ? (type === "SOFT_REMINDER" ? 0 : 35) : 0;
  const n = ctx.tx.filter("reminder", (r) => r._invoiceId === inv.id).length + 1;
  ctx.tx.insert("reminder", {
    _invoiceId: inv.id,
    reminderDate: date,
    charge,
    chargeCurrency: charge,
    totalCharge: charge,
    totalChargeCurrency: charge,
    totalAmountCurrency: round2(invoiceOutstanding(ctx.tx, inv.id) + charge),
    interests: 0,
    interestRate: 0,
    termOfPayment: date,
    currency: { id: 1 },
    type,
    comment: "",
    kid: "",
    bankAccountNumber: "",
    bankAccountIBAN: "",
    bankAccountSWIFT: "",
    bank: "",
    _number: n,
  });
  if (charge > 0) {
    createVoucher(ctx.tx, {
      date,
      description: `Purregebyr faktura ${String(inv.invoiceNumber)}`,
      voucherType: ctx.tx.find("voucherType", (t) => t.name === "Purring")?.id,
      postings: [
        { row: 1, account: accountByNumber(ctx.tx, 1500)!.id, amountGross: charge, customer: (inv.customer as Ref).id, invoice: inv.id, description: "Purregebyr" },
        { row: 2, account: accountByNumber(ctx.tx, 3400)!.id, amountGross: -charge, description: "Purregebyr" },
      ],
      kind: "reminder",
    });
  }
  return { status: 204 };
}

// --- routes ---------------------------------------------------------------------------------------

export function register(r: Router): void {
  r.get("/order", (ctx) => {
    const w = dateWindow(ctx, "orderDateFrom", "orderDateTo");
    return listOf("order", (o, c) => {
      if (!inWindow(o.orderDate, w)) return false;
      const cust = qInt(c, "customerId");
      if (cust !== undefined && (o.customer as Ref).id !== cust) return false;
      const num = q(c, "number");
      if (num !== undefined && String(o.number) !== num) return false;
      const closed = qBool(c, "isClosed");
      if (closed !== undefined && Boolean(o.isClosed) !== closed) return false;
      return true;
    })(ctx);
  });
  r.post("/order", (ctx) => single(ctx, "order", createOrder(ctx, bodyAs(ctx, "order"), ""), 201));
  r.post("/order/list", (ctx) => listCreated(ctx, "order", bodyListAs(ctx, "order").map((b) => createOrder(ctx, b, ""))));
  r.put("/order/:invoiceMultipleOrders", invoiceMultiple);
  r.get("/order/orderline/{id}", getById("orderLine"));
  r.put("/order/orderline/{id}", (ctx) => {
    const cur = mustGet(ctx, "orderLine", idParam(ctx));
    const b = bodyAs(ctx, "orderLine");
    checkVersion(cur, b);
    return single(ctx, "orderLine", updateLine(ctx, cur.id, b));
  });
  r.delete("/order/orderline/{id}", (ctx) => {
    const l = mustGet(ctx, "orderLine", idParam(ctx));
    if (ctx.tx.get("order", (l.order as Ref).id)?._invoiceId) throw invalid(null, "Ordrelinjen er fakturert og kan ikke slettes.");
    ctx.tx.remove("orderLine", l.id);
    return { status: 204 };
  });
  const postLine = (ctx: Ctx, b: Body) => {
    const order = resolveRef(ctx, "order", b.order, "order", true)!;
    if (order._invoiceId) throw invalid("order", "Ordren er fakturert og kan ikke endres.");
    return createLine(ctx, order, b, "", linesOf(ctx.tx, order.id).length + 1);
  };
  r.post("/order/orderline", (ctx) => single(ctx, "orderLine", postLine(ctx, bodyAs(ctx, "orderLine")), 201));
  r.post("/order/orderline/list", (ctx) => listCreated(ctx, "orderLine", bodyListAs(ctx, "orderLine").map((b) => postLine(ctx, b))));
  r.get("/order/{id}", getById("order"));
  r.put("/order/{id}", putOrder);
  r.delete("/order/{id}", (ctx) => {
    const o = mustGet(ctx, "order", idParam(ctx));
    if (o._invoiceId) throw invalid(null, "Ordren er fakturert og kan ikke slettes.");
    for (const l of linesOf(ctx.tx, o.id)) ctx.tx.remove("orderLine", l.id);
    ctx.tx.remove("order", o.id);
    return { status: 204 };
  });
  r.put("/order/{id}/:invoice", orderToInvoice);

  r.get("/invoice", (ctx) => {
    const w = dateWindow(ctx, "invoiceDateFrom", "invoiceDateTo");
    return listOf("invoice", (inv, c) => {
      if (!inWindow(inv.invoiceDate, w)) return false;
      const cust = qInt(c, "customerId");
      if (cust !== undefined && (inv.customer as Ref).id !== cust) return false;
      const nums = q(c, "invoiceNumber");
      if (nums !== undefined && !nums.split(",").map((s) => s.trim()).includes(String(inv.invoiceNumber))) return false;
      const kid = q(c, "kid");
      if (kid !== undefined && inv.kid !== kid) return false;
      const voucherId = qInt(c, "voucherId");
      if (voucherId !== undefined && (inv.voucher as Ref | null)?.id !== voucherId) return false;
      return true;
    })(ctx);
  });
  r.post("/invoice", postInvoice);
  r.post("/invoice/list", () => {
    throw new ApiError(403, 9000, "You do not have permission to access this feature.");
  });
  r.get("/invoice/paymentType", listOf("paymentType", (p, ctx) => {
    const d = q(ctx, "description") ?? q(ctx, "query");
    return d === undefined || String(p.description).toLowerCase().includes(d.toLowerCase());
  }));
  r.get("/invoice/paymentType/{id}", getById("paymentType"));
  r.get("/invoice/{id}", getById("invoice"));
  r.put("/invoice/{id}/:payment", payment);
  r.put("/invoice/{id}/:createCreditNote", creditNote);
  r.put("/invoice/{id}/:send", send);
  r.put("/invoice/{id}/:createReminder", reminder);
  r.get("/reminder/{id}", getById("reminder"));
}

