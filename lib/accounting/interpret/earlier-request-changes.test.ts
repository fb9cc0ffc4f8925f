import { describe, expect, it } from "vitest";
import { attachedText } from "./attached-text";
import { interpretWithRules } from "./rules";
import { applyTemplateOverrides } from "./structure/template-overrides";

// Invented requests that quote an earlier request as a template and write only what differs this time.
const read = (text: string, today = "2026-05-04") => interpretWithRules(text, [], { today }).task;

async function withFile(prompt: string, name: string, text: string, today = "2026-09-10") {
  const docs = await attachedText(name, text);
  return interpretWithRules(prompt, docs, { today }).task;
}

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

  it("in a list, a change goes to the line its label names or the item its number names", () => {
    const order = applyTemplateOverrides(
      "Leur bon de commande:\n\n> Lysverket Scène SA — org. 964 118 272\n> Réf. 5120  Rideau de scène noir ........ 14 500 NOK\n> Réf. 5125  Pendrillons .................. 6 200 NOK\n\nOn s'est mis d'accord autrement pour une ligne:\n→ pendrillons : 7 400 NOK\nLe reste ne change pas.",
    );
    expect(order).toContain("Rideau de scène noir ........ 14 500 NOK\nRéf. 5125  Pendrillons .................. 7 400 NOK");
    const items = applyTemplateOverrides(
      "La liste du réviseur:\n\n> 1) compte 6300 utilisé au lieu de 6340 — 4 800 NOK\n> 2) pièce en double — compte 7140 — 1 960 NOK\n\nMême chanson, seuls les montants changent:\n1) → 5 200 NOK\n2) → 2 350\n",
    );
    expect(items).toContain("1) compte 6300 utilisé au lieu de 6340 — 5 200 NOK\n2) pièce en double — compte 7140 — 2 350 NOK");
  });

  it("the writer's own line naming the heading's task with another month names the period", () => {
    expect(
      read(
        "Month-end for May. April's note for reference:\n\n> Month-end April 2026:\n> – prepaid rent: move 11 250 from 1710 to expense (6300)\n> – depreciation on the van: cost 420 000, 7 years straight-line, expense 6010, credit 1209\n> – salary accrual: debit 5000 / credit 2900, 52 300\n\nTwo changes for May:\n→ van: 6 years instead of 7\n→ salary accrual: 54 800\nRest as in April.",
        "2026-05-31",
      ),
    ).toMatchObject({ type: "month_end_closing", year: 2026, month: 5, depreciation: { usefulLifeYears: 6 }, salaryAccrual: { amount: 54800 } });
  });

  it("one text put for another throughout the template", () => {
    expect(
      read(
        "Dette sende eg då vi sette opp Bergen:\n\n> Vi treng tre nye avdelingar: «Verkstad Bergen», «Montasje Bergen», «Lager Bergen».\n\nNo opnar vi i Stavanger. Same tre avdelingar der, berre byt ut «Bergen» med «Stavanger» i namnet.\n–M.",
      ),
    ).toMatchObject({ type: "create_departments", names: ["Verkstad Stavanger", "Montasje Stavanger", "Lager Stavanger"] });
  });

  it("'cambia' (change) in the writer's words names no exchange rate", () => {
    expect(
      read(
        "Lo que te mandé en abril:\n\n> Grupo Marea SL (org. 918 660 240) ha pagado la factura de «Montaje stand Seafood Expo», 64 000 NOK sin IVA. Registra el pago completo.\n\nAhora han pagado la otra. Cambia solo la factura:\n→ «Desmontaje stand Seafood Expo», 22 400 NOK sin IVA\nPago completo otra vez, lo mismo que aquella.",
      ),
    ).toMatchObject({ type: "register_payment", invoiceDescription: "Desmontaje stand Seafood Expo", amountExcludingVat: 22400 });
  });

  it("an attached document is the template when a change names the value in it it replaces", async () => {
    const contract =
      "ARBEIDSKONTRAKT\nSalvesen Messe & Scene AS, org.nr 981234588\n\nArbeidstaker:           Sindre Mjelde\nFødselsdato:            03.07.1990\nPersonnummer:           03079031983\nE-post:                 sindre.mjelde@example.org\n\nAvdeling:               Scenografi\nStillingskode (STYRK):  3432\nAnsettelsesform:        Fast stilling\nStillingsprosent:       100 %\nÅrslønn:                585 000 kr\nTiltredelse:            01.10.2026\n";
    const task = await withFile(
      "Sindre's contract attached. I built it on Lene's and one line slipped through:\n→ annual salary: 612 000, not the 585 000 that's in there\n→ avdeling: Montasje, ikkje Scenografi\nEverything else in it is his. Set him up with all of it.\n–M.",
      "arbeidskontrakt_sindre.txt",
      contract,
    );
    expect(task).toMatchObject({ type: "employee_from_contract", annualSalary: 612000, department: "Montasje" });
  });

  it("a change whose 'no' belongs to its own words replaces nothing", () => {
    const text =
      "Year-end 2025. My note from last January:\n\n> Year-end 2024:\n> 1) Annual depreciation, straight-line, expense 6010:\n>    Kontormaskiner — cost 96 000, 4 years (acct 1200)\n\nSame recipe for 2025, except:\n→ Kontormaskiner: gone (sold Dec 2024) — no depreciation\n";
    expect(applyTemplateOverrides(text)).toBe(text);
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
