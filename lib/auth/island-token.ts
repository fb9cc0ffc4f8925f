import "server-only";
import { cookies, headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { sessionMatchesAccessCode } from "./code-in-force";
import { authSecret } from "./secret";

const SECURE_COOKIE = "__Secure-authjs.session-token";

/**
 * The signed-in team's island service token, decrypted from the session cookie.
 * Server-only: server components and server actions call this; nothing returns it to a browser.
 */
export async function getIslandToken(): Promise<string | null> {
  return (await getIslandSession())?.token ?? null;
}

/**
 * The island token and the member holding it: the session's id, given at sign-in (a session
 * from before ids has its cookie's token id instead). Members of a team share the token, so this
 * is what tells one member's browser from another's.
 */
export async function getIslandSession(): Promise<{ token: string; member: string } | null> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const secureCookie = c.has(SECURE_COOKIE);
  const jwt = await getToken({ req: { headers: h }, secret: authSecret(), secureCookie });
  // The cookie is read here without Auth.js's callbacks: the same check that ends a session there.
  if (!sessionMatchesAccessCode(jwt)) return null;
  const value = jwt?.islandToken;
  if (typeof value !== "string" || value.length === 0) return null;
  const member = typeof jwt?.sid === "string" ? jwt.sid : typeof jwt?.jti === "string" ? jwt.jti : "unknown";
  return { token: value, member };
}
