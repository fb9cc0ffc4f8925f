import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readStructure } from "./structure";

/**
 * Blocks copied from a spreadsheet as they come: a record as two columns with no header, a heading row copied again,
 * a cell continued on the row under it, columns numbered alike, a code or a number column, a ledger's rows, money
 * columns named by their kind (a bonus, a rate, a day's allowance) with bare figures.
 */
const read = (text: string, today = "2026-05-11") => interpretWithRules(text, [], { today });

describe("blocks copied from a spreadsheet", () => {
  it("reads a record pasted as two columns, field and value, with no header", () => {
    const r = read("Vorname\tJonas\nNachname\tWendler\nGeburtsdatum\t22.11.1990\nE-Mail\tjonas.wendler@example.com\nEintrittsdatum\t15.06.2026\nKostenstelle\tKST 4100\n\nbitte als Mitarbeiter anlegen wie oben (Hofmann Messebau)");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Jonas", lastName: "Wendler", dateOfBirth: "1990-11-22", startDate: "2026-06-15" });
    // A list under a header stays a list: "Navn | Org.nr" names its columns.
    expect(readStructure("Navn\tOrg.nr\nFjord AS\t912345678\nBre AS\t998877665")).toBe("- Fjord AS (Org.nr 912345678)\n- Bre AS (Org.nr 998877665)");
  });

  it("drops a heading row copied again and keeps a code column out of the names", () => {
    const r = read("Service\tCode\nProduction\tP1\nLivraison\tL1\nService\tCode\nBoutique\tB1\n\nles 3 services de Lemaire à créer svp");
    expect(r.task).toEqual({ type: "create_departments", names: ["Production", "Livraison", "Boutique"] });
  });

  it("reads a cell continued on the row under it and columns numbered alike as lists", () => {
    const fr = read("Dimension\tValeurs\nCanal de vente\tBoutique\n\tMarchés\n\nDate\tCompte\tMontant\tCanal\tLibellé\n13/05/2026\t7140\t1 860,00\tMarchés\tDéplacement marché\n\nmerci de créer la dimension + les 2 valeurs, et de passer l'écriture sur Marchés");
    expect(fr.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Canal de vente", values: ["Boutique", "Marchés"], linkedValue: "Marchés", amount: 1860, account: 7140 });
    const nn = read("Dimensjon\tVerdi 1\tVerdi 2\nButikk\tVoss\tNorheimsund\n\nDato\tKonto\tBeløp\tButikk\tTekst\n20.03.2026\t6590\t4 250,00\tNorheimsund\tNytt skilt\n\nopprett dimensjonen med dei to verdiane og før bilaget på Norheimsund");
    expect(nn.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Butikk", values: ["Voss", "Norheimsund"], linkedValue: "Norheimsund" });
    // An address continued under its label.
    expect(readStructure("Cliente:\tMar Salgado Lda\nMorada:\tHavnegata 41,\n\t7010 Trondheim\nE-mail:\tgeral@marsalgado.no")).toContain("Morada: Havnegata 41, 7010 Trondheim");
  });

  it("reads money columns named by their kind, a number column as no money, and a timesheet's row amounts as worked out", () => {
    const pay = read("Funcionário\tE-mail\tMês\tSalário base\tPrémio\tTotal bruto\nRita Carvalho\trita.carvalho@example.org\tabril 2026\t38 500,00\t5 000,00\t43 500,00\n\nprocessar o salário de abril por favor");
    expect(pay.task).toMatchObject({ type: "run_payroll", baseSalary: 38500, bonus: 5000 });
    const supplier = read("Lieferant\tOrg.-Nr.\tE-Mail\tKreditorennr.\nFjellvang Trelast AS\t982774101\tfaktura@fjellvang.no\t70012\n\nbitte als Lieferant anlegen");
    expect(supplier.gate.ok).toBe(true);
    const hours = read(
      "Datum\tMitarbeiter\tE-Mail\tProjekt\tTätigkeit\tStunden\tSatz\tBetrag\n08.06.2026\tKatrin Vogel\tkatrin.vogel@example.org\tStandbau Oslo\tMontage\t8,0\t980,00\t7.840,00\n09.06.2026\tKatrin Vogel\tkatrin.vogel@example.org\tStandbau Oslo\tMontage\t8,0\t980,00\t7.840,00\n\nKunde Nordvik Events AS, Org.-Nr. 960214552\nStunden bitte erfassen und Projektrechnung an den Kunden erstellen",
      "2026-06-12",
    );
    expect(hours.gate.ok).toBe(true);
    expect(hours.task).toMatchObject({ type: "log_hours_and_invoice", hours: 16, hourlyRate: 980 });
  });

  it("reads a ledger's rows as errors, an account written again as the one it should be naming a wrong amount", () => {
    const r = read(
      "Dato\tTekst\tKonto\tSkal vere\tBeløp\tKva er feil\n13.01.2026\tBompengar januar\t7100\t7140\t2 360,00\tfeil konto\n20.01.2026 + 21.01.2026\tKassaapparat\t6540\t6540\t4 790,00\tdobbeltført\n27.01.2026\tVarekjøp\t4300\t4300\t9 600,00\tmanglar mva-linje (25 %, beløp er eks. mva)\n05.02.2026\tHusleie februar\t6300\t6300\t18 500,00\tskal vere 15 800,00\n\ndesse 4 feila i jan/feb må rettast med korrigeringsbilag",
      "2026-03-10",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "correct_ledger_errors",
      errors: [
        { kind: "wrong_account", wrongAccount: 7100, correctAccount: 7140, amount: 2360 },
        { kind: "duplicate_voucher", account: 6540, amount: 4790 },
        { kind: "missing_vat", account: 4300, amountExcludingVat: 9600 },
        { kind: "wrong_amount", account: 6300, postedAmount: 18500, correctAmount: 15800 },
      ],
    });
  });
});
