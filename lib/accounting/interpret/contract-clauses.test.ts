import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { backgroundSections } from "./structure/prompt-sections";
import { expandAbbreviations } from "./concepts/abbreviations";
import { applyErrata } from "./structure/corrections";

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

  it("reads the closing place and date with the name under it as the signature, not as the employee", () => {
    const r = read(
      [
        "INSTRUKS nr. 26/40",
        "",
        "1. Bakgrunn",
        "Tilbodsbrevet til den nye tilsette lyder: «Fødselsdato: 12.02.1990. Tiltreding: 1. august 2026. Årsløn: kr 540 000.»",
        "",
        "2. Pålegg",
        "Assistenten skal opprette den tilsette og setje opp tilsetjingsforholdet etter brevet.",
        "",
        "Ålesund, 2. juni 2026",
        "K. L. Vik",
      ].join("\n"),
    );
    expect(JSON.stringify(r.candidate)).not.toMatch(/Vik/);
    expect(r.message.parts.map((p) => p.kind)).toEqual(["request", "signoff", "signature"]);
  });

  it("reads an invoice copied with its 'Destinataire :' line as the supplier's invoice to book, no disclaimer", () => {
    const r = read(
      [
        "La Société a reçu la facture ci-dessous d'un nouveau fournisseur (ci-après « le Fournisseur ») :",
        "---",
        "ATELIERS DU LÉON SARL",
        "Org.nr. : 918 446 207",
        "FACTURE n° AL-5521",
        "Date de facture : 14.05.2026 – Échéance : 13.06.2026",
        "Destinataire : Vik Skipsteknikk AS, Ålesund",
        "Montant HT : 8 000,00 NOK",
        "TVA 25 % : 2 000,00 NOK",
        "Total TTC : 10 000,00 NOK",
        "---",
        "Il est demandé à l'Assistant d'enregistrer la facture, en créant au préalable le Fournisseur, sur le compte de charges 6540 avec déduction de la TVA.",
      ].join("\n"),
    );
    expect(r.message.parts.some((p) => p.kind === "disclaimer")).toBe(false);
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 10000, expenseAccount: 6540 });
  });

  it("takes no discount in a proviso for a line's VAT rate, and reads a figure restated after long unit words once", () => {
    const r = read(
      [
        "Article 1 – Commande",
        "L'Assistant établit pour Chantiers de Lorient SAS (numéro d'organisation 917 503 226) une commande du produit n° 4410 « Essai de traction » au prix de neuf mille couronnes norvégiennes (9 000,00 NOK) hors TVA, convertie en facture, le paiement intégral étant reçu ce jour.",
        "",
        "Article 2 – Réserve",
        "La remise de 5 % évoquée le 19 mai n'est pas consentie.",
      ].join("\n"),
    );
    const lines = (r.candidate as { lines?: { unitPriceExcludingVat: number; vatRate?: number }[] }).lines ?? [];
    expect(lines.map((l) => l.unitPriceExcludingVat)).toEqual([9000]);
    expect(lines[0]?.vatRate).not.toBe(5);
  });

  it("applies a corrigendum to a place whose number words are now figures", () => {
    const r = read(
      [
        "1. RECITALS",
        '1.1 North Sea Dredging Ltd, org. no. 811 204 593 (hereinafter "the Client"), is the customer of the project "Hopper Survey 2026", managed by Ruth Hale (ruth.hale@example.org).',
        "",
        "2. INSTRUCTIONS",
        "2.1 The project shall be set to a fixed price of NOK 200,000.00.",
        "2.2 The Client shall be invoiced, as a milestone payment, twenty-five per cent (25 %) of the fixed price, exclusive of VAT.",
        "",
        "3. CORRIGENDUM",
        'In clause 2.2, for "twenty-five per cent (25 %)" read "fifty per cent (50 %)".',
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 200000, milestonePercent: 50 });
  });

  it("reads recitals opened 'ATTENDU QUE' as background before 'IL EST DEMANDÉ', and a title its participle names", () => {
    const text = [
      "ATTENDU QUE Mme Claire Roux (claire.roux@example.org), salariée de la Société (ci-après « la Salariée »), s'est rendue à Brest du 5 au 7 octobre 2026 ;",
      "ATTENDU QUE ce déplacement a duré trois (3) jours ;",
      "",
      "IL EST DEMANDÉ à l'Assistant d'enregistrer une note de frais au nom de la Salariée, intitulée « Essais Brest », comportant :",
      "1° une indemnité journalière de huit cents couronnes (800,00 NOK) pour chacun des jours ;",
      "2° le billet de train, soit mille deux cents couronnes (1 200,00 NOK).",
    ].join("\n");
    const spans = backgroundSections(text).map(([a, b]) => text.slice(a, b));
    expect(spans.join("")).toMatch(/^ATTENDU QUE Mme Claire Roux[^]*trois \(3\) jours ;\n\n$/);
    expect(read(text, "2026-10-09").task).toMatchObject({ type: "register_travel_expense", title: "Essais Brest", perDiemRate: 800 });
  });

  it("lets the words prevail over a figure in brackets that differs from them, and reads a cheque's cents as no amount", () => {
    const r = read(
      [
        "1. BAKGRUNN",
        "1.1 Kunden Fjordverft AS, org.nr. 917 442 305, er allerede registrert.",
        "",
        "2. INSTRUKS",
        "Assistenten skal sende en faktura til Fjordverft AS for «Stabilitetsberegning», kroner tolv tusen sju hundre og femti 00/100 (kr 12 570,00) eksklusive merverdiavgift.",
      ].join("\n"),
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ customer: { organizationNumber: "917442305" } });
    expect(JSON.stringify(r.task)).toContain("12750");
    expect(JSON.stringify(r.task)).not.toContain("12570");
  });

  it("keeps a numbered heading in capitals whole ('1. BAKGRUNN' is no cut-short word)", () => {
    expect(expandAbbreviations("1. BAKGRUNN\n1.1 Selskapet betalte.", "nb")).toBe("1. BAKGRUNN\n1.1 Selskapet betalte.");
  });

  it("reads a German instruction's recitals and operative paragraphs, and leaves out what 'bleibt außer Betracht'", () => {
    const r = read(
      [
        "In Erwägung nachstehender Gründe:",
        "(A) Die Gesellschaft bietet künftig Schleppversuche als Leistung an;",
        "(B) hierfür soll ein Produkt angelegt werden, damit die Leistung nicht in jeder Rechnung frei formuliert werden muss;",
        "",
        "wird Folgendes angewiesen:",
        "§ 1 Anzulegen ist das Produkt „Schleppversuch“ unter der Produktnummer 4480.",
        "§ 2 Der Preis beträgt NOK 22.000,00 ohne Umsatzsteuer, Steuersatz 25 %.",
        "§ 3 Der in der Angebotsvorlage genannte Reisekostenzuschlag von NOK 3.100,00 bleibt außer Betracht.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Schleppversuch", productNumber: "4480", priceExcludingVat: 22000, vatRate: 25 });
    expect(r.gate.ok).toBe(true);
  });

  it("applies a Portuguese rectification ('onde se lê «X» deve ler-se «Y»')", () => {
    expect(applyErrata("(a) produto n.º 7302 «Relatório», por NOK 8.570,00.\n\nRETIFICAÇÃO: na alínea (a), onde se lê «NOK 8.570,00» deve ler-se «NOK 8.750,00».")).toMatch(
      /^\(a\) produto n\.º 7302 «Relatório», por NOK 8\.750,00\.\n\nRETIFICAÇÃO: na alínea \(a\), \.$/,
    );
  });
});

