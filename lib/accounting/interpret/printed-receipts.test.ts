import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { interpretWithRules } from "./rules";

/** Receipts and invoices printed and attached as text: no "Vare Pris" header over their items, a VAT class after each price, totals without colons. */

async function withReceipt(prompt: string, receipt: string) {
  const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
  return interpretWithRules(prompt, docs, { today: "2026-06-24" });
}

const TILL = `KIOSKEN SENTRUM AS
Storgata 4, 3015 Drammen
Org.nr 915 332 104 MVA

Dato 22.06.2026  07:12        Kvitt.nr 4410-0017

Bussbillett Drammen-Kongsberg         164,00   M12
Dagens avis                            49,00   M0
Rundstykke                             38,00   M15
--------------------------------------------
SUM                                   251,00

Kort: Visa Business ****2290          251,00`;

describe("a printed receipt attached as text", () => {
  it("reads its item lines one by one when no header stands over them, and books the one the request names", async () => {
    const r = await withReceipt("Hei, vedlagt kvittering. Berre bussbilletten skal førast, avisa og rundstykket er private. Før den på avdelinga «Salg». Mva for persontransport, 12 %.", TILL);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Bussbillett Drammen-Kongsberg", department: "Salg" });
  });

  it("reads a count times a unit price before a line's amount as the line's own working, not an item", async () => {
    const receipt = `KONTORHUSET AS\nOrg.nr 984 702 159 MVA\n\nKVITTERING  #48213\nKasse 2            Betjent av: Eline\n\nSkrivebordslampe LED   1 x 780,00    780,00\nPermer A4 10 pk        2 x 149,00    298,00\n-----------------------------------\nTOTALT                               1 078,00\nHerav MVA 25 %                         215,60`;
    const r = await withReceipt("Hei, kvitteringa er vedlagt. Bare skrivebordslampen skal bokføres, på avdeling «Lager». Vanlig mva.", receipt);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Skrivebordslampe LED", department: "Lager" });
  });
});

describe("a booking confirmation's receipt pasted as text", () => {
  const CONFIRMATION = `Bussekspressen - Kvittering
==================================
Nordfjord Ekspress AS
Org.nr 917 204 118 MVA
Betalt med:   Visa ****7731

Bussbillett Førde - Bergen
  14.10.2026 kl. 06:30, 1 voksen           612,00
  herav mva 12 %                            65,57

Kiosk om bord: te + bolle                   58,00
  herav mva 15 %                             7,57

Totalt betalt                              670,00`;

  it("books the line named in another language than the receipt's, not the one the writer says not to book", async () => {
    const r = await withReceipt("beleg anbei. bitte nur die busfahrkarte buchen, den tee nicht (privat). abteilung: Vertrieb", CONFIRMATION);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", amountIncludingVat: 612, department: "Vertrieb" });
  });

  it("names an item by the line above its indented details, the store by its company line, the card on its own line", async () => {
    const r = await withReceipt("Kvittering vedlagt, før bussbilletten på avdeling Salg.", CONFIRMATION);
    expect(r.task).toMatchObject({
      item: "Bussbillett Førde - Bergen, 14.10.2026 kl. 06:30, 1 voksen",
      store: { name: "Nordfjord Ekspress AS" },
      paymentMethod: "Visa ****7731",
    });
  });
});

describe("a supplier invoice attached as text", () => {
  it("books it on the account the request names, over none the invoice prints", async () => {
    const invoice = "NORDVIK TRELAST AS\nSagveien 12, 6800 Førde\nOrg.nr: 915 440 218 MVA\n\nFAKTURA\n\nFaktura nr.:   NT-5521\nFakturadato:   04.05.2026\n\nSum eks. mva                 15 500,00\nMVA 25 %                      3 875,00\nÅ BETALE NOK                 19 375,00";
    const docs = (await readFiles([{ filename: "faktura.txt", mime_type: "text/plain", content_base64: Buffer.from(invoice).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules("Hallo, anbei die Lieferantenrechnung (Text aus dem PDF). Bitte erfassen, Kontierung: Konto 6540, Vorsteuer 25 %. Den Lieferanten bitte anlegen.", docs, { today: "2026-05-10" });
    expect(r.task).toMatchObject({ type: "supplier_invoice_from_pdf", invoiceNumber: "NT-5521", amountIncludingVat: 19375, expenseAccount: 6540, supplier: { name: "NORDVIK TRELAST AS" } });
  });
});

