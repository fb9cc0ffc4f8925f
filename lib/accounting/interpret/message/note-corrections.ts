import { escapeRegExp, fold } from "../text";
import { splitMessage } from "./parts";

/**
 * A note on top of a forwarded mail sets the mail's slipped figures right: "OBS leverandørkostnaden er 61 375 – Jens
 * har skrevet 61 735" over a mail with "61.735 NOK". A figure of the note that the mail never writes, whose digits are
 * those of a figure in the mail in another order (a slip of the fingers), is written into the mail in that figure's
 * place and form. The note is the newer word; a figure the mail writes too was never slipped. Pure; linear in the
 * figures (at most MAX_FIGURES of each side).
 */

/** A figure of three digits or more, with its separators: "61 375", "61.735", "12 480,50". */
const FIGURE = /(?<![\p{L}\d.,])\d{1,3}(?:[ .\u00a0]\d{3})+(?:,\d{1,2})?(?![\p{L}\d])|(?<![\p{L}\d.,])\d{3,9}(?:,\d{1,2})?(?![\p{L}\d])/gu;
const MAX_FIGURES = 60;
const digitsOf = (t: string) => t.replace(/\D/g, "");
const sorted = (d: string) => [...d].sort().join("");

export function noteCorrectsThread(text: string): string {
  const parts = splitMessage(text);
  const threadStart = parts.find((p) => p.segment > 0)?.start;
  if (threadStart === undefined) return text;
  const noteText = parts.filter((p) => p.segment === 0 && p.kind === "request").map((p) => text.slice(p.start, p.end)).join("\n");
  const note = [...noteText.matchAll(FIGURE)].slice(0, MAX_FIGURES).map((m) => digitsOf(m[0]));
  const thread = text.slice(threadStart);
  const inThread = [...thread.matchAll(FIGURE)].slice(0, MAX_FIGURES);
  const threadDigits = new Set(inThread.map((m) => digitsOf(m[0])));
  const fixes = new Map<string, string>();
  for (const right of new Set(note)) {
    if (right.length < 4 || threadDigits.has(right)) continue;
    const twins = [...threadDigits].filter((d) => d !== right && d.length === right.length && sorted(d) === sorted(right));
    // The note's figure ambiguous between two of the mail's, or a twin the note's own words also hold as right: left alone.
    if (twins.length === 1 && !fixes.has(twins[0])) fixes.set(twins[0], right);
  }
  let rewritten = fixes.size
    ? thread.replace(FIGURE, (m) => {
        const right = fixes.get(digitsOf(m));
        return right ? inFormOf(m, right) : m;
      })
    : thread;
  rewritten = notInstead(fold(noteText), rewritten);
  return rewritten === thread ? text : text.slice(0, threadStart) + rewritten;
}

/**
 * "OBS varebilen har 8 års levetid, ikke 6": a figure the note gives with the one it replaces. The mail's one figure
 * of that value, with a word of the same unit after it ("Varebil: 398 400 kr, 6 år"), is written as the note's; a
 * figure with no unit in the note is set right only where the mail writes it once, with three digits or more.
 */
const NOT_INSTEAD = /(?<![\d.,])(\d{1,3}(?:[ .]\d{3})*(?:,\d{1,2})?)(?:\s{1,2}(\p{L}{2,}))?[^\n.;\d]{0,30}?,?\s{1,2}(?:ikke|ikkje|not|nicht|pas|no|nao|niet|inte)\s{1,2}(\d{1,3}(?:[ .]\d{3})*(?:,\d{1,2})?)(?![\d.,]\d)/gu;
const MAX_INSTEAD = 5;

function notInstead(note: string, thread: string): string {
  let out = thread;
  for (const m of [...note.matchAll(NOT_INSTEAD)].slice(0, MAX_INSTEAD)) {
    const [right, unit, wrong] = [m[1], m[2], m[3]];
    if (digitsOf(right) === digitsOf(wrong)) continue;
    const folded = fold(out);
    const at = mentionsOf(folded, wrong, unit, 0, folded.length);
    if (at.length === 1) out = out.slice(0, at[0]) + right + out.slice(at[0] + wrong.length);
  }
  return out;
}


/** The digits written in another figure's form: "61.735" with 61375 is "61.375". */
function inFormOf(form: string, digits: string): string {
  let k = 0;
  return form.replace(/\d/g, () => digits[k++]);
}

/**
 * "dykkerinspeksjon var 16 200 ikke 15 200" two messages after "Dykkarinspeksjon (7106) 15 200 kr": a figure the text
 * gives with the one it replaces sets right the one earlier mention of that figure (with a word of the same unit after
 * it where the correction names one; three digits at least where it names none). Pure; a few scans of the text.
 */
export function figuresNotMeant(text: string): string {
  let out = text;
  // Each correction looked for again in the text as set right so far (a figure set right may change its length).
  for (let k = 0; k < MAX_INSTEAD; k++) {
    const folded = fold(out);
    const m = [...folded.matchAll(NOT_INSTEAD)][k];
    if (!m) break;
    const [right, unit, wrong] = [m[1], m[2], m[3]];
    const ratio = Number(digitsOf(right)) / Math.max(1, Number(digitsOf(wrong)));
    if (digitsOf(right) === digitsOf(wrong) || ratio > 3 || ratio < 1 / 3) continue;
    // The figure named again after the correction ("10 års levetid, ikke 8 (8 år gjelder inventaret)") is another value's too.
    if (mentionsOf(folded, wrong, undefined, m.index! + m[0].length, folded.length, true).length > 0) continue;
    // A mention that is itself taken back ("…, nicht 349") is no value to set right.
    const at = mentionsOf(folded, wrong, unit, 0, m.index!).filter((x) => !/(?:ikke|ikkje|not|nicht|pas|no|nao|niet|inte)\s{1,2}$/.test(folded.slice(Math.max(0, x - 8), x)));
    if (at.length === 1) out = out.slice(0, at[0]) + right + out.slice(at[0] + wrong.length);
  }
  return out;
}

/**
 * Where `figure` stands as a figure of its own in folded[from, to): followed by a word of `unit` where one is given,
 * else (unless `any`) only a figure of three digits or more.
 */
function mentionsOf(folded: string, figure: string, unit: string | undefined, from: number, to: number, any = false): number[] {
  const re = new RegExp(`(?<![\\d.,])${escapeRegExp(figure)}(?![\\d]|[.,]\\d)`, "g");
  return [...folded.slice(from, to).matchAll(re)]
    .map((x) => from + x.index)
    .filter((at) => {
      if (any) return true;
      const after = /^\s{0,2}(\p{L}{2,})/u.exec(folded.slice(at + figure.length, at + figure.length + 20))?.[1];
      return unit ? !!after && after.slice(0, 2) === unit.slice(0, 2) : digitsOf(figure).length >= 3;
    });
}
