import { matchesSpec } from "./match";
import type { Check } from "./schema";

/** The candidate objects of a GET answer: `{value}` gives one, `{values}` gives each element. */
export function candidatesOf(body: unknown): unknown[] {
  if (body === null || typeof body !== "object") return [];
  const b = body as { value?: unknown; values?: unknown };
  if (Array.isArray(b.values)) return b.values;
  if (b.value !== undefined && b.value !== null) return [b.value];
  return [];
}

export type CheckVerdict = { passed: boolean; candidates: number; matched: number };

/**
 * CASES.md: `where` keeps candidates, then `expect` applies. Without `count` the check passes when
 * at least one kept candidate satisfies `expect` (or merely exists); with `count` exactly that many
 * must be kept and all of them must satisfy `expect`.
 */
export function evaluateCheck(check: Pick<Check, "where" | "expect" | "count">, candidates: unknown[]): CheckVerdict {
  const kept = check.where ? candidates.filter((c) => matchesSpec(c, check.where!)) : candidates;
  const satisfying = check.expect ? kept.filter((c) => matchesSpec(c, check.expect!)) : kept;
  const passed =
    check.count !== undefined ? kept.length === check.count && satisfying.length === kept.length : satisfying.length > 0;
  return { passed, candidates: candidates.length, matched: check.count !== undefined ? kept.length : satisfying.length };
}
