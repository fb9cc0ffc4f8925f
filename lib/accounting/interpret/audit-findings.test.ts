import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findPercents } from "./extract/values";
import { backgroundSections } from "./structure/prompt-sections";
import { findAmounts } from "./extract/amounts";
import { vatBasisOf } from "./extract/vat-basis";
import { fold } from "./text";

/**
 * Requests written as an auditor's findings: a numbered observation, the risk it names and the
 * action required, in the passive voice, with the sample's statistics beside the facts.
 */

const read = (text: string, today = "2026-05-11") => interpretWithRules(text, [], { today });

describe("a request written as an audit finding", () => {
  const finding = [
    "Internal Audit | Finding IA-2026-17",
    "Area: Harbour café | Ref. K-2.2",
    "",
    "1. Observation",
    "A review of the till reports for April (sample: 14 of 40 trading days, 35.0 %) showed that lunch boxes are sold as free text.",
    "The approved price list gives «Harbour lunch box» at NOK 250.00 incl. VAT. Food is taxed at the reduced rate, 15 %.",
    "In the sample, 6 of 52 free-text lines (11.5 %) carried 25 % VAT.",
    "",
    "2. Risk",
    "Wrong VAT on till sales; no margin control. Rating: medium.",
    "",
    "3. Required action",
    "The product «Harbour lunch box» is to be registered with product number 4410. Its price is to be entered excluding VAT,",
    "calculated from the price list, at the rate for food.",
  ].join("\n");

  it("reads the action as the task and the observation's figures as its facts", () => {
    const r = read(finding);
    expect(r.task).toMatchObject({ type: "create_product", name: "Harbour lunch box", productNumber: "4410", priceExcludingVat: 217.39, vatRate: 15 });
    expect(r.gate.ok).toBe(true);
  });

  it("opens a background for the numbered observation and risk, not for the action", () => {
    const stretches = backgroundSections(finding).map(([from, to]) => finding.slice(from, to));
    expect(stretches).toHaveLength(2);
    expect(stretches[0]).toMatch(/^1\. Observation/);
    expect(stretches[1]).toMatch(/^2\. Risk/);
    expect(stretches.join("")).not.toMatch(/Required action/);
  });
});

describe("a share of a sample is no rate", () => {
  it("drops a percentage that restates the counts beside it", () => {
    expect(findPercents("sample: 12 of 26 days, 46.2 %; the rate is 25 %").map((p) => p.value)).toEqual([25]);
    expect(findPercents("Taux d'anomalie : 11,1 % (1/9). TVA 25 %").map((p) => p.value)).toEqual([25]);
    expect(findPercents("1 exception in a sample of 16 delivery notes, 6.3%. VAT 15 %").map((p) => p.value)).toEqual([15]);
  });

  it("keeps a rate that only happens to sit beside numbers", () => {
    expect(findPercents("4 hours on 1 day, 25 % VAT").map((p) => p.value)).toEqual([25]);
    expect(findPercents("invoice 12 of 2026, 15 % VAT").map((p) => p.value)).toEqual([15]);
  });
});

describe("a product's price and rate", () => {
  it("takes a price given with VAT back to the price without it", () => {
    const r = read("Please create the product «Fish soup» (product no. 5120), price NOK 115.00 incl. VAT, food rate 15 %.");
    expect(r.task).toMatchObject({ type: "create_product", priceExcludingVat: 100, vatRate: 15 });
  });

  it("takes the rate a VAT code has, not a share of documents", () => {
    const r = read(
      "Die Prüfung aller 31 offenen Belege (31 von 31, 100 %) ergab eine fehlende Rechnung. Bitte das Produkt «Hafenkarte» mit Nummer 3301 anlegen, Nettopreis 420,00 NOK, 25 % MwSt.",
    );
    expect(r.task).toMatchObject({ type: "create_product", priceExcludingVat: 420, vatRate: 25 });
  });

  it("reads 'nicht' before a figure as no 'hors taxe', and a 'Nettopreis' as without VAT", () => {
    const text = fold("Nettopreis 289,- NOK (nicht 249,- NOK wie im alten Katalog)");
    const [net, old] = findAmounts(text);
    expect(vatBasisOf(text, net)).toBe("excl");
    expect(vatBasisOf(text, old)).toBeUndefined();
  });
});

describe("what an audit found not done is the task, not an exclusion", () => {
  it("reads a project never recorded as the project to carry through, for the customer whose contract it is", () => {
    const r = read(
      [
        "1. Finding",
        "The contract signed on 3 April 2026 with Kystverft Vest AS (org. no. 915 733 018) for the «Hull refit Vesthav» project has not been registered in Tripletex. Verified:",
        "– project budget: NOK 150 000,00;",
        "– project manager: Mari Dahl (mari.dahl@example.org), 20 hours worked;",
        "– subcontracting cost invoiced by Sveis Nord AS (org. no. 918 220 541): NOK 12 000,00;",
        "– agreed hourly rate: NOK 1 100,00.",
        "",
        "2. Required action",
        "The full project cycle is to be carried out: the project for the customer with Mari Dahl as manager and the budget, her hours, the supplier cost on the project, and a customer invoice for the hours.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", projectName: "Hull refit Vesthav", customer: { organizationNumber: "915733018" }, budget: 150000 });
  });
});

describe("a month-end closing listed as findings", () => {
  it("reads each listed item's amounts for the part its item names later, unpaid wages as the salary accrual, and a prepaid period's months", () => {
    const r = read(
      [
        "1. Observation",
        "For the closing of May 2026:",
        "– insurance paid in advance for the period May 2026 – April 2027, booked on account 1720 for NOK 24 000,00; the monthly share goes to account 6400;",
        "– a forklift bought on 30 April 2026 for NOK 96 000,00, useful life 4 years, straight-line depreciation on account 6010;",
        "– wages for May not yet paid out: NOK 52 000,00.",
        "",
        "2. Required action",
        "The closing entries for May 2026 are to be posted: the month's share of the prepayment, the month's depreciation, and the salary accrual (debit 5000, credit 2900).",
      ].join("\n"),
      "2026-05-31",
    );
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      accrual: { amount: 2000, fromAccount: 1720, expenseAccount: 6400 },
      depreciation: { acquisitionCost: 96000, usefulLifeYears: 4, expenseAccount: 6010 },
      salaryAccrual: { amount: 52000, debitAccount: 5000, creditAccount: 2900 },
    });
  });
});


describe("a German finding on master data", () => {
  it("reads 'Erforderliche Maßnahme' as the task, the customer register as the customer, and what is 'nicht Gegenstand' as outside it", () => {
    const r = read(
      [
        "1. Feststellung",
        "Bei der Prüfung der Ausgangsrechnungen (Stichprobe: 20 von 300 Rechnungen, 6,7 %; geprüftes Volumen NOK 1,2 Mio.) wurde festgestellt, dass zwei Rechnungen (R-11 über NOK 48.000,00 und R-12 über NOK 12.500,00) außerhalb des Systems erstellt wurden. Der Leistungsempfänger, die Halvorsen Marine AS, ist im Kundenstamm nicht angelegt:",
        "– Organisationsnummer: 918 204 661",
        "– E-Mail: post@halvorsenmarine.no",
        "",
        "2. Risiko",
        "Unvollständige Debitorenbuchhaltung.",
        "",
        "3. Erforderliche Maßnahme",
        "Die Anlage der Halvorsen Marine AS im Kundenstamm mit der Organisationsnummer und der E-Mail-Adresse ist vorzunehmen. Die nachträgliche Erfassung der beiden manuellen Rechnungen ist nicht Gegenstand dieser Maßnahme.",
      ].join("\n"),
    );
    expect(r.classification.type).toBe("create_customer");
    expect(r.task).toMatchObject({ organizationNumber: "918204661", email: "post@halvorsenmarine.no" });
  });

  it("keeps a credit note asked for in full ('pas seulement une partie' is no scope)", () => {
    const r = read(
      "Le client Menuiserie Brun SARL (n° d'organisation 915 220 318) a contesté la facture « Pose de parquet » de NOK 10 000,00 HT. Il faut émettre un avoir complet qui annule l'intégralité de cette facture – pas seulement une partie.",
    );
    expect(r.classification.type).toBe("create_credit_note");
  });
});

describe("a Norwegian finding: 'Påkrevd tiltak', a former name, the person to register", () => {
  it("registers the supplier under its present name, never the deleted former one", () => {
    const r = read(
      [
        "1. Observasjon",
        "Leverandøren av maling ved verkstedet er ikke registrert. Foretaket het tidligere Maling og Rust Vest AS (org.nr. 917 330 214, slettet i Enhetsregisteret 30.09.2024) og driver nå som Fjord Maling og Rust AS, org.nr. 918 552 407. Fakturamottak: faktura@fjordmaling.no.",
        "",
        "2. Risiko",
        "Leverandørgjelden kan ikke spesifiseres.",
        "",
        "3. Påkrevd tiltak",
        "Det skal foretas registrering av leverandøren under nåværende navn og organisasjonsnummer, med e-postadresse som angitt.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Fjord Maling og Rust AS", organizationNumber: "918552407", email: "faktura@fjordmaling.no" });
  });

  it("registers the employee its required action names, not the adviser whose address comes first", () => {
    const r = read(
      [
        "1. Observasjon",
        "Avtalen ble oversendt revisjonen av HR-rådgiver Liv Tangen (liv.tangen@example.org). Kari Holm, født 3. mars 1990, har signert arbeidsavtale med tiltredelse 1. juni 2026, men er ikke registrert som ansatt. E-postadresse i avtalen: kari.holm@example.org.",
        "",
        "2. Risiko",
        "Lønn kommer ikke til utbetaling.",
        "",
        "3. Påkrevd tiltak",
        "Det skal foretas registrering av Kari Holm som ansatt, med fødselsdato og e-postadresse som angitt, og med et arbeidsforhold fra tiltredelsesdatoen.",
        "",
        "H. Berg, konsernrevisor",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Holm", email: "kari.holm@example.org", dateOfBirth: "1990-03-03", startDate: "2026-06-01" });
  });
});

describe("a page of pages is no sample", () => {
  it("keeps an employment percentage beside a scanner's 's. 2/2'", () => {
    expect(findPercents("ScanBro OCR · contrato.pdf · s. 2/2\nJornada:   100 %   (tiempo completo)").map((p) => p.value)).toEqual([100]);
  });
});
