import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import { getDb } from "@/lib/db/client";
import { appSettings } from "@/lib/db/schema";

/*
 * Access tokens: HS256 JWTs naming a user (`sub`). The signing key is generated on first use and
 * kept in the database, so tokens stay valid across restarts of the same installation.
 */

const KEY_SETTING = "island_emulator.jwt_signing_key";
const ISSUER = "astar-island-emulator";

const state = globalThis as unknown as { __islandJwtKey?: Promise<Uint8Array> };

async function loadKey(): Promise<Uint8Array> {
  const db = await getDb();
  const read = async () => (await db.select().from(appSettings).where(eq(appSettings.key, KEY_SETTING)))[0];
  // Read first: an installation whose database went read-only still verifies its tokens.
  let row = await read();
  if (!row) {
    // Insert-or-ignore then read back: two processes racing on a fresh database agree on one key.
    await db
      .insert(appSettings)
      .values({ key: KEY_SETTING, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    row = await read();
  }
  return new Uint8Array(Buffer.from(row.value, "base64url"));
}

function signingKey(): Promise<Uint8Array> {
  state.__islandJwtKey ??= loadKey().catch((err) => {
    state.__islandJwtKey = undefined;
    throw err;
  });
  return state.__islandJwtKey;
}

/**
 * A token for a user. Team callers' tokens also name the team (`team_id`, `team_name`) so tools can
 * label a session without asking the service; authorisation always looks the user up afresh.
 */
export async function signAccessToken(userId: string, team?: { id: string; name: string }): Promise<string> {
  return new SignJWT(team ? { team_id: team.id, team_name: team.name } : {})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .sign(await signingKey());
}

/**
 * The user id a token names, or null when the token is malformed, forged or not ours. A key that
 * cannot be loaded (the database failing) throws: that is the server's problem, not a bad token.
 */
export async function verifyAccessToken(token: string): Promise<string | null> {
  const key = await signingKey();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
