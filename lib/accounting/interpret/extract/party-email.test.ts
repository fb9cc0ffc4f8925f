import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { ownAddress } from "./party-email";

describe("a company's own e-mail address", () => {
  it("is the one address whose domain carries the company's name", () => {
    expect(ownAddress("Brekkestø Verft AS", ["ola.nordmann@example.org", "post@brekkestoverft.no"])).toBe("post@brekkestoverft.no");
    expect(ownAddress("Holm Kranservice GmbH", ["rechnung@holm-kranservice.de"])).toBe("rechnung@holm-kranservice.de");
    expect(ownAddress("Holm Kranservice GmbH", ["ola@gmail.com"])).toBeUndefined();
    // Two of the company's addresses and no word which holds: none.
    expect(ownAddress("Holm Kranservice GmbH", ["a@holm-kranservice.de", "b@kranservice.de"])).toBeUndefined();
  });

  it("goes with a supplier the task may create, so the invoice request is no longer held back", () => {
    const form = "Type: [x] Incoming invoice\nSupplier: Brekkestø Verft AS\nOrg. no.: 914 227 508\nE-mail: faktura@brekkestoverft.no\nAmount: 12 500,00 NOK incl. 25 % VAT\nInvoice no.: BV-2291\nDate: 14.04.2026\nAccount: 6540\nPlease book it.";
    const r = interpretWithRules(form, [], { today: "2026-04-20" });
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { name: "Brekkestø Verft AS", organizationNumber: "914227508", email: "faktura@brekkestoverft.no" } });
  });

  it("has no place in a payment, which finds an existing customer: held back as before", () => {
    const r = interpretWithRules("Brekkestø Verft AS (org. no. 914 227 508, post@brekkestoverft.no) has paid their invoice.", [], { today: "2026-04-20" });
    expect(r.gate.ok).toBe(false);
  });
});

describe("a form's item line", () => {
  it("names what is invoiced when the amount field gives only the figure ('1 line: Survey of plot 14 ........ 38.600,00')", () => {
    const form = "Request: [x] Invoice\nCustomer: Vikane Bygg AS\nOrg. no.: 915 331 402\nAmount (NOK): 38.600,00 (excl. VAT)\nVAT: 25 %\nLines:\n   1 line: Survey of plot 14 ........ 38.600,00\nComments: make the invoice and send it to the customer.";
    const r = interpretWithRules(form, [], { today: "2026-03-24" });
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Survey of plot 14", amountExcludingVat: 38600 });
  });
});
