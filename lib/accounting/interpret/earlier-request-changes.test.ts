import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { applyTemplateOverrides } from "./structure/template-overrides";

// Invented requests that quote an earlier request as a template and write only what differs this time.
const read = (text: string, today = "2026-05-04") => interpretWithRules(text, [], { today }).task;

describe("an earlier request quoted as a template, and its changes", () => {
  it("each change takes the place of the template's value of its kind", () => {
    expect(
      read(
        "Das hier hatte ich im Januar geschickt (ist angelegt):\n\n> Bitte als Kunden anlegen: Alpenglut Messebau GmbH, Org.-Nr. 987 114 622, Nygårdsgaten 31, 5015 Bergen, E-Mail post@alpenglut.no.\n\nJetzt dasselbe für die Schwesterfirma. Anders ist nur:\n→ Name: Alpenglut Bühnentechnik GmbH\n→ Org.-Nr.: 931 207 458\n→ E-Mail: post@alpenglut-buehne.no\nAdresse identisch.\n–M.",
      ),
    ).toMatchObject({ type: "create_customer", name: "Alpenglut Bühnentechnik GmbH", organizationNumber: "931207458", email: "post@alpenglut-buehne.no" });
  });

  it("a change's label says which of several amounts it replaces", () => {
    expect(
      read(
        "Frå april:\n\n> Løn april, Åsmund Fjeldstad (asmund.fjeldstad@example.org): 46 800 kr i grunnløn + 5 000 kr eingongsbonus oppå.\n\nSame for denne månaden, berre:\n→ bonus: 7 500 kr\nGrunnløna er uendra.",
      ),
    ).toMatchObject({ type: "run_payroll", baseSalary: 46800, bonus: 7500 });
  });

  it("a person given with a new address replaces the template's person; 'X, not Y' replaces Y", () => {
    expect(
      applyTemplateOverrides(
        "Fra 2024:\n\n> Opprett prosjekt «Nor-Shipping 2025 stand» for Maritim Forum AS (org.nr 912 774 309). PL: Hallvard Rye (hallvard.rye@example.org).\n\nSamme oppsett for neste runde:\n→ navn: «Nor-Shipping 2027 stand»\n→ PL: Live Kvamme (live.kvamme@example.org)\nKunde som før.",
      ),
    ).toContain("Opprett prosjekt «Nor-Shipping 2027 stand» for Maritim Forum AS (org.nr 912 774 309). PL: Live Kvamme (live.kvamme@example.org).");
    const dimension = applyTemplateOverrides(
      "Lo de marzo:\n\n> Dimensión contable nueva, «Region», valores «Vestland» y «Rogaland». Después un asiento de 9 400 NOK a la 6860, con la dimensión en «Vestland».\n\nHazlo ahora, pero:\n→ el asiento va en la cuenta 7350 y son 14 250 NOK\n→ vinculado a «Rogaland», no a «Vestland»\nDimensión y valores, tal cual.",
    );
    expect(dimension).toContain("valores «Vestland» y «Rogaland». Después un asiento de 14 250 NOK a la 7350, con la dimensión en «Rogaland».");
    expect(dimension).not.toContain("→");
  });

  // Guards: without a template, a word of sameness, or a place for every value of a change, the text stays as written.
  it("leaves a request alone that quotes nothing, says nothing stays, or whose change has no place", () => {
    const noTemplate = "Flytt 4 500 kr:\n→ Kto 6300 → 7100, samme bilag.";
    expect(applyTemplateOverrides(noTemplate)).toBe(noTemplate);
    const noSameness = "Kunden skrev:\n\n> Vi har betalt 12 000 kr.\n\nRegistrer betalingen:\n→ 12 000 kr på faktura 1004";
    expect(applyTemplateOverrides(noSameness)).toBe(noSameness);
    const noPlace = "Fra i fjor:\n\n> Opprett kunden Fjord AS, org.nr 912 774 309.\n\nSamme, bare:\n→ telefon 55 12 34 56";
    expect(applyTemplateOverrides(noPlace)).toBe(noPlace);
  });
});
