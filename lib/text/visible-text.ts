/**
 * Text that teammates read as someone else wrote it (a member's name, an adjustment's label):
 * characters that reorder or hide text (bidi controls such as U+202E, zero-width characters) and
 * control characters (NUL, newlines) could reverse or forge a teammate's line, and a lone surrogate
 * is no character at all, so they go; runs of blanks become one space.
 * Pure: the browser cleans what is typed with it and the server cleans what it receives.
 */

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F,
 * U+061C), zero-width characters and joiners (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E),
 * every control, format or separator character (\p{Cc}, \p{Cf}, \p{Zl}, \p{Zp}) and lone
 * surrogates (\p{Cs}).
 */
const ZERO_WIDTH = /[\u180e\u200b-\u200d\u2060-\u2064\ufeff]/gu;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** Visible characters only, single spaces, trimmed, at most `maxCodePoints` code points. */
export function cleanVisibleText(raw: string, maxCodePoints = Infinity): string {
  // Line breaks and tabs separate words: they become spaces before the rest of the controls go.
  const visible = raw.normalize("NFC").replace(ZERO_WIDTH, "").replace(/\s+/gu, " ").replace(HIDDEN, "").replace(/ {2,}/g, " ").trim();
  return Number.isFinite(maxCodePoints) ? Array.from(visible).slice(0, maxCodePoints).join("").trim() : visible;
}

