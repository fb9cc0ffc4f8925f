import { weighBySense } from "../senses";
import { findConcepts } from "../concepts";
import type { InvoiceLine } from "@/lib/accounting/tasks";
import { findDates, writtenFirst } from "../extract/dates";
import { findNumbers } from "../extract/amounts";
import { findPercents } from "../extract/values";
import { clean, fold } from "../text";
import { hasLegalSuffix } from "../extract/names";
import { onlyNameInProse } from "../extract/named-parties";
import { vatFromWords } from "./master-data";
import { countedEach, parseLineItems } from "../extract/line-items";
import { tableLines } from "../extract/table-lines";
import { statedBasis, vatBasisOf } from "../extract/vat-basis";
import { same, VAT_RATES } from "../derived-figures";
import {
  CUSTOMER_WORD,
  after,
  amountAfter,
  amounts,
  definedOnly,
  party,
  quoted,
  restOfSentence,
  sentenceAt,
  labelValue,
  type ExtractContext,
  vatPercent,
} from "./context";

const INVOICE_FOR =
  /(?:fakturaen gjelder|fakturaen gjeld|the invoice is for|the invoice concerns|la factura es por|la factura corresponde a|a fatura refere-se a|a fatura e para|la facture concerne|la facture porte sur|die rechnung betrifft|die rechnung ist fur)\s+/;

/** What the invoice is for, said in passing (folded): "c'est pour la Dégustation …", "es geht um die Produktschulung …", "det gjelder …". */
const IT_IS_FOR =
  /\b(?:c'est pour|c est pour|il s'agit de|es geht um|it's for|it is for|det gjelder|det gjeld|es por|se trata de|e para|trata-se de)\s+(?:(?:la|le|les|l'|die|den|das|the|el|los|las|a|o|os|as)\s+)?/;

/** "on the invoice it should say Guided orchard walk", "sur la facture il faut écrire …", "på fakturaen skal det stå …" (folded). */
const INVOICE_SAYS =
  /\b(?:on the invoice|pa fakturaen|sur la facture|auf der rechnung|en la factura|na fatura)\b[^.,;\n]{0,30}?\b(?:say|says|read|reads|state|states|sta|stande|ecrire|mettre|indiquer|stehen|lauten|poner|decir|figurar|constar|dizer|aparecer)\b\s{0,2}:?\s{1,2}/;

/** The words a phrase says stand on the invoice, to the clause's end. */
function invoiceSays(ctx: ExtractContext): string | undefined {
  const m = INVOICE_SAYS.exec(ctx.folded);
  if (!m) return undefined;
  const rest = ctx.prompt.slice(m.index + m[0].length, m.index + m[0].length + 120);
  const end = rest.search(/[,.;!?\n]/);
  const said = clean((end >= 0 ? rest.slice(0, end) : rest).replace(/^[«"“„']|[»"”']$/g, ""));
  return said && said.split(/\s+/).length <= 8 ? said : undefined;
}

/** Money amounts that are not exchange rates ("11.77 NOK/EUR"). */
/**
 * An amount per unit ("950 NOK/h", "1 200 kr / måned") is a rate, not a price of its own; a slash
 * before another field ("18 500 NOK / VAT 25 %", "… / org 957158269") only separates the two.
 */
const PER_UNIT = /^\s?\/\s?\p{L}{1,10}(?!\p{L})(?!\.?\s{0,2}[\d%])/u;

function money(ctx: ExtractContext) {
  return amounts(ctx).filter((a) => !PER_UNIT.test(ctx.prompt.slice(a.index + a.length, a.index + a.length + 16)));
}

const DESCRIPTION_LABEL = /(?:gjeld|gjelder|gjeldande|betrifft|concerne|betreffend|position|posisjon|posten|beskrivelse|beskriving|tekst|text|texto|texte|description|concerning|regarding|for|re|subject|concepto|descripcion|asunto|descricao|assunto|referente a|objet|libelle|betreff|leistung|beschreibung|bezeichnung|prestation|designation|servicio|servico|service|tjeneste|teneste|ytelse)/;

/**
 * "…und verschicken: Lagerberatung, 18.450,00 NOK netto", "1 línea: Levantamiento topográfico ........ 38.600,00":
 * the words right before the amount on its line, after a colon (a dotted leader dropped). The amount
 * may be written twice (a form's total field and its item line): each mention is tried, in order.
 */
function wordsBeforeAmount(ctx: ExtractContext): string | undefined {
  const all = money(ctx);
  const first = all[0];
  if (!first) return undefined;
  for (const amount of all.filter((a) => Math.abs(a.value - first.value) < 0.005).slice(0, 4)) {
    const head = ctx.prompt.slice(Math.max(0, amount.index - 120), amount.index);
    const colon = head.lastIndexOf(":");
    if (colon < 0) continue;
    // The line holding the amount, or the one line after the colon ("… verschicken:\nLagerberatung, 18.450,00").
    const after = head.slice(colon + 1).split("\n").filter((l) => l.trim());
    // A table row's cells ("1    Wandteppich Polarlicht    1    9.800,00"): the one that names the item.
    // "factura y enviar: Ferretería Robles SL org 908315774 instalación alumbrado LED 12640": the customer and its number
    // come first on a one-line note, what is sold after them.
    const whole = after[after.length - 1] ?? "";
    const line = whole.replace(PARTY_LEAD, "");
    const afterParty = line !== whole;
    const cells = line.split(/[ \t]{2,}|\t|\|/).filter((c) => /\p{L}/u.test(c));
    const text = clean(
      (cells.sort((a, b) => b.replace(/[^\p{L}]/gu, "").length - a.replace(/[^\p{L}]/gu, "").length)[0] ?? "")
        .replace(/[\s.…]*$/u, "")
        .replace(/[\s,–—-]+$/u, "")
        .replace(/\s(?:for|til|zu|a|à|por|de|of|à)$/i, ""),
    );
    // After the party, in a note in small letters, the words are what is sold all the same.
    if ((/^\p{Lu}/u.test(text) || (afterParty && /^\p{Ll}/u.test(text))) && text.length <= 80) return capitalised(text);
  }
  return undefined;
}

/** Between an amount and what it is for: its VAT words only ("plus moms", "ekskl. mva", "zzgl. MwSt.", "hors TVA"), folded. */
const VAT_AFTER_AMOUNT = /^[ \t]{0,2}(?:(?:plus|pluss|\+|ex|eks|ekskl|excl|exkl|zzgl|zuzuglich|hors|sin|sem|mit|med|with|con|com|avec|moms|mva|mwst|ust|vat|tva|iva|netto|net|neto|ht)\.?[ \t]{1,2}){0,3}(?:fur|for|til|pour|por|para|zu)[ \t]{1,2}(?:(?:die|den|das|der|the|la|le|les|l'|el|los|las|o|a|os|as)[ \t]{1,2})?/;

/**
 * What the first amount is for, said right after it: the words after `opener` (read in the folded text, where every dash
 * is "-") up to `closer` (read as written). "neuntausend … Kronen plus moms für die Winterlagerung von ihrem Boot, …",
 * "12650 NOK ex VAT – hull inspection and anode replacement – Northsea Trawl Ltd". With `closed`, only words `closer` ends.
 */
function saidAfterAmount(ctx: ExtractContext, opener: RegExp, closer: RegExp, closed = false): string | undefined {
  const first = money(ctx)[0];
  if (!first) return undefined;
  const at = first.index + first.length;
  const m = opener.exec(ctx.folded.slice(at, at + 60));
  if (!m) return undefined;
  const rest = ctx.prompt.slice(at + m[0].length, at + m[0].length + 80);
  const end = rest.search(closer);
  if (closed && end < 0) return undefined;
  const text = clean(end >= 0 ? rest.slice(0, end) : rest);
  return /\p{L}{3}/u.test(text) && text.split(/\s+/).length <= 8 ? capitalised(text) : undefined;
}
/** A dash after the amount and its VAT words (folded); the dash that closes what is sold (as written). */
const DASH_AFTER_AMOUNT = /^[ \t]{0,2}(?:(?:ex|eks|ekskl|excl|exkl|inkl|incl|ohne|hors|sin|sem|moms|mva|mwst|ust|vat|tva|iva|netto|net|neto|ht)\.?[ \t]{1,2}){0,2}-[ \t]{1,2}(?=[^\d\n-]{3})/;
const DASH_CLOSING = /[ \t]{1,2}[–—-][ \t]|\n|\d/;

/** An invoice's date label (folded): "fakturadato", "invoice date", "Rechnungsdatum", "date de facture", "fecha de factura", "data da fatura". */
const INVOICE_DATE_LABEL = /\b(?:fakturadato|invoice date|date of (?:the )?invoice|rechnungsdatum|date de (?:la )?facture|fecha de (?:la )?factura|data da fatura|data de emissao|fecha de emision)\b/g;
/** A due date's label (folded): "forfallsdato", "forfall", "due date", "Fälligkeit", "échéance", "vencimiento", "vencimento". */
const DUE_DATE_LABEL = /\b(?:forfallsdato|forfall|forfaller|due date|due (?:on|by)|payment due|falligkeit|fallig(?: am)?|zahlbar bis|echeance|date d'echeance|fecha de vencimiento|vencimiento|data de vencimento|vencimento)\b/g;

/** The date written right after a label on its line ("Rechnungsdatum = 2026-03-31", "due date: 14.04.2026"). */
function dateAfterLabel(ctx: ExtractContext, label: RegExp): string | undefined {
  const dates = findDates(ctx.prompt, ctx.today);
  for (const m of ctx.folded.matchAll(label)) {
    const end = m.index! + m[0].length;
    const d = dates.find((x) => x.index >= end && x.index - end <= 24 && !ctx.folded.slice(end, x.index).includes("\n"));
    if (d) return d.iso;
  }
  return undefined;
}

/** Another document's word, then at most a few words before its date (folded). */
const OTHER_DOCUMENT_BEFORE =
  /\b(?:agreement|contract|avtale|avtalen|kontrakt|kontrakten|vertrag|vertrages|contrat|contrato|acuerdo|e-?mail|mail|letter|brev|brevet|brief|lettre|carta|order|ordre|bestilling|auftrag|pedido|commande|encomenda|meeting|mote|moete|offer|tilbud|angebot|devis|oferta|orcamento)\b[^.\n\d]{0,14}$/;

/** A first capital: "consulting" → "Consulting" (a line text as a person writes it). */
function capitalised(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** An offer's or estimate's word (folded): "devis", "tilbud", "quote", "Angebot", "presupuesto", "orçamento". */
const ESTIMATE_WORD = /\b(?:tilbud\w*|tilbod\w*|offer|quote|quotation|estimate|angebot\w*|kostenvoranschlag\w*|devis|presupuesto|oferta|orcamento|cotizacion)\b/;

/**
 * The amount to invoice: the first, unless it stands in a sentence about an offer or an estimate and another stands in a
 * sentence of its own ("Notre devis … était de kr 60 000 HT. … Créez une facture … de kr 54 000 HT").
 */
function invoicedAmount(ctx: ExtractContext): ReturnType<typeof money>[number] | undefined {
  const all = money(ctx);
  if (all.length < 2) return all[0];
  const estimate = (a: (typeof all)[number]) => {
    const s = sentenceAt(ctx, a.index).text;
    return ESTIMATE_WORD.test(fold(s)) && !findConcepts(s.slice(0, 400)).hits.has("invoice");
  };
  return estimate(all[0]) ? all.slice(1, 8).find((a) => !estimate(a)) ?? all[0] : all[0];
}

/** "for the catering, group dinner fri 13.": a line that opens with "for" and what it is for. */
const FOR_LINE = /^[ \t]*(?:for|til|für|pour|para|por)[ \t]{1,2}(?:(?:the|den|det|die|der|das|le|la|les|l'|el|los|las|o|a|os|as)[ \t]{1,2})?(\p{L}[\p{L}'-]*(?:[ \t]{1,2}\p{L}[\p{L}'-]*){0,4})[ \t]*(?:[,.;:(]|$)/iu;
const MAX_BESIDE_LINE = 60;

/**
 * What is sold, on a line of its own beside the amount's in a short note: the line under it opening with "for" ("12 400,-
 * ex mva" / "for the catering, group dinner fri 13."), or the line over it naming the thing ("Guidage glacier, 2 jours
 * (18-19/4)" / "18 500 kr HT"), to its first comma or bracket. Not the request's first line, not the customer.
 */
function lineBesideAmount(ctx: ExtractContext, at: number | undefined, customer: string | undefined): string | undefined {
  if (at === undefined) return undefined;
  const start = ctx.prompt.lastIndexOf("\n", at) + 1;
  const endAt = ctx.prompt.indexOf("\n", at);
  const end = endAt < 0 ? ctx.prompt.length : endAt;
  // The amount's line holds the amount and its VAT words, no words of what is sold.
  if (/\p{L}{4,}/u.test(ctx.prompt.slice(start, end).replace(/\b(?:ex|eks|excl|incl|inkl|mva|moms|vat|mwst|ust|tva|iva|ht|ttc|netto|brutto|nok|kr|kroner|eur)\b\.?/giu, ""))) return undefined;
  const next = endAt < 0 ? "" : ctx.prompt.slice(end + 1, end + 1 + 200).split("\n")[0];
  const forLine = FOR_LINE.exec(next);
  const named = (s: string) => !!s && (!customer || !fold(customer).includes(fold(s))) && findConcepts(s).hits.size === 0;
  if (forLine && named(forLine[1])) return capitalised(forLine[1]);
  if (start === 0) return undefined;
  const prevStart = ctx.prompt.lastIndexOf("\n", start - 2) + 1;
  if (prevStart === 0) return undefined;
  const prev = ctx.prompt.slice(prevStart, start - 1).trim();
  if (prev.length > MAX_BESIDE_LINE || !/^\p{Lu}/u.test(prev) || /[@\d]/.test(prev.split(/[,(]/)[0])) return undefined;
  const thing = clean(prev.split(/[,(]/)[0]);
  return thing.split(/\s+/).length <= 5 && named(thing) ? thing : undefined;
}

export function createAndSendInvoice(ctx: ExtractContext) {
  const first = invoicedAmount(ctx);
  // "3 hours of consulting at 1200 NOK per hour": the amount is quantity × rate, the line text what is sold.
  const rate = first ? ctx.rates.find((r) => r.priceIndex === first.index) : undefined;
  const customer = party(ctx, CUSTOMER_WORD);
  // The first quoted text that is not the customer's name ("Rechnung an "Brandt Logistik GmbH" … Position: "Lagerberatung"").
  const isCustomer = (q: string) => !!customer && fold(q) === fold(customer.name);
  const labelled = labelValue(ctx, DESCRIPTION_LABEL);
  // A quoted name inside the labelled line's words ("“Ar Vro”" … "Libellé: Remplacement antenne VSAT Ar Vro") is part of it.
  // ("Leistung: Inspektion Ankerwinde MS "Hareidland"": the ship's quoted name is part of the labelled line.)
  // (Not a labelled value that quotes its own words: "Position: „Messestand Heimtextil 2026“".)
  const inLabelled = (q: string) => !!labelled && labelled.length > q.length + 2 && fold(labelled).includes(fold(q)) && /\p{L}/u.test(fold(labelled).replace(fold(q), ""));
  const description =
    restOfSentence(ctx, INVOICE_FOR) ??
    invoiceSays(ctx) ??
    quoted(ctx).find((q) => !isCustomer(q.value) && !inLabelled(q.value))?.value ??
    labelled ??
    (rate?.what ? capitalised(rate.what) : undefined) ??
    wordsBeforeAmount(ctx) ??
    saidAfterAmount(ctx, VAT_AFTER_AMOUNT, /[,.;!?\n]/) ??
    saidAfterAmount(ctx, DASH_AFTER_AMOUNT, DASH_CLOSING, true) ??
    restOfSentence(ctx, IT_IS_FOR) ??
    lineBesideAmount(ctx, first?.index, customer?.name);
  const pct = vatPercent(ctx);
  // A date another document's word stands before is that document's ("Agreement dated 14 January 2025", "e-mail of 29 October").
  const dates = writtenFirst(findDates(ctx.prompt, ctx.today)).filter((d) => !OTHER_DOCUMENT_BEFORE.test(fold(ctx.prompt.slice(Math.max(0, d.index - 40), d.index))));
  // A date under its own label ("Rechnungsdatum = 2026-03-31", "Fälligkeit: …") wins over a date the context tells ("Vertrag vom 2024-11-01").
  const invoiceDate = dateAfterLabel(ctx, INVOICE_DATE_LABEL);
  const dueDate = dateAfterLabel(ctx, DUE_DATE_LABEL);
  const rest = dates.filter((d) => d.iso !== invoiceDate && d.iso !== dueDate);
  return definedOnly({
    type: "create_and_send_invoice" as const,
    customer,
    description,
    amountExcludingVat: rate ? Math.round(rate.quantity * rate.unitPrice * 100) / 100 : first?.value,
    vatRate: pct,
    invoiceDate: invoiceDate ?? (dueDate ? rest[0]?.iso : dates[0]?.iso),
    dueDate: dueDate ?? (invoiceDate ? rest[0]?.iso : dates[1]?.iso),
  });
}

/** Payment, credit note and reversal prompts name the invoice by its quoted line text and amount. */
/**
 * The invoice's amounts as the request states them: one written as excluding VAT ("22 680 eks. mva",
 * "HT", "netto") and one as including it ("inkl. mva", "TTC"); an amount without such words is the
 * other one where VAT gives one from the other (the payment that came in, 28 350 = 22 680 + 25 %),
 * else, alone, the amount excluding VAT.
 */
function invoiceAmounts(ctx: ExtractContext): { amountExcludingVat?: number; amountIncludingVat?: number } {
  const all = money(ctx).map((a) => ({ value: a.value, basis: vatBasisOf(ctx.folded, a) }));
  let ex = all.find((a) => a.basis === "excl")?.value;
  let incl = all.find((a) => a.basis === "incl")?.value;
  if (ex === undefined && incl === undefined) {
    // One figure, its basis named apart from it: "Montant : 12 000,00 … il a tout payé (montant TTC)".
    if (all.length && all.every((a) => a.value === all[0].value) && statedBasis(ctx.folded) === "incl") return { amountIncludingVat: all[0].value };
    // Two figures, the second the first with VAT on it ("7 200 kroner pluss moms … betalt 9 000"): without VAT, and with it.
    const values = [...new Set(all.map((a) => a.value))];
    if (values.length === 2 && VAT_RATES.some((r) => r > 0 && same(values[1], values[0] * (1 + r)))) return { amountExcludingVat: values[0], amountIncludingVat: values[1] };
    return { amountExcludingVat: all[0]?.value };
  }
  const bare = all.filter((a) => !a.basis).map((a) => a.value);
  if (incl === undefined && ex !== undefined) incl = bare.find((v) => VAT_RATES.some((r) => same(v, ex! * (1 + r))));
  if (ex === undefined && incl !== undefined) ex = bare.find((v) => VAT_RATES.some((r) => same(incl!, v * (1 + r))));
  // Another amount beside them is no amount of this invoice: read as before, so the gate asks about it.
  if (bare.some((v) => v !== ex && v !== incl)) return { amountExcludingVat: all[0].value };
  return { amountExcludingVat: ex, amountIncludingVat: incl };
}

/** The word for an invoice right before a quote, a few words or a label between (folded): "la facture «", "fakturaen for «", "invoice: "". */
// Up to three words may stand between ("la factura del otoño, «…»").
const INVOICE_WORD_BEFORE = /\b(?:\p{L}{0,12}faktura\p{L}{0,3}|invoice|rechnung|factura|fatura|facture)\s{1,2}(?:\p{L}{1,12}\s{1,2}){0,2}\p{L}{0,12}[,:–-]?\s{0,2}$|\b(?:\p{L}{0,12}faktura\p{L}{0,3}|invoice|rechnung|factura|fatura|facture)[,:–-]?\s{0,2}$/u;

/** "rechnung: Schnittstelle Futterlager – 33480 netto", "Invoice: Annual licence, NOK 12 000": an invoice's text after its label. */
const INVOICE_LABEL_LINE = /^[ \t]*(?:[-*•][ \t]+)?(?:invoice|faktura(?:en)?|rechnung|factura|fatura|facture)(?:[ \t]+(?:text|description|beskrivelse|tekst|linje|line|beschreibung|descripcion|descricao|libelle))?[ \t]*:[ \t]*(\p{L}[^\n–,;(:]{1,80}?)[ \t]*(?=$|[–,;(]|[ \t]\d)/gimu;

function labelledInvoice(ctx: ExtractContext, customer: string | undefined): { value: string } | undefined {
  for (const m of ctx.prompt.slice(0, 20_000).matchAll(INVOICE_LABEL_LINE)) {
    const value = m[1].trim();
    // A company after the label is the invoice's customer; an invoice's number is no text.
    if (!hasLegalSuffix(value) && fold(value) !== fold(customer ?? "") && /\p{L}{3}/u.test(value)) return { value };
  }
  return undefined;
}

function existingInvoice(ctx: ExtractContext) {
  // Last, the one name the request gives ("Hebridean Foods have finally paid"): the invoice's customer is in the books.
  const prose = ctx.partiesByName ? onlyNameInProse(ctx.prompt, ctx.writer?.name) : undefined;
  const customer = party(ctx, CUSTOMER_WORD) ?? (prose ? { name: prose } : undefined);
  // A quoted company ("Kunden ”Golsfjellet Hytteservice AS” … for ”Service vedovner”") is the customer, not what was invoiced.
  const candidates = quoted(ctx).filter((q) => fold(q.value) !== fold(customer?.name ?? "") && !hasLegalSuffix(q.value));
  // The quote right after the word for the invoice is its text ("nos sponsors « or » … la facture « Sponsoravtale gull »").
  const titled = candidates.find((q) => INVOICE_WORD_BEFORE.test(ctx.folded.slice(Math.max(0, q.index - 40), q.index)));
  // A single word in small letters in quotes is a word held at arm's length ("es lo que llamamos «firmaidrett»"), no invoice's text.
  const description = titled ?? candidates.find((q) => !/^\p{Ll}[\p{L}'-]*$/u.test(q.value.trim())) ?? candidates[0] ?? labelledInvoice(ctx, customer?.name);
  return definedOnly({
    customer,
    invoiceDescription: description?.value,
    ...invoiceAmounts(ctx),
  });
}

export function registerPayment(ctx: ExtractContext) {
  return { type: "register_payment" as const, ...existingInvoice(ctx), ...definedOnly({ paymentDate: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso }) };
}

export function createCreditNote(ctx: ExtractContext) {
  return { type: "create_credit_note" as const, ...existingInvoice(ctx), ...definedOnly({ date: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso }) };
}

export function reverseReturnedPayment(ctx: ExtractContext) {
  return { type: "reverse_returned_payment" as const, ...existingInvoice(ctx), ...definedOnly({ date: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso }) };
}

const LINE_START = /^\s*(?:(?:og|and|y|e|et|und|samt|plus)\s+)?(?:(?:the|el|la|o|a|le|das|die|der)\s+)?/i;
const PRODUCTS_WORD =
  /(?:produktene|produkta|produkter|products|productos|produtos|produits|produkten|produktlinjer|product lines|lineas de producto|linhas de produto|lignes de produit|produktzeilen|varene|items)\s*:?/g;
const QUANTITY = /^(\d+(?:[.,]\d+)?)\s*(?:x|stk\.?|pcs\.?|units?|unidades|unites|stuck|×)\s+/i;

/**
 * Product lines written as "Name (number) at 1200 NOK with 25 % VAT", separated by commas
 * and "and": the name runs back from "(number)" to the previous comma or colon.
 */
export function parseLines(ctx: ExtractContext): InvoiceLine[] {
  const text = ctx.prompt;
  const marks = [...text.matchAll(/\(([A-Za-z]{0,4}-?\d{1,10})\)/g)];
  const lines: InvoiceLine[] = [];
  const numbers = findNumbers(text);
  const pcts = findPercents(text);
  const listWords = [...ctx.folded.matchAll(PRODUCTS_WORD)].map((m) => m.index! + m[0].length);
  let cursor = 0;
  marks.forEach((m, i) => {
    const open = m.index!;
    const close = open + m[0].length;
    const nextOpen = i + 1 < marks.length ? marks[i + 1].index! : text.length;
    // The name runs back from "(number)" to the nearest boundary: the previous line's end,
    // a comma, colon, semicolon or bar, a closing parenthesis, or the "products" word.
    const before = text.slice(0, open);
    const headStart = Math.max(
      cursor,
      before.lastIndexOf("\n") + 1,
      before.lastIndexOf(":") + 1,
      before.lastIndexOf(",") + 1,
      before.lastIndexOf(";") + 1,
      before.lastIndexOf("|") + 1,
      before.lastIndexOf(")") + 1,
      ...listWords.filter((w) => w <= open),
    );
    // "– «Armações» (3101)": the list mark and the name's quotes are no part of it.
    let description = clean(text.slice(headStart, open).replace(LINE_START, "").replace(/^\s*[-–—•*]\s*/u, "").replace(/^\s*[«"“„']\s*|\s*[»"”']\s*$/gu, ""));
    let quantity = 1;
    const q = QUANTITY.exec(description);
    if (q) {
      quantity = Number(q[1].replace(",", "."));
      // '1× "Servicetime hydraulikk" (5101)': the quotes after the quantity are no part of the name either.
      description = description.slice(q[0].length).replace(/^[«"“„']\s*|\s*[»"”']$/gu, "");
    }
    // The price: the first currency amount after the mark, before the next line's mark.
    const price = numbers.find((n) => n.index >= close && n.index < nextOpen && n.currency);
    if (!price || !description) return;
    cursor = price.index + price.length;
    // A list line ends at its line break ("4.200,00 NOK, IVA 25 %"); in a sentence, at the next comma.
    const lineBreak = text.indexOf("\n", price.index);
    const lineEnd = lineBreak < 0 ? text.length : lineBreak;
    const listLine = lineEnd <= nextOpen && !text.slice(close, price.index).includes("\n");
    const nextBoundary = listLine ? lineEnd : Math.min(nextOpen, ...[",", ";", "|"].map((c) => text.indexOf(c, cursor)).filter((x) => x >= 0));
    const pct = pcts.find((p) => p.index > price.index && p.index < nextBoundary);
    if (pct) cursor = Math.max(cursor, pct.index + 1);
    const tail = fold(text.slice(price.index, nextBoundary));
    lines.push(
      definedOnly({
        description,
        productNumber: m[1],
        quantity,
        unitPriceExcludingVat: price.value,
        vatRate: pct?.value ?? vatFromWords(tail),
      }),
    );
  });
  return lines;
}

/**
 * The lines of an invoice or order: the template reading ("Name (number) at price") when it
 * finds every priced item, else the general line-item reading.
 */
/** List and price words before an item in a sentence ("for …", "plus a …", "über 3 Stunden …"). */
const ITEM_LEAD = /^(?:(?:for|over|über|uber|plus|and|og|und|sowie|et|y|e|with|med|mit|avec|con|com|pour|para|por|a|an|en|ei|ein|eine|einen|un|une|una|uma|um)\s+)+/iu;
/**
 * What a one-line note writes before its first item: the customer up to its number, a count of lines ("Facture Menuiserie
 * Dufresne SARL org 862055403 3 lignes pose de prises"), and a plus joining items ("+ mão de obra").
 */
const PARTY_LEAD = /^[^\n]{0,80}?\d{3}[ \t]?\d{3}[ \t]?\d{3}(?!\d)[ \t,:]*(?=\p{L}|\d{1,2}[ \t]\p{L})/u;
const PARTY_AND_COUNT_LEAD = new RegExp(
  String.raw`^(?:${PARTY_LEAD.source.slice(1)})?(?:\d{1,2}[ \t](?:linjer|linjar|lines|zeilen|positionen|lignes|lineas|líneas|linhas)[ \t:]*)?(?:\+[ \t]*)?`,
  "iu",
);
/** The quantity and its unit, read as the line's quantity: "3 hours of consulting", "3 Stunden Beratung". */
const ITEM_QUANTITY = /^\d+(?:[.,]\d+)?\s?(?:hours?|hrs?|h|timer|timar|stunden|std|horas|heures|stk|pcs|units?|x|×)\s+(?:(?:of|av|de|d'|à)\s+)?/iu;

/** An item's name without the sentence's words around it; the name as read when nothing is left. */
function itemName(description: string): string {
  const name = description.replace(PARTY_AND_COUNT_LEAD, "").replace(ITEM_LEAD, "").replace(ITEM_QUANTITY, "").trim();
  return name.length >= 2 ? name : description;
}

/** "les articles 6021 « Éclairage scène » (NOK 14 300)": a product's number written right before its quoted name. */
function numberBeforeQuote(text: string, description: string): string | undefined {
  const at = text.indexOf(description);
  if (at < 0) return undefined;
  return /(?<![\d.,])(\d{4,6})[ \t]{1,2}[«"“„][ \t]?$/.exec(text.slice(Math.max(0, at - 14), at))?.[1];
}

/**
 * The lines less any that restate the others' total with VAT ("… 14 300 and 3 900 …; the client has
 * paid NOK 22 750 TTC"): a gross total is no item. Only among three lines or more, the rest kept.
 */
function withoutTotals(lines: InvoiceLine[]): InvoiceLine[] {
  if (lines.length < 3) return lines;
  const amount = (l: InvoiceLine) => l.unitPriceExcludingVat * (l.quantity ?? 1);
  const sum = lines.reduce((s, l) => s + amount(l), 0);
  const gross = lines.reduce((s, l) => s + amount(l) * (1 + (l.vatRate ?? 25) / 100), 0);
  const isTotal = (l: InvoiceLine) => {
    const others = sum - amount(l);
    const othersGross = gross - amount(l) * (1 + (l.vatRate ?? 25) / 100);
    return same(amount(l), othersGross) || VAT_RATES.some((r) => same(amount(l), others * (1 + r)));
  };
  const kept = lines.filter((l) => !isTotal(l));
  return kept.length >= 2 && kept.length === lines.length - 1 ? kept : lines;
}

function readLines(ctx: ExtractContext): InvoiceLine[] {
  // A table is data: its rows are the lines when it prices them.
  const table = tableLines(ctx.prompt, vatFromWords);
  if (table.length) return table;
  const template = parseLines(ctx);
  const prices = money(ctx);
  const firstPrice = prices[0]?.index ?? 0;
  const from = Math.max(0, ...ctx.values.orgNumbers.filter((o) => o.index < firstPrice).map((o) => o.end));
  const general = parseLineItems({ text: ctx.prompt, money: prices, quoted: ctx.values.quoted, percents: ctx.values.percents, from, vatFromWords });
  const lines = withoutTotals(general.length > template.length ? general : template);
  // "40 stk à 38,50 kr": a line priced by the unit carries the quantity written with it.
  return lines.map((line) => {
    const rate = ctx.rates.find((r) => Math.abs(r.unitPrice - line.unitPriceExcludingVat) < 0.005);
    // "3 tn hielo (8010) à 950": the count leading an item priced by the unit, whatever the unit.
    const price = prices.find((p) => Math.abs(p.value - line.unitPriceExcludingVat) < 0.005);
    const each = (line.quantity ?? 1) === 1 && price ? countedEach(line.description, ctx.prompt.slice(Math.max(0, price.index - 12), price.index)) : null;
    const priced = rate && (line.quantity ?? 1) === 1 ? { ...line, quantity: rate.quantity } : each ? { ...line, ...each } : line;
    const numbered = priced.productNumber ? priced : { ...priced, ...definedOnly({ productNumber: numberBeforeQuote(ctx.prompt, priced.description) }) };
    return { ...numbered, description: itemName(numbered.description) };
  });
}

/** The invoice's date and its due date: each under its label ("Fällig Ende nächsten Monats"), else the first date written is the invoice's. */
function invoiceDates(ctx: ExtractContext): { invoiceDate?: string; dueDate?: string } {
  const dueDate = dateAfterLabel(ctx, DUE_DATE_LABEL);
  const invoiceDate = dateAfterLabel(ctx, INVOICE_DATE_LABEL) ?? writtenFirst(findDates(ctx.prompt, ctx.today)).find((d) => d.iso !== dueDate)?.iso;
  return { invoiceDate, dueDate };
}

export function createInvoiceWithLines(ctx: ExtractContext) {
  // "just create, dont send": a send word every mention of which is negated asks for no sending.
  const negatedSend = ctx.hits.has("send") && !weighBySense(ctx.prompt, ctx.hits, ctx.language).hits.has("send");
  const send = /\b(?:send|sende|envie|envoyez|senden|envia|enviar)\b/.test(ctx.folded) && !negatedSend ? true : undefined;
  return definedOnly({
    type: "create_invoice_with_lines" as const,
    customer: party(ctx, CUSTOMER_WORD),
    lines: readLines(ctx),
    ...invoiceDates(ctx),
    send,
  });
}

export function orderToInvoiceWithPayment(ctx: ExtractContext) {
  return definedOnly({
    type: "order_to_invoice_with_payment" as const,
    customer: party(ctx, CUSTOMER_WORD),
    lines: readLines(ctx),
    orderDate: writtenFirst(findDates(ctx.prompt, ctx.today))[0]?.iso,
  });
}

const FEE = /(?:purregebyr|reminder fee|late fee|cargo por recordatorio|tarifa de recordatorio|taxa de lembrete|frais de rappel|frais de relance|gastos de reclamaci[oó]n|mahnkosten|mahngebuhr|mahngebuehr)\w*\s*/;
/** An amount named as the thing after it: "6.000 NOK als Teilzahlung", "NOK 5 000 as a partial payment", "5 000 kr som delbetaling". */
function amountAs(ctx: ExtractContext, named: RegExp): number | undefined {
  const m = named.exec(ctx.folded);
  if (!m) return undefined;
  return amounts(ctx).filter((a) => a.index + a.length <= m.index && m.index - (a.index + a.length) <= 3).pop()?.value;
}
const PARTIAL = /(?:delbetaling|partial payment|pago parcial|pagamento parcial|paiement partiel|teilzahlung)\s*/;
/** The partial payment's own field: "delbetaling: NOK 7500.00", "Teilzahlung = 2 000". */
const PARTIAL_FIELD = new RegExp(`${PARTIAL.source}(?:en|et)?\\s{0,2}[:=]\\s*`);
/** "als Teilzahlung", "as a partial payment", "som delbetaling": the word that names the amount before it as a partial payment. */
const AS_PARTIAL = new RegExp(`(?:als|as|som|como|comme|em|en)\\s{1,2}(?:an?\\s{1,2}|um\\s{1,2}|un\\s{1,2}|uma?\\s{1,2}|une\\s{1,2})?(?:${PARTIAL.source})`);
const DEBIT = /\b(?:debet|debit|debito|soll)\b/;
const CREDIT = /\b(?:kredit|credit|credito|haben)\b/;
const SIDE_BEFORE = /\b(?:debet|debit|debito|soll|kredit|credit|credito|haben)\s{0,3}:?\s{0,2}$/;

/** "comptabilisez 70 NOK de frais de relance": an amount written right before the fee's words is the fee. */
function feeWrittenBefore(ctx: ExtractContext, all: readonly { value: number; index: number; length: number }[]): number | undefined {
  const fees = [...ctx.folded.matchAll(new RegExp(FEE.source, "g"))].slice(0, 5);
  for (const m of fees) {
    const a = all.find((x) => x.index + x.length <= m.index! && m.index! - (x.index + x.length) <= 6 && /^\s{0,2}(?:de|of|av|i|an|em|d')?\s{0,2}$/.test(ctx.folded.slice(x.index + x.length, m.index)));
    if (a) return a.value;
  }
  return undefined;
}

export function overdueInvoiceReminder(ctx: ExtractContext) {
  const all = money(ctx);
  const accountAfter = (re: RegExp) => {
    const at = after(ctx, re);
    if (at < 0) return undefined;
    // "1500 debet & 3400 kredit": the account written just before its side (not one that is the other side's: "debet 1500 kredit 3400").
    // "kredit purregebyr 3400", "crédito 3400": the account right after its side, with at most its name between, is its own.
    const named = /^[ \t]{0,2}:?[ \t]{0,2}(?:[\p{L}-]{2,24}[ \t]{1,2}){0,3}(\d{4})\b/u.exec(ctx.folded.slice(at, at + 60));
    if (named && !/\b(?:og|and|und|et|y|e|debet|debit|debito|soll|kredit|credit|credito|haben)\b/.test(named[0])) return Number(named[1]);
    const word = re.exec(ctx.folded.slice(Math.max(0, at - 12), at));
    const wordAt = word ? Math.max(0, at - 12) + word.index : at;
    const before = /(?<!\d)(\d{4})\s{0,2}$/.exec(ctx.folded.slice(Math.max(0, wordAt - 8), wordAt));
    if (before && !SIDE_BEFORE.test(ctx.folded.slice(Math.max(0, wordAt - 30), wordAt - before[0].length))) return Number(before[1]);
    const m = /\b(\d{4})\b/.exec(ctx.prompt.slice(at, at + 60));
    return m ? Number(m[1]) : undefined;
  };
  const invoiceFee = /(?:faktura|invoice|factura|fatura|facture|rechnung)\s+(?:for|por|para|pour|uber|ueber|over|pa)\s/.test(ctx.folded);
  return definedOnly({
    type: "overdue_invoice_reminder" as const,
    customer: party(ctx, CUSTOMER_WORD),
    reminderFee: feeWrittenBefore(ctx, all) ?? amountAfter(ctx, FEE) ?? all[0]?.value,
    debitAccount: accountAfter(DEBIT),
    creditAccount: accountAfter(CREDIT),
    invoiceFee: invoiceFee || undefined,
    // Its own field first ("delbetaling = NOK 7500.00"): a sentence naming the payment may stand right above another amount.
    partialPaymentAmount: amountAfter(ctx, PARTIAL_FIELD, 24) ?? amountAfter(ctx, PARTIAL, 60) ?? amountAs(ctx, AS_PARTIAL) ?? (all.length > 1 ? all[all.length - 1].value : undefined),
  });
}

/**
 * Exchange rates: small decimal numbers written with NOK ("11,20 NOK/EUR", "11,35 kr",
 * "11,70 NOK l'euro") or after a word for rate ("kursen var 11,62"), in the order written —
 * the invoice's rate first, the payment's second.
 */
/** A word for exchange rate somewhere shortly before: "the rate on the day they paid was 11.38", "heute bei 11,65". */
const RATE_NEAR = /(?:kurs|rate|cambio|cambial|taux|cours|cotacao|cotizacion|tasa|wechselkurs|exchange|valuta)/;

function exchangeRates(ctx: ExtractContext, foreignIndex: number): number[] {
  // "paid @ 11.38", "var den 11,02" (it was): the rate's words, an at-sign, or a pronoun for the rate.
  const RATE_WORD = /(?:kursen|kurs|rate|cambio|câmbio|cambial|taux|cours|cotacao|cotizacion|wechselkurs|stand|sto|var|was|war|era|foi|a|à|at|zu|de|til|@)\s{0,3}(?:i|på|pa|of|de|du|von|em|en|den|det|it|es|:)?\s{0,3}$/;
  return ctx.values.numbers
    .filter((n) => n.index !== foreignIndex && n.value > 0.01 && n.value < 100 && (!Number.isInteger(n.value) || /[.,]\d/.test(n.raw)))
    // "am 25.05.2026": a date's day and month are no rate.
    .filter((n) => !ctx.values.dates.some((d) => n.index >= d.index && n.index < d.index + d.length) && !/^[.\/]\d{2,4}/.test(ctx.prompt.slice(n.index + n.length, n.index + n.length + 5)))
    .filter((n) => {
      const near = ctx.folded.slice(n.index + n.length - n.raw.length, n.index + n.length + 12);
      const before = ctx.folded.slice(Math.max(0, n.index - 24), n.index);
      const wider = ctx.folded.slice(Math.max(0, n.index - 60), n.index);
      // "auf 11,38 Kronen gefallen", "11,52 couronnes l'euro": a crown's word after the figure, in any of the languages.
      return /nok|kr\b|\b(?:kron(?:e|er|en|a|ene|or)|coroas?|coronas?|couronnes?|crowns?)\b/.test(near) || /\bnok\s?$/.test(before) || RATE_WORD.test(before) || RATE_NEAR.test(wider);
    })
    .map((n) => n.value);
}

export function currencyPaymentDifference(ctx: ExtractContext) {
  const foreign = amounts(ctx).find((a) => a.currency && a.currency !== "NOK");
  const rates = [...ctx.prompt.matchAll(/(\d{1,3}(?:[.,]\d{1,6})?)\s{0,2}NOK\s{0,2}\/\s{0,2}([A-Z]{3})/gi)];
  const currency = (foreign?.currency ?? rates[0]?.[2])?.toUpperCase();
  const found = exchangeRates(ctx, foreign?.index ?? -1);
  return definedOnly({
    type: "currency_payment_difference" as const,
    customer: party(ctx, CUSTOMER_WORD),
    amountForeign: foreign?.value,
    currency,
    invoiceRate: found[0],
    paymentRate: found[1],
    paymentDate: ctx.values.dates[0]?.iso,
  });
}
