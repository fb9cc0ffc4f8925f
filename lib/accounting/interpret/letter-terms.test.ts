import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { valueRoles } from "./gate";
import { findParties } from "./extract/parties";

/** A formal letter's ways: a quoted company name with an article inside it, a check figure, a term the writer defines; an address's ".no". */

const read = (text: string, today = "2026-07-07") => interpretWithRules(text, [], { today });

describe("names and terms of a formal letter", () => {
  it("a quoted company name keeps its article ('«Librería El Molino SL»'), and 'clienta' is the customer", () => {
    expect(findParties("Nuestra clienta «Librería El Molino SL» (número de organización 892 607 028) nos ha hecho un pedido.")[0]).toMatchObject({ name: "Librería El Molino SL" });
    const r = read(
      "Nuestra clienta «Librería El Molino SL» (número de organización 892 607 028) nos ha hecho un pedido. Les ruego: crear un pedido con los productos «Papel verjurado» (número 7101), a 1 450 coronas, y «Tinta china» (número 7102), a 320 coronas; convertir el pedido en factura y registrar el pago completo.",
    );
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment", customer: { name: "Librería El Molino SL", organizationNumber: "892607028" } });
  });

  it("'7.5 hours at 950 kroner make 7 125 kroner' is the writer's check figure", () => {
    const r = read(
      "Mrs Ada Lund (ada.lund@example.org) has completed 7.5 hours on the activity \"Binding\" in the project \"Parish Books\" for Heritage Trust Ltd (organisation number 954 822 745). Please log the hours at an hourly rate of 950 kroner and invoice the customer for them.\n\nN.B. 7.5 hours at 950 kroner make 7 125 kroner, exclusive of VAT.",
    );
    const roles = valueRoles(r.message, r.task ?? {});
    expect(roles.find((v) => v.raw.startsWith("7 125"))).toMatchObject({ role: "context", reason: "derived" });
  });

  it("'By \"taxable profit\" I mean …': a term the writer defines is no name to place", () => {
    const r = read(
      "Please carry out the simplified year-end closing for 2025: depreciate the press (account 1200), cost 120 000 kroner, useful life 6 years, on 6010 and 1209; then post the tax provision, 22 % of the taxable profit, on 8700 and 2920.\n\nN.B. By \"taxable profit\" I mean the result for 2025 after the depreciation above.",
      "2026-01-20",
    );
    const roles = valueRoles(r.message, r.task ?? {});
    expect(roles.find((v) => v.kind === "quoted" && v.raw.includes("taxable profit"))).toMatchObject({ role: "context", reason: "defined-term" });
  });
});

describe("an e-mail address's '.no'", () => {
  it("'…@havbruk.no – payroll this month' asks for the payroll: the domain is no 'no'", () => {
    const r = read("41200 base + 5000 bonus on top – Siri Vang, siri.vang@havbruk.no – payroll this month.");
    expect(r.classification.type).toBe("run_payroll");
    expect(r.classification.score).toBeGreaterThanOrEqual(4);
  });
});
