import type { Ctx, Reply } from "../core/context";
import { bodyAs, bodyListAs, parseAs, present, type Body } from "../core/body";
import { fieldsFor, list, single } from "../core/envelope";
import { ApiError, invalid, MSG, validationError, type ValidationMessage } from "../core/errors";
import { registerView, render } from "../core/fields";
import { createVoucher, postingsOf, reverseVoucher, round2, writePostings, checkPostings, type PostingInput } from "../core/ledger";
import { dateWindow, inWindow, like, q, qBool, qDate, qInt, qInts, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref, Tx } from "../core/store";
import { readEhf } from "./ehf";
import { checkVersion, getById, idParam, isValidNorwegianAccount, listOf, mustGet, plainFields, resolveRef, toRef, uploadWithFile } from "./common";
import { listCreated } from "./employee";
import { rateToNok } from "./sales";
import * as accountTypes from "../seed/accounts";

/**
 * The general ledger: chart of accounts, VAT types, voucher types, vouchers and postings,
 * per-account sums, free accounting dimensions and accounting periods.
 */

// --- accounts -----------------------------------------------------------------------------------

registerView("account", (a, { tx }) => ({
  ...a,
  numberPretty: String(a.number),
  displayName: `${a.number} ${a.name}`,
  isPostingsExist: tx.all("posting").some((p) => (p.account as Ref).id === a.id),
}));

function accountFilter(a: Entity, ctx: Ctx): boolean {
  const numbers = q(ctx, "number");
  if (numbers !== undefined && !numbers.split(",").map((s) => s.trim()).includes(String(a.number))) return false;
  const bank = qBool(ctx, "isBankAccount");
  if (bank !== undefined && Boolean(a.isBankAccount) !== bank) return false;
  const inactive = qBool(ctx, "isInactive");
  if (inactive !== undefined && Boolean(a.isInactive) !== inactive) return false;
  const sup = qBool(ctx, "isApplicableForSupplierInvoice");
  if (sup !== undefined && Boolean(a.isApplicableForSupplierInvoice) !== sup) return false;
  const lt = q(ctx, "ledgerType");
  if (lt !== undefined && a.ledgerType !== lt) return false;
  const bal = qBool(ctx, "isBalanceAccount");
  if (bal !== undefined && (Number(a.number) < 3000) !== bal) return false;
  const saft = q(ctx, "saftCode");
  if (saft !== undefined && a.saftCode !== saft) return false;
  return true;
}

function accountChanges(ctx: Ctx, b: Body): Record<string, unknown> {
  const changes: Record<string, unknown> = plainFields(b, ["vatType", "currency", "bankAccountCountry", "invoicingDepartment", "quantityType1", "quantityType2", "department", "legalVatTypes", "type", "numberPretty", "balanceGroup", "displayName", "isPostingsExist"]);
  if (present(b.bankAccountNumber) && !isValidNorwegianAccount(String(b.bankAccountNumber))) {
    throw invalid("bankAccountNumber", "Dette er ikke et gyldig norsk kontonummer.");
  }
  if (present(b.bankAccountNumber)) changes.bankAccountNumber = String(b.bankAccountNumber).replace(/[\s.]/g, "");
  if (b.vatType !== undefined) changes.vatType = toRef(resolveRef(ctx, "vatType", b.vatType, "vatType")) ?? { id: 0 };
  if (b.currency !== undefined) changes.currency = toRef(resolveRef(ctx, "currency", b.currency, "currency")) ?? { id: 1 };
  if (b.department !== undefined) changes.department = toRef(resolveRef(ctx, "department", b.department, "department"));
  return changes;
}

function createAccount(ctx: Ctx, b: Body): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.number)) msgs.push({ field: "number", message: MSG.notNull });
  if (!present(b.name)) msgs.push({ field: "name", message: MSG.required });
  if (msgs.length) throw validationError(...msgs);
  const number = Number(b.number);
  if (!Number.isInteger(number) || number < 1000 || number > 9999) throw invalid("number", "Kontonummeret må være et tall mellom 1000 og 9999.");
  if (ctx.tx.find("account", (a) => a.number === number)) throw invalid("number", `Kontonummeret ${number} er i bruk.`);
  const { accountType } = accountTypes;
  return ctx.tx.insert("account", {
    name: b.name,
    description: "",
    type: accountType(number),
    legalVatTypes: [],
    ledgerType: "GENERAL",
    balanceGroup: "",
    vatType: { id: 0 },
    vatLocked: false,
    currency: { id: 1 },
    isCloseable: false,
    isApplicableForSupplierInvoice: number >= 4000 && number < 8000,
    requireReconciliation: false,
    isInactive: false,
    isBankAccount: false,
    isInvoiceAccount: false,
    bankAccountNumber: "",
    bankAccountCountry: null,
    bankName: "",
    bankAccountIBAN: "",
    bankAccountSWIFT: "",
    saftCode: "",
    groupingCode: "",
    requiresDepartment: false,
    requiresProject: false,
    invoicingDepartment: null,
    quantityType1: null,
    quantityType2: null,
    department: null,
    ...accountChanges(ctx, { ...b, number: undefined }),
    number,
  });
}

function putAccount(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "account", idParam(ctx));
  const b = bodyAs(ctx, "account");
  checkVersion(cur, b);
  const changes = accountChanges(ctx, b);
  if (changes.number !== undefined && Number(changes.number) !== cur.number) {
    const n = Number(changes.number);
    if (ctx.tx.find("account", (a) => a.number === n)) throw invalid("number", `Kontonummeret ${n} er i bruk.`);
    if (ctx.tx.all("posting").some((p) => (p.account as Ref).id === cur.id)) throw invalid("number", "Kontoen har posteringer og kan ikke få nytt nummer.");
  }
  if (changes.number !== undefined) changes.number = Number(changes.number);
  ctx.tx.update("account", cur.id, changes);
  return single(ctx, "account", ctx.tx.get("account", cur.id)!);
}

// --- VAT and voucher types ------------------------------------------------------------------------

function vatFilter(v: Entity, ctx: Ctx): boolean {
  const numbers = q(ctx, "number");
  if (numbers !== undefined && !numbers.split(",").map((s) => s.trim()).includes(String(v.number))) return false;
  const t = q(ctx, "typeOfVat");
  if (t === "OUTGOING" && v._typeOfVat !== "OUTGOING") return false;
  if ((t === "INCOMING" || t === "INCOMING_INVOICE") && v._typeOfVat !== "INCOMING") return false;
  return true;
}

// --- vouchers -----------------------------------------------------------------------------------

registerView("voucher", (v, { tx }) => ({
  ...v,
  postings: postingsOf(tx, v.id).map((p) => ({ id: p.id })),
  displayName: `${v.number}-${v.year}${v.description ? ` ${v.description}` : ""}`,
  numberAsString: `${v.number}-${v.year}`,
}));

registerView("posting", (p) => ({ ...p, isVatReadonly: Boolean(p.systemGenerated), isAmountVatClosed: false, matched: false, externalRef: "", taxTransactionType: null, taxTransactionTypeId: null }));

const ROW0 = "Posteringene på rad 0 (guiRow 0) er systemgenererte og kan ikke opprettes eller endres på utsiden av Tripletex.";

/** Turns request postings into ledger postings, collecting every problem at once. */
function postingInputs(ctx: Ctx, raw: unknown[], voucherDate: string, description: string | undefined): PostingInput[] {
  const msgs: ValidationMessage[] = [];
  const out: PostingInput[] = [];
  raw.forEach((r) => {
    const p = parseAs("posting", r, "postings");
    const row = p.row === undefined || p.row === null ? 0 : Number(p.row);
    if (row <= 0) {
      if (!msgs.some((m) => m.field === "postings.row")) msgs.push({ field: "postings.row", message: ROW0 });
      return;
    }
    const accId = p.account && typeof p.account === "object" ? (p.account as { id?: number }).id : undefined;
    if (accId === undefined) {
      msgs.push({ field: "postings.account.name", message: MSG.notNull });
      return;
    }
    const acc = ctx.tx.get("account", accId);
    if (!acc) {
      msgs.push({ field: "postings.account.id", message: `Kontoen med id ${accId} finnes ikke.` });
      return;
    }
    const opt = (type: string, field: string) => {
      const v = p[field];
      if (v === undefined || v === null) return undefined;
      const id = (v as { id?: number }).id;
      if (id === undefined) return undefined;
      if (!ctx.tx.get(type, id)) {
        msgs.push({ field: `postings.${field}.id`, message: `Objektet med id ${id} finnes ikke.` });
        return undefined;
      }
      return id;
    };
    const vatType = opt("vatType", "vatType");
    if (vatType !== undefined && vatType !== 0 && acc.vatLocked && (acc.vatType as Ref | null)?.id !== vatType) {
      msgs.push({ field: "postings.vatType", message: MSG.invalidVat });
    }
    const currency = opt("currency", "currency") ?? 1;
    const grossCur = p.amountGrossCurrency as number | undefined;
    let gross = p.amountGross as number | undefined;
    // Only the gross amounts are used; with a foreign currency the NOK amount follows from the rate.
    if (gross === undefined || gross === null) gross = currency !== 1 && grossCur !== undefined ? round2(grossCur * rateToNok(ctx.tx, currency)) : (grossCur ?? 0);
    out.push({
      row,
      account: accId,
      amountGross: Number(gross),
      amountGrossCurrency: grossCur ?? (currency === 1 ? Number(gross) : undefined),
      currency,
      vatType: vatType ?? null,
      description: (p.description as string | undefined) ?? description,
      date: (p.date as string | undefined) ?? voucherDate,
      customer: opt("customer", "customer"),
      supplier: opt("supplier", "supplier"),
      employee: opt("employee", "employee"),
      project: opt("project", "project"),
      department: opt("department", "department"),
      product: opt("product", "product"),
      dims: [opt("dimensionValue", "freeAccountingDimension1"), opt("dimensionValue", "freeAccountingDimension2"), opt("dimensionValue", "freeAccountingDimension3")],
      invoiceNumber: (p.invoiceNumber as string | undefined) ?? null,
      termOfPayment: (p.termOfPayment as string | undefined) ?? null,
    });
  });
  if (msgs.length) throw validationError(...msgs);
  return out;
}

/** A voucher with a supplier on 2400 and an invoice number is a supplier invoice. */
function linkSupplierInvoice(ctx: Ctx, voucher: Entity): void {
  const tx = ctx.tx;
  const postings = postingsOf(tx, voucher.id);
  const payable = postings.find((p) => tx.get("account", (p.account as Ref).id)?.ledgerType === "VENDOR" && p.supplier && Number(p.amountGross) < 0);
  const vt = tx.get("voucherType", (voucher.voucherType as Ref | null)?.id);
  const invoiceNumber = String(voucher.vendorInvoiceNumber || payable?.invoiceNumber || "");
  if (!payable || (!voucher.vendorInvoiceNumber && vt?.name !== "Leverandørfaktura")) return;
  const existing = tx.find("supplierInvoice", (s) => (s.voucher as Ref | null)?.id === voucher.id);
  const gross = -Number(payable.amountGross);
  const net = round2(postings.filter((p) => Number(p.amountGross) > 0 && !p.systemGenerated).reduce((s, p) => s + Number(p.amount), 0));
  const fields = {
    invoiceNumber,
    invoiceDate: voucher.date,
    supplier: payable.supplier,
    invoiceDueDate: payable.termOfPayment ?? voucher.date,
    kidOrReceiverReference: "",
    voucher: { id: voucher.id },
    amount: gross,
    amountCurrency: gross,
    amountExcludingVat: net,
    amountExcludingVatCurrency: net,
    currency: { id: 1 },
    isCreditNote: gross < 0,
    originalInvoiceDocumentId: null,
  };
  const si = existing ? tx.update("supplierInvoice", existing.id, fields) : tx.insert("supplierInvoice", fields);
  tx.update("posting", payable.id, { _supplierInvoiceId: si.id });
}

function postVoucher(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "voucher");
  const msgs: ValidationMessage[] = [];
  if (!present(b.date)) msgs.push({ field: "date", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const voucherType = resolveRef(ctx, "voucherType", b.voucherType, "voucherType");
  const postings = postingInputs(ctx, Array.isArray(b.postings) ? b.postings : [], String(b.date), b.description as string | undefined);
  const v = createVoucher(ctx.tx, {
    date: String(b.date),
    description: b.description as string | undefined,
    voucherType: voucherType?.id,
    postings,
    vendorInvoiceNumber: b.vendorInvoiceNumber as string | undefined,
    externalVoucherNumber: b.externalVoucherNumber as string | undefined,
    kind: "manual",
  });
  linkSupplierInvoice(ctx, v);
  return single(ctx, "voucher", ctx.tx.get("voucher", v.id)!, 201);
}

function putVoucher(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "voucher", idParam(ctx));
  const b = bodyAs(ctx, "voucher");
  checkVersion(cur, b);
  if (cur._kind !== "manual" && cur._kind !== "import") throw invalid(null, "Bilaget er systemgenerert og kan ikke endres.");
  const changes: Record<string, unknown> = plainFields(b, ["postings", "voucherType", "reverseVoucher", "document", "attachment", "ediDocument", "number", "year", "tempNumber", "displayName", "numberAsString", "supplierVoucherType", "wasAutoMatched"]);
  if (b.voucherType !== undefined) changes.voucherType = toRef(resolveRef(ctx, "voucherType", b.voucherType, "voucherType"));
  const date = String(changes.date ?? cur.date);
  if (Array.isArray(b.postings)) {
    const inputs = postingInputs(ctx, b.postings, date, (changes.description as string | undefined) ?? (cur.description as string));
    checkPostings(ctx.tx, inputs);
    for (const p of postingsOf(ctx.tx, cur.id)) ctx.tx.remove("posting", p.id);
    writePostings(ctx.tx, cur.id, date, (changes.description as string | undefined) ?? (cur.description as string), inputs);
  }
  if (cur._kind === "import") changes._kind = "manual";
  const v = ctx.tx.update("voucher", cur.id, changes);
  linkSupplierInvoice(ctx, v);
  return single(ctx, "voucher", ctx.tx.get("voucher", cur.id)!);
}

function deleteVoucher(ctx: Ctx): Reply {
  const v = mustGet(ctx, "voucher", idParam(ctx));
  if (v._kind !== "manual" && v._kind !== "import") {
    throw invalid(null, "Bilaget kan ikke slettes fordi det er knyttet til en faktura, betaling eller lønnskjøring. Bruk tilbakeføring.");
  }
  for (const p of postingsOf(ctx.tx, v.id)) ctx.tx.remove("posting", p.id);
  for (const s of ctx.tx.filter("supplierInvoice", (s) => (s.voucher as Ref | null)?.id === v.id)) ctx.tx.remove("supplierInvoice", s.id);
  ctx.tx.remove("voucher", v.id);
  return { status: 204 };
}

function reverse(ctx: Ctx): Reply {
  const v = mustGet(ctx, "voucher", idParam(ctx));
  requireParams(ctx, "date");
  const date = qDate(ctx, "date")!;
  if (v._kind === "salary") throw invalid(null, "Lønnsbilag kan ikke tilbakeføres. Bruk lønnsmodulen.");
  if (v._reversedBy || v._kind === "reversal") throw invalid(null, "Bilaget er allerede tilbakeført.");
  if (postingsOf(ctx.tx, v.id).length === 0) throw invalid(null, "Bilaget har ingen posteringer.");
  const rev = reverseVoucher(ctx.tx, v, date);
  return single(ctx, "voucher", rev);
}

async function importDocument(ctx: Ctx): Promise<Reply> {
  const { form, file } = await uploadWithFile(ctx);
  const name = file.name || "document";
  const text = /xml/i.test(file.type) || /\.xml$/i.test(name) ? await file.text() : "";
  const ehf = text ? readEhf(text) : undefined;
  const date = ehf?.issueDate ?? ctx.today;
  const vt = ctx.tx.find("voucherType", (t) => t.name === "Leverandørfaktura");
  const v = ctx.tx.insert("voucher", {
    date,
    number: 0,
    tempNumber: ctx.tx.filter("voucher", (x) => x._kind === "import").length + 1,
    year: Number(date.slice(0, 4)),
    description: String(form.get("description") ?? name),
    voucherType: ehf ? toRef(vt) : null,
    reverseVoucher: null,
    document: null,
    attachment: null,
    externalVoucherNumber: "",
    ediDocument: null,
    supplierVoucherType: ehf ? "TYPE_SUPPLIER_INVOICE_SIMPLE" : null,
    wasAutoMatched: false,
    vendorInvoiceNumber: ehf?.invoiceNumber ?? "",
    _kind: "import",
    _reversedBy: null,
  });
  if (ehf?.invoiceNumber) {
    const supplier = ehf.supplierOrg ? ctx.tx.find("supplier", (s) => String(s.organizationNumber) === ehf.supplierOrg) : undefined;
    ctx.tx.insert("supplierInvoice", {
      invoiceNumber: ehf.invoiceNumber,
      invoiceDate: date,
      supplier: toRef(supplier),
      invoiceDueDate: ehf.dueDate ?? date,
      kidOrReceiverReference: "",
      voucher: { id: v.id },
      amount: Number.isFinite(ehf.payable) ? ehf.payable : 0,
      amountCurrency: Number.isFinite(ehf.payable) ? ehf.payable : 0,
      amountExcludingVat: Number.isFinite(ehf.net) ? ehf.net : 0,
      amountExcludingVatCurrency: Number.isFinite(ehf.net) ? ehf.net : 0,
      currency: { id: 1 },
      isCreditNote: false,
      originalInvoiceDocumentId: null,
    });
  }
  const tree = fieldsFor(ctx, "voucher");
  return { status: 201, body: { fullResultSize: 1, from: 0, count: 1, versionDigest: null, values: [render(ctx, "voucher", ctx.tx.get("voucher", v.id)!, tree)] } };
}

// --- postings and sums -------------------------------------------------------------------------

function postingFilter(ctx: Ctx, tx: Tx): (p: Entity) => boolean {
  const w = dateWindow(ctx, "dateFrom", "dateTo");
  const eqRef = (field: string, param: string) => {
    const id = qInt(ctx, param);
    return (p: Entity) => id === undefined || (p[field] as Ref | null)?.id === id;
  };
  const checks = [
    eqRef("account", "accountId"),
    eqRef("supplier", "supplierId"),
    eqRef("customer", "customerId"),
    eqRef("employee", "employeeId"),
    eqRef("department", "departmentId"),
    eqRef("project", "projectId"),
    eqRef("product", "productId"),
    eqRef("freeAccountingDimension1", "accountingDimensionValue1Id"),
    eqRef("freeAccountingDimension2", "accountingDimensionValue2Id"),
    eqRef("freeAccountingDimension3", "accountingDimensionValue3Id"),
  ];
  const from = qInt(ctx, "accountNumberFrom");
  const to = qInt(ctx, "accountNumberTo");
  const type = q(ctx, "type");
  return (p) => {
    if (!inWindow(p.date, w)) return false;
    if (!checks.every((c) => c(p))) return false;
    if (from !== undefined || to !== undefined) {
      const n = Number(tx.get("account", (p.account as Ref).id)?.number);
      if (from !== undefined && n < from) return false;
      if (to !== undefined && n > to) return false;
    }
    if (type !== undefined && p.type !== type) return false;
    return true;
  };
}

function ledgerSums(ctx: Ctx): Reply {
  const keep = postingFilter(ctx, ctx.tx);
  const w = { from: qDate(ctx, "dateFrom")!, to: qDate(ctx, "dateTo")! };
  const byAccount = new Map<number, Entity[]>();
  for (const p of ctx.tx.all("posting")) {
    if (!keep(p)) continue;
    const id = (p.account as Ref).id;
    byAccount.set(id, [...(byAccount.get(id) ?? []), p]);
  }
  const rows = [...byAccount.entries()]
    .map(([accountId, ps]) => {
      const acc = ctx.tx.get("account", accountId)!;
      // the amount booked on the account is the net `amount` (VAT sits on its own account)
      const opening = round2(ctx.tx.filter("posting", (p) => (p.account as Ref).id === accountId && String(p.date) < w.from).reduce((s, p) => s + Number(p.amount), 0));
      const sum = round2(ps.reduce((s, p) => s + Number(p.amount), 0));
      return {
        number: Number(acc.number),
        e: {
          id: accountId,
          version: 0,
          account: { id: accountId },
          sumAmount: sum,
          currency: { id: 1 },
          sumAmountCurrency: round2(ps.reduce((s, p) => s + Number(p.amountCurrency), 0)),
          openingBalance: opening,
          openingBalanceCurrency: opening,
          closingBalance: round2(opening + sum),
          closingBalanceCurrency: round2(opening + sum),
          balanceOutInAccountCurrency: round2(opening + sum),
          postings: ps.map((p) => ({ id: p.id })),
        } as Entity,
      };
    })
    .sort((a, b) => a.number - b.number);
  return summaryPage(ctx, "ledgerSum", rows.map((r) => r.e));
}

/** Balances per account: before the window, its change within, and after. */
function balanceSheet(ctx: Ctx): Reply {
  const w = dateWindow(ctx, "dateFrom", "dateTo");
  const from = qInt(ctx, "accountNumberFrom");
  const to = qInt(ctx, "accountNumberTo");
  const withoutMovements = qBool(ctx, "includeActiveAccountsWithoutMovements") ?? false;
  const eqRef = (field: string, param: string) => {
    const id = qInt(ctx, param);
    return (p: Entity) => id === undefined || (p[field] as Ref | null)?.id === id;
  };
  const dims = [eqRef("customer", "customerId"), eqRef("employee", "employeeId"), eqRef("department", "departmentId"), eqRef("project", "projectId")];
  const postings = ctx.tx.filter("posting", (p) => String(p.date) < w.to && dims.every((d) => d(p)));
  const rows: Entity[] = [];
  for (const acc of ctx.tx.all("account")) {
    const n = Number(acc.number);
    if ((from !== undefined && n < from) || (to !== undefined && n > to)) continue;
    const mine = postings.filter((p) => (p.account as Ref).id === acc.id);
    if (mine.length === 0 && !withoutMovements) continue;
    const balanceIn = round2(mine.filter((p) => String(p.date) < w.from).reduce((s, p) => s + Number(p.amount), 0));
    const balanceChange = round2(mine.filter((p) => String(p.date) >= w.from).reduce((s, p) => s + Number(p.amount), 0));
    rows.push({ id: acc.id, version: 0, account: { id: acc.id }, balanceIn, balanceChange, balanceOut: round2(balanceIn + balanceChange), startDate: w.from, endDate: w.to } as Entity);
  }
  return summaryPage(ctx, "balanceSheetAccount", rows);
}

/**
 * A page of summary rows (per-account sums and balances), rendered with the request's fields but
 * without id, version and url: they are computed, not stored objects.
 */
function summaryPage(ctx: Ctx, type: "ledgerSum" | "balanceSheetAccount", rows: readonly Entity[]): Reply {
  const tree = fieldsFor(ctx, type);
  const values = rows.map((e) => {
    const out = render(ctx, type, e, tree);
    delete out.id;
    delete out.version;
    delete out.url;
    return out;
  });
  const from = qInt(ctx, "from") ?? 0;
  const count = qInt(ctx, "count") ?? 1000;
  const page = values.slice(from, from + count);
  return { status: 200, body: { fullResultSize: values.length, from, count: page.length, versionDigest: null, values: page } };
}

/**
 * Open items on the customer and supplier sub-ledgers at a date: postings of an invoice,
 * supplier invoice or (supplier, invoice number) whose sum is not zero.
 */
function openPostings(ctx: Ctx): Entity[] {
  requireParams(ctx, "date");
  const date = qDate(ctx, "date")!;
  const subLedger = new Set(ctx.tx.filter("account", (a) => a.ledgerType === "CUSTOMER" || a.ledgerType === "VENDOR").map((a) => a.id));
  const groups = new Map<string, Entity[]>();
  for (const p of ctx.tx.all("posting")) {
    if (String(p.date) > date || !subLedger.has((p.account as Ref).id)) continue;
    const key = p._invoiceId
      ? `i${p._invoiceId}`
      : p._supplierInvoiceId
        ? `s${p._supplierInvoiceId}`
        : p.invoiceNumber
          ? `n${(p.account as Ref).id}|${(p.customer as Ref | null)?.id}|${(p.supplier as Ref | null)?.id}|${String(p.invoiceNumber)}`
          : `p${p.id}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const open = [...groups.values()].filter((ps) => Math.abs(ps.reduce((sum, p) => sum + Number(p.amount), 0)) >= 0.005).flat();
  const filters = [
    ["account", "accountId"], ["supplier", "supplierId"], ["customer", "customerId"], ["employee", "employeeId"], ["department", "departmentId"], ["project", "projectId"], ["product", "productId"],
  ].map(([field, param]) => {
    const id = qInt(ctx, param);
    return (p: Entity) => id === undefined || (p[field] as Ref | null)?.id === id;
  });
  return open.filter((p) => filters.every((f) => f(p))).sort((a, b) => a.id - b.id);
}

// --- accounting dimensions ----------------------------------------------------------------------

registerView("dimensionValue", (v) => ({ ...v, nameAndNumber: v.number ? `${v.number} ${v.displayName}` : v.displayName }));

function postDimensionName(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "dimensionName");
  if (!present(b.dimensionName)) throw invalid("dimensionName", MSG.required);
  if (String(b.dimensionName).length > 20) throw invalid("dimensionName", "Kan ikke være lengre enn 20 tegn.");
  const used = ctx.tx.all("dimensionName").map((d) => Number(d.dimensionIndex));
  if (used.length >= 3) throw invalid(null, "Maximum of 3 accounting dimensions allowed");
  if (ctx.tx.find("dimensionName", (d) => String(d.dimensionName).toLowerCase() === String(b.dimensionName).toLowerCase())) {
    throw invalid("dimensionName", "Navnet er i bruk.");
  }
  const index = [1, 2, 3].find((i) => !used.includes(i))!;
  const d = ctx.tx.insert("dimensionName", { dimensionName: b.dimensionName, description: b.description ?? "", dimensionIndex: index, active: b.active ?? true });
  return single(ctx, "dimensionName", d, 201);
}

function createDimensionValue(ctx: Ctx, b: Body): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.displayName)) msgs.push({ field: "displayName", message: MSG.required });
  if (!present(b.dimensionIndex)) msgs.push({ field: "dimensionIndex", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const index = Number(b.dimensionIndex);
  if (!ctx.tx.find("dimensionName", (d) => Number(d.dimensionIndex) === index)) {
    throw invalid("dimensionIndex", `Det finnes ingen fri dimensjon med indeks ${index}.`);
  }
  const siblings = ctx.tx.filter("dimensionValue", (v) => Number(v.dimensionIndex) === index);
  const number = present(b.number) ? String(b.number) : String(siblings.length + 1);
  if (siblings.some((v) => String(v.number) === number)) throw invalid("number", "Nummeret er i bruk.");
  return ctx.tx.insert("dimensionValue", {
    displayName: b.displayName,
    dimensionIndex: index,
    active: b.active ?? true,
    number,
    showInVoucherRegistration: b.showInVoucherRegistration ?? true,
    position: b.position ?? siblings.length + 1,
  });
}

function putOf(type: string, skip: string[] = []) {
  return (ctx: Ctx): Reply => {
    const cur = mustGet(ctx, type, idParam(ctx));
    const b = bodyAs(ctx, type);
    checkVersion(cur, b);
    ctx.tx.update(type, cur.id, plainFields(b, skip));
    return single(ctx, type, ctx.tx.get(type, cur.id)!);
  };
}

// --- routes ---------------------------------------------------------------------------------------

export function register(r: Router): void {
  r.get("/ledger/account", listOf("account", accountFilter));
  r.post("/ledger/account", (ctx) => single(ctx, "account", createAccount(ctx, bodyAs(ctx, "account")), 201));
  r.post("/ledger/account/list", (ctx) => listCreated(ctx, "account", bodyListAs(ctx, "account").map((b) => createAccount(ctx, b))));
  r.get("/ledger/account/{id}", getById("account"));
  r.put("/ledger/account/{id}", putAccount);

  r.get("/ledger/vatType", listOf("vatType", vatFilter));
  r.get("/ledger/vatType/{id}", getById("vatType"));
  r.get("/ledger/voucherType", listOf("voucherType", (t, ctx) => like(t.name, q(ctx, "name"))));
  r.get("/ledger/voucherType/{id}", getById("voucherType"));
  r.get("/ledger/paymentTypeOut", listOf("paymentTypeOut", (t, ctx) => like(t.description, q(ctx, "description"))));
  r.get("/ledger/accountingPeriod", listOf("accountingPeriod", (p, ctx) => {
    const sf = qDate(ctx, "startFrom");
    const st = qDate(ctx, "startTo");
    if (sf !== undefined && String(p.start) < sf) return false;
    if (st !== undefined && String(p.start) >= st) return false;
    return true;
  }));
  r.get("/ledger/accountingPeriod/{id}", getById("accountingPeriod"));

  r.get("/ledger/voucher", (ctx) => {
    const w = dateWindow(ctx, "dateFrom", "dateTo");
    const ids = qInts(ctx, "id");
    const number = qInt(ctx, "number");
    const nf = qInt(ctx, "numberFrom");
    const nt = qInt(ctx, "numberTo");
    const typeId = qInt(ctx, "typeId");
    const all = ctx.tx.filter("voucher", (v) => {
      if (v._kind === "import" && !inWindow(v.date, w)) return false;
      if (!inWindow(v.date, w)) return false;
      if (ids && !ids.includes(v.id)) return false;
      if (number !== undefined && v.number !== number) return false;
      if (nf !== undefined && Number(v.number) < nf) return false;
      if (nt !== undefined && Number(v.number) > nt) return false;
      if (typeId !== undefined && (v.voucherType as Ref | null)?.id !== typeId) return false;
      return true;
    });
    return list(ctx, "voucher", all);
  });
  r.post("/ledger/voucher", postVoucher);
  r.get("/ledger/voucher/>nonPosted", listOf("voucher", (v, ctx) => {
    if (v._kind !== "import") return false;
    const from = qDate(ctx, "dateFrom");
    const to = qDate(ctx, "dateTo");
    return (from === undefined || String(v.date) >= from) && (to === undefined || String(v.date) < to);
  }));
  r.get("/ledger/voucher/>externalVoucherNumber", listOf("voucher", (v, ctx) => {
    const n = q(ctx, "externalVoucherNumber");
    return n !== undefined && v.externalVoucherNumber === n;
  }));
  r.post("/ledger/voucher/importDocument", importDocument);
  r.get("/ledger/voucher/{id}", getById("voucher"));
  r.put("/ledger/voucher/{id}", putVoucher);
  r.delete("/ledger/voucher/{id}", deleteVoucher);
  r.put("/ledger/voucher/{id}/:reverse", reverse);
  // Vouchers are posted when created; sending one to the ledger again changes nothing.
  r.put("/ledger/voucher/{id}/:sendToLedger", getById("voucher"));

  r.get("/ledger/posting", (ctx) => list(ctx, "posting", ctx.tx.filter("posting", postingFilter(ctx, ctx.tx))));
  r.get("/ledger/posting/{id}", getById("posting"));
  r.get("/ledger", ledgerSums);
  r.get("/balanceSheet", balanceSheet);
  r.get("/ledger/posting/openPost", (ctx) => list(ctx, "posting", openPostings(ctx)));
  r.get("/ledger/postingByDate", (ctx) => {
    const w = dateWindow(ctx, "dateFrom", "dateTo");
    return list(ctx, "posting", ctx.tx.filter("posting", (p) => inWindow(p.date, w)));
  });

  r.get("/ledger/accountingDimensionName", listOf("dimensionName", (d, ctx) => !qBool(ctx, "activeOnly") || Boolean(d.active)));
  r.get("/ledger/accountingDimensionName/search", listOf("dimensionName", (d, ctx) => {
    const i = qInt(ctx, "dimensionIndex");
    if (i !== undefined && Number(d.dimensionIndex) !== i) return false;
    return !qBool(ctx, "activeOnly") || Boolean(d.active);
  }));
  r.post("/ledger/accountingDimensionName", postDimensionName);
  r.get("/ledger/accountingDimensionName/{id}", getById("dimensionName"));
  r.put("/ledger/accountingDimensionName/{id}", putOf("dimensionName", ["dimensionIndex"]));
  r.delete("/ledger/accountingDimensionName/{id}", (ctx) => {
    const d = mustGet(ctx, "dimensionName", idParam(ctx));
    for (const v of ctx.tx.filter("dimensionValue", (v) => v.dimensionIndex === d.dimensionIndex)) ctx.tx.remove("dimensionValue", v.id);
    ctx.tx.remove("dimensionName", d.id);
    return { status: 204 };
  });
  r.get("/ledger/accountingDimensionValue/search", listOf("dimensionValue", (v, ctx) => {
    const i = qInt(ctx, "dimensionIndex");
    if (i !== undefined && Number(v.dimensionIndex) !== i) return false;
    if (qBool(ctx, "activeOnly") && !v.active) return false;
    const s = qBool(ctx, "showInVoucherRegistration");
    if (s !== undefined && Boolean(v.showInVoucherRegistration) !== s) return false;
    return true;
  }));
  r.post("/ledger/accountingDimensionValue", (ctx) => single(ctx, "dimensionValue", createDimensionValue(ctx, bodyAs(ctx, "dimensionValue")), 201));
  r.post("/ledger/accountingDimensionValue/list", () => {
    throw new ApiError(405, 4000, "HTTP 405 Method Not Allowed");
  });
  r.put("/ledger/accountingDimensionValue/list", (ctx) => {
    const updated = bodyListAs(ctx, "dimensionValue").map((b) => {
      const cur = mustGet(ctx, "dimensionValue", Number(b.id));
      checkVersion(cur, b);
      return ctx.tx.update("dimensionValue", cur.id, plainFields(b, ["dimensionIndex", "nameAndNumber"]));
    });
    return listCreated(ctx, "dimensionValue", updated);
  });
  r.get("/ledger/accountingDimensionValue/{id}", getById("dimensionValue"));
  r.put("/ledger/accountingDimensionValue/{id}", putOf("dimensionValue", ["dimensionIndex", "nameAndNumber"]));
  r.delete("/ledger/accountingDimensionValue/{id}", (ctx) => {
    const v = mustGet(ctx, "dimensionValue", idParam(ctx));
    ctx.tx.remove("dimensionValue", v.id);
    return { status: 204 };
  });
}

