import { describe, expect, it } from "vitest";
import { parseReceiptDocument } from "./documents/receipt";

/** A builders' merchant's till slip: each item's name on a line or two over its count line, the total under "SUM". */
const SLIP = [
  "BYGG & JERN DRAMMEN",
  "Kobbervikdalen 40 3036 DRAMMEN",
  "Org.nr 944 120 585 MVA",
  "- - - - - - - - - - - - - - - -",
  "14.04.2026 08:07 Kasse 01 Selger 12",
  "KABEL PR 3G1,5 50M",
  "1 x 899,00 899,00",
  "KOPIPAPIR A4 80G",
  "5X500 ARK",
  "1 x 389,00 389,00",
  "WAGO 221-413 50STK",
  "2 x 279,00 558,00",
  "- - - - - - - - - - - - - - - -",
  "SUM",
  "1846,00",
  "MVA 25% grunnlag 1476,80 mva 369,20",
].join("\n");

describe("a till's slip", () => {
  it("reads each item named over its count line, the total under 'SUM' and the store over its address", () => {
    const doc = parseReceiptDocument(SLIP);
    expect(doc.items).toEqual([
      { description: "KABEL PR 3G1,5 50M", amount: 899 },
      { description: "KOPIPAPIR A4 80G 5X500 ARK", amount: 389 },
      { description: "WAGO 221-413 50STK", amount: 558 },
    ]);
    expect(doc.total).toBe(1846);
    expect(doc.storeName).toBe("BYGG & JERN DRAMMEN");
  });
});
