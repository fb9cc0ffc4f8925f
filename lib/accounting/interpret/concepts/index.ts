import { fold } from "../text";
import { LEXICON, type Concept } from "./lexicon";
import { formsOf, tokenize, type Token } from "./tokens";

export { LEXICON, type Concept } from "./lexicon";
export { tokenize, type Token } from "./tokens";

type WordMatcher = { kind: "stem"; forms: Set<string> } | { kind: "prefix"; text: string } | { kind: "sub"; text: string };
interface Term {
  concept: Concept;
  words: WordMatcher[];
}

function compileWord(raw: string): WordMatcher {
  const w = fold(raw);
  if (w.length > 4 && w.startsWith("*") && w.endsWith("*")) return { kind: "sub", text: w.slice(1, -1) };
  if (w.endsWith("*")) return { kind: "prefix", text: w.slice(0, -1) };
  if (w.startsWith("*")) return { kind: "sub", text: w.slice(1) };
  return { kind: "stem", forms: new Set(formsOf(raw)) };
}

/** Terms indexed for a linear scan: stem-first terms by each of their forms, the rest listed. */
const byForm = new Map<string, Term[]>();
const scanned: Term[] = [];
for (const [concept, terms] of Object.entries(LEXICON) as [Concept, readonly string[]][]) {
  for (const raw of terms) {
    const parts = raw.split(/[^\p{L}\p{N}*]+/u).filter(Boolean);
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

function wordMatches(m: WordMatcher, t: Token): boolean {
  if (m.kind === "prefix") return t.word.startsWith(m.text);
  if (m.kind === "sub") return t.word.length > m.text.length && t.word.includes(m.text);
  return t.forms.some((f) => m.forms.has(f));
}

function termMatches(term: Term, tokens: Token[], i: number): boolean {
  if (i + term.words.length > tokens.length) return false;
  return term.words.every((w, k) => wordMatches(w, tokens[i + k]));
}

/**
 * Phrases that take a word away from another concept: "facture à l'ordre de X" is payable to X,
 * and its "ordre" names no order.
 */
const MASKS: Partial<Record<Concept, Concept[]>> = { payableTo: ["order"] };

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
  const matched = (term: Term, i: number) => {
    add(term.concept, tokens[i].index);
    const concepts = MASKS[term.concept];
    if (concepts) masked.push({ concepts, from: tokens[i].index, to: tokens[i + term.words.length - 1].index });
  };
  tokens.forEach((t, i) => {
    const seen = new Set<Term>();
    for (const f of t.forms) {
      for (const term of byForm.get(f) ?? []) {
        if (seen.has(term)) continue;
        seen.add(term);
        if (termMatches(term, tokens, i)) matched(term, i);
      }
    }
    for (const term of scanned) if (termMatches(term, tokens, i)) matched(term, i);
  });
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

/**
 * Whether a single word is itself an accounting word ("Kunde", "Auftrag", "Prosjektleiar"): by
 * its stem only, so names that merely contain one ("Sognefjord Reiseliv AS") stay names.
 */
export function namesConcept(word: string): boolean {
  return formsOf(word.toLowerCase()).some((f) => (byForm.get(f) ?? []).some((t) => t.words.length === 1));
}
