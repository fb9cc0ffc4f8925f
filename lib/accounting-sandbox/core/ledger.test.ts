import { describe, expect, test } from "vitest";
import "../schemas";
import { baseLayer } from "../seed/base";
import { ApiError } from "./errors";
import { accountIdByNumber, createVoucher, invoiceOutstanding, postingsOf, reverseVoucher } from "./ledger";
import { Tx, type CompanyData } from "./store";

function freshTx() {
  const company: CompanyData = { id: 1, sessionToken: "t", today: "2026-03-21", nextId: 1_000_000, layer: new Map() };
  return new Tx(company, baseLayer().types);
}

function errorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("no error");
}

describe("vouchers", () => {
  test("an unbalanced voucher is refused with the postings field", () => {
    const tx = freshTx();
    const e = errorOf(() =>
      createVoucher(tx, {
        date: "2026-03-01",
        postings: [
          { row: 1, account: accountIdByNumber(tx, 6300), amountGross: 1000 },
          { row: 2, account: accountIdByNumber(tx, 1920), amountGross: -900 },
        ],
        kind: "manual",
      }),
    );
    expect(e.status).toBe(422);
    expect(e.validationMessages?.[0].field).toBe("postings");
  });

  test("receivables need a customer and payables a supplier", () => {
    const tx = freshTx();
    const e = errorOf(() =>
      createVoucher(tx, {
        date: "2026-03-01",
        postings: [
          { row: 1, account: accountIdByNumber(tx, 1500), amountGross: 70 },
          { row: 2, account: accountIdByNumber(tx, 2400), amountGross: -70 },
        ],
        kind: "manual",
      }),
    );
    expect(e.validationMessages?.map((m) => m.message)).toEqual(["Kunde mangler.", "Leverandør mangler."]);
  });

  test("a posting with a VAT code is split into net and a generated VAT row that still balance", () => {
    const tx = freshTx();
    const v = createVoucher(tx, {
      date: "2026-03-01",
      postings: [
        { row: 1, account: accountIdByNumber(tx, 6540), amountGross: 1250, vatType: 1 },
        { row: 2, account: accountIdByNumber(tx, 1920), amountGross: -1250 },
      ],
      kind: "manual",
    });
    const ps = postingsOf(tx, v.id);
    const byAccount = (n: number) => ps.filter((p) => (p.account as { id: number }).id === accountIdByNumber(tx, n));
    expect(byAccount(6540)[0]).toMatchObject({ amount: 1000, amountGross: 1250 });
    expect(byAccount(2710)[0]).toMatchObject({ amount: 250, systemGenerated: true });
    expect(ps.reduce((s, p) => s + Number(p.amount), 0)).toBeCloseTo(0, 6);
    expect(v.number).toBe(1);
  });

  test("a reversal negates every posting and reopens what the original settled", () => {
    const tx = freshTx();
    const a1500 = accountIdByNumber(tx, 1500);
    const opened = createVoucher(tx, { date: "2026-02-01", postings: [{ row: 1, account: a1500, amountGross: 500, customer: 7, invoice: 42 }, { row: 2, account: accountIdByNumber(tx, 3000), amountGross: -500 }], kind: "invoice" });
    const paid = createVoucher(tx, { date: "2026-02-10", postings: [{ row: 1, account: accountIdByNumber(tx, 1920), amountGross: 500 }, { row: 2, account: a1500, amountGross: -500, customer: 7, invoice: 42 }], kind: "payment" });
    expect(opened.id).toBeLessThan(paid.id);
    expect(invoiceOutstanding(tx, 42)).toBe(0);
    const rev = reverseVoucher(tx, paid, "2026-03-01");
    expect(invoiceOutstanding(tx, 42)).toBe(500);
    expect(postingsOf(tx, rev.id).map((p) => p.amountGross)).toEqual([-500, 500]);
    expect(tx.get("voucher", paid.id)!.reverseVoucher).toEqual({ id: rev.id });
  });
});
