import { describe, expect, it } from "vitest";
import { findPercents } from "./extract/values";
import { interpretWithRules } from "./rules";

/** Notes written on one line, their pieces between slashes and their jobs between bars. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a note's pieces between slashes and bars", () => {
  it("an address's '.no' before a bar negates nothing: the customer is created with its number", () => {
    const r = read("ny kunde Grip Havfiske AS / org 921 448 732 / Fiskerivegen 12, 6570 Smøla / post@griphavfiske.no | opprett kunden – dei tek is og kasser frå neste veke – T.");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Grip Havfiske AS", organizationNumber: "921448732", email: "post@griphavfiske.no" });
    expect(r.gate.ok).toBe(true);
  });

  it("names after a head in small letters are the list: 'nye avd / Proviant / Dekk og maskin / Bunkers | opprett alle tre'", () => {
    const r = read("nye avd / Proviant / Dekk og maskin / Bunkers | opprett alle tre – vi skil på dei frå februar – T.");
    expect(r.task).toEqual({ type: "create_departments", names: ["Proviant", "Dekk og maskin", "Bunkers"] });
    const e = read("departments for the new bonded store setup (Graham asked) / Bonded Store / Ship Spares / Deliveries | create all three – T.");
    expect(e.task).toEqual({ type: "create_departments", names: ["Bonded Store", "Ship Spares", "Deliveries"] });
    // A list after a colon is read whole, its first name too.
    expect(read("criar departamentos: [Produção, Qualidade, Marketing]").task).toEqual({ type: "create_departments", names: ["Produção", "Qualidade", "Marketing"] });
  });

  it("items between bars with a price of one after 'à' and no currency: kroner, the count leading each item, the VAT after the tax's name", () => {
    const r = read("faktura Nordvik Fiskeindustri AS / org 923 114 870 / 2 rl fortøyningstau 20 mm (3101) à 1 980 mva 25 | 3 kasse frossen sei (3207) à 860 mva 15 | 1 stk Tidevannstabeller 2026 (3350) à 420 mva 0 / alt eks mva – H.");
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      customer: { name: "Nordvik Fiskeindustri AS", organizationNumber: "923114870" },
      lines: [
        { productNumber: "3101", quantity: 2, unitPriceExcludingVat: 1980, vatRate: 25 },
        { productNumber: "3207", quantity: 3, unitPriceExcludingVat: 860, vatRate: 15 },
        { productNumber: "3350", quantity: 1, unitPriceExcludingVat: 420, vatRate: 0 },
      ],
    });
  });

  it("an item after a grouped organisation number is counted from its own figure ('org 812 440 915 / 6 Stk Karabiner à NOK 145')", () => {
    const r = read("Kunde Weser Schlepp GmbH / Org 812 440 915 / 6 Stk Karabinerhaken 12 mm à NOK 145 / MwSt 25 / Rechnung schicken – H.");
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", lines: [{ description: "Karabinerhaken 12 mm", quantity: 6, unitPriceExcludingVat: 145 }] });
    const e = read("cliente Conservas Getaria SL / org 944 210 336 / 4 rl malla 30 mm à 2 150 NOK / IVA 25 / enviar factura");
    expect(e.task).toMatchObject({ lines: [{ quantity: 4, unitPriceExcludingVat: 2150 }] });
  });

  it("a new product's name is the piece before its number ('neues Produkt / Ankerkette 14 mm / Nr. 5521')", () => {
    const r = read("neues Produkt / Ankerkette 14 mm / Nr. 5521 / Preis 3 410 NOK pro m ohne MwSt / MwSt 25 | bitte anlegen – H.");
    expect(r.task).toMatchObject({ type: "create_product", name: "Ankerkette 14 mm", productNumber: "5521", priceExcludingVat: 3410 });
  });

  it("a figure after 'eks. mva' is an amount, no VAT rate: 'eks. mva 12 tusen 800', 'Pris eks. mva: 12 490,50'", () => {
    expect(findPercents("konto 4300, beløp eks. mva 12 tusen 800 kroner")).toEqual([]);
    expect(findPercents("Pris eks. mva: 12 490,50 kr")).toEqual([]);
    expect(findPercents("1 stk bok (4410) à 690 mva 0 | 2 kasse sei (3207) à 860 MwSt 15").map((p) => p.value)).toEqual([0, 15]);
  });

  it("a salary's figure written bare before the bonus's is the salary's: 'fastløn 39 900 / eingongsbonus NOK 5 000'", () => {
    const r = read("løn mai / Kari Vold kari.vold@example.org / fastløn 41 300 / eingongsbonus NOK 4 500 (varetelling) | køyr løna for denne månaden – T.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41300, bonus: 4500 });
  });
});

