import { describe, expect, it } from "vitest";
import { parseInvoiceDocument } from "@/lib/accounting/files/documents/invoice";
import { attachedText } from "./attached-text";
import { interpretWithRules } from "./rules";
import { readMessage } from "./message";
import { restoreCase } from "./structure/true-case";

/** Requests typed on a phone: small letters, a company's form as the only capitals, initials and the phone's own line under them. */

const read = (text: string, today = "2026-04-10") => interpretWithRules(text, [], { today });

async function withFile(prompt: string, filename: string, text: string) {
  const docs = await attachedText(filename, text);
  return interpretWithRules(prompt, docs, { today: "2026-06-12" });
}

describe("a request typed on a phone", () => {
  it("the phone's line and its apology for typos are no request: no ledger error is read from 'typos'", () => {
    const m = readMessage("hei, opprett kunde brattvaag bakeri AS, org 915 226 408, epost post@brattvaagbakeri.no. takk KL\n\nsendt fra min iphone, beklager skrivefeil", "2026-04-10");
    expect(m.request).not.toMatch(/skrivefeil/);
    const r = read("hallo, bitte neuen kunden anlegen: kessler holzbau GmbH, org.nr 918 225 048, email buero@kesslerholzbau.de. danke MB\n\nvon meinem handy gesendet, sorry fuer tippfehler");
    expect(r.classification.runnerUp?.type).not.toBe("correct_ledger_errors");
    expect(r.task).toMatchObject({ type: "create_customer", name: "Kessler Holzbau GmbH", organizationNumber: "918225048" });
  });

  it("a company in small letters before its form in capitals gets its capitals, a joining word inside the name kept small", () => {
    expect(restoreCase("registrer leverandor nordfjord rør og varme AS, org nr 912 004 551, epost faktura@nfrv.no. KL")).toContain("Nordfjord Rør og Varme AS");
    const r = read("hei, ny leverandor: sunndal bygg og anlegg AS, org nr 917 442 380, epost faktura@sunndalbygg.no. takk KL\n\nsendt fra mobil");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Sunndal Bygg og Anlegg AS" });
  });

  it("a person, a department and a company without a form are found in a request in small letters", () => {
    const e = read("hei, ny tilsett fraa mai: torunn vikestrand, fodd 12.8.1990, epost torunn.vikestrand@example.org, startdato 4.5.2026. takk KL\n\nsendt fraa mobilen");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Torunn", lastName: "Vikestrand" });
    // A bracket or a comma before the number's label parts no name of two words from it; one word after a form is none.
    expect(restoreCase("innbetalinga fra stranda musikklag (org 993 118 204) kom i retur. KL")).toContain("Stranda Musikklag (org");
    expect(restoreCase("hei, lag prosjektet for volda idrettslag, org 981 552 310, budsjettet blir 90 000 kr. KL")).toContain("Volda Idrettslag, org");
    expect(restoreCase("faktura fra kontorhuset AS bekommen (orgnr 913 552 004). KL")).not.toContain("Bekommen");
    expect(restoreCase("kvitteringa skal foerast paa avdeling lager, takk. KL")).toContain("avdeling Lager");
  });

  it("a text whose writer capitalises names elsewhere is not put in capitals word by word", () => {
    const text = "olha é uma encomenda para a Costa Dourada Lda número de organização 957364160 produto cinco cinco dois um obrigado";
    expect(restoreCase(text)).toBe(text);
  });

  it("a name read as a company's form alone holds the request back; a compound before the form is the name", () => {
    const r = read("opprett kunde: AS, org 915 226 408");
    expect(r.gate.ok).toBe(false);
    // "Feilfri" opens with "feil" (an error's word): right before the form it is still the company's name.
    expect(read("Opprett kunden Feilfri AS med organisasjonsnummer 987123456. E-post: post@feilfri.no.").task).toMatchObject({ name: "Feilfri AS" });
  });
});

describe("papers a phone writer attaches", () => {
  it("an invoice printing 'Foretaksregisteret NO … MVA' and 'FAKTURA  INV-…' gives its supplier's number and its own", () => {
    const doc = parseInvoiceDocument("Trykkeriet Sunnmøre AS\nLangelandsvegen 4, 6010 Ålesund\nForetaksregisteret NO 987 552 113 MVA\n\nFAKTURA  TS-2026-0417\n\nFakturadato: 02.06.2026\nSum eks. mva   3 200,00");
    expect(doc).toMatchObject({ organizationNumber: "987552113", supplierName: "Trykkeriet Sunnmøre AS", invoiceNumber: "TS-2026-0417" });
  });

  it("a receipt with neither header nor rules over its items: each priced line is an item, and the one named by a compound is booked", async () => {
    const receipt = `NORDLANDSBUSS AS
Kaia 2, 8006 Bodø
Org.nr 983 114 552 MVA

KVITTERING 11.06.2026

Billett voksen Bodø - Fauske          214,00   mva 12 %   22,93
Sjokolade og brus                     68,00   mva 15 %    8,87
------------------------------------------------
Totalt                                282,00`;
    const r = await withFile("hei, bussbilletten paa kvitteringa (ikkje sjokoladen) skal paa avdeling salg takk. KL", "kvittering.txt", receipt);
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Billett voksen Bodø - Fauske", amountIncludingVat: 214, department: "Salg" });
  });

  it("'X, budget comes later' sets the budget aside, not the request before it", () => {
    const r = read('hei, opprett prosjekt "Hamnedagar 2026" knytt til kunden vartdal vel AS, org 990552113, prosjektleiar blir kari ose (kari.ose@example.org). det er hamnefesten i juni, budsjett kjem seinare. takk KL\n\nsendt fraa mobilen');
    expect(r.task).toMatchObject({ type: "create_project", name: "Hamnedagar 2026" });
  });
});

describe("a note thumbed on a phone between other things", () => {
  it("reads what an invoice is for from the line under the amount, or the line over it", () => {
    const a = read("Hi, pls make an invoice to Fjell Trails Ltd (org 915448208) and send it to them\n9 800,- ex mva\nfor the guiding, group of 12 sat 14.\nthey're already in the system 👍");
    expect(a.task).toMatchObject({ type: "create_and_send_invoice", description: "Guiding", amountExcludingVat: 9800 });
    const b = read("Bonjour, facture a faire et envoyer a Glaciers et Cie SARL, org 918337407\nRandonnée sur glacier, 2 jours (18-19/4)\n14 500 kr HT\nmerci 🙏");
    expect(b.task).toMatchObject({ type: "create_and_send_invoice", description: "Randonnée sur glacier", amountExcludingVat: 14500 });
  });

  it("ends a product's name at an emoji before it", () => {
    const r = read("Ny vare i butikken 🧀 Gammelost 500 g, varenr 2042\npris 149,- eks mva\nmat saa 15% mva");
    expect(r.task).toMatchObject({ type: "create_product", name: "Gammelost 500 g", productNumber: "2042", priceExcludingVat: 149 });
  });

  it("reads 'for paa 6540' as the account a keyboard without å books to", () => {
    const r = read("fikk fakt fra Lom Landbruk AS i dag, ny frysar til kafeen\nfakturanr 44782\n12 500 kr inkl mva\norgnr 928744108\nfor paa 6540, vanlig 25% mva fradrag");
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "44782", amountIncludingVat: 12500, expenseAccount: 6540 });
  });

  it("takes who paid, named without a company form, as the customer of the one organisation number", () => {
    const a = read("ola, a Casa Douro pagou a fatura do almoço 🎉 14 400 sem IVA (18 000 c/ IVA), entrou hoje na conta\npode registar o pagamento? org 933871045");
    expect(a.task).toMatchObject({ type: "register_payment", customer: { name: "Casa Douro", organizationNumber: "933871045" } });
    const b = read("Alpenblick Reisen hat endlich bezahlt 💶 Rechnung war 5200 EUR, damals Kurs 11,60\njetzt kam das Geld zum Kurs 11,42 rein\nbitte Zahlung registrieren und die Kursdifferenz buchen. Org.nr 919774150");
    expect(b.task).toMatchObject({ type: "currency_payment_difference", customer: { name: "Alpenblick Reisen", organizationNumber: "919774150" } });
  });
});
