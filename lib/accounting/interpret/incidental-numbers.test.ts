import { describe, expect, it } from "vitest";
import { findOrgNumbers } from "./extract/values";
import { interpretWithRules } from "./rules";

/** Numbers a busy writer mentions that are no values of the task: phone numbers, house numbers. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("incidental numbers", () => {
  it("reads no organisation number inside a longer number or after a country code", () => {
    expect(findOrgNumbers("Telefon: +49 171 448 2093")).toEqual([]);
    expect(findOrgNumbers("ring 123 456 7890")).toEqual([]);
    expect(findOrgNumbers("Org.-Nr. 830 166 130.")).toEqual([{ value: "830166130", index: 9, end: 20 }]);
  });

  it("sets a house number after 'nº' aside: before its street, or after the part of the building", () => {
    const payroll = read("¡Hola! Nómina de mayo para Javier Ortega (javier.ortega@example.org): salario base kr 46 300,- y una prima única de kr 5 000,- por la guardia en el nº 14 de Kirkegata, 6º piso. Gracias.");
    expect(payroll.task).toMatchObject({ type: "run_payroll", baseSalary: 46300, bonus: 5000 });
    expect(payroll.gate.ok).toBe(true);
    const order = read("Para a Casa Algarve AS (nº org. 927684268): faz uma encomenda com «Bomba circuladora» (3318) a kr 6 450,-, converte em fatura e regista o pagamento – pagou no local, na cave do nº 20.");
    expect(order.gate.ok).toBe(true);
  });

  it("reads a day and a month with a dot as a date from a writer whose øre follow a comma", () => {
    const r = interpretWithRules(
      "Go through January–February 2026 and fix two mistakes:\n(a) the office rent 8 400,00 was posted on 6340, it belongs on 6300\n(b) the first-aid course fee 2 950,00 on 6860 was entered twice (12.01 and 13.01), the second one must go",
      [],
      { today: "2026-03-10" },
    );
    expect(r.task).toMatchObject({ type: "correct_ledger_errors" });
    expect(r.gate?.ok).toBe(true);
  });
});
