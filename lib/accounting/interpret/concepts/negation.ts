/**
 * Words that negate what follows them in their clause, in the seven languages (folded). One list
 * for every stage that asks "is this negated?": the task-word weighing (senses.ts) and the side
 * remarks that exclude a value (message/side-remarks.ts). Spanish/English "no" is not here: it is
 * also a number label ("no. 4471"), and each stage decides it in context.
 */
export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  "not", "dont", "doesnt", "didnt", "isnt", "shouldnt", "never", "ikke", "ikkje", "aldri", "ingen", "inga", "ingi", "nicht", "kein", "keine", "keinen", "nie", "pas", "jamais", "aucun",
  "aucune", "nunca", "nao", "nada", "ningun", "ninguna", "nenhum", "nenhuma",
  // Nothing: "rien à comptabiliser", "nothing to book", "nichts zu buchen", "ingenting å føre".
  "rien", "nothing", "nichts", "ingenting", "inkje",
  // Neither … nor: "ni comme client ni comme fournisseur", "weder als Kunde noch als Lieferant", "verken som kunde eller leverandør".
  "ni", "nem", "weder", "verken", "hverken", "neither",
]);

/** Without, in the seven languages (folded): "ohne Admin-Rechte", "uten tilgang", "sans droits", "sin", "sem". */
export const WITHOUT_WORDS: ReadonlySet<string> = new Set(["without", "ohne", "uten", "utan", "sans", "sin", "sem"]);

/**
 * Whether a stretch of folded text holds a word that denies what it speaks of: a negation, "without", or
 * "no" (a number label elsewhere, here only among the words a caller has cut to one clause).
 */
export function deniedIn(folded: string): boolean {
  return folded.split(/[^\p{L}']+/u).some((w) => NEGATION_WORDS.has(w) || WITHOUT_WORDS.has(w) || w === "no" || w === "nie");
}

/** What a request's scope is called, after a negation ("nicht Gegenstand", "not part of", "ne fait pas partie", "no forma parte"). */
const SCOPE_WORDS: ReadonlySet<string> = new Set(["gegenstand", "bestandteil", "teil", "part", "scope", "omfang", "omfanget", "partie", "parte", "objet", "objeto", "ambito", "umfang", "umfangs"]);
/** The word after it that makes it the scope of something ("Gegenstand dieser Maßnahme", "partie de", "part of"): "pas seulement une partie" is a portion. */
const OF_WORDS: ReadonlySet<string> = new Set(["of", "de", "du", "des", "d", "av", "der", "dieser", "diese", "dieses", "dessen", "del", "da", "do", "dos", "das", "this", "the"]);

/** Whether the words after a negation say the thing is outside the request's scope: "ist nicht Gegenstand dieser Maßnahme", "is not part of this request". */
export function outsideScope(after: readonly string[]): boolean {
  const k = after.slice(0, 3).findIndex((w) => SCOPE_WORDS.has(w));
  return k >= 0 && OF_WORDS.has(after[k + 1] ?? "");
}

/** Verbs of wanting (folded): "want", "vil", "möchte", "veux", "quiero", "quero". */
const WISH_WORDS: ReadonlySet<string> = new Set([
  "want", "wish", "vil", "ville", "onsker", "onskjer", "will", "mochte", "mochten", "wollen", "wunsche", "veux", "voudrais", "souhaite",
  "quiero", "quisiera", "deseo", "quero", "queria", "desejo", "gostaria",
]);

/**
 * Lines the writer heads as unwanted: "What I do NOT want: …", "Det jeg IKKE vil: …", "Was ich NICHT
 * möchte: …", "Ce que je ne veux PAS : …", "Lo que NO quiero: …". The stretch after the colon, to
 * the line's end, lists what must not be done. [from, to) spans in the folded text; linear.
 */
export function unwantedStretches(folded: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of folded.matchAll(/(?:^|\n|[.!?][ \t])[ \t]{0,4}(?:[-*•][ \t]{0,2})?([^\n:.!?]{2,60}?)[ \t]{0,2}:/g)) {
    const words = m[1].split(/[^\p{L}]+/u);
    const negated = words.some((w) => NEGATION_WORDS.has(w) || w === "no" || w === "ne");
    if (!negated || !words.some((w) => WISH_WORDS.has(w))) continue;
    const from = m.index! + m[0].length;
    const end = folded.indexOf("\n", from);
    out.push([from, end < 0 ? folded.length : end]);
    if (out.length >= 20) break;
  }
  return out;
}
