import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

const today = { today: "2026-03-21" };

describe("a held-back request says what could not be placed and how to write it", () => {
  it("names an amount with no invoice line and how to write the lines", () => {
    const r = interpretWithRules("Erstelle eine Rechnung an Nordlys AS (Org.-Nr. 912345678) über 3 Stunden Beratung zu 1200 NOK plus eine Softwarelizenz zu 4500 NOK und sende sie", [], { ...today, forceType: "create_and_send_invoice" });
    expect(r.gate.ok).toBe(false);
    expect(r.gate.advice?.[0]).toMatch(/^4,500 NOK has no line: write each invoice line as description, quantity and price/);
  });

  it("says how to write what is missing, in the words of the books", () => {
    const r = interpretWithRules("Please register the payment from the customer, thanks", [], { ...today, forceType: "register_payment" });
    expect(r.gate.ok).toBe(false);
    expect(r.gate.advice).toContainEqual(expect.stringMatching(/^No customer could be read: name the customer with its organisation number/));
  });

  it("names an organisation number that belongs to no party", () => {
    const r = interpretWithRules("Create the customer Nordlys AS (org. no. 912345678). Also note 923456789 org. no.", [], { ...today, forceType: "create_product" });
    expect(r.gate.ok).toBe(false);
    expect((r.gate.advice ?? []).join(" ")).toMatch(/No name could be read: write the name in quotes|belongs to no customer or supplier/);
  });

  it("gives no advice when the request is carried out, and a few sentences at most", () => {
    const ok = interpretWithRules('Create the product "Wall calendar" with product number 6120 at 1249 NOK excl. VAT, 25 % VAT.', [], today);
    expect(ok.gate.ok).toBe(true);
    expect(ok.gate.advice).toBeUndefined();
    const many = interpretWithRules(`Invoice Nordlys AS (org. no. 912345678): ${Array.from({ length: 20 }, (_, i) => `${1000 + i} NOK`).join(", ")}`, [], today);
    expect((many.gate.advice ?? []).length).toBeLessThanOrEqual(5);
  });
});

describe("an invoice written as free text with several lines", () => {
  it.each([
    ["en", "Create an invoice to Nordlys AS (org no. 912345678) for 3 hours of consulting at 1200 NOK plus a software licence at 4500 NOK"],
    ["de", "Erstelle eine Rechnung an Nordlys AS (Org.-Nr. 912345678) über 3 Stunden Beratung zu 1200 NOK plus eine Softwarelizenz zu 4500 NOK und sende sie"],
  ])("is read as those lines (%s)", (_lang, prompt) => {
    const r = interpretWithRules(prompt, [], today);
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      customer: { name: "Nordlys AS", organizationNumber: "912345678" },
      lines: [
        { quantity: 3, unitPriceExcludingVat: 1200, description: expect.stringMatching(/^(?:consulting|Beratung)$/) },
        { quantity: 1, unitPriceExcludingVat: 4500, description: expect.stringMatching(/^(?:software licence|Softwarelizenz)$/) },
      ],
    });
  });
});
