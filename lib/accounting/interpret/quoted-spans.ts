/** Quote pairs that mark a name. */
const QUOTES: Record<string, string> = { "\"": "\"", "«": "»", "“": "”", "„": "“" };
/** A quoted name is short: a longer run between quote marks is quoted speech, read as text. */
const MAX_QUOTED = 80;

/** Spans of the text that are quoted names, [start, end) from the opening to the closing mark, in order; one pass. */
export function quotedSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    const close = QUOTES[text[i]];
    if (!close) continue;
    // Looked for within MAX_QUOTED characters only: unclosed quote marks keep the pass linear.
    const rel = text.slice(i + 1, i + 1 + MAX_QUOTED).indexOf(close);
    const end = i + 1 + rel;
    if (rel >= 0 && !text.slice(i, end).includes("\n")) {
      out.push([i, end]);
      i = end;
    }
  }
  return out;
}

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
