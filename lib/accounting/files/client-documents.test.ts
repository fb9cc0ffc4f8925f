import { describe, expect, it } from "vitest";
import { parseDocument, readFile } from "./index";
import { transactionOf } from "./documents/bank-statement";
import { receiptBooking } from "@/lib/accounting/execute/receipt-expense-to-department";

/**
 * Documents a bookkeeper forwards for clients: scans with the converter's banner, bilingual
 * contracts ("Employee / Arbeidstaker:"), a posting stamp that names the account, an invoice
 * number after its title, bank lines "til: Company AS".
 */

const asText = (name: string, text: string) => readFile({ filename: name, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") });

describe("a scanned supplier invoice", () => {
  it("drops a banner between dashes, reads the number after the title and the account on the stamp", async () => {
    const text = [
      "=== Scan -> Text (OCR), Seite 1/1 ===",
      "",
      "Fjellvask Service AS",
      "Elvegata 4, 6800 Førde",
      "Org.nr.: 974 127 458 MVA",
      "",
      "RECHNUNG / FAKTURA   Nr. FV-26-0412",
      "Rechnungsdatum:    03.05.2026",
      "",
      "Reinigung Mai                                  8 000,00",
      "Summe netto:                                   8 000,00",
      "MwSt. 25 %:                                    2 000,00",
      "Rechnungsbetrag NOK:                          10 000,00",
      "",
      "[Eingangsstempel] mottatt 05.05.26 · Kontert: 6360 · Attest.: KL",
    ].join("\n");
    const doc = parseDocument(await asText("scan.txt", text));
    expect(doc.data).toMatchObject({ supplierName: "Fjellvask Service AS", invoiceNumber: "FV-26-0412", account: 6360, organizationNumber: "974127458" });
  });

  it("reads 'konto 4000' inside a bracketed stamp, and a 'Rechnungsnr.' label", async () => {
    const text = [
      "Mølla AS",
      "Org.nr 951190209 MVA",
      "RECHNUNG",
      "Rechnungsnr.:   M-1187",
      "Rechnungsdatum: 05.02.2026",
      "Fällig am:      19.02.2026",
      "Mehl, 10 Sack               1 000,00",
      "Summe netto:                1 000,00",
      "MwSt. 25 %:                   250,00",
      "Rechnungsbetrag NOK:        1 250,00",
      "[tampon comptable : reçu 07.02.26 – konto 4000 – mva-kode 11]",
    ].join("\n");
    const doc = parseDocument(await asText("f.txt", text));
    expect(doc.data).toMatchObject({ invoiceNumber: "M-1187", account: 4000 });
  });
});

describe("a contract in two languages", () => {
  it("reads each field under 'English / Norwegian:' labels", async () => {
    const text = [
      "EMPLOYMENT CONTRACT / ARBEIDSAVTALE",
      "Employer / Arbeidsgiver:            Fjord Kajakk AS, Loen",
      "Employee / Arbeidstaker:            Nora Lind",
      "Date of birth / Fødselsdato:        05.02.1993",
      "Salary account / Lønnskonto:        1234 56 78903",
      "Department / Avdeling:              Booking",
      "Start date / Tiltredelse:           15.08.2026",
      "Tiltredingsdato:                    15.08.2026",
    ].join("\n");
    const doc = parseDocument(await asText("contract.txt", text));
    expect(doc.data).toMatchObject({ employeeName: "Nora Lind", dateOfBirth: "1993-02-05", bankAccountNumber: "12345678903", department: "Booking", startDate: "2026-08-15" });
  });

  it("reads a contract written as clauses: parties above their defined terms, numbered labels, a label with its purpose", async () => {
    const text = [
      "ARBEIDSAVTALE",
      "Avtalen er inngått mellom:",
      "Advokatfirma Nord AS, org. nr. 921 120 260",
      "(«Arbeidsgiveren»)",
      "og",
      "Siri Nesje",
      "(«Arbeidstakeren»)",
      "1. PERSONALIA",
      "1.1 Fødselsdato: 11. september 1993",
      "1.2 Bankkonto for lønnsutbetaling: 1516.47.74840",
      "2.1 Avdeling: Fellestjenester",
      "2.2 Stillingskode (STYRK-08): 3313",
    ].join("\n");
    const doc = parseDocument(await asText("arbeidsavtale.txt", text));
    expect(doc.data).toMatchObject({ employeeName: "Siri Nesje", dateOfBirth: "1993-09-11", bankAccountNumber: "15164774840", department: "Fellestjenester", occupationCode: "3313" });
  });

  it("reads an offer to a defined candidate: the name after 'Til:', 'stilling som X i avdeling Y («Avdelingen»)', hours a day before a week's", async () => {
    const text = [
      "TILBUD OM STILLING",
      "Til: Håkon Myr («Kandidaten»)",
      "1.1 Firmaet tilbyr Kandidaten stilling som advokatfullmektig i avdeling Tvisteløsning («Avdelingen»), på vilkår i punkt 2.",
      "2.1 Kandidatens fødselsdato: 19. mars 1990",
      "2.2 Tiltredelse: 1. september 2026",
      "2.6 Arbeidstid: 7,5 timer per dag (37,5 timer per uke)",
    ].join("\n");
    const doc = parseDocument(await asText("tilbudsbrev.txt", text));
    expect(doc.data).toMatchObject({ employeeName: "Håkon Myr", department: "Tvisteløsning", jobTitle: "advokatfullmektig", hoursPerDay: 7.5, startDate: "2026-09-01" });
  });

  it("an offer letter's department ends before 'hos ‹company›'", async () => {
    const text = ["TILBUD OM STILLING", "Kjære Diego Ferrer,", "Vi har gleden av å tilby deg stillingen som Prosjektleder i avdeling Prosjekt hos Storfjord Marineservice AS.", "Fødselsdato: 22.04.1993"].join("\n");
    const doc = parseDocument(await asText("tilbud.txt", text));
    expect(doc.data).toMatchObject({ department: "Prosjekt", jobTitle: "Prosjektleder" });
  });

  it("an offer letter's department ends before 'de ‹company›' with a joining word in its name, and 'Jornada estándar' gives the hours", async () => {
    const text = [
      "CARTA DE OFERTA",
      "Estimada Ana Ruiz:",
      "Nos complace ofrecerle el puesto de Camarera en el departamento Sala de Mar y Monte AS.",
      "  Fecha de nacimiento:       17.03.1995",
      "  Fecha de incorporación:    01.09.2026",
      "  Salario anual:             312.000 NOK",
      "  Jornada estándar:          6 horas por día",
    ].join("\n");
    const doc = parseDocument(await asText("oferta.txt", text));
    expect(doc.data).toMatchObject({ department: "Sala", jobTitle: "Camarera", hoursPerDay: 6 });
  });
});

describe("a bank line and a receipt's item", () => {
  it("'Nettbank til: Company AS  Betalt: …' pays that supplier", () => {
    expect(transactionOf("2026-01-16", "Nettbank til: Padlespesialisten AS  Betalt: 16.01.26", -9375)).toMatchObject({ kind: "supplier_payment", counterparty: "Padlespesialisten AS" });
  });

  it("a tool is booked as equipment", () => {
    expect(receiptBooking({ type: "receipt_expense_to_department", item: "Høytrykksspyler K7", department: "Service", amountIncludingVat: 2990 } as never).accounts[0]).toBe(6540);
    expect(receiptBooking({ type: "receipt_expense_to_department", item: "Akku-Bohrmaschine", department: "Service", amountIncludingVat: 1290 } as never).accounts[0]).toBe(6540);
  });
});
