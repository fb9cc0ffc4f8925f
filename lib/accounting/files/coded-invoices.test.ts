import { describe, expect, it } from "vitest";
import { parseDocument, readFile } from "./index";
import { transactionOf } from "./documents/bank-statement";
import { findConcepts } from "@/lib/accounting/interpret/concepts";

/**
 * What other writers' documents showed read wrong: the receiver's own coding written on a supplier
 * invoice ("kontering 6400" in the reference line, "Kontering: konto 4300"), an organisation number
 * printed as the VAT register's ("VAT reg. no. NO … MVA"), a bank line paying a supplier that names
 * its invoice ("Faktura 117902"), and a place's word that ends like an order ("Nordre").
 */

const asText = (name: string, text: string) => readFile({ filename: name, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") });

const invoice = (extra: string[]) =>
  [
    "Vinje Rør AS",
    "Industrivegen 3, 3890 Vinje",
    ...extra,
    "",
    "FAKTURA   Nr. 118204",
    "Fakturadato: 02.03.2026",
    "Forfallsdato: 16.03.2026",
    "",
    "Service varmepumpe                          4 000,00",
    "Sum eks. mva:                               4 000,00",
    "MVA 25 %:                                   1 000,00",
    "Å betale NOK:                               5 000,00",
  ].join("\n");

describe("a supplier invoice coded by its receiver", () => {
  it("reads the account in the reference line after the coding word", async () => {
    const doc = parseDocument(await asText("faktura.txt", invoice(["Org.nr.: 911 222 333 MVA", "Deres ref.: Ola Nes / kontering 6400"])));
    expect(doc).toMatchObject({ kind: "supplier_invoice", data: { account: 6400, organizationNumber: "911222333" } });
  });

  it("reads the account the buyer's reference line names", async () => {
    const doc = parseDocument(await asText("faktura.txt", invoice(["Org.nr.: 911 222 333 MVA", "Deres ref.: Ola Nes / #vaarfest26 / konto 4500", "Betales til konto 8435.78.71416"])));
    expect(doc).toMatchObject({ data: { account: 4500 } });
  });

  it("reads the account after its label with an account word between", async () => {
    const doc = parseDocument(await asText("faktura.txt", invoice(["Org.nr.: 911 222 333 MVA", "Kontering: konto 4300"])));
    expect(doc).toMatchObject({ data: { account: 4300 } });
  });

  it("reads the organisation number printed as the VAT register's", async () => {
    const doc = parseDocument(await asText("invoice.txt", invoice(["VAT reg. no. NO 911 222 333 MVA"])));
    expect(doc).toMatchObject({ data: { organizationNumber: "911222333" } });
  });
});

describe("a bank line paying a supplier's invoice", () => {
  it("names the supplier paid and keeps the invoice's number", () => {
    expect(transactionOf("2026-01-16", "Nettbank til: Vinje Rør AS Faktura 117902", -5000)).toMatchObject({
      kind: "supplier_payment",
      counterparty: "Vinje Rør AS",
      invoiceNumber: "117902",
    });
    expect(transactionOf("2026-01-16", "Betaling Vinje Rør AS faktura 117902", -5000)).toMatchObject({ kind: "supplier_payment", counterparty: "Vinje Rør AS" });
    // Money in with an invoice's number is still a customer's payment.
    expect(transactionOf("2026-01-16", "Innbetaling fra Berg Fisk AS / Faktura 1001", 5000)).toMatchObject({ kind: "customer_payment", counterparty: "Berg Fisk AS", invoiceNumber: "1001" });
  });
});

describe("a place's word", () => {
  it("'Nordre' names no order, an order's compound still does", () => {
    expect(findConcepts("betaling fra Nordre Rudi gard").hits.has("order")).toBe(false);
    expect(findConcepts("restordren er ikke fakturert").hits.has("order")).toBe(true);
  });
});

describe("an offer letter that gives the birth date only by the name", () => {
  it("reads the date in brackets after the name", async () => {
    const letter = [
      "Bremnes Marin Prosess AS",
      "Tilbud om stilling",
      "",
      "Til: Marius Hjelle (f. 12.04.1994)",
      "",
      "Kjære Marius Hjelle,",
      "vi har gleden av å tilby deg stilling som servicetekniker.",
      "Stilling: Servicetekniker",
      "Avdeling: Service",
      "Stillingsprosent: 100 %",
      "Årslønn: 540 000 kr",
      "Tiltredelse: 01.09.2026",
    ].join("\n");
    const doc = parseDocument(await asText("tilbud.txt", letter));
    expect(doc.data).toMatchObject({ dateOfBirth: "1994-04-12" });
  });
});
