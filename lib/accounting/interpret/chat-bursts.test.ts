import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./index";
import { readChatExport } from "./structure/chat-export";

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
