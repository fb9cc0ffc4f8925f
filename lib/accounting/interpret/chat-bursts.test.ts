import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { latestAddressWins, readChatExport } from "./structure/chat-export";
import { figuresReally } from "./message/turn-corrections";

/**
 * A request sent as a burst of chat messages: each line opened by its time and sender, a fact
 * fixed a message later ("*Kafé", "ai, falta um a: …", "no wait, …"), a record described from a
 * screenshot, figures priced by the day or said "of" their label.
 */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-05-04" });

describe("a chat export", () => {
  it("drops each message's time and its one sender, and ends a message left open", () => {
    expect(readChatExport("[09:14] Ola: new employee kari lunde\n[09:15] Ola: email kari.lunde@example.org")).toBe("new employee kari lunde.\nemail kari.lunde@example.org.");
    expect(readChatExport("04.05.2026, 09:14 - Ola: ny kunde\n04.05.2026, 09:15 - Ola: org nr 918 273 645 👍")).toBe("ny kunde.\norg nr 918 273 645. 👍");
    // Two people writing: their names stay for the dialogue reader, the times go.
    expect(readChatExport("[09:14] Ola: what is the price?\n[09:15] Kari: 4 500\n[09:16] Ola: ok?\n[09:16] Kari: yes")).toBe("Ola: what is the price?\nKari: 4 500.\nOla: ok?\nKari: yes.");
    // One timed line is no export.
    expect(readChatExport("Meeting 09:14 Ola: notes follow")).toBe("Meeting 09:14 Ola: notes follow");
  });

  it("the sender is the writer, not the employee named in the messages", () => {
    const r = read(
      "[08:01] Ola: morn robo\n[08:01] Ola: ny lagermedarbeider: kari lunde\n[08:02] Ola: hun starter 2. juni, født 03.07.1996\n[08:03] Ola: epost kari.lunde@example.org\n[08:03] Ola: legg henne inn som ansatt takk",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Kari", lastName: "Lunde", email: "kari.lunde@example.org", dateOfBirth: "1996-07-03", startDate: "2026-06-02" });
  });
});

describe("a fact fixed a message later", () => {
  it("a date the writer stops and takes back is the later one", () => {
    const r = read("nuevo empleado: Tomás Vidal, tomas.vidal@example.org\nnacido el 2/5/1990\nempieza el 1 de junio\nah no espera, empieza el lunes 8 de junio, el 1 es festivo");
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-06-08", dateOfBirth: "1990-05-02" });
  });

  it("a postal code given again with its digits swapped is the corrected one", () => {
    const r = read("ny kunde Hardanger Sider AS, org nr 918 273 645\nadressa er Kyrkjevegen 4, 5870 Ulvik\nnei vent, postnummeret er 5780, eg bytta om tala\ne-post post@hardangersider.no");
    expect(r.task).toMatchObject({ type: "create_customer", address: { postalCode: "5780", city: "Ulvik" } });
  });

  it("a rate or an invoice number given again with two digits swapped, after an apology, is the corrected one", () => {
    const c = read("die Rechnung über 2 400 EUR an Alpen Kaffee AS (org nr 918 273 645) ist bezahlt\nbeim Rechnungsversand war der Kurs 11,20 NOK/EUR\njetzt beim Zahlungseingang 11,45\nnee sorry, 11,54!! nicht 11,45");
    expect(c.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.2, paymentRate: 11.54 });
    const i = read("proveedor Fjord Kraft AS, org 918 273 645\nfactura INV-2026-0318, 9 875 kr con IVA incluido, cuenta 6340\nperdón, el número de factura es INV-2026-0381, lo copié mal");
    expect(i.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "INV-2026-0381" });
  });

  it("a value named again unquoted after the word for one is the voucher's", () => {
    const r = read('lag en dimensjon som heter "Kanal" med verdiene "Butikk" og "Nett"\nså bokfør de nye kassene på konto 6540, 8 400 kr\nknyttet til verdien Butikk (de står jo der)');
    expect(r.task).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Kanal", values: ["Butikk", "Nett"], linkedValue: "Butikk" });
  });

  it("a star word corrects the word written above it without its accents", () => {
    const r = read("lag tre avdelingar: Butikk, Kafe og Lager\n*Kafé med aksent\ndet var alt");
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Butikk", "Kafé", "Lager"] });
  });

  it("an address fixed after a word for a missing letter or a star line is the one that holds", () => {
    const a = read("novo fornecedor Sogn Papir AS, org 918 273 645\nemail faktura@sognpapr.no\nai, falta um i: faktura@sognpapir.no");
    expect(a.gate.ok).toBe(true);
    expect(a.task).toMatchObject({ type: "create_supplier", email: "faktura@sognpapir.no" });
    const b = read("new customer Fjord Bakeri AS, org no 918 273 645\nthe email is post@fjordbakri.no\n*fjordbakeri with an e: post@fjordbakeri.no");
    expect(b.gate.ok).toBe(true);
    expect(b.task).toMatchObject({ type: "create_customer", email: "post@fjordbakeri.no" });
  });
});

describe("a record and figures as a chat writes them", () => {
  it("a company's record copied in quotation marks gives its name, address and number", () => {
    const r = read('cria como cliente pfv\n[print da assinatura: "Fjordhotell Drift AS · Strandkaien 3 · 5013 Bergen · org.nr 918 273 645"]\no email é post@fjordhotell.no');
    expect(r.gate.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "create_customer",
      name: "Fjordhotell Drift AS",
      organizationNumber: "918273645",
      address: { addressLine1: "Strandkaien 3", postalCode: "5013", city: "Bergen" },
    });
  });

  it("a rate by the day or hour, kroner written elsewhere, and a bonus 'of' a figure are money", () => {
    const t = read('travel expense for Ola Lunde pls\nola.lunde@example.org\ntitle should be "Messe Lillestrøm"\n2 days, per diem 800 a day\nhe paid the train himself 1 249 kr and a taxi 310 kr');
    expect(t.task).toMatchObject({ type: "register_travel_expense", days: 2, perDiemRate: 800 });
    // The base corrected below, the bonus is still the figure "of" its word.
    const p = read("processa o salário de maio da Ana Lopes\nana.lopes@example.org\nsalário base 43 100\n+ bónus único de 2 500 pelas férias\nespera, o base é 41 300, não 43 100.");
    expect(p.task).toMatchObject({ type: "run_payroll", baseSalary: 41300, bonus: 2500 });
  });
});

describe("a team chat's thread, each sender on a line of their own over their messages", () => {
  const THREAD = `Kan du legge inn denne? Tråden fra #drift under 🙏

Mette Aas  08:02
God nyhet: Håkon Lie har signert, han begynner på lageret 🎉
Mette Aas  08:03
Start 3. august. E-post blir hakon.lie@example.org
Ola Berg  08:10
Har vi fødselsdatoen hans?
Mette Aas  08:12
ja – 4. mai 1990
Mette Aas  08:13
beklager, 14. mai 1990 (edited)
👍 2  ✅ 1
Mette Aas  08:40
oppdatering: første dag blir 10. august 2026, ikke 3. august`;

  it("writes each message on its sender's line, reactions and edit marks gone", () => {
    expect(readChatExport("Mette Aas  08:02\nhei\nOla Berg  08:10\nhallo (edited)\n👍 1\nMette Aas 08:12 AM\nok")).toBe("Mette Aas: hei.\nOla Berg: hallo.\nMette Aas: ok.");
  });

  it("reads the latest word on each value, and no sender as a person of the task", () => {
    const r = read(THREAD);
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Håkon", lastName: "Lie", email: "hakon.lie@example.org", dateOfBirth: "1990-05-14", startDate: "2026-08-10" });
  });

  it("gives a name written in small letters its capitals where an address spells it", () => {
    const r = read("Ny tilsett, sjå tråden – kan du opprette ho? Takk!\n\nOla Berg  07:48\nlærlingen blir fast tilsett. sunniva moe.\nMette Aas  08:10\nHo er fødd 03.11.2004. E-post sunniva.moe@example.no\nOla Berg  08:14\nstart 2. mars");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Sunniva", lastName: "Moe", dateOfBirth: "2004-11-03" });
  });

  it("takes an organisation's address given again later in the thread", () => {
    expect(latestAddressWins("factura a facturas@redes.example.com\nno, van a contabilidad@redes.example.com")).toBe("factura a contabilidad@redes.example.com\nno, van a contabilidad@redes.example.com");
    // A person's address and a mail provider's are no organisation's purpose: left as written.
    expect(latestAddressWins("ola.berg@firma.no og kari@firma.no")).toBe("ola.berg@firma.no og kari@firma.no");
    expect(latestAddressWins("faktura@gmail.com, post@gmail.com")).toBe("faktura@gmail.com, post@gmail.com");
    const r = read("Legg inn leverandøren 👇\n\nOla Berg  12:30\nny slepebåt: Vartdal Slep AS, org.nr 921 557 306\nMette Aas  12:50\nfaktura@vartdal.no\nOla Berg  12:58\nDet er feil domene. Dei brukar faktura@vartdal.example.no");
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Vartdal Slep AS", email: "faktura@vartdal.example.no" });
  });

  it("reads a name put as a question that the next message agrees to over the one before it", () => {
    const r = read('Projekt anlegen bitte\n\nLena Wolf  09:22\nProjektname "Dach Haus Berg"\nUdo Kern  09:25\nVielleicht lieber „Dachsanierung Haus Berg“? Dann weiß man, worum es geht\nLena Wolf  09:26\nok nehmen wir\nUdo Kern  09:27\nKunde ist Haus Berg AS, Org.-Nr. 927601893');
    expect(r.task).toMatchObject({ type: "create_project", name: "Dachsanierung Haus Berg" });
  });

  it("a price the writer apologises for is the later one, in Portuguese as well", () => {
    const r = read('Cria este produto?\n\nRui Lopes  11:14\nnome "Ração teste 25 kg", número de produto 3316, 15 % IVA\nRui Lopes  11:15\npreço 1 340 kr sem IVA\nRui Lopes  11:32\ndesculpem, o preço certo é 1 280 kr sem IVA');
    expect(r.task).toMatchObject({ type: "create_product", name: "Ração teste 25 kg", productNumber: "3316", priceExcludingVat: 1280 });
  });
});

describe("a figure set right later in the thread", () => {
  it("'B ikke A' sets right the one earlier A", () => {
    const r = read("Kan du ordne ordre + faktura + betaling?\n\nKari Ose  08:15\nStrand Havbruk AS har betalt på førehand.\nKari Ose  08:16\nProdukt: Notvask (7205) 8 800 kr og Dykkarinspeksjon (7206) 14 200 kr, eks. mva\nRune Lie  08:30\ndykkerinspeksjon var 14 700 ikke 14 200\nKari Ose  08:41\nRett. Org.nr 929 005 812. Konverter til faktura og registrer full betaling.");
    expect(r.task).toMatchObject({ type: "order_to_invoice_with_payment", lines: [{ productNumber: "7205", unitPriceExcludingVat: 8800 }, { productNumber: "7206", unitPriceExcludingVat: 14700 }] });
  });

  it("'16 actually' sets right the hours of the message before, which keep their unit", () => {
    expect(figuresReally("Ola Berg: it was 12 hours\nOla Berg: 13 actually, forgot Friday")).toBe("Ola Berg: it was 13 hours\nOla Berg: 13 actually, forgot Friday");
    expect(figuresReally("Preis 450 kr\neigentlich 480, sorry")).toBe("Preis 480 kr\neigentlich 480, sorry");
  });

  it("a figure a later message says is right replaces the one before it", () => {
    const pay = read("Lønn for Eirik, se tråden\n\nKari Ose  11:00\nEirik Sande (eirik.sande@example.no) skal ha lønn for mars.\nRune Lie  11:05\ngrunnlønn 44 500\nRune Lie  11:06\nog en engangsbonus for prosjektet, 6 000\nKari Ose  11:20\nRune, du skreiv 7 500 i e-posten?\nRune Lie  11:24\nja 7 500 er riktig");
    expect(pay.task).toMatchObject({ type: "run_payroll", baseSalary: 44500, bonus: 7500 });
  });
});

describe("a label's quoted value", () => {
  it("is the value of the field it names, not someone's quoted words", () => {
    const r = read('Projekt bitte anlegen – Verlauf aus #service:\nWir machen die Wartung bei Romsdal Fisk AS (Org.-Nr. 915 220 873) als eigenes Projekt\nName: "Wartung Romsdal 2027"\nProjektleiter: Moritz Kern, moritz.kern@example.org');
    expect(r.task).toMatchObject({ type: "create_project", name: "Wartung Romsdal 2027" });
  });
});
