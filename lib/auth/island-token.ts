import "server-only";
import { cookies, headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import { authSecret } from "./secret";

const SECURE_COOKIE = "__Secure-authjs.session-token";

/**
 * The signed-in team's island service token, decrypted from the session cookie.
 * Server-only: server components and server actions call this; nothing returns it to a browser.
 */
export async function getIslandToken(): Promise<string | null> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const secureCookie = c.has(SECURE_COOKIE);
  const jwt = await getToken({ req: { headers: h }, secret: authSecret(), secureCookie });
  const value = jwt?.islandToken;
  return typeof value === "string" && value.length > 0 ? value : null;
}
