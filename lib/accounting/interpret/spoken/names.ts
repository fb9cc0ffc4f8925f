import { namesConcept } from "../concepts";
import { compileSequences, matchAt, wordForms } from "../concepts/sequences";
import { key } from "./lexicon";

/**
 * Names in dictated text, which has no punctuation to end them: after a naming phrase ("det skal
 * hete", "se llama", "o nome é", "heißt", "called", "som heter", "le nom est") the name runs to
 * the next label ("Org-Nummer", "o número é", "Preis"), role word ("kunden"), e-mail address or
 * connecting word ("for", "mit", "y"). Such a name is written in quotes, as a writer would, so
 * every reader takes it whole; a number label said with its verb ("o número é 4471") is written
 * "nº 4471". Only text without sentence punctuation is touched; one pass over
 * the words (linear).
 */

/**
 * Naming words, as sequences of words or stems (an article may stand between them): the name
 * follows the last word. "navn" + "er" reads "navnet er" and "namnet er"; "mit" + "namen" reads
 * "mit dem Namen".
 */
const NAMING = compileSequences(
  [
    // en
    ["called"], ["named"], ["titled"], ["name", "is"], ["description", "is"], ["call", "it"], ["title", "is"], ["title"], ["line", "put"], ["line", "write"], ["line", "says"], ["line", "reads"], ["text", "says"],
    // nb, nn
    ["heter"], ["heiter"], ["skal", "hete"], ["skal", "heite"], ["navn", "er"], ["namn", "er"], ["kalt"], ["kalla"], ["kall", "det"], ["tittel", "er"], ["tittel"], ["linja", "skriv"], ["linjen", "skriv"], ["linja", "set"], ["linjen", "sett"], ["linja", "seier"], ["linja", "sier"], ["linjen", "sier"], ["beskriv", "er"],
    // de
    ["heisst"], ["namens"], ["mit", "namen"], ["name", "ist"], ["nenn", "es"], ["titel", "ist"], ["titel"], ["zeile", "schreib"], ["zeile", "lautet"], ["position", "schreib"], ["genannt"], ["beschreibung", "ist"],
    // fr
    ["s'appelle"], ["appele"], ["nomme"], ["nom", "est"], ["titre", "c'est"], ["titre", "est"], ["titre"], ["ligne", "tu", "mets"], ["ligne", "dit"], ["ligne", "mets"], ["ligne", "mettez"], ["intitule"], ["description", "est"], ["libelle", "est"],
    // es
    ["se", "llama"], ["llamado"], ["llamada"], ["denomin"], ["nombre", "es"], ["titulo", "es"], ["titulo"], ["concepto", "pon"], ["concepto", "pones"], ["linea", "pon"], ["linea", "dice"], ["concepto", "es"], ["descripcion", "es"],
    // pt
    ["chama-se"], ["se", "chama"], ["chamado"], ["chamada"], ["nome", "e"], ["titulo", "e"], ["titulo"], ["linha", "poe"], ["linha", "diz"], ["linha", "coloca"], ["descricao", "poe"], ["descricao", "e"],
  ],
  // …and a word that only softens it: "the line just says", "linja seier berre".
  ["the", "der", "die", "das", "dem", "den", "det", "le", "la", "l", "el", "o", "a", "just", "only", "simply", "bare", "berre", "nur", "einfach", "juste", "simplement", "solo", "solamente", "apenas"],
);

/** Words that open the next field: identifier, price and contact labels. */
const LABELS = new Set(
  [
    "org", "org-nummer", "org-nr", "orgnr", "organisasjonsnummer", "organisationsnummer", "organization", "organisation",
    "nummer", "number", "numero", "nr", "no", "nº", "n°", "artikelnummer", "varenummer", "produktnummer", "product", "produkt", "produto",
    "producto", "produit", "preis", "price", "pris", "precio", "preco", "prix", "e-post", "epost", "e-mail", "email",
    "telefon", "phone", "mva", "moms", "vat", "iva", "tva", "mwst", "mehrwertsteuer",
  ].map(key),
);

/** Words that join the name to the rest of the sentence: the name ends before them. */
const JOINERS = new Set(
  [
    "for", "til", "fra", "med", "og", "hos", "and", "with", "from", "to", "at", "fur", "für", "mit", "und", "von", "bei",
    "pour", "avec", "et", "chez", "para", "con", "y", "com", "e", "por", "que", "which", "som", "der", "die", "das",
    // a verb after the name: "… Utskifting av vinduer c'est pour les fenêtres", "… Garasje Hana is for …"
    "c'est", "it's", "that's", "is", "was", "ist", "war", "est", "es", "er", "var", "é", "era", "fue", "foi", "went", "ging", "fuhr", "dro", "reiste", "alla", "etait",
    // …or its subject, or a word linking it to another record: "… Salon Lorient elle était …", "… Storegg koblet til …"
    "he", "she", "it", "they", "we", "han", "hun", "ho", "dei", "vi", "sie", "wir", "il", "elle", "ils", "elles", "nous", "ella", "ele", "ela",
    "linked", "koblet", "kobla", "knytt", "knyttet", "verknupft", "verbunden", "lie", "liee", "vinculado", "vinculada", "ligado", "ligada",
  ].map(key),
);

/** Articles before a label ("o número", "el precio", "der Preis"): they end the name too. */
const ARTICLES = new Set(["o", "a", "el", "la", "le", "l", "the", "der", "die", "das", "den", "det", "dem", "os", "as", "los", "las", "les"].map(key));

/** "… así tal cual", "… akkurat sånn", "… word for word": the name is as said, and ends. */
const AS_SAID = compileSequences([
  ["asi", "tal", "cual"], ["tal", "cual"], ["tel", "quel"], ["telle", "quelle"], ["tal", "e", "qual"], ["tal", "como", "esta"], ["assim", "mesmo"], ["akkurat", "sann"], ["akkurat", "slik"],
  ["noyaktig", "slik"], ["genau", "so"], ["just", "like", "that"], ["exactly", "like", "that"], ["exactly", "as", "said"], ["word", "for", "word"], ["ord", "for", "ord"], ["mot", "pour", "mot"],
  ["palabra", "por", "palabra"], ["wort", "fur", "wort"],
]);

/** The name said again, or said more exactly: "… Aveiro 2026 quer dizer Entrega Redes Aveiro …", "I mean", "das heißt". */
const SAID_AGAIN = compileSequences([
  ["i", "mean"], ["that", "is"], ["or", "rather"], ["quer", "dizer"], ["ou", "seja"], ["o", "sea"], ["es", "decir"], ["das", "heisst"], ["ich", "meine"], ["c'est-a-dire"], ["je", "veux", "dire"], ["altsa"], ["eg", "meiner"], ["jeg", "mener"],
]);

/** "… montert en noruego", "… på norsk": the language the name is in, said after it. */
const IN_LANGUAGE = compileSequences([
  ["en", "noruego"], ["in", "norwegian"], ["auf", "norwegisch"], ["en", "norvegien"], ["em", "noruegues"], ["pa", "norsk"], ["paa", "norsk"], ["pa", "nynorsk"], ["pa", "bokmal"],
]);

/** Ordinal words after an article ("den andre", "the second", "der zweite", "le deuxième", "el segundo", "o segundo"). */
const ORDINALS = new Set(
  [
    "andre", "annen", "anna", "tredje", "fjerde", "femte", "siste", "second", "third", "fourth", "fifth", "last", "zweite", "dritte", "vierte", "funfte", "letzte",
    "deuxieme", "seconde", "troisieme", "quatrieme", "dernier", "derniere", "segundo", "segunda", "tercero", "tercera", "tercer", "terceiro", "terceira",
    "cuarto", "cuarta", "quarto", "quarta", "ultimo", "ultima",
  ].map(key),
);

const MAX_WORDS = 7;

export function isDictated(text: string): boolean {
  // A comma or point between digits is a decimal or a grouping, not punctuation.
  return !/[;:!?"«»“”„()]|,(?!\d)|[.](?:\s|$)/.test(text.trim());
}

/** Words of politeness said before a name (by key()). */
const POLITE = new Set(["bitte", "please", "gjerne", "venligst", "vennligst", "svp", "porfavor"]);
const capital = (w: string) => /^\p{Lu}/u.test(w);
const numeric = (w: string) => /^\d[\d.,]*$/.test(w);

/** "o número é 4471", "the number is 4471", "nummeret er 4471": a number label said with its verb, written "nº 4471". */
const NUMBER_IS = /\b(?:n[uú]mero|number|nummer(?:et)?|num[ée]ro|nr)\s(?:é|es|est|is|er|ist|ser[áa]|blir|wird)\s(?=\d)/giu;

/** `dictated`: the text was dictated before its spoken punctuation was written ("komma" → ","); a mark then ends a name. */
export function quoteDictatedNames(text: string, dictated = isDictated(text)): string {
  if (!dictated) return text;
  text = text.replace(NUMBER_IS, "nº ");
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ w: m[0], k: key(m[0]), index: m.index! }));
  const forms = words.map((x) => wordForms(x.w));
  // `dropTo`: the words after the name that say it again ("… quer dizer Entrega Redes Aveiro 2026"), left out.
  const spans: { from: number; to: number; dropTo?: number }[] = [];
  let i = 0;
  let named = false;
  while (i < words.length) {
    // "den første heter Verksted den andre Montasje og den tredje Prosjektering": after a name said with its naming word,
    // "the second", "the third" name the next ones.
    const counted = named && ARTICLES.has(words[i].k) && i + 2 < words.length && ORDINALS.has(words[i + 1].k) && capital(words[i + 2].w) ? 2 : 0;
    const taken = matchAt(NAMING, forms, i) || counted;
    if (taken) named = true;
    if (!taken) {
      i++;
      continue;
    }
    // "als Titel bitte Kundenbesuch Bremerhaven": a word of politeness after the naming word is no part of the name.
    let from = i + taken;
    while (from < words.length && POLITE.has(words[from].k)) from++;
    // A name counted ("den tredje Prosjekt berre det …") is its capitalised words.
    if (counted && !matchAt(NAMING, forms, i)) {
      let end = from;
      while (end < words.length && end - from < 4 && capital(words[end].w) && !LABELS.has(words[end].k)) end++;
      spans.push({ from, to: end - 1 });
      i = end;
      continue;
    }
    // A name already quoted ("called «Harbour Lights»", said "in quotes") is read as it is.
    if (/^[«"“„]/u.test(words[from]?.w ?? "")) {
      i = from + 1;
      continue;
    }
    let to = from;
    let restatedTo: number | undefined;
    let strong = false;
    let joined = false;
    // A capitalised name may hold an accounting word ("Visita cliente Trondheim"); a lower-case one ends at it.
    const capitalised = from < words.length && capital(words[from].w);
    while (to < words.length && to - from < MAX_WORDS) {
      const { w, k } = words[to];
      const labelNext = ARTICLES.has(k) && to + 1 < words.length && LABELS.has(words[to + 1].k);
      if (LABELS.has(k) || labelNext || w.includes("@") || (to > from && !capitalised && namesConcept(w))) {
        strong = true;
        break;
      }
      // "den første heter Verksted den andre Montasje": the next in a count said aloud ends the name.
      const counted = ARTICLES.has(k) && to + 1 < words.length && ORDINALS.has(words[to + 1].k);
      // (Said "as it is", a name in capitals ends at its last capitalised word: "Takrenne montert en noruego así tal cual".)
      if (to > from && matchAt(AS_SAID, forms, to)) break;
      const again = to > from ? matchAt(SAID_AGAIN, forms, to) : 0;
      if (again) {
        strong = true;
        // The name said again right after ("Entrega Redes Aveiro 2026 quer dizer Entrega Redes Aveiro 2026"): its words go.
        const length = to - from;
        if (words[to + again]?.k === words[from].k) restatedTo = Math.min(words.length, to + again + length);
        break;
      }
      if (to > from && (JOINERS.has(k) || counted || matchAt(IN_LANGUAGE, forms, to))) {
        joined = true;
        break;
      }
      to++;
      if (/[^\d][.,]$/u.test(w)) {
        strong = true;
        break;
      }
    }
    let end = to;
    // Without a label or a joining word to end it, a capitalised name ends at its last capitalised word (and a number
    // right after it); a joining word ends it whole ("pon Reparasjon av takrenner y envíasela").
    // A short run with no figure is a name as said; a longer one ran on into the sentence.
    const wholeRun = joined && to - from <= 4 && !words.slice(from, to).some((x) => /\d/.test(x.w));
    if (!strong && !wholeRun && capitalised) {
      let last = from;
      for (let j = from; j < to; j++) if (capital(words[j].w)) last = j;
      end = last + 1;
      while (end < to && numeric(words[end].w)) end++;
    } else if (!strong && to - from >= MAX_WORDS) end = from;
    // "… Trondheim I was there": the English "I" opens the next clause.
    while (end - 1 > from && words[end - 1].w === "I") end--;
    if (end > from && !(end - from === 1 && numeric(words[from].w))) spans.push({ from, to: end - 1, ...(restatedTo && end === to ? { dropTo: restatedTo } : {}) });
    i = Math.max(end, from, restatedTo ?? 0);
  }
  if (!spans.length) return text;
  let out = "";
  let at = 0;
  for (const s of spans) {
    const start = words[s.from].index;
    const stop = words[s.to].index + words[s.to].w.length;
    const mark = /[.,]$/.test(words[s.to].w) ? 1 : 0;
    const name = text.slice(start, stop - mark);
    out += `${text.slice(at, start)}«${name[0].toUpperCase()}${name.slice(1)}»`;
    at = s.dropTo ? words[s.dropTo - 1].index + words[s.dropTo - 1].w.length : stop - mark;
  }
  return out + text.slice(at);
}
