/**
 * A request written as a memo with footnotes: the instruction names a thing and points to a note
 * ("Sett fastpris [1] på prosjektet … for Nigard Kraft AS [2]"), the values stand in the notes
 * below ("[1] NOK 386 000 (eks. MVA) …", "² Org.nr. 946318205 …"). A reader reads each note where
 * it is pointed to: a note of one line has its first sentence put in brackets in place of its mark,
 * and its further sentences stay where the note stood (each keeps its own scope); a note of several
 * lines, or one pointed to in a range ("[1]–[6]"), stays where it is as a list item. Marks after the notes ("Korrigendum til [2]: …") are left as written. Nothing changes
 * unless a note is pointed to before it is given.
 * Pure; each line is read once and every match is bounded, so linear in the text.
 */

const SUPERSCRIPT = "¹²³⁴⁵⁶⁷⁸⁹";
/** A note's own line: its mark at the line's start, then its text. */
const NOTE_LINE = /^[ \t]{0,3}(?:\[(\d{1,2})\]|([¹²³⁴⁵⁶⁷⁸⁹]))[ \t]{0,2}[:.)]?[ \t]{1,4}(\S.{0,1999})$/u;
/** A mark in the text, or a range of marks ("[1]–[4]", "[1]-[6]"); a superscript after "m" is a unit ("m²"). */
const MARK = /[ \t]?(?:\[(\d{1,2})\][ \t]{0,2}[–—-][ \t]{0,2}\[(\d{1,2})\]|\[(\d{1,2})\]|(?<![mM])([¹²³⁴⁵⁶⁷⁸⁹]))/gu;
/** A one-line note longer than this is a paragraph of its own, not a value to put in place. */
const MAX_INLINE = 240;
const MAX_LINES = 400;
/** Where a note's first sentence ends: a stop before a capitalised word, not after an abbreviation ("eks. MVA", "jf. Kontrakt"). */
const SENTENCE_BREAK = /(?<!(?:^|[\s.(])\p{L}{1,4})[.!?][ \t]{1,3}\p{Lu}\p{Ll}/u;

interface Note {
  line: number;
  text: string;
  /** Further lines indented under the note's first. */
  more: number;
}

/** "[2]" and "²" are two marks: a memo may use both. */
const keyOf = (digits: string | undefined, sup: string | undefined) => (digits ? String(Number(digits)) : `^${SUPERSCRIPT.indexOf(sup!) + 1}`);

/** A note's first sentence, and what follows it. */
function firstSentence(text: string): { head: string; rest?: string } {
  const m = SENTENCE_BREAK.exec(text);
  return m ? { head: text.slice(0, m.index + 1), rest: text.slice(m.index + 1).trim() } : { head: text };
}

export function inlineFootnotes(text: string): string {
  if (!/\[\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹]/u.test(text)) return text;
  const lines = text.split("\n");
  if (lines.length > MAX_LINES) return text;
  const notes = new Map<string, Note>();
  let first = -1;
  for (let i = 0; i < lines.length; i++) {
    const m = NOTE_LINE.exec(lines[i]);
    if (!m) continue;
    const key = keyOf(m[1], m[2]);
    if (notes.has(key)) continue;
    let more = 0;
    while (i + more + 1 < lines.length && /^[ \t]{2,}\S/.test(lines[i + more + 1]) && !NOTE_LINE.test(lines[i + more + 1])) more++;
    notes.set(key, { line: i, text: m[3].trim(), more });
    if (first < 0) first = i;
  }
  if (first <= 0) return text;
  // Marks before the first note point to it; only those are read.
  const inlined = new Set<string>();
  const listed = new Set<string>();
  const out = lines.slice(0, first).map((line) =>
    line.replace(MARK, (whole, from?: string, to?: string, digits?: string, sup?: string) => {
      if (from && to) {
        for (let k = Number(from); k <= Number(to) && k - Number(from) < 20; k++) if (notes.has(String(k))) listed.add(String(k));
        return "";
      }
      const key = keyOf(digits, sup);
      const note = notes.get(key);
      if (!note) return whole;
      if (note.more > 0 || note.text.length > MAX_INLINE) {
        listed.add(key);
        return "";
      }
      inlined.add(key);
      return ` (${firstSentence(note.text).head.replace(/[.;,]\s*$/, "")})`;
    }),
  );
  if (inlined.size === 0 && listed.size === 0) return text;
  for (let i = first; i < lines.length; i++) {
    const m = NOTE_LINE.exec(lines[i]);
    const key = m ? keyOf(m[1], m[2]) : undefined;
    const note = key ? notes.get(key) : undefined;
    if (key && note?.line === i && inlined.has(key) && !listed.has(key)) {
      // The sentences after a note's first stay where they stood, each with its own scope.
      const { rest } = firstSentence(note.text);
      if (rest) out.push(`- ${rest}`);
      continue;
    }
    // A note kept in place is a list item: its mark would read as a figure.
    out.push(key && note?.line === i && (inlined.has(key) || listed.has(key)) ? lines[i].replace(/^[ \t]{0,3}(?:\[\d{1,2}\]|[¹²³⁴⁵⁶⁷⁸⁹])[ \t]{0,2}[:.)]?[ \t]{1,4}/u, "- ") : lines[i]);
  }
  return out.join("\n");
}
