import { describe, expect, it } from "vitest";
import { findDates } from "@/lib/accounting/interpret/extract/dates";
import { fold } from "@/lib/accounting/interpret/text";
import { parseBankStatement } from "./bank-statement";
import { firstDate } from "./dates";
import { findEmail } from "./email";
import { labelValue } from "./labels";
import { parseReceiptDocument } from "./receipt";

/**
 * The linear readers give the answers the former patterns gave on ordinary document text. The
 * former patterns are kept here as the reference: right on short text, but quadratic (or worse)
 * on long runs of the characters they repeat.
 */

const FORMER_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

describe("findEmail", () => {
  const texts = [
    "E-post: maximilian.fischer@example.org Bankkonto: 9400 01 11575",
    "Email: grace.lewis@example.co.uk.",
    "mail to a@b.no, c@d.com",
    "no address here",
    "broken @ sign and x@y and z@example.org",
    "a@b@example.org",
    "first.last+tag@sub.domain-x.example.com;",
    "name@example.org1",
    "@example.org",
    "x@.org",
    "x@-.org",
    "post@havgull.no.",
    "Kjære Ola, ola_nordmann%x@firma.as (privat)",
    "x@example.c",
    "e-post:ola@example.org",
  ];
  for (const text of texts)
    it(JSON.stringify(text), () => expect(findEmail(text)).toBe(FORMER_EMAIL.exec(text)?.[0]));

  it("keeps the last 64 characters of an over-long local part", () => {
    expect(findEmail(`${"a".repeat(100)}@example.org`)).toBe(`${"a".repeat(64)}@example.org`);
  });
});

describe("firstDate", () => {
  const formats = ["2026-03-04", "04.03.2026", "4. mars 2026", "March 4, 2026", "4 de marzo de 2026", "31.02.2026"];
  const fillers = ["x", " ", "1", "a1 ", "2026-"];
  it("finds the date findDates finds first, wherever it sits around the windows", () => {
    for (const date of formats)
      for (const filler of fillers)
        for (const at of [0, 5, 1_990, 1_999, 2_000, 2_001, 2_100, 2_127, 2_128, 3_995, 5_000]) {
          const text = `${filler.repeat(Math.ceil(at / filler.length)).slice(0, at)} ${date} ${filler.repeat(50)} 2027-01-01`;
          expect([date, filler, at, firstDate(text)]).toEqual([date, filler, at, findDates(text)[0]?.iso]);
        }
  });

  it("a long text of digits and no date has none", () => {
    expect(firstDate("1234 ".repeat(2_000))).toBeUndefined();
    expect(firstDate("")).toBeUndefined();
  });
});

describe("receipt item lines", () => {
  // The former item pattern and loop.
  const FORMER_ITEM = /(\S.*?)\s+(-?\d[\d\s]*(?:[.,]\d{1,2})?)\s*(?:kr|nok|,-)(?=\s|$)/gi;
  const bodies = [
    "Togbillett 10900 kr Kaffe kunderelasjon 460 kr",
    "Kaffe 2 stk 46,50 kr Boller 3 x 25,- Vann 20 NOK",
    "Item 12 460 kr",
    "100 kr 200 kr Brød 35 kr",
    "Parkering -50 kr Rabatt 1 250,50 kr Mat 99.9 kr",
    "Kaffe 46 krx Te 30 kr",
    "Taxi 450 kr. Tog 200 kr",
    "bare tekst uten beløp",
    "Hotell 1 200 kr Frokost 150,00 kr Parkering 100 kr",
  ];
  for (const body of bodies)
    it(JSON.stringify(body), () => {
      const text = `Butikk AS Gate 1, 0150 Oslo Org.nr: 123 456 789 Kvittering 04.03.2026 Vare Pris ${body} Totalt: 100 kr`;
      const former = [...body.matchAll(FORMER_ITEM)].map((m) => ({ description: m[1].trim(), amount: Number(m[2].replace(/\s/g, "").replace(",", ".")) }));
      expect(parseReceiptDocument(text).items).toEqual(former);
    });
});

describe("a receipt printed with dots between thousands", () => {
  // "1.875,00 kr": each line keeps its own amount, the total and the VAT read whole.
  const text = [
    "Biltema Ålesund",
    "Moavegen 10, 6018 Ålesund",
    "Org.nr: 829059975",
    "KVITTERING - 09.03.2026",
    "Vare                              Pris",
    "Arbeidslampe LED 50W          1.875,00 kr",
    "Kaffe filtermalt 10 pk          349,00 kr",
    "Totalt:                       2.224,00 kr",
    "  herav MVA 25%:                444,80 kr",
  ].join("\n");
  it("reads each line, the total and the VAT", () => {
    const r = parseReceiptDocument(text);
    expect(r.items).toEqual([
      { description: "Arbeidslampe LED 50W", amount: 1875 },
      { description: "Kaffe filtermalt 10 pk", amount: 349 },
    ]);
    expect(r.total).toBe(2224);
    expect(r.vatAmount).toBe(444.8);
  });
  it("takes a store name before a street of two words", () => {
    expect(parseReceiptDocument(text.replace("Biltema Ålesund\nMoavegen 10", "Vy (Vygruppen AS)\nSchweigaards gate 23")).storeName).toBe("Vy (Vygruppen AS)");
  });
});

describe("bank statement descriptions", () => {
  // The former classification patterns.
  function former(description: string) {
    const f = fold(description);
    const invoice = /(?:faktura|invoice|factura|fatura|facture|rechnung)\s*(?:nr\.?|no\.?)?\s*(\d+)/i.exec(f)?.[1];
    const from = /(?:innbetaling|payment|pago|pagamento|paiement|zahlung|betaling)\s+(?:fra|from|de|von|du|da|do)\s+(.+?)(?:\s*\/|$)/i.exec(description);
    if (from || invoice) return { counterparty: from?.[1].trim(), invoiceNumber: invoice };
    const supplier = /(?:betaling|payment|pago|pagamento|paiement|zahlung)\s+(?:leverandor|supplier|lieferant|proveedor|fornecedor|fournisseur)\s+(.+)$/i.exec(f);
    if (supplier) return { counterparty: description.slice(description.length - supplier[1].length).trim() };
    return {};
  }
  const descriptions = [
    "Innbetaling fra Taylor Ltd / Faktura 1001",
    "Payment from Acme Ltd / Invoice 1007",
    "Pago de García SL / Factura nr. 2002",
    "Zahlung von Müller GmbH",
    "Faktura 1003",
    "Faktura nr 1004 delbetaling",
    "Invoice no.  77",
    "Faktura   nr.   88",
    "Betaling leverandør Nordlicht GmbH",
    "Payment supplier Williams Ltd",
    "Paiement du Dupont SARL/Facture 9",
    "Bankgebyr",
    "Renteinntekt",
    "Skattetrekk",
    "Overføring",
  ];
  for (const d of descriptions)
    it(JSON.stringify(d), () => {
      const [t] = parseBankStatement([["Dato", "Forklaring", "Beløp"], ["2026-01-16", d, "100"]]);
      const expected = former(d);
      expect({ counterparty: t.counterparty, invoiceNumber: t.invoiceNumber }).toEqual({ counterparty: expected.counterparty, invoiceNumber: "invoiceNumber" in expected ? expected.invoiceNumber : undefined });
    });
});

describe("a supplier's payment on a statement", () => {
  it("names the supplier up to the first '/', the reference after it no part of the name", () => {
    const [t] = parseBankStatement([["Dato", "Forklaring", "Beløp"], ["2026-08-05", "Betaling leverandør Fjellrør AS / FR-3391", "-6875"]]);
    expect(t).toMatchObject({ kind: "supplier_payment", counterparty: "Fjellrør AS" });
  });

  it("reads a company paid whose name holds a conjunction ('Stavanger Lys og Lyd AS')", () => {
    const [t] = parseBankStatement([["Dato", "Forklaring", "Beløp"], ["2026-01-28", "Betaling Stavanger Lys og Lyd AS / INV-2026-0033", "-4375"]]);
    expect(t).toMatchObject({ kind: "supplier_payment", counterparty: "Stavanger Lys og Lyd AS" });
  });
});

describe("labelValue", () => {
  it("reads values up to the next label, without trailing punctuation", () => {
    const text = "Navn: Ola Nordmann Fødselsdato: 01.02.1990 Avdeling: Økonomi. Stillingskode (STYRK): 1211; Årslønn: 530 000 kr...";
    expect(labelValue(text, ["navn"])).toBe("Ola Nordmann");
    expect(labelValue(text, ["fodselsdato"])).toBe("01.02.1990");
    expect(labelValue(text, ["avdeling"])).toBe("Økonomi");
    expect(labelValue(text, ["stillingskode (styrk)"])).toBe("1211");
    expect(labelValue(text, ["arslonn"])).toBe("530 000 kr");
    expect(labelValue(text, ["employer", "navn"])).toBe("Ola Nordmann");
    expect(labelValue(text, ["employer"])).toBeUndefined();
  });

  it("a value is at most 200 characters", () => {
    expect(labelValue(`Navn: ${"a".repeat(500)}`, ["navn"])).toBe("a".repeat(200));
  });
});
