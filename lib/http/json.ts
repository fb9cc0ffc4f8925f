/**
 * JSON from untrusted text with a nesting limit and, where asked, a limit on how many values it
 * holds. `JSON.parse` accepts any depth and any count: a body of nothing but brackets builds
 * millions of nested arrays (a 20 MB one takes seconds and gigabytes) that later break every
 * recursive walk with a stack overflow, and 20 MB of `{},` builds seven million objects. One
 * linear scan measures both first, so such a text is refused before anything is built.
 */

/** Deep enough for every document the app reads (a Tripletex voucher, an H×W×6 tensor). */
export const MAX_JSON_DEPTH = 64;

export type JsonLimits = { maxDepth?: number; maxValues?: number };

export type JsonResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: "empty" | "invalid" | "too_deep" | "too_many_values" };

export type JsonShape = { depth: number; values: number };

/**
 * The deepest nesting of arrays and objects in `text` and about how many values it holds (every
 * array, object and separated item counts one), scanning only until a limit is passed.
 */
export function jsonShape(text: string, maxDepth = Infinity, maxValues = Infinity): JsonShape {
  let depth = 0;
  let max = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (++values > maxValues) break;
      if (depth > max) {
        max = depth;
        if (max > maxDepth) break;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
    else if (c === 0x2c /* , */ && ++values > maxValues) break;
  }
  return { depth: max, values };
}

/** The deepest nesting of arrays and objects in `text`, scanning at most until `limit` is passed. */
export function jsonDepth(text: string, limit = Infinity): number {
  return jsonShape(text, limit).depth;
}

export function parseJsonText(text: string, limits: number | JsonLimits = MAX_JSON_DEPTH): JsonResult {
  const { maxDepth = MAX_JSON_DEPTH, maxValues = Infinity } = typeof limits === "number" ? { maxDepth: limits } : limits;
  if (text.trim() === "") return { ok: false, reason: "empty" };
  // Without a cap on values the plain depth scan does (it is the hot path of every request body).
  const shape = maxValues === Infinity ? { depth: jsonDepth(text, maxDepth), values: 0 } : jsonShape(text, maxDepth, maxValues);
  if (shape.depth > maxDepth) return { ok: false, reason: "too_deep" };
  if (shape.values > maxValues) return { ok: false, reason: "too_many_values" };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
