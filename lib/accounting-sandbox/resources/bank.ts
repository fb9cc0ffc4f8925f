import type { Ctx, Reply } from "../core/context";
import { bodyAs, present } from "../core/body";
import { single } from "../core/envelope";
import { invalid, MSG, validationError, type ValidationMessage } from "../core/errors";
import { registerView } from "../core/fields";
import { round2 } from "../core/ledger";
import { qDate, qInt, requireParams, q } from "../core/query";
import type { Router } from "../core/router";
import type { Entity, Ref } from "../core/store";
import { checkVersion, getById, idParam, listOf, mustGet, resolveRef, toRef, uploadWithFile } from "./common";

/** Bank statement import (CSV), statement transactions and bank reconciliations with matches. */

const FORMATS = ["DNB_CSV", "EIKA_TELEPAY", "SPAREBANK1_TELEPAY", "VISMA_ACCOUNT_STATEMENT", "HANDELSBANKEN_TELEPAY", "SPAREBANKEN_VEST_TELEPAY", "NORDEA_CSV", "TRANSFERWISE", "SPAREBANKEN_SOR_TELEPAY", "SPAREBANKEN_OST_TELEPAY", "DANSKE_BANK_CSV", "CULTURA_BANK_TELEPAY", "SBANKEN_PRIVAT_CSV", "HAUGESUND_SPAREBANK_CSV", "VISMA_ACCOUNT_STATEMENT_PSD2", "SBANKEN_BEDRIFT_CSV", "LANDKREDITT_TELEPAY", "VISMA_ACCOUNT_STATEMENT_NETS", "ZTL"];

type Line = { date: string; description: string; amount: number };

function parseNumber(s: string): number {
  const t = s.replace(/\s/g, "").replace(/"/g, "");
  if (!t) return NaN;
  // 1.234,56 or 1234,56 (Norwegian) vs 1234.56
  const norm = /,\d{1,2}$/.test(t) ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  return Number(norm);
}

function parseDate(s: string): string | undefined {
  const t = s.trim().replace(/"/g, "");
  let m = t.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = t.match(/^(\d{2})[./](\d{2})[./](\d{4})$/);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  return undefined;
}

/** Reads a bank CSV: a date column, a text column and either one amount or in/out columns. */
export function parseStatementCsv(text: string): Line[] {
  const rows = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  if (rows.length < 2) return [];
  const delim = (rows[0].match(/;/g)?.length ?? 0) >= (rows[0].match(/,/g)?.length ?? 0) ? ";" : ",";
  const header = rows[0].split(delim).map((h) => h.trim().replace(/"/g, "").toLowerCase());
  // exact header names first: "inn" must not match "forklaring"
  const find = (...names: string[]) => {
    const exact = header.findIndex((h) => names.includes(h));
    return exact >= 0 ? exact : header.findIndex((h) => names.some((n) => n.length > 3 && h.includes(n)));
  };
  const dateCol = find("dato", "date", "bokført");
  const textCol = find("forklaring", "tekst", "beskrivelse", "description", "text");
  const inCol = find("inn", "inn på konto", "innskudd", "kredit", "credit", "in");
  const outCol = find("ut", "ut av konto", "uttak", "debet", "debit", "out");
  const amountCol = find("beløp", "belop", "amount");
  const out: Line[] = [];
  for (const row of rows.slice(1)) {
    const cells = row.split(delim);
    const date = parseDate(cells[dateCol] ?? "");
    if (!date) continue;
    let amount: number;
    if (amountCol >= 0 && amountCol !== inCol && amountCol !== outCol) amount = parseNumber(cells[amountCol] ?? "");
    else {
      const inn = parseNumber(cells[inCol] ?? "");
      const ut = parseNumber(cells[outCol] ?? "");
      amount = (Number.isFinite(inn) ? inn : 0) - (Number.isFinite(ut) ? Math.abs(ut) : 0);
    }
    if (!Number.isFinite(amount)) continue;
    out.push({ date, description: (cells[textCol] ?? "").trim().replace(/"/g, ""), amount: round2(amount) });
  }
  return out;
}

registerView("bankStatement", (s, { tx }) => ({
  ...s,
  transactions: tx.filter("bankTransaction", (t) => (t.bankStatement as Ref).id === s.id).map((t) => ({ id: t.id })),
}));
registerView("bankTransaction", (t, { tx }) => ({
  ...t,
  matched: tx.all("reconciliationMatch").some((m) => ((m.transactions as Ref[]) ?? []).some((x) => x.id === t.id)),
  groupedPostings: [],
  companyId: tx.company.id,
}));
registerView("bankReconciliation", (r, { tx }) => ({
  ...r,
  transactions: tx.filter("reconciliationMatch", (m) => (m.bankReconciliation as Ref).id === r.id).flatMap((m) => (m.transactions as Ref[]) ?? []),
  approvable: !r.isClosed,
  autoPayReconciliation: false,
}));
registerView("reconciliationMatch", (m) => m);

async function importStatement(ctx: Ctx): Promise<Reply> {
  requireParams(ctx, "bankId", "accountId", "fromDate", "toDate", "fileFormat");
  const format = q(ctx, "fileFormat")!;
  if (!FORMATS.includes(format)) throw invalid("fileFormat", `Ugyldig verdi: ${format}`);
  const bank = ctx.tx.get("bank", qInt(ctx, "bankId")!);
  if (!bank) throw invalid("bankId", `Objektet med id ${q(ctx, "bankId")} finnes ikke.`);
  const account = ctx.tx.get("account", qInt(ctx, "accountId")!);
  if (!account || !account.isBankAccount) throw invalid("accountId", "Kontoen er ikke en bankkonto.");
  const { file } = await uploadWithFile(ctx);
  const lines = parseStatementCsv(await file.text());
  if (lines.length === 0) throw invalid("file", `Filen kunne ikke leses som ${format}.`);
  const from = qDate(ctx, "fromDate")!;
  const to = qDate(ctx, "toDate")!;
  const inRange = lines.filter((l) => l.date >= from && l.date <= to);
  const opening = round2(ctx.tx.filter("posting", (p) => (p.account as Ref).id === account.id && String(p.date) < from).reduce((s, p) => s + Number(p.amount), 0));
  const st = ctx.tx.insert("bankStatement", {
    openingBalanceCurrency: opening,
    closingBalanceCurrency: round2(opening + inRange.reduce((s, l) => s + l.amount, 0)),
    fileName: file.name || "statement.csv",
    bank: { id: bank.id },
    fromDate: from,
    toDate: to,
    _accountId: account.id,
  });
  for (const l of inRange) {
    ctx.tx.insert("bankTransaction", {
      postedDate: l.date,
      description: l.description,
      amountCurrency: l.amount,
      bankStatement: { id: st.id },
      account: { id: account.id },
      matchType: null,
      bankReconciliationMatchSum: 0,
      paymentId: "",
      sourceVoucher: null,
    });
  }
  return single(ctx, "bankStatement", ctx.tx.get("bankStatement", st.id)!, 201);
}

function createReconciliation(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "bankReconciliation");
  const msgs: ValidationMessage[] = [];
  if (!present(b.account)) msgs.push({ field: "account", message: MSG.notNull });
  if (!present(b.accountingPeriod)) msgs.push({ field: "accountingPeriod", message: MSG.notNull });
  if (!present(b.type)) msgs.push({ field: "type", message: MSG.notNull });
  if (msgs.length) throw validationError(...msgs);
  const account = resolveRef(ctx, "account", b.account, "account", true)!;
  if (!account.isBankAccount) throw invalid("account", "Kontoen er ikke en bankkonto.");
  const period = resolveRef(ctx, "accountingPeriod", b.accountingPeriod, "accountingPeriod", true)!;
  if (ctx.tx.find("bankReconciliation", (r) => (r.account as Ref).id === account.id && (r.accountingPeriod as Ref).id === period.id)) {
    throw invalid("accountingPeriod", "Det finnes allerede en bankavstemming for denne kontoen i perioden.");
  }
  const r = ctx.tx.insert("bankReconciliation", {
    account: { id: account.id },
    accountingPeriod: { id: period.id },
    voucher: null,
    isClosed: false,
    type: b.type,
    bankAccountClosingBalanceCurrency: b.bankAccountClosingBalanceCurrency ?? 0,
    closedDate: null,
    closedByContact: null,
    closedByEmployee: null,
    attachment: null,
  });
  if (b.isClosed === true) close(ctx, r);
  return single(ctx, "bankReconciliation", ctx.tx.get("bankReconciliation", r.id)!, 201);
}

function close(ctx: Ctx, r: Entity) {
  ctx.tx.update("bankReconciliation", r.id, { isClosed: true, closedDate: ctx.today });
}

function putReconciliation(ctx: Ctx): Reply {
  const cur = mustGet(ctx, "bankReconciliation", idParam(ctx));
  const b = bodyAs(ctx, "bankReconciliation");
  checkVersion(cur, b);
  const changes: Record<string, unknown> = {};
  if (b.bankAccountClosingBalanceCurrency !== undefined) changes.bankAccountClosingBalanceCurrency = b.bankAccountClosingBalanceCurrency;
  if (b.type !== undefined) changes.type = b.type;
  if (b.isClosed === true && !cur.isClosed) {
    changes.isClosed = true;
    changes.closedDate = ctx.today;
  } else if (b.isClosed === false) {
    changes.isClosed = false;
    changes.closedDate = null;
  }
  ctx.tx.update("bankReconciliation", cur.id, changes);
  return single(ctx, "bankReconciliation", ctx.tx.get("bankReconciliation", cur.id)!);
}

function createMatch(ctx: Ctx): Reply {
  const b = bodyAs(ctx, "reconciliationMatch");
  const rec = resolveRef(ctx, "bankReconciliation", b.bankReconciliation, "bankReconciliation", true)!;
  if (rec.isClosed) throw invalid("bankReconciliation", "Bankavstemmingen er lukket.");
  const tr = ((b.transactions as Ref[] | undefined) ?? []).map((t) => resolveRef(ctx, "bankTransaction", t, "transactions", true)!);
  const ps = ((b.postings as Ref[] | undefined) ?? []).map((p) => resolveRef(ctx, "posting", p, "postings", true)!);
  const m = ctx.tx.insert("reconciliationMatch", {
    bankReconciliation: { id: rec.id },
    type: b.type ?? "MANUAL",
    transactions: tr.map(toRef),
    postings: ps.map(toRef),
  });
  return single(ctx, "reconciliationMatch", m, 201);
}

/** Pairs unmatched statement lines with unmatched bank postings of the same amount. */
function suggest(ctx: Ctx): Reply {
  requireParams(ctx, "bankReconciliationId");
  const rec = mustGet(ctx, "bankReconciliation", qInt(ctx, "bankReconciliationId")!);
  const accountId = (rec.account as Ref).id;
  const matches = ctx.tx.all("reconciliationMatch");
  const usedT = new Set(matches.flatMap((m) => ((m.transactions as Ref[]) ?? []).map((x) => x.id)));
  const usedP = new Set(matches.flatMap((m) => ((m.postings as Ref[]) ?? []).map((x) => x.id)));
  const postings = ctx.tx.filter("posting", (p) => (p.account as Ref).id === accountId && !usedP.has(p.id));
  for (const t of ctx.tx.filter("bankTransaction", (t) => (t.account as Ref).id === accountId && !usedT.has(t.id))) {
    const p = postings.find((p) => !usedP.has(p.id) && Math.abs(Number(p.amountGross) - Number(t.amountCurrency)) < 0.005);
    if (!p) continue;
    usedP.add(p.id);
    ctx.tx.insert("reconciliationMatch", { bankReconciliation: { id: rec.id }, type: "AUTO_MATCHED", transactions: [{ id: t.id }], postings: [{ id: p.id }] });
  }
  return listOf("reconciliationMatch", (m) => (m.bankReconciliation as Ref).id === rec.id)(ctx);
}

export function register(r: Router): void {
  r.post("/bank/statement/import", importStatement);
  r.get("/bank/statement", listOf("bankStatement", (s, ctx) => {
    const acc = qInt(ctx, "accountId");
    return acc === undefined || s._accountId === acc;
  }));
  r.get("/bank/statement/transaction", listOf("bankTransaction", (t, ctx) => {
    const st = qInt(ctx, "bankStatementId");
    return st === undefined || (t.bankStatement as Ref).id === st;
  }));
  r.get("/bank/statement/transaction/{id}", getById("bankTransaction"));
  r.get("/bank/statement/{id}", getById("bankStatement"));
  r.delete("/bank/statement/{id}", (ctx) => {
    const s = mustGet(ctx, "bankStatement", idParam(ctx));
    for (const t of ctx.tx.filter("bankTransaction", (t) => (t.bankStatement as Ref).id === s.id)) ctx.tx.remove("bankTransaction", t.id);
    ctx.tx.remove("bankStatement", s.id);
    return { status: 204 };
  });
  r.get("/bank/reconciliation", listOf("bankReconciliation", (rec, ctx) => {
    const acc = qInt(ctx, "accountId");
    if (acc !== undefined && (rec.account as Ref).id !== acc) return false;
    const per = qInt(ctx, "accountingPeriodId");
    return per === undefined || (rec.accountingPeriod as Ref).id === per;
  }));
  r.get("/bank/reconciliation/>last", (ctx) => {
    requireParams(ctx, "accountId");
    const acc = qInt(ctx, "accountId")!;
    const all = ctx.tx.filter("bankReconciliation", (rec) => (rec.account as Ref).id === acc);
    if (!all.length) return { status: 200, body: { value: null } };
    return single(ctx, "bankReconciliation", all[all.length - 1]);
  });
  r.post("/bank/reconciliation", createReconciliation);
  r.get("/bank/reconciliation/match", listOf("reconciliationMatch", (m, ctx) => {
    const id = qInt(ctx, "bankReconciliationId");
    return id === undefined || (m.bankReconciliation as Ref).id === id;
  }));
  r.post("/bank/reconciliation/match", createMatch);
  r.put("/bank/reconciliation/match/:suggest", suggest);
  r.get("/bank/reconciliation/match/{id}", getById("reconciliationMatch"));
  r.delete("/bank/reconciliation/match/{id}", (ctx) => {
    const m = mustGet(ctx, "reconciliationMatch", idParam(ctx));
    ctx.tx.remove("reconciliationMatch", m.id);
    return { status: 204 };
  });
  r.get("/bank/reconciliation/{id}", getById("bankReconciliation"));
  r.put("/bank/reconciliation/{id}", putReconciliation);
  r.delete("/bank/reconciliation/{id}", (ctx) => {
    const rec = mustGet(ctx, "bankReconciliation", idParam(ctx));
    if (rec.isClosed) throw invalid(null, "En lukket bankavstemming kan ikke slettes.");
    ctx.tx.remove("bankReconciliation", rec.id);
    return { status: 204 };
  });
}
