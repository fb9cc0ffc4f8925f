import { numberFromWord } from "../extract/number-words";
import { escapeRegExp, fold } from "../text";
import { AFTERTHOUGHT_MARK } from "../message/header-fields";
import { parseNumber } from "../extract/amounts";
import { detectLanguage } from "../language";
import { normaliseSpoken } from "../spoken";

/**
 * A correction line of a note, applied to the line it corrects: "corr: bonus = 5500.00 NOK" puts
 * 5500.00 where the note said "bonus 5000.00 NOK" and the correction line goes, so no reader
 * takes the older figure or sees two for one place. Only the "label: what = new value" form: a
 * ledger error's "Korrektur: 6540 statt 6500" is the remedy of that task and stays. When the
 * corrected line cannot be found the text is left as it was. Pure; linear in the text.
 */
export function applyCorrectionLines(text: string): string {
  text = applySubstitutions(text);
  text = applyStarCorrections(text);
  text = applyStarWordCorrections(text);
  text = applyNoteAmendments(text);
  text = applyErrata(text);
  text = applyAnswerCorrections(text);
  if (!text.includes("=") || !/\b(?:corr|korr|correct|correc|korrektur|korrigering|rettelse|retting|erratum|endring|edit)/i.test(text)) return text;
  let out = text;
  // Lines are few; each correction looks back over the lines before it once.
  for (let guard = 0; guard < 20; guard++) {
    const lines = out.split("\n");
    const at = lines.findIndex((l) => CORRECTION.test(l));
    if (at < 0) break;
    const m = CORRECTION.exec(lines[at])!;
    const key = m[1].trim();
    // A date corrects a date ("edit: start=2026-09-01"), a figure a figure.
    const value = (DATE.exec(m[2]) ?? NUMBER.exec(m[2]))?.[0];
    const fixed = value ? correctEarlier(lines.slice(0, at), key, value) : null;
    if (!fixed) break;
    out = [...fixed, ...lines.slice(at + 1)].join("\n");
  }
  return out;
}

const CORRECTION =
  /^[ \t]{0,8}(?:corr|korr|correction|corrections|correccion|corrección|correcao|correção|korrektur|korrigering|rettelse|retting|erratum|endring|edit)\.?[ \t]{0,3}:[ \t]{0,3}([^\n=]{1,60}?)[ \t]{0,3}=[ \t]{0,3}([^\n]{1,120})$/iu;

/** A date as written in a note: "2026-09-01", "01.09.2026". */
const DATE = /\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}/;

/** A figure as written: "5500.00", "6 200,00", "1.150.000". */
const NUMBER = /\d{1,3}(?:[ .,'\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/u;

/** The lines with the last one naming `key` given `value` for the first figure after the key; null when none does. */
function correctEarlier(lines: string[], key: string, value: string): string[] | null {
  const k = fold(key);
  for (let i = lines.length - 1; i >= 0; i--) {
    const folded = fold(lines[i]);
    const pos = wordAt(folded, k);
    if (pos < 0) continue;
    const after = pos + k.length;
    const rest = lines[i].slice(after);
    const n = (DATE.test(value) ? DATE : NUMBER).exec(rest);
    if (!n) continue;
    const start = after + n.index;
    const copy = [...lines];
    copy[i] = lines[i].slice(0, start) + value + lines[i].slice(start + n[0].length);
    return copy;
  }
  return null;
}

/** Where `key` stands in `folded` as whole words, or -1. */
function wordAt(folded: string, key: string): number {
  for (let from = 0; ; ) {
    const i = folded.indexOf(key, from);
    if (i < 0) return -1;
    const before = i === 0 ? " " : folded[i - 1];
    const after = folded[i + key.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return i;
    from = i + 1;
  }
}

/**
 * A chat's correction line: "*12800 eks mva, ikke 128000", "*1180 nok/hora, nao 1108" — the figure
 * after the star replaces the figure it names as wrong, wherever the text wrote it, and the line
 * goes. A bare star figure ("*8821 sorry fat fingers") corrects the figure of as many digits in the
 * line before it. A star line that names no wrong figure written above is left as it is.
 */
function applyStarCorrections(text: string): string {
  if (!text.includes("*") && !/\b(?:edit|update|fix|corr|korr|rettelse|retting|endring|correction|korrektur|nb|n\.b\.|obs|merk|merknad|note|nota|ps|p\.s\.|hinweis|anmerkung|remarque|observa\p{L}{2,4})[ \t]{0,2}:/iu.test(text)) return text;
  const lines = text.split("\n");
  const kept: string[] = [];
  const fixes: { wrong: string; right: string }[] = [];
  for (const line of lines) {
    // A note corrects a few figures; more star lines are a list, read as written.
    const m = line.length <= 300 && fixes.length < MAX_STAR_FIXES ? STAR_LINE.exec(line) : null;
    const right = m ? NUMBER.exec(m[1])?.[0] : undefined;
    if (m && right && kept.some((k) => hasFigure(k, m[2]))) {
      fixes.push({ wrong: m[2], right });
      continue;
    }
    // "nr 8812" then "*8821 sorry fat fingers": a bare star figure corrects the figure of as many digits in the bubble before.
    const bare = !m && fixes.length < MAX_STAR_FIXES ? STAR_BARE.exec(line) : null;
    const previous = bare ? kept.slice(-4).reverse().find((k) => k.trim() !== "") : undefined;
    const wrong = bare && previous ? [...previous.matchAll(/(?<![\d.,])\d[\d.,]*\d(?![\d.,]?\d)/g)].map((x) => x[0]).filter((x) => x.replace(/\D/g, "").length === bare[1].replace(/\D/g, "").length && x !== bare[1]).pop() : undefined;
    if (bare && wrong) fixes.push({ wrong, right: bare[1] });
    else kept.push(line);
  }
  if (!fixes.length) return text;
  return kept.map((l) => fixes.reduce((acc, f) => replaceFigure(acc, f.wrong, f.right), l)).join("\n");
}

const MAX_STAR_FIXES = 5;

/**
 * "*Kafé med aksent, ikkje Kafe", "*Haugland not Hauglund", "*Kafé": a chat's star correction of a
 * word. The word after the star replaces the word it names as wrong, or else the word of the lines
 * above it spelled the same but for accents, wherever the text wrote it; the line goes. A star word
 * that corrects nothing written above is left as it is.
 */
function applyStarWordCorrections(text: string): string {
  if (!text.includes("*")) return text;
  const lines = text.split("\n");
  const kept: string[] = [];
  const fixes: { wrong: string; right: string }[] = [];
  for (const line of lines) {
    const m = line.length <= 200 && fixes.length < MAX_STAR_FIXES ? STAR_WORD.exec(line) : null;
    if (m) {
      const right = m[1];
      const above = kept.join("\n");
      // The wrong word named ("ikkje Kafe"), else the word above that differs only in its accents.
      const named = m[2] && wordAt(fold(above), fold(m[2])) >= 0 ? m[2] : undefined;
      const accentless = named ? undefined : [...above.matchAll(/[\p{L}][\p{L}'-]{1,30}/gu)].map((w) => w[0]).find((w) => w !== right && fold(w) === fold(right));
      const wrong = named ?? accentless;
      if (wrong && wrong !== right) {
        fixes.push({ wrong, right });
        continue;
      }
    }
    kept.push(line);
  }
  if (!fixes.length) return text;
  return kept.map((l) => fixes.reduce((acc, f) => replaceWord(acc, f.wrong, f.right), l)).join("\n");
}

/** "*Kafé med aksent, ikkje Kafe": the right word glued to the star, a few words, and the wrong one after a negation. */
const STAR_WORD =
  /^[ \t]{0,4}\*(\p{L}[\p{L}'-]{1,30})(?![\p{L}\d])(?:[ \t]{1,2}\p{L}{1,12}){0,3}[ \t]{0,2}(?:[,;–-][ \t]{0,3}\(?(?:ikke|ikkje|not|nicht|pas|no|nao|não|non|niet|inte)[ \t]{1,3}(\p{L}[\p{L}'-]{1,30}))?[ \t!.)]*$/u;

/** The whole word `wrong` in a line, each time, written as `right`. */
function replaceWord(line: string, wrong: string, right: string): string {
  let out = "";
  let from = 0;
  for (let i = line.indexOf(wrong); i >= 0; i = line.indexOf(wrong, i + wrong.length)) {
    const before = line[i - 1] ?? " ";
    const after = line[i + wrong.length] ?? " ";
    if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(after)) continue;
    out += line.slice(from, i) + right;
    from = i + wrong.length;
  }
  return out + line.slice(from);
}

/** "*8821 sorry fat fingers": a star glued to a figure, a few words at most after it. */
const STAR_BARE = /^[ \t]{0,4}\*(\d[\d.,]{0,14}\d)(?=[ \t]|$)[ \t]*(?:[\p{L}'!.,]+[ \t]*){0,6}$/u;

/** "*12800 eks mva, ikke 128000 …": the right figure (with its words), a negation, the wrong figure. */
const STAR_LINE =
  /^[ \t]{0,4}(?:\*{1,2}|(?:edit|update|fix|corr|korr|rettelse|retting|endring|correction|korrektur)[ \t]{0,2}:[^\n\d]{0,40}?|(?:nb|n\.b\.|obs|merk|merknad|note|nota|ps|p\.s\.|hinweis|anmerkung|remarque|observacao|observação|observacion|observación)[ \t]{0,2}:[^\n\d]{0,100}?)[ \t]{0,2}(\d[^\n]{0,60}?)[ \t]{0,2}[,;–-]?[ \t]{0,3}\(?(?:ikke|ikkje|not|nicht|pas|no|nao|não|non|niet|inte|statt|instead of|en vez de|em vez de|au lieu de)[ \t]{1,3}(\d{1,3}(?:[ .,']\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?!\d)/iu;

/** Where the figure `figure` stands as a whole number in `line`, or -1. */
function figureAt(line: string, figure: string): number {
  for (let from = 0; ; ) {
    const i = line.indexOf(figure, from);
    if (i < 0) return -1;
    if (!/[\d.,]/.test(line[i - 1] ?? " ") && !/\d|[.,]\d/.test(line.slice(i + figure.length, i + figure.length + 2))) return i;
    from = i + 1;
  }
}
const hasFigure = (line: string, figure: string) => figureAt(line, figure) >= 0;
function replaceFigure(line: string, wrong: string, right: string): string {
  const i = figureAt(line, wrong);
  return i < 0 ? line : line.slice(0, i) + right + line.slice(i + wrong.length);
}

/**
 * The errata formula of formal writing: "Für „16. April“ lies „15. April“", "for '4 500' read
 * '5 400'", "au lieu de « X » lire « Y »", "donde dice «X» debe decir «Y»", "onde se lê «X» leia-se
 * «Y»". Each earlier or later place that wrote the first reads the second, and the formula itself
 * goes (no reader sees two values for one place). Only when the first is written elsewhere too.
 * One pattern with bounded parts: linear.
 */
export function applyErrata(text: string): string {
  if (!ERRATA_CUE.test(text)) return text;
  let out = text;
  let lang: ReturnType<typeof detectLanguage> | undefined;
  for (const m of [...text.matchAll(ERRATA)].slice(0, MAX_ERRATA)) {
    const [formula, wrong, right] = [m[0], m[1].trim(), m[2].trim()];
    if (!wrong || !right || wrong === right) continue;
    const rest = out.replace(formula, "");
    if (rest.includes(wrong)) {
      out = rest.split(wrong).join(right);
      continue;
    }
    // The place it corrects had its number words written in figures ("twenty-five per cent (25 %)" now reads "25 per cent
    // (25 %)"); the formula's quotes kept theirs: the two are compared as the place now reads.
    lang ??= detectLanguage(text);
    const [spokenWrong, spokenRight] = [normaliseSpoken(wrong, lang), normaliseSpoken(right, lang)];
    if (spokenWrong !== wrong && rest.includes(spokenWrong)) out = rest.split(spokenWrong).join(spokenRight);
  }
  return out;
}
const ERRATA_CUE = /\b(?:read|lies|les|lees|lease|léase|leia-se|leiase|lire|lisez|debe decir|deve ler|deve ler-se)\b/i;
const OPEN = "[„\"“«'‘‚]";
const CLOSE = "[“\"”»'’‘]";
const ERRATA = new RegExp(
  `(?:\\b(?:for|für|fur|istedenfor|i stedet for|i staden for|instead of|au lieu de|pour|donde dice|en lugar de|onde se lê|onde se le|em vez de))\\s{1,3}${OPEN}([^\\n„"“”«»'‘’]{1,40})${CLOSE}\\s{0,3},?\\s{0,3}(?:read|lies|les|lees|lease|léase|leia-se|leiase|lire|lisez|debe decir|deve ler-se|deve ler)\\s{1,3}${OPEN}([^\\n„"“”«»'‘’]{1,40})${CLOSE}`,
  "giu",
);
const MAX_ERRATA = 5;

/**
 * A note under a form or a letter's postscript that gives a field's right value: "NB: Fødselsåret over er feil –
 * rett fødselsdato er 23.11.1988" puts 23.11.1988 where the form said 23.11.1987; "P.S. … jeg skrev feil fødselsår
 * ovenfor … Henrik er født den 20/7-98" puts 20/7-98 where the letter said 20/7-97. With one value, it replaces the
 * one above of its kind that differs from it by a slip (the same length, at most two characters apart); with two,
 * one of them written above ("no es 7016 sino 7106"), the other replaces it. The note goes. Only a note that says a
 * value is right or wrong; otherwise the text is left as it was.
 */
function applyNoteAmendments(text: string): string {
  if (!NOTE_CUE.test(text) && !POSTSCRIPT_CUE.test(text)) return text;
  const lines = text.split("\n");
  // A form carries a few notes, each about a field a few dozen lines above at most.
  let notes = 0;
  for (let at = 1; at < lines.length && notes < MAX_NOTES; at++) {
    const line = lines[at];
    const postscript = POSTSCRIPT.test(line);
    if (line.length > 300 || !(NOTE_LINE.test(line) || postscript)) continue;
    // A postscript runs to the end of its paragraph.
    let end = at + 1;
    if (postscript) while (end < lines.length && end - at < 6 && lines[end].trim() && lines[end].length <= 300) end++;
    const note = lines.slice(at, end).join("\n");
    const f = fold(note);
    const from = Math.max(0, at - NOTE_REACH);
    const above = lines.slice(from, at);
    // "P.S. prosjektet skal heite «Motorbyte Aurevågen», ikkje «Motorskifte …»", "nummeret er INV-2026-7702, ikke 7720":
    // a name or a document code written again, replaced wherever it stands above.
    const rewritten = quotedAmendment(note, above) ?? codeAmendment(note, f, above);
    // "die Nutzungsdauer ist 5 Jahre, nicht 7": a small count with its unit, replaced at its one place above.
    const recounted = rewritten ? undefined : countAmendment(f, above);
    if (rewritten || recounted) {
      if (rewritten) for (let i = from; i < at; i++) lines[i] = lines[i].split(rewritten.wrong).join(rewritten.right);
      if (recounted) lines[from + recounted.line] = lines[from + recounted.line].slice(0, recounted.index) + recounted.right + lines[from + recounted.line].slice(recounted.index + recounted.length);
      lines.splice(at, end - at);
      at--;
      notes++;
      continue;
    }
    const noteDates = note.match(DATES) ?? [];
    const kind = noteDates.length ? DATES : FIGURES;
    // One value said twice, or in words and figures ("kr. 6.950,- (six mille …)"), is one.
    const same = (v: string) => (noteDates.length ? v : String(parseNumber(v)));
    let values = [...new Map((noteDates.length ? noteDates : (note.match(FIGURES) ?? [])).map((v) => [same(v), v])).values()];
    const aboveValues = new Set(above.flatMap((l) => (l.match(kind) ?? []).map(same)));
    // Of two values, the right one is the one the note calls right or puts after "but" ("no es 7016 sino 7106", "le bon
    // montant est 6.950, et non 6.590"), else the other of the one it puts after "not"; else the one not written above.
    const lead = (v: string) => fold(note.slice(Math.max(0, note.indexOf(v) - 30), note.indexOf(v)));
    // "The house number is 27, not 21 … So the address is Storgata 27, 6413 Molde": a value written above and again
    // with no word of right or wrong (the postcode) is the note restating, not correcting.
    if (values.length > 2) {
      const cued = values.filter((v) => !aboveValues.has(same(v)) || NOT_LEAD.test(lead(v)) || RIGHT_LEAD.test(lead(v)));
      if (cued.length === 2) values = cued;
    }
    // Only a note that says a value is right or wrong, or puts one after "not" ("The house number is 27, not 21").
    // Two figures of one size ("27, not 21"; a year beside a day of a month written in words is none).
    const [x, y] = values.map((v) => parseNumber(v) ?? NaN);
    const alike = values.length === 2 && (noteDates.length > 0 || Math.max(x, y) <= 2 * Math.min(x, y));
    // An apology in a starred or "P.S." afterthought says the value above was a slip ("*pardon, start = 2026-05-04").
    if (!RIGHT_WORD.test(f) && !WRONG_WORD.test(f) && !(postscript && noteDates.length > 0 && APOLOGY.test(f)) && !(alike && values.some((v) => NOT_LEAD.test(lead(v))))) continue;
    const writtenAbove = values.filter((v) => aboveValues.has(same(v)));
    const called = values.length === 2 ? (values.find((v) => RIGHT_LEAD.test(lead(v))) ?? values.find((v) => !NOT_LEAD.test(lead(v)) && values.some((o) => o !== v && NOT_LEAD.test(lead(o))))) : undefined;
    const wrongValue = called ? values.find((v) => v !== called) : writtenAbove.length === 1 && values.length === 2 ? writtenAbove[0] : undefined;
    const wrong = wrongValue !== undefined && aboveValues.has(same(wrongValue)) ? same(wrongValue) : undefined;
    const right = values.length === 1 ? values[0] : values.find((v) => wrong !== undefined && same(v) !== wrong);
    if (right === undefined) continue;
    notes++;
    let fixed = false;
    for (let i = at - 1; i >= Math.max(0, at - NOTE_REACH) && !fixed; i--) {
      for (const m of lines[i].matchAll(kind)) {
        if (wrong !== undefined ? same(m[0]) !== wrong : m[0] === right || m[0].length !== right.length || slips(m[0], right) > 2) continue;
        lines[i] = lines[i].slice(0, m.index) + right + lines[i].slice(m.index! + m[0].length);
        fixed = true;
        break;
      }
    }
    if (fixed) {
      lines.splice(at, end - at);
      at--;
    }
  }
  return lines.join("\n");
}

/** A name in quotation marks: «…», "…", “…”, „…“ (its marks kept). */
const QUOTED_NAME = /«[^«»\n]{2,80}»|"[^"\n]{2,80}"|“[^“”\n]{2,80}”|„[^„“”\n]{2,80}[“”]/gu;

/**
 * Of two quoted names in a note, the one it puts after "not" (or the other of the one it calls right or puts after
 * "but"), written above, is replaced by the other. Undefined unless the note says which is which.
 */
function quotedAmendment(note: string, above: readonly string[]): { wrong: string; right: string } | undefined {
  const found = [...note.matchAll(QUOTED_NAME)].slice(0, 4);
  const inner = (q: string) => q.slice(1, -1);
  const names = [...new Map(found.map((m) => [fold(inner(m[0])), m])).values()];
  if (names.length !== 2) return undefined;
  const lead = (m: RegExpMatchArray) => fold(note.slice(Math.max(0, m.index! - 30), m.index));
  const [a, b] = names;
  const wrongOne = NOT_LEAD.test(lead(a)) !== NOT_LEAD.test(lead(b))
    ? (NOT_LEAD.test(lead(a)) ? a : b)
    : RIGHT_LEAD.test(lead(a)) !== RIGHT_LEAD.test(lead(b))
      ? (RIGHT_LEAD.test(lead(a)) ? b : a)
      : undefined;
  if (!wrongOne) return undefined;
  const rightOne = wrongOne === a ? b : a;
  const wrong = inner(wrongOne[0]);
  // The wrong name must stand above, quoted as the note quotes it; the right one must not be there yet.
  if (!above.some((l) => l.includes(wrong)) || above.some((l) => l.includes(inner(rightOne[0])))) return undefined;
  return { wrong, right: inner(rightOne[0]) };
}

/** A document's code: capitals and digits joined by dashes or slashes ("INV-2026-7702", "FA/26/118"). */
const CODE = /(?<![\p{L}\d/-])(?=[A-Z0-9/-]*[A-Z])(?=[A-Z0-9/-]*\d)[A-Z0-9]+(?:[-/][A-Z0-9]+)+(?![\p{L}\d])/gu;
/** A note's "not" (folded). */
const NOT_WORD = "(?:not|ikke|ikkje|nicht|pas|non|no|nao)";
const NOT_ANY = new RegExp(String.raw`\b${NOT_WORD}\b`);

/**
 * A code the note writes that stands nowhere above, where one code above differs from it in one or two characters:
 * that one was mistyped. Undefined unless the note says something was wrong or right, and the code above is unique.
 */
function codeAmendment(note: string, folded: string, above: readonly string[]): { wrong: string; right: string } | undefined {
  // The note says something was wrong or is right: "ikke", "not", "feil", "richtig".
  if (!NOT_ANY.test(folded) && !WRONG_WORD.test(folded) && !RIGHT_WORD.test(folded) && !APOLOGY.test(folded)) return undefined;
  const written = new Set(above.flatMap((l) => l.match(CODE) ?? []));
  for (const right of [...new Set(note.match(CODE) ?? [])].slice(0, 4)) {
    if (written.has(right)) continue;
    const near = [...written].filter((c) => c.length === right.length && slips(c, right) <= 2);
    if (near.length === 1) return { wrong: near[0], right };
    // "2026-1142-B" for "2026-1142": the code above with the part it lacked; it stands above alone, never inside a longer code.
    const cut = /^(.{4,})[-/][A-Z0-9]{1,3}$/.exec(right)?.[1];
    const alone = cut && new RegExp(String.raw`(?<![\p{L}\d/-])${escapeRegExp(cut)}(?![\p{L}\d]|[-/][\p{L}\d])`, "u");
    if (alone && above.some((l) => alone.test(l)) && !above.some((l) => l.includes(right))) return { wrong: cut, right };
  }
  return undefined;
}

/** A count in a note (folded): up to two digits, or a word ("zehn", "twelve"), checked by `numberFromWord`. */
const COUNT = String.raw`(\d{1,2}|\p{L}{3,10})(?!\d|[.,]\d)`;
/** An article or a preposition before the wrong count ("et non le huit", "nicht über 8"; "not the 8th" is left to the dates). */
const ARTICLE = "(?:(?:le|la|the|den|der|die|el|o|a|uber|over|in|i|for|sur|en|em|por|auf|pa)\\s{1,2})?";
/** "5 Jahre, nicht 7", "5 years, not 7": a count, its unit, and the wrong count after "not". */
const COUNT_NOT = new RegExp(String.raw`(?<![\d.,\p{L}])${COUNT}\s{1,2}(\p{L}{2,12})\b[^\n\d]{0,24}?\b${NOT_WORD}\s{1,2}${ARTICLE}${COUNT}`, "gu");
/** "nicht zehn, sondern zwölf Stunden", "not 7 but 5 years": the wrong count after "not", the right one and its unit after "but". */
const NOT_COUNT = new RegExp(String.raw`\b${NOT_WORD}\s{1,2}${COUNT}[^\n\d]{0,16}?\b(?:but|sondern|men|mais|sino|mas|pero)\s{1,2}${COUNT}\s{1,2}(\p{L}{2,12})\b`, "gu");
/** How many candidate corrections a note is tried for. */
const MAX_COUNT_TRIES = 6;

/**
 * Where a note's count correction applies: the one place above where the wrong count stands with the note's unit
 * ("auf 7 Jahre" for "5 Jahre, nicht 7"; "zehn Stunden" for "nicht zehn, sondern zwölf Stunden"), and the count to
 * write there in digits. Undefined when the note corrects no count, or the place is not unique.
 */
function countAmendment(note: string, above: readonly string[]): { line: number; index: number; length: number; right: string } | undefined {
  const tries = [
    ...[...note.matchAll(COUNT_NOT)].slice(0, MAX_COUNT_TRIES).map((m) => ({ right: m[1], unit: m[2], wrong: m[3] })),
    ...[...note.matchAll(NOT_COUNT)].slice(0, MAX_COUNT_TRIES).map((m) => ({ right: m[2], unit: m[3], wrong: m[1] })),
  ];
  for (const { right, unit, wrong } of tries) {
    const [r, w] = [numberFromWord(right), numberFromWord(wrong)];
    if (r === undefined || w === undefined || r === w || !Number.isInteger(r) || !Number.isInteger(w) || r > 99 || w > 99 || numberFromWord(unit) !== undefined) continue;
    // The count above as the note writes it, or in digits (a count in words may have been read into digits already).
    const at = new RegExp(String.raw`(?<![\d.,\p{L}])(?:${wrong}|${w})(?=\s{1,2}${unit}\b)`, "u");
    const places = above.flatMap((l, line) => {
      const m = at.exec(fold(l));
      return m ? [{ line, index: m.index, length: m[0].length, right: String(r) }] : [];
    });
    if (places.length === 1) return places[0];
    // "vedprosessoren skal vera 7 år, ikkje 5" when two lines say "5 år": the line naming what the note names.
    const named = places.filter((p) => sharesWord(note, above[p.line]));
    if (named.length === 1) return named[0];
  }
  return undefined;
}

/** Whether two texts share a word of six letters or more, by its first six letters ("vedprosessoren", "Vedprosessor"). */
function sharesWord(a: string, b: string): boolean {
  const heads = (t: string) => new Set((fold(t).match(/\p{L}{6,40}/gu) ?? []).slice(0, 40).map((w) => w.slice(0, 6)));
  const inA = heads(a);
  return [...heads(b)].some((h) => inA.has(h));
}

const MAX_NOTES = 5;
const NOTE_REACH = 60;
/** The labels a note under a form opens with ("NB:", "Merknad:", "Hinweis:", "Observação:"). */
const NOTE_LABEL = "(?:nb|n\\.b\\.|obs|merk|merknad|note|nota|ps|hinweis|anmerkung|remarque|observa\\p{L}{2,4})[ \\t]{0,2}:";
const NOTE_CUE = new RegExp(`(?:^|\\n)[ \\t]{0,4}${NOTE_LABEL}`, "iu");
const NOTE_LINE = new RegExp(`^[ \\t]{0,4}${NOTE_LABEL}`, "iu");
/** A postscript's mark, with or without its colon ("P.S.", "PS", "P.P.S."), or a chat's afterthought ("*ops …"). */
const POSTSCRIPT_MARK = String.raw`[ \t]{0,4}(?:p\.?[ \t]?(?:p\.?[ \t]?)?s\.?(?=[ \t:])|${AFTERTHOUGHT_MARK})`;
const POSTSCRIPT = new RegExp(`^${POSTSCRIPT_MARK}`, "iu");
const POSTSCRIPT_CUE = new RegExp(`(?:^|\n)${POSTSCRIPT_MARK}`, "iu");
/** Right before the wrong value of two: a "not" (folded). */
const NOT_LEAD = /\b(?:not|ikke|ikkje|nicht|pas|non|no es|nao e|nao|no)\s{1,2}(?:(?:kr|nok|eur)\.?\s{0,2})?$/;
/** Words that say a value written was wrong (folded). */
const WRONG_WORD = /\b(?:feil|wrong|corrig\p{L}{0,6}|korrigi\p{L}{0,6}|corrected|correction|(?:retta|rettet|rettede) (?:meg|oss|på)|falsch|erreur|error|equivoqu\p{L}{0,3}|equivocad[oa]|errad[oa]|errei|trompee?|mistake|vertan|vertippt|typo|slip|\p{L}{2,}(?:ad[oa]|it[oa]|ecrite?|copiee?) mal|mal (?:\p{L}{2,}(?:ad[oa]|it[oa])|ecrite?|copiee?))\b/u;
/** An apology for a slip: "perdon", "sorry", "beklager" (folded). */
const APOLOGY = /\b(?:perdon|perdona|disculpa|sorry|beklager|orsak|unnskyld|entschuldigung|pardon|desole|desolee|desculpa|desculpe|perdao)\b/;
/** Words that say the value given is the right one (folded). */
const RIGHT_WORD = /\b(?:rett|rette|riktig|riktige|korrekt|korrekte|richtig|richtige|correct|correcto|correcta|correto|correta|correcte|exact|exacte|right|bon|bonne|buena|bueno|certo|certa)\b/;
/** Right before the right value of two: a word for right and a verb, or "but" (folded). */
const RIGHT_LEAD = new RegExp(String.raw`(?:${RIGHT_WORD.source}[^\d\n]{0,24}|\b(?:sino|but|sondern|mais|men|mas|pero|instead|statt)\s{1,2}(?:(?:kr|nok|eur)\.?\s{0,2})?)$`);
const DATES = /\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{1,2}[./]\d{1,2}-\d{2}(?!\d)/g;
const FIGURES = /(?<![\d.,])\d{1,3}(?:[ .,'\u00a0]\d{3})+(?:[.,]\d{1,2})?(?![\d])|(?<![\d.,])\d{2,}(?:[.,]\d{1,2})?(?![\d])/gu;

/** How many characters two values of one length differ in. */
function slips(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/**
 * An editor's substitution, as a programmer writes a correction: "s/6 timer/6,5 timer/ – han førte en
 * halvtime ekstra". The first occurrence of the old text before it becomes the new one and the
 * substitution (to its line's end) goes; when the old text is not found before it, the text is left
 * as it was. Bounded: at most five substitutions, each of at most 60 characters a side.
 */
const SUBSTITUTION = /(?:^|[\s(])s\/([^/\n]{1,60})\/([^/\n]{0,60})\/g?(?=[\s).,;:!–—-]|$)/g;

export function applySubstitutions(text: string): string {
  if (!text.includes("s/")) return text;
  let out = text;
  for (let guard = 0; guard < 5; guard++) {
    SUBSTITUTION.lastIndex = 0;
    const m = SUBSTITUTION.exec(out);
    if (!m) break;
    const at = m.index + (m[0].startsWith("s/") ? 0 : 1);
    const before = out.slice(0, at);
    const wrong = before.indexOf(m[1]);
    if (wrong < 0) break;
    const lineEnd = out.indexOf("\n", at);
    const rest = lineEnd < 0 ? "" : out.slice(lineEnd);
    out = before.slice(0, wrong) + m[2] + before.slice(wrong + m[1].length).replace(/[ \t]+$/, "") + rest;
  }
  return out;
}

/**
 * A form's later answer that corrects an earlier one by its number: "correction to Q3: NOK 1,540 ex
 * VAT", "skrivefeil i 8: totalen er kr 16 050", "Korrektur zu 4: 7,5 Stunden", "correction to Q4:
 * Owen did 44 h, not 40". The corrected answer's figure becomes the new one (the one the
 * correction names as wrong, or the answer's only figure of the kind), and the correcting clause
 * goes, so no reader sees two values for one place. When the answer or its figure cannot be found,
 * the text is left as it was. Bounded: at most ten corrections, each looked up once.
 */
function applyAnswerCorrections(text: string): string {
  if (!ANSWER_CORRECTION_CUE.test(fold(text))) return text;
  const lines = text.split("\n");
  let done = 0;
  // Each correction looks back over the lines before it: a bounded number of them, so the pass stays linear
  // however many lines read like one ("… skrev feil 20/7-97 …" on every line).
  let tries = 0;
  for (let i = 0; i < lines.length && done < 10 && tries < MAX_ANSWER_TRIES; i++) {
    const m = ANSWER_CORRECTION.exec(fold(lines[i]));
    if (!m) continue;
    tries++;
    const question = new RegExp(`^[ \\t]{0,8}(?:q|frage|sporsmal|spm|pregunta|pergunta|question)?[ \\t]{0,2}${m[1]}(?:[.):]|[ \\t])`, "i");
    const target = lines.findIndex((l, k) => k < i && question.test(fold(l)));
    if (target < 0) continue;
    const fixed = correctedAnswer(lines[target], lines[i].slice(m.index! + m[0].length));
    if (fixed === undefined) continue;
    lines[target] = fixed;
    // The correcting clause goes, and a "yes" before it.
    lines[i] = lines[i].slice(0, m.index!).replace(/[\s,:;→–—-]*(?:yes|ja|oui|si|sim)?[\s,:;]*$/i, "");
    done++;
  }
  return done ? lines.join("\n") : text;
}

/** The answer with the correction's value in place, or undefined when the correction names none it can place. */
function correctedAnswer(answer: string, clause: string): string | undefined {
  const put = (at: number, length: number, value: string) => answer.slice(0, at) + value + answer.slice(at + length);
  // A date corrects the answer's one date ("erreur au 3, c'est le 03/12/1991, pas février", "começa a 1/7, não a 15/06").
  const date = (DATE.exec(clause) ?? SHORT_DATE.exec(clause))?.[0];
  const answerDates = date ? [...answer.matchAll(new RegExp(`${DATE.source}|${SHORT_DATE.source}`, "g"))] : [];
  if (date && answerDates.length === 1) return put(answerDates[0].index!, answerDates[0][0].length, date);
  const figures = [...clause.matchAll(FIGURE)].map((f) => f[0]);
  if (!figures.length) {
    // A quoted name corrects the answer's text ("rettelse til 3: skal heite «Kurs og konferanse», ikkje berre Konferanse").
    const name = /[«"“„]([^«»"“”„\n]{1,60})[»"”“]/.exec(clause)?.[1];
    const value = /(?::|→)[ \t]*(\S[^\n]*)$/.exec(answer);
    return name && value ? put(value.index! + value[0].length - value[1].length, value[1].length, name) : undefined;
  }
  // "…, not 40" names the wrong figure; the right one is the clause's other figure.
  const wrong = NOT_FIGURE.exec(fold(clause))?.[1];
  const right = figures.find((f) => digits(f) !== (wrong ? digits(wrong) : "")) ?? figures[0];
  const inAnswer = [...answer.matchAll(FIGURE)].filter((f) => !/^[ \t]{0,8}(?:q|frage)?[ \t]{0,2}$/i.test(answer.slice(0, f.index!)));
  const hit = wrong ? inAnswer.find((f) => digits(f[0]) === digits(wrong)) : inAnswer.length === 1 ? inAnswer[0] : undefined;
  return hit ? put(hit.index!, hit[0].length, right) : undefined;
}

/** A day and month without a year: "1/7", "15/06", "3.7." — never part of a longer figure. */
const SHORT_DATE = /(?<![\d./])\d{1,2}[/.]\d{1,2}\.?(?![\d/]|[.,]\d)/;

/** A word of correction in a form's answer (folded). */
const MAX_ANSWER_TRIES = 20;
const ANSWER_CORRECTION_CUE = /\b(?:correct|correc|korrek|korrig|rettelse|retting|skrivefeil|tippfehler|typo|fehler|feil|erreur|error|erro)/;
/** "correction to Q3:", "skrivefeil i 8:", "Korrektur zu Frage 4:", "erreur au point 2 :", "rettelse til steg 5:" (folded): the answer's or step's number. */
const ANSWER_CORRECTION =
  /\b(?:correction|correccion|correcao|korreksjon|korrektur|korrigering|rettelse|retting|skrivefeil|tippfehler|typo|fehler|feil|erreur|error|erro)\w{0,3}[ \t]{1,2}(?:(?:to|til|i|in|zu|bei|a|en|au|em|no|na|de|da|do|del|for|fur|pa)[ \t]{1,2})?(?:(?:q|question|frage|sporsmal|spm|punkt|point|pregunta|pergunta|steg|step|schritt|paso|passo|etape|trinn|nr\.?|no\.?|#)[ \t]{0,2})?(\d{1,2})[ \t]{0,2}(?::|[–—-]|\b)/;
/** A figure as written in an answer: "NOK 1,540", "16 050", "7,5", "44". */
const FIGURE = /\d{1,3}(?:[ .,'\u00a0]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?/gu;
/** "not 40", "ikke 40", "nicht 40", "pas 40", "no 40", "nao 40" (folded). */
const NOT_FIGURE = /\b(?:not|ikke|ikkje|nicht|pas|no|nao|non)[ \t]{1,2}(?:nok|kr|eur)?\.?[ \t]{0,2}(\d[\d .,]*\d|\d)/;
const digits = (f: string) => f.replace(/[.,]0{1,2}$/, "").replace(/\D/g, "");

