import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { writeOutScaledCurrency } from "./extract/scaled-currency";
import { writeOutFiscalYears } from "./extract/fiscal-years";

/**
 * A finance manager writing as in a monthly management report: amounts in thousands or millions ("TNOK 42,150",
 * "kNOK 2,5", "MNOK 1,8"), a list headed "beløp i TNOK:", periods and years as codes ("FY25", "GJ24"), the
 * trade's shorthand ("lønnsaccr.", "depr."), and figures of the report around the one to book: year to date,
 * against the budget or last year, per month or per unit.
 */
const read = (text: string, today = "2026-06-10") => interpretWithRules(text, [], { today });

describe("amounts in thousands and millions", () => {
  it("writes out a figure with its unit before or after it, the last mark before one to three digits the decimal one", () => {
    expect(writeOutScaledCurrency("Beløp TNOK 42,15 eks. mva")).toBe("Beløp 42 150 NOK eks. mva");
    expect(writeOutScaledCurrency("price kNOK 2.5, then 7,125 kNOK and TEUR 3,4")).toBe("price 2 500 NOK, then 7 125 NOK and 3 400 EUR");
    expect(writeOutScaledCurrency("TNOK 1 243,75 / TNOK 1.243,75")).toBe("1 243 750 NOK / 1 243 750 NOK");
    // Millions to a tenth are a rough figure, said so once.
    expect(writeOutScaledCurrency("revenue MNOK 1,8 and ~NOK 0.6m")).toBe("revenue ca. 1 800 000 NOK and ~600 000 NOK");
    // Nine digits are an organisation's number, not thousands; a unit with no figure is left alone.
    expect(writeOutScaledCurrency("org 987654321 MNOK; i TNOK")).toBe("org 987654321 MNOK; i TNOK");
  });

  it("reads a list under 'beløp i TNOK:' in thousands, but not its accounts, its dates or its years", () => {
    expect(writeOutScaledCurrency("beløp i TNOK:\n- husleie 22,5 frå 1700 til 6300\n- bil (kjøpt 12.01., kost 350, 5 år)\n\nAnna: 12,5")).toBe(
      "beløp i TNOK:\n- husleie 22 500 NOK frå 1700 til 6300\n- bil (kjøpt 12.01., kost 350 000 NOK, 5 år)\n\nAnna: 12,5",
    );
  });

  it("sends an invoice written in thousands, the report's figures around it set aside", () => {
    const r = read(
      "AR | P05-26\nKunde Fjordlys Drift AS (org.nr. 934 221 876) – leveranse godkjent. Margin 24 % (+3 Pp vs bud), omsetning YTD TNOK 410.\n" +
        "Faktura: «Vedlikehald mai 2026», TNOK 42,15 eks. mva 25 %.\nPls: lag fakturaen og send den til kunden.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 42150, customer: { organizationNumber: "934221876" } });
  });

  it("a bracket's report figure after the invoice's amount leaves the amount to the invoice", () => {
    const r = read("Hei, lag og send faktura til Fjordlys Drift AS (org.nr. 934 221 876): «Vedlikehald mai», 42 150 kr eks. mva (omsetning YTD for kunden 410 000 kr). Takk!");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 42150 });
  });

  it("creates a customer beside an agreement's yearly volume in millions and a monthly figure", () => {
    const r = read(
      "New customer: signed with Nordkapp Fisk AS today, expected volume MNOK 3.2 p.a., service fee NOK 12k/month.\n" +
        "Org no. 913 456 782, e-mail post@nordkappfisk.example.com.\nAction: set up the customer.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_customer", name: "Nordkapp Fisk AS", organizationNumber: "913456782" });
  });
});

describe("a report's periods and shorthand", () => {
  it("reads the year closed from 'FY25' and 'GJ24'", () => {
    expect(writeOutFiscalYears("closing FY25, Q1 FY26 and GJ 24; FY2023")).toBe("closing FY 2025, Q1 FY 2026 and GJ 2024; FY 2023");
    const r = read(
      "YE FY25 closing entries, pls:\n1) Depr. FY25 straight-line, 6010 against 1209: Truck (1200): cost NOK 240 000, 5 yrs\n" +
        "2) Reverse the prepaid expenses on 1700, total NOK 12 000, to expense.\n3) Tax provision 22 % of the result, 8700 against 2920.",
      "2026-02-10",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", year: 2025 });
  });

  it("reads 'lønnsaccr.' as the salary accrual of a month-end closing", () => {
    const r = read(
      "M/E mai, beløp i TNOK:\n- periodisering forskotsbetalt forsikring 9,6 frå 1700 til 6400\n- avskriving maskin (kost 240, 4 år): 6010 mot 1209\n- lønnsaccr. mai: 52,5, debet 5000 / kredit 2900\nPls.",
    );
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      accrual: { amount: 9600 },
      depreciation: { acquisitionCost: 240000 },
      salaryAccrual: { amount: 52500, debitAccount: 5000, creditAccount: 2900 },
    });
  });

  it("sets aside a figure per unit of measure and one of the year so far", () => {
    const r = read(
      "Register the payment from Havbris AS (org no. 921 334 556) on our invoice of EUR 4 800, invoiced at 11,52 NOK/EUR, " +
        "paid today at 11,31 NOK/EUR. Diesel for the boats now 21,40 NOK/l; exchange losses so far this year NOK 18 200. Book the difference.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 4800, invoiceRate: 11.52, paymentRate: 11.31 });
  });
});
