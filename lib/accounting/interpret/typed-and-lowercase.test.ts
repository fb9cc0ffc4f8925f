import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { typedStatement } from "./structure/typed-statement";

/** A bank statement typed into the request, an American's dates, and a request written all in small letters. */

const read = (text: string) => interpretWithRules(text, [], { today: "2026-03-21" });

describe("a bank statement typed into the request", () => {
  it("reads dated lines with their direction from sign or words, an invoice number as no amount and a balance as the balance", () => {
    const r = read(
      "Avstemming bank februar, konto 1920. Linjene fra kontoutskriften (skrevet av):\n4.2. innbetaling Lyngen Sjømat AS, faktura 2001 – 12 500,00\n9.2. innbetaling Tromsø Båtservice AS, faktura 2002 – 7 250,00\n14.2. betaling til leverandør Polar Rør AS – 9 375,00\n28.2. gebyr – 145,00\nInnbetalingene mot kundefakturaene, betalingen mot leverandørfakturaen, gebyret på 7770, og lukk avstemmingen.",
    );
    expect(r.classification.type).toBe("bank_reconciliation");
    expect(r.task).toMatchObject({
      type: "bank_reconciliation",
      transactions: [
        { date: "2026-02-04", amount: 12500, kind: "customer_payment", invoiceNumber: "2001" },
        { date: "2026-02-09", amount: 7250, kind: "customer_payment", invoiceNumber: "2002" },
        { date: "2026-02-14", amount: -9375, kind: "supplier_payment", counterparty: "Polar Rør AS" },
        { date: "2026-02-28", amount: -145, kind: "bank_fee" },
      ],
    });
    expect(r.gate.ok).toBe(true);
  });

  it("reads a pasted table with signed amounts and balances, and a table with a statement's header", () => {
    const signed = typedStatement("Extracto del banco:\n2026-02-03 | Cobro Vela SL / Factura 1001 | +18.750,00 | saldo 98.750,00\n2026-02-16 | Pago proveedor Miño SL (INV-77) | -12.400,00 | saldo 86.350,00\n2026-02-20 | Comisión bancaria | -245,50 | saldo 86.104,50");
    expect(signed?.transactions).toMatchObject([
      { amount: 18750, kind: "customer_payment", invoiceNumber: "1001", balance: 98750 },
      { amount: -12400, kind: "supplier_payment", counterparty: "Miño SL", balance: 86350 },
      { amount: -245.5, kind: "bank_fee" },
    ]);
    const table = typedStatement("Bank reconciliation\n| Date | Text | In | Out | Balance |\n|---|---|---|---|---|\n| 2026-01-12 | Payment from Nord AS / Invoice 1001 | 15 000.00 | | 65 000.00 |\n| 2026-01-19 | Payment supplier Sør AS | | 3 750.00 | 61 250.00 |\n| 2026-01-31 | Bank fee | | 245.00 | 61 005.00 |");
    expect(table?.transactions.map((t) => t.amount)).toEqual([15000, -3750, -245]);
  });

  it("reads 'pago de X' as money in and 'pago al proveedor X' as money out", () => {
    const s = typedStatement("Conciliación bancaria de marzo:\n3.3. pago de Vela Norte SL, factura 1101 – 9 000,00\n7.3. pago al proveedor Cartón Sur SL – 2 450,00\n9.3. comisión bancaria – 95,00");
    expect(s?.transactions.map((t) => [t.amount, t.kind])).toEqual([[9000, "customer_payment"], [-2450, "supplier_payment"], [-95, "bank_fee"]]);
  });

  it("reads a supplier's reference glued to its letters ('faktura DE-4471', 'INV-2026-2281') as no payment", () => {
    const s = typedStatement("Kontoutskrift februar:\n10.02.2026 Betaling Drammen Papir AS faktura DP-4471 -4 375,00\n16.02.2026 Betaling Lier Vask AS faktura lv-2026-118 -7 500,00\n20.02.2026 Innbetaling fra Eik Bygg AS faktura 3012 12 000,00");
    expect(s?.transactions.map((t) => t.amount)).toEqual([-4375, -7500, 12000]);
    expect(s?.transactions[0].description).toContain("DP-4471");
  });

  it("reads no statement in a dated list of expenses that speaks of no bank", () => {
    expect(typedStatement("Reiseregning for Kari:\n3.2. taxi 450,00\n4.2. hotell 1 890,00\n5.2. middag 620,00")).toBeNull();
  });
});

describe("an American's dates", () => {
  it("reads a month written first when the day after it is over 12", () => {
    const r = read("Quick one – new hire, please set her up as an employee:\nJenna Walsh\nDOB 11/22/1993\nemail jenna.walsh@example.org\nfirst day 08/17/2026");
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Jenna", lastName: "Walsh", dateOfBirth: "1993-11-22", startDate: "2026-08-17" });
  });
});

describe("a request written all in small letters", () => {
  it("gives a company's name before its form and a person's name from their address back their capitals", () => {
    const c = read("hello\nplease make a new customer for us it is hill trail walks ltd the couple in oppdal who send walkers to our cabins their org number is 917 345 228 and the email is booking@hilltrail.no\nthank you");
    expect(c.task).toMatchObject({ type: "create_customer", name: "Hill Trail Walks Ltd", organizationNumber: "917345228" });
    const e = read("hei\nsigurd lien ska begynne å jobbe for oss i butikken fra 15 april og du må legge han inn som ansatt han er født 3 mars 1970 og e-posten hans er sigurd.lien70@example.org\nhilsen åse");
    expect(e.task).toMatchObject({ type: "create_employee", firstName: "Sigurd", lastName: "Lien", email: "sigurd.lien70@example.org" });
  });

  it("leaves 'så' and a 'sa' after one word as words", () => {
    const r = read("revisoren sa vi skulle dele opp regnskapet så lag tre avdelinger for oss: gardsdrift, gardsbutikk og hytteutleie");
    expect(JSON.stringify(r.task)).not.toMatch(/SA/);
  });
});

describe("a statement's entries run together in a paragraph", () => {
  it("reads each dated entry between semicolons, its counterparty after the figure, and the balance stated beside them", () => {
    const r = read(
      "The CSV export is down, so here are the March lines typed off the screen: 2/3 in kr 18 750,- from Hollis Ltd for invoice 1001; 4/3 in kr 9 250,- from Marsh Ltd, invoice 1002; 11/3 out kr 13 125,- to Brightwater Supplies Ltd; 27/3 bank fee out kr 289,50. Balance at the end of March: kr 150 560,50. Please reconcile the bank account against the open invoices.",
    );
    expect(r.classification.type).toBe("bank_reconciliation");
    expect(r.task).toMatchObject({
      transactions: [
        { date: "2026-03-02", amount: 18750, kind: "customer_payment", invoiceNumber: "1001" },
        { date: "2026-03-04", amount: 9250, kind: "customer_payment", invoiceNumber: "1002" },
        { date: "2026-03-11", amount: -13125, kind: "supplier_payment", counterparty: "Brightwater Supplies Ltd" },
        { date: "2026-03-27", amount: -289.5, kind: "bank_fee" },
      ],
      closingBalance: 150560.5,
    });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a writer who never uses capitals", () => {
  it("takes a person's name from the words the e-mail address spells", () => {
    const r = interpretWithRules(
      "hei\nsurnadal næringsforening vil ha et julemarked så lag et prosjekt julemarked 2026 på dem orgnr 998 441 277 og marit sæther er prosjektleder (marit.saether@example.org) hu e flink",
      [],
      { today: "2026-10-01" },
    );
    expect(r.candidate).toMatchObject({ projectManager: { firstName: "Marit", lastName: "Sæther", email: "marit.saether@example.org" } });
  });

  it("reads a salary said in a sentence with no currency as kroner", () => {
    const r = interpretWithRules(
      "hei\nlønna til marit sæther for mai ska kjøres nå grunnlønna hennar er trettiåtte tusen fem hundre og så ska hu ha en bonus på fem tusen ekstra en gang marit.saether@example.org klarer du det?",
      [],
      { today: "2026-06-10" },
    );
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 38500, bonus: 5000, employee: { firstName: "Marit", lastName: "Sæther" } });
  });

  it("reads a counted list joined by 'and' between every name, and 'for us' before the names", () => {
    const en = read("hello\nplease make three new departments firewood and café and events\nthank you");
    expect(en.task).toMatchObject({ type: "create_departments", names: ["Firewood", "Café", "Events"] });
    const nb = read("revisoren sa vi skulle dele opp regnskapet så lag tre avdelinger for oss gardsdrift og gardsbutikk og hytteutleie sånn at vi ser hva som går med overskudd");
    expect(nb.task).toMatchObject({ type: "create_departments", names: ["Gardsdrift", "Gardsbutikk", "Hytteutleie"] });
  });

  it("finds a thing's name after its word or a naming word, and ends it at a small word", () => {
    const p = interpretWithRules("hei\nsurnadal næringsforening vil ha julemarked så lag et prosjekt julemarked 2026 på dem orgnr 998 441 277 og marit sæther er prosjektleder (marit.saether@example.org)", [], { today: "2026-10-01" });
    expect(p.candidate).toMatchObject({ type: "create_project", name: "Julemarked 2026" });
    const d = read("hola\nquiero ver cuánto cuesta cada cabaña así que crea una dimensión contable nueva que se llame hytte con los valores storbu y vesle-bu y después registra un asiento de 4 350 coronas en la cuenta 6340");
    expect(d.candidate).toMatchObject({ type: "create_dimension_voucher", dimensionName: "Hytte", values: ["Storbu", "Vesle-bu"] });
  });

  it("books the receipt line 'only' singles out, though another line's word stands in the text as written", () => {
    const r = read("hei\nhar en kvittering fra surnadal bok og papir fra 14 mars som jeg skriver av her\nblekkpatroner 1 840 kr\nkaffe 129 kr\ntotalt 1 969 kr med moms\nbare blekkpatronene ska føres de er til skriveren i hytteutleia så avdeling hytteutleie og kontorrekvisita 6800 og de 1 840 er med 25 prosent moms kaffen tar jeg sjøl\nhilsen åse");
    expect(r.candidate).toMatchObject({ type: "receipt_expense_to_department", item: "blekkpatroner", amountIncludingVat: 1840 });
  });
});
