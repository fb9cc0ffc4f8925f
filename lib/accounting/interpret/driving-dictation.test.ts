import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { normaliseSpoken } from "./spoken";
import { findDates } from "./extract/dates";

/** Requests dictated into a phone and sent as the raw transcript: no punctuation, numbers and dates in words, names run into the sentence. */

const read = (prompt: string) => interpretWithRules(prompt, [], { today: "2026-04-20" });

describe("numbers and dates said aloud", () => {
  it("reads a German half written into the number's word", () => {
    expect(normaliseSpoken("trag bitte zweieinhalb Stunden ein", "de")).toContain("2,5 Stunden");
  });

  it("reads the first day of a stretch of days with the month said once", () => {
    expect(findDates("du 3 au 5 juin", "2026-04-20").map((d) => d.iso)).toEqual(["2026-06-03", "2026-06-05"]);
    expect(findDates("vom 3. bis 5. Juni", "2026-04-20").map((d) => d.iso)).toEqual(["2026-06-03", "2026-06-05"]);
    expect(normaliseSpoken("elle était au salon du trois au cinq juin donc", "fr")).toContain("du 3 au 5 juin");
  });
});

describe("counts of hours said aloud", () => {
  it("writes a small count of hours in digits, and leaves a half said after the hours to the words", () => {
    expect(normaliseSpoken("alors enregistre douze heures pour Amélie", "fr")).toContain("12 heures");
    expect(normaliseSpoken("log ten hours for Per please", "en")).toContain("10 hours");
    expect(normaliseSpoken("registra siete horas y media para Marta", "es")).toContain("siete horas y media");
  });
});

describe("names said without quotes", () => {
  it("takes a trip's title after 'el título', up to the verb after it", () => {
    expect(normaliseSpoken("hay que registrar un viaje de Erlend Vatne el título Befaring hytte Voss fue a ver la cabaña", "es")).toContain("«Befaring hytte Voss» fue");
  });

  it("takes a name after 'call it' up to the joining word", () => {
    const r = read("okay so new project please call it Attic Rebuild Sola for the customer Sola Hus AS org number 912345674 project manager is Kari Nes kari dot nes at example dot org she is already in the system cheers");
    expect(r.task).toMatchObject({ type: "create_project", name: "Attic Rebuild Sola" });
  });

  it("keeps the small words of a short name said before a joining word, and ends it at a pronoun or verb", () => {
    expect(normaliseSpoken("et sur la ligne tu mets Maling av fasade c'est pour la maison merci", "fr")).toContain("«Maling av fasade» c'est pour");
    expect(normaliseSpoken("le titre c'est Messe Bergen elle était au salon", "fr")).toContain("«Messe Bergen» elle");
    expect(normaliseSpoken("y el concepto pon Legging av tak y envíasela gracias", "es")).toContain("«Legging av tak» y");
  });
});

describe("a receipt's line singled out in one breath", () => {
  it("books the line after 'only', though the sentence runs on to the private one", async () => {
    const { parseDocument, readFiles } = await import("@/lib/accounting/files");
    const receipt = "BYGGMAKKER SANDNES AS\nOrg.nr: 916 552 480 MVA\n\nKVITTERING - 17.08.2026\n\nVare                                Pris\nPropan 11 kg                         389.00 kr\nGrillkull 5 kg                       149.00 kr\n\nTotalt:                              538.00 kr\n  herav MVA 25%:                     107.60 kr";
    const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(
      "okay so receipt from the builders store attached only the propane needs to be booked the charcoal was for my private barbecue so leave that out put the propane on department Anlegg with the right account cheers",
      docs,
      { today: "2026-08-20" },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Propan 11 kg", amountIncludingVat: 389, department: "Anlegg" });
  });
});
