import { fold } from "../text";
import { quotedSpans, insideSpans } from "../quoted-spans";
import { findProperNames, type ProperName } from "./proper-names";

/**
 * Parties a mail names the way people name them, with no organisation number or e-mail beside them:
 * a customer by its everyday name ("the sailing club (Bergen Seilforening)", "le Kaigaten Hotell", "Kafé
 * Lille Lungegård"), a colleague by first and last name ("Hanne Vatle's pay", "o ordenado do Jonas Fjell").
 * The books know them: the executor finds them by name. Pure; one pass of the name reader.
 */

/**
 * Words that make a run of capitals an organisation's name without its legal form: a kind of body or
 * business, standing alone or as the tail of a compound ("Seilforening", "Idrettslag", "Omsorgssenter").
 */
const ORGANISATION_WORD =
  /^(?:hotel|hotell|hostel|kafe|cafe|cafeteria|restaurant|restaurante|bistro|pub|bar|kro|bakeri|bakery|konditori|club|klubben|verein|kommune|fylkeskommune|stiftelse|foundation|fundacion|fundacao|fondation|association|asociacion|associacao|institutt|institut|instituto|museum|museet|teater|teatret|theatre|theater|festival|festivalen|forum|marina|camping|apotek|apoteket|butikk|salong|studio|atelier|galleri|gallery|bibliotek|kyrkje|kirke|menighet|co|company|compagnie|compania|companhia|gruppen|group)$|(?:forening|foreningen|idrettslag|husflidslag|borettslag|ungdomslag|turlag|sanglag|senter|senteret|sykehjem|barnehage|skule|skole|skolen|school|maskin|verksted|verkstad|fabrikk|rederi|fiskeri|havbruk|advokatfirma|advokatfirmaet|legekontor|tannlegekontor|regnskap|hotellet|klubb|kompani|kompaniet|kor|koret|korps|chor|choir|coro|orkester|orchestra|eiendom|eigedom|bygg|transport|logistikk|energi|handel|marine|shipping|consult|konsult|service|byra|byraa|bureau|agentur|agency)$/;

/** Whether a run of capitals names an organisation by its kind ("Kaigaten Hotell", "Advokatfirmaet Sælen & Co"). */
export function namesOrganisation(name: string): boolean {
  return name
    .split(/[\s&]+/)
    .filter(Boolean)
    .some((w) => ORGANISATION_WORD.test(fold(w).replace(/[.'’]+$/, "")));
}

/** The proper names of a text outside quotation marks (a quoted name is a project's or a line's, no party). */
function namesOutsideQuotes(text: string): ProperName[] {
  const quoted = quotedSpans(text);
  return findProperNames(text).filter((n) => !insideSpans(quoted, n.index));
}

/** The first organisation the text names by its kind only, other than the writer's own. */
export function organisationNamedByKind(text: string, writer?: string): string | undefined {
  const own = writer ? fold(writer) : undefined;
  return namesOutsideQuotes(text).find((n) => n.kind === "person" && namesOrganisation(n.name) && (!own || !own.includes(fold(n.name))))?.name;
}

/** A name's words as people's are written: a capital, then small letters; a particle between ("Ana de Sousa"). */
const PERSON_WORDS = /^\p{Lu}\p{Ll}+(?:[ \t](?:(?:de|da|do|dos|das|del|van|von|der|le|la)[ \t])?\p{Lu}\p{Ll}+){1,2}$/u;

/**
 * The person the text names by first and last name with no address, other than the writer: only when it names
 * just one so (a text that names several, or capitalises its nouns, leaves the choice to a human).
 */
export function personNamedInProse(text: string, writer?: string): string | undefined {
  const own = writer ? fold(writer) : undefined;
  const names = new Set(
    namesOutsideQuotes(text)
      .filter((n) => n.kind === "person" && PERSON_WORDS.test(n.name) && !namesOrganisation(n.name) && (!own || fold(n.name) !== own))
      .map((n) => n.name),
  );
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * Before a name, folded: a word for the invoice and one for whom it goes to, a few words between ("send an invoice to",
 * "hacerle una factura a", "faktura til", "eine Rechnung an", "facture à", "fatura para").
 */
const INVOICE_TO = /(?:invoice|bill|faktura|rekning|rechnung|factura|fatura|facture)\p{L}{0,6}(?:\s{1,2}\p{L}{1,14}){0,4}\s{1,2}(?:to|til|an|a|para|pour|au)\s{1,2}$/u;
/** Before a name, folded: the customer's word and a verb of being ("le client, c'est", "the customer is", "kunden er"). */
const CUSTOMER_IS = /\b(?:customer|client|cliente|kunde|kunden|kundin)\s{0,2},?\s{0,2}(?:is|er|ist|es|est|c'est|c’est|e|blir|will be)\s{1,2}$/u;
/** A name between a word for whom and the invoice it gets ("hazle a Olsen Charter una factura", "gi Fjordbris en faktura"), folded. */
const TO_BEFORE = /(?:^|\s)(?:to|til|an|a|para|pour)\s{1,2}$/u;
const INVOICE_AFTER = /^\s{1,2}(?:(?:una|uma|une|an|a|eine|einen|ein|en|ei|one)\s{1,2})?(?:factura|fatura|facture|invoice|bill|rechnung|faktura)/u;
/** How far before a name its cue is looked for. */
const CUE_REACH = 80;

/**
 * The customer a request names by its everyday name where it says whom the invoice goes to or who the customer is
 * ("send an invoice to Olsen Charter", "le client, c'est Blindleia Båtsafari"), other than the writer. Pure.
 */
export function customerNamedInProse(text: string, writer?: string): string | undefined {
  const own = writer ? fold(writer) : undefined;
  const folded = fold(text);
  for (const n of namesOutsideQuotes(text)) {
    if (own && fold(n.name) === own) continue;
    const before = folded.slice(Math.max(0, n.index - CUE_REACH), n.index);
    if (INVOICE_TO.test(before) || CUSTOMER_IS.test(before)) return n.name;
    if (TO_BEFORE.test(before) && INVOICE_AFTER.test(folded.slice(n.end, n.end + 30))) return n.name;
  }
  return undefined;
}

/**
 * Before a name, folded: the work or pay it is for and a word for whose ("11,5 horas de", "6,5 heures pour", "la nómina
 * de abril de", "timer for", "the salary of").
 */
const WORK_OF = /(?:hours?|timer|timar|timene|horas|heures|stunden|nomina|lonn|lonna|lon|salary|pay|payroll|salaire|paie|gehalt|lohn|salario|ordenado|vencimento)(?:\s{1,2}\p{L}{1,12}){0,3}\s{1,2}(?:de|do|da|for|pour|til|von|fur|of|para)\s{1,2}$/u;

/** The person a request names by first and last name right after the hours or the pay it is for. Pure. */
export function personNamedForWork(text: string, writer?: string): string | undefined {
  const own = writer ? fold(writer) : undefined;
  const folded = fold(text);
  for (const n of namesOutsideQuotes(text)) {
    if (n.kind !== "person" || !PERSON_WORDS.test(n.name) || (own && fold(n.name) === own)) continue;
    if (WORK_OF.test(folded.slice(Math.max(0, n.index - CUE_REACH), n.index))) return n.name;
  }
  return undefined;
}

/**
 * The one party a request names by a run of capitals, whatever it is ("Fiskebrygga Molde nos ha pagado la factura",
 * "Hebridean Foods have finally paid"), other than the writer: for a task whose party the books must already hold, so
 * the executor finds it by name or does nothing. Undefined when the text names none or more than one.
 */
export function onlyNameInProse(text: string, writer?: string): string | undefined {
  const own = writer ? fold(writer) : undefined;
  const names = new Map<string, string>();
  for (const n of namesOutsideQuotes(text)) if (!own || fold(n.name) !== own) names.set(fold(n.name), names.get(fold(n.name)) ?? n.name);
  return names.size === 1 ? [...names.values()][0] : undefined;
}
