import { describe, expect, it } from "vitest";
import { findDates } from "./extract/dates";
import { interpretWithRules } from "./rules";

// Invented requests by a writer who tells every date relative to today.
const dates = (text: string, today: string) => findDates(text, today).map((d) => d.iso);
const read = (text: string, today: string) => interpretWithRules(text, [], { today }).task;

describe("dates told relative to today", () => {
  it("an age turned on a day is a birth date", () => {
    expect(dates("Hun fylte 23 i går, så det ble bløtkake.", "2026-04-14")).toEqual(["2003-04-13"]);
    expect(dates("Er ist am 3. Mai 34 geworden.", "2026-09-09")).toEqual(["1992-05-03"]);
    // A past birthday written without a year that lies ahead of today was last year's.
    expect(dates("Er ist am 3. Mai 34 geworden.", "2026-02-09")).toEqual(["1991-05-03"]);
    expect(dates("Ele fez 28 anos ontem.", "2026-03-12")).toEqual(["1998-03-11"]);
  });

  it("the first of next month in words, the coming weekday, a day of this month", () => {
    expect(dates("Erster Arbeitstag ist der Erste des nächsten Monats.", "2026-09-09")).toEqual(["2026-10-01"]);
    expect(dates("Oppstart førstkommende mandag.", "2026-10-21")).toEqual(["2026-10-26"]);
    expect(dates("Começa no dia 15 deste mês.", "2026-06-03")).toEqual(["2026-06-15"]);
  });

  it("a new employee's birth from the age and the start from next month: the employee gets an employment", () => {
    expect(read("Ny jente: Sunniva Hellesøy (sunniva.hellesoy@example.org). Hun fylte 23 i går. Legg henne inn som ansatt, første arbeidsdag er første mandag i neste måned.", "2026-04-14")).toMatchObject({
      type: "create_employee",
      dateOfBirth: "2003-04-13",
      startDate: "2026-05-04",
    });
  });

  it("a payroll for last month is last month's; 'this month, not next month's' is this month", () => {
    expect(read("Køyr løn for førre månad for Kari Nesheim (kari.nesheim@example.org). Grunnløn kr 41 200, og ein eingongsbonus på kr 3 500.", "2026-07-02")).toMatchObject({ type: "run_payroll", date: "2026-06-01" });
    expect(read("Run the payroll for Pablo Iriarte (pablo.iriarte@example.org) for this month. Base salary 41 250 NOK plus a one-time bonus of 3 750. Last month he only got 39 800.", "2026-09-29")).not.toMatchObject({ date: "2026-08-01" });
  });

  it("'last month compared with the month before' are the months of a cost comparison", () => {
    expect(read("Los costes totales subieron muchísimo el mes pasado comparado con el mes anterior. Analiza el libro mayor y encuentra las tres cuentas de gastos con el mayor aumento. Crea un proyecto interno para cada una.", "2026-06-08")).toMatchObject({
      type: "cost_increase_projects",
      fromMonth: "2026-04-01",
      toMonth: "2026-05-01",
    });
  });

  it("'the first two months of this year' and 'the last two months' are a ledger's period", () => {
    const errors = "Gå gjennom alle bilaga og finn dei fire feila: ei postering på feil konto (konto 6800 brukt i staden for 6590, kr 3 480), eit dobbelt bilag (konto 7350, kr 2 150). Rett alt med korrigeringsbilag.";
    expect(read(`Eg har funne feil i hovudboka for dei to første månadane i år. ${errors}`, "2026-03-12")).toMatchObject({ fromDate: "2026-01-01", toDate: "2026-02-28" });
    expect(read(`Eg har funne feil i hovudboka for dei to siste månadane. ${errors}`, "2026-09-08")).toMatchObject({ fromDate: "2026-07-01", toDate: "2026-08-31" });
  });

  it("a year-end for 'the last year' is last year's", () => {
    expect(read("Vereinfachter Jahresabschluss fürs letzte Jahr: Jährliche Abschreibung für Kassasystem (57 000 kr, 3 Jahre linear, Konto 1250) buchen, Aufwand auf 6010, kumulierte Abschreibung auf 1209.", "2026-02-04")).toMatchObject({ type: "year_end_closing", year: 2025 });
  });
});

describe("what a writer on the move leaves to the reader", () => {
  it("'Fällig Ende nächsten Monats' is the due date of an invoice with lines, not its date", () => {
    const task = read("Rechnung an Hansa Brauhaus Bergen AS (Org.-Nr. 929 509 404) mit zwei Positionen: Laugenbrezel (2204) zu 1 120 kr mit 15 % MwSt. und Backkurs (7005) zu 6 300 kr mit 25 % MwSt. Alle Preise ohne MwSt. Fällig Ende nächsten Monats.", "2026-07-15");
    expect(task).toMatchObject({ type: "create_invoice_with_lines", dueDate: "2026-08-31" });
    expect((task as { invoiceDate?: string }).invoiceDate).not.toBe("2026-08-31");
  });

  it("what to write on the line ('Na linha escreve «Pão para brunch»') is the line's text, no one's words", () => {
    expect(read("Faz a fatura e envia para a Casa Lisboa Restaurante AS (n.º org. 881 312 336): pão para o brunch, 12 480 kr sem IVA, IVA de alimentos 15 %. Na linha escreve «Pão para brunch».", "2026-10-19")).toMatchObject({
      type: "create_and_send_invoice",
      description: "Pão para brunch",
    });
  });

  it("an invoice sent last month in euros keeps its amount: only its rate moved", () => {
    expect(read("Wir haben Hanse Kreuzfahrt GmbH (Org.-Nr. 916 024 851) letzten Monat eine Rechnung über 2 400 EUR geschickt, damals stand der Kurs bei 11,62 NOK/EUR. Gestern haben sie bezahlt, der Kurs lag da bei 11,48 NOK/EUR. Zahlung registrieren und die Kursdifferenz buchen.", "2026-03-26")).toMatchObject({
      type: "currency_payment_difference",
      amountForeign: 2400,
      invoiceRate: 11.62,
      paymentRate: 11.48,
    });
  });
});

describe("no age without its words", () => {
  it("a count of days after 'wurde' is no age, and the date stays the invoice's", () => {
    expect(dates("Die Rechnung vom 3. März wurde 14 Tage später bezahlt.", "2026-05-20")).toEqual(["2026-03-03"]);
  });
});
