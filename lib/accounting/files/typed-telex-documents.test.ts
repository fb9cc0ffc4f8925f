import { describe, expect, it } from "vitest";
import { parseDocument, readFile } from "./index";

/**
 * Papers retyped on board a ship and sent over a telex-like link: all capitals, plain ASCII letters ("AARSLOENN" for
 * "årslønn", "FOEDD" for "fødd"), fields set apart by dotted leaders of any length, prices without grouping.
 */
async function typed(filename: string, text: string) {
  return parseDocument(await readFile({ filename, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
}

describe("papers typed in plain ASCII capitals", () => {
  it("an offer letter's labels spelt with two letters for one are its labels", async () => {
    const doc = await typed(
      "tilbod.txt",
      [
        "NORDVIK REIARLAG AS / KAIGATA 2 / 6100 VOLDA",
        "TILBOD OM STILLING",
        "TIL: SOELVI AASEN",
        "FOEDD: 04MAR1982",
        "",
        "VI TILBYR DEG STILLINGA SOM MASKINIST I AVDELING MASKIN.",
        "  TILTREDING ........... 15AUG2026",
        "  TILSETJINGSFORM ...... FAST STILLING",
        "  STILLINGSPROSENT ..... 60 PCT",
        "  AARSLOENN ............ NOK 498000",
        "  ARBEIDSTID ........... 7.5 TIMAR PER DAG",
      ].join("\n"),
    );
    expect(doc.kind).toBe("offer_letter");
    expect(doc.data).toMatchObject({ employeeName: "SOELVI AASEN", dateOfBirth: "1982-03-04", annualSalary: 498000, percentage: 60, startDate: "2026-08-15", hoursPerDay: 7.5 });
  });

  it("a contract's label with its other name in a bracket, and a leader of a single dot, are read", async () => {
    const doc = await typed(
      "vertrag.txt",
      [
        "ARBEITSVERTRAG",
        "ARBEITGEBER ........ NORDVIK REIARLAG AS",
        "ARBEITNEHMER ....... JONAS WEIDE",
        "GEBURTSDATUM ....... 11.02.1990",
        "PERSONALNUMMER (NORW. FOEDSELSNUMMER) ... 11029012345",
        "  ABTEILUNG ........ MASCHINE",
        "  BERUFSSCHLUESSEL . STYRK 7233",
        "  JAHRESGEHALT ..... NOK 560000",
        "  BEGINN ........... 01.09.2026",
      ].join("\n"),
    );
    expect(doc.kind).toBe("contract");
    expect(doc.data).toMatchObject({ nationalIdentityNumber: "11029012345", department: "MASCHINE", occupationCode: "7233" });
    const en = await typed("contract.txt", "EMPLOYMENT CONTRACT\nEMPLOYEE ........ RUTH OKAFOR\nPERSONAL ID NO .... 07118812039\nDEPARTMENT ...... DECK\nANNUAL SALARY ... NOK 450000\nSTART DATE ...... 01.06.2026");
    expect(en.data).toMatchObject({ nationalIdentityNumber: "07118812039" });
  });

  it("an invoice's fields after dotted leaders instead of colons", async () => {
    const doc = await typed(
      "faktura.txt",
      [
        "SKIPSTEKNIKK VEST AS",
        "ORG.NR 912345674 MVA",
        "",
        "FAKTURA",
        "FAKTURANR ...... STV-26-0412",
        "FAKTURADATO .... 02.04.2026",
        "FORFALL ........ 02.05.2026",
        "",
        "BESKRIVELSE                     BELOP",
        "SERVICE HOVEDMOTOR            12 000,00",
        "SUM EKS MVA                   12 000,00",
        "MVA 25%                        3 000,00",
        "TOTALT A BETALE NOK           15 000,00",
      ].join("\n"),
    );
    expect(doc.kind).toBe("supplier_invoice");
    expect(doc.data).toMatchObject({ invoiceNumber: "STV-26-0412", invoiceDate: "2026-04-02", dueDate: "2026-05-02", amountIncludingVat: 15000 });
  });

  it("a receipt's prices to the øre without grouping are each line's price", async () => {
    const doc = await typed(
      "kvittering.txt",
      [
        "BAATUTSTYR MOLDE AS",
        "ORG.NR 987654321 MVA",
        "KVITTERING   12.03.2026",
        "----------------------------",
        "FENDER STOR 2 STK     2450.00",
        "TAUVERK 30 M           612.50",
        "----------------------------",
        "SUM NOK               3062.50",
      ].join("\n"),
    );
    expect(doc.kind).toBe("receipt");
    expect(doc.data).toMatchObject({ items: [{ description: "FENDER STOR 2 STK", amount: 2450 }, { description: "TAUVERK 30 M", amount: 612.5 }] });
  });
});
