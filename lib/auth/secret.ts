import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateDir } from "@/lib/db/private-files";
import { env } from "@/lib/env";

let cached: string | undefined;

/**
 * The secret that encrypts session cookies: AUTH_SECRET when given, otherwise one generated
 * on first start and kept in the data directory, so sessions survive restarts with no setup.
 */
export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.AUTH_SECRET) return (cached = e.AUTH_SECRET);
  const file = path.join(e.dataDir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
    if (cached.length >= 32) return cached;
  } catch {
    // not generated yet
  }
  ensurePrivateDir(e.dataDir);
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    // `wx` fails if another process won the race; then read theirs.
    fs.writeFileSync(file, secret + "\n", { flag: "wx", mode: 0o600 });
    cached = secret;
  } catch {
    cached = fs.readFileSync(file, "utf8").trim();
  }
  return cached;
}
