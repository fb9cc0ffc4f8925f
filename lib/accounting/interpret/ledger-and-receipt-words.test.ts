import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { attachedText } from "./attached-text";

/** A ledger's own words for a party, a firm named for a trade, a due date that cannot be one, and which receipt line is meant. */

const read = (text: string, today = "2026-09-28") => interpretWithRules(text, [], { today });

describe("words of the ledger", () => {
  it("a new creditor for the purchase ledger is a supplier", () => {
    const r = read("New creditor for the purchase ledger: Karmøy Hydraulikk AS, org. no. 916 502 839, invoices to faktura@karmoyhydraulikk.no.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Karmøy Hydraulikk AS", organizationNumber: "916502839" });
  });

  it("'Criem o produto' asks to create the product", () => {
    const r = read(
      "Três pontos:\n1) Criem o produto «Almoço de reunião», número 3150. É o almoço que servimos nas reuniões de obra e que depois refaturamos ao cliente.\n2) Preço do produto do ponto 1: kr 285,- por pessoa, sem IVA.\n3) Taxa de IVA: é comida, portanto a taxa reduzida de 15 %.",
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Almoço de reunião", productNumber: "3150", priceExcludingVat: 285 });
    expect(r.gate.ok).toBe(true);
  });

  it("a firm named for its courses keeps the word ('Fjelberg Kurs AS'), and a course's dates before the invoice's are no due date", () => {
    const r = read(
      "Purchase invoice in: INV-2026-1274 from Fjelberg Kurs AS (org. no. 925 610 338), NOK 31,250 including VAT, for the two-day hydraulics course (Tue 15 – Wed 16 September). Course costs go on account 6860. Book the supplier invoice with 25 % input VAT.",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { name: "Fjelberg Kurs AS" }, amountIncludingVat: 31250 });
    expect(r.task).not.toHaveProperty("dueDate");
  });

  it("an error's amount in its bracket counts though the writer gave it no currency ('beløp eks. mva 11.920,00')", () => {
    const r = read(
      "Revisoren har funnet tre feil i hovedboka for januar 2026: en postering på feil konto (7100 brukt i stedet for 7140, beløp kr 4 275,-), et duplisert bilag (konto 6860, kr 6 500) og en manglende mva-linje (konto 4300, beløp eks. mva 11.920,00 — inngående mva på 2710 mangler). Korriger alt.",
    );
    expect(r.task).toMatchObject({ type: "correct_ledger_errors" });
    expect((r.task as { errors: unknown[] }).errors).toContainEqual(expect.objectContaining({ kind: "missing_vat", account: 4300, amountExcludingVat: 11920 }));
  });
});

describe("an account named with a copula", () => {
  it("'richtiges Aufwandskonto ist 6540', 'the account is 6800': the number after 'is' is the account", () => {
    const r = read("Lieferantenrechnung INV-2026-5529 von Ålesund Maritime Elektro AS (Org.-Nr. 936 284 105), 23 300 NOK inkl. MwSt. Bitte erfassen, richtiges Aufwandskonto ist 6540, und die Vorsteuer richtig.");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6540 });
    const e = read("Purchase invoice INV-2026-3317 from Lindqvist Office Supply AS (org. no. 990 651 531), NOK 9,375 incl. VAT, for paper and toner, so the account is 6800. Book it with the input VAT.");
    expect(e.task).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6800 });
  });
});

describe("the receipt line meant", () => {
  const receipt = [
    "Vy  |  Kvittering / Receipt",
    "Vygruppen AS, Schweigaards gate 23, 0191 Oslo",
    "Org.nr: 984 661 185 MVA",
    "Kjøpt / Purchased:   09.10.2026 07:12  Bergen stasjon",
    "                                              NOK",
    "Togbillett                                1 120,00",
    "  herav MVA 12 %                            120,00",
    "Kafé om bord: kaffe og rundstykke            92,00",
    "  herav MVA 15 %                             12,00",
    "--------------------------------------------------",
    "Totalt betalt                             1 212,00",
  ].join("\n");

  it("'post the train ticket only — the coffee was my own weakness —' books the ticket: the 'only' is the ticket's, not the coffee's after the dash", async () => {
    const docs = await attachedText("kvittering.txt", receipt);
    const r = interpretWithRules("Vy receipt attached. Pls post the train ticket only — the coffee was my own weakness — to the Salg department. Right expense account and proper VAT treatment, pls.", docs, { today: "2026-10-14" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett", department: "Salg" });
  });
});
