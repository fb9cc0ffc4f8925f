import type { Ctx, Reply } from "../core/context";
import { bodyAs, parseAs, present } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, validationError, type ValidationMessage } from "../core/errors";
import { registerView } from "../core/fields";
import { accountByNumber, createVoucher, postingsOf, round2, type PostingInput } from "../core/ledger";
import { like, q, qBool, qInt, qInts } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { getById, idParam, listOf, mustGet, resolveRef, toRef } from "./common";

/**
 * Payroll: salary types, salary transactions with payslips and specifications, and the
 * salary voucher (gross pay on the salary types' accounts, tax withholding, employer's
 * contribution 14.1 %).
 */

const TAX_RATE = 0.3;
const EMPLOYER_CONTRIBUTION = 0.141;

registerView("salaryType", (t) => t);
registerView("salarySpecification", (s) => s);
registerView("payslip", (p, { tx }) => {
  const specs = tx.filter("salarySpecification", (s) => (s.payslip as Ref).id === p.id);
  const gross = round2(specs.filter((s) => Number(s.amount) > 0).reduce((sum, s) => sum + Number(s.amount), 0));
  const net = round2(specs.reduce((sum, s) => sum + Number(s.amount), 0));
  return { ...p, specifications: specs.map((s) => ({ id: s.id })), grossAmount: gross, amount: net, vacationAllowanceAmount: round2(gross * 0.12) };
});
registerView("salaryTransaction", (t, { tx }) => ({ ...t, payslips: tx.filter("payslip", (p) => (p.transaction as Ref).id === t.id).map((p) => ({ id: p.id })) }));

function activeEmployment(ctx: Ctx, employeeId: number, date: string): Entity | undefined {
  return ctx.tx
    .filter("employment", (m) => (m.employee as Ref).id === employeeId)
    .find((m) => String(m.startDate) <= date && (!m.endDate || String(m.endDate) >= date));
}

function postTransaction(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "salaryTransaction");
  const msgs: ValidationMessage[] = [];
  if (!present(b.date)) msgs.push({ field: "date", message: MSG.notNull });
  const payslipsRaw = Array.isArray(b.payslips) ? b.payslips : [];
  if (payslipsRaw.length === 0) msgs.push({ field: "payslips", message: MSG.emptyList });
  if (msgs.length) throw validationError(...msgs);
  const generateTax = qBool(ctx, "generateTaxDeduction") ?? false;
  if (b.isHistorical && generateTax) throw invalid("generateTaxDeduction", "Skattetrekk kan ikke genereres for historiske lønnsbilag.");
  const date = String(b.date);
  const year = Number(b.year ?? date.slice(0, 4));
  const month = Number(b.month ?? date.slice(5, 7));
  if (!(month >= 1 && month <= 12)) throw invalid("month", "Ugyldig måned.");
  const periodStart = `${year}-${String(month).padStart(2, "0")}-01`;
  const periodEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

  const slips = payslipsRaw.map((raw) => {
    const p = parseAs("payslip", raw, "payslips");
    const employee = resolveRef(ctx, "employee", p.employee, "payslips.employee", true)!;
    if (!present(employee.dateOfBirth)) throw invalid("payslips.employee.dateOfBirth", MSG.required);
    const employment = activeEmployment(ctx, employee.id, periodEnd) ?? activeEmployment(ctx, employee.id, periodStart);
    if (!employment) throw invalid("payslips.employee", `${String(employee.firstName)} ${String(employee.lastName)} har ikke et aktivt arbeidsforhold i perioden.`);
    if (!employment.division) throw invalid("payslips.employee", "Arbeidsforholdet er ikke knyttet mot en virksomhet.");
    const specs = (Array.isArray(p.specifications) ? p.specifications : []).map((sr) => {
      const s = parseAs("salarySpecification", sr, "payslips.specifications");
      const type = resolveRef(ctx, "salaryType", s.salaryType, "payslips.specifications.salaryType", true)!;
      const count = Number(s.count ?? 1);
      const rate = present(s.rate) ? Number(s.rate) : present(s.amount) ? Number(s.amount) / (count || 1) : 0;
      const amount = present(s.amount) ? Number(s.amount) : round2(rate * count);
      return { s, type, count, rate, amount };
    });
    if (specs.length === 0) throw invalid("payslips.specifications", MSG.emptyList);
    return { p, employee, specs };
  });

  const t = ctx.tx.insert("salaryTransaction", { date, year, month, isHistorical: b.isHistorical ?? false, paySlipsAvailableDate: b.paySlipsAvailableDate ?? date, _voucherId: null });
  const postings: PostingInput[] = [];
  let row = 1;
  const n = ctx.tx.all("payslip").length;
  slips.forEach(({ p, employee, specs }, i) => {
    const slip = ctx.tx.insert("payslip", {
      transaction: { id: t.id },
      employee: { id: employee.id },
      date: p.date ?? date,
      year,
      month,
      number: n + i + 1,
      department: (employee.department as Ref | null) ?? null,
    });
    let gross = 0;
    for (const { s, type, count, rate, amount } of specs) {
      ctx.tx.insert("salarySpecification", {
        rate,
        count,
        project: toRef(resolveRef(ctx, "project", s.project, "payslips.specifications.project")),
        department: toRef(resolveRef(ctx, "department", s.department, "payslips.specifications.department")),
        salaryType: { id: type.id },
        payslip: { id: slip.id },
        employee: { id: employee.id },
        description: s.description ?? type.name,
        year,
        month,
        amount,
        specificationSupplement: null,
      });
      const debit = (type.accountNumberDebit as Ref | null)?.id ?? accountByNumber(ctx.tx, 5000)!.id;
      const credit = (type.accountNumberCredit as Ref | null)?.id ?? accountByNumber(ctx.tx, 2930)!.id;
      postings.push({ row: row++, account: debit, amountGross: amount, employee: employee.id, description: String(s.description ?? type.name) });
      postings.push({ row: row++, account: credit, amountGross: -amount, employee: employee.id, description: String(s.description ?? type.name) });
      if (amount > 0) gross += amount;
    }
    if (generateTax && gross > 0) {
      const taxType = ctx.tx.find("salaryType", (x) => x.number === "6000");
      const tax = -round2(gross * TAX_RATE);
      ctx.tx.insert("salarySpecification", {
        rate: tax, count: 1, project: null, department: null, salaryType: toRef(taxType), payslip: { id: slip.id }, employee: { id: employee.id }, description: "Forskuddstrekk", year, month, amount: tax, specificationSupplement: null,
      });
      postings.push({ row: row++, account: accountByNumber(ctx.tx, 2930)!.id, amountGross: -tax, employee: employee.id, description: "Forskuddstrekk" });
      postings.push({ row: row++, account: accountByNumber(ctx.tx, 2600)!.id, amountGross: tax, employee: employee.id, description: "Forskuddstrekk" });
    }
    if (gross > 0) {
      const aga = round2(gross * EMPLOYER_CONTRIBUTION);
      postings.push({ row: row++, account: accountByNumber(ctx.tx, 5400)!.id, amountGross: aga, employee: employee.id, description: "Arbeidsgiveravgift" });
      postings.push({ row: row++, account: accountByNumber(ctx.tx, 2770)!.id, amountGross: -aga, description: "Arbeidsgiveravgift" });
    }
  });
  const v = createVoucher(ctx.tx, {
    date,
    description: `Lønn ${String(month).padStart(2, "0")}.${year}`,
    voucherType: ctx.tx.find("voucherType", (x) => x.name === "Lønnsbilag")?.id,
    postings,
    kind: "salary",
  });
  ctx.tx.update("salaryTransaction", t.id, { _voucherId: v.id });
  return single(ctx, "salaryTransaction", ctx.tx.get("salaryTransaction", t.id)!, 201);
}

function deleteTransaction(ctx: Ctx): Reply {
  const t = mustGet(ctx, "salaryTransaction", idParam(ctx));
  for (const p of ctx.tx.filter("payslip", (p) => (p.transaction as Ref).id === t.id)) {
    for (const s of ctx.tx.filter("salarySpecification", (s) => (s.payslip as Ref).id === p.id)) ctx.tx.remove("salarySpecification", s.id);
    ctx.tx.remove("payslip", p.id);
  }
  if (typeof t._voucherId === "number") {
    for (const p of postingsOf(ctx.tx, t._voucherId)) ctx.tx.remove("posting", p.id);
    ctx.tx.remove("voucher", t._voucherId);
  }
  ctx.tx.remove("salaryTransaction", t.id);
  return { status: 204 };
}

export function register(r: Router): void {
  r.get("/salary/type", listOf("salaryType", (t, ctx) => {
    const num = q(ctx, "number");
    if (num !== undefined && String(t.number) !== num) return false;
    return like(t.name, q(ctx, "name")) && like(t.description, q(ctx, "description"));
  }));
  r.get("/salary/type/{id}", getById("salaryType"));
  r.post("/salary/transaction", postTransaction);
  r.get("/salary/transaction/{id}", getById("salaryTransaction"));
  r.delete("/salary/transaction/{id}", deleteTransaction);
  r.get("/salary/payslip", listOf("payslip", (p, ctx) => {
    const emp = qInt(ctx, "employeeId");
    if (emp !== undefined && (p.employee as Ref).id !== emp) return false;
    const tr = qInts(ctx, "wageTransactionId");
    if (tr && !tr.includes((p.transaction as Ref).id)) return false;
    const yf = qInt(ctx, "yearFrom");
    const yt = qInt(ctx, "yearTo");
    const mf = qInt(ctx, "monthFrom");
    const mt = qInt(ctx, "monthTo");
    if (yf !== undefined && Number(p.year) < yf) return false;
    if (yt !== undefined && Number(p.year) >= yt) return false;
    if (mf !== undefined && Number(p.month) < mf) return false;
    if (mt !== undefined && Number(p.month) >= mt) return false;
    return true;
  }));
  r.get("/salary/payslip/{id}", getById("payslip"));
  r.get("/salary/specification/{id}", getById("salarySpecification"));
}

