import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/**
 * A trader's mail carries the trade's figures around the task's values: prices per piece, per tonne, per hour; a firm's
 * name with a word that is also a verb ("Sunnmøre Is AS") or a bracket that describes the firm.
 */
const read = (text: string, today = "2026-07-10") => interpretWithRules(text, [], { today });

describe("figures of the trade around a task's values", () => {
  it("registers a supplier invoice beside a price per tonne, with a firm named 'Is'", () => {
    const r = read("Kari, faktura SI-2026-0712 frå Sunnmøre Is AS (org.nr 986551302) har kome, 10 875 kr inkl. mva for flakisen i veke 27 (7,5 tonn à 1 160 kr + frakt). Isen går på konto 4300. Kan du føre han med inngåande mva 25 %?");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { name: "Sunnmøre Is AS", organizationNumber: "986551302" }, amountIncludingVat: 10875 });
  });

  it("creates a supplier whose name a bracket describes, beside prices per piece", () => {
    const r = read("Ny leverandør av kartonger (4,10 NOK/stk mot 4,65 hos Smurfit). Kan du registrere dem?\n> Nordpack Verpackungen GmbH (norwegische Zweigniederlassung), Org.-Nr. 917284563\n> Rechnungen bitte an: rechnung@nordpack.example.com");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Nordpack Verpackungen GmbH", organizationNumber: "917284563" });
  });

  it("keeps an exchange rate a value to place: a rate per currency is no price per unit", () => {
    const r = read("Bitte das neue Produkt «Klippfisk 25 kg», Nr. 4102, Preis 2 450 NOK ohne MwSt., 15 % MwSt. anlegen. Ø 11,21 NOK/EUR.");
    expect(r.gate.unused).toContain("11,21 NOK");
  });
});
