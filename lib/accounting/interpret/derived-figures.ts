import { TOTAL_WORD } from "./message/tables";

/**
 * A check figure: an amount the request states that the reading's own numbers already give —
 * the total incl. VAT of a net amount ("9 640 kroner ex. VAT, that is 12 050 incl."), the VAT
 * itself, a percentage of a price ("40 % of the fixed price, 96 000"), hours times a rate
 * ("12 × 950 = 11 400"), a sum or difference of two ("46 800 + 5 000 bonus, 51 800 gross"), a
 * cost spread over its life ("194 400 / 36 = 5 400 a month"), a foreign amount times a change of
 * rate ("8 450 × 0,23 = 1 943,50"), a year's figure of a month's, or the sum of an invoice's lines
 * (each with its own VAT). Writers add such figures to be understood; they ask for nothing more,
 * so the gate need not hold the request back for them.
 * A coincidence must not hide a value, though ("3 hours at 1200 plus a licence at 4500": 3 600
 * with VAT is 4 500), so the figure must also be written as one: with VAT words beside a VAT
 * figure, with "=", "i.e." or a bracket beside the others, or with words of reckoning ("by my
 * count", "wenn ich richtig rechne") in its sentence (see `writtenAsCheck`).
 * Pure and bounded: at most MAX_FACTORS numbers are combined, three at a time at most.
 */

/** A number of the reading with its dotted path ("lines.0.unitPrice"). */
export interface NumberLeaf {
  path: string;
  value: number;
}

/** Norwegian VAT rates: the general one, food, and transport/hotels. */
export const VAT_RATES = [0.25, 0.15, 0.12];
const MAX_FACTORS = 40;
/** Triples are tried among the first few numbers only (a reading with a rate's change has a handful). */
const MAX_TRIPLE_FACTORS = 16;
/** Months in a year: a monthly figure from a yearly one and back. */
const MONTHS = 12;
/** Numbers that are names of things, not quantities: an account, a product number, a year. */
const NOT_A_QUANTITY = /(?:account|number|year|month|day|id)$/i;
/** Fields that hold an amount with VAT in it (a receipt's total is what was paid, VAT and all). */
const INCLUDING_VAT = /(?:includingvat|inclvat|gross|receipttotal)$/i;

/** Amounts are compared to the øre; a derived amount written rounded to whole kroner also counts. */
export function same(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005 || (Number.isInteger(a) && Math.abs(Math.round(b) - a) < 0.005 && Math.abs(a - b) < 0.5);
}

const show = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
const pct = (r: number) => `${Math.round(r * 100)} %`;

/** How a figure follows: by VAT, as a percentage's share of an amount, or by a product or sum. */
export type DerivationKind = "vat" | "share" | "product" | "arithmetic";

export interface Derivation {
  how: string;
  kind: DerivationKind;
}

/** How `amount` follows from the reading's numbers, in words ("9640 + 25 % VAT"), or undefined. */
export function derivationOf(amount: number, leaves: readonly NumberLeaf[]): Derivation | undefined {
  const how = derive(amount, leaves);
  return how === undefined ? undefined : { how, kind: /^\S+ % of /.test(how) ? "share" : /VAT/.test(how) ? "vat" : /^\S+ × \S+$/.test(how) ? "product" : "arithmetic" };
}

/** VAT words, "incl." and "gross" in the seven languages (folded). */
// A VAT account of the standard chart (2700–2749) posted with the figure is a VAT word too: "D 2700 2 410,00".
const VAT_WORDS = /\b(?:mva|moms|meirverdiavgift|merverdiavgift|vat|mwst|ust|iva|tva|inkl|incl|including|inclusive|inklusive|inclus|incluido|incluida|ttc|brutto|gross|bruto|27[0-4]\d)\b/;
/** Words that restate a figure ("=", a bracket, "i.e.", "dvs", "soit", "d.h.", "total", "gross", "check:", "blir", "ergibt"), one word each. */
const RESTATES =
  /(?:=|→|->|⇒|\(|\b(?:gross|brutto|bruto|i\.?\s?e|dvs|altsa|decir|seja|dire|namely|naemlich|tilsvarer|totalt|d\.?\s?h|also|entspricht|insgesamt|soit|total|sum|summe|equals|equivalent|making|makes|make|gives|comes|come to|amount to|amounts to|add up to|adds up to|blir|gir|gjev|vert|sammen|tilsammen|ergibt|ergeben|macht|zusammen|together|donne|fait|ensemble|resulta|perfaz|totaliza|dar|da|fica|sale|gesamt|gesamtbetrag|gesamtsumme|endsumme|endbetrag|somme|check|kontroll|kontrolle|control|controle|controlo|sjekk|\w*(?:differanse|difference|differenz|diferencia|diferenca|ecart|avvik)\w*)\b)/;
/** A bracket that opens with a check word ("(check: …", "(Kontrolle: …", "(controlo: …") restates everything in it. */
// The line a ticket closes with, what "done" must show ("DoD: payslip for June, gross 73 200"), restates too.
const CHECK_WORD = "(?:check|checksum|acceptance|acceptation|abnahme|akseptanse|aceptacion|aceitacao|cross-?check|gegenprobe|gegenrechnung|kontrollrechnung|comprobacion|comprovacao|contre-?verification|control total|suma de control|total de controle|soma de controlo|kontroll|kontrolle|control|controle|controlo|sjekk|verif\\w*|conferi\\w*|pruf\\w*|dod|definition of done|acceptance criteria|akseptansekriteri\\w*|akzeptanzkriteri\\w*|abnahmekriteri\\w*|criterios? de acepta\\w*|criteres d'acceptation|criterios de aceitacao)";
const CHECK_OPENS = new RegExp(`^\\s{0,2}${CHECK_WORD}\\b`);
/** A clause's number before a line's label ("2.3 Gegenprobe:"). */
const CLAUSE_NUMBER = String.raw`\d{1,2}(?:\.\d{1,2}){0,3}[.)]?\s{1,3}`;
/** A line that opens with a check label ("Check:", "Kontroll:", "Contrôle :", "→ Kontrolle:"). */
const CHECK_LINE = new RegExp(`^\\s{0,8}(?:[-*•>→]\\s{0,2}|${CLAUSE_NUMBER})?${CHECK_WORD}\\s{0,2}:`);
/**
 * A check word's compound and a few words of qualifier before the colon ("Kontrollsum eks. mva.:",
 * "Control total (net):"): a figure there that the reading gives is a check; one the reading does
 * not give is no check of it (a statement's "Kontrollsum utbetalinger" must still find its place).
 */
const CHECK_SUM_LINE = new RegExp(`^\\s{0,8}(?:[-*•>→]\\s{0,2}|${CLAUSE_NUMBER})?${CHECK_WORD}\\w{1,8}(?:\\s[^:\\n]{1,24})?\\s{0,2}:`);
/** Words of reckoning in the figure's sentence ("by my count", "om eg har rekna rett", "wenn ich richtig rechne", "si mes calculs sont bons", "jeg får det til"). */
const RECKONS =
  /\b(?:regnet|regner|regna|regne|rekna|reknar|rekne|utregning|utrekning|oppstilling\w*|aufstellung|tally|count|calculat\w*|calcul\w*|math|maths|rechne|rechnet|gerechnet|berechnet|nachgerechnet|cuentas|contas|calculo|sale|salen|equivoco|enganei|engano|irre|mistaken|trompe|nach meiner rechnung|far det til|fekk det til|kjem fram til|kommer frem til|i make it|i get|komme (?:ich )?auf|komm ich auf|j'arrive a|me da|me sale|chego a|llego a)\b/;
/** A multiplication written just before its result ("doce por 1150, ", "12 × 1 150 = ", "7,5 Std. mal 950: "), its first factor in digits or a word. */
const TIMES_BEFORE = /(?:\d|\p{L}{2,12})\.?\s{1,2}(?:×|x|\*|por|mal|ganger|gonger|times|fois|vezes)\s{1,2}(?:nok|kr)?\s{0,2}\d[\d., ]{0,10}\d?\s{0,2}(?:nok|kr)?\s{0,2}[,:=]\s{0,2}(?:nok|kr|eur)?\.?\s{0,2}$/u;
/** A month's rate named beside a figure: "Monatsrate", "monthly", "per month", "al mes", "par mois", "pr. mnd" (folded). */
const MONTHLY = /\b(?:monatsrate|monatlich|monthly|per month|a month|al mes|por mes|par mois|mensuel\w*|mensual\w*|mensal\w*|pr\.? ?mnd|per mnd|per maned|pr\.? ?maned|i maneden|pro monat|im monat|manadleg|manedlig)\b/;
/** "on the basis of these hours", "com base nessas horas", "sur cette base", "auf dieser Grundlage": a figure worked out from the others. */
const BASED_ON = /\b(?:based on|on the basis of|on this basis|com base (?:n|e|d)\w*|sur (?:cette|la|ta|votre) base|auf (?:der|dieser|diese[rn]?) grundlage|basert pa|pa grunnlag av|pa bakgrunn av|con base en|sobre la base|en base a)\b/;
/** Words of consequence earlier in the sentence ("so", "dermed", "donc", "modo" of "de modo que"), one word each. */
/** A figure and a list's comma or "and" before the figure after it ("NOK 29,750.00 and NOK "). */
const LISTED_AFTER = /(\d[\d.,'\u00a0 ]{0,14}\d)[ \t]{0,2}(?:[.,]-)?[ \t]{0,2}(?:,|and|og|und|et|y|e)[ \t]{1,2}(?:nok|kr|eur)?\.?[ \t]{0,2}$/;
const MAX_LISTED = 4;
const FOLLOWS = /\b(?:so|slik|hence|thus|therefore|dermed|derfor|difor|daher|somit|folglich|sodass|donc|ainsi|sorte|modo|sea|portanto|logo|assim)\b/;

/** A table row (pipes, or a row written as a list item) whose first cell is a total's word. */
const TOTALS_ROW = new RegExp(`^[ \\t]{0,4}(?:\\||[-*•])[ \\t]{0,3}${TOTAL_WORD}[^|\\n]{0,30}(?:\\||·|:)`);

/**
 * Whether the figure at [index, index + length) of the folded text is written as a check: VAT
 * words within a few words of a VAT figure; a restating word or bracket just before any figure,
 * or a word of consequence earlier in its sentence.
 */
export function writtenAsCheck(folded: string, index: number, length: number, kind: DerivationKind, depth = 0): boolean {
  // "come to NOK 76,500.00, NOK 29,750.00 and NOK 31,200.00": a figure listed right after a check figure is one too.
  const from = Math.max(0, index - 40);
  const listed = depth < MAX_LISTED ? LISTED_AFTER.exec(folded.slice(from, index)) : null;
  if (listed && writtenAsCheck(folded, from + listed.index! + listed[0].indexOf(listed[1]), listed[1].length, kind, depth + 1)) return true;
  // A dotted leader stands for the label's colon ("dont TVA 25 % ........ 356,00"): the words are read past it.
  const head = folded.slice(Math.max(0, index - 100), index);
  const leader = /[ \t]{0,3}(?:\.{3,}|…+)[ \t]{0,3}$/.exec(head);
  const before = (leader ? head.slice(0, leader.index) + " " : head).slice(-24);
  const after = folded.slice(index + length, index + length + 40);
  if (RESTATES.test(before)) return true;
  // "doce por 1150, 13 800 NOK", "12 × 1150: 13 800": a product right after the multiplication that makes it.
  if (kind === "product" && TIMES_BEFORE.test(before)) return true;
  // A table's totals row ("| Sum eks mva |  |  |  |  | 4 190,00 kr |", "- Sum · Kostpris: 576 000,00"): its figures add up the rows.
  const line = folded.slice(Math.max(0, folded.lastIndexOf("\n", index - 1) + 1, index - 200), index);
  if (TOTALS_ROW.test(line)) return true;
  // "… au lieu de 16 550,00 → débit 1920 / crédit 6300 3 100,00": after an arrow on its line, the
  // figure is the writer's own working out of what came before it.
  if (/(?:→|->|=>|⇒)[^\n→]{0,60}$/.test(folded.slice(Math.max(0, index - 70), index))) return true;
  const sentence = folded.slice(Math.max(0, index - 120), index).split(/[.!?]\s|\n/).pop() ?? "";
  if (FOLLOWS.test(sentence) || RECKONS.test(sentence) || BASED_ON.test(sentence)) return true;
  // "Nutzungsdauer 6 Jahre linear – Monatsrate NOK 6 000": a month's rate said as such restates the cost over its life.
  if (MONTHLY.test(before) || MONTHLY.test(after.split(/[.!?]\s|\n/)[0].slice(0, 16))) return true;
  if (RECKONS.test(after.split(/[.!?]\s|\n/)[0])) return true;
  // "un primer plazo del 30 % del precio fijo – NOK 115 800 netto": a share written right after its percentage.
  // "Å fakturere: 120 450,00 kr" beside "Milepæl 1: 33 %", "Beløp: 8 625,00" beside "Timer: 7,5" and
  // "Timepris: 1 150,00": a share or a product that is a field of its own, alone on its line, is a column
  // worked out from the others (a sheet's row read as fields).
  if ((kind === "share" || kind === "product") && LONE_FIELD.test(line.slice(-60)) && line.length <= 60 && /^[ \t]{0,2}(?:nok|kr|eur)?\.?[ \t]*(?:\n|$)/.test(after)) return true;
  if (kind === "share" && /\d\s{0,2}(?:%|prosent|percent|per cent|prozent|por ciento|por cento|pour cent)[^.!?\n\d]{0,30}$/.test(folded.slice(Math.max(0, index - 50), index))) return true;
  // "23.000 NOK en total", "11 595 kr i alt": a total's word right after the figure (one short word may stand before it).
  if (/^\s{0,3}(?:nok|kr|eur)?\.?\s{0,2}(?:\p{L}{1,3}\s{1,2})?(?:total|totalt|alt|tout|todo|insgesamt|summe|altogether)\b/u.test(after)) return true;
  // Inside a bracket that opens with a check word: "(control: 8 450 × (12,05 − 11,20) = 7 182,50; received 101 822,50)".
  const open = openBracket(folded, index);
  if (open >= 0 && CHECK_OPENS.test(folded.slice(open + 1, open + 24))) return true;
  // On a line that opens with a check label: "Check: 6800 NOK 2'750.00, 2710 NOK 687.50, …", "Kontrolle: Rechnungsbetrag …",
  // or repeated there ("Amount: NOK 96'000.00 excl. VAT" … "Check: … one invoice 96'000.00").
  if (onCheckLine(folded, index) || repeatedOnCheckLine(folded, folded.slice(index, index + length))) return true;
  if (onLine(folded, index, CHECK_SUM_LINE)) return true;
  if (termOfSum(folded, index)) return true;
  // "Importe cobrado: 34500 NOK", "Innbetalt: 12 500 kr": what was paid of an invoice is its total with VAT.
  return kind === "vat" && (VAT_WORDS.test(before) || VAT_WORDS.test(after) || PAID_LABEL.test(before));
}

/** A line that holds one field up to its figure: "Å fakturere: ", "- Milestone amount: NOK ". */
const LONE_FIELD = /^[ \t]{0,4}(?:[-*•][ \t]{1,2})?[\p{L}][\p{L} .'/-]{0,40}:[ \t]{0,2}(?:nok|kr|eur)?\.?[ \t]{0,2}$/u;

/** A label of money received right before a figure (folded): the amount paid is the invoice's total. */
const PAID_LABEL = /\b(?:paid|received|amount paid|innbetalt|betalt|mottatt|innbetaling|bezahlt|eingegangen|zahlungseingang|paye|recu|encaisse|pagado|cobrado|recibido|pago|recebido)\s{0,2}:?\s{0,3}(?:nok|kr|eur)?\s{0,2}$/;

/**
 * Whether the figure is a term of a sum the writer works out on its line: "Fakturer ordren:
 * 7 680,00 + mva 1 920,00 = 9 600,00". A product ("12 × 950,00 = 11 400,00") is not: its price
 * is the figure the request gives.
 */
function termOfSum(folded: string, index: number): boolean {
  // Within 150 characters each side on the figure's line: linear however many figures there are.
  const from = Math.max(0, index - 150);
  const before = folded.slice(from, index);
  const left = before.slice(before.lastIndexOf("\n") + 1);
  const after = folded.slice(index, index + 150).split("\n")[0];
  const eq = after.indexOf("=");
  if (eq < 0) return false;
  const sum = left + after.slice(0, eq);
  return sum.includes("+") && !/[×*]|\dx|\sx\s/.test(sum);
}

/** Whether the index stands on a line that opens with a check label. */
export function onCheckLine(folded: string, index: number): boolean {
  return onLine(folded, index, CHECK_LINE);
}

/** Whether the line the index stands on opens with the label. */
function onLine(folded: string, index: number, label: RegExp): boolean {
  const lineStart = folded.lastIndexOf("\n", index - 1) + 1;
  return index - lineStart <= 400 && label.test(folded.slice(lineStart, Math.min(index, lineStart + 40)));
}

/** A figure's digits, without separators and without zero øre: "NOK 96'000.00" and "96 000" are both "96000". */
const digitsOf = (figure: string) => figure.replace(/[.,]00?(?!\d)/, "").replace(/\D/g, "");

/** The figures on a text's check lines, read once per text (the gate asks for each amount). */
let checkFigures: { text: string; digits: Set<string> } | undefined;
function figuresOnCheckLines(folded: string): Set<string> {
  if (checkFigures?.text === folded) return checkFigures.digits;
  const digits = new Set<string>();
  for (const line of folded.split("\n")) {
    if (line.length <= 400 && CHECK_LINE.test(line)) for (const m of line.matchAll(/\d[\d '.,]*\d|\d/g)) digits.add(digitsOf(m[0]));
  }
  checkFigures = { text: folded, digits };
  return digits;
}

/** Whether a check line of the text writes the same figure again. */
function repeatedOnCheckLine(folded: string, figure: string): boolean {
  const digits = digitsOf(figure);
  return digits.length >= 3 && figuresOnCheckLines(folded).has(digits);
}

/** The bracket the index stands in, on its line and at most 160 characters back (nested brackets skipped), or -1. */
function openBracket(folded: string, index: number): number {
  let depth = 0;
  for (let i = index - 1; i >= Math.max(0, index - 160); i--) {
    const c = folded[i];
    if (c === "\n") return -1;
    if (c === ")") depth++;
    else if (c === "(") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

function derive(amount: number, leaves: readonly NumberLeaf[]): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const factors = leaves.filter((l) => Number.isFinite(l.value) && l.value > 0 && !NOT_A_QUANTITY.test(l.path)).slice(0, MAX_FACTORS);
  for (const { path, value: x } of factors) {
    // Each way only from the field that holds its side: a net field's amount with VAT, a gross
    // field's without. A reading that put the gross in a net field must not pass for right.
    const gross = INCLUDING_VAT.test(path);
    for (const r of VAT_RATES) {
      if (!gross && same(amount, x * (1 + r))) return `${show(x)} + ${pct(r)} VAT`;
      if (gross && same(amount, x / (1 + r))) return `${show(x)} without its ${pct(r)} VAT`;
      if (same(amount, (gross ? x / (1 + r) : x) * r)) return `the ${pct(r)} VAT of ${show(gross ? x / (1 + r) : x)}`;
    }
  }
  // A line's VAT rate of 0 % counts too: the lines are read from every leaf.
  return fromTwo(amount, factors) ?? byMonths(amount, factors) ?? fromThree(amount, factors) ?? fromLines(amount, leaves);
}

/** Whether a number is given to the hundredth (an exchange rate "10,62", hours "7,25"), not whole or in tenths. */
const hundredths = (x: number) => Math.abs(x * 10 - Math.round(x * 10)) > 1e-6;

/**
 * Whether the amount is a product, or a product with a change of rate, in which one factor is given
 * to the hundredth ("6 400 × 10,62 = 67 968"): such a match is no coincidence, however it is written.
 */
export function finelyDerived(amount: number, leaves: readonly NumberLeaf[]): boolean {
  if (!Number.isFinite(amount) || amount < 100) return false;
  const factors = leaves.filter((l) => Number.isFinite(l.value) && l.value > 0 && !NOT_A_QUANTITY.test(l.path)).slice(0, MAX_TRIPLE_FACTORS).map((l) => l.value);
  return factors.some((a, i) =>
    factors.some((b, j) => i !== j && hundredths(b) && (same(amount, a * b) || factors.some((c, k) => k !== i && k !== j && hundredths(c) && same(amount, a * Math.abs(b - c))))),
  );
}

/** A month's figure of a year's, or a year's of a month's (the numbers' own pairs tried first). */
function byMonths(amount: number, factors: readonly NumberLeaf[]): string | undefined {
  for (const { value: x } of factors) {
    if (x > 1 && same(amount, x * MONTHS)) return `${show(x)} a month for ${MONTHS} months`;
    if (x > MONTHS && same(amount, x / MONTHS)) return `${show(x)} over ${MONTHS} months`;
  }
  return undefined;
}

/** A percentage of an amount, a product, sum, difference or quotient of two numbers, or an amount spread over years by month. */
function fromTwo(amount: number, factors: readonly NumberLeaf[]): string | undefined {
  for (let i = 0; i < factors.length; i++) {
    for (let j = 0; j < factors.length; j++) {
      if (i === j) continue;
      const [a, b] = [factors[i].value, factors[j].value];
      if (same(amount, a) || same(amount, b)) continue;
      // A percentage of an amount ("40 % of 240 000"), with or without VAT on top.
      if (a <= 100 && /percent/i.test(factors[i].path)) {
        const part = (a / 100) * b;
        if (same(amount, part)) return `${show(a)} % of ${show(b)}`;
        if (VAT_RATES.some((r) => same(amount, part * (1 + r)))) return `${show(a)} % of ${show(b)}, with VAT`;
      }
      if (a === 1 || b === 1) continue;
      if (j > i && same(amount, a * b)) return `${show(a)} × ${show(b)}`;
      if (j > i && same(amount, a + b)) return `${show(a)} + ${show(b)}`;
      if (a > b && same(amount, a - b)) return `${show(a)} − ${show(b)}`;
      if (a > b && same(amount, a / b)) return `${show(a)} / ${show(b)}`;
      if (a > b * MONTHS && same(amount, a / (b * MONTHS))) return `${show(a)} / (${show(b)} × ${MONTHS} months)`;
    }
  }
  return undefined;
}

/** An amount times the change between two numbers: a foreign amount times the change of its rate. */
function fromThree(amount: number, all: readonly NumberLeaf[]): string | undefined {
  const factors = all.slice(0, MAX_TRIPLE_FACTORS);
  for (let j = 0; j < factors.length; j++) {
    for (let k = j + 1; k < factors.length; k++) {
      const d = Math.abs(factors[j].value - factors[k].value);
      if (d === 0) continue;
      for (let i = 0; i < factors.length; i++) {
        if (i === j || i === k) continue;
        const a = factors[i].value;
        if (a !== 1 && same(amount, a * d)) return `${show(a)} × (${show(Math.max(factors[j].value, factors[k].value))} − ${show(Math.min(factors[j].value, factors[k].value))})`;
      }
    }
  }
  return undefined;
}

/** The sum of an invoice's lines, without VAT, with one rate on all, or with each line's own rate. */
function fromLines(amount: number, factors: readonly NumberLeaf[]): string | undefined {
  const lines = linesOf(factors);
  if (lines.length < 2) return undefined;
  const net = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  if (same(amount, net)) return "the sum of the lines";
  for (const r of VAT_RATES) if (same(amount, net * (1 + r))) return `the sum of the lines + ${pct(r)} VAT`;
  // "7 680,00 + mva 1 920,00": one standard rate's VAT on the sum, no line's rate written.
  if (lines.every((l) => l.vatRate === undefined)) for (const r of VAT_RATES) if (same(amount, net * r)) return `the ${pct(r)} VAT of the sum of the lines`;
  if (lines.some((l) => l.vatRate !== undefined)) {
    const gross = lines.reduce((s, l) => s + l.price * l.quantity * (1 + (l.vatRate ?? 25) / 100), 0);
    if (same(amount, gross)) return "the sum of the lines, each with its VAT";
    if (same(amount, gross - net)) return "the VAT of the lines";
  }
  return undefined;
}

/** The priced lines of a reading: price, quantity (1 unless read) and VAT rate where read. */
/**
 * Whether the amount at `index` is a line's total written on the line of its unit price ("| 7030 |
 * Nettlin | 2 | 4 100,00 | 8 200,00 |", "2 × 4 100 = 8 200"), or that total with the line's VAT: the
 * reading has a line of that price whose quantity (more than one) times it, or whose total with VAT,
 * gives the amount, and that price stands earlier on the amount's line.
 */
export function lineTotalOnItsLine(text: string, index: number, amount: number, leaves: readonly NumberLeaf[], money: readonly { index: number; value: number }[]): boolean {
  const from = text.lastIndexOf("\n", index) + 1;
  const prices = new Set(money.filter((m) => m.index >= from && m.index < index).map((m) => m.value));
  // A timesheet row's amount: its hours at the rate written before it on the row ("Stunden: 8,0 · Satz: 980,00 · Betrag: 7.840,00").
  const rate = leaves.find((l) => /(?:^|\.)hourlyRate$/.test(l.path))?.value;
  if (rate !== undefined && prices.has(rate) && leaves.some((l) => /(?:^|\.)hours$/.test(l.path) && l.value > 1 && same(amount, l.value * rate))) return true;
  // The line's total, or its total with its VAT ("| Blylinje | 12 600,00 | 25 % | 15 750,00 |" under "Inkl mva").
  return linesOf(leaves).some(
    (l) => prices.has(l.price) && ((l.quantity > 1 && same(amount, l.quantity * l.price)) || same(amount, l.quantity * l.price * (1 + (l.vatRate ?? 25) / 100))),
  );
}

function linesOf(leaves: readonly NumberLeaf[]): { price: number; quantity: number; vatRate?: number }[] {
  const lines = new Map<string, { price?: number; quantity?: number; vatRate?: number }>();
  for (const l of leaves) {
    const m = /^(lines\.\d+)\.(\w+)$/.exec(l.path);
    if (!m) continue;
    const line = lines.get(m[1]) ?? {};
    if (/vat/i.test(m[2]) && !/price|amount/i.test(m[2])) line.vatRate = l.value;
    else if (/price|amount/i.test(m[2])) line.price = l.value;
    else if (/quantity|count|hours/i.test(m[2])) line.quantity = l.value;
    lines.set(m[1], line);
  }
  return [...lines.values()].flatMap((l) => (l.price !== undefined ? [{ price: l.price, quantity: l.quantity ?? 1, vatRate: l.vatRate }] : []));
}

/** A field holding a sum of money (a price, an amount, a cost, a salary, a fee). */
const AMOUNT_FIELD = /(?:amount|price|cost|salary|fee|total)[^.]*$/i;
/** Percentages tried as a discount or a markup: a few of those written. */
const MAX_PERCENTS = 6;

/**
 * How a field's amount follows from `amount` by a percentage the request writes ("60000 − 10 % = 54000",
 * "8000 + 10 % = 8800"), VAT rates aside (those are `derivationOf`'s), or undefined. Bounded: a few percentages
 * against the reading's amounts.
 */
export function baseOfPercentChange(amount: number, leaves: readonly NumberLeaf[], percents: readonly { value: number }[]): string | undefined {
  if (!(amount > 0)) return undefined;
  // A VAT rate's percentage is VAT's, not a discount's: "9 600 … TVA 25 %" beside "12 800" is a coincidence.
  const isVat = (p: number) => VAT_RATES.some((r) => Math.abs(r * 100 - p) < 1e-9);
  const rates = percents.slice(0, MAX_PERCENTS).map((p) => p.value).filter((p) => p > 0 && p < 100 && !isVat(p));
  for (const leaf of leaves.slice(0, MAX_FACTORS)) {
    if (!AMOUNT_FIELD.test(leaf.path) || !(leaf.value > 0)) continue;
    for (const p of rates) {
      if (same(leaf.value, amount * (1 - p / 100))) return `${show(amount)} − ${show(p)} % = ${show(leaf.value)}`;
      if (same(leaf.value, amount * (1 + p / 100))) return `${show(amount)} + ${show(p)} % = ${show(leaf.value)}`;
    }
  }
  return undefined;
}
