import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument, readFile, type SolveFile } from "./index";

const ATTACHMENTS = path.join(process.cwd(), "../shared/tripletex/attachments");

function attachment(name: string): SolveFile {
  const mime = name.endsWith(".pdf") ? "application/pdf" : "text/csv";
  return { filename: name, mime_type: mime, content_base64: fs.readFileSync(path.join(ATTACHMENTS, name)).toString("base64") };
}

async function parsed(name: string) {
  return parseDocument(await readFile(attachment(name)));
}

describe("attachments", () => {
  it("reads an employment contract PDF", async () => {
    const doc = await parsed("arbeidskontrakt_de_02.pdf");
    expect(doc.kind).toBe("contract");
    expect(doc.data).toEqual({
      employeeName: "Maximilian Fischer",
      employer: "Sonnental GmbH",
      dateOfBirth: "1987-10-19",
      nationalIdentityNumber: "19108715467",
      email: "maximilian.fischer@example.org",
      bankAccountNumber: "94000111575",
      department: "Kvalitetskontroll",
      occupationCode: "1211",
      employmentForm: "PERMANENT",
      remunerationType: "MONTHLY_WAGE",
      percentage: 100,
      annualSalary: 530000,
      startDate: "2026-08-20",
    });
  });

  it("reads an offer letter PDF", async () => {
    const doc = await parsed("tilbudsbrev_nn_01.pdf");
    expect(doc.kind).toBe("offer_letter");
    expect(doc.data).toEqual({
      employeeName: "Knut Haugen",
      jobTitle: "Salgssjef",
      department: "Økonomi",
      dateOfBirth: "1982-01-01",
      startDate: "2026-05-23",
      employmentForm: "PERMANENT",
      percentage: 100,
      annualSalary: 690000,
      hoursPerDay: 7.5,
    });
  });

  it("reads a supplier invoice PDF", async () => {
    const doc = await parsed("leverandorfaktura_de_01.pdf");
    expect(doc.kind).toBe("supplier_invoice");
    expect(doc.data).toEqual({
      supplierName: "Nordlicht GmbH",
      organizationNumber: "880163175",
      address: { addressLine1: "Sjøgata 108", postalCode: "0182", city: "Oslo" },
      invoiceNumber: "INV-2026-5003",
      invoiceDate: "2026-01-29",
      dueDate: "2026-02-28",
      description: "Skylagring",
      amountExcludingVat: 29450,
      vatRate: 25,
      vatAmount: 7362,
      amountIncludingVat: 36812,
      account: 6340,
      bankAccountNumber: "72037496708",
    });
  });

  it("reads a typed supplier invoice whose columns were set with spaces: the net from its own line, the VAT mark with the org. no.", async () => {
    const text = [
      "Fjellkraft Næring AS",
      "Org.nr: 915 306 470 MVA",
      "Kanalveien 11, 5068 Bergen",
      "",
      "FAKTURA",
      "",
      "Fakturanummer:  FK-2026-0042",
      "Fakturadato:    02.05.2026",
      "",
      "Beskrivelse                                   Beløp",
      "Strøm april, Damsgårdsveien 131              6 480,00 kr",
      "",
      "Sum eks. MVA:    6 480,00 kr",
      "MVA 25 %:        1 620,00 kr",
    ].join("\n");
    const doc = parseDocument(await readFile({ filename: "faktura.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.data).toMatchObject({
      organizationNumber: "915306470",
      address: { addressLine1: "Kanalveien 11", postalCode: "5068", city: "Bergen" },
      description: "Strøm april, Damsgårdsveien 131",
      amountExcludingVat: 6480,
      vatAmount: 1620,
      amountIncludingVat: 8100,
    });
  });

  it("reads a receipt PDF with its item lines", async () => {
    const doc = await parsed("kvittering_en_04.pdf");
    expect(doc.kind).toBe("receipt");
    expect(doc.data).toEqual({
      storeName: "NSB",
      organizationNumber: "998966345",
      date: "2026-03-13",
      items: [
        { description: "Togbillett", amount: 10900 },
        { description: "Kaffe kunderelasjon", amount: 460 },
      ],
      total: 11360,
      vatRate: 25,
      vatAmount: 2840,
      paymentMethod: "Bedriftskort",
    });
  });

  it("gives each receipt line the VAT rate whose amount it holds, and drops a converter's note above the text", async () => {
    const text = [
      "[converted from PDF: receipt_0412.pdf]",
      "",
      "Fjordbuss AS",
      "Strandgata 4, 6100 Volda",
      "Org.nr: 912345670",
      "KVITTERING - 12.04.2026",
      "Vare",
      "Pris",
      "Bussbillett Volda - Ørsta",
      "560,00 kr",
      "Smørbrød",
      "115,00 kr",
      "Totalt:",
      "675,00 kr",
      "  herav MVA 12% (persontransport):",
      "60,00 kr",
      "  herav MVA 15% (mat):",
      "15,00 kr",
    ].join("\n");
    const file = await readFile({ filename: "receipt.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") });
    expect(file.text.startsWith("\nFjordbuss AS")).toBe(true);
    const doc = parseDocument(file);
    expect(doc.kind).toBe("receipt");
    expect(doc.data).toMatchObject({
      storeName: "Fjordbuss AS",
      items: [
        { description: "Bussbillett Volda - Ørsta", amount: 560, vatRate: 12 },
        { description: "Smørbrød", amount: 115, vatRate: 15 },
      ],
      vatRate: 12,
    });
    // A bracket that is part of the text stays.
    const kept = await readFile({ filename: "note.txt", mime_type: "text/plain", content_base64: Buffer.from("[Invoice 2041]\nPaid in full").toString("base64") });
    expect(kept.text).toBe("[Invoice 2041]\nPaid in full");
  });

  it("reads a receipt's price column without a currency: a line's total after its unit price, its VAT column", async () => {
    const text = [
      "BYGG OG KJØKKEN AS",
      "Org.nr: 924936983 MVA",
      "KVITTERING - 02.03.2026",
      "Vare                              Pris     MVA",
      "Melkekanne 0,6 l  4 x 312,50      1 250,00     25 %",
      "Bussbillett Volda - Ørsta           560,00     12 %",
      "----------------------------------------",
      "Totalt                            1 810,00",
      "Alle priser inkl. mva",
    ].join("\n");
    const doc = parseDocument(await readFile({ filename: "receipt.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.kind).toBe("receipt");
    expect(doc.data).toMatchObject({
      items: [
        { description: "Melkekanne 0,6 l 4 x", amount: 1250, vatRate: 25 },
        { description: "Bussbillett Volda - Ørsta", amount: 560, vatRate: 12 },
      ],
      total: 1810,
    });
  });

  it("reads items set in columns with no currency and no rule under them, one a line, and the store's name from its first line", async () => {
    const text = [
      "FJELLSPORT SENTRUM AS",
      "Kongens gate 12, 7011 Trondheim",
      "Org.nr 912345674 MVA",
      "",
      "KVITTERING          14.03.2026",
      "",
      "Vare                         Pris inkl. mva   herav mva 25 %",
      "Hodelykt 400 lm                    799,00         159,80",
      "Batteripakke AA                    129,00          25,80",
      "",
      "TOTALT                             928,00 kr",
    ].join("\n");
    const doc = parseDocument(await readFile({ filename: "receipt.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.data).toMatchObject({
      storeName: "FJELLSPORT SENTRUM AS",
      items: [
        { description: "Hodelykt 400 lm", amount: 799 },
        { description: "Batteripakke AA", amount: 129 },
      ],
      total: 928,
    });
  });

  it("reads a bank statement CSV into signed, classified transactions", async () => {
    const doc = await parsed("bankutskrift_en_03.csv");
    expect(doc.kind).toBe("bank_statement");
    if (doc.kind !== "bank_statement") return;
    expect(doc.data[0]).toEqual({
      date: "2026-01-16",
      description: "Innbetaling fra Taylor Ltd / Faktura 1001",
      amount: 2750,
      kind: "customer_payment",
      counterparty: "Taylor Ltd",
      invoiceNumber: "1001",
      balance: 102750,
    });
    expect(doc.data[5]).toMatchObject({ amount: -11100, kind: "supplier_payment", counterparty: "Williams Ltd" });
    expect(doc.data[8]).toMatchObject({ kind: "tax_deduction", amount: 499.76 });
    expect(doc.data[9]).toMatchObject({ kind: "bank_fee", amount: 1279.79 });
  });

  it("reads every stored attachment into a known kind", async () => {
    const names = fs.readdirSync(ATTACHMENTS);
    const kinds = await Promise.all(names.map(async (n) => [n, (await parsed(n)).kind] as const));
    const expected: Record<string, string> = {
      arbeidskontrakt: "contract",
      tilbudsbrev: "offer_letter",
      leverandorfaktura: "supplier_invoice",
      kvittering: "receipt",
      bankutskrift: "bank_statement",
    };
    for (const [name, kind] of kinds) expect([name, kind]).toEqual([name, expected[name.split("_")[0]]]);
  });

  it("accepts other CSV layouts: comma separated, one signed amount column", async () => {
    const csv = "Date,Description,Amount,Balance\n04.03.2026,Payment from Acme Ltd / Invoice 1007,\"1,250.50\",10250.50\n05.03.2026,Bank fee,-35.00,10215.50\n";
    const file = await readFile({ filename: "statement.csv", mime_type: "text/csv", content_base64: Buffer.from(csv).toString("base64") });
    const doc = parseDocument(file);
    expect(doc.kind).toBe("bank_statement");
    expect(doc.data).toEqual([
      { date: "2026-03-04", description: "Payment from Acme Ltd / Invoice 1007", amount: 1250.5, kind: "customer_payment", counterparty: "Acme Ltd", invoiceNumber: "1007", balance: 10250.5 },
      { date: "2026-03-05", description: "Bank fee", amount: -35, kind: "bank_fee", balance: 10215.5 },
    ]);
  });

  it("keeps images as bytes and reports unreadable PDFs instead of throwing", async () => {
    const png = await readFile({ filename: "receipt.png", mime_type: "image/png", content_base64: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64") });
    expect(png.format).toBe("image");
    expect(png.bytes.length).toBe(4);
    const broken = await readFile({ filename: "x.pdf", mime_type: "application/pdf", content_base64: Buffer.from("%PDF-1.4 not really").toString("base64") });
    expect(broken.format).toBe("pdf");
    expect(broken.text).toBe("");
    expect(broken.error).toBeTruthy();
  });
});

describe("a supplier invoice laid out in lines", () => {
  const text = `FJORDTRE AS
Sagveien 12, 6800 Førde
Org.nr: 915 440 218 MVA
Bankkonto: 3600 51 27828

FAKTURA

Faktura nr.:      FT-2026-117
Fakturadato:      04.05.2026
Forfallsdato:     03.06.2026

Beskrivelse                      Antall   Enhetspris      Beløp
Kledningsbord 19x148               200        62,50   12 500,00
Lekter 36x48                       150        20,00    3 000,00
----------------------------------------------------------------
Sum eks. mva                                          15 500,00
MVA 25 %                                               3 875,00
Å BETALE NOK                                          19 375,00`;

  it("reads its letterhead, its invoice number after 'Faktura nr.' and its totals from lines without colons", async () => {
    const doc = parseDocument(await readFile({ filename: "faktura.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.kind).toBe("supplier_invoice");
    expect(doc.data).toMatchObject({
      supplierName: "FJORDTRE AS",
      organizationNumber: "915440218",
      address: { addressLine1: "Sagveien 12", postalCode: "6800", city: "Førde" },
      invoiceNumber: "FT-2026-117",
      amountExcludingVat: 15500,
      vatAmount: 3875,
      amountIncludingVat: 19375,
    });
  });
});

describe("an employment agreement in nynorsk", () => {
  it("is read as a contract ('ARBEIDSAVTALE', 'Arbeidstakar', 'Tilsetjingsform', 'Årsløn', 'Tiltreding')", async () => {
    const text = "ARBEIDSAVTALE\n\nArbeidsgjevar:\nFjordlys AS (org.nr. 920555012)\n\nArbeidstakar:\nAstrid Vik\nFødselsdato: 03.02.1990\nE-post: astrid.vik@example.org\n\nAvdeling: Lager\nTilsetjingsform: Fast stilling\nLøntype: Fastløn (månadleg)\nStillingsprosent: 80 %\nÅrsløn: 480 000 kr\nTiltreding: 01.08.2026\n";
    const doc = parseDocument(await readFile({ filename: "arbeidsavtale_astrid_vik.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.kind).toBe("contract");
    expect(doc.data).toMatchObject({ employeeName: "Astrid Vik", dateOfBirth: "1990-02-03", employmentForm: "PERMANENT", remunerationType: "MONTHLY_WAGE", percentage: 80, annualSalary: 480000, startDate: "2026-08-01" });
  });
});

describe("an offer letter in two languages", () => {
  it("greets in both ('Dear / Kjære Synne Lykkebø,'): the name is the person's, without the second greeting", async () => {
    const text =
      "NORDBRIDGE PROJECTS AS - People & Culture\nOFFER LETTER / TILBUDSBREV\nDate / Dato: 02.03.2026\n\nDear / Kjære Synne Lykkebø,\n\nWe are pleased to offer you the position of Project Coordinator in our department PMO.\n\nDate of birth / Fødselsdato:         22.09.1996\nStart date / Tiltredelse:            10.08.2026\n";
    const doc = parseDocument(await readFile({ filename: "offer_letter.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.data).toMatchObject({ employeeName: "Synne Lykkebø", dateOfBirth: "1996-09-22", startDate: "2026-08-10" });
  });

  it("greets the person in two languages after the name ('Kjære Adrian Pawlak / Drogi Panie Adrianie,'): the name ends at the slash", async () => {
    const text = "TILBUD OM STILLING / OFERTA PRACY\n\nKjære Adrian Pawlak / Drogi Panie Adrianie,\n\nVi har gleden av å tilby deg stillingen som Prosjektleder i avdeling Prosjekt.\nFødselsdato / Data urodzenia:          27.10.1989\n";
    const doc = parseDocument(await readFile({ filename: "tilbudsbrev.txt", mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }));
    expect(doc.data).toMatchObject({ employeeName: "Adrian Pawlak", dateOfBirth: "1989-10-27" });
  });
});
