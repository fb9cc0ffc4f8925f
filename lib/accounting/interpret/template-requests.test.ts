import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findNumbers } from "./extract/amounts";
import { findInvoiceNumbers } from "./extract/values";
import { readKeyValues } from "./structure/key-values";
import { findRemarks } from "./message/side-remarks";

/**
 * Requests written in a fixed template of the writer's own: a subject line, "Context:", "Action:", "Data:" with
 * "key = value" lines, and "Notes:" whose figures are marked as for reference only.
 */

const read = (prompt: string) => interpretWithRules(prompt, [], { today: "2026-06-10" });

describe("a template's data lines", () => {
  it("reads 'key = value' lines with spaces around the sign as labelled values, and a list numbered with '='", () => {
    expect(readKeyValues("Data:\nname = Fjordlys AS\nbase salary = NOK 52000.00")).toBe("Data:\nname: Fjordlys AS\nbase salary: NOK 52000.00");
    expect(readKeyValues("1 = Treasury\n2 = Legal")).toBe("1. Treasury\n2. Legal");
    // A sum worked out keeps its sign.
    expect(readKeyValues("9 Jahre = NOK 12'438.89")).toBe("9 Jahre = NOK 12'438.89");
  });

  it("takes the invoice number from its label, not a code inside the subject's reference", () => {
    expect(findInvoiceNumbers("HH-FIN-26-033 | Fatura de fornecedor\nnº fatura = TSE-2026-0418")[0]).toBe("TSE-2026-0418");
    expect(findInvoiceNumbers("REF HH-FIN-26-040: invoice")).toEqual([]);
  });

  it("gives the currency between a year and a figure to the figure", () => {
    expect(findNumbers("budget 2026 NOK 385000.00").map((n) => [n.value, n.currency])).toEqual([
      [2026, undefined],
      [385000, "NOK"],
    ]);
  });

  it("reads a customer's address written with semicolons", () => {
    const r = read("Action: Create the customer.\nData:\nname = Brekke Handel AS\norg = 912 345 674\naddress = Sjøgata 3; 8006; Bodø\nemail = post@brekke.no");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Brekke Handel AS", organizationNumber: "912345674", address: { addressLine1: "Sjøgata 3", postalCode: "8006", city: "Bodø" } });
  });
});

describe("a template's notes", () => {
  it("sets aside a figure marked for reference only", () => {
    for (const line of ["- REF ONLY: credit limit NOK 250000.00, pending approval.", "- kun til referanse: budsjett NOK 90000.00.", "- Nur zur Referenz: Vorjahr NOK 17250.00."])
      expect(findRemarks(line).some((r) => r.reason === "aside")).toBe(true);
    // The aside runs to the item's end, past an abbreviation's dot.
    const capped = "Notes:\n- REF ONLY: framework max. NOK 25000.00 per order.\n";
    expect(findRemarks(capped).some((r) => r.reason === "aside" && r.from <= capped.indexOf("NOK") && r.to > capped.indexOf("25000"))).toBe(true);
    const r = read("New supplier: Holm Revisjon AS\nAction: Register the supplier.\nData:\nname = Holm Revisjon AS\norg = 912 345 674\nemail = faktura@holm.no\nNotes:\n- REF ONLY: fee budget 2026 NOK 120000.00 for all companies.");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Holm Revisjon AS", organizationNumber: "912345674" });
  });

  it("takes the departments from the data, not the notes' items, and leaves the one that stays as is", () => {
    const listed = read('Action: Create the departments.\nData:\n1 = Risk\n2 = Tax\nNotes:\n- Default department "Avdeling 1" stays as is.\n- REF ONLY: headcount 2 / 3.');
    expect(listed.task).toMatchObject({ type: "create_departments", names: ["Risk", "Tax"] });
    const inOneField = read("Action: Opprett avdelingane.\nData:\navdelingar = Innkjøp; Lager og logistikk\nNotes:\n- Nummer er valfritt.");
    expect(inOneField.task).toMatchObject({ type: "create_departments", names: ["Innkjøp", "Lager og logistikk"] });
  });
});

describe("a template's records", () => {
  it("reads invoice lines written as cells apart by semicolons, and a second pair on the customer's line", () => {
    const r = read("Action: Create one invoice with the lines below. Do not send yet.\nData:\ncustomer = Fjordlys Shipping AS; org = 912345674\nline 1 = 3101; Room hire; NOK 5400.00; VAT 25 %\nline 2 = 3102; Catering; NOK 1200.00; VAT 15 %");
    expect(r.task).toMatchObject({
      type: "create_invoice_with_lines",
      customer: { name: "Fjordlys Shipping AS", organizationNumber: "912345674" },
      lines: [
        { productNumber: "3101", description: "Room hire", unitPriceExcludingVat: 5400, vatRate: 25 },
        { productNumber: "3102", description: "Catering", unitPriceExcludingVat: 1200, vatRate: 15 },
      ],
    });
  });

  it("takes an invoice's and a due date from their labels, not a date the context tells", () => {
    const r = read("Context: Fee per the service agreement of 2024-11-01.\nAction: Create the invoice and send it to the customer.\nData:\ncustomer = Nordvik Invest AS\norg = 912345674\nposition = Management fee Q2\namount = NOK 12000.00 net, plus 25 % VAT\ninvoice date = 2026-06-30\ndue date = 2026-07-14");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Management fee Q2", invoiceDate: "2026-06-30", dueDate: "2026-07-14" });
  });

  it("reads a partial payment's own field, and a list of ledger errors whose amounts follow a semicolon", () => {
    const fee = read("Action: Find the overdue invoice. Post the reminder fee (debit 1500, credit 3400) and invoice it. Register the partial payment on the overdue invoice.\nData:\nreminder fee = NOK 45.00\npartial payment = NOK 4000.00");
    expect(fee.task).toMatchObject({ type: "overdue_invoice_reminder", reminderFee: 45, partialPaymentAmount: 4000 });
    const ledger = read("Action: Correct the 2 errors in January 2026.\nData:\n1 = cuenta equivocada: 7350 usada en lugar de 7140; NOK 3450.00 (billete)\n2 = asiento duplicado: cuenta 6340; NOK 7800.00");
    expect(ledger.task).toMatchObject({ errors: [{ kind: "wrong_account", wrongAccount: 7350, correctAccount: 7140, amount: 3450 }, { kind: "duplicate_voucher", account: 6340, amount: 7800 }] });
  });

  it("lists a dimension's values from their own field, and names a lifecycle's project and supplier from their fields", () => {
    const dim = read("Action: 1) create a free dimension «Filial» with two values; 2) post on account 6300, linked to the value «Bergen».\nData:\nvalues = Oslo ; Bergen\nentry = date 2026-03-31 ; debit 6300 ; amount NOK 9000.00 ; counter 1920");
    expect(dim.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Filial", values: ["Oslo", "Bergen"], linkedValue: "Bergen" });
    const life = read("Action:\n1) opprett prosjektet for kunden, med prosjektleder og budsjett\n2) før timer for begge\n3) registrer leverandørkostnaden på prosjektet\n4) lag kundefaktura for prosjektet: timer × timepris\nData:\nprosjekt = Havbruk Analyse\nkunde = Nordhav AS; org.nr 912345674\nbudsjett = NOK 300000.00\nprosjektleder = Ida Lie; ida.lie@example.org; 10 t\nkonsulent = Per Moe; per.moe@example.org; 20 t\nleverandørkostnad = Vestdata AS; org.nr 923456783; NOK 8000.00 eks. MVA; konto 4300\ntimepris = NOK 1200.00 eks. MVA");
    expect(life.task).toMatchObject({ type: "project_lifecycle", projectName: "Havbruk Analyse", supplierCost: { supplier: { name: "Vestdata AS", organizationNumber: "923456783" }, amount: 8000 } });
  });
});

describe("fields read with their neighbours", () => {
  it("takes a project's quoted name from its field, not the words after the quote", () => {
    const r = read("Torstein vil kjøre hele prosjektet «fra A til Å» i Tripletex.\n\nProsjekt: «Kirkemur Øystese» for Kvam Sokneråd (org.nr. 912345674)\n1. Budsjett for prosjektet: 162 000 kr.\n2. Timeføring: Liv Lie (prosjektleder, liv.lie@example.org) 28 timer, og Mats Berg (konsulent, mats.berg@example.org) 45 timer.\n3. Leverandørkostnad: 36 750 kr fra Vestlandsstein AS (org.nr. 923456783).\n4. Til slutt en kundefaktura for prosjektet.");
    expect(r.task).toMatchObject({ type: "project_lifecycle", projectName: "Kirkemur Øystese" });
  });

  it("spreads no hours over a stretch of days onto its first day", () => {
    const r = read("Hele runden for «Tur 2026», kunde Vestbygg AS (org.nr 912345674): 1) opprett prosjektet med Ida Lie (ida.lie@example.org) som prosjektleder – budsjett 140.000,00 kr; 2) timer: Ida 18 t og Odd Rude (odd.rude@example.org) 26 t, fordelt på turdagene 10/06–12/06/2026; 3) leverandørfaktura fra Borgund AS (org.nr 923456783): 12.640,00 kr eks. MVA; 4) faktura til kunden for prosjektet.");
    const entries = (r.task as { timeEntries?: { hours: number; days?: unknown }[] } | undefined)?.timeEntries ?? [];
    expect(entries.map((e) => e.hours)).toEqual([18, 26]);
    expect(entries.every((e) => e.days === undefined)).toBe(true);
  });

  it("reads a useful life written after its label, as a record writes it", () => {
    const r = read("month-end close May 2026\n\naccrual_reversal:\n  from: 1710\n  amount: 6_250   # per month\ndepreciation:\n  asset: ERP licence   # capitalised on 1250\n  cost: 432_000\n  life_years: 4\n  expense_account: 6020\nsalary_accrual:\n  amount: 52_300\n  debit: 5000\n  credit: 2900");
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 432000, usefulLifeYears: 4 } });
  });

  it("takes a counted list said after 'please'", () => {
    const r = read("okay so we are splitting the firm up this year so make three departments please Carpentry Roofing and Bathrooms just like that thanks");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Carpentry", "Roofing", "Bathrooms"] });
  });
});

describe("values the request sets aside or names once", () => {
  it("withdraws what an 'ignore:' opens, to its bracket's end", () => {
    const quoted = "(rest from the last prompt, ignore: «voucher account 7100, 36 400 kr, Standard»)";
    expect(findRemarks(quoted).some((r) => r.reason === "withdrawn" && r.to >= quoted.indexOf("Standard"))).toBe(true);
  });

  it("links a voucher to the value named by the singular word, and reads a supplier cost's account after a semicolon", () => {
    const dim = read("Action: 1) créer une dimension libre « Filiale » avec deux valeurs ; 2) passer une écriture sur le compte 6300, liée à la valeur « Bordeaux ».\nData:\nvaleurs = Lyon ; Bordeaux\nmontant = NOK 18000.00\nNotes:\n- REF ONLY: loyer Lyon mars NOK 22500.00.");
    expect(dim.task).toMatchObject({ type: "create_dimension_voucher", values: ["Lyon", "Bordeaux"], linkedValue: "Bordeaux" });
    // The list's own "valor" comes first; the voucher's value is the one named last.
    const listed = read("Criar dimensão contabilística nova «Turno» com valor «Dia» e «Noite». Depois lançar na conta 6590 valor 3.450 NOK, ligado ao valor «Noite».");
    expect(listed.task).toMatchObject({ type: "create_dimension_voucher", linkedValue: "Noite" });
    const life = read("Action:\n1) opprett prosjektet for kunden, med prosjektleder og budsjett\n2) før timer for begge\n3) registrer leverandørkostnaden på prosjektet\n4) lag kundefaktura for prosjektet\nData:\nprosjekt = Havbruk Analyse\nkunde = Nordhav AS; org.nr 912345674\nbudsjett = NOK 300000.00\nprosjektleder = Ida Lie; ida.lie@example.org; 10 t\nkonsulent = Per Moe; per.moe@example.org; 20 t\nleverandørkostnad = Vestdata AS; org.nr 923456783; NOK 8000.00 eks. MVA + 25 % inngående MVA; konto 4300\ntimepris = NOK 1200.00 eks. MVA");
    expect(life.task).toMatchObject({ supplierCost: { amount: 8000, vatRate: 25, account: 4300 } });
  });
});

describe("a company named before its number's label in a sentence", () => {
  it("reads 'X el número de organización es N' as X's number", async () => {
    const { findParties } = await import("./extract/parties");
    expect(findParties("hay que mandar una factura a Haugland Borettslag el número de organización es 975113208 ya está")).toMatchObject([{ name: "Haugland Borettslag", organizationNumber: "975113208" }]);
    expect(findParties("send it to Fjellvik Sameie their org number is 912345674 thanks")).toMatchObject([{ name: "Fjellvik Sameie", organizationNumber: "912345674" }]);
  });
});
