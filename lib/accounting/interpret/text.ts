/**
 * Text normalisation for matching. `fold` keeps the string length (one output character per
 * input UTF-16 unit) so that an index found in folded text points at the same place in the
 * original prompt; values are then sliced from the original.
 */

const SPECIAL: Record<string, string> = {
  æ: "a",
  ø: "o",
  å: "a",
  ß: "s",
  œ: "o",
  ð: "d",
  þ: "t",
  ł: "l",
  "’": "'",
  "‘": "'",
  "´": "'",
  "`": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "«": '"',
  "»": '"',
  "\u00a0": " ",
  "\u202f": " ",
  "\u2009": " ",
  "–": "-",
  "—": "-",
};

export function fold(text: string): string {
  let out = "";
  for (const original of text) {
    const lower = original.toLowerCase();
    const unit = lower.length === original.length ? lower : original;
    if (unit.length > 1) {
      out += unit; // astral character: keep both units unchanged
      continue;
    }
    const special = SPECIAL[unit];
    if (special) {
      out += special;
      continue;
    }
    const base = unit.normalize("NFD")[0];
    out += base ?? unit;
  }
  return out;
}

/**
 * A folded word or label with the two letters plain-ASCII spelling writes for one ("aa" å, "ae" æ ä, "oe" ø ö, "ue" ü,
 * "ss" ß) made that one letter as folded, so "AARSLOENN" and "årslønn", "FOEDD" and "fødd" meet. For comparing words,
 * never for values.
 */
export function spellingKey(folded: string): string {
  return folded.replace(/aa|ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u").replace(/ss/g, "s");
}

/** The line around a position, at most `reach` characters each way (bounded: linear however often it is asked). */
export function lineAround(text: string, at: number, reach: number): string {
  const before = text.slice(Math.max(0, at - reach), at);
  const after = text.slice(at, at + reach);
  const cut = after.indexOf("\n");
  return before.slice(before.lastIndexOf("\n") + 1) + (cut < 0 ? after : after.slice(0, cut));
}

/** Arabic-Indic and Persian digits ("٣٣١٨", "۴۵") as the digits every reader reads ("3318", "45"). */
export function westernDigits(text: string): string {
  return /[\u0660-\u0669\u06f0-\u06f9]/.test(text)
    ? text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))
    : text;
}

/** Collapse runs of whitespace and trim; also trims trailing sentence punctuation. */
export function clean(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[\s,:;'"“”«»]+|[\s,.:;'"“”«»]+$/g, "");
}

/**
 * Titles leading a name, one or more ("Sr. D.", "Herrn", "Mrs.", "Monsieur"): no part of it. A greeting's "Sehr
 * geehrter Herr Westphal" and an address block's "Herrn⏎Jonas Westphal" alike.
 */
export const LEADING_TITLES =
  /^(?:(?:sr\.?ª?|sra\.?|srta\.?|señor|señora|senhor|senhora|d\.?ª?|dª|dra?\.?|dr\.|mr\.?|mrs\.?|ms\.?|miss|mme\.?|mlle\.?|m\.|monsieur|madame|mademoiselle|herrn?|frau|hr\.|fr\.|fru|dona|don)\s+)+/iu;

/** A title before a name ("D. Beatriz Lobato", "Sr.ª", "Dr.", "Mrs."): no part of the name. */
const HONORIFIC = /^(?:D|Dª|Dña|Dna|Sr|Sra|Srta|Sr\.ª|Dr|Dra|Mr|Mrs|Ms|Mme|Mlle)\.?$/;

export function splitName(full: string, language?: string): { firstName: string; lastName: string } {
  // A register's surname in capitals beside a given name in small letters ("SANDVOLD, Eirik" read as "Eirik SANDVOLD"):
  // the surname as the person writes it.
  const words = clean(full).split(" ").filter(Boolean);
  const mixed = words.some((w) => /\p{Ll}/u.test(w));
  const parts = mixed ? words.map((w) => (w.length >= 2 && /^[\p{Lu}'-]+$/u.test(w) && !/^(?:AS|ASA|AB|SA|SL)$/.test(w) ? titleWord(w) : w)) : words;
  while (parts.length > 2 && HONORIFIC.test(parts[0])) parts.shift();
  if (parts.length <= 1) return { firstName: parts[0] ?? "", lastName: parts[0] ?? "" };
  // A Spanish or Portuguese name ends in two surnames ("Lucía Benítez Carmona", "Tiago Sardinha Lopes").
  const surnames = (language === "es" || language === "pt") && parts.length >= 3 && parts.length <= 4 ? 2 : 1;
  return { firstName: parts.slice(0, -surnames).join(" "), lastName: parts.slice(-surnames).join(" ") };
}

/** "SANDVOLD" → "Sandvold", "ØSTBY-LIE" → "Østby-Lie". */
export function titleWord(w: string): string {
  return w.toLowerCase().replace(/(^|[-'])(\p{L})/gu, (_m, lead: string, c: string) => lead + c.toUpperCase());
}

/** A RegExp over folded text; all keyword tables are written in folded (ASCII) form. */
export function rx(source: string, flags = "i"): RegExp {
  return new RegExp(source, flags);
}

/** A short word (one to three letters) right before a position: the dot after it abbreviates ("kr. 6.450,00", "ca. 4 500", "snr. 5"). */
export const SHORT_WORD_BEFORE = String.raw`(?:^|[^\p{L}])\p{L}{1,3}`;
const SHORT_WORD_END = new RegExp(`${SHORT_WORD_BEFORE}$`, "u");
export function shortWordBefore(text: string, at: number): boolean {
  return SHORT_WORD_END.test(text.slice(Math.max(0, at - 4), at));
}


/** Levenshtein distance, for two short strings (a word, an e-mail's local part). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** A string's characters that a regular expression reads as syntax, escaped: the string matched as written. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A line's indentation in spaces, a tab counting two: where a list's sub-items stand under their item. */
export function indentOf(line: string): number {
  return /^[ \t]*/.exec(line)![0].replace(/\t/g, "  ").length;
}

/** Marks that end a sentence or a clause standing as one (folded text): a point, "!", "?" or ";" before a space, a line's end. */
const SENTENCE_ENDS = [". ", "! ", "? ", "; ", "\n"];

/**
 * Where the sentence holding `at` starts, looking back at most `reach` characters (then the reach's start); with
 * `bracket`, an opening bracket starts one too. Bounded: linear in `reach`.
 */
export function sentenceStart(folded: string, at: number, reach: number, bracket = false): number {
  const from = Math.max(0, at - reach);
  const head = folded.slice(from, at);
  const mark = Math.max(bracket ? head.lastIndexOf("(") : -1, ...SENTENCE_ENDS.map((m) => head.lastIndexOf(m)));
  return mark < 0 ? from : from + mark + 1;
}
