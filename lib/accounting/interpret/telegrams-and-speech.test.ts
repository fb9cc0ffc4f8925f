import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readMessage } from "./message";
import { readTelegramStops } from "./structure/telegram";
import { carriedCurrency } from "./extract/carried-currency";
import { countedList } from "./extract/counted-list";
import { findNumbers } from "./extract/amounts";
import { expandAbbreviations } from "./concepts/abbreviations";

/**
 * Requests sent as telegrams or radiograms (a number line, STOP between items, "12K5"), lists and
 * figures said aloud (a count before names with no commas, a currency said once), and a writer
 * who mixes languages (a quoted name kept as written, a contract's details typed into the mail).
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-14" });

describe("a telegram's envelope and its full stops", () => {
  it("the message's own number line above the body is envelope, never a product or order number", () => {
    const m = readMessage("NR 112 BGO 02APR26 0915L\nTIL REGNSKAP\nNYTT PRODUKT \"Signallampe LED\" STOP PRIS NOK 1.150,- EKS MVA", "2026-04-14");
    expect(m.parts[0]).toMatchObject({ kind: "header" });
    const r = read("MSG 07 / 02.04.2026 09:15\nNew product \"Signal lamp LED\", price NOK 1,150 excl. VAT, VAT 25 %");
    expect(r.gate.ok).toBe(true);
    expect(r.task).not.toMatchObject({ productNumber: "07" });
    // A line that goes on into a sentence is the request.
    expect(readMessage("No 5 of the vans needs a new invoice", "2026-04-14").parts[0]).toMatchObject({ kind: "request" });
  });

  it("'STOP' between items is a full stop; one 'stop' is a word", () => {
    expect(readTelegramStops("NY KUNDE STOP ORG 912 345 678 STOP EPOST a@b.no STOP\nMVH")).toBe("NY KUNDE. ORG 912 345 678. EPOST a@b.no.\nMVH");
    expect(readTelegramStops("Please STOP the reminder for invoice 12")).toBe("Please STOP the reminder for invoice 12");
  });

  it("'12K5' is 12 500 and a currency between an item number and its price belongs to the price", () => {
    const n = findNumbers("VARENR 4410 NOK 2.350,- MVA 25 PST; KURS NOK 12K5; BONUS NOK 6K0");
    expect(n.map((x) => [x.value, x.currency ?? null])).toEqual([[4410, null], [2350, "NOK"], [25, null], [12500, "NOK"], [6000, "NOK"]]);
  });
});

describe("figures left bare once the currency is said", () => {
  it("a bare figure of a cost or price takes the one currency the request names", () => {
    expect(carriedCurrency("per diem 540 kroner a day, costs: train 1120 and a taxi of 380")).toBe("per diem 540 kroner a day, costs: train 1120 kr and a taxi of 380 kr");
    // Numbers of things, years, postcodes before their place and quantities keep as written.
    const kept = "product number 3318 at 2400 kroner, postcode 5013 Bergen, 12 hours in 2026, org nr 912345678";
    expect(carriedCurrency(kept)).toBe(kept);
    // Two currencies: nothing is carried.
    expect(carriedCurrency("EUR 1200 at rate 11.4, paid 13 700 NOK, fee 250")).toBe("EUR 1200 at rate 11.4, paid 13 700 NOK, fee 250");
  });

  it("a dictated expense claim whose costs are said without the currency is read whole", () => {
    const r = read(
      "hei jeg må levere reiseregning for Kari Nymoen kari.nymoen@example.org reisen heter Messe Lillestrøm to dager med diett på 560 kroner dagen og utlegg tog 1290 og parkering 240 takk",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "register_travel_expense" });
    expect(JSON.stringify(r.task)).toContain("1290");
    expect(JSON.stringify(r.task)).toContain("240");
  });
});

describe("a list said aloud with its count", () => {
  it("the words before the last 'and' are one name each; the last name may be two words", () => {
    const t = "we need four new departments sales logistics finance and customer care thanks";
    expect(countedList(t, /^departments?$/, true)).toEqual(["Sales", "Logistics", "Finance", "Customer Care"]);
    expect(countedList("vi treng to nye avdelingar verkstad og lager takk", /^avdeling\w*$/, false)).toEqual(["Verkstad", "Lager"]);
    // The count must come out: three words and a count of two is no list.
    expect(countedList("two departments sales logistics and finance", /^departments?$/, true)).toEqual([]);
    const r = read("hei vi treng tre nye avdelingar altså verkstad sal og administrasjon kan du opprette dei takk");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Verkstad", "Sal", "Administrasjon"] });
  });
});

describe("a writer who mixes languages", () => {
  it("a quoted name keeps its words as written: no abbreviation is written out inside it", () => {
    expect(expandAbbreviations("nytt prosjekt «Tur BIL mai» for kunden", "nb")).toBe("nytt prosjekt «Tur BIL mai» for kunden");
  });

  it("a contract's details typed into the request make it the contract's task, not a payroll run", () => {
    const r = read(
      "Hola! Der Arbeitsvertrag von Lena Obermaier ist unterschrieben, hier die Daten aus dem Vertrag: geboren 02/05/1990, Personennummer 02059012345, E-Mail lena.obermaier@example.org, Stellenprozent 100 %, Jahresgehalt 540.000,00 NOK, Festgehalt monatlich, Startdatum 01/09/2026. Bitte anlegen. gracias",
    );
    expect(r.classification.type).toBe("employee_from_contract");
  });
});

describe("a telegram's own corrections and short forms", () => {
  it("'CORR' withdraws the figure before it and '25 PST' is a rate", () => {
    const r = read("NR 58 KSU 25MAR26 1540L\nNYTT PRODUKT \"Signallampe LED\" STOP PRIS NOK 1.510,- CORR LES 1.150,- EKS MVA STOP MVA 25 PST STOP\nMVH OLA AR");
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Signallampe LED", priceExcludingVat: 1150, vatRate: 25 });
  });
});
