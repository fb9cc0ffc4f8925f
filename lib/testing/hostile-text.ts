/**
 * Hostile text for robustness tests. A regular expression with nested or adjacent unbounded
 * repeats (`\s*\S*`, `(\w+\s?)+`, `[a-z.]+@` tried from every position…) backtracks on long runs
 * of the characters it repeats, and its time grows with the square of the length or worse. Every
 * reader of untrusted text is fed these shapes at 200 KB and must answer well within a second.
 */

/** The length hostile shapes are built at: the size of a large prompt or attachment text. */
export const HOSTILE_LENGTH = 200_000;

/** The hard bound on one call: far above any linear reader, far below a quadratic blow-up. */
export const HOSTILE_LIMIT_MS = 1_000;

export interface HostileText {
  name: string;
  text: string;
}

/** `unit` repeated until the text is `length` characters long (the last copy may be cut). */
export function repeatTo(unit: string, length = HOSTILE_LENGTH): string {
  if (unit.length === 0) return "";
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/**
 * A near miss: `prefix` starts a match, `unit` repeated feeds the pattern's unbounded part, and
 * `suffix` (or its absence) keeps the match from ever completing, so a super-linear pattern
 * explores every way of splitting the repeated part.
 */
export function nearMiss(name: string, prefix: string, unit: string, suffix = "", length = HOSTILE_LENGTH): HostileText {
  const body = Math.max(0, length - prefix.length - suffix.length);
  return { name, text: prefix + repeatTo(unit, body) + suffix };
}

/** The same near miss repeated back to back: a match attempt starts at every copy. */
export function nearMissRepeated(name: string, unit: string, length = HOSTILE_LENGTH): HostileText {
  return { name, text: repeatTo(unit, length) };
}

/** Shapes that hurt patterns in general: single-character runs, short cycles and mixtures. */
export function hostileShapes(length = HOSTILE_LENGTH): HostileText[] {
  const runs: [string, string][] = [
    ["a×N", "a"],
    ["digits", "1234567890"],
    ["1×N", "1"],
    ["-×N", "-"],
    ["Aa-", "Aa-"],
    ['"×N', '"'],
    ["@×N", "@"],
    ["a@×N", "a@"],
    [".×N", "."],
    ["spaces", " "],
    ["newlines", "\n"],
    ["CRLF", "\r\n"],
    ["tabs", "\t"],
    ["1 ×N", "1 "],
    ["(×N", "("],
    [",×N", ","],
    [";×N", ";"],
    [":×N", ":"],
    ["/×N", "/"],
    ["%×N", "%"],
    ["a ×N", "a "],
    ["a.×N", "a."],
    ["1.×N", "1."],
    ["1,×N", "1,"],
    ["a-×N", "a-"],
    ["a:×N", "a: "],
    ["x@x.×N", "x@x."],
    ["a.a@×N", "a.a@"],
    ["Ab1 ,.-", "Ab1 ,.-"],
    ["æøå", "æøå"],
    ["é (combining)", "e\u0301"],
    ["nbsp", "\u00a0"],
    ["ISO dates", "2026-01-16 "],
    ["dotted dates", "04.03.2026 "],
    ["written dates", "1. januar 2026 "],
    ["amounts", "1 250,50 kr "],
    ["mixture", 'a1 .-@"(\n,;:/%Æ'],
    ["word sentence", "Lorem ipsum dolor sit amet, "],
  ];
  return runs.map(([name, unit]) => ({ name, text: repeatTo(unit, length) }));
}

/** Milliseconds one call takes (awaited when it returns a promise). */
export async function timeCall(fn: () => unknown): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * Runs `fn` on every shape and returns the calls over `limitMs` ("name: 1234 ms"); an empty
 * list means every shape was read in time. Each call is measured alone.
 */
export async function slowCalls(
  fn: (text: string) => unknown,
  shapes: HostileText[],
  limitMs = HOSTILE_LIMIT_MS,
): Promise<string[]> {
  const slow: string[] = [];
  for (const shape of shapes) {
    const ms = await timeCall(() => fn(shape.text));
    if (ms > limitMs) slow.push(`${shape.name}: ${Math.round(ms)} ms`);
  }
  return slow;
}
