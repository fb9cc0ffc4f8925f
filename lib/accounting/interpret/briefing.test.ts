import { describe, expect, it } from "vitest";
import { interpretWithRules, plausibleLines } from "./rules";

/** A request wrapped in its background: past occasions, things to leave alone, words in another sense. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a past occasion the writer recalls", () => {
  it("figures in a sentence that opens on the last time are that time's, not the task's", () => {
    const r = read(
      "Please invoice Brattli AS (org 922220165) for 'Annual review', 8 400 NOK excl. VAT, and send it.\nLast time we did this for them (2025, an invoice of 7 900 NOK) it sat unsent for a week.",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 8400 });
    expect(r.gate.ok).toBe(true);
  });

  it("…and after a colon: 'une seule fois : la dernière fois, deux « Ventes »'", () => {
    const r = read("Créez deux services :\n– Atelier\n– Logistique\nChaque service une seule fois, merci : la dernière fois on a eu deux « Ventes ».");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Atelier", "Logistique"] });
    expect(r.gate.ok).toBe(true);
  });
});

describe("names to leave alone", () => {
  it("a listed set of names is the request's; a name quoted as one not to touch is no new department", () => {
    const en = read('Please create these departments:\n1. Workshop\n2. Logistics\nThe existing "Avdeling 1" stays as it is; don\'t rename it.');
    expect(en.task).toMatchObject({ type: "create_departments", names: ["Workshop", "Logistics"] });
    expect(en.gate.ok).toBe(true);
    const fr = read("Merci de créer ces services :\n– Atelier\n– Logistique\nNe touchez pas au service existant « Avdeling 1 ».");
    expect(fr.task).toMatchObject({ type: "create_departments", names: ["Atelier", "Logistique"] });
    expect(fr.gate.ok).toBe(true);
  });
});

describe("a word in another sense", () => {
  it("a German 'Abrechnung' (a settlement) is no invoice", () => {
    const r = read("Bitte ein neues Produkt anlegen: „Dinkelbrot“, Artikelnummer 3391, 59,00 NOK ohne MwSt., Lebensmittel (15 %). Bei der letzten MwSt.-Abrechnung fiel uns ein falscher Satz auf.");
    expect(r.task).toMatchObject({ type: "create_product", name: "Dinkelbrot", productNumber: "3391", vatRate: 15 });
  });
});

describe("a close other reading", () => {
  it("when the best-scored task lacks a value it needs, a close one that reads every value is taken", () => {
    const r = read(
      "Hei,\n\nVi har fått en ny medarbeider: Tone Aasen. Hun skal legges inn som ansatt, med arbeidsforhold fra 1. august 2026.\n\nFødselsdato: 03.05.1990\nE-post: tone.aasen@example.org\n\nUten fødselsdato stopper det når vi skal kjøre lønn og a-melding, og lønn må komme riktig ut.",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Tone", lastName: "Aasen", dateOfBirth: "1990-05-03", startDate: "2026-08-01" });
  });

  it("…but no reading whose invoice lines are stretches of sentences", () => {
    const r = read(
      "Hei,\n\nFjellbris AS (org.nr. 922331176) har nå betalt fakturaen vår på EUR 2 150, datert 4. februar 2026. Da vi fakturerte, sto kursen i 11,40 kroner per euro; da pengene kom, den 18. mars 2026, var den lavere, så vi fikk 23 865,00 kroner inn.\n\nRegistrer innbetalingen og bokfør valutatapet.",
    );
    expect(r.task?.type ?? r.candidate.type).not.toBe("order_to_invoice_with_payment");
  });
});

describe("a figure the writer works out", () => {
  it("'the difference of 400 kr' between a booked and a right amount is a check figure", () => {
    const r = read(
      "Revisoren fann to feil i bilaga for januar 2026. Rett dei med korreksjonsbilag:\n1) 3 100 kr er ført på 6300, skulle vore 6340.\n2) Konto 6800: ført 2 900 kr, rett beløp er 2 500 kr. Rett differansen på 400 kr.",
    );
    expect(r.task).toMatchObject({ type: "correct_ledger_errors" });
    expect(r.gate.ok).toBe(true);
  });

  it("'Sist vi …' opens a past occasion: its budget is that time's", () => {
    const r = read(
      "Hei!\nVi tar hele løpet for prosjektet «Ny app Lunde» for Lunde Bakeri AS (org.nr. 922664209):\n– Opprett prosjektet med Siri Dahl (siri.dahl@example.org) som prosjektleder, budsjett 150 000 kr.\n– Timer: Siri Dahl 20 t.\n– Til slutt: kundefaktura for prosjektet.\nSist vi laget en app for en kunde (2024, budsjett 90 000 kr) glemte vi timene.",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", projectName: "Ny app Lunde", budget: 150000 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a second reading is no guess", () => {
  it("an amount said twice (without and with VAT), or a sum of the others, is not two order lines", () => {
    const line = (description: string, unitPriceExcludingVat: number) => ({ description, unitPriceExcludingVat, quantity: 1 });
    expect(plausibleLines({ lines: [line("Levering av hyller", 4800), line("eks. mva., altså", 6000)] })).toBe(false);
    expect(plausibleLines({ lines: [line("Workshop", 1200), line("Licence", 800), line("Total", 2000)] })).toBe(false);
    expect(plausibleLines({ lines: [line("Workshop", 1200), line("Licence", 800)] })).toBe(true);
    expect(plausibleLines({ lines: [line("datert 6. februar 2026. Da vi fakturerte, var kursen", 11.48)] })).toBe(false);
  });

  it("a label's value ends at an arrow", () => {
    const r = read("PROJECT: Dock Upgrade → customer Fenwick Marine Ltd (org no 922997243), PM = Ann Lowe (ann.lowe@example.org). pls create now");
    expect(r.task).toMatchObject({ type: "create_project", name: "Dock Upgrade", customer: { name: "Fenwick Marine Ltd" } });
  });
});

