import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { impliedKroner } from "./extract/implied-currency";
import { expandAbbreviations } from "./concepts/abbreviations";
import { statedErrorCount } from "./extract/stated-count";
import { findDates } from "./extract/dates";
import { restoreCase } from "./structure/true-case";
import { carriedCurrency } from "./extract/carried-currency";

/** An apprentice's one-line notes: names in small letters, values in a row, a sign-off of initials. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-18" });

describe("names written in small letters", () => {
  it("gives a request in small letters its names back though the writer signs it with an initial in capitals", () => {
    const r = read("new employee tobias lindqvist born 04/02/1996 tobias.lindqvist@example.org start 2/5, add him pls -T");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Tobias", lastName: "Lindqvist" });
  });

  it("reads a company in small letters before its form and number in a note with capitals of its own", () => {
    const r = read("leverandørfaktura INV-2026-7710 fra fjellstad papir as org 915443226, 6 250 inkl mva, kontorrekvisita konto 6800 25% mva. Registrer den");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { name: "Fjellstad Papir AS", organizationNumber: "915443226" } });
  });

  it("reads a person in small letters right before the address that spells the name, a role in brackets between", () => {
    const r = read('project "Kai 4 Lys" for tidewater marine ltd org 955312448, PM nora hale (lead) nora.hale@example.org. Create pls');
    expect(r.task).toMatchObject({
      type: "create_project",
      customer: { name: "Tidewater Marine Ltd", organizationNumber: "955312448" },
      projectManager: { firstName: "Nora", lastName: "Hale", email: "nora.hale@example.org" },
    });
  });
});

describe("a company without a form", () => {
  it("reads two words or more in small letters right before the number's label as the company, one word as no name", () => {
    const r = read('nytt prosjekt "Tak Haugevegen 3" kunde sameiet haugevegen 3 org 993 812 404 PL kari moen kari.moen@example.org -S');
    expect(r.task).toMatchObject({ type: "create_project", customer: { name: expect.stringMatching(/^Sameiet Haugevegen/), organizationNumber: "993812404" } });
    expect(restoreCase("Leverandør: Dalarna Kakel AB (svensk org.nr 917366047)")).toContain("svensk org.nr");
  });
});

describe("values in a row", () => {
  it("reads no organisation number as the price of an item named before it", () => {
    expect(impliedKroner("supplier cost 67300 Voltline Supplies Ltd org 876081512, then invoice")).not.toContain("876081512 kr");
  });

  it("keeps an everyday product code as written: 'LED' is no ledger", () => {
    expect(expandAbbreviations("Iluminação LED do balcão", "pt")).toBe("Iluminação LED do balcão");
  });

  it("reads what is sold after the customer and its number on a one-line invoice note", () => {
    const r = read("factura y enviar: ferretería ruiz sl org 917204338 montaje de rótulo LED 9800 sin iva -M");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Ferretería Ruiz SL" }, description: "Montaje de rótulo LED", amountExcludingVat: 9800 });
  });
});

describe("items and errors in a row", () => {
  it("reads bare figures after an item's name and its number in brackets as the items' prices, the party and a plus left out of the names", () => {
    const r = read("pedido fontanería olmo sl org 926 318 440: caldera mural (6610) 18700 + montaje (6611) 3900, luego factura y pago completo -J");
    expect(r.task).toMatchObject({
      type: "order_to_invoice_with_payment",
      customer: { name: "Fontanería Olmo SL", organizationNumber: "926318440" },
      lines: [
        { description: "caldera mural", productNumber: "6610", unitPriceExcludingVat: 18700 },
        { description: "montaje", productNumber: "6611", unitPriceExcludingVat: 3900 },
      ],
    });
  });

  it("reads the count of errors in brackets after the errors' noun, so each slash-separated item is an error of its own", () => {
    expect(statedErrorCount("erros no razão jan e fev (3): conta errada 6300 em vez de 6340 2100kr / …")).toBe(3);
    const r = read("erros no razão jan e fev (2): conta errada 6300 em vez de 6340 2150kr / lançamento duplicado conta 6860 1480. corrige com lançamentos -S");
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 6300, correctAccount: 6340, amount: 2150 },
        { kind: "duplicate_voucher", account: 6860, amount: 1480 },
      ],
    });
  });
});

describe("dates written short", () => {
  it("reads a two-digit year after slashes and a birth date of six digits after the birth's word", () => {
    expect(findDates("born 23/11/01, start 15/6", "2026-03-18").map((d) => d.iso)).toEqual(["2001-11-23", "2026-06-15"]);
    expect(findDates("ny ansatt, f. 120899, starter 7/4", "2026-03-18").map((d) => d.iso)).toEqual(["1999-08-12", "2026-04-07"]);
    // Six digits after no birth's word, or more than six, are no date.
    expect(findDates("ordre 120899 og f. 1208991", "2026-03-18")).toEqual([]);
  });
});

describe("a note that names no currency", () => {
  it("reads its bare figures in kroner, but not a house number nor a five-digit postcode", () => {
    expect(carriedCurrency("budsjett 284000 / lev.kostnad 41900 fra Ohm Grossist AS")).toBe("budsjett 284000 kr / lev.kostnad 41900 kr fra Ohm Grossist AS");
    expect(carriedCurrency("Adresse: Trøimsvegen 112, 3560 Hemsedal")).toBe("Adresse: Trøimsvegen 112, 3560 Hemsedal");
    expect(carriedCurrency("Anschrift: Hafenstraße 9, 20457 Hamburg")).toBe("Anschrift: Hafenstraße 9, 20457 Hamburg");
  });

  it("completes a one-line project cycle whose budget and supplier cost are bare figures", () => {
    const r = read('prosjekt "Lys Kaia 2" kaia sameie org 968 402 188 hele runden: budsjett 184000 / timer eirik dahl (PL) eirik.dahl@example.org 30t / lev.kostnad 21900 fra volt grossist as org 822 135 900 / faktura til kunden til slutt -S');
    expect(r.task).toMatchObject({ type: "project_lifecycle", budget: 184000, supplierCost: { amount: 21900, supplier: { organizationNumber: "822135900" } } });
  });
});

