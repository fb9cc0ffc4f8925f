import { describe, expect, it } from "vitest";
import { sharedAttachment } from "./test-attachments";
import { interpret, interpretWithRules } from "./index";

/** Who "I" is, which lines of a receipt are the company's, and a heading over a list of names. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });
const receipt = sharedAttachment;

describe("the writer named by the message's own header", () => {
  it("'I' with hours in a list is the requester of the ticket, with the role written beside it", () => {
    const r = read(
      [
        "Ticket 7781",
        "Status: New",
        "Requester: Maja Lund <maja.lund@example.org>",
        "Created: 19.03.2026 09:12",
        "",
        "Project «Rollout Vest» for Fjordkraft Drift AS (org no. 912345670), the whole cycle please:",
        "- budget NOK 200 000",
        "- hours: I (project manager) 12 h, consultant Per Aas (per.aas@example.org) 30 h",
        "- supplier cost NOK 15 000 from Byggdata AS (org no. 998877665)",
        "- invoice the customer",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { name: "Maja Lund", email: "maja.lund@example.org" }, role: "project_manager", hours: 12 },
        { employee: { name: "Per Aas" }, role: "consultant", hours: 30 },
      ],
    });
  });

  it("without a header naming the writer, 'I' names no one", () => {
    const r = read("Project «Rollout Vest» for Fjordkraft Drift AS (org no. 912345670): budget NOK 200 000, hours: consultant Per Aas (per.aas@example.org) 30 h, and I will check it myself. Invoice the customer.");
    expect((r.task as { timeEntries?: { employee: { name: string } }[] }).timeEntries?.map((t) => t.employee.name)).toEqual(["Per Aas"]);
  });
});

describe("a heading over lines of names", () => {
  it("the quoted section is where the names stand, not one of them", () => {
    const r = read("Please add the departments listed under «New units» below; the others exist.\n\nOrg chart (draft)\nManagement\nNew units:\nLegal\nPurchasing\nCustomer Care\nPage 1 of 1");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Legal", "Purchasing", "Customer Care"] });
  });
});

describe("a receipt with a private line", () => {
  it("books the line the writer singles out, not the one said to be private", async () => {
    const r = await interpret(
      "Receipt attached. The office supplies (Kontorrekvisita) were my own, private purchase; only the USB-hub is the company's. Book it on department Kundeservice with the right VAT.",
      [receipt("kvittering_es_03.pdf")],
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "USB-hub", department: "Kundeservice" });
  });
});

describe("a letter's figures and lists", () => {
  it("hours written just before the person are theirs when none follow them", () => {
    const r = read(
      "Prosjektet «Kaibru» for Vestbygg AS (org.nr. 921 330 447):\n1. Opprett prosjektet med Ola Dale (ola.dale@example.org) som prosjektleiar, budsjett 300 000 kroner.\n2. Registrer 12 timar for Ola Dale og 20 timar for konsulenten Siv Rød (siv.rod@example.org).\n3. Fakturer kunden.",
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      timeEntries: [
        { employee: { name: "Ola Dale" }, hours: 12 },
        { employee: { name: "Siv Rød" }, hours: 20 },
      ],
    });
  });

  it("a figure first mentioned and later confirmed otherwise, or said to be no longer current, is the earlier one", () => {
    const bonus = read("Kjør lønn for mars 2026 for Siv Rød (siv.rod@example.org): fastlønn 41 000 kroner. Det ble først nevnt en bonus på 3 000 kroner, men det er bekreftet at bonusen skal være 3 500 kroner.");
    expect(bonus.task).toMatchObject({ type: "run_payroll", baseSalary: 41000, bonus: 3500 });
    const budget = read(
      "Créer le projet « Quai Sud » pour Roux Bâtiment SARL (numéro d'organisation 925 100 874), cheffe de projet Anne Roux (anne.roux@example.org), budget 180 000 NOK. Le chiffre de 150 000 NOK évoqué en mars n'est plus d'actualité.",
    );
    expect((budget.gate.context ?? []).join(" ")).toContain("150 000 NOK: an earlier or last year's figure");
  });

  it("a product number after 'Product number', and a price restated in words is no product number", () => {
    const r = read(
      "Please invoice Harbour Foods Ltd (organisation number 912 004 311) with two lines:\n1. Product number 6610, 'Cheese Board': NOK 1,200 (one thousand two hundred) excluding VAT, 15 % VAT;\n2. Product number 6611, 'Wine Tasting': NOK 2,400 (two thousand four hundred) excluding VAT, 25 % VAT.",
    );
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { productNumber: "6610", unitPriceExcludingVat: 1200 },
        { productNumber: "6611", unitPriceExcludingVat: 2400 },
      ],
    });
  });
});

describe("a value and the next field", () => {
  it("a price first suggested and then agreed otherwise is the earlier one", () => {
    const r = read("Please create the product 'Rye Crackers 200g', product number 4418. The price list first suggested NOK 45.00, but we agreed on NOK 42.50 excluding VAT. Food, 15 % VAT.");
    expect(r.task).toMatchObject({ type: "create_product", priceExcludingVat: 42.5, vatRate: 15 });
    expect(r.gate.ok).toBe(true);
  });

  it("a label's value ends at the next field's label after a comma", () => {
    const r = read("bonjour, pouvez-vous créer un nouveau produit : Entretien annuel, numéro 5581, prix 12900 nok HT, tva 25%. merci");
    expect(r.task).toMatchObject({ type: "create_product", name: "Entretien annuel", productNumber: "5581", priceExcludingVat: 12900 });
  });
});

describe("a note's rates, months and departments", () => {
  it("'paid @ 11.38' and 'var den 11,02' are the payment's rate; what the rate gave 'slik at …' is a check figure", () => {
    const at = read("Harbour Lines Ltd (org no. 804223999) – paid their EUR 5,000 inv.\nInvoiced @ 11.20 NOK/EUR, paid @ 11.45.\n→ record payment + agio to acct 8060.");
    expect(at.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.2, paymentRate: 11.45 });
    const was = read(
      "Nordkapp Eksport AS (org.nr. 930 118 999) har betalt fakturaen vår på EUR 2 000. Da vi fakturerte, var kursen 11,50 kroner per euro; på innbetalingsdagen var den 11,10, slik at vi fikk 22 200,00 kroner inn på konto. Registrer innbetalingen og bokfør valutatapet.",
    );
    expect(was.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.5, paymentRate: 11.1 });
    expect(was.gate.ok).toBe(true);
  });

  it("Spanish 'ene.' is January beside another month and a year", () => {
    const r = read("Gasto ene. vs. feb. 2026 muy al alza: las 3 cuentas de gasto con mayor subida → 1 proyecto interno por cuenta + 1 actividad en cada proyecto.");
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
    // Norwegian "den ene" (the one) is no month.
    const nb = read("Den ene avdelingen har sett at kostnadene økte fra februar til mars 2026. Finn de tre kostnadskontoene med størst økning og lag et internt prosjekt for hver, med en aktivitet.");
    expect(nb.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-02-01", toMonth: "2026-03-01" });
  });

  it("'avd. Kundeservice' names the receipt's department", async () => {
    const r = await interpret("Kvittering vedlagt – bokfør kun USB-huben, avd. Kundeservice. Fradrag for inngående mva.", [receipt("kvittering_es_03.pdf")]);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "USB-hub", department: "Kundeservice" });
  });
});

describe("text pasted from other systems", () => {
  it("checkboxes mark a list, and a table row is named by its first cell", () => {
    const checklist = read("hay que crear estos como departamentos:\nChecklist 0/2\n☐ Logística\n☐ Calidad\nAñadir un elemento");
    expect(checklist.task).toMatchObject({ type: "create_departments", names: ["Logística", "Calidad"] });
    const table = read("criar estes departamentos, por favor:\nUnidade           Tipo            Estado\nLogística         Departamento    Por criar\nQualidade         Departamento    Por criar\n2 resultados");
    expect(table.task).toMatchObject({ type: "create_departments", names: ["Logística", "Qualidade"] });
  });

  it("'Réf. produit' labels a product number", () => {
    const r = read("à créer comme produit :\nDésignation : Contrat support\nRéf. produit : 5590\nPrix de vente HT : 12 500,00 NOK\nTVA : 25 %");
    expect(r.task).toMatchObject({ type: "create_product", name: "Contrat support", productNumber: "5590", priceExcludingVat: 12500 });
  });

  it("a project manager's label names no project", () => {
    const r = read("proyecto nuevo, sale del CRM; jefe de proyecto: Ana Ruiz\nCliente: Hierros Norte SL — nº org. 927496111\nResponsable: Ana Ruiz · ana.ruiz@example.org");
    expect((r.candidate as { name?: string }).name).not.toBe("Ana Ruiz");
    expect(r.gate.ok).toBe(false);
  });
});
