import { isAccountingNoun, namesAction } from "../concepts";

/**
 * Notes written in symbols rather than words, read as the labelled text the readers read:
 * - "key → value" at a line's start is "key: value" ("price → 1'890.00NOK", "dir. → Havnegata 41");
 * - "topic :: object" is "topic: object";
 * - "⇒ do this" opening a line is the instruction itself ("⇒ crear + enviar");
 * - "≠" is "not" ("≠ leverandør, berre kunde").
 * Only a short label without figures takes the arrow: "2026-02-17 → 2026-02-18" and "4'125.00NOK → 1700"
 * keep theirs. Pure; one pass over the lines, each pattern bounded.
 */

/** A short label (a few words, no figure) and an arrow after it. */
const LABEL_ARROW = /^([ \t]{0,8}[^\d\n→⇒:]{1,40}?)[ \t]{0,3}(?:→|->|=>|⟶)[ \t]{0,3}(?=\S)/u;
/**
 * A form's numbered question and the arrow to its answer: the question may carry its number ("1.
 * Mitarbeiterin →", "Q4 Hours →"), end in one ("Namn på avd. 2 →") and hold a colon of its own ("3.
 * Bilag: konto → 6800", read as a space). Read so only in a form of three such lines or more: one
 * numbered step with an arrow ("1) ny ansatt → riktig avd.") is a step, not a question.
 */
const QUESTION_ARROW = /^([ \t]{0,8}[qQ]?\d{1,2}[.):]?[ \t]{1,3}(?:[^\d\n→⇒:]{1,30}:[ \t]{1,2})?[^\d\n→⇒:]{1,40}?(?:[ \t]\d{1,2}(?=[ \t]{0,3}(?:→|->|=>|⟶)))?)[ \t]{0,3}(?:→|->|=>|⟶)[ \t]{0,3}(?=\S)/u;
const FORM_QUESTIONS = 3;
/**
 * Outside a form, one numbered item whose question is a field's label of a few words ("3) Tekst på linja → Kurs i
 * hygiene", "2) Title → …") is that field when a name or words follow; an item naming a thing or a deed ("1) ny ansatt → riktig avd.") is a step.
 */
const LABEL_ITEM_WORDS = 3;
function labelItem(m: RegExpExecArray | null): boolean {
  if (!m || /:/.test(m[1])) return false;
  const words = m[1].replace(/^[ \t]*[qQ]?\d{1,2}[.):]?[ \t]+/, "").trim().split(/\s+/);
  return words.length <= LABEL_ITEM_WORDS && words.every((w) => /^\p{L}[\p{L}'’.-]*$/u.test(w) && !isAccountingNoun(w) && !namesAction(w));
}
const TOPIC = /[ \t]{1,3}::[ \t]{0,3}/g;
const DO_THIS = /^([ \t]{0,8})(?:⇒|=>)[ \t]{0,3}/u;

export function readSymbols(text: string): string {
  if (!/[→⇒≠⟶]|->|=>|::/u.test(text)) return text;
  const lines = text.split("\n");
  const form = lines.filter((l) => l.length <= 400 && QUESTION_ARROW.test(l)).length >= FORM_QUESTIONS;
  return lines
    .map((line) => {
      if (line.length > 400) return line;
      let out = line.replace(DO_THIS, "$1").replace(TOPIC, ": ");
      const question = QUESTION_ARROW.exec(out);
      // A figure after such an item's arrow is where the figure goes ("2) bank fees → 7770"), not a field's value.
      const item = labelItem(question) && /^\p{L}/u.test(out.slice(question![0].length));
      const arrow = (form || item ? question : null) ?? LABEL_ARROW.exec(out);
      // "Taxi airport → hotel   NOK 420.00": a way from one place to another on an item's line, no label.
      const route = arrow && /^\p{Ll}[^\n]{0,60}\d/u.test(out.slice(arrow[0].length)) && /\p{L}[ \t]+\p{L}/u.test(arrow[1].trim());
      if (arrow && !route && /\p{L}/u.test(arrow[1])) out = `${arrow[1].replace(/(\p{L}):[ \t]+/u, "$1 ").replace(/[ \t]+$/, "")}: ${out.slice(arrow[0].length)}`;
      return out.replace(/≠[ \t]{0,2}/g, "not ");
    })
    .join("\n");
}
