import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { parseBankStatement } from "@/lib/accounting/files/documents/bank-statement";
import { parseInvoiceDocument } from "@/lib/accounting/files/documents/invoice";
import { parseEmploymentDocument } from "@/lib/accounting/files/documents/contract";
import { parseCsv } from "@/lib/accounting/files/csv";

/** Requests typed on a phone between jobs: slips of the keys, no capitals, afterthoughts marked with a star, days named by weekday. */

const read = (text: string, today = "2026-03-21") => interpretWithRules(text, [], { today });

describe("slips of the keys", () => {
  it("reads a long task word with a neighbouring key struck ('departmemts', 'rechnumg', 'remimder')", () => {
    const departments = read("hey\ncould u set up 2 departmemts: Potet and Korn\n(potatoes and grain, contracting on the side)\nta");
    expect(departments.classification.type).toBe("create_departments");
    const invoice = read("moin\nbitte eine rechnumg an Fjellheim Tre AS (org 912 345 674) machen und gleich schicken, 8 000 kr ohne mwst für \"Tømmer mars\"\nSjur");
    expect(invoice.classification.type).toBe("create_and_send_invoice");
    expect(invoice.classification.accounting).toBe(true);
  });
  it("mends a neighbouring key only in a long word ('prodult' is left as written), never its last letter", async () => {
    const { mendedWord } = await import("./concepts/typos");
    expect(mendedWord("departmemts")).toBe("departments");
    expect(mendedWord("prodult")).toBeUndefined();
    expect(mendedWord("departmenr")).not.toBe("department");
    expect(read("please protect the file").classification.accounting).toBe(false);
  });
});

describe("afterthoughts", () => {
  it("takes a starred line after the sign-off as the writer's correction of a date's year", () => {
    const r = read("hei\nny kar på garden, Ola Nordby, født 03.05.1990, epost ola.nordby@example.org\nlag han som tilsett\nmvh Per\n\n*oops født 03.05.1991 ikkje 90, han retta meg");
    expect(r.task).toMatchObject({ type: "create_employee", dateOfBirth: "1991-05-03" });
  });
  it("takes a starred invoice number with the part it lacked, with an apology", () => {
    const r = read("hola\nrecibí la factura 2026-2210 de Verkstad Nord AS (org 914 660 270) por 5000,- iva incluido\nponla en la cuenta 6590 con iva soportado 25 %\ngracias, Per\n\n*el número es 2026-2210-C, perdón");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "2026-2210-C", amountIncludingVat: 5000 });
  });
  it("puts a corrected count on the line naming what the note names, when two lines hold the count", () => {
    const r = read(
      [
        "årsavslutning 2025:",
        "avskriv lineært, eitt bilag per eiendel, 6010/1209:",
        "  Traktor 600 000,- over 10 år (konto 1200)",
        "  Vedkløyvar 120 000,- over 5 år (konto 1200)",
        "  Kontormøblar 50 000,- over 5 år (konto 1240)",
        "mvh Per",
        "",
        "*vedkløyvaren skal vera 8 år, ikkje 5",
      ].join("\n"),
      "2026-01-10",
    );
    const assets = (r.task as { assets: { name: string; usefulLifeYears: number }[] }).assets;
    expect(assets.map((a) => [a.name, a.usefulLifeYears])).toEqual([["Traktor", 10], ["Vedkløyvar", 8], ["Kontormøblar", 5]]);
  });
});

describe("days and places as a phone types them", () => {
  it("reads a day with its month in brackets and a weekday with its day of the month", () => {
    const employee = read("olá\nvem trabalhar o Rui Costa, nasceu 02.02.1995, começa segunda dia 13 (abril)\nemail rui.costa@example.org\ncria ele como funcionario pf", "2026-04-01");
    expect(employee.task).toMatchObject({ type: "create_employee", startDate: "2026-04-13" });
    const travel = read('servus\nreisekosten für Eva Lind (eva.lind@example.org), nenn es "Messe Bergen"\nsie war von montag 16. bis mittwoch 18. dort, 3 tage tagegeld 800,- am tag\nflug 2100,-', "2026-03-21");
    expect(travel.task).toMatchObject({ departureDate: "2026-03-16", returnDate: "2026-03-18" });
  });
  it("takes no weekday's number with a word after it for a date ('am Mittwoch 24 Grad')", () => {
    const r = read('Am Montag Frost, am Mittwoch 24 Grad.\nBitte Rechnung an Fjellheim Tre AS (Org.-Nr. 912345674): 4 000 NOK ohne MwSt. für "Hekk klipping", und senden.', "2026-05-22");
    expect(JSON.stringify(r.task)).not.toContain("2026-06-24");
  });
  it("reads an address typed without capitals after its label", () => {
    const r = read("hi\nnew customer pls: Lia Gard AS, org 914 772 303\naddress liavegen 7, 5700 voss. email post@liagard.no\ncheers");
    expect(r.task).toMatchObject({ type: "create_customer", address: { addressLine1: "Liavegen 7", postalCode: "5700", city: "Voss" } });
  });
  it("reads '4k' as kroner when the writer marks kroner only with ',-'", () => {
    const r = read("hola\nfactura para Lia Gard AS (org 914 772 303) con dos lineas:\n- Ved (7741) 1200,- con iva 25\n- Beite (8802) 4k, sin iva\nSjur");
    expect((r.task as { lines: { unitPriceExcludingVat: number }[] }).lines.map((l) => l.unitPriceExcludingVat)).toEqual([1200, 4000]);
  });
});

describe("hours as a letter gives them", () => {
  it("reads hours in brackets after their words, the same hours told twice as one count, and no list number for hours", () => {
    const r = read("Hei!\n\nKari Lund (kari.lund@example.org) har dømt sju og en halv (7,5) timer i prosjektet «Firmacup 2026», aktiviteten «Dommer». Før de 7,5 timene på henne, og lag en prosjektfaktura til Nore AS (org.nr. 986 222 561) med 720 kroner timen.\n\nHilsen Margit");
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 7.5, hourlyRate: 720 });
    const lifecycle = read('1) Project "Harbour 2026" for Hanse AS (org. no. 935 460 212), budget 150 000 NOK.\n2) Hours: Eirik Vatne (eirik.vatne@example.org) 22 hours and Kari Vogt (kari.vogt@example.org) 41 hours.\n3) Customer invoice for the project.');
    expect((lifecycle.task as { timeEntries: { hours: number }[] }).timeEntries.map((t) => t.hours)).toEqual([22, 41]);
  });
});

describe("papers from the farm office", () => {
  it("reads a bank export whose date column is 'Bokført dato' as a statement", () => {
    const rows = parseCsv("Bokført dato;Tekst;Inn;Ut;Saldo\n02.02.2026;Innbetaling Lia Gard AS faktura 1001;8000,00;;88000,00\n27.02.2026;Gebyr;;139,00;87861,00");
    expect(parseBankStatement(rows).map((t) => [t.date, t.amount, t.kind])).toEqual([["2026-02-02", 8000, "customer_payment"], ["2026-02-27", -139, "bank_fee"]]);
  });
  it("takes the account written by hand on a supplier's invoice", () => {
    const text = "Gjerde AS\nOrg.nr: 928551903 MVA\n\nFAKTURA\nFakturanummer: G-1\nSum eks. MVA 1 000,00 kr\nMVA 25 % 250,00 kr\nÅ betale 1 250,00 kr\n\n[skrive for hand på fakturaen: \"konto 6590\"]";
    expect(parseInvoiceDocument(text).account).toBe(6590);
  });
  it("reads the job and the department of a nynorsk offer letter ('stillinga som … i avdeling …')", () => {
    const doc = parseEmploymentDocument("TILBOD OM STILLING\n\nHei Kari Li,\n\nVi tilbyr deg stillinga som Gardsarbeidar i avdeling Fjøs. Årsløn: 400 000 kr");
    expect(doc).toMatchObject({ jobTitle: "Gardsarbeidar", department: "Fjøs" });
  });
});
