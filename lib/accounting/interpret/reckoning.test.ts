import { describe, expect, it } from "vitest";
import { findReckonings } from "./message/reckoning";
import { findQuoted } from "./extract/values";
import { interpretWithRules } from "./rules";
import { fold } from "./text";

/** A writer who leaves her reckoning in the request, and German quotes closed by a straight mark. */

const pieces = (text: string) => findReckonings(text, fold(text)).map((r) => ({ result: r.result, pieces: r.pieces.map(([a, b]) => text.slice(a, b).trim()) }));

describe("the reckoning before a result", () => {
  it("finds the pieces that give the result: a product with the rest added, a quotient, a sum, a percentage off", () => {
    expect(pieces("4 hours at 950, plus 1 200 for the parts, so 5 000 NOK in all")).toEqual([{ result: 5000, pieces: ["4", "950", "1 200"] }]);
    expect(pieces("die Versicherung, 54 000 für 12 Monate, auf Konto 1700 – geteilt durch 12 sind das 4 500")[0].pieces).toEqual(["54 000", "12"]);
    expect(pieces("Stundensatz: die 900 plus 100 Zuschlag, also 1 000 NOK/h")).toEqual([{ result: 1000, pieces: ["900", "100"] }]);
    expect(pieces("24 000 less 10 % discount, that is 21 600")).toEqual([{ result: 21600, pieces: ["24 000", "10"] }]);
  });

  it("finds none where the figures do not give the one after the word", () => {
    expect(pieces("3 hours at 1200 and a licence at 4500, so 9 000 in all")).toEqual([]);
    expect(pieces("so 5 000 NOK")).toEqual([]);
  });

  it("reads the result where the request asks for one amount and the reading with the pieces is held back", () => {
    const r = interpretWithRules(
      "We invoiced Fjellsykkel Tours Ltd (org. no. 915 482 736) for 3 rental days at 1 200 EUR, so 3 600 EUR, when the rate was 11.50 NOK per EUR. They paid today at 11.20. Please register the payment and post the exchange difference.",
      [],
      { today: "2026-04-30" },
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 3600, invoiceRate: 11.5, paymentRate: 11.2 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("German quotes", () => {
  it("close „ with a straight or curly mark", () => {
    expect(findQuoted('auf die Aktivität „Wartung" im Projekt „Hotelräder Sola" erfassen').map((q) => q.value)).toEqual(["Wartung", "Hotelräder Sola"]);
    expect(findQuoted("Projekt „Alpha“ und „Beta”").map((q) => q.value)).toEqual(["Alpha", "Beta"]);
  });
});

describe("dates of everyday Norwegian writing", () => {
  it("reads 23/11-94 as a date, and a date taken back at once as the second", async () => {
    const { findDates } = await import("./extract/dates");
    expect(findDates("f. 23/11-94, oppstart 18/5-26", "2026-03-21").map((d) => d.iso)).toEqual(["1994-11-23", "2026-05-18"]);
    const r = interpretWithRules("Ny ansatt: Sindre Holt, f. 23/11-93 – nei, vent, 23/11-94, e-post sindre.holt@example.org, oppstart 18/5-26.", [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_employee", dateOfBirth: "1994-11-23", startDate: "2026-05-18" });
  });
});

describe("hours, their rate and the amount worked out from them", () => {
  it("reads a French rate 'de l'heure' and takes the amount 'on the basis of these hours' as their product", () => {
    const r = interpretWithRules(
      "Merci d'enregistrer 6 heures de Léa Morel (lea.morel@example.org) sur l'activité « Service » du projet « Gala Nord », au tarif de kr 700,- de l'heure HT, puis de facturer Gala Nord SARL (nº org. 945 870 113) : sur cette base, kr 4 200,- HT.",
      [],
      { today: "2026-03-21" },
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, hourlyRate: 700 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a month-end closing's prepaid cost", () => {
  it("books the month's share, not the whole prepaid amount, and keeps the total as stated", () => {
    const r = interpretWithRules(
      "Monatsabschluss Mai 2026: Die Versicherung haben wir im Voraus bezahlt, kr 86 400,- für 12 Monate, auf Konto 1720. Für Mai bitte kr 7 200,- auflösen. Abschreibung: Kombidämpfer kr 198 000,-, 5 Jahre, Konto 6010 gegen 1209. Lohnabgrenzung kr 38 500,-, Soll 5000 / Haben 2900.",
      [],
      { today: "2026-05-31" },
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", accrual: { amount: 7200, prepaidTotal: 86400, fromAccount: 1720 } });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a month-end closing's prepaid cost, the share given first", () => {
  it("keeps the share written first when the total follows as a check, and the amount itself when only the contract's months are named", () => {
    const checked = interpretWithRules(
      "Month-end close, March 2026: (a) release March's share of the prepaid cost on account 1720 to expense: NOK 7,200 (check: NOK 86,400 paid for 12 months); (b) salary accrual: debit 5000, credit 2900, NOK 52,400.",
      [],
      { today: "2026-03-31" },
    );
    expect(checked.task).toMatchObject({ accrual: { amount: 7200, prepaidTotal: 86400 } });
    const share = interpretWithRules(
      "Clôture de mars 2026 : charge constatée d'avance, contrat de 12 mois porté au 1720 ; chaque mois, un douzième passe en charge : 7 400 NOK du compte 1720 vers un compte de charge. Provision pour salaires : débit 5000, crédit 2900, 52 400 NOK.",
      [],
      { today: "2026-03-31" },
    );
    expect(share.task).toMatchObject({ accrual: { amount: 7400 } });
  });
});

describe("a figure reckoned from last year's", () => {
  it("is today's, and the share of the fixed price is the one written before 'of the fixed price'", () => {
    const r = interpretWithRules(
      "Hei! Sett fastpris på prosjektet «Bysykkel Sandnes» for Sandnes Sentrumsforening (org.nr. 921 483 576): det samme som i fjor pluss 10 % – i fjor var det 120 000, så 132 000 kr. Prosjektleder er Eirik Tveit (eirik.tveit@example.org). Fakturer kunden for en firedel av fastprisen som delbetaling nå.",
      [],
      { today: "2026-04-30" },
    );
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 132000, milestonePercent: 25 });
    expect(r.gate.ok).toBe(true);
  });

  it("a project's budget reckoned in its sentence is the result", () => {
    const r = interpretWithRules(
      "Hello, please run the whole project for 'Cruise Dock Bike Hub' (Skagen Harbour Services Ltd, org. no. 954 172 836) from start to finish: 1) The budget is the 80 000 for the bikes plus 45 000 for the shed, so 125 000 NOK. 2) Hours: Oliver Grant (project manager, oliver.grant@example.org) 15 hours. 3) Supplier cost from Nordic Sheds Ltd (org. no. 963 281 745): the shed kit, 24 000 NOK plus 25 % VAT. 4) Then make the customer invoice for the project.",
      [],
      { today: "2026-04-30" },
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", budget: 125000 });
  });
});
