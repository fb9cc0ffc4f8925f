import { describe, expect, it } from "vitest";
import { interpretWithRules } from "../rules";
import { readMessage } from "./index";

const reasons = (text: string) => readMessage(text).context.map((c) => [c.raw, c.reason]);

describe("side remarks: values the task must not take", () => {
  it("a name in a sentence that says it is not to be created is excluded, and the list is read instead", () => {
    const letter = `Sehr geehrte Damen und Herren,\n\nbitte legen Sie die folgenden zwei Abteilungen an:\n– Vertrieb\n– Einkauf\n\nEine dritte Abteilung „Marketing“ war ebenfalls im Gespräch; davon hat man jedoch Abstand genommen, sie soll also nicht angelegt werden.\n\nMit freundlichen Grüßen\nMarguerite Aas`;
    expect(reasons(letter)).toContainEqual(['"Marketing"', "excluded"]);
    const r = interpretWithRules(letter);
    expect(r.task).toEqual({ type: "create_departments", names: ["Vertrieb", "Einkauf"] });
    // The Agent page lists what was set aside, with its reason.
    expect(r.gate.context).toContain('Quoted text "Marketing": named in a sentence that says it is not to be booked or created (or was private)');
  });

  it("a quoted column heading or title of the attached file names the file, and a department named in quotes stays a value", () => {
    expect(reasons('The invoice numbers are in the "Forklaring" column; the statement is attached.')).toContainEqual(['"Forklaring"', "document-label"]);
    expect(reasons("Bitte das Onboarding aus dem Angebotsschreiben durchführen (PDF im Anhang, norwegisch abgefasst, „Tilbud om stilling“).")).toContainEqual([
      '"Tilbud om stilling"',
      "document-label",
    ]);
    expect(reasons("Book the item on the attached receipt on department «Salg».").filter(([, r]) => r === "document-label")).toEqual([]);
    expect(reasons("Ci-joint un reçu. Seul le billet (« Togbillett » sur le reçu) est à passer en charge.").filter(([, r]) => r === "document-label")).toEqual([]);
    expect(reasons("Trip to the fair (title: «Feria Bodø»), two days.").filter(([, r]) => r === "document-label")).toEqual([]);
  });

  it("a figure someone else pays directly, billed apart, deferred or marked n/a is set aside; its clause alone", () => {
    const excluded = (text: string) => reasons(text).filter(([, r]) => r === "excluded").map(([raw]) => raw);
    expect(excluded("4. Klienten ber om at NVE-gebyret (NOK 12 000) vert betalt direkte av dei.")).toEqual(["NOK 12 000"]);
    expect(excluded("3. Vårt honorar for gjennomgangen (kr 14 000 eks. mva) faktureres separat.")).toEqual(["kr 14 000"]);
    expect(excluded("4. Le cours de droit des sociétés (NOK 9 900) sera saisi en mars - pas maintenant.")).toEqual(["NOK 9 900"]);
    expect(excluded("O Cliente tem ainda um saldo de NOK 2 300 de despesas, que será tratado no próximo mês.")).toEqual(["NOK 2 300"]);
    expect(excluded("6 Partner drawings March (NOK 120 000 each) n/a - handled by IB")).toEqual(["NOK 120 000"]);
    expect(excluded("O Cliente pediu também um novo orçamento (c. NOK 20 000) para o registo de marca - ainda não aceite, não faturar.")).toContain("NOK 20 000");
    // The remark's own clause: the hours' rate stands before "but" or a full stop, a change "not now" of another thing after its own subject.
    expect(excluded("log 7.5 hours at 1150 kr an hour and invoice the customer for those hours he used some spare parts too but Bjørg will invoice those separately")).toEqual([]);
    expect(excluded("taxa 980 NOK/h. a linha de 17.03 já foi faturada à parte")).toEqual([]);
    expect(excluded("Bruk kr 2 250 på fakturaen likevel — det var det vi avtalte i tilbudet, og registerprisen endrer vi ikke nå.")).toEqual([]);
    // "a part payment" is no "à part"; Nynorsk "no" is "now"; an agreement to bill nothing is a credit note's reason.
    expect(excluded("(d) register the NOK 7,500.00 that the Customer has paid towards the Overdue Invoice as a part payment on that invoice.")).toEqual([]);
    expect(excluded("det ska vere fastpris hundre og åtti tusen kroner og eirik e prosjektleiar no ska vi fakturere dei for 40 prosent av fastprisen")).toEqual([]);
    expect(excluded("Le client s'est plaint de la facture (17 460 NOK HT) : la galerie a annulé l'exposition et nous avons convenu de ne rien facturer.")).toEqual([]);
  });

  it("a negation of a state so far ('not yet registered') excludes nothing", () => {
    const text = "Facture d'achat : Garage du Nord SARL (nº org. 968 530 421), pas encore enregistré comme fournisseur. Montant 3 437,50 NOK TTC.";
    expect(reasons(text).filter(([, r]) => r === "excluded")).toEqual([]);
  });

  it("a private part of a receipt, a withdrawn figure, a bracket for information, a ceiling and an approximation become context", () => {
    expect(reasons("The lunch was 450 NOK. The rest, 1 200 NOK, was private.")).toEqual([["1 200 NOK", "excluded"]]);
    expect(reasons("Forget the 4 500 NOK from before, the price is 5 200 NOK.")).toEqual([["4 500 NOK", "withdrawn"]]);
    expect(reasons("Invoice 8 000 NOK (for information: 7 500 NOK was quoted in March).")).toContainEqual(["7 500 NOK", "aside"]);
    expect(reasons("Rent is 8 000 NOK, max. 12 000 NOK per month.")).toEqual([["12 000 NOK", "limit"]]);
    expect(reasons("Das waren ca. 4 500 EUR, genau 4 612 EUR.")).toEqual([["4 500 EUR", "approximate"]]);
  });

  it("'not X but Y': the figure after the contrast word stands", () => {
    const text = "Bitte die Rechnung nicht über 900 EUR buchen, sondern über 1 100 EUR.";
    expect(reasons(text)).toEqual([["900 EUR", "excluded"]]);
  });

  it("'VAT not included', a bracket with a product reference and Portuguese 'no total de' exclude nothing", () => {
    expect(reasons("O valor é de 12 480,00 NOK, IVA não incluído.")).toEqual([]);
    expect(reasons("Ajoutez l'article « Manuel » (référence produit 7052). Prix : 1 250,50 NOK HT.")).toEqual([]);
    expect(reasons("Reversão dos custos registados na conta 1700, no total de 36 000 NOK.")).toEqual([]);
  });

  it("a writer's self-correction withdraws the figure or name before it, and the corrected one stands", () => {
    expect(reasons("Fakturaen var på kr 7 530 – nei, orsak, kr 7 350 eks. mva.")).toEqual([["kr 7 530", "withdrawn"]]);
    expect(reasons("elle a réglé 8 690 NOK HT… non, pardon, 8 960 NOK HT.")).toEqual([["8 690 NOK", "withdrawn"]]);
    const names = "Tres departamentos: Compras, Almacén y Atención. (Al principio pensé en «Logística» para el segundo, pero no: se queda en Almacén.)";
    expect(reasons(names)).toEqual([['"Logística"', "withdrawn"]]);
    // An apology with no figure after it corrects nothing; "but not" before a word is no retraction.
    expect(reasons("Invoice 4 500 NOK to Nordlys AS, sorry for the delay.")).toEqual([]);
    expect(reasons("Book 2 000 NOK on 6300, but no VAT on it.")).toEqual([]);
    // The corrected words go with the figure: the hours read are the ones after the apology.
    expect(readMessage("A Inês trabalhou 7 horas – perdão, 7,5 horas – no projeto.").request).not.toMatch(/\b7 horas/);
    // A noun ("correction entries") is no apology: the period before it stays in the request.
    expect(readMessage("Four mistakes in the February 2026 books: fix them with correction entries. (a) NOK 2,750 on 7000 belongs on 7020.").request).toContain("February 2026");
    // "I forgot the half hour" withdraws nothing; "forget the 4 500" does.
    expect(reasons("Rui worked 7,5 hours, esqueci-me da meia hora, no projeto «Loja Online».")).toEqual([]);
  });

  it("a number label ('no. 4471') is no negation", () => {
    expect(reasons("Create product no 4471 Kaffe, price 120 NOK.")).toEqual([]);
  });
});

describe("an alternative the writer rules out", () => {
  it("sets aside what follows a dash or comma and a 'not' to the end of its sentence, and reads the rest", () => {
    const mail = "Hi,\nplease register Kvitsøy Net AS as a supplier, org no 923456781.\nInvoices come from bill@kvitsoynet.no – NOT sales@kvitsoynet.no, that box is for orders.\nA supplier, not a customer.\nThanks";
    expect(reasons(mail)).toContainEqual(["sales@kvitsoynet.no", "excluded"]);
    const r = interpretWithRules(mail, [], { today: "2026-04-20" });
    expect(r.task).toEqual({ type: "create_supplier", name: "Kvitsøy Net AS", organizationNumber: "923456781", email: "bill@kvitsoynet.no" });
  });

  it("a company ruled out with its organisation number (the dot of 'no.' ends no sentence), and a shouted 'NICHT' opening a line", () => {
    const a = "Please invoice Brekke Marine AS (org no. 912345670) NOK 8 000 excl. VAT for \"Hull survey\" – not their parent Brekke Holding AS (org no. 912345689), which we also bill. Send it.";
    expect(reasons(a)).toContainEqual(["912345689", "excluded"]);
    const b = "Bitte das Projekt „Neubau Steg“ für Hafen Nord GmbH (Org.-Nr. 923456781) anlegen.\nNICHT für Hafen Süd GmbH (Org.-Nr. 923456790) – die haben nichts bestellt.\nProjektleiter: Jan Ohm (jan.ohm@example.org).";
    expect(reasons(b)).toContainEqual(["923456790", "excluded"]);
    expect(reasons("Is the invoice paid?\nNo, it is still open: 4 500 NOK.")).toEqual([]);
  });

  it("a single word in small letters in quotes inside a bracket is a word used loosely, no name", () => {
    expect(reasons("Please reverse the payment (the bank calls this „gelöst“ in its letter).")).toContainEqual(['"gelöst"', "aside"]);
    expect(reasons("Book the «whiteboard» line only.")).toEqual([]);
  });
});

describe("another company, and a line that does not count", () => {
  it("sets aside what is said of another company of the same name ('mas é OUTRA empresa (nº org. …)'); a shouted word is no abbreviation", () => {
    const t = "Registem a fatura de fornecedor em anexo.\nCuidado: já temos uma «Lisboa Vela Lda» no registo, mas é OUTRA empresa (nº org. 923456781, a do Porto).\nSó isto.";
    expect(reasons(t)).toContainEqual(["923456781", "excluded"]);
    expect(interpretWithRules(t, [], { today: "2026-03-01" }).text).toContain("OUTRA empresa");
  });

  it("a line the writer says does not count is excluded ('… NÃO entra')", () => {
    expect(reasons("Do recibo só o teclado («Tastatur»). O almoço («Forretningslunsj») NÃO entra – já foi tratado.")).toContainEqual(['"Forretningslunsj"', "excluded"]);
  });
});

describe("one party's two e-mail addresses, one of them said to hold", () => {
  const supplier = (mail: string) => interpretWithRules(mail, [], { today: "2026-05-04" }).task;
  it("takes the address the writer says to use, is right or holds, and withdraws its twin", () => {
    const use = "Please add Lysefjord Tau AS as a supplier, org. no. 914552871. The quote says sales@lysefjordtau.no, but invoices come from billing@lysefjordtau.no, so please use billing@lysefjordtau.no.";
    expect(reasons(use)).toContainEqual(["sales@lysefjordtau.no", "withdrawn"]);
    expect(supplier(use)).toMatchObject({ type: "create_supplier", email: "billing@lysefjordtau.no" });
    const holds = "Registrer Hovda Smie AS som leverandør, org.nr. 931 224 506. E-post post@hovdasmie.no – nei, vent, det er faktura@hovdasmie.no som gjelder.";
    expect(supplier(holds)).toMatchObject({ email: "faktura@hovdasmie.no" });
    const domain = "Lieferant anlegen: Kranwerk Bode GmbH, Org.-Nr. 917 334 602, E-Mail rechnung@kranwerk.de.\nKorrektur: richtig ist rechnung@kranwerk-bode.de.";
    expect(supplier(domain)).toMatchObject({ email: "rechnung@kranwerk-bode.de" });
    const refused = "Créez le fournisseur Voiles Arvor SARL (n° org. 918 443 120). Adresse : lisez compta@voiles-arvor.fr, pas compta@voilesarvor.fr.";
    expect(supplier(refused)).toMatchObject({ email: "compta@voiles-arvor.fr" });
  });

  it("with no word saying which holds both stay and the request is held back; two people's addresses are two people", () => {
    const unsure = "Please add Lysefjord Tau AS as a supplier, org. no. 914552871, e-mail sales@lysefjordtau.no or billing@lysefjordtau.no.";
    expect(reasons(unsure).filter(([, why]) => why === "withdrawn")).toEqual([]);
    expect(interpretWithRules(unsure, [], { today: "2026-05-04" }).gate.ok).toBe(false);
    const people = "Project manager is Ola Berg (ola.berg@fjellbygg.no); sorry, please use kari.lund@fjellbygg.no for Kari Lund, the new one.";
    expect(reasons(people).filter(([, why]) => why === "withdrawn")).toEqual([]);
  });
});
