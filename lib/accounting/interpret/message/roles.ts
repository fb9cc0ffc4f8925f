import { fold } from "../text";
import type { Values } from "../extract/read";
import { isEnvelope, type MessagePart } from "./parts";

/**
 * A role for every value. Before the gate judges a reading, each value of the message is either
 * context — with the reason a person would give — or left for the fields of the task. Roles come
 * from the value's part of the message (a signature, a forwarded header, an earlier message of
 * the thread) and from the words right around it in the request (a ticket, order, phone, card or
 * room number; last year's or a superseded figure), in the 7 languages.
 */
export type ContextReason =
  | "subject"
  | "greeting"
  | "signature"
  | "disclaimer"
  | "header"
  | "thread"
  /** A value of a forwarded or quoted message read with the request ("see below") that no field took. */
  | "thread-read"
  /** A checklist item the writer ticked as done: what the books hold; a field may still take its value (the invoice's rate). */
  | "done-item"
  /** A prompt's background section ("Kontext" over "Aufgabe"): what happened; a field may still take its value. */
  | "background"
  | "reference"
  | "mentioned-reference"
  | "phone"
  | "card"
  | "room"
  | "vat-code"
  | "earlier-figure"
  /** A value of a past occasion the writer recalls ("Last time…", "La dernière fois…"). */
  | "past-occasion"
  | "replaced-figure"
  | "excluded"
  /** A field's value the writer marks as not needed ("ust_id: DE298765431  # not needed"). */
  | "not-needed"
  /** Another line of a receipt typed into the request, when the request books only one of its items. */
  | "receipt-line"
  /** An account's balance on a statement (opening or closing). */
  | "balance"
  /** An invoice's full amount, told beside the partial payment on it. */
  | "invoice-total"
  /** An amount on another row of a listing whose one named row the request acts on. Judged by the gate. */
  | "other-row"
  /** A figure of minutes the meeting only talked about: an item with no decision, a line saying it was not decided. */
  | "undecided"
  /** A question the writer asks to have their own understanding checked ("Is it right that books have no VAT?"). */
  | "question"
  /** A figure or address written beside the one the writer says to use ("The one to use: 3,100.00"). A field may still take it. */
  | "alternative"
  /** A figure in the writer's list of what she checked ("Checked: – bank receipt 115 343,50 on 08.04.2026"). A field may still take it. */
  | "checked"
  /** The company whose books the request is kept in ("this one is for X AS, whose file is kept in English"): the account itself. */
  | "books-owner"
  | "done"
  | "meeting-record"
  | "discussion"
  | "withdrawn"
  | "aside"
  | "limit"
  | "approximate"
  /** Another person's words quoted as the reason for the request, which the writer restates. */
  | "speech"
  /** A defined term ("the "Customer"", "by "taxable profit" I mean …"): it names what is named elsewhere. */
  | "defined-term"
  /** The same amount written again in words, in a bracket right after it. */
  | "restated"
  /** A quoted pattern with a placeholder ("Faktura NNNN", "INV-XXXX"): how a text is written, no name. */
  | "pattern"
  /** The name of the asset a depreciation is for ("driftsmiddel «målevogn MV-2»"): it names no party or line. */
  | "asset"
  /** The name of the milestone an invoice is for ("milepæl M1 «installasjon ferdig»"): it names no project or line. */
  | "milestone"
  /** A quoted column heading or title of an attached file ("the "Forklaring" column", "PDF („Tilbud om stilling“)"), or of a cited rule ("pkt. 3.2 («…»)"). */
  | "document-label"
  /** An amount the reading's own numbers already give (a total incl. VAT, hours × rate): judged by the gate. */
  | "derived"
  /** The one unit of currency a rate is given for ("NOK 11,42 pour EUR 1"). */
  | "rate-unit"
  /** On the writer's check line ("Check: one employee «Oliver Brennan» …"): it restates what is asked. Judged by the gate. */
  | "check"
  /** A note or a person of the correspondence in a labelled field ("internal note: "…"", "contact: "Nesheim, Oddny""). */
  | "note-field"
  /** How a name is said or what people call a thing ("pronounced "Neeve"", "som dei fleste kallar «Jonshuset»"): a field takes it first. */
  | "said-as"
  /** An amount of nothing ("Versand: 0,00 NOK"): nothing to book. Judged by the gate. */
  | "zero"
  /** An amount on a listed document's line, with its dates ("Heimegarn AS · 01.07.2026 · 31.07.2026 · 13 125,00"). Judged by the gate. */
  | "listing"
  /** A figure of the attached or typed-in document, restated in the request ("The 145 kr is the bank fee"). Judged by the gate. */
  | "in-document"
  /** What is left on the invoice, where the task pays the invoice in full ("the remaining amount is NOK 31,562.50"). Judged by the gate. */
  | "remainder"
  /** The text of a posting already in the ledger, quoted to tell a ledger error apart. Judged by the gate. */
  | "posting-text"
  /** The name of a sheet, tab, column or file of the writer's own records ("tab 'Payroll_Oct'", "arket mitt «Prosj_Sula»"). */
  | "sheet"
  /** A cell reference's partner in the writer's spreadsheet formula ("=D6*1,25"): a factor, not an amount. */
  | "formula"
  | "budget"
  /** A figure of the writer's reporting: year to date, or set against the budget or last year ("YTD TNOK 38, 2,1x bud"). Judged by the gate. */
  | "report"
  /** A price per unit of measure ("1,21 NOK/kWh"). Judged by the gate. */
  | "unit-price"
  /** An amount per month or year of an agreement ("TNOK 38/mnd"). Judged by the gate. */
  | "recurring"
  /** One quoted phrase with no place in a whole, surely typed reading: a name told in passing. Judged by the gate. */
  | "passing-name";

export const REASON_TEXT: Record<ContextReason, string> = {
  subject: "the subject line",
  greeting: "the greeting",
  signature: "the sender's signature",
  disclaimer: "the disclaimer",
  header: "the header of a forwarded or quoted message",
  thread: "an earlier message of the thread",
  "thread-read": "in a forwarded or quoted message, not needed for the task",
  "done-item": "in a checklist item ticked as done: what the books already hold, not needed for the task",
  background: "in the request's background section: what happened, told so the task is understood",
  reference: "a ticket, order, case or reference number",
  "mentioned-reference": "a reference number the request only mentions",
  phone: "a phone number",
  card: "a card or key number",
  room: "a room, floor or house number",
  "vat-code": "a VAT code of the accounting system (the rate is read from its percentage)",
  "earlier-figure": "an earlier or last year's figure",
  "past-occasion": "a past occasion the writer recalls",
  "replaced-figure": "a figure the request replaces",
  excluded: "named in a sentence that says it is not to be booked or created (or was private)",
  "not-needed": "a value the writer marks as not needed",
  "receipt-line": "another line of the receipt, which the request does not book (it books only the item it names)",
  balance: "the account's balance on the statement, not an amount to book",
  "invoice-total": "the invoice's full amount, told beside the partial payment on it",
  undecided: "a figure the meeting only talked about, with no decision on it",
  question: "in a question the writer asks to have something checked, not an instruction",
  alternative: "written beside the value the writer says to use",
  checked: "in the writer's list of what she checked, not a value to book",
  "other-row": "on another row of the list, which the request does not act on (it names the row it acts on)",
  "books-owner": "the company whose books these are (the account itself), no party of the task",
  done: "already in the books, or right as it stands: the writer says it is done and stays",
  "meeting-record": "the meeting's record (who attended, who is responsible, by when), not the task",
  discussion: "a figure the meeting discussed before its decision, which states its own",
  withdrawn: "a value the request withdraws or corrects",
  aside: "given for information only (in brackets, or in a sentence opened \"for the record\")",
  limit: "a ceiling or limit, not an amount to book",
  approximate: "an approximation, not an amount to book",
  speech: "someone else's words quoted as the reason for the request",
  "defined-term": "a term the writer defines, for a party or figure named elsewhere",
  restated: "the same amount again, in words",
  "document-label": "a column heading or title of the attached file, or the title of a cited rule",
  milestone: "the name of the milestone the invoice is for",
  asset: "the name of the asset the depreciation is for",
  pattern: "a pattern with a placeholder, showing how a text is written",
  "rate-unit": "the unit of currency an exchange rate is given for",
  derived: "a figure the other values already give",
  check: "on the writer's check line, restating what is asked",
  "note-field": "a note, or a contact of the correspondence, in a labelled field: not part of the task",
  "said-as": "how a name is said, or what people call something: not a value of the task",
  zero: "an amount of nothing, so nothing to book",
  listing: "the amount of a document listed with its dates, not an amount to book",
  "in-document": "a figure of the attached document, restated",
  remainder: "what is left open on the invoice, which follows from what is paid",
  "posting-text": "the text of a posting already in the ledger, naming the error to correct",
  sheet: "the name of a sheet, tab, column or file of the writer's own records",
  formula: "a figure inside the writer's spreadsheet formula, not an amount to book",
  budget: "a figure of the writer's budget, told for comparison, not an amount to book",
  report: "a figure of the writer's reporting (year to date, or set against the budget or last year), not an amount to book",
  "unit-price": "a price per unit of measure, told for information, not an amount to book",
  recurring: "an agreement's amount per month or year, told for information, not an amount to book",
  "passing-name": "a name told in passing, which the task has no place for",
};

export type ValueKind = "money" | "email" | "orgNumber" | "ref" | "quoted" | "number" | "date";

export interface ContextValue {
  kind: ValueKind;
  /** Where the words that make it context start ("Bestellung Nr. 4471"), when they are blanked with it. */
  labelStart?: number;
  /** As written in the message. */
  raw: string;
  index: number;
  length: number;
  reason: ContextReason;
}

/** Words before a number that make it a reference of the correspondence, not a value of the task (folded). */
const REFERENCE_BEFORE =
  /(?:\b(?:ticket|sak|saksnr|saksnummer|case|dossier|cost cent(?:re|er)|kostnadssted|kostsenter|kostnadsstad|kst|kostenstelle|centre de cout\w{0,2}|centro de cost[eo]|centro de custo|headcount position|expediente|processo|vorgang|sinistre|skadesak|skadenr|skadenummer|schadennummer|schadensnummer|schadenfall|siniestro|sinistro|claim|arkivref|kontoutskrift|kontoutdrag|statement|releve|extracto|extrato|kontoauszug|protokoll|protocol|protocolo|proces-verbal|buchungsreferenz|zahlungsreferenz|bankref|bank ref|ref\. bancaria|our ref|your ref|var ref|deres ref|notre ref|votre ref|unsere ref|ihre ref|nuestra ref|nossa ref|ref\. interne|ref\. do pedido|po|meeting|mote|kvittering|kvitteringsnr|quittung|quittungsnummer|recibo|recu|receipt|receipt no|reserva|reservation|reservasjon|booking|bookingnr|buchung|buchungsnummer)\b[^\n\d]{0,14}|\b(?:virement|transfer|overforing|uberweisung|transferencia|payment|betaling|innbetaling|paiement|pago|pagamento|zahlung|bank|banco|banque)\s{0,2}(?:ref|reference|referanse|referencia|referenz)\b\.?\s{0,2}:?\s{0,2}|(?:\b|kunden|kunde)(?:order|ordre|bestilling|bestellung|auftrag|pedido|commande|encomenda|tilbud|offer|angebot)(?:\s(?:interno|interne|internal|intern|interna))?\s{0,2}(?:nr|no|n[º°o]|number|nummer|numero|#)\.?\s{0,2}:?\s{0,2}|\b(?:ordrenr|ordrenummer|bestillingsnr|bestellnummer|bestellnr|auftragsnummer|auftragsnr|tilbudsnr|ticketnr|sak nr|kundennummer|kundenummer)\.?\s{0,2}:?\s{0,2}|\b(?:tkt|tck|inc|req|jira|issue|sr|rfc|chg)\s{0,2}(?:#|nr\.?|no\.?)?\s{0,2}|\b[a-z]{2,6}#\s{0,2})$/;

/** A bare "ref." is a reference of the correspondence unless a product word stands just before it ("produit réf. 3187"). */
const BARE_REF_BEFORE = /\b(?:ref|referanse|reference|referencia|referenz)\b\.?\s{0,2}(?:nr\.?|no\.?|n[º°o]\.?)?\s{0,2}:?\s{0,2}#?$/;
const PRODUCT_WORD = /\b(?:produkt\w*|product\w*|produit\w*|producto\w*|produto\w*|vare\w*|item\w*|artik\w*|article\w*|articulo\w*|artigo\w*|sku)\b[^.;\n]{0,20}$/;
const PHONE_BEFORE = /(?:\b(?:tlf|tel|telefon|telephone|phone|mob|mobil|mobile|cell|fon|telefono|telemovel|fax)\b\.?\s{0,2}:?\s{0,2}(?:\+\d{1,3}\s?)?|\+)$/;
// A key's number too: "nøkkel nr. 31", "Schlüssel Nr. 4" (not "key", "clé", "llave": "key figures", "clé en main", "llave en mano").
// A compound names the card too: "nøkkelkort #4471", "adgangskort", "Zutrittskarte".
const CARD_BEFORE = /\b(?:nokkel|nykel|adgangs|tilgangs|kreditt|kredit|betalings|bedrifts|firma|zutritts|zugangs|schlussel|access|key|credit|debit|gave|gift)?(?:card|kort|kortet|karte|carte|tarjeta|cartao|nokkel|nokkelen|nykel|nykelen|schlussel|brikke)\b[^\n\d]{0,30}$/;
/** "MwSt-Code 3", "mva-kode 31", "Code 31 (15 %)", "código IVA 3": the number of a VAT code. */
const VAT_CODE_BEFORE = /(?:\b(?:mva|mwst|ust|vat|tva|iva|moms|steuer)[- ]?(?:kode|code|codigo|cod)|\b(?:kode|code|codigo|cod)\.?\s{0,2}(?:mva|mwst|vat|tva|iva|moms)|(?:^|[\s(,;])(?:kode|code|codigo))\.?\s{0,2}:?\s{0,2}$/;
const ROOM_BEFORE = /\b(?:room|rom|rommet|zimmer|chambre|habitacion|quarto)\s{0,2}(?:nr\.?|no\.?|n[º°o]\.?)?\s{0,2}$/;
/** A part of a building before "no." ("na cave do nº 20", "in the basement of no. 12"): the house's number. */
const BUILDING_PART_BEFORE = /\b(?:cave|sotao|porao|kjeller|kjellaren|loft|loftet|keller|dachboden|sous-sol|grenier|sotano|atico|basement|attic|garage|garasje|garagem)\s{1,2}(?:do|da|de|du|des|del|of|i|pa|in|im)?\s{0,2}(?:n[º°o]|nr|no|number|numero|nummer)\.?\s{0,2}$/;
/** A house number before its street: "nº 14 de Kirkegata", "no. 7 in der Hauptstraße", "nr 3 i Storgata". */
const STREET_AFTER = /^\d{1,3}[a-z]?\s{0,2},?\s{1,2}(?:(?:de|da|do|del|in der|in|i|pa|on|en|em|na|no|rue|calle|rua)\s{1,2})?\p{L}[\p{L}-]{0,24}(?:gata|gate|gaten|gatan|veien|vegen|vei|veg|vegur|strasse|str|weg|street|st|road|rd|avenue|lane|calle|rua|avenida|rue|allee|plass|plassen|torget|torg)\b/u;
const NUMBER_SIGN_BEFORE = /\b(?:n[º°o]|nr|no)\.?\s{0,2}$/;
/** A figure of the past: last year's, last month's, the original or previous one (the clause before the value, folded). */
const EARLIER =
  /\b(?:til sammenligning|til samanlikning|til sammenlikning|for comparison|by comparison|zum vergleich|im vergleich|a titre de comparaison|par comparaison|a modo de comparacion|como comparacion|en comparacion|para comparacao|em comparacao|a titulo de comparacao|i fjor|ifjor|forrige \p{L}+|forre \p{L}+|forste (?:tilbud|pris)|first (?:offer|quote|price)|erste\w* (?:angebot|preis)|premier devis|primer presupuesto|primeiro orcamento|previous|prior|precedent\w*|anterior\w*|vorig\w*|vorherig\w*|letzte\w* (?:rechnung|jahr|monat)|tidlegare|tidligere|opprinnel\w*|opphavleg\w*|last (?:year|month|time)|previously|earlier|originally|original|old price|letztes jahr|im vorjahr|vorher|fruher|bisher|ursprunglich\w*|alte\w*|l'an dernier|l'annee derniere|le mois dernier|auparavant|precedemment|initial\w*|ancien\w*|el ano pasado|el mes pasado|anteriormente|antes|original\w*|antigo|antiga|no ano passado|no mes passado|inicial\w*)\b/u;
/** "wie bisher", "as before", "som før", "comme avant", "como antes": the figure is the same as it was, so it holds now (folded). */
const SAME_AS_BEFORE = /\b(?:wie|so wie|as|like|som|comme|como)\s(?:bisher|vorher|fruher|before|previously|tidligere|tidlegare|for|avant|auparavant|precedemment|antes|anteriormente|ate agora|hasta ahora)\b/gu;
/** The writer's youth or start of working life (folded): "Då eg var ung", "When I started in 1968", "cuando yo trabajaba". */
const YOUTH =
  /\b(?:(?:da|daa|then|when|als|quand|cuando|quando)\s(?:eg|jeg|i|ich|j'|je|yo|eu)\s(?:var ung|was young|jung war|etais jeune|era joven|era jovem|started|begynte|byrja|begann|ai commence|empece|comecei))\b/;
/** A birth named (folded): a year of the last century there is a birth year, no memory. */
const BIRTH = /\b(?:fodt|fodd|born|geboren|nacid[oa]|nascid[oa]|nee?|birth|fodsel\p{L}*|geburt\p{L}*|naissance|nacimiento|nascimento)\b/u;
/** A rate's "per", right before its unit. */
const RATE_UNIT_BEFORE = /(?:\d|nok|kr)\s{0,2}(?:per|pour|par|por|pro|je|for|para|pr\.?|a|à|\/)\s{0,2}$/;
/** One unit of a currency: "EUR 1", "1 EUR", "1 €". */
const RATE_UNIT = /^(?:(?:eur|usd|gbp|sek|dkk|chf|€|\$|£)\s?1(?![\d.,]\d)|1\s?(?:eur|usd|gbp|sek|dkk|chf|€|\$|£)(?![a-z]))/;

/** A line of the writer's internal references, up to a value on it (folded). */
const INTERNAL_REFERENCES_LINE = /^\s{0,4}(?:internal references?|interne referans\p{L}{0,3}|interne referenz\p{L}{0,3}|references? internes?|referencias internas|referencias internas|interne ref\.?)\s{0,2}:/u;

/** Said of a figure after it: it no longer holds. */
const NO_LONGER =
  /\b(?:no longer (?:applies|valid|current|holds|stands)|(?:is|was) (?:outdated|out of date|obsolete|superseded)|n'est plus (?:d'actualite|valable|valide|applicable)|ne vaut plus|gjelder ikke lenger|gjeld ikkje lenger|er utdatert|gilt nicht mehr|ist nicht mehr (?:aktuell|gultig)|ist veraltet|ya no (?:vale|es valido|aplica|esta vigente)|ja nao (?:vale|e valido|se aplica|esta em vigor))\b/;
/** A figure the request replaces: "not 349", "nicht 349", "instead of", "statt", "au lieu de", "en vez de", "em vez de", "i stedet for". */
const REPLACED = /\b(?:not|ikke|nicht|pas|no|nao|instead of|i stedet for|i staden for|statt|anstatt|au lieu de|en vez de|en lugar de|em vez de|em lugar de)\s{0,3}(?:kr\.?|nok|eur)?\s{0,2}$/;
/**
 * A labelled line's label that says its value is a note or a person of the correspondence ("internal
 * note: "…"", "cust_says: "…"", "Merknad: «…»", "contact: "Nesheim, Oddny"", "submitted by: "…""), the
 * value's quote right after it (folded). One word at most before the note's word, and no article: "Intitulé
 * de la note : «…»" is the title of an expense report.
 */
const NOTE_FIELD =
  /^[ \t]*(?:[-*•][ \t]+)?(?:(?!(?:la|le|les|de|du|des|the|of|av|til|der|die|das|del|da|do|di|el|los|las|den|det)[ \t])[a-z'-]{2,20}[ \t])?(?:notes?|comments?|remarks?|memo|says|said|reason|merknad|kommentar|notat|bemerkning|anmerkung|notiz|bemerkung|hinweis|notas?|comentarios?|observacion(?:es)?|observaco(?:es)?|obs|remarques?|commentaires?|complaint|tags?|contact|contact person|kontaktperson|kontakt|ansprechpartner|contacto|contato|interlocuteur|submitted by|approved by|approver|requested by|source|requester|assignee|owner|rep|agent|site|location|lieu|standort|ubicacion|localizacao)[ \t]*:[ \t]{0,4}["«“„']?$/;

/** The person who approved what the record holds, named in its remark: "aprovado por "Strand, Vegard"", "approved by «Dahl, Marit»". */
const APPROVED_BY = /\b(?:approved by|signed off by|godkjent av|godkjend av|attestert av|genehmigt von|freigegeben von|abgezeichnet von|aprobado por|autorizado por|aprovado por|approuve par|valide par|autorise par)[ \t]{0,2}:?[ \t]{0,2}["«“„']?$/;

/** An edit's note after the figure it replaced: "12000.00 [edited by hr.lead — was 10000.00]", "(var 9 500)", "– war 4.200". */
const EDITED_FROM = /(?:[—–(\[,;]|\s-)\s{0,2}(?:was|var|war|era|etait|previously|tidligere|fruher|antes|avant)\s{0,2}:?\s{0,2}(?:kr\.?|nok|eur)?\s{0,2}$/;

/** Whether the line around an index carries an amount with a currency (an item's line: "Pain (réf. 4410) – 2 300 NOK"). */
function pricedLine(folded: string, index: number): boolean {
  const from = folded.lastIndexOf("\n", index) + 1;
  let to = folded.indexOf("\n", index);
  if (to < 0 || to - index > 300) to = Math.min(folded.length, index + 300);
  return /\d\s?(?:nok|kr|eur|usd|sek|dkk|gbp|€|\$)|(?:nok|kr\.?|eur|€)\s?\d/.test(folded.slice(Math.max(from, index - 300), to));
}

/**
 * A sentence that opens on a past occasion ("Last time…", "Da última vez…", "La dernière fois…",
 * "Letztes Jahr…", "Beim letzten Mal…", "Forrige gang…", "I fjor…", "… vor zwei Jahren") tells
 * what happened then: every figure in it is an earlier one, however far into the sentence.
 */
const PAST_OCCASION =
  /(?:^|\|)[^\p{L}|]{0,4}(?:\p{L}+[ ,]{1,2}){0,3}(?:(?:the )?last (?:time|year)|\p{L}+ years? ago|(?:da|na|la) ultima vez|la derniere fois|l'an dernier|l'annee derniere|il y a \p{L}+ ans?|letztes (?:mal|jahr)|(?:vergangenen|vorigen|letzten) jahr\p{L}{0,2}|l'annee passee|l'an passe|el ano anterior|o ano anterior|forrige ar|beim letzten mal|das letzte mal|im vorjahr|vor \p{L}+ jahren|(?:forrige|forre|siste|sist) (?:gang|gong)|sist (?:vi|me|eg|jeg)|i fjor|ifjor|for \p{L}+ ar sid[ae]n|el ano pasado|hace \p{L}+ anos?|no ano passado|ha \p{L}+ anos?)\b/u;

/** "As last time", "wie letztes Mal", "som sist": the past occasion is the model for what to do now. */
const AS_BEFORE = /\b(?:as|like|same|som|samme|sama|wie|comme|como|igual|tal)\b[^|]*?(?:last|ultima|derniere|letzt|forrige|sist|ano|annee|fjor)/;

/**
 * The sentences that open on a past occasion ("Sist gang jeg la inn en ansatt, … ble feriepengene feil"), [from, to)
 * of the folded text: they tell what happened then, and their words name no task. Not "As last time, …".
 * One pass over the lines and sentences.
 */
export function pastOccasionSentences(folded: string): [number, number][] {
  const out: [number, number][] = [];
  // A clause after a dash (folded to "-"), colon or semicolon opens as a sentence does ("… før den første fakturaen kjem –
  // i fjor låg …").
  for (const m of folded.matchAll(/(?:[^\n.!?;:]|[.:](?!\s))+(?:[.!?](?=\s|$)|[\n;:]|$)/g)) {
    if (out.length >= 20) break;
    // The three kinds of character are disjoint: no two ways to read one dash.
    for (const c of m[0].matchAll(/(?:[^-]|-(?!\s)|(?<!\s)-(?=\s|$))+(?:\s-(?=\s)|$)/g)) {
      const opening = c[0].slice(0, 60);
      const cue = PAST_OCCASION.exec(opening);
      if (!cue || AS_BEFORE.test(opening.slice(0, cue.index + cue[0].length))) continue;
      out.push([m.index! + c.index!, m.index! + c.index! + c[0].length]);
    }
  }
  return out;
}

/** A year named with its preposition (folded): "i 2025", "in 2024", "en 2023", "im Jahr 2025". */
const IN_YEAR = /(?:^|[\s(,])(?:i|in|en|em|im|im jahr|during|durante|au cours de)\s{1,2}((?:19|20)\d\d)\b(?![.,/-]\d)/g;
/**
 * A foreign currency or an invoice sent before (folded): a request about an invoice of a year gone by ("the invoice we sent in
 * 2025 at 11.42") needs that year's figures.
 */
/** An amount written in a foreign currency (folded): "2 400 eur", "usd 1 200", "€ 950". */
const FOREIGN_AMOUNT = /(?:\b(?:eur|usd|gbp|sek|dkk|chf)\b|[€$£])/;
const INVOICE_WORD = /(?:faktura|invoice|rechnung|facture|factura|fatura)/;
const FOREIGN_OR_INVOICED = /\b(?:eur|usd|gbp|sek|dkk|chf|euros?|dollars?|pounds?)\b|[€$£]|(?:sendte|sent|sendt|schickten|geschickt|envoye|enviamos|enviado|mandamos|mandado)\s{1,2}(?:\p{L}+\s{1,2}){0,3}(?:faktura|invoice|rechnung|facture|factura|fatura)/u;
/** A year's closing (folded): its figures are the closed year's, told in the past and booked all the same. */
const YEAR_CLOSING = /(?:arsoppgj|arsavslutn|arsslutt|year-end|year end|annual accounts|jahresabschluss|cierre (?:del ejercicio|anual|contable)|cloture|encerramento|fechamento)/;

/** Sentences that tell of a year before today's ("In 2025 the kiosk alone turned over …"): spans of the folded text, at most 20. */
export function pastYearSentences(folded: string, today: string | undefined): [number, number][] {
  if (!today || YEAR_CLOSING.test(folded)) return [];
  const year = Number(today.slice(0, 4));
  const out: [number, number][] = [];
  for (const m of folded.matchAll(/[^\n.!?;]+(?:[.!?](?=\s|$)|[\n;]|$)/g)) {
    if (out.length >= 20) break;
    if (BIRTH.test(m[0]) || FOUNDED.test(m[0])) continue;
    if ([...m[0].slice(0, 80).matchAll(IN_YEAR)].some((y) => Number(y[1]) < year)) out.push([m.index!, m.index! + m[0].length]);
  }
  return out;
}

/**
 * Whether a figure is of a year before `year` (today's): its sentence names that year before it ("I 2025 hadde vi … tolv tusen
 * kroner"), or the year follows it ("De betalte seksten tusen kroner i 2025"). Bounded looks: linear over the values.
 */
function inPastYear(folded: string, index: number, length: number, year: number): boolean {
  const head = folded.slice(Math.max(0, index - 160), index);
  const from = Math.max(head.lastIndexOf(". "), head.lastIndexOf(";"), head.lastIndexOf("\n"), head.lastIndexOf("! "), head.lastIndexOf("? "));
  const after = folded.slice(index + length, index + length + 24).split(/[.;,\n!?]/)[0];
  const sentence = head.slice(from + 1);
  // A birth or a founding year is no past occasion ("born in 1985: base salary kr 41 500").
  if (BIRTH.test(sentence) || FOUNDED.test(sentence)) return false;
  return [...sentence.matchAll(IN_YEAR), ...after.matchAll(IN_YEAR)].some((m) => Number(m[1]) < year);
}

/** A founding or building year (folded): a party's description ("etablert i 1987"), which a request may well give. */
const FOUNDED = /\b(?:etablert|grunnlagt|stiftet|skipa|founded|established|since|siden|sidan|seit|gegrundet|fondee?|depuis|fundad[oa]|desde|creee?|criad[oa]|bygd|bygget|built|gebaut|construite?|construid[oa])\b/;

/**
 * Sentences of a memory (folded): they tell of decades ago or of the writer's youth, and of no one's birth ("j'ai pensé
 * à mes voyages à Marseille en 1977"), and of no founding year. Their words name no task. Bounded: at most 20 spans.
 */
export function memorySentences(folded: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of folded.matchAll(/(?:[^\n.!?]|\.(?!\s))+(?:[.!?](?=\s|$)|\n|$)/g)) {
    if (out.length >= 20) break;
    if ((LONG_AGO_TIME.test(m[0]) || YOUTH.test(m[0])) && !BIRTH.test(m[0]) && !FOUNDED.test(m[0])) out.push([m.index!, m.index! + m[0].length]);
  }
  return out;
}

/**
 * The opening of the sentence an index stands in (its first 60 characters, up to the index), and
 * of the clause after a colon or semicolon in it: "… s'il vous plaît : la dernière fois …".
 */
/** A decade or a year of the last century (folded): a memory, not the task's time. */
const LONG_AGO_TIME =
  /\b(?:(?:femti|seksti|sytti|atti|nitti)-?(?:arene|ara)|(?:fifties|sixties|seventies|eighties|nineties)|(?:funfziger|sechziger|siebziger|achtziger|neunziger)n?|annees (?:cinquante|soixante|soixante-dix|quatre-vingt)|(?:anos|decada de) (?:cincuenta|sesenta|setenta|ochenta|noventa|cinquenta|sessenta|oitenta)|19\d0-?(?:tallet|s|er|ern)|[5-9]0-?(?:tallet|talet|ern)|(?:anos|annees|decada de) [5-9]0(?! ?%)|the [5-9]0s|(?:i|in|en|em|im|au) 19\d\d)\b/;

/** A milestone's word right before its quoted name, maybe with its code (folded): "milepæl M1 «", "Meilenstein "", "milestone 2: "". */
const MILESTONE_BEFORE = /\b(?:milepael|milepal|milepel|milestone|meilenstein|jalon|hito|marco)\b\s{0,2}(?:[a-z]?\d{1,2}\b)?\s{0,2}[:(]?\s{0,2}$/;
/** A placeholder inside a quoted text (folded): "nnnn", "xxxx", "####", "yyyy-mm-dd". */
const PLACEHOLDER = /(?<![\p{L}\d])(?:n{3,}|x{3,}|#{3,}|_{3,}|yyyy|jjjj|aaaa)(?![\p{L}\d])/u;
/** An asset's word right before its quoted name (folded): "driftsmiddel «", "asset: "", "Anlage „", "l'immobilisation « ". */
const ASSET_BEFORE = /\b(?:driftsmiddel|driftsmidlet|driftsmidler|eiendel|eiendelen|eigedel|eigedelen|asset|fixed asset|anlage|anlagegut|wirtschaftsgut|immobilisation|actif|activo|activo fijo|ativo|ativo imobilizado)\b\s{0,2}[:(]?\s{0,2}$/;
/** Right before a tolerance's figure (folded): "±", "+/-", "tolerance", "Toleranz", "toleranse", "tolerancia". */
const TOLERANCE_BEFORE = /(?:±|\+\s?\/\s?-|\+-)\s{0,2}(?:nok|kr\.?)?\s{0,2}$|\b(?:toleranse|toleranser|tolerance|toleranz|tolerancia|tolerancias|tolerances)\b[^\d\n]{0,12}$/;
const SENTENCE_END = /(?:\n|[!?]|(?<!\b(?:kr|nr|ca|no|pst|inkl|ekskl|excl|incl|exkl|mva|tlf|org|ref|bzw|usw|vgl|ggf|nº|[a-z]))\.)(?=\s)/g;

/** The sentence a value stands in (bounded: 200 characters each way). */
function sentenceAround(folded: string, index: number, length: number): string {
  const head = folded.slice(Math.max(0, index - 200), index);
  // Not at the full stop of an abbreviation ("kr. 45,-", "ca. 3").
  let start = -1;
  for (const m of head.matchAll(SENTENCE_END)) start = m.index! + 1;
  const tail = folded.slice(index + length, index + length + 200);
  const end = tail.search(/\n|[.!?](?:\s|$)/);
  return head.slice(start + 1) + folded.slice(index, index + length) + (end < 0 ? tail : tail.slice(0, end));
}

/** A clause's own time (folded): a year, "this year", "now", "this season". */
const OWN_TIME = /\b(?:(?:19|20)\d\d|this (?:year|season)|i ar|i aar|no|na|now|nun|jetzt|dieses jahr|diese saison|cette annee|maintenant|desormais|este ano|ahora|agora|a partir de ahora)\b/;

function sentenceOpening(folded: string, index: number): string {
  const head = folded.slice(Math.max(0, index - 300), index);
  let start = Math.max(head.lastIndexOf("\n"), head.lastIndexOf("! "), head.lastIndexOf("? "));
  const dot = /.*[^\d\s]\.\s/su.exec(head);
  if (dot) start = Math.max(start, dot[0].length - 1);
  let clause = Math.max(head.lastIndexOf(": "), head.lastIndexOf("; "));
  // "…, porque da última vez uma fatura ficou esquecida …": a clause a "because" opens tells its own occasion.
  const because = /.*[\s,](?:because|porque|pois|fordi|sidan|ettersom|weil|denn|parce que|puisque|ya que)\s/su.exec(head.slice(start + 1));
  if (because) clause = Math.max(clause, start + because[0].length - 1);
  const opening = head.slice(start + 1, start + 61);
  // A clause after a semicolon that names its own time ("Letztes Jahr haben sie elftausend bezahlt; der Vorstand hat den Preis
  // für die Saison 2026 auf zwölftausendfünfhundert erhöht"): the sentence's opening tells nothing of it.
  if (clause > start && head[clause] === ";" && OWN_TIME.test(head.slice(clause + 1))) return head.slice(clause + 1, clause + 61);
  return clause > start ? `${opening} | ${head.slice(clause + 1, clause + 61)}` : opening;
}

/** The clause before an index: back to the last sentence or bracket boundary, at most 60 characters. */
function clauseBefore(folded: string, index: number): string {
  const head = folded.slice(Math.max(0, index - 60), index);
  const cut = Math.max(head.lastIndexOf("."), head.lastIndexOf(";"), head.lastIndexOf("\n"), head.lastIndexOf("("), head.lastIndexOf("!"), head.lastIndexOf("?"), head.lastIndexOf(","));
  // "1.250" and "1,5" are no boundary: a dot or comma ends a clause only when no digit follows it. A line's or
  // bracket's end always does ("…originales):⏎1) «Curso» 5 400 NOK": the list item's number opens a clause).
  return cut >= 0 && (!/[.,]/.test(head[cut]) || !/\d/.test(head[cut + 1] ?? "")) ? head.slice(cut + 1) : head;
}

/** A figure with its currency right after it ("5 400 NOK", "1.200,- kr"). */
const WITH_CURRENCY = /^\d[\d .,]{0,16}(?:,-)?\s?(?:nok|kr|kroner|eur|euro|usd|sek|dkk|gbp|chf|€|\$)(?![a-z])/;

/** The reason a value of the request is context, from the words around it; undefined when it is left for a field. */
export function contextByWords(folded: string, index: number, kind: ValueKind, length = 0): ContextReason | undefined {
  const before = folded.slice(Math.max(0, index - 40), index);
  if (kind !== "email" && kind !== "quoted") {
    // "Location four mobile 5 400 NOK": a figure written with its currency right after the word is no phone number
    // (a label's colon or a country code makes it one: "Mobile: +47 917 42 668").
    const phone = PHONE_BEFORE.exec(before);
    // A bare "+" before a figure with øre is a movement's sign, not a country code ("+18 500,00" on a bank line).
    const signed = phone?.[0] === "+" && kind === "money" && /^\d[\d .]{0,12}[.,]\d{2}(?!\d)/.test(folded.slice(index, index + 24));
    if (phone && !signed && !(kind === "money" && !/[:+]/.test(phone[0]) && WITH_CURRENCY.test(folded.slice(index, index + 24)))) return "phone";
    if (CARD_BEFORE.test(before)) return "card";
    if (ROOM_BEFORE.test(before) || BUILDING_PART_BEFORE.test(before)) return "room";
    if (NUMBER_SIGN_BEFORE.test(before) && STREET_AFTER.test(folded.slice(index, index + 50))) return "room";
    // A VAT code has one or two digits (a postal code after "post code" has four or five).
    if (VAT_CODE_BEFORE.test(before) && /^\d{1,2}(?!\d)/.test(folded.slice(index, index + 3))) return "vat-code";
    if (kind !== "money" && REFERENCE_BEFORE.test(before)) return "reference";
    // "Internal references: cost centre NO31-520 / PO 4500021877": every number on the line is the writer's own reference.
    if (kind !== "money" && INTERNAL_REFERENCES_LINE.test(folded.slice(Math.max(0, index - 120), index).split("\n").pop() ?? "")) return "reference";
    // A bare "ref." on a line that prices nothing: a reference of the correspondence (left in the request, only excused).
    const bare = BARE_REF_BEFORE.exec(before);
    if (kind !== "money" && bare && !PRODUCT_WORD.test(before.slice(0, bare.index)) && !pricedLine(folded, index)) return "mentioned-reference";
  }
  if (kind === "quoted") {
    // The label on the quote's own line, at most 60 characters back (a bounded look: a long line holds many quotes).
    const near = folded.slice(Math.max(0, index - 60), index);
    if (NOTE_FIELD.test(near.slice(near.lastIndexOf("\n") + 1)) || APPROVED_BY.test(near)) return "note-field";
    if (SHEET_BEFORE.test(before) || CELL_AFTER.test(folded.slice(index + length, index + length + 12))) return "sheet";
    if (PLACEHOLDER.test(folded.slice(index, index + length))) return "pattern";
    if (MILESTONE_BEFORE.test(before)) return "milestone";
    if (ASSET_BEFORE.test(before)) return "asset";
    if (SAID_AS_BEFORE.test(near)) return "said-as";
    // A file's name by its extension ("«arbeidsavtale_mai.txt»", "'kontoutskrift.csv'").
    if (FILE_NAME.test(folded.slice(index, index + length))) return "sheet";
  }
  if ((kind === "money" || kind === "number") && inFormula(folded, index)) return "formula";
  if (kind === "money" || kind === "number") {
    // "au cours de NOK 11,42 pour EUR 1", "11.67 NOK per 1 EUR": the unit the rate is for.
    if (RATE_UNIT_BEFORE.test(before) && RATE_UNIT.test(folded.slice(index, index + 12))) return "rate-unit";
    // "(Toleranz ±0.01 NOK)", "tolerance +/- 1 kr": how far a check may be off, no amount to book.
    if (TOLERANCE_BEFORE.test(before)) return "limit";
    if (REPLACED.test(before) || EDITED_FROM.test(before)) return "replaced-figure";
    // An amount in a foreign currency is an invoice's as sent ("letzten Monat eine Rechnung über 2 400 EUR geschickt"): its rate moves, not it.
    const clause = clauseBefore(folded, index);
    if (EARLIER.test(clause.replace(SAME_AS_BEFORE, " ")) && !(FOREIGN_AMOUNT.test(folded.slice(index, index + length)) && INVOICE_WORD.test(clause))) return "earlier-figure";
    // A figure in a memory: its sentence tells of decades ago or of the writer's youth, and of no one's birth.
    const sentence = sentenceAround(folded, index, length);
    if ((LONG_AGO_TIME.test(sentence) || YOUTH.test(sentence)) && !BIRTH.test(sentence)) return "earlier-figure";
    // The same figure in words in a bracket may stand between: "kr 212 400,- (to hundre og tolv tusen …) i fjor".
    const after = folded.slice(index, index + 160).replace(/^([^\n.;()]{0,30}?)\s{0,2}\([^()\n]{0,100}\)/, "$1");
    if (/^[^\n.;()]{0,30}?\b(?:i fjor|last year|l'an dernier|im vorjahr|el ano pasado|no ano passado|previously|tidligere)\b/.test(after)) return "earlier-figure";
    // "Le chiffre de 250 000 NOK évoqué l'automne dernier n'est plus d'actualité", "… gjelder ikke lenger".
    const rest = folded.slice(index, index + 120).split(/[.;\n!?](?:\s|$)/)[0];
    if (NO_LONGER.test(rest)) return "earlier-figure";
  }
  // "…er filterbyttet feilaktig oppført med varenr. 7750. Korrekt varenummer er 7705": a number
  // (not an amount or an account, which a ledger correction names both ways) the writer calls a mistake.
  if ((kind === "ref" || kind === "number") && MISTAKEN.test(folded.slice(Math.max(0, index - 60), index).split(/[;\n!?]|\.\s+(?=\p{L}{3,}\s)/u).pop() ?? "")) return "earlier-figure";
  if (kind !== "email" && PAST_OCCASION.test(sentenceOpening(folded, index)) && !RESULT_LEAD.test(clauseBefore(folded, index))) return "past-occasion";
  // A name in a memory of decades ago ("maskinist på «Nordvåg» i sekstiårene", "in 1979 on the «Vesterlys»").
  if (kind === "quoted" && LONG_AGO_TIME.test(sentenceAround(folded, index, length))) return "past-occasion";
  return undefined;
}

/**
 * A sheet, tab, table, column or file of the writer's own records, right before its quoted name, with a
 * possessive or a column's letter between ("tab 'New_Customers'", "Blatt „Fakturering_Mars“", "arket mitt
 * «Prosj_Sula»", "pestaña «Banco_Abril»", "Spalte H („Kreditlimit“)").
 * Not Spanish "fila" (a row) or a book ("libro"), which can be a product.
 */
const SHEET_BEFORE =
  /\b(?:tab|sheet|worksheet|spreadsheet|workbook|ark|arket|arkfana|arkfanen|regneark|regnearket|fane|fana|fanen|blatt|blattes|tabellenblatt|arbeitsblatt|reiter|registerkarte|arbeitsmappe|datei|onglet|feuille|classeur|fichier|hoja|pestana|archivo|fichero|separador|folha|aba|planilha|ficheiro|arquivo|file|fil|fila|filen|tabelle|tabell|tabellen|tableau|tabla|tabela|column|col|kolonne|kolonna|kolonnen|spalte|colonne|columna|coluna)\b\.?\s{0,2}(?:[a-z]{1,2}\s{0,2}\(\s?|(?:my|mitt|mi|min|mine|meu|minha)\s{1,2})?[«"'„“‘‚]?\s?$/;
/** A quoted file name: its extension before the closing quote. */
const FILE_NAME = /\.(?:txt|pdf|csv|xlsx?|docx?|odt|ods|png|jpe?g|heic|tiff?)\s?["»”’']?$/;
/** A sheet's name with a cell after it: "'Lønn_Nov'!G44". */
const CELL_AFTER = /^!\$?[a-z]{1,3}\$?\d/;
/**
 * A spreadsheet formula up to a figure in it: "=D6*", "(=D4-D4/", "=A2*(C2-B2)*" (folded). Its figures
 * are factors of cells; the result after it ("→ 60 375,00") is what the writer tells.
 */
const FORMULA_HEAD = /=\s?\(?(?:(?:\$?[a-z]{1,3}\$?\d{1,6}|\d{1,9}(?:[.,]\d{1,6})?)\)?\s?[-+*\/]\s?\(?){1,6}$/;
/** A figure first in a formula, a cell after it: "=1,25*D6". */
const FORMULA_OPENS = /=\s?\(?$/;
const FORMULA_CLOSE = /(?:^|[\s(;|])=\(?$/;
const FIGURE_OPERAND_AFTER = /^\d{1,9}(?:[.,]\d{1,6})?[-+*\/]\(?\d/;
const CELL_OPERAND_AFTER = /^\d{1,9}(?:[.,]\d{1,6})?\s?[-+*\/]\s?\(?\$?[a-z]{1,3}\$?\d/;

/** Whether a figure stands inside a spreadsheet formula that refers to a cell. */
function inFormula(folded: string, index: number): boolean {
  const before = folded.slice(Math.max(0, index - 60), index);
  const head = FORMULA_HEAD.exec(before);
  // A cell in it, or an "=" set close to its first figure as a spreadsheet writes it ("=11020*1,25", not "Sum = 3 * 450").
  if (head) return /[a-z]\$?\d/.test(head[0]) || /^=\(?\d/.test(head[0]) || CELL_OPERAND_AFTER.test(folded.slice(index, index + 30));
  // The first figure: a cell after it, or an "=" set close to it ("=222000/12").
  return (FORMULA_OPENS.test(before) && CELL_OPERAND_AFTER.test(folded.slice(index, index + 30))) || (FORMULA_CLOSE.test(before) && FIGURE_OPERAND_AFTER.test(folded.slice(index, index + 30)));
}

/** "…i fjor var det 120 000, så 132 000 kr": the figure a "so" brings in is the result reckoned from the past one, today's. */
const RESULT_LEAD = /^\s{0,2}(?:sa|so|also|donc|entonces|entao|dermed|altsa|thus|hence|dus|alors|luego|logo)\s{1,2}(?:(?:blir|bliver|blei|vert|is|it's|ist|es|est|e|sind|son|sao|gives|gir|ergibt|da|fait|makes|macht)\s{1,2})?(?:(?:nok|kr|eur|usd)\.?\s{0,2})?$/;

/** Said of a number in its own clause before it: it was written by mistake. */
const MISTAKEN = /\b(?:feilaktig|feilaktug|ved en feil|by mistake|mistakenly|erroneously|wrongly|incorrectly|falschlich\w*|irrtumlich\w*|versehentlich|par erreur|erronement|por error|erroneamente|equivocadamente|por engano)\b/;

/** The reason for a value inside an envelope part. */
function reasonOfPart(part: MessagePart, requestSegments: ReadonlySet<number>, wholeThread: boolean): ContextReason | undefined {
  if (wholeThread && signsForwarded(part)) return undefined;
  if (isEnvelope(part.kind)) {
    if (part.kind === "signoff") return "signature";
    if (part.kind === "quote" || part.kind === "request") return undefined;
    return part.kind as ContextReason;
  }
  return requestSegments.has(part.segment) ? undefined : "thread";
}

/** A forwarded or quoted message's signature names its writer's company (the customer who paid, the supplier who billed). */
export function signsForwarded(part: MessagePart): boolean {
  return part.segment > 0 && (part.kind === "signature" || part.kind === "signoff");
}

/** In a whole-thread reading, a forwarded or quoted message's value is excused when no field takes it. */
function threadReason(part: MessagePart | undefined, wholeThread: boolean): ContextReason | undefined {
  return wholeThread && part && part.segment > 0 ? "thread-read" : undefined;
}

/**
 * Context a field may still take: a thread read with the request, a checklist item ticked as done, a prompt's background,
 * a value beside the one the writer says to use, a figure she checked.
 */
export const FIELD_FIRST: ReadonlySet<ContextReason> = new Set(["thread-read", "done-item", "background", "alternative", "checked", "said-as"]);

/**
 * A verb of saying a word or of what people call a thing, right before a quote (folded): "pronounced "", "uttales «",
 * "som de fleste kaller «", "que todos llaman «". Not "called" or "kalt", which name the thing the task is about.
 */
const SAID_AS_BEFORE = /\b(?:pronounced|pronounce|pronunciation|uttales|uttalast|uttalt|ausgesprochen|spricht man|prononce|se prononce|se pronuncia|pronuncia-se|pronunciado|kaller|kallar|calls|call it|call them|nennen|nennt man|appellent|on appelle|llaman|chamam)\b(?:\s{1,2}(?:it|den|det|es|le|la|lo|o|a)\b)?[\s,:]{0,3}$/;

/** Every value of a message with where it stands, as one list (money, e-mails, org numbers, references, quoted names). */
export function valueList(text: string, values: Values): { kind: ValueKind; raw: string; index: number; length: number }[] {
  const raw = (index: number, length: number) => text.slice(index, index + length);
  return [
    ...values.money.map((a) => ({ kind: "money" as const, raw: raw(a.index, a.length).trim(), index: a.index, length: a.length })),
    ...values.emails.map((e) => ({ kind: "email" as const, raw: e.value, index: e.index, length: e.value.length })),
    ...values.orgNumbers.map((o) => ({ kind: "orgNumber" as const, raw: raw(o.index, 11).replace(/\D+$/, ""), index: o.index, length: 11 })),
    ...values.refs.map((r) => ({ kind: "ref" as const, raw: r.value, index: r.index, length: r.value.length })),
    ...values.quoted.map((q) => ({ kind: "quoted" as const, raw: `"${q.value}"`, index: q.index, length: q.end - q.index })),
    ...values.dates.map((d) => ({ kind: "date" as const, raw: d.iso, index: d.index, length: 1 })),
  ].sort((a, b) => a.index - b.index);
}

/**
 * Roles of every value of the message: context (with its reason) for the values of the
 * envelope, of a thread segment that is not the request, and of the request whose words make
 * them a reference, phone, card or room number or a past figure. Values not listed are left for
 * the fields. Linear in the text: parts are walked in order with the values.
 */
export function assignContext(text: string, parts: MessagePart[], values: Values, requestSegments: ReadonlySet<number>, wholeThread = false, today?: string): ContextValue[] {
  const folded = fold(text);
  const out: ContextValue[] = [];
  let p = 0;
  // Today's year, when a year gone by can be one (no year's closing, no foreign-currency or earlier invoice): tested once for the text.
  const pastYear = today && !YEAR_CLOSING.test(folded) && !FOREIGN_OR_INVOICED.test(folded) ? Number(today.slice(0, 4)) : undefined;
  for (const v of valueList(text, values)) {
    while (p < parts.length - 1 && parts[p].end < v.index) p++;
    const part = parts[p];
    const inPart = part && v.index >= part.start && v.index <= part.end;
    const reason = (inPart ? reasonOfPart(part, requestSegments, wholeThread) : undefined) ?? contextByWords(folded, v.index, v.kind, v.length) ?? (v.kind === "money" && pastYear !== undefined && inPastYear(folded, v.index, v.length, pastYear) ? "earlier-figure" : undefined) ?? threadReason(inPart ? part : undefined, wholeThread);
    if (reason) {
      // "pedido nº 7781", "Bestellung Nr. 4471": the label goes with the reference, or its word would read as the task's order.
      const label = reason === "reference" ? REFERENCE_BEFORE.exec(folded.slice(Math.max(0, v.index - 40), v.index)) : null;
      out.push({ ...v, reason, ...(label ? { labelStart: v.index - (Math.min(40, v.index) - label.index) } : {}) });
    }
  }
  return out;
}

/** "Org. no. 998 112 450: the sender's signature". */
export function describeContext(c: ContextValue): string {
  const label: Record<ValueKind, string> = {
    money: "Amount",
    email: "E-mail",
    orgNumber: "Org. no.",
    ref: "Number",
    quoted: "Quoted text",
    number: "Number",
    date: "Date",
  };
  return `${label[c.kind]} ${c.raw}: ${REASON_TEXT[c.reason]}`;
}
