import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { readForm } from "./structure/forms";
import { carriedCurrency } from "./extract/carried-currency";

/**
 * Requests pasted from a project board's checklist: ticked items are done, open ones are the work,
 * details sit on indented lines under their item, struck items are withdrawn, "[-]" is not
 * applicable, and notes for colleagues stand between the items.
 */

const read = (text: string, today = "2026-10-20") => interpretWithRules(text, [], { today });

describe("a checklist with details under its items", () => {
  it("keeps the open item's details and reads the work from them", () => {
    const r = read(
      [
        "## Intern — lønn oktober",
        "status: 🟢 timelister godkjent",
        "",
        "- [x] timelistene godkjent av HK",
        "- [ ] lønn for Sunniva Brekke (sunniva.brekke@example.org):",
        "  - fastlønn 47 800,-",
        "  - bonus messe 6 500,- (engangs)",
        "- [ ] @Kjell: attestere i nettbanken",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "run_payroll", employee: { email: "sunniva.brekke@example.org" }, baseSalary: 47800, bonus: 6500 });
  });

  it("reads an employee's details listed under the open item, and leaves a not-applicable item out", () => {
    const out = readForm(
      [
        "- [x] kontrakt signert",
        "- [ ] legg inn i systemet:",
        "  - Navn: Tobias Lien",
        "  - Startdato: 01.11.2026",
        "- [-] prøvetid → står i kontrakten",
      ].join("\n"),
    );
    expect(out).toBe(["- legg inn i systemet:", "  - Navn: Tobias Lien", "  - Startdato: 01.11.2026"].join("\n"));
  });

  it("keeps a done item that alone names the party, as what the books hold", () => {
    const r = read(
      [
        "PRJ-31 Havlys — scene — finance",
        "- [x] invoice \"Stage lights\" (NOK 52 000 ex VAT) sent 01.10",
        "- [x] the bank called: the payment from Havlys Events AS (org 918 334 207) came back, their account was closed",
        "- [ ] undo that payment in the system so the invoice is open again",
        "- [ ] @Per: call their finance manager",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", customer: { organizationNumber: "918334207" } });
  });

  it("reads a figure of what is done from a done item: the invoice's rate beside the payment's", () => {
    const r = read(
      [
        "PRJ-40 Montajes Sur — finanzas",
        "- [x] factura «Estructura modular» enviada el 02/09 (7 400 EUR, tipo 11,38 NOK/EUR)",
        "- [ ] registrar el cobro de Montajes Sur SL (org.nr 986 503 315) — han pagado los 7 400 EUR completos, el banco lo cambió a 11,56 NOK/EUR",
        "- [ ] contabilizar la diferencia de cambio",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 7400, invoiceRate: 11.38, paymentRate: 11.56 });
  });

  it("withdraws a struck item with the remark after it", () => {
    const out = readForm(["- [x] bank avstemt", "- [ ] bokfør husleie 12 000,-", "- [ ] ~~periodiser bonus~~ → tar vi i desember", "  - 30 000,-"].join("\n"));
    expect(out).toBe(["- bokfør husleie 12 000,-"].join("\n"));
  });

  it("keeps a struck figure's replacement for the struck-text pass", () => {
    expect(readForm("- [ ] pris ~~12 500~~ → 12 750")).toContain("12 750");
  });
});

describe("details under a checklist's items", () => {
  it("creates the departments listed under the item that opens them, not one the item's bracket rules out", () => {
    const r = read(
      [
        "## Neue Abteilungen ab Oktober",
        "- [x] Vertrieb — schon angelegt",
        "- [ ] in Tripletex anlegen:",
        "  - Montage",
        "  - Lager Bergen   (nicht \"Lager Voss\" — das bleibt bei der Werkstatt)",
        "- [ ] @Katrin: Kostenstellen in der Zeiterfassung nachziehen",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Montage", "Lager Bergen"] });
  });

  it("dates a day and month written after a date's label or a weekday in today's year", () => {
    const r = read(
      [
        "- [ ] før timene til Hanne Lothe (hanne.lothe@example.org):",
        "  - 6 t på aktiviteten Montering, prosjekt Butikk Storo (Fjellvik Sport AS, org.nr 961 204 577)",
        "  - dato: fre 16.10",
        "- [ ] lag prosjektfaktura til kunden på timene → timepris 1 150,- eks. mva",
        "- [x] tilbud godkjent",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, date: "2026-10-16", hourlyRate: 1150 });
  });

  it("takes a project's name whole from its name field, the start under its label", () => {
    const r = read(
      [
        "- [x] kunden ligger inne i Tripletex (Kongsberg Gruver AS, org.nr 914 403 820)",
        "- [ ] opprett prosjekt i Tripletex",
        "  - navn: Gruvene – ny utstilling",
        "  - kunde: Kongsberg Gruver AS",
        "  - PL: Sindre Moen (sindre.moen@example.org)",
        "  - oppstart: 09.11",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_project", name: "Gruvene – ny utstilling", startDate: "2026-11-09", customer: { organizationNumber: "914403820" } });
  });
});

describe("bare figures of a writer who groups thousands", () => {
  it("reads four-digit figures as accounts, not amounts", () => {
    const out = carriedCurrency("forskudd 1700 til husleie 6300: 60 000 for året, lønn NOK 41 300");
    expect(out).toContain("60 000 kr");
    expect(out).not.toContain("1700 kr");
    expect(out).not.toContain("6300 kr");
  });

  it("takes the month's share written after a slash", () => {
    const r = read(
      [
        "Month-end September:",
        "- [x] bank reconciled",
        "- [ ] prepaid rent → this month's share off 1700 into rent (6300): 60 000 for the year = 5 000/month",
        "- [ ] salary accrual NOK 38 000 (debit 5000 / credit 2900)",
      ].join("\n"),
      "2026-09-30",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", accrual: { amount: 5000, fromAccount: 1700, expenseAccount: 6300 } });
  });
});
