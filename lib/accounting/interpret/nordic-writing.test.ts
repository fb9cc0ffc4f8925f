import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { nordicMarks } from "./structure/nordic-marks";
import { findDates } from "./extract/dates";

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });

describe("a Swede's or a Dane's marks, as the readers know them", () => {
  it("pairs ”…” and »…« as quotes, writes 'kr 4 500:-' as the kroner dash, keeps every index", () => {
    const text = "Produkt ”Julkorg Värmland” och »Vinter«, pris kr 4 500:-, den 1:a maj.";
    const out = nordicMarks(text);
    expect(out).toHaveLength(text.length);
    expect(out).toContain("“Julkorg Värmland”");
    expect(out).toContain("«Vinter»");
    expect(out).toContain("4 500,-");
    // An inch mark or a closing mark alone is left as written.
    expect(nordicMarks('Skjerm 27” og "Alfa”')).toBe('Skjerm 27” og "Alfa”');
  });

  it("reads 'född 17/9 1991', 'v. 32 (3/8 2026)' and 'den 1:a maj' as dates", () => {
    expect(findDates(nordicMarks("född 17/9 1991"), "2026-04-20").map((d) => d.iso)).toEqual(["1991-09-17"]);
    expect(findDates(nordicMarks("leverans v. 32 (3/8 2026)"), "2026-04-20").map((d) => d.iso)).toEqual(["2026-08-03"]);
    expect(findDates(nordicMarks("fra den 1:a maj"), "2026-04-20").map((d) => d.iso)).toEqual(["2026-05-01"]);
  });

  it("reads a product whose name is quoted ”…” and priced 'NOK 649:-'", () => {
    const r = read("Olá, novo produto:\n”Julkorg Värmland” – número do produto 7712\nPreço NOK 649:- sem IVA. É comida, então IVA 15 %.\nObrigado /ÅL");
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_product", name: "Julkorg Värmland", productNumber: "7712", priceExcludingVat: 649, vatRate: 15 });
  });

  it("reads invoice lines priced with the kronor dash", () => {
    const r = read(
      "Hola,\npedido para el cliente Hermanos Ibarra SL (org.nr 916730438):\n- ”Estufa Fjällglöd” (4430) NOK 21 500:-\n- ”Piedras de sauna” (5130) NOK 1 180:-\nPrecios sin IVA. Convertir el pedido en factura y registrar el pago completo.\nGracias",
    );
    expect((r.task as { lines?: unknown[] })?.lines).toEqual([
      expect.objectContaining({ description: "Estufa Fjällglöd", productNumber: "4430", unitPriceExcludingVat: 21500 }),
      expect.objectContaining({ description: "Piedras de sauna", productNumber: "5130", unitPriceExcludingVat: 1180 }),
    ]);
  });

  it("knows the Swedish words for an employee, a supplier and hours", () => {
    expect(read("Ny anställd fra den 1:a maj:\nSigrid Hamre, född 17/9 1991\nE-post: sigrid.hamre@ovn.no\nLegg henne inn som anställd.").task).toMatchObject({
      type: "create_employee",
      firstName: "Sigrid",
      lastName: "Hamre",
      dateOfBirth: "1991-09-17",
      startDate: "2026-05-01",
    });
    expect(read("Ny leverantör: ”Värmlands Plåtslageri AB”, org.nr 921 478 828. Fakturaer kommer fra faktura@varmlandsplat.se. Registrer dem som leverantör.").task).toMatchObject({
      type: "create_supplier",
      name: "Värmlands Plåtslageri AB",
    });
  });
});

describe("an invoice named by what it was for", () => {
  it("takes the quoted service, not the quoted customer, as what was invoiced", () => {
    const r = read("Kunden ”Golsfjellet Hytteservice AS” (org.nr 912583074) har betalt hele regningen for ”Service vedovner” – kr 9 800 eks. mva. Registrer betalingen.");
    expect(r.task).toMatchObject({ type: "register_payment", invoiceDescription: "Service vedovner" });
  });
});

describe("a receipt typed with each line's VAT, one line paid by the writer", () => {
  it("books the line asked for at its own rate and reads the other as left out", () => {
    const r = read(
      "Kvitto fra turen, jeg skriver det av:\n  Bussen AS – Gol\n  12.11.2026\n  Bussbillett Gol – Oslo ........ kr 640,00 (mva 12 %)\n  Vaffel og kaffe ............... kr 95,00 (mva 15 %)\n  Totalt kr 735,00 – betalt med firmakort\nBokfør bare bussbilletten på avdeling «Salg», riktig konto og moms. Vaffelen betaler jeg selv.",
      "2026-11-20",
    );
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Bussbillett Gol – Oslo", amountIncludingVat: 640, vatRate: 12, leftOutLines: [{ amount: 95 }] });
  });
});

describe("a ledger error written 'exkl. moms'", () => {
  it("keeps the item whole past the abbreviation's full stop and reads the missing VAT", () => {
    const r = read(
      "Har gått gjennom januar og februar 2026 og funnet 3 feil:\n1) kr 3 480:- bokfört på konto 6540, skal være 6800\n2) ett verifikat er dobbelt: konto 7140, kr 2 150:-\n3) leverantörsfaktura på konto 4300, kr 12 400:- exkl. moms – inngående moms på 2710 saknas\nRett alle med korrigeringsverifikat.",
      "2026-03-10",
    );
    expect((r.task as { errors?: unknown[] })?.errors).toContainEqual({ kind: "missing_vat", account: 4300, amountExcludingVat: 12400, vatAccount: 2710, vatRate: 25 });
  });
});

describe("a bank account with what it is for between label and number", () => {
  it("reads 'kontonummer for lønn 10888656931' and 'Konto für Gehalt: 1234 56 78903'", async () => {
    const { labelledBankAccount } = await import("./extract/bank-account");
    const { fold } = await import("./text");
    expect(labelledBankAccount(fold("e-post x@y.no, kontonummer for lønn 10888656931"))).toBe("10888656931");
    expect(labelledBankAccount(fold("Konto für Gehalt: 1234 56 78903"))).toBe("12345678903");
    expect(labelledBankAccount(fold("konto 6800 for lønn 4 500"))).toBeUndefined();
  });
});
