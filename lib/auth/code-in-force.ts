import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { expectedAccessCode } from "./access-code";
import { authSecret } from "./secret";

let codeInForce: { value: string | null } | undefined;

/** The team access code this process asks for, or null when the practice button alone will do. */
export function accessCodeInForce(): string | null {
  codeInForce ??= { value: expectedAccessCode(env()) };
  return codeInForce.value;
}

/**
 * What a practice session remembers of the code it was signed in with: a keyed hash, never the
 * code itself (the session cookie is encrypted, but a hash is all it needs).
 */
export function accessCodeFingerprint(): string | null {
  const code = accessCodeInForce();
  if (code === null) return null;
  return crypto.createHmac("sha256", authSecret()).update(`team-access-code\0${code}`).digest("base64url").slice(0, 22);
}

/**
 * Whether a session token still stands: a practice session ends when the access code it was
 * signed in with is no longer the one in force (the code was changed, or one is asked for now).
 * Sessions signed in with a team's own island token do not depend on the code.
 */
export function sessionMatchesAccessCode(token: Record<string, unknown> | null | undefined): boolean {
  if (!token || token.mode !== "practice") return true;
  return (token.codeFingerprint ?? null) === accessCodeFingerprint();
}
