import { describe, expect, it } from "vitest";
import { rankIncreases } from "./cost-increase-projects";
import { correction } from "./correct-ledger-errors";
import { grossTotal } from "./invoice-helpers";
import { nextDepartmentNumbers, norwegianBankAccountNumber, pickInvoice } from "./toolkit";

describe("norwegianBankAccountNumber", () => {
  it("produces 11 digits with a valid MOD11 check digit", () => {
    const n = norwegianBankAccountNumber(8601111111);
    expect(n).toMatch(/^\d{11}$/);
    const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
    const sum = w.reduce((s, x, i) => s + x * Number(n[i]), 0);
    expect((11 - (sum % 11)) % 11).toBe(Number(n[10]));
  });
});

describe("nextDepartmentNumbers", () => {
  it("skips numbers in use", () => {
    expect(nextDepartmentNumbers([{ id: 1, departmentNumber: "1" }, { id: 2, departmentNumber: "3" }], 2)).toEqual(["4", "5"]);
  });
});

describe("grossTotal", () => {
  it("adds VAT per line", () => {
    const vat = { id: 1 };
    expect(
      grossTotal([
        { description: "a", count: 1, unitPriceExcludingVatCurrency: 32750, vatType: vat, rate: 25 },
        { description: "b", count: 1, unitPriceExcludingVatCurrency: 17450, vatType: vat, rate: 25 },
      ]),
    ).toBe(62750);
  });
});

describe("pickInvoice", () => {
  it("prefers the invoice with the stated amount and description, never a credit note", () => {
    const rows = [
      { id: 1, amountExcludingVat: 100, amountOutstanding: 125, orderLines: [{ description: "Other" }] },
      { id: 2, amountExcludingVat: 44100, amountOutstanding: 55125, orderLines: [{ description: "Sessão de formação" }] },
      { id: 3, amountExcludingVat: 44100, isCreditNote: true },
    ];
    expect(pickInvoice(rows, { amountExcludingVat: 44100, description: "Sessão de formação", outstanding: true })?.id).toBe(2);
  });
});

describe("rankIncreases", () => {
  it("ranks expense accounts by the increase from one month to the next", () => {
    const acc = (n: number) => ({ id: n, number: n, name: `Konto ${n}` });
    const postings = [
      { id: 1, date: "2026-01-10", amount: 1000, account: acc(6590) },
      { id: 2, date: "2026-02-10", amount: 20750, account: acc(6590) },
      { id: 3, date: "2026-01-10", amount: 5000, account: acc(7140) },
      { id: 4, date: "2026-02-10", amount: 18200, account: acc(7140) },
      { id: 5, date: "2026-02-10", amount: 50000, account: acc(1920) },
      { id: 6, date: "2026-01-10", amount: 900, account: acc(6860) },
      { id: 7, date: "2026-02-10", amount: 200, account: acc(6860) },
    ];
    const ranked = rankIncreases(postings, "2026-01-01", "2026-02-01");
    expect(ranked.map((r) => [r.number, r.increase])).toEqual([
      [6590, 19750],
      [7140, 13200],
      [6860, -700],
    ]);
  });
});

describe("correction", () => {
  const acc = (n: number) => ({ id: n * 10, number: n });
  const vouchers = [
    { id: 1, date: "2026-02-03", postings: [
      { id: 11, amount: 16750, account: acc(4300) },
      { id: 12, amount: -16750, account: acc(2400), supplier: { id: 5 } },
    ] },
    { id: 2, date: "2026-01-14", postings: [{ id: 21, amount: 5000, account: acc(7100) }, { id: 22, amount: -5000, account: acc(1920) }] },
    { id: 3, date: "2026-01-15", postings: [{ id: 31, amount: 5000, account: acc(7100) }, { id: 32, amount: -5000, account: acc(1920) }] },
    { id: 4, date: "2026-02-10", postings: [{ id: 41, amount: 14600, account: acc(6300) }, { id: 42, amount: -14600, account: acc(1920) }] },
  ];

  it("adds missing VAT against the original counter posting with its supplier", () => {
    const lines = correction({ kind: "missing_vat", account: 4300, amountExcludingVat: 16750, vatAccount: 2710, vatRate: 25 }, vouchers);
    expect(lines.map((l) => [l.account, l.amount, l.supplier?.id])).toEqual([
      [2710, 4187.5, undefined],
      [2400, -4187.5, 5],
    ]);
  });

  it("takes missing VAT out of the cost account when the gross amount was posted there whole", () => {
    const gross = [{ id: 5, date: "2026-02-18", postings: [{ id: 51, amount: 6250, account: acc(6540) }, { id: 52, amount: -6250, account: acc(1920) }] }];
    const lines = correction({ kind: "missing_vat", account: 6540, amountExcludingVat: 5000, vatAccount: 2710, vatRate: 25 }, gross);
    expect(lines.map((l) => [l.account, l.amount])).toEqual([
      [2710, 1250],
      [6540, -1250],
    ]);
  });

  it("reverses the later of two duplicate vouchers", () => {
    const lines = correction({ kind: "duplicate_voucher", account: 7100, amount: 5000 }, vouchers);
    expect(lines.map((l) => [l.account, l.amount])).toEqual([
      [7100, -5000],
      [1920, 5000],
    ]);
  });

  it("takes back the excess of a wrong amount", () => {
    const lines = correction({ kind: "wrong_amount", account: 6300, postedAmount: 14600, correctAmount: 11050 }, vouchers);
    expect(lines.map((l) => [l.account, l.amount])).toEqual([
      [6300, -3550],
      [1920, 3550],
    ]);
  });

  it("moves an amount from the wrong account to the right one", () => {
    const lines = correction({ kind: "wrong_account", wrongAccount: 6300, correctAccount: 7100, amount: 7150 }, vouchers);
    expect(lines.map((l) => [l.account, l.amount])).toEqual([
      [7100, 7150],
      [6300, -7150],
    ]);
  });
});

describe("longestCommonSubstring", () => {
  it("finds the shared stretch used to match job titles to occupation names", async () => {
    const { longestCommonSubstring } = await import("./employee-helpers");
    expect(longestCommonSubstring("seniorutvikler", "programvareutvikler")).toBe(8);
    expect(longestCommonSubstring("abc", "xyz")).toBe(0);
  });
});

describe("explicitVat", () => {
  it("splits a VAT-typed line into the net expense and an input-VAT row on 2710", async () => {
    const { explicitVat } = await import("./toolkit");
    const lines = explicitVat([
      { account: 6800, amount: 800, amountGross: 1000, vatType: { id: 1 }, department: { id: 9 } },
      { account: 1920, amount: -1000 },
    ]);
    expect(lines).toEqual([
      { account: 6800, amount: 800, department: { id: 9 } },
      { account: 2710, amount: 200, description: undefined },
      { account: 1920, amount: -1000 },
    ]);
  });
});

describe("receiptBooking", () => {
  it("books representation gross on 7350 with no input VAT, other items with their deductible VAT", async () => {
    const { receiptBooking } = await import("./receipt-expense-to-department");
    expect(receiptBooking({ item: "Middag med kunde" })).toEqual({ accounts: [7350, 7320, 6590], vatRate: 0 });
    expect(receiptBooking({ item: "Lunsj", representation: true }).vatRate).toBe(0);
    // A ticket to the customer's meeting is a ticket, though the request names the meeting.
    expect(receiptBooking({ item: "Togbillett Bergen–Voss", representation: true, vatRate: 12 })).toMatchObject({ accounts: [7140, 6800, 6590], vatRate: 12 });
    expect(receiptBooking({ item: "Togbillett", vatRate: 12 })).toMatchObject({ accounts: [7140, 6800, 6590], vatRate: 12 });
    expect(receiptBooking({ item: "Kontorstol" })).toMatchObject({ accounts: [6540, 6800, 6590], vatRate: 25 });
  });

  it("books on the account the request names before the usual one for the item", async () => {
    const { receiptBooking } = await import("./receipt-expense-to-department");
    // A coffee machine for the kitchen is equipment to this writer ("konto 6540"), not a meeting's coffee.
    expect(receiptBooking({ item: "Kaffemaskin", expenseAccount: 6540 }).accounts[0]).toBe(6540);
    // An appliance is equipment whatever it makes; the coffee itself is a meeting's.
    expect(receiptBooking({ item: "Kaffemaskin" }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: "Kaffetrakter Moccamaster" }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: "Kaffe og kaker til møtet" }).accounts[0]).toBe(6860);
    // An item no rule knows, named by no account: its usual home.
    expect(receiptBooking({ item: "Frukt til møtet" }).accounts[0]).toBe(6860);
    expect(receiptBooking({ item: "Snacks" }).accounts[0]).toBe(7350);
  });

  it("knows a fare no rule names by its seller's trade, and a measuring instrument as equipment", async () => {
    const { receiptBooking } = await import("./receipt-expense-to-department");
    expect(receiptBooking({ item: "Personbil m/førar, inntil 6 m", vatRate: 12, store: { name: "NORDMØRE FERJEDRIFT AS" } })).toMatchObject({ accounts: [7140, 6800, 6590], vatRate: 12 });
    // A seller's name decides only a fare: a café's name makes no coffee machine a meeting's coffee.
    expect(receiptBooking({ item: "Moccamaster", store: { name: "Kaffebrenneriet AS" } }).accounts[0]).not.toBe(6860);
    expect(receiptBooking({ item: "Lasermåler LM-50" }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: "Loddestasjon Weller WE1010", store: { name: "VERKTØYSENTRALEN SANDNES AS" } }).accounts[0]).toBe(6540);
  });

  it("books a work light and a tool's part as equipment, not office supplies", async () => {
    const { receiptBooking } = await import("./receipt-expense-to-department");
    expect(receiptBooking({ item: "Arbeidslys LED 20W" }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: "LED work light, magnetic" }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: 'Sagkjede 16" (1 stk)' }).accounts[0]).toBe(6540);
    expect(receiptBooking({ item: "Chainsaw chain 3/8" }).accounts[0]).toBe(6540);
  });
});
