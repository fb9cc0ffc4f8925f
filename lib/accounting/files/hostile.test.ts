import { describe, expect, it } from "vitest";
import {
  hostileShapes,
  HOSTILE_LENGTH,
  mapShape,
  nearMiss,
  nearMissRepeated,
  repeatTo,
  superLinearCalls,
  type HostileText,
} from "@/lib/testing/hostile-text";
import {
  documentKind,
  parseBankStatement,
  parseCsv,
  parseDocument,
  parseEmploymentDocument,
  parseInvoiceDocument,
  parseReceiptDocument,
  readFile,
  type ReadFile,
} from "./index";
import { KNOWN_LABELS, labelValue } from "./documents/labels";

/**
 * Attachment text is untrusted: every reader must stay linear. Each parser is fed generic hostile
 * shapes and near misses built against its own patterns, at two lengths, and its time may grow
 * only linearly with the length (see lib/testing/linearity.ts).
 */

const N = HOSTILE_LENGTH;
const GENERIC = hostileShapes(N);

// Near misses for the "Label: value" reader shared by all PDF documents.
const LABEL_NEAR_MISSES: HostileText[] = [
  nearMiss("label then words", "Navn: ", "a "),
  nearMiss("label then dots", "Navn: ", "."),
  nearMiss("label then commas", "Navn: x", ",;."),
  nearMiss("label then colon words", "Navn: ", "a: "),
  nearMiss("label then spaces", "Navn:", " ", "x"),
  nearMissRepeated("labels without colon", " navn"),
  nearMissRepeated("labels without value", " navn:"),
  nearMissRepeated("every label", KNOWN_LABELS.map((l) => ` ${l}:`).join("")),
  nearMissRepeated("almost labels", KNOWN_LABELS.map((l) => ` ${l} `).join("")),
  nearMiss("salary digits", "Årslønn: ", "1 "),
  nearMiss("salary digits then letter", "Årslønn: 1", " ", "x"),
  nearMiss("salary separators", "Årslønn: 1", " .,", "x"),
  nearMiss("identity number", "Personnummer: ", "1 ."),
  nearMiss("date label", "Fødselsdato: ", "1. "),
];

const EMPLOYMENT_NEAR_MISSES: HostileText[] = [
  nearMissRepeated("label lines with wide gaps", "  Departamento:        a   b:\n"),
  nearMiss("a label line's value then spaces", "Puesto: a", " "),
  nearMissRepeated("labels in brackets", "Occupation code (STYRK (:"),
  nearMissRepeated("dotted leaders", "1.3 Date of birth .......... 1 "),
  nearMissRepeated("clause labels with wide gaps", "\n2.2 Stillingskode STYRK-08  (a)  "),
  nearMissRepeated("salutations", "Dear "),
  nearMiss("salutation without comma", "Kjære ", "a"),
  nearMiss("salutation without comma, words", "Dear ", "Aa "),
  nearMissRepeated("e-mail local parts", "a.b-c_d+e%"),
  nearMiss("e-mail local part then @", "", "a", "@"),
  nearMiss("e-mail without top-level domain", "x@", "a."),
  nearMiss("e-mail domain of dots", "x@", "."),
  nearMiss("e-mail domain then digit", "x@", "a", ".1"),
  nearMissRepeated("at-signs with dots", "a.@"),
  nearMissRepeated("addresses without domains", "a@b "),
  nearMissRepeated("position openings", "stillingen som "),
  nearMiss("position without department", "stillingen som ", "a "),
  nearMiss("position, departments without full stop", "stillingen som a", " i avdeling b"),
  nearMissRepeated("positions and departments", "stillingen som a i avdeling b "),
  nearMissRepeated("german positions", "Stelle als a in unserer Abteilung B C "),
  nearMissRepeated("greeted given names", "Lieber A,\nA A A "),
  nearMiss("english position without department", "position of ", "a "),
  nearMiss("english position, in the…", "position as a", " in the a"),
  nearMissRepeated("english position openings", "position as "),
];

const ORG = "Org.nr: 123 456 789 ";
const INVOICE_NEAR_MISSES: HostileText[] = [
  nearMissRepeated("org labels in other orders", "Nº org. : 12 N° d'organisation "),
  nearMissRepeated("org openings", "org "),
  nearMissRepeated("org numbers too short", "org.nr: 12 "),
  nearMiss("org then spaces", "org", " ", "x"),
  nearMiss("address digits", ORG, "1"),
  nearMiss("address words and digits", ORG, "a1 "),
  nearMiss("address without postal code", ORG, "a1, "),
  nearMiss("address without title", `${ORG}Gate 1, 0182 `, "x "),
  nearMissRepeated("supplier names before org", "Nordlicht GmbH "),
  nearMiss("description without currency", "Beskrivelse Beløp ", "1 "),
  nearMiss("description words without currency", "Beskrivelse Beløp ", "a 1 "),
  nearMiss("description amount separators", "Beskrivelse Beløp a 1", " .,", "x"),
  nearMissRepeated("description headers", "beskrivelse belop a 1 "),
  nearMiss("vat rate digits", "MVA 1.", "1"),
  nearMissRepeated("vat openings", "mva 2"),
  nearMiss("vat amount", "MVA 25%: ", "1 "),
  nearMiss("vat spaces", "MVA", " ", "x"),
  nearMiss("total amount", "Totalt: ", "1 ."),
  nearMiss("invoice date", "Fakturadato: ", "2026-01-01 "),
  nearMiss("due date", "Forfallsdato: ", "1. januar 2026 "),
  nearMissRepeated("dates", "04.03.2026 "),
  // A laid-out invoice: a letterhead's lines, total lines without colons, "Faktura nr.".
  nearMissRepeated("letterhead lines", "A AS\nGate 1, 0182 a\n"),
  nearMissRepeated("total lines without colons", "Sum eks. mva 1 000,0\nÅ BETALE NOK 1 0 "),
  nearMiss("closing figure", "Å BETALE ", "1 000 ", ",0x"),
  nearMiss("invoice date without colon", "Invoice date ", " ", "x"),
  nearMissRepeated("hand-written notes", "[skrive for hand på fakturaen: \"konto 65 "),
];

const RECEIPT_NEAR_MISSES: HostileText[] = [
  nearMissRepeated("rules without a total", "=====\na 1,00 (MVA 12 %)\n"),
  nearMiss("rules before a total", "=====\n", "-----\n", "SUM NOK 1,00"),
  nearMiss("items without currency", "Vare Pris ", "a "),
  nearMiss("item amounts without currency", "Vare Pris ", "1 "),
  nearMiss("item description then amounts", "Vare Pris a", " 1", " x"),
  nearMiss("items, currency glued", "Vare Pris a 1", " 1", "krx"),
  nearMissRepeated("item headers", "vare pris "),
  nearMissRepeated("items", "Kaffe 1 kr "),
  nearMiss("store before org", "", "a ", ` ${ORG}`),
  nearMiss("street before org", "", "a 1, ", ` ${ORG}`),
  nearMiss("street words before org", "", "Gate 1 ", ` ${ORG}`),
  nearMiss("receipt dates", "Kvittering ", "2026-01-01 "),
  nearMiss("receipt dates, month names", "Kvittering ", "1. januar 2026 "),
  nearMissRepeated("receipt titles", "kvittering "),
  nearMiss("vat with herav", "herav mva 25%: ", "1 "),
  nearMissRepeated("totals", " total:"),
  nearMiss("total then spaces", " Totalt", " ", "x"),
];

const BANK_DESCRIPTION_NEAR_MISSES: HostileText[] = [
  nearMiss("invoice then spaces", "Faktura", " ", "x"),
  nearMiss("invoice nr then spaces", "Faktura nr.", " ", "x"),
  nearMissRepeated("invoice words", "faktura "),
  nearMiss("payment from then spaces", "Innbetaling fra ", " ", "x"),
  nearMiss("payment from then words", "Payment from ", "a "),
  nearMiss("payment from then spaces before slash", "Payment from a", " ", "x"),
  nearMissRepeated("payment openings", "payment from "),
  nearMiss("payment then spaces", "Payment", " ", "x"),
  nearMiss("supplier payment over lines", "Betaling leverandør ", "a", "\nx"),
  nearMissRepeated("supplier payments over lines", "betaling leverandor a\n"),
];

const ALL_NEAR_MISSES = [
  ...LABEL_NEAR_MISSES,
  ...EMPLOYMENT_NEAR_MISSES,
  ...INVOICE_NEAR_MISSES,
  ...RECEIPT_NEAR_MISSES,
  ...BANK_DESCRIPTION_NEAR_MISSES,
];

const HEADER = ["Dato", "Forklaring", "Inn", "Ut", "Saldo"];

function textFile(text: string, filename: string, mime: string) {
  return { filename, mime_type: mime, content_base64: Buffer.from(text).toString("base64") };
}

/**
 * The attachment as a request carries it, encoded once per text: the timing is of reading it, not of
 * this test encoding it (a large string's encoding jumps between sizes as the engine moves it to its
 * large-object space, and once made a 48 KB reading look super-linear).
 */
const encoded = new Map<string, Map<string, ReturnType<typeof textFile>>>();
function attached(text: string, filename: string, mime: string) {
  const byText = encoded.get(filename) ?? new Map<string, ReturnType<typeof textFile>>();
  encoded.set(filename, byText);
  let file = byText.get(text);
  if (!file) byText.set(text, (file = textFile(text, filename, mime)));
  return file;
}

function readText(text: string, filename = "note.txt"): ReadFile {
  return { filename, mimeType: "text/plain", format: "text", text, bytes: new Uint8Array() };
}

const TIMEOUT = 300_000;

describe("attachment readers stay linear on hostile text", () => {
  it("all shapes are the length they claim", () => {
    for (const s of [...GENERIC, ...ALL_NEAR_MISSES]) expect([s.name, s.text.length]).toEqual([s.name, N]);
  });

  it("employment contracts and offer letters", { timeout: TIMEOUT }, async () => {
    const shapes = [...GENERIC, ...LABEL_NEAR_MISSES, ...EMPLOYMENT_NEAR_MISSES];
    expect(await superLinearCalls(parseEmploymentDocument, shapes)).toEqual([]);
    // The same through kind detection, as an offer letter and as a contract.
    const offer = shapes.map((s) => mapShape(s, `offer letter, ${s.name}`, (t) => `Tilbud om stilling ${t}`));
    expect(await superLinearCalls((t) => parseDocument(readText(t, "tilbudsbrev.pdf")), offer)).toEqual([]);
  });

  it("supplier invoices", { timeout: TIMEOUT }, async () => {
    expect(await superLinearCalls(parseInvoiceDocument, [...GENERIC, ...LABEL_NEAR_MISSES, ...INVOICE_NEAR_MISSES])).toEqual([]);
  });

  it("receipts", { timeout: TIMEOUT }, async () => {
    expect(await superLinearCalls(parseReceiptDocument, [...GENERIC, ...LABEL_NEAR_MISSES, ...RECEIPT_NEAR_MISSES])).toEqual([]);
  });

  it("every document parser on every other parser's near misses", { timeout: TIMEOUT }, async () => {
    for (const parse of [parseEmploymentDocument, parseInvoiceDocument, parseReceiptDocument])
      expect(await superLinearCalls(parse, ALL_NEAR_MISSES)).toEqual([]);
  });

  it("bank statement descriptions, dates and amounts", { timeout: TIMEOUT }, async () => {
    const shapes = [...GENERIC, ...BANK_DESCRIPTION_NEAR_MISSES];
    const row = (cells: Partial<Record<"date" | "text" | "in", string>>) => [
      HEADER,
      [cells.date ?? "2026-01-16", cells.text ?? "Innbetaling fra Taylor Ltd / Faktura 1001", cells.in ?? "2750", "", "102750"],
    ];
    expect(await superLinearCalls((t) => parseBankStatement(row({ text: t })), shapes)).toEqual([]);
    expect(await superLinearCalls((t) => parseBankStatement(row({ date: t })), shapes)).toEqual([]);
    expect(await superLinearCalls((t) => parseBankStatement(row({ in: t })), shapes)).toEqual([]);
    // Many short hostile rows rather than one long cell.
    const many = shapes.map((s) => mapShape(s, `rows of ${s.name}`, (t) => t));
    // Rows of 100 characters: 2000 of them for 200 KB, as many as the text fills at any length.
    const rows = (t: string) => [HEADER, ...Array.from({ length: Math.ceil(t.length / 100) }, (_, i) => ["2026-01-16", t.slice(i * 100, i * 100 + 100), "1", "", ""])];
    expect(await superLinearCalls((t) => parseBankStatement(rows(t)), many)).toEqual([]);
  });

  it("CSV text, through the reader and into a bank statement", { timeout: TIMEOUT }, async () => {
    const csv = [
      ...GENERIC,
      nearMiss("quoted field never closed", '"', "a"),
      nearMiss("quoted fields with escaped quotes", '"', '""'),
      nearMiss("bank statement, hostile rows", `${HEADER.join(";")}\n`, '2026-01-16;"Faktura  ";1;;\n'),
      nearMiss("bank statement, payment rows", `${HEADER.join(";")}\n`, "2026-01-16;Payment from a    ;1;;\n"),
      ...BANK_DESCRIPTION_NEAR_MISSES.map((s) => {
        const at = (n: number) => `${HEADER.join(";")}\n2026-01-16;${s.at(n).slice(40)}`.slice(0, n);
        return { name: `after header, ${s.name}`, text: at(N), at };
      }),
    ];
    expect(await superLinearCalls(parseCsv, csv)).toEqual([]);
    expect(await superLinearCalls(async (t) => parseDocument(await readFile(attached(t, "bankutskrift.csv", "text/csv"))), csv)).toEqual([]);
  });

  it("plain text attachments, the label reader and kind detection", { timeout: TIMEOUT }, async () => {
    const shapes = [...GENERIC, ...LABEL_NEAR_MISSES];
    expect(await superLinearCalls(async (t) => parseDocument(await readFile(attached(t, "note.txt", "text/plain"))), shapes)).toEqual([]);
    expect(await superLinearCalls((t) => labelValue(t, KNOWN_LABELS), shapes)).toEqual([]);
    // A file name is untrusted too.
    expect(await superLinearCalls((t) => documentKind(readText("", t)), GENERIC)).toEqual([]);
  });
});

describe("attachment text is capped", () => {
  it("keeps the first 200,000 characters of a longer text and says it cut it", async () => {
    const text = repeatTo("Lorem ipsum dolor sit amet. ", 1_000_000);
    const file = await readFile(textFile(text, "note.txt", "text/plain"));
    expect(file.text).toBe(text.slice(0, 200_000));
    expect(file.truncated).toBe(true);
    const short = await readFile(textFile("short", "note.txt", "text/plain"));
    expect(short.text).toBe("short");
    expect(short.truncated).toBeUndefined();
  });

  it("parses only the first 200,000 characters of a CSV", async () => {
    const line = "2026-01-16;Bank fee;;-35,00;\n";
    const csv = `${HEADER.join(";")}\n${repeatTo(line, 400_000)}`;
    const file = await readFile(textFile(csv, "bankutskrift.csv", "text/csv"));
    expect(file.truncated).toBe(true);
    expect(file.text.length).toBe(200_000);
    const whole = Math.floor((200_000 - HEADER.join(";").length - 1) / line.length);
    // Every whole line before the cut is a transaction; a cut line at the end may be one too.
    expect(parseBankStatement(file.rows ?? []).length).toBeGreaterThanOrEqual(whole);
    expect(parseBankStatement(file.rows ?? []).length).toBeLessThanOrEqual(whole + 1);
  });
});
