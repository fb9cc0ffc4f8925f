import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readMessage } from "./message";
import { normaliseSpoken } from "./spoken";
import { applyErrata } from "./structure/corrections";

/**
 * Letters in an old, ceremonious register: a dateline above the salutation, sums and rates counted
 * the old way ("to og tjue", "five and twenty"), the errata formula ("for X read Y"), names written
 * with "ß" whose addresses spell "ss", and nynorsk "no" (now).
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-14" });

describe("a letter's dateline", () => {
  it("the place and day a letter was written is envelope, not the task's date or period", () => {
    for (const line of ["Bergen, den 2. Februar 2026.", "Molde, the 3rd of February, 2026.", "Florø, 4de februar 2026", "Lyon, le 5 février 2026"]) {
      expect(readMessage(`${line}\n\nDear Sir,\nplease close the year.`, "2026-04-14").parts[0]).toMatchObject({ kind: "header" });
    }
    const y = read("Ålesund, the 14th of January, 2026.\n\nSir,\nI have the honour to request the year-end closing for the year 2025: the prepaid expenses of 12 000 kroner on account 1700 be reversed, and the tax at 22 per cent be posted, debit 8700 and credit 2920.");
    expect(y.task).toMatchObject({ type: "year_end_closing", year: 2025 });
    // Months named without a year after the dateline are this year's (up to today).
    const l = read(
      "Voss, 13 de marzo de 2026.\n\nMuy señor mío:\nEn el libro mayor de enero y febrero del corriente año hay un error: un apunte de NOK 4.260,00 llevado a la cuenta 7100 debiendo ir a la 7140. Ruego lo corrija.",
    );
    expect(l.gate.ok).toBe(true);
    expect(l.task).toMatchObject({ type: "correct_ledger_errors", fromDate: "2026-01-01", toDate: "2026-02-28" });
    // A subject-like first line without a day stays the request: "Lønn, mars 2026".
    expect(readMessage("Lønn, mars 2026\nKjør lønn for Kari Lie", "2026-04-14").parts[0]).toMatchObject({ kind: "request" });
  });
});

describe("figures counted the old way", () => {
  it("'to og tjue', 'fem og tyve', 'five and twenty' are 22, 25 and 25", () => {
    expect(normaliseSpoken("skatt to og tjue prosent", "nn")).toBe("skatt 22 prosent");
    expect(normaliseSpoken("fem og tyve prosent moms", "nb")).toBe("25 prosent moms");
    expect(normaliseSpoken("at five and twenty per cent", "en")).toBe("at 25 per cent");
    // Tens then a unit stay as they were read before.
    expect(normaliseSpoken("tjue og to dager", "nb")).not.toContain("2 og 20");
    // after a hundred or a thousand too: "to hundre og åtte og førti tusen" is 248 000, not 208 000 and 40 000
    expect(normaliseSpoken("kroner to hundre og åtte og førti tusen", "nb")).toBe("kroner 248000");
    expect(normaliseSpoken("tre hundre og fem og tjue personer", "nb")).toBe("325 personer");
  });
});

describe("the errata formula", () => {
  it("'für X lies Y' puts Y where the letter wrote X, and the formula goes", () => {
    expect(applyErrata("Eintritt am 16. April. Berichtigung: für „16. April“ lies „15. April“.")).toBe("Eintritt am 15. April. Berichtigung: .");
    expect(applyErrata('Price 4 500 NOK. For "4 500" read "5 400".')).toBe("Price 5 400 NOK. .");
    // Nothing else says the first: nothing changes.
    const alone = 'For "Salg" read "Sal" in the old list.';
    expect(applyErrata(alone)).toBe(alone);
    const r = read("Ich ersuche Sie, Herrn Jörg Lindemann (joerg.lindemann@example.org), geboren am 3. Mai 1984, mit dem 1. Juni 2026 als Mitarbeiter anzulegen. Berichtigung: für „1. Juni“ lies „1. Juli“.");
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-07-01" });
  });
});

describe("names and words of other spellings", () => {
  it("a name with 'ß' is the person an address spelling 'ss' belongs to", () => {
    const r = read("Herr Gerd Strauß, Orgelbauer aus Husum, geboren am 2. März 1980, tritt am 1. Mai 2026 ein; bitte als Mitarbeiter anlegen, E-Mail gerd.strauss@example.org.");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Gerd", lastName: "Strauß" });
  });

  it("nynorsk 'frå no av' (from now on) negates nothing", () => {
    const r = read("Dagleg leiar har bede meg syta for at rekneskapen frå no av vert ført på tre avdelingar, og eg bed Dykk difor skipa desse: «Lager», «Sal» og «Kurs».");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Lager", "Sal", "Kurs"] });
  });

  it("a month-end accrual's amount said in words and in figures is no account", () => {
    const r = read(
      "Monatsabschluss für März 2026: die Auflösung der Rechnungsabgrenzung mit sechstausendvierhundertfünfzig Kronen (NOK 6.450,–) von Konto 1710 auf Aufwand; die Lohnabgrenzung NOK 24.300,–, Soll 5000, Haben 2900.",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", month: 3 });
    expect((r.task as { accrual?: { expenseAccount?: number } }).accrual?.expenseAccount).not.toBe(6450);
  });
});

describe("a business letter's year-end closing", () => {
  it("closes the year its subject names, not the dateline's, and names each numbered asset by its item, not by the cost's label", () => {
    const r = read(
      "NORDVIK BYGG AS\nStrandgata 4, 6004 Ålesund\n\nVår ref.: NB/ADM/2027/0007\nÅlesund, 12. januar 2027\n\nVEDR.: ÅRSAVSLUTNING FOR 2026\n\n1. Avskrivninger\nDet bes bokført årets avskrivninger (lineær):\n1.1 Gravemaskin – anskaffelseskost NOK 480 000,00, levetid 6 år, konto 1200\n1.2 Varebil – anskaffelseskost NOK 315 000,00, levetid 5 år, konto 1230\nAvskrivningskostnaden føres på konto 6010 og akkumulerte avskrivninger på konto 1209.\n\n2. Skatt\nSkattekostnad med 22 %, konto 8700 mot konto 2920.\n\nMed vennlig hilsen\nKari Vik",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      year: 2026,
      assets: [
        { name: "Gravemaskin", acquisitionCost: 480000, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Varebil", acquisitionCost: 315000, usefulLifeYears: 5, assetAccount: 1230 },
      ],
    });
  });

  it("reads 'acc. 1200' as an account, so the item before it names the asset", () => {
    const r = read(
      "Please carry out the year-end closing for 2026: depreciation debit acc. 6010, credit acc. 1209: Excavator (acc. 1200), acquisition cost NOK 360,000.00, useful life 6 years; Delivery van (acc. 1230), NOK 210,000.00, 7 years. Tax at 22 %, debit acc. 8700, credit acc. 2920.",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Excavator", acquisitionCost: 360000, usefulLifeYears: 6, assetAccount: 1200 },
        { name: "Delivery van", acquisitionCost: 210000, usefulLifeYears: 7, assetAccount: 1230 },
      ],
      depreciationExpenseAccount: 6010,
      accumulatedDepreciationAccount: 1209,
    });
  });
});
