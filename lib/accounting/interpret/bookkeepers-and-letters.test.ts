import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { typedAttachment } from "./test-attachments";

/**
 * An outside bookkeeper who passes on her clients' requests (the client's company at the head, the client's own mail
 * quoted below with "> ", a remark on what not to use), and a courteous letter-writer (figures in words, the matter told
 * over several sentences, a wish or a compliment quoted).
 */
const read = (text: string, today = "2026-04-30") => interpretWithRules(text, [], { today });

describe("a bookkeeper passing on a client's request", () => {
  it("the client's company at the head is the books' owner; the party is the one the quoted mail gives", () => {
    const r = read(
      "Bitte neuen Kunden für Fjordfisk Eksport AS anlegen, Daten lt. Mail von Herrn Kühn unten.\n\n" +
        "> Guten Tag, neuer Abnehmer: Nordsee Delikatessen GmbH, Hafenstraße 3, 27568 Bremerhaven. USt-IdNr. DE 287 654 321, " +
        "norw. Org.-Nr. 923 456 781. E-Mail: einkauf@nordseedeli.example.com\n> Gruß, K. Kühn\n\nGruß\nS. Lid",
    );
    expect(r.gate.unused).toEqual([]);
    expect(r.task).toMatchObject({ type: "create_customer", name: "Nordsee Delikatessen GmbH", organizationNumber: "923456781" });
  });

  it("a quoted line with its speaker ('> Ole: „…“') is someone's words, no value of the task", () => {
    const r = read(
      "Heggen Verktøy AS - Projekt „Lagerumbau Nord“ für Sunde Bygg AS (Org.-Nr. 934 567 892): Festpreis 180.000 NOK netto am Projekt hinterlegen " +
        "(PL Ole Heggen, ole.heggen@example.org), dann erste Abschlagsrechnung: 25 % vom Festpreis.\n\n> Ole: „Abschlag 1 bitte bald raus, wir haben angefangen.“\n\nGruß S. Lid",
    );
    expect(r.gate.unused).toEqual([]);
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", customer: { organizationNumber: "934567892" }, fixedPrice: 180000, milestonePercent: 25 });
  });

  it("a rough figure ('unos 18.000 NOK') is no value", () => {
    const es = read(
      "Dar de alta el proveedor Conservas Ría SL, org. nº 945 678 123, facturas a facturas@conservasria.example.com. El primer pedido llega pronto, unos 18.000 NOK.",
    );
    expect(es.gate.unused).toEqual([]);
    expect(es.task).toMatchObject({ type: "create_supplier", organizationNumber: "945678123" });
  });

  it("names the quoted mail lists, as many as the request counts: the departments", () => {
    const r = read("Bom dia, criar três departamentos conforme o e-mail abaixo.\n\n> Queremos ver os custos separados por Corte, Embalagem e Armazém. Obrigado!\n\nSynnøve");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Corte", "Embalagem", "Armazém"] });
  });

  it("Portuguese 'no' is 'in the', no taking back of the name before it", () => {
    const r = read("Criar o fornecedor Têxteis Douro Lda no Tripletex, NIPC 509 876 543, e-mail faturas@texteisdouro.example.com.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Têxteis Douro Lda" });
  });
});

describe("a courteous letter", () => {
  it("'wie bisher' says the figure is unchanged, so it holds", () => {
    const r = read(
      "Bitte führen Sie für Frau Moser (anna.moser@example.org) die Gehaltsabrechnung für April durch. Ihr Grundgehalt beträgt wie bisher 38 400 Kronen im Monat. " +
        "Dazu eine Prämie von 5 000 Kronen.",
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 38400, bonus: 5000 });
  });

  it("an asset told in one sentence and its depreciation in the next belong together in a month's closing", () => {
    const r = read(
      "Would you kindly close April 2026 for us?\n\nFirst, the insurance paid in advance for the year sits on account 1700; one twelfth, 2 400 kroner, belongs to April.\n\n" +
        "Second, we bought a bread oven at the end of March for 240 000 kroner. It is to be depreciated straight-line over four years on account 6010.\n\n" +
        "Lastly, a salary accrual for April of 12 000 kroner, debit 5000 and credit 2900.",
    );
    expect(r.gate.unused).toEqual([]);
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 240000, usefulLifeYears: 4 } });
  });

  it("the project the letter names after 'som heter', not a compliment quoted before it", () => {
    const r = read(
      "Kjære regnskapshjelp,\n\nEg fekk ein blomst for «stor innsats for bygda», som eg tok imot med takk.\n\n" +
        "Opprett eit prosjekt som heter «Sommarfest Grendehuset» for kunden Fjellgrend Grendelag (org.nr. 956 789 234). Budsjettet er 40 000 kroner. " +
        "Prosjektleiar er Ola Vik (ola.vik@example.org). Ola brukte 10 timar. Til slutt: lag ein kundefaktura for prosjektet.\n\nHelsing Margit",
    );
    expect(r.task).toMatchObject({ type: "project_lifecycle", projectName: "Sommarfest Grendehuset" });
  });

  it("an invoice line read as a whole sentence holds the request back", () => {
    const r = read(
      "The manager at Fjellstova, Mr Berg, telephoned this morning to say that the hotel has paid our invoice for the bread we delivered throughout March. " +
        "It was 18 600 kroner before VAT. (Organisation number 945 678 123.) Please register the payment. By the way, they are ordering less in April.",
    );
    // A payment misread as an order with a sentence for its line: held back, nothing written.
    expect(r.gate.ok).toBe(false);
  });

  it("'made only to order' is how a cake is sold, no order to make: the product is registered", () => {
    const r = read(
      "We have made the almond ring cake only to order for weddings, but from May customers can buy it over the counter. " +
        "Please register it as a product with the name \"Kransekake 12 ringer\" and the product number 2105. The price is 950 kroner before VAT, food rate 15 per cent.",
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Kransekake 12 ringer", productNumber: "2105", priceExcludingVat: 950 });
  });

  it("a rate told in crowns ('auf 11,38 Kronen gefallen') and a customer named in apposition", () => {
    const r = read(
      "Mein Cousin betreibt ein kleines Café, das Café Mozart (Organisationsnummer 985 214 667), und hat eine Rechnung über 2 000 Euro bekommen; damals stand der Kurs bei 11,52 Kronen. " +
        "Er hat nun die vollen 2 000 Euro bezahlt, aber inzwischen ist der Euro auf 11,38 Kronen gefallen. Bitte die Zahlung erfassen und die Kursdifferenz buchen.",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", customer: { name: "Café Mozart" }, invoiceRate: 11.52, paymentRate: 11.38 });
  });

  it("an employment contract without a department, the letter naming one the books hold", async () => {
    const contract = await typedAttachment(
      "arbeidsavtale.txt",
      "ARBEIDSAVTALE\nArbeidsgiver: Vik Bakeri AS, org.nr. 945 678 123\nArbeidstaker: Kari Dale\nFødselsdato: 14.02.1993\nFødselsnummer: 14029323934\n" +
        "E-post: kari.dale@example.org\nStilling: Kokk (STYRK 5120)\nTiltredelse: 15.05.2026\nStillingsprosent: 100 %\nÅrslønn: 486 000 kr\nFast ansettelse",
    );
    const named = interpretWithRules("Im Anhang ist der Arbeitsvertrag. Bitte mit allem aus dem Vertrag als Mitarbeiterin anlegen. Die Abteilung Kjøkken gibt es im System schon.", contract, { today: "2026-05-01" });
    expect(named.task).toMatchObject({ type: "employee_from_contract", department: "Kjøkken" });
    const adjective = interpretWithRules("CONTRATO EM ANEXO STOP CRIAR A EMPREGADA E LIGAR AO DEPARTAMENTO CERTO, OBRIGADO", contract, { today: "2026-05-01" });
    expect(adjective.task && "department" in adjective.task ? adjective.task.department : undefined).toBeUndefined();
  });
});
