import type { ReceiptDocument } from "@/lib/accounting/files/documents/receipt";
import { findNumbers } from "../extract/amounts";
import { findDates } from "../extract/dates";
import { fold } from "../text";

/**
 * A receipt typed into the request ("lost the receipt, typing it off the photo: …"): its item lines
 * (a text and one amount: "Loddebolt ........ 1 240,00 kr", "= PERMER OG ARKIVBOKSER NOK 437,50",
 * "Sykkelhjelmer 8 stk ..... 5.960,00"), its total and VAT lines, its date. A line is looked at once;
 * at most MAX_LINES lines.
 */

const MAX_LINES = 200;
const MAX_LINE = 160;
const TOTAL_WORD = /^(?:totalt?|sum|summa|gesamt|gesamtbetrag|endsumme|total a pagar|importe total|montant total|a payer|til sammen|i alt)\b/;
const VAT_LINE = /(?:^|\s)(?:herav|hiervon|derav|dont|of which|incl\.?|inkl\.?)?\s{0,2}(?:mva|vat|mwst|iva|tva|ust)\b/;
const PAID_LINE = /^(?:betalt|paid|bezahlt|pagado|pago|pagamento|paye|payment|kort|card|firmakort|bedriftskort)/;
/** A line's own VAT rate in a bracket at its end: "(mva 12 %)", "(MwSt. 7 %)", "(IVA 15%)". */
// Or in a column of its own after the price ("1 176,00   MVA 12 %").
const LINE_VAT = /\s{0,3}\((?:inkl\.?\s{0,2}|incl\.?\s{0,2})?(?:mva|moms|vat|mwst|ust|iva|tva)\.?\s{0,2}(\d{1,2}(?:[.,]\d)?)\s{0,2}%\)\s*$|(?<=\d)\s{1,8}(?:mva|moms|vat|mwst|ust|iva|tva)\.?\s{0,2}(\d{1,2}(?:[.,]\d)?)\s{0,2}%\s*$/i;
/** The line's marks before its text: a quote mark, a list mark, an equals sign. */
const LEAD = /^[\s>=*•·\-–—]+/;
/** A count after the item's text: "8 stk", "(5 eskjer)", "x2". */
const COUNT = /\s{0,2}\(?\d{1,4}\s{0,2}(?:stk|pcs|pieces|st|x|eskjer|esker|pakker|pk|unidades|unités|stück|stueck)\.?\)?\s*$/iu;
const LEADERS = /[\s.…_:·|-]+$/u;
/** A count times a unit price at the end of an item's text: "| 2 x 249,00 kr |", "3 × 45,00". */
const TIMES_PRICE = /[\s|]{0,4}\d{1,4}\s{0,2}[x×]\s{0,2}\d[\d .,]{0,12}\s{0,2}(?:kr|nok)?\.?[\s|]*$/iu;
/** A VAT class printed after a price with øre: "728,00   M12", "49,00  B". */
const VAT_CLASS = /([.,]\d{2})[ \t]{1,8}[A-Z]{1,2}\d{0,2}[ \t]*$/;
/** A paragraph read sentence by sentence at most this long. */
const MAX_RUN_ON = 1000;
/** A sentence's end after a figure or a quote mark: ". ", "; ", "«", "»". */
const RUN_ON_BREAK = /(?<=\d)[.;](?=\s)|[«»]/g;

/** A typed receipt, and the request's words around it: where the writer says which line to book. */
export interface TypedReceipt {
  receipt: ReceiptDocument;
  /** The folded request with the receipt's own lines blanked. */
  prose: string;
  /** Where the receipt's first item line starts in the request (-1 without items): its header stands above it. */
  firstItemAt: number;
}

/** The text a receipt is read from: the request, or an attachment's own text. */
export interface ReceiptSource {
  prompt: string;
  folded: string;
  today?: string;
}

/**
 * `pricedLines`: an item's figure must carry øre or a currency ("4 990,00"), as on a printed
 * receipt whose other lines hold bare numbers ("KVITTERING #48213", "Kasse 2").
 */
export function receiptFromText(ctx: ReceiptSource, pricedLines = false): TypedReceipt {
  const out: ReceiptDocument = { items: [] };
  let totalSeen = false;
  let prose = "";
  let offset = 0;
  // Where the line being read starts, and where the receipt's first item stood.
  let lineAt = 0;
  let firstItemAt = -1;
  for (const raw of ctx.prompt.split("\n").slice(0, MAX_LINES)) {
    const at = offset;
    lineAt = at;
    offset += raw.length + 1;
    // The receipt's own lines are blanked from the words around it.
    if (readLine(raw)) prose += " ".repeat(raw.length) + "\n";
    else prose += readRunOn(raw, ctx.folded.slice(at, at + raw.length)) + "\n";
  }
  prose += ctx.folded.slice(offset);
  // A receipt has two lines at least, or a total: a single priced line in a sentence is no receipt.
  if (out.items.length < 2 && out.total === undefined) out.items = [];
  // The receipt's date: the last written before its first item ("KVITTERING 2026-05-08. Dokumentskap …"),
  // not the date the request itself is headed with; else the first date.
  const dates = findDates(ctx.prompt, ctx.today);
  const date = (firstItemAt >= 0 ? dates.filter((d) => d.index < firstItemAt).pop() : undefined)?.iso ?? dates[0]?.iso;
  if (date) out.date = date;
  return { receipt: out, prose, firstItemAt: out.items.length ? firstItemAt : -1 };

  /**
   * A receipt retyped as one paragraph ("«Kontorsenter AS … Dokumentskap NOK 4 950,00. Skrivebordslampe
   * NOK 780,00. Totalt NOK 5 730,00 …»"): each sentence that ends a figure is read as a line of its own.
   * The line's folded text comes back with the receipt's sentences blanked.
   */
  function readRunOn(raw: string, folded: string): string {
    const at0 = lineAt;
    if (raw.length > MAX_RUN_ON || findNumbers(raw).filter((n) => n.currency).length < 2) return folded;
    let kept = "";
    let from = 0;
    for (const end of [...raw.matchAll(RUN_ON_BREAK)].map((m) => m.index! + m[0].length).concat(raw.length)) {
      const piece = raw.slice(from, end);
      lineAt = at0 + from;
      kept += readLine(piece.replace(/^[\s«»"“”„]+|[\s.;«»"“”„]+$/gu, "")) ? " ".repeat(piece.length) : folded.slice(from, end);
      from = end;
    }
    return kept;
  }

  /** Reads one line into the receipt; whether it was one of the receipt's own (an item, the total, the VAT). */
  function readLine(raw: string): boolean {
    // A receipt's line is short: a long one is a sentence (and the patterns below stay within a line's length).
    if (raw.length > MAX_LINE) return false;
    // A line's own VAT in a bracket after its amount ("kr 784,00 (mva 12 %)") is the line's rate, not its figure.
    const ownVat = LINE_VAT.exec(raw);
    // A printed receipt's VAT class after a line's price ("728,00   M12", "49,00  B") is no figure of the line.
    const line = (ownVat ? raw.slice(0, ownVat.index) : pricedLines ? raw.replace(VAT_CLASS, "$1") : raw).replace(LEAD, "");
    const numbers = findNumbers(line).filter((n) => n.value > 0);
    const last = numbers[numbers.length - 1];
    if (!last) return false;
    const head = line.slice(0, last.index).replace(/(?:kr|nok)\.?\s*$/i, "");
    const folded = fold(head).trim();
    const lineFolded = fold(line);
    if (TOTAL_WORD.test(lineFolded)) {
      // "Totalt 6.440,00 kr, herav MVA 25 % 1.288,00": the total is the first figure, the VAT the line's last.
      const figures = numbers.filter((n) => !/^\s{0,2}(?:%|prosent|pst|percent)/.test(line.slice(n.index + n.length)));
      out.total ??= figures[0]?.value;
      if (figures.length > 1 && VAT_LINE.test(lineFolded)) out.vatAmount ??= figures[figures.length - 1].value;
      const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s{0,2}(?:%|prosent|pst|percent)/.exec(lineFolded);
      if (rate && VAT_LINE.test(lineFolded)) out.vatRate ??= Number(rate[1].replace(",", "."));
      totalSeen = true;
      return true;
    }
    // A VAT line of the receipt ("herav MVA 25 % 285,20"), not a sentence that mentions VAT.
    if (VAT_LINE.test(folded) && folded.length <= 40) {
      const rate = /(\d{1,2}(?:[.,]\d{1,2})?)\s{0,2}(?:%|prosent|pst|percent)/.exec(fold(line));
      if (rate) out.vatRate ??= Number(rate[1].replace(",", "."));
      out.vatAmount ??= last.value;
      return true;
    }
    // An item line: some words and one amount at its end; none after the total, no line of a sentence.
    // An organisation number or an account is no price: a price has øre, a currency or at most six digits.
    if (!last.currency && !/[.,]\d{2}$|,-$/.test(last.raw.trim()) && /\d{7}/.test(last.raw.replace(/[\s.]/g, ""))) return false;
    // "Skjøteledning 10 m   2 x 249,00   498,00": a count times a unit price before the line's amount is the line's own working.
    const unitPrice = (n: { index: number }) => /[x×à@]\s{0,2}$/i.test(line.slice(Math.max(0, n.index - 4), n.index));
    if (totalSeen || PAID_LINE.test(folded) || /\borg/.test(folded) || numbers.some((n) => n !== last && n.currency && !unitPrice(n)) || /[.!?]\s/.test(head.replace(/[.…]{2,}/g, " "))) return false;
    if (line.slice(last.index + last.length).replace(/^\s*(?:kr|nok|,-|,–)?/i, "").trim().length > 0) return false;
    if (pricedLines && !last.currency && !/[.,]\d{2}$|,-$/.test(last.raw.trim())) return false;
    let description = head.replace(TIMES_PRICE, "").replace(COUNT, "").replace(LEADERS, "").replace(COUNT, "").trim();
    // A ticket's line carries its day of travel ("Togbillett Bergen - Oslo S, voksen, 06.03.2026   1344,00"): with a price to
    // the øre the date is part of its text, and goes from it; a figure without øre beside a date is no price.
    const dated = findDates(description);
    if (dated.length) {
      if (!/[.,]\d{2}$/.test(last.raw.trim())) return false;
      for (const d of [...dated].reverse()) description = description.slice(0, d.index) + description.slice(d.index + d.length);
      description = description.replace(/[\s,;:–-]+$/u, "").replace(/\s{2,}/g, " ").trim();
    }
    if (!/\p{L}{3}/u.test(description) || description.length > 60) return false;
    if (out.items.length === 0) firstItemAt = lineAt;
    const rate = ownVat ? Number((ownVat[1] ?? ownVat[2]).replace(",", ".")) : undefined;
    out.items.push(rate !== undefined && rate >= 0 && rate <= 25 ? { description, amount: last.value, vatRate: rate } : { description, amount: last.value });
    return true;
  }
}

/**
 * Where the words around a typed receipt name one of its lines by a word of it: "Bare hjelmene skal
 * føres" names "Sykkelhjelmer", "FOER BARE PERMER/ARKIV" names "PERMER OG ARKIVBOKSER". A line's word
 * (five letters or more, its first five letters the stem) found at the start or the end of a prose word.
 * The position of the first such mention from `from` on, or -1.
 */
/** Two words of one length apart in at most one letter. */
function oneApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let n = 0;
  for (let i = 0; i < a.length && n <= 1; i++) if (a[i] !== b[i]) n++;
  return n <= 1;
}

export function mentionOf(prose: string, description: string, from = 0): number {
  const stems = (fold(description).match(/\p{L}{5,}/gu) ?? []).slice(0, 6).map((w) => w.slice(0, 5));
  const long = (fold(description).match(/\p{L}{8,}/gu) ?? []).slice(0, 6).map((w) => w.slice(0, 6));
  const tails = (fold(description).match(/\p{L}{9,}/gu) ?? []).slice(0, 6).map((w) => w.slice(-7));
  const whole = (fold(description).match(/\p{L}{6,}/gu) ?? []).slice(0, 6);
  let first = -1;
  for (const word of prose.matchAll(/\p{L}{4,40}/gu)) {
    if (word.index! < from) continue;
    const w = word[0];
    // "hjelmene" inside "sykkelhjelmer": a compound's last part, read from its stem.
    // "kaffitraktaren" for "Kaffetrakter": a long word spelt one letter apart in its first six (nynorsk beside bokmål).
    // "Zugbillett" for "Togbillett": a compound's head in another language, its long tail the same.
    const hit =
      stems.some((s) => w.startsWith(s)) ||
      (w.length >= 5 && fold(description).includes(w.slice(0, 5))) ||
      (w.length >= 8 && long.some((d) => oneApart(d, w.slice(0, 6)))) ||
      (w.length >= 9 && tails.some((t) => w.endsWith(t))) ||
      // "ferjebilletten" for "Billett køyretøy": the item's word as a compound's tail, with its ending.
      (w.length >= 9 && whole.some((d) => w.indexOf(d, 3) >= 3));
    if (hit) {
      first = word.index!;
      break;
    }
  }
  return first;
}
