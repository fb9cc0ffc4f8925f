import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { inUserTerms, judge, valueRoles } from "../gate";
import { tableLines } from "../extract/table-lines";
import { findTables, readMessage, splitMessage } from "./index";
import { FORWARDED_SUPPLIER_MAIL as FORWARDED } from "./fixtures";


const CREDIT = `Subject: credit note pls
Re ticket #44871 – Vestby Rør AS (org 917 554 320) complained about invoice "Pipe inspection March"
(NOK 8.250,00 excl. VAT; last year the same job was NOK 7 900). Please credit the whole invoice.`;

const TABLE = `Legg inn disse på ordren til Lunde Bakeri AS og fakturer dem:
| Varenr | Vare          | Antall | Pris eks. mva |
| 4410   | Rugbrød       | 40     | 38,50         |
| 4412   | Kanelsnurr    | 120    | 19,00         |`;

const kinds = (text: string) => splitMessage(text).map((p) => [p.kind, text.slice(p.start, p.end).split("\n")[0]]);

describe("the message's parts", () => {
  it("separates the forward mark, the forwarded header and the signature from the request", () => {
    expect(kinds(FORWARDED)).toEqual([
      ["request", "Hei! Kan du legge inn ny leverandør? Se under."],
      ["header", "---------- Videresendt melding ----------"],
      ["header", "Fra: Kari Nordmann <kari@byggmester-nordmann.no>"],
      ["request", "Vi er registrert som Byggmester Nordmann AS, org.nr. 915 663 204, e-post faktura@byggmester-nordmann.no."],
      ["signature", "--"],
    ]);
  });

  it("finds subject, greeting, sign-off, signature and disclaimer in all their languages", () => {
    const text = "Betreff: Neues Produkt\nHallo zusammen,\nbitte das Produkt anlegen.\nViele Grüße\nJana Vogt\nTel. +49 40 123 456 78\n\nThis e-mail is confidential and intended solely for the addressee.";
    expect(kinds(text).map((k) => k[0])).toEqual(["subject", "greeting", "request", "signoff", "signature", "disclaimer"]);
    expect(kinds("Hola:\nDar de alta el cliente.\nUn saludo,\nMarta").map((k) => k[0])).toEqual(["greeting", "request", "signoff", "signature"]);
    expect(kinds("Merci d'enregistrer le fournisseur.\nCordialement,\nClaire").map((k) => k[0])).toEqual(["request", "signoff", "signature"]);
  });

  it("reads quoted replies as a thread segment: the request when the sender's own text states no value", () => {
    const quoted = "Podem tratar disto?\n\nEm 9 de mar. de 2026, às 11:02, Joana <joana@x.pt> escreveu:\n> Fatura a Lusitânia Digital Lda, org. nº 918364021, 5 250 NOK.";
    const m = readMessage(quoted);
    expect(m.request).toContain("918364021");
    expect(m.context.filter((c) => c.kind !== "date").map((c) => c.reason)).toEqual(["header"]);
    const own = "Bitte Gutschrift für Seeblick GmbH (Org.-Nr. 828133608) über 12.800 NOK.\n\nAm 12.03.2026 um 10:15 schrieb Seeblick <info@seeblick.de>:\n> Wir bitten um Gutschrift, Kundennummer 55102, Tel. 0451 778899";
    const m2 = readMessage(own);
    expect(m2.request).not.toContain("55102");
    expect(m2.request).toContain("828133608");
  });

  it("keeps label lines that only look like headers ('Fra: Oslo / Til: Bergen') in the request", () => {
    expect(kinds("Reise:\nFra: Oslo\nTil: Bergen\nDiett 800 kr").every((k) => k[0] === "request")).toBe(true);
  });
});

describe("a role for every value", () => {
  it("sets the sender's own org. no., header addresses and phone numbers aside, with why", () => {
    const m = readMessage(FORWARDED);
    const why = m.context.map((c) => `${c.raw} ${c.reason}`);
    expect(why).toContain("kari@byggmester-nordmann.no header");
    expect(why).toContain("998 112 450 signature");
    expect(m.request).not.toContain("998 112 450");
    expect(m.values.orgNumbers.map((o) => o.value)).toEqual(["915663204"]);
  });

  it("reads ticket, order, card and room numbers and earlier figures as context in every language", () => {
    const reasons = (text: string) => readMessage(text).context.map((c) => c.reason);
    expect(reasons(CREDIT)).toEqual(["reference", "earlier-figure"]);
    expect(reasons("Auftrag für X GmbH (Bestellung Nr. 4471): 2 x Toner à 980 NOK")).toEqual(["reference"]);
    expect(reasons("Grunnløn 48 500 kr. I fjor var grunnløna 45 000 kr.")).toEqual(["earlier-figure"]);
    expect(reasons("Preço 12.480,00 NOK (no ano passado era 11.900,00 NOK)")).toEqual(["earlier-figure"]);
    expect(reasons("Nettopreis 389,- NOK (nicht 349,- NOK wie früher)")).toEqual(["replaced-figure"]);
    expect(reasons("taxi 420 NOK, habitación nº 214, tarjeta nº 0683")).toEqual(["room", "card"]);
  });

  it("leaves a replaced figure in the request: a ledger correction names both", () => {
    const m = readMessage("Auf 6300 stehen 19.650 NOK statt richtig 16.550 NOK.");
    expect(m.request).toContain("16.550 NOK");
    expect(m.values.money.map((a) => a.value)).toEqual([19650, 16550]);
  });
});

describe("the gate judges what is left", () => {
  it("lets a reading through that leaves only context values unplaced, and says what was set aside", () => {
    const r = interpretWithRules(FORWARDED);
    expect(r.classification.type).toBe("create_supplier");
    expect(r.task).toMatchObject({ name: "Byggmester Nordmann AS", organizationNumber: "915663204", email: "faktura@byggmester-nordmann.no" });
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context).toContain("Org. no. 998 112 450: the sender's signature");
  });

  it("still holds back a value with no role, for any reading of the message", () => {
    const m = readMessage(CREDIT);
    const reading = { type: "create_credit_note" as const, customer: { name: "Vestby Rør AS", organizationNumber: "917554320" }, invoiceDescription: "Pipe inspection March" };
    const { gate } = judge(reading, m, true);
    expect(gate.ok).toBe(false);
    expect(gate.unused).toEqual(["NOK 8.250,00"]);
    const roles = valueRoles(m, { ...reading, amountExcludingVat: 8250 });
    expect(roles.filter((r) => r.role === "unplaced")).toEqual([]);
    expect(roles.find((r) => r.raw === "NOK 8.250,00")).toMatchObject({ role: "field", path: "amountExcludingVat" });
    expect(judge({ ...reading, amountExcludingVat: 8250 }, m, true).gate.ok).toBe(true);
  });

  it("says a schema failure in the user's words", () => {
    expect(inUserTerms("description", "Invalid input: expected string, received undefined")).toBe("no description of what is invoiced (description)");
    expect(inUserTerms("lines.0.description", "Invalid input")).toBe("invoice line 1: no description of what is invoiced (lines.0.description)");
  });
});

describe("tables are data, quantities times rates", () => {
  it("reads a pipe table's rows by their header words and links them to products by number", () => {
    const r = interpretWithRules(TABLE);
    expect(r.task).toMatchObject({
      lines: [
        { description: "Rugbrød", productNumber: "4410", quantity: 40, unitPriceExcludingVat: 38.5 },
        { description: "Kanelsnurr", productNumber: "4412", quantity: 120, unitPriceExcludingVat: 19 },
      ],
    });
  });

  it("recognises header words in the 7 languages and tab-separated rows without a header", () => {
    const headers = ["Código\tProducto\tPrecio\tIVA", "Nº\tProduit\tPrix\tTVA", "Nr\tBezeichnung\tPreis\tMwSt", "Ref.\tArtigo\tPreço\tIVA", "Item no.\tDescription\tUnit price\tVAT", "Varenr\tVare\tPris\tMva"];
    for (const h of headers) expect(findTables(`${h}\n6210\tKonsulent\t14.300 NOK\t25 %`)[0].columns).toEqual(["number", "name", "price", "vat"]);
    expect(tableLines("6210\tConsultoría fiscal\t14.300 NOK\t25 %\n6211\tCesta de fruta\t1.860 NOK\t15 %", () => undefined)).toEqual([
      { description: "Consultoría fiscal", productNumber: "6210", quantity: 1, unitPriceExcludingVat: 14300, vatRate: 25 },
      { description: "Cesta de fruta", productNumber: "6211", quantity: 1, unitPriceExcludingVat: 1860, vatRate: 15 },
    ]);
  });

  it("invoices 3 hours of consulting at 1200 NOK per hour with a description from what is sold", () => {
    const r = interpretWithRules("Create an invoice for customer Fjellbekk AS for 3 hours of consulting at 1200 NOK per hour");
    expect(r.gate.reasons).toEqual([]);
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", customer: { name: "Fjellbekk AS" }, description: "Consulting", amountExcludingVat: 3600 });
    const r2 = interpretWithRules("Faktura til Lunde Bakeri AS (org.nr. 915663204):\n3 x Rugbrød (varenr. 4410) à 1 250,-\n2 x Kanelsnurr (varenr. 4412) à 190,-");
    expect(r2.gate.reasons).toEqual([]);
    expect(r2.task).toMatchObject({ lines: [{ description: "Rugbrød", productNumber: "4410", quantity: 3, unitPriceExcludingVat: 1250 }, { description: "Kanelsnurr", productNumber: "4412", quantity: 2, unitPriceExcludingVat: 190 }] });
    expect(readMessage("40 stk à 38,50 kr").rates).toEqual([{ quantity: 40, unitPrice: 38.5, priceIndex: 9, quantityIndex: 0 }]);
  });
});

describe("mail readings that once wrote the wrong thing", () => {
  it("reads departments listed before the verb, not the sentence after the colon", () => {
    const r = interpretWithRules("Hola,\nCompras, Almacén y Atención al cliente: necesitamos esos tres departamentos nuevos en la empresa (expediente 2026-77). ¿Los puedes crear?\nGracias,\nBea");
    expect(r.task).toEqual({ type: "create_departments", names: ["Compras", "Almacén", "Atención al cliente"] });
  });

  it("does not read a customer's order number as an order-to-invoice task", () => {
    const r = interpretWithRules("Hola, ¿podéis emitir y enviar una factura a Mar Azul SL (org. nº 956334691)? Es su pedido nº 7781.\nConcepto: Diseño de logotipo\nImporte: 12.400 NOK + IVA");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Diseño de logotipo", amountExcludingVat: 12400 });
  });
});

const TICKET = `Ticket n.º 48144
Estado: Aberto
Prioridade: Normal
Requerente: Rui Costa <rui.costa@nordbit.no>
Criado: 2026-03-20 15:02

Olá,
pode criar um produto novo?
- Nome: Kaffebønner Etiopia 1 kg
- Nº do produto: 4471
- Preço: 289,50 NOK sem IVA
Obrigado!
Rui

Nota interna (Kasper): o preço acordado está certo.`;

describe("a support ticket pasted with its header and an internal note", () => {
  it("reads the ticket's fields as its header (the requester is its sender) and the internal note as request text", () => {
    const k = kinds(TICKET);
    expect(k[0]).toEqual(["request", "Ticket n.º 48144"]);
    expect(k[1]).toEqual(["header", "Estado: Aberto"]);
    expect(k.find(([, line]) => line.startsWith("Nota interna"))?.[0]).toBe("request");
    // One message, not a thread: the ticket's body is the sender's own text.
    expect(new Set(splitMessage(TICKET).map((p) => p.segment))).toEqual(new Set([0]));
  });

  it("takes 'Nº do produto' as the product's number, not its name", () => {
    const r = interpretWithRules(TICKET);
    expect(r.classification.type).toBe("create_product");
    expect(r.task).toMatchObject({ name: "Kaffebønner Etiopia 1 kg", productNumber: "4471" });
    expect((r.gate.context ?? []).some((c) => c.startsWith("E-mail rui.costa@nordbit.no"))).toBe(true);
  });
});
