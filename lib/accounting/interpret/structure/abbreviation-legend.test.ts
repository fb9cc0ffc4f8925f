import { describe, expect, it } from "vitest";
import { applyAbbreviationLegend } from "./abbreviation-legend";
import { interpretWithRules } from "../rules";

/** A tracker's checklist that explains its own shorthand once, in a legend at its foot. */

describe("a note's own abbreviation legend", () => {
  it("writes each abbreviation out where it is used and drops the legend line", () => {
    const text = ["Ny LEV i TX", "1) LEV → Granlid Sag AS", "2) ON → 912 345 678", "", "Fork.: LEV = leverandør, ON = org.nr, TX = Tripletex"].join("\n");
    expect(applyAbbreviationLegend(text)).toBe(["Ny leverandør i Tripletex", "1) leverandør → Granlid Sag AS", "2) org.nr → 912 345 678", "", ""].join("\n"));
  });

  it("takes the words before a gloss, splits slashed pairs, and leaves addresses and other words alone", () => {
    const text = ["send UF to KL, amount 4 000 eMVA (5 000 iMVA), mail faktura@kl-bygg.no", "Abbr.: UF = utgående faktura (sales invoice), KL = kunde (customer), eMVA/iMVA = ekskl./inkl. mva"].join("\n");
    expect(applyAbbreviationLegend(text)).toBe("send utgående faktura to kunde, amount 4 000 ekskl. mva (5 000 inkl. mva), mail faktura@kl-bygg.no\n");
  });

  it("reads a bare line of two codes as a legend, but not a sentence that explains what words mean", () => {
    expect(applyAbbreviationLegend("Faktura til KL\nKL = kunde, AT = ansatt")).toBe("Faktura til kunde\n");
    const glossary = "Spalten: Dato = Datum, Beløp = Betrag, Tekst = Text";
    expect(applyAbbreviationLegend(glossary)).toBe(glossary);
    const sentence = "entradas = facturas clientes (nº factura en el texto), salidas = facturas proveedores abiertas";
    expect(applyAbbreviationLegend(sentence)).toBe(sentence);
  });

  it("lets a checklist in its own shorthand be read as the invoice it asks for", () => {
    const r = interpretWithRules(
      [
        "BKT-2210 · Status: Åpen → agent",
        "",
        "UF – Lyngmo Bakeri AS (ON 915 220 431)",
        "1) KL finst i TX frå før – [GJORT] ikkje opprett ny",
        "2) Lag UF og send til KL → kr 8 400,- eMVA (25 % mva)",
        "3) Tekst på linja → Kurs i hygiene",
        "",
        "Fork.: UF = utgåande faktura, KL = kunde, ON = org.nr, eMVA = ekskl. mva, TX = Tripletex",
      ].join("\n"),
      [],
      { today: "2026-03-18" },
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { organizationNumber: "915220431" } });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a numbered checklist item with an arrow", () => {
  const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-18" });

  it("reads an item whose question is a field's label as that field, and keeps a step that names a thing a step", () => {
    const r = read("Faktura til Lyngmo Bakeri AS, org.nr 915 220 431, kr 8 400 ekskl. mva, send den\n2) Tekst på linja → Kurs i hygiene");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Kurs i hygiene" });
    const step = read("ONBOARDING — tilbud vedlagt\n1) ny ansatt → riktig avd.\n2) arbeidsforhold etter brevet");
    expect(step.task).not.toMatchObject({ firstName: "riktig" });
  });
});

