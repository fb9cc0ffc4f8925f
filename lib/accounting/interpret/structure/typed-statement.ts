import type { ParsedDocument } from "@/lib/accounting/files/documents";
import { parseBankStatement, transactionOf, type BankTransaction } from "@/lib/accounting/files/documents/bank-statement";
import { parseNumber } from "../extract/amounts";
import { fold } from "../text";

/**
 * A bank statement typed or pasted into the request instead of attached: its lines read as the
 * attached statement's rows are. Either a table whose header the statement reader knows ("Date |
 * Text | In | Out | Balance"), or lines that each open with a date and carry one movement:
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
  /** Indices of the request's lines that held the statement. */
  lines: number[];
}

const MIN_LINES = 3;
const MAX_LINE = 400;

/** The request speaks of a statement or a reconciliation (folded). */
const STATEMENT_WORDS = /(?:bank|kontoutskrift|kontoutdrag|extracto|extrato|releve|kontoauszug|statement|avstem|reconcil|concilia|rapproch|abstimm)/;

const LEAD = /^[ \t]{0,8}(?:[-*•|>][ \t]{0,3})?/;
/** A date opening a line: ISO, "12.01.2026", "3.2.26", "3.2.", "12/01/2026". */
const DATE_AT_START = /^(?:(\d{4})-(\d{2})-(\d{2})|(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2}(?!\d))?|(\d{1,2})\/(\d{1,2})\/(\d{4}))(?![\d])/;

const FIGURE = /[+−-]?(?:\d{1,3}(?:[ \u00a0.,']\d{3})+|\d+)(?:[.,]\d{1,2})?(?![\d])/g;
/** Words after which a figure is no movement: a balance, an invoice's or a reference's number, an account. */
const BALANCE_BEFORE = /(?:saldo|balance|solde|kontostand|stand)\s{0,2}:?\s{0,2}(?:nok|kr)?\s{0,2}$/;
const NUMBER_BEFORE = /(?:faktura|invoice|factura|fatura|facture|rechnung|inv|ref|nr|no|n[º°]|#|konto|account|cuenta|conta|compte|kto|→|->|=>)[\s.:#-]{0,3}$/;
const MONEY_IN = /(?:^|[^\p{L}])(?:ingreso|ingresos|innbetaling|innbet|inn|payment from|received|receipt from|deposit|credit|cobro|abono|recebimento|recebido|entrada|encaissement|virement recu|gutschrift|eingang|zahlungseingang|rente|renter|interest|intereses|juros|interets|zinsen|zins)(?![\p{L}])/u;
const MONEY_OUT = /(?:^|[^\p{L}])(?:pago|pagamento|paiement|betaling til|betaling|payment to|payment supplier|paid to|utbetaling|uttak|cargo|debito|debit|belastung|lastschrift|zahlung an|gebyr|fee|fees|comision|comissao|frais|gebuhr|gebuhren|prelevement)(?![\p{L}])/u;

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
  const description = rest
    .slice(0, amount.index)
    .replace(/[\s|–—:-]+$/u, "")
    .replace(/^[\s|–—:-]+/u, "")
    .trim();
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
  // A pasted table whose header the statement reader knows.
  for (let i = 0; i < lines.length; i++) {
    if ((lines[i].match(/\|/g)?.length ?? 0) < 2 || lines[i].length > MAX_LINE) continue;
    let j = i;
    while (j < lines.length && lines[j].length <= MAX_LINE && (lines[j].match(/\|/g)?.length ?? 0) >= 2) j++;
    const rows = lines
      .slice(i, j)
      .filter((l) => !/^\s*\|?\s*:?-{2,}/.test(l))
      .map((l) => l.replace(/^\s*\|/, "").replace(/\|\s*$/, "").split("|").map((c) => c.trim()));
    const parsed = parseBankStatement(rows);
    if (parsed.length >= MIN_LINES) return { transactions: parsed, lines: Array.from({ length: j - i }, (_, k) => i + k) };
    i = j - 1;
  }
  // Lines that each open with a date.
  const year = yearOf(text, today);
  const transactions: BankTransaction[] = [];
  const used: number[] = [];
  lines.forEach((line, i) => {
    if (line.length > MAX_LINE) return;
    const t = movementOf(line, year);
    if (t) {
      transactions.push(t);
      used.push(i);
    }
  });
  return transactions.length >= MIN_LINES ? { transactions, lines: used } : null;
}

/** The typed statement as the document an attached one would be: its lines, read. */
export function statementDocument(typed: TypedStatement, text: string): ParsedDocument {
  const lines = text.split("\n");
  const written = typed.lines.map((i) => lines[i]).join("\n");
  return { kind: "bank_statement", file: { filename: "statement in the request", mimeType: "text/plain", format: "text", text: written, bytes: new Uint8Array(0) }, data: typed.transactions };
}

/**
 * A bank statement typed into the request, read as an attached one would be when none is attached:
 * the statement joins the documents and its lines leave the text (they are the statement's, not the
 * request's). Otherwise text and documents as they were.
 */
export function liftTypedStatement(text: string, documents: ParsedDocument[], today?: string): { text: string; documents: ParsedDocument[] } {
  if (documents.some((d) => d.kind === "bank_statement")) return { text, documents };
  const typed = typedStatement(text, today);
  if (!typed) return { text, documents };
  const gone = new Set(typed.lines);
  return {
    text: text
      .split("\n")
      .map((line, i) => (gone.has(i) ? "" : line))
      .join("\n"),
    documents: [...documents, statementDocument(typed, text)],
  };
}
