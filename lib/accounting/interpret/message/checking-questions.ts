/**
 * A question the writer asks to have their own understanding checked: "Is it right that books have no
 * VAT?", "Er det rett at ein kaffitraktar til 2 499 kr ikkje treng avskrivast?", "Stimmt meine
 * Rechnung, dass der Gewinn 528 Kronen beträgt?", "¿Es correcto que …?", "É verdade que não preciso
 * de pôr a morada?". It asks for an answer, not for an entry: its figures and its words for documents
 * are no part of the task. A request put as a question ("Could you create …?") is no such question.
 * Spans [from, to) of the folded text, from the sentence's start to its question mark. Linear: one
 * match per opening, each looking at most MAX_SENTENCE characters ahead.
 */

/** The opening words of a question about whether something holds (folded), at most two short words before them. */
const CHECKING_OPENING = new RegExp(
  String.raw`(?<=(?:^|[.!?:;\n(«"“„–—]|\s-|¿)[ \t\n]{0,3})(?:\p{L}{1,8},?[ \t]{1,2}){0,2}¿?(?:` +
    [
      // English
      String.raw`is it (?:right|correct|true|so|ok|okay) that`,
      String.raw`am i (?:right|correct) (?:that|in thinking|to think)`,
      String.raw`is (?:that|this|it) (?:right|correct)\b`,
      String.raw`(?:do|did) i (?:have|get|understand) (?:it|this|that) (?:right|correctly)`,
      // Norwegian (bokmål and nynorsk)
      String.raw`(?:er|blir|vert) det (?:riktig|rett|korrekt|sant|slik) at`,
      String.raw`stemmer det(?: at)?\b`,
      String.raw`har (?:jeg|eg) (?:rett i|forstatt (?:det )?(?:riktig|rett))`,
      // German
      String.raw`(?:ist|war) es (?:richtig|korrekt|wahr|so),? dass`,
      String.raw`stimmt es,? dass`,
      String.raw`stimmt (?:meine|die|das) (?:rechnung|annahme|uberlegung|zahl|summe)`,
      String.raw`habe ich (?:recht|das richtig verstanden)`,
      String.raw`liege ich richtig`,
      // French
      String.raw`est-ce (?:bien )?(?:vrai|juste|exact|correct) que`,
      String.raw`est-il (?:bien )?(?:vrai|exact|juste|correct) que`,
      String.raw`ai-je (?:bien )?(?:raison|compris)`,
      // Spanish
      String.raw`(?:es|sera) (?:correcto|cierto|verdad) que`,
      String.raw`(?:estoy en lo cierto|tengo razon)`,
      // Portuguese
      String.raw`(?:e|sera) (?:verdade|correto|certo) que`,
      String.raw`(?:estou certa|estou certo|tenho razao)`,
    ].join("|") +
    ")",
  "gu",
);

/**
 * A tag after a statement that asks whether it holds ("By my reckoning that is 4 875 kr before VAT – is that right?",
 * "…, stimmt das?", "…, ikkje sant?", "…, n'est-ce pas ?", "…, ¿verdad?", "…, não é?"): the whole sentence is the question.
 */
const TAG = /[,–—-][ \t]{1,2}¿?(?:is (?:that|this|it) (?:right|correct|so)|am i right|right|correct|stimmt (?:das|es|so)|oder|nicht wahr|ist das (?:richtig|korrekt)|ikke sant|ikkje sant|er det (?:rett|riktig|korrekt)|stemmer det|n'est-ce pas|c'est (?:bien )?(?:ca|juste|exact|correct)|est-ce (?:juste|exact|correct)|verdad|no es (?:asi|cierto)|es (?:correcto|asi)|nao e|esta (?:certo|correto)|e isso)[ \t]?\?/g;

/** How far a question may run to its question mark. */
const MAX_SENTENCE = 300;
const MAX_QUESTIONS = 12;

/** Where the sentence an index stands in starts: after a full stop, question mark, exclamation, line break or bracket. */
function sentenceStart(folded: string, index: number): number {
  const head = folded.slice(Math.max(0, index - MAX_SENTENCE), index);
  return index - head.length + Math.max(head.search(/[^.!?\n(]*$/), 0);
}

/** `text`, the message as written (`folded` is its folding, same length), tells an abbreviation's dot from a sentence's end. */
export function checkingQuestions(folded: string, text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of folded.matchAll(CHECKING_OPENING)) {
    if (out.length >= MAX_QUESTIONS) break;
    let from = m.index!;
    // After a comma or a dash the question is a tag on the statement before it: the sentence is the question.
    if (/[,–—-][ \t]{0,3}$/.test(folded.slice(Math.max(0, from - 4), from))) from = sentenceStart(folded, from);
    const rest = folded.slice(from, from + MAX_SENTENCE);
    // The sentence ends at its question mark; a full stop, an exclamation or a line's end first means no question. An
    // abbreviation's dot before a word in small letters ("7 080 NOK ohne MwSt. herauskommen?") ends nothing.
    const end = text.slice(from, from + MAX_SENTENCE).search(/\?|!(?:\s|$)|\.(?:$|\s(?!\s{0,2}\p{Ll}))|\n/u);
    if (end < 0 || rest[end] !== "?") continue;
    if (out.length && from < out[out.length - 1][1]) continue;
    out.push([from, from + end + 1]);
  }
  for (const m of folded.matchAll(TAG)) {
    if (out.length >= MAX_QUESTIONS) break;
    const to = m.index! + m[0].length;
    const from = sentenceStart(folded, m.index!);
    if (out.some(([a, b]) => a < to && from < b)) continue;
    out.push([from, to]);
  }
  return out.sort((a, b) => a[0] - b[0]);
}
