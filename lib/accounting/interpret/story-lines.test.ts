import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";

/**
 * Values told as a story, a sentence each: an invoice item's number before its name and its VAT later in its sentence; a
 * person's hours whose unit was said for the person before.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-04" });

describe("invoice lines told a sentence each", () => {
  it("each sentence keeps its own product number and VAT rate", () => {
    const r = read(
      'Hi! Kvitsøy Marina AS (org. no. 918 337 402) was in on Friday. First we serviced their outboard engine – our product 3301, "Engine service", at 5 200 kroner with the ordinary 25 % VAT. Then they bought a box of bait, product 3302, "Bait box", at 640, and as that is food it carries 15 %. Last, the captain took a "Tide table 2026", product 3303, at 180, which is exempt at 0 %. All prices are before VAT and the products and the customer are in the system. One invoice to them with the three lines, please.',
    );
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Engine service", productNumber: "3301", unitPriceExcludingVat: 5200, vatRate: 25 },
        { description: "Bait box", productNumber: "3302", unitPriceExcludingVat: 640, vatRate: 15 },
        { description: "Tide table 2026", productNumber: "3303", unitPriceExcludingVat: 180, vatRate: 0 },
      ],
    });
  });

  it("an abbreviation's full stop ends no sentence: 'ekskl. MVA 25 %' stays with its line", () => {
    const r = read("Faktura til Vågen Bakeri AS (org.nr 914 552 307): «Kakeboks» (nr. 4410) 320 kr ekskl. MVA 25 %, og «Brødkurv» (nr. 4411) 450 kr ekskl. MVA 15 %. Send den i dag.");
    expect(r.task).toMatchObject({
      lines: [
        { description: "Kakeboks", productNumber: "4410", vatRate: 25 },
        { description: "Brødkurv", productNumber: "4411", vatRate: 15 },
      ],
    });
  });
});

describe("hours told for one person and left bare for the next", () => {
  it("'… 30 timar; på Ola Nes (…), konsulenten, 42.' gives Ola Nes 42 hours", () => {
    const r = read(
      "Hei! Bremanger Fiskeri AS (org.nr. 918 442 306) skal ha prosjektet «Ny kaifront» køyrt heilt gjennom i dag. Budsjettet er 160 000 kroner. Siri Vågsether (siri.vagsether@example.org) er prosjektleiar, og på henne skal det førast 30 timar; på Ola Nes (ola.nes@example.org), konsulenten, 42. Kystbygg AS (org.nr. 917 552 801) leverte material for 22 400 kroner, og den kostnaden skal på prosjektet. Til slutt ein faktura til kunden for prosjektet.",
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { email: "siri.vagsether@example.org" }, hours: 30 },
        { employee: { email: "ola.nes@example.org" }, hours: 42 },
      ],
    });
  });
});
