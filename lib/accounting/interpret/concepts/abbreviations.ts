import type { Language } from "../language";
import { fold, lineAround } from "../text";
import { insideSpans, quotedSpans } from "../quoted-spans";
import { LEXICON, type Concept } from "./lexicon";
import { findConcepts, isAccountingNoun, namesAction } from "./index";

/**
 * Abbreviated words written out, so every later stage reads them as their words: "NY LEV" →
 * "NY LEVERANDOR", "fakt. Vinterservice" → "faktura Vinterservice", "lev.fakt" →
 * "leverandorfaktura", "Kto 6800" → "Konto 6800". Two mechanisms:
 *
 * - a truncation: a word cut short and marked so (a dot after it, or written in capitals) that
 *   begins exactly one concept's words in the lexicon ("prosj." prosjekt, "FOURN." fournisseur,
 *   "DELFAKT" del + faktura), the shortest such word;
 * - a contraction: the standard shortened forms a word's letters do not begin ("kd" kunde, "cta"
 *   cuenta, "pgto" pagamento), by language, some of them usual without a dot ("cust", "cli").
 *
 * A word the lexicon already knows, a short code ("AS", "NOK", "CRM") and the words of an e-mail
 * or web address stay as they are. Pure; one pass over the words, so linear in the text.
 */
export function expandAbbreviations(text: string, language: Language): string {
  if (!/[.A-ZÆØÅ]|\b(?:kd|kto|cta|cli|cust|pgto)\b/u.test(text)) return text;
  let out = "";
  let last = 0;
  // A quoted name is kept as written: «Firmatur Sandvika BIL juni».
  const quoted = quotedSpans(text);
  // A text written in capitals ("KVITT FRA … PERMER OG ARKIVBOKSER"): capitals mark no word as cut short
  // enough to split it into a head and a cut-short tail ("PERMER" is no "PER" + "MERverdiavgift").
  const shouted = isShouted(text);
  for (const m of text.matchAll(WORD_RUN)) {
    const start = m.index!;
    const run = m[0];
    if (insideSpans(quoted, start)) continue;
    // Addresses keep their words: "faktura@firma.no" names no invoice.
    // …and codes keep theirs: "INV-2026-8551" is an invoice number, "KE-55120" a reference.
    if (/@|:\/\/|^www\.|\d/i.test(run)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    // A word right after a number is its unit: "3 PM", "12 kg", "40 t".
    if (/\d[ \t]?$/.test(before)) continue;
    const opensField = /(?:^|\n)[ \t]*$|[;/|(:·•–-][ \t]*$/.test(before) || start === 0;
    // A heading in capitals alone on its line ("CONTEXT", "OPPGÅVE", "1. BAKGRUNN") is a whole word, not one cut short.
    if (run.length >= 5 && /^\p{Lu}+:?$/u.test(run) && /(?:^|\n)[ \t]*(?:(?:\d{1,2}|[IVX]{1,4})[.)][ \t]{1,2})?$/.test(before) && /^[ \t]*(?:\n|$)/.test(text.slice(start + run.length, start + run.length + 3))) continue;
    // A surname in capitals after a given name ("Duarte MENDES", "Eirik BREKKE (eirik@…)") is the name as written.
    if (surnameInCapitals(run, before, text.slice(start + run.length, start + run.length + 4))) continue;
    // …nor does a company's name in capitals on its own line (a pasted receipt's "VERKTØYHUSET STRØMMEN AS").
    // A word in capitals beside another ("CLAS OHLSON DRAMMEN") is part of a name in capitals: no head and cut-short tail in it.
    const besideCapitals = /\p{Lu}{3,}[ \t]{1,3}$/u.test(before) || /^[ \t]{1,3}\p{Lu}{3,}/u.test(text.slice(start + run.length, start + run.length + 8));
    // "art. nuevo: «Alquiler e-bike»", "Art. Bezeichnung": "art." before a word is the trade's "article" (before a
    // number, "art. 3301", it marks the article's number and stays).
    if (/^art\.$/i.test(run) && /^[ \t]\p{L}/u.test(text.slice(start + run.length, start + run.length + 2)) && !/^[ \t](?:nr|no|n°|nº|num)\b/i.test(text.slice(start + run.length, start + run.length + 6))) {
      out += text.slice(last, start) + ARTICLE[language];
      last = start + run.length;
      continue;
    }
    const written = expandRun(run, language, text.slice(start + run.length, start + run.length + 3), opensField, shouted || besideCapitals || capitalLine(text, start));
    if (written === run) continue;
    out += text.slice(last, start) + written;
    last = start + run.length;
  }
  return last === 0 ? text : out + text.slice(last);
}

/**
 * A word in capitals right after a capitalised given name, ending the name: a surname written the
 * formal way. Not after a verb or an accounting word ("Opprett LEV …", "Faktura NR").
 */
function surnameInCapitals(run: string, before: string, after: string): boolean {
  const word = /^(\p{Lu}{2,}[\p{Lu}'’-]*)([,;:)]?)$/u.exec(run);
  if (!word) return false;
  // The name ends there: at the line's end, a bracket (its address), a comma, a dash or a field's slash or bar ("Lukas
  // HARTMANN / geb. …"; "Aktive RAP auflösen" goes on); a title
  // before the given name makes it a name wherever it ends ("register Ms Kari LIE as a new employee").
  const titled = /(?:^|\s)(?:mr|mrs|ms|miss|dr|herr|frau|mme|mlle|monsieur|madame|sr|sra|srta|senor|senora|dona|don)\.?[ \t]\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]$/iu.test(before);
  if (!word[2] && !titled && !/^(?:$|[ \t]*(?:\n|$|[(<,;:–—\/|-]))/.test(after)) return false;
  const given = /(?:^|[\s(:])(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)[ \t]$/u.exec(before);
  return !!given && !namesAction(given[1]) && !isAccountingNoun(given[1]);
}

/** The trade's word for an article (a product), by language. */
const ARTICLE: Record<Language, string> = { nb: "artikkel", nn: "artikkel", en: "article", de: "Artikel", fr: "article", es: "artículo", pt: "artigo" };

/** Non-space runs, each read on its own (bounded, so a long run costs its length once). */
const WORD_RUN = /[^\s]{1,200}/gu;

/** "lev.fakt", "PROSJ.LØP", "fakt.", "CUST", "(ny" — the letters, and where they stand in the run. */
const PIECE = /(\p{L}+)(\.?)/gu;

/** Most of the text's letters capitals (the first 2,000 letters looked at). */
/** Whether the line around a position is a company's name in capitals ("VERKTØYHUSET STRØMMEN AS"), no small letter (within 200 characters each way). */
function capitalLine(text: string, at: number): boolean {
  const line = lineAround(text, at, 200);
  return !/\p{Ll}/u.test(line) && /\s(?:AS|ASA|SA|SL|SAS|SARL|GMBH|AG|KG|LTD|AB|APS|BV|LDA|ENK|DA|ANS)\.?\s*$/u.test(line) && (line.match(/\p{Lu}{2,}/gu) ?? []).length >= 2;
}

function isShouted(text: string): boolean {
  const letters = text.slice(0, 4_000).match(/\p{L}/gu) ?? [];
  if (letters.length < 20) return false;
  const upper = letters.filter((l) => l !== l.toLowerCase()).length;
  return upper / letters.length > 0.6;
}

function expandRun(run: string, language: Language, after: string, opensField: boolean, shouted = false): string {
  const pieces = [...run.matchAll(PIECE)];
  if (pieces.length === 0) return run;
  let out = "";
  let last = 0;
  let joinNext = false;
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i];
    const word = p[1];
    const dotted = p[2] === ".";
    const at = p.index!;
    const next = pieces[i + 1];
    // "lev.fakt": a dot right before more letters joins the two parts of one word.
    // "LED-Videowand", "USB-hub": a short code in capitals joined by a hyphen to a word is that code.
    if (isCapitals(word) && word.length <= 4 && run[at + word.length] === "-" && /\p{L}/u.test(run[at + word.length + 1] ?? "")) continue;
    const joined = dotted && next !== undefined && next.index === at + word.length + 1;
    const dotMarked = dotted && abbreviationDot(word, run.slice(at + word.length + 1) + after, opensField && i === 0);
    const marked = dotMarked || isCapitals(word) || joinNext;
    // A word's own head before a cut-short tail ("DELFAKT", "lev.fakt") only in capitals or joined by a dot:
    // "saman. han …" is a whole word ending a sentence written in small letters, not "sa" + "måned".
    // In a text written in capitals a word's capitals mark nothing: only the usual cut, a few consonant-ending letters
    // before a vowel of the word ("FAKT", "RECHN", "FOURN", "LEV"), reads as cut short ("CAN", "VERS", "DEBIT" are words).
    const weak = shouted && isCapitals(word) && !joinNext && !dotMarked;
    const full = expandWord(word, language, marked, ((isCapitals(word) && !shouted) || joined || joinNext), weak);
    joinNext = joined && full !== undefined;
    if (full === undefined) continue;
    const compound = COMPOUND_LANGS.has(language) ? "" : " ";
    out += run.slice(last, at) + styled(full, word) + (joined ? compound : "");
    // The dot that marked the abbreviation goes with it.
    last = at + word.length + (dotted ? 1 : 0);
  }
  return last === 0 ? run : out + run.slice(last);
}

/**
 * Whether the dot after a word marks it as cut short rather than ending a sentence: more of the
 * word's phrase follows on its line ("fakt.nr", "innbet. kom", "bet.,", "TVA déd. 25%"), or a
 * short word (five letters at most) opening its line or field stands before a capitalised one
 * ("Abt. Salg", "fourn. Bureau").
 * "zurück.\n", "Drammen. Correo" end their sentences.
 */
function abbreviationDot(word: string, next: string, opensField: boolean): boolean {
  // A closing quote or bracket after the dot: the sentence ended inside it ("„… komplett zurück.“").
  if (/^[“”"»'’)\]]/.test(next)) return false;
  if (next === "" || /^\s*\n/.test(next) || /^\s*$/.test(next)) return false;
  // Before a capital the dot may end a sentence ("… fra før. Tekst …"): only a short word opening
  // its line or field is read as a label cut short.
  if (/^[ \t]*\p{Lu}/u.test(next)) return word.length <= 5 && opensField;
  return true;
}

/** Languages that write compounds as one word ("leverandørfaktura", "Lieferantenrechnung"). */
const COMPOUND_LANGS = new Set<Language>(["nb", "nn", "de"]);

const isCapitals = (w: string) => w.length >= 2 && w === w.toUpperCase() && w !== w.toLowerCase();

/** The expansion in the abbreviation's case: "LEV" → "LEVERANDOR", "Kto" → "Konto". */
function styled(full: string, written: string): string {
  if (isCapitals(written)) return full.toUpperCase();
  if (/^\p{Lu}/u.test(written)) return full[0].toUpperCase() + full.slice(1);
  return full;
}

/**
 * Standard contractions, by language (folded → the word). `bare`: usual without a dot or
 * capitals ("cust Northlight Systems AS", "cta 6540"); the others only when marked.
 */
const ALL: readonly Language[] = ["nb", "nn", "en", "de", "es", "pt", "fr"];
/**
 * A dense note says too little for its language to be told for sure ("NY LEV", "NEW CUST"):
 * a contraction no other language uses for another word holds in all of them.
 */
const CONTRACTIONS: { abbr: string; word: string; langs: readonly Language[]; bare?: boolean }[] = [
  { abbr: "kd", word: "kunde", langs: ALL, bare: true },
  { abbr: "kto", word: "konto", langs: ALL, bare: true },
  { abbr: "mnd", word: "maned", langs: ALL, bare: true },
  { abbr: "pl", word: "prosjektleder", langs: ["nb", "nn"] },
  { abbr: "cust", word: "customer", langs: ALL, bare: true },
  { abbr: "inv", word: "invoice", langs: ["en"] },
  { abbr: "acct", word: "account", langs: ALL, bare: true },
  // "debit acc. 6010": an account, not the start of "accrual" (the lexicon's noun it would otherwise complete).
  { abbr: "acc", word: "account", langs: ALL },
  { abbr: "amt", word: "amount", langs: ALL, bare: true },
  // "lønnsaccr.", "accr. April", "depr. FY25": a finance manager's English shorthand in any language.
  { abbr: "accr", word: "accrual", langs: ALL },
  { abbr: "depr", word: "depreciation", langs: ALL },
  { abbr: "yrs", word: "years", langs: ALL, bare: true },
  { abbr: "pm", word: "project manager", langs: ["en"] },
  { abbr: "cli", word: "cliente", langs: ["es", "pt"], bare: true },
  { abbr: "cli", word: "client", langs: ["fr"], bare: true },
  { abbr: "cta", word: "cuenta", langs: ["es"], bare: true },
  { abbr: "cta", word: "conta", langs: ["pt"], bare: true },
  { abbr: "fra", word: "factura", langs: ["es"] },
  { abbr: "fra", word: "fatura", langs: ["pt"] },
  { abbr: "pgto", word: "pagamento", langs: ALL, bare: true },
  { abbr: "forn", word: "fornecedor", langs: ["pt"], bare: true },
  { abbr: "cpte", word: "compte", langs: ALL, bare: true },
  { abbr: "cptes", word: "comptes", langs: ALL, bare: true },
  { abbr: "rg", word: "rechnung", langs: ["de"] },
  // "Std. erfassen", "MA=KRÄMER, Jonas": hours and the employee, as German notes shorten them.
  { abbr: "std", word: "stunden", langs: ["de"] },
  { abbr: "ma", word: "mitarbeiter", langs: ["de"] },
  // "aktive RAP auflösen": the accrual (Rechnungsabgrenzungsposten), not a reminder ("rappel").
  { abbr: "rap", word: "Abgrenzungsposten", langs: ["de"], bare: true },
];

/** Short words and codes that stand for themselves ("AS", "NOK", "org", "nr", "inkl", "HT", "TTC"). */
const KEEP = new Set([
  "as", "asa", "sa", "sl", "sas", "sarl", "gmbh", "ag", "kg", "ltd", "lda", "inc", "ab", "oy", "nok", "eur", "usd", "gbp", "sek", "dkk", "chf",
  "vat", "mva", "iva", "tva", "ust", "mwst", "ht", "ttc", "org", "nr", "no", "ref", "kid", "iban", "bic", "swift", "inkl", "ekskl", "eks",
  "excl", "incl", "ca", "pr", "stk", "pcs", "dr", "cr", "mr", "mrs", "ms", "tlf", "tel", "att", "vedr", "evt", "osv", "etc", "dvs", "bzw",
  "ggf", "zzgl", "obs", "ps", "pdf", "csv", "crm", "erp", "it", "hr", "ceo", "cfo", "ok", "id", "nb", "nn", "en", "de", "es", "pt", "fr",
  // Shortened forms several languages use for different words: "dir." dirección, direktør, director.
  "dir", "adr",
  // The word for an account in every language, whole: "CONTA=6590" is no "contabilidad".
  "konto", "conta", "cuenta", "compte", "account",
  // A document's revision ("Rev. A", "rev. 4"), never a word of the lexicon it begins.
  "rev",
  // A telegram's correction mark ("NOK 11.580,- CORR 11.850,-"), not a ledger correction.
  "corr", "korr", "addr", "mob", "str", "vg", "gt", "tlf",
  // Abbreviations the readers already read as they are: "art.nr 2284".
  "art",
  // Everyday goods' codes in a thing's name ("alumbrado LED", "USB-hub", "PC-oppsett"): no ledger, no "pcs" cut short.
  "led", "usb", "pc", "tv", "gps", "lcd", "dvd",
  // Small words of a sentence, in capitals too ("KVITT FRA …", "BETALT MED FIRMAKORT"): never cut short.
  "fra", "fraa", "med", "til", "for", "per", "paa", "som", "den", "det", "dei", "har", "kan", "ved", "hos", "men", "mer", "meir", "bare", "berre", "kun",
  "skal", "vil", "jeg", "eg", "meg", "han", "hun", "ho", "oss", "seg", "selv", "sjolv", "ikke", "ikkje", "alle", "eller", "etter", "over", "under",
  "von", "mit", "und", "der", "die", "das", "den", "dem", "bei", "aus", "auf", "les", "des", "par", "pour", "avec", "sur", "une", "por", "con", "com",
  "los", "las", "que", "qui", "una", "uma", "uno", "with", "from", "per", "all", "bank", "est", "ein", "var", "debit", "debet",
  "the", "and", "og", "og", "new", "ny", "nye", "nytt", "neu", "neuer", "neue", "nouveau", "nouvelle", "novo", "nova", "nuevo", "nueva",
]);

/** Concepts whose words are actions, greetings or quantities: never the expansion of a cut-short noun. */
const NOT_NOUNS = new Set<Concept>(["create", "book", "send", "greeting", "question", "fullAmount", "increase", "internal", "outstanding", "startDate", "attachment", "lifecycle"]);

/** The lexicon's single nouns, folded, with their concept: stems first, then parts of compounds, then prefixes. */
const NOUNS: { word: string; concept: Concept; rank: number }[] = [];
for (const [concept, terms] of Object.entries(LEXICON) as [Concept, readonly string[]][]) {
  if (NOT_NOUNS.has(concept)) continue;
  for (const raw of terms) {
    const m = /^(\*?)(\p{L}{4,})(\*?)$/u.exec(raw);
    if (!m) continue;
    NOUNS.push({ word: m[2], concept, rank: m[1] || m[3] ? (m[1] ? 1 : 2) : 0 });
  }
}

/** Words the lexicon itself reads (a word, a stem, a compound of its words): never abbreviations. */
const known = (folded: string) => findConcepts(folded).hits.size > 0;

const CACHE = new Map<string, string | null>();

/** The word an abbreviation stands for, or undefined when it is none (or not marked as one). */
function expandWord(word: string, language: Language, marked: boolean, split: boolean, weak = false): string | undefined {
  const key = `${language}|${marked ? 1 : 0}|${split ? 1 : 0}|${weak ? 1 : 0}|${word.toLowerCase()}`;
  const cached = CACHE.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const found = lookUp(word, language, marked, split, weak);
  if (CACHE.size > 5_000) CACHE.clear();
  CACHE.set(key, found ?? null);
  return found;
}

/** A word cut the usual way: at most five letters, the last a consonant, the word going on with a vowel ("fakt|ura", "lev|erandør"). */
const cutBeforeVowel = (cut: string, whole: string) => cut.length <= 5 && /[^aeiouy]$/.test(cut) && /^[aeiouy]/.test(whole.slice(cut.length));

function lookUp(word: string, language: Language, marked: boolean, split: boolean, weak: boolean): string | undefined {
  const w = fold(word.toLowerCase());
  // A contraction of the request's own language wins over a word another language keeps: Spanish "fra." is "factura",
  // though Norwegian "fra" is "from".
  const own = KEEP.has(w) && marked ? CONTRACTIONS.find((c) => c.abbr === w && c.langs.includes(language) && c.langs.length <= 2) : undefined;
  if (own) return own.word;
  if (KEEP.has(w)) return undefined;
  // "Lieferantenrg.", "Kundenrg.": a whole word of the lexicon, then a contraction marked by its dot.
  if (marked && w.length > 5 && w.length <= 30) {
    for (const c of CONTRACTIONS) {
      if (!c.langs.includes(language) || !w.endsWith(c.abbr) || w.length - c.abbr.length < 4) continue;
      const head = w.slice(0, -c.abbr.length);
      if (known(head)) return word.slice(0, head.length) + c.word;
    }
  }
  if (w.length > 10) return undefined;
  const contraction = CONTRACTIONS.find((c) => c.abbr === w && c.langs.includes(language) && (c.bare || marked));
  if (contraction) return contraction.word;
  if (!marked || w.length < 3 || known(w)) return undefined;
  const whole = truncation(w);
  if (whole) return weak && !cutBeforeVowel(w, whole) ? undefined : whole;
  // "DELFAKT": a word's own head of three letters or more, then a cut-short tail ("del" + "faktura"); a shouted "OUTRA" is no "ou" + "tra…".
  for (let k = 3; split && k <= w.length - 3; k++) {
    const tail = truncation(w.slice(k));
    if (tail) return w.slice(0, k) + tail;
  }
  return undefined;
}

/** The lexicon noun a cut-short word begins: the shortest of the best-ranked; none when two concepts tie. */
function truncation(w: string): string | undefined {
  let best: { word: string; concept: Concept; rank: number } | undefined;
  let tie = false;
  for (const n of NOUNS) {
    if (n.word.length <= w.length || !n.word.startsWith(w)) continue;
    const better = !best || n.rank < best.rank || (n.rank === best.rank && n.word.length < best.word.length);
    if (better) {
      tie = false;
      best = n;
    } else if (best && n.concept !== best.concept && n.rank === best.rank && n.word.length === best.word.length) tie = true;
  }
  return best && !tie ? best.word : undefined;
}
