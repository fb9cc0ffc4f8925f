import { describe, expect, it } from "vitest";
import { findConcepts } from "./index";
import { interpretWithRules } from "../rules";

const concepts = (text: string) => [...findConcepts(text).hits.keys()];

describe("compounds, phrases and numbers in the lexicon", () => {
  it("reads a German or Norwegian compound by its parts: a salary's accrual is a salary accrual", () => {
    for (const word of ["Lohnrückstellung", "Gehaltsrückstellungen", "lønnsavsetning", "lønsavsetjinga", "Lønnsperiodisering", "Gehaltsabgrenzung"]) {
      expect(concepts(word), word).toContain("salaryAccrual");
      // …and no second, general accrual beside it.
      expect(concepts(word), word).not.toContain("accrual");
    }
    expect(concepts("Mitarbeiterbonus")).toContain("bonus");
    // A name that merely has letters of a keyword is no compound.
    expect(concepts("Sognefjord Reiseliv")).not.toContain("salaryAccrual");
  });

  it("reads a phrase with articles or prepositions between its words", () => {
    expect(concepts("la provisión de los salarios")).toContain("salaryAccrual");
    expect(concepts("en avsetning til lønn")).toContain("salaryAccrual");
    expect(concepts("le chef de projet")).toContain("projectManager");
  });

  it("reads a number in words or digits where a phrase has one", () => {
    for (const text of ["créez trois services", "créez 3 services", "créez quatre services"]) expect(concepts(text), text).toContain("department");
  });

  it("places the amount of a salary accrual written as a compound in the month-end closing", () => {
    const prompt =
      "Bitte den Monatsabschluss für März 2026 buchen: Abschreibung der Maschine (Anschaffungskosten 120000 EUR, 4 Jahre, Konto 6020). Lohnrückstellung 45000 EUR, Soll 5000, Haben 2900.";
    const { candidate } = interpretWithRules(prompt, [], { today: "2026-03-21" });
    expect(candidate).toMatchObject({ type: "month_end_closing", salaryAccrual: { debitAccount: 5000, creditAccount: 2900, amount: 45000 } });
  });
});
