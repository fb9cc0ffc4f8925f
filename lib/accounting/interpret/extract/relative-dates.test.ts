import { describe, expect, it } from "vitest";
import { fold } from "../text";
import { findDates } from "./dates";
import { relativeMonth, relativeYear } from "./relative-dates";

// A Wednesday.
const today = "2026-06-10";
const first = (text: string) => findDates(text, today)[0]?.iso;

describe("dates written relative to today", () => {
  it("reads days before and after today in the seven languages", () => {
    expect(first("Fecha de factura: ayer")).toBe("2026-06-09");
    expect(first("fakturadato: i forgårs")).toBe("2026-06-08");
    expect(first("Zahlung kam vorgestern")).toBe("2026-06-08");
    expect(first("pago recebido ontem")).toBe("2026-06-09");
    expect(first("livraison demain")).toBe("2026-06-11");
    expect(first("erster Arbeitstag: heute in drei Wochen")).toBe("2026-07-01");
    expect(first("han startar om 14 dagar")).toBe("2026-06-24");
    expect(first("il commence dans deux semaines")).toBe("2026-06-24");
    expect(first("the invoice came 2 weeks ago")).toBe("2026-05-27");
  });

  it("reads weekdays of this, the last and the next week, and a month's first weekday or end", () => {
    expect(first("start neste fredag")).toBe("2026-06-12");
    expect(first("Start am nächsten Montag")).toBe("2026-06-15");
    expect(first("le paiement est arrivé lundi dernier")).toBe("2026-06-08");
    expect(first("Elle est partie lundi de la semaine dernière")).toBe("2026-06-01");
    expect(first("reiste ut mandag forrige uke")).toBe("2026-06-01");
    expect(first("Ho startar første måndagen i neste månad")).toBe("2026-07-06");
    expect(first("Começa na primeira segunda-feira do mês que vem")).toBe("2026-07-06");
    expect(first("Startdatum: erster Montag im nächsten Monat")).toBe("2026-07-06");
    expect(first("due at the end of next month")).toBe("2026-07-31");
    expect(first("datoene: siste dag i forrige måned")).toBe("2026-05-31");
    expect(first("à partir du 1er du mois prochain")).toBe("2026-07-01");
  });

  it("reads a day and month with a slash after a word that brings in a date, in today's year", () => {
    expect(first("Sindre Hallan → start 20/4")).toBe("2026-04-20");
    expect(first("Beginn ab 3/11")).toBe("2026-11-03");
    expect(first("service 24/7, 3/4 of the price")).toBeUndefined();
    expect(findDates("REISEKOSTEN Katrin Vogt\n13.10.–16.10. = 4 Tage Tagegeld", today).map((d) => d.iso)).toEqual(["2026-10-13", "2026-10-16"]);
    expect(findDates("1.5-2.5 hours", today)).toEqual([]);
  });

  it("leaves payment terms, the morning and a month named in another sense alone", () => {
    expect(first("zahlbar in 14 Tagen")).toBeUndefined();
    expect(first("payment due within 30 days")).toBeUndefined();
    expect(first("llegó por la mañana")).toBeUndefined();
    expect(first("Faktura for neste måned")).toBeUndefined();
  });

  it("gives the month a period names relative to today", () => {
    expect(relativeMonth(fold("månedsavslutning for forrige måned"), today)).toEqual({ year: 2026, month: 5 });
    expect(relativeMonth(fold("Monatsabschluss für den letzten Monat"), "2026-01-04")).toEqual({ year: 2025, month: 12 });
    expect(relativeMonth(fold("la clôture du mois dernier"), today)).toEqual({ year: 2026, month: 5 });
    // This month, and the first month named wins: "this month's salary, not next month's".
    expect(relativeMonth(fold("o fecho deste mês"), today)).toEqual({ year: 2026, month: 6 });
    expect(relativeMonth(fold("into this month's salary, not next month's"), today)).toEqual({ year: 2026, month: 6 });
    expect(relativeMonth(fold("the payroll"), today)).toBeUndefined();
  });
});

describe("the year a request names relative to today", () => {
  it("is last year's or this year's", () => {
    expect(relativeYear(fold("forenklet årsoppgjør for i fjor"), today)).toBe(2025);
    expect(relativeYear(fold("entre janvier et février (de cette année)"), today)).toBe(2026);
    expect(relativeYear(fold("el cierre del año pasado"), today)).toBe(2025);
    expect(relativeYear(fold("årsoppgjør 2025"), today)).toBeUndefined();
  });
});
