import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { writeOutArithmetic } from "./structure/written-arithmetic";

// Invented requests that give each figure as the calculation that makes it, the result left to the reader.
const read = (text: string, today = "2026-04-28") => interpretWithRules(text, [], { today }).task;

describe("a figure given as its calculation", () => {
  it("a product of three factors, a division, and a product after an amount's label are their results", () => {
    expect(
      read('Invoice, send.\nCustomer Northbay Aqua Ltd (org 881 312 336).\nOne line: "Flow survey, smolt intake" — 2 d × 7.5 h/d × 1 200 NOK/h, net; VAT 25 %.\nCreate and send.'),
    ).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 18000, description: "Flow survey, smolt intake" });
    expect(
      read("Løn 2026-04.\nBrynjar LID (brynjar.lid@example.org).\nGrunnløn: 570 000 / 12 NOK.\nEingongsbonus i tillegg: 3 × 2 500 NOK (tre rapportar levert før frist).\nKøyr lønna for denne månaden."),
    ).toMatchObject({ type: "run_payroll", baseSalary: 47500, bonus: 7500 });
  });

  it("a difference and a surcharge in per cent are their results", () => {
    expect(writeOutArithmetic("Then one entry on account 7140: 12 400 − 3 100 NOK (train tickets minus refund).")).toBe(
      "Then one entry on account 7140: 9 300 NOK (train tickets minus refund).",
    );
    expect(writeOutArithmetic("- Impeller inspection (4471): 7 500 NOK + 20 % rush surcharge, net.")).toBe("- Impeller inspection (4471): 9 000 NOK rush surcharge, net.");
    expect(writeOutArithmetic("Mahngebühr: Inkassosatz 700 NOK / 10. Teilzahlung: 10 000 / 2 NOK.")).toBe("Mahngebühr: Inkassosatz 70 NOK. Teilzahlung: 5 000 NOK.");
  });

  it("a day's span of clock times with its break told is its hours", () => {
    expect(
      read(
        "Timar + prosjektfaktura.\nAnders NESHEIM (anders.nesheim@example.org), aktivitet «Feltmåling», prosjekt «Vassføringsmåling Raundalen», kunde Raundal Kraft AS (org 838 189 962).\n2026-03-18: 08:15–14:45 utan pause, éi timeføring.\nTimepris 1 240 NOK/t. Lag prosjektfaktura til kunden på grunnlag av timane.",
        "2026-03-20",
      ),
    ).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, hourlyRate: 1240 });
    expect(writeOutArithmetic("Montasje 07:30–16:00 med 30 min pause.")).toBe("Montasje 8 h med 30 min pause.");
  });

  // Guards: what is a quantity and a price, a check with its result, VAT on top or a name stays as written.
  it("leaves a quantity and a price, a checked calculation, VAT on top and a product's measures as written", () => {
    for (const text of [
      "3 × 450 NOK for the brochures",
      "dietas 4 d × 800 NOK",
      "Abschreibung: 144 720 / 48 = kr 3 015,- pro Monat.",
      "control: 8 450 × (12,05 − 11,20) = 7 182,50 NOK de agio",
      "the 480 less 30 for the juice we forgot, so 450 NOK",
      "Tips: 93 600 / 36 = ?",
      "Rådgiving 8 000 NOK + 25 % mva",
      "produto «Bølgepapkasse 60x40x30» com o número 6040",
      "Sesong 2026 / 27",
      "Hours: 12.5 h (shift 2026-04-08T06:00–18:30, no break logged)",
      "Møte 09:00–10:30 i Bergen",
    ]) {
      expect(writeOutArithmetic(text)).toBe(text);
    }
  });
});
