import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

// Invented requests in the shape of a manager who delegates with reasons and conditions.
const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a manager's requests with reasons and conditions", () => {
  it("a payroll's month is not the day the person started ('entró con nosotros el lunes 5 de enero')", () => {
    const r = read("Ok — nómina de este mes para Lucía Ferreiro <lucia.ferreiro@example.org>. Sueldo base NOK 52 300 y una prima única de NOK 7 500. Si le faltan datos de empleo, complétalos — entró con nosotros el lunes 5 de enero.");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 52300, bonus: 7500 });
    expect((r.task as { date?: string }).date).toBeUndefined();
  });

  it("an address set off by dashes ('Register the office one — Keiser Wilhelms gate 22, 6003 Ålesund — because …')", () => {
    const r = read("Ok — new customer: Harbourline Offshore AS, org. 953 331 470. Register the office one — Keiser Wilhelms gate 22, 6003 Ålesund — because invoices go there. E-mail post@harbourline.no.");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Keiser Wilhelms gate 22", postalCode: "6003", city: "Ålesund" } });
  });

  it("numbered items in brackets each stand alone: '… ikkje eitt samlebilag. (2) Reverser … kr 38 400 på konto 1700'", () => {
    const r = read(
      "Ok — forenkla årsavslutning for 2025. (1) Bokfør avskrivingar lineært: Sveiserobot (kr 396 000, 6 år, konto 1200). Kostnad på 6010, akkumulerte avskrivingar på 1209 — kvar avskriving som eige bilag, ikkje eitt samlebilag. (2) Reverser dei forskotsbetalte kostnadene, til saman kr 38 400 på konto 1700. (3) Bokfør skattekostnaden, 22 % av skattbart resultat, debet 8700 og kredit 2920.",
      "2026-01-15",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", prepaidReversal: { amount: 38400, account: 1700 } });
  });

  it("a sentence opening with 'not' and what it names before a comma rules that out ('Ikke januarfakturaen, «Service slepevinsj» — den er betalt')", () => {
    const r = read("Ok — Herøy Havservice AS (org.nr 986 364 412): innbetalingen for «Årskontroll kraner» (kr 21 480 eks. mva.) kom i retur fra banken i går. Reverser den innbetalingen, så fakturaen står som utestående igjen. Ikke januarfakturaen, «Service slepevinsj» — den er betalt ordentlig. Og ingen kreditnota.", "2026-03-12");
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", invoiceDescription: "Årskontroll kraner" });
    // What follows "only" stands: "Ikke hele beløpet, altså, bare 3 500 kr".
    const partial = read("Det er bare én faktura som er forfalt. Bokfør et purregebyr på 35 kr: debet 1500, kredit 3400, og send en faktura på gebyret. De har betalt 3 500 kr av den forfalte fakturaen, registrer det som en delbetaling. Ikke hele beløpet, altså, bare 3 500 kr.", "2026-03-12");
    expect(partial.task).toMatchObject({ type: "overdue_invoice_reminder", partialPaymentAmount: 3500 });
  });
});

describe("a form answered under its questions", () => {
  it("a numbered question ('2. Namen?') is never a department's name", () => {
    const r = interpretWithRules("1. Was ist zu tun?\ndrei Abteilungen anlegen\n2. Namen?\nKuldeskulen, Varmepumper, Lager\n3. Beträge?\n—\n4. Sonstiges?\ndie Namen genau so.", [], { today: "2026-03-12" });
    expect(JSON.stringify(r.task ?? r.candidate)).not.toContain("?");
  });
});
