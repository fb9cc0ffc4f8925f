import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readCode } from "./structure/code-records";

/**
 * A developer who writes requests as code: an SQL insert, a record list, a command line with flags, a
 * call with an object or keyword arguments. And two readings any writer needs that such requests showed
 * wrong: a denied administrator role, and an asset's account written after its life in a table's row.
 */
const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("code shapes as labelled text", () => {
  it("reads an SQL insert as a table under its table's name", () => {
    expect(readCode("INSERT INTO customers (name, org_no)\nVALUES ('Brekke Fisk AS', '912345674');")).toBe(
      "customers:\n| name | org no |\n| Brekke Fisk AS | 912345674 |\n",
    );
  });

  it("reads a command line's flags, joined over its continued lines", () => {
    expect(readCode('billing invoice create \\\n  --customer 912345674 \\\n  --amount 4200 \\\n  --text "Support, April" \\\n  --send')).toBe(
      "billing invoice create:\n  customer: 912345674\n  amount: 4200\n  text: Support, April\n  send",
    );
  });

  it("reads tuples under a comment naming their columns, and objects of the same keys, as tables", () => {
    expect(readCode('assets = [\n  # (name, cost, life_years, account)\n  ("Lathe", 120000, 6, 1200),\n  ("Van", 300000, 5, 1230),\n]')).toBe(
      "assets:\n| name | cost | life years | account |\n| Lathe | 120000 | 6 | 1200 |\n| Van | 300000 | 5 | 1230 |",
    );
  });

  it("leaves prose with brackets and dashes alone", () => {
    const prose = "Please invoice Brekke Fisk AS (org. 912345674) -- the usual -- for 4 200 NOK.\nThanks (again)!";
    expect(readCode(prose)).toBe(prose);
  });

  it("creates a customer written as an SQL insert, with its address", () => {
    const r = read(
      "new customer:\nINSERT INTO kunder (navn, orgnr, epost, adresse, postnr, sted)\nVALUES ('Brekke Fisk AS', '912345674', 'post@brekkefisk.no', 'Kaiveien 4', '6900', 'Florø');\n-- bare kunden, ingen faktura",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Brekke Fisk AS",
      organizationNumber: "912345674",
      address: { addressLine1: "Kaiveien 4", postalCode: "6900", city: "Florø" },
    });
  });

  it("creates a product written as a call with an object", () => {
    const r = read('// the printed handbook\ncrearProducto({\n  nombre: "Manual de mantenimiento",\n  numero: "5120",\n  precioSinIva: 450,\n  iva: 0\n})');
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Manual de mantenimiento", productNumber: "5120", priceExcludingVat: 450, vatRate: 0 });
  });

  it("closes the year for assets given as tuples under their columns", () => {
    const r = read(
      "year-end 2025, all dated 2025-12-31\nassets = [\n  # (name, cost, life_years, account)\n  (\"Lathe\", 120000, 6, 1200),\n  (\"Van\", 300000, 5, 1230),\n]\n# straight-line for all of 2025, 6010 debit / 1209 credit, one voucher per asset\ntax = 0.22 * taxable_result   # 8700 / 2920",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Lathe", acquisitionCost: 120000, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Van", acquisitionCost: 300000, usefulLifeYears: 5, assetAccount: 1230 },
      ],
    });
  });
});

describe("readings any writer needs", () => {
  it("does not make an employee an administrator where the request denies it", () => {
    for (const remark of ["Normal access is enough, no admin.", "Sie braucht keine Admin-Rechte.", "Ho skal ikkje vere administrator enno.", "Admin: nei"]) {
      const r = read(`New employee: Kari Holm, born 1990-03-14, e-mail kari.holm@example.org, starts 2026-06-01. ${remark}`);
      expect(r.task, remark).toMatchObject({ type: "create_employee", firstName: "Kari" });
      expect((r.task as { isAdministrator?: boolean }).isAdministrator, remark).toBeUndefined();
    }
    const admin = read("New employee: Kari Holm, born 1990-03-14, e-mail kari.holm@example.org, starts 2026-06-01. She will be the account administrator.");
    expect(admin.task).toMatchObject({ isAdministrator: true });
  });

  it("gives each asset of a table the account in its own row, written after its life", () => {
    const r = read(
      "Year-end closing 2025, dated 2025-12-31:\n\n| asset | cost | life | account |\n| Lathe | 120000 | 6 years | 1200 |\n| Van | 300000 | 5 years | 1230 |\n| Desks | 45000 | 4 years | 1240 |\n\nStraight-line, 6010 debit / 1209 credit, one voucher per asset.",
    );
    expect(r.task).toMatchObject({
      assets: [
        { name: "Lathe", assetAccount: 1200 },
        { name: "Van", assetAccount: 1230 },
        { name: "Desks", assetAccount: 1240 },
      ],
    });
  });

  it("reads the invoice's text after its label, when no quote gives it", () => {
    const r = read("The bank sent back the payment.\nCustomer: Brekke Fisk AS (912345674)\nInvoice: Net maintenance May, 12 400 NOK excl. VAT\nReverse the payment so the invoice is open again.");
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", invoiceDescription: "Net maintenance May" });
  });
});
