import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findParties } from "./extract/parties";
import { readMessage } from "./message";
import { expandAbbreviations } from "./concepts/abbreviations";

const read = (text: string, today = "2026-03-10") => interpretWithRules(text, [], { today });

describe("a stand-in's careful request: what not to do weighs nothing", () => {
  it("takes the party named before 'as a supplier, organisation number …', not the client the mail is about", () => {
    const r = read(
      "Hello,\n\nthis one is for Fjordkant Shipping AS, whose file is kept in English.\n\nPlease register Brightwell Crates Ltd as a supplier, organisation number 915 448 207, e-mail accounts@brightwellcrates.no.\n\nThank you.",
    );
    expect(r.task).toMatchObject({ type: "create_supplier", name: "Brightwell Crates Ltd", organizationNumber: "915448207" });
  });

  it("pairs a name with 'numéro d'organisation' after its comma", () => {
    expect(findParties("Il faut créer le client Atelier Vernet SARL, numéro d'organisation 917 553 208, adresse e-mail post@ateliervernet.no.")).toEqual([
      expect.objectContaining({ name: "Atelier Vernet SARL", organizationNumber: "917553208" }),
    ]);
  });

  it("sets aside every task word of a 'What I do NOT want:' line and of a 'neither … nor' clause", () => {
    const fr =
      "Bonjour,\n\nil faut créer le client Atelier Vernet SARL, numéro d'organisation 917 553 208, adresse e-mail post@ateliervernet.no.\n\nIls n'existent encore ni comme client ni comme fournisseur.\n\nCe que je ne veux PAS : qu'ils soient créés aussi comme fournisseur, qu'on leur fasse une commande ou une facture.\n\nMerci.";
    expect(read(fr).task).toMatchObject({ type: "create_customer", name: "Atelier Vernet SARL" });
    const nn = "Hei,\nopprett kunden Vetle Bygg AS, org.nr. 917 553 208.\n\nDet eg IKKJE vil: at dei vert oppretta som leverandør, eller at det vert laga faktura.\nTakk.";
    expect(read(nn).task).toMatchObject({ type: "create_customer", name: "Vetle Bygg AS" });
  });
});

describe("a name before its organisation number", () => {
  it("is what follows the last comma and its article, and is not taken cut short", () => {
    expect(findParties("Bonjour, c'est Solveig, le Club Voile Arcachon SARL, numéro d'organisation 983 507 214, a eu un bon week-end.")[0]).toMatchObject({ name: "Club Voile Arcachon SARL" });
    expect(findParties("Registra Tapería El Molino AS como cliente, número de organización 927 615 384, correo x@y.no")).toEqual([]);
  });
});

describe("what a stand-in says to leave alone", () => {
  it("sets aside the values of a 'What I do NOT want:' line", () => {
    const t =
      "Please create the dimension «Zone» with the values «East» and «West», and a voucher of NOK 4,200 on account 6800 linked to «East».\n\nWhat I do NOT want: a third value «Inland» (from an old e-mail), the voucher on «West», or the dimension twice.";
    expect(readMessage(t, "2026-05-02").context.map((c) => [c.raw, c.reason])).toEqual([
      ['"Inland"', "excluded"],
      ['"West"', "excluded"],
    ]);
  });

  it("an amount the writer says must not be touched is no value to place ('que es correcta y NO debe tocarse')", () => {
    const r = read(
      "Hay que hacer una nota de crédito por la factura «Asesoría de febrero» de Olmo Consultores SL (n.º org. 915 331 402), 20.000,00 NOK sin IVA. Hay otra del 19 de marzo por NOK 9.500,00 sin IVA, que es correcta y NO debe tocarse.",
    );
    expect(r.gate.unused).toEqual([]);
  });

  it("'nach meiner Rechnung' marks the writer's own working out of hours × rate", () => {
    const r = read(
      "Bitte 6 Stunden für Jonas Ried (jonas.ried@example.org) auf das Projekt „Hallendach“ der Bauwerk Nord GmbH (Org.-Nr. 813 720 892) erfassen, Tätigkeit „Montage“, Stundensatz NOK 1.200,00. Danach eine Projektrechnung an den Kunden – nach meiner Rechnung NOK 7.200,00 ohne MwSt.",
    );
    expect(r.gate.unused).toEqual([]);
  });
});

describe("the client whose books the request is kept in", () => {
  it("is no party of the task ('this one is for X AS, whose file is kept in English')", () => {
    const r = read(
      "Hello,\n\nI keep several clients' books; this one is for Fjellstue Drift AS, whose file is kept in English.\n\nPlease register the project costs: supplier cost of NOK 12,000.00 excl. VAT from Vestkant Isolasjon AS (org. no. 941 623 212) on the project «Loft 2».",
    );
    expect(JSON.stringify(r.task ?? r.candidate)).not.toContain("Fjellstue");
    expect(r.message.request).not.toContain("Fjellstue Drift AS");
  });
});

describe("figures that look like others", () => {
  it("a dashed invoice number is one reference, and a bank account's first group is no ledger account", () => {
    const r = read(
      "Supplier: Bryne Lys AS, org. no. 850 770 891\nSupplier's bank account: 1357 68 61812\nInvoice no.: 26-0788\nInvoice date: 28.04.2026\nAmount excl. VAT: NOK 23,600.00\nVAT 25 %: NOK 5,900.00\nTotal: NOK 29,500.00\nPlease register the supplier invoice on expense account 6540.",
      "2026-05-02",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", invoiceNumber: "26-0788", expenseAccount: 6540 });
    expect(r.gate.ok).toBe(true);
  });

  it("an expense account named by its kind needs no colon ('sur le compte de charges 6800')", () => {
    const r = read(
      "Fournisseur : Imprimerie Vik AS, n° d'organisation 944 013 628\nFacture n° : FA-2026-77\nMontant HT : NOK 7 920,00\nTVA 25 % : NOK 1 980,00\nTotal TTC : NOK 9 900,00\nMerci d'enregistrer cette facture fournisseur sur le compte de charges 6800.",
      "2026-08-20",
    );
    expect(r.task).toMatchObject({ expenseAccount: 6800 });
  });
});

describe("a careful travel report and product request", () => {
  it("reads the trip's days its dates agree with, an item named before its amount's comma, and 'came back on' as the trip's return", () => {
    const r = read(
      "Please register a travel expense report for Ola Berg (ola.berg@example.org) titled \"Site visit Alta\". He left on Monday 2 March 2026 and came back on Wednesday 4 March 2026. The note says two days of per diem, but it is 3 days of per diem at the daily rate of NOK 800.00. His expenses were the flight ticket, NOK 4,380.00, and a taxi, NOK 465.00.",
      "2026-03-09",
    );
    expect(r.task).toMatchObject({
      type: "register_travel_expense",
      days: 3,
      costs: [
        { category: "flight", amount: 4380 },
        { category: "taxi", amount: 465 },
      ],
    });
  });

  it("a sentence saying a figure was confirmed 'by phone' is no signature", () => {
    const r = read(
      "Buenos días:\n\nLlevo los clientes de una compañera mientras está de permiso.\n\nNecesito que cree el producto «Tarta de Santiago» con el número de producto 2219. El precio es de NOK 149,50 sin IVA y el IVA es el 15 % para alimentos; el cliente me lo ha confirmado por teléfono: 15 %.\n\nGracias.",
    );
    expect(r.task).toMatchObject({ type: "create_product", name: "Tarta de Santiago", productNumber: "2219", vatRate: 15 });
  });

  it("a total and the part left out explain the amount to book ('the balance is 62 600, but 18 000 of it … only the 44 600')", () => {
    const r = read(
      "Jeg trenger et forenklet årsoppgjør for 2025, med alle bilag datert 31. desember 2025:\n1) Avskriv Varebil (NOK 300 000,00, 5 år, konto 1230) lineært, konto 6010 og 1209.\n2) Tilbakefør forskuddsbetalte kostnader for 2025: NOK 44 600,00 på konto 1700.\n3) Skattekostnad 22 % på konto 8700/2920.\n\nMerk: saldoen på 1700 er NOK 62 600,00, men NOK 18 000,00 av den gjelder 2026.",
      "2026-01-10",
    );
    expect(r.gate.unused).toEqual([]);
    expect(r.gate.context?.some((c) => c.includes("62 600,00 − NOK 18 000,00 = 44600"))).toBe(true);
  });
});

describe("names and codes in capitals", () => {
  it("a surname in capitals after a given name is the name as written, and a short code before a hyphen is that code", () => {
    expect(expandAbbreviations("Nome: Duarte MENDES\nData de nascimento: 17 de janeiro de 1992", "pt")).toContain("Duarte MENDES\n");
    expect(expandAbbreviations("für Katrin VOGELSANG (katrin.vogelsang@example.org)", "de")).toContain("Katrin VOGELSANG (");
    expect(expandAbbreviations("📺 LED-Videowand (2019)", "de")).toContain("LED-Videowand");
    // A cut-short word after a verb, or going on into the sentence, is still written out.
    expect(expandAbbreviations("Opprett LEV Fjord AS", "nb")).toContain("LEVERANDOR");
    expect(expandAbbreviations("2. Aktive RAP auflösen: 79 750,00 von 1700", "de")).not.toContain("Aktive RAP auflösen");
  });
});


describe("a receipt typed into a stand-in's request", () => {
  it("takes the store from the receipt's header, not the client the mail is about", () => {
    const r = read(
      "Hei,\n\ndette gjelder Sandnes Eiendomsdrift AS.\n\nJeg skriver av kvitteringen:\n\nBryne Kontorsenter AS – org.nr. 938 217 939\nStorgata 41, 4340 Bryne\nDato: 15.06.2026\nBlekkpatroner 4-pk ............ NOK 1 240,00\nKopipapir A4 ................... NOK 375,00\nSum ............................ NOK 1 615,00\n\nFør blekkpatronene på avdelingen «Marked», konto 6800. Kopipapiret tar jeg privat.\n\nTakk",
      "2026-06-20",
    );
    expect(r.candidate ?? r.task).toMatchObject({ type: "receipt_expense_to_department", store: { name: "Bryne Kontorsenter AS", organizationNumber: "938217939" } });
  });
});
