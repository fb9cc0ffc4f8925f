import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { fold } from "../text";
import { alreadyDone } from "./already-done";

const read = (text: string, today = "2026-07-15") => interpretWithRules(text, [], { today });
const done = (text: string) => alreadyDone(text, fold(text)).map(([a, b]) => text.slice(a, b).trim());

describe("what the writer says is already in the books", () => {
  it("sets aside a part payment the writer registered herself, its amount and its date", () => {
    const r = read(
      "Hello,\n\nOur customer Harbourline Freight Ltd (organisation number 982 694 213) has one invoice with us, for \"Container handling June 2026\", NOK 33,250.00 excluding VAT. They paid NOK 10,000.00 of it on Friday 3 July 2026, and I registered that part payment myself the same day, so it is already on the invoice – please do not register it again.\n\nToday the rest came in; please register that payment so the invoice is fully paid. By my count the remaining amount is NOK 31,562.50.\n\nThanks",
    );
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_payment", amountExcludingVat: 33250, paymentDate: "2026-07-15" });
  });

  it("sets aside a first instalment invoiced by the writer and an invoice that stays as it is", () => {
    const r = read(
      "Hei,\n\nPå prosjektet «Ombygging lager» for kunden Forus Industrihall AS (org.nr. 816 422 000) er det avtalt en fastpris på NOK 780 000,00. Fastprisen må settes på prosjektet, og kunden skal faktureres for 30 % av fastprisen.\n\nFørste delbetaling, 20 % (NOK 156 000,00 eks. mva.), fakturerte jeg selv i juni; den fakturaen står og skal stå som den er.\n\nTakk",
    );
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 780000, milestonePercent: 30 });
  });

  it("reads a depreciation a colleague booked ('já foi depreciado pela Kari-Anne') and a voucher that is right and stays", () => {
    expect(done("Atenção: o mobiliário (conta 1240) já foi depreciado pela Kari-Anne antes de sair (NOK 12.000,00, lançamento de 31 de dezembro) – NÃO o deprecie outra vez.")).toEqual([
      "Atenção: o mobiliário (conta 1240) já foi depreciado pela Kari-Anne antes de sair (NOK 12.000,00, lançamento de 31 de dezembro)",
    ]);
    expect(done("Strømbilaget for februar (NOK 7 340,00) er riktig og skal stå.")).toHaveLength(1);
    expect(done("Kopipapiret har jeg allerede ført selv, på et eget bilag 15. juni.")).toHaveLength(1);
  });

  it("leaves an event to register, a booking to move and a party registered before alone", () => {
    // The customer's payment is the task, not a booking of the writer's.
    expect(done("The customer already paid NOK 5,000.00 yesterday, please register it.")).toEqual([]);
    // "Skal stå på 6540" is where it should be, not that it stays.
    expect(done("Verktøyet, 5 800 kr, er ført på konto 6800, men skal stå på 6540.")).toEqual([]);
    // A party registered before is a party the task may need, with its number.
    expect(done("Leur société, Café Rivage SARL (numéro d'organisation 945 310 672), est déjà enregistrée chez nous comme client.")).toEqual([]);
    // A trip booked is no booking in the books.
    expect(done("I already booked the hotel myself, NOK 2,400.00 for two nights.")).toEqual([]);
    // "Selv om" is "even if".
    expect(done("Selv om jeg har ført mye i år, skal du føre 4 500 kr på konto 6800.")).toEqual([]);
  });

  it("sets aside a figure found right after a look ('le montant est correct : aucune correction')", () => {
    expect(done("Le vérificateur a aussi regardé l'électricité (compte 6340, 5 300 NOK) ; après contrôle, le montant est correct : aucune correction.")).toHaveLength(1);
    expect(done("Bitte 5 300 NOK auf Konto 6340 buchen, keine Änderung am Kunden.")).toEqual([]);
  });

  it("keeps a self remark in brackets to its bracket", () => {
    expect(done("Correction: la prime n'est pas 8 000, c'est 8 150,00 NOK (je l'ai déjà corrigé en haut).")).toEqual(["(je l'ai déjà corrigé en haut)"]);
  });
});
