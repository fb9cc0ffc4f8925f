/**
 * JSON from untrusted text with a nesting limit. `JSON.parse` accepts any depth, and a body of
 * nothing but brackets builds millions of nested arrays (a 20 MB one takes seconds and gigabytes)
 * that later break every recursive walk with a stack overflow. One linear scan measures the
 * depth first, so such a body is refused before it is built.
 */

/** Deep enough for every document the app reads (a Tripletex voucher, an H×W×6 tensor). */
export const MAX_JSON_DEPTH = 64;

export type JsonResult = { ok: true; value: unknown } | { ok: false; reason: "empty" | "invalid" | "too_deep" };

/** The deepest nesting of arrays and objects in `text`, scanning at most until `limit` is passed. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return max;
}

export function parseJsonText(text: string, maxDepth = MAX_JSON_DEPTH): JsonResult {
  if (text.trim() === "") return { ok: false, reason: "empty" };
  if (jsonDepth(text, maxDepth) > maxDepth) return { ok: false, reason: "too_deep" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
