import { findConcepts, namesConcept } from "../concepts";
import { escapeRegExp, fold, spellingKey } from "../text";
import { numberFromWord } from "../extract/number-words";

/**
 * A request written all in small letters ("please make a new customer it is fjord ramblers ltd …
 * the email is booking@fjordramblers.no"), its names given back the capitals the readers know
 * names by:
 * - a person's name from an e-mail address written in it: "tormod.brekken61@…" makes every
 *   "tormod" and "brekken" of the text "Tormod", "Brekken";
 * - a company's name before its form ("fjord ramblers ltd", "bøfjorden beitelag sa"): the words
 *   back to the first small word of the sentence ("it is", "kunden", "frå") are the name. A form
 *   that is also a word ("as", "sa", "da") counts after two words of name, or before a bracket, a
 *   comma, an org. no. or the line's end.
 * - a thing's name after the word for the thing or a naming word ("lag et prosjekt julemarked 2026",
 *   "the activity guiding", "que se llame hytte", "el nombre es spekepølse av lam"): its first word,
 *   so the readers of capitalised names find where it starts (they end it at a small word).
 * Letters are compared as addresses spell them: "marit sæther" is marit.saether@….
 * - a company without a form right before its number's label ("til vossarock festivallag orgnr …");
 * A request with capitals of its own is left as written. Pure; one pass over the words, linear.
 */

/** Below this share of capitals among its letters, a request is written in small letters. */
const LOWER_SHARE = 0.01;
const MIN_LETTERS = 40;

const FORMS: Record<string, string> = {
  as: "AS", asa: "ASA", sa: "SA", ab: "AB", gmbh: "GmbH", ag: "AG", kg: "KG", ltd: "Ltd", limited: "Limited", llc: "LLC", inc: "Inc", plc: "PLC",
  sl: "SL", sarl: "SARL", sas: "SAS", lda: "Lda", ltda: "Ltda", oy: "Oy", aps: "ApS", ans: "ANS", da: "DA", ba: "BA", ks: "KS", bv: "BV", srl: "SRL",
};
/** Forms that are also everyday words in one of the languages. */
const WORD_FORMS = new Set(["as", "sa", "da", "ab", "ag", "ks", "ans", "ba", "sl", "inc"]);

/** Small words a company's name does not hold, in the seven languages (folded). */
const SMALL = new Set(
  (
    "og i pa for til fra fraa fra med av er e det den dei de som at vi eg du han ho hun oss meg seg har hadde ska skal vil kan ma no na sa om ein en eit et " +
    "the a an is it to from for with of and our at in on by this that its their my your we you he she they was are be please make new " +
    "der die das dem den des von fur mit und ist bei an auf zu ein eine einen unser unsere bitte " +
    "el la los las de del y es para con al un una nuestro nuestra por favor " +
    "le les des du et est pour avec chez au aux un une notre nos " +
    "o os as da do das dos e para com em no na um uma nosso nossa"
  ).split(" "),
);

const EMAIL = /[\p{L}\d._%+-]{1,64}@[\p{L}\d.-]{1,253}\.[\p{L}]{2,24}/gu;
const WORD = /[\p{L}][\p{L}'’-]*/gu;

/** The words for things a request names ("prosjekt", "activity", "dimensión"), definite forms too; folded. */
const THING = /^(?:prosjekt(?:et)?|project|projekt(?:e|s)?|proyecto|projeto|projet|aktivitet(?:en)?|activity|aktivitat|actividad|atividade|activite|dimensjon(?:en)?|dimension|dimensao|produkt(?:et)?|product|producto|produto|produit|avdeling(?:a|en)?|avdelinga|department|abteilung|departamento|departement)$/;
/** Words that name what follows: "called", "som heter", "que se llame", "el nombre es". */
const NAMING = /^(?:called|named|titled|heter|heiter|kalt|kalla|kalles|namens|genannt|llamado|llamada|llame|llama|chamado|chamada|chame|appele|appelee|intitule|nom|nombre|nome|name|navn|navnet|namn|namnet)$/;
/** Between a naming word and the name: "the name is", "el nombre es", "que se llame". */
const NAMING_GAP = new Set(["is", "er", "e", "es", "est", "ist", "se", "the", "el", "la", "le", "o", "a", "sin", "its", "skal", "ska", "vere", "være", "vaere", "be", "será", "sera"]);

/** A word as an address spells it: folded, "æ" "ae", "ø" "oe", "å" "aa", "ü" "ue" and "ß" "ss" read as one letter. */
const spelt = (w: string) => spellingKey(fold(w)).replace(/[^a-z]+/g, "");

/** The words for a dimension's values; the list after them is a list of names ("con los valores storbu y vesle-bu"). */
const VALUES = /^(?:verdiene|verdiane|verdiar|verdier|values|valores|valeurs|werten|werte)$/;
/** An organisation number's label (folded). */
const ORG_LABEL = /^(?:orgnr|orgnummer|organisasjonsnummer|org|organization|organisation)$/;
/** A document's code: letters, a dash, digits ("iw-20931", "re-55120"). */
const CODE = /(?<![\p{L}\d@.-])([a-z]{1,4})-\d{2,}(?![\p{L}\d-])/gu;
/** The words for a department (folded). */
const DEPARTMENT = /^(?:avdeling|avdelinga|avdelingen|avd|afdeling|department|dept|abteilung|abt|departamento|depto|departement)$/;
/** The words for an address (folded). */
const ADDRESS = /^(?:adresse|adressa|adressen|address|adress|addr|adr|direccion|endereco|anschrift|adresa)$/;
/** The words for a town, as a label before it (folded). */
const TOWN = /^(?:city|town|poststed|ville|ciudad|cidade|stadt|localidad|localidade)$/;
const JOINS = new Set(["og", "and", "y", "e", "et", "und", "ou", "o", "sowie"]);
/** Linking words inside a company's name ("pecherie du nord sarl", "criee de la corniche sarl"), an article after them at most. */
const LINKS = new Set(["de", "du", "des", "del", "da", "do", "dos", "das", "di", "von", "van", "af"]);
const LINK_ARTICLES = new Set(["la", "las", "los", "le", "les", "l", "el"]);
/** Whether a word inside a name stays in small letters: a joining or linking word, or its article. */
const staysSmall = (w: string) => JOINS.has(w) || LINKS.has(w) || LINK_ARTICLES.has(w);

/**
 * Whether a request is written in small letters: below a share of capitals among its letters. The writer's initials
 * signing it off ("… takk -S", "/FR") are no capital of the text.
 */
function writtenInSmallLetters(text: string): boolean {
  // Initials closing a line ("… takk TE" over a phone's line) or a company's form ("GmbH", "AS") say nothing of how the
  // writer writes names, unless a name stands capitalised in the text ("Costa Dourada Lda"): then the writer does.
  const signed = text.replace(SIGN_OFF_INITIALS, "");
  // A quoted name is the thing's name as given ("Sommerfest Vigra 2026"), not how the writer writes.
  const body = TITLED_WORD.test(signed.replace(QUOTED_SPAN, "")) ? signed : signed.replace(CAPITALS_WORD, "");
  let letters = 0;
  let capitals = 0;
  for (const ch of body) {
    if (ch.toLowerCase() !== ch.toUpperCase()) {
      letters++;
      if (ch !== ch.toLowerCase()) capitals++;
    }
  }
  return letters >= MIN_LETTERS && capitals / letters < LOWER_SHARE;
}
/** A word with a capital and small letters after it, not opening a sentence: the writer capitalises names. */
const TITLED_WORD = /(?<![.!?:]\s{0,3}|^\s{0,3}|[\p{L}\d])\p{Lu}\p{Ll}{2,}/u;
const QUOTED_SPAN = /["«„“”][^"«»„“”\n]{0,80}["»“”]/g;
const CAPITALS_WORD = new RegExp(String.raw`(?<![\p{L}\d])(?:\p{Lu}{1,3}(?=[ \t.]{0,2}(?:\n|$))|${[...new Set(Object.values(FORMS))].join("|")}(?![\p{L}\d]))`, "gu");
const SIGN_OFF_INITIALS = /[ \t\n]{1,4}[-–—/][ \t]?\p{Lu}{1,3}\.?[ \t\n]*$/u;

/** Whether a word is a party's role ("leverandør", "Lieferant", "customer"): the name after it starts after it. */
const PARTY_ROLES = ["customer", "supplier", "employee"] as const;
const namesParty = (w: string) => {
  const hits = findConcepts(w.slice(0, 40)).hits;
  return PARTY_ROLES.some((r) => hits.has(r));
};

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function restoreCase(text: string): string {
  if (!writtenInSmallLetters(text)) return restoreLocalCase(text);
  // Names from the addresses' local parts.
  const emails: { from: number; to: number }[] = [];
  const names = new Set<string>();
  for (const m of text.matchAll(EMAIL)) {
    emails.push({ from: m.index!, to: m.index! + m[0].length });
    for (const part of m[0].split("@")[0].split(/[._+-]/)) {
      const w = part.replace(/\d+/g, "");
      if (w.length >= 2 && !SMALL.has(fold(w))) names.add(spelt(w));
    }
  }
  // Words and addresses both come in order: one pointer walks the addresses (linear however many there are).
  let next = 0;
  const inEmail = (i: number) => {
    while (next < emails.length && emails[next].to <= i) next++;
    return next < emails.length && i >= emails[next].from;
  };
  const words = [...text.matchAll(WORD)].filter((m) => !inEmail(m.index!));
  const out = text.split("");
  const setWord = (m: RegExpMatchArray, value: string) => {
    for (let k = 0; k < value.length; k++) out[m.index! + k] = value[k];
  };
  // A company's name before word `i` (its form or its number's label): back to a small word, a concept's word, or a line's or sentence's start.
  const nameStart = (i: number) => {
    let start = i;
    // Whether the name cannot reach back past word k-1 to take it.
    const stops = (k: number) => {
      const prev = words[k - 1];
      const gap = text.slice(prev.index! + prev[0].length, words[k].index!);
      // "hareid revylag (org 991976892)", "vigra naeringsforening, org 910 298 208": a bracket or a comma before the number's label parts no name from it.
      const opensLabel = k === i && /^[ \t]{0,2}[(,][ \t]{0,2}$/.test(gap) && ORG_LABEL.test(fold(words[k][0]));
      // A company's form closes the name before it: "büroprofi nord gmbh bekommen (orgnr …)" names no "Bekommen".
      return (!opensLabel && /[\n.,;:!?()]/.test(gap)) || SMALL.has(fold(prev[0])) || namesConcept(prev[0]) || namesParty(prev[0]) || !!FORMS[prev[0].toLowerCase()];
    };
    // How many words before word k link it to a name's earlier word: "du" (1), "de la" (2), none (0).
    const linkWordsBefore = (k: number) => {
      const one = k > 0 ? fold(words[k - 1][0]) : "";
      if (LINKS.has(one)) return 1;
      return LINK_ARTICLES.has(one) && k > 1 && LINKS.has(fold(words[k - 2][0])) ? 2 : 0;
    };
    while (start > 0 && i - start < 4) {
      // "sunnmore truck og loft AS": a joining word inside the name, between two of its words.
      const join = start < i && start > 1 && i - start < 3 && JOINS.has(fold(words[start - 1][0]));
      if (join && !/[\n.,;:!?()]/.test(text.slice(words[start - 1].index! + words[start - 1][0].length, words[start].index!)) && !stops(start - 1)) {
        start -= 2;
        continue;
      }
      // "pecherie du nord sarl": a linking word and its article at most, a word of the name before them.
      const linked = start < i && i - start < 3 ? linkWordsBefore(start) : 0;
      if (linked && start - linked > 0 && !/[\n.,;:!?()]/.test(text.slice(words[start - linked - 1].index! + words[start - linked - 1][0].length, words[start].index!)) && !stops(start - linked)) {
        start -= linked + 1;
        continue;
      }
      if (stops(start)) break;
      start--;
    }
    return start;
  };
  words.forEach((m, i) => {
    if (names.has(spelt(m[0])) && !SMALL.has(fold(m[0]))) setWord(m, capital(m[0]));
    // The first word of a thing's name, after the thing's word or a naming word and the small words between.
    const f = fold(m[0]);
    // "paa avdeling rigg": the department after its word.
    if (DEPARTMENT.test(f) && words[i + 1] && !SMALL.has(fold(words[i + 1][0])) && !/[\n.,;:!?()]/.test(text.slice(m.index! + m[0].length, words[i + 1].index!))) setWord(words[i + 1], capital(words[i + 1][0]));
    // "adressa er stasjonsvegen 12 5700 voss": the street after the address's word, the town after the postcode.
    if (ADDRESS.test(f)) {
      let k = i + 1;
      while (k < words.length && k <= i + 2 && NAMING_GAP.has(fold(words[k][0]))) k++;
      if (words[k] && !SMALL.has(fold(words[k][0]))) setWord(words[k], capital(words[k][0]));
    }
    // "cp 4005, ville stavanger": the town after its label.
    if (TOWN.test(f) && words[i + 1] && !SMALL.has(fold(words[i + 1][0])) && /^[ \t]{1,2}:?[ \t]{0,2}$/.test(text.slice(m.index! + m[0].length, words[i + 1].index!))) setWord(words[i + 1], capital(words[i + 1][0]));
    if (i > 0 && /(?:\d{1,4}[a-z]?,?[ \t]+|,[ \t]*)\d{4}[ \t]+$/.test(text.slice(words[i - 1].index! + words[i - 1][0].length, m.index!)) && !SMALL.has(f)) setWord(m, capital(m[0]));
    if (VALUES.test(f)) {
      // Each item of the list: a word after the values word, a comma or a joining word.
      for (let k = i + 1, items = 0; k < words.length && items < 8 && k <= i + 24; k++) {
        const w = words[k];
        const gap = text.slice(words[k - 1].index! + words[k - 1][0].length, w.index!);
        if (/[\n.;:!?()]/.test(gap)) break;
        if (JOINS.has(fold(w[0]))) continue;
        const itemStart = k === i + 1 || gap.includes(",") || JOINS.has(fold(words[k - 1][0]));
        if (!itemStart) {
          // A second word of an item, then the list goes on only after a comma or a joining word.
          if (!JOINS.has(fold(words[k + 1]?.[0] ?? "")) && !text.slice(w.index! + w[0].length, words[k + 1]?.index ?? w.index! + w[0].length).includes(",")) break;
          continue;
        }
        if (SMALL.has(fold(w[0]))) break;
        setWord(w, capital(w[0]));
        items++;
      }
    }
    // "una dimensión contable nueva que se llame hytte": a naming word a few words on says where the name is.
    const namedFurther = THING.test(f) && words.slice(i + 1, i + 6).some((w) => NAMING.test(fold(w[0])));
    if ((THING.test(f) && !namedFurther) || NAMING.test(f)) {
      let k = i + 1;
      while (k < words.length && k <= i + 3 && (NAMING_GAP.has(fold(words[k][0])) || NAMING.test(fold(words[k][0])))) k++;
      const next = words[k];
      const gap = next ? text.slice(m.index! + m[0].length, next.index!) : "";
      if (next && !/[\n.;:!?()]/.test(gap) && !SMALL.has(fold(next[0])) && !namesConcept(next[0]) && !THING.test(fold(next[0]))) setWord(next, capital(next[0]));
      // "namn ingrid lægreid" on a line of its own: a person's name, every word of it.
      if (next && NAMING.test(f) && /^(?:namn|navn|name|nom|nombre|nome)$/.test(f)) {
        const lineEnd = text.indexOf("\n", next.index!);
        const rest = words.slice(k, k + 4).filter((w) => lineEnd < 0 || w.index! < lineEnd);
        if (rest.length >= 2 && rest.length <= 3 && rest.every((w) => !SMALL.has(fold(w[0])) && !namesConcept(w[0]))) for (const w of rest) setWord(w, capital(w[0]));
      }
    }
    // "vossarock festivallag orgnr 915985343": a company without a form, named right before its number's label.
    if (ORG_LABEL.test(f) && i > 0 && !FORMS[words[i - 1][0].toLowerCase()]) {
      const start = nameStart(i);
      // Parted from its label by a bracket or a comma, a name has two words at least ("hareid revylag (org …)").
      const parted = /[(,]/.test(text.slice(words[i - 1].index! + words[i - 1][0].length, m.index!));
      for (let k = parted && i - start < 2 ? i : start; k < i; k++) if (k === start || !staysSmall(fold(words[k][0]))) setWord(words[k], capital(words[k][0]));
    }
    // The form as written: "så" is no "sa".
    const form = FORMS[m[0].toLowerCase()];
    if (!form) return;
    // The name: the words before the form back to a small word, a concept's word or a line's or sentence's start.
    const start = nameStart(i);
    const count = i - start;
    if (count === 0) return;
    if (WORD_FORMS.has(m[0].toLowerCase())) {
      const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
      // "sjefen sa." is what the boss said: a full stop after one word makes no company of it.
      if (count < 2 && !/^\s{0,2}(?:$|\n|[(,;:]|org|\d)/.test(after)) return;
      // "durée de vie quatre ans": after a count the word is what it counts.
      if (numberFromWord(words[i - 1][0]) !== undefined) return;
    }
    for (let k = start; k < i; k++) if (k === start || !staysSmall(fold(words[k][0]))) setWord(words[k], capital(words[k][0]));
    setWord(m, form);
  });
  // "invoice nr iw-20931": a document's code is written in capitals.
  for (const c of text.matchAll(CODE)) for (let k = 0; k < c[1].length; k++) out[c.index! + k] = c[1][k].toUpperCase();
  return out.join("");
}

/** Words in small letters (a hyphen or an apostrophe inside), at most four before a form or an address. */
const SMALL_WORD = String.raw`\p{Ll}[\p{Ll}'’-]*`;
/**
 * A company written in small letters in a text with capitals of its own: its words and its form in small letters right
 * before its number or its number's label ("kessler bau gmbh org 918225048", "ortega sl 930774162").
 */
const SMALL_COMPANY = new RegExp(
  String.raw`(?<![\p{L}\d@.])((?:${SMALL_WORD}[ \t]){1,4})(${[...Object.keys(FORMS), ...new Set(Object.values(FORMS))].join("|")})(?=[ \t,]{1,3}(?:org|\(?org|\d{3}[ \t]?\d{3}[ \t]?\d{3}(?!\d)))`,
  "gu",
);
/** Words in small letters (a house number among them) right before an org. number's label and the number: "sameiet bakkegata 5 org 993812404". */
const SMALL_ORG_NAME = new RegExp(
  String.raw`(?<![\p{L}\d@.])((?:${SMALL_WORD}[ \t]){1,3}(?:\d{1,3}[ \t])?)(?=(?:org|orgnr|org\.nr)\.?[ \t:]{1,2}\d{3}[ \t]?\d{3}[ \t]?\d{3}(?!\d))`,
  "gu",
);
/** A person written in small letters right before their address, their role in brackets between at most: "emily clarke emily.clarke@example.org", "oscar reid (PM) oscar.reid@…". */
const SMALL_PERSON = new RegExp(String.raw`(?<![\p{L}\d@.])((?:${SMALL_WORD}[ \t]){2,3})(?=(?:\([^()\n]{1,30}\)[ \t])?[<(]?([\p{L}\d._%+-]{1,64})@)`, "gu");

/**
 * In a text with capitals of its own, the names it writes in small letters where their place shows them: a company before its
 * form and its number, a person before the address that spells their name. Each match bounded; linear.
 */
function restoreLocalCase(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  let out = text.replace(SMALL_COMPANY, (all, words: string, form: string, at: number) => {
    const names = words.trim().split(/[ \t]+/);
    const first = nameStartIn(names);
    const kept = names.slice(0, first);
    const named = names.slice(first);
    // A form written in its own letters ("GmbH", "AS") is no everyday word.
    if (named.length === 0 || (WORD_FORMS.has(form) && named.length < 2 && !/^[ \t,]{1,3}(?:org|\(?org)/.test(text.slice(at + all.length, at + all.length + 6)))) return all;
    return [...kept, ...named.map(capital), FORMS[form.toLowerCase()] ?? form].join(" ");
  });
  // "kunde sameiet bakkegata 5 org 993812404": a company without a form, in small letters right before its number's label.
  out = out.replace(SMALL_ORG_NAME, (all, words: string) => {
    const names = words.trim().split(/[ \t]+/);
    const first = nameStartIn(names);
    const named = names.slice(first);
    // Two words of name at least: one word before the label qualifies it ("norsk org.nr", "numéro org.", "søk org").
    if (named.filter((w) => /^\p{L}/u.test(w)).length < 2 || !named.some((w) => /^\p{Ll}/u.test(w))) return all;
    return [...names.slice(0, first), ...named.map(capital)].join(" ") + words.slice(words.trimEnd().length);
  });
  out = out.replace(SMALL_PERSON, (all, words: string, local: string) => {
    const parts = new Set(local.split(/[._+-]/).map((p) => spelt(p.replace(/\d+/g, ""))));
    const names = words.trim().split(/[ \t]+/);
    const named = names.filter((w) => parts.has(spelt(w)));
    // Every word of the name is in the address, and two of them at least: the words right before it are the person.
    const from = names.length - named.length;
    if (named.length < 2 || !names.slice(from).every((w) => parts.has(spelt(w)))) return all;
    return [...names.slice(0, from), ...names.slice(from).map(capital)].join(" ") + words.slice(words.trimEnd().length);
  });
  return namesSpeltByAddress(out);
}

/** Addresses whose names are looked for in small letters elsewhere: a request names a few people at most. */
const MAX_ADDRESSES = 6;

/**
 * "lærlingen … blir fast ansatt. ingeborg vik." with "E-post blir ingeborg.vik@example.no": the words an address spells,
 * in its order and all in small letters, are the person's name wherever they stand. Two or three words of name.
 */
function namesSpeltByAddress(text: string): string {
  let out = text;
  for (const m of [...text.matchAll(EMAIL)].slice(0, MAX_ADDRESSES)) {
    const parts = m[0].split("@")[0].split(/[._-]/);
    if (parts.length < 2 || parts.length > 3 || !parts.every((p) => /^\p{Ll}{2,20}$/u.test(p))) continue;
    const phrase = new RegExp(`(?<![\\p{L}\\d@._-])${parts.map(escapeRegExp).join("[ \\t]")}(?![\\p{L}\\d@_-]|\\.[\\p{L}\\d])`, "gu");
    out = out.replace(phrase, (all) => all.split(/[ \t]/).map(capital).join(" "));
  }
  return out;
}

/**
 * Where a name starts among the words in small letters before its form or label: after the last small word or accounting
 * word ("faktura fra lindholm kontorservice as", "kunde sameiet bakkegata 5 org …"): a concept's word (a task, a party's
 * role) is no part of a name after it.
 */
function nameStartIn(words: string[]): number {
  let first = words.length;
  while (first > 0 && !SMALL.has(fold(words[first - 1])) && !namesConcept(words[first - 1]) && findConcepts(words[first - 1].slice(0, 40)).hits.size === 0) first--;
  return first;
}

