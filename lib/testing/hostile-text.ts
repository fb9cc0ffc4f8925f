import { superLinear } from "./linearity";

/**
 * Hostile text for robustness tests. A regular expression with nested or adjacent unbounded
 * repeats (`\s*\S*`, `(\w+\s?)+`, `[a-z.]+@` tried from every position…) backtracks on long runs
 * of the characters it repeats, and its time grows with the square of the length or worse. Every
 * reader of untrusted text is fed these shapes, and its time must grow linearly with their length
 * (see `linearity.ts`): a check that holds on a busy machine as on an idle one.
 */

/** The length hostile shapes are built at: the size of a large prompt or attachment text. */
export const HOSTILE_LENGTH = 200_000;

/** The sizes the growth check reads a shape at: a quarter of this, then all of it. */
export const GROWTH_LENGTH = 48_000;

export interface HostileText {
  name: string;
  /** The shape at its built length. */
  text: string;
  /** The same shape at another length (its prefix and suffix kept, its repeated part shorter or longer). */
  at: (length: number) => string;
}

/** A shape derived from another (a fixed text around it, say), at every length. */
export function mapShape(shape: HostileText, name: string, f: (text: string) => string): HostileText {
  return { name, text: f(shape.text), at: (length) => f(shape.at(length)) };
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
  const at = (n: number) => prefix + repeatTo(unit, Math.max(0, n - prefix.length - suffix.length)) + suffix;
  return { name, text: at(length), at };
}

/** The same near miss repeated back to back: a match attempt starts at every copy. */
export function nearMissRepeated(name: string, unit: string, length = HOSTILE_LENGTH): HostileText {
  return { name, text: repeatTo(unit, length), at: (n) => repeatTo(unit, n) };
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
  return runs.map(([name, unit]) => nearMissRepeated(name, unit, length));
}

/**
 * Runs `fn` on every shape at a quarter of `length` and at all of it, and returns the shapes on
 * which its time grew faster than linearly ("name: ×15.8 (…)"); an empty list means `fn` is linear
 * on every shape. Each shape is checked alone.
 */
export async function superLinearCalls(fn: (text: string) => unknown, shapes: HostileText[], length = GROWTH_LENGTH): Promise<string[]> {
  const found: string[] = [];
  for (const shape of shapes) {
    const growth = await superLinear(shape.at, fn, { small: Math.round(length / 4) });
    if (growth) found.push(`${shape.name}: ${growth}`);
  }
  return found;
}
