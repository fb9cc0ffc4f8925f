import { describe, expect, it } from "vitest";
import { transactionOf } from "@/lib/accounting/files/documents/bank-statement";
import { interpretWithRules, prepareText } from "./rules";

const statement = [
  "Here's the March statement, pasted from the online bank:",
  "",
  "Date;Description;In;Out;Balance",
  "02.03.2026;Innbetaling fra Solvik Events AS / Faktura 2001;4500,00;;104500,00",
  "09.03.2026;Betaling Tromsø Scenelys AS INV-2026-7710;;7500,00;97000,00",
  "12.03.2026;Innbetaling fra Fjellbu Hotell AS / Faktura 2002;15500,00;;112500,00",
  "30.03.2026;Bankgebyr;;145,00;112355,00",
  "",
  "Can you reconcile it against the open invoices? The 145 kr is the bank fee.",
].join("\n");

describe("a bank export pasted into the request", () => {
  it("reads a semicolon export under its header as the statement, every row with its own amount", () => {
    const { documents } = prepareText(statement, [], "2026-04-02");
    expect(documents).toHaveLength(1);
    expect(documents[0].kind).toBe("bank_statement");
    expect((documents[0].data as { amount: number }[]).map((t) => t.amount)).toEqual([4500, -7500, 15500, -145]);
  });

  it("a payment out named by the company paid is a supplier's ('Betaling Tromsø Scenelys AS INV-…')", () => {
    expect(transactionOf("2026-03-09", "Betaling Tromsø Scenelys AS INV-2026-7710", -7500)).toMatchObject({ kind: "supplier_payment", counterparty: "Tromsø Scenelys AS" });
    expect(transactionOf("2026-03-09", "Betaling Tromsø Scenelys AS INV-2026-7710", 7500).kind).not.toBe("supplier_payment");
  });

  it("a figure of the statement restated in the request asks for nothing more", () => {
    const r = interpretWithRules(statement, [], { today: "2026-04-02" });
    expect(r.task?.type).toBe("bank_reconciliation");
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context).toContain("145 kr: a figure of the attached document, restated");
  });
});

describe("an export pasted into a form with blank fields", () => {
  it("keeps the export's empty cells while the form's blanks go", () => {
    const form = [
      "1. Type*: bank reconciliation March 2026",
      "2. Account: 1920   Org. no.: ___   E-mail: ___",
      "3. Lines (pasted from the bank):",
      "   Date;Description;In;Out;Balance",
      "   02.03.2026;Innbetaling fra Solvik Events AS / Faktura 2001;4500,00;;104500,00",
      "   09.03.2026;Betaling leverandør Tromsø Scenelys AS;;7500,00;97000,00",
      "   12.03.2026;Innbetaling fra Fjellbu Hotell AS / Faktura 2002;15500,00;;112500,00",
      "4. Comment: reconcile the statement against the open invoices.",
    ].join("\n");
    const { documents } = prepareText(form, [], "2026-04-02");
    expect((documents[0]?.data as { amount: number }[] | undefined)?.map((t) => t.amount)).toEqual([4500, -7500, 15500]);
  });
});

describe("a typed receipt's VAT line", () => {
  it("is read as the receipt's VAT past its dotted leader ('dont TVA 25 % ........ 356,00')", () => {
    const r = interpretWithRules(
      "Voilà le ticket de caisse :\n\nPapirhuset AS · 18.05.2026\n- Tusjer og flippoverark ........ 1 240,00\n- Gaffatape x6 .................... 540,00\nTOTAL ............................. 1 780,00\ndont TVA 25 % ....................... 356,00\n\nMerci d'enregistrer seulement la dépense des « Tusjer og flippoverark » sur le département Marketing.",
      [],
      { today: "2026-05-19" },
    );
    expect(r.gate.unused).toEqual([]);
  });
});
