import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findNumbers } from "./extract/amounts";
import { findDates } from "./extract/dates";
import { readProcedure } from "./structure/procedure";

/** Requests written as work instructions, and the number and date forms of writers abroad. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });
const amounts = (text: string) => findNumbers(text).map((n) => [n.value, n.currency ?? null]);

describe("numbers and dates as written in Switzerland and on forms", () => {
  it("an apostrophe groups thousands: NOK 18'450.00, 3’437.50 kr", () => {
    expect(amounts("NOK 18'450.00 and 3’437.50 kr, EUR 1'250")).toEqual([
      [18450, "NOK"],
      [3437.5, "NOK"],
      [1250, "EUR"],
    ]);
  });

  it("a currency between an account and an amount is the amount's: '2710 NOK 687.50'", () => {
    expect(amounts("6800 NOK 2'750.00, 2710 NOK 687.50")).toEqual([
      [6800, null],
      [2750, "NOK"],
      [2710, null],
      [687.5, "NOK"],
    ]);
    // …but not a price and a count: "500 kr 3 times".
    expect(amounts("500 kr 3 times")).toEqual([
      [500, "NOK"],
      [3, null],
    ]);
  });

  it("a day, a month's short name and a year joined by dashes: 01-SEP-2026, 12-FEB-1991, 15-Mar-26, 12-Feb-91", () => {
    expect(findDates("from 01-SEP-2026 to 31-DEC-2026, born 12-FEB-1991; 15-Mar-26 and 12-Feb-91").map((d) => d.iso)).toEqual(["2026-09-01", "2026-12-31", "1991-02-12", "2026-03-15", "1991-02-12"]);
  });
});

describe("a work instruction's outline", () => {
  it("lettered sub-steps are list items and a purpose line goes", () => {
    expect(readProcedure("Steps:\n1. Create it\n   1a. Name: X\n   2b) Price: 5\n   → Purpose: so that payroll runs later.\nDone")).toBe(
      "Steps:\n1. Create it\n   - Name: X\n   - Price: 5\nDone",
    );
  });

  it("a purpose field that names a thing stays: 'Føremål: «Kundemøte Florø»', 'Purpose: Client meeting Bergen'", () => {
    const text = "Reiserekning\nFøremål: «Kundemøte Florø»\nPurpose: Client meeting Bergen";
    expect(readProcedure(text)).toBe(text);
  });

  it("a purpose that names another task does not change the task", () => {
    const r = read(
      "Work instruction: new employee\n1. Create the employee:\n   1a. First name \"Ingrid\", last name \"Moe\"\n   1b. E-mail: ingrid.moe@example.org\n   → Purpose: so that travel expenses and payroll can be registered later.",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Ingrid", lastName: "Moe", email: "ingrid.moe@example.org" });
  });

  it("the figures of a check line restate the request and hold nothing back", () => {
    const r = read(
      "Book the supplier invoice F-2231 from Nordkabel AS (org. no. 912 345 670):\n- Total incl. VAT: NOK 5'000.00\n- Expense account: 6540\n- VAT: 25 %\nCheck: 6540 NOK 4'000.00, 2710 NOK 1'000.00, 2400 NOK 5'000.00.",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 5000 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a writer thinking aloud", () => {
  it("an option first thought of and dropped after 'but' is withdrawn", () => {
    const r = read("Please create the product «Rye Flour», number 4410, NOK 310 excl. VAT. VAT: I first thought 25 %, but flour is food, so it is 15 %.");
    expect(r.task).toMatchObject({ type: "create_product", name: "Rye Flour", productNumber: "4410", vatRate: 15 });
  });

  it("a question's opening verb is no part of the name after it", () => {
    const r = read("Könntest du Brenner Maschinenbau GmbH als Kunden anlegen? Org.-Nr. 923456781, E-Mail: info@brenner.example.");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brenner Maschinenbau GmbH" });
  });
});

describe("addresses", () => {
  it("ends before a bracket that says more about it", () => {
    const r = read("New customer: Lindqvist Trading AB, org. no. 934567812. Address: Kaigata 3, 5016 Bergen (their Norwegian office; the head office in Malmö does not matter).");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Kaigata 3", postalCode: "5016", city: "Bergen" } });
  });

  it("is read from a street line and a postcode line with their own labels", () => {
    const r = read("Create the customer \"Solberg Bygg AS\", org. no. 945 612 378.\nPostal address:\n- Street: Bryggeveien 12\n- Postcode/City: 3015 Drammen");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Bryggeveien 12", postalCode: "3015", city: "Drammen" } });
  });
});

describe("a work instruction's parties and checks", () => {
  it("the accounting system is no party, and the customer's quoted name is not the line", () => {
    const r = read(
      "Instruction : facture Maison Gérard SARL\nContexte : le client existe déjà dans Tripletex (nº org. 934 112 578).\n1. Établir une facture à « Maison Gérard SARL »\n   1a. Ligne : « Audit sécurité »\n   1b. Montant : NOK 7'200.00 HT, TVA 25 %\n2. Envoyer la facture.",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Maison Gérard SARL", organizationNumber: "934112578" }, description: "Audit sécurité", amountExcludingVat: 7200 });
  });

  it("the supplier of a project is not the customer named again without its number", () => {
    const r = read(
      'Background: customer Brookfield Dairy Ltd (org. no. 931 224 567).\n1. Create the project "Cold Chain" for Brookfield Dairy Ltd.\n   1a. Budget: NOK 150\'000.00\n2. Hours: Jonas Berg (jonas.berg@example.org), project manager – 10 hours\n3. Supplier cost: Kelvin Parts Ltd (org. no. 932 334 556) has invoiced NOK 12\'000.00 for the project.\n4. Invoice the customer.',
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", supplierCost: { supplier: { name: "Kelvin Parts Ltd", organizationNumber: "932334556" }, amount: 12000 } });
  });

  it("a number refused with 'et non' is withdrawn", () => {
    const r = read("Créer le client Librairie Morel SARL, nº org. 931 500 442 (corr. : et non 921 500 442 comme dans mon brouillon), e-mail compta@morel.example.");
    expect(r.task).toMatchObject({ type: "create_customer", organizationNumber: "931500442" });
    expect(r.gate.ok).toBe(true);
  });

  it("a credit's total written with its sign, a figure the check line repeats and a name it restates hold nothing back", () => {
    const credit = read(
      "Kreditnota for fakturaen til Nordvik Fisk AS (org.nr. 937 221 408) for «Emballasje», NOK 4'000.00 eks. mva. Krediter hele fakturaen.\nKontroll: kreditnota NOK -5'000.00 inkl. mva.",
    );
    expect(credit.task).toMatchObject({ type: "create_credit_note" });
    expect(credit.gate.ok).toBe(true);
    const employee = read('Create the employee:\n- First name "Mia", last name "Holt"\n- E-mail: mia.holt@example.org\nCheck: one employee "Mia Holt" with the e-mail above.');
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Mia", lastName: "Holt" });
    expect(employee.gate.ok).toBe(true);
  });
});
