import { payingDirectionHits } from "./paying-direction";
import { fold } from "../text";
import { LEXICON, type Concept } from "./lexicon";
import { formsOf, tokenize, type Token } from "./tokens";
import { splitCompound } from "./compounds";
import { numberFromWord } from "../extract/number-words";

export { LEXICON, type Concept } from "./lexicon";
export { tokenize, type Token } from "./tokens";

type WordMatcher =
  | { kind: "stem"; forms: Set<string> }
  | { kind: "prefix"; text: string }
  | { kind: "sub"; text: string }
  | { kind: "number" }
  | { kind: "determiner" };
interface Term {
  concept: Concept;
  words: WordMatcher[];
}

function compileWord(raw: string): WordMatcher {
  const w = fold(raw);
  if (w === "#") return { kind: "number" };
  if (w === "^") return { kind: "determiner" };
  if (w.length > 4 && w.startsWith("*") && w.endsWith("*")) return { kind: "sub", text: w.slice(1, -1) };
  if (w.endsWith("*")) return { kind: "prefix", text: w.slice(0, -1) };
  if (w.startsWith("*")) return { kind: "sub", text: w.slice(1) };
  // "=betaler": this form alone, no other of its stem ("betalt oss" has paid, "betaler oss" is to pay).
  if (w.startsWith("=")) return { kind: "stem", forms: new Set([w.slice(1)]) };
  return { kind: "stem", forms: new Set(formsOf(raw)) };
}

/** Terms indexed for a linear scan: stem-first terms by each of their forms, the rest listed. */
const byForm = new Map<string, Term[]>();
const scanned: Term[] = [];
for (const [concept, terms] of Object.entries(LEXICON) as [Concept, readonly string[]][]) {
  for (const raw of terms) {
    const parts = raw.split(/[^\p{L}\p{N}*=#^]+/u).filter(Boolean);
    const term: Term = { concept, words: parts.map(compileWord) };
    const first = term.words[0];
    if (first.kind === "stem") {
      for (const f of first.forms) {
        const list = byForm.get(f) ?? [];
        list.push(term);
        byForm.set(f, list);
      }
    } else scanned.push(term);
  }
}

/**
 * One-word terms by kind, for reading the parts of a compound: a part is looked up as it stands
 * (its folded text among the lexicon words' forms, or under a prefix entry), without stemming.
 * Words for actions, greetings and quantities ("new", "send", "full") make no compound part.
 */
const NO_COMPOUND_PART = new Set<Concept>(["create", "book", "send", "greeting", "question", "fullAmount", "increase", "internal", "outstanding", "startDate", "attachment", "lifecycle"]);
const byPrefix = new Map<string, Concept[]>();
const bySub: { text: string; concept: Concept }[] = [];
for (const [concept, terms] of Object.entries(LEXICON) as [Concept, readonly string[]][]) {
  if (NO_COMPOUND_PART.has(concept)) continue;
  for (const raw of terms) {
    if (/[^\p{L}*]/u.test(raw)) continue;
    const m = compileWord(raw);
    if (m.kind === "prefix" && m.text.length >= 3) byPrefix.set(m.text, [...(byPrefix.get(m.text) ?? []), concept]);
    if (m.kind === "sub") bySub.push({ text: m.text, concept });
  }
}

function partConcepts(part: string): Concept[] {
  const out = new Set<Concept>();
  for (const t of byForm.get(part) ?? []) if (t.words.length === 1 && !NO_COMPOUND_PART.has(t.concept)) out.add(t.concept);
  for (let k = 3; k <= part.length; k++) for (const c of byPrefix.get(part.slice(0, k)) ?? []) out.add(c);
  for (const s of bySub) if (containsPart(part, s.text)) out.add(s.concept);
  return [...out];
}

/** Concepts a compound's parts make together beyond each part's own: a salary's accrual is a salary accrual. */
const COMBINED: { head: Concept; tail: Concept; is: Concept }[] = [{ head: "payroll", tail: "accrual", is: "salaryAccrual" }];

const COMPOUND_CACHE = new Map<string, Concept[]>();
const COMPOUND_CACHE_SIZE = 20_000;

/** The concepts a compound word names through its parts (its tail's, and any its parts make together). */
export function compoundConcepts(word: string): Concept[] {
  const cached = COMPOUND_CACHE.get(word);
  if (cached) return cached;
  const split = word.length >= 7 ? splitCompound(word, partConcepts) : undefined;
  const out = new Set<Concept>(split?.tailConcepts ?? []);
  // The combined concept replaces its tail's: a salary accrual is no second, general accrual.
  if (split) for (const r of COMBINED) if (split.headConcepts.includes(r.head) && split.tailConcepts.includes(r.tail)) out.add(r.is).delete(r.tail);
  if (COMPOUND_CACHE.size >= COMPOUND_CACHE_SIZE) COMPOUND_CACHE.clear();
  COMPOUND_CACHE.set(word, [...out]);
  return [...out];
}

/**
 * A word inside another only as a compound's part, not after a verb's prefix that makes another
 * word of it: German "Abrechnung" (a settlement), "Berechnung" (a calculation), "Verrechnung" (an
 * offset) and "Umrechnung" (a conversion) are no invoices ("Rechnung"), "Lohnabrechnung" neither.
 */
// "Nordre" (northern, as in "Nordre Rudi", "Nordre gate") is a place's word, no order ("ordre").
const NOT_AFTER: Record<string, RegExp> = { rechnung: /(?:ab|be|ver|um|nach|aus|er)$/, ordre: /^n$/ };

function containsPart(word: string, part: string): boolean {
  const at = word.indexOf(part);
  if (at < 0) return false;
  const not = NOT_AFTER[part];
  return !not || !not.test(word.slice(0, at));
}

function wordMatches(m: WordMatcher, t: Token): boolean {
  if (m.kind === "prefix") return t.word.startsWith(m.text) || (t.bare !== undefined && t.bare.startsWith(m.text));
  if (m.kind === "sub") return t.word.length > m.text.length && containsPart(t.word, m.text);
  if (m.kind === "number") return numberFromWord(t.word) !== undefined;
  if (m.kind === "determiner") return DETERMINERS.has(t.word);
  return t.forms.some((f) => m.forms.has(f));
}

/**
 * Articles and prepositions a writer may put inside a phrase of the lexicon ("provisión de los
 * salarios", "avsetning til lønn", "accrual of the salaries"): up to two are skipped between
 * two of the phrase's words.
 */
const FILLERS = new Set([
  "the", "a", "an", "of", "for", "to", "on", "en", "et", "ei", "den", "det", "dei", "de", "til", "for", "av", "pa", "i", "der", "die", "das",
  "des", "dem", "den", "ein", "eine", "einer", "einen", "fur", "von", "zur", "zum", "le", "la", "les", "l", "du", "d", "un", "une", "pour",
  "el", "los", "las", "del", "al", "o", "os", "as", "da", "do", "das", "dos", "para", "um", "uma",
  // An object pronoun inside a separable verb: "set them up", "legg ham inn".
  "them", "it", "him", "her", "ham", "henne", "ihn",
]);
const MAX_FILLERS = 2;
/** Words that determine a noun ("^" in a term), folded: articles and demonstratives, no prepositions ("note de service"). */
const DETERMINERS = new Set(["the", "these", "those", "des", "les", "ces", "ce", "cette", "el", "los", "las", "estos", "estas", "os", "as", "esses", "essas", "estes", "die", "diese", "dieser", "disse", "dei", "dem"]);

/** The index of a term's last word when it is named at token i, else -1. */
function termEnd(term: Term, tokens: Token[], i: number): number {
  if (!wordMatches(term.words[0], tokens[i])) return -1;
  let at = i;
  for (let k = 1; k < term.words.length; k++) {
    let skipped = 0;
    at++;
    while (at < tokens.length && !wordMatches(term.words[k], tokens[at])) {
      if (skipped >= MAX_FILLERS || !FILLERS.has(tokens[at].word)) return -1;
      skipped++;
      at++;
    }
    if (at >= tokens.length) return -1;
  }
  return at;
}

/**
 * Phrases that take a word away from another concept: "facture à l'ordre de X" is payable to X,
 * and its "ordre" names no order; nor does the "Donneur d'ordre" or "Auftraggeber" of a transfer.
 */
const MASKS: Partial<Record<Concept, Concept[]>> = { payableTo: ["order"], principal: ["order"] };

/** Where each concept is named: the text indices of the words that name it. */
export type ConceptHits = Map<Concept, number[]>;

/**
 * Find the concepts a text names. E-mail addresses and web addresses are masked first: their
 * words ("faktura@…", "post@…") name no concept.
 */
export function findConcepts(text: string): { hits: ConceptHits; tokens: Token[] } {
  const plain = maskAddresses(text);
  const tokens = tokenize(plain);
  const hits: ConceptHits = new Map();
  const add = (c: Concept, index: number) => {
    const list = hits.get(c) ?? [];
    if (list[list.length - 1] !== index) list.push(index);
    hits.set(c, list);
  };
  const masked: { concepts: Concept[]; from: number; to: number }[] = [];
  const matched = (term: Term, i: number, end: number) => {
    add(term.concept, tokens[i].index);
    const concepts = MASKS[term.concept];
    if (concepts) masked.push({ concepts, from: tokens[i].index, to: tokens[end].index });
  };
  tokens.forEach((t, i) => {
    const seen = new Set<Term>();
    for (const f of t.forms) {
      for (const term of byForm.get(f) ?? []) {
        if (seen.has(term)) continue;
        seen.add(term);
        const end = termEnd(term, tokens, i);
        if (end >= 0) matched(term, i, end);
      }
    }
    for (const term of scanned) {
      const end = termEnd(term, tokens, i);
      if (end >= 0) matched(term, i, end);
    }
    for (const c of compoundConcepts(t.word)) add(c, t.index);
  });
  // "one of the people who pay us", "dem vi handler hos": a party named by the way the money goes.
  for (const [c, index] of payingDirectionHits(plain)) {
    add(c, index);
    hits.get(c)!.sort((a, b) => a - b);
  }
  for (const m of masked) {
    for (const c of m.concepts) {
      const kept = (hits.get(c) ?? []).filter((i) => i < m.from || i > m.to);
      if (kept.length) hits.set(c, kept);
      else hits.delete(c);
    }
  }
  return { hits, tokens };
}

/** Replace e-mail and web addresses by spaces (same length, so indices still point into the text). */
function maskAddresses(text: string): string {
  if (!text.includes("@") && !text.includes("www.") && !text.includes("://")) return text;
  // Runs of non-space characters are examined one at a time: linear in the text's length.
  return text.replace(/\S{1,400}/g, (run) => (/@|www\.|:\/\//.test(run) ? " ".repeat(run.length) : run));
}

/** The lexicon's single words as written (folded), greetings and action words apart. */
const exactWords = new Set<string>();
for (const [concept, terms] of Object.entries(LEXICON) as [Concept, readonly string[]][]) {
  if (NO_COMPOUND_PART.has(concept)) continue;
  for (const raw of terms) if (/^\p{L}+$/u.test(raw)) exactWords.add(fold(raw));
}

/**
 * Whether a capitalised word before a name is an accounting noun that introduces it ("Kunden
 * Nordlicht GmbH"): the lexicon's word as written, or a prefix entry with a short ending. Not by
 * stem, so a name's own words stay ("Costa Dourada Lda", "Ola Nordbø").
 */
/** Whether a word is one of the lexicon's words as written (not only a compound opening with one: "Feilfri" is none). */
export function isAccountingWord(word: string): boolean {
  return exactWords.has(fold(word));
}

export function isAccountingNoun(word: string): boolean {
  const w = fold(word);
  if (exactWords.has(w)) return true;
  for (let k = Math.max(3, w.length - 3); k <= w.length; k++) if (byPrefix.has(w.slice(0, k))) return true;
  return false;
}

/**
 * Concepts a firm is named for ("Voyages Cimes et Fjords SARL", "Alpen Reisen GmbH", "Nordlys Prosjekt
 * AS"): inside a company's name they name the firm, not the task. Documents, parties and actions are
 * not among them: before a name they head it ("Faktura Nordlys AS", "Betaling Fjord AS").
 */
export const TRADE_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  "budget", "project", "department", "product", "travel", "payroll", "bonus", "voucher", "contract", "offerLetter", "receipt", "milestone", "fixedPrice",
  "costs", "consultant", "ledger", "exchange",
]);

/** Whether every concept a single word names is a trade a firm may be named for ("Voyages", "Reiser", "Consultores"). */
export function namesTradeOnly(word: string): boolean {
  const concepts = [...findConcepts(word.slice(0, 40)).hits.keys()];
  return concepts.length > 0 && concepts.every((c) => TRADE_CONCEPTS.has(c));
}

/**
 * Whether a single word is itself an accounting word ("Kunde", "Auftrag", "Prosjektleiar"): by
 * its stem only, so names that merely contain one ("Sognefjord Reiseliv AS") stay names.
 */
export function namesConcept(word: string): boolean {
  return formsOf(word.toLowerCase()).some((f) => (byForm.get(f) ?? []).some((t) => t.words.length === 1));
}

/** Whether a single word asks to create or register something ("Opprett", "Ajoutez", "Anlegen"). */
export function namesAction(word: string): boolean {
  return findConcepts(word.slice(0, 40)).hits.has("create");
}
