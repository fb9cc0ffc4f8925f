import type { ParsedDocument } from "@/lib/accounting/files/documents";
import { parseBankStatement, transactionOf, type BankTransaction } from "@/lib/accounting/files/documents/bank-statement";
import { parseNumber } from "../extract/amounts";
import { fold } from "../text";

/**
 * A bank statement typed or pasted into the request instead of attached: its lines read as the
 * attached statement's rows are. Either a table or export whose header the statement reader knows ("Date |
 * Text | In | Out | Balance", "Date;Description;In;Out;Balance"), or lines that each open with a date and carry one movement:
 * "3.2. ingreso Pérez Eventos SL, factura 1001 – 15'625.00", "2026-02-16 | Pago proveedor Miño SL |
 * -12.400,00 | saldo 129.225,00", "20.2. comisión bancaria – 395.00 (cargo)". A movement's
 * direction is its sign, else the words of its line (money in: "ingreso", "innbetaling", "payment
 * from"; money out: "pago", "betaling til", "fee", "(cargo)"); a figure after "saldo"/"balance" is
 * the balance, one after "faktura"/"invoice" or an arrow (an account) is no amount.
 * Only a request that speaks of a bank statement or a reconciliation is read so, and only three or
 * more such lines make a statement: a dated list of expenses is no statement. Pure; each line is
 * bounded and read once, so linear in the text.
 */

export interface TypedStatement {
  transactions: BankTransaction[];
  /** The stretches of the request that held the statement, [from, to) in order. */
  spans: [number, number][];
}

const MIN_LINES = 3;
const MAX_LINE = 400;

/** The request speaks of a statement or a reconciliation (folded). */
const STATEMENT_WORDS = /(?:bank|kontoutskrift|kontoutdrag|extracto|extrato|releve|kontoauszug|statement|avstem|reconcil|concilia|rapproch|abstimm)/;

const LEAD = /^[ \t]{0,8}(?:[-*•|>][ \t]{0,3})?/;
/** A date opening a line: ISO, "12.01.2026", "3.2.26", "3.2.", "12/01/2026". */
// "2/2", "23/2": day and month by a slash, the year the request's.
const DATE_AT_START = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?|(\d{1,2})\/(\d{1,2})\/(\d{4})|(\d{1,2})\/(\d{1,2})(?![\d/]))(?![\d])/;

// Not glued to a word: "invoice op-3391" is a reference, not a payment of −3 391.
const FIGURE = /(?<![\p{L}\d_/-])[+−-]?(?:\d{1,3}(?:[ \u00a0.,']\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\d])/gu;
/** Words after which a figure is no movement: a balance, an invoice's or a reference's number, an account. */
const BALANCE_BEFORE = /(?:saldo|balance|solde|kontostand|stand)\s{0,2}:?\s{0,2}(?:nok|kr)?\s{0,2}$/;
const NUMBER_BEFORE = /(?:faktura|invoice|factura|fatura|facture|rechnung|inv|ref|nr|no|n[º°]|#|konto|account|cuenta|conta|compte|kto|→|->|=>)[\s.:#-]{0,3}$/;
const MONEY_IN = /(?:^|[^\p{L}])(?:ingreso|ingresos|innbetaling|innbet|indbetaling|indbet|inn|in|payment from|received|receipt from|deposit|credit|cobro|abono|recebimento|recebido|entrada|encaissement|virement recu|gutschrift|eingang|zahlungseingang|rente|renter|interest|intereses|juros|interets|zinsen|zins)(?![\p{L}])/u;
const MONEY_OUT = /(?:^|[^\p{L}])(?:out|ut|pago|pagamento|paiement|betaling til|betaling|payment to|payment supplier|paid to|utbetaling|udbetaling|uttak|cargo|debito|debit|belastung|lastschrift|zahlung an|gebyr|fee|fees|comision|comissao|frais|gebuhr|gebuhren|prelevement)(?![\p{L}])/u;

/** A payment named by its payer: money in, whatever the payment's word. */
const PAID_BY = /(?:^|[^\p{L}])(?:payment from|betaling fra|innbetaling fra|pago de|pagamento de|paiement de|zahlung von|cobro de|recebimento de)(?![\p{L}])/u;

function isoOf(m: RegExpExecArray, year: number): string | undefined {
  let y: number;
  let mo: number;
  let d: number;
  if (m[1]) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (m[4]) {
    d = Number(m[4]);
    mo = Number(m[5]);
    y = m[6] ? (m[6].length === 2 ? 2000 + Number(m[6]) : Number(m[6])) : year;
  } else if (m[10]) {
    d = Number(m[10]);
    mo = Number(m[11]);
    y = year;
  } else {
    // "04/15/2026": a month-first date shows itself by a day over 12.
    const a = Number(m[7]);
    const b = Number(m[8]);
    [d, mo] = b > 12 && a <= 12 ? [b, a] : [a, b];
    y = Number(m[9]);
  }
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** One dated line: its movement, or undefined. */
function movementOf(line: string, year: number): BankTransaction | undefined {
  const body = line.replace(LEAD, "");
  const date = DATE_AT_START.exec(body);
  if (!date) return undefined;
  const iso = isoOf(date, year);
  if (!iso) return undefined;
  const rest = body.slice(date[0].length);
  const folded = fold(rest);
  let amount: { value: number; signed: boolean; index: number; length: number } | undefined;
  let balance: number | undefined;
  for (const m of rest.matchAll(FIGURE)) {
    const before = folded.slice(Math.max(0, m.index! - 16), m.index!);
    const raw = m[0].replace(/\s/g, "");
    const value = parseNumber(raw.replace(/^[+−-]/, ""));
    if (value === undefined) continue;
    if (BALANCE_BEFORE.test(before)) {
      balance ??= value;
      continue;
    }
    if (NUMBER_BEFORE.test(before) || amount) continue;
    // A movement is written as money: a sign, øre, or thousands grouped; a bare short number is a name's or a reference's.
    const signed = /^[+−-]/.test(raw);
    if (!signed && !/[.,]\d{1,2}$|\d[ \u00a0.,']\d{3}/.test(m[0].trim()) && value < 100) continue;
    amount = { value: signed && /^[−-]/.test(raw) ? -value : value, signed, index: m.index!, length: m[0].length };
  }
  if (!amount) return undefined;
  const words = folded.slice(0, amount.index) + " " + folded.slice(amount.index + amount.length);
  let signed = amount.value;
  if (!amount.signed) {
    // "pago de X" is a payment from X: the payer's preposition decides before the payment's word.
    const from = PAID_BY.test(words);
    const out = !from && MONEY_OUT.test(words);
    const inn = from || MONEY_IN.test(words);
    if (out === inn) return undefined;
    signed = out ? -amount.value : amount.value;
  }
  // The description: the line's words without its figures' tail ("– 15'625.00 (abono) → 8050").
  const head = rest
    .slice(0, amount.index)
    .replace(/[\s|–—:-]+$/u, "")
    .replace(/^[\s|–—:-]+/u, "")
    .trim();
  // Words after the figure name the counterparty when the line is written as a sentence ("2/2 in kr
  // 18 750,- from Hollis Ltd for invoice 1001"); a balance, a bracket's note or an arrow's account is no part of it.
  const tail = rest
    .slice(amount.index + amount.length)
    .replace(/^[\s,.;:–—-]+/u, "")
    .split(/\(|→|->|=>|\b(?:saldo|balance|solde|kontostand)\b/i)[0]
    .replace(/[\s|–—:;,.-]+$/u, "")
    .trim();
  const description = /\p{L}{3,}/u.test(tail) && /^(?:from|to|fra|frå|til|de|a|à|von|an|por|para|pour)\b/iu.test(tail) ? `${head} ${tail}`.trim() : head;
  return transactionOf(iso, description || rest.trim(), signed, balance);
}

/** A year written as one: in a full date, after a month's name, or after "year". An invoice number "2001" is none. */
const WRITTEN_YEAR = /(?:(20\d{2})-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./](20\d{2})|(?:jan|feb|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|des|dec|ene|abr|ago|dic|fev|avr|juil|maerz|marz|dez|year|ar|aar|jahr|ano|annee)\p{L}{0,8}\.?\s{0,2}(?:de\s)?(20\d{2}))(?!\d)/u;

/** The year a date without one is in: the first year the request writes as one, else `today`'s. */
function yearOf(text: string, today?: string): number {
  const m = WRITTEN_YEAR.exec(fold(text));
  return Number(m?.[1] ?? m?.[2] ?? m?.[3] ?? today?.slice(0, 4) ?? new Date().getUTCFullYear());
}

export function typedStatement(text: string, today?: string): TypedStatement | null {
  if (!STATEMENT_WORDS.test(fold(text))) return null;
  const lines = text.split("\n");
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  const lineSpan = (i: number): [number, number] => [starts[i], starts[i] + lines[i].length];
  // A pasted table (pipes) or export (semicolons, tabs) whose header the statement reader knows.
  for (const sep of ["|", ";", "\t"]) {
    const cells = (l: string) => l.split(sep).length - 1;
    for (let i = 0; i < lines.length; i++) {
      if (cells(lines[i]) < 2 || lines[i].length > MAX_LINE) continue;
      let j = i;
      while (j < lines.length && lines[j].length <= MAX_LINE && cells(lines[j]) >= 2) j++;
      const rows = lines
        .slice(i, j)
        .filter((l) => !/^\s*\|?\s*:?-{2,}/.test(l))
        .map((l) => (sep === "|" ? l.replace(/^\s*\|/, "").replace(/\|\s*$/, "") : l).split(sep).map((c) => c.trim()));
      const parsed = parseBankStatement(rows);
      if (parsed.length >= MIN_LINES) return { transactions: parsed, spans: Array.from({ length: j - i }, (_, k) => lineSpan(i + k)) };
      i = j - 1;
    }
  }
  // Lines that each open with a date.
  const year = yearOf(text, today);
  const transactions: BankTransaction[] = [];
  const spans: [number, number][] = [];
  lines.forEach((line, i) => {
    if (line.length > MAX_LINE) return;
    const t = movementOf(line, year);
    if (t) {
      transactions.push(t);
      spans.push(lineSpan(i));
    }
  });
  if (transactions.length >= MIN_LINES) return { transactions, spans };
  // Entries run together in a paragraph, each opening with a date: "…off the screen: 2/2 in kr 18 750,- from
  // Hollis Ltd, invoice 1001; 4/2 in kr 9 250,- …; 27/2 bank fee out kr 289,50. Balance …".
  const entries: TypedStatement = { transactions: [], spans: [] };
  for (const m of text.matchAll(ENTRY_START)) {
    const from = m.index! + m[0].length;
    const rest = text.slice(from, from + MAX_LINE);
    const end = ENTRY_END.exec(rest);
    const to = from + (end ? end.index + (end[0].startsWith(".") ? 1 : 0) : rest.length);
    const t = movementOf(text.slice(from, to), year);
    if (!t) continue;
    entries.transactions.push(t);
    entries.spans.push([from, to]);
  }
  return entries.transactions.length >= MIN_LINES ? entries : null;
}

/** Where an entry of a paragraph opens: the text's or a line's start, a semicolon, or a colon before a date. */
const ENTRY_START = /(?:^|[;\n]|:[ \t])[ \t]{0,4}(?:[-*•–][ \t]{0,3})?(?=\d{1,2}[./]\d{1,2}|\d{4}-\d{2}-\d{2})/g;
/** Where it ends: a semicolon, a line's end, or a sentence's end (a stop before a capital). */
const ENTRY_END = /[;\n]|\.(?=\s+\p{Lu})/u;

/** The typed statement as the document an attached one would be: its lines, read. */
export function statementDocument(typed: TypedStatement, text: string): ParsedDocument {
  const written = typed.spans.map(([from, to]) => text.slice(from, to).trim()).join("\n");
  return { kind: "bank_statement", file: { filename: "statement in the request", mimeType: "text/plain", format: "text", text: written, bytes: new Uint8Array(0) }, data: typed.transactions };
}

/**
 * A bank statement typed into the request, read as an attached one would be when none is attached:
 * the statement joins the documents and its stretches leave the text (they are the statement's, not
 * the request's). Otherwise text and documents as they were.
 */
export function liftTypedStatement(text: string, documents: ParsedDocument[], today?: string): { text: string; documents: ParsedDocument[] } {
  if (documents.some((d) => d.kind === "bank_statement")) return { text, documents };
  const typed = typedStatement(text, today);
  if (!typed) return { text, documents };
  let out = "";
  let at = 0;
  for (const [from, to] of typed.spans) {
    out += text.slice(at, from);
    at = to;
  }
  out += text.slice(at);
  return { text: out, documents: [...documents, statementDocument(typed, text)] };
}
