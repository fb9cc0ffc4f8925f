import type { FoundAmount } from "../extract/amounts";
import { vatBasisOf } from "../extract/vat-basis";
import { isSectionHeading, taskSection } from "../structure/prompt-sections";
import { withoutNameLabel } from "../extract/name-trim";
import { writtenFirst } from "../extract/dates";
import type { Address } from "@/lib/accounting/tasks";
import { findEmails } from "../extract/values";
import { nameAfter, nameBefore } from "../extract/names";
import { clean, escapeRegExp, fold, indentOf, shortWordBefore, splitName, titleWord } from "../text";
import { numberFromWord } from "../extract/number-words";
import { after, amounts, CUSTOMER_WORD, definedOnly, labelValue, nameNear, party, quoted, quotedAfter, SUPPLIER_WORD, type ExtractContext, vatPercent } from "./context";
import { findPeople, personOfEmail } from "../extract/parties";
import { findProperNames } from "../extract/proper-names";
import { namesConcept } from "../concepts";
import { countedList } from "../extract/counted-list";
import { deniedIn } from "../concepts/negation";
import { DONE_MARK } from "../structure/forms";

const PERSON_LABEL = /(?:candidat[oa]|candidate|candidat|candidate|kandidat|kandidatin|bewerber|bewerberin|navn|namn|name|full name|nombre|nombre completo|nome|nome completo|nom|nom complet|vollstandiger name|ansatt|tilsett|employee|empleado|empleada|colaborador|colaboradora|funcionario|funcionaria|employe|employee name|mitarbeiter|mitarbeiterin)/;

// "f. 03.09.1997", "geb. 4.5.1990", "b. 1988-11-17": the abbreviation right before a date.
const BORN = /\b(?:fodt|fodd|born|nacid[oa]|nascid[oa]|nee?|geboren)\b|\b(?:f|geb|b|n|nasc)\.(?=\s{0,2}\d)/;
const FIRST_NAME_LABEL = /(?:fornavn|fornamn|forenamn|fyrenamn|first name|given name|forename|vorname|nombre de pila|primer nombre|prenom|primeiro nome|nome proprio)/;
const LAST_NAME_LABEL = /(?:etternavn|etternamn|familienavn|familienamn|slektsnavn|last name|surname|family name|nachname|familienname|apellidos?|nom de famille|sobrenome|apelidos?)/;
const NAMED =
  /\b(?:named|called|som heter|som heiter|heter|heiter|chamad[oa]|llamad[oa]|nommee?|namens|mit dem namen|med navn|med namn|(?:his|her|the) name is|(?:o )?nome (?:dele|dela|e)(?: e)?|se llama|su nombre es|s'appelle|chama-se|se chama|heis?st|(?:sein|ihr) name ist|(?:navnet|namnet)(?: hans| hennar| hennes)? er)\s+/;
const ADMIN = /\b(?:kontoadministrator|administrator|admin|administrador|administrateur)\b/g;
/** The clause's last words before the word for an administrator, which may deny it ("kein Admin", "no admin", "ikke administrator", "sans droits admin"). */
// Its first word may be cut by the window: whole words only ("…lingen admin" is no "ingen").
const CLAUSE_BEFORE = /(?:^|\s)[^.;:!?\n\s][^.;:!?\n]{0,30}$|(?:^|\s)$/;
/** An answer after it that denies it: "admin: nei", "Administrator – no", "admin rights: false". */
const DENIED_AFTER = /^\w{0,12}[ \t]{0,2}[:=–-][ \t]{0,2}(?:nei|no|nein|non|nao|false|0|-)\b/;

/** Whether the request makes the person an administrator: a mention of the role that no word denies. */
function administrator(folded: string): boolean {
  for (const m of folded.matchAll(ADMIN)) {
    const before = folded.slice(Math.max(0, m.index - 40), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (!deniedIn(CLAUSE_BEFORE.exec(before)![0]) && !DENIED_AFTER.test(after)) return true;
  }
  return false;
}

export function createEmployee(ctx: ExtractContext) {
  const named = after(ctx, NAMED);
  // A finding or an instruction names several people with their addresses (the adviser who sent the contract); the
  // one its task section names, by surname, is the one to register ("3. Påkrevd tiltak: … registrering av
  // Sindre Havnås som ansatt", "… l'enregistrement de Mme Rousseau").
  const section = taskSection(ctx.prompt);
  const emails = findEmails(ctx.prompt).map((e) => e.value);
  const surnameIn = (e: string) => {
    const who = personOfEmail(ctx.prompt, e)?.trim();
    return !!who && !!section && /\s/.test(who) && new RegExp(`(?<!\\p{L})${escapeRegExp(who.split(/\s+/).pop()!)}(?!\\p{L})`, "u").test(section);
  };
  // The person whose name the e-mail address spells is the one to register (a pasted chat names its writer first).
  const email = (emails.length > 1 ? emails.find(surnameIn) : undefined) ?? emails[0];
  let name = (email ? personOfEmail(ctx.prompt, email) : undefined) ?? (named >= 0 ? nameAfter(ctx.prompt, named, 5) : undefined);
  // "first name: Oliver; surname: Brennan": the two parts under their own labels.
  // Or quoted right after their labels: 'First name "Oliver", last name "Brennan"'.
  const quotedAfterLabel = (label: RegExp) => quotedAfter(ctx, new RegExp(`${label.source}\\s{0,2}:?\\s{0,2}`), 2);
  const last = labelValue(ctx, LAST_NAME_LABEL) ?? quotedAfterLabel(LAST_NAME_LABEL);
  // "nombre: Nerea; apellido: Castillo": beside a surname, the plain name label holds the first name.
  const first = labelValue(ctx, FIRST_NAME_LABEL) ?? quotedAfterLabel(FIRST_NAME_LABEL) ?? (last ? labelValue(ctx, PERSON_LABEL) : undefined);
  if (!name && first && last && !/[\d@]/.test(first + last)) name = `${first} ${last}`;
  // A label ("Navn: …") names the person outright. Its value is a name only when it reads as one:
  // "new employee: born 4 April…, e-mail …" is not.
  // A name ends with a capitalised word: "Sindre Hallan f. 03.09.1997" cut at the dot leaves an abbreviation ("f.", born) behind.
  const labelled = labelValue(ctx, PERSON_LABEL)?.replace(/\s+\p{Ll}{1,4}\.?$/u, "");
  if (!name && labelled && !/[\d@]/.test(labelled)) name = labelled;
  if (!name) {
    const born = BORN.exec(ctx.folded);
    if (born) name = withoutNameLabel(nameBefore(ctx.prompt, born.index, 5, "person") ?? "") || undefined;
  }
  // A single word is no person's whole name ("… département «Båtdrift», né le …") when a full one is written elsewhere.
  const single = name && !/\s/.test(name.trim()) ? name : undefined;
  if (single) name = undefined;
  // Anywhere else: the person named next to the e-mail, else the first person named.
  name ??= findPeople(ctx.prompt).find((p) => p.name)?.name ?? findProperNames(ctx.prompt).find((n) => n.kind === "person")?.name ?? single;
  // A date right after a word for birth / for starting; else by age: a birth date lies at least
  // 15 years back, a start date does not.
  const dates = writtenFirst(ctx.values.dates);
  const datesAfter = (c: "birth" | "startDate") => (ctx.hits.get(c) ?? []).flatMap((i) => dates.find((d) => d.index >= i && d.index - i <= 45) ?? []);
  const thisYear = Number((ctx.today ?? new Date().toISOString()).slice(0, 4));
  const old = (d: { iso: string }) => Number(d.iso.slice(0, 4)) <= thisYear - 15;
  // A colleague's birthday this year ("Synnøve har bursdag torsdag 12. mars") is no employee's date of birth: an old one after a birth word wins.
  const birthdays = datesAfter("birth");
  const dateOfBirth = birthdays.find(old) ?? birthdays[0] ?? dates.find(old);
  const starting = datesAfter("startDate")[0];
  const startDate = (starting !== dateOfBirth ? starting : undefined) ?? dates.find((d) => d !== dateOfBirth && !old(d) && !birthdays.includes(d));
  return definedOnly({
    type: "create_employee" as const,
    ...(name ? statedParts(ctx, name) ?? secondSurname(ctx, name) ?? splitName(name, ctx.language) : {}),
    email,
    dateOfBirth: dateOfBirth?.iso,
    startDate: startDate?.iso,
    isAdministrator: administrator(ctx.folded) ? true : undefined,
  });
}

// "Pham er etternavn", "Lan is the first name", "Nguyen (Nachname)": a word of the name said to be one part.
// The part named after a verb, or alone in a bracket ("Nguyen (Nachname)"; not "Eirik Bratlie (fornavn Eirik, …)").
const IS_PART = /^\s{0,3}(?:er|is|ist|est|es|e|é)\s{1,3}(?:(?:the|her|his|their|hans|hennes|hennar|der|die|ihr|sein|le|son|el|su|o|seu)\s{1,3})?/;
const statedPart = (label: RegExp) => new RegExp(`${IS_PART.source}(?:${label.source})|^\\s{0,3}\\(\\s{0,2}(?:${label.source})\\s{0,2}\\)`);
const STATED_FIRST = statedPart(FIRST_NAME_LABEL);
const STATED_LAST = statedPart(LAST_NAME_LABEL);

/**
 * A writer who says which word of a name is the surname ("i Vietnam skriver vi familienavn først – så Pham er
 * etternavn og Lan er fornavn"): that word is the last name, the rest the first, whatever the order written.
 */
function statedParts(ctx: ExtractContext, name: string): { firstName: string; lastName: string } | undefined {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const said = (word: string, part: RegExp) => {
    const re = new RegExp(`(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`, "gu");
    for (const m of ctx.prompt.matchAll(re)) if (part.test(fold(ctx.prompt.slice(m.index + word.length, m.index + word.length + 40)))) return true;
    return false;
  };
  const last = words.find((w) => said(w, STATED_LAST)) ?? (words.length === 2 ? words.find((w) => said(w, STATED_FIRST)) && words.find((w) => !said(w, STATED_FIRST)) : undefined);
  if (!last || last === words[words.length - 1]) return undefined;
  return { firstName: words.filter((w) => w !== last).join(" "), lastName: last };
}

/**
 * A Spanish or Portuguese name carries two surnames ("Rocío Almansa Vidal") while the address spells
 * the given name and the first ("rocio.almansa@…"): the surname is both words written after it.
 */
function secondSurname(ctx: ExtractContext, name: string): { firstName: string; lastName: string } | undefined {
  if (ctx.language !== "es" && ctx.language !== "pt") return undefined;
  const words = name.trim().split(/\s+/);
  if (words.length !== 2) return undefined;
  const escaped = escapeRegExp(name.trim());
  const m = new RegExp(`(?<![\\p{L}])${escaped}[ \\t](\\p{Lu}[\\p{Ll}'-]{1,30})(?![\\p{L}])`, "u").exec(ctx.prompt);
  return m ? { firstName: words[0], lastName: `${words[1]} ${m[1]}` } : undefined;
}

const STREET_WORD = /^(?:gate|gata|gaten|vei|veg|vegen|veien|vegur|plass|plassen|alle|allé|torg|torget|brygge|bryggen|street|st|road|rd|avenue|ave|lane|way|calle|avenida|rua|avenida|rue|boulevard|strasse|straße|weg|platz|gasse|de|del|da|do|des|du|la|le|von|van)$/;
const ADDRESS_STOP = new Set(["adr", "adr.", "addr", "addr.", "is", "er", "es", "e", "est", "ist", "the", "address", "adressen", "adressa", "direccion", "endereco", "adresse", "la", "o", "l'adresse", "die", "at", "pa", "in", "i", "en", "a", "em", "au", "an", "located", "situated", "ligger"]);

/** A country written after the city ("5013 Bergen Norway"): no part of the city. */
const COUNTRY_AFTER = /\s(?:Norway|Norge|Noreg|Norwegen|Norvège|Noruega|Germany|Deutschland|Allemagne|Alemania|Alemanha|Sweden|Sverige|Denmark|Danmark|France|Frankrike|Spain|España|Spania|Portugal)$/u;

/** "Havnegata 36, 9008 Tromsø" anywhere in the text. */
/** A street's word ending its name: "Stasjonsvegen", "Storgata", "Kirkeveien", "Hauptstraße", "Mill Road" (folded). */
const STREET_SUFFIX = /(?:gate|gata|gaten|vei|veien|veg|vegen|vegur|alle|plass|plassen|torg|torget|bakken|stien|strasse|strase|str\.?|weg|gasse|platz|allee|street|road|avenue|lane|calle|rua|avenida|rue)$/;

export function findAddress(text: string): Address | undefined {
  // The city runs to the end of the sentence: "0182 Oslo.", "8622 Mo i Rana, E-post …".
  // Every repeat bounded (words of at most 40 letters): linear in the text's length.
  if (!/\d{4}/.test(text)) return undefined;
  // The postcode of four or five digits ("5013 Bergen", "54411 Hermeskeil") after a comma or on the next
  // line (an address block: "Strandkaien 8⏎5013 Bergen"), or each part after a semicolon ("Løkkeveien 7; 4008; Stavanger"); the city ends before a sentence going on in
  // small letters ("… 2008 Fjerdingby og e-posten …"), a "+" or a dash ("— Keiser Wilhelms gate 22, 6003 Ålesund — because …").
  const re = /((?:[\p{L}'.-]{1,40}\s){1,4})(\d{1,4}\s?[A-Za-z]?)(,\s{0,3}|;[ \t]{0,3}|[ \t]{0,3}\n[ \t]{0,3}|[ \t]{1,3})(\d{4,5})(?:\s{1,3}|;[ \t]{0,3})(\p{Lu}[\p{L}-]{0,40}(?:\s[\p{L}-]{1,40}){0,3}?)(?=\s{0,3}[.,;()\n·|•+—–]|\s{1,3}(?:[Ee]-?post|[Ee]-?[Mm]ail|[Ee]mail|[Cc]orreo|[Cc]ourriel|[Tt]lf|[Tt]elefon|[Pp]hone)\b|\s{1,3}(?:\p{Ll}{1,12}\s{1,3}[\p{Ll}\d]|\p{Ll}{4})|\s{0,3}$)/gu;
  for (const m of text.matchAll(re)) {
    const words = m[1].trim().split(/\s+/);
    // "Stasjonsvegen 12 5700 Voss": with no comma between the house number and the postcode, only after a street's word.
    if (/^[ \t]+$/.test(m[3]) && !STREET_SUFFIX.test(fold(words[words.length - 1] ?? ""))) continue;
    const street = streetName(words);
    if (!street) continue;
    return { addressLine1: `${street} ${m[2].replace(/\s/g, "")}`, postalCode: m[4], city: m[5].replace(COUNTRY_AFTER, "") };
  }
  return labelledAddress(text) ?? inlineLabelledAddress(text) ?? numberFirstAddress(text) ?? lowercaseAddress(text);
}

/**
 * "address skogheimsvegen 14, 5710 skulestadmo": a writer who types no capitals, the address after its label with
 * its house number, a comma and the postcode; written back with capitals. The city runs to a mark or the line's end.
 */
const LOWERCASE_ADDRESS = /(?:^|[\s(])(?:address|adresse|adressa|adr\.?|addr\.?|direccion|dirección|endereco|endereço|morada|anschrift)[ \t]{0,2}:?[ \t]{1,2}(\p{Ll}[\p{L}'.-]{1,40}(?:[ \t]\p{Ll}[\p{L}'.-]{1,40}){0,2})[ \t](\d{1,4}[ \t]?[a-z]?),[ \t]{0,3}(\d{4,5})[ \t]{1,3}(\p{L}[\p{L}-]{1,40}(?:[ \t]\p{L}[\p{L}-]{1,40}){0,2}?)(?=[ \t]{0,3}(?:[.,;)]|\n|$))/iu;
const capitalised = (words: string) => words.split(/[ \t]+/).map(titleWord).join(" ");

function lowercaseAddress(text: string): Address | undefined {
  const m = LOWERCASE_ADDRESS.exec(text.length <= 20_000 ? text : text.slice(0, 20_000));
  return m ? { addressLine1: `${capitalised(m[1])} ${m[2].replace(/\s/g, "")}`, postalCode: m[3], city: capitalised(m[4]) } : undefined;
}

// Labels written inside a sentence, without a colon: "post number 6060", "Postleitzahl 5003", "city Hareid".
const INLINE_POSTCODE = String.raw`(?:post ?(?:number|nummer|nr\.?|code)|postal code|zip(?: code)?|c[oó]digo postal|code postal|cp|cep|plz|postleitzahl)`;
const INLINE_CITY = String.raw`(?:city|town|by|sted|poststed|stad|ciudad|ville|cidade|ort|stadt|localidade|localidad)`;
const PART_LEAD = String.raw`[,;]?\s{1,3}(?:(?:and|og|und|et|y|e)\s{1,3})?(?:(?:the|la|le|el|a|o|die|der)\s{1,3})?`;
const CITY_NAME = String.raw`(\p{Lu}[\p{L}-]{1,40}(?:\s\p{Lu}[\p{L}-]{1,40}){0,2})`;
const INLINE_ADDRESS = new RegExp(
  String.raw`(\p{Lu}[\p{L}'.-]{1,40}(?:\s[\p{L}'.-]{1,40}){0,3})\s(\d{1,4}\s?[A-Za-z]?)${PART_LEAD}(?:${INLINE_POSTCODE}\s{0,2}:?\s{0,2}(\d{4,5})${PART_LEAD}${INLINE_CITY}\s{0,2}:?\s{0,2}${CITY_NAME}|${INLINE_CITY}\s{0,2}:?\s{0,2}${CITY_NAME}${PART_LEAD}${INLINE_POSTCODE}\s{0,2}:?\s{0,2}(\d{4,5}))`,
  "iu",
);

/** "Strandgata 14, post number 6060, city Hareid": the street, then the postcode and the city each after its own label. */
function inlineLabelledAddress(text: string): Address | undefined {
  const m = INLINE_ADDRESS.exec(text);
  const street = m ? streetName(m[1].trim().split(/\s+/)) : undefined;
  return m && street ? { addressLine1: `${street} ${m[2].replace(/\s/g, "")}`, postalCode: m[3] ?? m[6], city: m[4] ?? m[5] } : undefined;
}

/**
 * The street's name among the words before a house number: walking back from the number, capitalised words and
 * street words ("Karl Johans gate"), up to a word such as "adresse" or a label's colon; it opens with a capital.
 * "die Anschrift lautet Hauptstraße" keeps "Hauptstraße".
 */
function streetName(words: readonly string[]): string | undefined {
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const w = fold(words[i]).replace(/:$/, "");
    if (ADDRESS_STOP.has(w) || words[i].endsWith(":")) break;
    if (!/^\p{Lu}|^\d/u.test(words[i]) && !STREET_WORD.test(w)) break;
    kept.unshift(words[i]);
  }
  while (kept.length && !/^\p{Lu}/u.test(kept[0])) kept.shift();
  return kept.length ? kept.join(" ") : undefined;
}

/** "12 Rue Mercière, 69002 Lyon", "8 bis avenue Jean Jaurès, 75019 Paris": the house number before a French street word. */
const NUMBER_FIRST = /(?:^|[\s:,(])(\d{1,4}(?:\s?(?:bis|ter))?,?\s(?:[Rr]ue|[Aa]venue|[Aa]v\.|[Bb]oulevard|[Bb]d|[Pp]lace|[Cc]hemin|[Aa]ll[eé]e|[Qq]uai|[Ii]mpasse|[Rr]oute|[Cc]ours)\s[\p{L}'’. -]{2,40}?),\s{0,3}(\d{4,5})[ \t]{1,3}(\p{Lu}[\p{L}-]{1,40}(?:[ \t]\p{Lu}[\p{L}-]{1,40}){0,2})/u;

function numberFirstAddress(text: string): Address | undefined {
  const m = NUMBER_FIRST.exec(text.length <= 20_000 ? text : text.slice(0, 20_000));
  return m ? { addressLine1: m[1].replace(/\s+/g, " ").trim(), postalCode: m[2], city: m[3] } : undefined;
}

/**
 * "Street: Industriveien 7" with "Postcode/City: 2008 Fjerdingby" on one of the next lines, or the
 * postcode and the city on lines of their own ("Código postal: 6004", "Ciudad: Ålesund"). A label
 * is a few words ("Street address", "Dirección (calle)", "Post code, town") naming what follows, before
 * a colon or a pasted table's column bar ("Straße | Industriveien 7"), perhaps numbered ("address line1").
 */
const LABEL_LINE = /^[ \t]{0,8}(?:[-*•][ \t]{1,3})?([\p{L}() ,./_-]{2,40}?\d?)[ \t]{0,2}[:|][ \t]{0,3}(\S[^\n|]{0,120}?)[ \t.]*$/u;
const STREET_LABEL = /\b(?:strasse|strase|street|gate|gateadresse|adresse|adresse postale|address|calle|direccion|rua|morada|endereco|rue|via|postadresse|besoksadresse|anschrift|vei|veg)\b/;
const STREET_VALUE = /^(\p{Lu}[\p{L}'.-]{0,40}(?:[ \t][\p{L}'.-]{1,40}){0,3}[ \t]\d{1,4}[ \t]?[A-Za-z]?)$/u;
const POSTAL_VALUE = /^(\d{4,5})[ \t]{1,3}(\p{Lu}[\p{L}-]{0,40}(?:[ \t][\p{L}-]{1,40}){0,3})$/u;
const POSTCODE_LABEL = /\b(?:postnummer|postnr|post code|postcode|postal code|zip|zip code|codigo postal|cod\.?[ _]?postal|code postal|cep|plz|postleitzahl)\b/;
const CITY_LABEL = /\b(?:sted|poststed|stad|city|town|ciudad|ville|cidade|ort|stadt|localidade|localidad|localite)\b/;

function labelled(line: string): { label: string; value: string } | undefined {
  const m = line.length <= 200 ? LABEL_LINE.exec(line) : null;
  return m ? { label: fold(m[1]).trim(), value: m[2].trim() } : undefined;
}

function labelledAddress(text: string): Address | undefined {
  // Two fields on one line ("Código postal: 5013    Localidade: Bergen") are two lines.
  const lines = text.split("\n").flatMap((l) => (l.length <= 300 ? l.split(/[ \t]{3,}(?=[\p{L}() ,./_-]{2,40}:)/u) : [l]));
  for (let i = 0; i < lines.length; i++) {
    const street = labelled(lines[i]);
    const streetValue = street && STREET_LABEL.test(street.label) ? STREET_VALUE.exec(street.value) : null;
    if (!streetValue) continue;
    // The address's second line under its first, with no label of its own ("Postadresse: Industrivegen 7" over "   6065 Ulsteinvik").
    const under = POSTAL_VALUE.exec((lines[i + 1] ?? "").trim());
    if (under) return { addressLine1: streetValue[1].trim(), postalCode: under[1], city: under[2].trim() };
    let postalCode: string | undefined;
    let city: string | undefined;
    for (const next of lines.slice(i + 1, i + 5)) {
      const field = labelled(next);
      if (!field) continue;
      const postal = POSTAL_VALUE.exec(field.value);
      if (postal) return { addressLine1: streetValue[1].trim(), postalCode: postal[1], city: postal[2].trim() };
      if (POSTCODE_LABEL.test(field.label) && /^\d{4,5}$/.test(field.value)) postalCode = field.value;
      else if (CITY_LABEL.test(field.label) && /^\p{Lu}[\p{L} -]{0,40}$/u.test(field.value)) city = field.value;
      if (postalCode && city) return { addressLine1: streetValue[1].trim(), postalCode, city };
    }
  }
  return undefined;
}

const PHONE = /(?:telefon|tlf|phone|telefono|telephone|tel)\.?\s*:?\s*(\+?\d[\d\s]{6,14}\d)/;

function partyTask(ctx: ExtractContext, role: RegExp) {
  const p = party(ctx, role);
  const phone = PHONE.exec(ctx.folded)?.[1];
  return definedOnly({
    name: p?.name,
    organizationNumber: p?.organizationNumber,
    email: findEmails(ctx.prompt)[0]?.value,
    phone: phone ? phone.replace(/\s/g, "") : undefined,
    address: findAddress(ctx.prompt),
  });
}

export function createCustomer(ctx: ExtractContext) {
  return { type: "create_customer" as const, ...partyTask(ctx, CUSTOMER_WORD) };
}

export function createSupplier(ctx: ExtractContext) {
  return { type: "create_supplier" as const, ...partyTask(ctx, SUPPLIER_WORD) };
}

const PRODUCT_NUMBER =
  /(?:produktnummer|product number|product no\.?|(?:n\.?[º°o]\.?|nr\.?|numero|ref\.?|reference|referencia)\s?(?:de |do |du |del |d'|d’)?(?:producto|produto|produit|product|article|articulo|artigo|item)|artikelnummer|artikelnr\.?|art\.?-nr\.?|varenummer|varenr\.?|artikkelnummer|artikkelnr\.?|item no\.?|sku|(?:ref|reference|referencia|referencia)\.?[ \t]{0,2}(?:interne?|interna|interno|internal|intern)|(?<=^|\n)[ \t]{0,4}(?:num|nr|no|number|nummer|numero|n[º°o])\.?[ \t]{0,2}(?=:))\s*:?\s*/;
const FOOD = /(?:naringsmiddel|food|aliment|lebensmittel|matvare)/;
const BOOKS = /(?:bok|boker|book|libro|livro|livre|buch|bucher)\b/;

export function vatFromWords(folded: string): number | undefined {
  if (FOOD.test(folded)) return 15;
  if (/(?:transport|persontransport|passenger)/.test(folded)) return 12;
  if (BOOKS.test(folded) || /(?:avgiftsfri|fritatt|exempt|exento|isento|exonere|befreit)/.test(folded)) return 0;
  if (/(?:standard|general|normal|ordinaire|regular)/.test(folded)) return 25;
  return undefined;
}

const NUMBER_CUE_AT_END = /(?:#|\b(?:n[º°o]|nr|no|ref|réf|artikelnummer|artikelnr|art\.?-nr|varenr|varenummer|produktnr|produktnummer|item no|product no|product number|código|codigo|referencia|référence|reference|numero|número)\.?)\s{0,2}[:#]?\s{0,2}$/iu;

/**
 * An unquoted product name: the words just before its number ("anlegen: Wandkalender 2027,
 * Artikelnummer 6120", "Pode criar um produto novo? Kaffebønner Etiopia 1 kg — nº 4471").
 */
function nameBeforeNumber(ctx: ExtractContext): string | undefined {
  const ref = ctx.values.refs[0];
  if (!ref) return undefined;
  const head = ctx.prompt.slice(Math.max(0, ref.index - 160), ref.index).replace(NUMBER_CUE_AT_END, "").replace(/[\s,–—|/-]+$/u, "");
  // "Kaffebønner Etiopia 1 kg — nº 4471": the dash before the number closes the name, it opens no
  // empty segment; so do a note's slash, bar and comma ("neues Produkt / Festmachertrosse 40 mm / Nr. 4040").
  // An emoji sets a phrase off as a stop does ("Ny vare i gardsbutikken 🐖 Spekeskinke 1 kg, varenr 2041").
  const segment = head.split(/[:?!\n]|[.,]\s|\s[–—|/-]\s|[(]|\p{Extended_Pictographic}/u).pop() ?? "";
  let name = clean(segment.replace(/[\s,–—-]+$/u, ""));
  // Unpunctuated ("ein neues Produkt anlegen Wandkalender 2027"): the capitalised words and numbers just before.
  if (!/^\p{Lu}/u.test(name)) {
    const words = name.split(" ");
    let i = words.length;
    while (i > 0 && /^(?:\p{Lu}|\d)/u.test(words[i - 1])) i--;
    name = words.slice(i).join(" ");
  }
  return /^\p{Lu}/u.test(name) && name.length <= 60 && !namesConcept(name.split(/\s/)[0]) ? name : undefined;
}

/**
 * The number after a product-number label: the first token with a digit within the next few
 * words ("le numéro de produit c'est 4472", "varenummeret skal være 4473"), else the first token.
 */
function numberAfterLabel(raw: string): string | undefined {
  // "Produktnummer (varenummer): 6620": another name for the label in brackets.
  const text = raw.replace(/^\s{0,2}\([^()\n]{1,40}\)/, "");
  // Within the sentence, and never the start of an amount ("… del asunto. Precio 1.290 NOK").
  const withDigit = /^(?:[^\s\d.!?]{1,12}\s{1,3}){0,3}([A-Za-z0-9]*\d[\w-]*)(?![.,]\d)/u.exec(text)?.[1];
  // Without a digit, only a code: capitals ("KIT-A"), never a word of the sentence ("número de producto del asunto").
  return (withDigit ?? /^[A-Z0-9][A-Z0-9_-]+\b/.exec(text)?.[0])?.replace(/[.,]$/, "");
}

/** "com o número 4417", "mit der Nummer 4417", "number 4417", "NUM 4417": a product's number after a bare number word (not an org. no., a year or an amount). */
const NUMBER_WORD = /(?:^|[^\p{L}.])(?:numero|number|nummer|nummeret|num|nro|nr|no|n[º°])\.?\s{0,2}:?\s{0,2}(\d{2,8})(?![.,]\d)(?!\s{0,2}(?:kr|nok|eur|%))(?!\d)/gu;

function numberWord(ctx: ExtractContext): string | undefined {
  for (const m of ctx.folded.matchAll(NUMBER_WORD)) {
    const before = ctx.folded.slice(Math.max(0, m.index! - 8), m.index! + 1);
    if (/org|konto|account|compte|cuenta|conta/.test(before)) continue;
    return m[1];
  }
  // "el número de la etiqueta es 5530", "le numéro qu'on colle sur l'étiquette : 4712": a few words of what the number
  // is between the word and the number, in one sentence; none of them another thing's number.
  for (const m of ctx.folded.matchAll(NUMBER_WORD_FAR)) {
    if (OTHER_NUMBER.test(m[1])) continue;
    return m[2];
  }
  return undefined;
}
const NUMBER_WORD_FAR =
  /(?:^|[^\p{L}.])(?:numero|number|nummer|nummeret)((?:\s{1,2}[\p{L}'’]{1,14}){1,6})\s{0,2}:?\s{0,2}(\d{3,8})(?![.,]?\d)(?!\s{0,2}(?:kr|nok|eur|coron|couron|kron|%|\d))/gu;
/** Words naming another thing's number: an organisation's, an account's, a phone's, an invoice's, a person's (folded). */
const OTHER_NUMBER = /\b(?:org\w*|konto\w*|account|compte|cuenta|conta|tele\w*|phone|mobil\w*|faktura\w*|invoice|factur\w*|fatura|rechnung\w*|person\w*|empresa|entreprise|firma|company|selskap\w*|kunde\w*|client\w*|cliente|bank\w*|banco|banque)\b/;

/**
 * "no. 7710, Desk lamp, 499.00 NOK": in a list of the product's fields, the field right after its
 * number (and before its price) is its name.
 */
function nameAfterNumber(ctx: ExtractContext): string | undefined {
  const ref = ctx.values.refs[0];
  if (!ref) return undefined;
  const m = /^[ \t]{0,3}[,;][ \t]{0,3}([^,;\n]{2,60}?)[ \t]{0,3}[,;]/u.exec(ctx.prompt.slice(ref.index + ref.value.length, ref.index + ref.value.length + 80));
  const name = m ? clean(m[1]) : "";
  return /^\p{Lu}/u.test(name) && /\p{L}{2}/u.test(name) && !/\d[\d .,]*\s{0,2}(?:kr|nok|eur|%)/i.test(name) && !namesConcept(name.split(/\s/)[0]) ? name : undefined;
}

/** A number's label read as a name ("Nr", "no.", "Ref"): no product is called that. */
const NUMBER_LABEL_ONLY = /^(?:n[º°o]|nr|no|num|ref|art|sku|item)\.?(?:\s{0,2}\d{1,8})?$/iu;
/** …nor one that runs on into its number ("NOVO nº 4471"). */
const HOLDS_NUMBER_LABEL = /(?:^|\s)(?:n[º°o]|nr|no)\.?\s{0,2}\d/iu;
/** …nor a heading in capitals that names the thing ("ARTIGO NOVO", "NEW PRODUCT"). */
const isHeading = (v: string) => v === v.toUpperCase() && v.split(/\s+/).some((w) => namesConcept(w));
const aName = (v: string | undefined) => (v && !NUMBER_LABEL_ONLY.test(v.trim()) && !HOLDS_NUMBER_LABEL.test(v) && !isHeading(v.trim()) ? v : undefined);

/** "med navnet Eplemost fra Rønnevik og produktnummer 2104", "with the name X, number …": the words after a naming phrase, to the next joining word. */
const WITH_THE_NAME = /\b(?:med navnet|med namnet|with the name|named|called|con el nombre|llamado|com o nome|chamado|avec le nom|nomme|unter dem namen|namens|mit dem namen)\s{1,2}/g;
/** "O nome deve ser exatamente …", "the name is …", "navnet skal være …" (folded): the rest of the clause is the name, joining words and all. */
const THE_NAME_IS =
  /\b(?:the name|o nome|el nombre|le nom|der name|navnet|namnet)\s(?:is|should be|must be|shall be|deve ser|debe ser|doit etre|soll|skal vaere|skal vere|skal vera|er|e|es|est|ist)(?:\s(?:exactly|exatamente|exactamente|exactement|genau|noyaktig|noeyaktig|presist))?\s{1,2}/g;

function nameAfterNaming(ctx: ExtractContext): string | undefined {
  for (const m of ctx.folded.matchAll(THE_NAME_IS)) {
    const rest = ctx.prompt.slice(m.index! + m[0].length, m.index! + m[0].length + 80);
    const clause = rest.split(/[,;:!?\n(]|\.(?:\s|$)/u)[0].trim();
    if (/^\p{Lu}/u.test(clause) && clause.split(/\s+/).length <= 8) return clause;
  }
  for (const m of ctx.folded.matchAll(WITH_THE_NAME)) {
    const start = m.index! + m[0].length;
    const rest = ctx.prompt.slice(start, start + 80);
    const words = rest.split(/\s+(?:og|and|und|y|e|et|med|with|mit|con|com|avec)\s|[,.;:!?\n(]/u)[0].trim();
    if (/^\p{Lu}/u.test(words) && words.split(/\s+/).length <= 6) return words;
  }
  return undefined;
}

/**
 * The product's price excluding VAT: a price written without VAT where one is, else the first price;
 * a price the writer gives with VAT ("NOK 1 362,75 inkl. meirverdiavgift") is taken back to without it,
 * at the product's rate (the standard 25 % when none is named).
 */
function productPrice(ctx: ExtractContext, vat: number | undefined, cost: FoundAmount | undefined): number | undefined {
  const all = amounts(ctx).filter((a) => a !== cost);
  const first = all.find((a) => vatBasisOf(ctx.folded, a) === "excl") ?? all[0];
  if (!first) return undefined;
  if (vatBasisOf(ctx.folded, first) !== "incl") return first.value;
  return Math.round((first.value / (1 + (vat ?? 25) / 100)) * 100) / 100;
}

/** The words for what a product costs to buy: "Innpris", "kostpris", "purchase price", "Einkaufspreis", "prix d'achat", "precio de coste", "preço de custo". */
const COST_PRICE =
  /\b(?:innpris|innkjopspris|kostpris|purchase price|cost price|buying price|unit cost|einkaufspreis|ek-preis|einstandspreis|prix d['’]achat|cout d['’]achat|prix de revient|precio de (?:compra|coste|costo)|preco de (?:custo|compra))\b/g;

/** What may stand between a cost-price word and its figure: a colon, a currency, "of", "is" ("cost price is NOK 95"). */
const COST_PRICE_TO_FIGURE = /^[ \t]{0,3}[:=–-]?[ \t]{0,3}(?:(?:of|de|du|von|pa|er|is|ist|est|es|e|nok|kr|eur)\.?[ \t]{1,3}){0,2}$/;

/**
 * The amount written right after a cost-price word ("Innpris: 2 180,00", "cost price NOK 95"); not
 * one set off by other words ("Innkjøpspris fra kjøkkenet: ca. 95 kr (bare til info)").
 */
function costPrice(ctx: ExtractContext): FoundAmount | undefined {
  // The first few words only: each looks through the amounts, so a text full of them stays linear.
  for (const m of [...ctx.folded.matchAll(COST_PRICE)].slice(0, 10)) {
    const at = m.index + m[0].length;
    const found = amounts(ctx).find((a) => a.index >= at && a.index - at <= 24 && COST_PRICE_TO_FIGURE.test(ctx.folded.slice(at, a.index)));
    if (found) return found;
  }
  return undefined;
}

/** Whose number a label is, at its end: a maker's or a supplier's ("Hersteller-Art.-Nr.", "manufacturer's item no."), not the seller's own. */
const MAKERS_NUMBER = /(?:hersteller|lieferanten?|manufacturer|supplier|vendor|produsent|produsenten|leverandor|leverandoren|fabricante|proveedor|fornecedor|fabricant|fournisseur|fabrikant)(?:s|'s|’s|ens)?(?:\s{0,2}-\s{0,2}|\s{1,2})(?:(?:ref|reference|referencia|referencia|no|nr)\.?\s{0,2})?$/;

/**
 * Where the product's own number stands: after the first product-number label that is not a maker's or a supplier's
 * ("Hersteller-Art.-Nr.: 88-2041-7 / Ihre Artikelnummer: 7318" is 7318), else after the first label.
 */
function ownNumberAt(ctx: ExtractContext): number {
  const g = new RegExp(PRODUCT_NUMBER.source, "g");
  let first = -1;
  for (const m of [...ctx.folded.matchAll(g)].slice(0, 10)) {
    const at = m.index + m[0].length;
    if (first < 0) first = at;
    if (!MAKERS_NUMBER.test(ctx.folded.slice(Math.max(0, m.index - 24), m.index))) return at;
  }
  return first;
}

/** A label that says the value is the product's name, not a word of it or an other thing's ("Nombre producto :", "Produktnavn:"). */
const PRODUCT_NAME_LABEL =
  /(?:produktnavn|produktnamn|varenavn|varenamn|product name|item name|article name|nombre (?:del )?producto|nombre (?:del )?articulo|nome (?:do )?produto|nome (?:do )?artigo|nom (?:du )?produit|nom (?:de l'?)?article|produktname|produktbezeichnung|artikelname|artikelbezeichnung)/;

export function createProduct(ctx: ExtractContext) {
  const name =
    // A field labelled as the product's name is its name, whatever else the text quotes.
    aName(labelValue(ctx, PRODUCT_NAME_LABEL)) ??
    quotedAfter(ctx, /(?:produktet|produkt|product|producto|produto|produit)\s*/) ??
    quoted(ctx)[0]?.value ??
    nameAfterNaming(ctx) ??
    // A record's or a book's title is its name ("mit dem norwegischen Titel: Jubileumsplate 105 år").
    aName(labelValue(ctx, /(?:produkt|produktnavn|product|product name|producto|produto|produit|artikel|article|artigo|articulo|vare|varenavn|navn|namn|name|nombre|nome|nom|item|bezeichnung|designation|descripcion|descricao|description|beskrivelse|beskriving|tittel|titel|title|titulo|titre)/)) ??
    aName(nameNear(ctx, "product")) ??
    aName(nameBeforeNumber(ctx)) ??
    nameAfterNumber(ctx);
  const numAt = ownNumberAt(ctx);
  const productNumber = (numAt >= 0 ? numberAfterLabel(ctx.prompt.slice(numAt, numAt + 80)) : undefined) ?? ctx.values.refs[0]?.value ?? numberWord(ctx);
  const vat = vatPercent(ctx) ?? vatFromWords(ctx.folded);
  const cost = costPrice(ctx);
  const price = productPrice(ctx, vat, cost);
  return definedOnly({
    type: "create_product" as const,
    name,
    productNumber,
    priceExcludingVat: price,
    costExcludingVat: cost?.value,
    vatRate: vat,
  });
}

/** A list's row: its mark (a bullet, a checkbox, a number, a number in brackets or after a serial's label), then the item. */
const LIST_ROW =
  /^([ \t]{0,8})(?:[-*•–·☐☑☒□■▪◦✓✔]|(?<sub>\d{1,2}(?:\.\d{1,2}){1,3}\.?)|(?<letter>\(?[a-h]\))|\d{1,2}[.)]|\(\d{1,2}\)|(?:s[lr]?\.?[ \t]?(?:no|nr)\.?|no\.|nr\.?|n[º°]|pt\.?|pkt\.?|punkt|point|punto|ponto|pos\.?|item)[ \t]{0,2}\d{1,2}[ \t]{0,2}[:.)–-])[ \t]{1,4}(?<item>[^\n]{1,120})$/gimu;

/** A notes section's heading alone on its line: "Notes:", "Merknader:", "Anmerkungen:", "Remarques :", "Observaciones:". */
const NOTES_HEADING = /^[ \t]{0,4}(?:notes?|nb|merknad(?:er)?|merknader|anmerkung(?:en)?|bemerkung(?:en)?|hinweise?|remarques?|notas?|observaciones|observa[cç](?:ão|ões|ao|oes)|kommentar(?:er)?|comments?)[ \t]{0,2}:[ \t]*$/gimu;

/** The items of a bulleted or numbered list ("• Lager", "2. Recursos Humanos", "- Compras"). */
/** A label's line whose value is names set apart by bars: "ABT: Montage | Einkauf | Kundendienst". */
const BARRED_NAMES = /^[ \t]{0,8}[\p{L}][\p{L} .-]{0,30}:[ \t]*([^\n|:]{1,60}(?:\|[^\n|:]{1,60}){1,11})[ \t]*$/mu;

const LETTERED_DEPTH = 8;

function listItems(text: string): string[] {
  const items: string[] = [];
  // Checkboxes mark items too ("☐ Compras"); a table row rendered as "- Produção · Tipo: …" is named by its first cell.
  // Numbers may stand in brackets or after a serial's label ("(2) Werkstatt", "Sl. No. 2 : Werkstatt", "Pt. 3 - Vertrieb").
  // A notes section's items ("Notes:" over "- Default department «Avdeling 1» stays as is") are remarks, no items of the request.
  const notes = [...text.matchAll(NOTES_HEADING)].map((m) => m.index! + m[0].length);
  // A row is under the heading while only rows stand between them (no blank line, no other line).
  const rowStart = /^[ \t]{0,8}(?:[-*•–·]|\d{1,2}[.)])/;
  const underNotes = (at: number) =>
    notes.some((n) => {
      if (n > at) return false;
      for (let i = text.indexOf("\n", n + 1); i >= 0 && i < at - 1; i = text.indexOf("\n", i + 1)) if (!rowStart.test(text.slice(i + 1, i + 12))) return false;
      return true;
    });
  // A clause's number tells its depth as an indent would ("1." over "1.1", "1.2").
  const depth = (sub: string | undefined) => (sub ? 2 * (sub.split(".").filter(Boolean).length - 1) : 0);
  // A lettered point ("(a) «Arbeidsrett»;") is a clause's sub-point, under the numbered clause before it.
  const rows = [...text.matchAll(LIST_ROW)]
    .filter((m) => !notes.length || !underNotes(m.index!))
    .map((m) => ({ indent: indentOf(m[1]) + depth(m.groups?.sub) + (m.groups?.letter ? LETTERED_DEPTH : 0), item: m.groups!.item }));
  // "- in Tripletex anlegen:" over "  - Messebau", "  - Lichtplanung": the items under the one that opens them with a colon.
  const opener = rows.findIndex((r, i) => /:\s*$/.test(r.item) && rows[i + 1]?.indent > r.indent);
  if (opener >= 0) {
    const under: string[] = [];
    for (const r of rows.slice(opener + 1)) {
      if (r.indent <= rows[opener].indent) break;
      under.push(r.item);
    }
    if (under.length >= 2) return under.map((x) => clean(withoutRemark(x))).filter((x) => x && !x.startsWith(DONE_MARK));
  }
  for (const r of rows.filter((x) => x.indent <= 4)) items.push(clean(withoutGloss(r.item.replace(/\s·\s.*$/u, ""))));
  // A document's numbered sections ("1. Definisjoner", "2. Instruks") are its headings, no items: where two or more are.
  const headings = items.filter(isSectionHeading);
  // A checklist's done item ("- ☑ Vertrieb — schon angelegt") is in the books already.
  return items.filter((x) => x && !x.startsWith(DONE_MARK) && !(headings.length >= 2 && headings.includes(x)));
}

/**
 * A name's gloss after a colon, in small letters ("Havbruk: merdanlegg, smoltanlegg, brønnbåtar", a table's row
 * under "Avdeling | Kva det gjeld"); a label before the colon ("Avdeling: salg") keeps its value.
 */
function withoutGloss(item: string): string {
  const m = /^(\p{Lu}[^:\n]{0,60}?):[ \t]{1,3}(?=\p{Ll})/u.exec(item);
  return m && !LIST_HEADING.test(fold(m[1]).trim()) && !/\d/.test(item.slice(m[0].length)) ? m[1] : item;
}

/** A name's trailing remark in brackets, in small letters ("Lager Drammen (nicht — das bleibt bei der Werkstatt)"). */
function withoutRemark(item: string): string {
  return item.replace(/\s{1,4}\((?=\s{0,2}\p{Ll})[^()\n]{0,120}\)\s*$/u, "");
}

/** A heading over a list of names: "Avdelingar", "Departments:", "Name", "Abteilung". */
const LIST_HEADING = /^(?:avdeling\w*|department\w*|departamento\w*|departement\w*|abteilung\w*|navn|namn|name|names|nombre|nome|nom)\s*:?$/;

/** A copied page's footer ("Page 1/1", "Side 2 av 3"): no name. */
const PAGE_MARK = /^(?:page|side|seite|pagina|página)\s{0,2}\d/iu;

/**
 * The names on the lines under a heading line "‹heading›:" (or "‹heading› :"), up to the first line
 * that is no name: "Nouveaux services :\nJuridique\nAchats\nSupport client".
 */
export function linesUnderHeading(text: string, heading: string): string[] {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => fold(l.trim().replace(/\s{0,2}:$/, "")) === fold(heading) && /:\s*$/.test(l));
  if (at < 0) return [];
  const names: string[] = [];
  for (const line of lines.slice(at + 1)) {
    const t = clean(line.replace(/^[ \t]{0,4}(?:[-*•–·]|\d{1,2}[.)])[ \t]{1,4}/u, ""));
    if (!(t.length <= 40 && /^\p{Lu}[\p{L}\p{N} &/-]*$/u.test(t) && t.split(/\s+/).length <= 4) || PAGE_MARK.test(t)) break;
    names.push(t);
  }
  return names;
}

/**
 * Names written one to a line without bullets ("Innkjøp\nKundeservice\nLager"): a run of at
 * least two short capitalised lines; a heading line over them is no name.
 */
export function plainLines(text: string): string[] {
  let run: string[] = [];
  let best: string[] = [];
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (t.length <= 40 && /^\p{Lu}[\p{L}\p{N} &/-]*$/u.test(t) && t.split(/\s+/).length <= 4 && !PAGE_MARK.test(t)) run.push(t);
    else {
      if (run.length > best.length) best = run;
      run = [];
    }
  }
  if (run.length > best.length) best = run;
  if (best.length && LIST_HEADING.test(fold(best[0]))) best = best.slice(1);
  return best.length >= 2 ? best : [];
}

/** "Warehouse / Field Service / Procurement": one line of names set apart by slashes or semicolons. */
export function separatedLine(text: string): string[] {
  const isName = (i: string) => /^\p{Lu}/u.test(i) && i.length <= 40 && i.split(/\s+/).length <= 4 && !/[\d:()]/.test(i);
  for (const whole of text.split("\n")) {
    if (whole.length > 200) continue;
    // "DEPARTAMENTOS x3 → Taller + Naval + Hoteles": the names after an arrow.
    const arrow = Math.max(whole.lastIndexOf("→"), whole.lastIndexOf("->"));
    const line = arrow >= 0 ? whole.slice(arrow + (whole[arrow] === "→" ? 1 : 2)) : whole;
    const items = line.split(/\s+[/|·+]\s+|\s*;\s*/).map(clean).filter(Boolean);
    if (items.length >= 2 && items.every(isName)) return items;
    // A piece of a note between "|" marks: a head in small letters, then the names ("nye avd / Proviant / Dekk og maskin / Bunkers | opprett alle tre").
    for (const piece of line.split(/\s+\|\s+/)) {
      // A list after a colon is read below, whole ("criar departamentos: [Produção, Qualidade, Marketing]").
      if (piece.includes(":")) continue;
      const parts = piece.split(/\s+[/·]\s+|\s*[;,]\s*/).map(clean).filter(Boolean);
      const names = /^\p{Ll}/u.test(parts[0] ?? "") ? parts.slice(1) : parts;
      if (names.length >= 2 && names.length < parts.length && names.every(isName)) return names;
    }
  }
  return [];
}

export function createDepartments(ctx: ExtractContext) {
  // Rows of a number and a name ("40 | Sensors & IoT" from a sheet's two columns): the departments with their own numbers.
  const numbered = numberedRows(ctx.prompt);
  if (numbered.length >= 2) return { type: "create_departments" as const, names: numbered.map((r) => r.name), numbers: numbered.map((r) => r.number) };
  const fromQuotes = quoted(ctx).map((q) => q.value);
  // A form's question ("2. Namen?") is a label, never a name.
  const fromText = departmentList(ctx).filter((n) => !/\?\s*$/.test(n));
  // Quoted names are the list, unless the written list holds them all and more ("…: Juridique, Achats og Support client. «Support client» er én avdeling").
  const same = (a: string, b: string) => fold(a) === fold(b);
  const listHoldsQuotes = fromText.length > fromQuotes.length && fromQuotes.every((q) => fromText.some((t) => same(t, q)));
  // A bulleted or numbered list of names is the request's list; names quoted outside it are remarks
  // ("Leave the existing «Avdeling 1» as it is", "last time we ended up with two «Salg»").
  const items = listItems(ctx.prompt).filter((n) => !/\?\s*$/.test(n));
  // A quote is the item when the item starts with it («Salg» (ny)); a word quoted inside an item is a remark on
  // its spelling ("Innkjøp IT" with «"IT" in capitals»).
  const quotedIn = (item: string, q: string) => {
    const i = fold(item);
    const f = fold(q);
    const at = i.indexOf(f);
    // Quoted after a dash it is a remark on the name before it ("2) Landskapsarkitektur – the name in 1) with «Landskaps» in front").
    const bare = i.replace(/^[«"“„'‘`]/, "");
    return (bare.startsWith(f) && !/[\p{L}\p{N}]/u.test(bare[f.length] ?? "")) || (at > 0 && /[«"“„'‘`]/.test(i[at - 1]) && !/\s[–—-]\s/.test(i.slice(0, at)));
  };
  const quotesOutsideList = items.length >= 2 && !fromQuotes.some((q) => items.some((i) => quotedIn(i, q)));
  // A quoted name that heads lines of names in the text is their section, not one of them ("only the
  // three under «Nouveaux services»" over "Nouveaux services :\nJuridique\nAchats\nSupport client").
  const underQuotes = fromQuotes.map((q) => linesUnderHeading(ctx.prompt, q));
  if (fromQuotes.length && underQuotes.every((l) => l.length >= 2)) return { type: "create_departments" as const, names: [...new Set(underQuotes.flat())] };
  // A department's name field filled in once a department ("Avdelingsnavn: Lager" … "Avdelingsnavn: Rigg"): those are the
  // names; a name quoted elsewhere is a remark ("«Avdeling 1» som ligg der frå før: ikkje rør den").
  const fields = namedFields(ctx.prompt);
  if (fields.length >= 2) return { type: "create_departments" as const, names: [...new Set(fields)] };
  // One field of several names: "avdelingar = Konsernrekneskap; Skatt og avgift; Eigedomsforvalting".
  const fieldList = fields.length === 1 ? fields[0].split(/\s*;\s*/).map(clean).filter(Boolean) : [];
  if (fieldList.length >= 2 && fieldList.every((n) => n.length <= 50 && /^\p{Lu}/u.test(n))) return { type: "create_departments" as const, names: [...new Set(fieldList)] };
  // "ABT -> Montage | Einkauf | Kundendienst": one label's value of names set apart by bars.
  const barred = BARRED_NAMES.exec(ctx.prompt)?.[1].split("|").map((n) => clean(n)).filter(Boolean) ?? [];
  if (barred.length >= 2 && barred.length <= 12 && barred.every((n) => n.length <= 50 && /^\p{Lu}/u.test(n) && !/\d/.test(n))) return { type: "create_departments" as const, names: [...new Set(barred)] };
  // "- Butikk (the shop)", "2. Kafé (med aksent over e-en, Liv insisterer)": a bracket of words in small letters after a
  // listed name glosses it; "Salg (Oslo)" keeps its bracket.
  // A sheet's code column after a name ("- Production (Code P1)") is the client's own short code, no part of the name.
  const names = (fromQuotes.length && !listHoldsQuotes && !quotesOutsideList ? fromQuotes : fromText).map((n) => n.replace(GLOSS_AFTER, "").replace(CODE_AFTER, "").trim() || n);
  // A joining word left between set-aside names is no department ("«A», «B» og «C»" with the quotes read as remarks).
  // A record's list item names its field ("- name: Field Service"): the value is the name.
  // A form's answers ("Name Abteilung A: Veranstaltungstechnik", "Anzahl: drei", "Leitung: n/a"): where two or more
  // labels speak of a name or a department, their values are the names and the other answers are no names.
  const labelled = names.map((n) => /^([^:\n]{1,40}?)\s?:\s*(.+)$/.exec(n));
  const naming = labelled.filter((m) => m && NAMING_LABEL.test(fold(m[1])) && !NOT_A_NAME_LABEL.test(fold(m[1])) && !PLACEHOLDER.test(m[2].trim()));
  const bare =
    naming.length >= 2
      ? naming.map((m) => m![2].trim())
      : names.map((n) => n.replace(/^(?:name|navn|namn|nombre|nome|nom|bezeichnung|title)\s?:\s*/i, ""));
  // Rows of a sheet's name column and one figure each ("- Produksjon: 4 200 000"): the name is the department's, the figure a
  // column's value of its own (a budget, a head count), no part of the name.
  const figured = bare.length >= 2 && bare.every((n) => FIGURE_AFTER_NAME.test(n));
  // "mit den norwegischen Namen, ohne die deutschen Erklärungen in Klammern": the writer leaves the brackets out.
  const unbracketed = WITHOUT_BRACKETS.test(ctx.folded) ? bare.map((n) => n.replace(/\s{1,3}\([^()\n]{1,80}\)\s*$/u, "").trim() || n) : bare;
  // "Rope Loft – 3 people (cost centre 410)": where every listed name has a detail with a figure after its dash, the name ends there.
  const worded = unbracketed.filter((n) => /\p{L}{2}/u.test(n));
  const detailed = worded.length >= 2 && worded.every((n) => DETAIL_AFTER_DASH.test(n));
  // "Landskapsarkitektur – yes, that's the name in 1) with …": a remark in small letters after a dash is no part of the name.
  const named = (detailed ? unbracketed.map((n) => n.replace(DETAIL_AFTER_DASH, "").trim()) : unbracketed).map((n) => n.replace(REMARK_AFTER_DASH, (remark: string, words: string) => (/\s/.test(words) ? "" : remark)).trim() || n);
  // "make the three new ones, rope loft is already in": a name the request says is there already is not created again.
  const kept = [...new Set((figured ? named.map((n) => n.replace(FIGURE_AFTER_NAME, "$1")) : named).filter((n, i) => !JOINING_WORD.test(n) && (i >= MAX_EXISTING_CHECKS || !saidToExist(ctx.folded, n))))];
  // "Strategy & Advisory — dept no. 40", "Lager (nr. 12)": each listed name with its own number after it.
  // The name may be quoted in the text ("“Strategy & Advisory” — dept no. 40"): its number is what follows it on its line.
  const withNumbers = kept.map((n) => NUMBER_AFTER_NAME.exec(n) ?? numberAfterName(ctx.prompt, n));
  if (kept.length && withNumbers.every(Boolean) && new Set(withNumbers.map((m) => Number(m![2]))).size === kept.length)
    return { type: "create_departments" as const, names: withNumbers.map((m) => m![1].trim()), numbers: withNumbers.map((m) => String(Number(m![2]))) };
  return { type: "create_departments" as const, names: kept };
}

/** A dash after a listed name, then a remark of several words opening in small letters ("– yes, that's the name in 1) …"). */
const REMARK_AFTER_DASH = /\s[–—-]\s(\p{Ll}[^\n]{0,400})$/u;

/** A dash after a listed name, then a detail holding a figure ("– 3 people (cost centre 410)"). */
const DETAIL_AFTER_DASH = /\s[–—-]\s(?=[^\n]{0,80}\d)[^\n]{1,80}$/u;

/** How many listed names are looked up as said to exist already: each look scans the text, so a bounded few. */
const MAX_EXISTING_CHECKS = 30;

/** Whether the request says a name is in the books already ("rope loft is already in", "Lager finnes allerede"), folded. */
function saidToExist(folded: string, name: string): boolean {
  const at = folded.indexOf(fold(name).toLowerCase());
  if (at < 0 || name.length < 3) return false;
  // Each mention of the name, at most a few: a short stretch after it says it exists.
  for (let i = at, seen = 0; i >= 0 && seen < 5; i = folded.indexOf(fold(name).toLowerCase(), i + 1), seen++)
    if (ALREADY_THERE.test(folded.slice(i + name.length, i + name.length + 32))) return true;
  return false;
}
const ALREADY_THERE = /^[^.\n;]{0,6}\b(?:is|er|ist|est|es|e|finnes|fins|existiert|existe)?\s{0,2}(?:already|allerede|alt|schon|bereits|deja|ya|ja)\s{1,2}(?:in|there|inne|da|exists?|existiert|existe|finnes|registered|registrert|angelegt|cree|creado|criado|vorhanden)\b/;

/** The writer asks for names without what stands in their brackets (folded): "ohne … in Klammern", "uten … i parentes", "without the … in brackets". */
const WITHOUT_BRACKETS =
  /\b(?:ohne|uten|utan|without|sans|sin|sem|not)\b[^.\n]{0,50}\b(?:klammern?|parentes\w*|parenthes\w*|brackets?|parentesis|parenteses|parentheses)\b/;

/** A name, its colon and a bare figure: "Produksjon: 4 200 000", "Lager: 12,5 %". */
const FIGURE_AFTER_NAME = /^(\p{L}[^:\n]{0,60}?)\s?:\s*\d[\d \u00a0.,]*(?:\s?(?:kr|nok|%))?\s*$/iu;

/** A department's number after its name: a dash, a comma or a bracket, a label or none, the digits ("— dept no. 40", "(nr. 12)", ", nummer 7"). */
const NUMBER_TAIL =
  "[ \\t]*(?:[—–-]|,|\\()[ \\t]{0,3}(?:(?:dept|dep|avd|avdeling|avdelingsnummer|abt|abteilung|dpto|depto|departamento|d[ée]partement|department|code|kode|código|codigo|cc|kst|kostnadssted|kostenstelle|cost cent(?:re|er)|centre de co[uû]ts?|centro de cos?tes?|centro de custos?)\\.?[ \\t]{0,2})?(?:(?:no|nr|n°|nº|num|number|nummer|número|numero|numéro|#)\\.?[ \\t]{0,2})?(\\d{1,6})\\)?";
/** A name and its number, as one list item: "Strategy & Advisory — dept no. 40", "Inside Sales (CC 4530)". */
const NUMBER_AFTER_NAME = new RegExp(`^(\\p{L}[^\\n]{0,60}?)${NUMBER_TAIL}$`, "iu");
/** What follows a quoted name up to its line's end: its number. */
const NUMBER_AFTER_QUOTE = new RegExp(`^[»"”’'*_]?${NUMBER_TAIL}[ \\t.;]*(?:\\n|$)`, "iu");

function numberAfterName(prompt: string, name: string): [string, string, string] | undefined {
  const at = prompt.indexOf(name);
  const m = at >= 0 ? NUMBER_AFTER_QUOTE.exec(prompt.slice(at + name.length, at + name.length + 60)) : null;
  return m ? [m[0], name, m[1]] : undefined;
}

/** A bracket closing a name, of two or more words opening in small letters: a gloss, no part of the name. */
/** A letter code in brackets after a name, with its label: "(Code P1)", "(Kürzel VT)", "(código A-2)". */
const CODE_AFTER = /\s{1,2}\((?:code|kode|codigo|código|kürzel|kurzel|kuerzel)\s{1,2}(?=[^()\n]{0,20}\p{L})[^()\n]{1,20}\)\s*$/iu;
const GLOSS_AFTER = /\s{1,2}\(\p{Ll}[^()\n]{0,120}?\s[^()\n]{1,120}\)\s*$/u;

/** A table row of a department's number and its name: "| 40 | Sensors & IoT |", "40 | Sensors & IoT", a list line "- 4410: Ettermarknad". */
const NUMBER_NAME_ROW = /^[ \t]{0,4}(?:[-*•][ \t]{1,2})?\|?[ \t]*(\d{1,6})[ \t]*[|:][ \t]*(\p{L}[^|\n]{0,60}?)[ \t]*\|?[ \t]*$/gmu;

/** Consecutive rows of a number and a name (two or more, at most 20), each number once. */
function numberedRows(text: string): { number: string; name: string }[] {
  const rows: { number: string; name: string; end: number; start: number }[] = [];
  for (const m of text.matchAll(NUMBER_NAME_ROW)) {
    const row = { number: String(Number(m[1])), name: clean(m[2]), start: m.index!, end: m.index! + m[0].length };
    // A run: each row on the line after the one before.
    if (rows.length && text.slice(rows[rows.length - 1].end, row.start).trim() !== "") rows.length = 0;
    rows.push(row);
    if (rows.length > 20) return [];
  }
  return rows.length >= 2 && new Set(rows.map((r) => r.number)).size === rows.length ? rows.map(({ number, name }) => ({ number, name })) : [];
}

/** The values of a line's own name field ("2. Avdelingsnavn: Lager", "Abteilungsname: Versand"), not its number or manager. */
function namedFields(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^[ \t]{0,8}(?:\d{1,2}[.)][ \t]{0,3})?([\p{L}][\p{L} .-]{0,40}?)[ \t]?:[ \t]{0,4}([^\n]{1,80})$/gmu)) {
    const label = fold(m[1]);
    const value = m[2].trim().replace(/^[«"“„'‘`]([^«»"“”„'‘’`]+)[»"”“'’`]$/u, "$1");
    if (NAMING_LABEL.test(label) && !NOT_A_NAME_LABEL.test(label) && !PLACEHOLDER.test(value)) out.push(value);
  }
  return out;
}
/** A department's other fields: its number, its manager (folded). */
const NOT_A_NAME_LABEL = /(?:nummer|numbers?|numero|numeros|nummern|nr|leder|leiar|leiter|manager|chef|jefe|responsable|gerente|lead)\b/;

/** An answer left empty: "n/a", "–", "none", "ingen", "keine". */
const PLACEHOLDER = /^(?:n\/?a|-+|–|—|none|ingen|inga|keine?|aucune?|ningun[oa]?|nenhum[a]?|nil|tbd)\.?$/i;

/** A form's label that asks for a name or a department (folded). */
// With the common short forms: "avd." (avdeling), "Abt.", "dept.", "dpto." ("1) avd. → Lager", "New avd. → Field Service").
const NAMING_LABEL = /\b(?:name|navn|namn|nombre|nome|nom|bezeichnung|title|titel|avdeling\w*|avdelin\w*|department\w*|abteilung\w*|departamento\w*|departement\w*|avd|abt|dept|dpt|dpto|depto)\b/;

const MAX_NAME_WORDS = 6;
const DEPARTMENT_WORD = /\b(?:avdeling\w*|avdelning\w*|department\w*|abteilung\w*|departamento\w*|departement\w*|services?)\b/;

/** Department names written without quotes: list items, plain lines, one separated line, an inline list after a colon, a sentence of names. */
/** The words before a list of departments, to the word for department ("Legg til avdelingene ", "opprett avd. "). */
const DEPARTMENT_HEAD = /^.*\b(?:avdeling\w*|avd\.|department\w*|dept\.|departamento\w*|departement\w*|abteilung\w*|abt\.|services)\s+/iu;

/** A name closing a clause after a small word ("… separados por Salga", "… split into Sales"). */
const TRAILING_NAME = /\s\p{Ll}{1,6}\s(\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){0,2})$/u;

/** The count a sentence states for its departments ("três departamentos novos", "3 new departments"), if any. */
function statedCount(sentence: string): number | undefined {
  const words = fold(sentence).split(/[^\p{L}\d]+/u).filter(Boolean).slice(0, 80);
  for (let i = 0; i < words.length; i++) {
    if (!DEPARTMENT_NOUN.test(words[i])) continue;
    for (const w of [words[i - 1], words[i - 2]]) {
      const n = w === undefined ? undefined : /^\d{1,2}$/.test(w) ? Number(w) : numberFromWord(w);
      if (n) return n;
    }
  }
  return undefined;
}

/** A name of one to three capitalised words, then a word of purpose and what it is for: "Frankrikenemnda für Dinan". */
const NAME_FOR_PURPOSE = /^(\p{Lu}[\p{L}'-]*(?:\s\p{Lu}[\p{L}'-]*){0,2})\s+(?:fur|für|for|til|pour|para|per)\s/u;

function departmentList(ctx: ExtractContext): string[] {
  // A checklist's item that is a whole instruction ("Create the three departments in Tripletex with these names") names none.
  let names = listItems(ctx.prompt).filter((n) => n.split(/\s+/).length <= MAX_NAME_WORDS || !DEPARTMENT_WORD.test(fold(n)));
  if (names.length === 0) names = plainLines(ctx.prompt);
  if (names.length === 0) names = separatedLine(ctx.prompt);
  if (names.length === 0) {
    // "…: HR, Salg og Økonomi.", "Tre nye avdelingar – Maskin, Hamnekontor, Innkjøp." (a dash set as the colon).
    const opener = /:/.exec(ctx.prompt) ?? /[ \t][–—][ \t]/.exec(ctx.prompt);
    if (opener) {
      // A colon at a line's end opens a list on the lines below, read above; this one is inline.
      const rest = ctx.prompt.slice(opener.index + opener[0].length).replace(/^[ \t]*\n[\s\S]*$/, "");
      // The list ends with its sentence: "…: Kundeservice, Innkjøp og Eiendomsdrift. Kan du…"
      // …or with its line, unless the line leaves it open ("…: HR, Salg,⏎Økonomi og IT"): "…: Butikk, Kafé og Lager⏎det var alt".
      // A stop after a short word abbreviates ("opprett avd. Verkstad, Delelager"): no sentence's end.
      const sentenceEnd = [...rest.matchAll(/[.!?](?:\s|$)/g)].find((m) => m[0][0] !== "." || !shortWordBefore(rest, m.index))?.index ?? -1;
      const lineEnd = rest.search(/(?<!,|\s(?:og|and|y|e|et|und))[ \t]*\n/);
      const itemsTo = (end: number) =>
        (end >= 0 ? rest.slice(0, end) : rest)
          .split(/\s*,\s*|\s+(?:og|and|y|e|et|und|sowie|samt|ainsi que|as well as|plus)\s+/)
          .map(clean)
          .filter(Boolean);
      // A line's list names two at least; one name to the line's end is no list.
      const onLine = lineEnd >= 0 && (sentenceEnd < 0 || lineEnd < sentenceEnd) ? itemsTo(lineEnd) : [];
      names = onLine.length >= 2 ? onLine : itemsTo(sentenceEnd);
      // "…: opprett avd. Verkstad, Delelager, Administrasjon (nye frå 01.01)": the verb and the word for department
      // open the list, a bracket of small words glosses its last name.
      if (names.length >= 2) names = names.map((n, i) => (i === 0 ? n.replace(DEPARTMENT_HEAD, "") : n).replace(GLOSS_AFTER, "").trim());
      // "…: Tysklandsnemnda für Marktbreit, Frankrikenemnda für Dinan und Iberianemnda für Sigüenza und Tavira": each name with
      // what it is for; the words after a purpose are no names of their own.
      const purposed = names.map((n) => NAME_FOR_PURPOSE.exec(n)?.[1]);
      if (purposed.filter(Boolean).length >= 2 && purposed[0]) names = purposed.filter((n): n is string => !!n);
      // "A, B y C: necesitamos esos tres departamentos (expediente 2026-77)": a sentence after the colon is no list of names.
      if (!names.every((n) => n.length <= 50 && !/[()]/.test(n) && n.split(/\s+/).length <= 5)) names = [];
      // After a dash only names, each with its capital: "– make the three new ones, rope loft is already in" is a remark.
      if (opener[0] !== ":" && !names.every((n) => /^\p{Lu}/u.test(n))) names = [];
    }
  }
  // "…dans Tripletex ? Juridique, Achats et Support client. Merci.": a sentence that is only a list of names.
  if (names.length === 0) {
    for (const sentence of ctx.prompt.split(/[.!?:\n]+/)) {
      const items = sentence.split(/\s*,\s*|\s+(?:og|and|y|e|et|und|sowie|samt)\s+/).map(clean).filter(Boolean);
      // "Legg til avdelingene Marked, Innkjøp og IT": the list starts after the word for department.
      if (items.length) items[0] = items[0].replace(DEPARTMENT_HEAD, "");
      // "tre nye avdelingar i trippel tex, Tørkeri, Pakkeri og Eksport": where they go stands before the names; the first
      // name closes that clause when the request counts it ("custos separados por Corte, Embalagem e Armazém").
      if (items.length >= 3 && !/^\p{Lu}/u.test(items[0])) {
        const tail = TRAILING_NAME.exec(items[0]);
        if (tail && statedCount(ctx.prompt.slice(0, 2000)) === items.length) items[0] = tail[1];
        else items.shift();
      }
      const isName = (i: string) => /^\p{Lu}/u.test(i) && i.split(/\s+/).length <= 4;
      if (items.length >= 2 && items.every(isName)) {
        names = items;
        break;
      }
      // "… três departamentos novos no trippel teks, Verksted, Butikk e Vinteropplag, vinter opplag tudo numa palavra, …":
      // the run of names right after the head, remarks in small letters after it, as many as the sentence counts.
      let run = 0;
      while (run < items.length && isName(items[run])) run++;
      const stated = statedCount(sentence);
      if (run >= 2 && run < items.length && items.slice(run).every((i) => /^\p{Ll}/u.test(i)) && stated === run) {
        names = items.slice(0, run);
        break;
      }
    }
  }
  // "criar três departamentos conforme o e-mail abaixo … > queremos ver os custos separados por Salga, Secagem e Expedição":
  // a sentence ending in as many names as the request counts, the first after a small word.
  if (names.length === 0) {
    const counted = statedCount(ctx.prompt.slice(0, 2000));
    for (const sentence of counted ? ctx.prompt.split(/[.!?:\n]+/).slice(0, 60) : []) {
      const items = sentence.split(/\s*,\s*|\s+(?:og|and|y|e|et|und|sowie|samt)\s+/).map(clean).filter(Boolean);
      const isName = (i: string) => /^\p{Lu}/u.test(i) && i.split(/\s+/).length <= 4;
      let from = items.length;
      while (from > 0 && isName(items[from - 1])) from--;
      const lead = from > 0 ? TRAILING_NAME.exec(items[from - 1]) : null;
      const run = [...(lead ? [lead[1]] : []), ...items.slice(from)];
      if (run.length >= 2 && run.length === counted && from > 0) {
        names = run;
        break;
      }
    }
  }
  // "lag avdeling Sauehald og avdeling Frukthagen og avdeling Kafeen": the word before each name.
  if (names.length === 0) names = eachAfterNoun(ctx.prompt);
  // Said aloud with its count: "tre nye avdelingar altså lager innkjøp og kundeservice".
  if (names.length === 0) names = countedList(ctx.prompt, DEPARTMENT_NOUN, ctx.language === "en");
  // "first one Rigging, second one Outboard Service, and the third one Rentals for the kayaks": each after its ordinal.
  if (names.length === 0) names = eachAfterOrdinal(ctx.prompt);
  return names;
}

/** An ordinal that counts a list said aloud (folded), with what may follow it before the name ("one", "is", a colon). */
const ORDINAL_THEN_NAME =
  /(?<![\p{L}])(?:first|second|third|fourth|fifth|forste|andre|tredje|fjerde|femte|erste[rns]?|zweite[rns]?|dritte[rns]?|vierte[rns]?|premiere?|deuxieme|troisieme|quatrieme|primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|primeir[oa]|terceir[oa]|quart[oa])(?:[ \t]{1,2}(?:one|en|ei|eitt|ett|ist|est|es|e|er|is|heis?st|heter|called))?[ \t]{0,2}:?[ \t]{1,2}/gu;

const ORDINAL_FIRST = new RegExp(ORDINAL_THEN_NAME.source, "u");

/** Names each said after an ordinal ("first one Rigging, second one Outboard Service, the third one Rentals for …"): two or more, in order. */
function eachAfterOrdinal(prompt: string): string[] {
  const folded = fold(prompt);
  const names: string[] = [];
  for (const m of folded.matchAll(ORDINAL_THEN_NAME)) {
    if (names.length >= 12) break;
    const name = /^\p{Lu}[\p{L}'&-]{0,30}(?:[ \t]\p{Lu}[\p{L}'&-]{0,30}){0,3}/u.exec(prompt.slice(m.index + m[0].length, m.index + m[0].length + 130))?.[0];
    if (name) names.push(name);
  }
  // The list is counted from its first ("first one …"): "the other one", "den andre" alone count nothing.
  const first = /^(?:first|forste|erste|premier|primer|primeir)/.test(folded.slice(ORDINAL_FIRST.exec(folded)?.index ?? 0).trim());
  return first && names.length >= 2 && new Set(names.map(fold)).size === names.length ? names : [];
}

/** The department's word, then a capitalised name of up to three words. */
const NOUN_THEN_NAME = /(?<![\p{L}])(?:avdeling(?:en)?|avdelinga|department|departamento|departement|département|abteilung)\s{1,2}(\p{Lu}[\p{L}'-]{0,30}(?:\s\p{Lu}[\p{L}'-]{0,30}){0,2})/gu;
/** Only a joining word (and an article) between one named department and the next. */
const ONLY_JOINING = /^\s{0,2}(?:,|,?\s{1,2}(?:og|and|y|e|et|und|samt|sowie|plus))\s{1,2}(?:(?:the|den|la|el|le|die|a|o)\s{1,2})?$/iu;

/** Names each written after the department's word, two or more joined in a row. */
function eachAfterNoun(prompt: string): string[] {
  let run: string[] = [];
  let lastEnd = -1;
  for (const m of prompt.matchAll(NOUN_THEN_NAME)) {
    const joined = lastEnd >= 0 && m.index! - lastEnd <= 30 && ONLY_JOINING.test(prompt.slice(lastEnd, m.index!));
    if (!joined && run.length >= 2) break;
    if (!joined) run = [];
    run.push(m[1]);
    lastEnd = m.index! + m[0].length;
  }
  return run.length >= 2 ? run : [];
}
const JOINING_WORD = /^(?:og|and|y|e|et|und|i|or|eller|oder|ou|o|samt|sowie)$/i;
const DEPARTMENT_NOUN = /^(?:avdeling\w*|department\w*|departamento\w*|departement\w*|abteilung\w*)$/;
