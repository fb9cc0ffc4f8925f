import type { FieldSpec, Literal, Matcher } from "./schema";

/**
 * The matchers of CASES.md: literals compare loosely (trimmed, case-insensitive text; numbers
 * within 0.01, numeric strings counting as numbers), operator objects as documented.
 */

const NUMBER_TOLERANCE = 0.01;

/** The value at a dotted path; a path never crosses an array (that needs `$some`/`$all`). */
export function fieldAt(obj: unknown, dottedPath: string): unknown {
  let current: unknown = obj;
  for (const seg of dottedPath.split(".")) {
    if (current === null || typeof current !== "object" || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[seg];
  }
  return current;
}

/** A number, or a string that is entirely a number; anything else is not numeric. */
export function asNumber(v: unknown): number | undefined {
  if (typeof v === "number") return Number.isFinite(v) ? v : undefined;
  if (typeof v === "string" && v.trim() !== "") {
    const n = Number(v.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function normaliseText(s: string): string {
  return s.normalize("NFC").trim().toLowerCase();
}

export function matchesLiteral(actual: unknown, expected: Literal): boolean {
  if (typeof expected === "string") return typeof actual === "string" && normaliseText(actual) === normaliseText(expected);
  if (typeof expected === "number") {
    const n = asNumber(actual);
    return n !== undefined && Math.abs(n - expected) <= NUMBER_TOLERANCE + 1e-9;
  }
  return actual === expected; // true, false, null: exactly
}

export function matches(actual: unknown, matcher: Matcher): boolean {
  if (matcher === null || typeof matcher !== "object") return matchesLiteral(actual, matcher);
  const m = matcher;
  const n = asNumber(actual);
  // Every operator present must hold.
  if (m.$approx !== undefined) {
    const tol = m.tol ?? NUMBER_TOLERANCE;
    if (n === undefined || Math.abs(n - m.$approx) > tol + 1e-9) return false;
  }
  if (m.$contains !== undefined) {
    if (typeof actual !== "string" || !normaliseText(actual).includes(normaliseText(m.$contains))) return false;
  }
  if (m.$in !== undefined && !m.$in.some((e) => matchesLiteral(actual, e))) return false;
  if (m.$gt !== undefined && !(n !== undefined && n > m.$gt)) return false;
  if (m.$gte !== undefined && !(n !== undefined && n >= m.$gte)) return false;
  if (m.$lt !== undefined && !(n !== undefined && n < m.$lt)) return false;
  if (m.$lte !== undefined && !(n !== undefined && n <= m.$lte)) return false;
  if (m.$exists !== undefined && (actual !== undefined && actual !== null) !== m.$exists) return false;
  if (m.$some !== undefined) {
    if (!Array.isArray(actual) || !actual.some((el) => matchesSpec(el, m.$some!))) return false;
  }
  if (m.$all !== undefined) {
    if (!Array.isArray(actual) || actual.length === 0 || !actual.every((el) => matchesSpec(el, m.$all!))) return false;
  }
  if (m.$not !== undefined && matches(actual, m.$not)) return false;
  return true;
}

/** Whether an object satisfies every `path: matcher` of a where/expect spec. */
export function matchesSpec(obj: unknown, spec: FieldSpec): boolean {
  return Object.entries(spec).every(([path, matcher]) => matches(fieldAt(obj, path), matcher));
}
