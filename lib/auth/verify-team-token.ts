import "server-only";
import { env } from "@/lib/env";

export type TokenCheck = { ok: true } | { ok: false; reason: string };

/**
 * Asks the island service whether a token belongs to a team: a Team endpoint answers
 * 401 for a bad token and 403 for a caller without a team.
 */
export async function verifyTeamToken(token: string): Promise<TokenCheck> {
  const e = env();
  let res: Response;
  try {
    res = await fetch(`${e.islandApiUrl}/budget`, {
      headers: e.ISLAND_AUTH_MODE === "cookie" ? { cookie: `access_token=${token}` } : { authorization: `Bearer ${token}` },
      cache: "no-store",
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return { ok: false, reason: `The island service at ${e.islandApiUrl} could not be reached. Check ISLAND_API_URL and try again.` };
  }
  if (res.status === 401) return { ok: false, reason: "The island service rejected this token. Copy the access token again from your team page." };
  if (res.status === 403) return { ok: false, reason: "This token is valid but its user is not on a team. Join a team first." };
  // 404/400 (no active round) still proves the token is a team's.
  if (res.status === 503) {
    // The embedded service says why it cannot serve (its database cannot be written): pass it on.
    const detail = await detailOf(res);
    if (detail) return { ok: false, reason: detail };
  }
  if (res.status >= 500) return { ok: false, reason: `The island service answered ${res.status}. Try again in a moment.` };
  return { ok: true };
}

/** The `detail` of a JSON error body, when short enough to show; anything else gives null. */
async function detailOf(res: Response): Promise<string | null> {
  try {
    const text = await res.text();
    if (text.length > 2000) return null;
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    return typeof detail === "string" && detail.length <= 300 ? detail : null;
  } catch {
    return null;
  }
}
