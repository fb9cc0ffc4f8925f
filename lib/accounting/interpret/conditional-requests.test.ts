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
});
