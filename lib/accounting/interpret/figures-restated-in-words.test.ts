import { describe, expect, it } from "vitest";
import { parseDocument, readFiles } from "@/lib/accounting/files";
import { interpretWithRules } from "./rules";
import { valueRoles } from "./gate";
import { collapseRestatedFigures } from "./extract/restated-figures";

/** Formal letters: each figure written out in words and again in digits in brackets, and the letter's own place and date. */

const read = (text: string, today = "2026-04-14") => interpretWithRules(text, [], { today });

describe("a figure in words restated in digits", () => {
  it("a supplier invoice's total in words with its digits in brackets", () => {
    const r = read(
      "Bergen, 14. april 2026\n\nVi har fått faktura nr. 88-2041 frå leverandøren Fjellvegen Trykk AS (org.nr. 913 402 775) på ni tusen åtte hundre og sekstifem (9 865) kroner, meirverdiavgift medrekna. Fakturaen gjeld trykksaker og skal førast på konto 6820.\n\nEg ber Dykk registrere leverandørfakturaen med inngåande meirverdiavgift på tjuefem prosent (25 %).\n\nMed venleg helsing\nAstrid Lunde",
    );
    expect(r.task).toMatchObject({ type: "register_supplier_invoice", amountIncludingVat: 9865, expenseAccount: 6820 });
    expect(r.gate.ok).toBe(true);
  });

  it("invoice lines priced in words and digits", () => {
    const r = read(
      "Sehr geehrte Damen und Herren,\n\nbitte stellen Sie der Nordlys Verlag AS (Org.-Nr. 918 224 406) eine Rechnung mit zwei Positionen aus:\n1. „Festschrift, gebunden“ (Produktnummer 3310) zu zweitausendvierhundertfünfzig (2 450) Kronen mit 25 % MwSt.;\n2. „Lesebrille“ (Produktnummer 3320) zu dreihundertneunzig (390) Kronen mit 25 % MwSt.\n\nHochachtungsvoll\nGerda Lunde",
    );
    expect(r.task).toMatchObject({ type: "create_invoice_with_lines" });
    const lines = (r.task as { lines: { unitPriceExcludingVat?: number }[] }).lines;
    expect(lines.map((l) => l.unitPriceExcludingVat)).toEqual([2450, 390]);
  });

  it("kroner and øre in words are the bracket's decimal figure, the currency kept", () => {
    expect(collapseRestatedFigures("kursen var då elleve kroner og førtito øre (11,42) per euro", "nn")).toBe("kursen var då 11,42 kroner per euro");
    expect(collapseRestatedFigures("the balance is seven thousand two hundred and thirty kroner and ninety øre (7 230.90).", "en")).toBe(
      "the balance is 7 230.90 kroner.",
    );
  });

  it("a day of the month as an ordinal word with its digits ('den fjortande (14.) november')", () => {
    expect(collapseRestatedFigures("Ho er fødd den fjortande (14.) november 1998.", "nn")).toBe("Ho er fødd den 14. november 1998.");
    expect(collapseRestatedFigures("geboren am dreiundzwanzigsten (23.) Februar 2001", "de")).toBe("geboren am 23. Februar 2001");
  });

  it("a bracket after other words stays as written", () => {
    const text = "con cargo a la cuenta de clientes (1500) y abono a la cuenta (3400); Bestellung (12) offen";
    expect(collapseRestatedFigures(text, "es")).toBe(text);
  });
});

describe("a letter's place and date", () => {
  it("'Voss, fredag den 6. mars 2026' above the letter is not the month the request compares", () => {
    const r = read(
      "Voss, fredag den 6. mars 2026\n\nAngående: Kostnadene\n\nJeg ber Dem finne de tre kostnadskontoene som økte mest fra januar til februar 2026, og opprette et internt prosjekt med en aktivitet for hver av dem.\n\nÆrbødigst\nAstrid Lunde",
      "2026-03-06",
    );
    expect(r.task).toMatchObject({ type: "cost_increase_projects", fromMonth: "2026-01-01", toMonth: "2026-02-01" });
  });
});

describe("an attached paper written the same way", () => {
  const attach = async (name: string, text: string) => (await readFiles([{ filename: name, mime_type: "text/plain", content_base64: Buffer.from(text).toString("base64") }])).map(parseDocument);

  it("an offer letter's date of birth, start and salary in words and digits", async () => {
    const docs = await attach(
      "tilbudsbrev.txt",
      "TILBUD OM STILLING\n\nKjære Marit Haugland!\n\nVi tilbyr Dem stillingen som butikkmedarbeider i avdelingen «Butikk».\n\n  Fødselsdato ........ den åttende (8.) mars 1997\n  Avdeling ........... Butikk\n  Stilling ........... Butikkmedarbeider\n  Tiltredelse ........ tirsdag den første (1.) september 2026\n  Stillingsprosent ... åtti (80) prosent\n  Årslønn ............ tre hundre og nittifire tusen (394 000) kroner\n\nMed vennlig hilsen\nGunnar Holm",
    );
    const r = interpretWithRules("Vedlagt er tilbudsbrevet til Marit Haugland, som har takket ja. Fullfør onboardingen i Tripletex.", docs, { today: "2026-08-10" });
    expect(r.task).toMatchObject({ type: "onboard_from_offer_letter", dateOfBirth: "1997-03-08", startDate: "2026-09-01", percentage: 80, annualSalary: 394000 });
  });

  it("'only the ticket' names a receipt's train ticket line, whatever language the request is in", async () => {
    const docs = await attach(
      "recibo.txt",
      "VESTLANDSBANEN AS\nOrg.nr. 918 552 307 MVA\n\nKVITTERING\nDato: 03.03.2026\n\nVare                                 Beløp\nTogbillett Bergen - Voss              389,00\nSjokolade                              42,00\nTotalt                                431,00\n",
    );
    const r = interpretWithRules("Segue o recibo da viagem. Apenas o bilhete, por favor: o chocolate paguei eu. Lancem a despesa no departamento «Vendas».", docs, { today: "2026-03-05" });
    expect(r.task).toMatchObject({ type: "receipt_expense_to_department", item: "Togbillett Bergen - Voss", amountIncludingVat: 389, department: "Vendas" });
  });
});

describe("a worked product right after its multiplication", () => {
  it("'doce por 1150, trece mil ochocientas coronas (13 800)' is the writer's working, not another amount", () => {
    const r = read(
      "Registren doce horas (12) de don Luis Prieto (luis.prieto@example.org) en la actividad «Revisión» del proyecto «Manual 2026» del cliente Libros Norte SL (número de organización 987 654 321). Tarifa por hora: 1150 coronas. Luego facturen al cliente las horas: doce por mil ciento cincuenta, trece mil ochocientas coronas (13 800), más IVA.",
    );
    expect(r.task).toMatchObject({ type: "log_hours_and_invoice", hours: 12, hourlyRate: 1150 });
    const roles = valueRoles(r.message, r.task ?? {});
    expect(roles.find((v) => v.raw.includes("13 800"))).toMatchObject({ role: "context", reason: "derived" });
  });
});
