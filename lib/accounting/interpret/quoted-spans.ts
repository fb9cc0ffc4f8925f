/** Quote pairs that mark a name: each opening mark with the marks that close it (a German „ is often closed by a straight " or ”). */
const QUOTES: Record<string, string> = { "\"": "\"", "«": "»", "“": "”", "„": "“”\"" };
/** A quoted name is short: a longer run between quote marks is quoted speech, read as text. */
const MAX_QUOTED = 80;

/** Spans of the text that are quoted names, [start, end) from the opening to the closing mark, in order; one pass. */
export function quotedSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < text.length && out.length < MAX_SPANS; i++) {
    const close = QUOTES[text[i]];
    if (!close) continue;
    // Looked for within MAX_QUOTED characters of its line only, character by character (no
    // substring made): unclosed quote marks keep the pass linear.
    const limit = Math.min(text.length, i + 1 + MAX_QUOTED);
    let end = -1;
    for (let k = i + 1; k < limit; k++) {
      const ch = text[k];
      if (close.includes(ch)) {
        end = k;
        break;
      }
      if (ch === "\n") break;
    }
    if (end >= 0) {
      out.push([i, end]);
      i = end;
    }
  }
  return out;
}
/** A request quotes a few dozen names at most: past this many, quote marks are no names (and a text of nothing but quote marks costs no more). */
const MAX_SPANS = 500;

/** Whether a position lies inside one of the (sorted) spans: a binary search. */
export function insideSpans(spans: [number, number][], at: number): boolean {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid][1] <= at) lo = mid + 1;
    else if (spans[mid][0] > at) hi = mid - 1;
    else return true;
  }
  return false;
}
