import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { impliedKroner } from "./extract/implied-currency";
import { findInvoiceNumbers } from "./extract/values";

/** A property manager's notes: deposits, guarantees, meter readings and unit numbers around the request. */

const read = (text: string, today = "2026-04-02") => interpretWithRules(text, [], { today });

describe("a remark that keeps a figure out of the books", () => {
  it("reaches back from a remark with no value of its own to the amounts its sentence named", () => {
    const guarantee = read("Nouveau locataire, à créer comme client :\nCafé Brume AS, org.nr 931 552 804\nE-mail : post@cafebrume.no\nGarantie bancaire de 6 mois (72 000,-) reçue de leur banque – rien à comptabiliser.");
    expect(guarantee.task).toMatchObject({ type: "create_customer", name: "Café Brume AS", organizationNumber: "931552804" });
    expect(guarantee.gate?.ok).toBe(true);
    const cash = read("Lag eit produkt: «Parkering per døgn», produktnummer 5120, pris 150,- eks. mva, 25 % mva.\nDepositum for brikke (300,-) tek vi kontant, det skal ikkje inn her.");
    expect(cash.task).toMatchObject({ type: "create_product", productNumber: "5120", priceExcludingVat: 150 });
    expect(cash.gate?.ok).toBe(true);
    // An abbreviation's dot ("snr. 5") ends no sentence: the remark reaches the amount before it.
    const fees = read("Vi fakturerte Van Loon Beheer B.V. (org.nr 982 650 318) 9 800 EUR da kursen var 11,55 NOK/EUR. De har nå betalt, men kursen er 11,70. Registrer innbetalingen og før agio på riktig konto.\nFelleskostnadene for seksjonen (snr. 4, 3 600,- i mnd.) går som vanlig, ikke bland inn dem.");
    expect(fees.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 9800 });
    expect(fees.gate?.ok).toBe(true);
  });

  it("keeps out a figure written as the amount of the thing a remark names elsewhere", () => {
    const r = read("[B12] Local 0.4 · contrato B-N-07 · fianza 38 400,-\nEl pago de Café Norte AS (org.nr 917 442 306) por la factura «Alquiler local marzo» (12 800,- sin IVA) ha sido devuelto por el banco. Anule el pago.\nNo toque la fianza.");
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", amountExcludingVat: 12800 });
  });

  it("leaves a party's number alone when the remark says the party is there already or in its own bracket", () => {
    const there = read("Factura a Olas Eventos SL — ya están en Tripletex como cliente (org. nº 948 215 307), así que NO crees otro. Importe NOK 12 000 sin IVA, 25 % IVA, línea «Alquiler sala».");
    expect(there.task).toMatchObject({ customer: { organizationNumber: "948215307" } });
    const bracket = read("Leverandør: Fjord Vask AS, org.nr. 921 506 384 (ikkje registrert hos oss frå før, må opprettast). Faktura FV-118 på 9 375 kr inkl. mva, konto 6300.");
    expect(bracket.task).toMatchObject({ supplier: { organizationNumber: "921506384" } });
  });
});

describe("numbers that are not kroner", () => {
  it("reads no kroner in a unit's number ('Local 1.04', '1.01 à 1.06')", () => {
    expect(impliedKroner("Pas de département par local (1.01 à 1.06), ce serait trop.")).not.toContain("kr");
    expect(impliedKroner("Créer le projet « Ombygging lokale 1.04 » ; le compteur du 1.04 indique 33 090 kWh.")).not.toContain("kr");
  });

  it("takes the invoice's number before a claim's, a case's or a lease's number written first", () => {
    expect(findInvoiceNumbers("[SK3] Fuite local 1.05 · sinistre n° SK-26-002\nFacture reçue du plombier Vann AS, n° F-20417, 23 750,- TTC.")[0]).toBe("F-20417");
    expect(findInvoiceNumbers("Leil. 3B · leiekontrakt LK-2022-031\nFaktura fra Bygg AS, BA-4410, 12 000 kr.")[0]).toBe("BA-4410");
  });

  it("reads a key's number as no value of the task", () => {
    const r = read("Nordvik Sport AS (org.nr 912 806 453) har betalt heile fakturaen for «Leige lager mars» (9 400,- eks. mva). Registrer innbetalinga.\nDei spurde om nøkkel nr. 14 også.");
    expect(r.task).toMatchObject({ type: "register_payment", amountExcludingVat: 9400 });
    expect(r.gate?.ok).toBe(true);
  });
});
