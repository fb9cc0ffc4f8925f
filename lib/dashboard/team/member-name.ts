import { z } from "zod";

/**
 * A member's display name, as teammates read it in the activity line and the query list. The
 * browser chooses it, so it is cleaned before anyone else sees it: characters that reorder or hide
 * text (bidi controls such as U+202E, zero-width characters) and control characters (newlines)
 * could reverse or forge a teammate's line, so they go; runs of blanks become one space.
 * Pure: the browser cleans what is typed with it and the server cleans what it receives.
 */

export const MEMBER_NAME_MAX = 40;

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks (U+200E, U+200F,
 * U+061C), zero-width characters and joiners (U+200B–U+200D, U+2060–U+2064, U+FEFF, U+180E),
 * and every control, format or separator character (\p{Cc}, \p{Cf}, \p{Zl}, \p{Zp}).
 */
const ZERO_WIDTH = /[\u180e\u200b-\u200d\u2060-\u2064\ufeff]/gu;
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** The name as teammates will see it: visible characters only, single spaces, at most MEMBER_NAME_MAX code points. */
export function cleanMemberName(raw: string): string {
  // Line breaks and tabs separate words: they become spaces before the rest of the controls go.
  const visible = raw.normalize("NFC").replace(ZERO_WIDTH, "").replace(/\s+/gu, " ").replace(HIDDEN, "").replace(/ {2,}/g, " ").trim();
  return Array.from(visible).slice(0, MEMBER_NAME_MAX).join("").trim();
}

/** Server-side: a name from a request, cleaned; refused when nothing visible is left. */
export const memberNameSchema = z
  .string()
  .max(400, "A member name is too long.")
  .transform((raw, ctx) => {
    const clean = cleanMemberName(raw);
    if (!clean) {
      ctx.addIssue({ code: "custom", message: "A member name needs at least one visible character." });
      return z.NEVER;
    }
    return clean;
  });
