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
