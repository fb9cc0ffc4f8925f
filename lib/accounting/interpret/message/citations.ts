import { findQuoted } from "../extract/values";
import { LEGAL_FORMS } from "../extract/names";
import { fold } from "../text";

/** Verbs of saying and writing, whole words (folded): "my boss wrote: «…»", "„…“, sagt Shakespeare", "«…» — sa Brand". */
export const SAYS = [
  "said", "says", "wrote", "writes", "asked", "sagt", "sagte", "schrieb", "schreibt", "meint", "meinte", "bat", "sa", "sier", "seier",
  "skrev", "skriv", "skriver", "skreiv", "spurte", "svarte", "svarer", "replied", "replies", "answered", "antwortet", "antwortete", "repond", "respondio", "responde", "respondeu", "dit", "ecrit", "demande", "dijo", "dice", "escribio", "escribe", "pidio", "disse", "diz",
  "escreveu", "escreve", "pediu", "pergunta", "perguntou", "pregunta", "pregunto", "fragt", "fragte", "asks", "spor", "lurer",
];

/** Legal forms: a quoted name followed by "— Nordlys AS" names its company, no author. */
const LEGAL_FORM = new RegExp(`\\b(?:${LEGAL_FORMS})\\.?$`);

/** After a quotation, its source: "— Hamlet", "— King Lear;", "— Shakespeare, in Schlegels Sprache." (a name of at most three words, then a stop or the line's end). */
const SOURCE_AFTER = /^[ \t]{0,2}[—–-]{1,2}[ \t]{0,2}(\p{Lu}[\p{L}'.-]{1,30}(?:[ \t]\p{Lu}[\p{L}'.-]{1,30}){0,2})[ \t]{0,2}(?:[;,.!]|$|[ \t]\p{Ll})/u;
/** After a quotation, who said it: "„…“, sagt Shakespeare", "«…» — sa Brand" (folded; the speaker capitalised in the text). */
const SAID_AFTER = /^[ \t]{0,2}[,—–-]{1,2}[ \t]{0,2}(\p{L}+)[ \t]{1,2}/u;
/** After a quotation that opens its line, a comment on it: "— and now, it seems, so is the harbour." (a word in small letters). */
const COMMENT_AFTER = /^[ \t]{0,2}[—–][ \t]{0,2}\p{Ll}/u;

/**
 * Sayings the writer quotes, with their source or a comment of the writer's own: "„Ende gut, alles gut“ —
 * Shakespeare", "«Alt eller intet!» — sa Brand", "\"All the world's a stage\" — and now, it seems, so is the
 * harbour". Their words are told, not asked for: each quotation's stretch, quote marks included. A quotation
 * holding figures or addresses is never one (a value stated so stays the task's). Linear: each quotation's
 * own line is looked at once.
 */
export function quotedSayings(text: string): [number, number][] {
  if (text.length > 200_000) return [];
  const out: [number, number][] = [];
  for (const q of findQuoted(text)) {
    // A saying has three words at least ("Was ihr wollt"); two are a name ("„Setzungsmessung Oktober“ – Alsterblick mbH").
    if (/[\d@]/.test(q.value) || q.value.split(/\s+/).length < 3) continue;
    const lineEnd = text.indexOf("\n", q.end);
    const after = text.slice(q.end, Math.min(lineEnd < 0 ? text.length : lineEnd, q.end + 200));
    const lineStart = text.lastIndexOf("\n", q.index - 1) + 1;
    const opensLine = /^[ \t]{0,4}(?:[-*•][ \t]{1,2})?$/.test(text.slice(lineStart, q.index));
    const source = SOURCE_AFTER.exec(after);
    const said = SAID_AFTER.exec(fold(after));
    const attributed =
      (source && !LEGAL_FORM.test(fold(source[1])) && !/[\d@]/.test(after)) ||
      (said && SAYS.includes(said[1]) && /^\p{Lu}/u.test(after.slice(said[0].length)));
    // A saying opening its line and commented on: at least three words, and nothing after it that a task could take.
    const commented = opensLine && COMMENT_AFTER.test(after) && !/[\d@"«»“”„]/.test(after);
    if (attributed || commented) out.push([q.index, q.end]);
  }
  return out;
}

/** A paragraph opened by a bracketed label to someone else: "(To the audience:)", "(Til salen:)", "(Aside:)" — not a note ("(NB:)", "(PS:)"). */
const ASIDE_LABEL = /^[ \t]{0,4}\([ \t]{0,2}([^()\n:\d]{1,40}):[ \t]{0,2}\)/u;
const NOTE_LABEL = /^(?:nb|n\.b|ps|p\.s|obs|note|nota|merk|hinweis|wichtig|important|importante|viktig|achtung|attention|atencao|atencion)\.?$/;

/**
 * Paragraphs the writer addresses to someone other than the reader, opened by a bracketed label ending in a colon
 * ("(To the audience:) They want our Peer Gynt on a floating stage …"): the paragraph, to its blank line, is an
 * aside. Linear: one look at each line's start.
 */
export function labelledAsides(text: string): [number, number][] {
  if (text.length > 200_000) return [];
  const out: [number, number][] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf("\n", at);
    const lineEnd = nl < 0 ? text.length : nl;
    const m = ASIDE_LABEL.exec(text.slice(at, Math.min(lineEnd, at + 60)));
    if (m && !NOTE_LABEL.test(fold(m[1]).trim())) {
      const blankLine = /\n[ \t]*\n/g;
      blankLine.lastIndex = at;
      const para = blankLine.exec(text);
      const to = para ? para.index : text.length;
      out.push([at, to]);
      at = to;
      continue;
    }
    at = lineEnd + 1;
  }
  return out;
}
