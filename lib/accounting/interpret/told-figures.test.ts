import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/** Figures a request tells to explain itself, which ask for nothing to be booked. */

const read = (text: string, today = "2026-06-03") => interpretWithRules(text, [], { today });

describe("figures a request tells", () => {
  it("sets a statement's balance and a partly paid invoice's full amount aside in a reconciliation", () => {
    const r = read(
      "Hi, here is the May statement, typed off the bank's page:\n\n05.05.2026  Payment from Fjellheim AS invoice 2001  +12 500,00\n12.05.2026  Payment from Storli Bygg AS invoice 2002  +8 000,00\n20.05.2026  Payment to Nordvik Trelast AS  -6 250,00\n31.05.2026  Bank fee  -150,00\nbalance 31/5 64 100,00\n\nPlease reconcile: incoming payments against the customer invoices, the outgoing one against the supplier invoice. Note that 2002 is only partly paid, the invoice is 20 000,00.",
    );
    expect(r.classification.type).toBe("bank_reconciliation");
    expect(r.gate.ok).toBe(true);
    const told = (r.gate.context ?? []).join("\n");
    expect(told).toContain("64 100,00 kr: the account's balance on the statement");
    expect(told).toContain("20 000,00 kr.: the invoice's full amount, told beside the partial payment on it");
  });

  it("takes a trip's title from its own label line before a word quoted elsewhere", () => {
    const r = read(
      "Reiseregning > [+ Ny reiseregning]\n1. «Ansatt» = Berg, Lise (lise.berg@example.org)\n2. «Tittel» = Kundebesøk Ålesund\n3. «Avreise» = 02.06.2026, «Retur» = 03.06.2026\n4. «Antall døgn» = 2, «Sats» = 800,00 per døgn\n5. «Betalingsmåte» på alt: Privat utlegg\n6. [Lagre]",
    );
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Kundebesøk Ålesund" });
  });

  it("reads a month-end part's figures told before the word that names it, in its own sentence", () => {
    const r = read(
      "Monatsabschluss Mai 2026, bitte: Die Versicherung ist für 12 Monate im Voraus bezahlt und steht auf Konto 1720, buche 1.800 NOK pro Monat in den Aufwand 6400. Der Gabelstapler hat 144.000 NOK gekostet, Nutzungsdauer 6 Jahre; buche die monatliche lineare Abschreibung auf Konto 6010 gegen 1209. Gehaltsabgrenzung 31.200 NOK, Soll 5000, Haben 2900.",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 144000, usefulLifeYears: 6, expenseAccount: 6010 } });
  });

  it("keeps an abbreviation's dot inside its sentence ('NOK 4.250,- pr. mnd, fra konto 1700')", () => {
    const r = read(
      "Det bes om månedsavslutning for mai 2026: periodisering av forskuddsbetalt husleie, NOK 4.250,- pr. mnd, fra konto 1700 til konto 6300; månedlig lineær avskrivning av varebilen anskaffet 29.04.2026 for NOK 432.000,- ekskl. mva, levetid 8 år, debet konto 6010 og kredit konto 1209; samt avsetning for påløpt lønn mai, NOK 38.700,-, debet 5000 og kredit 2900.",
    );
    expect(r.task).toMatchObject({ accrual: { amount: 4250, fromAccount: 1700 }, depreciation: { acquisitionCost: 432000 } });
  });
});

