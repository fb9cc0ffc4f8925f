import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { backgroundSections } from "./structure/prompt-sections";

/**
 * Requests written as a lawyer's instruction: recitals and definitions, numbered or titled
 * articles, defined terms in brackets, amounts in words with their figures, and provisos.
 */

const read = (text: string, today = "2026-06-02") => interpretWithRules(text, [], { today });

describe("a request written as an instruction in clauses", () => {
  it("reads the operative articles as the task and the definitions as their facts", () => {
    const text = [
      "INSTRUCTION n° 26/12",
      "",
      "Article premier – Définitions",
      "– « le Client » : Ateliers de la Rance SARL, numéro d'organisation 915 204 377, déjà enregistré comme client ;",
      "",
      "Article 2 – Facture",
      "L'Assistant établit une facture au Client pour « Inspection de treuil », au prix de quatre mille deux cents couronnes (4 200,00 NOK) hors TVA, TVA 25 %.",
      "",
      "Article 3 – Réserve",
      "La remise de 5 % évoquée le 2 mai n'est pas accordée.",
    ].join("\n");
    const spans = backgroundSections(text).map(([a, b]) => text.slice(a, b));
    expect(spans.map((s) => s.split("\n")[0])).toEqual(["Article premier – Définitions", "Article 3 – Réserve"]);
    const r = read(text);
    expect(r.task).toMatchObject({ customer: { name: "Ateliers de la Rance SARL", organizationNumber: "915204377" } });
    expect(JSON.stringify(r.task)).toContain("4200");
  });

  it("reads recitals over operative provisions, with every term a bracket defines set aside", () => {
    const r = read(
      [
        "RECITALS",
        '(A) Harbour Training Ltd, organisation number 950 211 836 (hereinafter "the Customer"), attended a course on 28 May 2026.',
        "",
        "OPERATIVE PROVISIONS",
        '1. The Assistant shall prepare one invoice to the Customer with the following lines (hereinafter, together, "the Lines"):',
        ' 1.1 "Sea Survival Course", one (1) at nine thousand kroner (NOK 9,000.00), VAT 25 %;',
        ' 1.2 "Course Lunch", one (1) at six hundred kroner (NOK 600.00), VAT 15 %.',
        "2. All amounts are stated exclusive of VAT.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", customer: { organizationNumber: "950211836" } });
    expect(r.gate.reasons.join(" ")).not.toMatch(/the Lines|the Customer/);
  });

  it("reads a travel cost named before the comma that sets its amount beside it, and the title its word names", () => {
    const r = read(
      [
        "1. Bakgrunn",
        "Kari Nesse (kari.nesse@example.org), heretter kalla «Den reisande», var på tenestereise frå 3. mai 2026 til 4. mai 2026.",
        "",
        "2. Pålegg",
        "Assistenten skal registrere ei reiserekning for Den reisande med tittelen «Kundemøte Molde», med",
        "a) diett for to dagar, dagsats 800 kroner (kr 800,00);",
        "b) utlegg til leigebil, 1450 kroner (kr 1 450,00).",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "register_travel_expense", title: "Kundemøte Molde", perDiemRate: 800 });
    expect((r.task as { costs: { amount: number }[] }).costs.map((c) => c.amount)).toEqual([1450]);
  });
});
