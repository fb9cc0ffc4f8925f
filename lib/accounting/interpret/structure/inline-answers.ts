import { fold } from "../text";
import { MONTH_NAMES } from "../extract/month-names";
import { ACCOUNT_WORD } from "../extract/values";
import { deniedIn } from "../concepts/negation";
import { NO_REPLY as NO, YES_OR_NO as YES_NO, YES_REPLY as YES } from "./reply-words";

/**
 * A reply that answers a mail's questions between its lines: the asker's lines quoted ("> Preis:
 * 12.500 NOK netto") with the answers under them ("nein, 12 900 netto"), or the asker's lines
 * left as they were with the answers marked (">> no - post@…", "HB: stemmer", "- ja"). Each
 * answered line is written as what the answer makes of it, where it stood, and the answer goes:
 * - a "yes" ("ja", "passt", "oui", "stimmt", "correct") keeps the line as the writer's own;
 * - a value ("4410", "nei, mandag 4. mai", "appelle-le « Ligne de tri Riec »") takes the place of the
 *   line's value under its label ("Produktnummer: 4410"), or of an item's text ("kall det berre
 *   Service"); an answer to a question without a label is the writer's line under it;
 * - a plain "no" drops the line;
 * - a choice among alternatives ("vous-même ou Yann Pellerin (…) ?" answered "Yann") keeps the one
 *   chosen, and a choice among numbered options ("1) … 2) … Hvilken er det?" answered "1." or "den
 *   første") keeps that option and drops the others.
 * Lines no answer follows stay as they were. A quoted mail is read so with one answer inside it; answers
 * told by a mark, with two or more. Pure; one pass over the lines, each bounded, so linear.
 */
export function readInlineAnswers(text: string): string {
  if (!/^[ \t]*(?:>|[-–=→⇒]|\[?\p{Lu}{2,3}[:\]])/mu.test(text)) return text;
  const lines = text.split("\n");
  const layout = layoutOf(lines);
  if (!layout) return text;
  const out: (string | undefined)[] = lines.map((l) => l);
  let answers = 0;
  for (let i = 0; i < lines.length; i++) {
    if (!layout.isAnswer(i)) continue;
    // The answer's lines, joined.
    let k = i;
    const parts: string[] = [];
    while (k < lines.length && layout.isAnswer(k) && parts.length < 6) parts.push(layout.answerText(lines[k++]));
    const answer = parts.join(" ").trim();
    // An answer of several lines (a list of items) keeps its lines where it is written out as the writer's.
    const written = parts.join("\n").trim();
    // The line it answers: the nearest line above with words, of the asker's.
    // Looked for a dozen lines up at most: an answer stands under what it answers.
    let q = i - 1;
    while (q >= 0 && q > i - 12 && (!/[\p{L}\d]/u.test(layout.questionText(lines[q])) || out[q] === undefined)) q--;
    if (q <= i - 12) q = -1;
    for (let a = i; a < k; a++) out[a] = undefined;
    i = k - 1;
    if (q < 0 || !answer || layout.isAnswer(q)) continue;
    answers++;
    const merged = mergeAnswer(lines, out, q, layout, answer, written);
    out[q] = merged;
  }
  if (answers < 1) return text;
  // Answered between its lines, the quoted mail is the conversation the request stands in: its lines are read as the request's.
  return out
    .filter((l): l is string => l !== undefined)
    .map((l) => (layout.quoted ? l.replace(QUOTE, "") : l))
    .join("\n");
}

interface Layout {
  /** The asker's lines are quoted ("> …"). */
  quoted?: boolean;
  isAnswer(i: number): boolean;
  answerText(line: string): string;
  questionText(line: string): string;
}

const QUOTE = /^[ \t]*>[ \t]?/;
const DOUBLE_QUOTE = /^[ \t]*>>[ \t]?/;
/** An answer marked with the writer's initials: "HB: stemmer", "[HB] ja". */
const INITIALS = /^[ \t]*(?:\[(\p{Lu}{2,3})\]|(\p{Lu}{2,3}):)[ \t]+/u;
const DASH = /^[ \t]*[-–][ \t]+/;
/** An answer marked with an arrow: "--> ja, 7100", "→ stemmer", "=> nei". */
const ARROW = /^[ \t]*(?:-{1,2}>|=>|→|⇒)[ \t]*/;
const NUMBERED = /^[ \t]*(?:\d{1,2}[.)]|[a-z][.)])[ \t]+/;

/**
 * How the answers are told from the asker's lines: unquoted lines among quoted ones (a run of them
 * under a quoted line, the quote going on below), or lines all opening with the same mark (">>", the
 * writer's initials, or a dash under each numbered item) among unmarked ones.
 */
function layoutOf(lines: string[]): Layout | undefined {
  const n = lines.length;
  const quoted = lines.map((l) => QUOTE.test(l) && !DOUBLE_QUOTE.test(l));
  const blank = lines.map((l) => l.trim() === "");
  // Unquoted runs right under a quoted line, with a quoted line after them.
  let runs = 0;
  let lastQuoted = -1;
  let finalQuoted = -1;
  for (let i = 0; i < n; i++) if (QUOTE.test(lines[i])) finalQuoted = i;
  for (let i = 0; i < n; i++) {
    if (quoted[i]) {
      lastQuoted = i;
      continue;
    }
    if (!blank[i] && lastQuoted === i - 1 && lastQuoted >= 0 && i < finalQuoted) runs++;
  }
  // One answer sandwiched between quoted lines is enough: a reply's own text stands above or below its quote, not inside it.
  if (runs >= 1) {
    // An answer: an unquoted line under a quoted line (or under an answer's line), with the quote going on below it.
    const answer = new Array<boolean>(n).fill(false);
    let lastQ = -1;
    for (let i = 0; i < n; i++) {
      if (quoted[i]) lastQ = i;
      else if (!blank[i] && lastQ >= 0 && (lastQ === i - 1 || answer[i - 1])) answer[i] = true;
    }
    // The answers after the last quoted line are the reply's own closing ("Danke! HB"), not an answer, unless right under it.
    return {
      quoted: true,
      isAnswer: (i) => answer[i],
      answerText: (l) => l.trim(),
      questionText: (l) => l.replace(QUOTE, ""),
    };
  }
  for (const mark of [DOUBLE_QUOTE, INITIALS, ARROW, DASH]) {
    const marked = lines.map((l) => mark.test(l));
    // Marked lines answer the unmarked line above them: two or more such, alternating.
    let pairs = 0;
    for (let i = 1; i < n; i++) if (marked[i] && !marked[i - 1] && !blank[i - 1]) pairs++;
    if (pairs < 2) continue;
    // An arrow points on as often as it answers ("-> kostnad på 6010"): only under questions, or opening with a yes or a no.
    if (mark === ARROW) {
      const under = lines.map((l, i) => marked[i] && i > 0 && (/\?\s*$/.test(lines[i - 1]) || YES_NO.test(fold(l.replace(ARROW, "")))));
      if (under.filter(Boolean).length < 2) continue;
      return { isAnswer: (i) => under[i], answerText: (l) => l.replace(ARROW, "").trim(), questionText: (l) => l };
    }
    // A dash is a list's mark as often as an answer's: only under numbered items and questions, with a yes or no among them.
    if (mark === DASH) {
      const under = lines.map((l, i) => marked[i] && i > 0 && (NUMBERED.test(lines[i - 1]) || /\?\s*$/.test(lines[i - 1])));
      if (under.filter(Boolean).length < 2 || !lines.some((l, i) => under[i] && YES_NO.test(fold(l.replace(DASH, ""))))) continue;
      return { isAnswer: (i) => under[i], answerText: (l) => l.replace(DASH, "").trim(), questionText: (l) => l };
    }
    // Initials: the same initials on every answer, and no other speaker's name opening a line (a call written down:
    // "SJEFEN: …" / "MEG: …" is a dialogue, not answers).
    if (mark === INITIALS) {
      const who = new Set(lines.filter((l) => INITIALS.test(l)).map((l) => { const m = INITIALS.exec(l)!; return m[1] ?? m[2]; }));
      if (who.size !== 1 || lines.some((l, i) => !marked[i] && /^[ \t]*\p{Lu}{2,}(?:[ .-]\p{Lu}{2,}){0,2}:/u.test(l))) continue;
    }
    return { isAnswer: (i) => marked[i] && i > 0, answerText: (l) => l.replace(mark, "").trim(), questionText: (l) => l };
  }
  return undefined;
}

/** "call it X", "kall det berre X", "nenn es X", "appelle-le X", "llámalo X", "chama-lhe X": the name an answer gives. */
const NAMED_AS = /(?:call it|name it|kall(?:a)? (?:det|den|ho|han)|nenn (?:es|sie|ihn)|appelle[- ]?(?:le|la)?|llamalo|llamala|ponle|chama(?:-?lhe)?|chame-?(?:o|a)|bezeichnung)\s+(?:(?:berre|bare|kun|just|only|simply|einfach|nur|juste|simplement|solo|solamente|so|apenas|simplesmente)\s+)?/;

/** Words that join alternatives in a question ("vous-même ou Yann", "A or B", "X eller Y"). */
const OR = /\s(?:or|eller|oder|ou|o|u)\s|\s?\/\s?/;

/** Ordinal words for the first three options, in the seven languages (folded). */
const ORDINALS: [RegExp, number][] = [
  [/^(?:(?:den|det|the|der|die|das|le|la|el|o|a)\s)?(?:forste|fyrste|first|erste|erstere?|premier|premiere|primero|primera|primeiro|primeira)\b/, 1],
  [/^(?:(?:den|det|the|der|die|das|le|la|el|o|a)\s)?(?:andre|second|zweite|deuxieme|second|segundo|segunda)\b/, 2],
  [/^(?:(?:den|det|the|der|die|das|le|la|el|o|a)\s)?(?:tredje|third|dritte|troisieme|tercero|tercera|terceiro|terceira)\b/, 3],
];

/** The option an answer picks by number: "1.", "1)", "nr. 2", "nummer 1", "den første". */
function pickedNumber(folded: string): number | undefined {
  const m = /^(?:nr\.?\s?|no\.?\s?|nummer\s|number\s|option\s|alternativ\s)?([1-9])(?:[.)]|\s|$)/.exec(folded);
  if (m) return Number(m[1]);
  for (const [re, n] of ORDINALS) if (re.test(folded)) return n;
  return undefined;
}

/** A label line: "Preis: 12.500 NOK netto", "- første arbeidsdag (jeg har notert 1. mai, stemmer det?)". */
// A label is one to four words: "Para separar os custos por mercado: crio …?" is a sentence.
const LABEL_LINE = /^([ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+)?)(\p{L}[\p{L}\p{N}./'’()-]{0,20}(?: [\p{L}\p{N}./'’()-]{1,20}){0,3})[ \t]*:[ \t]*(.*)$/u;
const ITEM_LINE = /^([ \t]*(?:[-*•][ \t]+|\d{1,2}[.)][ \t]+))(\S.*)$/u;

/** What the answer says, without its yes or no and its opening sentences that hold no value: "nein, 12 900 netto" → "12 900 netto". */
function answerValue(answer: string): string {
  let a = answer.trim();
  const f = fold(a);
  const no = NO.exec(f) ?? YES.exec(f);
  if (no) a = a.slice(no[0].length).trim();
  // "they moved in april. Fosnagata 3, …": a sentence without a figure, an address or a quote before the one with it.
  for (let k = 0; k < 3; k++) {
    const m = /^([^.!?\d@«"“]{3,80}[.!?])\s+(?=\S)/u.exec(a);
    if (!m || !/[\d@«"“]/.test(a.slice(m[0].length))) break;
    a = a.slice(m[0].length);
  }
  const named = NAMED_AS.exec(fold(a));
  if (named && named.index < 30) a = a.slice(named.index + named[0].length).trim();
  // A name the answer quotes is its value ("appelle le « Ligne de tri Riec » (c'est le nom du site)").
  const quote = /«\s?([^»\n]{1,80}?)\s?»|"([^"\n]{1,80})"|“([^”\n]{1,80})”/.exec(a);
  if (quote) return `«${(quote[1] ?? quote[2] ?? quote[3]).trim()}»`;
  return a;
}

function mergeAnswer(lines: string[], out: (string | undefined)[], q: number, layout: Layout, answer: string, written: string): string | undefined {
  const question = layout.questionText(lines[q]);
  const f = fold(answer);
  const yes = YES.exec(f);
  const no = NO.exec(f);
  // A yes, perhaps with a remark that adds no figure of its own ("ja, 15 stimmt"): the asker's line is the writer's.
  const ownFigures = (answer.match(/\d+/g) ?? []).filter((d) => !question.includes(d));
  // Confirmed, the asker's question is the writer's statement: its question mark goes ("Je le passe sur le compte 7320 ?" / "oui").
  if (yes && !ownFigures.length && !/@/.test(answer)) return question.replace(/[ \t]*\?[ \t]*$/, ".");
  // A choice among the numbered options above the question.
  const picked = pickedNumber(f);
  if (/\?\s*$/.test(question) && picked) {
    const options: number[] = [];
    for (let o = q - 1; o >= 0 && options.length < 9; o--) {
      const t = layout.questionText(lines[o]);
      if (!t.trim()) continue;
      if (!NUMBERED.test(t)) break;
      options.unshift(o);
    }
    if (options.length >= 2 && picked <= options.length) {
      for (const [i, o] of options.entries()) out[o] = i + 1 === picked ? layout.questionText(lines[o]).replace(NUMBERED, "") : undefined;
      return undefined;
    }
  }
  // A choice among the quoted values the question offers ("«Norge», «Eksport» e «Internt»?" answered "só dois: Norge e
  // Eksport. Internt não precisa"): the values the answer names, outside a sentence that refuses them.
  const chosen = chosenQuotes(question, answer) ?? chosenFigure(question, answer) ?? answeredAccount(question, answer);
  if (chosen) return chosen;
  const label = LABEL_LINE.exec(question);
  const value = answerValue(answer);
  if (no && !value) return undefined;
  // A question refused with words ("Soll ich die Rechnung gleich versenden?" / "nein, erst nur erstellen"): the words
  // stand, the question goes (its task's words were not asked for), as a call's refused question does.
  if (no && /\?\s*$/.test(question) && !label) return written.slice(NO.exec(fold(written))?.[0].length ?? 0).trim() || undefined;
  // Figures put right ("nein, 12 900 netto", "2 700, Rabatt wie vereinbart. Und 0 %"): in the line, in place of its figures.
  const refigured = withFigures(question, answer);
  if (refigured) return refigured;
  if (label) {
    // A choice between alternatives the label's value offers ("vous-même ou Yann Pellerin (…) ?" / "Yann"): the one named.
    const first = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u.exec(answer.trim())?.[0];
    if (first && OR.test(label[3]) && !no) {
      const alternatives = label[3].replace(/\?\s*$/, "").split(OR).map((x) => x.trim()).filter(Boolean);
      const named = alternatives.filter((alt) => fold(alt).includes(fold(first)));
      if (named.length === 1) return `${label[1]}${label[2]}: ${named[0]}`;
    }
    return `${label[1]}${label[2]}: ${value}`;
  }
  // An item renamed ("4. Service og ettermarknad" answered "kall det berre Service").
  const item = ITEM_LINE.exec(question);
  if (item && NAMED_AS.test(f)) return `${item[1]}${value}`;
  // An item asking for a value ("- fødselsdato", "- første arbeidsdag (jeg har notert 1. mai, stemmer det?)"): its words
  // the label, the answer the value; an item refused without one ("nei, slå saman med verkstad") goes.
  if (item && /[\d@«]|\p{Lu}/u.test(value) && !/\?\s*$/.test(item[2].replace(/\([^()]*\)/g, ""))) return `${item[1]}${item[2].replace(/\s*\([^()]*\)\s*/g, " ").trim()}: ${value}`;
  if (no && item) return undefined;
  // A question answered in words: the answer is the writer's line, the question stays for what it names.
  return `${question}\n${written}`;
}

/** A date in an answer (folded): a day and a month's name, or day and month in figures. */
const DATE_IN_ANSWER = new RegExp(`\\b\\d{1,2}\\.?\\s?(?:de\\s)?(?:${MONTH_NAMES.flat().join("|")})\\b|\\b\\d{1,2}[./]\\d{1,2}\\b`);

/** A figure of a line or an answer: a percentage, or an amount (grouped, with decimals, or bare). */
const FIGURE = /(?<![\p{L}\d.,])(\d{1,3}(?:[ .,\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:[ \t]?(%))?(?![\d\p{L}])/gu;
/** "4 850, ikkje 4 580", "12 900 – not 12 500", "7 100 statt 7 010" (folded): the figure meant, then the one not meant. */
const NOT_THIS = /(\d[\d .,]{0,12}\d|\d)\s{0,2}[,–-]?\s{0,2}(?:ikke|ikkje|not|nicht|pas|no|nao|statt|instead of|i staden for|i stedet for|en lugar de|au lieu de|em vez de)\s{1,2}(\d[\d .,]{0,12}\d|\d)/;
const digitsOf = (x: string) => x.replace(/\D/g, "");

/** A figure as the answer wrote it ("12 900" as written, not as folded), found by its folded form. */
function asWritten(answer: string, figure: string): string {
  return answer.slice(0, 400).match(new RegExp(`(?<![\\d.,])${figure.replace(/[.]/g, "\\.")}`))?.[0] ?? figure;
}

/** Words an answer that only corrects figures may hold besides them: currency, VAT basis, "per". */
const FIGURE_WORDS = /^(?:nok|kr|kroner|eur|euro|usd|sek|dkk|netto|net|brutto|gross|eks|ekskl|excl|ex|inkl|incl|mva|mwst|vat|moms|iva|tva|ht|ttc|sin|con|sem|com|ohne|mit|pro|per|und|og|and|et|y|e|timar|timer|stunden|hours|heures|horas|h|stk|stuck|pcs)$/;

/**
 * A line with figures whose answer corrects them ("> Preis: 12.500 NOK netto" / "nein, 12 900 netto";
 * "> 3) Handbuch (Produkt 5103) – 3 600 NOK, 25 % MwSt.?" / "2 700, Rabatt wie vereinbart. Und 0 %"):
 * the line with each figure of the answer's opening in place of the line's figure of its kind (a
 * percentage for a percentage; an amount for the amount written with a currency or in groups, or
 * the line's only number). The answer's opening: what stands before its first full stop or comma
 * with words, holding only figures and the words of figures. Undefined where the answer is no such correction.
 */
function withFigures(question: string, answer: string): string | undefined {
  const f = fold(answer).replace(NO, "");
  // A date is no figure to put in place of another ("nei, 5. mai", "4.5.", "15/06").
  if (DATE_IN_ANSWER.test(f)) return undefined;
  const figures = [...f.matchAll(FIGURE)];
  if (!figures.length) return undefined;
  const qFigures = [...question.matchAll(FIGURE)];
  if (!qFigures.length) return undefined;
  // "4 850, ikkje 4 580": the figure said not to be meant is the one to put right.
  const notMeant = NOT_THIS.exec(f);
  if (notMeant) {
    const wrong = qFigures.find((m) => digitsOf(m[1]) === digitsOf(notMeant[2]));
    const right = asWritten(answer, notMeant[1]);
    if (wrong) return (question.slice(0, wrong.index) + right + question.slice(wrong.index! + wrong[1].length)).replace(/\?\s*$/, "");
  }
  // The answer opens with its figures: its first figure within its first sentence, the words around them only figures' words.
  const opening = f.slice(0, figures[0].index + figures[0][0].length + 30).split(/[.!?](?:\s|$)/)[0];
  const words = opening.replace(FIGURE, " ").split(/[^\p{L}]+/u).filter(Boolean);
  if (words.some((w) => !FIGURE_WORDS.test(w))) {
    // "2 700, Rabatt wie vereinbart": figures first, then words after a comma.
    if (!/^[\s\d.,%]*\d[\s\d.,%]*(?:nok|kr|eur)?\s*,/.test(f)) return undefined;
  }
  const used = new Set<number>();
  let line = question;
  // Replace from the last figure back, so the offsets stay right.
  const swaps: { index: number; length: number; value: string }[] = [];
  const takePercent = (value: string) => {
    const q = qFigures.find((m) => m[2] && !used.has(m.index));
    if (!q) return;
    swaps.push({ index: q.index, length: q[0].length, value: `${value} %` });
    used.add(q.index);
  };
  const takeAmount = (value: string) => {
    const amounts = qFigures.filter((m) => !m[2] && !used.has(m.index));
    const priced = amounts.filter((m) => /[ .\u00a0]\d{3}/.test(m[1]) || /^\s?(?:nok|kr|eur|€|,-)/i.test(question.slice(m.index + m[0].length, m.index + m[0].length + 5)) || /(?:nok|kr|eur|€)\s?$/i.test(question.slice(Math.max(0, m.index - 5), m.index)));
    const q = priced.length ? priced[0] : amounts.length === 1 ? amounts[0] : undefined;
    if (!q) return;
    swaps.push({ index: q.index, length: q[1].length, value });
    used.add(q.index);
  };
  // Figures of the answer, in its first 120 characters, but those the line already holds: "9 800. the 11 800 was the
  // old price" tells of the old figure, it gives only the new one.
  const numeric = (raw: string) => Number(raw.replace(/[ .,\u00a0](?=\d{3}(?!\d))/g, "").replace(",", "."));
  const held = new Set(qFigures.map((m) => numeric(m[1])));
  for (const m of figures) {
    if (m.index > 120) break;
    if (held.has(numeric(m[1])) && !m[2]) continue;
    if (m[2]) takePercent(m[1]);
    else takeAmount(asWritten(answer, m[1]));
  }
  if (!swaps.length) return undefined;
  for (const s of swaps.sort((a, b) => b.index - a.index)) line = line.slice(0, s.index) + s.value + line.slice(s.index + s.length);
  // The question's own doubt goes with the correction.
  return line.replace(/\?\s*$/, "");
}

const QUOTED_ITEM = /(\s*(?:,|\bog\b|\bund\b|\band\b|\bet\b|\be\b|\by\b)?\s*)(«[^»\n]{1,60}»|"[^"\n]{1,60}"|“[^”\n]{1,60}”)/gu;
/** Words that leave a value out ("drop it", "skip", "dropp"), besides the words of denial. */
const LEAVING_OUT = /\b(?:drop|skip|dropp)\b/;

function chosenQuotes(question: string, answer: string): string | undefined {
  const items = [...question.matchAll(QUOTED_ITEM)];
  if (items.length < 3) return undefined;
  const value = (m: RegExpMatchArray) => fold(m[2].slice(1, -1).trim());
  const sentences = fold(answer).split(/[.!?;]\s*/);
  const named = (v: string) => sentences.some((s) => !deniedIn(s) && !LEAVING_OUT.test(s) && new RegExp(`(?<![\\p{L}])${v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(s));
  // The first quote names the thing ("dimensjon «Marked» med verdiane …"), the rest its values: only values are chosen.
  const values = items.slice(1);
  const kept = values.filter((m) => named(value(m)));
  if (!kept.length || kept.length === values.length) return undefined;
  let out = question;
  for (const m of [...values].reverse()) if (!kept.includes(m)) out = out.slice(0, m.index) + out.slice(m.index! + m[0].length);
  return out.replace(/\?\s*$/, "");
}

/** "var det 10 000 eller 15 000?" answered "15 000. engangs …": the figure chosen, in place of the two. */
function chosenFigure(question: string, answer: string): string | undefined {
  const m = /(\d[\d .,\u00a0]{0,12}\d|\d)(\s?(?:kr|nok|eur|%)?)\s(?:or|eller|oder|ou|o)\s(\d[\d .,\u00a0]{0,12}\d|\d)(\s?(?:kr|nok|eur|%)?)/i.exec(question);
  const first = fold(answer).replace(NO, "").matchAll(FIGURE).next().value;
  if (!m || !first) return undefined;
  const pick = [m[1], m[3]].find((x) => digitsOf(x) === digitsOf(first[1]));
  if (!pick) return undefined;
  return (question.slice(0, m.index) + pick + (pick === m[1] ? m[2] : m[4]) + question.slice(m.index + m[0].length)).replace(/\?\s*$/, "");
}

const ACCOUNT_MENTION = new RegExp(ACCOUNT_WORD);
const ACCOUNT_NUMBER = /(?<![\d.,])([3-8]\d{3})(?![\d.,]\d)/g;

/**
 * "kva konto skal eg bruke? Eg tenkte 6540 Inventar." answered "… reparasjon og vedlikehald utstyr, 6620": the account the
 * answer names, in place of the one the question proposed; the answer's words kept under it.
 */
function answeredAccount(question: string, answer: string): string | undefined {
  if (!ACCOUNT_MENTION.test(fold(question))) return undefined;
  const asked = [...question.matchAll(ACCOUNT_NUMBER)];
  const given = [...answer.matchAll(ACCOUNT_NUMBER)];
  if (asked.length !== 1 || given.length !== 1 || asked[0][1] === given[0][1]) return undefined;
  return `${question.slice(0, asked[0].index)}${given[0][1]}${question.slice(asked[0].index! + 4)}\n${answer}`;
}
