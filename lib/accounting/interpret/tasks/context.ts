import { NEXT_ITEM } from "../extract/run-on";
import type { ParsedDocument } from "@/lib/accounting/files/documents";
import type { PartyRef, PersonRef } from "@/lib/accounting/tasks";
import type { Language } from "../language";
import { clean, fold, SHORT_WORD_BEFORE } from "../text";
import type { FoundAmount } from "../extract/amounts";
import { isVatPercent } from "../extract/vat-basis";
import { findParties, findPeople, toPersonRef } from "../extract/parties";
import { findOrgNumbers, type Quoted } from "../extract/values";
import { nameAfter, nameBefore } from "../extract/names";
import { withoutOpeningVerb } from "../extract/name-trim";
import { companiesWithNumbers } from "../extract/proper-names";
import { customerNamedInProse, onlyNameInProse, organisationNamedByKind, personNamedForWork, personNamedInProse } from "../extract/named-parties";
import { storyBeforeTheMatter } from "../structure/prompt-sections";
import type { Values } from "../extract/read";
import type { Rate } from "../message/rates";
import { findConcepts, isAccountingNoun, namesConcept, type Concept, type ConceptHits } from "../concepts";

/** What a per-task extractor sees: the prompt (original and folded) and the parsed attachments. */
export interface ExtractContext {
  prompt: string;
  /** `fold(prompt)`: same length, so indices carry over to `prompt`. */
  folded: string;
  language: Language;
  documents: ParsedDocument[];
  warnings: string[];
  /** Stage 1's typed values and stage 2's concepts, read once for every extractor. */
  values: Values;
  hits: ConceptHits;
  today?: string;
  /** Quantities read with their unit price ("3 hours at 1200 NOK per hour"). */
  rates: Rate[];
  /** Who wrote the request, when its own header names them: "I" and "me" are this person. */
  writer?: { name: string; email?: string };
  /** Whether parties named only by name ("Bergen Seilforening", "Hanne Vatle") are read: the interpreter's last reading. */
  partiesByName?: boolean;
  /** `values.quoted` with the story's quotes last, worked out once (see `quoted`). */
  matterFirst?: Quoted[];
}

export function makeContext(
  prompt: string,
  language: Language,
  documents: ParsedDocument[],
  read: { values: Values; hits: ConceptHits; today?: string; rates?: Rate[]; writer?: { name: string; email?: string }; partiesByName?: boolean },
): ExtractContext {
  return { prompt, folded: fold(prompt), language, documents, warnings: [], values: read.values, hits: read.hits, today: read.today, rates: read.rates ?? [], writer: read.writer, partiesByName: read.partiesByName };
}

/** Index just after the first match of `re` in the folded prompt, or -1. */
export function after(ctx: ExtractContext, re: RegExp, from = 0): number {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
  g.lastIndex = from;
  const m = g.exec(ctx.folded);
  return m ? m.index + m[0].length : -1;
}

/** Money amounts (numbers written with a currency) in the prompt. */
export function amounts(ctx: ExtractContext): FoundAmount[] {
  return ctx.values.money;
}

/**
 * The first money amount after a match of `re`, within `window` characters (or further on in the
 * same sentence, with `sentence`). Each match is tried in turn: a word whose figures were set aside
 * ("Budgets of … were discussed; … Decision: a budget of NOK 148,000") gives way to the next.
 */
const MAX_LABEL_TRIES = 10;
export function amountAfter(ctx: ExtractContext, re: RegExp, window = 80, sentence?: number): number | undefined {
  let at = after(ctx, re);
  for (let tries = 0; at >= 0 && tries < MAX_LABEL_TRIES; tries++, at = after(ctx, re, at)) {
    const near = amounts(ctx).find((a) => a.index >= at && a.index - at <= window);
    if (near) return near.value;
    // Further on in the same sentence: "The budget is the 80 000 for the bikes plus 45 000 for the shed, so 125 000 NOK".
    const further = sentence === undefined ? undefined : amounts(ctx).find((a) => a.index >= at && a.index - at <= sentence && !/[\n;]|[.!?]\s/.test(ctx.prompt.slice(at, a.index)));
    if (further) return further.value;
  }
  return undefined;
}

/**
 * The quoted texts, those of the letter's story before it turns to the matter last ("un día de perros" … "Pero vamos al
 * asunto … la factura por el «Cambio de aceite y filtros»"): a reader taking the first quoted text takes the matter's.
 */
export function quoted(ctx: ExtractContext): Quoted[] {
  if (ctx.matterFirst) return ctx.matterFirst;
  const story = storyBeforeTheMatter(ctx.folded)[0];
  const all = ctx.values.quoted;
  ctx.matterFirst = story ? [...all.filter((q) => q.index >= story[1]), ...all.filter((q) => q.index < story[1])] : all;
  return ctx.matterFirst;
}

/** The first quoted string that starts within `window` characters after a match of `re`. */
export function quotedAfter(ctx: ExtractContext, re: RegExp, window = 40): string | undefined {
  const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
  const qs = quoted(ctx);
  for (const m of ctx.folded.matchAll(g)) {
    const end = m.index! + m[0].length;
    const q = qs.find((x) => x.index >= end && x.index - end <= window);
    if (q) return q.value;
  }
  return undefined;
}

export function percents(ctx: ExtractContext): number[] {
  return ctx.values.percents.map((p) => p.value);
}

/** The VAT rate a request names: its first percentage that is a VAT rate ("all 27 documents, 100 %" is none), else its first. */
export function vatPercent(ctx: ExtractContext): number | undefined {
  const all = percents(ctx);
  return all.find(isVatPercent) ?? all[0] ?? bareVatRate(ctx.folded);
}

/**
 * "the tax part, the usual 25", "el impuesto es el normal, el 25", "la taxe … le 15": a rate of VAT written without its
 * sign after the tax's word, in its sentence. Only the rates VAT has; a figure of money or a longer number is none.
 */
const TAX_THEN_RATE =
  /\b(?:tax|taxe|taxes|impuesto|imposto|impot|steuer|avgift|afgift|moms|mva|vat|iva|tva|mwst)\b[^.!?\n\d]{0,40}?(?<![\d.,])(0|12|15|25)(?![\d]|[.,]\d|\s?%|\s?(?:kr|nok|coron|couron|kron|eur))/;
function bareVatRate(folded: string): number | undefined {
  const m = TAX_THEN_RATE.exec(folded.slice(0, 20_000));
  return m ? Number(m[1]) : undefined;
}

/** A word for the customer or the supplier before its name (folded). */
export const CUSTOMER_WORD = /\b(?:kunden|kunde|customer|cliente|client)\s+/;
export const SUPPLIER_WORD = /\b(?:leverandoren|leverandor|supplier|vendor|proveedor|fornecedor|fournisseur|lieferanten|lieferant)\s+/;

/**
 * The company a request names: the organisation-numbered one, else a name with a legal form
 * anywhere (paired with the organisation number written after it), preferring the one right
 * after a role word ("kunden …", "supplier …"), else the value of a label line ("Firma: …").
 */
export function party(ctx: ExtractContext, roleWords?: RegExp, index = 0): PartyRef | undefined {
  const found = findParties(ctx.prompt)[index];
  if (found) return { name: found.name, organizationNumber: found.organizationNumber };
  const companies = companiesWithNumbers(ctx.prompt, ctx.values.orgNumbers);
  // A company named twice carries the org. no. written with either mention ("Re: Fjordlys Marine AS" … "Fjordlys Marine AS, org. no. …");
  // one company and one org. no. apart from it ("– Organisation number: 955 819 950") belong together.
  const unpaired = ctx.values.orgNumbers.filter((o) => !companies.some((c) => c.organizationNumber === o.value));
  // The same company in capitals and in small letters ("DOURO PESCAS AS" on a bank line, "Cliente: Douro Pescas AS") is one.
  const lone = new Set(companies.map((c) => fold(c.name))).size === 1 && unpaired.length === 1 ? unpaired[0].value : undefined;
  const orgOf = (c: (typeof companies)[number]) => c.organizationNumber ?? companies.find((d) => fold(d.name) === fold(c.name) && d.organizationNumber)?.organizationNumber ?? lone;
  const ref = (c: (typeof companies)[number]) => definedOnly({ name: c.name, organizationNumber: orgOf(c) }) as PartyRef;
  if (roleWords) {
    const at = after(ctx, roleWords);
    const named = at >= 0 ? companies.find((c) => c.index >= at && c.index - at <= 40) : undefined;
    if (named) return ref(named);
  }
  if (companies[index]) return ref(companies[index]);
  const labelled = labelValue(ctx, COMPANY_LABEL);
  if (labelled) {
    const org = ctx.values.orgNumbers[index]?.value;
    return org ? { name: labelled, organizationNumber: org } : { name: labelled };
  }
  if (roleWords) {
    const name = namedAsRole(ctx, roleWords);
    const org = findOrgNumbers(ctx.prompt)[index]?.value;
    if (name) return org ? { name, organizationNumber: org } : { name };
  }
  if (roleWords) {
    const name = nameAfterRole(ctx, roleWords);
    const org = findOrgNumbers(ctx.prompt)[index]?.value;
    if (name) return org ? { name, organizationNumber: org } : { name };
  }
  // "the sailing club (Bergen Seilforening)", "le Kaigaten Hotell": a party the books know, named by its kind of body.
  // With one organisation number and no name beside it ("Die Organisationsnummer des Hotels ist …"), the organisation
  // the text names by its kind is the number's.
  const onlyNumber = unpaired.length === 1 && companies.length === 0 ? unpaired[0].value : undefined;
  const byKind = index === 0 && (ctx.partiesByName || onlyNumber) ? organisationNamedByKind(ctx.prompt, ctx.writer?.name) : undefined;
  if (byKind) return definedOnly({ name: byKind, organizationNumber: onlyNumber }) as PartyRef;
  // "Kaltenbach Reisen hat endlich bezahlt … Org.nr 919774150", "a Casa Lusitana pagou a fatura": who paid, with the one
  // organisation number, is the party.
  const payer = index === 0 && onlyNumber ? payerNamed(ctx.prompt) : undefined;
  if (payer) return { name: payer, organizationNumber: onlyNumber! };
  // "Giske Sjømat har klaget på fakturaen … org nummeret er 906217899": the one name the text gives, other than its
  // writer's, with the one organisation number.
  const onlyName = index === 0 && onlyNumber ? onlyNameInProse(ctx.prompt, ctx.writer?.name) : undefined;
  if (onlyName) return { name: onlyName, organizationNumber: onlyNumber! };
  // Last, a customer the books hold, named as people name it: whom the invoice goes to, who the customer is, who paid
  // or signed ("send an invoice to Olsen Charter", "Croisières Atlantique a enfin payé").
  if (index !== 0 || roleWords !== CUSTOMER_WORD || !ctx.partiesByName) return undefined;
  const named = customerNamedInProse(ctx.prompt, ctx.writer?.name) ?? payerNamed(ctx.prompt);
  return named ? { name: named } : undefined;
}

/**
 * Capitalised words (one to four, a small particle between: "Voiles du Ponant") right before a verb of paying or
 * signing, an auxiliary and an adverb between at most.
 */
const PAYER = /(?<![\p{L}\d])(\p{Lu}[\p{L}&'.-]{1,30}(?:[ \t](?:(?:du|de|da|do|des|del|la|le|von|van|og|and|&)[ \t])?\p{Lu}[\p{L}&'.-]{0,30}){0,3})[ \t]{1,2}(?:(?:har|hat|has|have|ha|hadde|a|ont|han|hemos)[ \t]{1,2})?(?:(?:endlich|endelig|endeleg|finally|now|nå|na|já|ja|hoy|today|idag|i dag|heute|enfin|finalmente|aujourd'hui|hoje|schon|already|allerede|alt)[ \t]{1,2})?(?:betalt|bezahlt|gezahlt|überwiesen|paid|pagou|pagó|pago|pagado|payé|paye|overført|overfort|transferred|signert|signed|unterschrieben|signé|firmado|assinado)(?![\p{L}\d])/u;
const MAX_PAYER_SCAN = 2000;

function payerNamed(text: string): string | undefined {
  const m = PAYER.exec(text.slice(0, MAX_PAYER_SCAN));
  if (!m) return undefined;
  // A name opens with no word of the request ("Kunden hat bezahlt", "Faktura") and no pronoun; two words at least, or one
  // in capitals.
  const words = m[1].split(/\s+/);
  if (findConcepts(words[0]).hits.size > 0 || /^(?:Han|Hun|Ho|He|She|They|Er|Sie|Il|Elle|Ele|Ela|Él|Ella|Vi|We|Wir|Nous|Nosotros|Nós|De|Dei|Det|It|Es)$/u.test(words[0])) return undefined;
  return words.length >= 2 || /^\p{Lu}{2,}$/u.test(words[0]) ? m[1] : undefined;
}

/** "as a (new) …", "som (ny) …", "als (neuen) …", "comme …", "como (nuevo) …" before a role word. */
const AS_A = /\b(?:som|as|als|comme|como|en tant que|enquanto)\s{1,3}(?:(?:a|an|ny|nye|nytt|new|neue|neuen|neuer|nuevo|nueva|novo|nova|nouveau|nouvel|nouvelle|un|une|um|uma|una|ein|einen|our|var|vaar|unser|unseren|nuestro|nosso|notre)\s{1,3}){0,2}/;

/**
 * A party named before the role it is given, with no legal form to mark it as a company: "legg inn
 * Ryfylke Turlag som kunde", "add Skagen Harbour as a customer", "Hafenbau Müller als Kunden anlegen".
 * A request's opening verb or "bitte" before the name is not part of it.
 */
/**
 * The name right after a role word, on the word's own line: a mention that ends its line names nothing there, and the next
 * mention is read ("Request type: AP – criação de fornecedor⏎Ref: …" names no "Ref"; "Criar o fornecedor Metalúrgica Vouga
 * Lda" does). At most five mentions.
 */
function nameAfterRole(ctx: ExtractContext, roleWords: RegExp): string | undefined {
  let at = after(ctx, roleWords);
  for (let n = 0; at >= 0 && n < 5; n++) {
    const name = nameAfter(ctx.prompt, at);
    const nameAt = name ? ctx.prompt.indexOf(name, at) : -1;
    // The role word's pattern takes the spaces after it, a line's end among them.
    const spaces = /\s*$/.exec(ctx.prompt.slice(Math.max(0, at - 20), at))?.[0] ?? "";
    if (!name) return undefined;
    if (!(spaces + ctx.prompt.slice(at, nameAt)).includes("\n")) return name;
    at = after(ctx, roleWords, at);
  }
  return undefined;
}

function namedAsRole(ctx: ExtractContext, roleWords: RegExp): string | undefined {
  const role = new RegExp(`${AS_A.source}(?=${roleWords.source.replace(/\\s\+$/, "")}\\b)`, "g");
  const m = role.exec(ctx.folded);
  if (!m) return undefined;
  const words = withoutOpeningVerb((nameBefore(ctx.prompt, m.index, 6) ?? "").split(" ").filter(Boolean));
  return words.length ? words.join(" ") : undefined;
}

const COMPANY_LABEL = /(?:firma|firmanavn|selskap|company|company name|empresa|entreprise|societe|raison sociale|unternehmen|kunde|kunden|customer|client|cliente|leverandor|leverandoren|supplier|vendor|proveedor|fornecedor|fournisseur|lieferant|name|navn|namn|nombre|nome|nom)/;

/**
 * The value of a label line or segment — "Firma: Nordlys AS", "- Nome: João", "E-post · x" —
 * whose label (one to three words before a colon) matches `label`. The value runs to the end
 * of its line or segment (newline, "·", "|", ";").
 */
/** A qualifier that makes the label a number of the thing ("Nº do produto:", "Number of the product:"), not its name. */
const NUMBER_QUALIFIER = /^(?:n[º°o]|nr|no|num|numero|number|nummer)\.?\s(?:(?:do|da|de|del|du|des|of|the|for|til|pa)\s){0,2}\S/;

/** Words that join a label word to its complement: "of the", "da", "på", "der". */
const COMPLEMENT_LEAD = "of|the|on|av|pa|til|i|der|des|du|de|la|le|da|do|del|na|no|em|en|auf|fur";
/** The books or the system a value goes into, as a label's complement (folded). */
const BOOKS_NOUN = /^(?:rekneskapen|rekneskapet|regnskapet|regnskapen|books|accounts|system|systemet|tripletex|buchhaltung|contabilidad|contabilidade|comptabilite|sistema|systeme)$/;
/** The invoice as a label's complement (folded). */
const INVOICE_NOUN = /^(?:invoice|facture|factura|fatura|rechnung|faktura|fakturaen|fakturaa)$/;

/** Words that label another field of the same thing: its number, price, VAT, e-mail, org. no. */
const FIELD_WORD = /^(?:n[º°o]|nr|no|num|numero|number|nummer|varenummer|varenr|artikelnummer|price|prix|pris|preis|precio|preco|vat|mva|tva|iva|mwst|moms|email|mail|epost|org|orgnr)$/;

/** A label's value ends where a comma brings in another thing: "Project: Website Relaunch, customer Bluefin Ltd". */
function untilOtherThing(value: string): string {
  // "Leistung: Gerüstmiete, NOK 12 300,00 netto": an amount after a comma is the next field.
  const amount = /,\s{1,3}(?:(?:nok|kr\.?|eur|usd|sek|dkk|gbp)\s{0,2})?\d/i.exec(value);
  if (amount) value = value.slice(0, amount.index);
  // "…, customer X", "…, para el cliente X", "…, for the customer X": up to two joining words before the noun.
  for (const m of value.matchAll(/,\s{1,2}(?:(?:for|para|pour|fur|für|til|to|the|el|la|le|o|a|den|der|die|das|dem|det)\s{1,2}){0,2}(\p{L}+)/gu)) {
    // "…, numéro 4472, prix 23900 nok HT": another field's label ends the value too.
    if (isAccountingNoun(m[1]) || FIELD_WORD.test(fold(m[1]))) return value.slice(0, m.index);
  }
  return value;
}

/** A label that names a role of the thing, not the thing: "jefe de proyecto", "project manager", "Projektleiter". */
const ROLE_LABEL = /(?:jefe|jefa|director|directora|gerente|gestor|gestora|chef|cheffe|leiter|leitung|leder|leiar|manager|lead|responsable|ansvarlig|ansvarleg)/;

/** Words of a remark after a dash ("– det er den nye", "– please check"), not of a name going on ("– NCA autumn 2026"). Folded. */
const DASH_REMARK = /\b(?:det|den|dette|denne|that|this|it|its|is|are|er|ist|sind|es|est|e|c'est|please|bitte|takk|ikke|ikkje|not|nicht|no|nao|pas|see|siehe|vgl|jf|obs|nb|og|and|und|et|y|eller|or|oder|ou|o|som|which|der|die|das|que|qui|wie|like|comme|como)\b/;

/**
 * A label's value on its line. `wholeName`: the label says the value is a name itself ("project
 * name:"), so a dash inside it goes on the name ("Business English Intensive – NCA autumn 2026")
 * unless what follows the dash is a remark.
 */
export function labelValue(ctx: ExtractContext, label: RegExp, exclude?: RegExp, wholeName = false): string | undefined {
  // A list mark may open the line: "a) intitulé : …", "(ii) base salary: …", "3. Title: …".
  // The value ends at an arrow too: "PROJECT: Warehouse Automation → customer Kestrel Ltd".
  const re = /(?:^|[\n•·|;]|\s[-–—]\s|[.!?,]\s)\s{0,4}[-*•–]?\s{0,2}(?:\(?(?:[a-z]|\d{1,2}|[ivx]{1,4})[).]\s{1,2})?([\p{L}][\p{L}.' -]{0,40}?)\s{0,2}:[ \t]{0,4}([^\n•·|;:→⇒]{1,120})/gu;
  // The label may carry a qualifier before its word: "Novo cliente:", "Nytt produkt:", "Ansvarleg prosjektleiar:".
  // …or a "new" after it: "hay que abrir un proyecto nuevo:".
  const whole = new RegExp(`(?:^|\\s)(?:${label.source})(?:\\s(?:new|nuevo|nueva|novo|nova|nouveau|nouvelle|neu|neue|neues|neuer|ny|nytt|nye))?$`);
  // Or the label word with a complement that names no other thing: "Descrição da linha:", "Text on the invoice:" (not "Nome do cliente:").
  const complemented = new RegExp(`(?:^|\\s)(?:${label.source})(?:\\s(?:${COMPLEMENT_LEAD})){1,2}\\s(\\p{L}+)$`, "u");
  const labels = (name: string) => {
    if (whole.test(name)) return true;
    const c = complemented.exec(name);
    // The invoice itself may be the complement: "Objet de la facture:", "Texto de la factura:" (not "Nome do cliente:").
    // …or the books it goes into: "Prosjektnamn i rekneskapen:", "Name in Tripletex:", "Nome no sistema:".
    return !!c && (!isAccountingNoun(c[1]) || INVOICE_NOUN.test(c[1]) || BOOKS_NOUN.test(c[1]));
  };
  let subject: string | undefined;
  for (const m of ctx.prompt.matchAll(re)) {
    // "New project please:", "Neues Produkt bitte:": a courtesy word after the label.
    const name = fold(m[1]).trim().replace(/\s(?:please|pls|bitte|takk|por favor|s'il vous plait|svp|obrigado|gracias)$/, "");
    if (!labels(name) || NUMBER_QUALIFIER.test(name) || exclude?.test(name)) continue;
    // The value ends with its sentence: "Tittel: Messe Lillestrøm. Diett 800 kr …".
    const dashed = /\s[–—-]\s(.*)$/s.exec(m[2]);
    const keepsDash = wholeName && !!dashed && !DASH_REMARK.test(fold(dashed[1]));
    const value = closingQuote(clean(untilOtherThing((keepsDash ? m[2] : m[2].replace(/\s[–—-]\s.*$/s, "")).replace(/[.!?](?:\s.*)?$/s, "").replace(/\s\(.*$/, "")))) || undefined;
    // A letter's subject line says what the letter is about ("Objet : note de frais"); a field of
    // its own further down ("Intitulé : Salon Lyon") names the thing.
    if (SUBJECT_LABEL.test(name)) subject ??= value;
    else if (value) return value;
  }
  return subject;
}

/** A value ending in a quoted name keeps the quote's closing mark, which trimming took ("Inspektion Ankerwinde MS "Hareidland"");
 * one quoted whole loses its opening mark. */
function closingQuote(value: string): string {
  const open = /(?:^|\s)(["“„«])[^"“”„«»]+$/u.exec(value);
  if (!open) return value;
  // A value quoted whole whose closing mark was another kind ("„Lieferantentreffen Bergen""): the name inside.
  return open.index > 0 ? value + ({ "“": "”", "„": "“", "«": "»" }[open[1]] ?? open[1]) : value.slice(1).trim();
}

/** The labels of a letter's or a mail's subject line. */
const SUBJECT_LABEL = /^(?:re|subject|objet|betreff|asunto|assunto|gjeld|gjelder|emne|sak|concerning|regarding|referente a)$/;

/** Words that end a name written after its noun ("prosjektet Nytt intranett for Lysaker Bygg AS"). */
const NAME_END = /^(?:for|til|fra|hos|på|pa|auf|sur|em|en|med|og|of|for|from|with|and|at|on|in|to|de|del|da|do|das|dos|du|des|pour|avec|et|para|con|com|y|e|fur|für|von|mit|und|bei|im|der|den|des|the|som|which|que|qui|die|das|to)$/i;
const NAME_LEAD = /^(?:the|our|a|an|den|det|dette|vårt|vart|el|la|le|o|a|das|die|der|dem|im|am|au|no|na|i|på|pa|en|em|on|in|for|til|called|named|titled|som|heter|heiter|kalt|kalla|llamado|llamada|denominado|chamado|chamada|appele|appelé|appelée|intitule|intitulé|namens|genannt|mit|dem|namen)$/i;

/**
 * The name given to a thing the request names by its concept ("project", "activity"): quoted
 * text right after (or right before) the word, the value of its label line, or the capitalised
 * words right after it ("i prosjektet Nytt intranett for …", "na atividade Design") or right
 * before it ("on our Warehouse Scanner Rollout project", "for the Testing activity").
 */
/** Words that name a role rather than the thing: "prosjektleiar" contains "prosjekt" but names a person. */
const ROLE_CONCEPTS: Concept[] = ["projectManager", "consultant", "customer", "supplier", "employee"];

/** A name between two dashes right after a word: a terse writer's field ("product – Impeller kit Jabsco – no. 4471"), capitalised. */
function dashedAfter(prompt: string, at: number): string | undefined {
  const m = /^[ \t]{1,2}[–—-][ \t]{1,2}(\p{Lu}[^–—\n]{1,58}?)[ \t]{1,2}[–—-][ \t]/u.exec(prompt.slice(at, at + 80));
  return m ? clean(m[1]) : undefined;
}

export function nameNear(ctx: ExtractContext, concept: Concept, label?: RegExp): string | undefined {
  const roleHits = ROLE_CONCEPTS.filter((c) => c !== concept).flatMap((c) => ctx.hits.get(c) ?? []);
  const roles = new Set(roleHits);
  // "jefe de proyecto: Pablo Medina": the word inside a role's phrase names the role's holder, not the thing.
  const managerHits = concept === "project" ? (ctx.hits.get("projectManager") ?? []) : [];
  const inRole = (h: number) => managerHits.some((r) => r < h && h - r <= 12 && !/[\n,.;:]/.test(ctx.prompt.slice(r, h)));
  const hits = (ctx.hits.get(concept) ?? []).filter((h) => !roles.has(h) && !inRole(h));
  const qs = ctx.values.quoted;
  const wordEndOf = (h: number) => h + (/^[\p{L}\p{N}-]+/u.exec(ctx.prompt.slice(h, h + 60))?.[0].length ?? 0);
  // A quote names the thing of a word on its own line: "activity "Support"\n– Project: …" names no project.
  const sameLine = (from: number, to: number) => !ctx.prompt.slice(from, to).includes("\n");
  const quoteNear = (h: number, after: number, before: number) =>
    (qs.find((x) => x.index >= wordEndOf(h) && x.index - wordEndOf(h) <= after && sameLine(wordEndOf(h), x.index)) ??
      // Before the word only with nothing but space between: "projeto «Loja Online», atividade
      // Consultoria" — the comma closes the project's name, the activity is named after its word.
      qs.find((x) => x.end <= h && h - x.end <= before && sameLine(x.end, h) && (before > 3 || /^[\s-]*$/.test(ctx.prompt.slice(x.end, h)))))?.value;
  const firstOf = (read: (h: number) => string | undefined) => hits.map(read).find((v) => v !== undefined);
  return (
    // 1. quoted right after or right before the word ("aktiviteten «Rådgivning»", "the 'Security Review' activity");
    firstOf((h) => quoteNear(h, 3, 3)) ??
    // 2. a label line, which names the thing outright ("Prosjektnamn: …"), not a role of it ("jefe de proyecto: Pablo Medina");
    (label ? labelValue(ctx, label, ROLE_LABEL) : undefined) ??
    // 2b. a name set between dashes right after the word ("New product – Impeller kit Jabsco – no. 4471");
    firstOf((h) => dashedAfter(ctx.prompt, wordEndOf(h))) ??
    // 3. capitalised words right before the word ("on the Testing activity") or right after it
    //    ("na atividade Design do projeto …", "Tätigkeit: Montage");
    firstOf((h) => notHeading(capitalisedBefore(ctx.prompt, h)) ?? longerRun(capitalisedAfter(ctx.prompt, wordEndOf(h)), wordsAfter(ctx.prompt, wordEndOf(h)))) ??
    // 3b. a heading's name after its mark, a few plain words on ("PROJET de A à Z : Migration ERP Lefèvre");
    firstOf((h) => afterHeadingMark(ctx.prompt, wordEndOf(h))) ??
    // 4. a quote a little further off;
    firstOf((h) => quoteNear(h, 40, 12)) ??
    // 5. the words after it up to a preposition ("i prosjektet Nytt intranett for …").
    firstOf((h) => wordsAfter(ctx.prompt, wordEndOf(h)))
  );
}

/**
 * The title line of a block pasted from a board or a card: a line of one to six words opening with
 * a capital, with no colon, figure or sentence mark, right before a "Label: value" line ("Copied from
 * the project board:\n\nFleet Tracking Portal\nCustomer: Marlow Haulage Ltd …"). Read only when
 * nothing else names the thing. At most the first 200 lines are looked at.
 */
export function blockTitle(text: string): string | undefined {
  const lines = text.split("\n", 200);
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i].trim();
    if (line.length > 60 || !/^\p{Lu}[\p{L}'’&-]*(?:[ \t]{1,2}[\p{L}\p{N}'’&-]+){0,5}$/u.test(line)) continue;
    if (!/^[ \t]{0,4}[\p{L}][\p{L} .-]{1,30}:[ \t]{0,4}\S/u.test(lines[i + 1])) continue;
    // The line before ends a sentence, a lead-in ("…:") or nothing: a title stands apart.
    const before = i > 0 ? lines[i - 1].trim() : "";
    if (before && !/[:.!]$/.test(before)) continue;
    if (namesConcept(line.split(/\s/)[0]) || isAccountingNoun(line.split(/\s/)[0])) continue;
    return line;
  }
  return undefined;
}

/**
 * The name after a heading's mark (" : ", " — ", " – ") that follows the word on its line with at
 * most four plain words between ("de A à Z", "from start to end"): none of them an accounting noun (a customer, a supplier, a manager).
 */
function afterHeadingMark(text: string, at: number): string | undefined {
  const m = /^((?:[ \t]{1,2}[\p{L}'’]{1,12}){0,4})[ \t]{0,2}(?::|[—–])[ \t]{1,2}(\p{Lu}[\p{L}\p{N}-]*(?:[ \t](?:\p{Lu}[\p{L}\p{N}-]*|\d{1,4}(?![\d.,]\d))){0,3})(?=[\s,.;:(]|$)/u.exec(text.slice(at, at + 120));
  if (!m) return undefined;
  const between = m[1].trim().split(/\s+/).filter(Boolean);
  if (between.some((w) => isAccountingNoun(w))) return undefined;
  return namesConcept(m[2].split(/\s/)[0]) ? undefined : notHeading(m[2]);
}

/** A heading's word in capitals is no name ("HORAS + FACTURA PROYECTO"). */
function notHeading(name: string | undefined): string | undefined {
  const first = name?.split(/\s/)[0] ?? "";
  return name && !(first === first.toUpperCase() && isAccountingNoun(first)) ? name : undefined;
}

/** The capitalised run, or the words after it when they go on to the same name ("project CRM rollout, activity …"). */
function longerRun(capitalised: string | undefined, words: string | undefined): string | undefined {
  if (!capitalised || !words || !words.startsWith(capitalised) || words.split(/\s+/).length > 4) return capitalised;
  // Only words of the name itself go on it: not a verb's particle ("das Produkt X an,"), a preposition ("i prosjektet") or another thing's word.
  const extra = words.slice(capitalised.length).trim().split(/\s+/).filter(Boolean);
  return extra.every((w) => w.length >= 4 && !NAME_END.test(w) && !namesConcept(w) && !isAccountingNoun(w)) ? words : capitalised;
}

/** "Design" in "atividade Design do projeto", "Montage" in "Tätigkeit: Montage": capitalised words right after. */
function capitalisedAfter(text: string, at: number): string | undefined {
  // On the word's own line: "PROJECT INVOICE\nTom Berge" names no project "INVOICE Tom Berge".
  const next = /^[ \t]{0,2}(?::|[—–-])?[ \t]{1,2}(\p{Lu}[\p{L}\p{N}-]*(?:[ \t]\p{Lu}[\p{L}\p{N}-]*){0,3})(?=[\s,.;:)]|$)/u.exec(text.slice(at, at + 80));
  // …nor a heading's next word ("HOURS + PROJECT INVOICE").
  return next && !namesConcept(next[1].split(/\s/)[0]) ? notHeading(next[1]) : undefined;
}

/** Words after a position, starting capitalised, up to a preposition, a quote or another accounting word. */
function wordsAfter(text: string, at: number): string | undefined {
  const taken: string[] = [];
  for (const w of text.slice(at, at + 120).split("\n")[0].split(/\s+/).filter(Boolean)) {
    const bare = w.replace(/[.,;:!?)]+$/, "");
    if (taken.length === 0 && NAME_LEAD.test(bare)) continue;
    // A heading's dash before the name: "PROSJ.LØP — Digitalt arkiv Heimdal".
    if (taken.length === 0 && /^[—–]$/.test(w)) continue;
    if (taken.length === 0 && !/^\p{Lu}/u.test(bare)) break;
    // A mark standing alone ("Testing ; proyecto …") ends the name like one after a word.
    if (bare === "" || NAME_END.test(bare) || /^[(«"“„']/.test(w) || (taken.length > 0 && namesConcept(bare))) break;
    taken.push(bare);
    if (bare !== w || taken.length >= 5) break;
  }
  return taken.length ? taken.join(" ") : undefined;
}

/** Capitalised words right before `index`, not starting a sentence: "our Warehouse Scanner Rollout project". */
function capitalisedBefore(text: string, index: number): string | undefined {
  const before = text.slice(Math.max(0, index - 80), index);
  if (!/ $/.test(before)) return undefined;
  const words = before.split(" ");
  words.pop();
  const back: string[] = [];
  for (let i = words.length - 1; i >= 0 && back.length < 5; i--) {
    const w = words[i];
    if (!/^\p{Lu}[\p{L}\p{N}-]*$/u.test(w)) {
      // A run at the start of a sentence is the sentence's first word, not a name.
      return back.length && !/[.!?:]$/.test(w) && w !== "" ? back.join(" ") : back.length ? undefined : capitalisedThenLower(words);
    }
    back.unshift(w);
  }
  return undefined;
}

/** Articles and prepositions that open a name written before its noun ("on the CRM rollout project"). */
const NAME_OPENER = /^(?:the|our|on|for|in|to|i|pa|på|den|det|vart|vårt|el|la|le|du|das|die|der|dem|im|am|au|o|a|no|na|do|da|del)$/i;

/** "on the CRM rollout project": a capitalised run and up to two lowercase words of the same name, after an article. */
function capitalisedThenLower(words: string[]): string | undefined {
  let i = words.length - 1;
  const tail: string[] = [];
  while (i >= 0 && tail.length < 2 && /^\p{Ll}{3,20}$/u.test(words[i]) && !NAME_OPENER.test(words[i]) && !isAccountingNoun(words[i]) && !namesConcept(words[i])) tail.unshift(words[i--]);
  if (!tail.length) return undefined;
  const run: string[] = [];
  while (i >= 0 && run.length < 3 && /^\p{Lu}[\p{L}\p{N}-]*$/u.test(words[i])) run.unshift(words[i--]);
  return run.length && i >= 0 && NAME_OPENER.test(words[i]) ? [...run, ...tail].join(" ") : undefined;
}

export function people(ctx: ExtractContext) {
  return findPeople(ctx.prompt);
}

export function person(ctx: ExtractContext, index = 0): PersonRef | undefined {
  return toPersonRef(findPeople(ctx.prompt)[index]);
}

/**
 * The employee a payroll, a trip or hours are for: the person named with an address, else (in the last reading) the
 * one colleague the request names by first and last name ("Could you run Hanne Vatle's pay for April?").
 */
export function employee(ctx: ExtractContext): PersonRef | undefined {
  const found = person(ctx);
  if (found || !ctx.partiesByName) return found;
  const named = personNamedForWork(ctx.prompt, ctx.writer?.name) ?? personNamedInProse(ctx.prompt, ctx.writer?.name);
  return named ? toPersonRef({ name: named, index: 0 }) : undefined;
}

/** The sentence that contains the first match of `re` (sentences end at ". " before a capital or digit). */
export function sentenceWith(ctx: ExtractContext, re: RegExp): { text: string; start: number } | undefined {
  const m = re.exec(ctx.folded);
  return m ? sentenceAt(ctx, m.index) : undefined;
}

/** The sentence that contains the character at `at`. */
export function sentenceAt(ctx: ExtractContext, at: number): { text: string; start: number } {
  // Sentences, list lines and numbered items ("2) …", "(2) …") each stand alone; so do the items of a paragraph written in one breath (", og så …").
  // A short word's dot before a figure ("kr. 61.200,00", "ca. 4 500") ends no sentence.
  const boundary = new RegExp(`[!?]\\s+(?=[\\p{Lu}\\d])|\\.\\s+(?=\\p{Lu})|(?<!${SHORT_WORD_BEFORE})\\.\\s+(?=\\d)|\\s\\(?\\d\\)\\s|\\n|${NEXT_ITEM}`, "giu");
  let start = 0;
  let end = ctx.prompt.length;
  for (const b of ctx.prompt.matchAll(boundary)) {
    const stop = b.index! + b[0].length;
    if (stop <= at) start = stop;
    else if (b.index! >= at) {
      end = b.index! + 1;
      break;
    }
  }
  return { text: ctx.prompt.slice(start, end), start };
}

/** Text after a match of `re` up to the end of its sentence. */
export function restOfSentence(ctx: ExtractContext, re: RegExp): string | undefined {
  const at = after(ctx, re);
  if (at < 0) return undefined;
  const rest = ctx.prompt.slice(at);
  const end = rest.search(/\.(?:\s|$)|\n/);
  return clean(end >= 0 ? rest.slice(0, end) : rest) || undefined;
}

export function documentOf<K extends ParsedDocument["kind"]>(
  ctx: ExtractContext,
  kind: K,
): Extract<ParsedDocument, { kind: K }> | undefined {
  return ctx.documents.find((d) => d.kind === kind) as Extract<ParsedDocument, { kind: K }> | undefined;
}

export function definedOnly<T extends object>(obj: T): T {
  const out = { ...obj } as Record<string, unknown>;
  for (const k of Object.keys(out)) if (out[k] === undefined || out[k] === "") delete out[k];
  return out as T;
}

/** An article or pronoun opening a sentence is no department's name ("The", "Der", "Den"). */
const ARTICLE = /^(?:the|this|that|der|die|das|den|det|el|la|le|les|los|las|o|os|a|as|un|une|una|um|uma|ein|eine|en|ei|et)$/i;

/**
 * The department the request names in its words: capitalised words right after its word ("der Abteilung Salg zuordnen",
 * "Die Abteilung Kjøkken gibt es schon"), else right before it ("for the Økonomi department"), else a label. On the
 * word's own line: "…, HR department\n\nThe attached receipt" names no department "The". A gloss in brackets may stand
 * between ("departamento (afdeling) Lager"); Danish "afdeling" too.
 */
export function departmentInProse(ctx: ExtractContext): string | undefined {
  const depAt = after(ctx, /\b(?:avdeling|avdelinga|avdelingen|afdeling|afdelingen|avd\.|department|dept\.|departamento|depto\.|departement|abteilung|abt\.)[ \t]{1,3}(?:\([^)\n]{1,30}\)[ \t]{1,3})?/);
  let department: string | undefined;
  if (depAt >= 0) {
    const run = /^(\p{Lu}[\p{L}\p{N}&-]*(?:[ \t](?:(?:og|and|&|et|y|e|und)(?![\p{L}\p{N}])|\p{Lu}[\p{L}\p{N}&-]*)){0,3})/u.exec(ctx.prompt.slice(depAt, depAt + 80));
    department = run && !ARTICLE.test(run[1]) ? clean(run[1].replace(/\s(?:og|and|&|et|y|e|und)$/, "")) : undefined;
    // Quoted right after its word: "die Abteilung „Pipeverksted"", "avdeling «Kontor»".
    department ??= quoted(ctx).find((q) => q.index >= depAt && q.index - depAt <= 2)?.value;
  }
  department ??= nameNear(ctx, "department", /(?:avdeling|afdeling|department|departamento|departement|abteilung|kostnadssted|cost centre|cost center)/);
  return department || undefined;
}
