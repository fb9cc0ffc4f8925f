import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readInlineAnswers } from "./structure/inline-answers";

/**
 * A manager who answers the bookkeeper's questions between the lines of her mail: the quoted lines
 * hold her proposals and older figures, the answers confirm, correct, choose or refuse them.
 */
const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });

describe("answers between a mail's lines", () => {
  it("writes each answered line as answered: kept on a yes, its figure put right, dropped on a no; the quote's other lines read as the request's", () => {
    expect(readInlineAnswers("> Name: Pumpenservice\nja\n> Preis: 8.400 NOK netto\nnein, 8 800 netto. Seit März teurer\n> Rabatt: 5 %\nnein\n> Gruß")).toBe(
      "Name: Pumpenservice\nPreis: 8 800 NOK netto\nGruß",
    );
    // "4 850, ikkje 4 580": the figure said not to be meant is the one put right; a confirmed question is a statement.
    expect(readInlineAnswers("> 1) Straum ført med 8 450 kr, men fakturaen er på 4 580?\n--> nei - 4 850, ikkje 4 580\n> 2) Konto 6540?\nja\n> Helsing")).toBe(
      "1) Straum ført med 8 450 kr, men fakturaen er på 4 850\n2) Konto 6540.\nHelsing",
    );
  });

  it("gives an item asking for a value its answer, and keeps the option chosen by number", () => {
    expect(readInlineAnswers("> Trenger:\n> - fødselsdato\n2.4.90\n> - første dag (1. mai?)\nnei, 5. mai\n> Mvh")).toBe(
      "Trenger:\n- fødselsdato: 2.4.90\n- første dag: 5. mai\nMvh",
    );
    expect(readInlineAnswers("> 1) Fjord Sveis AS, org.nr 911 111 111\n> 2) Fjord Stål AS, org.nr 922 222 222\n> Hvilken?\n1. den andre kjenner vi ikke\n> E-post?\npost@fjordsveis.no")).toBe(
      "Fjord Sveis AS, org.nr 911 111 111\nE-post?\npost@fjordsveis.no",
    );
  });

  it("drops a question refused in words, keeping the words: its task was not asked for", () => {
    expect(readInlineAnswers("> Rechnung mit drei Zeilen anlegen?\nja\n> Soll ich sie gleich versenden?\nnein, erst nur erstellen\n> Gruß")).toBe(
      "Rechnung mit drei Zeilen anlegen.\nerst nur erstellen\nGruß",
    );
  });

  it("reads answers marked with the writer's initials or an arrow under an unquoted mail, but not a call written down", () => {
    expect(readInlineAnswers("1) Bil ført på 7140. Skal vel vere 7100?\n--> ja, 7100\n2) Kurs ført to gonger?\n--> ja")).toBe("1) Bil ført på 7140. Skal vel vere 7100.\n2) Kurs ført to gonger.");
    expect(readInlineAnswers("Preis: 900 NOK?\nKL: 950\nKonto 6540?\nKL: ja")).toBe("Preis: 950 NOK\nKonto 6540.");
    const call = "SJEF: Ny ansatt, Ola Dahl.\nMEG: Født når?\nSJEF: 3. mai 1990.\nMEG: Notert.";
    expect(readInlineAnswers(call)).toBe(call);
  });

  it("creates the product the answers settle, with the corrected number and price", () => {
    const r = read(
      "Am 14.04.2026 um 09:10 schrieb Eva Lind <eva.lind@example.com>:\n> Hallo,\n> soll ich das Produkt so anlegen?\n>\n> Bezeichnung: \"Filterwechsel Kompakt\"\nja\n> Produktnummer: 2210\n2201\n> Preis: 1.950 NOK netto\nnein, 2 150 netto – seit April\n> MwSt: 25 %\nja\n>\n> Gruß Eva",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Filterwechsel Kompakt", productNumber: "2201", priceExcludingVat: 2150, vatRate: 25 });
  });

  it("registers the employee with the start date the answer gives, not the one the bookkeeper noted", () => {
    const r = read(
      "Ja, legg henne inn.\n\nDen 10. apr. 2026 skrev Randi Berg <randi.berg@example.no>:\n> Hei,\n> skal jeg opprette den nye ingeniøren som ansatt? Trenger:\n> - fullt navn\nIngrid Solvik\n> - fødselsdato\n7.9.93\n> - e-post\ningrid.solvik@example.org\n> - første arbeidsdag (jeg har notert 1. mai, stemmer det?)\nnei, mandag 4. mai\n> Mvh Randi",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Ingrid", lastName: "Solvik", dateOfBirth: "1993-09-07", startDate: "2026-05-04" });
  });

  it("runs the payroll with the bonus chosen between two the question offered", () => {
    const r = read(
      "Takk. Kjør lønna.\n\nDen 20. apr. 2026 skrev Randi Berg <randi.berg@example.no>:\n> Hei,\n> Lønn april: for Kari Moe (kari.moe@example.org) har jeg fastlønn 48 500 kr.\n> Du nevnte en bonus – var det 8 000 eller 12 000?\n12 000, engangs\n> Mvh Randi",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48500, bonus: 12000 });
  });
});
