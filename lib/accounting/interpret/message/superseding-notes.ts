import { findAmounts } from "../extract/amounts";

/**
 * A note opening a request that replaces an earlier one ("Superseding REQ-26-08790: dort stand eine
 * Teilzahlung von 12.000 NOK – laut Kontoauszug sind es 12.500,00 NOK."): it tells what the earlier
 * request said and what holds now. Of two values of one kind in the note (two amounts, two dates, two
 * plain numbers), every one but the last is the earlier request's: withdrawn. A note with one value
 * of a kind says nothing of which holds, and is left alone. [from, to) spans of the withdrawn values;
 * linear (the note is one paragraph of at most MAX_NOTE characters).
 */

/** The note's opening words, then the earlier request's reference and a colon (folded). */
const SUPERSEDING =
  /(?:^|\n)[ \t]{0,4}(?:superseding|supersedes|supersedes|replacing|replaces|update to|correction to|erstatter|erstattar|korreksjon (?:til|av)|ersetzt|ersatz fur|berichtigung (?:zu|von)|remplace|annule et remplace|rectificatif (?:de|du|a)|reemplaza|sustituye|correccion (?:de|a)|substitui|correcao (?:de|a))\b[^\n:]{0,60}:/g;
const MAX_NOTE = 600;
/** A date in figures: "15.06.2026", "01/06/2026", "2026-06-01". */
const DATE = /(?<![\d.])(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2})(?![\d.]\d)/g;
/** A plain number of four to nine figures ("8005"), not part of an amount or a date. */
const NUMBER = /(?<![\d.,/-])\d{4,9}(?![\d.,/-]?\d)/g;

export function supersededValues(text: string, folded: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of [...folded.matchAll(SUPERSEDING)].slice(0, 3)) {
    const from = m.index! + m[0].length;
    const blank = folded.slice(from, from + MAX_NOTE).search(/\n[ \t]*\n/);
    const note = text.slice(from, blank >= 0 ? from + blank : from + MAX_NOTE);
    const amounts = findAmounts(note).slice(0, 10).map((a) => [a.index, a.index + a.length] as [number, number]);
    const dates = [...note.matchAll(DATE)].slice(0, 10).map((d) => [d.index!, d.index! + d[0].length] as [number, number]);
    const inside = (at: number) => [...amounts, ...dates].some(([a, b]) => at >= a && at < b);
    const numbers = [...note.matchAll(NUMBER)].slice(0, 10).filter((n) => !inside(n.index!)).map((n) => [n.index!, n.index! + n[0].length] as [number, number]);
    for (const kind of [amounts, dates, numbers]) for (const [a, b] of kind.slice(0, -1)) out.push([from + a, from + b]);
  }
  return out;
}
