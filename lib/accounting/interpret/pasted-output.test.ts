import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { valueRoles } from "./gate";
import { findConcepts } from "./concepts";
import { weighBySense } from "./senses";
import { readStructure } from "./structure";

/** Requests made of pasted system output: checklists, transfer advices, order confirmations. */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a checklist whose ticked items are done", () => {
  it("carries out the open item and leaves the done ones", () => {
    const r = read(
      [
        "Sesong 2026 (frå notatappen)",
        "[x] Bestilt arbeidsklede til sesongen",
        "[x] Lagt ut vaktplan for mai",
        "[ ] Leggje inn Sunniva Holt som tilsett i Tripletex",
        "      fødd: 03.02.1994",
        "      e-post: sunniva.holt@example.org",
        "      startdato: 01.06.2026",
        "Resten tek eg sjølv.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Sunniva", lastName: "Holt", dateOfBirth: "1994-02-03", startDate: "2026-06-01" });
  });

  it("reads the open items as the work when only they carry figures", () => {
    const r = read(
      [
        "Month-end April:",
        "[x] Cash count shop",
        "[x] Stock take",
        "[ ] Salary accrual April: NOK 31 200 (debit 5000, credit 2900)",
        "[ ] Prepaid rent: release NOK 4 100 from account 1700",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "month_end_closing" });
  });

  it("keeps a form's ticked choices when the unticked ones are marked as not this time", () => {
    const r = read(["Departments to create:", "[x] Warehouse", "[x] Export Office", "[ ] Canteen – n/a", "[x] Maintenance"].join("\n"));
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Warehouse", "Export Office", "Maintenance"] });
  });

  it("takes no to-do item's verb into a name", () => {
    const r = read(["[x] Sagt opp avtalen med det gamle fraktfirmaet", "[ ] Registrere Fjordfarge AS som leverandør, org.nr. 990314578, faktura@fjordfarge.no"].join("\n"));
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Fjordfarge AS", organizationNumber: "990314578" });
  });
});

describe("a pasted transfer advice", () => {
  it("reads the payer's 'Donneur d'ordre' as no order, and a total named 'TTC' apart from its figure as including VAT", () => {
    const r = read(
      [
        "AVIS DE VIREMENT",
        "Donneur d'ordre :    Atelier Brume AS",
        "N° d'organisation :  863205158",
        "Montant :            15 000,00 NOK",
        "Référence :          Facture « Rideaux tissés »",
        "Date d'exécution :   18/05/2026",
        "",
        "Le client a tout payé (montant TTC) — merci d'enregistrer le paiement sur sa facture ouverte.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "register_payment", amountIncludingVat: 15000, invoiceDescription: "Rideaux tissés" });
  });
});

describe("a pasted order confirmation", () => {
  const CONFIRMATION = [
    "Bestellung #VV-DE-30112 — Status: Bezahlt (Überweisung eingegangen 15.06.2026)",
    "Kunde: Filzhaus Berger GmbH (Org.-Nr. 966231807)",
    "Art.-Nr.  Artikel                        Menge  Einzelpreis netto",
    "4410      Webrahmen Sogn 80 cm             1      3.200,00 NOK",
    "4411      Kettgarn Wolle 2 kg              1      1.800,00 NOK",
    "Versand:  DHL – 0,00 NOK",
    "Netto: 5.000,00 · MwSt. 25 %: 1.250,00 · Gesamt: 6.250,00 NOK",
    "",
    "Bitte in Tripletex als Auftrag anlegen, in eine Rechnung umwandeln und die Zahlung (voller Betrag) registrieren.",
  ].join("\n");

  it("sets a shipping line of nothing aside and reads the total with VAT as the lines' sum", () => {
    const r = read(CONFIRMATION, "2026-06-16");
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment" });
    const roles = valueRoles(r.message, r.task ?? r.candidate ?? {});
    expect(roles.filter((v) => v.role === "unplaced")).toEqual([]);
    expect(roles.map((v) => (v.role === "context" ? v.reason : v.role))).toEqual(expect.arrayContaining(["zero", "derived"]));
  });

  it("reads the payment method ('Zahlungsart: Kauf auf Rechnung') as no payment", () => {
    const r = read(
      [
        "Bestellbestätigung #VV-DE-20999",
        "Datum: 21.04.2026 · Zahlungsart: Kauf auf Rechnung · Status: In Bearbeitung",
        "Kunde: Wollstube Konstanz GmbH (Org.-Nr. 975612031)",
        "1    Wandteppich Polarlicht       1    9.800,00 NOK",
        "",
        "Bitte die Rechnung in Tripletex erstellen und an den Kunden schicken. Der Kunde ist schon angelegt.",
      ].join("\n"),
      "2026-04-21",
    );
    expect(r.task?.type ?? r.candidate?.type).toBe("create_and_send_invoice");
  });
});

describe("a pasted offer letter", () => {
  it("takes the person under 'Candidata' rather than the letter's capitalised title", () => {
    const r = read(
      [
        "CARTA DE OFERTA — aceite (assinada 10/03/2026)",
        "Candidata:            Inês Valadares",
        "Data de nascimento:   12.06.1996",
        "Cargo:                Assistente de loja",
        "Departamento:         Loja",
        "Data de início:       01.05.2026",
        "Tipo de contrato:     Permanente",
        "Percentagem:          60 %",
        "Salário anual:        312 000 NOK",
        "",
        "Faça o onboarding completo no Tripletex: funcionária, departamento, contrato com percentagem e salário anual.",
      ].join("\n"),
      "2026-03-20",
    );
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Inês", lastName: "Valadares" });
  });
});

describe("a pasted customer record", () => {
  it("reads 'Billing address' and 'Rechnungsadresse' as a party's address, no invoice", () => {
    for (const text of ["Company name: Nordlys Garn AS\nBilling address: Strandgata 14, 9750 Honningsvåg", "Firma: Garnhaus AG\nRechnungsadresse: Hauptstraße 4, 6900 Bregenz"]) {
      const { hits } = findConcepts(text);
      expect(weighBySense(text, hits).hits.has("invoice")).toBe(false);
    }
  });
});

describe("a ledger error's two figures", () => {
  it("are both kept where the sentence calls one wrong and the other right", () => {
    for (const text of [
      "Rett disse med korreksjonsbilag for januar 2026:\n1. Manglende mva.: fakturaen på kr 22 100,00 eks. mva. på konto 7000 mangler mva.-linjen (2710).\n2. Feil beløp: på konto 6300 er det ført kr 19 800,00; riktig beløp er kr 15 250,00.",
      "Rett funnene for januar 2026:\nFunn  Beskrivelse                                     Konto   Beløp\n1     Mangler mva-linje mot 2710 (beløp eks. mva)      7000    22 100,00\n2     Feil beløp – riktig beløp er 15 250,00           6300    19 800,00",
    ]) {
      const r = read(text, "2026-03-02");
      const roles = valueRoles(r.message, r.task ?? r.candidate ?? {});
      expect(roles.filter((v) => v.role === "context" && v.reason === "withdrawn")).toEqual([]);
    }
  });
});

describe("a pasted record with the writer's correction below", () => {
  it("reads a dotted leader as the label's colon, and the figure called correct where the record's is called wrong", () => {
    const r = read(
      [
        "Tienda ES · Producto nuevo publicado",
        "SKU ......................... 6614",
        "Nombre ...................... Cojín de lana Bergen",
        "Precio sin IVA .............. 890,00 NOK",
        "IVA ......................... 25 % (general)",
        "",
        "Crea este producto (el número de producto es el SKU). Ojo: el precio de la tienda está mal, el correcto es 940,00 NOK sin IVA.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Cojín de lana Bergen", productNumber: "6614", priceExcludingVat: 940 });
  });

  it("puts the date given now in place of the one it refuses", () => {
    const r = read(
      [
        "Personalbogen",
        "Vorname:          Jonas",
        "Nachname:         Keller",
        "Geburtsdatum:     07.02.2001",
        "E-Mail:           jonas.keller@example.org",
        "Eintrittsdatum:   15.06.2026",
        "",
        "Bitte Jonas als Mitarbeiter anlegen. Achtung: Eintrittsdatum ist jetzt der 01.07.2026, nicht der 15.06. wie im Formular.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-07-01", dateOfBirth: "2001-02-07" });
  });

  it("reads the hours under their label, not a date's year on the line above", () => {
    const r = read(
      [
        "Registro de horas",
        "Empleada:    Lucía Paredes (lucia.paredes@example.org)",
        "Proyecto:    Taller Hotel Brisa",
        "Cliente:     Hotel Brisa AS (nº org. 920188478)",
        "Actividad:   Instrucción",
        "Fecha:       14/04/2026",
        "Horas:       6,5",
        "Tarifa:      900 NOK/h",
        "",
        "Registra estas horas y genera una factura de proyecto al cliente.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 6.5, hourlyRate: 900 });
  });

  it("reads each expense line's own cost word, a right-aligned figure after its currency, and a trip's destination as no cost", () => {
    const r = read(
      [
        "Expense report",
        "Employee:   Eirik Lunde (eirik.lunde@example.org)",
        "Title:      Trade fair Bergen",
        "Dates:      04.05.2026 – 06.05.2026 (3 days)",
        "Per diem:   3 days × NOK 800",
        "Expenses:",
        "  ✈ Flight Sogndal–Bergen (return)       NOK 2,980.00",
        "  🚕 Taxi airport → hotel                NOK   390.00",
        "",
        "pls register this as a travel expense (per diem + the two expenses).",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({
      type: "register_travel_expense",
      costs: [
        { category: "flight", amount: 2980 },
        { category: "taxi", amount: 390 },
      ],
    });
  });
});

describe("a pasted table", () => {
  it("reads a table whose header and rows both set some columns two spaces apart", () => {
    const text = [
      "SKU    Item                                 Qty  Unit price excl. VAT  VAT",
      "3341   Wool blanket, Fjord Grey              2  1,480.00              25 %",
      "7702   Lingonberry jam                       1    150.00              15 % (food)",
    ].join("\n");
    const read = readStructure(text);
    expect(read).toContain("Qty: 2 · Unit price excl. VAT: 1,480.00");
    expect(read).toContain("Qty: 1 · Unit price excl. VAT: 150.00");
  });

  it("reads 'Payment: Invoice (30 days)' as the way to pay, no payment", () => {
    const text = "ORDER #VV-2201   Payment: Invoice (30 days)   Status: Packed";
    const { hits } = findConcepts(text);
    expect(weighBySense(text, hits).hits.has("payment")).toBe(false);
  });

  it("reads a header whose columns stand two spaces apart over rows set three apart", () => {
    const text = ["Pos.  Beschreibung      Menge   Netto", "1     Hafenberatung     2       9.100,00 NOK"].join("\n");
    expect(readStructure(text)).toContain("Beschreibung: Hafenberatung");
  });
});


describe("an offer's subtotal and VAT rows", () => {
  it("are no items of the invoice", () => {
    const r = read(
      [
        "Bitte als Auftrag anlegen, in eine Rechnung umwandeln und die Zahlung (voller Betrag) registrieren.",
        "",
        "Bestellung AN-2026-031        Status: bezahlt (18.03.2026)",
        "Kunde: Hafenwerk Kiel GmbH · Org.-Nr. 920609465",
        "Pos.  Beschreibung      Menge   Netto",
        "1     Kranwartung       1       12.400,00 NOK",
        "Zwischensumme netto             12.400,00 NOK",
        "zzgl. MwSt. 25 %                 3.100,00 NOK",
        "Gesamt                          15.500,00 NOK",
      ].join("\n"),
      "2026-03-20",
    );
    const lines = ((r.task ?? r.candidate) as { lines?: { unitPriceExcludingVat: number }[] }).lines ?? [];
    expect(lines.map((l) => l.unitPriceExcludingVat)).toEqual([12400]);
  });
});

describe("a pasted customer ledger", () => {
  it("reads the listed invoices' amounts as naming them, and carries out the request about the overdue one", () => {
    const r = read(
      [
        "Kundereskontro – utdrag 22.09.2026",
        "Kunde                     Fakturadato  Forfall      Beløp inkl. mva   Status",
        "Lerkehagen Garn AS        01.07.2026   31.07.2026   11 250,00         Forfalt 53 dager",
        "Fjordtekstil AS           03.09.2026   03.10.2026    3 125,00         Ikke forfalt",
        "",
        "Den forfalte: bokfør purregebyr 35 kr (debet 1500, kredit 3400), lag faktura på gebyret til kunden og send den. De har også betalt 3 000 kr av den forfalte i dag – registrer det som delbetaling.",
      ].join("\n"),
      "2026-09-22",
    );
    expect(r.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 35, partialPaymentAmount: 3000 });
    expect(r.gate?.ok).toBe(true);
  });
});

describe("a typed bank statement", () => {
  it("keeps its dated lines' amounts as data, never as a listing", () => {
    const r = read(
      [
        "Kontoutskrift mars 2026 – avstem mot åpne fakturaer:",
        "Bokført     Rentedato   Tekst                          Beløp",
        "03.03.2026  03.03.2026  Innbetaling Fjordlys AS         12 500,00",
        "05.03.2026  05.03.2026  Betaling Leverandør Nord AS     -4 200,00",
      ].join("\n"),
      "2026-03-31",
    );
    const roles = valueRoles(r.message, r.task ?? r.candidate ?? {});
    expect(roles.filter((v) => v.role === "context" && v.reason === "listing")).toEqual([]);
  });
});

describe("a pasted booking with a person changed below it", () => {
  it("takes the person named now, not the one refused by first name, and reads the booking number as a reference", () => {
    const r = read(
      [
        "Reserva nº 2026-0815 — CONFIRMADA",
        "Cliente:            Escola Rio Tinto AS (org. 970148221)",
        "Nome do projeto:    Residência Rio Tinto 2026",
        "Gestor do projeto:  Marta Leal (marta.leal@example.org)",
        "",
        "Criar o projeto ligado ao cliente. Atenção: o gestor agora é o Rui Pinheiro (rui.pinheiro@example.org), não a Marta como diz a reserva.",
      ].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_project", projectManager: { firstName: "Rui", lastName: "Pinheiro", email: "rui.pinheiro@example.org" } });
    expect(r.gate?.ok).toBe(true);
  });
});

describe("a pasted payment export in a foreign currency", () => {
  it("reads no rate from the payment's date, and the credited total to the øre as the amount times the rate", () => {
    const r = read(
      [
        "Zahlungseingang (Zahlungsanbieter, Export)",
        "Kunde:                 Wollhaus Brenner GmbH (Org.-Nr. 902718478)",
        "Rechnung über:         5.230,00 EUR — fakturiert zum Kurs 11,40 NOK/EUR",
        "Eingegangen:           5.230,00 EUR am 25.05.2026",
        "Kurs bei Zahlung:      11,72 NOK/EUR",
        "Gutschrift Konto 1920: 61.295,60 NOK",
        "",
        "Bitte die Zahlung registrieren und die Kursdifferenz (Agio) auf das richtige Konto buchen.",
      ].join("\n"),
      "2026-05-26",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 5230, invoiceRate: 11.4, paymentRate: 11.72 });
    expect(r.gate?.ok).toBe(true);
  });
});
