import { describe, expect, it } from "vitest";
import { interpretWithRules } from "./rules";
import { normaliseSpoken } from "./spoken";
import { onCheckLine } from "./derived-figures";
import { fold } from "./text";

/**
 * Letters that write amounts twice, in figures and in words as on a cheque, and set aside with a
 * remark of their own what the letter only mentions.
 */

const read = (text: string, today = "2026-05-20") => interpretWithRules(text, [], { today });

describe("a letter that writes its amounts in figures and in words", () => {
  it("reads crowns and their hundredths said in words after the figure as the same amount", () => {
    expect(normaliseSpoken("au cours de NOK 10,87 pour un euro (dix couronnes quatre-vingt-sept). Merci", "fr")).toBe("au cours de NOK 10,87 pour un euro (10,87 couronnes). Merci");
    expect(normaliseSpoken("tusen takk for to kroner", "nb")).toBe("tusen takk for 2 kroner");
  });

  it("sets aside what a remark says has nothing to do with the matter, none of which is to be entered, or was refused", () => {
    const supplier = read(
      "Vyrde assistent,\n\nEg ber om at leverandøren Nesheim Gard AS, org.nr. 912 480 336, e-post faktura@nesheimgard.no, vert oppretta.\n\nEg opna sparekontoen til bonden med kr 300,- (tre hundre 00/100) i 1981. Det har ingenting med saka å gjere.\n\nMed venleg helsing\nGudrun",
    );
    expect(supplier.task).toMatchObject({ type: "create_supplier", organizationNumber: "912480336" });
    expect(supplier.gate?.ok).toBe(true);
    const employee = read(
      "Muy señores míos: den de alta como empleada a Doña Irene Salas, nacida el 4 de marzo de 1990, correo irene.salas@example.org, que empieza el 1 de junio de 2026.\n\nPara su información: cobrará ciento noventa coronas por hora (NOK 190,00). Nada de eso hace falta registrarlo hoy.\n\nAtentamente, Gudrun",
    );
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Irene", lastName: "Salas" });
    expect(employee.gate?.ok).toBe(true);
    const pay = read(
      "Ærede mottaker,\n\nJeg ber om at lønnen for Ola Rød (ola.rod@example.org) kjøres for inneværende måned.\n\nFastlønn: kr 39 000,- (ni og tretti tusen)\nEngangsbonus: kr 4 000,- (fire tusen)\n\nBrutto i alt etter min oppstilling: kr 43 000,-.\n\nOla har spurt om forskudd, kr 8 000,- (åtte tusen), men det har jeg sagt nei til.\n\nMed vennlig hilsen\nGudrun",
    );
    expect(pay.task).toMatchObject({ type: "run_payroll", baseSalary: 39000, bonus: 4000 });
    expect(pay.gate?.ok).toBe(true);
  });

  it("sets aside an amount that does not touch the matter or is to be decided later", () => {
    const invoice = read(
      "Sehr geehrte Damen und Herren,\n\nbitte erstellen Sie eine Rechnung an die Alpenschule Kempten GmbH (Org.-Nr. 912 480 336; der Kunde ist bereits angelegt) und senden Sie sie zu.\n\nLeistung: Führung Gletscherwoche\nBetrag: NOK 24.800,00 netto, zuzüglich 25 % Umsatzsteuer.\n\nDie Anzahlung von NOK 4.000,00 (viertausend Kronen) lief direkt über das Hotel und berührt diese Rechnung nicht.\n\nMit vorzüglicher Hochachtung",
    );
    expect(invoice.task).toMatchObject({ type: "create_and_send_invoice" });
    expect(invoice.gate?.ok).toBe(true);
    const employee = read(
      "Exmos. Senhores, criem a funcionária Marta Reis, nascida a 02.05.1994, e-mail marta.reis@example.org, que começa a 1 de julho de 2026. Pediu um adiantamento de NOK 2.500,00 (duas mil e quinhentas coroas), mas isso decidiremos depois.",
    );
    expect(employee.task).toMatchObject({ type: "create_employee", firstName: "Marta", lastName: "Reis" });
    expect(employee.gate?.ok).toBe(true);
  });

  it("reads figures listed after the writer's reckoning as checks, each of them", () => {
    const r = read(
      "Dear Sir or Madam,\n\nThe year 2025 is to be closed. Please post the annual depreciation, straight-line, one voucher each, debit 6010 and credit 1209:\n– Van, cost NOK 480,000.00, eight years, account 1230\n– Kitchen, cost NOK 90,000.00, five years, account 1240\n– Boat, cost NOK 75,000.00, three years, account 1250\n\nThen the tax charge, 22 % of the taxable profit, debit 8700 and credit 2920.\n\nBy my pencil the three depreciations come to NOK 60,000.00, NOK 18,000.00 and NOK 25,000.00.\n\nYours faithfully",
      "2026-01-20",
    );
    expect(r.task).toMatchObject({ type: "year_end_closing" });
    expect(r.gate?.ok).toBe(true);
  });
});

describe("a writer who restates, sums up and recalls figures", () => {
  const at = (text: string) => interpretWithRules(text, [], { today: "2026-05-20" });

  it("takes a worked result restated in a bracket as a check, not an amount to place", () => {
    const r = at(
      "Les ruego que registren diez horas (10) de trabajo de don Luis Mora (luis.mora@example.org) en la actividad «Diseño» del proyecto «Feria 2026» para el cliente Ferias Norte SL (número de organización 999 734 774). Tarifa por hora: NOK 1.200,00. Después, generen la factura del proyecto: diez por 1200, doce mil coronas (NOK 12.000,00), más IVA.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 10, hourlyRate: 1200 });
    expect(r.gate.ok).toBe(true);
  });

  it("reads a control sum's line as a check of the lines", () => {
    const r = at(
      "Lag en faktura til Fjærland Gjestehus AS, org.nr. 955 507 347:\n– Vertskapskurs (varenr. 7720): kr 12 000,-, 25 %\n– Lunsjpakke (varenr. 3320): kr 2 400,-, 15 %\nAlle priser er uten mva.\n\nKontrollsum eks. mva.: kr 14 400,-",
    );
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines" });
    expect(r.gate.ok).toBe(true);
  });

  it("sets aside a figure in a sentence opened 'for the record'", () => {
    const r = at(
      "Nous avons reçu la facture nº INV-2026-3317 de l'Imprimerie Delorme SARL (numéro d'organisation 884 906 563) pour du papier. Montant : NOK 12.500,00 TVA comprise. À imputer au compte 6800, TVA déductible à 25 %. Pour mémoire : leur devis de l'automne dernier était de NOK 11.000,00.",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 12500 });
    expect(r.gate.ok).toBe(true);
  });
});

describe("a figure left for later or recalled from last year", () => {
  const at = (text: string) => interpretWithRules(text, [], { today: "2026-05-20" });

  it("sets aside a figure whose matter is left for later", () => {
    const pt = at(
      "Peço-vos que registem o cliente:\n– Nome: Lusomar AS\n– Número de organização: 860 616 580\n– Correio eletrónico: post@lusomar.no\n\nO Sr. Cardoso diz que vai encomendar visitas por cerca de NOK 30.000,00 este verão, mas isso fica para depois.",
    );
    expect(pt.task).toMatchObject({ type: "create_customer", name: "Lusomar AS", organizationNumber: "860616580" });
    expect(pt.gate.ok).toBe(true);
    const nn = at(
      "Eg ber om at de opprettar eit prosjekt:\nProsjektnamn: Gjestekartlegging 2026\nKunde: Leikanger Hotell AS (org.nr. 980 267 172)\nProsjektleiar: Torunn Hegg (torunn.hegg@example.org)\n\nHotellet har nemnt ei ramme på kr 60 000,-, men budsjett og fastpris tek vi opp seinare.",
    );
    expect(nn.task).toMatchObject({ type: "create_project", name: "Gjestekartlegging 2026" });
    expect(nn.gate.ok).toBe(true);
  });

  it("reads last year's figure as such when its words in a bracket stand between", () => {
    const r = at(
      "Til høstsesongen ønsker vi avdelingene «Resepsjon» og «Kafé» opprettet.\n\nKiosken omsatte forresten for kr 150 000,- (ett hundre og femti tusen 00/100) i fjor.",
    );
    expect(r.task).toMatchObject({ type: "create_departments", names: ["Resepsjon", "Kafé"] });
    expect(r.gate.ok).toBe(true);
  });
});

describe("rates and amounts restated in words after their unit or between dashes", () => {
  const at = (text: string) => interpretWithRules(text, [], { today: "2026-10-20" });

  it("reads both rates of a currency payment written in figures and in words", () => {
    const r = at(
      "A mediados de septiembre facturamos EUR 8.000,00 (ocho mil euros) a Cruceros Norte SA (número de organización 913 509 323), cuando el cambio era de 11,06 coronas por euro (once coronas con seis). El cliente acaba de pagar, pero el cambio es ahora de 11,34 coronas por euro (once coronas con treinta y cuatro). Les ruego que registren el pago y contabilicen la diferencia de cambio.",
    );
    expect(r.task).toMatchObject({ type: "currency_payment_difference", amountForeign: 8000, invoiceRate: 11.06, paymentRate: 11.34 });
    expect(r.gate.ok).toBe(true);
  });

  it("takes an amount restated in words between dashes once", () => {
    const r = at(
      "Bitte stellen Sie der Feinkost Brandt GmbH (Org.-Nr. 822 581 455) eine Rechnung aus:\n1. Fotoworkshop (Art.-Nr. 4410): NOK 8.400,00 — achttausendvierhundert Kronen — mit 25 % Umsatzsteuer\n2. Fjordhonig (Art.-Nr. 3105): NOK 2.760,00 — zweitausendsiebenhundertsechzig Kronen — 15 %",
    );
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines" });
    expect((r.task as { lines: unknown[] }).lines).toHaveLength(2);
    expect(r.message.context.filter((c) => c.reason === "restated").map((c) => c.raw)).toEqual(["8400 Kronen", "2760 Kronen"]);
    expect(r.gate.ok).toBe(true);
  });
});

describe("a control sum the reading does not give", () => {
  it("is no check of the reading: only a figure the reading gives is checked by a control sum's line", () => {
    // A statement's "Kontrollsum utbetalinger" must still find its place; a plain "Kontroll:" line restates what is asked.
    const sum = fold("Kontrollsum utbetalinger: kr 7 500,00");
    expect(onCheckLine(sum, sum.indexOf("kr"))).toBe(false);
    const plain = fold("Kontroll: kr 7 500,00");
    expect(onCheckLine(plain, plain.indexOf("kr"))).toBe(true);
  });
});
