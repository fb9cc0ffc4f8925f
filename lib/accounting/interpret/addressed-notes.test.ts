import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { MIN_SCORE } from "./classify";
import { splitMessage } from "./message";
import { vatBasisOf } from "./extract/vat-basis";
import { fold } from "./text";

/** A message written to a customer, supplier or colleague, with a line to the assistant in it. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a message to someone else with a line to the assistant", () => {
  it("takes the task from the line (a thank-you's 'nous avoir fait confiance' names no credit note) and the values from the message", () => {
    const r = read(
      "Bonjour Madame Lemaire,\n\nMerci encore de nous avoir fait confiance pour le séminaire de jeudi !\n\nComme prévu, nous vous facturons le déjeuner : kr 9 200,- HT, TVA 25 % en sus, au nom de Lemaire Conseil SARL (nº org. 917 204 339).\n\nBien à vous,\nIngrid\nNordkapp Mat AS\n\n@assistant : merci de créer et d'envoyer la facture dans Tripletex, ligne « Déjeuner séminaire ».",
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
    expect(r.task).toMatchObject({ customer: { organizationNumber: "917204339" }, amountExcludingVat: 9200, description: "Déjeuner séminaire" });
    expect(r.gate.ok).toBe(true);
  });

  it("reads a supplier's bill the letter only thanks for when the line says to register it (its 'paid by the due date' is no payment)", () => {
    const r = read(
      "Hei Knut!\n\nTakk for leveransen til konferansen – alt kom fram i tide.\n\nFakturaen deres, F-2231 på kr 8 750,00 inkl. mva, har kommet fram, og vi har lagt dere inn som leverandør (Vestlandsfrukt AS, org.nr 923 118 402). Den blir betalt innen forfall.\n\nHilsen\nMarte\n\n@assistent: registrer leverandøren og fakturaen i Tripletex – kostnaden på konto 4300, med 25 % inngående mva.",
    );
    expect(r.classification.type).toBe("register_supplier_invoice");
    expect(r.task).toMatchObject({ supplier: { organizationNumber: "923118402" }, invoiceNumber: "F-2231", amountIncludingVat: 8750, expenseAccount: 4300 });
  });

  it("keeps the line out of the signature above it, and a postscript after a signature is the writer's text", () => {
    const text = "Hei Ola,\n\nlønna di for mars kommer som vanlig.\n\nHilsen\nKari\n\nPS: bonusen er 6 000, ikke 5 000.\n\n@assistent: kjør lønn for Ola Nordmann.";
    const kinds = splitMessage(text).map((p) => [p.kind, text.slice(p.start, p.end).trim().slice(0, 12)]);
    expect(kinds).toContainEqual(["request", "PS: bonusen "]);
    expect(kinds).toContainEqual(["request", "@assistent: "]);
    expect(splitMessage(text).filter((p) => p.addressed)).toHaveLength(1);
  });
});

describe("an invoice's amount written with and without VAT", () => {
  it("knows net and gross by the words beside the amount", () => {
    const basis = (text: string, at: string) => {
      const f = fold(text);
      return vatBasisOf(f, { index: f.indexOf(at), length: at.length });
    };
    expect(basis("kr 22 680,- eks. mva + 25 % mva", "kr 22 680,-")).toBe("excl");
    expect(basis("18 400 HT, TVA en plus", "18 400")).toBe("excl");
    expect(basis("netto NOK 9 600", "9 600")).toBe("excl");
    expect(basis("12 000 con IVA", "12 000")).toBe("incl");
    expect(basis("28 350 inkl. mva", "28 350")).toBe("incl");
    expect(basis("the 4 500 licence", "4 500")).toBeUndefined();
  });

  it("finds the paid invoice by its net amount, the gross payment beside it being that amount with VAT", () => {
    const r = read("Registrer full innbetaling på fakturaen til Sandvik Roklubb (org.nr 987 552 103): kr 28 350,- kom inn i går for middagen (kr 22 680,- eks. mva + 25 % mva).");
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ amountExcludingVat: 22680, amountIncludingVat: 28350 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("the French 'avoir'", () => {
  it("is the verb after a pronoun or before a participle, and the credit note after an article", () => {
    const thanks = read("Merci de nous avoir fait confiance ! Merci de créer et d'envoyer une facture à Lemaire Conseil SARL (nº org. 917204339) : déjeuner, 9 200 NOK HT.");
    expect(thanks.classification.scores.find((s) => s.type === "create_credit_note")?.score ?? 0).toBeLessThan(MIN_SCORE);
    expect(read("Merci d'émettre l'avoir pour la facture « Déjeuner » de Lemaire Conseil SARL (nº org. 917204339), 9 200 NOK HT.").classification.type).toBe("create_credit_note");
  });
});
