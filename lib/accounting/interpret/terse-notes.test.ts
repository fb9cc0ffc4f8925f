import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { interpretWithRules } from "./rules";

/** A writer who strings the values together on one line, set apart by dashes and commas, with few labels and no currency. */

const read = (text: string, today = "2026-03-10") => interpretWithRules(text, [], { today });

describe("values set between dashes", () => {
  it("a product's name between dashes after the word", () => {
    const r = read("New product – Bilge pump Rule 2000 – no. 5512 – 2340 NOK ex VAT, 25%. /KL");
    expect(r.task).toMatchObject({ type: "create_product", name: "Bilge pump Rule 2000", productNumber: "5512", priceExcludingVat: 2340 });
  });

  it("what is invoiced between dashes after the amount", () => {
    const r = read("8400 NOK ex VAT – propeller polishing and shaft check – Fjordline Fiske AS, org 914220387. Invoice and send. /KL");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Propeller polishing and shaft check", amountExcludingVat: 8400 });
  });

  it("a dash set as the colon before a list of departments", () => {
    const r = read("Tre nye avdelingar – Sveis, Lakkering, Lager. /KL");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Sveis", "Lakkering", "Lager"] });
  });

  it("a remark after a dash names no department", () => {
    const r = read("new departments from April as in the mail – make the two new ones, the old one stays\n\n  1. Rigging\n  2. Paint Shop\n");
    expect((r.task as { names?: string[] } | undefined)?.names ?? []).not.toContain("make the two new ones");
  });
});

describe("figures with no currency anywhere", () => {
  it("'46500 base + 8000 one-off bonus': pay words after the figures", () => {
    const r = read("39800 base + 6500 one-off bonus on top – Oda Brekke, oda.brekke@havfisk.no – payroll this month. /KL");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 39800, bonus: 6500 });
  });

  it("items of a product's number, name and a price of four digits, set apart by commas", () => {
    const r = read("Rechnung an Werft Olsen GmbH, org 913552071: 4410 Dichtungssatz 12800 (25%), 4412 Bordproviant 3600 (15%, Lebensmittel), 4419 Kursgebühr 2400 (0%). Alles netto. /KL");
    const lines = (r.task as { lines: { productNumber?: string; unitPriceExcludingVat?: number }[] }).lines;
    expect(lines.map((l) => [l.productNumber, l.unitPriceExcludingVat])).toEqual([["4410", 12800], ["4412", 3600], ["4419", 2400]]);
  });

  it("an item's name with an apostrophe keeps its product number ('1190 Main d'oeuvre mécanicien 9600 NOK')", () => {
    const r = read("Commande Chantier Morvan SARL, org 855206730 : 2210 Filtre à gasoil 3100 NOK, 2290 Main d'oeuvre soudure 7200 NOK. → facture → payée en totalité.");
    const lines = (r.task as { lines: { productNumber?: string; description?: string }[] }).lines;
    expect(lines[1]).toMatchObject({ productNumber: "2290", description: "Main d'oeuvre soudure" });
  });
});

describe("months and ledger errors written short", () => {
  it("'ene→feb 2026' are January and February", () => {
    const r = read("Gastos ene→feb 2026 muy arriba. Libro mayor: las 3 cuentas de gasto con más subida → proyecto interno por cuenta + una actividad en cada proyecto.");
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });

  it("'compte 6340 : 8900 passé au lieu de 9800' is a wrong amount, not a wrong account", () => {
    const r = read("Grand livre janv.–févr. 2026 : 2 erreurs. 1) pièce en double, compte 7140, 2680 NOK. 2) compte 6340 : 8900 passé au lieu de 9800.");
    expect((r.task as { errors: unknown[] }).errors).toContainEqual({ kind: "wrong_amount", account: 6340, postedAmount: 8900, correctAmount: 9800 });
  });

  it("an amount said again in words beside its figures is no account", () => {
    const r = read(
      "Hemos revisado enero de 2026 y hay dos errores:\n1.º Un comprobante duplicado: cuenta 6860, NOK 3.200,00 (tres mil doscientas coronas).\n2.º Importe erróneo: cuenta 7140, se contabilizaron NOK 6.850,00 (seis mil ochocientas cincuenta) en lugar de NOK 5.680,00 (cinco mil seiscientas ochenta).\nCorrijan los errores.",
    );
    expect((r.task as { errors: unknown[] }).errors).toContainEqual({ kind: "wrong_amount", account: 7140, postedAmount: 6850, correctAmount: 5680 });
  });
});

describe("an attached supplier invoice's totals", () => {
  it("'Net amount:' and 'TOTAL NOK:' lines", async () => {
    const invoice =
      "HAVBRUK UTSTYR AS\nOrg.no. NO 992134682 MVA\n\nINVOICE\n\nInvoice no.:    HU-2026-118\nInvoice date:   09.02.2026\nDue date:       11.03.2026\n\nDescription                          Qty   Unit price        Amount\nNet cage rope                         10       640,00      6 400,00\n\n                                       Net amount:         6 400,00\n                                       VAT 25 %:           1 600,00\n                                       TOTAL NOK:          8 000,00\n";
    const docs = (await readFiles([{ filename: "invoice.txt", mime_type: "text/plain", content_base64: Buffer.from(invoice).toString("base64") }])).map(parseDocument);
    expect(docs[0].data).toMatchObject({ amountExcludingVat: 6400, amountIncludingVat: 8000 });
  });
});
