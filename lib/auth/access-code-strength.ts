/*
 * Whether a configured team access code is strong enough to guard the practice team. Sign-in is
 * throttled (sign-in-throttle.ts), but a code from a list of common passwords falls to the first
 * few guesses whatever the pace, so such codes are refused at start-up with one clear line.
 * Pure; no dependencies: the start-up check and the env schema both use it.
 */

export const ACCESS_CODE_MIN_LENGTH = 12;
export const ACCESS_CODE_MIN_BITS = 50;
export const ACCESS_CODE_MIN_DISTINCT = 6;

/** Words every guessing list starts with; a code that is one of them, padded with digits or symbols, is weak. */
const COMMON = [
  "password", "passord", "passwort", "contrasena", "motdepasse", "senha", "qwerty", "azerty", "letmein", "welcome",
  "admin", "administrator", "changeme", "secret", "iloveyou", "monkey", "dragon", "football", "baseball", "master",
  "sunshine", "princess", "trustno", "access", "login", "practice", "team", "norse", "ledger", "default", "abc", "test",
];

/** Size of the alphabet the code draws from, by the character classes it uses. */
function poolSize(code: string): number {
  let pool = 0;
  if (/[a-z]/.test(code)) pool += 26;
  if (/[A-Z]/.test(code)) pool += 26;
  if (/[0-9]/.test(code)) pool += 10;
  if (/[^A-Za-z0-9]/.test(code)) pool += 33;
  return pool;
}

/** Why `code` is too weak to be the access code, or null when it will do. */
export function accessCodeWeakness(code: string): string | null {
  const chars = Array.from(code);
  if (chars.length < ACCESS_CODE_MIN_LENGTH) return `must be at least ${ACCESS_CODE_MIN_LENGTH} characters (got ${chars.length})`;
  if (new Set(chars.map((c) => c.toLowerCase())).size < ACCESS_CODE_MIN_DISTINCT) return `must use at least ${ACCESS_CODE_MIN_DISTINCT} different characters`;
  const letters = code.toLowerCase().replace(/[^a-z]/g, "");
  for (const word of COMMON) {
    // The word repeated, or the word alone with digits and symbols around it ("Password123!").
    if (letters.length >= 3 && (letters === word || word.repeat(Math.ceil(letters.length / word.length)).startsWith(letters))) {
      return `is a common password ("${word}" with digits or symbols): choose a phrase of unrelated words`;
    }
  }
  if (isRepeatedUnit(code.toLowerCase())) return "repeats one short pattern: choose a phrase of unrelated words";
  const bits = chars.length * Math.log2(Math.max(2, poolSize(code)));
  if (bits < ACCESS_CODE_MIN_BITS) return `is too easy to guess (about ${Math.round(bits)} bits; at least ${ACCESS_CODE_MIN_BITS} needed): make it longer`;
  return null;
}

/** "abcabcabcabc", "121212121212": one unit of at most a third of the code, repeated. */
function isRepeatedUnit(code: string): boolean {
  for (let unit = 1; unit <= code.length / 3; unit++) {
    if (code.length % unit !== 0) continue;
    if (code.slice(0, unit).repeat(code.length / unit) === code) return true;
  }
  return false;
}
