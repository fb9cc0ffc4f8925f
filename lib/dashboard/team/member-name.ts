import { z } from "zod";
import { cleanVisibleText } from "@/lib/text/visible-text";

/**
 * A member's display name, as teammates read it in the activity line and the query list. The
 * browser chooses it, so it is cleaned before anyone else sees it (see cleanVisibleText).
 */

export const MEMBER_NAME_MAX = 40;

/** The name as teammates will see it: visible characters only, single spaces, at most MEMBER_NAME_MAX code points. */
export function cleanMemberName(raw: string): string {
  return cleanVisibleText(raw, MEMBER_NAME_MAX);
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
