import "server-only";
import { bankAccountCheckDigit } from "./check-digits";
import { cached, norm, peek, remember, type ExecContext, type Ref, type Row } from "./context";

/** Ledger accounts, VAT types, currencies, payment types and the company bank account number. */

export type VatType = { id: number; number: string; percentage: number; name: string };
export type Account = Row & { number: number; name: string; bankAccountNumber?: string | null; vatLocked?: boolean };

// ---------------------------------------------------------------------------------------------
// Ledger accounts, VAT types, currencies, payment types

export async function accountByNumber(ctx: ExecContext, number: number | string): Promise<Account | undefined> {
  const n = Number(number);
  return cached(ctx, `account:${n}`, async () => {
    const rows = await ctx.client.list<Account>("/ledger/account", { number: n, fields: "*" });
    return rows.find((a) => Number(a.number) === n);
  });
}

/** Resolves an account by number or throws a clear error (the chart should have it). */
export async function requireAccount(ctx: ExecContext, number: number | string): Promise<Account> {
  const a = await accountByNumber(ctx, number);
  if (!a) throw new Error(`ledger account ${number} does not exist in this company`);
  return a;
}

/** Resolves several accounts with one GET (comma list), filling the cache. */
export async function accountsByNumbers(ctx: ExecContext, numbers: (number | string)[]): Promise<Map<number, Account>> {
  const wanted = [...new Set(numbers.map(Number))];
  const out = new Map<number, Account>();
  const missing: number[] = [];
  for (const n of wanted) {
    const m = peek<Account | undefined>(ctx, `account:${n}`);
    if (m) {
      const a = (await m) as Account | undefined;
      if (a) out.set(n, a);
    } else missing.push(n);
  }
  if (missing.length > 0) {
    const rows = await ctx.client.list<Account>("/ledger/account", { number: missing.join(","), fields: "*", count: 1000 });
    for (const n of missing) {
      const a = rows.find((r) => Number(r.number) === n);
      remember(ctx, `account:${n}`, a);
      if (a) out.set(n, a);
    }
  }
  return out;
}

export async function vatTypes(ctx: ExecContext): Promise<VatType[]> {
  return cached(ctx, "vatTypes", async () => {
    const rows = await ctx.client.list<Record<string, unknown>>("/ledger/vatType", {
      fields: "id,number,percentage,name",
      count: 1000,
    });
    return rows.map((r) => ({
      id: Number(r.id),
      number: String(r.number ?? ""),
      percentage: Number(r.percentage ?? 0),
      name: String(r.name ?? ""),
    }));
  });
}

export async function vatByNumber(ctx: ExecContext, number: string | number): Promise<VatType | undefined> {
  return (await vatTypes(ctx)).find((v) => v.number === String(number));
}

/** Norwegian sales (outgoing) VAT codes by rate: 25 → 3, 15 → 31, 12 → 32, 0 → 5 (exempt) or 6. */
const OUTGOING_BY_RATE: Record<number, string[]> = { 25: ["3"], 15: ["31"], 12: ["32"], 0: ["5", "6", "52"] };
/** Purchase (incoming, deductible) VAT codes by rate. */
const INCOMING_BY_RATE: Record<number, string[]> = { 25: ["1"], 15: ["11"], 12: ["12"], 0: ["0"] };

export async function outgoingVat(ctx: ExecContext, rate: number, opts: { outsideVatAct?: boolean } = {}): Promise<VatType> {
  const codes = rate === 0 && opts.outsideVatAct ? ["6", "5"] : OUTGOING_BY_RATE[rate] ?? [];
  return pickVat(ctx, codes, rate, "outgoing");
}

export async function incomingVat(ctx: ExecContext, rate: number): Promise<VatType> {
  return pickVat(ctx, INCOMING_BY_RATE[rate] ?? [], rate, "incoming");
}

async function pickVat(ctx: ExecContext, codes: string[], rate: number, kind: string): Promise<VatType> {
  const all = await vatTypes(ctx);
  for (const c of codes) {
    const v = all.find((x) => x.number === c);
    if (v) return v;
  }
  const byRate = all.find((v) => Math.abs(v.percentage - rate) < 0.001);
  if (byRate) return byRate;
  throw new Error(`no ${kind} VAT type for ${rate} %`);
}

export async function currencyByCode(ctx: ExecContext, code: string): Promise<Ref | undefined> {
  return cached(ctx, `currency:${code}`, async () => {
    const rows = await ctx.client.list<Row>("/currency", { code, fields: "id,code" });
    const row = rows.find((r) => norm(r.code) === norm(code));
    return row ? { id: row.id } : undefined;
  });
}

/** The invoice payment type that pays into the bank account (1920), else the first one. */
export async function invoicePaymentType(ctx: ExecContext): Promise<Ref> {
  return cached(ctx, "invoicePaymentType", async () => {
    const rows = await ctx.client.list<Row>("/invoice/paymentType", { fields: "*", count: 100 });
    if (rows.length === 0) throw new Error("no invoice payment types");
    const bank =
      rows.find((r) => /bank/i.test(String(r.description ?? ""))) ??
      rows.find((r) => String((r.debitAccount as Row | undefined)?.number ?? "") === "1920");
    return { id: (bank ?? rows[0]).id };
  });
}

// ---------------------------------------------------------------------------------------------
// The company bank account number (needed before any invoice can be created)

/** A valid Norwegian account number (11 digits, MOD11 check digit) derived from a seed. */
export function norwegianBankAccountNumber(seed = 1234567890): string {
  for (let s = seed; ; s++) {
    const body = String(s % 10_000_000_000).padStart(10, "0");
    const check = bankAccountCheckDigit(body);
    if (check !== null) return body + String(check);
  }
}

/**
 * Ensures the company's invoice bank account (1920) carries a bank account number, with one PUT
 * only when it is missing.
 */
export async function ensureBankAccountNumber(ctx: ExecContext): Promise<void> {
  return cached(ctx, "ensureBank", async () => {
    const bank = await requireAccount(ctx, 1920);
    if (bank.bankAccountNumber && String(bank.bankAccountNumber).trim() !== "") return;
    const number = norwegianBankAccountNumber(8601_11_1111 % 10_000_000_000);
    const updated = await ctx.client.put<Account>(`/ledger/account/${bank.id}`, {
      id: bank.id,
      version: bank.version,
      number: bank.number,
      name: bank.name,
      bankAccountNumber: number,
    });
    remember(ctx, "account:1920", { ...bank, ...updated, bankAccountNumber: number });
    ctx.notes.push("set a bank account number on ledger account 1920");
  });
}
