import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findParties } from "./extract/parties";
import { findAccounts } from "./extract/values";
import { typedAttachment } from "./test-attachments";

/**
 * Two ways of writing met in plain office mail: a group's service-desk ticket ("Request type / Ref / Entity / Background /
 * Action required" with numbered steps, sometimes opened by a note that supersedes an earlier ticket), and a small
 * business's friendly mail about a bill that came in, a month's closing told in its accounts, a receipt's lines
 * partly private.
 */
const read = (text: string, today = "2026-09-10") => interpretWithRules(text, [], { today });

describe("a group's service-desk ticket", () => {
  it("the ticket's own company ('Entity: …') is no party; the customer in the steps is", () => {
    const r = read(
      "Request type: AR – new customer\nRef: SD-4471\nEntity: 2200 Brekstad Holding AS | CC 310\n\nBackground:\nA new service client.\n\n" +
        "Action required:\n1. Create the customer from the master data below:\n\nNAME            ORG_NO     EMAIL\nLofoten Lys AS  912345674  post@lofotenlys.example.com\n\nBr, Ida",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "create_customer", name: "Lofoten Lys AS", organizationNumber: "912345674" });
  });

  it("numbered steps set as headings stay in the task section: create the supplier, then register its invoice", () => {
    const r = read(
      "Request type: AP\nRef: SD-5120\n\nBackground:\nThe cleaning firm is new to us.\n\nAction required:\n" +
        "1. Create supplier: Reinhold Renhold AS, org. no. 923 456 781\n2. Register the supplier invoice:\n" +
        "   Invoice no. RR-2231, invoice date 01.09.2026\n   NOK 6 250,00 incl. 25 % VAT – account 6360\n\nBr, Ida",
    );
    expect(r.classification.type).toBe("register_supplier_invoice");
    expect(r.task).toMatchObject({ supplier: { organizationNumber: "923456781" }, invoiceNumber: "RR-2231", amountIncludingVat: 6250, expenseAccount: 6360 });
  });

  it("a note superseding an earlier ticket: its earlier figure and date are withdrawn, the later ones hold", () => {
    const amount = read(
      "Supersedes SD-7001: the partial payment there was NOK 8.000 – per the bank it is NOK 8.400,00.\n\n" +
        "Request type: AR – partial payment\nRef: SD-7010\n\nAction required:\n1. Register a partial payment of NOK 8.400,00 from " +
        "Torghatten Fisk AS (org. no. 934 567 892) on the overdue invoice.\n2. Book a reminder fee of NOK 70: debit 1500, credit 3400, and invoice it.\n\nBr, Ida",
    );
    expect(amount.gate.unused).toEqual([]);
    expect(amount.task).toMatchObject({ partialPaymentAmount: 8400 });
    const date = read(
      "Ersetzt SD-6002: dort stand als Eintritt der 15.10.2026 – laut Vertrag ist der Eintritt der 01.10.2026.\n\n" +
        "Aktion:\n1. Mitarbeiter anlegen: Jonas Weber, geboren 03.04.1990, E-Mail jonas.weber@example.org, Eintritt 01.10.2026.\n",
    );
    expect(date.task).toMatchObject({ type: "create_employee", startDate: "2026-10-01" });
  });

  it("an address the ticket calls wrong, the same person's with an initial, is withdrawn", () => {
    const r = read(
      "Action required:\n1. Create the employee Marte Lien, born 12.03.1994\n2. E-mail: marte.lien@brekstad.example.com\n\n" +
        "NB: the HR form has m.lien@brekstad.example.com – that one is wrong, use the address in step 2.\n",
    );
    expect(r.gate.unused).toEqual([]);
    expect(r.task).toMatchObject({ type: "create_employee", email: "marte.lien@brekstad.example.com" });
  });

  it("a salary in the request beside the offer letter's: the request is newer", async () => {
    const letter = await typedAttachment(
      "tilbudsbrev.txt",
      "TILBUDSBREV\nNavn: Siri Holm\nFødselsdato: 04.05.1992\nStilling: Controller\nStartdato: 01.11.2026\nStillingsprosent: 100 %\n" +
        "Årslønn: 640 000 kr\nAnsettelsesform: Fast\nArbeidstid: 7,5 timer per dag",
    );
    const r = interpretWithRules(
      "Årslønnen i tilbudsbrevet (640 000 kr) er forhandlet opp etterpå. Avtalt årslønn er 655 000 kr. Opprett Siri som ansatt etter tilbudsbrevet.",
      letter,
      { today: "2026-10-01" },
    );
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", annualSalary: 655000 });
  });

  it("a table of cost centres and their names, in a numbered step: the departments with their numbers", () => {
    const r = read(
      "Request type: new departments\nRef: SD-0101\n\nAction required:\n1. Create these two departments:\n\n| CC | Department |\n|------|------|\n| 5210 | Verksted |\n| 5220 | Lager Nord |\n\n2. Use the CC as the department number.\n",
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Verksted", "Lager Nord"], numbers: ["5210", "5220"] });
  });

  it("listed departments each with its cost centre in brackets: names without them, the centres as numbers", () => {
    const r = read("Action required:\n1. Create the following departments:\n   - Workshop East (CC 6110)\n   - Parts & Sales (CC 6120)\n2. Leave the existing ones as they are.\n");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Workshop East", "Parts & Sales"], numbers: ["6110", "6120"] });
  });

  it("a role word ending the ticket's title line names no party on the next line; the step's does", () => {
    const r = read(
      "Request type: AP – criação de fornecedor\nRef: SD-2764 | pedido de Joana\n\nAction required:\n" +
        "1. Criar o fornecedor Têxteis Minho Lda no Tripletex.\n2. NIPC 509876543.\n3. E-mail: faturas@texteisminho.example.com\n",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Têxteis Minho Lda" });
  });
});

describe("a ticket's tables and closing steps", () => {
  it("a table set two spaces apart, one header cell two words: the assets with cost and life", () => {
    const r = read(
      "Request type: year-end closing 2025\n\nBackground:\nAll bought in early January 2025.\n\nASSET           ACCOUNT  COST        LIFE\nPress           1200     240 000,00  8 år\n" +
        "Reoler          1240      72 000,00   6 år\n\nAction required:\n1. Book each asset's depreciation for the year as its own voucher: debit 6010, credit 1209.\n" +
        "2. Reverse prepaid expenses: 30 000,00 kr on account 1700, against 6300.\n3. Book tax: 22 % of the result, debit 8700, credit 2920.\n",
      "2026-02-10",
    );
    expect(r.task).toMatchObject({
      type: "year_end_closing",
      assets: [
        { name: "Press", acquisitionCost: 240000, usefulLifeYears: 8, assetAccount: 1200 },
        { name: "Reoler", acquisitionCost: 72000, usefulLifeYears: 6, assetAccount: 1240 },
      ],
    });
  });

  it("'custos diferidos' are the prepaid costs a year's closing reverses", () => {
    const r = read(
      "Fecho do exercício de 2025, tudo a 31/12/2025. Amortização anual do ativo Máquina (conta 1200): 120.000,00 NOK, 6 anos, débito 6010 / crédito 1209. " +
        "Reverter os custos diferidos: 12.000,00 NOK na conta 1700, para a conta 6300. Provisão de imposto 22 % do resultado, 8700 / 2920.",
      "2026-02-10",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing", prepaidReversal: { amount: 12000, account: 1700 } });
  });

  it("a timesheet's hours read by their column's label and their unit are one day's", () => {
    const r = read(
      "Background:\nOla fitted the pump at Vik Bygg AS (org. no. 923 456 781) this week:\n\nDATE        PROJECT        ACTIVITY  HOURS\n" +
        "02.11.2026  Pump Vik Bygg  Montering  6,5\n03.11.2026  Pump Vik Bygg  Montering  3,5\n\nAction required:\n" +
        "1. Log the hours on Ola Nes (ola.nes@example.org), one entry a day.\n2. Hourly rate: 950 kr.\n3. Invoice the customer for the hours (10 hours).\n",
      "2026-11-05",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 10, entries: [{ date: "2026-11-02", hours: 6.5 }, { date: "2026-11-03", hours: 3.5 }] });
  });

  it("a form's amount above the lines it adds up is their total, no line of its own", () => {
    const r = read(
      "Amounts in NOK.\n1. Concerns (name): Brora Estates Ltd\n   Org. no.: 934567892\n2. Amount (NOK): 9,500.00 excl. VAT\n   VAT: 25 %\n3. Specification / lines:\n" +
        "   Site survey (4101) – 6,000.00\n   Drawing set (4102) – 3,500.00\n4. Comments: please make an invoice for Brora Estates Ltd with the two products above.",
      "2026-03-01",
    );
    // Read as its two lines, never one line cut from the form's labels.
    expect(r.gate.ok).toBe(true);
    expect((r.task as { lines: unknown[] }).lines).toEqual([expect.objectContaining({ productNumber: "4101", unitPriceExcludingVat: 6000 }), expect.objectContaining({ productNumber: "4102", unitPriceExcludingVat: 3500 })]);
  });

  it("'release NOK 6,300 for May' is the month's amount, though the prepayment covers twelve months", () => {
    const r = read(
      "ME close – May 2026, all entries 31.05.2026.\n1. Accrual reversal: subscriptions prepaid on 1720 (12 months, May 2026 – April 2027) – release NOK 4,800 for May from 1720 to expense account 6590.\n" +
        "2. Depreciation of the new press: NOK 360,000, 5 years, straight line, debit 6010, credit 1209.\n3. Salary accrual for May: NOK 20,000 – debit 5000, credit 2900.",
      "2026-06-02",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", accrual: { amount: 4800, fromAccount: 1720 } });
  });
});

describe("everyday words for a bill and its booking", () => {
  it("'the bill came from …', 'rekninga er frå …': a bill to pay, not an invoice to send", () => {
    const en = read("Hi! The bill for the new freezer came from Nordkjøl AS (org no. 945 678 123) today, invoice NK-771, NOK 18,750.00 including 25% VAT. Put it on 6540, thanks!");
    expect(en.classification.type).toBe("register_supplier_invoice");
    expect(en.task).toMatchObject({ supplier: { name: "Nordkjøl AS" }, expenseAccount: 6540, amountIncludingVat: 18750 });
    const nn = read("Hei! Straumrekninga er frå Sunnfjord Kraft AS (org.nr. 956 789 234), fakturanummer 44120, på 9 375 kr med 25 % mva. Kan du føre ho på 6340?");
    expect(nn.classification.type).toBe("register_supplier_invoice");
  });

  it("a company, then where it is, before its number's bracket: the company is named", () => {
    const [p] = findParties("The invoice is from Fjellheim Byggvare AS in Sogndal (org no. 967 890 345).");
    expect(p).toMatchObject({ name: "Fjellheim Byggvare AS", organizationNumber: "967890345" });
  });

  it("'debit GL 6860', 'credit bank 1920', 'put it on 6540': accounts without the word account", () => {
    expect(findAccounts("Post a voucher: debit GL 6860 NOK 4,000, credit bank 1920.").map((a) => a.value)).toEqual([6860, 1920]);
    expect(findAccounts("Could you put it on 6540 like the others?").map((a) => a.value)).toEqual([6540]);
  });

  it("a month's salary accrual told by its accounts: 'als Lohnaufwand … auf 5000 gegen 2900'", () => {
    const r = read(
      "Hallo, bitte den Monatsabschluss für August machen. Die Versicherung, im Voraus bezahlt und auf 1700 gebucht, mit 2.100 Kronen für August in den Aufwand. " +
        "Der neue Transporter, 240.000 Kronen, linear über 5 Jahre abschreiben, Aufwand auf 6010. " +
        "Die Überstunden vom August, 18.400 Kronen, zahlen wir erst im September aus – bitte als Lohnaufwand im August auf 5000 gegen 2900 buchen.",
    );
    expect(r.task).toMatchObject({ type: "month_end_closing", salaryAccrual: { amount: 18400, debitAccount: 5000, creditAccount: 2900 } });
  });

  it("a receipt's number in its compound ('Dieselkvitteringen 88213') is no amount of the duplicate", () => {
    const r = read(
      "Jeg fant to feil i hovedboka for mars. Taxikvitteringen 55120, 1 245 kr på konto 7140, er ført to ganger. " +
        "Og kurset for Kari, 4 300 kr, er ført på konto 6540, men skal på 6860. Kan du rette dem?",
      "2026-04-10",
    );
    expect(r.task).toMatchObject({ type: "correct_ledger_errors", errors: expect.arrayContaining([{ kind: "duplicate_voucher", account: 7140, amount: 1245 }]) });
  });

  it("'cierre simplificado del ejercicio', 'gastos pagados por adelantado': a year's closing with its prepaid costs", () => {
    const r = read(
      "¿Podrías hacer un cierre simplificado del ejercicio 2025? La amortización anual lineal del horno comprado en enero de 2025 (84.000 coronas, 7 años, cuenta 1200), " +
        "gasto en la 6010 y amortización acumulada en la 1209. Los gastos pagados por adelantado que quedan en la 1700, 12.000 coronas, pasan a gasto. " +
        "Y el impuesto: 22 % del beneficio, en la 8700 contra la 2920.",
      "2026-02-15",
    );
    expect(r.classification.type).toBe("year_end_closing");
    expect(r.task).toMatchObject({ prepaidReversal: { amount: 12000, account: 1700 } });
  });

  it("a receipt line named twice, the second time as someone's own business, is not booked", async () => {
    const receipt = await typedAttachment(
      "kvittering.txt",
      "FJELL JERNVARE AS\nOrg.nr. 923456781 MVA\nKVITTERING 12.05.2026\n\nKaffetrakter Moccamaster        2 490,00\nBatteri AA 8-pk                   119,00\n" +
        "------------------------------\nTOTALT NOK                      2 609,00\nAlle prisar inkl. mva.\nBetalt med: Bedriftskort",
    );
    const r = interpretWithRules(
      "Hi! Ola went to Fjell Jernvare for batteries and came back with the new coffee maker too, receipt attached. Put the coffee maker on the Kjøkken department. " +
        "The batteries are his own business. Thanks!",
      receipt,
      { today: "2026-05-13" },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", amountIncludingVat: 2490 });
  });

  it("'som har økt mest': the Norwegian word for increased is no October", () => {
    const r = read("Kan du finne de tre kostnadskontoene som har økt mest fra januar til februar, og lage et internt prosjekt for hver med en aktivitet?", "2026-03-20");
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });

  it("an item's number before its quoted name goes with that name: '(producto 216, «…», 2.315 coronas)'", () => {
    const r = read(
      "¿Me haces una factura a Hotel Lustrafjord AS (org. 978 901 456)? La sala (producto 501, «Møterom», 4.000 coronas con el 25 %) " +
        "y el almuerzo (producto 216, «Lunsj», 1.500 coronas con el 15 %). Precios sin IVA.",
    );
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Møterom", productNumber: "501", unitPriceExcludingVat: 4000 },
        { description: "Lunsj", productNumber: "216", unitPriceExcludingVat: 1500 },
      ],
    });
  });
});
