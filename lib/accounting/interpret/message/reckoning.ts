import { findNumbers } from "../extract/amounts";

/**
 * The reckoning a writer leaves in the request before its result: "4 hours at 950, plus 1 200 for
 * the parts, so 5 000 NOK in all", "die 900 plus 100 Zuschlag, also 1 000 NOK/h", "54 000 for 12
 * months, divided by 12 that is 4 500". Where the task wants the result, the pieces are the
 * writer's working, not its values (where it wants the pieces, hours and rate, the result is the
 * check figure: derived-figures.ts); `withoutWorking` gives the text with the pieces left out, their words kept.
 * Only when the pieces do give the result (a sum, a product with the rest added, a quotient, a
 * difference, a percentage off or on), so a coincidence of unrelated figures hides nothing.
 * Bounded: at most MAX_PIECES numbers before a result, MAX_RESULTS results a request; linear.
 */

/** Words that give the result of the reckoning before them, in the seven languages (folded). */
const RESULT = /(?:^|[\s,;(–—-])(?:also|zusammen|insgesamt|in all|in total|all in all|that's|that is|which makes|that makes|makes|so that's|so|blir|det blir|altsa|dvs\.?|i alt|totalt|til saman|tilsaman|tilsammen|sind das|ist das|das sind|ergibt|macht|soit|donc|au total|en tout|ca fait|o sea|es decir|en total|son|ou seja|no total|portanto|da|d\.h\.|i\.e\.|=)\s{0,3}:?\s{0,3}(?=(?:nok|kr\.?|eur)?\s{0,2}\d)/g;
/** Where the reckoning's sentence starts: a sentence end, a line, a colon or semicolon. */
const SENTENCE_START = /[.!?](?=\s)|[\n;:]/g;
const MAX_PIECES = 6;
const MAX_RESULTS = 20;
const MAX_SPAN = 200;

export interface Reckoning {
  /** The pieces, each as [from, to) in the text. */
  pieces: [number, number][];
  result: number;
}

const close = (a: number, b: number) => Math.abs(a - b) < 0.5;

/** Whether some of `pieces` give `result`: a sum, a × b plus the rest, a ÷ b, a − b, a ± p %, p % of a. */
function gives(pieces: { value: number; percent: boolean }[], result: number): number[] | undefined {
  const n = pieces.length;
  for (let mask = 3; mask < 1 << n; mask++) {
    const used = pieces.map((_, i) => i).filter((i) => mask & (1 << i));
    if (used.length < 2) continue;
    const plain = used.filter((i) => !pieces[i].percent);
    const pct = used.filter((i) => pieces[i].percent);
    const sum = (ix: number[]) => ix.reduce((s, i) => s + pieces[i].value, 0);
    if (pct.length === 0 && close(sum(plain), result)) return used;
    if (pct.length === 1 && plain.length === 1) {
      const a = pieces[plain[0]].value;
      const p = pieces[pct[0]].value / 100;
      if (close(a * (1 - p), result) || close(a * (1 + p), result) || close(a * p, result)) return used;
    }
    if (pct.length > 0) continue;
    for (const i of plain)
      for (const j of plain) {
        if (i === j) continue;
        const rest = sum(plain.filter((k) => k !== i && k !== j));
        const a = pieces[i].value;
        const b = pieces[j].value;
        if (i < j && close(a * b + rest, result)) return used;
        if (plain.length === 2 && b !== 0 && close(a / b, result)) return used;
        if (plain.length === 2 && close(a - b, result) && result > 0) return used;
      }
  }
  return undefined;
}

export function findReckonings(text: string, folded: string): Reckoning[] {
  const out: Reckoning[] = [];
  const starts: number[] = [0];
  for (const m of folded.matchAll(SENTENCE_START)) starts.push(m.index! + 1);
  let s = 0;
  let count = 0;
  let last = 0;
  for (const m of folded.matchAll(RESULT)) {
    if (++count > MAX_RESULTS) break;
    const at = m.index! + (/^[\s,;(–—-]/.test(m[0]) ? 1 : 0);
    const after = m.index! + m[0].length;
    const result = findNumbers(text.slice(after, after + 24))[0];
    if (!result || result.index > 8) continue;
    while (s + 1 < starts.length && starts[s + 1] <= at) s++;
    const from = Math.max(starts[s], at - MAX_SPAN, last);
    const found = findNumbers(text.slice(from, at))
      .slice(-MAX_PIECES)
      .map((x) => ({ value: x.value, percent: /^\s?%/.test(text.slice(from + x.index + x.length, from + x.index + x.length + 2)), index: from + x.index, end: from + x.index + x.length }));
    if (found.length < 2) continue;
    const used = gives(found, result.value);
    if (!used) continue;
    out.push({ pieces: used.map((i): [number, number] => [found[i].index, found[i].end]), result: result.value });
    last = at;
  }
  return out;
}

/** The text with each reckoning's pieces blanked (same length, line breaks kept), or the text itself when it has none. */
export function withoutWorking(text: string, folded: string): string {
  const found = findReckonings(text, folded);
  if (found.length === 0) return text;
  const chars = text.split("");
  for (const r of found) for (const [from, to] of r.pieces) for (let i = from; i < to; i++) chars[i] = " ";
  return chars.join("");
}
