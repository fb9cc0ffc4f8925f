import { describe, expect, it } from "vitest";
import { parseDocument, readFile } from "./index";

/** Papers whose file a scanner or a phone named ("scan_0412.txt", "IMG_2291.txt"): known by what they give. */
async function paper(text: string, filename: string) {
  return parseDocument(await readFile({ filename, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
}

describe("a paper whose file name says nothing", () => {
  it("is an offer letter by the fields it gives and its offer", async () => {
    const doc = await paper("Bergen, 2. mars 2026\n\nKjære Marius Tveit,\n\nVi har gleden av å tilby deg stillingen.\n\nStilling: Tolk\nTiltredelse: 01.05.2026\nStillingsprosent: 80 %\nÅrslønn: 560 000 kr\nArbeidstid: 7,5 timer per dag", "scan_0412.txt");
    expect(doc.kind).toBe("offer_letter");
    if (doc.kind !== "offer_letter") return;
    expect(doc.data).toMatchObject({ employeeName: "Marius Tveit", startDate: "2026-05-01", percentage: 80, annualSalary: 560000 });
  });

  it("is a contract by its fields where it offers nothing, and a note with one field stays a note", async () => {
    expect((await paper("Arbeidstaker: Kari Nes\nStilling: Vaktmester\nTiltredelse: 01.06.2026\nÅrslønn: 480 000 kr", "IMG_2291.txt")).kind).toBe("contract");
    expect((await paper("Notat\nStilling: ledig fra mai. Ta det opp på styremøtet.", "IMG_2292.txt")).kind).toBe("other");
  });
});
