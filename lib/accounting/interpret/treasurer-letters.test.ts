import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { parseBankStatement } from "@/lib/accounting/files/documents/bank-statement";
import { parseInvoiceDocument } from "@/lib/accounting/files/documents/invoice";
import { parseEmploymentDocument } from "@/lib/accounting/files/documents/contract";
import { parseCsv } from "@/lib/accounting/files/csv";

/**
 * Long courteous letters from a club's treasurer, and bullets from a founder's phone: the background first, last year's and the
 * budget's figures for comparison, small talk, papers pasted or attached.
 */

const read = (text: string, today = "2026-04-20") => interpretWithRules(text, [], { today });
const attached = async (name: string, text: string, mime = "text/plain") =>
  (await readFiles([{ filename: name, mime_type: mime, content_base64: Buffer.from(text).toString("base64") }])).map(parseDocument);

describe("figures told for comparison", () => {
  it("sets aside a figure of the budget where the task keeps none", () => {
    const r = read(
      "Kjære hjelpar!\n\nI budsjettet for i år har vi sett av nitti tusen kroner (90 000) til vaktmeister, mot sytti tusen i fjor.\n\nVer så snill og legg Per Lid inn som tilsett: fødd 03.04.1960, e-post per.lid@example.org, byrjar 04.05.2026.\n\nHelsing\nMargit",
    );
    expect(r.task).toMatchObject({ type: "create_employee", firstName: "Per", lastName: "Lid", dateOfBirth: "1960-04-03" });
    expect(r.gate.ok).toBe(true);
    expect(r.gate.context?.join(" ")).toContain("budget");
  });
  it("sets aside a figure of a year gone by, and takes the fixed price where its word stands", () => {
    const r = read(
      "Hei!\n\nVika Bygg AS (org.nr. 889 762 713) vil ha cupen i år òg. I 2025 fakturerte vi etter medgått tid, og det enda på seksti tusen kroner. I år er det avtalt ein fast pris: nitti tusen kroner (90 000,00) for heile arrangementet. Prosjektet «Vikacupen 2026» ligg alt inne, med Eva Lie (eva.lie@example.org) som prosjektleiar.\n\nVer så snill og set fastprisen på prosjektet «Vikacupen 2026», og fakturer Vika Bygg AS for 50 % av fastprisen.\n\nHelsing\nMargit",
    );
    expect(r.task).toMatchObject({ type: "invoice_fixed_price_milestone", fixedPrice: 90000, milestonePercent: 50 });
    expect(r.gate.ok).toBe(true);
  });
  it("sets aside a figure told with a year gone by after it, and keeps the invoice's ('De betalte … i 2025')", () => {
    const r = read(
      "Kjære hjelper!\n\nHagen Trelast AS har vært draktsponsor siden 2019. De betalte seksten tusen kroner i 2025, men for sesongen ble vi enige om atten tusen kroner (18 000,00) pluss moms. De står allerede som kunde, org.nr. 947 174 290.\n\nVil du være så snill å lage en faktura til Hagen Trelast AS på 18 000 kroner uten moms for «Draktreklame 2026», og sende den?\n\nHilsen\nMargit",
      "2026-03-01",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 18000 });
    expect(r.gate.ok).toBe(true);
  });
  it("keeps a year gone by's rate when the request is about an invoice in a foreign currency", () => {
    const r = read("Hallo,\n\nim Dezember 2025 haben wir der Alpen Reisen GmbH (Org.-Nr. 948155664) eine Rechnung über 5.000 EUR geschickt; gebucht wurde sie damals zum Kurs von 11,30 NOK/EUR. Am 19. März 2026 kam das Geld, die vollen 5.000 EUR, zum Kurs von 10,90 NOK.\n\nDie Zahlung muss erfasst und die Kursdifferenz gebucht werden.", "2026-03-20");
    expect(r.task).toMatchObject({ type: "currency_payment_difference", invoiceRate: 11.3, paymentRate: 10.9 });
  });
  it("takes no share of the fixed price for the price ('40 % of the fixed price = 96 000')", () => {
    const r = read("Project Harbour App – Orchard Lane Ltd (org. no. 939891803), PM Sophie Turner (sophie.turner@example.org), already exists:\n1. Set it to fixed price, NOK 250 000,00.\n2. Milestone invoice: 40 % of the fixed price = 100 000,00 excl. VAT.");
    expect(r.task).toMatchObject({ fixedPrice: 250000, milestonePercent: 40 });
  });
  it("reads a clause after a semicolon by its own time ('Letztes Jahr …; für die Saison 2026 …')", () => {
    const r = read(
      "Liebe Buchhaltungshilfe,\n\nFjord Elektro AS hat wieder eine Werbebande gekauft. Letztes Jahr haben sie zehntausend Kronen bezahlt; der Vorstand hat den Preis für die Saison 2026 auf elftausend Kronen (11 000,00) ohne Moms erhöht. Sie sind schon Kunde bei uns, Org.-Nr. 965 425 985. Das macht dann 13 750 Kronen mit Moms.\n\nBitte erstellen Sie die Rechnung an Fjord Elektro AS über 11 000 Kronen ohne Moms für „Bande 2026“ und schicken Sie sie gleich zu.\n\nMit freundlichen Grüßen\nMargit",
    );
    expect(r.task).toMatchObject({ type: "create_and_send_invoice", amountExcludingVat: 11000 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("the letter's matter", () => {
  it("takes no trip of the opening small talk for the task when the request names its thing", () => {
    const r = read(
      "Dear helper,\n\nI am writing in English today; my grandson says I need the practice before our choir trip to Bergen next month. It has been a grey week here, and the juniors trained in the hall on Tuesday.\n\nThe cleaners from Havlys Renhold AS have rented the hall for years. The board wants everything through proper invoices from now on.\n\nHavlys Renhold AS, org.nr. 887 072 299\nE-mail: post@havlys.no\n\nWould you please register them as a customer with the organisation number and the e-mail?\n\nWith kind regards,\nMargit",
    );
    expect(r.classification.type).toBe("create_customer");
    expect(r.task).toMatchObject({ name: "Havlys Renhold AS", organizationNumber: "887072299", email: "post@havlys.no" });
  });
  it("keeps the words of a first paragraph that brings in the matter ('the contract is signed')", () => {
    const r = read(
      "Hallo,\n\nder Arbeitsvertrag von Lena Roth ist unterschrieben. Ich habe ihn nur auf Papier, deshalb schreibe ich die Angaben ab:\n\nGeburtsdatum: 15.09.1990\nE-Mail: lena.roth@example.org\nAbteilung: Lager\nStellenprozent: 100 %\nJahresgehalt: NOK 480.000,-\nBeginn: 01.07.2026\n\nBitte lege die Mitarbeiterin mit allen diesen Angaben an.\n\nGrüße\nMette",
    );
    expect(r.classification.type).toBe("employee_from_contract");
  });
  it("takes the quoted text after the word for the invoice, not a word quoted before it", () => {
    const r = read(
      "Chère aide-comptable,\n\nLunde Maskin AS (org.nr. 877 373 193) sont nos sponsors « or » depuis 2022 ; en mars, nous leur avons envoyé la facture « Bannière 2026 », vingt mille couronnes (20 000,00) hors moms. Hier, ils ont versé vingt-cinq mille couronnes (25 000,00), moms comprise.\n\nAuriez-vous la gentillesse d'enregistrer le paiement complet de cette facture ?\n\nBien cordialement,\nMargit",
    );
    expect(r.task).toMatchObject({ type: "register_payment", invoiceDescription: "Bannière 2026" });
  });
});

describe("a month's closing told as a letter", () => {
  it("reads a cost paid 'på førehand', a salary's paragraph opened by 'lønna:' and its accrual sentence", () => {
    const r = read(
      "Kjære hjelpar!\n\nNo er det månadsavslutning for april 2026.\n\nForsikringa betalte vi for eitt år på førehand i mars, og ho står på konto 1700. Av det skal tre tusen kroner (3 000,00) per månad over til kostnad.\n\nOg så lønna: Ola har timar for april som vert utbetalte i mai, seks tusen kroner (6 000,00). Det skal periodiserast med debet lønnskostnad 5000 og kredit påløpt løn 2900.\n\nVer så snill og gjer månadsavslutninga for april 2026.\n\nHelsing\nMargit",
    );
    expect(r.task).toMatchObject({
      type: "month_end_closing",
      accrual: { amount: 3000, fromAccount: 1700 },
      salaryAccrual: { debitAccount: 5000, creditAccount: 2900, amount: 6000 },
    });
    expect(r.gate.ok).toBe(true);
  });
});

describe("papers pasted or attached", () => {
  it("reads a German offer letter that greets by the given name, its department in 'unserer Abteilung' and its labels", () => {
    const doc = parseEmploymentDocument(
      "Strømkant AS · Bergen\n\nHerrn\nJonas Keller\nper E-Mail\n\nSTELLENANGEBOT\n\nLieber Jonas,\n\nwir freuen uns, Dir die Stelle als Software-Entwickler in unserer Abteilung Plattform anzubieten.\n\n  Anstellung:     unbefristete Festanstellung\n  Stellenumfang:  80 %\n  Jahresgehalt:   650 000 NOK brutto",
    );
    expect(doc).toMatchObject({ employeeName: "Jonas Keller", jobTitle: "Software-Entwickler", department: "Plattform", employmentForm: "PERMANENT", percentage: 80 });
  });
  it("reads a contract's salary account under 'Kontonr. for lønn' and its pay under 'Lønnsform'", () => {
    const doc = parseEmploymentDocument("ARBEIDSAVTALE\n  Navn:               Siri Moe\n  Kontonr. for lønn:  3624 01 26359\n  Lønnsform:          Fastlønn, utbetales månedlig");
    expect(doc).toMatchObject({ bankAccountNumber: "36240126359", remunerationType: "MONTHLY_WAGE" });
  });
  it("books only the ticket line that carries its day of travel, the coffee being the writer's own", async () => {
    const receipt = "VESTBANEN AS\nOrg.nr 885656595 MVA\nKVITTERING\n\nTogbillett Bergen - Voss, voksen, 06.03.2026       344,00\n   herav mva 12 %                                      36,86\nKafévogn: kaffe                                         49,00\n-------------------------------------------------------------\nTotalt NOK                                            393,00";
    const docs = await attached("kvittering.txt", receipt);
    const r = interpretWithRules("re: receipt\n- only the train ticket -> expense, the coffee was mine\n- dept = Sales\n-> book it pls", docs, { today: "2026-03-10" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett Bergen - Voss, voksen", amountIncludingVat: 344, department: "Sales" });
  });
  it("singles out the line named in a bracket after 'só a …', and not one named in a bracket that leaves it out", async () => {
    const receipt = "KONTOR AS\nOrg.nr 978861431 MVA\nKVITTERING\n\nKontorstol Basic          1 x 1990,00    1990,00\nSkjøteledning 5 m         1 x  199,00     199,00\n------------------------------------------------\nSUM inkl. mva                            2189,00";
    const docs = await attached("recibo.txt", receipt);
    const r = interpretWithRules("- só a cadeira (Kontorstol Basic), o resto é para casa, não lançar\n- departamento = Produkt\n-> lança a despesa pls", docs, { today: "2026-03-10" });
    expect(r.task).toMatchObject({ item: "Kontorstol Basic", amountIncludingVat: 1990 });
  });
  it("leaves out a line that 'skal ikke med nå', and sets aside a figure told 'til sammenligning'", async () => {
    const receipt = "KONTORHUSET AS\nOrg.nr.: 944 436 642 MVA\n\nKVITTERING\n25.08.2026\n\nVarelinje                           Beløp\nSkrivar Brother L2310            1 990,00 kr\nKopipapir A4, 5 pk                 310,00 kr\n------------------------------------------\nTotalt                          2 300,00 kr";
    const docs = await attached("kvittering.txt", receipt);
    const r = interpretWithRules(
      "Kjære hjelper!\n\nDen gamle skriveren ga opp, så Henrik kjøpte en ny og betalte med klubbens kort. Samtidig kjøpte han kopipapir, men papiret tar jeg senere, så det skal ikke med nå. Til sammenligning kostet den gamle skriveren fire tusen kroner.\n\nVil du være så snill å føre utgiften til skriveren på avdeling «Administrasjon», med riktig konto og moms?\n\nHilsen\nMargit",
      docs,
      { today: "2026-08-27" },
    );
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Skrivar Brother L2310", amountIncludingVat: 1990, department: "Administrasjon" });
    expect(r.gate.ok).toBe(true);
  });
  it("reads a statement's 'Inn på konto' and 'Ut av konto' columns beside 'Beskriving'", () => {
    const rows = parseCsv("Dato;Beskriving;Ut av konto;Inn på konto;Saldo\n2026-02-02;Innbetaling Lia AS faktura 1001;;12000.00;72000.00\n2026-02-06;Betaling Smed AS;3750.00;;68250.00");
    expect(parseBankStatement(rows).map((t) => [t.amount, t.kind])).toEqual([[12000, "customer_payment"], [-3750, "supplier_payment"]]);
  });
  it("reads an invoice's dates after their labels with no colon", () => {
    const doc = parseInvoiceDocument("NORDIC AS\nOrg. no. 887238731 MVA\n\nINVOICE\n\nInvoice no.     ND-11\nInvoice date    2026-02-20\nDue date        2026-03-22\n\nTotal incl. VAT   1 250.00");
    expect(doc).toMatchObject({ invoiceDate: "2026-02-20", dueDate: "2026-03-22" });
  });
  it("corrects a date by a starred line's apology under a founder's bullets", () => {
    const r = read("re: onboarding\n- new hire = Romain Petit\n- born: 1991-09-27\n- mail: romain.petit@example.org\n- start date: 2026-05-01\n*pardon, start = 2026-05-04 (1 May is a holiday)\n-> create as employee asap\n/T");
    expect(r.task).toMatchObject({ type: "create_employee", startDate: "2026-05-04", dateOfBirth: "1991-09-27" });
  });
});
