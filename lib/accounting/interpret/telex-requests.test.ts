import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { expandAbbreviations } from "./concepts/abbreviations";
import { breakInlineNumbering } from "./structure/inline-numbering";
import { lowerCapitals } from "./structure/capitals";
import { readTelegramStops } from "./structure/telegram";

/**
 * Requests sent like a telex: all capitals, plain ASCII letters ("LEVERANDOER", "FRAA"), a heading of the ship's
 * position above them, "STOP" between items, points numbered "1/ 2/ 3/" inside one line.
 */
const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-04" });
const HEADING = "MS NORDVIK / POS 6215N 00540E / NV 5 / SJOE 2M / HAREIDLANDET";
/** A reading with its values in small letters: names are compared as the bookkeeping system compares them. */
const lower = (x: unknown) => JSON.parse(JSON.stringify(x), (_k, v) => (typeof v === "string" ? v.toLowerCase() : v));

describe("a request written all in capitals", () => {
  it("its names are found where they stand, and the heading's ship and place are no name", () => {
    const r = read(`${HEADING}\nBUCHHALTUNG\nBITTE 6 STD FUER LINA BERGE <lina.berge@example.org> BUCHEN STOP AKTIVITAET QUOTE VERTAEUEN UNQUOTE IM PROJEKT QUOTE HAFEN ALESUND UNQUOTE / KD FJORDLAST GMBH / ORG 987654325 STOP STUNDENSATZ NOK 950 STOP DANACH RECHNUNG AN DEN KD\nKAPITAEN ++`);
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, hourlyRate: 950, employee: { firstName: "Lina", lastName: "Berge" } });
    expect(lower(r.task)).toMatchObject({ customer: { name: "fjordlast gmbh", organizationNumber: "987654325" } });
  });

  it("a word in plain ASCII letters is the accounting word it spells ('LEVERANDOER')", () => {
    const r = read(`${HEADING}\nREKNESKAP\nREGISTRER LEVERANDOER: FJORDBUNKER AS / ORG 987654325 / EPOST <post@fjordbunker.no> STOP DEI LEVERER DIESEL FRAA NESTE VEKE\nHELSING ++`);
    expect(r.task).toMatchObject({ type: "create_supplier", organizationNumber: "987654325", email: "post@fjordbunker.no" });
    expect(lower(r.task)).toMatchObject({ name: "fjordbunker as" });
    // Addresses keep their letters; a text with small letters of its own is left as written.
    expect(lowerCapitals("NY KUNDE HAVLY AS / EPOST <Post@Havly.no> / ORG 987654325 / TAKK FOR HJELPA MED REKNESKAPEN")).toBe("ny kunde havly as / epost <Post@Havly.no> / org 987654325 / takk for hjelpa med rekneskapen");
    expect(lowerCapitals("Ny kunde Havly AS, org 987654325, e-post post@havly.no, takk for hjelpa")).toBe("Ny kunde Havly AS, org 987654325, e-post post@havly.no, takk for hjelpa");
  });

  it("a product's number after 'NUM', its name quoted", () => {
    const r = read(`${HEADING}\nCONTABILIDAD\nCREAR PRODUCTO PF STOP NOMBRE QUOTE CARTA NAUTICA NORTE UNQUOTE / NUM 5521 / PRECIO NOK 890 SIN IVA / IVA 0 PCT STOP\nCAPITAN ++`);
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "5521", priceExcludingVat: 890 });
  });

  it("a customer's name with its linking word, its address with postcode and town after their labels ('CP', 'VILLE')", () => {
    const r = read(`${HEADING}\nCOMPTA\nCREER CLIENT SVP STOP PECHERIE DU NORD SARL / ORG 987654325 / ADR HAVNEGATA 12 / CP 6004 / VILLE ALESUND / MAIL <contact@pecherie.no> STOP\nCAPITAINE ++`);
    expect(lower(r.task)).toMatchObject({ type: "create_customer", name: "pecherie du nord sarl", address: { addressLine1: "havnegata 12", postalCode: "6004", city: "alesund" } });
  });
});

describe("capitals mark no word as cut short in a text all in capitals", () => {
  it("whole words stay, the usual cuts are written out", () => {
    expect(expandAbbreviations("PLS MAKE 3 DEPARTMENTS SO WAGES CAN BE SPLIT STOP DEBIT ACCT 5000", "en")).toBe("PLS MAKE 3 DEPARTMENTS SO WAGES CAN BE SPLIT STOP DEBIT ACCOUNT 5000");
    expect(expandAbbreviations("NY LEV: HAVLY AS / ORG 987654325 STOP SEND FAKT TIL KD", "nb")).toBe("NY LEVERANDOR: HAVLY AS / ORG 987654325 STOP SEND FAKTURA TIL KUNDE");
  });
});

describe("points numbered inside a line", () => {
  it("each point on a line of its own, the last one ending with its sentence", () => {
    expect(breakInlineNumbering("MAKE 3 DEPARTMENTS: 1/ RIGG 2/ CATERING 3/ VERKSTED. THAT IS ALL")).toBe("MAKE 3 DEPARTMENTS:\n1) RIGG\n2) CATERING\n3) VERKSTED.\nTHAT IS ALL");
    const r = read(`${HEADING}\nBOOKKEEPER\nPLS MAKE 3 DEPARTMENTS SO WAGES CAN BE SPLIT: 1/ RIGG 2/ CATERING 3/ VERKSTED STOP THAT IS ALL THE SHIP HAS, NO OFFICE DEPT\nMASTER ++`);
    expect(lower(r.task)).toEqual({ type: "create_departments", names: ["rigg", "catering", "verksted"] });
  });

  it("references to points, fractions and a lone number stay as written", () => {
    for (const kept of ["O resultado antes de 1) e 2) era de kr 529 000", "split 1/2 each, open 24/7", "see 3) below", "1) Salg\n2) Lager"]) expect(breakInlineNumbering(kept)).toBe(kept);
  });
});

describe("a single STOP", () => {
  it("is a full stop in a message all in capitals, unless asked for", () => {
    expect(readTelegramStops("MAKE THE DEPARTMENT GALLEY STOP THAT IS ALL THE SHIP HAS")).toBe("MAKE THE DEPARTMENT GALLEY. THAT IS ALL THE SHIP HAS");
    expect(readTelegramStops("PLS STOP THE REMINDER FOR INVOICE 1204 TO HAVLY AS")).toBe("PLS STOP THE REMINDER FOR INVOICE 1204 TO HAVLY AS");
    expect(readTelegramStops("Please make the department Galley STOP that is all")).toBe("Please make the department Galley STOP that is all");
  });
});
