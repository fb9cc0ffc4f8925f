import { describe, expect, it } from "vitest";
import { parseDocument, readFile } from "./index";

/** A statement as each bank exports it: headings in its language, with a currency in them, lines above the heading row. */
async function statement(text: string, filename = "export.csv") {
  return parseDocument(await readFile({ filename, mime_type: "text/csv", content_base64: Buffer.from(text).toString("base64") }));
}

describe("bank statements as banks export them", () => {
  it("reads headings that carry the currency ('Amount NOK', 'Saldo (NOK)')", async () => {
    const doc = await statement("Date,Description,Amount NOK,Balance NOK\n2026-03-04,Payment from Fjordhav AS / Invoice 2041,12500.00,112500.00\n2026-03-06,Bank fee,-45.00,112455.00\n");
    expect(doc.kind).toBe("bank_statement");
    if (doc.kind !== "bank_statement") return;
    expect(doc.data[0]).toMatchObject({ date: "2026-03-04", amount: 12500, kind: "customer_payment", counterparty: "Fjordhav AS", invoiceNumber: "2041", balance: 112500 });
    expect(doc.data[1]).toMatchObject({ amount: -45, kind: "bank_fee" });
  });

  it("reads money in under a payment's word with a bare number, and money out under the company's name alone", async () => {
    const doc = await statement(
      "Dato;Tekst;Beløp;Saldo\n12.03.2026;Innbetaling TAXI DRAMMEN AS 313;9375,00;109375,00\n13.03.2026;GIRO 2001 FJELLHAGEN;4000,00;113375,00\n14.03.2026;REF 2004;1250,00;114625,00\n15.03.2026;Overføring fra sparekonto;500,00;115125,00\n17.03.2026;ELEKTROGROSSISTEN AS;-2500,00;112625,00\n",
    );
    if (doc.kind !== "bank_statement") throw new Error(doc.kind);
    expect(doc.data[0]).toMatchObject({ kind: "customer_payment", counterparty: "TAXI DRAMMEN AS", invoiceNumber: "313" });
    expect(doc.data[1]).toMatchObject({ kind: "customer_payment", counterparty: "FJELLHAGEN", invoiceNumber: "2001" });
    expect(doc.data[2]).toMatchObject({ kind: "customer_payment", invoiceNumber: "2004" });
    // A transfer between the company's own accounts names no customer and no invoice.
    expect(doc.data[3]).toMatchObject({ kind: "other" });
    expect(doc.data[4]).toMatchObject({ kind: "supplier_payment", counterparty: "ELEKTROGROSSISTEN AS" });
  });

  it("reads money in written with its plus sign", async () => {
    const doc = await statement("Fecha;Texto;Importe NOK\n03.02.2026;Ingreso Pesquerías Sada SL / Factura 1001;+19 500,00\n11.02.2026;Pago proveedor Sal del Atlántico SL;−12 375,00\n");
    if (doc.kind !== "bank_statement") throw new Error(doc.kind);
    expect(doc.data.map((t) => t.amount)).toEqual([19500, -12375]);
    expect(doc.data[0]).toMatchObject({ kind: "customer_payment", invoiceNumber: "1001" });
  });

  it("finds the heading row under the bank's lines of account, period and opening balance", async () => {
    const doc = await statement(
      "Vestbanken ASA;;;\nKonto 3208.44.17765;Periode 01.01.2026-31.01.2026;;\nInngående saldo;;;100 000,00\nDato;Forklaring;Inn;Ut\n05.01.2026;Innbetaling fra Lind Bygg AS / Faktura 1001;18 750,00;\n",
    );
    expect(doc.kind).toBe("bank_statement");
    if (doc.kind !== "bank_statement") return;
    expect(doc.data).toHaveLength(1);
    expect(doc.data[0]).toMatchObject({ date: "2026-01-05", amount: 18750, kind: "customer_payment", invoiceNumber: "1001" });
  });

  it("reads German headings written as one word ('Buchungsdatum') and the invoice words' short forms", async () => {
    const doc = await statement(
      "Buchungsdatum;Text;Eingang;Ausgang;Saldo\n12.02.2026;Zahlung von Hotel Alpenblick AS Rg 1004;9 375,00;;50 000,00\n13.02.2026;Innbetaling Fjellro AS Fakt.nr 2042;4 000,00;;54 000,00\n14.02.2026;Giro Rein Renhold AS / 88120;;6 250,00;47 750,00\n",
    );
    expect(doc.kind).toBe("bank_statement");
    if (doc.kind !== "bank_statement") return;
    expect(doc.data[0]).toMatchObject({ date: "2026-02-12", amount: 9375, kind: "customer_payment", invoiceNumber: "1004" });
    expect(doc.data[1]).toMatchObject({ amount: 4000, kind: "customer_payment", invoiceNumber: "2042" });
    expect(doc.data[2]).toMatchObject({ amount: -6250, kind: "supplier_payment", counterparty: "Rein Renhold AS" });
  });

  it("keeps a branch's second legal form with the supplier's name ('DokuSafe Systems GmbH NUF')", async () => {
    const doc = await statement("Dato;Forklaring;Beløp\n20.02.2026;Betaling DokuSafe Systems GmbH NUF DS-2026-0318;-23 000,00\n");
    if (doc.kind !== "bank_statement") throw new Error(doc.kind);
    expect(doc.data[0]).toMatchObject({ kind: "supplier_payment", counterparty: "DokuSafe Systems GmbH NUF" });
  });
});
