import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readForm } from "./structure/forms";
import { readSymbols } from "./structure/symbols";
import { findNumbers } from "./extract/amounts";
import { carriedCurrency } from "./extract/carried-currency";

/**
 * Requests written as a filled-in form (bold labels, check boxes, struck-through values, the form's
 * own number, a title naming the form) and as an engineer's notes in symbols ("key → value",
 * "12'400.00NOK", "⇒ do this", "≠"). The examples are invented for these tests.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-12" });

describe("a filled-in form", () => {
  it("keeps ticked options, drops unticked ones and struck-through values, and unwraps bold labels", () => {
    expect(readForm("Kind:  [x] Customer   [ ] Supplier   [ ] Both")).toBe("Kind: Customer");
    expect(readForm("Tiltak: ☐ Endre  ☑ Opprett ansatt")).toBe("Tiltak: Opprett ansatt");
    expect(readForm("**Start date:** ~~01.06.2026~~ 15.06.2026")).toBe("Start date: 15.06.2026");
    expect(readForm("Checked by: [ ]")).toBe("Checked by:");
    // One box to a line: the ticked ones are chosen; with none ticked the list is a to-do list and every item stays.
    expect(readForm("New departments:\n1. [x] Smokehouse\n2. [ ] Canteen\n3. [x] Cold store")).toBe("New departments:\n1. Smokehouse\n3. Cold store");
    expect(readForm("To do 0/2\n☐ Lager\n☐ Innkjøp\nAdd an item")).toBe("To do 0/2\n- Lager\n- Innkjøp\nAdd an item");
    // A signature line of underscores is no emphasis.
    expect(readForm("Signed: ______")).toBe("Signed: ______");
  });

  it("reads a customer form: its own number is no value, the address comes from labelled lines", () => {
    const r = read(
      [
        "**REQUEST FORM – NEW CUSTOMER**",
        "Form no. 2026/118 (internal)",
        "",
        "Type:  [x] Customer   [ ] Supplier",
        "",
        "**Company name:** Tindholmen Sjømat AS",
        "**Org. no.:** 915 204 387",
        "**Street address:** Kaivegen 12",
        "**Post code:** 6490",
        "**Town:** Eide",
        "**E-mail:** post@tindholmen.no",
        "**Phone:** n/a",
        "",
        "Filled in by: K.L.   Checked: [ ]",
      ].join("\n"),
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Tindholmen Sjømat AS",
      organizationNumber: "915204387",
      address: { addressLine1: "Kaivegen 12", postalCode: "6490", city: "Eide" },
    });
  });

  it("a note under the form amends the field it names, with or without the wrong value", () => {
    const employee = read(
      "**FORM – NEW EMPLOYEE**\n**First name:** Hanne\n**Last name:** Grøtta\n**Born:** 14.02.1991\n**E-mail:** hanne.grotta@example.org\n**First working day:** 01.06.2026\n\nNB: the birth year above is a typo – the right date of birth is 14.02.1990.",
    );
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Hanne", lastName: "Grøtta", dateOfBirth: "1990-02-14", startDate: "2026-06-01" });
    const product = read("**Produktbezeichnung:** Räucherofen klein\n**Produktnummer:** 5530\n**Preis netto:** NOK 8 900,-\n**MwSt.:** 25 %\nBitte als neues Produkt anlegen.\n\nNB: Produktnummer oben ist vertauscht – richtig ist 5350 (nicht 5530).");
    expect(product.task).toMatchObject({ type: "create_product", productNumber: "5350" });
  });

  it("a title naming the form ('ORDER FORM', 'Auftragsformular') is not an order to make", () => {
    const r = read("**AUFTRAGSFORMULAR – NEUES PRODUKT**\nFormular-Nr. 2026/231\n\n**Produktbezeichnung:** Trockengestell Edelstahl\n**Produktnummer:** 4417\n**Preis netto:** NOK 2 950,-\n**MwSt.:** [x] 25 %  [ ] 15 %");
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4417", priceExcludingVat: 2950, vatRate: 25 });
  });
});

describe("notes in symbols", () => {
  it("reads a currency written onto its figure, with apostrophes between the thousands", () => {
    expect(findNumbers("price → 1'890.00NOK ex VAT").map((n) => [n.value, n.currency])).toEqual([[1890, "NOK"]]);
    expect(findNumbers("roughly 45kNOK, 980EUR").map((n) => [n.value, n.currency])).toEqual([
      [45000, "NOK"],
      [980, "EUR"],
    ]);
    // "45kr" is 45 kroner, not 45 thousand.
    expect(findNumbers("45kr").map((n) => [n.value, n.currency])).toEqual([[45, "NOK"]]);
  });

  it("'key → value' lines are labels, '::' heads a topic, '⇒' is the instruction, '≠' is not", () => {
    expect(readSymbols("price → 1'890.00NOK\nperiod → 2026-02-17 → 2026-02-18")).toBe("price: 1'890.00NOK\nperiod: 2026-02-17 → 2026-02-18");
    expect(readSymbols("2026-02-17 → 2026-02-18")).toBe("2026-02-17 → 2026-02-18");
    expect(readSymbols("new customer :: Fjordlys AS\n⇒ create it")).toBe("new customer: Fjordlys AS\ncreate it");
    const r = read("ny kunde :: Vindholmen Rederi AS\norg → 917 302 668\ne-post → post@vindholmen.no\n(≠ leverandør, berre kunde)\n/ak");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Vindholmen Rederi AS", organizationNumber: "917302668" });
  });

  it("an account written before its side ('1500 debet & 3400 kredit') is that side's", () => {
    const r = read("purring :: kunde med forfalt faktura\n① purregebyr 45.00NOK → 1500 debet & 3400 kredit\n② faktura på gebyret til kunden → send");
    expect(r.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 45, debitAccount: 1500, creditAccount: 3400, invoiceFee: true });
    expect(read("Purregebyr 60 kr på den forfalte fakturaen, debet 1500 kredit 3400, og send faktura for gebyret.").task).toMatchObject({ debitAccount: 1500, creditAccount: 3400 });
  });

  it("a currency named once as a word prices the bare figures; a figure alone in brackets stays a number", () => {
    expect(carriedCurrency('1× "Deck survey" (6102) @ 7\'250.00 → 25%\nall in NOK excl. VAT')).toBe('1× "Deck survey" (6102) @ 7\'250.00 kr → 25%\nall in NOK excl. VAT');
    const r = read(
      'invoice → Brimnes Fiske AS (org 926 118 340)\n2 lines, products exist ✓:\n 1× "Deck survey" (6102) @ 7\'250.00 → 25%VAT\n 2× "Filter set F-20" (6103) @ 1\'180.00 → 25%VAT\nall in NOK excl. VAT\n⇒ create the invoice',
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Deck survey", productNumber: "6102", quantity: 1, unitPriceExcludingVat: 7250 },
        { description: "Filter set F-20", productNumber: "6103", quantity: 2, unitPriceExcludingVat: 1180 },
      ],
    });
  });
});
