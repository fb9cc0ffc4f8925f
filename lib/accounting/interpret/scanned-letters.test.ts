import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { personOfEmail } from "./extract/parties";

const read = (text: string, today = "2026-07-20") => interpretWithRules(text, [], { today });

describe("a scanned form or letter pasted under a line of the writer's own", () => {
  it("takes the person's name from the fields the address spells, not the scanner's header", () => {
    const r = read(
      "Skjema fra verkstedet. Opprett ham som ansatt ↓\n\nScanBro OCR · personalskjema.pdf · s. 1/1\nBÅTVERFT AS            PERSONALSKJEMA\nEtternavn:  Kvalvågnes          Fornavn:  Sindre\nFødselsdato:  14.02.1991\nE-post  (jobb):  sindre.kvalvagnes@example.org\nFørste arbeidsdag:  04.05.2026\n–T",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Sindre", lastName: "Kvalvågnes" });
    // A run that holds the address's words with a middle name keeps it.
    expect(personOfEmail("Nova colaboradora: Tiago Valadares Moreira, nascido em 17/11/1991.", "tiago.moreira@example.net")).toBe("Tiago Valadares Moreira");
  });

  it("takes the employee from the letter's 'Til:' line, no title without words, a department with 'og'", () => {
    const r = read(
      "Tilbodsbrevet til Torstein (skanna) – gjer heile onboardinga ↓\n\nScanBro OCR · tilbodsbrev.pdf · s. 1/1\nTILBOD OM STILLING\nTil:   Torstein Myklebust    (fødd 12.04.1989)\nAvdeling:   Sveis og metall\nStilling:   80 %\nTiltredingsdato:    17.08.2026\nTilsetjingsform:    fast stilling\nStillingsprosent:   80 %\nÅrsløn:             kr 548 000\nArbeidstid:         7,5 timar per dag\n–T",
    );
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Torstein", lastName: "Myklebust", department: "Sveis og metall" });
    expect((r.task as { jobTitle?: string }).jobTitle).toBeUndefined();
  });
});

describe("a product sheet's internal reference", () => {
  it("reads 'Réf. interne : 4417' as the product's number", () => {
    const r = read("Fiche produit scannée — créez l'article avec le numéro, le prix et la TVA ↓\nFICHE PRODUIT          Réf. interne :  4417\nDésignation :   Vernis marin satiné\nPrix de vente :   1 289,00 NOK  HT\nTVA :  25 %\n–T");
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4417", priceExcludingVat: 1289 });
  });

  it("reads a ledger finding whose line the letter broke and carried on indented", () => {
    const r = read("Revisorens brev for januar–februar 2026, skannet — rett feilene:\n\nFINDINGS\na)  Wrong account:  account 6300 was used instead of\n    account 6320,  amount NOK 5 640.\nb)  Duplicate voucher:  account 6800,  amount NOK 990  (booked twice).", "2026-03-05");
    expect(r.task).toMatchObject({ type: "correct_ledger_errors", errors: [{ kind: "wrong_account", wrongAccount: 6300, correctAccount: 6320, amount: 5640 }, { kind: "duplicate_voucher", account: 6800, amount: 990 }] });
  });
});
