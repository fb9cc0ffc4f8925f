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

describe("a Dane writing the other languages the Danish way", () => {
  const at = (text: string, today = "2026-04-30") => interpretWithRules(text, [], { today });

  it("reads 'kr. 6.450,00' inside a month-end's items, 'afskrivning' and 'skyldig løn'", () => {
    const r = at("Månadsavslutning april 2026:\n1) Periodisering: bokfør kr. 5.200,00 for april frå forskotsbetalt leige på konto 1700 til kostnad.\n2) Afskrivning: bilen (anskaffelsessum kr. 240.000,00, levetid 5 år) – bokfør på konto 6010.\n3) Skyldig løn: bokfør kr. 21.300,00 for april – debet 5000, kredit 2900.");
    expect(r.task).toMatchObject({ accrual: { amount: 5200, fromAccount: 1700 }, depreciation: { acquisitionCost: 240000, usefulLifeYears: 5 }, salaryAccrual: { amount: 21300 } });
    const year = at("Jahresabschluss 2025: Abschreibung Presse (kr. 120.000,00, 6 Jahre, Konto 1200) auf 6010 gegen 1209. Rechnungsabgrenzung auflösen (forudbetalte omkostninger): insgesamt kr. 18.000,00 auf Konto 1700. Steuer 22 % auf 8700 gegen 2920.", "2026-01-15");
    expect(year.task).toMatchObject({ type: "year_end_closing", prepaidReversal: { amount: 18000, account: 1700 } });
  });

  it("reads a Danish statement: 'Beløb' signed, 'Indbetaling' as money in", () => {
    const r = at("Please reconcile (afstem) bank account 1920 for January against the statement:\nDato;Tekst;Beløb;Saldo\n05.01.2026;Indbetaling Sande Fisk AS faktura 1021;8.000,00;93.000,00\n16.01.2026;Betaling Vestpapir AS VP-55120;-9.500,00;83.500,00\n30.01.2026;Gebyr kontoførsel;-185,00;83.315,00", "2026-02-02");
    expect(r.task).toMatchObject({ type: "bank_reconciliation", transactions: [{ amount: 8000, kind: "customer_payment", invoiceNumber: "1021" }, { amount: -9500 }, { amount: -185 }] });
  });

  it("takes a quoted word in small letters as a word, not a name, and 'afdeling' with its gloss as the department", () => {
    const customer = at("Hej,\n\nPlease create the new customer (\"debitor\" as we say in Denmark):\n- Name: Fjordlys Sjømat AS\n- Org.nr.: 864 584 227\n- E-mail: post@fjordlys-sjomat.no\n\nVenlig hilsen\nJesper");
    expect(customer.task).toMatchObject({ type: "create_customer", name: "Fjordlys Sjømat AS" });
    expect(customer.gate?.ok).toBe(true);
    const receipt = at("Bogfør udgiften til kontorstolen fra kvitteringen på departamento (afdeling) Lager:\n  CLAS OHLSON FØRDE 12/3-2026\n  Kontorstol Ergo              3.490,00\n  Batterier AA                   189,00\n  Total NOK                    3.679,00\nKun stolen (Kontorstol Ergo). Prisene er inkl. moms 25 %.", "2026-03-15");
    expect(receipt.task).toMatchObject({ type: "receipt_expense_to_department", department: "Lager" });
  });

  it("reads the Danish month 'marts' and an account named in brackets as no task word", () => {
    expect(at("Léa Moreau, née le 28. marts 1995, commence le 2. november 2026. Créez la salariée.", "2026-10-01").task).toMatchObject({ dateOfBirth: "1995-03-28" });
    const r = at("Bokfør båtbilletten frå kvitteringa på avdeling Salg, rett utgiftskonto (reisekostnad):\n  Billett Florø–Bergen 1.120,00 (moms 12 %)\n  Kaffi 89,00 (moms 15 %)\n  Sum NOK 1.209,00\nBerre billetten.", "2026-08-30");
    expect(r.classification.type).toBe("receipt_expense_to_department");
  });
});

