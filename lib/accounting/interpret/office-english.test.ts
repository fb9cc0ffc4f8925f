import { describe, expect, it } from "vitest";
import { applyAbbreviationLegend } from "./structure/abbreviation-legend";
import { attachedText } from "./attached-text";
import { interpretWithRules } from "./rules";

// Invented requests in an office's formal English and its habits carried into other languages ("M/s.", "NOK 7800/-",
// "March, 2026"), and in a private shorthand explained by a legend line.
const read = (text: string, today = "2026-05-04") => interpretWithRules(text, [], { today }).task;

async function withFile(prompt: string, name: string, text: string, today = "2026-05-04") {
  const docs = await attachedText(name, text);
  return interpretWithRules(prompt, docs, { today }).task;
}

describe("an office's formal English and its habits", () => {
  it("'M/s.' before a firm's name is no part of it", () => {
    expect(read("Kindly register M/s. Brattvåg Hydraulikk AS (Org. No. 917 443 282) as a supplier.")).toMatchObject({
      type: "create_supplier",
      name: "Brattvåg Hydraulikk AS",
    });
    expect(read("Favor registar o cliente (M/s. Vinhos do Tâmega Lda, Org. nº 953 620 174).")).toMatchObject({
      name: "Vinhos do Tâmega Lda",
      organizationNumber: "953620174",
    });
  });

  it("a month with a comma before its year is the month; a month, then an amount, is not", () => {
    expect(
      read("Kindly perform the month-end closing for February, 2026: accrual reversal NOK 5200/- per month from prepaid account 1710 to expense; salary accrual debit 5000, credit 2900.", "2026-03-03"),
    ).toMatchObject({ type: "month_end_closing", year: 2026, month: 2 });
    expect(
      read("Månadsavslutning for april 2026: før 4 500 kr frå konto 1700 til kostnad. Løna for april vert utbetalt først i mai, 8 200 kroner; periodiser ho med debet 5000 og kredit 2900.", "2026-04-30"),
    ).toMatchObject({ type: "month_end_closing", year: 2026, month: 4 });
  });

  it("a ledger's account called by its name is the expense account", () => {
    expect(
      read("Hemos recibido la factura INV-2026-0412 del proveedor Ferretería Naval Iglesias SL (nº org. 913 604 287) por NOK 12 500 con IVA (25 %). Corresponde a herramientas (cuenta de mayor 6540). Registre la factura del proveedor."),
    ).toMatchObject({ type: "register_supplier_invoice", expenseAccount: 6540 });
  });

  it("the project's manager named with an article in between ('gestor do projeto') is its manager", () => {
    const task = read(
      "Ciclo de vida completo do projeto 'Cais Norte' (cliente Portos do Minho Lda, org. nº 953 620 174): orçamento NOK 120 000. Registar horas: Sr. Rui Barros (gestor do projeto, rui.barros@example.org) 20 horas e Sra. Ana Lobo (consultora, ana.lobo@example.org) 30 horas. Criar a fatura ao cliente.",
    ) as { timeEntries?: { employee: { name: string }; role: string }[] };
    expect(task.timeEntries?.map((t) => [t.employee.name, t.role])).toEqual([
      ["Rui Barros", "project_manager"],
      ["Ana Lobo", "consultant"],
    ]);
  });

  it("a supplier invoice's account under a label glossed in brackets, or pencilled on it, is the expense account", async () => {
    const printed = "FACTURE / FAKTURA\nNordvik Kurs AS\nOrg.nr : 958 330 417\nN° de facture : INV-77\nDate de facture : 02.04.2026\nTotal HT : 10 000,00\nTVA 25 % : 2 500,00\nTotal TTC : 12 500,00\nCompte (Konto) : 6860\nCompte bancaire : 9712.05.44180\n";
    expect(await withFile("Veuillez enregistrer la facture fournisseur ci-jointe.", "facture.txt", printed)).toMatchObject({ type: "supplier_invoice_from_pdf", expenseAccount: 6860 });
    const pencilled = "FAKTURA\nSkorpa Elektro AS\nOrg.nr: 988703265 MVA\nFakturanummer: INV-12\nFakturadato: 14.04.2026\nSum eks. mva 8 000,00\nMVA 25 % 2 000,00\nÅ betale 10 000,00\n\n[blyant: kto 6540 – utstyr]\n";
    expect(await withFile("Lieferantenrechnung siehe Anhang, bitte buchen.", "faktura.txt", pencilled)).toMatchObject({ type: "supplier_invoice_from_pdf", expenseAccount: 6540 });
  });

  it("two lines named and both said to be private: the line the request asks for is booked", async () => {
    const receipt = "FJORDBUSS AS\nOrg.nr: 984 662 310 MVA\nKVITTERING - 16.04.2026\n\nVare                                       Pris   MVA\nBussbillett Bergen - Voss, 1 voksen   420.00 kr  12%\nSetereservasjon                         60.00 kr  12%\nAvis                                    49.00 kr   0%\n\nTotalt:                               529.00 kr\n";
    const prompt = 'Vi treng utgifta for "Bussbillett" frå denne kvitteringa bokført på avdeling Sal. Setereservasjonen og avisa er private og skal ikkje bokførast.';
    expect(await withFile(prompt, "kvittering.txt", receipt)).toMatchObject({ type: "receipt_expense_to_department", item: "Bussbillett Bergen - Voss, 1 voksen", amountIncludingVat: 420 });
  });
});

describe("a private shorthand explained by its legend line", () => {
  it("reads codes joined by signs and a legend in Spanish, Portuguese and Norwegian", () => {
    expect(applyAbbreviationLegend("PROD+ «Mapa de faros» / NOK 240 / VAT-0\nleyenda: PROD+ = producto nuevo; VAT-0 = IVA 0 % (libros).")).toBe("producto nuevo «Mapa de faros» / NOK 240 / IVA 0 %\n");
    expect(applyAbbreviationLegend("SUPP-INV i vedlegget, D+14\nforklaring: SUPP-INV = mottatt leverandørfaktura; D+14 = i dag pluss 14 dagar.")).toBe("mottatt leverandørfaktura i vedlegget, i dag pluss 14 dagar\n");
    expect(applyAbbreviationLegend("PAY< Lusitano Pesca Lda / pago, D0\nlegenda: PAY< = pagamento recebido; D0 = hoje.")).toBe("pagamento recebido Lusitano Pesca Lda / pago, hoje\n");
  });

  it("reads a product's number after 'n.º' and a payment in shorthand whose side note counts reminders", () => {
    expect(read("PROD+ «Carta náutica del fiordo» / n.º 7318 / NOK 245 sin IVA / VAT-0\nleyenda: PROD+ = producto nuevo; VAT-0 = IVA 0 % (libros).")).toMatchObject({
      type: "create_product",
      productNumber: "7318",
      priceExcludingVat: 245,
    });
    expect(
      read("PAY< Conservas Ría Baixa SL (org 819 773 033) / su factura «Pintura de cubierta», NOK 18 400 sin IVA / pagada entera, D0\nLlegó al banco esta mañana. Por fin — tres recordatorios.\nleyenda: PAY< = cobro recibido: registrar el pago completo de la factura abierta; D0 = hoy."),
    ).toMatchObject({ type: "register_payment" });
  });

  it("a surname in capitals before a field's slash stays the surname", () => {
    expect(read("MA+ Jonas HARTMANN / geb. 09.11.1989 / jonas.hartmann@example.org / Dienstantritt 01.07.26\nLegende: MA+ = neuen Mitarbeiter anlegen.")).toMatchObject({
      type: "create_employee",
      firstName: "Jonas",
      lastName: "Hartmann",
      dateOfBirth: "1989-11-09",
      startDate: "2026-07-01",
    });
  });

  it("leaves an entry that names an account unread", () => {
    const text = "Ny VCH\nforklaring: VCH = bilag; BK = bankkonto 1920.";
    expect(applyAbbreviationLegend(text)).toBe("Ny bilag\n");
  });
});
