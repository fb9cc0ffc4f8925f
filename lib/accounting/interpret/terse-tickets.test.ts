import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { detectLanguage } from "./language";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { parseReceiptDocument } from "@/lib/accounting/files/documents/receipt";
import { parseEmploymentDocument } from "@/lib/accounting/files/documents/contract";

/** Requests written as terse helpdesk tickets: KEY=value lines, number signs, abbreviations, pasted system messages. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });
const ticket = (...lines: string[]) => ["TKT#2603-114 | PRI=P3 | SRC=mail/IL", ...lines, "// tms EOT"].join("\n");

describe("a ticket's numbers", () => {
  it("sets its own ticket number aside ('TKT#2603-114', 'PO# 2291')", () => {
    const r = read(ticket("EMNE: nyansatt -> opprett i Tripletex", "ANS=SANDVOLD, Eirik", "FØDT=14.07.1991", "EPOST=eirik.sandvold@example.org", "START=2026-04-07"));
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Eirik", lastName: "Sandvold", startDate: "2026-04-07" });
    expect(r.gate.ok).toBe(true);
  });
  it("reads a key or a word with a number sign as the thing's number ('PROD#=5521', 'prod# 6610')", () => {
    const product = read(ticket("EMNE: nytt produkt", "PROD#=5521", 'NAMN="Lunsjplatter"', "PRIS=NOK 1890 eks.mva", "MVA=15% (mat)"));
    expect(product.task).toMatchObject({ type: "create_product", productNumber: "5521", priceExcludingVat: 1890 });
    const invoice = read(
      ticket("ASUNTO: fra. 3 líneas", "CLI=Mar de Alborán SL (orgnr 917795371)", "LÍNEAS:", ' - prod# 6610 "Licencia SCADA anual" -> NOK 21500 s/IVA, IVA 25%', ' - prod# 6611 "Catering jornada técnica" -> NOK 4200 s/IVA, IVA 15%', "no enviar todavía, solo crear"),
    );
    expect(invoice.classification.type).toBe("create_invoice_with_lines");
    expect((invoice.task as { lines: { productNumber: string }[] }).lines.map((l) => l.productNumber)).toEqual(["6610", "6611"]);
  });
});

describe("a ticket's words", () => {
  it("knows the language by the writer's own words, not a pasted system message, and 'fra.' as an invoice", () => {
    const text = ticket(
      "ASUNTO: fra. nueva -> enviar",
      "CLI=Almendro Consultores SL (orgnr 903 166 193, ya está en el sistema)",
      'CONCEPTO="Auditoría de red"',
      "IMPORTE=NOK 18400 s/IVA, IVA std 25%",
      "TODO: crear fra. -> enviar al cli.",
      '> [ERP 2026-03-20 16:41:07] HTTP 422 "Faktura kan ikke opprettes før selskapet har registrert et bankkontonummer"',
    );
    expect(detectLanguage(text)).toBe("es");
    expect(read(text).task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 18400 });
  });
  it("reads German shorthand for hours and the employee ('Std.', 'MA='), a life in 'y', and an account key in capitals", () => {
    const hours = read(ticket("BETR: Std. + Projekt-Rechnung", "MA=KRÄMER, Jonas (jonas.kraemer@example.org)", 'STD=7.5h auf Aktivität "Inbetriebnahme"', 'PROJ="Steuerungsumbau Halle 3" / Kd. Rheinfels Maschinenbau GmbH, ORGNR 954 822 745', "SATZ=NOK 1180/h", "TODO: Std. erfassen -> Projektrechnung an Kd."));
    expect(hours.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5, hourlyRate: 1180 });
    const closing = read(ticket("SUBJ: month-end close 2026-03", "1) accrual reversal: NOK 6400/mo from 1700 -> expense 6300", "2) depreciation: asset cost NOK 186000, life 5y, straight-line -> acct 6010, accumulated 1209", "3) salary accrual: D 5000 / C 2900, NOK 61200"), "2026-03-31");
    expect(closing.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 186000, usefulLifeYears: 5 } });
    const supplier = read(ticket("ASSUNTO: fat. forn. -> lançar", "FORN=Correia & Filhos Lda, orgnr 811 366 919", "FAT#=INV-2026-3307", "TOTAL=NOK 23750 c/IVA (IVA 25% dedutível)", "CONTA=6590 (consumíveis oficina)"));
    expect(supplier.task).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6590, invoiceNumber: "INV-2026-3307" });
  });
  it("reads departments set apart by bars, and a customer's words quoted on a '>' line as speech", () => {
    const deps = read(ticket("BETR: 3 neue Abt.", "ABT -> Montage | Einkauf | Kundendienst", 'bestehende "Avdeling 1" bleibt wie sie ist'));
    expect(deps.task).toMatchObject({ type: "create_departments", names: ["Montage", "Einkauf", "Kundendienst"] });
    const credit = read(ticket("OBJ: réclamation clt -> avoir", "CLT=Vercors Énergie SAS, orgnr 916 913 044", 'FACT. concernée: "Audit cybersécurité" NOK 27400 HT', '> "prestation jamais livrée, merci d\'annuler la facture" (clt, 2026-03-18)', "TODO: avoir TOTAL sur cette fact."));
    expect(credit.task).toMatchObject({ type: "create_credit_note", invoiceDescription: "Audit cybersécurité" });
    expect(credit.gate.ok).toBe(true);
  });
});

describe("a ticket's attachments", () => {
  it("ends a receipt's items at the rule after its header, and books the line 'BOOK ONLY' names though a bracket calls another private", async () => {
    const receipt = ["FJORDTOG AS", "Org.nr: 987 871 806 MVA", "KVITTERING   16.03.2026", "------------------------------------------", "Vare                                  Pris   MVA", "Togbillett Voss - Oslo S           980.00 kr   12%", "Kaffe + bagett                     115.00 kr   15%", "------------------------------------------", "Totalt:                           1095.00 kr", "  herav MVA 12%:                   105.00 kr"].join("\n");
    expect(parseReceiptDocument(receipt).items.map((i) => i.description)).toEqual(["Togbillett Voss - Oslo S", "Kaffe + bagett"]);
    const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(ticket("SUBJ: expense from receipt", "BOOK ONLY: train ticket (coffee = private, ignore)", "DEPT=Field Service", "correct expense acct + correct VAT"), docs, { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett Voss - Oslo S", amountIncludingVat: 980 });
  });
  it("takes the employee's own labelled e-mail from a scanned contract, not the scanner's address above it", () => {
    const doc = parseEmploymentDocument("### OCR-EXPORT | skannet 2026-03-20\n### sendt til: it@kvamsoy-ea.no\n\nARBEIDSKONTRAKT\nArbeidstaker:            Hannah Whitaker\nE-post:                  hannah.whitaker@example.org\n");
    expect(doc.email).toBe("hannah.whitaker@example.org");
  });
});
