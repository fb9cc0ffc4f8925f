import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { expandAbbreviations } from "./concepts/abbreviations";

const read = (text: string) => interpretWithRules(text, [], { today: "2026-04-20" });

describe("a document typed into the request when none is attached", () => {
  it("reads a contract's labelled fields from the request itself", () => {
    const r = read(
      "The printer is broken, so here is the signed employment contract typed in:\nEmployee: Ingrid Solheim\nBorn: 14.09.1991\nNational ID no.: 140991 23456\nE-mail: ingrid.solheim@example.org\nBank account: 1234.56.78903\nDepartment: Lager (exists already)\nOccupation code (STYRK): 4321\nEmployment: permanent, fixed monthly salary\nPercentage: 80 %\nAnnual salary: NOK 452 000\nStart date: 01.06.2026\nPlease create her with all the contract's details.",
    );
    expect(r.task).toEqual({
      type: "employee_from_contract",
      firstName: "Ingrid",
      lastName: "Solheim",
      email: "ingrid.solheim@example.org",
      dateOfBirth: "1991-09-14",
      startDate: "2026-06-01",
      nationalIdentityNumber: "14099123456",
      bankAccountNumber: "12345678903",
      department: "Lager",
      occupationCode: "4321",
      employmentForm: "PERMANENT",
      remunerationType: "MONTHLY_WAGE",
      percentage: 80,
      annualSalary: 452000,
    });
  });

  it("takes a salary account's eleven digits, however its label is compounded, and never a ledger account", () => {
    const r = read(
      "Der Vertrag ist unterschrieben, hier abgetippt:\nMitarbeiter: Jonas Weber\nGeboren: 02.02.1990\nE-Mail: jonas.weber@example.org\nGehaltskonto: 9710 22 31845\nAbteilung: Einkauf\nFest angestellt, Monatslohn, 100 %\nJahresgehalt: 540 000 NOK\nBeginn: 01.05.2026\nBitte anlegen (Lohn läuft über Konto 5000).",
    );
    expect(r.task).toMatchObject({ type: "employee_from_contract", firstName: "Jonas", lastName: "Weber", bankAccountNumber: "97102231845" });
  });

  it("a national identity number written after 'no.' in two groups, and the contract's own word for the form in quotes, hold nothing back", () => {
    const r = read(
      "Please create the employee from the contract; the relevant clauses:\n- Hanna Lind; born 1993-05-21; national identity no. 210593 18844; e-mail hanna.lind@example.org.\n- Department \"Kontor\" (exists).\n- Permanent position (\"fast stilling\"), fixed monthly salary; 100 %; annual salary NOK 512 000.\n- Start date 2026-10-01.",
    );
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "employee_from_contract", nationalIdentityNumber: "21059318844", employmentForm: "PERMANENT" });
  });

  it("the department after its definite form ('avdelingen «Lager»') is the offer's department", () => {
    const r = read(
      "Ingrid Haugen har signert tilbudsbrevet, og jeg skriver av det: født 3. mars 1990, begynner 1. september 2026, fast ansatt, 100 %, årslønn 420 000 kroner og 7,5 timer om dagen. Hun hører til avdelingen «Lager», som er ny.",
    );
    expect(r.classification.type).toBe("onboard_from_offer_letter");
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Ingrid", lastName: "Haugen", annualSalary: 420000, department: "Lager" });
  });

  it("reads an offer letter written out in sentences, and a yearly salary makes it no payroll run", () => {
    const r = read(
      "Hei! Tilbodsbrevet til Per Aasen er signert, eg skriv av det viktigaste: han er fødd 3. mars 1988, blir lagerleiar i avdeling «Logistikk» (ny, må opprettast), fast stilling frå 1. august 2026, 60 %, årsløn 390 000 kr, arbeidstid 4,5 timar per dag. Ta heile onboardinga.",
    );
    expect(r.classification.type).toBe("onboard_from_offer_letter");
    expect(r.task).toMatchObject({
      type: "onboard_from_offer_letter",
      firstName: "Per",
      lastName: "Aasen",
      dateOfBirth: "1988-03-03",
      startDate: "2026-08-01",
      department: "Logistikk",
      employmentForm: "PERMANENT",
      percentage: 60,
      annualSalary: 390000,
      hoursPerDay: 4.5,
    });
  });

  it("reads a supplier invoice copied line by line: the total is the figure its net and VAT add up to", () => {
    const r = read(
      "Fattura arrivata per posta, la copio qui – no, in English: supplier invoice from Brekke Verktøy AS, org no 912 345 678\nInvoice no: F-7781, invoice date 02.04.2026, due 02.05.2026\nDescription: Drill bits and saw blades\nNet 8 000,00 NOK\nVAT 25 % 2 000,00 NOK\nTotal 10 000,00 NOK\nBook it on account 6540 with input VAT; the supplier is new, create it.",
    );
    expect(r.task).toMatchObject({
      supplier: { name: "Brekke Verktøy AS", organizationNumber: "912345678" },
      invoiceNumber: "F-7781",
      invoiceDate: "2026-04-02",
      dueDate: "2026-05-02",
      amountIncludingVat: 10000,
      expenseAccount: 6540,
      vatRate: 25,
    });
    expect(r.gate.ok).toBe(true);
  });

  it("names the company a document comes from, not the document ('Lieferantenrechnung von …')", () => {
    const r = read("Kurz: Lieferantenrechnung von Hagen Werkzeug GmbH, das Original liegt im Büro, hier abgetippt: Org.-Nr. 923456781, Rechnungsnummer R-2231, netto NOK 10 000, MwSt 25% NOK 2 500, total NOK 12 500. Konto 6540, bitte buchen.");
    expect(r.task).toMatchObject({ supplier: { name: "Hagen Werkzeug GmbH", organizationNumber: "923456781" } });
  });

  it("names the company an invoice comes from, not the invoice's number before it ('die Rechnung INV-2026-118 von …')", () => {
    const r = read("Hallo, wir haben die Rechnung INV-2026-118 von Hagen Werkzeug GmbH bekommen, Org.-Nr. 923456781, das gehört auf Konto 6540, bitte als Lieferantenrechnung mit 25 Prozent Vorsteuer erfassen, der Betrag ist 12 500 Kronen inklusive MwSt.");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", supplier: { name: "Hagen Werkzeug GmbH", organizationNumber: "923456781" }, invoiceNumber: "INV-2026-118" });
  });

  it("reads a telex's dates written as one word ('NASC 11AUG93', 'START 01JUN26')", () => {
    const r = read('NEW EMPLOYEE STOP NAME "Aud Berge" = NASC 11AUG93 = EMAIL aud.berge@example.org = START 01JUN26 STOP CREATE');
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Aud", lastName: "Berge", dateOfBirth: "1993-08-11", startDate: "2026-06-01" });
  });
});

describe("a receipt typed into the request", () => {
  it("reads its lines, total and VAT, and books the line the words around it name (a compound's last part names it)", () => {
    const r = read(
      "Hei! Mista kvitteringa, skriv ho av her:\nBygg og Fritid Nordfjord AS, org.nr. 912 345 670\nKVITTERING 14.04.2026\nSnøskuffer 4 stk ...... 1 600,00\nStrøsand 10 sekker ..... 900,00\nTotalt 2 500,00 kr, herav MVA 25 % 500,00\nBerre skuffene skal førast, på avdeling Drift, konto 6540. Sanden tek vi seinare.",
    );
    expect(r.task).toMatchObject({
      type: "receipt_expense_to_department",
      item: "Snøskuffer",
      department: "Drift",
      amountIncludingVat: 1600,
      expenseAccount: 6540,
      date: "2026-04-14",
      receiptTotal: 2500,
    });
  });

  it("books no line when the words around the receipt name none of them", () => {
    const r = read(
      "Receipt typed off my phone:\nFjordbutikken AS, Org.nr 923 456 781\n3 April 2026\nLantern kr 800,-\nRope kr 200,-\nTotal kr 1 000,-\nPost the useful one to department «Drift» on account 6540.",
    );
    expect(r.task).toBeUndefined();
  });
});

describe("a text written in capitals", () => {
  it("keeps its small words and whole words as written ('FRA', 'MED', 'PERMER' are no abbreviations)", () => {
    const r = read('KVITT FRA "Papirhuset" 05APR26 STOP FOER BARE PERMER OG ARKIVBOKSER NOK 437,50 PAA AVD "Kurs" KTO 6800 STOP BETALT MED FIRMAKORT = BANK 1920');
    expect(r.text).toContain("FRA");
    expect(r.text).toContain("PERMER OG ARKIVBOKSER");
    expect(r.text).toContain("BETALT MED FIRMAKORT = BANK 1920");
    expect(r.text).not.toMatch(/FRADRAG|MERVERDIAVGIFT|MEDARBEIDER|BANKAUSZUG/);
  });
});

describe("an offer letter's person and start", () => {
  it("leaves a form of address out of the first name, reads the title from a sentence and '1.º de Setembro'", () => {
    const r = read(
      "Transcrevo a carta de oferta enviada à Sr.ª D. Marta Quintela: cargo de rececionista, departamento «Receção» (novo), data de nascimento 12.03.1990, início de funções a 1.º de Setembro de 2026, contrato efetivo, 50 %, salário anual NOK 300.000,00, horário 3,75 horas por dia. Façam a integração completa.",
    );
    expect(r.task).toMatchObject({
      type: "onboard_from_offer_letter",
      firstName: "Marta",
      lastName: "Quintela",
      startDate: "2026-09-01",
      jobTitle: "rececionista",
      department: "Receção",
    });
  });
});

describe("a receipt retyped with a count times a unit price, and a store named in capitals", () => {
  it("keeps a name in capitals whole: no word of it is a head and a cut-short tail", () => {
    const receipt = "Book the lamp from this receipt.\n\nreceipt (retyped):\n  CLAS OHLSON DRAMMEN · org.nr 930 115 509\n  27.02.2026  14:12   kasse 3\n  Strips 100-pk    129,00\n  TOTALT    2 117,00\n  (alle priser inkl. mva) · BANKKORT";
    expect(expandAbbreviations(receipt, "en").split("\n")[3]).toBe("  CLAS OHLSON DRAMMEN · org.nr 930 115 509");
  });

  it("reads a line's amount after its count times unit price, and books the line the writer names", () => {
    const r = interpretWithRules(
      [
        "Bokfør skjøteledningen fra denne kvitteringen på avdeling Drift, konto 6540.",
        "",
        "kvittering (skrevet av):",
        "  JERNIA STORO · org.nr 930 115 509",
        "  27.02.2026  14:12   kasse 3",
        "  Skjøteledning 10 m      2 x 249,00     498,00",
        "  Strips 100-pk                          129,00",
        "  TOTALT                                 627,00",
        "  herav MVA 25 %                         125,40",
        "  (alle priser inkl. mva) · BANKKORT",
      ].join("\n"),
      [],
      { today: "2026-03-03" },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Skjøteledning 10 m", amountIncludingVat: 498, department: "Drift", date: "2026-02-27" });
  });
});
