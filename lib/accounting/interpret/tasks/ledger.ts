import { MONTH_NAMES } from "../extract/month-names";
import { accountForWhatWasBought } from "../extract/expense-accounts";
import { ACCOUNT_RULES, expenseRuleOf } from "@/lib/accounting/bookkeeping/expense-categories";
import { countedMonths, relativeMonth, relativeYear } from "../extract/relative-dates";
import type { LedgerError, PartyRef } from "@/lib/accounting/tasks";
import { findDates, MONTH_PATTERN, MONTH_YEAR, monthNumber, writtenFirst } from "../extract/dates";
import { findAmounts, findNumbers } from "../extract/amounts";
import { vatBasisOf } from "../extract/vat-basis";
import { findAccounts, findInvoiceNumbers, findPercents } from "../extract/values";
import { clean, escapeRegExp, fold, shortWordBefore } from "../text";
import { NUMBER_WORD_PATTERN, numberFromWord } from "../extract/number-words";
import { isRepresentation } from "@/lib/accounting/bookkeeping/representation";
import { findConcepts, tokenize } from "../concepts";
import { nameAfter } from "../extract/names";
import { companiesWithNumbers } from "../extract/proper-names";
import { NEXT_ITEM } from "../extract/run-on";
import { statedErrorCount } from "../extract/stated-count";
import { mentionOf, receiptFromText } from "./receipt-text";
import { pricedLines } from "@/lib/accounting/files/documents/receipt";
import { invoiceDates, invoiceLineText, netVatTotal, supplierInvoiceFromText } from "./supplier-invoice-text";
import {
  SUPPLIER_WORD,
  after,
  amounts,
  definedOnly,
  documentOf,
  labelValue,
  party,
  quoted,
  quotedAfter,
  sentenceAt,
  sentenceWith,
  departmentInProse,
  type ExtractContext,
  vatPercent,
} from "./context";


export function registerSupplierInvoice(ctx: ExtractContext) {
  const description = (() => {
    const at = after(ctx, /(?:gjelder|gjeld|relates to|concerns|is for|corresponde a|refere-se a|se refiere a|concerne|betrifft)\s+(?:des\s+|de\s+|a\s+|los\s+|os\s+)?/);
    if (at < 0) return undefined;
    const rest = ctx.prompt.slice(at);
    return clean(rest.slice(0, rest.search(/\s*[(.]/))) || undefined;
  })();
  const dates = invoiceDates(ctx);
  const supplier = party(ctx, SUPPLIER_WORD);
  const named = findAccounts(ctx.prompt)[0]?.value;
  // None named: the account for what was bought, where its words leave no doubt ("the electricity bill for March").
  const expenseAccount = named ?? accountForWhatWasBought(ctx.prompt);
  return definedOnly({
    type: "register_supplier_invoice" as const,
    supplier,
    invoiceNumber: findInvoiceNumbers(ctx.prompt)[0],
    // An invoice copied line by line prints the net first: the total is the one its net and VAT add up to.
    // Else the amount written as including VAT ("Total: 4 862,50, com IVA incluído"), else the first.
    amountIncludingVat: netVatTotal(ctx.values.money)?.total ?? amounts(ctx).find((a) => vatBasisOf(ctx.folded, a) === "incl")?.value ?? amounts(ctx)[0]?.value,
    expenseAccount,
    vatRate: vatPercent(ctx),
    // A copied invoice's line text, when the request books it like one (on a named expense account):
    // "Descrição: …" in a request to issue an invoice is the customer invoice's line, not a cost's.
    description: description ?? (named !== undefined ? invoiceLineText(ctx, supplier?.name) : undefined),
    invoiceDate: dates.issued,
    dueDate: dates.due,
  });
}

export function supplierInvoiceFromPdf(ctx: ExtractContext) {
  const doc = documentOf(ctx, "supplier_invoice");
  if (!doc) {
    // The invoice retyped into the request: its fields from the request's own words.
    ctx.warnings.push("no readable supplier invoice attached: its fields read from the request");
    return supplierInvoiceFromText(ctx, registerSupplierInvoice(ctx));
  }
  const d = doc.data;
  return definedOnly({
    type: "supplier_invoice_from_pdf" as const,
    supplier: d.supplierName
      ? definedOnly({ name: d.supplierName, organizationNumber: d.organizationNumber, address: d.address, bankAccountNumber: d.bankAccountNumber })
      : undefined,
    invoiceNumber: d.invoiceNumber,
    invoiceDate: d.invoiceDate,
    dueDate: d.dueDate,
    description: d.description,
    amountExcludingVat: d.amountExcludingVat,
    vatAmount: d.vatAmount,
    amountIncludingVat: d.amountIncludingVat,
    vatRate: d.vatRate,
    // The account the request books on ("Kontierung: Konto 6540", "compte 6340") over one the invoice prints.
    expenseAccount:
      findAccounts(ctx.prompt).find((a) => a.value >= 4000 && a.value <= 8999)?.value ?? d.account ?? accountForWhatWasBought(`${ctx.prompt}\n${doc.file.text}`),
  });
}

/** Said of a value after it: it is not used, not linked. */
const NOT_USED = /\b(?:n'est pas|ne sera pas|is not|isn't|not used|er ikke|er ikkje|skal ikke|skal ikkje|wird nicht|ist nicht|no se|no es|nao e|nao sera)\b/;

/** "verdiene Bedrift og Privat.", "dos valores: Madrid y Sevilla.", "Gyldige verdier: A | B" — the values listed after the word, unquoted. */
function listedValues(ctx: ExtractContext, at: number): string[] {
  if (at < 0) return [];
  // A remark in brackets is no value: "Nord og Süd (med ü, det er for de tyske kundene)". The list ends where the
  // sentence goes on in small letters ("Segelboot und Motorboot, dann buch …, Gegenkonto ist die Bank").
  let rest = ctx.prompt.slice(at, at + 200).replace(/\s*\([^()\n]*(?:\)|$)/g, "");
  // "Valeurs autorisées : Nord ; Sud", "Gyldige verdier: A | B": a label's list, after its colon on its line.
  const colon = /^[^\n:]{0,25}:\s*/.exec(rest);
  rest = colon ? rest.slice(colon[0].length) : rest.replace(/^\s*/, "");
  const end = rest.search(colon ? /[.!?](?:\s|$)|\n/ : /[.!?;](?:\s|$)|\n/);
  return (end >= 0 ? rest.slice(0, end) : rest)
    .split(colon ? /\s*[,;|/]\s*|\s+(?:og|and|y|e|et|und|ou|o|sowie)\s+/ : /\s*,\s*|\s+(?:og|and|y|e|et|und|ou|o|sowie)\s+/)
    // "Grossist under denne dimensjonen": a value ends where a preposition begins what is said of it.
    .map((v) => clean(v.replace(/\s(?:under|i|in|for|til|of|unter|sous|bajo|sob|dans|en|em|within|innenfor)\s.*$/u, "")))
    .filter(Boolean)
    .filter((v, i, all) => {
      const first = all.findIndex((x) => /^\p{Lu}/u.test(x));
      return first >= 0 && i >= first && all.slice(first, i + 1).every((x) => /^\p{Lu}/u.test(x)) && v.split(/\s+/).length <= 4;
    });
}

/** The word for a dimension in the seven languages. */
const DIMENSION_WORD = /(?:dimensjon|dimension|dimensao|dimensión)\w*\s*/;
/** A quote that holds the dimension word itself is the kind of dimension («dimension libre»), not its name. */
const isDimensionTerm = (q: string) => /dimensj|dimension|dimensao/.test(fold(q));
/** "namn: Kanal", "Name: Region", "nom : Région": the name's label, read only in a dimension's request. */
const NAME_LABEL = /(?:namn|navn|name|nom|nombre|nome|bezeichnung|designation)/;
/** The quote right after the last match of `re` that has one, leaving out a quote `skip` rules out. */
function lastQuotedAfter(ctx: ExtractContext, re: RegExp, window: number, skip: (q: { end: number }) => boolean): string | undefined {
  const qs = quoted(ctx);
  let found: string | undefined;
  for (const m of ctx.folded.matchAll(re)) {
    const end = m.index! + m[0].length;
    const q = qs.find((x) => x.index >= end && x.index - end <= window);
    if (q && !skip(q)) found = q.value;
  }
  return found;
}

/** A line that is the values' field: the word at the line's start, a colon after it (folded). */
const VALUES_FIELD = /^[ \t]{0,8}(?:[-*•][ \t]{1,3})?((?:verdiene|verdiane|verdiar|verdier|verdi|values|value|valores|valor|valeurs|valeur|werten|werte|wert|auspragungen))[ \t]{0,2}:/m;
/** The words for a dimension's values. */
const VALUES_WORD = /\b(?:verdiene|verdiane|verdiar|verdier|values|valores|valeurs|werten|werte|auspragungen)\b/;

/** A form's line that asks for the dimension's name ("1. Nome da dimensão: Tipo de evento"): its whole answer, not only its first capitalised word. */
const DIMENSION_NAME_LINE =
  /^[ \t]*(?:[qQ]?\d{1,2}[.)]?[ \t]{1,3})?(?:nome da dimensao|nombre de la dimension|nom de la dimension|name of the dimension|dimension name|name der dimension|dimensionsname|namn pa dimensjonen|navn pa dimensjonen|dimensjonsnavn|dimensjonsnamn)[ \t]*:[ \t]*(\S[^\n]{0,60})$/m;

function dimensionNameLine(ctx: ExtractContext): string | undefined {
  const m = DIMENSION_NAME_LINE.exec(ctx.folded);
  if (!m) return undefined;
  const at = m.index + m[0].length - m[1].length;
  return clean(ctx.prompt.slice(at, m.index + m[0].length)) || undefined;
}

/** "freie Dimension Region anlegen", "dimensjonen Kanal med …": a capitalised word right after the dimension word. */
function capitalisedAfterDimension(ctx: ExtractContext): string | undefined {
  for (const m of ctx.folded.matchAll(new RegExp(DIMENSION_WORD.source, "g"))) {
    // "dimensjonsverdien Forhandlar" names a value, not the dimension.
    if (/verdi|value|valor|valeur|wert/.test(m[0])) continue;
    const at = m.index! + m[0].length;
    // Lowercase words may stand between: "dimension analytique Région", "dimensión contable nueva Canal de venta";
    // a name may go on with "de"/"of" and a word ("Canal de venta").
    const next = /^:?[ \t]{0,2}(?:\p{Ll}{2,12}[ \t]{1,2}){0,2}(\p{Lu}[\p{L}\p{N}-]{1,30}(?:[ \t](?:de|del|da|do|des|du|of|for|av|til|von|für)[ \t]\p{Ll}{2,20})?)(?=[\s,.;:)]|$)/u.exec(ctx.prompt.slice(at, at + 70));
    if (next && !isDimensionTerm(next[1]) && next[1] !== next[1].toUpperCase()) return next[1];
  }
  return undefined;
}

export function createDimensionVoucher(ctx: ExtractContext) {
  const qs = quoted(ctx);
  const names = qs.filter((q) => !isDimensionTerm(q.value));
  const namedAt = after(ctx, /\b(?:som heter|som heiter|heter|heiter|heis?st|named|called|with the name|llamad[ao]|se llam[ea]|se cham[ea]|s.appell?e|con el nombre|chamad[ao]|com o nome|nommee?|appelee?|intitulee?|avec le nom|namens|mit dem namen|med navnet|med namnet|med navn|med namn)\s+/);
  const quotedNamed = namedAt >= 0 ? qs.find((q) => q.index >= namedAt && q.index - namedAt <= 3 && !isDimensionTerm(q.value))?.value : undefined;
  const afterWord = quotedAfter(ctx, DIMENSION_WORD);
  const dimensionName =
    (afterWord && !isDimensionTerm(afterWord) ? afterWord : undefined) ??
    quotedNamed ??
    names[0]?.value ??
    labelValue(ctx, NAME_LABEL) ??
    (namedAt >= 0 ? nameAfter(ctx.prompt, namedAt, 4) : undefined) ??
    dimensionNameLine(ctx) ??
    capitalisedAfterDimension(ctx) ??
    labelValue(ctx, /(?:[a-z]*dimensjon|dimensjonsnavn|[a-z]*dimension|dimension name|dimensao|nome da dimensao|nombre de la dimension|nom de la dimension|dimensionsname)/);
  // Values: the quoted strings after the values word, up to the end of that sentence.
  const valuesAt = after(ctx, VALUES_WORD);
  const sentenceEnd = valuesAt >= 0 ? ctx.prompt.slice(valuesAt).search(/\.(?:\s|$)/) : -1;
  // A values field of its own ("valeurs = Lyon ; Bordeaux", "Werte: Nord, Süd") lists them all, though the sentence names only one.
  const field = VALUES_FIELD.exec(ctx.folded);
  const fieldValues = field ? listedValues(ctx, field.index! + field[0].indexOf(field[1])).filter((v) => v !== dimensionName) : [];
  const values =
    fieldValues.length >= 2
      ? []
      : names.filter((q) => valuesAt >= 0 && q.index >= valuesAt && (sentenceEnd < 0 || q.index < valuesAt + sentenceEnd) && q.value !== dimensionName).map((q) => q.value);
  // The first values word a list follows ("… avec les deux valeurs, puis …" lists none; "Valeurs autorisées : Nord ; Sud" does).
  let listAt = fieldValues.length >= 2 ? field!.index! + field![0].indexOf(field![1]) : valuesAt;
  let unquoted: string[] = fieldValues.length >= 2 ? fieldValues : [];
  for (let k = 0; k < 5 && listAt >= 0 && !values.length && !unquoted.length; k++) {
    unquoted = listedValues(ctx, listAt).filter((v) => v !== dimensionName);
    if (unquoted.length) break;
    listAt = after(ctx, VALUES_WORD, listAt);
  }
  // Unquoted values: the one named again last (after the list) is the voucher's.
  // "… knyttes til verdien Grossist, ikke Nettbutikk": a value named after a negation is not the voucher's.
  const refused = (at: number) => /\b(?:ikke|ikkje|not|nicht|pas|no|nao)\s{1,2}$/.test(ctx.folded.slice(Math.max(0, at - 8), at));
  const lastUnrefused = (v: string) => {
    for (let at = ctx.prompt.lastIndexOf(v); at >= 0; at = ctx.prompt.lastIndexOf(v, at - 1)) if (!refused(at)) return at;
    return -1;
  };
  const linkedUnquoted = unquoted
    .map((v) => ({ v, at: lastUnrefused(v) }))
    .filter((x) => x.at > listAt + 1)
    .sort((a, b) => b.at - a.at)[0]?.v;
  // The last quote that is no dimension's name or kind.
  // …unless its sentence says it is not used: "La valeur « Nord » n'est pas utilisée pour cette écriture."
  const negatedAfter = (q: { end: number }) => NOT_USED.test(ctx.folded.slice(q.end, q.end + 80).split(/[.!?\n]/)[0]);
  const lastValueQuote = [...names].reverse().find((q) => q.value !== dimensionName && !negatedAfter(q))?.value;
  // A value named again (the voucher's, after the list) is one value.
  const allValues = [...new Set(values.length ? values : unquoted.length ? unquoted : names.slice(1, -1).map((q) => q.value))];
  // "liée à la valeur « Bordeaux »", "ligado ao valor «Noite»": the value named last by the singular word (the list's
  // "com valor «Dia» e «Noite»" and "une troisième valeur, « Ouest »" come before the voucher's), when it is one of the values.
  // "La valeur « Privé » n'est pas utilisée ici": a value its sentence says is not used is not the voucher's.
  const namedValue = lastQuotedAfter(ctx, /\b(?:verdien|verdi|value|valor|valeur|wert)\b\s*/g, 3, negatedAfter);
  const linkedValue =
    quotedAfter(ctx, /(?:dimensjonsverdien|dimensjonsverdi|dimension value|valor de dimension|valor de dimensao|valeur de dimension|dimensionswert)\w*\s*/) ??
    (namedValue && allValues.includes(namedValue) ? namedValue : undefined) ??
    valueUnderDimension(ctx, dimensionName, allValues) ??
    valueNamedUnquoted(ctx, allValues) ??
    (unquoted.length ? linkedUnquoted : lastValueQuote);
  return definedOnly({
    type: "create_dimension_voucher" as const,
    dimensionName,
    values: allValues,
    account: findAccounts(ctx.prompt)[0]?.value,
    amount: amounts(ctx)[0]?.value,
    linkedValue,
    date: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso,
  });
}

/** "knyttet til verdien Kafé (de står jo i kafeen)": one of the values, unquoted, right after the singular word for a value. */
function valueNamedUnquoted(ctx: ExtractContext, values: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const m of [...ctx.folded.matchAll(/\b(?:verdien|verdi|value|valor|valeur|wert)\b[ \t]{1,2}/g)].slice(0, 10)) {
    const at = m.index + m[0].length;
    const hit = values.find((v) => ctx.folded.startsWith(fold(v), at) && !/[\p{L}\p{N}]/u.test(ctx.folded[at + v.length] ?? " "));
    if (hit) found = hit;
  }
  return found;
}

/** "Marked: Iberia", a sheet's row read as fields: the value written under the dimension's own name, when it is one of the values. */
function valueUnderDimension(ctx: ExtractContext, dimensionName: string | undefined, values: readonly string[]): string | undefined {
  if (!dimensionName || dimensionName.length > 40) return undefined;
  const value = labelValue(ctx, new RegExp(escapeRegExp(fold(dimensionName))));
  return values.find((v) => fold(v) === fold(value ?? ""));
}

/** The other lines, set against the one named (folded): "dei andre småtinga", "the rest", "die übrigen", "les autres". */
const THE_OTHERS = /\b(?:andre|anna|resten|others?|the rest|ubrigen|anderen|restlichen|autres|reste|demas|otros|otras|outros|outras|resto)\b/;

/** Words that keep a receipt line out of the books: private, personal, not. */
const LEFT_OUT = /\b(?:privat\w*|private\w*|personal\w*|personlig\w*|persönlich\w*|personnel\w*|particular\w*|pessoa\w*|ikke|ikkje|not|nicht|pas|nao|no)\b/;
/** Words that put a receipt line elsewhere, whatever else the sentence says: private, the writer's own ("the coffee was mine"), on another receipt. */
const ELSEWHERE =
  /\b(?:privat\w*|private\w*|personlig\w*|(?:was|is|were|are|var|er|war|ist|era|etait|est|foi|e)\s{1,2}(?:mine|min|mitt|meins|meiner|mio|mia|meu|minha|a moi|a mi)|on me|pa meg|auf mich|pour moi|por mi cuenta|por minha conta|(?:betal\w*|tar|tek|take|takes|pay|pays|zahl\w*|paie|paye|pago|pagar|pago|tomo)\s{1,2}(?:\p{L}+\s{1,2}){0,2}(?:selv|sjolv|sjalv|myself|himself|herself|selbst|moi-meme|lui-meme|elle-meme|mismo|misma|mesmo|mesma)|til\s{1,2}seg\s{1,2}(?:selv|sjolv)|own\s{1,2}(?:business|affair|pocket|expense|account)|(?:egen|eiga|eigen|eget)\s{1,2}(?:regning|rekning|lomme|kostnad)|eigene[nr]?\s{1,2}(?:rechnung|tasche|kosten)|(?:sa|ma|leur)\s{1,2}(?:propre\s{1,2})?poche|(?:propio|su|mi)\s{1,2}bolsillo|(?:proprio|seu|meu)\s{1,2}bolso|for\s{1,2}(?:myself|herself|himself|themselves)|fur\s{1,2}sich\s{1,2}selbst|pour\s{1,2}(?:elle|lui|moi|eux|elles)-?meme|para\s{1,2}(?:si|ella|el)\s{1,2}mism[ao]|para\s{1,2}(?:si|ela|ele)\s{1,2}(?:propri[ao]|mesm[ao])|(?:annan|annen|anna|anderen?|another|other|autre|otra|otro|outra|outro)\s{1,2}(?:\p{L}+\s{1,2})?(?:kvittering\w*|receipt\w*|beleg\w*|quittung\w*|bon|recu|ticket|recibo|factura|fatura|faktura\w*|bilag\w*)|at home|for home|(?<!(?:horer|hoyrer|hore|hoyre|hort|hoyrt|horte|hoyrde)\s{1,2})(?:hjemme|heime)|til hjemmet|zu hause|zuhause|fur zuhause|a la maison|chez moi|en casa|para casa|em casa|para a casa)\b/u;

/**
 * Whether the clause of the mention at `at` puts its line elsewhere ("Avkalkingsmiddelet går på ein
 * annan kvittering", "the mouse is private"); not a clause beside it ("BARE togbilletten skal føres,
 * resten er privat"), nor a mention singled out by "only".
 */
function elsewhereAt(folded: string, at: number): boolean {
  if (at < 0 || weightAt(folded, at) > 0) return false;
  // "… berre ferjebilletten for bilen ikkje kaffien og vaffelen dei tek eg sjølv": what a "not" further on opens speaks of
  // the other line.
  if (ELSEWHERE.test(stretchAround(folded, at, CLAUSE_MARKS, NOT_FURTHER_ON))) return true;
  // "…, den Kaffee nicht", "not the coffee", "ikke kaffen", "pas la lampe": a "not" right before the line's word, or
  // closing its clause right after it, leaves the line out ("uniquement le Headset (pas la lampe…)" keeps the headset).
  const before = folded.slice(Math.max(0, at - 30), at);
  const after = folded.slice(at, at + 60);
  if (NOT_BEFORE_WORD.test(before) || NOT_CLOSING.test(after)) return true;
  // "Kaffien og vaffelen dei åt om bord, skal ikkje førast her": the line's sentence says it is not to be booked.
  // A dash that goes on about the same thing ("… vaffel og kaffe på ferja – den har han selv sagt han betaler, så den skal
  // ikke føres") does not end it.
  const rest = folded.slice(at, at + 200);
  const end = rest.search(/\n|[.!?;](?:\s|$)|\s[–—-]\s(?!(?:den|det|dei|de|it|they|that|sie|es|er|elle|il|ils|ella|ello|ele|ela|eles)\s)/);
  return NOT_BOOKED.test(end < 0 ? rest : rest.slice(0, end));
}


const NOT_WORDS = "ikke|ikkje|not|nicht|kein\\w*|pas|nao|never|aldri|nie|jamais|nunca";
/** A clause's end, or a "not" two words or more after the mention's word. */
const NOT_FURTHER_ON = new RegExp(`[.!?\\n;,:]|\\s[–—-]\\s|(?<=^\\p{L}+(?:\\s{1,2}\\p{L}+){1,6}\\s{1,2})(?:${NOT_WORDS})\\s`, "u");
/**
 * "not the", "ikke", "nicht den", "pas la" right before a word (folded); or before the word it is coordinated with ("ikkje
 * penslane og skisseblokka", "not the lamp or the cable": the "not" is both's).
 */
const NOT_BEFORE_WORD = new RegExp(
  `\\b(?:${NOT_WORDS})\\s{1,2}(?:\\p{L}{1,4}\\s{1,2})?(?:[\\p{L}-]{2,40},?\\s{1,2}(?:og|and|und|et|y|e|eller|or|oder|ou|o|noch|nor|ni|nem)\\s{1,2}(?:\\p{L}{1,4}\\s{1,2})?)?$`,
  "u",
);
/** "kaffee nicht,", "kaffen ikkje.", "den Kaffee nicht (privat)": the word, then "not" closing its clause. */
const NOT_CLOSING = new RegExp(`^\\p{L}+\\s{1,2}(?:${NOT_WORDS})\\s{0,2}(?:[.,;!()]|$)`, "u");
/** "skal ikkje førast", "not to be booked", "nicht zu buchen", "ne pas comptabiliser" (folded). */
const NOT_BOOKED = new RegExp(
  `\\b(?:${NOT_WORDS}|no)\\s{1,2}(?:\\p{L}+\\s{1,2}){0,2}(?:fores|forast|bokfores|bokforast|fora|bokfora|booked|book|expensed|gebucht|buchen|verbucht|comptabilise\\p{L}*|contabiliz\\p{L}*|lancad\\p{L}*|lancar)\\b` +
    // "så det skal ikke med nå", "kommt nicht mit", "not included": it goes with nothing booked now.
    `|\\b(?:${NOT_WORDS})\\s{1,2}(?:med|mit|dabei|included|inkludert|medregnet|incluido|incluida|inclus|incluse)\\b`,
  "u",
);

/** Where a sentence ends, and where a clause does (a comma, a colon, a dash between words too). */
const SENTENCE_MARKS = ["\n", ". ", "! ", "? ", "; "];
const CLAUSE_MARKS = [...SENTENCE_MARKS, ", ", ": ", " – ", " - ", " — "];

/** The stretch of `folded` around `at`: back to the last of `marks`, on to the first match of `end`. */
function stretchAround(folded: string, at: number, marks: readonly string[], end: RegExp): string {
  const start = Math.max(0, ...marks.map((mark) => folded.lastIndexOf(mark, at)));
  const endRel = folded.slice(at).search(end);
  const stretch = folded.slice(start, endRel < 0 ? undefined : at + endRel);
  // A bracket of its own further on speaks of something else ("berre togbilletten skal førast (maten på toget er
  // privat)"); one right after the mention speaks of it ("kaffien (privat)"), as does one that holds it.
  const word = /^\S*/.exec(folded.slice(at))![0].length;
  return stretch.replace(/\([^()\n]{0,200}\)/g, (b, i: number) => (start + i > at + word && folded.slice(at + word, start + i).trim() !== "" ? " " : b));
}
/** Words that single out the line to book: only, just. */
// Portuguese "só" folds to "so": only before an article ("só a cadeira"), never the English "so".
const ONLY = /\b(?:bare|berre|kun|only|just|nur|lediglich|ausschliesslich|seulement|uniquement|solo|solamente|unicamente|somente|apenas|exclusivamente|utelukkande|utelukkende|so(?=\s{1,2}(?:a|o|as|os)\s))\s{0,2}:?\s+(?:(?![—–-]\s)\S+\s+){0,2}$/;
/** "ticket only", "billet seulement", "bilhete apenas": the mention's word (and one more) and "only" after it. */
const ONLY_AFTER = /^\S+(?:\s{1,2}\S+)?\s{1,2}(?:only|alone|allein|seulement|uniquement|solamente|apenas)\b/;

/** How surely the sentence that names a receipt line books it: + after "only", − beside "private" or "not". */
function bookingWeight(folded: string, line: string): number {
  let best = -Infinity;
  // At most a few mentions are weighed: a line named more often than that is named plainly.
  for (let at = folded.indexOf(line), seen = 0; at >= 0 && seen < 8; at = folded.indexOf(line, at + 1), seen++) best = Math.max(best, weightAt(folded, at));
  return best;
}

/**
 * A mention at `at` weighs +2 after "only" or with "and only that" right after it ("til whiteboard — og bare
 * den"), −2 in a clause that leaves it out (a semicolon ends a clause: "…; musen har han betalt selv").
 */
function weightAt(folded: string, at: number): number {
  // The words about the mention: its sentence, but in a sentence said in one breath ("only the diesel needs to be booked
  // the washer fluid was for my private car") no further than a few words each way.
  const whole = stretchAround(folded, at, SENTENCE_MARKS, /[.!?\n;]/);
  const near = /(?:\S+\s+){0,3}$/.exec(folded.slice(Math.max(0, at - 40), at))![0] + (/^(?:\S+\s+){0,6}/.exec(folded.slice(at, at + 120))?.[0] ?? "");
  const sentence = whole.length > 160 ? near : whole;
  const after = /^\S*\s{0,2}[—–-]?\s{0,2}(?:og|and|und|et|y|e)\s{1,2}(\S+)/.exec(folded.slice(at, at + 40));
  // "post the train ticket only", "le billet seulement": "only" after the line's words singles it out as well.
  const onlyAfter = (!!after && ONLY.test(` ${after[1]} `)) || ONLY_AFTER.test(folded.slice(at, at + 60));
  // A bracket the mention is not in speaks of another line ("BOOK ONLY: train ticket (coffee = private, ignore)").
  const head = folded.slice(Math.max(0, at - 80), at);
  const inBracket = head.lastIndexOf("(") > head.lastIndexOf(")");
  const said = inBracket ? sentence : sentence.replace(/\([^()\n]{0,120}\)/g, " ");
  // A name in a bracket after the words that single out its line ("só a cadeira (Kontorstol Ergo)") is singled out with them,
  // unless the bracket itself leaves it out ("nur "USB-hub" buchen (Kontorrekvisita ≠, privat)").
  const opened = inBracket ? at - (head.length - head.lastIndexOf("(")) : -1;
  const closing = opened >= 0 ? folded.indexOf(")", at) : -1;
  const bracket = opened >= 0 ? folded.slice(opened + 1, closing < 0 || closing - at > 120 ? at + 120 : closing) : "";
  if (LEFT_OUT.test(bracket)) return -2;
  const only = ONLY.test(folded.slice(Math.max(0, at - 30), at)) || onlyAfter || (opened >= 0 && ONLY.test(folded.slice(Math.max(0, opened - 30), opened)));
  // A mention singled out by "only" is left out only by its own clause ("só a cadeira (Kontorstol Ergo), o resto é para casa,
  // não lançar": the "not" is the rest's).
  const clause = only ? stretchAround(folded, at, CLAUSE_MARKS, /[.!?\n;,:]|\s[–—-]\s/) : "";
  // A bracket after the mention, closed or cut by the clause's comma ("train ticket (coffee = private, ignore)"), is another line's.
  const own = only ? (clause.length > 160 ? near : clause).replace(/\([^()\n]{0,120}\)/g, " ").replace(/\([^()\n]{0,120}$/, " ") : said;
  return (only ? 2 : 0) - (LEFT_OUT.test(own) ? 2 : 0);
}

/**
 * The receipt line whose kind of purchase (a fare, a meal, equipment…) the request's words name, in whatever language:
 * each line's kind is looked for in the words, and the line is chosen when it is the only one so named and not left out.
 */
function lineOfNamedKind<T extends { description: string }>(prose: string, items: readonly T[]): T | undefined {
  const named = items.slice(0, 20).flatMap((i) => {
    const rule = expenseRuleOf(i.description);
    if (rule < 0) return [];
    // A kind's word is loose ("un ticket de caisse" is the receipt itself): only a mention singled out by "only" names the line.
    const re = new RegExp(ACCOUNT_RULES[rule][0].source, "gi");
    // A mark inside a word is read as the whole word: of another kind, that kind's ("Kaffeemühle" is a grinder, not
    // the coffee); weighed from the word's start ("nur die Kaffeemühle buchen").
    const marks = [...prose.matchAll(re)]
      .slice(0, 8)
      .map((m) => wordAround(prose, m.index!))
      // A kind's own word not singled out counts too ("the cost of the train ticket be posted"), unless it is one a receipt
      // itself is called by ("ticket", "billet").
      .filter((w) => expenseRuleOf(w.word) === rule && !elsewhereAt(prose, w.start) && (weightAt(prose, w.start) > 0 || (weightAt(prose, w.start) === 0 && !LOOSE_KIND_WORD.test(w.word))));
    return marks.length ? [{ i, w: Math.max(...marks.map((m) => weightAt(prose, m.start))) }] : [];
  });
  if (named.length === 1) return named[0].i;
  // Several kinds named: the one the writer books most plainly ("Bitte nur die Kaffeemühle buchen" over "im Café").
  const best = [...named].sort((a, b) => b.w - a.w);
  return best.length > 1 && best[0].w > best[1].w ? best[0].i : undefined;
}

/** Words a receipt itself is called by, which name no kind of purchase unless singled out ("un ticket de caisse"). */
const LOOSE_KIND_WORD = /^(?:tickets?|billets?|billet|bilhetes?|billetes?|bons?|recus?|receipts?)$/;

/** The whole word around a position (at most 40 letters each way), and where it starts. */
function wordAround(text: string, at: number): { word: string; start: number } {
  const before = /[\p{L}\p{N}-]{0,40}$/u.exec(text.slice(Math.max(0, at - 40), at))?.[0] ?? "";
  const after = /^[\p{L}\p{N}-]{0,40}/u.exec(text.slice(at, at + 40))?.[0] ?? "";
  return { word: before + after, start: at - before.length };
}


export function receiptExpenseToDepartment(ctx: ExtractContext) {
  const parsed = documentOf(ctx, "receipt");
  // A receipt with no "Vare Pris" header over its items ("Kontorstol ergonomisk   1 x 4 990,00   4 990,00"):
  // its lines read one by one, as a receipt typed into a request is, each item priced to the øre.
  const byLine = parsed && parsed.data.items.length === 0 && parsed.file.text ? receiptFromText({ prompt: parsed.file.text, folded: fold(parsed.file.text) }, true).receipt : undefined;
  // Each line above the total that ends in its price (set in columns: a VAT column after it stays apart), where that
  // reads as many lines as the typed-receipt reader.
  const priced = parsed && parsed.data.items.length === 0 && parsed.file.text ? pricedLines(parsed.file.text) : [];
  const byPrice = priced.length > 0 && priced.length >= (byLine?.items.length ?? 0) ? priced : [];
  const attached =
    parsed && byLine?.items.length && !byPrice.length
      ? { ...parsed, data: { ...parsed.data, items: byLine.items, total: parsed.data.total ?? byLine.total } }
      : parsed && byPrice.length
        ? { ...parsed, data: { ...parsed.data, items: byPrice, total: parsed.data.total ?? byLine?.total } }
        : parsed;
  // No receipt attached: the receipt typed into the request, when it has item lines.
  const typed = attached ? undefined : receiptFromText(ctx);
  const doc = attached ?? (typed?.receipt.items.length ? { data: typed.receipt } : undefined);
  const items = doc?.data.items ?? [];
  // Which line to book, the writer says in the words around the receipt, not in its lines.
  const prose = doc && !attached && typed ? typed.prose : ctx.folded;
  // The item named in the prompt: the receipt line whose text the prompt contains (longest first).
  // The receipt line the prompt names: written as on the receipt, else by the stem of its first
  // word in any inflection ("kontorstolene" names "Kontorstoler").
  const long = (f: string) => f.replace(/^\d\|/, "").length >= 5;
  const promptForms = new Set(tokenize(prose).flatMap((t) => t.forms.filter(long)));
  const byLength = [...items].sort((a, b) => b.description.length - a.description.length);
  // Several lines named: the one the writer books, not one said to be private or left out
  // ("bare USB-huben skal bokføres … kontorrekvisitaen tar jeg privat").
  const namedAll = byLength.filter((i) => prose.includes(fold(i.description)));
  // A typed receipt's line is named in the words around it by a word of its own ("hjelmene" for "Sykkelhjelmer"):
  // one line so named, or the one the writer books among several.
  const mentioned = (doc ? items.map((i) => ({ i, at: mentionOf(prose, i.description) })) : [])
    .filter((m) => m.at >= 0)
    .map((m) => ({ i: m.i, at: m.at, w: weightAt(prose, m.at) }))
    .sort((a, b) => b.w - a.w);
  // A line the words around it leave out ("… går på ein annan kvittering", "… privat") is not booked;
  // when all lines but one are so left out, the one left is.
  // Any mention may leave it out ("… for batteries and a screwdriver set … The batteries … are his own business").
  const laterMentions = (m: { i: (typeof items)[number]; at: number }) => {
    const out: number[] = [];
    for (let at = m.at, n = 0; at >= 0 && n < 4; at = mentionOf(prose, m.i.description, at + 1), n++) out.push(at);
    return out;
  };
  // (A line the writer books at one of its mentions — "only the diesel needs to be booked" — is not left out at another.)
  // ("berre oppbevaringsboksen altså dei andre småtinga tek eg privat": what "the others" are is set aside, not it.)
  const leftOutAt = (m: { i: (typeof items)[number]; at: number }) => {
    const ats = laterMentions(m);
    return ats.some((at) => elsewhereAt(prose, at) && !THE_OTHERS.test(prose.slice(at, at + 80))) && !ats.some((at) => weightAt(prose, at) > 0);
  };
  const leftOut = new Set([...mentioned.filter((m) => elsewhereAt(prose, m.at) || leftOutAt(m)).map((m) => m.i), ...namedAll.filter((i) => elsewhereAt(prose, prose.indexOf(fold(i.description))))]);
  // Several named, some left out ("Komfort-tillegget og avisa er private"): the others; all of them left out: none.
  const named = namedAll.length > 1 && !namedAll.some((i) => leftOut.has(i)) ? namedAll : namedAll.filter((i) => !leftOut.has(i));
  const kept = items.filter((i) => !leftOut.has(i));
  const openMentions = mentioned.filter((m) => !leftOut.has(m.i));
  // One line named as written, another singled out by "only" ("bare blekkpatronene ska føres … kaffen tar jeg sjøl"): the one singled out.
  const singled = named.length === 1 && mentioned[0] && mentioned[0].i !== named[0] && mentioned[0].w > bookingWeight(prose, fold(named[0].description)) && !leftOut.has(mentioned[0].i) ? mentioned[0].i : undefined;
  const item =
    singled ??
    (named.length > 1 ? named.map((i) => ({ i, w: bookingWeight(prose, fold(i.description)) })).sort((a, b) => b.w - a.w)[0].i : named[0]) ??
    byLength.find((i) => !leftOut.has(i) && (tokenize(i.description)[0]?.forms ?? []).some((f) => long(f) && promptForms.has(f))) ??
    (mentioned.length === 1 || (mentioned.length > 1 && mentioned[0].w > mentioned[1].w) ? (leftOut.has(mentioned[0].i) ? undefined : mentioned[0].i) : undefined) ??
    // Two lines named, one of them left out ("… ei hageslange til seg sjølv"): the other.
    (leftOut.size > 0 && openMentions.length === 1 ? openMentions[0].i : undefined) ??
    (leftOut.size > 0 && kept.length === 1 ? kept[0] : undefined) ??
    // "post the train ticket" over a receipt printed "Togbillett Oslo S–Lillehammer": the one line of the kind the words name.
    lineOfNamedKind(prose, items);
  const itemName =
    item?.description ??
    // A typed receipt whose line is not named: no quoted name stands in for it.
    (typed && doc && !attached ? undefined : quoted(ctx)[0]?.value) ??
    /(?:trenger|treng|need the|necesitamos el gasto de|precisamos da despesa de|besoin de la depense|benotigen die)\s+(.+?)(?:\s+expense|\s+fra|\s+de\s|\s+-ausgabe|-ausgabe|\s+from|\s+deste|\s+de ce)/i.exec(ctx.folded)?.[1];
  const department = departmentInProse(ctx);
  if (!doc) ctx.warnings.push("no readable receipt attached");
  else if (!attached) ctx.warnings.push("no readable receipt attached: its lines read from the request");
  else if (!item) ctx.warnings.push("the receipt item named in the prompt was not found on the receipt");
  return definedOnly({
    type: "receipt_expense_to_department" as const,
    item: itemName ? (item ? item.description : itemName) : undefined,
    department,
    amountIncludingVat: item?.amount,
    vatRate: item?.vatRate ?? doc?.data.vatRate,
    // The expense account the writer names ("på konto 6540"); the executor knows the usual one for an item.
    expenseAccount: findAccounts(ctx.prompt).find((a) => a.value >= 4000 && a.value <= 8999)?.value,
    date: doc?.data.date,
    store: doc?.data.storeName
      ? definedOnly({ name: doc.data.storeName, organizationNumber: doc.data.organizationNumber })
      : typed && doc && !attached
        ? (storeAbove(ctx, typed.firstItemAt) ?? party(ctx))
        : undefined,
    paymentMethod: doc?.data.paymentMethod,
    receiptTotal: doc?.data.total,
    // The lines the writer leaves out, once one line is booked: read and set aside, so the gate sees each line placed.
    leftOutLines: item && [...leftOut].some((i) => i !== item) ? [...leftOut].filter((i) => i !== item).map((i) => ({ description: i.description, amount: i.amount })) : undefined,
    // …said of the line booked, not of the lines left out ("Lunsjen og parkeringa tek Oddbjørn sjølv som representasjon").
    representation: representationOf(ctx.folded, mentioned.filter((m) => leftOut.has(m.i) && m.i !== item).map((m) => m.at)) || undefined,
  });
}

/** Whether a sentence of the request speaks of representation, other than one that tells of lines left out. */
function representationOf(folded: string, leftOutAt: readonly number[]): boolean {
  if (!isRepresentation(folded)) return false;
  if (!leftOutAt.length) return true;
  let from = 0;
  for (const m of `${folded}\n`.matchAll(/[.!?](?=\s)|\n/g)) {
    const to = m.index! + 1;
    if (!leftOutAt.some((a) => a >= from && a < to) && isRepresentation(folded.slice(from, to))) return true;
    from = to;
  }
  return false;
}

/** How far above a typed receipt's first item its header (the store, its org. no.) may stand. */
const RECEIPT_HEADER = 300;

/**
 * The store of a typed receipt: the company named in its header, just above its first item
 * ("Bryne Kontorsenter AS – org.nr. 938 217 939 / Storgata 41 …"), not a company the request names
 * before the receipt (the client whose books these are).
 */
function storeAbove(ctx: ExtractContext, firstItemAt: number): PartyRef | undefined {
  if (firstItemAt < 0) return undefined;
  const store = companiesWithNumbers(ctx.prompt, ctx.values.orgNumbers)
    .filter((c) => c.end <= firstItemAt && firstItemAt - c.end <= RECEIPT_HEADER && !ctx.prompt.slice(c.end, firstItemAt).includes("\n\n"))
    .pop();
  return store ? (definedOnly({ name: store.name, organizationNumber: store.organizationNumber }) as PartyRef) : undefined;
}

export function bankReconciliation(ctx: ExtractContext) {
  const doc = documentOf(ctx, "bank_statement");
  if (!doc) ctx.warnings.push("no readable bank statement attached");
  const tx = doc?.data ?? [];
  const first = tx[0];
  const last = tx[tx.length - 1];
  const stated = statedBalances(ctx);
  return definedOnly({
    type: "bank_reconciliation" as const,
    transactions: tx,
    openingBalance: first?.balance !== undefined ? Math.round((first.balance - first.amount) * 100) / 100 : stated.opening,
    closingBalance: last?.balance ?? stated.closing,
    fromDate: tx.length ? tx.map((t) => t.date).sort()[0] : undefined,
    toDate: tx.length ? tx.map((t) => t.date).sort()[tx.length - 1] : undefined,
  });
}

/** A balance's word shortly before an amount; with a word of the start, the opening balance (folded). */
const BALANCE_WORD = /(?:balance|saldo|saldoen|solde|kontostand|stand)\b[^\d\n]{0,40}$/;
/** The start of the period said after the amount: "(han var kr 50 000,- ved inngangen til februar)". */
const OPENING_AFTER = /^[^.\n]{0,40}\b(?:ved inngangen|at the start|am anfang|au debut|al inicio|no inicio)/;
const OPENING_WORD = /(?:opening|inngaende|inngangen|starten|start|beginning|anfang|inicial|inicio|debut|ouverture|primo|begynnelsen|before)/;

/** The balances the request states beside the statement: "Balance at the end of February: kr 150 560,50", "(han var kr 50 000,- ved inngangen til februar)". */
function statedBalances(ctx: ExtractContext): { opening?: number; closing?: number } {
  const out: { opening?: number; closing?: number } = {};
  for (const a of amounts(ctx)) {
    const before = ctx.folded.slice(Math.max(0, a.index - 50), a.index);
    const after = ctx.folded.slice(a.index + a.length, a.index + a.length + 40);
    const startAfter = OPENING_AFTER.test(after);
    if (!BALANCE_WORD.test(before) && !startAfter) continue;
    const opening = startAfter || OPENING_WORD.test(before.slice(-40));
    if (opening) out.opening ??= a.value;
    else out.closing ??= a.value;
  }
  return out;
}

/** First and last day of the months named with a year ("January and February 2026"). */
function periodOf(ctx: ExtractContext): { fromDate?: string; toDate?: string } {
  const named = [...ctx.folded.matchAll(new RegExp(`\\b(${MONTH_PATTERN})\\b`, "g"))];
  // A short form ("des", "mar") is a month only beside a day, a year or another month ("Jan + Feb"): French "des" is an article.
  const beside = (m: RegExpMatchArray) =>
    /\d/.test(ctx.folded.slice(Math.max(0, m.index! - 4), m.index! + m[0].length + 5)) ||
    named.some((o) => o !== m && Math.abs(o.index! - m.index!) <= m[0].length + 6);
  const months = named
    .filter((m) => m[1].length > 3 || beside(m))
    .map((m) => monthNumber(m[1]))
    .filter((m): m is number => m !== undefined);
  // Months named without a year ("enero y febrero del corriente año") are the latest such months up to today.
  const written = Number(/\b(20\d{2})\b/.exec(ctx.folded)?.[1]);
  const todayYear = ctx.today ? Number(ctx.today.slice(0, 4)) : undefined;
  const year = written || (todayYear && months.length ? (Math.max(...months) > Number(ctx.today!.slice(5, 7)) ? todayYear - 1 : todayYear) : undefined);
  // "dei to første månadane i år", "the first two months of this year": counted from the year's start.
  if (!months.length) return (ctx.today ? countedMonths(ctx.folded, ctx.today) : undefined) ?? {};
  if (!year) return {};
  const first = Math.min(...months);
  const lastMonth = Math.max(...months);
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return {
    fromDate: `${year}-${String(first).padStart(2, "0")}-01`,
    toDate: `${year}-${String(lastMonth).padStart(2, "0")}-${String(lastDay).padStart(2, "0")}`,
  };
}

const INSTEAD = /(?:i stedet for|i staden for|instead of|en lugar de|en vez de|em vez de|em lugar de|au lieu de|statt|anstelle von|instead)/;
const DUPLICATE = /(?:duplikat|doublon|duplisert|duplicate|duplicado|en double|doppelt|twice|two times|to ganger|to gonger|to gongar|dobbelt|dos veces|duas vezes|deux fois|zweimal|double)/;
const VAT_WORD = /(?:mva|vat|iva|tva|mwst)/;

const CORRECT_WORD = /(?:riktig|rett|korrekt|skulle|skal|should|belongs|hoyrer|horer|correct|right|debe|deberia|deveria|correto|correcto|devrait|correct|richtig|sollte|gehort|instead|i stedet|i staden|statt|au lieu|en lugar|en vez|em vez|em lugar|lo correcto|o correto)/;

/**
 * The listed errors, one per list item or sentence ("(a) NOK 2,750 was booked to account 7000
 * but belongs on 7020", "• Konto 7140 er belastet med 6 750 kr, riktig beløp er 5 700 kr"): its
 * account numbers, its amounts and its words tell which kind of error it is; the account or
 * amount after a word for "correct" is the correct one.
 */
/** An item that opens with the word for its fix: "Correction :", "Korrektur:", "Rettelse:", "Corrección:". */
const REMEDY = /^\s{0,4}(?:correction|correccion|correcao|correcção|korrektur|korreksjon|korrigering|berichtigung|rettelse|retting|fix|remedy)\s{0,2}:/;

/**
 * A line broken inside its sentence and carried on indented ("account 6540 was used instead of⏎
 *     account 6800, amount NOK 3 480."): one line again. A list marker starts an item of its own.
 */
function unwrapHangingLines(text: string): string {
  return text.replace(/(?<=[\p{L}\d,–—-])[ \t]*\n(?=[ \t]{2,}(?![-*•]|\(?[a-h1-9][).]\s)\p{Ll})/gu, " ");
}

/** A line that opens a list's item: "1)", "2.", "(b)", "a)", "-", "•". */
const LIST_ITEM = /^[ \t]{0,4}(?:\(?\d{1,2}[.)]|\(?[a-h]\)|[-*•])[ \t]/;

/**
 * The amount excluding VAT of an error's missing VAT line: the figure said without VAT, or the one a
 * figure said with VAT comes to at the rate ("9 375 NOK TTC … Le HT est de 7 500"), else the first.
 */
function amountBeforeVat(item: string, money: { value: number; index: number; length: number }[], rate: number): number {
  const f = fold(item);
  const gross = money.find((m) => vatBasisOf(f, m) === "incl");
  const net = money.find((m) => vatBasisOf(f, m) === "excl");
  if (net) return net.value;
  if (!gross) return money[0].value;
  const came = gross.value / (1 + rate / 100);
  return money.find((m) => Math.abs(m.value - came) < 0.5)?.value ?? Math.round(came * 100) / 100;
}

/** A month's name (any of the languages, cut short too: the month names hold "jan", "fev", "dez") or a day's number right before a year. */
const MONTH_BEFORE_YEAR = new RegExp(`(?:\\b(?:${MONTH_PATTERN})|\\d{1,2}\\.)\\W{0,3}$`);

/** The word for an amount right before a figure (folded): "importe 3780", "beløp 2 200", "Betrag: 450". */
const AMOUNT_LABEL_BEFORE = /\b(?:importe|amount|belop|beloep|belopet|montant|betrag|valor|summe|sum|summen)\s{0,2}:?\s{0,2}(?:de\s{1,2})?$/;

/** A document's word or number sign right before a figure (folded): "faktura 88412", "bilag nr. 1042", "#5531". */
// A receipt's word may end a compound ("Dieselkvitteringen 88213", "Tankquittung 4471").
const DOCUMENT_NUMBER_BEFORE = /(?:\b(?:faktura|fakturanr|invoice|rechnung|facture|factura|fatura|bilag|bilagsnr|voucher|beleg|piece|ref|referanse|reference|referencia|nr|no|num|numero|n)\.?|[a-z]*(?:kvittering(?:en|a)?|receipt|quittung|kassenbon|recu|recibo|ticket)|#|n[º°])\s{0,2}:?\s{0,2}$/;

/** The word for an account right before a figure (folded): "compte 6800", "på konto 6300", "cuenta nº 7140". */
const ACCOUNT_WORD_BEFORE = /\b(?:compte|konto|kontoen|account|acct|cuenta|conta|kto)\.?\s{0,2}(?:(?:nr|no|n°|nº)\.?\s{0,2})?$/;

/** "9 750", "11.920,00": a figure grouped in thousands, which no account number is. */
const GROUPED_FIGURE = /^\d{1,3}(?:[ \u00a0.]\d{3})+(?:,\d{1,2})?$/;

function listedErrors(ctx: ExtractContext, atCommas = false): LedgerError[] {
  const errors: LedgerError[] = [];
  // Items: list lines, bullets, "(a)", "1." and sentences — not the full stop of "excl." or "nr.".
  // …and where a paragraph written in one breath moves on (", og så et bilag …", ", and then …").
  // Dictated or run-on text may part its items with commas and a colon alone (tried when the items are too few).
  const split = new RegExp(`•|;|${atCommas ? ",\\s+(?!\\d)|:\\s+|" : ""}\\s\\(?[a-h1-9][).]\\s|${NEXT_ITEM}|(?<![\\s(](?:excl|exkl|incl|inkl|ekskl|eks|ex|nr|no|ca|inc|mva|vat|iva|tva|bzw|zzgl|vgl)\\.)(?<=[.!?])\\s+(?=\\p{Lu})`, "iu");
  // A numbered or bulleted list of two items or more: each item is one error, its sentences together ("3) … 6 250 NOK
  // con IVA cargados en 6540. La base sin IVA es 5 000; falta la línea de IVA … en 2710.").
  const lines = unwrapHangingLines(ctx.prompt).split("\n");
  const listed = lines.filter((l) => LIST_ITEM.test(l)).length >= 2;
  // The item's remedy, written out after it ("Correction : débit 6590, crédit 6860"), is no error of its own.
  const items = lines.flatMap((l) => (listed && LIST_ITEM.test(l) ? [l.split(split).filter((x, i) => i === 0 || !REMEDY.test(fold(x))).join(" ")] : l.split(split)));
  // A part with an amount but no account continues the item before it ("…belasta med 11 400 kr; rett beløp er 10 400 kr").
  // A line that holds only an account continues the line before it, wrapped where a pasted letter broke it
  // ("2 980 kr er ført på 6300, skulle vore⏎7100.").
  const isAccount = (n: ReturnType<typeof findNumbers>[number]) => !n.currency && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 8999 && !/[.,\s]/.test(n.raw.trim());
  for (let i = items.length - 1; i > 0; i--) {
    const nums = findNumbers(items[i]);
    const hasAccount = nums.some(isAccount);
    const before = findNumbers(items[i - 1]);
    const wrapped = hasAccount && nums.length === 1 && /^\s{0,3}\d{4}\s{0,2}[.,]?\s{0,2}$/.test(items[i]) && before.some((n) => n.currency) && before.filter(isAccount).length === 1;
    // "… en la cuenta 6590 en vez de la 6540; importe 3 280 coronas": the amount of accounts named without one.
    // A continuation in small letters, not a record's next line ("Produktnummer : 3305" over "Pris : NOK 12,500").
    // So is an amount alone after a semicolon ("cuenta equivocada: 7350 usada en lugar de 7140; NOK 3450.00 (billete de avión)").
    const amountOfAccounts = !before.some((n) => n.currency) && before.some(isAccount) && /^\s{0,2}(?:\p{Ll}|(?:NOK|kr|EUR|USD|SEK|DKK)\.?\s{0,2}\d)/u.test(items[i]);
    if (wrapped || (!hasAccount && nums.some((n) => n.currency) && (before.some((n) => n.currency) || amountOfAccounts))) {
      items[i - 1] = `${items[i - 1]}; ${items[i]}`;
      items.splice(i, 1);
    }
  }
  let offset = 0;
  for (const written of items) {
    const at = ctx.prompt.indexOf(written.split("; ")[0], offset);
    // "4 600,00 ført på 6540, skulle vært 6860 → D 6860 / K 6540 4 600,00": the entry after the
    // arrow is the writer's remedy for the error before it; the error is read from before it.
    // Only a posting after the arrow is a remedy: "8 425 kr on 6300 → belongs on 7100" states the error.
    const arrow = /\s(?:→|->|=>|⇒)\s{1,3}(?=(?:d|k|dr|cr|debet|debit|debiter|debe|soll|kredit|credit|crediter|haber|haben)\b\.?\s{0,2}:?\s{0,2}\d{4})/i.exec(fold(written));
    const item = arrow && findNumbers(written.slice(0, arrow.index)).some((n) => n.currency) ? written.slice(0, arrow.index) : written;
    offset = Math.max(offset, at + 1);
    const f = fold(item);
    // "… au lieu du compte 6590. Correction : débit 6590, crédit 6860": the remedy the writer spells out is no error of its own.
    if (REMEDY.test(f)) continue;
    const nums = findNumbers(item);
    // A figure grouped in thousands is an amount though its currency was said once ("ført 9 750 kroner i stedet for 7 950"),
    // or nowhere ("asiento duplicado, cta. 6300, 9.500"): an account is written without a separator.
    const grouped = (n: (typeof nums)[number]) => GROUPED_FIGURE.test(n.raw.trim());
    // So is a figure no account can be ("duplicado en la cuenta 6300 de 18500", "9900 en lugar de 9090"), or one after
    // the word for amount ("importe 3780").
    // A document's number is neither ("faktura 88412").
    const numbered = (n: (typeof nums)[number]) => DOCUMENT_NUMBER_BEFORE.test(fold(item.slice(Math.max(0, n.index - 16), n.index)));
    const beyondAccounts = (n: (typeof nums)[number]) => Number.isInteger(n.value) && n.value >= 9000 && n.value < 10_000_000 && !/[.,\s]/.test(n.raw.trim()) && !numbered(n);
    const labelled = (n: (typeof nums)[number]) => AMOUNT_LABEL_BEFORE.test(fold(item.slice(Math.max(0, n.index - 16), n.index)));
    let money = nums.filter((n) => n.currency || grouped(n) || beyondAccounts(n) || labelled(n)).map((n) => ({ value: n.value, index: n.index, length: n.raw.length }));
    // No amount marked as one, but the account named by its word: the other figures are the amounts ("sur le compte 6800
    // de 2350", "compte 7140 6450 comptabilisé au lieu de 4650").
    const afterAccountWord = (n: (typeof nums)[number]) => ACCOUNT_WORD_BEFORE.test(fold(item.slice(Math.max(0, n.index - 16), n.index)));
    const plainFigures = nums.filter((n) => Number.isInteger(n.value) && n.value >= 100 && n.value <= 8999 && !/[.,\s]/.test(n.raw.trim()));
    if (!money.length && plainFigures.some(afterAccountWord) && plainFigures.some((n) => !afterAccountWord(n)) && plainFigures.filter(afterAccountWord).length === 1) {
      money = plainFigures.filter((n) => !afterAccountWord(n) && !(n.value >= 2700 && n.value <= 2799)).map((n) => ({ value: n.value, index: n.index, length: n.raw.length }));
    }
    // "compte 6340 : 8900 passé au lieu de 9800": with the account named by its word, a plain figure set against an amount
    // by "instead of" is an amount too.
    if (money.length && plainFigures.filter(afterAccountWord).length === 1) {
      // An error names a few figures: the first dozens are looked at (a long run of figures stays linear).
      const few = money.slice(0, 20);
      const against = plainFigures.slice(0, 40).filter((n) => !afterAccountWord(n) && !few.some((m) => m.index === n.index) && few.some((m) => m.index > n.index && m.index - n.index < 60 && INSTEAD.test(fold(item.slice(n.index + n.raw.length, m.index)))));
      money = [...money, ...against.map((n) => ({ value: n.value, index: n.index, length: n.raw.length }))].sort((a, b) => a.index - b.index);
    }
    const moneyAt = new Set(money.map((m) => m.index));
    const isMoney = (n: (typeof nums)[number]) => moneyAt.has(n.index);
    // An amount said twice in a row, in words and in figures ("achtzehntausendneunhundert Kronen (NOK 18.900,00)"), is one.
    money = money.filter((m, i) => i === 0 || m.value !== money[i - 1].value);
    const accounts = nums
      .filter((n) => !isMoney(n))
      // An amount said again in words beside its figures ("NOK 6.850,00 (seis mil ochocientas cincuenta)") is no account.
      .filter((n) => !money.slice(0, 20).some((m) => m.value === n.value && Math.abs(m.index - n.index) < 80))
      .filter((n) => !n.currency && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 8999 && !/[.,\s]/.test(n.raw.trim()))
      .filter((n) => !(n.value >= 1900 && n.value <= 2100 && MONTH_BEFORE_YEAR.test(fold(item.slice(Math.max(0, n.index - 20), n.index)))))
      // "2026-01-09": the year of an ISO date is no account.
      .filter((n) => !/^-\d{1,2}-\d{1,2}/.test(item.slice(n.index + n.raw.length, n.index + n.raw.length + 6)))
      .map((n) => ({ value: n.value, index: n.index }));
    if (!money.length || !accounts.length) continue;
    // The word for "correct" nearest before the second figure of its kind: an introduction's "rette dem" names no
    // side, nor does a sentence after the pair ("Rett differansen på 400 kr").
    const correctWords = [...f.matchAll(new RegExp(CORRECT_WORD.source, "g"))].map((m) => m.index!);
    const correctBefore = (figure: { index: number } | undefined) => (figure ? correctWords.filter((i) => i < figure.index).pop() ?? -1 : -1);
    const vatAccount = accounts.find((a) => a.value >= 2700 && a.value <= 2799);
    // An account written again as the one it should be ("Konto 6300 | Skal vere 6300 | … | skal vere 15 800,00"): one account.
    const plain = accounts.filter((a, i) => a !== vatAccount && !accounts.slice(0, i).some((b) => b.value === a.value));
    if (DUPLICATE.test(f) && plain.length) {
      errors.push({ kind: "duplicate_voucher", account: plain[0].value, amount: money[0].value });
    } else if ((VAT_WORD.test(f) || vatAccount) && plain.length && (vatAccount || /(?:mangl|missing|lacks|falta|faltando|faltante|manque|manquant|fehlt|fehlend|without|uten|sin |sem |sans |ohne)/.test(f))) {
      const rate = findPercents(item)[0]?.value;
      errors.push({ kind: "missing_vat", account: plain[0].value, amountExcludingVat: amountBeforeVat(item, money, rate ?? 25), vatAccount: vatAccount?.value ?? 2710, vatRate: rate ?? 25 });
    } else if (plain.length >= 2) {
      const correctAt = correctBefore(plain[1]);
      const correct = correctAt >= 0 ? plain.find((a) => a.index > correctAt) ?? plain[1] : plain[1];
      const wrong = plain.find((a) => a !== correct) ?? plain[0];
      errors.push({ kind: "wrong_account", wrongAccount: wrong.value, correctAccount: correct.value, amount: money[0].value });
    } else if (money.length >= 2 && plain.length) {
      const correctAt = correctBefore(money[1]);
      const correct = correctAt >= 0 ? money.find((m) => m.index > correctAt) ?? money[1] : money[1];
      const posted = money.find((m) => m !== correct) ?? money[0];
      errors.push({ kind: "wrong_amount", account: plain[0].value, postedAmount: posted.value, correctAmount: correct.value });
    }
  }
  return errors;
}

export function correctLedgerErrors(ctx: ExtractContext) {
  const stated = statedErrorCount(ctx.prompt);
  let listed = listedErrors(ctx);
  // "… los cuatro errores: un apunte …, un asiento duplicado …, falta …, y un importe …": fewer items than the writer
  // counted, but its commas part as many (never more) — those are the items.
  if (stated !== undefined && listed.length < stated) {
    const atCommas = listedErrors(ctx, true);
    if (atCommas.length > listed.length && atCommas.length <= stated) listed = atCommas;
  }
  const errors: LedgerError[] = [];
  for (const m of ctx.prompt.matchAll(/\(([^()]{5,200})\)/g)) {
    const inner = m[1];
    const f = fold(inner);
    const nums = findNumbers(inner);
    const accounts = nums.filter((n) => !n.currency && Number.isInteger(n.value) && n.value >= 1000 && n.value <= 9999).map((n) => n.value);
    // A figure grouped in thousands is an amount here too ("konto 4300, beløp eks. mva 11.920,00").
    const money = nums.filter((n) => n.currency || GROUPED_FIGURE.test(n.raw.trim())).map((n) => n.value);
    // The words naming this bracket's error start after the bracket before it ("… (cuenta 7350 – registrado dos
    // veces), una línea de IVA que falta (cuenta 6540 …)": the second names no duplicate).
    const lead = ctx.prompt.slice(Math.max(0, m.index! - 60), m.index);
    const before = fold(lead.slice(Math.max(lead.lastIndexOf(")"), lead.lastIndexOf(";")) + 1));
    if (INSTEAD.test(f) && accounts.length >= 2 && money.length >= 1) {
      errors.push({ kind: "wrong_account", wrongAccount: accounts[0], correctAccount: accounts[1], amount: money[0] });
    } else if (INSTEAD.test(f) && accounts.length >= 1 && money.length >= 2) {
      errors.push({ kind: "wrong_amount", account: accounts[0], postedAmount: money[0], correctAmount: money[1] });
    } else if (DUPLICATE.test(before) && accounts.length >= 1 && money.length >= 1) {
      errors.push({ kind: "duplicate_voucher", account: accounts[0], amount: money[0] });
    } else if ((VAT_WORD.test(f) || VAT_WORD.test(before)) && accounts.length >= 1 && money.length >= 1) {
      const vatAccount = accounts.find((a) => a >= 2700 && a <= 2799);
      const account = accounts.find((a) => a !== vatAccount) ?? accounts[0];
      const rate = findPercents(inner)[0]?.value;
      errors.push({ kind: "missing_vat", account, amountExcludingVat: money[0], vatAccount: vatAccount ?? 2710, vatRate: rate ?? 25 });
    }
  }
  return definedOnly({ type: "correct_ledger_errors" as const, ...periodOf(ctx), errors: listed.length > errors.length ? listed : errors });
}


/**
 * Clauses of a request at paren depth 0: split at new lines, bullets, semicolons, sentence ends
 * and ", " — "(cost NOK 259,200, 6-year life)" stays whole. Linear in the text's length.
 */
function clauses(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let depth = 0;
  let start = 0;
  const cut = (at: number, next: number) => {
    if (at > start) out.push({ text: text.slice(start, at), start });
    start = next;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && (c === "\n" || c === ";" || c === "•")) cut(i, i + 1);
    // "kr. 6.450,00", "ca. 4 500": a short word's dot before a figure ends no clause.
    else if (c === "." && /^\s\d/.test(text.slice(i + 1, i + 3)) && shortWordBefore(text, i)) continue;
    // "erst am 5. Mai ausgezahlt", "den 21. april": a day's dot before its month ends no clause.
    else if (c === "." && /(?<![\d.])\d{1,2}$/.test(text.slice(Math.max(0, i - 3), i)) && DAY_DOT_MONTH.test(fold(text.slice(i + 1, i + 14)))) continue;
    else if (depth === 0 && (c === "," || c === "." || c === "!" || c === "?") && /\s/.test(text[i + 1] ?? "")) cut(i, i + 1);
  }
  cut(text.length, text.length);
  return out;
}

/** A month's name right after a day's dot (folded): " mai", " april". */
const DAY_DOT_MONTH = new RegExp(`^\\s{1,2}(?:${MONTH_NAMES.flat().join("|")})\\b`);

/** A word for a cost paid ahead (folded): a clause holding one accrues a prepaid cost, whatever else it names. */
const PAID_AHEAD = /(?:forskudd|forskot|forutbetal|pa forehand|pa forhand|prepaid|pre-paid|pre-?pag|anticipad|antecipad|adiantad|adelantad|d'avance|en avance|vorausbezahlt|vorauszahl|im voraus|in advance|paid before|paid ahead|pagados? antes|pagos? antes|payes? avant|vorab (?:be)?zahlt|vorab gezahlt)/;
/** A word of accruing or deferring alone, with no word for what was paid ahead: "periodiser", "accrual", "abgrenzung" (folded). */
const ACCRUING_WORD = /(?:periodiser|accrual|periodific|acrescimo|regularisation|abgrenzung|diferiment|diferid|deferr)/;
const ACCRUING_VERB = new RegExp(`^${ACCRUING_WORD.source}`);

const MONTH_END_PARTS = {
  accrual: new RegExp(`${ACCRUING_WORD.source}|${PAID_AHEAD.source}`),
  depreciation: /(?:avskriv|afskriv|depreci|amortiz|amortis|abschreib|abzuschreib|abgeschrieb|dotation|\bafa\b|\bwr(?:i|o)tt?e?n?\s(?:it\s)?off\b|\bwrites?\s(?:it\s)?off\b|\bwriting\s(?:it\s)?off\b)/,
  salary: /(?:lonnsavsetning|lonnsavsetjing|palop\w*\s+lon|lonnsavsatt|acrescimo de salarios|salary accrual|accrue\w*\s+salar|accrued salar|salaires? a payer|provis\w*\s+(?:de\s+|para\s+|pour\s+|des\s+|sur\s+(?:les\s+)?|sobre\s+(?:os\s+|los\s+)?)?(?:salar|salair|suel)|gehalts?abgrenz|lohnabgrenz|gehalts?ruckstellung|gehaltsrueckstellung|\b(?:lonna|lonnen|lona|lonn|lon|salary|salaries|wages|gehalt|gehalter|lohn|lohne|salario|salarios|sueldo|sueldos|salaire|salaires)\s{0,2}:)/,
};

/**
 * A salary accrual said in words of its own: a word for accruing or setting aside and a word for
 * pay at most two words apart, either way round ("devengo de salarios", "sueldos devengados",
 * "avsetning av lønn", "Rückstellung für Gehälter", Danish "skyldig løn"). Folded text.
 */
const ACCRUING = String.raw`(?:accru\w*|acquis|earned|opptent\w*|opptjen\w*|erarbeitet\w*|skyldig\w*|periodis\w*|periodific\w*|avset\w*|palop\w*|abgrenz\w*|ruckstell\w*|rueckstell\w*|provis\w*|deveng\w*|acrescimo\w*|especializ\w*|couru\w*)`;
const PAY = String.raw`(?:lonn\w*|lon|lona|salar\w*|salair\w*|suel\w*|gehalt\w*|gehalter|lohn\w*|lohne|wages?|payroll)`;
/** Pay not yet paid out: "salaires … non encore versés", "wages not yet paid", "lønn som ikke er utbetalt", "unpaid wages". */
const UNPAID = String.raw`(?:(?:non|not|ikke|ikkje|nicht|no|nao|pas)\s+(?:encore\s+|yet\s+|enno\s+|enda\s+|noch\s+|aun\s+|ainda\s+|er\s+|ist\s+)?(?:verse\w*|paid|utbetal\w*|betal\w*|ausgezahlt|ausbezahlt|bezahlt|pagad\w*|pago\w*)|unpaid|ubetal\w*|impaye\w*|impagad\w*)`;
const SALARY_ACCRUED = new RegExp(
  String.raw`\b(?:${ACCRUING}(?:\s+\p{L}+){0,2}\s+${PAY}|${PAY}(?:\s+\p{L}+){0,2}\s+${ACCRUING}|${PAY}(?:\s+\p{L}+){0,4}\s+${UNPAID}|${UNPAID}\s+${PAY})\b`,
  "u",
);

/**
 * A salary accrual said by its accounts: pay booked on a wage account ("als Lohnaufwand im April auf 5000", "en charge de
 * salaire de juin sur le 5000"), or a wage account against accrued pay ("5000 gegen 2900"). Folded text.
 */
const SALARY_ON_ACCOUNTS = new RegExp(String.raw`\b${PAY}(?:\s+\p{L}+){0,4}\s+5[0-4]\d\d\b|\b5[0-4]\d\d\s+(?:\p{L}+\s+){1,3}29[0-9]\d\b`, "u");

/**
 * The closing's three parts, each the clauses that name it (and the clauses after them that
 * name no other part: "Set av påløpt løn: debet 5000, kredit 2900").
 */
function monthEndParts(ctx: ExtractContext): Record<keyof typeof MONTH_END_PARTS, string | undefined> {
  const parts: Record<keyof typeof MONTH_END_PARTS, string[]> = { accrual: [], depreciation: [], salary: [] };
  let current: keyof typeof MONTH_END_PARTS | undefined;
  // A list item's clauses before the word that names its part are that part's ("– mobilier acquis … pour NOK
  // 129 600,00, durée 5 ans, amortissement linéaire"), not the part of the item before.
  let pending: string[] = [];
  let itemNamed = true;
  // Whether the clauses waiting for their part opened a line (a list item or a paragraph).
  let pendingOpenedLine = false;
  // The indentation of the line that named the current part (none within a line: no line nests under it).
  let namedIndent = Number.POSITIVE_INFINITY;
  for (const c of clauses(ctx.prompt)) {
    // So are a sentence's clauses before its part's word ("Die Lautsprecheranlage hat 96.000 NOK gekostet, Nutzungsdauer
    // 4 Jahre; buche die monatliche lineare Abschreibung …"): each sentence and each line starts afresh.
    // A sentence starts after a line's end, or after its end mark before a capital ("pr. mnd, fra konto 1700" goes on); an
    // item numbered inside a line ("…; 2) Abschreibung …") starts afresh too.
    const prev = ctx.prompt[c.start - 1];
    // A line indented under the line that named a part is that part's (a YAML block: "abschreibung:" over "  anschaffungskosten: 97200").
    const indent = prev === "\n" || c.start === 0 ? (/^[ \t]*/.exec(c.text)?.[0].length ?? 0) : -1;
    const nested = current !== undefined && indent > namedIndent;
    // A sentence that named no part goes on into the next one on its line ("we bought the van … for 318 000 kroner. It is to
    // be depreciated over five years"): its clauses wait for the part the next sentence names.
    // (Only a sentence that opened its line: "… 13 800 per month is to go to expense. Also a salary accrual …" keeps the
    // sentence before with the part named before it.)
    const sentenceStart = /[.!?]/.test(prev ?? "") && /^\s{1,3}\p{Lu}/u.test(c.text);
    // (An item's letter or number opens a line as its line's end does: "a) …", "2. …"; "kr. 41.400" opens none.)
    const lineStart = c.start === 0 || prev === "\n" || /^\s{0,3}\(?(?:[a-z]|\d{1,2})[.)]\s/.test(c.text);
    const startsAfresh = lineStart || (sentenceStart && (itemNamed || pending.length === 0 || !pendingOpenedLine));
    if (!nested && startsAfresh) {
      pendingOpenedLine = lineStart;
      if (current) parts[current].push(...pending);
      pending = [];
      itemNamed = false;
    }
    const f = fold(c.text);
    // Where each part is named in the clause; a clause naming several is cut where each begins
    // ("…a depreciação mensal … (linear, conta 6010) e uma provisão salarial (…)").
    // A salary accrual is also named by a compound or phrase of the lexicon ("Lohnrückstellung").
    const salaryWord = findConcepts(c.text).hits.get("salaryAccrual")?.[0] ?? -1;
    const named = (Object.keys(MONTH_END_PARTS) as (keyof typeof MONTH_END_PARTS)[])
      .map((k) => {
        const m = MONTH_END_PARTS[k].exec(f) ?? (k === "salary" ? (SALARY_ACCRUED.exec(f) ?? SALARY_ON_ACCOUNTS.exec(f)) : null);
        const at = m?.index ?? -1;
        if (k === "salary" && salaryWord >= 0 && (at < 0 || salaryWord < at)) return { k, at: salaryWord, end: salaryWord + (/^\p{L}+/u.exec(f.slice(salaryWord))?.[0].length ?? 1) };
        return { k, at, end: at + (m?.[0].length ?? 0) };
      })
      .filter((x) => x.at >= 0)
      // Salary accrual words contain no accrual word of their own here, so the salary part wins a tie.
      .sort((a, b) => a.at - b.at || (a.k === "salary" ? -1 : 1));
    // A part named inside the word that names an earlier one is that word ("Gehalts|abgrenzung").
    // So is one inside the phrase that names it ("Salary accrual": the accrual is the salary's).
    // A clause that accrues with a word for salary ("Det skal periodiserast med debet lønnskostnad 5000 og kredit påløpt løn 2900")
    // is the salary's: its verb of accruing is no prepaid cost of its own.
    const accruesSalary = f.length <= 200 && !PAID_AHEAD.test(f) && named.some((x) => x.k === "salary") && named.some((x) => x.k === "accrual" && ACCRUING_VERB.test(f.slice(x.at, x.end)));
    const distinct = named
      .filter((x) => !(accruesSalary && x.k === "accrual"))
      .filter((x, i, kept) => i === 0 || (x.at >= kept[i - 1].end && /\s/.test(f.slice(kept[i - 1].at, x.at))));
    if (distinct.length === 0) {
      if (!itemNamed) pending.push(c.text);
      else if (current) parts[current].push(c.text);
      continue;
    }
    if (!nested) namedIndent = indent >= 0 ? indent : Number.POSITIVE_INFINITY;
    distinct.forEach((x, i) => {
      const from = i === 0 ? 0 : x.at;
      const to = i + 1 < distinct.length ? distinct[i + 1].at : c.text.length;
      if (i === 0) parts[x.k].push(...pending);
      parts[x.k].push(c.text.slice(from, to));
      current = x.k;
    });
    pending = [];
    itemNamed = true;
  }
  if (current) parts[current].push(...pending);
  return {
    accrual: parts.accrual.join(", ") || undefined,
    depreciation: parts.depreciation.join(", ") || undefined,
    salary: parts.salary.join(", ") || undefined,
  };
}

/** "for 12 months", "für 12 Monate", "sobre 12 meses": the months a prepaid amount covers (folded). */
const MONTHS_COVERED = /\b(\d{1,2})\s{0,2}(?:maneder|manader|mnd|months?|monate[n]?|meses|mois|mes)\b/;
/** A month's share said as such: "per month", "im Monat", "for mai", "für Mai", "pr. mnd" (folded, right around the amount). */
const PER_MONTH_NEAR = /(?:^\s{0,2}(?:kr\.?|nok)?\s{0,2}\/\s{0,2}(?:month|monat|mnd|maned|manad|mes|mois|mo)\b|^[^\n,;]{0,24}\b(?:per|pr\.?|pro|im|a|al|par|por|ao|i|each|every|hver|jeden)\s{0,2}(?:month|monat|mnd|maned|manad|mes|mois)|^[^\n,;]{0,6}(?:monthly|monatlich|manedlig|mensual|mensuel|mensal))|\b(?:for|fur|pour|para|til|per)\s{1,2}(?:\p{L}{3,9})\s{0,2}(?:bitte\s{1,2}|please\s{1,2})?(?:kr\.?|nok)?\s{0,2}$/u;

/** "release NOK 6,300 for May", "4 890 couronnes pour juin": the amount is the month's (folded, right after it). */
// ("57.000 para abril-septiembre", "86 400,00 for april 2026–mars 2027" are paid for the months from one to the other.)
// (Nor is "kr. 41.400,- for May, June and July".)
const FOR_THE_MONTH = new RegExp(String.raw`^\s{0,3}(?:for|fur|pour|para|til)\s{1,2}(?:${MONTH_PATTERN})\b(?!\s{0,2}(?:(?:de\s{1,2})?\d{4}\s{0,2})?(?:[-–—/,&]|to\b|til\b|bis\b|au\b|a\b|hasta\b|ate\b|and\b|og\b|und\b|et\b|y\b|e\b))`);

/**
 * The month's share of a prepaid amount, and the whole amount when the request states it: the amount
 * said to be the month's ("für Mai bitte 7 200", "4 500 per month"); else, of two amounts one the
 * other over the months covered ("7 200 (check: 86 400 paid for 12 months)"), the smaller; else an
 * amount written as covering the months ("86 400 für 12 Monate") divided by them; else the first.
 */
function monthlyShare(part: string | undefined, amounts: { value: number; index: number; length: number }[]): { share?: number; total?: number } {
  if (!part || amounts.length === 0) return {};
  const f = fold(part);
  const spanned = monthsSpanned(f);
  const months = Number(MONTHS_COVERED.exec(f)?.[1] ?? 0) || spanned;
  const totalOf = (share: number) => (months > 1 ? amounts.find((a) => Math.abs(share * months - a.value) < 0.5)?.value : undefined);
  const said =
    amounts.find((a) => PER_MONTH_NEAR.test(f.slice(a.index + a.length, a.index + a.length + 30)) || PER_MONTH_NEAR.test(f.slice(Math.max(0, a.index - 24), a.index))) ??
    (amounts.length === 1 || months > 1 ? amounts.find((a) => FOR_THE_MONTH.test(f.slice(a.index + a.length, a.index + a.length + 30))) : undefined);
  // "three months' rent … kr. 41.400,- … So kr. 13.800,- per month": the other a whole number of months' worth is the total.
  if (said) return { share: said.value, total: totalOf(said.value) ?? amounts.find((b) => b !== said && wholeMonths(b.value, said.value))?.value };
  if (months > 1) {
    const pair = amounts.find((a) => totalOf(a.value) !== undefined);
    if (pair) return { share: pair.value, total: totalOf(pair.value) };
    const covering = amounts.find((a) => COVERS_MONTHS.test(f.slice(a.index + a.length, a.index + a.length + 24)));
    if (covering) return { share: Math.round((covering.value / months) * 100) / 100, total: covering.value };
    // "payé d'avance … pour la période mars 2026 – février 2027 … NOK 81 000,00": one amount paid for the months named is their total.
    if (spanned > 1 && amounts.length === 1) return { share: Math.round((amounts[0].value / spanned) * 100) / 100, total: amounts[0].value };
  }
  // No count of months, but one amount a whole number of months' worth of the other ("NOK 57 000 in 1720 … 1/6 to expense: NOK 9 500"):
  // the smaller is the month's.
  const share = amounts.find((a) => amounts.some((b) => b !== a && wholeMonths(b.value, a.value)));
  if (share) return { share: share.value, total: amounts.find((b) => b !== share && wholeMonths(b.value, share.value))!.value };
  return { share: amounts[0].value };
}
/** A credit side's word right before an account: "Haben 1209", "haber 1209", "credit 1209", "K 1209". */
const CREDITED = /(?:^|[\s,;(/])(?:haben|haber|kredit|credit|credito|cr|k)\.?\s{0,2}:?\s{0,2}(1\d{3})(?!\d)/g;

/**
 * The accumulated depreciation's account among a depreciation's balance accounts: the one credited
 * ("… auf 1200 …, Soll 6030, Haben 1209"), else one of the chart's accumulated accounts (ending in 9),
 * else the first — not the asset's own account the cost stands on.
 */
function accumulatedOf(part: string | undefined, accounts: readonly number[]): number | undefined {
  const balance = accounts.filter((a) => a < 2000);
  const credited = part ? [...fold(part).matchAll(CREDITED)].map((m) => Number(m[1])).find((a) => balance.includes(a)) : undefined;
  return credited ?? balance.find((a) => a % 10 === 9) ?? balance[0];
}

/** "pour la période mars 2026 – février 2027", "April 2026 bis März 2027": the months from one to the other, both counted (folded). */
function monthsSpanned(f: string): number {
  const m = new RegExp(String.raw`\b(${MONTH_PATTERN})\s+(?:de\s+)?(\d{4})\s{0,2}(?:[–—-]|bis|til|to|a|au|hasta|ate|until|jusqu'a|jusqu'en)\s{0,2}(${MONTH_PATTERN})\s+(?:de\s+)?(\d{4})\b`).exec(f);
  if (!m) return 0;
  const [from, to] = [Number(m[2]) * 12 + (monthNumber(m[1]) ?? 0), Number(m[4]) * 12 + (monthNumber(m[3]) ?? 0)];
  return to > from && to - from < 60 ? to - from + 1 : 0;
}

/** Whether `total` is a share's worth of 2 to 12 months. */
const wholeMonths = (total: number, share: number) => share > 0 && total > share && Number.isInteger(Math.round((total / share) * 1000) / 1000) && total / share >= 2 && total / share <= 12;

/** Right after an amount: the months it covers ("für 12 Monate", "for 12 months", "sobre 12 meses"). */
const COVERS_MONTHS = /^[\s,-]{0,3}(?:(?:for|fur|pour|por|para|pa|over|sobre|uber)\s{1,2})?\d{1,2}\s{0,2}(?:maneder|manader|mnd|months?|monate[n]?|meses|mois)\b/;

const CURRENCY_AFTER = /^\s?(?:nok|kr\b|kr\.|kroner|kronen|krone|couronnes?|coronas?|coroas?|,-|,–)/;
const CURRENCY_BEFORE = /(?:nok|kr\.?)\s?$/;

/** A figure written in groups of thousands: "4 350", "93 600", "1.250.000". */
const GROUPED_THOUSANDS = /^\d{1,3}(?:[ \u00a0.]\d{3})+(?:,\d{1,2})?$/;

const CLOSING_MONTH = new RegExp(
  String.raw`(?:avslutning\w{0,3}|month[- ]end(?: closing)?|monthly closing|monatsabschluss|cloture(?: mensuelle)?|cierre(?: mensual)?|fecho(?: mensal)?|encerramento(?: mensal)?)\s{1,3}(?:(?:for|fur|of|de|du|del|do|da|i|im|per)\s{1,3})?(?:d')?(${MONTH_PATTERN})\b`,
);

export function monthEndClosing(ctx: ExtractContext) {
  // The month under its own label ("el Mes: abril de 2026", "Period: April 2026") before one the text tells in passing
  // ("en marzo de 2026 se pagó por anticipado …").
  const labelled = new RegExp(`\\b(?:el |la |the |der |den |le |o |a )?(?:mes|month|maned|maaned|manad|monat|mois|periode|period|periodo|zeitraum|abrechnungsmonat)\\s{0,2}[:=]\\s{0,3}${MONTH_YEAR.slice(2)}`);
  const m = labelled.exec(ctx.folded) ?? new RegExp(MONTH_YEAR).exec(ctx.folded);
  // "Month-end for this month": the month of today.
  // "for forrige måned", "für den letzten Monat", "le mois dernier": the month before today's.
  // "Månadsavslutning april", "month-end for March", "clôture d'avril": the month named with the closing, in the year up to today.
  const closed = !m ? CLOSING_MONTH.exec(ctx.folded.slice(0, 20_000)) : null;
  const closedMonth = closed ? monthNumber(closed[1]) : undefined;
  const named = closedMonth && ctx.today ? { year: Number(ctx.today.slice(0, 4)) - (closedMonth > Number(ctx.today.slice(5, 7)) ? 1 : 0), month: closedMonth } : undefined;
  const thisMonth = !m && ctx.today ? (named ?? relativeMonth(ctx.folded, ctx.today) ?? { year: Number(ctx.today.slice(0, 4)), month: Number(ctx.today.slice(5, 7)) }) : undefined;
  const parts = monthEndParts(ctx);
  // Four digits with a currency beside them are an amount ("6450 Kronen", "NOK 6450"), no account.
  const accountsOf = (t: string | undefined) =>
    t
      ? [...t.matchAll(/(?<![\d.,])([1-8]\d{3})(?!\d)(?![.,]\d)/g)]
          .filter((x) => !CURRENCY_AFTER.test(fold(t.slice(x.index! + 4, x.index! + 16))) && !CURRENCY_BEFORE.test(fold(t.slice(Math.max(0, x.index! - 6), x.index!))))
          .map((x) => Number(x[1]))
          .filter((a) => !(a >= 1900 && a <= 2100 && !/(?:konto|account|compte|cuenta|conta|kto)/i.test(t)))
      : [];
  // An amount has its currency, or is written in groups of thousands as no account is ("4 350 per month", "at 93 600").
  const money = (t: string | undefined) => (t ? findNumbers(t).filter((n) => n.currency || GROUPED_THOUSANDS.test(n.raw)) : []);
  const accrualAccounts = accountsOf(parts.accrual);
  const deprAccounts = accountsOf(parts.depreciation);
  const salaryAccounts = accountsOf(parts.salary);
  const { share: perMonth, total: prepaidTotal } = monthlyShare(parts.accrual, money(parts.accrual));
  const cost = money(parts.depreciation)[0]?.value;
  // "5 years", or a life's field with its number after it ("life years: 4", "levetid: 5").
  const yearsWord = parts.depreciation ? (new RegExp(YEARS.source).exec(fold(parts.depreciation)) ?? LIFE_FIELD.exec(fold(parts.depreciation)))?.[1] : undefined;
  const years = yearsWord !== undefined ? numberFromWord(yearsWord) : undefined;
  const salaryAmount = money(parts.salary)[0]?.value;
  return definedOnly({
    type: "month_end_closing" as const,
    year: m ? Number(m[2]) : thisMonth?.year,
    month: m ? monthNumber(m[1]) : thisMonth?.month,
    accrual: perMonth !== undefined && accrualAccounts.length
      ? definedOnly({ amount: perMonth, prepaidTotal, fromAccount: accrualAccounts.find((a) => a >= 1000 && a < 2000) ?? accrualAccounts[0], expenseAccount: accrualAccounts.find((a) => a >= 4000) })
      : undefined,
    depreciation: cost !== undefined && years && deprAccounts.length
      ? definedOnly({
          acquisitionCost: cost,
          usefulLifeYears: years,
          expenseAccount: deprAccounts.find((a) => a >= 6000) ?? deprAccounts[0],
          accumulatedAccount: accumulatedOf(parts.depreciation, deprAccounts),
        })
      : undefined,
    salaryAccrual: parts.salary
      ? definedOnly({
          debitAccount: salaryAccounts.find((a) => a >= 5000 && a < 6000) ?? salaryAccounts[0],
          creditAccount: salaryAccounts.find((a) => a >= 2000 && a < 3000) ?? salaryAccounts[1],
          amount: salaryAmount,
        })
      : undefined,
  });
}

/** A useful life's field, its number after the label: "life years: 4", "levetid: 5 år", "Nutzungsdauer = 7" (folded). */
const LIFE_FIELD = /\b(?:life(?: years?)?|useful life|levetid|levetida|nutzungsdauer|vida util|duree de vie|duree d'utilisation)(?:\s(?:years?|jahre|ar|aar|anos|ans|annees))?\s{0,2}[:=]\s{0,2}(\d{1,2})(?!\d|[.,]\d)/;
const YEARS = new RegExp(
  `(?<![\\d.,])(\\d{1,2}(?:[.,]\\d)?|\\b(?:${NUMBER_WORD_PATTERN}))\\s{0,2}(?:-\\s?)?(?:(?:ars|ar|aar|years?|yrs?|anos|ans|jahre|jahren)\\b|(?<=\\d)y\\b|j\\.(?=[\\s;,)]|$))`,
  "g",
);
const ASSET_ARTICLES = new Set(["der", "die", "das", "den", "det", "dei", "the", "el", "la", "los", "las", "le", "les", "o", "os", "as", "ein", "eine", "einen", "en", "ei", "eit", "ett", "un", "une", "una", "um", "uma", "our", "unsere", "unseren", "vår", "var", "notre", "nuestra", "nuestro", "nossa", "nosso"]);
const ASSET_LEAD = /^(?:[\s\-–•*:;,]|\d[.)]\s|og\s|and\s|then\s|dann\s|puis\s|luego\s|depois\s|deretter\s|y\s|e\s|et\s|und\s|samt\s|la\s|el\s|los\s|las\s|le\s|les\s|o\s|a\s|os\s|the\s|der\s|die\s|das\s|den\s|det\s)+/i;

/**
 * Assets to depreciate however they are listed: each useful life ("5 years", "sur 8 ans",
 * "(6 år)") closes one asset, whose cost is the amount written with it, whose account is a
 * 12xx number written with it, and whose name is the words that open its item ("delivery van,
 * acct 1230, cost NOK 366,000, 6 yrs", "gravemaskina på konto 1200 kosta 780 000 kr …").
 */
function listedAssets(ctx: ExtractContext): { name: string; acquisitionCost: number; usefulLifeYears: number; assetAccount?: number }[] {
  const depr = /(?:avskriv|depreci|amortiz|amortis|abschreib|dotation)/.exec(ctx.folded);
  // The assets listed after the word for depreciation; else anywhere (a ticket's table above the step that depreciates them).
  const listed = assetsFrom(ctx, depr ? depr.index : 0);
  return listed.length || !depr ? listed : assetsFrom(ctx, 0);
}

function assetsFrom(ctx: ExtractContext, start: number): { name: string; acquisitionCost: number; usefulLifeYears: number; assetAccount?: number }[] {
  const assets: { name: string; acquisitionCost: number; usefulLifeYears: number; assetAccount?: number }[] = [];
  // A cost grouped in thousands is money though its currency was said only once ("214 800 kr, 6 år" over "96 600, 4 år").
  const said = amounts(ctx);
  // …and so is a bare cost of five to eight figures said without one ("Programvare 280000 over 9 years": an account has four,
  // an org. no. nine).
  const grouped = findNumbers(ctx.prompt).filter((n) => !n.currency && n.value >= 1000 && (GROUPED.test(n.raw.trim()) || /^\d{5,8}$/.test(n.raw.trim())) && !said.some((m) => m.index === n.index || m.value === n.value));
  const money = [...said, ...grouped.map((n) => ({ value: n.value, index: n.index, length: n.raw.length }))].sort((a, b) => a.index - b.index);
  const lives = [...ctx.folded.matchAll(YEARS)];
  let from = start;
  for (const life of lives) {
    const lifeEnd = life.index! + life[0].length;
    if (life.index! < from) continue;
    // The cost: the amount nearest before the life (or right after it).
    const cost = [...money].reverse().find((m) => m.index >= from && m.index < life.index!) ?? money.find((m) => m.index >= lifeEnd && m.index - lifeEnd < 20);
    if (!cost) continue;
    let end = Math.max(lifeEnd, cost.index + cost.length);
    const segment = ctx.prompt.slice(from, end);
    let account = [...segment.matchAll(/(?<![\d.,])(1[0-2]\d\d)(?!\d)(?![.,]\d)/g)].map((x) => Number(x[1])).find((a) => a !== 1209);
    // "…, nueve años, cuenta 1250", "over 7 years (account 1230)": an account right after the item closes it.
    const trailing = TRAILING_ACCOUNT.exec(ctx.folded.slice(end, end + 40));
    if (trailing) {
      account ??= Number(trailing[1]);
      end += trailing[0].length;
    }
    const name = assetName(ctx.prompt.slice(from, Math.min(cost.index, life.index!)));
    const years = numberFromWord(life[1]);
    if (name && years) assets.push(definedOnly({ name, acquisitionCost: cost.value, usefulLifeYears: years, assetAccount: account }));
    from = end;
  }
  return assets;
}

/** An asset account written right after an item's life, with its label: ", cuenta 1250", " (account 1230)", " – konto 1200". */
// A word may qualify the account: "asset account 1230", "Anlagekonto 1230", "eiendelskonto 1200".
// Said aloud: "… over six years that's on account 1200", "… over nine years on 1250".
const ACCOUNT_WORD = "konto|kto|account|acct|cuenta|cta|conta|compte|cpt";
const TRAILING_ACCOUNT = new RegExp(
  String.raw`^\s{0,3}(?:[,;(–|/·-]\s{0,3}){0,2}(?:(?:line\w{0,6}|straight[- ]line|degressiv\w{0,3})\s{1,3}[,;]?\s{0,3})?(?:(?:that'?s|that is|c'est|das ist|det er)\s{1,3})?` +
    String.raw`(?:(?:on|pa|auf|sur|en|em)\s{1,3}(?:(?:the\s{1,3})?(?:${ACCOUNT_WORD})\.?\s{0,2})?|(?:(?:asset|fixed asset|balance|anlage|eiendels?|eigedels?|aktiva)[ \t]?)?(?:${ACCOUNT_WORD}|kontonummer)\.?\s{0,2})` +
    String.raw`(?:nr\.?\s{0,2})?:?\s{0,2}(1[0-2]\d\d)(?!\d)\)?`,
);

const ASSET_CUT = /\s(?:p[aå]|on|at|sur|em|en)\s+(?:konto\s+|account\s+|compte\s+|conta\s+|cuenta\s+)?\d|\b(?:konto|kto|account|acct|acc|cuenta|conta|compte|cost|kostpris|kosta|koster|coste|custo|cout|coût|prix|price|pris|valor|wert|anschaffung\w*|anskaff\w*|acquisition|adquisici[oó]n|aquisi[cç][aã]o)\b|\d/iu;
const ASSET_CUTS = new RegExp(ASSET_CUT.source, "giu");

/** How many capitalised words (one to three) end `words` after a word in small letters, or 0. */
function trailingCapitalised(words: string[]): number {
  let n = 0;
  while (n < 3 && n < words.length - 1 && /^\p{Lu}/u.test(words[words.length - 1 - n])) n++;
  return n > 0 && /^\p{Ll}/u.test(words[words.length - 1 - n]) ? n : 0;
}
const ITEM_NUMBER = /^\s*\d{1,2}(?:[.)]\d{0,2})+\s+/;
const ASSET_STOP = new Set(["de", "da", "do", "del", "du", "of", "for", "a", "á", "à", "til", "på", "pa", "sur", "em", "en", "con", "com", "mit", "zu", "an", "the", "la", "le", "el", "o", "og", "and", "y", "e", "et", "und", "kr", "nok"]);

/** The asset's name: its quoted name, else the last clause before its cost that names something ("la Maquinaria (cuenta 1200) de …"). */
function assetName(before: string): string | undefined {
  // A name in quotes is the name as written, whatever gloss follows it ("\"Gressklipper\" (the ride-on mower), on account 1200").
  const quotedName = /["«„“]([^"«»„“”\n]{2,60})["»“”]/.exec(before);
  if (quotedName && /\p{L}{3}/u.test(quotedName[1])) return quotedName[1].trim();
  const clauses = before.split(/[,;:–—()\n·|]|\s[-/]\s/);
  for (let i = clauses.length - 1; i >= 0; i--) {
    // "1.1 Borerigg – anskaffelseskost …": an item's number is no part of its name, nor the digit that ends one.
    const clause = clauses[i].replace(ITEM_NUMBER, "");
    // "… accumulated on 1209 Kontormaskiner": a capitalised name right after the clause's last figure or label is the item's.
    const near = clause.slice(-400);
    const lastCut = [...near.matchAll(ASSET_CUTS)].pop();
    const afterCut = lastCut ? near.slice(lastCut.index! + lastCut[0].length) : "";
    const tail = clean(afterCut.replace(ASSET_LEAD, "")).split(/\s+/).filter(Boolean);
    // (Not a word the figure is part of: "Laserskanner 3D".)
    const apart = /^\s/.test(afterCut);
    if (apart && tail.length >= 1 && tail.length <= 4 && /^\p{Lu}\p{L}{2}/u.test(tail[0]) && !ASSET_STOP.has(fold(tail[tail.length - 1])) && tail.join(" ").length <= 60) return tail.join(" ");
    const cut = clause.split(ASSET_CUT)[0];
    const words = clean(cut.replace(ASSET_LEAD, "")).split(/\s+/).filter(Boolean);
    while (words.length && ASSET_STOP.has(fold(words[words.length - 1]))) words.pop();
    if (!words.some((w) => w.length >= 3 && !ASSET_STOP.has(fold(w)))) continue;
    // "… für drei Anlagen berechnen und buchen die CNC-Fräse": in a clause of more than a name, the name is what its last
    // article opens.
    const article = words.length > 4 ? words.findLastIndex((w, k) => k < words.length - 1 && ASSET_ARTICLES.has(fold(w).toLowerCase()) && /^\p{Lu}/u.test(words[k + 1])) : -1;
    // …or its elided article ("… de trois immobilisations l'échafaudage Stillas").
    const elided = words.length > 4 ? words.findLastIndex((w, k) => k > 0 && /^[lLdD]['’]\p{L}{3}/u.test(w)) : -1;
    // …or, in words of a sentence, the capitalised words that end it ("… berechnen und buchen Minigraver").
    const capitalRun = words.length > 4 && article < 0 && elided < 0 ? trailingCapitalised(words) : 0;
    if (elided > article) {
      words.splice(0, elided);
      words[0] = words[0].slice(2);
    } else if (article > 0) words.splice(0, article + 1);
    else if (capitalRun) words.splice(0, words.length - capitalRun);
    const name = words.join(" ");
    return name.length <= 60 ? name[0].toUpperCase() + name.slice(1) : undefined;
  }
  return undefined;
}

/**
 * Each "name (… a digit …)" of the text, as the pattern `([^:,;()]+?)\s*\(([^()]*?\d[^()]*?)\)`
 * would match it, found in one pass: that pattern, tried from every position of a long run without
 * a parenthesis, scans the rest of the run each time (quadratic on hostile text).
 */
function namedParentheses(text: string): [string, string, string][] {
  const found: [string, string, string][] = [];
  let runStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ":" || c === "," || c === ";" || c === ")") {
      runStart = i + 1;
      continue;
    }
    if (c !== "(") continue;
    let close = i + 1;
    while (close < text.length && text[close] !== "(" && text[close] !== ")") close++;
    const inner = text.slice(i + 1, close);
    if (runStart < i && text[close] === ")" && /\d/.test(inner)) {
      const run = text.slice(runStart, i);
      const name = run.trimEnd() || run.slice(0, 1);
      found.push([text.slice(runStart, close + 1), name, inner]);
      runStart = close + 1;
      i = close;
    } else runStart = i + 1;
  }
  return found;
}

const ACCUMULATED_WORD = /(?:akkumulert|akkumulerte|akkumulerte|accumulated|kumuliert|acumulad|acumulad|cumule|amortissements cumul)/g;

/**
 * The account in [min, max] a word of `word` labels: written right after it ("accumulated depreciation
 * 1209"), else right before it in the same clause ("1209 für die kumulierten Abschreibungen").
 */
function accountBeside(ctx: ExtractContext, word: RegExp, min: number, max: number): number | undefined {
  const inRange = (v: number) => v >= min && v <= max;
  for (const m of ctx.folded.matchAll(word)) {
    const end = m.index! + m[0].length;
    const after = /^\p{L}{0,20}[^\d,;()\n]{0,24}?\b(\d{4})\b/u.exec(ctx.folded.slice(end, end + 50));
    if (after && inRange(Number(after[1]))) return Number(after[1]);
    // Not across a sentence's end: "… gegen 1209. Rechnungsabgrenzung auflösen" names no account of the second.
    const before = /\b(\d{4})\b(?![.!?]\s)[^\d,;()\n]{0,25}$/.exec(ctx.folded.slice(Math.max(0, m.index! - 40), m.index!));
    if (before && inRange(Number(before[1]))) return Number(before[1]);
  }
  return undefined;
}

/** A figure grouped in thousands ("48,000", "96 600", "1.250,00"): an amount, where an account has four bare digits. */
const GROUPED = /^\d{1,3}(?:[ \u00a0.,']\d{3})+(?:[.,]\d{1,2})?$/;

/** The prepaid amount: the first written after the word for prepaid in its sentence, else the sentence's first. */
function prepaidAmount(ctx: ExtractContext, sentence: { text: string; start: number }): number | undefined {
  const word = PREPAID_WORD.exec(fold(sentence.text));
  const all = findAmounts(sentence.text);
  // "Rechnungsabgrenzung auf 1700 auflösen (insgesamt 31 200,00)": a figure with øre in the sentence is its amount, currency or not.
  const withOre = () => findNumbers(sentence.text).find((n) => n.value >= 100 && /\d[.,]\d{2}$/.test(n.raw.trim()));
  // "reverse the full 48,000 on 1700": a figure grouped in thousands is an amount too (an account has four bare digits).
  const grouped = () => findNumbers(sentence.text).find((n) => n.value >= 1000 && GROUPED.test(n.raw.trim()));
  // "… reverser forskuddsbetalte kostnader totalt 36900 på konto 1700" in a dictated run-on sentence: a bare figure after
  // the word (no four-digit account) before an amount the sentence gave earlier for something else.
  const bareAfter = () => (word ? findNumbers(sentence.text).find((n) => n.index >= word.index && n.value >= 100 && !/^\d{4}$/.test(n.raw.trim())) : undefined);
  return (word ? all.find((a) => a.index >= word.index) : undefined)?.value ?? bareAfter()?.value ?? all[0]?.value ?? withOre()?.value ?? grouped()?.value;
}
/** A cost account the prepaid amount goes to, written soon after the word for prepaid ("36 000 sitting on 1700 → expense to 6300"). */
function prepaidExpenseAccount(ctx: ExtractContext): number | undefined {
  // The first mention followed in its sentence by a cost account: an overview's mention names none.
  for (const word of [...ctx.folded.matchAll(new RegExp(PREPAID_WORD.source, "g"))].slice(0, 10)) {
    const after = ctx.folded.slice(word.index!, word.index! + 90).split(/[.!?\n;]/)[0];
    const account = [...after.matchAll(/(?<![\d.,])([4-7]\d{3})(?![\d.,]\d|\d)/g)].map((x) => Number(x[1]))[0];
    if (account) return account;
  }
  return undefined;
}
const PREPAID_WORD = /(?:forskuddsbetalt|forskotsbetalt|forutbetal|forudbetal|prepaid|pre-paid|prepagad|anticipad|antecipad|constatees d['\s]avance|d['\s]avance|vorausbezahlt|vorauszahl|abgrenzung|diferid|deferred|differees|adelantad)/;

/**
 * The first sentence with the word that holds a figure, else the first with the word: a request's
 * overview ("reverse the prepaid stuff, and the tax provision") names what its details then give
 * ("Prepaid expenses: reverse the full 48,000 on 1700 …"). At most ten mentions are looked at.
 */
function figuredSentenceWith(ctx: ExtractContext, word: RegExp, amount = false): { text: string; start: number } | undefined {
  const sentences = [...ctx.folded.matchAll(new RegExp(word.source, "g"))].slice(0, 10).map((m) => sentenceAt(ctx, m.index!));
  // An entry of an amount: one that holds an amount first ("Forskuddsbetalt 1700 … 27 900,00" over "die Vorauszahlungen auf
  // 1700 auflösen"); then one with any figure. A year names the period, no figure of the entry ("den vereinfachten Jahresabschluss 2025 …").
  return (
    (amount ? sentences.find((s) => s && AMOUNT_FIGURE.test(s.text)) : undefined) ??
    sentences.find((s) => s && /\d/.test(s.text.replace(/\b(?:19|20)\d\d\b/g, ""))) ??
    sentenceWith(ctx, word)
  );
}

/** A figure written as an amount: grouped in thousands ("27 900", "41.600") or with øre ("27900,00"). */
const AMOUNT_FIGURE = /(?<![\d.,])(?:\d{1,3}(?:[ \u00a0.]\d{3})+(?:,\d{2})?|\d+,\d{2})(?![\d.,]?\d)/;

const YEAR_CLOSED =
  /\b(?:arsavslutning\w*|arsoppgj[oe]r\w*|arsregnskap\w*|regnskapsar\w*|rekneskapsar\w*|year[- ]end(?: closing)?|(?:fiscal|financial|accounting) year|jahresabschluss\w*|geschaftsjahr\w*|wirtschaftsjahr\w*|cierre (?:anual|del ejercicio)|ejercicio|encerramento(?: anual| do exercicio)?|exercicio|cloture(?: annuelle| de l'exercice)?|exercice|fy|gj|wj)[ \t]{1,3}(?:(?:for|fur|de|del|do|pour|von|of)[ \t]{1,3})?(20\d{2})(?![\d/-]|\.\d)/;

export function yearEndClosing(ctx: ExtractContext) {
  // The year closed is a year written alone ("årsoppgjøret for 2025"); a year inside a date
  // ("versjon 1.1 (2026-01-29)", "protokoll 1/2026") dates the writing. Else the first year written.
  // A year right after the words for the closing or the financial year ("årsavslutning for 2025", "regnskapsåret 2025")
  // wins over a letter's dateline ("Bergen, 20. januar 2026") written before it.
  const named = YEAR_CLOSED.exec(ctx.folded.slice(0, 20_000));
  const year =
    Number((named ?? /(?<![\d./-])(20\d{2})(?![\d/-]|\.\d)/.exec(ctx.folded) ?? /\b(20\d{2})\b/.exec(ctx.folded))?.[1]) || relativeYear(ctx.folded, ctx.today);
  // "Kontormaskiner (138450 NOK, 6 years straight-line, account 1200)"
  const assets: { name: string; acquisitionCost: number; usefulLifeYears: number; assetAccount?: number }[] = [];
  for (const m of namedParentheses(ctx.prompt)) {
    const inner = m[2];
    const nums = findNumbers(inner);
    const cost = nums.find((n) => n.currency);
    const yearsM = /(\d+(?:[.,]\d+)?)\s*(?:ar|years?|anos|ans|jahre|aar)\b/.exec(fold(inner));
    if (!cost || !yearsM) continue;
    const account = findAccounts(inner)[0]?.value;
    // "den Bootsanhänger (…)", "the boat engine (…)": an article is no part of the asset's name.
    const name = clean(m[1].replace(/^.*\b(?:og|and|y|e|et|und)\s+/i, "")).replace(/^(?:den|die|der|das|the|el|la|los|las|le|les|o|a|os|as|det|dei)\s+/i, "");
    assets.push(definedOnly({ name, acquisitionCost: cost.value, usefulLifeYears: Number(yearsM[1].replace(",", ".")), assetAccount: account }));
  }
  const listed = listedAssets(ctx);
  if (listed.length > assets.length) assets.splice(0, assets.length, ...listed);
  const accountsS = sentenceWith(ctx, /(?:avskrivningskostnad|avskrivingskostnad|depreciation expense|gasto de depreciacion|despesa de depreciacao|charges d'amortissement|abschreibungsaufwand)/);
  const accs = accountsS ? [...accountsS.text.matchAll(/\b(\d{4})\b/g)].map((x) => Number(x[1])) : [];
  const prepaidS = figuredSentenceWith(ctx, PREPAID_WORD, true);
  const prepaidAccounts = prepaidS ? [...prepaidS.text.matchAll(/\b(\d{4})\b/g)].map((x) => Number(x[1])) : [];
  // "Calcule e registe a provisão fiscal (22 % do resultado tributável)": the Portuguese template names no "imposto".
  const taxS = figuredSentenceWith(ctx, /(?:skatt|\btax|impuesto|imposto|impot|steuer|provisao fiscal|provision fiscal|resultado tributavel)/);
  const taxAccounts = taxS ? [...taxS.text.matchAll(/\b(\d{4})\b/g)].map((x) => Number(x[1])).filter((a) => a !== year) : [];
  const taxRate = taxS ? findPercents(taxS.text)[0]?.value : undefined;
  // "1209 für die kumulierten Abschreibungen", "1209 for accumulated depreciation": the balance account beside its words.
  const accumulated = accountBeside(ctx, ACCUMULATED_WORD, 1000, 1999);
  return definedOnly({
    type: "year_end_closing" as const,
    year,
    assets,
    depreciationExpenseAccount: accs.find((a) => a >= 6000 && a < 7000),
    accumulatedDepreciationAccount: accumulated ?? accs.find((a) => a >= 1000 && a < 2000),
    prepaidReversal: prepaidS
      ? definedOnly({
          amount: prepaidAmount(ctx, prepaidS),
          // The balance account its words label ("prepaid expenses on 1700"), else the sentence's first balance account.
          account: accountBeside(ctx, new RegExp(PREPAID_WORD.source, "g"), 1000, 1999) ?? prepaidAccounts.find((a) => a >= 1000 && a <= 1999) ?? prepaidAccounts[0],
          // "36 000 sitting on 1700 → expense to 6300": a cost account in the same sentence, not the depreciation's.
          expenseAccount: prepaidExpenseAccount(ctx),
        })
      : undefined,
    taxProvision: taxS
      ? definedOnly({
          ratePercent: taxRate,
          expenseAccount: taxAccounts.find((a) => a >= 8000 && a <= 8999) ?? taxAccounts[0],
          liabilityAccount: taxAccounts.find((a) => a >= 2000 && a <= 2999) ?? taxAccounts[1],
        })
      : undefined,
    separateDepreciationVouchers: /(?:separat|eget bilag|eige bilag|separate|separado|separada|separee|separaten|eigenen)/.test(ctx.folded) || undefined,
  });
}

