import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { parseEmploymentDocument } from "@/lib/accounting/files/documents/contract";
import { parseReceiptDocument } from "@/lib/accounting/files/documents/receipt";
import { receiptBooking } from "@/lib/accounting/execute/receipt-expense-to-department";

/** Requests written as an engineer's numbered specification: clause numbers, internal references, tolerances, acceptance lines. */

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });
const spec = (...clauses: string[]) => `REQ-ACC-2026-043 | Rev. A | 2026-03-30T06:17+02:00\n${clauses.join("\n")}\n\n— EV\nEnd of spec.`;

describe("clause numbers are structure, not figures", () => {
  it("reads the hours after a sub-clause's number ('1.4 Hours: 12.5 h') and after a top clause's ('4 Stunden: 7.5 h')", () => {
    const en = read(
      spec(
        "Subject: Timesheet + project invoice",
        "1. Hours",
        "1.1 Employee: Oliver Bramwell (oliver.bramwell@example.org)",
        '1.2 Project: "Pier Monitoring Kirkenes" (customer Arctic Quay Holdings Ltd, org. no. 979202121)',
        '1.3 Activity: "Field measurement"',
        "1.4 Hours: 12.5 h",
        "2. Hourly rate: 1 380.00 NOK/h excl. VAT",
        "3. Invoice: generate a project invoice to the customer based on the logged hours.",
      ),
    );
    expect(en.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12.5, hourlyRate: 1380 });
    const de = read(
      spec(
        "1 Mitarbeiterin: Katharina Wolff, katharina.wolff@example.org",
        '2 Projekt: "Lärmkartierung Hafen Larvik" für Nordhafen Logistik GmbH (Org.-Nr. 818169345)',
        '3 Aktivität: "Datenauswertung"',
        "4 Stunden: 7.5 h (Arbeitstag 2026-05-05)",
        "5 Stundensatz: 1 240.00 NOK/h",
        "6 Danach: Projektrechnung an den Kunden auf Basis der erfassten Stunden erstellen.",
      ),
    );
    expect(de.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5 });
  });
  it("reads departments listed as sub-clauses under the clause that asks for them", () => {
    const r = read(spec("1. Create the following departments, names verbatim:", '1.1 "Structural Monitoring"', '1.2 "Acoustics"', '1.3 "Data Services"', "2. Department numbers: free choice.", "3. Internal mapping (not for Tripletex): SM ↔ KST-21, AC ↔ KST-22."));
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Structural Monitoring", "Acoustics", "Data Services"] });
    expect(r.gate.ok).toBe(true);
  });
  it("takes an acceptance or cross-check clause's figures as checks, and a balance of nothing as no order line", () => {
    const r = read(
      spec(
        "1 Client : Viaduc Saint-Clair SARL, nº org. 856636429 (existant)",
        "2 Commande (quantité 1 par ligne, produits existants) :",
        '2.1 Produit 3810 "Location accéléromètre MEMS" – 9 750.00 NOK HT',
        '2.2 Produit 3811 "Analyse modale" – 21 300.00 NOK HT',
        "2.3 TVA 25 % sur les deux lignes",
        "3 Étapes : créer la commande, la convertir en facture, enregistrer le paiement intégral (le client a déjà payé 38 812.50 NOK TTC).",
        "4 Acceptation : facture HT 31 050.00 NOK, TTC 38 812.50 NOK, solde 0.00 NOK (tolérance ±0.01).",
      ),
    );
    expect((r.task as { lines: { productNumber: string }[] }).lines.map((l) => l.productNumber)).toEqual(["3810", "3811"]);
    expect(r.gate.ok).toBe(true);
  });
});

describe("what a specification marks as not asked", () => {
  it("reads a revision mark as no word ('Rev. A'), a tolerance as no amount, and sends the invoice the action clause asks for", () => {
    const r = read(
      spec(
        "1 Empfänger: Hafenkran Lindqvist GmbH, Org.-Nr. 895768650 (Kunde ist bereits angelegt – nicht neu anlegen)",
        '2.1 Text: "Schwingungsmessung Kranbahn"',
        "2.2 Betrag: 18 600.00 NOK netto (ohne MwSt.)",
        "3 Aktion: Rechnung erstellen UND an den Kunden senden.",
        "4 Abnahme: genau eine Rechnung, netto 18 600.00 NOK (Toleranz ±0.01 NOK).",
      ),
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
    expect(r.gate.ok).toBe(true);
  });
  it("names no task by an out-of-scope clause's words ('Hors périmètre : relances')", () => {
    const r = read(
      spec(
        "1 Client existant : Barrage Verdon Ingénierie SARL – nº org. 923677690",
        '2.1 Libellé : "Rapport d\'inspection vibratoire"',
        "2.2 Montant : 27 350.00 NOK HT",
        "3 Action : créer la facture et l'envoyer au client.",
        "4 Hors périmètre : relances, acompte.",
      ),
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
  });
  it("sets aside a credit limit, a key card's number and a receipt's number, but not an org. no. after a company named '…kort'", () => {
    const limit = read(spec('1.1 Legal name: "Harbourlight Instruments Ltd"', "1.2 Organisation number: 906295148", "1.3 E-mail: post@harbourlight.no", "2. Commercial terms (internal, not required in Tripletex): credit limit 250 000.00 NOK.", "3. Create the customer."));
    expect(limit.task).toMatchObject({ type: "create_customer", organizationNumber: "906295148" });
    expect(limit.gate.ok).toBe(true);
    const card = read(spec("1.1 Fornavn: Vegard", "1.2 Etternavn: Nesheim", "1.3 Fødselsdato: 1991-07-14", "1.4 E-post: vegard.nesheim@example.org", "2 Opprett den ansatte.", "3 Utstyr (intern): nøkkelkort #4471"));
    expect(card.gate.ok).toBe(true);
    const supplier = read("Registrer leverandøren Kretskort Vest AS, org.nr. 931775200, e-post faktura@kretskortvest.no.");
    expect(supplier.task).toMatchObject({ type: "create_supplier", organizationNumber: "931775200" });
  });
  it("reads money credited to the bank as a payment received ('abonado en banco')", () => {
    const r = read(
      spec('1 Cliente: Eólica Miño SL, n.º org. 957644066', '2 Factura afectada: la factura pendiente por "Monitorización de aerogeneradores", 36 800.00 NOK sin IVA', "3 Cobro: importe íntegro de la factura (IVA incluido) abonado en banco", "4 Acción: registrar el pago total de esa factura."),
    );
    expect(r.classification.type).toBe("register_payment");
  });
  it("sets aside a milestone's name, an asset's name and a quoted pattern with a placeholder", () => {
    const milestone = read(
      spec('1 Prosjekt: "Tilstandsovervåking Ramfjordbrua" (finnes allerede)', "1.1 Kunde: Polarveg Entreprenør AS, org.nr. 855584808", "1.2 Prosjektleder: Marius Haugsvær (marius.haugsvaer@example.org)", "2 Endring: sett prosjektet til fastpris 612 000.00 NOK", "3 Delfakturering (milepæl M1 «installasjon ferdig»): 33 % av fastprisen"),
    );
    expect(milestone.task).toMatchObject({ type: "invoice_fixed_price_milestone", projectName: "Tilstandsovervåking Ramfjordbrua", milestonePercent: 33 });
    expect(milestone.gate.ok).toBe(true);
    const asset = read(
      "Månadsavslutning april 2026: oppløys forskotsbetalt kostnad 6 450.00 NOK for april frå konto 1720 til kostnad 6300. Avskriving: driftsmiddel «målevogn MV-2», anskaffingskost 198 000.00 NOK, levetid 5 år, lineært, konto 6010, motpost 1209. Lønsavsetjing april: 41 250.00 NOK, debet 5000 / kredit 2900.",
      "2026-04-30",
    );
    expect(asset.gate.ok).toBe(true);
  });
  it("does not set aside a product's number where a clause forbids new products", () => {
    const r = read(
      "1. Definisjoner\n1.1 «Kunden»: Hjørungavåg Mekaniske AS, org. nr. 853 287 091.\n1.2 «Linje A»: produktet «Seminaravgift arbeidsrett» (produktnummer 3101), kr 14 500,00, 25 %.\n1.3 «Linje B»: produktet «Lunsjpakke seminar» (produktnummer 3102), kr 2 160,00, 15 %.\n\n2. Instruks\n2.1 Det skal utstedes én faktura til Kunden med Linje A og Linje B.\n2.2 Fakturaen skal ikke sendes ennå.\n2.3 Det skal ikke opprettes ny kunde eller nye produkter.",
    );
    expect((r.task as { lines: { productNumber: string }[] }).lines.map((l) => l.productNumber)).toEqual(["3101", "3102"]);
  });
});

describe("forms and receipts as an engineer's office prints them", () => {
  it("reads a contract's label lines with dotted leaders, a bracket and a wide gap, or a clause number and a wide gap", () => {
    const doc = parseEmploymentDocument(
      [
        "1 PARTIES",
        "1.1 Employer ............... Vatnedal Strukturdynamikk AS, Kongsberg",
        "1.2 Employee ............... Fiona McAllister",
        "1.3 Date of birth .......... 1990-09-12",
        "1.4 National ID (fødselsnummer)  12099031490",
        "2.2 Stillingskode STYRK-08  2511",
        "2.7 Start date ............. 2026-09-01",
        "Signed electronically:",
        "Employee: Fiona McAllister, 2026-05-07T08:12:19+02:00",
      ].join("\n"),
    );
    expect(doc).toMatchObject({ employeeName: "Fiona McAllister", dateOfBirth: "1990-09-12", nationalIdentityNumber: "12099031490", occupationCode: "2511", startDate: "2026-09-01" });
  });
  it("reads a receipt's items between its rules when it has no column header, a rate in brackets, and 'SUM NOK' as its total", () => {
    const receipt = parseReceiptDocument(
      ["FJORDTOG VEST AS", "Org.nr 848548200 MVA", "======================================", "KVITTERING / RECEIPT   Ordre 7731-2208", "Dato 2026-05-07  Kl. 06:41", "======================================", "Togbillett Bergen–Voss t/r", "  1 voksen, 2026-05-07       1 344,00  (MVA 12 %)", "Kaffi og rundstykke             89,00  (MVA 15 %)", "--------------------------------------", "SUM NOK                      1 433,00"].join("\n"),
    );
    expect(receipt.items).toEqual([
      { description: "Togbillett Bergen–Voss t/r 1 voksen, 2026-05-07", amount: 1344, vatRate: 12 },
      { description: "Kaffi og rundstykke", amount: 89, vatRate: 15 },
    ]);
    expect(receipt.total).toBe(1433);
  });
  it("books a measuring instrument as equipment", () => {
    expect(receiptBooking({ item: "Lasermåler LM-50" }).accounts[0]).toBe(6540);
  });
});
