import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Constant-time comparison of a secret a caller sent (a header value, possibly absent, possibly
 * with bytes outside ASCII) with the expected one. Both sides are hashed first: equal lengths
 * for `timingSafeEqual` whatever was sent, and the time taken reveals nothing about the length.
 */
export function secretEquals(given: string | null | undefined, expected: string): boolean {
  if (given === null || given === undefined) return false;
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}
