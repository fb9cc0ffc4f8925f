import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Requests by writers using a language that is not their first: names in their own order, explained; numbers and dates in their own forms. */

const read = (text: string, today = "2026-03-20") => interpretWithRules(text, [], { today });

describe("a name whose parts the writer explains", () => {
  it("takes the word said to be the surname as the last name, whatever the order written", () => {
    const r = read(
      "Ny kollega heter Nguyen Minh. Obs: vi skriver familienavn først, så Nguyen er etternavn og Minh er fornavn. Født 03.07.1994, begynner 01.05.2026. E-post minh.nguyen@example.org. Kan du opprette ansatt?",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Minh", lastName: "Nguyen", dateOfBirth: "1994-07-03", startDate: "2026-05-01" });
  });
  it("reads the part in brackets after each word", () => {
    const r = read("Bitte neue Mitarbeiterin anlegen: Tran (Nachname) Mai (Vorname), tran.mai@example.org, geboren 2.11.1990, Start 1.4.2026.");
    expect(r.task).toMatchObject({ firstName: "Mai", lastName: "Tran" });
  });
  it("leaves a name written given name first as it is", () => {
    const r = read("New employee Anna Berg, first name Anna, anna.berg@example.org, born 1.2.1991, starts 1.4.2026.");
    expect(r.task).toMatchObject({ firstName: "Anna", lastName: "Berg" });
  });
});

describe("grammar of a second language", () => {
  it("counts the days of a trip written in the singular ('4 Tag', '3 jour')", () => {
    const r = read("Bitte Reisekostenabrechnung für Katrin Albrecht (katrin.albrecht@example.org) für \"Werftbesuch Stord\". Die Reise hat 4 Tag gedauert, mit Tagegeld (Tagessatz 800 NOK). Ausgaben: Flugticket 3.980 NOK und Taxi 460 NOK.");
    expect(r.task).toMatchObject({ type: "register_travel_expense", days: 4, perDiemRate: 800 });
  });
  it("reads an address whose postcode and city each follow their label inside the sentence", () => {
    const r = read("Please make one new customer in system. Name: Hareid Slipp AS, organisation number 920 966 543. They sit in address Strandgata 14, post number 6060, city Hareid. Email for them is post@hareidslipp.no.");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Strandgata 14", postalCode: "6060", city: "Hareid" } });
  });
  it("reads a ledger error from its own words, not from an aside in the bracket before it", () => {
    const r = read(
      "Hola, encontramos errores en el libro mayor de enero 2026. Corrige los 4 errores: un asiento en cuenta equivocada (cuenta 6860 usada en lugar de 6800, importe 3.150 NOK), un asiento duplicado (cuenta 7350, importe 1.840 NOK – yo registrar dos veces, perdón), una línea de IVA que falta (cuenta 6540, importe sin IVA 8.800 NOK, falta el IVA en cuenta 2710), y un importe incorrecto (cuenta 6300, 16.500 NOK contabilizado en lugar de 15.600 NOK).",
    );
    expect((r.task as { errors: { kind: string; account?: number }[] }).errors.map((e) => e.kind)).toEqual(["wrong_account", "duplicate_voucher", "missing_vat", "wrong_amount"]);
  });
});
