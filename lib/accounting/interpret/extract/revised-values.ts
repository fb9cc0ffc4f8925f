import { fold } from "../text";
import { findNumbers } from "./amounts";
import { findDates } from "./dates";

/**
 * A value the writer gives and later revises in words: "il avait d'abord dit 1 980 kroner, puis il s'est
 * corrigé : c'est 1 890 kr", "0185 Oslo – nein, Moment, das war ihr Tippfehler …: 0158 ist richtig",
 * "sjefen sa først 8 000, men i dag tidleg runda han opp til 8 500", "primeiro o e-mail do vendedor, X,
 * mas depois esclareceram que … Y". After a word of revising (a typo, a misreading, a self-correction,
 * a rounding, a check, a clarification, a date moved), the last value before it is replaced by the first
 * value of the same kind after it — written where the first stood, so the label and the line it belongs
 * to read the right one. Kinds: a date, an e-mail address, a figure (within a factor of two of the
 * first), a percentage. Texts about postings (an account, a voucher) are left alone: there the wrong and
 * the right figure are both the task's. The revising words and the value they give go, so the value
 * stands once. Only a value of the cue's own sentence is revised, and only by the first value after the
 * cue. Pure; one pass over the cues, each looking a bounded way.
 */

/** Words of revising what was told (folded). A bare "correct" or "riktig" is not one: a ledger's error uses it. */
const REVISION = new RegExp(
  [
    // A slip of the keys or of the eye.
    String.raw`typo|tippfehler|schreibfehler|skrivefeil|tastefeil|slurvefeil|faute de frappe|coquille|errata|error de tipeo|error tipografico|gralha|erro de digitacao`,
    String.raw`misread|misheard|mal lu|verlesen|feillest|feillas|feilles|lei mal|lido mal|li mal`,
    // Someone correcting themselves.
    String.raw`s'est corrige|se corrigio|se corrigiu|corrigiu-se|corrected (?:himself|herself|themselves|me|it|that|this)|korrigierte (?:sich|mich)|hat sich korrigiert|(?:retta|rettet|retter|rettar|korrigerte|korrigerer) (?:meg|seg|det)`,
    // Rounded, checked, clarified.
    String.raw`rounded (?:it )?(?:up|down)|(?:runda|rundet|runder) (?:det |den |han |ho |hun )?(?:opp|ned)|aufgerundet|abgerundet|arrondi|redondeo|redondeado|arredondou|arredondado`,
    String.raw`double-checked|rechecked|comprobado|comprobo|sjekka|sjekket|dobbeltsjekk\w*|nachgepruft|nachgesehen|verifie|verificado|verificou|conferi|conferiu`,
    String.raw`clarified|esclarec\w*|aclar(?:o|aron|ado)|klargjor\w*|klargjer\w*|klargestellt|richtiggestellt|prazisiert|(?:ont|a|m'a|nous a) precise`,
    // "no, perdona", "nein, Moment", "no wait": a stop and a second thought.
    String.raw`(?:no|nei|nein|non|nao|nee)[ \t]{0,2}[,.!–—-]{1,2}[ \t]{0,2}(?:perdon\w*|sorry|beklager|orsak|unnskyld|pardon|desculp\w*|entschuldig\w*|moment|wait|vent|espera|attends|aguarda)`,
  ].join("|"),
  "g",
);
/** A date moved: only a date is revised by these. */
const MOVED = /^(?:moved|flytta|flytt(?:et|a)|verschoben|verlegt|reporte|decale|aplazad\w*|pospuest\w*|adiad\w*|postponed|pushed back)$/;
const MOVED_WORDS = /\b(?:moved|flytta|flyttet|verschoben|verlegt|reporte|decale|aplazad\w*|pospuest\w*|adiad\w*|postponed|pushed back)\b/g;

/** Postings: an account's number or a voucher named, where both figures of a correction are the task's (folded). */
const POSTING =
  /\b(?:konto|kontoen|account|compte|cuenta|conta|kto)\.?\s{0,2}(?:nr\.?\s{0,2}|no\.?\s{0,2}|n[°º]\s{0,2})?\d{4}\b|\b(?:bilag|bilaget|voucher|beleg|buchung|buchungen|postering|posteringen|posting|asiento|lancamento|ecriture comptable|piece comptable)\b/;

const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/g;
const LOOK_BACK = 200;
/** A sentence's end between the value and the cue: the cue revises its own sentence only. */
const SENTENCE_END = /[.!?](?:\s|$)|\n/;
/** The word that opens a revision: "but", "men", "aber", "mais", "puis", "then" (folded). */
const CONTRAST = /\b(?:but|then|men|so|aber|doch|dann|mais|puis|pero|luego|mas|depois)\b/;
/** A negation right before the cue (folded). */
const NEGATED = /\b(?:not|never|ikke|ikkje|aldri|nicht|nie|pas|jamais|no|nunca|nao|n'ai|n'a)\b[ \t]{1,2}(?:\p{L}{1,8}[ \t]{1,2})?$/u;
const LOOK_AHEAD = 160;
const MAX_REVISIONS = 4;
const MAX_CUES = 40;

type Kind = "date" | "email" | "figure" | "percent";
interface Value {
  kind: Kind;
  index: number;
  end: number;
  /** Where its written form ends, a figure's currency included. */
  tokenEnd: number;
  /** What is written in place of an earlier value of its kind. */
  written: string;
  number?: number;
}

/** The dates, e-mails, figures and percentages of the text, in order; a figure inside a date or an address is none. */
function valuesOf(text: string, today?: string): Value[] {
  const out: Value[] = [];
  for (const d of findDates(text, today)) if (!d.relative) out.push({ kind: "date", index: d.index, end: d.index + d.length, tokenEnd: d.index + d.length, written: text.slice(d.index, d.index + d.length) });
  for (const m of text.matchAll(EMAIL)) out.push({ kind: "email", index: m.index, end: m.index + m[0].length, tokenEnd: m.index + m[0].length, written: m[0] });
  // Dates and addresses in order, walked once beside the figures (also in order): linear in the values.
  const spans = [...out].sort((a, b) => a.index - b.index);
  let k = 0;
  for (const n of findNumbers(text)) {
    while (k < spans.length && spans[k].end <= n.index) k++;
    if (k < spans.length && spans[k].index <= n.index) continue;
    const digits = /\d(?:[\d.,' \u00a0]*\d)?/.exec(text.slice(n.index, n.index + n.length));
    if (!digits) continue;
    // A nine-digit organisation number is corrected by its own stage (near twins); a single digit is a count or a note's mark.
    const count = digits[0].replace(/\D/g, "").length;
    if (count >= 9 || count < 2) continue;
    const at = n.index + digits.index;
    const percent = /^[ \t]{0,2}%/.test(text.slice(n.index + n.length, n.index + n.length + 3));
    out.push({ kind: percent ? "percent" : "figure", index: at, end: at + digits[0].length, tokenEnd: n.index + n.length, written: digits[0], number: n.value });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Whether `later` can revise `earlier`: one kind, and a figure of a like size (a slip, a rounding, a misreading). */
function revises(earlier: Value, later: Value): boolean {
  if (earlier.kind !== later.kind || earlier.written === later.written) return false;
  if (earlier.kind !== "figure") return true;
  const a = earlier.number ?? 0;
  const b = later.number ?? 0;
  return a > 0 && b > 0 && b / a <= 2 && a / b <= 2;
}

export function reviseValues(text: string, today?: string): string {
  if (text.length > 20_000) return text;
  const folded = fold(text);
  const cues: { index: number; end: number; datesOnly: boolean }[] = [];
  for (const m of folded.matchAll(REVISION)) if (/^\W?$/.test(folded[m.index - 1] ?? "") && !/\w/.test(folded[m.index + m[0].length] ?? "")) cues.push({ index: m.index, end: m.index + m[0].length, datesOnly: false });
  for (const m of folded.matchAll(MOVED_WORDS)) if (MOVED.test(m[0])) cues.push({ index: m.index, end: m.index + m[0].length, datesOnly: true });
  if (!cues.length || POSTING.test(folded)) return text;
  const values = valuesOf(text, today);
  const edits: { from: number; to: number; insert: string }[] = [];
  // A note revises a few values; a text of many cues is read as written.
  for (const cue of cues.sort((a, b) => a.index - b.index).slice(0, MAX_CUES)) {
    if (edits.length >= MAX_REVISIONS * 2) break;
    // "je n'ai pas vérifié": a revision denied revises nothing.
    if (NEGATED.test(folded.slice(Math.max(0, cue.index - 16), cue.index))) continue;
    // The value told last before the cue, in its sentence; the first value after the cue, of its kind.
    const before = values.filter((v) => v.end <= cue.index && cue.index - v.end <= LOOK_BACK);
    const earlier = before[before.length - 1];
    if (!earlier || SENTENCE_END.test(text.slice(earlier.end, cue.index)) || (cue.datesOnly && earlier.kind !== "date")) continue;
    const later = values.find((v) => v.index >= cue.end);
    if (!later || later.index - cue.end > LOOK_AHEAD || !revises(earlier, later) || edits.some((e) => e.from === earlier.index)) continue;
    // "born 3 March 1991 – typo, 13 March": the day revised, the year stands.
    const year = earlier.kind === "date" && !/\b(?:19|20)\d{2}\b/.test(later.written) ? /\b(?:19|20)\d{2}\b/.exec(earlier.written)?.[0] : undefined;
    edits.push({ from: earlier.index, to: earlier.end, insert: year ? `${later.written} ${year}` : later.written });
    // The revising words and the value they give go, from the "but" that opens them: the value stands once, where
    // it was first told, and no "first …, but" is left to withdraw it there.
    const contrast = CONTRAST.exec(folded.slice(earlier.end, cue.index));
    edits.push({ from: contrast ? earlier.end + contrast.index : cue.index, to: later.tokenEnd, insert: "" });
  }
  let out = text;
  for (const e of edits.sort((x, y) => y.from - x.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}
