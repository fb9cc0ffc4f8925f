import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { findAccounts } from "./extract/values";

const read = (text: string, today = "2026-07-31") => interpretWithRules(text, [], { today });

describe("an accountant's shorthand", () => {
  it("reads an account named by its name with its number in brackets", () => {
    expect(findAccounts("Passez un bilag de NOK 24 750 au débit du compte Inventar (6540), mot bank.").map((a) => a.value)).toEqual([6540]);
    expect(findAccounts("a débito de Reisekostnad, ikke oppgavepliktig (7140), contrapartida mot bank").map((a) => a.value)).toEqual([7140]);
    // A product's number in brackets is no account.
    expect(findAccounts("Produkt «Kaffe» (4430) til 95 kr").map((a) => a.value)).toEqual([]);
  });

  it("takes the month's share of a prepaid amount that is a whole number of months' worth, and the credited accumulated account", () => {
    const r = read(
      "KB-3135: Cierre de julio 2026, fecha 31.07.2026:\n1) Periodificación: el alquiler julio–diciembre se pagó por adelantado (NOK 57 000 en 1720). Lleva 1/6 a gasto: NOK 9 500, haber 1720, debe Leie lokale (6300).\n2) Amortización: furgoneta comprada por NOK 198 000 (cuenta 1230), vida útil 3 años, lineal – NOK 5 500 al mes, debe 6010, haber 1209.",
    );
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      accrual: { amount: 9500, prepaidTotal: 57000, fromAccount: 1720, expenseAccount: 6300 },
      depreciation: { acquisitionCost: 198000, usefulLifeYears: 3, expenseAccount: 6010, accumulatedAccount: 1209 },
    });
  });

  it("reads a gross written after base and bonus as their sum", () => {
    const r = read("Run May's payroll for Owen Maddox (owen.maddox@example.org): fastlønn NOK 48 300 plus a one-off bonus of NOK 7 500 – gross NOK 55 800.", "2026-05-20");
    expect(r.gate?.ok).toBe(true);
    expect(r.task).toMatchObject({ type: "run_payroll", baseSalary: 48300, bonus: 7500 });
  });
});

describe("a party said to exist already", () => {
  it("is no party to create: an invoice to a customer 'já existe na reskontro' is an invoice", () => {
    const r = read("KB-5190: Emita e envie a fatura ao cliente Maré Alta Lda (org.nr. 960 441 834, já existe na reskontro): uma linha «Contagem de inventário setembro», NOK 9 600 netto, IVA 25 % – total bruto NOK 12 000. Data da fatura: hoje. Antes disso verifique se a conta bancária da empresa está registada na conta 1920; se faltar, use 8601.11.17947.", "2026-09-30");
    expect(r.classification.type).toBe("create_and_send_invoice");
  });

  it("still creates a party the writer says does not exist yet, or asks to check first", () => {
    expect(read("Opprett kunden Vik Seil AS, org.nr. 923 456 785 – de finnes ikke i systemet ennå.").classification.type).toBe("create_customer");
    expect(read("Sjekk om kunden finnes fra før; hvis ikke, opprett kunden Vik Seil AS, org.nr. 923 456 785.").classification.type).toBe("create_customer");
  });
});

describe("an order written in one breath", () => {
  it("takes each product's number before its quoted name and no total paid as a line", () => {
    const r = read(
      "KB-3815 – Pour Atelier Lumière SAS (org.nr. 974 155 281) : 1) créez une commande avec les articles 6021 « Éclairage scène » (NOK 14 300) et 6022 « Réglage DMX » (NOK 3 900), un de chaque, prix HT ; 2) facturez la commande ; 3) enregistrez le paiement complet – le client a déjà viré NOK 22 750 TTC aujourd'hui.",
      "2026-04-22",
    );
    expect((r.task as { lines?: unknown[] })?.lines).toEqual([
      expect.objectContaining({ productNumber: "6021", unitPriceExcludingVat: 14300 }),
      expect.objectContaining({ productNumber: "6022", unitPriceExcludingVat: 3900 }),
    ]);
  });

  it("takes the bank's figure in kroner as the foreign amount at the day's rate, however it is written", () => {
    const r = read("Tindeland Fisk Ltd (org.nr. 931 442 806) har betalt fakturaen på EUR 5 200 i dag. Fakturert til kurs 11,48; banken har ført inn kr 58 864,- (kurs 11,32). Før kursdifferansen som disagio.", "2026-05-12");
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 5200, invoiceRate: 11.48, paymentRate: 11.32 });
    expect(r.gate?.ok).toBe(true);
  });

  it("a milestone's amount written right after its percentage is the share, not a new figure", () => {
    const r = read("Le projet «Quai Est» (client Brisemer SA, org.nr. 931 220 448 ; chef de projet Luc Aubry, luc.aubry@brisemer.no) passe au prix forfaitaire : NOK 240 000. Facture ensuite au client un premier acompte de 40 % du prix forfaitaire – NOK 96 000 HT + TVA 25 % – lié au projet.", "2026-05-12");
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 240000, milestonePercent: 40 });
    expect(r.gate?.ok).toBe(true);
  });

  it("a partly paid invoice's open rest, said after the figure, and its total are what the statement's payment leaves", () => {
    const statement = "Dato | Tekst | Inn | Ut | Saldo\n02.03.2026 | Innbetaling Fjellvik Bygg AS, faktura 7101 | 12 000,00 | | 112 000,00\n05.03.2026 | Betaling Stålhall AS, SH-220 | | 4 500,00 | 107 500,00\n";
    const after = read(`Bankavstemming mars 2026 for konto 1920: match innbetalinger mot åpne kundefakturaer og utbetalinger mot leverandørgjeld. Kontoutskrift:\n${statement}7101 er bare delvis betalt (kr 6 000 står igjen).`, "2026-03-31");
    expect(after.task).toMatchObject({ type: "bank_reconciliation" });
    expect(after.gate?.ok).toBe(true);
    const total = read(`Bankavstemming mars 2026 for konto 1920: match innbetalinger mot åpne kundefakturaer og utbetalinger mot leverandørgjeld. Kontoutskrift:\n${statement}Innbetalingen er bare en del av faktura 7101 (kr 18 000 brutto); resten på kr 6 000 er fortsatt åpen.`, "2026-03-31");
    expect(total.gate?.ok).toBe(true);
  });

  it("a quoted posting text in a ledger review names the error; it is no value to place", () => {
    const r = read("Revisjon av hovedboken januar–februar 2026, rett med korreksjonsbilag:\n1) «Rekvisita lager», kr 1 850 på 6800: bilaget er ført to ganger.\n2) Kontorstoler kr 8 400 ført på 6540 i stedet for 6550.", "2026-03-10");
    expect(r.task).toMatchObject({ type: "correct_ledger_errors", errors: [{ kind: "duplicate_voucher", account: 6800, amount: 1850 }, { kind: "wrong_account", wrongAccount: 6540, correctAccount: 6550, amount: 8400 }] });
    expect(r.gate?.ok).toBe(true);
  });
});
