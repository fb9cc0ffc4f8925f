import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readWikiMarkup } from "./structure/wiki-markup";
import { withdrawWaitedFigures } from "./extract/waited-values";
import { findAmounts } from "./extract/amounts";
import { typedAttachment } from "./test-attachments";

/**
 * Requests copied out of an issue tracker in its own wiki markup (headings "h2.", "||Field||Value||" tables, "{{…}}",
 * "{quote}" comments with their author and time, "(/)" ticks), ending with the line that hands the ticket to accounting.
 */
const read = (text: string, documents: Awaited<ReturnType<typeof typedAttachment>> = []) => interpretWithRules(text, documents, { today: "2026-05-04" });

describe("a tracker's own markup read as Markdown", () => {
  it("drops a heading's mark and the issue's key, writes monospace as inline code, a mention as the person, a link as its text", () => {
    const text = ["h2. OPS-77 · New supplier", "*Reporter:* [~ingrid.aasen]", "Org. no. {{912345674}}, see [the quote|https://wiki.example/q/1]", "{color:red}urgent{color}"].join("\n");
    expect(readWikiMarkup(text)).toBe(["New supplier", "*Reporter:* Ingrid Aasen", "Org. no. `912345674`, see the quote", "urgent"].join("\n"));
  });

  it("reads a field table as label lines and a header table as a Markdown table", () => {
    expect(readWikiMarkup("h3. Data\n||Navn|{{Sjøbris AS}}|\n||Org.nr|{{998877665}}|")).toBe("Data\nNavn: `Sjøbris AS`\nOrg.nr: `998877665`");
    expect(readWikiMarkup("h3. Data\n||Avdeling||Leiar||\n|Lager|Ola|")).toBe("Data\n| Avdeling | Leiar |\n| --- | --- |\n|Lager|Ola|");
  });

  it("drops a comment's author-and-time line and its tags, keeps its words; ticks in a list are a checklist, a tick alone goes", () => {
    const text = ["h2. Sak", "{quote}*[~kari.li]* · 03.05.2026 14:12", "(/) Godkjent.{quote}", "", "(/) Kontrakt signert", "(x) Registrert i rekneskapen"].join("\n");
    expect(readWikiMarkup(text)).toBe(["Sak", " Godkjent.", "", "- [x] Kontrakt signert", "- [ ] Registrert i rekneskapen"].join("\n"));
  });

  it("leaves a text that shows fewer than two of the markup's own marks as it is", () => {
    expect(readWikiMarkup("The fee is {{35}} kroner (x) as agreed")).toBe("The fee is {{35}} kroner (x) as agreed");
  });
});

describe("a ticket handed to accounting", () => {
  const ticket = (rows: string[], handover: string, comments: string[] = []) =>
    [
      "h2. DESK-310 · Ny vare i katalogen",
      "*Status:* Open  *Priority:* Low",
      "*Reporter:* [~per.holm]  *Assignee:* [~ane.berg]",
      "h3. Beskrivelse",
      "Vi fakturerer serviceavtalen for seg, så vi trenger vara i katalogen:",
      ...rows,
      "----",
      ...comments.flatMap((c, i) => ["{quote}*[~ane.berg]* · 0" + (i + 2) + ".05.2026 09:1" + i, c + "{quote}"]),
      "{quote}*[~ane.berg]* · 04.05.2026 08:00",
      handover + "{quote}",
    ].join("\n");

  it("reads the task from the line handed on in words ('Til rekneskap: opprett …'), above a background word for another task", () => {
    const r = read(ticket(["||Produktnavn|{{Serviceavtale kjøl}}|", "||Varenr.|{{4410}}|", "||Pris|1 890,00 NOK eks. mva|"], "Til rekneskap: opprett vara slik tabellen seier."));
    expect(r.classification.type).toBe("create_product");
    expect(r.task).toMatchObject({ name: "Serviceavtale kjøl", productNumber: "4410", priceExcludingVat: 1890 });
  });

  it("takes the name a field labels as the product's over a phrase the text quotes", () => {
    const r = read(ticket(["Pakka heiter internt «kjølepakka».", "||Produktnavn|Serviceavtale kjøl|", "||Varenr.|4410|", "||Pris|1 890,00 NOK eks. mva|"], "Til rekneskap: opprett vara."));
    expect(r.task).toMatchObject({ name: "Serviceavtale kjøl" });
  });

  it("puts a postcode the comments correct into the address above, every time it was written", () => {
    expect(withdrawWaitedFigures("Adresse: Sjøgata 4, 6409 Eide\n6409 er vel ikkje Eide?\nBeklager, postnummeret er 6490.")).toBe("Adresse: Sjøgata 4, 6490 Eide\n6490 er vel ikkje Eide?\nBeklager, postnummeret er 6490.");
    // Both figures written before the apology: the writer tells of a slip the text already sets right.
    const told = "konto 6540: ført 11.920 i staden for 19.120\nOrsak, eg tasta 11.920 og fakturaen var 19.120.";
    expect(withdrawWaitedFigures(told)).toBe(told);
  });
});

describe("values a ticket's paste brings", () => {
  it("reads an address whose second line stands under its first, with no label of its own", () => {
    const r = read("Kunde anlegen:\nFirma: Nordlys Havbruk AS (Org.-Nr. 926 581 147)\nPostadresse: Industrivegen 7\n               6065 Ulsteinvik\nE-Mail: post@nordlys-havbruk.no");
    expect(r.task).toMatchObject({ address: { addressLine1: "Industrivegen 7", postalCode: "6065", city: "Ulsteinvik" } });
  });

  it("reads a person named by the given name alone before an address that spells the full name the text gives", () => {
    const r = read("Payroll for May: Ewan (ewan.reid@example.org) gets his salary plus a bonus.\nEmployee: Ewan Reid\nBase salary: NOK 48,200.00\nBonus: NOK 5,000.00");
    expect(r.task).toMatchObject({ employee: { firstName: "Ewan", lastName: "Reid" } });
  });

  it("places a figure written in quotes as that figure, holding nothing back", () => {
    const r = read("Payroll for May for Ewan Reid (ewan.reid@example.org): base salary NOK 48,200.00; update: the bonus is “NOK 5,115.00”.");
    expect(r.task).toMatchObject({ baseSalary: 48200, bonus: 5115 });
    expect(r.gate.ok).toBe(true);
  });

  it("names departments by a table's first column when the second glosses them in small letters", () => {
    const r = read("Opprett tre nye avdelingar:\n\n| Avdeling | Kva det gjeld |\n|---|---|\n| Havbruk | merdar og brønnbåtar |\n| Fartøy | fiskebåtar |\n| Ferje | ferjene i fylket |");
    expect(r.task).toMatchObject({ names: ["Havbruk", "Fartøy", "Ferje"] });
  });

  it("takes an invoice line's labelled words whole where a name quoted before is part of them", () => {
    const r = read("L'antenne du “Ar Vro” a été remplacée.\nClient: Armor Mer AS (org.nr. 871204462)\nLibellé: Remplacement antenne Ar Vro\nMontant HT: 12 347,20 NOK\nTVA: 25 %\nIl faut créer la facture et l'envoyer au client.");
    expect(r.task).toMatchObject({ description: "Remplacement antenne Ar Vro" });
  });

  it("reads no year as an amount where a currency labels the next line, and still carries one written under its figure", () => {
    expect(findAmounts("Facture: juillet 2026\nEUR: 12 350,00").map((a) => a.value)).not.toContain(2026);
    expect(findAmounts("Beløp: 980,00\nNOK").map((a) => a.value)).toEqual([980]);
  });

  it("names the sender of an invoice set in two columns by its left one", async () => {
    const doc = await typedAttachment("faktura.txt", "FJORD BUNKERS AS                         FAKTURA FB-1045\nOrg.nr: 985300747 MVA                    Dato:   17.11.2026\nKaivegen 2, 6270 Brattvåg                Forfall: 01.12.2026\n\nMarin diesel 1 080 l                     12 906,00\nNettobeløp                               12 906,00\nMerverdiavgift 25 %                       3 226,50\nTotalt å betale NOK                      16 132,50\n");
    const r = read("Registrer leverandørfakturaen i vedlegget, konto 7000.", doc);
    expect(r.task).toMatchObject({ supplier: { name: "FJORD BUNKERS AS" } });
  });
});

describe("a bank line pasted into a ticket", () => {
  it("reads the customer of a bank line by the name written out below it, with its number; 's/ IVA' and 'c/ IVA' as excl. and incl.; '24/7' no date", () => {
    const r = read(
      "A Mar Alto pagou a fatura do suporte 24/7 de outubro. Extrato do banco:\n\n02-11-2026  CREDITO  MAR ALTO PESCAS AS  REF SUPPORT OKT   18 587,50 NOK\n\nCliente: Mar Alto Pescas AS\nN.º org.: 940772117\nValor: 14 870,00 NOK s/ IVA (18 587,50 c/ IVA)\n\nPara a contabilidade: registar o pagamento total desta fatura.",
    );
    expect(r.classification.type).toBe("register_payment");
    expect(r.task).toMatchObject({ customer: { organizationNumber: "940772117" }, amountExcludingVat: 14870, paymentDate: "2026-11-02" });
    expect(r.gate.ok).toBe(true);
  });
});
