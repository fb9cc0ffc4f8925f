import type { Ctx, Reply } from "../core/context";
import { bodyAs, parseAs, present, type Body } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, validationError, type ValidationMessage } from "../core/errors";
import { registerView } from "../core/fields";
import { accountByNumber, createVoucher, round2, type PostingInput } from "../core/ledger";
import { like, q, qBool, qDate, qInt, requireParams } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, plainFields, resolveRef, toRef } from "./common";
import { rateToNok } from "./sales";

/**
 * Travel expense reports (travel details, costs, per diem compensations) and employee
 * expenses, with their state changes and the voucher created on approval.
 */

registerView("travelExpense", (t, { tx }) => {
  const costs = tx.filter("travelCost", (c) => (c.travelExpense as Ref).id === t.id);
  const perDiems = tx.filter("perDiem", (p) => (p.travelExpense as Ref).id === t.id);
  const amount = round2(costs.reduce((s, c) => s + Number(c.amountNOKInclVAT ?? 0), 0) + perDiems.reduce((s, p) => s + Number(p.amount ?? 0), 0));
  const state = String(t.state);
  return {
    ...t,
    costs: costs.map((c) => ({ id: c.id })),
    perDiemCompensations: perDiems.map((p) => ({ id: p.id })),
    mileageAllowances: [],
    accommodationAllowances: [],
    amount,
    paymentAmount: amount,
    paymentAmountCurrency: amount,
    chargeableAmount: 0,
    chargeableAmountCurrency: 0,
    lowRateVAT: 0,
    mediumRateVAT: 0,
    highRateVAT: 0,
    isCompleted: state !== "OPEN",
    isApproved: state === "APPROVED" || state === "SALARY_PAID",
    stateName: { OPEN: "Åpen", DELIVERED: "Levert", APPROVED: "Godkjent", REJECTED: "Avvist" }[state] ?? state,
    numberAsString: String(t.number),
    displayName: `${t.number} ${t.title ?? ""}`.trim(),
    displayNameWithoutNumber: t.title ?? "",
    attachmentCount: 0,
    actions: [],
    isSalaryAdmin: true,
    showPayslip: false,
    accountingPeriodClosed: false,
    accountingPeriodVATClosed: false,
    type: t.travelDetails ? 0 : 1,
  };
});

registerView("travelCost", (c) => ({ ...c, isPaidByEmployee: true, amountNOKInclVATLow: 0, amountNOKInclVATMedium: 0, amountNOKInclVATHigh: 0 }));
registerView("perDiem", (p) => p);
registerView("travelRate", (r) => r);

function createCost(ctx: Ctx, te: Entity, b: Body, field: string): Entity {
  const msgs: ValidationMessage[] = [];
  if (!present(b.amountCurrencyIncVat) && !present(b.amountNOKInclVAT)) msgs.push({ field: `${field}amountCurrencyIncVat`, message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const category = resolveRef(ctx, "costCategory", b.costCategory, `${field}costCategory`);
  const paymentType = resolveRef(ctx, "travelPaymentType", b.paymentType, `${field}paymentType`) ?? ctx.tx.all("travelPaymentType")[0];
  const currency = resolveRef(ctx, "currency", b.currency, `${field}currency`);
  const vat = resolveRef(ctx, "vatType", b.vatType, `${field}vatType`);
  if (vat && vat._typeOfVat === "OUTGOING") throw invalid(`${field}vatType`, MSG.invalidVat);
  const curId = currency?.id ?? 1;
  const amountCur = present(b.amountCurrencyIncVat) ? Number(b.amountCurrencyIncVat) : Number(b.amountNOKInclVAT);
  const details = te.travelDetails as Record<string, unknown> | null;
  return ctx.tx.insert("travelCost", {
    travelExpense: { id: te.id },
    vatType: toRef(vat) ?? (category?.vatType as Ref | null) ?? { id: 0 },
    currency: { id: curId },
    costCategory: toRef(category),
    paymentType: toRef(paymentType),
    category: b.category ?? category?.description ?? "",
    comments: b.comments ?? "",
    rate: b.rate ?? (curId === 1 ? 1 : rateToNok(ctx.tx, curId)),
    amountCurrencyIncVat: amountCur,
    amountNOKInclVAT: present(b.amountNOKInclVAT) ? Number(b.amountNOKInclVAT) : round2(amountCur * rateToNok(ctx.tx, curId)),
    isChargeable: b.isChargeable ?? false,
    date: b.date ?? details?.departureDate ?? ctx.today,
    participants: [],
    predictions: null,
  });
}

function createPerDiem(ctx: Ctx, te: Entity, b: Body, field: string): Entity {
  const details = te.travelDetails as Record<string, unknown> | null;
  if (!details || details.isCompensationFromRates !== true) {
    throw invalid(field ? "perDiemCompensations" : "travelExpense", "Kun kostnader kan registreres uten kompensasjon etter satser.");
  }
  const rateType = resolveRef(ctx, "travelRate", b.rateType, `${field}rateType`);
  const rateCategory = resolveRef(ctx, "rateCategory", b.rateCategory, `${field}rateCategory`) ?? ctx.tx.get("rateCategory", (rateType?.rateCategory as Ref | undefined)?.id);
  const location = present(b.location) ? b.location : details.destination;
  if (!present(location)) throw invalid(`${field}location`, MSG.notNull);
  const count = Number(b.count ?? 1);
  const rate = present(b.rate) ? Number(b.rate) : Number(rateType?.rate ?? 0);
  return ctx.tx.insert("perDiem", {
    travelExpense: { id: te.id },
    rateType: toRef(rateType),
    rateCategory: toRef(rateCategory),
    countryCode: b.countryCode ?? "NO",
    travelExpenseZoneId: b.travelExpenseZoneId ?? null,
    overnightAccommodation: b.overnightAccommodation ?? "NONE",
    location,
    address: b.address ?? "",
    count,
    rate,
    amount: present(b.amount) ? Number(b.amount) : round2(count * rate),
    isDeductionForBreakfast: b.isDeductionForBreakfast ?? false,
    isDeductionForLunch: b.isDeductionForLunch ?? false,
    isDeductionForDinner: b.isDeductionForDinner ?? false,
  });
}

function travelDetailsOf(b: Body, field: string): Record<string, unknown> | null {
  const d = b.travelDetails as Record<string, unknown> | null | undefined;
  if (!d) return null;
  const msgs: ValidationMessage[] = [];
  if (d.isCompensationFromRates === true && !present(d.destination)) msgs.push({ field: `${field}travelDetails.destination`, message: MSG.required });
  if (present(d.departureDate) && present(d.returnDate) && String(d.returnDate) < String(d.departureDate)) {
    msgs.push({ field: `${field}travelDetails.returnDate`, message: "Returdato kan ikke være før avreisedato." });
  }
  if (msgs.length) throw validationError(...msgs);
  return {
    isForeignTravel: false,
    isDayTrip: false,
    isCompensationFromRates: false,
    departureDate: null,
    returnDate: null,
    detailedJourneyDescription: "",
    departureFrom: "",
    destination: "",
    departureTime: "",
    returnTime: "",
    purpose: "",
    ...Object.fromEntries(Object.entries(d).filter(([, v]) => v !== undefined)),
  };
}

function postTravelExpense(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "travelExpense");
  if (!present(b.employee)) throw invalid("employee", MSG.notNull);
  const employee = resolveRef(ctx, "employee", b.employee, "employee", true)!;
  const details = travelDetailsOf(b, "");
  const number = ctx.tx.all("travelExpense").reduce((m, t) => Math.max(m, Number(t.number) || 0), 0) + 1;
  const te = ctx.tx.insert("travelExpense", {
    attestationSteps: [],
    attestation: null,
    project: toRef(resolveRef(ctx, "project", b.project, "project")),
    employee: { id: employee.id },
    approvedBy: null,
    completedBy: null,
    rejectedBy: null,
    department: toRef(resolveRef(ctx, "department", b.department, "department")) ?? (employee.department as Ref | null),
    freeDimension1: null,
    freeDimension2: null,
    freeDimension3: null,
    payslip: null,
    vatType: null,
    paymentCurrency: { id: 1 },
    travelDetails: details,
    voucher: null,
    attachment: null,
    rejectedComment: "",
    isChargeable: b.isChargeable ?? false,
    isFixedInvoicedAmount: false,
    isMarkupInvoicedPercent: false,
    isIncludeAttachedReceiptsWhenReinvoicing: false,
    completedDate: null,
    approvedDate: null,
    date: details?.departureDate ?? ctx.today,
    travelAdvance: b.travelAdvance ?? 0,
    fixedInvoicedAmount: 0,
    markupInvoicedPercent: 0,
    number,
    invoice: null,
    title: b.title ?? "",
    state: "OPEN",
  });
  const costs = Array.isArray(b.costs) ? b.costs : [];
  costs.forEach((raw) => createCost(ctx, te, parseAs("travelCost", raw, "costs"), "costs."));
  const perDiems = Array.isArray(b.perDiemCompensations) ? b.perDiemCompensations : [];
  perDiems.forEach((raw) => createPerDiem(ctx, te, parseAs("perDiem", raw, "perDiemCompensations"), "perDiemCompensations."));
  return single(ctx, "travelExpense", ctx.tx.get("travelExpense", te.id)!, 201);
}

function putTravelExpense(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "travelExpense", idParam(ctx));
  const b = bodyAs(ctx, "travelExpense");
  checkVersion(cur, b);
  if (cur.state !== "OPEN") throw invalid(null, "Reiseregningen er levert og kan ikke endres.");
  const changes: Record<string, unknown> = plainFields(b, ["employee", "project", "department", "travelDetails", "costs", "perDiemCompensations", "approvedBy", "completedBy", "rejectedBy", "payslip", "vatType", "paymentCurrency", "voucher", "attachment", "invoice", "attestationSteps", "attestation", "freeDimension1", "freeDimension2", "freeDimension3", "mileageAllowances", "accommodationAllowances", "actions"]);
  if (b.travelDetails !== undefined) changes.travelDetails = { ...((cur.travelDetails as Record<string, unknown>) ?? {}), ...(travelDetailsOf(b, "") ?? {}) };
  if (b.project !== undefined) changes.project = toRef(resolveRef(ctx, "project", b.project, "project"));
  if (b.department !== undefined) changes.department = toRef(resolveRef(ctx, "department", b.department, "department"));
  const te = ctx.tx.update("travelExpense", cur.id, changes);
  for (const raw of Array.isArray(b.costs) ? b.costs : []) {
    const cb = parseAs("travelCost", raw, "costs");
    if (typeof cb.id !== "number") createCost(ctx, te, cb, "costs.");
  }
  for (const raw of Array.isArray(b.perDiemCompensations) ? b.perDiemCompensations : []) {
    const pb = parseAs("perDiem", raw, "perDiemCompensations");
    if (typeof pb.id !== "number") createPerDiem(ctx, te, pb, "perDiemCompensations.");
  }
  return single(ctx, "travelExpense", ctx.tx.get("travelExpense", cur.id)!);
}

function idsParam(ctx: Ctx): Entity[] {
  requireParams(ctx, "id");
  const ids = (q(ctx, "id") ?? "").split(",").map((s) => Number(s.trim())).filter((n) => Number.isFinite(n));
  return ids.map((id) => mustGet(ctx, "travelExpense", id));
}

function deliver(ctx: Ctx): Reply {
  for (const te of idsParam(ctx)) {
    if (te.state !== "OPEN") throw invalid(null, "Reiseregningen er allerede levert.");
    const hasLines = ctx.tx.all("travelCost").some((c) => (c.travelExpense as Ref).id === te.id) || ctx.tx.all("perDiem").some((p) => (p.travelExpense as Ref).id === te.id);
    if (!hasLines) throw invalid(null, "Reiseregningen har ingen kostnader eller godtgjørelser.");
    ctx.tx.update("travelExpense", te.id, { state: "DELIVERED", completedDate: ctx.today, completedBy: te.employee });
  }
  return listOf("travelExpense", (t) => idsParam(ctx).some((x) => x.id === t.id))(ctx);
}

function approve(ctx: Ctx): Reply {
  for (const te of idsParam(ctx)) {
    if (te.state !== "DELIVERED") throw invalid(null, "Reiseregningen må være levert før den kan godkjennes.");
    ctx.tx.update("travelExpense", te.id, { state: "APPROVED", approvedDate: ctx.today });
  }
  return listOf("travelExpense", (t) => idsParam(ctx).some((x) => x.id === t.id))(ctx);
}

/** Books an approved report: costs and per diems debited, the employee credited on 2910. */
function createVouchers(ctx: Ctx): Reply {
  requireParams(ctx, "date");
  const date = qDate(ctx, "date")!;
  for (const te of idsParam(ctx)) {
    if (te.state !== "APPROVED") throw invalid(null, "Reiseregningen må være godkjent.");
    if (te.voucher) continue;
    const postings: PostingInput[] = [];
    let total = 0;
    let row = 1;
    for (const c of ctx.tx.filter("travelCost", (c) => (c.travelExpense as Ref).id === te.id)) {
      const cat = ctx.tx.get("costCategory", (c.costCategory as Ref | null)?.id);
      const acc = (cat?.account as Ref | undefined)?.id ?? accountByNumber(ctx.tx, 7140)!.id;
      postings.push({ row: row++, account: acc, amountGross: Number(c.amountNOKInclVAT), vatType: (c.vatType as Ref | null)?.id ?? 0, description: String(c.category || te.title), employee: (te.employee as Ref).id });
      total += Number(c.amountNOKInclVAT);
    }
    for (const p of ctx.tx.filter("perDiem", (p) => (p.travelExpense as Ref).id === te.id)) {
      postings.push({ row: row++, account: accountByNumber(ctx.tx, 7150)!.id, amountGross: Number(p.amount), description: "Diett", employee: (te.employee as Ref).id });
      total += Number(p.amount);
    }
    postings.push({ row: row++, account: accountByNumber(ctx.tx, 2910)!.id, amountGross: -round2(total), employee: (te.employee as Ref).id, description: String(te.title) });
    const v = createVoucher(ctx.tx, { date, description: `Reiseregning ${String(te.number)} ${String(te.title)}`, voucherType: ctx.tx.find("voucherType", (t) => t.name === "Reiseregning")?.id, postings, kind: "travel" });
    ctx.tx.update("travelExpense", te.id, { voucher: { id: v.id } });
  }
  return listOf("travelExpense", (t) => idsParam(ctx).some((x) => x.id === t.id))(ctx);
}

function deleteTravelExpense(ctx: Ctx): Reply {
  const te = mustGet(ctx, "travelExpense", idParam(ctx));
  if (te.state !== "OPEN") throw invalid(null, "Reiseregningen er levert og kan ikke slettes.");
  for (const c of ctx.tx.filter("travelCost", (c) => (c.travelExpense as Ref).id === te.id)) ctx.tx.remove("travelCost", c.id);
  for (const p of ctx.tx.filter("perDiem", (p) => (p.travelExpense as Ref).id === te.id)) ctx.tx.remove("perDiem", p.id);
  ctx.tx.remove("travelExpense", te.id);
  return { status: 204 };
}

function childRoutes(r: Router, path: string, type: string, create: (ctx: Ctx, te: Entity, b: Body, field: string) => Entity) {
  r.get(path, listOf(type, (e, ctx) => {
    const id = qInt(ctx, "travelExpenseId");
    return id === undefined || (e.travelExpense as Ref).id === id;
  }));
  r.post(path, (ctx) => {
    const b = bodyAs(ctx, type);
    const te = resolveRef(ctx, "travelExpense", b.travelExpense, "travelExpense", true)!;
    if (te.state !== "OPEN") throw invalid(null, "Reiseregningen er levert og kan ikke endres.");
    return single(ctx, type, create(ctx, te, b, ""), 201);
  });
  r.get(`${path}/{id}`, getById(type));
  r.put(`${path}/{id}`, (ctx) => {
    const cur = mustGet(ctx, type, idParam(ctx));
    const b = bodyAs(ctx, type);
    checkVersion(cur, b);
    ctx.tx.update(type, cur.id, plainFields(b, ["travelExpense", "costCategory", "paymentType", "vatType", "currency", "rateType", "rateCategory", "participants"]));
    return single(ctx, type, ctx.tx.get(type, cur.id)!);
  });
  r.delete(`${path}/{id}`, (ctx) => {
    const cur = mustGet(ctx, type, idParam(ctx));
    ctx.tx.remove(type, cur.id);
    return { status: 204 };
  });
}

export function register(r: Router): void {
  r.get("/travelExpense", listOf("travelExpense", (t, ctx) => {
    for (const [field, param] of [["employee", "employeeId"], ["department", "departmentId"], ["project", "projectId"]]) {
      const id = qInt(ctx, param);
      if (id !== undefined && (t[field] as Ref | null)?.id !== id) return false;
    }
    const d = t.travelDetails as Record<string, unknown> | null;
    const from = qDate(ctx, "departureDateFrom");
    const to = qDate(ctx, "returnDateTo");
    if (from !== undefined && (!d?.departureDate || String(d.departureDate) < from)) return false;
    if (to !== undefined && (!d?.returnDate || String(d.returnDate) >= to)) return false;
    const state = q(ctx, "state");
    if (state !== undefined && state !== "ALL" && t.state !== state) return false;
    return true;
  }));
  r.post("/travelExpense", postTravelExpense);
  r.put("/travelExpense/:deliver", deliver);
  r.put("/travelExpense/:approve", approve);
  r.put("/travelExpense/:createVouchers", createVouchers);
  childRoutes(r, "/travelExpense/cost", "travelCost", createCost);
  childRoutes(r, "/travelExpense/perDiemCompensation", "perDiem", createPerDiem);
  r.get("/travelExpense/costCategory", listOf("costCategory", (c, ctx) => like(c.description, q(ctx, "description") ?? q(ctx, "query"))));
  r.get("/travelExpense/costCategory/{id}", getById("costCategory"));
  r.get("/travelExpense/paymentType", listOf("travelPaymentType", (c, ctx) => like(c.description, q(ctx, "description") ?? q(ctx, "query"))));
  r.get("/travelExpense/paymentType/{id}", getById("travelPaymentType"));
  r.get("/travelExpense/rateCategory", listOf("rateCategory", (c, ctx) => {
    const type = q(ctx, "type");
    if (type !== undefined && c.type !== type) return false;
    if (!like(c.name, q(ctx, "name"))) return false;
    for (const f of ["isValidDayTrip", "isValidAccommodation", "isValidDomestic"]) {
      const v = qBool(ctx, f);
      if (v !== undefined && Boolean(c[f]) !== v) return false;
    }
    return true;
  }));
  r.get("/travelExpense/rateCategory/{id}", getById("rateCategory"));
  r.get("/travelExpense/rate", listOf("travelRate", (rate, ctx) => {
    const cat = ctx.tx.get("rateCategory", (rate.rateCategory as Ref).id);
    if (!cat) return false;
    const catId = qInt(ctx, "rateCategoryId");
    if (catId !== undefined && cat.id !== catId) return false;
    const type = q(ctx, "type");
    if (type !== undefined && cat.type !== type) return false;
    for (const f of ["isValidDayTrip", "isValidAccommodation", "isValidDomestic", "isValidForeignTravel"]) {
      const v = qBool(ctx, f);
      if (v !== undefined && Boolean(cat[f]) !== v) return false;
    }
    const ro = qBool(ctx, "requiresOvernightAccommodation");
    if (ro !== undefined && Boolean(cat.isRequiresOvernightAccommodation) !== ro) return false;
    const from = qDate(ctx, "dateFrom");
    const to = qDate(ctx, "dateTo");
    if (from !== undefined && String(cat.toDate) < from) return false;
    if (to !== undefined && String(cat.fromDate) > to) return false;
    return true;
  }));
  r.get("/travelExpense/rate/{id}", getById("travelRate"));
  r.get("/travelExpense/{id}", getById("travelExpense"));
  r.put("/travelExpense/{id}", putTravelExpense);
  r.delete("/travelExpense/{id}", deleteTravelExpense);
}
