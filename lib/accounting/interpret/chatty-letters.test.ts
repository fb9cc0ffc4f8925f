import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { interpretWithRules } from "./rules";
import { checkingQuestions } from "./message/checking-questions";
import { fold } from "./text";
import { weighBySense } from "./senses";
import { findConcepts } from "./concepts";

/**
 * Letters that tell a story around the request: the week's news, what went wrong last time, a question asking
 * whether the writer has understood something, words in quotes held at arm's length, a P.S. that corrects a figure.
 */

const today = "2026-05-20";
const read = (prompt: string) => interpretWithRules(prompt, [], { today });

describe("a question asking whether the writer has understood", () => {
  it("is found in the 7 languages, as a question of its own or as a tag on a statement", () => {
    const spans = (t: string) => checkingQuestions(fold(t), t).map(([a, b]) => t.slice(a, b));
    expect(spans("Please book it. Is it right that paper has full VAT?")).toEqual(["Is it right that paper has full VAT?"]);
    expect(spans("Før det på 6800.\nEr det rett at vi får frådrag for momsen?")).toEqual(["Er det rett at vi får frådrag for momsen?"]);
    expect(spans("Bitte buchen. Stimmt es, dass die Gebühr 45 Kronen beträgt?")).toEqual(["Stimmt es, dass die Gebühr 45 Kronen beträgt?"]);
    expect(spans("Merci. Est-il exact que la remise fait 300 couronnes ?")).toEqual(["Est-il exact que la remise fait 300 couronnes ?"]);
    expect(spans("Gracias. ¿Es correcto que el IVA son 250 coronas?")).toEqual(["¿Es correcto que el IVA son 250 coronas?"]);
    expect(spans("Obrigada. É verdade que o IVA são 500 coroas?")).toEqual(["É verdade que o IVA são 500 coroas?"]);
    expect(spans("By my sums that comes to 1 250 kr – is that right?")).toEqual(["By my sums that comes to 1 250 kr – is that right?"]);
  });

  it("is no request put as a question", () => {
    const t = "Could you create the customer? Kan du registrere betalinga?";
    expect(checkingQuestions(fold(t), t)).toEqual([]);
  });

  it("sets its figures aside, so a request with a checked figure in its question is carried out", () => {
    const r = read(
      "Hello!\n\nPlease register the supplier Fjellbekk Rør AS, org. no. 912 345 674, e-mail post@fjellbekk.no.\n\nBy my sums their call-out fee comes to 1 150 kr – is that right?\n\nBest wishes, Randi",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Fjellbekk Rør AS", organizationNumber: "912345674" });
    expect(r.gate).toMatchObject({ ok: true, unused: [] });
  });
});

describe("a past occasion the writer recalls", () => {
  it("names no task with its words: the reminder that went wrong last year is no reminder to send", () => {
    const r = read(
      "Guten Tag,\n\nder Kunde Bergli Camping AS (Org.-Nr. 912 345 674) ist schon angelegt. Letztes Jahr ging eine Mahnung an den falschen Kunden, und alle haben sich geärgert.\n\nBitte erstellen Sie die Rechnung über 4 000 NOK ohne MwSt. für „Rasenpflege Mai“ und schicken Sie sie an den Kunden.\n\nGruß",
    );
    expect(r.classification.type).toBe("create_and_send_invoice");
  });

  it("in Norwegian 'a busy week' is no trip", () => {
    const text = "Hei!\n\nDet har vore ei travel veke her. Vi treng ein ny tilsett: Namn: Solveig Dale, fødd 3. mars 1990, e-post solveig.dale@eksempel.no, byrjar 1. juni 2026.\n\nHelsing Randi";
    expect(weighBySense(text, findConcepts(text).hits, "nn").hits.has("travel")).toBe(false);
    expect(weighBySense("I need a travel expense report for the trip.", findConcepts("I need a travel expense report for the trip.").hits, "en").hits.has("travel")).toBe(true);
  });
});

describe("words in quotes held at arm's length", () => {
  it("need no place when they are a turn of phrase in a sentence, not a name", () => {
    const r = read(
      "Dear assistant,\n\nPlease register Fjellbekk Rør AS as a supplier, org. no. 912 345 674, e-mail post@fjellbekk.no. The owner says their pipes are \"built to last\", we shall see.\n\nThanks, Randi",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Fjellbekk Rør AS", organizationNumber: "912345674" });
    expect(r.gate).toMatchObject({ ok: true, unused: [] });
  });
});

describe("a P.S. that corrects a figure", () => {
  it("withdraws the earlier figure of two digits too: the corrected price is the price", () => {
    const r = read("¡Hola!\n\nPor favor, cree el producto:\n– Nombre: Tierra para macetas 40 l\n– Número de producto: 7710\n– Precio: 59 coronas sin IVA\n\nUn abrazo desde el fiordo,\nRandi\n\nP.D. Perdón, el precio es 95 coronas sin IVA, no 59.");
    expect(r.task).toMatchObject({ type: "create_product", productNumber: "7710", priceExcludingVat: 95 });
  });
});

describe("a list of departments", () => {
  it("leaves a gloss in brackets after a name out of the name", () => {
    const r = read("Please create these departments:\n- Verksted (the workshop at the back)\n- Salg (the shop)\n- Lager Nord\n\nThanks");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Verksted", "Salg", "Lager Nord"] });
  });
});

describe("an attached receipt with a line bought for the buyer's own use", () => {
  it("books the line the request names, spelt its own way, and not the one bought for herself", async () => {
    const receipt = "BYGGERN VOSS AS\nOrg.nr: 924 936 983 MVA\n\nKVITTERING - 12.05.2026\n\nVare                                Pris\nKaffekvern elektrisk                 899.00 kr\nHageslange 20 m                       449.00 kr\nStrømpebukse                          129.00 kr\n\nTotalt:                             1477.00 kr\n  herav MVA 25%:                     295.40 kr";
    const docs = (await readFiles([{ filename: "kvittering.txt", mime_type: "text/plain", content_base64: Buffer.from(receipt).toString("base64") }])).map(parseDocument);
    const r = interpretWithRules(
      "Hei!\n\nKari kjøpte ei ny kaffikvern til kaféen, men ho kjøpte òg ei hageslange til seg sjølv på same kvitteringa. Kan du bokføre berre kaffikverna, på avdeling Kafé?\n\nHelsing Randi",
      docs,
      { today },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Kaffekvern elektrisk", amountIncludingVat: 899, department: "Kafé" });
  });
});

describe("more of the story around the request", () => {
  it("a payment the customer means to make is none made: the invoice is what is asked", () => {
    const text =
      "Bonjour !\n\nLe client Bergli Camping AS (numéro d'organisation 912 345 674) existe déjà. Il veut la payer avant les vacances, alors faites vite.\n\nMontant : 4 000 couronnes hors TVA\nTexte de la facture : Tonte de pelouse\n\nCréez la facture et envoyez-la au client, s'il vous plaît.";
    expect(weighBySense(text, findConcepts(text).hits, "fr").hits.has("payment")).toBe(false);
    expect(read(text).task).toMatchObject({ type: "create_and_send_invoice", description: "Tonte de pelouse", amountExcludingVat: 4000 });
  });

  it("reads what the invoice concerns from 'Die Rechnung betrifft:'", () => {
    const r = read("Bitte erstellen und senden Sie die Rechnung.\nKunde: Bergli Camping AS (Org.-Nr. 912345674)\nBetrag: 6 200 NOK ohne MwSt.\nDie Rechnung betrifft: Rasenpflege Mai (bitte genau so)");
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", description: "Rasenpflege Mai", amountExcludingVat: 6200 });
  });

  it("takes back an address whose local part a P.S. refuses ('…, ikkje post@')", () => {
    const r = read("Hei! Kan du registrere leverandøren Fjellbekk Rør AS, org.nr. 912345674, e-post post@fjellbekk.no?\n\nPS: Fakturaadressa deira er faktura@fjellbekk.no, ikkje post@. Bruk den.");
    expect(r.task).toMatchObject({ type: "create_supplier", email: "faktura@fjellbekk.no" });
    expect(r.gate).toMatchObject({ ok: true });
  });

  it("books a supplier invoice's amount written as including VAT, not a figure of what happened last time", () => {
    const r = read(
      "Olá! Recebemos uma fatura da papelaria. O Torstein pediu-me que a registasse hoje, porque da última vez pagámos juros de mora – dezanove coroas.\n\nFornecedor: Fjellbekk Rør AS, org.nr. 912345674\nNúmero da fatura: 2026-0457\nData da fatura: 4 de março de 2026\nTotal: 4 862,50 coroas, com IVA incluído\nVai para a conta 6800.\n\nPode registar a fatura do fornecedor com o IVA dedutível (25 %)?",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 4862.5, expenseAccount: 6800 });
    expect(r.gate).toMatchObject({ ok: true });
  });

  it("reads a ledger error whose amount follows its accounts after a semicolon", () => {
    const r = read(
      "Por favor, corrija estos errores de enero de 2026:\n1. Un asiento en la cuenta equivocada: se registró en la cuenta 6590 en vez de la 6540; importe 2 150 coronas.\n2. Un asiento duplicado en la cuenta 6300, importe 9 000 coronas.",
    );
    expect(r.task).toMatchObject({ type: "correct_ledger_errors", errors: [{ kind: "wrong_account", wrongAccount: 6590, correctAccount: 6540, amount: 2150 }, { kind: "duplicate_voucher", account: 6300, amount: 9000 }] });
  });

  it("a past occasion told after a dash names no task: registering a supplier before its first invoice", () => {
    const text =
      "Olá! O Torstein pediu que eu registasse o fornecedor no Tripletex antes de chegar a primeira fatura – no ano passado, a fatura de um fornecedor novo ficou três semanas na gaveta.\n\nNome: Fjellbekk Rør AS\nNúmero de organização: 912 345 674\nE-mail: faktura@fjellbekk.no";
    expect(read(text).classification.type).toBe("create_supplier");
  });

  it("a question whose abbreviation's dot stands before a word in small letters is one question", () => {
    const t = "Bitte erstellen Sie die Rechnung. Stimmt es, dass dann 7 080 NOK ohne MwSt. herauskommen?";
    expect(checkingQuestions(fold(t), t).map(([a, b]) => t.slice(a, b))).toEqual(["Stimmt es, dass dann 7 080 NOK ohne MwSt. herauskommen?"]);
  });
});

describe("a checking question that names the task's person", () => {
  it("leaves the person's name and address to the task, setting aside only its figures", () => {
    const r = read("Hei! Vi treng ein ny tilsett frå 1. juni 2026, fødd 3. mars 1990.\n\nEr det rett at Solveig Dale (solveig.dale@eksempel.no) kan byrje utan bankkonto i 14 dagar?\n\nHelsing Randi");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Solveig", lastName: "Dale", email: "solveig.dale@eksempel.no" });
  });
});

describe("a task named only where the writer recalls a past occasion", () => {
  it("keeps those words when asked to, so a request naming its task nowhere else is still read", () => {
    const text = "Last time we created the project a month late. Name: Site Works Bergli, customer Bergli Camping AS.";
    expect(weighBySense(text, findConcepts(text).hits, "en").hits.has("project")).toBe(false);
    expect(weighBySense(text, findConcepts(text).hits, "en", { keepIdle: true }).hits.has("project")).toBe(true);
  });
});
