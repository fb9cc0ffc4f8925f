import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { valueRoles } from "./gate";
import { interpretWithRules } from "./rules";

// Invented requests: a chat pasted with one line of the writer's own, where a later turn changes a figure; and a
// careful writer's notes of what she checked, what she did not do, and which of several figures to use.
const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });
/** The values the reading gives no place (a field or a reason to leave them): each would hold the request back. */
const unplaced = (r: ReturnType<typeof read>) => valueRoles(r.message, r.task ?? r.candidate).filter((v) => v.role !== "field" && v.role !== "context").map((v) => v.raw);

describe("a pasted chat whose later turn changes a figure", () => {
  it("'wait' or an apology opening a turn takes back the figure of the turn before", () => {
    const product = read(["[09:10] Ola: Nytt produkt: «Skål Havblå», produktnummer 3107", "[09:12] Me: pris 420,- uten mva", "[09:40] Me: vent. leiren ble dyrere. 460,- uten mva", "[09:41] Ola: ok, vanlig mva 25 %", "↑ opprett produktet"].join("\n"));
    expect(product.task).toMatchObject({ type: "create_product", name: "Skål Havblå", productNumber: "3107", priceExcludingVat: 460 });
    const payroll = read(["[20:05] Me: tu peux faire la paie de Léa Morel (lea.morel@example.org) ce mois-ci ?", "[20:07] Paul: Salaire de base ?", "[20:08] Me: 31 200,- comme toujours", "[20:11] Me: et une prime de 1 500,-", "[20:40] Me: non attends, je lui avais promis 2 000. prime 2 000,-", "↑ faire la paie comme ça"].join("\n"));
    expect(payroll.task).toMatchObject({ type: "run_payroll", baseSalary: 31200, bonus: 2000 });
  });

  it("a name put forward, questioned and put again is the later one, and no person", () => {
    const r = read(["[15:10] Kari: kunden har signert! 40 fat med logoen", "[15:11] Me: vi lager et prosjekt på det", "[15:12] Kari: hva skal det hete?", '[15:14] Me: "Kafé Vika 40 fat"', "[15:20] Kari: de vil kanskje ha krus også, så ikke skriv antallet?", '[15:22] Me: god idé. "Servise Kafé Vika" da', "[15:23] Me: og du er prosjektleder kari.lund@example.org", "[15:24] Kari: kunden er Kafé Vika AS, org.nr 849 118 625", "↑ opprett prosjektet"].join("\n"), "2026-02-10");
    expect(r.task).toMatchObject({ type: "create_project", name: "Servise Kafé Vika", customer: { organizationNumber: "849118625" } });
    expect((r.task as { projectManager?: { name?: string } }).projectManager?.name).not.toBe("Servise Kafé Vika");
  });

  it("an offer letter's signature line names the employee without its date", async () => {
    const letter = "TILBUD OM STILLING\n\nTil: Eirik Vang\n\nStilling:        Kokk\nAvdeling:        Kjøkken\nFødselsdato:     12.03.1999\nOppstart:        01.09.2026\nStillingsprosent: 100 %\nÅrslønn:         480 000 kr\nArbeidstid:      7,5 timer per dag\n\nSignert av arbeidstaker: Eirik Vang, 02.08.2026\n";
    const docs = (await readFiles([{ filename: "tilbud.txt", mime_type: "text/plain", content_base64: Buffer.from(letter).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules("↑ fiks alt for eirik fra tilbudsbrevet (ansatt, avdeling, arbeidsforhold, arbeidstid)", docs, { today: "2026-08-03" });
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", firstName: "Eirik", lastName: "Vang" });
  });

  it("a correction that names the figure it replaces takes back nothing before it", () => {
    const r = read("Faktura til Lia Tannlegesenter AS (org.nr 979 012 645):\nKontorleie (6201) 24 500,- uten mva (0 %)\nParkering (6205) 2 100,- 25 % mva\nkorr: parkeringen er 2 100, ikke 1 200 som jeg sa.");
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines", lines: [{ unitPriceExcludingVat: 24500 }, { unitPriceExcludingVat: 2100 }] });
  });

  it("a figure asked about that a later turn answers with another is the question's", () => {
    const r = read(
      ["[09:00] Mark: Month-end for April. Then check that the trial balance is zero", "[09:01] Mark: 1) Prepaid rent — 5 100 per month from 1710 to expense", "[09:03] Mark: 2) Kiln bought in March at 84 000, 5-year life, straight-line; monthly depreciation to 6010", "[09:05] Me: wasn't the kiln more? 90k?", "[09:09] Mark: 90 000 was the quote, the invoice was 84 000", "[09:11] Mark: 3) Salary accrual: 12 600, debit 5000 / credit 2900", "↑ please do the april closing"].join("\n"),
      "2026-04-30",
    );
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      month: 4,
      accrual: { amount: 5100, fromAccount: 1710 },
      depreciation: { acquisitionCost: 84000, usefulLifeYears: 5, expenseAccount: 6010 },
      salaryAccrual: { debitAccount: 5000, creditAccount: 2900, amount: 12600 },
    });
  });
});

describe("a writer's notes beside the request", () => {
  it("figures written beside the one to use, and what she checked or did not do, hold nothing back", () => {
    const r = read(
      ["Ref. 26/041 – new product.", "", "Create the product «Rye crispbread, 12 pcs» with product number 5512.", "Price: NOK 64.00 excl. VAT; the wholesaler suggests NOK 71.00. The one to use: NOK 64.00 excl. VAT.", "VAT: 15 % (food).", "", "Checked:", "– the bakery next door sells a similar pack at NOK 58.00", "– number 5512 not used before", "Not done:", "– stock and purchase price", "– Synnøve"].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Rye crispbread, 12 pcs", productNumber: "5512", priceExcludingVat: 64, vatRate: 15 });
    expect(unplaced(r)).toEqual([]);
  });

  it("a figure checked may still be the task's: a payment's day in the checked list", () => {
    const r = read(
      ["Wir haben Nordkap Handel GmbH (Org.-Nr. 811 753 971) eine Rechnung über 4 200,00 EUR gestellt, als der Kurs bei 11,40 NOK/EUR lag.", "Der Kunde hat jetzt bezahlt, der Kurs ist aber 11,60 NOK/EUR.", "Registrieren Sie die Zahlung und buchen Sie die Kursdifferenz. Es gilt: 840,00 NOK Gewinn.", "", "Geprüft:", "– Bankeingang am 08.04.2026, keine Gebühren"].join("\n"),
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.4, paymentRate: 11.6, paymentDate: "2026-04-08" });
  });

  it("a month's depreciation beside the cost and life it comes from is no figure of its own", () => {
    const r = read("Månadsavslutning mars 2026:\n- Periodisering av forsikring: 6 450,00 kr per månad frå konto 1710 til kostnad\n- Avskriving varebil (412 200, 5 år lineært) konto 6010: 6 870,00 i månaden\n- Påløpt løn 41 300,00, debet 5000 kredit 2900", "2026-03-31");
    expect(r.task).toMatchObject({ type: "month_end_closing", depreciation: { acquisitionCost: 412200, usefulLifeYears: 5, expenseAccount: 6010 } });
    expect(unplaced(r)).toEqual([]);
  });
});
