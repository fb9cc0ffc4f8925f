import { NEGATION_WORDS, outsideScope, unwantedStretches } from "./concepts/negation";
import { TRADE_CONCEPTS, type Concept, type ConceptHits } from "./concepts";
import { fold, sentenceStart } from "./text";
import { insideSpans, quotedSpans } from "./quoted-spans";
import { findProperNames } from "./extract/proper-names";
import { namesOrganisation } from "./extract/named-parties";
import { forTheRecordSpans, setAsideStretches } from "./message/side-remarks";
import { doneItemSpans } from "./structure/forms";
import { askingSentence, backgroundSections, smallTalkBeforeTheAsk, storyBeforeTheMatter } from "./structure/prompt-sections";
import { checkingQuestions } from "./message/checking-questions";
import { memorySentences, pastOccasionSentences, pastYearSentences } from "./message/roles";
import { writerNotes } from "./message/writer-notes";

/**
 * Word sense by position. A task word names the task only where it stands as the request's own
 * word: inside a quoted name ("the «Invoicing» department", project "Budget 2026") it is part
 * of a name; after a negation in its clause ("do not enter the budget", "ikke registrer
 * betalingen") it is what the request does not ask; before a reference label or number
 * ("order no. 4471", "Bestellung 88-12") it names a document the request refers to, not one to
 * make. Such hits are set aside before the task type is scored. One pass over the text.
 */

/** Concepts read by sense: the documents, objects and actions a task type is scored on. */
const WEIGHED: ReadonlySet<Concept> = new Set<Concept>([
  "invoice", "order", "creditNote", "payment", "budget", "project", "department", "product", "travel", "payroll", "bonus", "voucher",
  "reminderFee", "reverse", "contract", "offerLetter", "receipt", "supplierInvoice", "milestone", "fixedPrice",
  "send", "book", "create", "customer", "supplier", "exists",
]);

/** "If it exists", "check whether … already exists", "si elle existe": a condition, no statement that it does (folded, within a few words). */
const CONDITION_BEFORE = /\b(?:om|hvis|viss|dersom|if|whether|ob|wenn|falls|si|se|caso|sjekk|check|verifi\w*|prufe\w*|compr\w*|confirm\w*|controle\w*)\b[^.;:\n]{0,30}$/;

/** "Without" words: "sin abono", "uten kreditnota", "without a credit note" set the thing aside ("sin" and "sem" only in their own language). */
const WITHOUT = new Set(["without", "uten", "utan", "ohne", "sans"]);
const WITHOUT_IN = new Map([["sin", "es"], ["sem", "pt"]]);
const WITHOUT_REACH = 3;
/** "Before": a reminder named right after it never came. */
const BEFORE = new Set(["before", "før", "vor", "avant", "antes", "prima"]);
const BEFORE_REACH = 3;
const REMINDER_STEM = /^(?:purr|remind|mahn|relanc|rappel|recordatori|lembret|inkasso)/;
/** How many words after a negation it reaches ("do not enter the budget": three). */
const NEGATION_REACH = 4;

/** A reference after a document word: a number label or a number ("order no. 4471", "ordre #88"). */
const REFERENCE_AFTER = /^[\s.:]{0,3}(?:(?:nr|no|n[ºo°]|num|number|nummer|numero|#|ref)\b[.:]?\s{0,2}|#\s?)?\d/;

/**
 * "el cliente abonó el importe": Spanish "abonar" is also to pay, and its past "abonó" folds to the
 * noun "abono" (a credit note); the accent tells the verb.
 */
const PAID_VERB = /^abon[óÓ](?![\p{L}])/iu;
/**
 * "avoir" the verb, not the credit note: after a pronoun, "pour", "sans", "après" ("merci de nous
 * avoir fait confiance"), or before a past participle ("d'avoir payé", "avoir reçu"); "l'avoir" and
 * "note d'avoir" stay the credit note.
 */
const AVOIR_VERB_BEFORE = /(?:\b(?:nous|vous|me|te|se|les|lui|leur|y|en|pour|sans|apres|après|peut|doit|va|vais)\s{1,2}|\b[mts]['’]\s?)$/iu;
const AVOIR_VERB_AFTER = /^\s{1,2}(?:fait|ete|été|eu|recu|reçu|pu|du|dû|pris|mis|dit|ecrit|écrit|offert|choisi|paye|payé|regle|réglé|envoye|envoyé|\p{L}{2,12}(?:é|ée|és|ées))\b/iu;

/** After a negation (folded): the words saying a party is not yet in the books ("ikke inne som", "not registered as", "existiert noch nicht als"). */
const NOT_YET_IN_THE_BOOKS =
  /^\s{1,3}(?:\p{L}+\s{1,3}){0,2}?(?:inne|existe\w*|exist\w*|registrert|registrerte|oppretta|opprettet|registered|set up|angelegt|erfasst|hinterlegt|cadastrad\w*|dad[oa]s? de alta)\s{1,3}(?:\p{L}+\s{1,3}){0,1}?(?:som|as|als|comme|como|yet|enna|enno|noch|encore|todavia|ainda|i systemet|in the system|im system|hos oss|chez nous|bei uns|fra for)\b/u;

/** "the difference between …", "forskjellen på …", "den Unterschied zwischen …" to the clause's end (folded): a comparison of words. */
const DIFFERENCE_BETWEEN = /\b(?:forskjellen|forskjell|skilnaden|skilnad|difference|unterschied|differenz|diferencia|diferenca)\s(?:pa|paa|mellom|millom|between|zwischen|entre)\s[^.;:!?\n]{1,80}/g;

/** Clause ends: a negation reaches no further than its clause. */
const CLAUSE_END = /[.;:!?\n,()]/;

/** The hits that name the task where they stand; the others are kept aside (returned as `aside`). */
export function weighBySense(text: string, hits: ConceptHits, language?: string, opts: { keepIdle?: boolean; today?: string } = {}): { hits: ConceptHits; aside: { concept: Concept; at: number; why: "name" | "negated" | "reference" | "verb" | "address" }[] } {
  // A single word in small letters in quotes is a word the writer holds at arm's length ("den Monat
  // „abschließen“"), no name: it names the task like any other.
  const quoted = quotedSpans(text).filter(([from, to]) => !/^\p{Ll}[\p{L}'-]*$/u.test(text.slice(from + 1, to).trim()));
  const inQuote = (at: number) => insideSpans(quoted, at);
  // Company names in text order, as spans: a binary search per hit keeps the pass linear.
  // An organisation named by its kind of business is one too ("Geiranger Reisebyrå a réglé la facture": no trip).
  const companies = findProperNames(text).flatMap((n): [number, number][] => (n.kind === "company" || namesOrganisation(n.name) ? [[n.index, n.end]] : []));
  const inCompany = (at: number) => insideSpans(companies, at);
  const negated = negatedPositions(text, language);
  // A side clause set in a coming week or month ("…, die Anzahlungsrechnung soll nächste Woche raus") tells what comes
  // after the request, when the request itself does something outside it.
  const coming = comingClauses(text).filter((span) => [...hits].some(([c, at]) => ACTIONS.has(c) && at.some((p) => !insideSpans([span], p))));
  const deferred = mergedSpans([...deferredSpans(text), ...outOfScopeLines(text), ...coming]);
  const aside: { concept: Concept; at: number; why: "name" | "negated" | "reference" | "verb" | "address" }[] = [];
  const out: ConceptHits = new Map();
  const heading = headingWords(text);
  // What a remark sets aside, and the remark ("…, men det har jeg sagt nei til"), names no task.
  // A checklist's done items tell what was done, not what to do: none of their words name the task.
  const told = doneItemSpans(text);
  // A question to check the writer's understanding ("Is it right that …?") and a past occasion ("Last time the
  // reminder went to the wrong customer") ask for nothing: none of their words name the task.
  const folded = fold(text);
  // So do a writer's notes of what she checked and did not do ("Not done: – no payroll run").
  const notes = writerNotes(folded).flatMap((n): [number, number][] => (n.reason === "alternative" ? [] : [[n.from, n.to]]));
  const idle = opts.keepIdle ? [] : mergedSpans([...checkingQuestions(folded, text), ...pastOccasionSentences(folded), ...pastYearSentences(folded, opts.today), ...memorySentences(folded), ...notes]);
  // A prompt's background section ("Kontext" over "Aufgabe") tells what happened: its words for documents and
  // payments name no task ("die Anzahlung ist fällig"); a word for what happened ("returned") still may.
  // The story a letter tells before it turns to the matter names no task at all: its staff and costs are no employee or cost to book.
  const story = storyBeforeTheMatter(folded);
  // A long letter's request sentence that names a thing to act on ("Would you please register them as a customer"): the small
  // talk it opens with, paragraphs before any value ("… before our choir trip to Edinburgh in May"), names no task.
  const asking = askingSentence(folded);
  // Small talk asks for nothing: a paragraph with a word of doing ("A new customer for you to register") is the matter's own, and
  // one naming a thing other than a trip ("der Arbeitsvertrag von Katrin Ebert ist unterschrieben") brings in the matter.
  const smallTalk = (span: readonly [number, number]) =>
    ![...hits].some(([c, at]) => (ACTIONS.has(c) || (THINGS.has(c) && !TRIP.has(c))) && at.some((p) => p >= span[0] && p < span[1]));
  if (!story.length && asking && [...hits].some(([c, at]) => THINGS.has(c) && !TRIP.has(c) && at.some((p) => p >= asking[0] && p < asking[1])))
    story.push(...smallTalkBeforeTheAsk(folded, asking).filter(smallTalk));
  const info = mergedSpans([...infoSpans(text), ...forTheRecordSpans(text), ...backgroundSections(text), ...setAsideStretches(text).flatMap(({ said, remark }): [number, number][] => [[said.from, said.to], [remark.from, remark.to]])]);
  const items = itemNameSpans(text);
  // "forklarte meg forskjellen på en kunde og en leverandør", "the difference between an order and an invoice": words
  // compared name no task.
  const compared = [...folded.matchAll(DIFFERENCE_BETWEEN)].slice(0, 10).map((m): [number, number] => [m.index, m.index + m[0].length]);
  for (const [concept, positions] of hits) {
    const kept = positions.filter((at) => {
      // "Auftrag: Bitte legen Sie die Kundin an …", "Correction to (c): I copied …": a section's heading word names no task.
      const why = heading.has(at) || insideSpans(told, at) || insideSpans(idle, at) || insideSpans(story, at)
        ? "name"
        : falseFriend(concept, text, at, language)
          ? "verb"
        : concept === "returned" && cameHomeFromATrip(text, at)
          ? "verb"
        : concept === "reverse" && asksForAReply(text, at)
          ? "verb"
        : concept === "reminderFee" && countedBefore(folded, at)
          ? "name"
        : concept === "ledgerError" && (describesAFigure(text, at) || writersOwnSlip(text, at))
          ? "name"
        : !WEIGHED.has(concept)
          ? undefined
          : inQuote(at) || (TRADE_CONCEPTS.has(concept) && inCompany(at)) || insideSpans(info, at) || insideSpans(items, at) || insideSpans(compared, at)
            ? "name"
            : negated.has(at) || insideSpans(deferred, at) || subjectNotToBeDone(folded, at)
              ? "negated"
              : concept === "creditNote" && (PAID_VERB.test(text.slice(at, at + 6)) || isAvoirVerb(text, at) || creditsAnAccount(text, at))
                ? "verb"
              : (concept === "invoice" || concept === "supplierInvoice") && (saysWhereInvoicesGo(text, at) || namesAnAddress(text, at))
                ? "address"
              : concept === "payment" && intendedPayment(text, at)
                ? "negated"
              : concept === "payment" && habitualPayment(text, at)
                ? "verb"
              : concept === "payment" && namesAMethod(text, at)
                ? "name"
              : concept === "payment" && labelsATotal(text, at)
                ? "name"
              : namesAnAccount(text, at)
                ? "name"
              : DESCRIBED.has(concept) && COPULA_BEFORE.test(fold(text.slice(Math.max(0, at - 24), at)))
                ? "name"
              : concept === "order" && isReference(text, at)
                ? "reference"
                : concept === "order" && (namesAForm(text, at) || madeToOrder(text, at))
                  ? "name"
                  : concept === "exists" && CONDITION_BEFORE.test(fold(text.slice(Math.max(0, at - 40), at)))
                    ? "negated"
                    : undefined;
      if (why) aside.push({ concept, at, why });
      return !why;
    });
    if (kept.length) out.set(concept, kept);
  }
  return { hits: out, aside };
}

/** A count in words right before a word ("tres recordatorios", "three reminders", "to purringer"): things that happened, no fee to charge ("a NOK 80 late-payment fee" is one). */
const COUNT_BEFORE = /\b(?:two|three|four|five|to|tre|fire|fem|zwei|drei|vier|funf|deux|trois|quatre|cinq|dos|tres|cuatro|cinco|dois|duas|quatro)\s{1,2}$/;
function countedBefore(folded: string, at: number): boolean {
  return COUNT_BEFORE.test(folded.slice(Math.max(0, at - 12), at));
}

/** A trip's words, the everyday ones a letter's small talk uses ("our choir trip to Edinburgh", "back from Altea for two days"). */
const TRIP: ReadonlySet<Concept> = new Set<Concept>(["travel", "days", "returned"]);

/** The concepts that name doing something. */
const ACTIONS: ReadonlySet<Concept> = new Set<Concept>(["create", "send", "book", "reverse", "reconcile", "returned", "onboarding", "exists"]);

/** The concepts that name a thing a task acts on (not a verb or a circumstance). */
const THINGS: ReadonlySet<Concept> = new Set<Concept>([
  "employee", "customer", "supplier", "product", "department", "invoice", "order", "creditNote", "supplierInvoice", "receipt", "payment",
  "project", "travel", "dimension", "voucher", "depreciation", "payroll", "reminderFee", "bankStatement", "offerLetter", "contract", "accrual",
  "salaryAccrual", "yearEnd", "closing", "milestone",
]);

/**
 * A task word of one language that is an everyday word of the request's own: Norwegian "travel", "travelt", "travle"
 * is busy ("en travel uke"), no trip.
 */
const FALSE_FRIENDS: Partial<Record<Concept, { languages: readonly string[]; word: RegExp }>> = {
  travel: { languages: ["nb", "nn"], word: /^trave?l(?:t|e)?(?![\p{L}])/iu },
};
function falseFriend(concept: Concept, text: string, at: number, language?: string): boolean {
  const friend = FALSE_FRIENDS[concept];
  return !!friend && !!language && friend.languages.includes(language) && friend.word.test(text.slice(at, at + 10));
}

/**
 * "Kindly do the needful and revert back once done", "revert tilbake når det er gjort": in office
 * English (and carried into the other languages) to revert is to reply. The word asks for an
 * answer when "back", a "to me" or a time follows it, or when the needful stands before it.
 */
const REPLY_AFTER = /^revert\w{0,3}[\s,]{1,3}(?:\(revert\)\s{1,2})?(?:back|tilbake|attende|zuruck|retour|de volta|(?:to|til|a)\s(?:me|us|meg|oss|mi|nous|moi)|once|when|nar|sobald|wenn|une fois|quand|des que|after|asap|depois|assim que|apos|cuando|una vez|uma vez)\b/;
const NEEDFUL_BEFORE = /\b(?:needful|necessary|nodvendige|naudsynte|notwendige|necessaire|necesario|necessario)\b[^.!?\n]{0,40}$/;
function asksForAReply(text: string, at: number): boolean {
  const folded = fold(text.slice(Math.max(0, at - 60), at + 40));
  const here = Math.min(60, at);
  return REPLY_AFTER.test(folded.slice(here)) || (/^revert/.test(folded.slice(here)) && NEEDFUL_BEFORE.test(folded.slice(0, here)));
}

/** "rett utgiftskonto (reisekostnad)", "la cuenta de gastos (inventario)", "Konto Reisekostnad": the word names an account, not the task. */
const ACCOUNT_BEFORE = /(?:konto|kontoen|account|cuenta|conta|compte)[ \t]{0,2}(?:\([ \t]{0,2}|:[ \t]{0,2})$/iu;
function namesAnAccount(text: string, at: number): boolean {
  return ACCOUNT_BEFORE.test(text.slice(Math.max(0, at - 24), at));
}

/**
 * "invoices come from accounts@…", "E-postadressa dei sender fakturaer frå er faktura@…", "Rechnungen
 * bitte an buchhaltung@…": the word says which address the invoices use, a detail of a party, no
 * invoice to book. Its sentence (one line, at most 120 characters each way) holds an e-mail address
 * and no other figure.
 */
function saysWhereInvoicesGo(text: string, at: number): boolean {
  const from = Math.max(0, at - 120);
  const head = text.slice(from, at);
  const start = from + Math.max(head.lastIndexOf("\n"), head.search(/[.!?]\s(?!.*[.!?]\s)/s)) + 1;
  const tail = text.slice(at, at + 120);
  const endAt = tail.search(/\n|[.!?](?:\s|$)/);
  const sentence = text.slice(start, endAt >= 0 ? at + endAt : at + tail.length);
  if (!/[\w.+-]@[\w-]+\.\w/.test(sentence)) return false;
  // The party's organisation number may stand in it too ("Their org. no. is 915 338 207, and their invoices come from …").
  return !/\d/.test(sentence.replace(/\S+@\S+/g, "").replace(/(?<!\d)\d{3}[ .\u00a0]?\d{3}[ .\u00a0]?\d{3}(?!\d)/g, ""));
}

/**
 * "He left on Monday and came back on Wednesday", "kom tilbake fredag": a traveller's return, no
 * returned payment. A person's return names the day or place after it; a payment's names the bank.
 */
function cameHomeFromATrip(text: string, at: number): boolean {
  const phrase = /^(?:came back|kom tilbake|kome tilbake)/i.exec(text.slice(at, at + 16));
  if (!phrase) return false;
  const after = fold(text.slice(at + phrase[0].length, at + phrase[0].length + 30));
  return /^\s{1,2}(?:on|home|hjem|heim|fra|from|til|to|pa|den|the|mandag|tirsdag|onsdag|torsdag|fredag|lordag|sondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d)/.test(after);
}

/** "Billing address", "Rechnungsadresse", "fakturaadresse", "adresse de facturation": a party's address, no invoice. */
function namesAnAddress(text: string, at: number): boolean {
  const word = /^[\p{L}-]+/u.exec(text.slice(at, at + 40))?.[0] ?? "";
  if (/adress|address/i.test(word)) return true;
  const after = fold(text.slice(at + word.length, at + word.length + 16));
  const before = fold(text.slice(Math.max(0, at - 24), at));
  return /^\s{1,2}(?:address|adresse|adressa|adr)\b/.test(after) || /\b(?:adresse|address|direccion|endereco|morada)\s{1,2}(?:de\s{1,2}|for\s{1,2}|of\s{1,2})?$/.test(before);
}

/**
 * "il veut la payer avant les vacances", "they will pay the rest in February", "han vil betale før ferien", "er möchte sie
 * noch vor Pfingsten bezahlen": a payment someone means to make is none made, nothing to register. The verb to pay in
 * its infinitive, a modal of wanting or the future at most two words before it (folded).
 */
const INTENT_BEFORE =
  /\b(?:veut|veulent|voudrait|voudraient|va|vont|want|wants|will|would like to|intend|intends|plan|plans|going|vil|ville|onsker|onskjer|kommer til|kjem til|mochte|mochten|wird|werden|will|wollen|quiere|quieren|va a|van a|piensa|quer|querem|vai|vao|pretende|pretendem|skal|shall|must|has to|have to|muss|mussen|doit|doivent|debe|deben|tiene que|deve|devem|tem de|tem que)\s{1,2}(?:to\s{1,2}|a\s{1,2}|å\s{1,2}|\p{L}{1,4}\s{1,2}){0,2}$/u;
/** An obligation's modal with a few words between it and the verb ("skal etter leieavtalen betale sin andel"): no payment made. */
const OBLIGED_BEFORE = /\b(?:skal|shall|must|muss|mussen|doit|doivent|debe|deben|deve|devem)\s{1,2}(?:\p{L}{1,14}\s{1,2}){1,3}$/u;
const PAY_INFINITIVE = /^(?:payer|pay|betale|bezahlen|zahlen|pagar|pagá-la|pagá-lo)(?![\p{L}])/iu;
function intendedPayment(text: string, at: number): boolean {
  const before = fold(text.slice(Math.max(0, at - 50), at));
  return PAY_INFINITIVE.test(text.slice(at, at + 12)) && (INTENT_BEFORE.test(before) || OBLIGED_BEFORE.test(before.split(/[.,;:!?\n]/).pop() ?? ""));
}

/** Words of habit (folded): "always", "never", "usually", "on time". */
const HABIT = /^(?:alltid|aldri|normalt|vanlegvis|vanligvis|always|never|usually|immer|nie|meistens|toujours|jamais|siempre|nunca|sempre)$/;
/** "dei betalar alltid fint", "they always pay on time", "sie zahlen immer pünktlich", "ils paient toujours": how a customer pays, no payment to register. */
function habitualPayment(text: string, at: number): boolean {
  const before = fold(text.slice(Math.max(0, at - 20), at)).split(/[^\p{L}]+/u).filter(Boolean).slice(-2);
  const after = fold(text.slice(at, at + 40)).split(/[^\p{L}]+/u).filter(Boolean).slice(1, 3);
  return [...before, ...after].some((w) => HABIT.test(w));
}

/**
 * "Zahlungsart: Kauf auf Rechnung", "Payment method: card", "betalingsmåte", "Zahlungsziel", "mode de paiement",
 * "forma de pago", "condições de pagamento": how or on what terms one pays, no payment made.
 */
function namesAMethod(text: string, at: number): boolean {
  const word = fold(/^[\p{L}-]+/u.exec(text.slice(at, at + 40))?.[0] ?? "");
  if (/(?:art|weise|methode|mate|maate|form|metode|bedingung\w*|betingelse\w*|vilkar|frist|ziel)$/.test(word) && /^(?:zahlung|betaling|payment)/.test(word)) return true;
  const after = fold(text.slice(at + word.length, at + word.length + 16));
  const before = fold(text.slice(Math.max(0, at - 20), at));
  // "Payment: Invoice (30 days)", "Betaling: kort", "Zahlung: Vorkasse": a label whose value is a way to pay.
  if (/^\s{0,2}:\s{0,3}(?:invoice|faktura|rechnung|facture|factura|fatura|card|kort|bankkort|karte|kreditkarte|carte|tarjeta|cartao|cash|kontant|kontanter|bar|vipps|paypal|klarna|transfer|bank transfer|overforing|uberweisung|virement|transferencia|vorkasse|nachnahme|prepayment|forskudd)\b/.test(after)) return true;
  return /^\s{1,2}(?:method|methods|terms|type|option|options)\b/.test(after) || /\b(?:mode|moyen|moyens|forma|formas|metodo|medio|meio|condicoes|condiciones|conditions|terms|means)\s{1,2}(?:de\s{1,2}|of\s{1,2}|d')?$/.test(before);
}

/** A description's label and its value on one line (folded). */
const DESCRIPTION_FIELD =
  /^([ \t]{0,4}(?:[-*•][ \t]{1,3})?(?:leistung|beschreibung|bezeichnung|positionstext|rechnungstext|tekst pa linja|tekst pa linjen|tekst pa fakturaen|linjetekst|fakturatekst|beskrivelse|beskriving|description|line text|line description|descripcion|concepto|descricao|libelle|designation)[ \t]{0,2}:[ \t]{0,3})([^\n]{1,120})$/gm;

/**
 * The names of items listed with their number in brackets ("- Terminal de paiement TP-200 (5120) –
 * 4,350.00 NOK"): a product's name names no task.
 */
function itemNameSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  // "Leistung: Anzahlung Fjordcamp Sommer 2026", "Tekst på linja: …": a line's description names the line, not the task.
  for (const m of fold(text).matchAll(DESCRIPTION_FIELD)) {
    const from = m.index! + m[1].length;
    out.push([from, from + m[2].length]);
  }
  for (const m of text.matchAll(/^([ \t]{0,4}(?:[-*•–]|\d{1,2}[.)])[ \t]{1,3})([^\n()]{2,120}?)[ \t]{0,2}\(\d{2,8}\)/gmu)) {
    const from = m.index! + m[1].length;
    out.push([from, from + m[2].length]);
  }
  return out;
}

/**
 * Words that head a section: at a line's start, before a colon (a reference to an item may stand
 * between: "Correction to (c):"), with a sentence of at least five words after it.
 */
function headingWords(text: string): Set<number> {
  const out = new Set<number>();
  for (const m of text.matchAll(/^[ \t]{0,4}(\p{L}+)(?:[ \t]{1,2}\p{L}{1,4}[ \t]{1,2}\(?\w{1,3}\)?)?[ \t]{0,2}:[ \t]{1,3}([^\n]{0,200})/gmu)) {
    const rest = m[2].match(/\p{L}+/gu) ?? [];
    if (rest.length >= 5 && !/\d/.test(m[2].slice(0, 40))) out.add(m.index! + m[0].indexOf(m[1]));
  }
  return out;
}

/**
 * An order word that names a blank form ("ORDER FORM", "AUFTRAGSFORMULAR", "FORMULÁRIO DE PEDIDO",
 * "bestillingsskjema"): the form's title, not an order to make.
 */
const FORM_AFTER = /^[\p{L}]*(?:formular|skjema|skjemaet|blankett)\b|^[\p{L}]*[ -]{1,2}(?:form|formular|skjema)\b/u;
const FORM_BEFORE = /\b(?:formulario|formulaire|fiche|skjema)\s{1,2}(?:de\s{1,2}|d')?$/;

function namesAForm(text: string, at: number): boolean {
  return FORM_AFTER.test(fold(text.slice(at, at + 40))) || FORM_BEFORE.test(fold(text.slice(Math.max(0, at - 20), at)));
}

/**
 * An order word in the phrase for how goods are made ("only to order", "made to order", "bakt på bestilling", "nur auf
 * Bestellung", "uniquement sur commande", "solo por encargo", "apenas por encomenda"): a way of selling, no order to make
 * ("we want to order" still is one).
 */
const TO_ORDER_BEFORE = /\b(?:made|only|baked|built|produced|just|laget|lages|bakt|bare|kun|berre|nur|gefertigt|hergestellt|uniquement|seulement|fabrique\w*|solo|apenas|feit[oa]|hech[oa])\s{1,2}(?:to|pa|paa|auf|sur|por|sob)\s{1,2}$/;
const TO_ORDER_WORD = /^(?:order|bestilling|bestellung|commande|encargo|encomenda|pedido)\b/;
function madeToOrder(text: string, at: number): boolean {
  const folded = fold(text.slice(Math.max(0, at - 30), at + 14));
  const cut = Math.min(30, at);
  return TO_ORDER_BEFORE.test(folded.slice(0, cut)) && TO_ORDER_WORD.test(folded.slice(cut));
}

/** Spans in text order with those that overlap or touch joined, for a binary search. */
function mergedSpans(spans: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of [...spans].sort((x, y) => x[0] - y[0])) {
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

/**
 * Sentences that open with "FYI", "til orientering", "zur Info", "pour info", "para tu información":
 * information about what comes later ("FYI budsjett og fastpris kjem når PO-en er klar"), not the task.
 */
const INFO_OPENING = /(?:^|[.!?\n]\s{0,3}|\s[–—-]\s)(?:fyi|f\.y\.i\.|for your information|til orientering|til info|zur info|zur kenntnis|pour info|pour information|para tu informacion|para su informacion|para sua informacao|para tua informacao)\b[:,]?/g;

function infoSpans(text: string): [number, number][] {
  const folded = fold(text);
  if (!/fyi|f\.y\.i|information|orientering|info|kenntnis|informac/.test(folded)) return [];
  const out: [number, number][] = [];
  for (const m of folded.matchAll(INFO_OPENING)) {
    const from = m.index! + m[0].length;
    if (out.length && from < out[out.length - 1][1]) continue;
    const rest = folded.slice(from, from + 300);
    const end = rest.search(/[.!?](?:\s|$)|\n/);
    out.push([from, from + (end < 0 ? rest.length : end)]);
  }
  return out;
}

/** A document word followed by its number: a reference to it. */
/**
 * "beløp utan moms 8 640 kroner og moms 2 160 kroner og å betale 10 800 kroner", "à payer 1 250 €": "to pay"
 * after another figure and before its own is an invoice's total, written as its label — no payment asked for.
 */
function labelsATotal(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 60), at);
  const after = text.slice(at, at + 30);
  return /(?:^|\s)(?:å|zu|à|a|to)\s{1,2}$/iu.test(before) && /\d/.test(before.slice(0, -3)) && /^\p{L}+\s{0,2}:?\s{0,2}(?:(?:nok|kr|eur|€)\.?\s{0,2})?\d/iu.test(after);
}

function isReference(text: string, at: number): boolean {
  const word = /^[\p{L}\p{N}]+/u.exec(text.slice(at, at + 40));
  if (!word) return false;
  return REFERENCE_AFTER.test(fold(text.slice(at + word[0].length, at + word[0].length + 16)));
}

/** "or", "nor", "eller", "oder", "ou", "o", "ni", "noch": the next item shares the negation. */
const OR_WORDS = new Set(["or", "nor", "eller", "heller", "oder", "noch", "ou", "o", "ni", "nem"]);

/** Whether an "or" closes the list within a few words after a comma, before the clause ends. */
function listClosesWithOr(text: string, from: number): boolean {
  const ahead = text.slice(from, from + 50).split(/[.;:!?\n()]/)[0];
  return (fold(ahead).match(/\p{L}+/gu) ?? []).slice(0, 5).some((w) => OR_WORDS.has(w));
}

/** A line labelled as left out ("Out of scope: sending it", "Nicht im Scope: …", "Fuera de alcance: …"), folded. */
const OUT_OF_SCOPE = /(?:^|\n)[ \t]{0,4}(?:[-*•][ \t]{0,2})?(?:out of scope|not in scope|non-goals?|not included|utenfor scope|ikke i scope|ikkje i scope|ikke med|ikkje med|nicht im scope|ausserhalb des scopes?|nicht enthalten|fuera de(?:l)? alcance|no incluido|hors (?:scope|perimetre)|fora do (?:escopo|ambito)|nao incluido)[ \t]{0,2}:/g;

/** Verbs of obligation and the passive's auxiliaries (folded): "skal", "should", "soll", "doit", "debe", "deve". */
const MODALS = new Set(["skal", "skall", "bor", "ma", "should", "shall", "must", "will", "soll", "sollen", "sollte", "darf", "durfen", "muss", "wird", "werden", "doit", "doivent", "sera", "seront", "faut", "debe", "deben", "se", "deve", "devem"]);
const TO_BE = new Set(["is", "are", "ist", "sind"]);
/** A verb of making or booking a thing, as the passive or infinitive after "must not (be)" (folded). */
// Standing on a document counts: "les frais … ne doivent pas figurer sur ce bulletin", "must not appear on the payslip".
const MADE = /^(?:utsted|opprett|lag(?:es|ast)?$|registr|fore[st]$|forast$|bokfor|issu|creat|made$|raised?$|book|record|erstell|ausstell|auszustell|ausgestell|angeleg|anzuleg|gebucht|buch|emi[st]|emet|cre[eéa]|cri[ae]|etabli|comptabil|gener|lanc|figur|appear|erschein|aparec|constar|inclu|inklud)/;

/**
 * Where a clause says its subject must not be made ("Kreditnota skal ikke utstedes", "l'avoir ne doit pas
 * être émis", "la nota no debe emitirse"): the index of the negation, whose words before it are negated;
 * −1 when the clause says no such thing. A negation next to a verb of obligation, a verb of making within
 * three words after the pair.
 */
function notToBeMade(words: readonly string[], language?: string): number {
  for (let k = 1; k < words.length; k++) {
    // Spanish "no" negates; nynorsk "no" is "now" ("skal no lagast"), Portuguese "no" is "in the".
    const negation = NEGATION_WORDS.has(words[k]) || (words[k] === "no" && language === "es");
    if (!negation) continue;
    const modalAfter = MODALS.has(words[k + 1] ?? "");
    // "is not to be issued", "ist nicht zu erstellen" oblige; "is not registered" only tells a state.
    const obliged = MODALS.has(words[k - 1]) || (TO_BE.has(words[k - 1]) && (words[k + 1] === "to" || words[k + 1] === "zu"));
    if (!obliged && !modalAfter) continue;
    const from = modalAfter ? k + 2 : k + 1;
    if (words.slice(from, from + 3).some((w) => MADE.test(w))) return k;
  }
  return -1;
}

/** Start offsets of the words a negation reaches: the next few words of its clause, and every word of a line labelled as left out. */
function negatedPositions(text: string, language?: string): Set<number> {
  const out = new Set<number>();
  const folded = fold(text);
  for (const m of folded.matchAll(OUT_OF_SCOPE)) {
    const from = m.index! + m[0].length;
    const to = folded.indexOf("\n", from);
    for (const w of text.slice(from, to < 0 ? text.length : to).matchAll(/[\p{L}\p{N}']+/gu)) out.add(from + w.index!);
  }
  // "Die nachträgliche Erfassung der beiden Rechnungen ist nicht Gegenstand dieser Maßnahme", "… is not part of this
  // request": what the clause names before its negation is outside what is asked.
  for (const c of folded.matchAll(/[^.;:!?\n]{1,400}/g)) {
    const words = [...c[0].matchAll(/[\p{L}\p{N}']+/gu)];
    const k = words.findIndex((w, i) => NEGATION_WORDS.has(w[0]) && outsideScope(words.slice(i + 1, i + 5).map((y) => y[0])));
    for (let i = 0; i < k; i++) out.add(c.index! + words[i].index!);
  }
  // "Kreditnota skal ikke utstedes", "a credit note is not to be issued", "l'avoir ne doit pas être émis": a
  // thing the clause says must not be made is negated though it stands before the negation.
  for (const c of folded.matchAll(/[^.;:!?\n,()]{1,200}/g)) {
    const words = [...c[0].matchAll(/[\p{L}\p{N}']+/gu)];
    const k = notToBeMade(words.map((w) => w[0]), language);
    for (let i = 0; i < k; i++) {
      const at = c.index! + words[i].index!;
      out.add(at);
      // "l'avoir": the word after an elision too.
      for (let j = words[i][0].indexOf("'"); j >= 0; j = words[i][0].indexOf("'", j + 1)) out.add(at + j + 1);
    }
  }
  // "What I do NOT want: … registered as a customer, … an invoice": every word of the list.
  for (const [from, to] of unwantedStretches(folded)) for (const w of text.slice(from, to).matchAll(/[\p{L}\p{N}']+/gu)) out.add(from + w.index!);
  const WORD = /[\p{L}\p{N}']+|[.;:!?\n,()]/gu;
  let reach = 0;
  let beforeReach = 0;
  let beforeNorwegian = false;
  for (let m = WORD.exec(text); m; m = WORD.exec(text)) {
    if (CLAUSE_END.test(m[0])) {
      // "No budget, fixed price or invoicing": a comma inside a list that an "or" closes keeps the negation.
      const listGoesOn = m[0] === "," && reach > 0 && listClosesWithOr(text, m.index + 1);
      if (!listGoesOn) reach = 0;
      else reach = Math.max(reach, 3);
      continue;
    }
    const w = fold(m[0]);
    if (reach > 0) {
      out.add(m.index);
      // "ikke lages ny faktura eller kreditnota": a negation reaches through an "or" to the next item.
      if (OR_WORDS.has(w)) reach += 2;
      // "pas d'avoir": the word after an elision is reached too.
      for (let i = m[0].indexOf("'"); i >= 0; i = m[0].indexOf("'", i + 1)) out.add(m.index + i + 1);
      reach--;
    }
    // "betaler før purring", "paid before any reminder": a reminder that did not come.
    if (beforeReach > 0) {
      if (beforeNorwegian ? w.startsWith("purring") : REMINDER_STEM.test(w)) out.add(m.index);
      beforeReach--;
    }
    // Norwegian "før" is also "post!" ("før et purregebyr", "før purregebyr 35 kr"): only the reminder itself right after it
    // ("betaler før purring") is one that never came.
    const lower = m[0].toLowerCase();
    if (BEFORE.has(lower)) {
      beforeNorwegian = lower === "før";
      beforeReach = beforeNorwegian ? 1 : BEFORE_REACH;
    }
    // Spanish "no" negates; elsewhere (Portuguese "no" = in the, "no." = number) it does not.
    // "don't", "doesn't": the apostrophe of a contraction is no part of the word.
    // "eirik@midtboskip.no – payroll": a word joined to the one before by a dot or an "@" is part of an address, no "no".
    const inAddress = m.index > 1 && (text[m.index - 1] === "." || text[m.index - 1] === "@") && /[\p{L}\p{N}]/u.test(text[m.index - 2]);
    if (inAddress) continue;
    if (NEGATION_WORDS.has(w.replace(/'/g, "")) || (w === "no" && (language === "es" || language === "en") && text[m.index + 2] !== ".")) {
      // "de ligger ikke inne som leverandør", "they don't exist as a customer yet": a party not yet in the books, no thing not asked.
      if (!NOT_YET_IN_THE_BOOKS.test(fold(text.slice(m.index + m[0].length, m.index + m[0].length + 60)))) reach = NEGATION_REACH;
    }
    else if (WITHOUT.has(w) || (language !== undefined && WITHOUT_IN.get(w) === language)) reach = WITHOUT_REACH;
  }
  return out;
}

/** "later" in the seven languages (folded), and the writer as the one who will do it. */
const LATER = new Set(["senere", "seinare", "sidan", "etterpa", "later", "afterwards", "spater", "danach", "tard", "ulterieurement", "despues", "luego", "depois", "posteriormente"]);
// Not a bare "i": in Norwegian it is "in" ("sendes senere i dag").
const WRITER = new Set(["jeg", "eg", "i'll", "i'm", "i'd", "we'll", "ich", "je", "yo", "eu", "vi", "me", "we", "wir", "nous", "nosotros", "nos", "selv", "sjolv", "myself", "selbst", "moi-meme", "mismo", "misma", "mesmo", "mesma"]);

/** Things a copula may describe something as ("c'est un service, pas un livre", "it's a service"): then no thing to make. */
const DESCRIBED: ReadonlySet<Concept> = new Set<Concept>(["department", "product"]);
/** "c'est un", "it's a", "it is a", "es un", "det er en", "das ist ein" right before a word (folded). */
const COPULA_BEFORE = /(?:\bc'est|\bce sont|\bit's|\bit is|\bthis is|\bthat's|\bes|\bdet er|\bdet e|\bist)\s{1,2}(?:(?:un|une|a|an|um|uma|en|ei|et|ein|eine|einen)\s{1,2})?$/;

/**
 * "Le budget indicatif (NOK 180 000,00) n'est pas à enregistrer", "The purchase price is not to be registered", "Das Budget ist
 * nicht zu erfassen": the sentence's subject, at most five words in, that its verb says is not to be entered (folded).
 */
const NOT_TO_BE_ENTERED =
  /\b(?:n'est pas a|ne (?:doit|doivent) pas etre|ne sont pas a|is not to be|are not to be|should not be|must not be|skal ikke|skal ikkje|ist nicht zu|sind nicht zu|soll nicht|sollen nicht|no (?:se )?(?:debe|deben|ha de|han de)|no es para|nao (?:deve|devem|e para|se deve))\s(?:\p{L}+\s){0,2}?(?:enregistr|registr|book|bokf|for[ea]|erfass|buch|contabiliz|lanc|cre[ea]|opprett|anleg|enter|record|post)/u;
function subjectNotToBeDone(folded: string, at: number): boolean {
  if ((folded.slice(sentenceStart(folded, at, 60), at).match(/\p{L}+/gu)?.length ?? 0) > 5) return false;
  const rest = folded.slice(at, at + 160);
  const end = rest.search(/[.!?;](?:\s|$)|\n/);
  return NOT_TO_BE_ENTERED.test(end < 0 ? rest : rest.slice(0, end));
}

/** A clause that is a "later" and no more: "plus tard", "later on", "senere", "mais tarde", "erst später". */
const BARE_LATER = /^\s*(?:(?:plus|mas|mais|much|erst|litt|noko|noe|some|un peu|bien|first|forst)\s)?(?:senere|seinare|later|spater|tard|despues|luego|depois|tarde|posteriormente)(?:\s(?:on|pa|da|dann|alors|entonces|entao))?\s*$/;

/** Whoever will come back to it ("Lønn og slikt kommer Terje tilbake til", "we'll come back to the salary"): kept for later (folded). */
const COME_BACK_TO = /\b(?:nar den tid kommer|naar den tid kommer|nar tida kjem|when the time comes|in due course|wenn es so weit ist|zu gegebener zeit|le moment venu|en temps voulu|en su momento|a su debido tiempo|quando chegar a altura|no devido tempo)\b|\b(?:kommer|kjem)\s(?:\p{L}+\s){0,2}tilbake\stil|\bcome\sback\sto\b|\bget\sback\sto\b|\bzuruckkommen\b|\bkommt\s(?:\p{L}+\s){0,3}zuruck\b|\breviendr\p{L}+\s(?:\p{L}+\s){0,2}sur\b|\bvolver\p{L}{0,3}\s(?:\p{L}+\s){0,2}sobre\b|\bvoltar\p{L}{0,3}\s(?:\p{L}+\s){0,2}(?:a|ao)\s(?:esse|este|isso)/u;

/**
 * Clauses the writer keeps for later, by their own hand: "lønn + resten tar jeg senere", "men den tek
 * eg sjølv seinare", "the invoice I'll do later myself", "die Rechnung mache ich später". What they name
 * is not asked now. A clause runs between punctuation marks; one pass, linear.
 */
/** A specification's line of what is not asked (folded): "3. Out of scope: weekly hours", "4 Hors périmètre : relances, acompte". */
const OUT_OF_SCOPE_LINE =
  /^[ \t]{0,8}(?:\d{1,2}(?:\.\d{1,2}){0,3}[.)]?[ \t]+|[-*•][ \t]*)?(?:out of scope|not in scope|outside (?:the )?scope|hors (?:du )?perimetre|hors (?:du )?champ|ausserhalb (?:des )?(?:umfangs|scope)|nicht im (?:umfang|scope)|fuera (?:de|del) alcance|fora (?:do|de) (?:ambito|escopo)|utenfor (?:omfang|scope)|utanfor (?:omfang|scope)|ikke (?:en )?del av oppdraget|ikkje (?:ein )?del av oppdraget)[ \t]{0,2}:[^\n]*/gm;

/** The lines of a specification that say what is not asked: their task words are negated. */
function outOfScopeLines(text: string): [number, number][] {
  return [...fold(text).matchAll(OUT_OF_SCOPE_LINE)].slice(0, 20).map((m): [number, number] => [m.index!, m.index! + m[0].length]);
}

function deferredSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  const folded = fold(text);
  for (const [start, end] of clauseSpans(folded)) {
    const clause = folded.slice(start, end);
    if (clause.length > 160) continue;
    const words = clause.split(/[^\p{L}'-]+/u);
    if ((words.some((w) => LATER.has(w)) && words.some((w) => WRITER.has(w))) || COME_BACK_TO.test(clause)) out.push([start, end]);
    // "…, mais ça, c'est pour la facture, plus tard.", "(the invoice comes after, later)": a bare "later" closing a sentence
    // or a bracket keeps all of it for later.
    else if (BARE_LATER.test(clause)) out.push([sentenceStart(folded, start, 300, true), end]);
  }
  return out;
}

/** A coming week or month in the seven languages (folded): "next week", "nächste Woche", "neste måned", "la semaine prochaine". */
const COMING_PERIOD =
  /\b(?:next (?:week|month)|(?:i )?neste (?:uke|veke|maned|manad)|(?:nachste|naechste|kommende) woche|(?:nachsten|naechsten|kommenden) monat|(?:la )?semaine prochaine|(?:le )?mois prochain|(?:la )?(?:proxima semana|semana (?:que viene|proxima))|(?:el )?(?:proximo mes|mes que viene)|(?:na |a )?(?:proxima semana|semana que vem)|(?:no |o )?(?:proximo mes|mes que vem))\b/;

/** The clauses of a folded text, between punctuation marks: [start, end] each. One pass, linear. */
function clauseSpans(folded: string): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (const m of folded.matchAll(/[.;:!?\n,()–—]|$/g)) {
    out.push([start, m.index!]);
    start = m.index! + 1;
    if (m[0] === "") break;
  }
  return out;
}

/** The clauses that set something in a coming week or month (at most twenty). */
function comingClauses(text: string): [number, number][] {
  const folded = fold(text);
  return clauseSpans(folded)
    .filter(([from, to]) => to - from <= 160 && COMING_PERIOD.test(folded.slice(from, to)))
    .slice(0, 20);
}

/** Whether the credit-note word at `at` is the French verb "avoir" (see AVOIR_VERB_BEFORE). */
/** A figure's word before or after a correction word: the corrected figure, no ledger to correct ("le total corrigé", "the corrected total", "korrigert beløp"). */
const FIGURE_WORD = String.raw`(?:total|totalen|totale|montant|belop|beloep|beloepet|belopet|sum|summen|summe|betrag|importe|valor|amount|figure|tal|talet|tallet|zahl|chiffre|cifra|numero|prix|price|pris|preis|precio|preco)`;
const FIGURE_BEFORE = new RegExp(String.raw`\b(?:le |la |the |den |det |der |die |das |el |o |a )?${FIGURE_WORD}\s{1,2}(?:est\s{1,2}|er\s{1,2}|ist\s{1,2}|is\s{1,2}|es\s{1,2}|e\s{1,2})?$`);
const FIGURE_AFTER = new RegExp(String.raw`^\p{L}*\s{1,2}${FIGURE_WORD}\b`, "u");

function describesAFigure(text: string, at: number): boolean {
  const f = fold(text.slice(Math.max(0, at - 24), at + 30));
  const cut = Math.min(24, at);
  return FIGURE_BEFORE.test(f.slice(0, cut)) || FIGURE_AFTER.test(f.slice(cut));
}

/** A writing verb right before the error word: the writer's own slip in the message ("jeg skrev feil fødselsår ovenfor", "I wrote the wrong year"), no ledger to correct. */
const WROTE_BEFORE = /\b(?:skrev|skreiv|skrevet|skrive|skrivi|wrote|written|typed|schrieb|geschrieben|ecrit|ecrite|escribi|escrito|escrevi|tastet|tasta)\s{1,2}(?:(?:inn|ned|the|a|an|en|ei|et|det|den|das|die|der|le|la|el|o|a)\s{1,2})?$/;

function writersOwnSlip(text: string, at: number): boolean {
  return WROTE_BEFORE.test(fold(text.slice(Math.max(0, at - 30), at)));
}

/** "abono a la cuenta 1209", "abono en la cuenta 2920", "crédito na conta 1209": a posting's credit side, no credit note. */
function creditsAnAccount(text: string, at: number): boolean {
  // "abonado en la cuenta", "abonado en banco", "abono según el banco": money credited to an account is a payment in.
  return /^\p{L}+\s{1,2}(?:a|en|na|em|à|al|no|ao|según|segun|del|do|du|par)\s{1,2}(?:la\s{1,2}|a\s{1,2}|o\s{1,2}|el\s{1,2}|le\s{1,2})?(?:cuenta|conta|compte|cta\.?|banco|banque|bank)\b/iu.test(text.slice(at, at + 40));
}

function isAvoirVerb(text: string, at: number): boolean {
  if (!/^avoir(?![\p{L}])/iu.test(text.slice(at, at + 6))) return false;
  return AVOIR_VERB_BEFORE.test(text.slice(Math.max(0, at - 12), at)) || AVOIR_VERB_AFTER.test(text.slice(at + 5, at + 24));
}
