import { describe, expect, it } from "vitest";
import { findConcepts } from "./concepts";
import { findAmounts } from "./extract/amounts";
import { collapseRestatedCounts } from "./extract/number-words";
import { readMessage } from "./message";
import { interpretWithRules } from "./rules";

/** Formal writing: defined terms, amounts restated in words, numbered particulars, corrections by refusal. */

const today = { today: "2026-03-21" };
const read = (text: string) => interpretWithRules(text, [], today);
const reasons = (text: string) => readMessage(text).context.map((c) => [c.raw, c.reason]);

describe("a defined term names a party already named", () => {
  it("'(org. no. …; the \"Client\")', '(…, heretter «kunden»)', '(nachfolgend „Kunde“)', '(en adelante, «el Cliente»)' are set aside", () => {
    expect(reasons('Harbor Tools Ltd (org. no. 926 118 706; the "Client") ordered it.')).toContainEqual(['"Client"', "defined-term"]);
    expect(reasons("Fjordbakst AS (org.nr. 923 364 080, heretter «kunden») har betalt.")).toContainEqual(['"kunden"', "defined-term"]);
    expect(reasons("Die Weber GmbH (Org.-Nr. 920 609 465; nachfolgend „Kunde“) hat bezahlt.")).toContainEqual(['"Kunde"', "defined-term"]);
    expect(reasons("D. Pablo Ruiz (pablo.ruiz@example.org; en adelante, «el Empleado») ya figura.")).toContainEqual(['"el Empleado"', "defined-term"]);
    expect(reasons('We hired Ms Ada Lind (the "Employee").')).toContainEqual(['"Employee"', "defined-term"]);
  });

  it("a quoted name in brackets is no defined term", () => {
    expect(reasons("Invoice line (“Support”) at 1 200 NOK").filter(([, r]) => r === "defined-term")).toEqual([]);
    expect(reasons("Kunde: Nordlys AS (avdeling «Salg»)").filter(([, r]) => r === "defined-term")).toEqual([]);
  });
});

describe("figures said twice or refused", () => {
  it("an amount written again in words in a bracket is one figure", () => {
    const r = read("Procese la nómina de marzo de 2026 de Ana Ruiz (ana.ruiz@example.org):\na) sueldo base: 41.200,00 NOK (cuarenta y un mil doscientas coronas);\nb) bono puntual: 2.000,00 NOK (dos mil coronas).");
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 41200, bonus: 2000 });
    expect(r.gate.ok).toBe(true);
  });

  it("'3 500 NOK, and not 3 000 NOK' withdraws 3 000 wherever it was written", () => {
    const r = read(
      "Run the March 2026 payroll for Ana Ruiz (ana.ruiz@example.org): base salary 41 200 NOK; bonus: 3 000 NOK.\nCorrection: the approved bonus is 3 500 NOK, and not 3 000 NOK.",
    );
    expect(r.task).toMatchObject({ baseSalary: 41200, bonus: 3500 });
    expect(r.gate.ok).toBe(true);
  });

  it("a count in words and again in digits is one count", () => {
    expect(collapseRestatedCounts("seis (6) años, four (4) days, 2 (2) nights, Nord (4)")).toBe("6 años, 4 days, 2 nights, Nord (4)");
  });
});

describe("numbered particulars and formal labels", () => {
  it("first name and surname under their own labels; a title after a list mark", () => {
    const e = read("Please register the Employee (the \"Employee\"):\n(a) first name: Maren; surname: Holt;\n(b) date of birth: 2 May 1990;\n(c) e-mail: maren.holt@example.org;\n(d) start date: 1 September 2026.");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Maren", lastName: "Holt", startDate: "2026-09-01" });
    const t = read(
      "Mme Léa Roux (lea.roux@example.org ; ci-après « la Salariée ») : note de frais de déplacement.\na) intitulé : Foire Nantes ;\nb) du 16 mars 2026 au 17 mars 2026 ;\nc) indemnités journalières : deux (2) jours à 800,00 NOK par jour ;\nd) taxi 275,00 NOK.",
    );
    expect(t.task).toMatchObject({ type: "register_travel_expense", title: "Foire Nantes", days: 2, employee: { firstName: "Léa", lastName: "Roux" } });
  });

  it("a trip's return is the later date, whichever is written first", () => {
    const r = read("Reisekostenabrechnung für Jan Berg (jan.berg@example.org), Titel: Messe Köln, vom 10. bis 13. März 2026 (Reisezeitraum: 10. März 2026 bis 13. März 2026), Tagegeld 4 Tage zu je 850 NOK.");
    expect(r.task).toMatchObject({ departureDate: "2026-03-10", returnDate: "2026-03-13" });
  });

  it("a product number after 'Artigo', and after a label with another name in brackets", () => {
    const r = read("Fatura à Padaria Sol Lda (n.º de organização 928 873 323):\n1. Artigo 2281 «Pão de forma»: 1 200,00 NOK, IVA 15 %;\n2. Artigo 5530 «Bolo»: 980,00 NOK, IVA 15 %.");
    expect((r.task as { lines: { productNumber?: string }[] }).lines.map((l) => l.productNumber)).toEqual(["2281", "5530"]);
    const p = read("Opprett produkt:\n1. Navn: Rugbrød\n2. Produktnummer (varenummer): 6621\n3. Salgspris: kr 49,50 eks. mva\n4. Mva: 15 %");
    expect(p.task).toMatchObject({ type: "create_product", name: "Rugbrød", productNumber: "6621" });
  });
});

describe("what is not asked", () => {
  it("'No budget, fixed price or invoicing' and 'ikke … faktura eller kreditnota' negate every item", () => {
    const r = read('Please create a project named "Dock Upgrade" for Harbor Tools Ltd (org. no. 926 118 706) with Ada Lind (ada.lind@example.org) as project manager. No budget, fixed price or invoicing is to be set up.');
    expect(r.task).toMatchObject({ type: "create_project", name: "Dock Upgrade" });
    const p = read("Registrer innbetalingen på fakturaen til Fjordbakst AS (org.nr. 923 364 080) for «Kakebord», kr 4 000,00 eks. mva. Det skal ikke lages ny faktura eller kreditnota.");
    expect(p.task).toMatchObject({ type: "register_payment" });
  });

  it("a payment the bank 'sent back' is a returned payment", () => {
    const r = read("Banken har sendt tilbake innbetalinga frå Lysefjord AS (org.nr. 945 401 044) på fakturaen for «Opplag», kr 8 000 utan mva. Fakturaen skal stå open att.");
    expect(r.task).toMatchObject({ type: "reverse_returned_payment" });
  });

  it("'provisión de sueldos' is the salary accrual of a month-end closing", () => {
    const r = read("Cierre de marzo de 2026: periodificación de 10.450,00 NOK desde la cuenta 1700; amortización lineal de un activo de 96.480,00 NOK en seis (6) años, cuenta 6010; provisión de sueldos: debe 5000, haber 2900.");
    expect(r.candidate).toMatchObject({ type: "month_end_closing", salaryAccrual: { debitAccount: 5000, creditAccount: 2900 } });
  });
});

describe("sections, names and checks of a formal request", () => {
  it("a section's heading word names no task: 'Auftrag: Bitte legen Sie … an'", () => {
    const r = read("Sachverhalt: Mit der Weber Metall GmbH haben wir einen Rahmenvertrag geschlossen.\nAuftrag: Bitte legen Sie die Kundin mit folgenden Stammdaten an:\n1. Firma: Weber Metall GmbH\n2. Organisationsnummer: 915 100 228\n3. E-Mail: info@weber-metall.example");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Weber Metall GmbH" });
  });

  it("'nombre' beside 'apellido' is the first name", () => {
    const r = read("Dé de alta a la empleada:\na) nombre: Lucía; apellido: Prieto;\nb) correo electrónico: lucia.prieto@example.org;\nc) fecha de inicio: 1 de abril de 2026.");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Lucía", lastName: "Prieto" });
  });

  it("a company's name stops at a quoted name before it; 'es decir' restates a share", () => {
    const r = read(
      "En el proyecto «Tienda Nueva» de Vinos Rioja SL (n.º de organización 941 269 117), con jefa de proyecto Marta Gil (marta.gil@example.org), el precio fijo es 100.000,00 NOK. Emita una factura del primer hito, equivalente al 30 % del precio fijo, es decir, 30.000,00 NOK sin IVA.",
    );
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", customer: { name: "Vinos Rioja SL" }, fixedPrice: 100000, milestonePercent: 30 });
    expect(r.gate.ok).toBe(true);
  });

  it("a word's stem matches only stems of its own language: French 'abonnement' is no Spanish 'abono'", () => {
    expect(findConcepts("un abonnement standardisé").hits.get("creditNote")).toBeUndefined();
    expect(findConcepts("emita un abono por la factura").hits.get("creditNote")).toEqual([9]);
    expect(findConcepts("kreditnotaen og fakturaene").hits.get("invoice")).toBeDefined();
  });
});

describe("ledger work written out in full", () => {
  it("a currency code inside a word is none: 'compte fournisseur 2400' is an account", () => {
    expect(findAmounts("en contrepartie du compte fournisseur 2400, puis 300 EUR")).toEqual([expect.objectContaining({ value: 300, currency: "EUR" })]);
  });

  it("the remedy spelt out after each error is no error of its own; 'des' is no month", () => {
    const r = read(
      "En contrôlant le grand livre de janvier et février 2026, j'ai relevé deux erreurs. Les pièces ne doivent pas être supprimées ; la correction se fait par des écritures.\n1. Erreur d'imputation : 1 500,00 NOK ont été passés au compte 6800 au lieu du compte 6540. Correction : débit 6540, crédit 6800, 1 500,00 NOK.\n2. Montant erroné : au compte 7140, 2 950,00 NOK ont été comptabilisés au lieu de 2 590,00 NOK. Correction : crédit 7140, débit 1920, pour la différence de 360,00 NOK.",
    );
    expect(r.task).toEqual({
      type: "correct_ledger_errors",
      fromDate: "2026-01-01",
      toDate: "2026-02-28",
      errors: [
        { kind: "wrong_account", wrongAccount: 6800, correctAccount: 6540, amount: 1500 },
        { kind: "wrong_amount", account: 7140, postedAmount: 2950, correctAmount: 2590 },
      ],
    });
  });

  it("short month names beside each other are months: 'Jan + Feb 2026', 'Jan/Feb 2026'", () => {
    for (const period of ["Jan + Feb 2026", "Jan/Feb 2026"]) {
      const r = read(`Going through ${period} I found a mistake: 8 425 kr posted to account 6300 that belongs on 7100. Fix it with a correcting voucher.`);
      expect(r.task).toMatchObject({ type: "correct_ledger_errors", fromDate: "2026-01-01", toDate: "2026-02-28" });
    }
  });

  it("'d. h.' restates a depreciation's yearly figure", () => {
    const r = read(
      "Jahresabschluss 2025: lineare Abschreibung, Soll 6010, Haben 1209: Programvare (Konto 1250): Anschaffungskosten 90.000,00 NOK, Nutzungsdauer neun (9) Jahre, d. h. 10.000,00 NOK. Steuerrückstellung 22 %, Soll 8700, Haben 2920.",
    );
    expect(r.gate.unused).toEqual([]);
  });

  it("a budget, several people's hours and a supplier's cost are a project's cycle, named or not", () => {
    const r = read(
      'Please (a) create the project "Harbour App" for Marlow Ltd (org. no. 950 910 283) with a budget of NOK 300,000 and Ethan Cole (ethan.cole@example.org) as project manager; (b) record hours: Ethan Cole, 20 hours; Mia Lund (mia.lund@example.org), consultant, 35 hours; (c) book the invoice from our supplier Copper Systems Ltd (org. no. 952 287 591) of NOK 20,000.00 excluding VAT (25 % input VAT in addition) as a cost of the project, against the supplier; (d) finally, invoice the customer for the project.',
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", projectName: "Harbour App", budget: 300000 });
  });

  it("a dimension 'med navnet' X; the value a correction names, not the one it refuses", () => {
    const r = read(
      "1. Opprett en ny fri dimensjon med navnet Marked.\n2. Opprett verdiene Butikk og Engros under denne dimensjonen.\n3. Før et bilag på kr 2 500,00 til debet konto 6540, motpost bank 1920, knyttet til verdien Butikk.\nRettelse til punkt 3: Linjen skal knyttes til verdien Engros, ikke Butikk.",
    );
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Marked", values: ["Butikk", "Engros"], linkedValue: "Engros" });
  });
});
