import { clean, fold } from "../text";
import { compoundConcepts, isAccountingNoun, isAccountingWord, namesTradeOnly } from "../concepts";

/** Legal-form suffixes that end company names in the prompts' countries. */
/** Companies' legal forms, folded, as a pattern's alternatives: "as|asa|…|gmbh|mbh|…". */
export const LEGAL_FORMS = "as|asa|ab|ltd|limited|gmbh|mbh|ug|ohg|ag|sa|sl|slu|lda|ltda|sarl|sas|spa|bv|nv|oy|aps|inc|llc|ans|da|enk|plc|kg|srl";
export const LEGAL_SUFFIX = /^(?:AS|ASA|ANS|DA|ENK|SA|BA|Ltd\.?|Limited|LLC|Inc\.?|PLC|GmbH|AG|KG|e\.K\.|SL|S\.L\.|SA|S\.A\.|Lda\.?|Ltda\.?|SARL|S\.A\.R\.L\.|SAS|SRL|AB|ApS|Oy|BV|NV)$/;

/** Lower-case particles that may sit inside a person's or company's name ("Luz do Sol Lda", "Anna van Dijk"). */
const NAME_PARTICLES = ["do", "da", "dos", "das", "de", "del", "la", "le", "les", "du", "des", "di", "van", "von", "der", "den", "ten", "ter"];
/** Conjunctions that only company names contain ("Hansen & Sønn AS"); between people they separate names. */
// …and the places a Norwegian trade name stands at ("Trykkeriet på Nøstet AS", "Kafeen ved Kaia AS").
const CONJUNCTIONS = ["og", "and", "&", "y", "e", "et", "und", "i", "of", "the", "på", "pa", "paa", "ved"];
const PARTICLES = new Set([...NAME_PARTICLES, ...CONJUNCTIONS]);
const PERSON_PARTICLES = new Set(NAME_PARTICLES);

/** The conjunctions a company's name may hold ("Voyages Cimes et Fjords SARL"). */
export const NAME_CONJUNCTION_SET: ReadonlySet<string> = new Set(CONJUNCTIONS);
export const NAME_PARTICLE_SET: ReadonlySet<string> = PERSON_PARTICLES;

/**
 * Capitalised words that introduce a name rather than belong to it (German nouns are
 * capitalised, and sentences start with a capital).
 */
const STOP_WORDS = new Set(
  [
    "kunden", "kunde", "kundin", "lieferant", "lieferanten", "lieferantin", "zahlung", "rechnung", "projekt", "projekts",
    "firma", "unternehmen", "mitarbeiter", "mitarbeiterin", "herr", "frau", "der", "die", "das", "den", "dem",
    "customer", "client", "cliente", "supplier", "vendor", "fournisseur", "fornecedor", "proveedor", "leverandor",
    "leverandoren", "kunden", "the", "le", "la", "el", "o", "a", "en", "et", "ein", "eine", "une", "un", "uma", "um",
    "for", "fra", "til", "from", "to", "para", "pour", "fur", "von", "de", "du", "por", "pelo", "ao", "au", "al",
    "med", "with", "con", "com", "avec", "mit", "org", "org.nr", "nr", "no", "nº", "betalingen", "betalinga",
    "payment", "pago", "pagamento", "paiement", "prosjektleder", "prosjektleiar", "manager", "ansatt", "tilsett",
    "registrer", "opprett", "create", "register", "crea", "cree", "crie", "creez", "erstellen", "registre", "registe",
    "enregistrez", "registrieren", "run", "log", "kjor", "koyr", "sett", "set", "vi", "we", "me", "nous", "wir",
    // A to-do item's infinitive before the name: "[ ] Registrere Hardanger Plantefarge AS som leverandør".
    "registrere", "opprette", "oppretta", "lage", "legge", "leggje", "add", "registrar", "registar", "crear", "criar", "creer",
    "enregistrer", "ajouter", "anlegen", "erfassen", "hinzufugen",
    // Titles before a person's name: "Mme Juliette Lemaire", "Sra. Ana Ruiz".
    "mme", "mlle", "madame", "monsieur", "mr", "mrs", "ms", "dr", "sr", "sra", "srta", "senor", "senora", "dona", "senhor", "senhora",
    // Before a firm's name in Indian and older British office English: "M/s. Portos do Douro Lda", "Messrs Berg & Sønn AS".
    "m/s", "messrs",
    // A letter's salutation before the name it addresses: "Estimado Sr. Goikoetxea", "Dear Ms Berg", "Kjære Kari".
    "dear", "estimado", "estimada", "estimados", "prezado", "prezada", "prezados", "caro", "cara", "cher", "chere", "lieber", "liebe", "geehrter", "geehrte", "kjaere", "hola", "hello", "hallo", "bonjour",
    // A question's opening verb before a name: "Kannst du Hofmann Werkzeuge GmbH als Kunden anlegen?".
    "kan", "kann", "kannst", "konnen", "konntest", "konnten", "wurdest", "kunne", "can", "could", "would",
    "peux", "pouvez", "pourrais", "pourriez", "puedes", "puede", "podrias", "podria", "podes", "pode", "poderias", "podia",
    // A sentence's "it is" before the name it gives: "Es Lucía Navarro, DOB …", "C'est Paul Martin", "Das ist Jonas Weber".
    "es", "est", "ist", "is", "c'est", "it's",
    // Currency codes end the amount before a name: "38900 NOK von Nordlicht GmbH".
    "nok", "kr", "eur", "usd", "sek", "dkk", "gbp", "chf",
  ].map((w) => fold(w)),
);

/** A sentence's "it is" ("Es Lucía Navarro", "C'est Paul Martin"), folded. */
const IT_IS = new Set(["es", "est", "ist", "is"]);

/** A capitalised word that introduces a name rather than belongs to it ("Kunden", "Herr", "Firma"). */
export function isIntroducingWord(word: string): boolean {
  return STOP_WORDS.has(fold(word.replace(/[.:,;]+$/, "")));
}

function isNameWord(token: string): boolean {
  return /^\p{Lu}/u.test(token);
}

/** Labels of a tax or company number in other countries ("NIP", "NIF", "CIF", "TVA", "SIREN", "CVR", "KVK", "UID", "VAT", "MVA"), as written. */
export const TAX_ID_LABEL = /^(?:NIP|NIF|NIPC|CIF|TVA|SIREN|SIRET|CVR|KVK|UID|VAT|MVA|EIN|ABN|UTR|KRS|REGON)$/;

/**
 * The name that ends right before `end` in `text` (e.g. before " (org.nr …)" or ", born"):
 * capitalised words and particles scanning backwards, stopping at a lower-case word, a
 * sentence boundary, or a word that introduces names.
 */
export function nameBefore(text: string, end: number, maxWords = 7, kind: "company" | "person" = "company"): string | undefined {
  const particles = kind === "person" ? PERSON_PARTICLES : PARTICLES;
  // Names are short: look at most 200 characters back (keeps every call linear).
  // A name never reaches back over a line break ("CLIENTE NUEVO\nSolhaug Bakeri AS, org …").
  // A bracket that describes the firm after its name ("Nordpack Verpackungen GmbH (norwegische Zweigniederlassung)") is no part of it.
  const back = text.slice(Math.max(0, end - 200), end).replace(/[\s,:;]+$/, "").replace(/(\S)\s{1,2}\(\p{Ll}[^()\n]{0,60}\)$/u, "$1");
  const head = back.slice(back.lastIndexOf("\n") + 1);
  const tokens = head.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const bareOf = (tok: string) => tok.replace(/^[("'“«„]+/, "");
  // A particle belongs to the name only when a name word (not an introducing word) precedes it:
  // "Café de Paris SARL" keeps "de", "le paiement de Étoile SARL" does not.
  const particleInside = (i: number) => {
    let j = i - 1;
    while (j >= 0 && particles.has(fold(bareOf(tokens[j])))) j--;
    if (j < 0) return false;
    const prev = bareOf(tokens[j]);
    // "Lieferantenkosten von Geoteknikk Vest AS": a compound of the task's words before a preposition heads the name
    // ("Regnskap og Revisjon AS" keeps its conjunction).
    const preposition = PERSON_PARTICLES.has(fold(bareOf(tokens[i])).toLowerCase());
    const taskCompound = kind === "company" && preposition && (isAccountingNoun(prev) || compoundConcepts(fold(prev).toLowerCase()).length > 0);
    return isNameWord(prev) && !STOP_WORDS.has(fold(prev)) && !/[.:;!?)]$/.test(prev) && !taskCompound;
  };
  for (let i = tokens.length - 1; i >= 0 && words.length < maxWords; i--) {
    const tok = tokens[i];
    const bare = bareOf(tok);
    const startsQuote = bare !== tok;
    if (/[.:;!?)]$/.test(bare) && words.length > 0 && !LEGAL_SUFFIX.test(bare)) break;
    // "le projet «Nouvelle Cave» de Caves Rémy SARL": a quoted name before is another thing's.
    if (/[»”“"']$/.test(bare) && words.length > 0) break;
    // "einen neuen Mitarbeiter, Jonas Keller": a person's name does not reach back over a comma.
    if (kind === "person" && bare.endsWith(",") && words.length > 0) break;
    // "Drammen Verktøy AS (NIP org. no …)": a tax number's label in another country's words names no one.
    if (kind === "company" && words.length === 0 && TAX_ID_LABEL.test(bare.replace(/[,:;]+$/, ""))) continue;
    // "Fjellflis AS, NIP org. nr …": a company's name ends at its form; what follows the comma is a label.
    if (kind === "company" && words.length > 0 && bare.endsWith(",") && LEGAL_SUFFIX.test(bare.slice(0, -1)) && !words.some((w) => LEGAL_SUFFIX.test(w))) words.length = 0;
    const f = fold(bare);
    if (words.length > 0 && particles.has(f)) {
      if (!particleInside(i)) break;
      words.unshift(bare);
      continue;
    }
    // "Sunnmøre Is AS": a capitalised "Is", "Es" between a name's word and its form is the name's ("ice"), no "it is".
    const prior = i > 0 ? bareOf(tokens[i - 1]) : "";
    const isInName = kind === "company" && IT_IS.has(f) && /^\p{Lu}/u.test(bare) && LEGAL_SUFFIX.test(words[words.length - 1] ?? "") && isNameWord(prior) && !STOP_WORDS.has(fold(prior)) && !/[.,:;!?)]$/.test(prior);
    if (STOP_WORDS.has(f) && !isInName && !(words.length === 0 && LEGAL_SUFFIX.test(bare))) break;
    // A capitalised accounting word ("Auftrag der …", "Kunden …") introduces the name.
    // A trade's word inside a company's name stays: "Voyages Cimes et Fjords SARL", "Vestlandsreiser AS".
    // A company is never its form alone: a capitalised compound right before the form ("Feilfri AS") is its name.
    const onlyForm = kind === "company" && words.length === 1 && LEGAL_SUFFIX.test(words[0]) && /^\p{Lu}/u.test(bare) && !isAccountingWord(bare);
    // "Fjordside Tool Hire AS": between two words of the name (before it one that is no accounting word, capitalised, with
    // no mark after it) the word is the name's.
    const before = i > 0 ? bareOf(tokens[i - 1]) : "";
    const withinName = kind === "company" && LEGAL_SUFFIX.test(words[words.length - 1] ?? "") && isNameWord(before) && !/[.,:;!?)]$/.test(before) && !STOP_WORDS.has(fold(before)) && !isAccountingWord(before);
    if (words.length > 0 && !LEGAL_SUFFIX.test(bare) && isAccountingNoun(bare) && !onlyForm && !withinName && !(kind === "company" && LEGAL_SUFFIX.test(words[words.length - 1]) && namesTradeOnly(bare))) break;
    // An elided article: "l'Atelier Vélo d'Annecy SARL" — "d'Annecy" belongs, "l'" does not.
    const elided = /^([lLdD])['’](\p{Lu}.*)$/u.exec(bare);
    if (elided) {
      if (/^[dD]$/.test(elided[1]) && words.length > 0) {
        words.unshift(bare);
        continue;
      }
      words.unshift(elided[2]);
      break;
    }
    if (isNameWord(bare)) {
      words.unshift(bare);
      if (startsQuote) break;
      continue;
    }
    break;
  }
  while (words.length && particles.has(fold(words[0]))) words.shift();
  // "auprès d'Infogérance Rhin SARL": an elided article opening the name is not part of it.
  if (words.length) words[0] = words[0].replace(/^[lLdD]['’](?=\p{Lu})/u, "");
  return withLegalDot(clean(words.join(" ")), words[words.length - 1]);
}

/** `clean` drops a final full stop; a legal form keeps its own ("S.L.", "Lda.", "Inc."). */
function withLegalDot(name: string, lastWord: string | undefined): string | undefined {
  if (!name) return undefined;
  const last = (lastWord ?? "").replace(/[,;:)]+$/, "");
  return last.endsWith(".") && LEGAL_SUFFIX.test(last) && !name.endsWith(".") ? `${name}.` : name;
}

/**
 * The name that starts right after `start`: capitalised words and particles up to a
 * lower-case word, a parenthesis or punctuation.
 */
export function nameAfter(text: string, start: number, maxWords = 7): string | undefined {
  const tail = text.slice(start, start + 200).replace(/^[\s:]+/, "");
  const words: string[] = [];
  for (const tok of tail.split(/\s+/)) {
    if (words.length >= maxWords) break;
    const bare = tok.replace(/[,;:()]+$/, "").replace(/^\(/, "");
    const f = fold(bare.replace(/\.$/, ""));
    const endsSentence = /[.;:,)]$/.test(tok) && !LEGAL_SUFFIX.test(bare);
    if (bare === "" || tok.startsWith("(")) break;
    if (words.length > 0 && STOP_WORDS.has(f) && !PARTICLES.has(f)) break;
    if (words.length === 0 && COURTESY.test(f)) continue;
    if (isNameWord(bare) || (PARTICLES.has(f) && words.length > 0)) {
      words.push(endsSentence ? bare.replace(/\.$/, "") : bare);
      if (endsSentence || /[,;:)]$/.test(tok)) break;
      continue;
    }
    break;
  }
  while (words.length && PARTICLES.has(fold(words[words.length - 1]))) words.pop();
  return withLegalDot(clean(words.join(" ")), words[words.length - 1]);
}

/** A courtesy word before a firm's name, no part of it: "M/s.", "Messrs". */
const COURTESY = /^(?:m\/s|messrs)$/;

export function hasLegalSuffix(name: string): boolean {
  const last = name.trim().split(/\s+/).pop() ?? "";
  return LEGAL_SUFFIX.test(last);
}
