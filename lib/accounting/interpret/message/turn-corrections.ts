import { fold } from "../text";
import { findNumbers } from "../extract/amounts";
import { findDates } from "../extract/dates";
import { findQuoted } from "../extract/values";
import { CORRECTION_MARK, SORRY, WAIT } from "./correction-words";

/** A turn's speaker before its words, if any: "Me: ", "Kari Ose: ". */
export const SPEAKER = String.raw`^[ \t]{0,4}(?:\p{L}[\p{L}'.-]{0,20}(?:[ \t]\p{L}[\p{L}'.-]{0,20})?[ \t]{0,2}:[ \t]{1,3})?`;
/** A line opened by "wait" or an apology set off by a stop or a comma ("warte.", "non attends,", "Sorry, …", "nei vent –"), after its speaker's name if any ("Me: vent."). */
const TURN_TAKES_BACK = new RegExp(String.raw`${SPEAKER}(?:(?:no|nei|non|nein|nao|ah|oh|hmm|ops|oops|ups)[ \t]{0,2}[,.!]?[ \t]{1,2})?(\p{L}+)[ \t]{0,2}[,.!:;–—-]`, "u");
/** "ikke 1 580", "nicht 15 h", "no la 7100", "not 2,100": the figure taken back named in the line itself. */
const NOT_A_FIGURE = /\b(?:not|ikke|ikkje|nicht|no|non|nao|pas)[ \t]{1,2}(?:\p{L}{1,4}[ \t]{1,2})?\d/u;
/** A turn (after its speaker's name, if any) that opens with a figure and a word for what really was: "16 actually", "eigentlich 16", "en fait 16". */
const REALLY_TURN = new RegExp(String.raw`${SPEAKER}(?:\d{1,6}(?:[.,]\d{1,2})?[ \t]{1,2}(?:actually|faktisk|egentlig|eigentleg|eigentlich|tatsachlich|en fait|en realidad|na verdade|realmente)\b|(?:actually|faktisk|egentlig|eigentleg|eigentlich|tatsachlich|en fait|en realidad|na verdade)[ \t,:]{1,3}\d)`, "u");
/** "10 000 er riktig", "8 250 is the right one", "16 ist richtig": a figure a turn says is right. */
const IS_RIGHT = /(\d{1,3}(?:[ .]\d{3})*(?:,\d{1,2})?)[ \t]{1,2}(?:er|is|ist|es|est|e|era|was|var)[ \t]{1,2}(?:(?:the|den|det|der|die|das|le|la|el|o|a)[ \t]{1,2})?(?:riktig|riktige|rett|rette|right|correct|korrekt|richtig|richtige|correcto|correcta|certo|certa|correto|correta|juste|bon)\b/;
/** A turn that agrees to what was asked, after its speaker's name if any: "ok nehmen wir", "ja, den", "yes let's", "vale". */
const AGREES = new RegExp(String.raw`${SPEAKER}(?:ok|okay|ja|jo|yes|yep|sure|gjerne|klart|genau|gut|oui|d'accord|dac|si|vale|claro|sim|perfeito|perfect|perfekt|parfait|perfecto|top|deal)\b`, "u");
/** A chat's turn that puts a name forward is short: a line of at most this many characters. */
const MAX_TURN = 90;
/** How far back a taken-back figure may stand: the turns just before. */
const TURN_LOOKBACK_LINES = 3;

/**
 * A turn of a conversation that takes back a figure of the turns before it: "preis 349,- ohne mva" / "warte. die glasur
 * war teurer als gedacht. 389,- ohne mva"; "oui 2 500,- en plus" / "non attends, … prime 3 000,-"; "17 500 kr inkl.
 * MwSt" / "Sorry, das war die alte Rechnung vom Januar. Die neue ist 18 125 kr". A line opened by "wait" or an apology
 * that states a figure of its own, with none before the cue, withdraws the last figure of the three lines before it
 * that is of its size (within a factor of three) and not the same: a correction replaces a value by a near one.
 */
/** A stretch a turn takes back, or a figure asked about. */
export interface TurnRemark {
  reason: "withdrawn" | "question";
  whole?: boolean;
  from: number;
  to: number;
}

export function turnCorrections(text: string, folded: string): TurnRemark[] {
  const out: TurnRemark[] = [];
  const starts = [0];
  for (let i = folded.indexOf("\n"); i >= 0 && starts.length < 400; i = folded.indexOf("\n", i + 1)) starts.push(i + 1);
  for (let k = 1; k < starts.length; k++) {
    const from = starts[k];
    const end = k + 1 < starts.length ? starts[k + 1] - 1 : folded.length;
    const line = folded.slice(from, Math.min(end, from + 300));
    const cue = TURN_TAKES_BACK.exec(line);
    // "Corr.: Mara hat 51 h, nicht 15 h", "korr: … 1 850, ikke 1 580": a correction that names what it corrects, on its own line.
    if (!cue || !(WAIT.includes(cue[1]) || SORRY.includes(cue[1])) || CORRECTION_MARK.includes(cue[1]) || NOT_A_FIGURE.test(line)) continue;
    const own = findNumbers(text.slice(from + cue[0].length, from + line.length)).find((n) => n.value >= 10);
    if (!own) continue;
    const back = starts[Math.max(0, k - TURN_LOOKBACK_LINES)];
    const earlier = findNumbers(text.slice(back, from))
      .filter((n) => n.value !== own.value && n.value * 3 >= own.value && n.value <= own.value * 3 && !/^\d{1,2}[./-]\d{1,2}/.test(n.raw))
      .pop();
    if (earlier) out.push({ reason: "withdrawn", whole: true, from: back + earlier.index, to: back + earlier.index + earlier.length });
  }
  // "Me: "Fjordhotellet 300 krus"" / "Kari: … så ikke skriv antallet?" / "Me: god idé. "Hotellkrus Fjordhotellet" da": a
  // name put forward, questioned, and put again is the later one.
  const quotes = findQuoted(text).slice(0, 40);
  // Each quotation's line, in one walk (the quotations come in text order).
  const lineOfQuote: number[] = [];
  for (let k = 0, q = 0; q < quotes.length; q++) {
    while (k + 1 < starts.length && starts[k + 1] <= quotes[q].index) k++;
    lineOfQuote.push(k);
  }
  for (let a = 0; a + 1 < quotes.length; a++) {
    const la = lineOfQuote[a];
    const b = a + 1;
    const lb = lineOfQuote[b];
    // Or the later name put as a question ("Vielleicht lieber „Veggfliser Kafé Lyst"? Dann weiß man …") that the next turn agrees to ("ok nehmen wir").
    const agreed = /^[^\p{L}\n]{0,3}\?/u.test(text.slice(quotes[b].end, quotes[b].end + 4)) && lb + 1 < starts.length && AGREES.test(folded.slice(starts[lb + 1], starts[lb + 1] + 60));
    if (lb <= la + (agreed ? 0 : 1) || lb > la + TURN_LOOKBACK_LINES || quotes[a].value === quotes[b].value) continue;
    // Each the only quotation of its line, a question between them, and of a name's size alike.
    const alone = (k: number, line: number) => lineOfQuote[k - 1] !== line && lineOfQuote[k + 1] !== line;
    // …and each line a chat's short turn.
    const short = (line: number) => (line + 1 < starts.length ? starts[line + 1] : text.length) - starts[line] <= MAX_TURN;
    if (!alone(a, la) || !alone(b, lb) || !short(la) || !(short(lb) || agreed)) continue;
    const between = text.slice(starts[la + 1], starts[lb]);
    const size = (v: string) => v.split(/\s+/).length;
    if ((!/\?[ \t]*\n/.test(between) && !agreed) || Math.abs(size(quotes[a].value) - size(quotes[b].value)) > 2) continue;
    out.push({ reason: "withdrawn", whole: true, from: quotes[a].index, to: quotes[a].end });
  }
  // "webshop was more than that no? 96k?" / "96 000 was the quote, the final invoice was 93 600": a figure asked about, which
  // a turn after it answers with another of its size, is the question's.
  for (let k = 0; k + 1 < starts.length; k++) {
    const from = starts[k];
    const line = text.slice(from, Math.min(starts[k + 1] - 1, from + 300));
    const asked = findNumbers(line).filter((n) => n.value >= 10 && /^[ \t]{0,2}\?/.test(line.slice(n.index + n.length)));
    if (asked.length !== 1) continue;
    const q = asked[0];
    const later = text.slice(starts[k + 1], k + 1 + TURN_LOOKBACK_LINES < starts.length ? starts[k + 1 + TURN_LOOKBACK_LINES] : text.length);
    if (findNumbers(later).some((n) => n.value !== q.value && n.value * 3 >= q.value && n.value <= q.value * 3)) out.push({ reason: "question", from: from + q.index, to: from + q.index + q.length });
  }
  return out;
}

/**
 * "I logged nothing yet, it was 14 hours" / "16 actually, forgot Thursday evening": a turn that opens with a figure and a
 * word for what really was sets right the last figure of its size in the turns just before, which keeps its unit
 * ("it was 16 hours"). Pure; one pass over the lines, each bounded.
 */
export function figuresReally(text: string): string {
  const lines = text.split("\n");
  for (let k = 1; k < lines.length && k < 400; k++) {
    const line = lines[k].slice(0, 300);
    const folded = fold(line);
    const right = IS_RIGHT.exec(folded);
    if (!right && !REALLY_TURN.test(folded)) continue;
    // "ja 10 000 er riktig": the figure said to be right; "16 actually": the line's first.
    const own = right ? findNumbers(line).find((n) => n.index >= right.index && n.index <= right.index + right[1].length) : findNumbers(line).find((n) => n.value >= 1);
    // A day of a date is no figure to set right, nor one set right ("beklager, 14. mai 1990" under "Start 10. august").
    if (!own || inDate(line, own.index)) continue;
    for (let j = k - 1; j >= Math.max(0, k - TURN_LOOKBACK_LINES); j--) {
      const earlier = findNumbers(lines[j].slice(0, 300)).filter((n) => n.value !== own.value && n.value * 3 >= own.value && n.value <= own.value * 3 && !/^\d{1,2}[./-]\d{1,2}/.test(n.raw) && !inDate(lines[j], n.index)).pop();
      if (!earlier) continue;
      // The figure alone is set right: its currency, if any, stays.
      const figure = /\d(?:[\d .,]*\d)?/.exec(own.raw)?.[0] ?? String(own.value);
      lines[j] = lines[j].slice(0, earlier.index) + lines[j].slice(earlier.index, earlier.index + earlier.length).replace(/\d(?:[\d .,]*\d)?/, figure) + lines[j].slice(earlier.index + earlier.length);
      break;
    }
  }
  return lines.join("\n");
}

/** Whether the figure at `index` of a line is part of a date written in it. */
function inDate(line: string, index: number): boolean {
  return findDates(line.slice(0, 300)).some((d) => index >= d.index && index < d.index + d.length);
}
