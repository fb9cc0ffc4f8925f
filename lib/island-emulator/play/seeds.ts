import { randomInt } from "node:crypto";

/** A fresh random 32-bit simulation seed (each /simulate call differs). */
export function randomSeed(): number {
  return randomInt(0, 2 ** 31 - 1);
}

/** A stable 31-bit seed derived from text (FNV-1a), e.g. a round id and a purpose. */
export function derivedSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join("|")) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & 0x7fffffff;
}
