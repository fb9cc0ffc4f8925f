/**
 * Words that negate what follows them in their clause, in the seven languages (folded). One list
 * for every stage that asks "is this negated?": the task-word weighing (senses.ts) and the side
 * remarks that exclude a value (message/side-remarks.ts). Spanish/English "no" is not here: it is
 * also a number label ("no. 4471"), and each stage decides it in context.
 */
export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  "not", "dont", "never", "ikke", "ikkje", "aldri", "ingen", "inga", "ingi", "nicht", "kein", "keine", "keinen", "nie", "pas", "jamais", "aucun",
  "aucune", "nunca", "nao", "nada", "ningun", "ninguna", "nenhum", "nenhuma",
]);
