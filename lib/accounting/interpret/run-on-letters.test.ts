import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findDates } from "./extract/dates";
import { writeOutDozens } from "./extract/number-words";
import { normaliseSpoken } from "./spoken";
import { weighBySense } from "./senses";
import { findConcepts } from "./concepts";

/** A long run-on letter: feast days for dates, folk counts, amounts in words, the line's text said in passing. */

const read = (text: string, today: string) => interpretWithRules(text, [], { today });

describe("dates said by the calendar", () => {
  it("reads a fixed feast as its day, in the year written after it or today's", () => {
    const iso = (t: string, today = "2026-03-02") => findDates(t, today).map((d) => d.iso);
    expect(iso("hun er født på St. Hans i 1986")).toEqual(["1986-06-24"]);
    expect(iso("nació el día de Reyes de 1991")).toEqual(["1991-01-06"]);
    expect(iso("he starts at Martinmas")).toEqual(["2026-11-11"]);
    expect(iso("wir treffen uns zu Michaelis an der Kreuzung San Juan")).toEqual([]);
  });

  it("reads the first weekday of a named month", () => {
    expect(findDates("ho byrjar første tysdagen i september", "2026-06-01").map((d) => d.iso)).toEqual(["2026-09-01"]);
    expect(findDates("starting the first Monday of March 2027", "2026-06-01").map((d) => d.iso)).toEqual(["2027-03-01"]);
  });
});

describe("counts and amounts in words", () => {
  it("writes a dozen and a score in digits, but not a score that is a result", () => {
    expect(writeOutDozens("vi har jobba eit snes timar og selt to dusin flasker")).toBe("vi har jobba 20 timar og selt 24 flasker");
    expect(writeOutDozens("the test gave a score 7 points higher")).toBe("the test gave a score 7 points higher");
  });

  it("reads 'X and a half thousand' as the thousands it says", () => {
    expect(normaliseSpoken("the amount is nine and a half thousand kroner", "en")).toBe("the amount is 9 500 kroner");
  });
});

describe("a run-on letter's requests", () => {
  it("creates each department named after its word, joined by 'and'", () => {
    const r = read("Hei, no skal vi ha tre avdelingar til, så lag avdeling Bikuber og avdeling Hagen og avdeling Verkstaden, ikkje fleire, og regnet kom endeleg. Helsing Gunn", "2026-05-04");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Bikuber", "Hagen", "Verkstaden"] });
  });

  it("names a product by the words after 'med navnet', to the next joining word", () => {
    const r = read("Hei, vi har begynt å selge honning i butikken og den må inn som produkt med navnet Lynghonning fra Li og produktnummer 3107 og prisen skal være 120 kroner uten moms og så den lave matmomsen på 15 prosent. Hilsen Gunn", "2026-05-04");
    expect(r.task).toMatchObject({ type: "create_product", name: "Lynghonning fra Li", productNumber: "3107", priceExcludingVat: 120, vatRate: 15 });
  });

  it("takes the invoice's text from 'on the invoice it should say …'", () => {
    const r = read("Hello, we had the choir from Fjellheim Kor AS (organisation number 912 345 670) here yesterday and they must have an invoice, please send it, it is 6 200 kroner without VAT and the normal 25 percent on top, and on the invoice it should say Cider tasting evening, the bees were calm. Best, Gunn", "2026-05-04");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Cider tasting evening", amountExcludingVat: 6200 });
  });

  it("reads 'to pay' after an invoice's other figures as its total, not a payment to register", () => {
    const r = read("Hei, vi har fått ein leverandørfaktura i posten, registrer fakturaen og opprett leverandøren, leverandøren er Vossaprent AS org.nr. 979 516 240, fakturanummeret er VP-9912 og fakturadatoen er 4. august 2026, det gjeld etikettar, beløp utan moms 4 000 kroner og moms 25 % 1 000 kroner og å betale 5 000 kroner, konto 6800. Helsing Gunn", "2026-08-10");
    expect(r.classification.type).toBe("register_supplier_invoice");
    const text = "beløp utan moms 4 000 kroner og moms 25 % 1 000 kroner og å betale 5 000 kroner";
    expect(weighBySense(text, findConcepts(text).hits, "nn").aside.map((a) => a.concept)).toContain("payment");
    // An e-invoice received, its total under "Å betale": input VAT marks a purchase, never an invoice to send.
    const received = read("straumrekninga – før ho på 6340 med 25 % inngåande mva, takk\n\neFaktura · Mottatt 17.03.2026\nFrå: Vik Kraft AS (org.nr. 912345670)\nFakturanr.: VK-2210\nÅ betale: 5 000,00 kr inkl. mva\nherav mva 25 %: 1 000,00 kr\nForfall: 02.04.2026", "2026-03-18");
    expect(received.classification.type).not.toBe("create_invoice_with_lines");
    // Asked for, a payment is one: "betal 5 000 kroner til leverandøren".
    const asked = "registrer at kunden har betalt 5 000 kroner";
    expect(weighBySense(asked, findConcepts(asked).hits, "nn").aside.map((a) => a.concept)).not.toContain("payment");
  });
});
