import { describe, expect, it } from "vitest";
import { reviseValues } from "./extract/revised-values";
import { interpretWithRules } from "./rules";

/** A value told and later revised in words, in the telling's own sentence: the revised value is read, where the first stood. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });

describe("values revised in words", () => {
  it("a figure misread, rounded or corrected by its teller is read as revised, once", () => {
    const misread = read(
      "Hei! Vi har byttet pumpa hos Fjordlys Camping AS, org.nr 914 227 360, de er kunder hos oss allerede. Jeg skrev ned 3 740 kr, men jeg hadde feillest lappen til montøren: det er 3 470 kr eks. mva, 25 % mva. Linja skal hete «Pumpebytte». Opprett fakturaen og send den til kunden, takk.",
    );
    expect(misread.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 3470 });
    const rounded = read(
      "Hello, Maren Tollefsen (maren.tollefsen@example.org) gets her usual salary of 41 200 kroner this month. On top comes a one-off bonus: the manager first said 6 000, but this morning he rounded it up to 6 500. Please run her payroll for this month with the salary and the bonus.",
    );
    expect(rounded.task).toMatchObject({ type: "run_payroll", baseSalary: 41200, bonus: 6500 });
    const corrected = read(
      "Bonjour, nous vendons un nouveau produit « Gilet de pont XL », numéro 5620. Le magasinier avait d'abord dit 2 350 couronnes, puis il s'est corrigé : c'est 2 530 couronnes hors TVA, taux normal de 25 %. Merci de créer ce produit.",
    );
    expect(corrected.task).toMatchObject({ type: "create_product", productNumber: "5620", priceExcludingVat: 2530 });
  });

  it("a date moved, an e-mail clarified and a postcode's typo are read as revised", () => {
    expect(reviseValues("Hun skulle begynne 2. mars, men i går ble det flyttet – det blir 9. mars i stedet.", "2026-02-01")).toBe("Hun skulle begynne 9. mars,  i stedet.");
    expect(reviseValues("Zuerst kam die Adresse verkauf@tauwerk.no, aber sie haben klargestellt, dass rechnung@tauwerk.no gilt.")).toBe(
      "Zuerst kam die Adresse rechnung@tauwerk.no,  gilt.",
    );
    expect(reviseValues("Primeiro deram-nos vendas@redes.no, mas depois esclareceram que as faturas vêm de faturas@redes.no.")).toBe(
      "Primeiro deram-nos faturas@redes.no, .",
    );
    expect(reviseValues("Storgata 4, 0185 Oslo – nein, Moment, Tippfehler: 0158 ist richtig.")).toBe("Storgata 4, 0158 Oslo –  ist richtig.");
    // The day revised, the year told with the first stands.
    expect(reviseValues("født 3. juni 1990, nei, beklager, 13. juni", "2026-02-01")).toBe("født 13. juni 1990, ");
  });

  it("a revision does not reach past its sentence, nor a denied check, nor a posting's two figures", () => {
    // The cue's sentence tells no value: the start date above stays.
    const form = "Fødd: 23.11.1987\nStart: 04.05.2026\nNB: fødselsåret over er feil (tastefeil) – rett fødselsdato er 23.11.1988.";
    expect(reviseValues(form)).toBe(form);
    const denied = "[1] Je n'ai pas vérifié laquelle. [2] NOK 55 de frais.";
    expect(reviseValues(denied)).toBe(denied);
    // The first value after the cue is of another kind: the writer explains the first, and it stands.
    const explained = "Han er fødd 30. november 1988 – nei, vent, eg skreiv 1989 på lappen først, men det er 1988. Start 3. august 2026.";
    expect(reviseValues(explained)).toBe(explained);
    const posting = "Bilag 4410 ble ført med 5 400 kr – tastefeil, riktig beløp er 4 500 kr på konto 6300.";
    expect(reviseValues(posting)).toBe(posting);
  });

  it("two values far apart in size are two things, not a revision", () => {
    const text = "Taxi 450 kr, nei, beklager, flybilletten 3 900 kr kommer i tillegg.";
    expect(reviseValues(text)).toBe(text);
  });
});
