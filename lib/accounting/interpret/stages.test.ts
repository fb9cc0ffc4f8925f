import { describe, expect, it } from "vitest";
import { findAmounts } from "./extract/amounts";
import { findDates } from "./extract/dates";
import { parseLineItems } from "./extract/line-items";
import { companiesWithNumbers, findProperNames } from "./extract/proper-names";
import { findHours, readValues } from "./extract/read";
import { findEmails, findInvoiceNumbers, findOrgNumbers } from "./extract/values";
import { findConcepts } from "./concepts";
import { classify } from "./classify";
import { interpretWithRules } from "./rules";
import { vatFromWords } from "./tasks/master-data";

/** The interpreter's stages on their own, in the styles of all seven request languages. */

describe("stage 1: values whatever the sentence", () => {
  it.each([
    ["nb", "Beløp: 1 250,50 kr eks. mva", 1250.5, "NOK"],
    ["nn", "totalt kr 12.000,- inkl. mva", 12000, "NOK"],
    ["nb", "frakt 12 480,- kr", 12480, "NOK"],
    ["en", "NOK 1,250.50 before VAT", 1250.5, "NOK"],
    ["de", "zu 1.240,00 NOK netto", 1240, "NOK"],
    ["fr", "montant : 3 437,50 NOK TTC", 3437.5, "NOK"],
    ["es", "la factura de € 3 100", 3100, "EUR"],
    ["pt", "o valor é de EUR 8.450", 8450, "EUR"],
  ])("%s money: %s", (_lang, text, value, currency) => {
    expect(findAmounts(text).map((a) => [a.value, a.currency])).toEqual([[value, currency]]);
  });

  it.each([
    ["nb", "født 03.07.1988", "1988-07-03"],
    ["nn", "fødd 3. mai 1990", "1990-05-03"],
    ["en", "starting on the 3rd of March 2026", "2026-03-03"],
    ["de", "Eintritt am 1. Februar 2026", "2026-02-01"],
    ["fr", "à partir du 1er avril", "2026-04-01"],
    ["es", "desde el 15 de mayo", "2026-05-15"],
    ["pt", "início a 04.03.26", "2026-03-04"],
    ["nb", "betalt i dag", "2026-03-21"],
  ])("%s date: %s", (_lang, text, iso) => {
    expect(findDates(text, "2026-03-21").map((d) => d.iso)).toEqual([iso]);
  });

  it("organisation numbers in every grouping, e-mails by their @, hours with any unit", () => {
    expect(findOrgNumbers("Org.nr. 923 418 506 · nº org. 923.418.507? no; org no 923418508").map((o) => o.value)).toEqual([
      "923418506",
      "923418508",
    ]);
    expect(findEmails("E-posten hennes er åse.braten@example.org, og kontakt@zoemuller.no.").map((e) => e.value)).toEqual([
      "åse.braten@example.org",
      "kontakt@zoemuller.no",
    ]);
    expect(findHours("7,5 timar, 22 hours, 21 Std., 26 h og Timar: 16").map((h) => h.value)).toEqual([7.5, 22, 21, 26, 16]);
  });

  it("reference and invoice numbers after their words", () => {
    expect(readValues("l'article « Manuel » (référence produit 7052), réf. 3187, código 4402, item no. 4417, #5510").refs.map((r) => r.value)).toEqual([
      "7052",
      "3187",
      "4402",
      "4417",
      "5510",
    ]);
    expect(findInvoiceNumbers("fakturanr. 2026-0417 · N° de facture F-77408 · la factura FAC-26/311 · INV-2026-3390")).toEqual(
      expect.arrayContaining(["2026-0417", "F-77408", "FAC-26/311", "INV-2026-3390"]),
    );
  });

  it("names wherever they stand: companies by legal form with their number, people by capitalised words", () => {
    const text =
      "Kan du registrere Fjellgløtt Bakeri AS som ny kunde? Org.nr. 923 418 506. Prosjektleiar: Ørjan Kvåle – orjan@example.org. Atelier Vélo d'Annecy SARL og Ibáñez & Ortega Distribución S.L. (nº org. 937520418).";
    expect(companiesWithNumbers(text, findOrgNumbers(text)).map((c) => [c.name, c.organizationNumber])).toEqual([
      ["Fjellgløtt Bakeri AS", "923418506"],
      ["Atelier Vélo d'Annecy SARL", undefined],
      ["Ibáñez & Ortega Distribución S.L.", "937520418"],
    ]);
    expect(findProperNames(text).filter((n) => n.kind === "person").map((n) => n.name)).toEqual(["Ørjan Kvåle"]);
  });

  it("invoice lines from a list and from a sentence", () => {
    const list = "Faktura til Fjellbris AS:\n- 4471 Lunsjbuffet, kr 6 400 – 15 % mva (mat)\n- 4472 Leie av møterom, kr 3 200 – 25 % mva\n- 4473 Kokebok, kr 450 – fritatt (bok)";
    const v = readValues(list);
    expect(parseLineItems({ text: list, money: v.money, quoted: v.quoted, percents: v.percents, vatFromWords })).toEqual([
      { description: "Lunsjbuffet", productNumber: "4471", quantity: 1, unitPriceExcludingVat: 6400, vatRate: 15 },
      { description: "Leie av møterom", productNumber: "4472", quantity: 1, unitPriceExcludingVat: 3200, vatRate: 25 },
      { description: "Kokebok", productNumber: "4473", quantity: 1, unitPriceExcludingVat: 450, vatRate: 0 },
    ]);
    const sentence = "com Bolo de aniversário (nº 3301) a NOK 850 e Serviço de entrega (nº 3302) a NOK 250.";
    const w = readValues(sentence);
    expect(parseLineItems({ text: sentence, money: w.money, quoted: w.quoted, percents: w.percents, vatFromWords }).map((l) => [l.description, l.productNumber, l.unitPriceExcludingVat])).toEqual([
      ["Bolo de aniversário", "3301", 850],
      ["Serviço de entrega", "3302", 250],
    ]);
  });

  it("a list line's VAT after its price belongs to it, and a quoted name is no VAT statement", () => {
    const list = "Fatura para a Ótica Central Lda (nº de organização 918954767):\n– «Armações» (3101): 4.200,00 NOK, IVA 25 %\n– «Consulta» (3102): 1.150,00 NOK, isento de IVA (0 %)";
    const r = interpretWithRules(list, [], { today: "2026-03-21" });
    expect((r.task as { lines: { description: string; vatRate?: number }[] }).lines.map((l) => [l.description, l.vatRate])).toEqual([["Armações", 25], ["Consulta", 0]]);
    const text = "«Skjæring» (produkt 7801) til 14 900 kr og «Transport» (produkt 7802) til 2 350 kr, begge uten mva.";
    const v = readValues(text);
    expect(parseLineItems({ text, money: v.money, quoted: v.quoted, percents: v.percents, vatFromWords }).map((l) => l.vatRate)).toEqual([undefined, undefined]);
  });

  it("a last line that sums the lines before it is the writer's total, not an item", () => {
    const text = "- Brød (nr. 4410): 2 300 kr, 15 % mva\n- Kurs (nr. 4420): 6 800 kr\n- Bok (nr. 4430): 450 kr\nTil sammen 9 550 kr eks. mva.";
    const v = readValues(text);
    const lines = parseLineItems({ text, money: v.money, quoted: v.quoted, percents: v.percents, vatFromWords });
    expect(lines.map((l) => l.unitPriceExcludingVat)).toEqual([2300, 6800, 450]);
    // A check after the items: net, VAT and gross (each line with its own rate) are no items either.
    const check = "- «Brød» (nr. 4410): 2 300 kr, 15 % mva\n- «Kurs» (nr. 4420): 6 800 kr, 25 % mva\n- «Bok» (nr. 4430): 450 kr, 0 % mva\n(kontroll: 9 550 kr eks. mva, mva 2 045 kr, totalt 11 595 kr)";
    const c = readValues(check);
    expect(parseLineItems({ text: check, money: c.money, quoted: c.quoted, percents: c.percents, vatFromWords }).map((l) => l.unitPriceExcludingVat)).toEqual([2300, 6800, 450]);
    // An item that happens to cost what the others cost together is still an item.
    const two = "- Bok: 450 kr\n- Kurs: 900 kr\n- Pakke: 1 350 kr";
    const w = readValues(two);
    expect(parseLineItems({ text: two, money: w.money, quoted: w.quoted, percents: w.percents, vatFromWords }).length).toBe(3);
  });
});

describe("stage 2: concepts through stems and compounds", () => {
  it.each([
    ["nb", "Leverandørfakturaen er kommet", ["supplierInvoice", "invoice"]],
    ["nn", "Set opp desse avdelingane", ["department"]],
    ["de", "Die Reisekostenabrechnung für die Mitarbeiterin", ["travel", "employee"]],
    ["fr", "les factures des fournisseurs", ["invoice", "supplier"]],
    ["es", "los empleados y sus nóminas", ["employee", "payroll"]],
    ["pt", "as faturas dos fornecedores", ["invoice", "supplier"]],
    ["en", "the suppliers' invoices", ["supplier", "invoice"]],
  ])("%s: %s", (_lang, text, concepts) => {
    const hits = findConcepts(text).hits;
    for (const c of concepts) expect(hits.has(c as never), c).toBe(true);
  });

  it("an e-mail address names no concept", () => {
    expect(findConcepts("faktura@firma.no").hits.size).toBe(0);
  });

  it("a request with no accounting concept is not an accounting task", () => {
    const text = "hello, what can you do?";
    const c = classify({ text, hits: findConcepts(text).hits, values: readValues(text), attachments: [] });
    expect(c.accounting).toBe(false);
  });
});

describe("stage 3: a remark does not change the task", () => {
  it("a contract named in passing, with no document, leaves a payroll a payroll", () => {
    const r = interpretWithRules("Please run the March 2026 payroll for Priya Nair (priya.nair@example.org): base salary NOK 61,200, one-off bonus NOK 5,500 (agreed for the Aberdeen contract).", [], { today: "2026-03-21" });
    expect(r.classification).toMatchObject({ type: "run_payroll", accounting: true });
  });

  it("a bank statement that only says where a payment was seen leaves a payment a payment", () => {
    const r = interpretWithRules("Laut Kontoauszug hat Bergquell GmbH (Org.-Nr. 956540585) die Rechnung über das „Schulungspaket“ (18.600 NOK netto) vollständig bezahlt. Bitte die Zahlung auf dieser Rechnung erfassen.", [], { today: "2026-03-21" });
    expect(r.classification).toMatchObject({ type: "register_payment", accounting: true });
  });
});

describe("stage 3: a negated task word names no task", () => {
  it.each([
    ["nb", "Banken har sendt tilbake innbetalingen fra Skogheim Bygg AS (org.nr. 938 490 163) på fakturaen for «Graving tomt» – kr 84 000 eks. mva. Kan du reversere betalingen? Selve fakturaen er riktig, så ingen kreditnota."],
    ["fr", "La banque nous a retourné le paiement de Verrerie Delorme SARL (nº d'org. 821 355 095) pour la facture « Maintenance vitrines » (15 600 NOK HT). Pouvez-vous annuler ce paiement ? Pas d'avoir : la facture est correcte."],
  ])("%s: 'no credit note' leaves a returned payment", (_lang, text) => {
    expect(interpretWithRules(text, [], { today: "2026-03-21" }).classification.type).toBe("reverse_returned_payment");
  });
});

describe("stages 3 and 4: fields by role, and the gate", () => {
  it("a product's number after a bare number word, and list items opened by their number", () => {
    const r = interpretWithRules("Mais um produto para o catálogo: «Assinatura anual», com o número 4417. O preço é 12 480,00 NOK sem IVA, taxa de 25 %.", [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "4417" });
    const list = "Factura para Olivares del Sur SL (nº de organización 933 581 209):\n– 6210, Consultoría fiscal: 14.300 NOK, IVA del 25 %\n– 6211, Cesta de fruta: 1.860 NOK, IVA del 15 %";
    const lines = (interpretWithRules(list, [], { today: "2026-03-21" }).task as { lines: { productNumber?: string; description: string }[] }).lines;
    expect(lines.map((l) => [l.productNumber, l.description])).toEqual([["6210", "Consultoría fiscal"], ["6211", "Cesta de fruta"]]);
  });

  it("a check figure written twice is a check both times", () => {
    const text = "O cliente Vinhas do Douro Lda (nº de organização 811 745 960) encomendou:\n• Instalação de rede (produto 2281): 14 200 NOK\n• Suporte remoto (produto 2282): 3 900 NOK\n(preços sem IVA; com os 25 % de IVA dá 22 625 NOK)\n\nCriem a encomenda, convertam-na em fatura e registem o pagamento integral de 22 625 NOK.";
    const r = interpretWithRules(text, [], { today: "2026-03-21" });
    expect(r.task?.type).toBe("order_to_invoice_with_payment");
    expect(r.gate.ok).toBe(true);
  });

  it("an asset's account written after its life is its own, not the next asset's", () => {
    const text = "Year-end closing 2025, dated 31 December 2025. Straight-line depreciation, one voucher per asset, expense 6010 and accumulated depreciation 1209:\n– Software, NOK 111,950, 9 years, account 1250\n– Office machines, NOK 351,450, 9 years, account 1200";
    const r = interpretWithRules(text, [], { today: "2026-03-21" });
    expect((r.candidate as { assets: { name: string; assetAccount?: number }[] }).assets.map((a) => [a.name, a.assetAccount])).toEqual([["Software", 1250], ["Office machines", 1200]]);
  });

  it("a per diem's checked total is the allowance, not a travel cost", () => {
    const text = "Pablo Ortega (pablo.ortega@example.org) estuvo en Bergen, viaje «Feria Bergen», 2 días.\n- Dietas: 2 días a 650 NOK por día (control: 1.300 NOK)\n- Billete de tren: 1.340 NOK\n- Taxi: 420 NOK";
    const r = interpretWithRules(text, [], { today: "2026-03-21" });
    expect(r.gate.ok).toBe(true);
    expect((r.task as { costs: { amount: number }[] }).costs.map((c) => c.amount)).toEqual([1340, 420]);
  });

  it("a company's org. no. on a field line of its own belongs to it", () => {
    const text = "Re: new customer – Nordvik Marine AS\n\nHi, please create Nordvik Marine AS as a customer:\n- Organisation number: 912 345 678\n- E-mail: post@nordvikmarine.no\n\nThanks, Solveig";
    const r = interpretWithRules(text, [], { today: "2026-03-21" });
    expect(r.task).toMatchObject({ type: "create_customer", name: "Nordvik Marine AS", organizationNumber: "912345678" });
  });

  it("reads the same supplier in other words and places every value", () => {
    const r = interpretWithRules("Ny leverandør → Bjørnstad & Sønn AS, orgnr 987123654, e-post regnskap@bjornstad.no. Opprett den i Tripletex.");
    expect(r.task).toEqual({ type: "create_supplier", name: "Bjørnstad & Sønn AS", organizationNumber: "987123654", email: "regnskap@bjornstad.no" });
    expect(r.gate.ok).toBe(true);
  });

  it("holds back a reading that leaves an amount unplaced, and says which", () => {
    const r = interpretWithRules("Legg inn leverandøren Brattli Sag AS (org.nr 912 345 670). Avtalt ramme: 45 000 kr.");
    expect(r.classification.type).toBe("create_supplier");
    expect(r.gate.ok).toBe(false);
    expect(r.gate.unused).toEqual(["45 000 kr."]);
  });

  it("does not hold back a total incl. VAT the net amount already gives, and reads it as the invoice's amount with VAT", () => {
    const r = interpretWithRules(
      "Fjellstad Bakeri AS (org.nr. 915 204 377) har betalt fakturaen for «Ovnsservice»: 8 400 kr eks. mva., altså 10 500 kr med mva. Registrer innbetalingen på fakturaen.",
    );
    expect(r.task).toMatchObject({ type: "register_payment", amountExcludingVat: 8400, amountIncludingVat: 10500 });
    expect(r.gate.ok).toBe(true);
  });

  it("still holds back an amount the reading's numbers do not give", () => {
    const r = interpretWithRules(
      "Fjellstad Bakeri AS (org.nr. 915 204 377) har betalt fakturaen for «Ovnsservice»: 8 400 kr eks. mva., og 3 000 kr i tillegg. Registrer innbetalingen på fakturaen.",
    );
    expect(r.gate.ok).toBe(false);
    expect(r.gate.unused).toEqual(expect.arrayContaining([expect.stringContaining("3 000 kr")]));
  });

  it("reads a new hire as an employee to create when the contract is only mentioned, not attached", () => {
    const text = "Contract signed! Please add Lucía Ferrer as a new employee: born 4 April 1992, starts on 1 June 2026, e-mail lucia.ferrer@example.org.";
    expect(interpretWithRules(text).task).toMatchObject({ type: "create_employee", firstName: "Lucía", lastName: "Ferrer", dateOfBirth: "1992-04-04" });
  });

  it("reads department names set apart by slashes on one line, not the remark under them", () => {
    const r = interpretWithRules("Neue Abteilungen anlegen:\nEinkauf / Kundendienst / Technische Planung\nPS: Abteilung 1 bleibt wie sie ist.");
    expect(r.task).toEqual({ type: "create_departments", names: ["Einkauf", "Kundendienst", "Technische Planung"] });
  });

  it("holds back a reading that lacks a required field, and names it", () => {
    const r = interpretWithRules("Please register the payroll for this month.");
    expect(r.gate.ok).toBe(false);
    expect(r.gate.missing).toEqual(expect.arrayContaining(["employee", "baseSalary"]));
  });

  it("reads labelled lines in any order", () => {
    const r = interpretWithRules("Prosjekt: Kaiutbygging Steinvika\nKunde: Steinvika Hamn AS (org.nr 974203618)\nProsjektleiar: Ørjan Kvåle – orjan.kvale@example.org\nOpprett prosjektet.");
    expect(r.task).toMatchObject({
      type: "create_project",
      name: "Kaiutbygging Steinvika",
      customer: { name: "Steinvika Hamn AS", organizationNumber: "974203618" },
      projectManager: { firstName: "Ørjan", lastName: "Kvåle", email: "orjan.kvale@example.org" },
    });
  });
});
