import { fold } from "../text";
import { findDates } from "./dates";

/**
 * A date the writer stops and takes back: "empieza el 15 de abril / ah no espera, empieza el lunes
 * 13 de abril", "starts 2 March – no wait, 9 March", "frå 1. mai, nei vent, 4. mai". A "no" with a
 * word for waiting or for meaning something else, between two dates and nothing else dated,
 * withdraws the first (it is cut from the text; the second stands alone). Dates in words or digits.
 * Pure; one look at the dates in order.
 */
const WAIT = /\b(?:no|nei|nee|nein|non|nao|not)\b[ \t,.!]{0,3}(?:\p{L}{1,8}[ \t,.!]{1,3}){0,1}(?:wait|hang on|sorry|espera|esper[ae]|perdon|vent|venta|beklager|unnskyld|warte|moment|attends|attendez|pardon|aguarda|desculpa|i mean|quiero decir|je veux dire|ich meine|quer dizer|eg meiner|jeg mener)\b/u;
const MAX_BETWEEN = 90;
/** A message that opens with an apology (after its sender's name, if any), a few words at most before its date: "yes – 17 Feb 1991." / "sorry, 17 March 1991". */
/** Apologies (folded) that open a message correcting the one before. */
const APOLOGIES = "sorry|beklager|unnskyld|orsak|perdon|desculpa|desculpe|desculpem|entschuldigung|verzeihung|pardon|oops|ups";
const APOLOGY_LINE = new RegExp(String.raw`^[^\n\p{L}\d]{0,6}\n[ \t]{0,4}(?:\p{L}[\p{L}'.-]{0,20}(?:[ \t]\p{L}[\p{L}'.-]{0,20}){0,2}[ \t]{0,2}:[ \t]{1,3})?(?:${APOLOGIES})\b[ \t,.:;!–—-]{0,4}(?:\p{L}+[ \t,]{1,2}){0,3}$`, "u");
const APOLOGY = new RegExp(String.raw`\b(?:${APOLOGIES})\b`);

export function withdrawWaitedDates(text: string, today?: string): string {
  const folded = fold(text);
  if (!WAIT.test(folded) && !APOLOGY.test(folded)) return text;
  const dates = findDates(text, today).filter((d) => !d.relative);
  // Each edit: a stretch cut (the date taken back), or a year written after the date that corrects it.
  const edits: { from: number; to: number; insert: string }[] = [];
  for (let k = 0; k + 1 < dates.length && edits.length < 6; k++) {
    const a = dates[k];
    const b = dates[k + 1];
    const from = a.index + a.length;
    if (b.index < from || b.index - from > MAX_BETWEEN) continue;
    const between = folded.slice(from, b.index);
    if (!WAIT.test(between) && !APOLOGY_LINE.test(between)) continue;
    edits.push({ from: a.index, to: from, insert: "" });
    // "Født 3. mars 1991 … nei vent, det er feil. 13. mars.": the day corrected, the year stands.
    const year = /\b(?:19|20)\d{2}\b/.exec(text.slice(a.index, from));
    const end = b.index + b.length;
    if (year && !/\b(?:19|20)\d{2}\b/.test(text.slice(b.index, end))) edits.push({ from: end, to: end, insert: ` ${year[0]}` });
  }
  let out = text;
  for (const e of edits.sort((x, y) => y.from - x.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}

/** A figure or a code with at least three digits: "5700", "11,63", "INV-2026-0442". */
const TOKEN = /(?<![\p{L}\d.,/-])[\p{L}\d](?:[\p{L}\d]|[.,/-](?=[\p{L}\d])){2,24}(?![\p{L}\d])/gu;
/** "no wait", or an apology alone ("nee sorry", "perdón", "beklager"): guarded by the swapped digits, an apology is cue enough. */
const FIX_CUE = new RegExp(`${WAIT.source}|\\b(?:sorry|perdon|beklager|unnskyld|orsak|desculpa|desculpe|entschuldigung|pardon|oops|ups|uups)\\b`, "gu");
const LOOK_BACK = 200;
const digitsOf = (t: string) => t.replace(/\D/g, "");
const shapeOf = (t: string) => t.replace(/\d/g, "#");

/**
 * A figure or code the writer stops and gives again with its digits in another order: "5070 Voss /
 * nei vent, postnummeret er 5700, eg bytta om tala", "11,36 / nee sorry, 11,63!!", "INV-2026-0424 …
 * perdón, el número es INV-2026-0442": after a "no, wait" or an apology, the first figure of the
 * same shape whose digits are those of a figure just before it, in another order, is that figure
 * corrected; the earlier one, wherever it stands before the cue, is written as the later. Only such
 * swaps (a slip of the fingers).
 */
export function withdrawWaitedFigures(text: string): string {
  const folded = fold(text);
  let out = text;
  let fixes = 0;
  for (const m of folded.matchAll(FIX_CUE)) {
    if (fixes >= 3) break;
    const after = m.index + m[0].length;
    const sorted = (t: string) => [...digitsOf(t)].sort().join("");
    const from = Math.max(0, m.index - LOOK_BACK);
    const earlier = [...out.slice(from, m.index).matchAll(TOKEN)].filter((t) => digitsOf(t[0]).length >= 3).reverse();
    const later = [...out.slice(after, after + 80).matchAll(TOKEN)].filter((t) => digitsOf(t[0]).length >= 3);
    for (const right of later) {
      const wrong = earlier.find((t) => t[0] !== right[0] && shapeOf(t[0]) === shapeOf(right[0]) && sorted(t[0]) === sorted(right[0]));
      if (!wrong) continue;
      // The later figure written first ("registrado 11.920 en lugar de 19.120" … "perdón: tecleé 11.920 y … era 19.120"):
      // the writer tells of a slip the text already sets right, no figure of theirs to correct.
      const firstAt = (t: string) => [...out.slice(0, m.index).matchAll(TOKEN)].find((x) => x[0] === t)?.index ?? Infinity;
      if (firstAt(right[0]) < firstAt(wrong[0])) break;
      // Every earlier mention of the slipped figure is it ("Address: …, 6409 Eide" … "6409 isn't Eide?" … "sorry, 6490").
      const before = out.slice(0, m.index).replace(TOKEN, (t) => (t === wrong[0] ? right[0] : t));
      out = before + out.slice(m.index);
      fixes++;
      break;
    }
  }
  return out;
}

/** "8 June 2026, not 1 June", "2. mars, ikkje 1. mars", "le 8 juin (pas le 1er)": the words between a date and the one it is not. */
const NOT_THAT_DATE = /^[ \t]{0,2}(?:,|\(|–|—|-)?[ \t]{0,2}(?:and[ \t]|og[ \t]|und[ \t]|et[ \t]|y[ \t]|e[ \t])?(?:not|ikke|ikkje|nicht|pas|no|nao|non)[ \t]{1,2}(?:the[ \t]|den[ \t]|am[ \t]|le[ \t]|el[ \t]|o[ \t]|dia[ \t]|der[ \t])?$/;
/** Dates of a request that are looked at: a request names a few. */
const MAX_DATES = 40;

/**
 * A date the writer says is not the one ("So first day is 8 June 2026, not 1 June"): every other mention of that day
 * ("Start date 1 June." two messages before) is taken back, and the words "not 1 June" go. The date said instead stands
 * where the other stood. Pure; one look at the dates in order.
 */
export function withdrawDatesNotMeant(text: string, today?: string): string {
  const folded = fold(text);
  if (!/\b(?:not|ikke|ikkje|nicht|pas|no|nao|non)\b/.test(folded)) return text;
  const dates = findDates(text, today).filter((d) => !d.relative).slice(0, MAX_DATES).sort((x, y) => x.index - y.index);
  const edits: { from: number; to: number; insert: string }[] = [];
  for (let k = 0; k + 1 < dates.length && edits.length < 12; k++) {
    const meant = dates[k];
    const notMeant = dates[k + 1];
    const from = meant.index + meant.length;
    if (notMeant.index < from || notMeant.iso === meant.iso || !NOT_THAT_DATE.test(folded.slice(from, notMeant.index))) continue;
    // "…, not 1 June" goes, and each other "1 June" reads as the day meant.
    edits.push({ from, to: notMeant.index + notMeant.length, insert: "" });
    for (const other of dates) if (other !== notMeant && other.iso === notMeant.iso && other.index < meant.index) edits.push({ from: other.index, to: other.index + other.length, insert: text.slice(meant.index, from) });
  }
  let out = text;
  for (const e of edits.sort((x, y) => y.from - x.from)) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}
