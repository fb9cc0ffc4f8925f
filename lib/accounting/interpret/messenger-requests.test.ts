import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { typedAttachment } from "./test-attachments";
import { readForm } from "./structure/forms";
import { findDates } from "./extract/dates";
import { mendTypos } from "./concepts/typos";
import { findRemarks } from "./message/side-remarks";
import { parseEmploymentDocument, parseInvoiceDocument, documentKind } from "@/lib/accounting/files/documents";

/**
 * Requests sent from a workplace messenger: *emphasis* around names and figures, bullet lists of labelled
 * values, dates written short ("Tue 18/8", "10.03.–12.03.2026"), documents attached in the company's language.
 */

const read = (prompt: string, today = "2026-05-04") => interpretWithRules(prompt, [], { today });

describe("a messenger's emphasis", () => {
  it("reads *a name* as quoted and *a figure* or *a shouted word* as plain text", () => {
    expect(readForm("- navn: *Lagerbygg Nord*")).toBe("- navn: “Lagerbygg Nord”");
    expect(readForm("sett fastpris *250 000 kr* på prosjektet")).toBe("sett fastpris 250 000 kr på prosjektet");
    expect(readForm("do *NOT* create it, ref *March 2026*")).toBe("do NOT create it, ref March 2026");
    // A product of figures and a required field's star are no emphasis.
    expect(readForm("3*450*2 stk\nE-post*: a@b.no")).toBe("3*450*2 stk\nE-post: a@b.no");
    expect(readForm("the file faktura_2026_03.pdf")).toBe("the file faktura_2026_03.pdf");
  });

  it("names a project written in emphasis", () => {
    const r = read("PRJ-12 *Kystdata Helgeland* (kunde Helgeland Fisk AS, org.nr 912345674) er reforhandlet til fastpris 300 000 kr. Fakturer kunden 40 % av fastprisen som milepæl.");
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", projectName: "Kystdata Helgeland" });
  });

  it("gives each listed department the number written after it", () => {
    const r = read("Please create these departments:\n• *Retail Banking* — dept no. 50\n• *Treasury* — dept no. 51\nthanks");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Retail Banking", "Treasury"], numbers: ["50", "51"] });
    const plain = read("Opprett avdelingene:\n- Lager (nr. 12)\n- Verksted (nr. 13)");
    expect(plain.task).toMatchObject({ names: ["Lager", "Verksted"], numbers: ["12", "13"] });
  });
});

describe("dates written short", () => {
  it("gives a stretch's first day and month the year of its end", () => {
    expect(findDates("Reise: 14.04.–16.04.2026 (3 Tage)", "2026-05-04").map((d) => d.iso)).toEqual(["2026-04-14", "2026-04-16"]);
    expect(findDates("du 02/06 au 04/06/2026", "2026-05-04").map((d) => d.iso)).toEqual(["2026-06-02", "2026-06-04"]);
  });

  it("reads a day and month with a slash after a weekday", () => {
    expect(findDates("log it on date Thu 21/5 please", "2026-05-04").map((d) => d.iso)).toEqual(["2026-05-21"]);
  });

  it("takes the date after the word for starting, though the text told of yesterday first", () => {
    const r = read("kickoff med Fjord Kraft AS (org.nr 912345674) i går gjekk bra. Opprett prosjektet «Ny portal», prosjektleiar Ola Nes (ola.nes@example.org). Startdato kan vere i dag.");
    expect(r.task).toMatchObject({ type: "create_project", startDate: "2026-05-04" });
  });
});

describe("hours and projects", () => {
  it("does not take the activity's name for the project's", () => {
    const r = read('two things for *Data Hub* (customer Nordlys AS, org no. 912345674): log 6 hours for Per Berg (per.berg@example.org) on the activity "Analyse" in that project, then invoice the customer for those hours at 1 200 NOK/h ex VAT');
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", projectName: "Data Hub", activityName: "Analyse" });
  });

  it("logs a person's hours on the days written after them, on the activity named", () => {
    const r = read(
      "full livssyklus for prosjektet «Skyflyt» (kunde Nordvik Kraft AS, org.nr 912345674):\n1. opprett prosjektet, budsjett 200 000 kr. Prosjektleder: Kari Lund (kari.lund@example.org)\n2. timer (aktivitet «Rådgivning»):\n   • Kari (PL): 6 t mandag 11/5\n   • Ola Dahl (konsulent, ola.dahl@example.org): 7,5 t 12/5 og 4 t 13/5\n3. leverandørkostnad fra Skyleverandør AS (org.nr 923456783): 10 000 kr eks. mva (12 500 inkl. mva), konto 4300\n4. kundefaktura for timene à 1 300 kr eks. mva",
    );
    expect(r.task).toMatchObject({
      type: "project_lifecycle",
      activityName: "Rådgivning",
      timeEntries: [
        { role: "project_manager", hours: 6, days: [{ date: "2026-05-11", hours: 6 }] },
        { role: "consultant", hours: 11.5, days: [{ date: "2026-05-12", hours: 7.5 }, { date: "2026-05-13", hours: 4 }] },
      ],
      supplierCost: { amount: 10000, vatRate: 25, account: 4300 },
    });
  });
});

describe("documents in the company's language", () => {
  it("reads an offer letter's fields under Spanish labels, one to a line", () => {
    const letter = "CARTA DE OFERTA\n\nEstimada Ana Ruiz:\n\n  Nombre:              Ana Ruiz\n  Fecha de nacimiento: 04.02.1990\n  Departamento:        Ventas\n  Puesto:              Asesora\n  Fecha de inicio:     01.06.2026\n  Porcentaje de jornada: 60 %\n  Salario anual:       540 000 NOK\n  Jornada laboral:     37,5 horas por semana\n";
    expect(documentKind({ filename: "carta.txt", text: letter } as never)).toBe("offer_letter");
    expect(parseEmploymentDocument(letter)).toMatchObject({ employeeName: "Ana Ruiz", dateOfBirth: "1990-02-04", department: "Ventas", jobTitle: "Asesora", startDate: "2026-06-01", percentage: 60, annualSalary: 540000, hoursPerDay: 7.5 });
  });

  it("ends a contract's value at its line, not at the next label's words", () => {
    const contract = "EMPLOYMENT CONTRACT\nEmployee:                 Per Berg\nDepartment:               Field Service\nOccupation code (STYRK):  7233\nJob title:                Technician\nType of employment:       Permanent position\n";
    expect(parseEmploymentDocument(contract)).toMatchObject({ department: "Field Service", occupationCode: "7233", jobTitle: "Technician", employmentForm: "PERMANENT" });
  });

  it("reads a sentence naming the post and department in Spanish, and a French invoice's number and ungrouped figures", () => {
    expect(parseEmploymentDocument("Nos complace ofrecerle el puesto de Analista en el departamento Control de Riesgos de Fjordlys Holding AS. Detalles")).toMatchObject({ jobTitle: "Analista", department: "Control de Riesgos" });
    expect(parseInvoiceDocument("Papeterie Nord SARL\nOrg.nr: 912345674\n\nFACTURE\n\nN° de facture : PN-77\n\nTotal HT :       7840.00 kr\nMVA 25% :        1960.00 kr\nTotal TTC :      9800.00 kr\n")).toMatchObject({ invoiceNumber: "PN-77", amountExcludingVat: 7840, amountIncludingVat: 9800 });
  });

  it("reads a French invoice's organisation number, dates and account", () => {
    const invoice = "ATELIERS DU RHÔNE SARL\nNº org. : 912345674\n\nFACTURE\n\nNuméro de facture :   F-88\nDate de facture :     02.03.2026\nÉchéance :            01.04.2026\n\nTotal HT :        10 000,00 NOK\nTVA 25 % :         2 500,00 NOK\nTotal TTC :       12 500,00 NOK\n\nCompte : 6300\n";
    expect(parseInvoiceDocument(invoice)).toMatchObject({ supplierName: "ATELIERS DU RHÔNE SARL", organizationNumber: "912345674", invoiceDate: "2026-03-02", dueDate: "2026-04-01", account: 6300, amountIncludingVat: 12500 });
  });
});

describe("words that only look like a task's", () => {
  it("reads Portuguese 'no' before a name as 'in the', not as a refusal", () => {
    expect(findRemarks("Faz o onboarding no Tripletex: criar o colaborador.").filter((r) => r.reason === "excluded")).toEqual([]);
  });

  it("leaves a quoted name's words as written", () => {
    expect(mendTypos("un produit « Atelier de cadrage » svp")).toBe("un produit « Atelier de cadrage » svp");
  });

  it("books the line after 'only' when a bracket further on calls another line private", async () => {
    const receipt = "Vy\nVygruppen AS - Org.nr 942524773 MVA\n\nKVITTERING\nDato: 03.05.2026\n\nTogbillett Oslo S - Lillehammer      649,00\n  (mva 12 %)\nKafé om bord: kaffi + bolle            89,00\n  (mva 15 %)\n-----------------------------------------------\nSum NOK                                738,00\n";
    const r = interpretWithRules("Berre togbilletten skal førast (maten på toget er privat), på avdeling Sal. Konto 7140.", await typedAttachment("kvittering.txt", receipt), { today: "2026-05-04" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett Oslo S - Lillehammer", amountIncludingVat: 649 });
  });

  it("reads an asset's cost and a prepaid amount written without a currency", () => {
    const r = read("simplified year-end for 2025, all dated 31.12.2025:\n1) depreciation, straight-line, each asset its own voucher, expense on 6010 / accumulated on 1209:\n   • printing press — cost 300 000, 5 yrs (acct 1200)\n   • delivery van — cost 420 000, 7 yrs (acct 1230)\n2) reverse the prepaid expenses: 24 000 sitting on 1700 → expense to 6300\n3) tax provision: 22 % of taxable profit, debit 8700 / credit 2920");
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [{ acquisitionCost: 300000, usefulLifeYears: 5, assetAccount: 1200 }, { acquisitionCost: 420000, usefulLifeYears: 7, assetAccount: 1230 }],
      prepaidReversal: { amount: 24000, account: 1700, expenseAccount: 6300 },
    });
  });
});
