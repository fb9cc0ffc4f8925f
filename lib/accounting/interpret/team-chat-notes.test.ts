import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { vatBasisOf } from "./extract/vat-basis";
import { receiptFromText } from "./tasks/receipt-text";
import { fold } from "./text";
import { parseDocument, readFiles } from "@/lib/accounting/files";

/** Requests pasted into a team chat: config blocks whose keys and comments carry units, informal documents. */

const read = (text: string, today = "2026-04-14") => interpretWithRules(text, [], { today });

describe("a config block's units", () => {
  it("gives a figure the currency its key ends in, and a comment that names a unit", () => {
    const r = read(
      "registrer betalinga og før kursdifferansen\n```ini\nkunde=Gewächshaus Altmark GmbH   # org 987052643\nfakturabeløp_eur=5200\nkurs_ved_fakturering=11.45       # NOK/EUR\nkurs_ved_betaling=11.79          # NOK/EUR\n```",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 5200, currency: "EUR", invoiceRate: 11.45, paymentRate: 11.79 });
  });
  it("reads an hourly rate whose unit stands in the comment after it", () => {
    const r = read(
      "```ini\nemployee=amalie.strand@example.org   ; Amalie Strand\nproject=Sensorutrulling Nærbø\ncustomer=Nærbø Veksthus AS (968150731)\nactivity=Feltinstallasjon\nhours=6.5\nrate=1150                             ; NOK/h\n```\nbitte die 6,5 Stunden für Amalie auf die Aktivität buchen und dem Kunden dann eine Projektrechnung stellen.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, hourlyRate: 1150 });
  });
  it("keeps a total's thousands whole when its key names the currency ('Total NOK ...... 16 200,00')", () => {
    const r = read("Registar a fatura do fornecedor Vestkyst Låsservice AS, org.nr 976 205 318, fatura n.º VL-2026-1184, data 09.03.2026:\n  Troca de cilindros ...... 12 960,00\n  IVA 25 % ...... 3 240,00\n  Total NOK ...... 16 200,00\nConta de despesa 6600.");
    expect(r.task).toMatchObject({ amountIncludingVat: 16200 });
  });
});

describe("a basis of VAT named before the figure", () => {
  it("reads 'hors TVA', 'sin IVA' and 'con IVA' before an amount", () => {
    const at = (text: string, figure: string) => vatBasisOf(fold(text), { index: text.indexOf(figure), length: figure.length });
    expect(at("montant hors TVA 12 880 kr", "12 880")).toBe("excl");
    expect(at("importe sin IVA 8.800 NOK", "8.800")).toBe("excl");
    expect(at("precio con IVA 6 187,50 kr", "6 187,50")).toBe("incl");
  });
});

describe("informal documents", () => {
  it("reads a receipt line whose VAT stands in a column after its price ('1 176,00   MVA 12 %')", () => {
    const text = ["Vy Tog AS · Org.nr 984551207 MVA", "KVITTERING / RECEIPT", "Togbillett Stavanger S – Kristiansand S   1 176,00   MVA 12 %", "Kaffe og bagel, Vy kafé                     98,00   MVA 15 %", "Totalt NOK                               1 274,00"].join("\n");
    expect(receiptFromText({ prompt: text, folded: fold(text) }, true).receipt.items).toEqual([
      { description: "Togbillett Stavanger S – Kristiansand S", amount: 1176, vatRate: 12 },
      { description: "Kaffe og bagel, Vy kafé", amount: 98, vatRate: 15 },
    ]);
  });
  it("reads an offer letter that greets 'Hei Noor Haddad!' and closes its sentence with an emoji", async () => {
    const letter = ["TILBUD OM STILLING", "", "Hei Noor Haddad!", "", "Vi er superglade for å kunne tilby deg stillingen som Frontend-utvikler i avdeling Produkt 🎉", "Her er detaljene:", "Fødselsdato:        08.04.1996", "Tiltredelse:        01.06.2026"].join("\n");
    const doc = (await readFiles([{ filename: "tilbud.txt", mime_type: "text/plain", content_base64: Buffer.from(letter).toString("base64") }])).map(parseDocument)[0];
    expect(doc.data).toMatchObject({ employeeName: "Noor Haddad", jobTitle: "Frontend-utvikler", department: "Produkt" });
  });
});

describe("a chat note's record and thread", () => {
  it("reads a record's action as the request's own words", () => {
    const r = read(
      'nota de crédito total para a Kvitsøy Tare AS\nreclamaram da fatura de "Vannkvalitetsmåling mars" (8 840 NOK sem IVA)\n```json\n{ "customer": "Kvitsøy Tare AS", "org_nr": "957814026", "invoice_line": "Vannkvalitetsmåling mars", "ex_vat": 8840, "action": "credit note – reverse the whole invoice" }\n```',
    );
    expect(r.task).toMatchObject({ type: "create_credit_note", amountExcludingVat: 8840 });
    expect(r.gate.ok).toBe(true);
  });
  it("sets aside the words a colleague reports ('banken skriver \"retur – feil KID\"')", () => {
    const r = read(
      'betalingen fra Sjøgløtt Drivhus AS kom i retur fra banken – reverser den så fakturaen står åpen igjen\n```json\n{ "customer": "Sjøgløtt Drivhus AS", "org_nr": "991602488", "invoice": "Servicebesøk februar", "amount_ex_vat": 6720 }\n```\n> @linnea: banken skriver "retur – feil KID" på transaksjonen\njepp, ikke lag kreditnota',
    );
    expect(r.task).toMatchObject({ type: "reverse_returned_payment", amountExcludingVat: 6720 });
    expect(r.gate.ok).toBe(true);
  });
  it("reads a month-end closing written as nested YAML, each block's lines its part's", () => {
    const r = read(
      "Monatsabschluss Mai 2026 bitte\n```yaml\nabgrenzung_aufloesen:        # vorausbezahlte Kosten → Aufwand\n  konto: 1700\n  betrag_pro_monat: 3875     # NOK\nabschreibung:\n  anlage: Lagerregale + Hubwagen\n  anschaffungskosten: 97200  # NOK\n  nutzungsdauer_jahre: 4     # linear\n  aufwandskonto: 6030\nlohnabgrenzung:\n  soll: 5000\n  haben: 2900\n  betrag: 38250              # NOK\n```",
      "2026-05-31",
    );
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      accrual: { amount: 3875, fromAccount: 1700 },
      depreciation: { acquisitionCost: 97200, usefulLifeYears: 4, expenseAccount: 6030 },
      salaryAccrual: { debitAccount: 5000, creditAccount: 2900, amount: 38250 },
    });
  });
});

describe("records and receipts across languages", () => {
  it("gives every record of a YAML list the unit a comment gave its key once, and reads each record's account", () => {
    const r = read(
      "cierre anual simplificado de 2025 – amortización anual lineal, cada una en un asiento separado, gasto en 6010 y amortización acumulada en 1209:\n```yaml\n- activo: Laserskjærer\n  coste: 145800     # NOK\n  vida_util: 8      # años\n  cuenta: 1200\n- activo: Kontormøbler\n  coste: 64350\n  vida_util: 6\n  cuenta: 1240\n```\nprovisión de impuestos: 22 % del beneficio fiscal, cuentas 8700/2920",
      "2026-01-15",
    );
    expect((r.task as { assets: unknown[] }).assets).toEqual([
      { name: "Laserskjærer", acquisitionCost: 145800, usefulLifeYears: 8, assetAccount: 1200 },
      { name: "Kontormøbler", acquisitionCost: 64350, usefulLifeYears: 6, assetAccount: 1240 },
    ]);
  });
  it("finds the receipt line a request names in another language by its kind ('the train ticket' for 'Togbillett')", async () => {
    const receipt = ["VY TOG AS", "Org.nr 984551207 MVA", "Vare Pris MVA", "Togbillett Oslo S–Lillehammer 1 176,00 kr 12 %", "Kaffe + bagel 98,00 kr 15 %", "Totalt: 1 274,00 kr"].join("\n");
    const docs = (await readFiles([{ filename: "receipt.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules("receipt attached → pls post the train ticket from it on the Salg department. only the ticket – the coffee + bagel was me being hungry, ignore it", docs, { today: "2026-03-04" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett Oslo S–Lillehammer", amountIncludingVat: 1176, department: "Salg" });
  });
});
