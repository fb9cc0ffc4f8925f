import { describe, expect, it } from "vitest";
import { expandAbbreviations } from "./concepts/abbreviations";
import { interpretWithRules } from "./rules";

/** Dense notes: abbreviations, correction lines, slashes between fields, arrows between months. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("abbreviations are read as their words", () => {
  it("a cut-short heading word names the task: 'NY LEV', 'NEW CUST', 'NOUVEAU FOURN.', 'NYE AVD.'", () => {
    expect(read("NY LEV\nGrønli Transport AS ; org 921442187 ; faktura@gronlitransport.no").task).toMatchObject({
      type: "create_supplier",
      name: "Grønli Transport AS",
      organizationNumber: "921442187",
    });
    expect(read("NEW CUST\nHarbour Light Ltd ; org 921553198 ; office@harbourlight.co.uk").task).toMatchObject({ type: "create_customer", name: "Harbour Light Ltd" });
    expect(read("NOUVEAU FOURN.\nAtelier Brun SARL / nº org 921664109\nfactures@atelierbrun.fr").task).toMatchObject({ type: "create_supplier", name: "Atelier Brun SARL" });
    expect(read("NYE AVD. x2\nVerksted ; Lager").task).toMatchObject({ type: "create_departments", names: ["Verksted", "Lager"] });
  });

  it("a standard contraction stands for its word: 'kd' kunde, 'cta' conta, 'pgto' pagamento", () => {
    const r = read("NYTT PROSJ.: Ny butikk\nkd Eikeli Handel AS (org 921775110)\nPL Hanne Vik (hanne.vik@example.org)");
    expect(r.task).toMatchObject({ type: "create_project", name: "Ny butikk", customer: { name: "Eikeli Handel AS" } });
  });

  it("a time of day is no abbreviation: '3 PM' stays", () => {
    expect(expandAbbreviations("The meeting ran until 3 PM, so invoice Nordvik AS for 4 hours.", "en")).toBe("The meeting ran until 3 PM, so invoice Nordvik AS for 4 hours.");
  });

  it("an address's words and a known word stay as written", () => {
    const r = read("New customer Fakt AS (org 921886121), e-mail post@fakt.no, address Storgata 1, 0155 Oslo.");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Fakt AS", email: "post@fakt.no" });
  });
});

describe("a note's correction line corrects the line it names", () => {
  it("'corr: bonus = …' replaces the bonus, and the older figure is nowhere", () => {
    const r = read("PAYROLL 2026-03\nOle Brun / ole.brun@example.org\nbase salary 48300.00 NOK\nbonus 2000.00 NOK\ncorr: bonus = 2500.00 NOK");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48300, bonus: 2500 });
    expect(r.gate.ok).toBe(true);
  });

  it("a correction naming a product number corrects that line's price", () => {
    const r = read("Invoice Nordvik AS (org 921997132):\n1101 Service visit at 3100.00 NOK\n1102 Spare parts at 800.00 NOK\ncorr: 1102 = 950.00 NOK (not 800)");
    expect(r.task).toMatchObject({ lines: [{ productNumber: "1101", unitPriceExcludingVat: 3100 }, { productNumber: "1102", unitPriceExcludingVat: 950 }] });
  });
});

describe("slashes and arrows between fields", () => {
  it("fields set apart by ' / ' are a list: the product's name is the field between number and price", () => {
    const r = read("NEW PRODUCT\nno. 7710 / Desk lamp / 499.00 NOK excl. VAT / VAT 25%");
    expect(r.task).toMatchObject({ type: "create_product", name: "Desk lamp", productNumber: "7710", priceExcludingVat: 499 });
  });

  it("an amount followed by '/ VAT 25%' is a price; '/ h' keeps it a rate", () => {
    const r = read("Invoice Lysaker AS (org 922008143):\n4410 Workshop @ 12000.00 NOK / VAT 25%\n4411 Lunch @ 1500.00 NOK / VAT 15%");
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      lines: [
        { description: "Workshop", productNumber: "4410", unitPriceExcludingVat: 12000, vatRate: 25 },
        { description: "Lunch", productNumber: "4411", unitPriceExcludingVat: 1500, vatRate: 15 },
      ],
    });
  });

  it("an arrow between two months is a period", () => {
    const r = read("ANALYSE janv. → févr. 2026 : les 3 comptes de charges en plus forte hausse, 1 projet interne par compte + 1 activité par projet");
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });

  it("a name never reaches back over a line break", () => {
    const r = read("CLIENTE NUEVO\nPanadería Sol SL, org 922119154\ncorreo: hola@panaderiasol.es");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Panadería Sol SL" });
  });
});

describe("a note's headings, checks and names", () => {
  it("a heading's capitals name no project; the project is the one named on its own line, to its comma", () => {
    const r = read("HOURS + PROJECT INV\nKari Lund / kari.lund@example.org\n6 h → project Data Lake migration / activity Analyse\ncust Fjordkraft Data AS / org 922442187\nrate 1000.00 NOK/h → 6000.00 NOK excl VAT");
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6, projectName: "Data Lake migration", activityName: "Analyse", hourlyRate: 1000 });
    // The arrow before 6 000 writes it as the sum of hours × rate: a check figure, no value of its own.
    expect(r.gate.ok).toBe(true);
  });

  it("a legal form's dot before a new sentence is the sentence's", () => {
    const r = read("A new customer to register: Brightwater Ltd. They finally said yes.\nOrg. no. 922553198\nE-mail: post@brightwater.co.uk");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brightwater Ltd", organizationNumber: "922553198" });
  });

  it("…but a verb's particle or a preposition after a capitalised name is not the name's", () => {
    expect(read("Bitte leg das Produkt Brotbox Deluxe an, Artikelnummer 7710. Nettopreis 249,- NOK, 25 % MwSt.").task).toMatchObject({ name: "Brotbox Deluxe" });
    const r = read("Per Lie (per.lie@example.org) har jobbet 5 timer på aktiviteten Utvikling i prosjektet «Ny app» for Lunde AS (org.nr. 922775210). Før timene og fakturer kunden. Timepris kr 900,-.");
    expect(r.task).toMatchObject({ activityName: "Utvikling", projectName: "Ny app" });
  });
});

