import type { PartyRef, PersonRef } from "@/lib/accounting/tasks";
import { trimName, withoutOpeningVerb } from "./name-trim";
import { fold, splitName } from "../text";
import { LEGAL_SUFFIX, nameAfter, nameBefore, TAX_ID_LABEL } from "./names";
import { findEmails, findOrgNumbers } from "./values";
import { findProperNames } from "./proper-names";

export interface FoundParty extends PartyRef {
  /** Where the organisation number (or name) was found. */
  index: number;
}

/** What may stand between a name's comma and its number: an organisation-number label. */
// The number's country may be named ("norwegische Organisationsnummer", "número de organização norueguês"), or it is
// a "registration no.".
const ORG_LABEL_AFTER_COMMA = /^\s*(?:(?:its|the|with|med|mit|con|com|avec)\s+)?(?:(?:o|a|el|la|le|the|den|det)\s+)?(?:(?:norwegian|norwegischen?|norwegischer|norsk|norske|norvegien|norueg[oa])\s+)?(?:(?:numero|nummer|number|n[ºo°]\.?)\s?(?:d'|d’|de\s|of\s|da\s|do\s|du\s)?)?(?:org\S*|organi[sz]\w*|n[ºo°]\.?\s*org\S*|(?:company\s)?registration|reg\.)(?:\s+(?:no\.?|nr\.?|number|nummer|numero))?(?:\s+(?:norwegian|norvegien|norueg(?:o|a|ues|uesa)))?\s*[:.]?\s*$/;

/** An organisation number's label ending a stretch: " ORG", " org.nr.", " Org.-Nr.:", " nº org.". */
// Said in a sentence: "Haugland Borettslag el número de organización es …", "X, its org number is …", "Y og org.nr er …".
const ORG_LABEL_AT_END = /(?:^|\s)(?:(?:el|la|the|its|their|sitt|dens|deres|o|a|le|son|sa|seu|sua|su|ihre|seine|die|der)\s)?(?:(?:n\.?[ºo°]\.?|nr\.?|no\.?|num\.?|n[uú]mero|nummer|number)\s?(?:(?:de|of|da|do|du)\s)?)?(?:org\S*|organi[sz]\w*)(?:\s(?:no\.?|nr\.?|number|nummer|numero))?(?:\s(?:is|er|es|é|e|est|ist))?\s?[:.]?\s?$/iu;

/** A role given to the name before an organisation number's comma: " as a supplier", " som ny leverandør", " comme fournisseur". */
const ROLE_BEFORE_COMMA = /\s(?:as|som|als|comme|como|en tant que|enquanto)\s{1,2}(?:(?:a|an|ny|nye|nytt|new|neuen?|neuer|nouveau|nouvel|nuevo|nueva|novo|nova|un|une|um|uma|una|ein|einen)\s{1,2})?(?:customer|client|cliente|kunde|kunden|supplier|vendor|leverandor|lieferanten?|fournisseur|proveedor|fornecedor)\s{0,2}$/;

const CONNECTOR = /\b(?:med|with|con|com|avec|mit)\s+(?:(?:le|la|der|the|el|o)\s+)?(?:\S+\s+){0,3}$/;

/**
 * Companies identified by an organisation number: "X AS (org.nr 123456789)",
 * "X Ltd with organization number 123456789", "(X AS, org.nr 123456789)".
 */
/** One word in the genitive opening a sentence or a line, right before the number's label: "Hotellets", "The club's". */
const GENITIVE_OPENING = /(?:^|[.!?]\s{1,3}|\n)(?:the\s)?\p{Lu}?\p{Ll}+(?:s|'s|’s)$/u;

/** The accounting system's own name, which a writer mentions as the place, never as a party. */
const SYSTEM_NAME = /^\s*(?:i|in|dans|en|em|im)?\s*tripletex\s*$/i;

/** A short form in brackets after a name, defined for later use: " (MSJ)", " (NBA)". */
const DEFINED_SHORT_FORM = /\s{0,2}\(\p{Lu}[\p{Lu}\p{N}&.-]{1,9}\)\s{0,2}$/u;

/** A legal form, then a place after "in", "i", "på", "fra", "aus", "à", "en", "em" at the end of the text before a bracket. */
const LOCATED_BEFORE = new RegExp(
  `(?<![\\p{L}])(${LEGAL_SUFFIX.source.slice(1, -1)})[ \\t]{1,2}(?:in|i|på|pa|fra|frå|from|aus|à|a|en|em|near|ved|bei)[ \\t]{1,2}\\p{Lu}[\\p{L}-]{1,30}(?:[ \\t]{1,2}\\p{Lu}[\\p{L}-]{1,30})?[ \\t]*$`,
  "u",
);

export function findParties(text: string): FoundParty[] {
  const out: FoundParty[] = [];
  for (const org of findOrgNumbers(text)) {
    const before = text.slice(Math.max(0, org.index - 80), org.index);
    const offset = Math.max(0, org.index - 80);
    const paren = before.lastIndexOf("(");
    let name: string | undefined;
    if (paren >= 0 && !before.slice(paren).includes(")")) {
      const inside = before.slice(paren + 1);
      const comma = inside.indexOf(",");
      // "(Fossekraft AS, org.nr …)": the name is inside the parenthesis.
      // "(customer Bluefjord Ltd, org no. …)", "(cliente: Grupo Alba SL, …)": a role word may lead.
      const lead = /^\s*(?:customer|client|cliente|kunde|kunden|kundin|supplier|leverandor|leverandør|proveedor|fornecedor|fournisseur|lieferant)\s*:?\s+/i.exec(inside);
      const head = lead ? inside.slice(lead[0].length) : inside;
      const headComma = lead ? comma - lead[0].length : comma;
      // "(KUNDE "Fosnavåg Shipping AS" ORG 936 …)", "(Kvitfjell AS org.nr …)": a name, then the number's label.
      const label = ORG_LABEL_AT_END.exec(head);
      const labelled = headComma <= 0 && label && label.index > 0 ? head.slice(0, label.index).trim().replace(/^[«"“„']\s?(.+?)\s?[»"”']$/u, "$1") : undefined;
      if (headComma > 0 && /\p{Lu}/u.test(head[0] ?? "")) name = nameAfter(head.slice(0, headComma) + ",", 0);
      // "(NIP org. no …)": another country's label of the number, no name; the name stands before the bracket.
      else if (labelled && /^\p{Lu}/u.test(labelled) && !TAX_ID_LABEL.test(labelled)) name = nameAfter(labelled + ",", 0);
      else {
        // "Storkjøkken Vest AS in Førde (org no. …)": a company with its legal form, then where it is; the company is named.
        const located = LOCATED_BEFORE.exec(before.slice(0, paren));
        name = nameBefore(text, offset + (located ? located.index + located[1].length : paren));
        // "ein kleines Kaffeehaus, das Gruber Kaffeehaus (Org.-Nr. …)": the name in apposition, after its comma and article.
        const apposed = name ? /,[ \t]{1,2}(?:(?:das|der|die|den|det|the|le|la|el|o|a)[ \t]{1,2})(\p{Lu}[^,]*)$/u.exec(name) : null;
        if (apposed) name = apposed[1];
      }
    } else {
      const connector = CONNECTOR.exec(fold(before));
      if (connector) name = nameBefore(text, offset + connector.index);
      else {
        // "Fjellvind AS, organisation number 934567812": the name ends at the comma.
        const comma = before.lastIndexOf(",");
        // "register Northgate Packaging Ltd as a supplier, organisation number …": the role stands between name and comma.
        const role = comma >= 0 ? ROLE_BEFORE_COMMA.exec(fold(before.slice(0, comma))) : null;
        if (comma >= 0 && ORG_LABEL_AFTER_COMMA.test(fold(before.slice(comma + 1)))) {
          let end = offset + (role ? role.index : comma);
          // "la Maîtrise Saint-Jean de Lyon (MSJ), n° d'org. …": the short form defined in brackets stands after the name.
          const short = DEFINED_SHORT_FORM.exec(text.slice(offset, end));
          if (short) end = offset + short.index;
          name = nameBefore(text, end);
          // The name whole or not at all: a capitalised word before it ("Tapería El …") means it was cut short.
          const spelledLabel = /^\s*(?:(?:its|the|with|med|mit|con|com|avec)\s+)?(?:numero|nummer|number|n[ºo°])/.test(fold(before.slice(comma + 1)));
          // A request's opening verb before the name is no part of it ("Ajoutez Vélos du Port comme client, …").
          if (role && name) name = withoutOpeningVerb(name.split(" ")).join(" ");
          const start = name ? text.lastIndexOf(name, end) : -1;
          if ((role || spelledLabel) && start >= 0 && /\p{Lu}[\p{L}'’-]*[ \t]{1,2}$/u.test(text.slice(Math.max(0, start - 30), start))) name = undefined;
          // "c'est Synnøve, le Cercle Nautique SARL, numéro d'organisation …": the name is what follows the last comma and its article.
          // ("Transportes Marítimos Atlântida, Lda": a form after its own comma is the name's.)
          if (name) name = name.split(/,(?![ \t]*(?:Lda|Ltda|Ltd|Inc|AS|ASA|SA|SL|GmbH|AG|SARL|SAS|BV|AB|Oy|ApS)\.?$)[ \t]*/u).pop()!.replace(/^(?:(?:le|la|les|l'|el|los|las|o|os|a|as|the|der|die|das|den|det)[ \t]+)+/u, "") || undefined;
          // "Nordnes Hotelldrift AS, Nordnesgaten 12, 5005 Bergen, org.nr …": a word after a postal code is the town of an address.
          const nameAt = name ? text.lastIndexOf(name, end) : -1;
          if (nameAt >= 0 && /(?<![\d.,])\d{4,5}[ \t]{1,2}$/.test(text.slice(Math.max(0, nameAt - 8), nameAt))) name = undefined;
        }
        else {
          // "til Vossarock Festivallag orgnr 915985343": the name right before the number's label.
          const label = ORG_LABEL_AT_END.exec(before);
          // Only a name on the label's own line, with nothing between ("Details:⏎Org. no." names no "Details"),
          // and a label with no colon ("Norwegian org. no.: …" is a form's field, not a name's).
          if (label && label.index > 0 && before[label.index] !== "\n" && !before.slice(label.index).includes(":") && /\p{L}$/u.test(before.slice(0, label.index)) && /\p{Lu}/u.test(before.slice(Math.max(0, label.index - 40), label.index))) name = nameBefore(text, offset + label.index);
          // "Hotellets organisasjonsnummer er …", "The club's org. no. …": a word's genitive opening its sentence names no company.
          if (name && label && GENITIVE_OPENING.test(before.slice(0, label.index))) name = undefined;
        }
      }
    }
    // "«Librería El Faro SL» (número de organización …)": a name cut short inside its quotes is the whole quote.
    if (name) name = wholeQuote(text, name, org.index) ?? name;
    // "Estampa Mediterránea SL — tienen sucursal aquí en Noruega, número de organización …": a country is where, not who; the
    // company named earlier on the line is the number's.
    if (name && COUNTRY.test(fold(name).trim())) name = companyEarlierOnLine(text, org.index);
    // "Le client existe déjà dans Tripletex (nº org. …)": the accounting system is no party.
    if (name && !SYSTEM_NAME.test(name)) out.push({ name: trimName(name), organizationNumber: org.value, index: org.index });
  }
  return out;
}

/** A country's name in the seven languages (folded), alone. */
const COUNTRY =
  /^(?:norge|noreg|norway|norwegen|noruega|norvege|sverige|sweden|schweden|suecia|suede|danmark|denmark|danemark|dinamarca|deutschland|germany|alemania|alemanha|allemagne|tyskland|spania|spain|spanien|espana|espanha|espagne|portugal|frankrike|france|frankreich|francia|franca|england|uk|storbritannia|finland|finnland|finlandia|island|iceland)$/;

/** The last company with a legal form named on the line before `at` (within 200 characters). */
function companyEarlierOnLine(text: string, at: number): string | undefined {
  const from = Math.max(0, text.lastIndexOf("\n", at - 1) + 1, at - 200);
  const companies = findProperNames(text.slice(from, at)).filter((n) => n.kind === "company");
  return companies.length ? companies[companies.length - 1].name : undefined;
}

/** The quote a name ends, when the quote holds more of it on its line ("«Librería El Faro SL»" for "Faro SL"): a few capitalised words. */
function wholeQuote(text: string, name: string, before: number): string | undefined {
  const at = text.lastIndexOf(name, before);
  if (at < 0 || !/^[»"”']/.test(text.slice(at + name.length, at + name.length + 1))) return undefined;
  const head = text.slice(Math.max(0, at - 60), at);
  const open = Math.max(head.lastIndexOf("«"), head.lastIndexOf("“"), head.lastIndexOf("„"), head.lastIndexOf('"'));
  if (open < 0) return undefined;
  const whole = head.slice(open + 1) + name;
  return whole !== name && !/[\n»”]/.test(whole) && /^\p{Lu}/u.test(whole) && whole.split(/\s+/).length <= 8 ? whole.trim() : undefined;
}

export interface FoundPerson extends PersonRef {
  index: number;
  /** Text between the opening parenthesis and the email, e.g. "prosjektleiar". */
  note?: string;
}

/** People written as "Name (email)" or "Name (role, email)". */
export function findPeople(text: string): FoundPerson[] {
  const out: FoundPerson[] = [];
  const persons = findProperNames(text).filter((n) => n.kind === "person");
  const byNameWords = new Map<string, string>();
  for (const p of persons) {
    const key = nameWords(p.name);
    if (key && !byNameWords.has(key)) byNameWords.set(key, p.name);
  }
  for (const email of findEmails(text)) {
    const before = text.slice(Math.max(0, email.index - 60), email.index);
    const offset = Math.max(0, email.index - 60);
    const paren = before.lastIndexOf("(");
    let name: string | undefined;
    let note: string | undefined;
    // Only an open parenthesis holds the address: "(Org.-Nr. 962 047 318)\n• Leitung: Tobias …, tobias@…" does not.
    if (paren >= 0 && !before.slice(paren).includes(")")) {
      name = nameBefore(text, offset + paren, 5, "person");
      // "Priya Natarajan's timesheet (priya@…)": the nearest person named before the parenthesis.
      if (!name) name = persons.filter((p) => p.end <= offset + paren && offset + paren - p.end <= 40).pop()?.name;
      note = before.slice(paren + 1).replace(/[,\s]+$/, "").trim() || undefined;
    } else {
      // "Prosjektleiar: Ørjan Kvåle – orjan.kvale@…", "Åse Bråten … e-posten hennes er ase@…":
      // the nearest person's name before the address, with no other address in between.
      const previous = out.length ? out[out.length - 1].index : -1;
      // A quoted run of capitals is a thing's name ("Hotellkrus Fjordhotellet" da, og du er prosjektleder … kari.sunde@…),
      // a person only when the address spells it.
      const quotedRun = (p: { index: number; end: number; name: string }) =>
        /["«“„']/.test(text[p.index - 1] ?? "") && /["»”“']/.test(text[p.end] ?? "") && nameWords(p.name) !== nameWords(email.value.split("@")[0]);
      const near = persons.filter((p) => p.end <= email.index && p.index > previous && email.index - p.end <= 120 && !quotedRun(p)).pop();
      // …unless the address spells another person the text names ("Thomas Lindqvist (teacher)" … "project
      // name: Business English Intensive … project manager email: thomas.lindqvist@…").
      const spelled = byNameWords.get(nameWords(email.value.split("@")[0]) ?? "");
      name = spelled && near && nameWords(near.name) !== nameWords(spelled) ? spelled : near?.name;
    }
    // "Sigrid Haugland starts in August … her e-mail is sigrid.haugland@…": an address made of a
    // named person's words is that person's, however far apart the text puts them.
    if (!name) name = byNameWords.get(nameWords(email.value.split("@")[0]) ?? "");
    // "Thiago Nascimento, nasceu …": a surname that is also a label's word is no proper name to the name reader; the address spells it.
    if (!name) name = spelledRun(text, email.value);
    // "Callum (callum.reid@…)" … "Employee: Callum Reid": a given name alone is the person the address spells in full.
    if (name && !/\s/.test(name.trim())) {
      const full = byNameWords.get(nameWords(email.value.split("@")[0]) ?? "");
      if (full && full.split(/\s+/).some((w) => spelling(w) === spelling(name!))) name = full;
    }
    if (name) name = givenNameFirst(text, spelledPart(name, email.value), email.value);
    out.push({
      name: name ?? "",
      ...(name ? splitName(name) : {}),
      email: email.value,
      index: email.index,
      note,
    });
  }
  return out;
}

/**
 * A register's "Surname, Given" ("ny ansatt: Lie, Sondre … sondre.lie@…"): written with a comma between the
 * two words and spelt the other way round by the person's own address, the name is given name first.
 */
function givenNameFirst(text: string, name: string, email: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length !== 2) return name;
  const parts = addressWords(email);
  if (parts.length !== 2 || parts[0] !== spelling(words[1]) || parts[1] !== spelling(words[0])) return name;
  return text.includes(`${words[0]}, ${words[1]}`) ? `${words[1]} ${words[0]}` : name;
}

/** The person named in the text whose name the address spells ("Ingrid Solbakken" for ingrid.solbakken@…), if any. */
export function personOfEmail(text: string, email: string): string | undefined {
  const key = nameWords(email.split("@")[0]);
  if (!key) return undefined;
  const people = findProperNames(text).filter((n) => n.kind === "person");
  // The name as the address spells it, or those words inside a longer run of capitals ("Der Arbeitsvertrag von
  // Jonas Weidinger": German nouns are capitalised too).
  const found = people.find((n) => nameWords(n.name) === key)?.name ?? people.map((n) => spanSpelt(n.name, key)).find(Boolean) ?? spelledRun(text, email) ?? wholeRun(people, email) ?? scatteredWords(text, email);
  // Only the words the address spells: a title before them ("D.ª", "Dr.") is left out.
  const spelt = new Set(key.split(" "));
  const words = found?.split(/\s+/) ?? [];
  while (words.length > 2 && !spelt.has(spelling(words[0]))) words.shift();
  // …and a letter after them ("Sindre Hallan f. 03.09.1997": "f." is "born") too.
  while (words.length > 2 && !spelt.has(spelling(words[words.length - 1]))) words.pop();
  return words.length ? givenNameFirst(text, words.join(" "), email) : undefined;
}

/**
 * "Unser Elektriker Jonas Weber (E-Post jonas.weber@…)": when the address spells two or more of the name's words, the
 * words before and after them (a title, a job written with a capital) are no part of the name.
 */
const ADDRESS_LABEL = /^(?:e-?mail|e-?post|epost|mail|courriel|correo|adresse|address|adresa)[:.,]?$/i;
function spelledPart(name: string, email: string): string {
  const parts = addressWords(email);
  const words = name.trim().split(/\s+/);
  if (parts.length < 2 || words.length <= parts.length) return name;
  const spelt = new Set(words.map(spelling));
  if (!parts.every((p) => spelt.has(p))) return name;
  const wanted = new Set(parts);
  while (words.length > parts.length && !wanted.has(spelling(words[0]))) words.shift();
  // After them only a label ("Lukas Brenner E-Mail"): a second surname the address leaves out ("Pablo Jiménez Ruiz") stays.
  while (words.length > parts.length && !wanted.has(spelling(words[words.length - 1])) && ADDRESS_LABEL.test(words[words.length - 1])) words.pop();
  return words.join(" ");
}

/** A word's letters as an address spells them: "Kvalvågnes" is "kvalvagnes", "Müller" "muller". */
const spelling = (w: string) => fold(w).replace(/ae|aa/g, "a").replace(/oe/g, "o").replace(/ue/g, "u").replace(/ss/g, "s").replace(/[^a-z]+/g, "");

/** The words an address's local part spells ("tiago.moreira@…" → "tiago", "moreira"), as `spelling` writes them. */
const addressWords = (email: string) => email.split("@")[0].split(/[._-]+/).map(spelling).filter((p) => p.length >= 2);

/** A person's run that holds every word the address spells, with more between them ("Tiago Valadares Moreira" for tiago.moreira@…). */
function wholeRun(people: readonly { name: string }[], email: string): string | undefined {
  const parts = addressWords(email);
  if (parts.length < 2) return undefined;
  return people.find((n) => {
    const words = new Set(n.name.split(/\s+/).map(spelling));
    return parts.every((p) => words.has(p));
  })?.name;
}

/**
 * The address's words found apart, each a capitalised word of the text, in the address's order: a
 * form's "Etternavn: Kvalvågnes   Fornavn: Sindre" for sindre.kvalvagnes@…. Addresses are blanked so
 * one never spells itself. Linear: one pass over the text's capitalised words.
 */
function scatteredWords(text: string, email: string): string | undefined {
  const parts = addressWords(email);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const wanted = new Set(parts);
  const first = new Map<string, string>();
  const blanked = text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, (m) => " ".repeat(m.length));
  for (const m of blanked.matchAll(/\p{Lu}[\p{L}'’-]{1,40}/gu)) {
    const key = spelling(m[0]);
    if (wanted.has(key) && !first.has(key)) first.set(key, m[0]);
  }
  return parts.every((p) => first.has(p)) ? parts.map((p) => first.get(p)).join(" ") : undefined;
}

/**
 * The run of two or three capitalised words the address spells, wherever it stands ("Thiago
 * Nascimento" for thiago.nascimento@…), read when no proper name matched it. Addresses are blanked
 * first so the address never spells itself. Linear: the runs are keyed once per text.
 */
function spelledRun(text: string, email: string): string | undefined {
  const key = nameWords(email.split("@")[0]);
  return key ? capitalisedRuns(text).get(key) : undefined;
}

/** Every run of two or three capitalised words by its spelling key, the first one kept; read once per text. */
let runsOf: { text: string; runs: Map<string, string> } | undefined;
function capitalisedRuns(text: string): Map<string, string> {
  if (runsOf?.text === text) return runsOf.runs;
  const runs = new Map<string, string>();
  const words = [...text.replace(/\S+@\S+/g, " ").matchAll(/\p{L}[\p{L}'-]*/gu)].map((m) => m[0]);
  for (let i = 0; i < words.length; i++) {
    for (const size of [2, 3]) {
      const span = words.slice(i, i + size);
      if (span.length !== size || !span.every((w) => /^\p{Lu}/u.test(w))) continue;
      const k = nameWords(span.join(" "));
      if (k && !runs.has(k)) runs.set(k, span.join(" "));
    }
  }
  runsOf = { text, runs };
  return runs;
}

/** The run of two or three words inside `name` that spells `key` (see nameWords). */
function spanSpelt(name: string, key: string): string | undefined {
  const words = name.split(/\s+/);
  const size = key.split(" ").length;
  for (let i = 0; i + size <= words.length; i++) {
    const span = words.slice(i, i + size).join(" ");
    if (nameWords(span) === key) return span;
  }
  return undefined;
}

/**
 * A name's words, folded and sorted ("Conceição João" and "joao.conceicao" alike), when it has two
 * or three. Addresses spell "æ" "ae", "ø" "oe", "å" "aa", "ü" "ue", "ß" "ss": both sides are read with one letter.
 */
function nameWords(name: string): string | undefined {
  const words = fold(name).replace(/ae|aa/g, "a").replace(/oe/g, "o").replace(/ue/g, "u").replace(/ss/g, "s").split(/[^a-z]+/).filter((w) => w.length >= 2);
  return words.length >= 2 && words.length <= 3 ? words.sort().join(" ") : undefined;
}

export function toPersonRef(p: FoundPerson | undefined): PersonRef | undefined {
  if (!p || !p.name) return p?.email ? { name: p.email, email: p.email } : undefined;
  const { firstName, lastName } = splitName(p.name);
  return { name: p.name, firstName, lastName, ...(p.email ? { email: p.email } : {}) };
}
