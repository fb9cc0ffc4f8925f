import "server-only";
import { findCaller, type TeamRow, type UserRow } from "./teams";
import { verifyAccessToken } from "./tokens";
import { forbidden, unauthorized } from "./responses";

export type Caller = { user: UserRow; team: TeamRow | null };

/** The token of a request: `Authorization: Bearer <jwt>` or the `access_token` cookie. */
export function tokenFromRequest(req: Request): string | null {
  const auth = req.headers.get("authorization");
  const bearer = auth?.match(/^Bearer\s+(\S+)\s*$/i);
  if (bearer) return bearer[1];
  const cookie = req.headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === "access_token") {
      const value = part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
      return value ? decodeCookieValue(value) : null;
    }
  }
  return null;
}

/** A percent-encoded cookie value; a malformed one is kept as sent (and then fails verification: 401). */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The caller behind a request's token, or null without a valid one. */
export async function identify(req: Request): Promise<Caller | null> {
  const token = tokenFromRequest(req);
  if (!token) return null;
  const userId = await verifyAccessToken(token);
  return userId ? findCaller(userId) : null;
}

/** Team endpoints: 401 without a valid token, 403 for a caller who is not on a team. */
export async function requireTeam(req: Request): Promise<{ user: UserRow; team: TeamRow }> {
  const caller = await identify(req);
  if (!caller) {
    const hasToken = tokenFromRequest(req) !== null;
    throw unauthorized(
      hasToken
        ? "Invalid or expired access token"
        : "Not authenticated: send the access token as the access_token cookie or an Authorization: Bearer header",
    );
  }
  if (!caller.team) throw forbidden("You are not on a team: join or create a team to use this endpoint");
  return { user: caller.user, team: caller.team };
}
